//! The analyses with the expansions: `cards`, `fit`, `upgrade` and `plan` on a hand-made
//! deck with ghost pieces (P5 U5 L5), level-up and ambassador rewards, joined to the base
//! deck with `--extra-cards`.

use crate::support::{assert_refused, run_ok, temp_file, tessera};

const DECK: &str = "tests/data/projectl/ghost-cards.yaml";

fn json(args: &[&str]) -> serde_json::Value {
    let run = tessera(args);
    assert!(run.code <= 1, "{args:?}: {}", run.stderr);
    serde_json::from_str(&run.stdout).unwrap()
}

#[test]
fn extra_cards_join_the_base_deck() {
    let list = json(&["cards", "--extra-cards", DECK, "--json"]);
    let list = list.as_array().unwrap();
    assert_eq!(list.len(), 52 + 4);
    let rewards: Vec<&str> = list[52..]
        .iter()
        .map(|c| c["reward"].as_str().unwrap())
        .collect();
    assert_eq!(rewards, ["up1", "M", "up2", "P5"]);
    let black = json(&["cards", "--black", "--extra-cards", DECK, "--json"]);
    assert_eq!(black.as_array().unwrap().len(), 20 + 2);
    let shown = run_ok(&["cards", "show", "G2", "--extra-cards", DECK]);
    assert!(
        shown.starts_with("G2 (black, 5 points, reward M, 6 cells)"),
        "{shown}"
    );
    // Twice the same file: refused naming the file and the card.
    let message = assert_refused(
        &["cards", "--extra-cards", DECK, "--extra-cards", DECK],
        "card \"G1\" repeats the id of a card of",
    );
    assert!(message.contains(DECK), "{message}");
    // A card of an extra file with a base card's id.
    let clash = temp_file(
        "clash.yaml",
        "cards:\n  - id: W05\n    colour: white\n    points: 1\n    reward: up2\n    hole: |\n      .....\n      ..#..\n      .....\n      .....\n      .....\n",
    );
    let clash = clash.to_str().unwrap();
    let message = assert_refused(&["cards", "--extra-cards", clash], "\"W05\"");
    assert!(
        message.contains("clash.yaml") && message.contains("the base deck"),
        "{message}"
    );
    let message = assert_refused(
        &["fit", "G9", "--supply", "O1", "--extra-cards", DECK],
        "G9",
    );
    assert!(
        message.contains(&format!("the base deck with {DECK}")),
        "{message}"
    );
}

#[test]
fn a_ghost_piece_fits_as_itself() {
    // G1's hole is exactly a P5 (b2 c2 b3 c3 b4): one P5 fills it, a U5 or an L5 does not.
    let doc = json(&[
        "fit",
        "G1",
        "--supply",
        "P5",
        "--extra-cards",
        DECK,
        "--json",
    ]);
    assert_eq!(doc["fits"], true);
    assert_eq!(doc["filling"][0]["piece"], "P5");
    let cells: Vec<&str> = doc["filling"][0]["cells"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap())
        .collect();
    assert_eq!(cells, ["b2", "c2", "b3", "c3", "b4"]);
    let run = tessera(&["fit", "G1", "--supply", "U5 L5", "--extra-cards", DECK]);
    assert_eq!(run.code, 1, "{}", run.stdout);
    // G2 is a U5 with a cell below its middle: U5 + O1, one filling.
    let out = run_ok(&[
        "fit",
        "G2",
        "--supply",
        "U5 O1",
        "--count",
        "--extra-cards",
        DECK,
    ]);
    assert!(
        out.contains("legend: A=U5 B=O1") && out.contains("fillings: 1"),
        "{out}"
    );
}

#[test]
fn upgrade_decomposes_a_ghost_piece() {
    // G4's hole is an L3. From a P5: decompose into I2 L3 (one action, nothing spent) beats
    // exchanging P5 for L3 (one action, two levels spent) on the tie-break.
    let doc = json(&[
        "upgrade",
        "G4",
        "--supply",
        "P5",
        "--extra-cards",
        DECK,
        "--json",
    ]);
    assert_eq!(doc["possible"], true);
    assert_eq!(
        doc["actions"],
        serde_json::json!(["decompose P5 into I2 L3"])
    );
    assert_eq!(
        (doc["cost"].as_u64(), doc["levels_spent"].as_u64()),
        (Some(1), Some(0))
    );
    // A bank without the split's pieces: the exchange it is, two levels spent.
    let doc = json(&[
        "upgrade",
        "G4",
        "--supply",
        "P5",
        "--bank",
        "L3",
        "--extra-cards",
        DECK,
        "--json",
    ]);
    assert_eq!(doc["actions"], serde_json::json!(["exchange P5 L3"]));
    assert_eq!(doc["levels_spent"], 2);
    // A ghost on its own hole costs nothing; no action ever takes a ghost.
    let out = run_ok(&["upgrade", "G3", "--supply", "L5", "--extra-cards", DECK]);
    assert!(out.contains("cost: 0 actions"), "{out}");
    let run = tessera(&[
        "upgrade",
        "G3",
        "--supply",
        "P5",
        "--bank",
        "L5",
        "--extra-cards",
        DECK,
    ]);
    assert_eq!(run.code, 1, "no exchange reaches L5: {}", run.stdout);
}

#[test]
fn plan_decomposes_a_ghost_piece() {
    // W01 (five cells: b2 c2 d2 c3 c4) from a P5: decompose it into two pieces of W01's
    // shape (O1 L4, I2 I3 or O1 T4), then place both: 3 actions. Without decomposing it takes
    // at least 4 (exchange P5 for T4, take O1, place twice), so 3 is the fewest.
    let state = temp_file("ghost-plan.yaml", "supply: P5\ncards:\n  - card: W01\n");
    let doc = json(&["plan", state.to_str().unwrap(), "--json"]);
    assert_eq!(
        (doc["actions"].as_u64(), doc["proved"].as_bool()),
        (Some(3), Some(true))
    );
    let first = doc["steps"][0]["action"].as_str().unwrap();
    assert!(first.starts_with("decompose P5 into "), "{first}");
    // G4 (an L3 hole, reward P5) then W01: the rewarded P5 decomposes for W01.
    let state = temp_file(
        "ghost-reward.yaml",
        "supply: L3\ncards:\n  - card: G4\n  - card: W01\n",
    );
    let out = run_ok(&["plan", state.to_str().unwrap(), "--extra-cards", DECK]);
    assert!(
        out.contains("reward P5") && out.contains("decompose P5 into"),
        "{out}"
    );
}
