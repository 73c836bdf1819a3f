//! Card deck files: any text is read or refused; a deck read, written out again in the
//! same format, reads back to the same cards.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tessera::project_l::Catalogue;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(deck) = Catalogue::parse(text, "fuzz.yaml") else {
        return;
    };
    let mut out = String::from("cards:\n");
    for card in deck.cards() {
        let id = serde_json::to_string(&card.id).expect("a string");
        out += &format!(
            "  - id: {id}\n    colour: {}\n    points: {}\n    reward: {}\n    hole: |\n",
            card.colour.name(),
            card.points,
            card.reward
        );
        for row in card.draw() {
            out += &format!("      {row}\n");
        }
    }
    let again = Catalogue::parse(&out, "again.yaml").expect("a written deck reads");
    assert_eq!(again.cards(), deck.cards(), "{out}");
});
