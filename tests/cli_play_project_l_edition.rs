//! The Czech first edition's exchange (`--edition czech`) through the command line: `play
//! new`, `play apply` (an exchange three levels down refused, the file unchanged; +2 with
//! level 2 empty), the protocol, the arena, `upgrade` and `plan`, and unknown editions
//! refused with exit 2.

use crate::support::{self, Tessera, apply_refused, run_ok};

/// Both players upgrade I2 → I3 → I4 on their first turn (one level up each time is the
/// same in both editions) and take an O1; the first player then has O1, O1 and I4.
fn with_an_i4(name: &str, edition: &[&str]) -> support::TempFile {
    let mut extra = vec!["--seed", "3"];
    extra.extend_from_slice(edition);
    let file = support::new_game("project-l", name, &extra);
    let f = file.to_str().unwrap();
    let turn = ["upgrade I2 I3", "upgrade I3 I4", "take O1"];
    run_ok(&[&["play", "apply", f][..], &turn, &turn].concat());
    file
}

#[test]
fn an_exchange_three_levels_down_is_ukrainian_only() {
    let czech = with_an_i4("pl-czech.yaml", &["--edition", "czech"]);
    let text = std::fs::read_to_string(&czech).unwrap();
    assert!(text.lines().any(|l| l == "  edition: czech"), "{text}");
    apply_refused(
        &czech,
        &["exchange I4 O1"],
        "move 1 of those given (\"exchange I4 O1\") not played: in the Czech edition I4 can be exchanged only \
         for another kind of its level or one level lower, not O1; the file is unchanged",
    );
    let c = czech.to_str().unwrap();
    // The I4's exchanges: the other kinds of level 4 and those of level 3, nothing lower.
    let moves = run_ok(&["play", "moves", c]);
    let exchanges: Vec<&str> = (moves.lines())
        .filter(|m| m.starts_with("exchange I4 "))
        .collect();
    let level_3_and_4 = ["I3", "L3", "O4", "L4", "Z4", "T4"].map(|k| format!("exchange I4 {k}"));
    assert_eq!(exchanges, level_3_and_4, "{moves}");
    run_ok(&["play", "apply", c, "exchange I4 I3"]);
    let ukrainian = with_an_i4("pl-ukrainian.yaml", &[]);
    run_ok(&[
        "play",
        "apply",
        ukrainian.to_str().unwrap(),
        "exchange I4 O1",
    ]);
}

#[test]
fn two_up_when_the_bank_has_none_one_up() {
    // A bank of 2 of each kind: the two players' starting I2s leave level 2 empty.
    let file = support::new_game(
        "project-l",
        "pl-czech-two-up.yaml",
        &["--edition", "czech", "--bank", "2", "--seed", "3"],
    );
    let f = file.to_str().unwrap();
    apply_refused(
        &file,
        &["upgrade O1 I4"],
        "move 1 of those given (\"upgrade O1 I4\") not played: O1 upgrades to level 3, not to I4; the file is \
         unchanged",
    );
    run_ok(&["play", "apply", f, "upgrade O1 L3"]);
}

#[test]
fn the_protocol_and_the_arena_take_the_edition() {
    let input = "1 new project-l 2 3 edition=czech\n2 play upgrade I2 I3\n3 play upgrade I3 I4\n\
                 4 play take O1\n5 play upgrade I2 I3\n6 play upgrade I3 I4\n7 play take O1\n\
                 8 play exchange I4 O1\n9 new project-l 2 3 edition=welsh\nquit\n";
    let run = Tessera::new().args(["play", "serve"]).stdin(input).run();
    let answers: Vec<&str> = run.stdout.split("\n\n").collect();
    assert_eq!(
        answers[7..],
        [
            "?8 \"exchange I4 O1\": in the Czech edition I4 can be exchanged only for another kind \
             of its level or one level lower, not O1",
            "?9 edition takes one of ukrainian, czech, not \"welsh\"",
            "=",
            "",
        ]
    );
    let out = run_ok(&[
        "play",
        "arena",
        "project-l",
        "--edition",
        "czech",
        "--bots",
        "greedy,random",
        "--games",
        "2",
    ]);
    // The table's rows: the bots as given (how they fare is the games').
    let rows: Vec<&str> = (out.lines().skip(1).take(2))
        .map(|l| l.split(' ').next().unwrap())
        .collect();
    assert_eq!(rows, ["greedy", "random"], "{out}");
}

#[test]
fn unknown_editions_exit_2() {
    let path = support::temp_path("pl-edition-bad.yaml");
    let f = path.to_str().unwrap();
    let new = ["play", "new", "project-l", "-o", f, "--edition", "polish"];
    Tessera::new()
        .args(new)
        .code(2)
        .stderr(
            "tessera: error: invalid value 'polish' for '--edition <SHEET>'\n  [possible \
             values: ukrainian, czech]\n\nFor more information, try '--help'.\n",
        )
        .run();
    Tessera::new()
        .args(["upgrade", "W29", "--supply", "O1", "--edition", "polish"])
        .code(2)
        .stderr(
            "tessera: error: invalid value 'polish' for '--edition <SHEET>': unknown edition \
             \"polish\" (known: ukrainian, czech)\n\nFor more information, try '--help'.\n",
        )
        .run();
}

#[test]
fn upgrade_and_plan_follow_the_czech_edition() {
    // W29 is a straight line of 4; with levels 2 and 3 empty only the Ukrainian sheet's
    // upgrade reaches it (+3).
    let args = ["upgrade", "W29", "--supply", "O1", "--bank", "I4"];
    let ukrainian = run_ok(&args);
    let lines: Vec<&str> = ukrainian.lines().collect();
    assert_eq!(
        lines[..5],
        [
            "W29 (white, 0 points, reward I4, 4 cells)",
            "from O1 (bank I4)",
            "cost: 1 action",
            "   1. upgrade O1 I4",
            "then 1 placement: 2 actions in all, 1 turn of 3 actions",
        ]
    );
    Tessera::new()
        .args(args)
        .args(["--edition", "czech"])
        .code(1)
        .stdout(
            "W29 (white, 0 points, reward I4, 4 cells)\nno sequence of actions completes it from \
             O1 with bank I4\n",
        )
        .run();
    // A plan from an I4 to W09 (a domino) with no O1 in the bank: one exchange, or two
    // steps down in the Czech edition.
    let state = support::temp_file(
        "plan-czech.yaml",
        "supply: I4\ncards:\n  - card: W09\nbank: I3 I2\n",
    );
    let s = state.to_str().unwrap();
    // The domino goes on c3 c4, W09's hole; the bank has no O1 to reward it with.
    let card = "the cards as they are:\n    a b c d e\n  1 . . . . .\n  2 . . . . .\n  3 . . # . .\n  \
                4 . . # . .\n  5 . . . . .\n  W09 1pt O1\n";
    let place = "place W09 I2 c3 c4\n      completes W09: I2 back, no reward (the bank has none)\n";
    Tessera::new()
        .args(["plan", s, "-q"])
        .stdout(&format!(
            "Complete W09 in 2 actions (1 turn); no plan has fewer actions.\nturn 1\n   1. \
             exchange I4 I2\n   2. {place}{card}"
        ))
        .run();
    Tessera::new()
        .args(["plan", s, "-q", "--edition", "czech"])
        .stdout(&format!(
            "Complete W09 in 3 actions (1 turn); no plan has fewer actions.\nturn 1\n   1. \
             exchange I4 I3\n   2. exchange I3 I2\n   3. {place}{card}"
        ))
        .run();
}
