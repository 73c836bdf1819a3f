//! The revised rules (`--rules revised`) through the command line: `play new` (kept in the
//! state file, listed in the help), `play moves` and `play apply` (blind draws and recycling
//! listed, played and replayed), illegal forms refused with the move named and the file
//! unchanged, the protocol's `new`, the arena, and unknown rulebooks refused with exit 2.

use crate::support::{self, assert_apply_refused, assert_refused, run_ok, tessera_stdin};

/// Seed 3 deals the white row W28 W17 W31 W13 and the black row B10 B02 B03 B14.
fn revised_game(name: &str) -> std::path::PathBuf {
    support::new_game("project-l", name, &["--rules", "revised", "--seed", "3"])
}

#[test]
fn the_rules_are_kept_in_the_state_file_and_listed_in_the_help() {
    let file = revised_game("pl-revised.yaml");
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("rules: revised"), "{text}");
    let help = run_ok(&["play", "new", "project-l", "--help"]);
    assert!(help.contains("--rules <RULEBOOK>"), "{help}");
    assert!(help.contains("revised"), "{help}");
    let default = support::new_game("project-l", "pl-default.yaml", &["--rules", "default"]);
    let text = std::fs::read_to_string(&default).unwrap();
    assert!(text.contains("rules: default"), "{text}");
}

#[test]
fn blind_draws_and_recycling_are_listed_played_and_replayed() {
    let file = revised_game("pl-revised-play.yaml");
    let f = file.to_str().unwrap();
    let moves = run_ok(&["play", "moves", f]);
    for listed in [
        "draw white",
        "draw black",
        "recycle W28 W17 W31 W13",
        "recycle B10 B02 B03 B14",
    ] {
        assert!(moves.contains(listed), "{listed}: {moves}");
    }
    run_ok(&["play", "apply", f, "draw white", "recycle W13 W31 W17 W28"]);
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("draw white"), "{text}");
    assert!(text.contains("recycle W13 W31 W17 W28"), "{text}");
    // The recycled cards went under a deck of 27: the row shows none of them now.
    let show = run_ok(&["play", "show", f]);
    let white_row = show.lines().nth(7).unwrap_or_default();
    for id in ["W28", "W17", "W31", "W13"] {
        assert!(!white_row.contains(id), "{id}: {show}");
    }
    let end = run_ok(&["play", "bot", f, "--until", "end"]);
    assert!(end.contains("game over"), "{end}");
}

#[test]
fn illegal_revised_moves_are_refused_and_the_file_unchanged() {
    let file = revised_game("pl-revised-bad.yaml");
    assert_apply_refused(
        &file,
        &["draw purple"],
        "\"draw purple\") not played: draw: write draw white or draw black",
    );
    assert_apply_refused(
        &file,
        &["recycle W28 W17"],
        "recycle: name every card of the row once, in the order they go under the deck \
         (W28 W17 W31 W13)",
    );
    assert_apply_refused(
        &file,
        &["recycle W28 B10 W31 W13"],
        "name every card of the row once",
    );
    assert_apply_refused(
        &file,
        &["recycle W01 W02 W03 W04"],
        "recycle: W01 is not in a row you may recycle",
    );
    assert_apply_refused(&file, &["recycle X99"], "\"X99\" is neither a card");
    assert_apply_refused(
        &file,
        &["level-up O1 I2, I2 I3"],
        "no level-up reward is waiting",
    );
    let default = support::new_game("project-l", "pl-revised-default.yaml", &["--seed", "3"]);
    assert_apply_refused(
        &default,
        &["draw white"],
        "draw belongs to the revised rules (--rules revised)",
    );
    assert_apply_refused(
        &default,
        &["recycle W28 W17 W31 W13"],
        "recycle belongs to the revised rules",
    );
}

#[test]
fn unknown_rulebooks_and_the_czech_edition_exit_2() {
    let path = support::temp_path("pl-revised-unknown.yaml");
    let f = path.to_str().unwrap();
    let refused = assert_refused(
        &["play", "new", "project-l", "-o", f, "--rules", "welsh"],
        "welsh",
    );
    assert!(refused.contains("default, revised"), "{refused}");
    assert_refused(
        &[
            "play",
            "new",
            "project-l",
            "-o",
            f,
            "--rules",
            "revised",
            "--edition",
            "czech",
        ],
        "--rules revised has its own exchange rules",
    );
    assert!(!path.exists());
}

#[test]
fn the_protocol_and_the_arena_take_the_rules() {
    let input = "1 new project-l 2 3 rules=revised\n2 play draw black\n\
                 3 play recycle W28 W17 W31 W13\n4 new project-l 2 3\n5 play draw white\n\
                 6 new project-l 2 3 rules=welsh\nquit\n";
    let run = tessera_stdin(&["play", "serve"], input);
    for ok in ["=2", "=3"] {
        assert!(run.stdout.contains(ok), "{ok}: {}", run.stdout);
    }
    assert!(run.stdout.contains("?5 "), "{}", run.stdout);
    assert!(
        run.stdout.contains("belongs to the revised rules"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("?6 "), "{}", run.stdout);
    assert!(run.stdout.contains("welsh"), "{}", run.stdout);
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
        assert!(out.contains("3 games"), "{out}");
    }
}
