//! The revised rules (`--rules revised`) through the command line: `play new` (kept in the
//! state file, listed in the help), `play moves` and `play apply` (blind draws and recycling
//! listed, played and replayed), illegal forms refused with the move named and the file
//! unchanged, the protocol's `new`, the arena, and unknown rulebooks refused with exit 2.

use crate::support::{self, Tessera, apply_refused, run_ok};

/// What `play apply` says of move 1 (`mv`) refused for `reason`.
fn not_played(mv: &str, reason: &str) -> String {
    format!("move 1 of those given ({mv:?}) not played: {reason}; the file is unchanged")
}

/// A new two-player game's state file with these rules and seed.
fn state_file(rules: &str, seed: u32) -> String {
    format!(
        "format: 2\ngame: project-l\noptions:\n  players: 2\n  bank: 15\n  rules: {rules}\n\
         seed: {seed}\nhistory: []\nend_of_file: true\n"
    )
}

/// Seed 3 deals the white row W28 W17 W31 W13 and the black row B10 B02 B03 B14.
fn revised_game(name: &str) -> support::TempFile {
    support::new_game("project-l", name, &["--rules", "revised", "--seed", "3"])
}

#[test]
fn the_rules_are_kept_in_the_state_file_and_listed_in_the_help() {
    let file = revised_game("pl-revised.yaml");
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        state_file("revised", 3)
    );
    // The help's line for the option (its text is clap's layout of the option's help).
    let help = run_ok(&["play", "new", "project-l", "--help"]);
    assert!(
        (help.lines()).any(|l| l.trim_start().starts_with("--rules <RULEBOOK>")),
        "{help}"
    );
    let options = ["--rules", "default", "--seed", "0"];
    let default = support::new_game("project-l", "pl-default.yaml", &options);
    let text = std::fs::read_to_string(&default).unwrap();
    assert_eq!(text, state_file("default", 0));
}

#[test]
fn blind_draws_and_recycling_are_listed_played_and_replayed() {
    let file = revised_game("pl-revised-play.yaml");
    let f = file.to_str().unwrap();
    // Take a card on offer, draw blind, recycle a row in its order, or act on the O1 and
    // I2 (take, exchange down, upgrade).
    let moves = run_ok(&["play", "moves", f]);
    let mut moves: Vec<&str> = moves.lines().collect();
    let mut expected = vec![
        "take W28",
        "take W17",
        "take W31",
        "take W13",
        "take B10",
        "take B02",
        "take B03",
        "take B14",
        "draw white",
        "draw black",
        "recycle W28 W17 W31 W13",
        "recycle B10 B02 B03 B14",
        "take O1",
        "exchange I2 O1",
        "upgrade O1 I2",
        "upgrade I2 I3",
        "upgrade I2 L3",
    ];
    moves.sort_unstable();
    expected.sort_unstable();
    assert_eq!(moves, expected);
    run_ok(&["play", "apply", f, "draw white", "recycle W13 W31 W17 W28"]);
    let text = std::fs::read_to_string(&file).unwrap();
    let history = "history:\n- draw white\n- recycle W13 W31 W17 W28\n";
    assert_eq!(
        text,
        state_file("revised", 3).replace("history: []\n", history)
    );
    // The recycled cards went under a deck of 27: the row shows none of them now.
    let show = run_ok(&["play", "show", f]);
    let white_row = show.lines().nth(7).unwrap_or_default();
    for id in ["W28", "W17", "W31", "W13"] {
        assert!(!white_row.contains(id), "{id}: {show}");
    }
    assert_eq!(show.lines().next(), Some("white (deck 27):"));
    let end = run_ok(&["play", "bot", f, "--until", "end"]);
    // The bots' game is theirs: that it ended.
    assert!(
        end.lines().last().unwrap().starts_with("game over after "),
        "{end}"
    );
}

#[test]
fn illegal_revised_moves_are_refused_and_the_file_unchanged() {
    let file = revised_game("pl-revised-bad.yaml");
    let every_card = "recycle: name every card of the row once, in the order they go under \
                      the deck (W28 W17 W31 W13)";
    let cases = [
        (
            "draw purple",
            "draw: write draw white or draw black, not \"purple\"",
        ),
        ("recycle W28 W17", every_card),
        ("recycle W28 B10 W31 W13", every_card),
        (
            "recycle W01 W02 W03 W04",
            "recycle: W01 is not in a row you may recycle",
        ),
        ("recycle X99", "\"X99\" is neither a card nor a piece kind"),
        (
            "level-up O1 I2, I2 I3",
            "no level-up reward is waiting to be chosen",
        ),
    ];
    for (mv, reason) in cases {
        apply_refused(&file, &[mv], &not_played(mv, reason));
    }
    let default = support::new_game("project-l", "pl-revised-default.yaml", &["--seed", "3"]);
    for (mv, verb) in [
        ("draw white", "draw"),
        ("recycle W28 W17 W31 W13", "recycle"),
    ] {
        let reason = format!("{verb} belongs to the revised rules (--rules revised)");
        apply_refused(&default, &[mv], &not_played(mv, &reason));
    }
}

#[test]
fn unknown_rulebooks_and_the_czech_edition_exit_2() {
    let path = support::temp_path("pl-revised-unknown.yaml");
    let f = path.to_str().unwrap();
    Tessera::new()
        .args(["play", "new", "project-l", "-o", f, "--rules", "welsh"])
        .code(2)
        .stderr(
            "tessera: error: invalid value 'welsh' for '--rules <RULEBOOK>'\n  [possible values: \
             default, revised]\n\nFor more information, try '--help'.\n",
        )
        .run();
    Tessera::new()
        .args(["play", "new", "project-l", "-o", f, "--rules", "revised"])
        .args(["--edition", "czech"])
        .refused(
            "project-l: --rules revised has its own exchange rules (one level up, else two; down \
             to any level): leave out --edition czech",
        )
        .run();
    assert!(!path.exists());
}

#[test]
fn the_protocol_and_the_arena_take_the_rules() {
    let input = "1 new project-l 2 3 rules=revised\n2 play draw black\n\
                 3 play recycle W28 W17 W31 W13\n4 new project-l 2 3\n5 play draw white\n\
                 6 new project-l 2 3 rules=welsh\nquit\n";
    let run = Tessera::new().args(["play", "serve"]).stdin(input).run();
    // Seed 3 gives player 1 the first turn (as `play new --seed 3` does).
    let answers = [
        "=1 move 1: player 1 to move (action 1 of 3)",
        "=2 move 2: player 1 to move (action 2 of 3)",
        "=3 move 3: player 1 to move (action 3 of 3)",
        "=4 move 1: player 1 to move (action 1 of 3)",
        "?5 \"draw white\": draw belongs to the revised rules (--rules revised)",
        "?6 rules takes one of default, revised, not \"welsh\"",
        "=",
    ];
    assert_eq!(run.stdout, answers.join("\n\n") + "\n\n");
    for bots in ["greedy,random", "random,random,random,random,random"] {
        let out = run_ok(&[
            "play",
            "arena",
            "project-l",
            "--rules",
            "revised",
            "--bots",
            bots,
            "--games",
            "3",
        ]);
        // One row per bot (how they fare is the games'), then the games played.
        let lines: Vec<&str> = out.lines().collect();
        let seats = bots.split(',').count();
        assert_eq!(lines.len(), seats + 2, "{out}");
        assert!(lines[seats + 1].starts_with("3 games, "), "{out}");
    }
}

#[test]
fn a_hint_whose_turn_completes_a_card_then_takes_one_plans_for_four_cards() {
    let extra = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/puzzles/projectl/expansion-example.yaml"
    );
    let options = [
        "--players",
        "3",
        "--rules",
        "revised",
        "--extra-cards",
        extra,
        "--seed",
        "12",
    ];
    let file = support::new_game("project-l", "pl-full-hand.yaml", &options);
    let moves = include_str!("data/projectl/hint-full-hand.txt");
    let moves: Vec<&str> = moves.lines().filter(|l| !l.starts_with('#')).collect();
    let path = file.to_str().unwrap();
    run_ok(&[&["play", "apply", path][..], &moves].concat());
    // The advised turn (the search bot's, with its node budget) completes GW02, places on
    // GW01 and takes a card: the plan goes on from the four cards then held.
    let hint = run_ok(&["play", "hint", path, "--json"]);
    let hint: serde_json::Value = serde_json::from_str(&hint).unwrap();
    let advised: Vec<&str> = (hint["moves"].as_array().unwrap().iter())
        .map(|m| m.as_str().unwrap())
        .collect();
    assert_eq!(advised[0], "place GW02 I2 d5 e5", "{hint}");
    assert!(advised.last().unwrap().starts_with("take "), "{hint}");
    let cards = hint["figures"]["plan_cards"].as_str().unwrap();
    assert_eq!(cards.split(' ').count(), 4, "{hint}");
    assert!(!cards.contains("GW02"), "{hint}");
}
