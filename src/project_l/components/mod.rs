//! Project L's components and what they do on their own: piece kinds and supplies, the
//! puzzle cards and their catalogue, the acquisition actions (the Ghost expansion's
//! decompose among them) with each edition's exchange, and the card fitter that says which
//! pieces can complete a card. The rules, the analyses and the bots all build on these.

pub(super) mod action;
pub(super) mod card;
pub(super) mod card_id;
pub(super) mod decompose;
pub(super) mod edition;
pub(super) mod fit;
mod fit_count;
pub(super) mod kind;
