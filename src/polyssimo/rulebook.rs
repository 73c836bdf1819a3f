//! The rules of Polyssimo Challenge and of Golomb's pentomino game (played by the same
//! engine) as a player reads them (`tessera rules polyssimo`, `tessera rules golomb`).

use crate::engine::{Rulebook, Variant};

/// Another board and set of pieces, for either game.
const OTHER_SET: Variant = Variant {
    name: "other-set",
    about: "another board and piece set from a file",
    options: "--set FILE",
    text: include_str!("rulebook/other-set.txt"),
    when: &[("set", "*")],
};

pub const POLYSSIMO: Rulebook = Rulebook {
    title: "Polyssimo Challenge",
    text: include_str!("rulebook/polyssimo.txt"),
    notation: include_str!("rulebook/notation-polyssimo.txt"),
    variants: &[
        Variant {
            name: "3-players",
            about: "three players: 8 pieces each",
            options: "--players 3",
            text: include_str!("rulebook/three-players.txt"),
            when: &[("players", "3")],
        },
        Variant {
            name: "4-players",
            about: "four players: 6 pieces each",
            options: "--players 4",
            text: include_str!("rulebook/four-players.txt"),
            when: &[("players", "4")],
        },
        Variant {
            name: "handicap",
            about: "a draft given instead of played",
            options: "--draft FILE",
            text: include_str!("rulebook/handicap.txt"),
            when: &[("draft", "*")],
        },
        OTHER_SET,
    ],
};

pub const GOLOMB: Rulebook = Rulebook {
    title: "Golomb's pentomino game",
    text: include_str!("rulebook/golomb.txt"),
    notation: include_str!("rulebook/notation-golomb.txt"),
    variants: &[Variant {
        text: include_str!("rulebook/golomb-other-set.txt"),
        about: "another board and shared pool from a file",
        ..OTHER_SET
    }],
};
