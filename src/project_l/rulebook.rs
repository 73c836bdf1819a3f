//! Project L's rules as a player reads them (`tessera rules project-l`), and its variants'.

use crate::engine::{Rulebook, Variant};

pub const RULEBOOK: Rulebook = Rulebook {
    title: "Project L",
    text: include_str!("rulebook/rules.txt"),
    notation: include_str!("rulebook/notation.txt"),
    variants: &[
        Variant {
            name: "solo",
            about: "one player against a virtual opponent that takes cards",
            options: "--solo basic|hard|unbeatable",
            text: include_str!("rulebook/solo.txt"),
            when: &[("solo", "*")],
        },
        Variant {
            name: "aggressive-duel",
            about: "two players attack with the cards they complete",
            options: "--aggressive duel",
            text: include_str!("rulebook/aggressive-duel.txt"),
            when: &[("aggressive", "duel")],
        },
        Variant {
            name: "aggressive-solo",
            about: "the solo game by the aggressive duel's rules",
            options: "--solo basic --aggressive solo",
            text: include_str!("rulebook/aggressive-solo.txt"),
            when: &[("aggressive", "solo")],
        },
        Variant {
            name: "favourite",
            about: "a favourite kind of piece, +1 a piece at the end",
            options: "--favourite choose|random|KIND,KIND...",
            text: include_str!("rulebook/favourite.txt"),
            when: &[("favourite", "*")],
        },
        Variant {
            name: "unlock",
            about: "levels 3 and 4 unlocked on a sheet first",
            options: "--unlock-sheet FILE",
            text: include_str!("rulebook/unlock.txt"),
            when: &[("unlock-sheet", "*")],
        },
        Variant {
            name: "simultaneous",
            about: "two times two rows: 4 to 6 players, two turns at once",
            options: "--turns simultaneous --players 4",
            text: include_str!("rulebook/simultaneous.txt"),
            when: &[("turns", "simultaneous")],
        },
        Variant {
            name: "revised",
            about: "the official rulebook 2.5: blind draws, recycling and more",
            options: "--rules revised",
            text: include_str!("rulebook/revised.txt"),
            when: &[("rules", "revised")],
        },
        Variant {
            name: "czech",
            about: "the Czech first edition's upgrade and exchange",
            options: "--edition czech",
            text: include_str!("rulebook/czech.txt"),
            when: &[("edition", "czech")],
        },
        Variant {
            name: "expansions",
            about: "Ghost pieces (level 5) and the Ambassador, from a card file",
            options: "--extra-cards FILE",
            text: include_str!("rulebook/expansions.txt"),
            when: &[("extra-cards", "*")],
        },
    ],
};
