//! `tessera cards`, `fit` and `upgrade`: outputs, exit codes and bad input.

use crate::support::{assert_refused, temp_file, tessera};

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
    assert_refused(&["cards", "--white", "--black"], "cannot be used with");
    assert_refused(
        &["cards", "--colour", "black"],
        "unexpected argument '--colour'",
    );
    let text = tessera(&["cards"]);
    assert!(
        text.stdout
            .lines()
            .nth(1)
            .unwrap()
            .starts_with("W01   white       2 I2")
    );
}

#[test]
fn cards_help_explains_the_card_label() {
    let run = tessera(&["cards", "--help"]);
    assert!(run.stdout.contains("W20:1/O4"), "{}", run.stdout);
    assert!(run.stdout.contains("--white") && run.stdout.contains("--black"));
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
    assert_refused(&["cards", "show", "W99"], "unknown card \"W99\"");
}

#[test]
fn fit_answers_yes_with_a_filling() {
    let run = tessera(&["fit", "B20", "--supply", "O1 I2 L4 T4"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("fits:"));
    assert!(run.stdout.contains("legend: "));
    let run = tessera(&["fit", "W31", "--supply", "2xI2 4xO1", "--count", "--json"]);
    let doc: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(doc["fits"], true);
    assert_eq!(doc["fillings"], 7);
    assert_eq!(doc["filling"].as_array().unwrap().len(), 2);
}

#[test]
fn fit_says_why_not_and_exits_1() {
    let few = tessera(&["fit", "W09", "--supply", "O1"]);
    assert_eq!(few.code, 1);
    assert!(
        few.stdout
            .contains("too few cells: the supply has 1 cell but the card needs 2 cells")
    );
    let reach = tessera(&["fit", "W32", "--supply", "L4"]);
    assert_eq!(reach.code, 1);
    assert!(
        reach
            .stdout
            .contains("no piece of the supply fits over cell c3"),
        "{}",
        reach.stdout
    );
    let cover = tessera(&["fit", "W10", "--supply", "2xI2", "--json"]);
    assert_eq!(cover.code, 1);
    let doc: serde_json::Value = serde_json::from_str(&cover.stdout).unwrap();
    assert_eq!(doc["fits"], false);
    assert_eq!(doc["filling"], serde_json::Value::Null);
}

#[test]
fn fit_respects_filled_cells() {
    // W10 is c2 c3 c4; with c2 covered, one domino finishes it.
    let run = tessera(&["fit", "W10", "--supply", "I2", "--filled", "c2"]);
    assert_eq!(run.code, 0, "{}", run.stdout);
    assert!(
        run.stdout.contains("2 . . + . .\n3 . . A . .\n4 . . A . ."),
        "{}",
        run.stdout
    );
}

#[test]
fn fit_bad_input_exits_2() {
    let cases: [(&[&str], &str); 8] = [
        (&["fit", "X42", "--supply", "O1"], "unknown card \"X42\""),
        (
            &["fit", "W01", "--supply", "200xO1"],
            "--supply: \"200xO1\": the count is too large (at most 99)",
        ),
        (
            &["fit", "W01", "--supply", "L9"],
            "--supply: \"L9\" is not a piece kind",
        ),
        (
            &["fit", "W01", "--supply", "3x"],
            "--supply: \"3x\": a count needs a piece kind",
        ),
        (
            &["fit", "W01", "--supply", "-1xO1"],
            "--supply: \"-1xO1\": a count must be",
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
            "--filled: \"k9\" is not a card cell",
        ),
    ];
    for (args, message) in cases {
        assert_refused(args, message);
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
    assert!(
        after
            .stdout
            .starts_with("G1 (black, 4 points, reward up1, 6 cells)")
    );
    let deck_file = deck.to_str().unwrap();
    let message = assert_refused(&["cards", "show", "G2", "--cards", deck_file], "G2");
    assert!(
        message.contains(&format!("unknown card \"G2\": {deck_file} has 1 card, G1 ")),
        "{message}"
    );
    let bad = temp_file("bad-deck.yaml", "cards:\n  - id: G1\n    colour: grey\n");
    assert_refused(
        &["cards", "--cards", bad.to_str().unwrap()],
        "bad-deck.yaml: invalid card deck",
    );
}

#[test]
fn upgrade_prints_the_cheapest_plan() {
    let run = tessera(&["upgrade", "B20", "--supply", "O1 I2"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    // 11 cells from 3: at least 8 actions, and 8 suffice.
    assert!(run.stdout.contains("cost: 8 actions"), "{}", run.stdout);
    assert!(
        run.stdout
            .contains("then 3 placements: 11 actions in all, 4 turns"),
        "{}",
        run.stdout
    );
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
    let run = tessera(&["upgrade", "W27", "--supply", "O1", "--bank", ""]);
    assert_eq!(run.code, 1);
    assert!(
        run.stdout.contains("no sequence of actions"),
        "{}",
        run.stdout
    );
}

#[test]
fn upgrade_bad_input_exits_2() {
    let cases: [(&[&str], &str); 4] = [
        (
            &["upgrade", "B99", "--supply", "O1"],
            "unknown card \"B99\"",
        ),
        (
            &["upgrade", "B20", "--supply", "O1 Q2"],
            "--supply: \"Q2\" is not a piece kind",
        ),
        (
            &["upgrade", "B20", "--supply", "O1", "--bank", "2x"],
            "--bank: \"2x\": a count needs",
        ),
        (
            &["upgrade", "B20", "--supply", "16xO1"],
            "--supply: holds 16 O1 but the game has only 15",
        ),
    ];
    for (args, message) in cases {
        assert_refused(args, message);
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
    assert_eq!(with_plan.len(), 11, "version and the 10 keys");
    assert_eq!(doc["possible"], false);
    assert!(
        doc.iter()
            .filter(|(k, _)| !["version", "card", "possible", "supply"].contains(&k.as_str()))
            .all(|(_, v)| v.is_null())
    );
}
