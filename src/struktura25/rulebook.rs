//! Структура 25's rules as a player reads them (`tessera rules s25`), and the readings of
//! the sheet its options choose.

use crate::engine::{Rulebook, Variant};

pub const RULEBOOK: Rulebook = Rulebook {
    title: "Структура 25",
    text: include_str!("rulebook/rules.txt"),
    notation: include_str!("rulebook/notation.txt"),
    variants: &[
        Variant {
            name: "stalemate-draw",
            about: "only exactly 25 wins; a game that stalls has no winner",
            options: "--stalemate draw",
            text: include_str!("rulebook/stalemate-draw.txt"),
            when: &[("stalemate", "draw")],
        },
        Variant {
            name: "no-cap",
            about: "a token cancels the score correction too: a spiral can win",
            options: "--correction no-cap",
            text: include_str!("rulebook/no-cap.txt"),
            when: &[("correction", "no-cap")],
        },
        Variant {
            name: "line2-once",
            about: "the line of 2 once in the whole game",
            options: "--line2 once",
            text: include_str!("rulebook/line2-once.txt"),
            when: &[("line2", "once")],
        },
    ],
};
