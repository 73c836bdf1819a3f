//! Plan state files (`tessera plan`): any text is read or refused against the base deck;
//! a state read is consistent (its goal names its cards, the pieces on a card sit in its
//! hole without overlapping).
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;
use tessera::project_l::Catalogue;
use tessera::project_l::PlanState;

fuzz_target!(|data: &[u8]| {
    static DECK: OnceLock<Catalogue> = OnceLock::new();
    let deck = DECK.get_or_init(Catalogue::base);
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(state) = PlanState::parse(text, deck) else {
        return;
    };
    assert!((1..=3).contains(&state.actions_left));
    for card in state.goal_cards() {
        assert_eq!(card.filled() & !card.card.hole, 0, "pieces inside the hole");
    }
    let again = PlanState::parse(text, deck).expect("reading is deterministic");
    assert_eq!(again.cards.len(), state.cards.len());
});
