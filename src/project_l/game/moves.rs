//! Project L moves and their notation:
//!
//! | move | notation |
//! |---|---|
//! | take a card from the offer | `take W05` |
//! | take a level-1 piece | `take O1` |
//! | upgrade / exchange | `upgrade O1 I2`, `exchange L4 I3` |
//! | place a piece | `place W05 L4 b2 b3 c3 d3` (card, kind, the cells it covers) |
//! | master action | `master W05 L4 b2 b3 c3 d3, B20 I2 c2 c3` |
//! | finishing touch | `touch W05 I2 c4 c5` |
//! | end of finishing touches | `done` |
//! | no action possible | `pass` |
//! | choose a favourite piece (favourite variant, at the start) | `favourite L4` |
//! | unlock a kind on your sheet (piece-unlock variant) | `unlock L4` |

use super::Illegal;
use super::state::CardIndex;
use crate::project_l::{Action, CardFitter, Catalogue, Kind, Placed};

/// A piece put on a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OnCard {
    pub card: CardIndex,
    pub piece: Placed,
}

/// One move of a player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Move {
    TakeCard(CardIndex),
    Acquire(Action),
    Place(OnCard),
    Master(Vec<OnCard>),
    Touch(OnCard),
    Done,
    /// Only when no other action is legal.
    Pass,
    /// Favourite-piece variant: the kind chosen at the start.
    Favourite(Kind),
    /// Piece-unlock variant: fill the slot under the kind on your sheet.
    Unlock(Kind),
}

/// Writes a move in notation.
pub fn format_move(deck: &Catalogue, mv: &Move) -> String {
    let on = |p: &OnCard| {
        crate::project_l::placement_notation(&deck.cards()[p.card as usize].id, &p.piece)
    };
    match mv {
        Move::TakeCard(card) => format!("take {}", deck.cards()[*card as usize].id),
        Move::Acquire(action) => action.to_string(),
        Move::Place(p) => format!("place {}", on(p)),
        Move::Master(ps) => {
            let parts: Vec<String> = ps.iter().map(on).collect();
            format!("master {}", parts.join(", "))
        }
        Move::Touch(p) => format!("touch {}", on(p)),
        Move::Done => "done".into(),
        Move::Pass => "pass".into(),
        Move::Favourite(kind) => format!("favourite {kind}"),
        Move::Unlock(kind) => format!("unlock {kind}"),
    }
}

/// Reads a move; the error says what is malformed. Whether the move is legal is the rules'
/// business.
pub fn parse_move(deck: &Catalogue, fitters: &[CardFitter], text: &str) -> Result<Move, Illegal> {
    let text = text.trim();
    let (verb, rest) = text.split_once(char::is_whitespace).unwrap_or((text, ""));
    let rest = rest.trim();
    let verb = verb.to_ascii_lowercase();
    let acquisition = || Ok(Move::Acquire(Action::parse(&format!("{verb} {rest}"))?));
    match verb.as_str() {
        "take" if Kind::parse(rest).is_some() => acquisition(),
        "take" => card_index(deck, rest).map(Move::TakeCard),
        "upgrade" | "exchange" => acquisition(),
        "place" => on_card(deck, fitters, rest).map(Move::Place),
        "touch" => on_card(deck, fitters, rest).map(Move::Touch),
        "master"
            if rest
                .split(',')
                .any(|p| p.trim().to_ascii_lowercase().starts_with("unlock")) =>
        {
            Err(Illegal::UnlockInMaster)
        }
        "master" => rest
            .split(',')
            .map(|part| on_card(deck, fitters, part.trim()))
            .collect::<Result<Vec<OnCard>, Illegal>>()
            .map(Move::Master),
        "done" if rest.is_empty() => Ok(Move::Done),
        "pass" if rest.is_empty() => Ok(Move::Pass),
        "favourite" => kind(rest).map(Move::Favourite),
        "unlock" => kind(rest).map(Move::Unlock),
        _ => Err(Illegal::Unreadable),
    }
}

fn kind(text: &str) -> Result<Kind, Illegal> {
    Kind::parse(text).ok_or_else(|| Illegal::UnknownCard(text.into()))
}

fn card_index(deck: &Catalogue, id: &str) -> Result<CardIndex, Illegal> {
    deck.cards()
        .iter()
        .position(|c| c.id.eq_ignore_ascii_case(id))
        .map(|i| i as CardIndex)
        .ok_or_else(|| Illegal::UnknownCard(id.into()))
}

/// Reads `W05 L4 b2 b3 c3 d3`: a card, a kind, and cells that place the kind inside the
/// card's hole.
fn on_card(deck: &Catalogue, fitters: &[CardFitter], text: &str) -> Result<OnCard, Illegal> {
    let (id, piece) = text
        .split_once(char::is_whitespace)
        .ok_or_else(|| Illegal::NoPiece(text.into()))?;
    let card = card_index(deck, id)?;
    let piece = fitters[card as usize]
        .parse_piece(piece.trim())
        .map_err(|e| Illegal::BadPiece {
            card: deck.cards()[card as usize].id.clone(),
            reason: e.to_string(),
        })?;
    Ok(OnCard { card, piece })
}
