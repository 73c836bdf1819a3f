//! `tessera cards`, `fit` and `upgrade`: outputs, exit codes and bad input.

use crate::support::{Tessera, temp_file, tessera};

/// What clap adds below its own errors.
const CLAP_TIP: &str = "\nFor more information, try '--help'.\n";

/// Runs `tessera ARGS`, which must be refused with exactly `message`.
fn refused(args: &[&str], message: &str) {
    Tessera::new().args(args).refused(message).run();
}

/// The error for an unknown card id that is as near two ids as one (W99: W09 and W19), or
/// near none (X42): no guess.
fn unknown(card: &str) -> String {
    format!("unknown card \"{card}\": the base deck has 52 cards, W01 to B20 (see `tessera cards`)")
}

#[test]
fn cards_lists_the_catalogue() {
    let run = tessera(&["cards", "--json"]);
    assert_eq!(run.code, 0);
    let list: Vec<serde_json::Value> = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(list.len(), 52);
    assert_eq!(list[0]["id"], "W01");
    assert_eq!(list[0]["reward"], "I2");
    for (flag, cards, cells) in [("--black", 20, 248), ("--white", 32, 158)] {
        let run = tessera(&["cards", flag, "--json"]);
        let list: Vec<serde_json::Value> = serde_json::from_str(&run.stdout).unwrap();
        assert_eq!(list.len(), cards, "{flag}");
        let total: u64 = list.iter().map(|c| c["cells"].as_u64().unwrap()).sum();
        assert_eq!(total, cells, "{flag}");
    }
    // Both colours asked for: every card, as with neither.
    let both = tessera(&["cards", "--white", "--black", "--json"]);
    let list: Vec<serde_json::Value> = serde_json::from_str(&both.stdout).unwrap();
    assert_eq!(list.len(), 52);
    let colour = "tessera: error: unexpected argument '--colour' found\n\n  tip: a similar \
                  argument exists: '--color'\n\nUsage: tessera cards --color <COLOR>\n";
    let message = format!("{colour}{CLAP_TIP}");
    Tessera::new()
        .args(["cards", "--colour", "black"])
        .code(2)
        .stderr(&message)
        .run();
    // The header, then W01: the rule sheet's first white card, a T of 5 cells worth 2
    // points with an I2 for reward.
    let text = tessera(&["cards"]);
    let lines: Vec<&str> = text.stdout.lines().take(2).collect();
    assert_eq!(
        lines,
        [
            "id    colour points reward cells",
            "W01   white       2 I2         5"
        ]
    );
}

#[test]
fn cards_help_explains_the_card_label() {
    let run = tessera(&["cards", "--help"]);
    // The help's wording is clap's layout of the command's text: the label's line and the
    // two options'.
    let lines: Vec<&str> = run.stdout.lines().map(str::trim_start).collect();
    let label = "order. Elsewhere (play show) a card is labelled like W20 1pt O4: the id W20, its \
                 points";
    assert!(lines.contains(&label), "{}", run.stdout);
    // The label says what the card is: W20 is worth 1 point and rewards an O4.
    let card = tessera(&["cards", "show", "W20"]).stdout;
    assert!(
        card.starts_with("W20 (white, 1 point, reward O4,"),
        "{card}"
    );
    for option in ["--white", "--black"] {
        assert!(
            lines.iter().any(|l| l.starts_with(option)),
            "{}",
            run.stdout
        );
    }
}

#[test]
fn cards_show_draws_one_card() {
    let run = tessera(&["cards", "show", "w01"]);
    assert_eq!(run.code, 0);
    // W01 is a T: b2 c2 d2 across, c3 c4 down (the rule sheet's first white card).
    let expected = [
        "W01 (white, 2 points, reward I2, 5 cells)",
        "  a b c d e",
        "1 . . . . .",
        "2 . # # # .",
        "3 . . # . .",
        "4 . . # . .",
        "5 . . . . .",
    ];
    assert_eq!(run.stdout.lines().collect::<Vec<_>>(), expected);
    refused(&["cards", "show", "W99"], &unknown("W99"));
}

#[test]
fn fit_answers_yes_with_a_filling() {
    let run = tessera(&["fit", "B20", "--supply", "O1 I2 L4 T4"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    // Which filling is the solver's: the card's line, then a picture whose legend uses
    // every piece, as 1 + 2 + 4 + 4 cells fill B20's 11.
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(
        lines[..2],
        ["B20 (black, 3 points, reward T4, 11 cells)", "fits:"]
    );
    let legend = lines.last().unwrap().strip_prefix("legend: ").unwrap();
    let mut kinds: Vec<&str> = legend.split(' ').map(|l| &l[2..]).collect();
    kinds.sort_unstable();
    assert_eq!(kinds, ["I2", "L4", "O1", "T4"], "{}", run.stdout);
    let run = tessera(&["fit", "W31", "--supply", "2xI2 4xO1", "--count", "--json"]);
    let doc: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(doc["fits"], true);
    assert_eq!(doc["fillings"], 7);
    assert_eq!(doc["filling"].as_array().unwrap().len(), 2);
}

#[test]
fn fit_says_why_not_and_exits_1() {
    // W09 is a domino's hole; W32 a T's, whose stem c3 no L reaches.
    Tessera::new()
        .args(["fit", "W09", "--supply", "O1"])
        .code(1)
        .stdout(
            "W09 (white, 1 point, reward O1, 2 cells)\ndoes not fit: too few cells: the supply \
             has 1 cell but the card needs 2 cells\n",
        )
        .run();
    Tessera::new()
        .args(["fit", "W32", "--supply", "L4"])
        .code(1)
        .stdout(
            "W32 (white, 0 points, reward T4, 4 cells)\ndoes not fit: no piece of the supply \
             fits over cell c3\n",
        )
        .run();
    let cover = tessera(&["fit", "W10", "--supply", "2xI2", "--json"]);
    assert_eq!(cover.code, 1);
    let doc: serde_json::Value = serde_json::from_str(&cover.stdout).unwrap();
    assert_eq!(doc["fits"], false);
    assert_eq!(doc["filling"], serde_json::Value::Null);
}

#[test]
fn fit_respects_filled_cells() {
    // W10 is c2 c3 c4; with c2 covered, one domino finishes it.
    let filled = "W10 (white, 1 point, reward I2, 3 cells)\nfits:\n  a b c d e\n1 . . . . .\n\
                  2 . . + . .\n3 . . A . .\n4 . . A . .\n5 . . . . .\nlegend: A=I2\n";
    Tessera::new()
        .args(["fit", "W10", "--supply", "I2", "--filled", "c2"])
        .stdout(filled)
        .run();
}

#[test]
fn fit_bad_input_exits_2() {
    let x42 = unknown("X42");
    let cases: [(&[&str], &str); 8] = [
        (&["fit", "X42", "--supply", "O1"], &x42),
        (
            &["fit", "W01", "--supply", "200xO1"],
            "--supply: \"200xO1\": the count is too large (at most 99)",
        ),
        (
            &["fit", "W01", "--supply", "L9"],
            "--supply: \"L9\" is not a piece kind (did you mean L3?) (kinds: O1 I2 I3 L3 I4 O4 L4 \
             Z4 T4, ghost P5 U5 L5)",
        ),
        (
            &["fit", "W01", "--supply", "3x"],
            "--supply: \"3x\": a count needs a piece kind after the 'x', as in 2xL4",
        ),
        (
            &["fit", "W01", "--supply", "-1xO1"],
            "--supply: \"-1xO1\": a count must be a whole number from 1 to 99 before the 'x', as \
             in 2xL4",
        ),
        (
            &["fit", "W01", "--supply", "O1", "--filled", "a1"],
            "--filled: a1 is not a cell of card W01's hole",
        ),
        (
            &["fit", "W01", "--supply", "O1", "--filled", "b2 b2"],
            "--filled: b2 is given twice",
        ),
        (
            &["fit", "W01", "--supply", "O1", "--filled", "k9"],
            "--filled: \"k9\" is not a card cell (columns a-e, rows 1-5, as in c3)",
        ),
    ];
    for (args, message) in cases {
        refused(args, message);
    }
}

#[test]
fn a_deck_file_replaces_the_base_cards() {
    let deck = temp_file(
        "deck.yaml",
        "cards:\n  - id: G1\n    colour: black\n    points: 4\n    reward: up1\n    hole: |\n      .....\n      .###.\n      .###.\n      .....\n      .....\n",
    );
    let run = tessera(&[
        "fit",
        "G1",
        "--supply",
        "2xI3",
        "--cards",
        deck.to_str().unwrap(),
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let run = tessera(&["cards", "--cards", deck.to_str().unwrap(), "--json"]);
    let list: Vec<serde_json::Value> = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!((list.len(), list[0]["reward"].as_str()), (1, Some("up1")));
    let after = tessera(&["cards", "show", "G1", "--cards", deck.to_str().unwrap()]);
    assert_eq!(
        after.code, 0,
        "--cards after the subcommand: {}",
        after.stderr
    );
    // The deck's one card as the file draws it.
    let g1 = "G1 (black, 4 points, reward up1, 6 cells)\n  a b c d e\n1 . . . . .\n2 . # # # .\n\
              3 . # # # .\n4 . . . . .\n5 . . . . .\n";
    assert_eq!(after.stdout, g1);
    let deck_file = deck.to_str().unwrap();
    refused(
        &["cards", "show", "G2", "--cards", deck_file],
        &format!(
            "unknown card \"G2\" (did you mean G1?): {deck_file} has 1 card, G1 (see `tessera \
             cards`)"
        ),
    );
    let bad = temp_file("bad-deck.yaml", "cards:\n  - id: G1\n    colour: grey\n");
    refused(
        &["cards", "--cards", bad.to_str().unwrap()],
        &format!(
            "{}: invalid card deck: cards[1].colour: unknown variant `grey`, expected `white` or \
             `black` at line 3 column 13",
            bad.display()
        ),
    );
}

#[test]
fn upgrade_prints_the_cheapest_plan() {
    let run = tessera(&["upgrade", "B20", "--supply", "O1 I2"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    // 11 cells from 3: at least 8 actions, and 8 suffice; which 8 is the search's. Then 3
    // placements: 11 actions, 4 turns of 3.
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(
        lines[..3],
        [
            "B20 (black, 3 points, reward T4, 11 cells)",
            "from O1 I2 (bank 14xO1 14xI2 15xI3 15xL3 15xI4 15xO4 15xL4 15xZ4 15xT4)",
            "cost: 8 actions",
        ]
    );
    assert_eq!(
        lines[11],
        "then 3 placements: 11 actions in all, 4 turns of 3 actions"
    );
    assert!(
        !run.stdout.contains("gives up"),
        "no exchange down: {}",
        run.stdout
    );
    // T4 is level 4 and I2 level 2: the exchange gives up two levels.
    let down = tessera(&["upgrade", "W09", "--supply", "T4"]);
    let last = down.stdout.lines().last();
    assert_eq!(last, Some("exchanging down gives up 2 piece levels"));
    let run = tessera(&["upgrade", "W09", "--supply", "T4", "--json"]);
    let doc: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(doc["cost"], 1);
    assert_eq!(doc["actions"][0], "exchange T4 I2");
    assert_eq!(doc["levels_spent"], 2);
    assert_eq!(doc["turns"], 1);
}

#[test]
fn upgrade_respects_the_bank() {
    let run = tessera(&["upgrade", "W27", "--supply", "O1", "--bank", "I3", "--json"]);
    let doc: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(doc["actions"], serde_json::json!(["upgrade O1 I3"]));
    // W27 is an I3's hole: an O1 alone, with an empty bank, never grows, and the answer
    // says so (1 cell in all against the card's 3).
    Tessera::new()
        .args(["upgrade", "W27", "--supply", "O1", "--bank", ""])
        .code(1)
        .stdout(
            "W27 (white, 0 points, reward I3, 3 cells)\nno sequence of actions completes it from \
             O1 with bank -\nthe supply and the bank hold 1 cell together, and no action \
             adds to that total: W27 has 3 cells to fill\n",
        )
        .run();
}

#[test]
fn upgrade_bad_input_exits_2() {
    let b99 = unknown("B99");
    let cases: [(&[&str], &str); 4] = [
        (&["upgrade", "B99", "--supply", "O1"], &b99),
        (
            &["upgrade", "B20", "--supply", "O1 Q2"],
            "--supply: \"Q2\" is not a piece kind (did you mean I2?) (kinds: O1 I2 I3 L3 I4 O4 L4 Z4 T4, ghost P5 \
             U5 L5)",
        ),
        (
            &["upgrade", "B20", "--supply", "O1", "--bank", "2x"],
            "--bank: \"2x\": a count needs a piece kind after the 'x', as in 2xL4",
        ),
        (
            &["upgrade", "B20", "--supply", "16xO1"],
            "--supply: holds 16 O1 but the game has only 15; give --bank to set the bank",
        ),
    ];
    for (args, message) in cases {
        refused(args, message);
    }
}

#[test]
fn upgrade_json_has_the_same_keys_with_or_without_a_plan() {
    let keys = |bank: &str, code: u8| {
        let run = crate::support::Tessera::new()
            .args(["upgrade", "W27", "--supply", "O1", "--bank", bank, "--json"])
            .code(code)
            .run();
        let doc: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
        let map = doc.as_object().unwrap().clone();
        (map.keys().cloned().collect::<Vec<_>>(), map)
    };
    let (with_plan, _) = keys("I3", 0);
    let (without, doc) = keys("", 1);
    assert_eq!(with_plan, without);
    assert_eq!(with_plan.len(), 12, "version and the 11 keys");
    assert_eq!(doc["possible"], false);
    assert!(
        doc.iter()
            .filter(|(k, _)| !["version", "card", "possible", "supply"].contains(&k.as_str()))
            .all(|(_, v)| v.is_null())
    );
}
