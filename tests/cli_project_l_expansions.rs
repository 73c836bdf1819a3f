//! The analyses with the expansions: `cards`, `fit`, `upgrade` and `plan` on a hand-made
//! deck with ghost pieces (P5 U5 L5), level-up and ambassador rewards, joined to the base
//! deck with `--extra-cards`.

use crate::support::{Tessera, run_ok, temp_file, tessera};

/// Runs `tessera ARGS`, which must be refused with exactly `message`.
fn refused(args: &[&str], message: &str) {
    Tessera::new().args(args).refused(message).run();
}

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
    // G2 as the test deck draws it: a U5 with a cell below its middle.
    let g2 = "G2 (black, 5 points, reward M, 6 cells)\n  a b c d e\n1 . . . . .\n2 . # . # .\n\
              3 . # # # .\n4 . . # . .\n5 . . . . .\n";
    Tessera::new()
        .args(["cards", "show", "G2", "--extra-cards", DECK])
        .stdout(g2)
        .run();
    // Twice the same file: refused naming the file and the card.
    refused(
        &["cards", "--extra-cards", DECK, "--extra-cards", DECK],
        &format!("{DECK}: card \"G1\" repeats the id of a card of {DECK}"),
    );
    // A card of an extra file with a base card's id.
    let clash = temp_file(
        "clash.yaml",
        "cards:\n  - id: W05\n    colour: white\n    points: 1\n    reward: up2\n    hole: |\n      .....\n      ..#..\n      .....\n      .....\n      .....\n",
    );
    let clash = clash.to_str().unwrap();
    refused(
        &["cards", "--extra-cards", clash],
        &format!("{clash}: card \"W05\" repeats the id of a card of the base deck"),
    );
    refused(
        &["fit", "G9", "--supply", "O1", "--extra-cards", DECK],
        &format!(
            "unknown card \"G9\": the base deck with {DECK} has 56 cards, W01 to G4 (see \
             `tessera cards`)"
        ),
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
    let filled = "G2 (black, 5 points, reward M, 6 cells)\nfits:\n  a b c d e\n1 . . . . .\n\
                  2 . A . A .\n3 . A A A .\n4 . . B . .\n5 . . . . .\nlegend: A=U5 B=O1\n\
                  fillings: 1\n";
    Tessera::new()
        .args([
            "fit",
            "G2",
            "--supply",
            "U5 O1",
            "--count",
            "--extra-cards",
            DECK,
        ])
        .stdout(filled)
        .run();
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
    // The decomposition places the L3 in its own action: one action in all.
    assert_eq!(
        (
            doc["placed_by_decompositions"].as_u64(),
            doc["total_actions"].as_u64()
        ),
        (Some(1), Some(1))
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
    let lines: Vec<&str> = out.lines().collect();
    let bank = "15xO1 15xI2 15xI3 15xL3 15xI4 15xO4 15xL4 15xZ4 15xT4";
    assert_eq!(
        lines[..4],
        [
            "G3 (black, 4 points, reward up2, 5 cells)",
            &format!("from L5 (bank {bank})"),
            "cost: 0 actions",
            "then 1 placement: 1 action in all, 1 turn of 3 actions",
        ]
    );
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
    // shape (O1 L4, I2 I3 or O1 T4), placing one of them in the same action, then place the
    // other: 2 actions. One is not enough: the P5 does not fit W01, and a decomposition puts
    // at most one piece on a card.
    let state = temp_file("ghost-plan.yaml", "supply: P5\ncards:\n  - card: W01\n");
    let doc = json(&["plan", state.to_str().unwrap(), "--json"]);
    assert_eq!(
        (doc["actions"].as_u64(), doc["proved"].as_bool()),
        (Some(2), Some(true))
    );
    let first = doc["steps"][0]["action"].as_str().unwrap();
    assert!(first.starts_with("decompose P5 into "), "{first}");
    assert!(first.contains(", place W01 "), "{first}");
    // G4 (an L3 hole, reward P5) then W01: the rewarded P5 decomposes for W01.
    let state = temp_file(
        "ghost-reward.yaml",
        "supply: L3\ncards:\n  - card: G4\n  - card: W01\n",
    );
    // Which split and which placements are the search's: G4 completed for its P5, and
    // the P5 split.
    let out = run_ok(&["plan", state.to_str().unwrap(), "--extra-cards", DECK]);
    let lines: Vec<&str> = out.lines().map(str::trim).collect();
    assert!(lines.contains(&"completes G4: L3 back, reward P5"), "{out}");
    let split = |l: &&str| {
        l.split_once(". ")
            .is_some_and(|(_, a)| a.starts_with("decompose P5 into "))
    };
    assert!(lines.iter().any(split), "{out}");
}

#[test]
fn plan_chooses_a_waiting_level_up() {
    // An ↗ waits with an I3 in hand: I3 to a P5 (level 5), then the P5 fills G1's P5-shaped
    // hole: one action, and no plan has fewer.
    let text = "supply: I3\ncards:\n  - card: G1\nlevel_ups: [up2]\n";
    let state = temp_file("level-up-plan.yaml", text);
    let state = state.to_str().unwrap();
    let doc = json(&["plan", state, "--extra-cards", DECK, "--json"]);
    assert_eq!(
        (doc["actions"].as_u64(), doc["proved"].as_bool()),
        (Some(1), Some(true)),
        "{doc}"
    );
    assert_eq!(doc["level_ups"][0], "level-up I3 P5");
    let first = doc["steps"][0]["action"].as_str().unwrap();
    assert!(first.starts_with("place G1 P5 "), "{first}");
    // G1's own reward is a ↑: shown as such.
    assert_eq!(doc["steps"][0]["completes"][0]["reward"], "up1");
    let card = "the cards as they are:\n    a b c d e\n  1 . . . . .\n  2 . # # . .\n  3 . # # . .\n  \
                4 . # . . .\n  5 . . . . .\n  G1 3pt up1\n";
    let plan = format!(
        "Complete G1 in 1 action (1 turn); no plan has fewer actions.\n  first level-up I3 P5 \
         (the level-up waiting)\nturn 1\n   1. place G1 P5 b2 c2 b3 c3 b4\n      completes G1: \
         P5 back, reward up1 (a level-up)\n{card}"
    );
    (Tessera::new().args(["plan", state, "--extra-cards", DECK]))
        .stdout(&plan)
        .run();
    // No level-4 piece in the bank: the ↑ reaches one level higher, a ghost, as an upgrade
    // would; the P5 then fills G1 in one action.
    let bank = "15xO1 15xI2 15xI3 15xL3 10xP5 10xU5 10xL5";
    let text = format!("supply: I3\ncards:\n  - card: G1\nlevel_ups: [up1]\nbank: {bank}\n");
    let doc = plan_of("level-up-thin.yaml", &text);
    assert_eq!(doc["actions"].as_u64(), Some(1), "{doc}");
    assert_eq!(doc["level_ups"][0], "level-up I3 P5");
}

#[test]
fn plan_counts_a_level_up_past_an_empty_level() {
    // Hand-checked: the bank has no level-3 piece, so E1's ↑ takes the I2 it returns past
    // level 3 to the O4 that fills W31. Three actions: upgrade O1 to I2; place it on E1
    // (the level-up gives the O4); place the O4 on W31. Plans that allow a level-up only
    // its own levels of cells need a fourth.
    let deck = "cards:\n  - {id: E1, colour: white, points: 1, reward: up1, hole: \".....\\n.##..\\n.....\\n.....\\n.....\"}\n";
    let deck = temp_file("level-up-past-empty.yaml", deck);
    let text =
        "supply: O1\nbank: 1xI2 1xO4\nactions_left: 1\ncards:\n  - card: E1\n  - card: W31\n";
    let state = temp_file("level-up-past-empty-state.yaml", text);
    let args = [
        "plan",
        state.to_str().unwrap(),
        "--extra-cards",
        deck.to_str().unwrap(),
        "--json",
    ];
    let doc = json(&args);
    assert_eq!(
        (doc["actions"].as_u64(), doc["proved"].as_bool()),
        (Some(3), Some(true)),
        "{doc}"
    );
}

#[test]
fn plan_makes_an_ambassador_action() {
    // One cell left on each of G4 and W31, two O1 in hand, this turn's master action used:
    // G2's ambassador action fills both at once (one action; two place actions otherwise).
    let text = "supply: 2xO1\nmaster_used: true\nambassadors: [G2]\ncards:\n  - card: G4\n    pieces: [I2 c2 c3]\n  - card: W31\n    pieces: [I2 b3 c3, O1 b4]\n";
    let state = temp_file("ambassador-plan.yaml", text);
    let state = state.to_str().unwrap();
    let doc = json(&["plan", state, "--extra-cards", DECK, "--json"]);
    assert_eq!(doc["actions"].as_u64(), Some(1), "{doc}");
    assert_eq!(
        doc["steps"][0]["action"],
        "ambassador G2 G4 O1 b3, W31 O1 c4"
    );
    // Without it, two actions.
    let without = text.replace("ambassadors: [G2]\n", "");
    let doc = plan_of("no-ambassador-plan.yaml", &without);
    assert_eq!(doc["actions"].as_u64(), Some(2), "{doc}");
    // Bad entries: not an M card, one of the unfinished cards, unknown, a bad level-up.
    for (entry, words) in [
        (
            "ambassadors: [G1]",
            "ambassadors[1]: card G1's reward is not M (an ambassador action)",
        ),
        (
            "ambassadors: [G9]",
            "ambassadors[1]: no card \"G9\" in the deck",
        ),
        (
            "level_ups: [up3]",
            "level_ups[1]: expected up1 or up2, not \"up3\"",
        ),
    ] {
        let bad = text.replace("ambassadors: [G2]", entry);
        let bad = temp_file("bad-ambassador.yaml", &bad);
        refused(
            &["plan", bad.to_str().unwrap(), "--extra-cards", DECK],
            &format!("{}: {words}", bad.display()),
        );
    }
    let unfinished = "supply: O1\nambassadors: [G2]\ncards:\n  - card: G2\n";
    let unfinished = temp_file("unfinished-ambassador.yaml", unfinished);
    refused(
        &["plan", unfinished.to_str().unwrap(), "--extra-cards", DECK],
        &format!(
            "{}: ambassadors[1]: card G2 is one of the unfinished cards; list completed M cards \
             only",
            unfinished.display()
        ),
    );
}

/// `plan --json` of a state file written from `text`, with the test deck.
fn plan_of(name: &str, text: &str) -> serde_json::Value {
    let state = temp_file(name, text);
    json(&[
        "plan",
        state.to_str().unwrap(),
        "--extra-cards",
        DECK,
        "--json",
    ])
}
