//! `tessera play` with the Project L variants: favourites chosen by setup moves or given
//! and refused when they clash, illegal variant moves refused with the file unchanged, old
//! state files without the variant options, locked kinds and unlocks, bad unlock sheets,
//! duel moves refused with their reasons, duel options that cannot go together, the
//! protocol and the arena.

use crate::support::{
    self, assert_apply_refused, assert_refused, run_ok, temp_file, tessera_stdin,
};

fn new_game(name: &str, extra: &[&str]) -> std::path::PathBuf {
    support::new_game("project-l", name, extra)
}

#[test]
fn favourites_are_chosen_as_setup_moves_and_clashes_are_refused() {
    let file = new_game(
        "pl-fav.yaml",
        &["--players", "3", "--favourite", "choose", "--seed", "3"],
    );
    let f = file.to_str().unwrap();
    assert!(run_ok(&["play", "show", f]).contains("<- chooses a favourite"));
    let moves = run_ok(&["play", "moves", f]);
    assert_eq!(moves.lines().count(), 7, "{moves}");
    assert!(
        moves.lines().all(|m| m.starts_with("favourite ")),
        "{moves}"
    );
    assert_apply_refused(&file, &["take O1"], "favourites are chosen first");
    assert_apply_refused(&file, &["favourite I2"], "of level 3 or 4, not I2");
    assert_apply_refused(
        &file,
        &["favourite L4", "favourite L4"],
        "L4 is already player",
    );
    run_ok(&[
        "play",
        "apply",
        f,
        "favourite L4",
        "favourite T4",
        "favourite O4",
    ]);
    let show = run_ok(&["play", "show", f]);
    assert_eq!(show.matches(", favourite ").count(), 3, "{show}");
    assert!(show.contains("14xL4") && show.contains("14xT4"), "{show}");
    assert_apply_refused(&file, &["favourite I3"], "only at the start");
    let end = run_ok(&["play", "bot", f, "--until", "end"]);
    assert!(end.contains("game over"), "{end}");
}

#[test]
fn clashing_favourite_options_exit_2() {
    let path = support::temp_path("pl-fav-bad.yaml");
    let f = path.to_str().unwrap();
    let new = |extra: &[&'static str]| -> Vec<String> {
        let mut args: Vec<String> = ["play", "new", "project-l", "-o", f]
            .iter()
            .map(|a| a.to_string())
            .collect();
        args.extend(extra.iter().map(|a| a.to_string()));
        args
    };
    let refused = |extra: &[&'static str], reason: &str| {
        let args = new(extra);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        assert_refused(&args, reason);
    };
    refused(&["--favourite", "L4,L4"], "two players cannot both have L4");
    refused(&["--favourite", "I2,L4"], "level 3 or 4, not I2");
    refused(&["--favourite", "L4"], "1 kind(s) given for 2 players");
    refused(&["--favourite", "sometimes"], "not choose, random");
    refused(
        &["--solo", "hard", "--favourite", "L4"],
        "shown on the starting grid",
    );
    assert!(!path.exists(), "no file for a refused setup");
}

#[test]
fn old_state_files_without_variant_options_still_load() {
    let text = "format: 1\ngame: project-l\noptions:\n  players: 2\n  bank: 15\nseed: 4\nhistory:\n- take O1\n";
    let file = temp_file("pl-old.yaml", text);
    let status = run_ok(&["play", "status", file.to_str().unwrap()]);
    assert!(status.starts_with("move 2: "), "{status}");
}

#[test]
fn the_protocol_and_the_arena_take_the_favourite_option() {
    let input = "1 new project-l 2 5 favourite=random\n2 show\nquit\n";
    let run = tessera_stdin(&["play", "serve"], input);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        run.stdout.matches(", favourite ").count(),
        2,
        "{}",
        run.stdout
    );
    let args = [
        "play",
        "arena",
        "project-l",
        "--favourite",
        "random",
        "--solo",
        "basic",
        "--bots",
        "greedy",
        "--games",
        "4",
    ];
    run_ok(&args);
    support::arena_json("project-l", "greedy,random", 6, 2);
}

const EXAMPLE_SHEET: &str = "puzzles/projectl/unlock-sheet-example.yaml";

#[test]
fn locked_kinds_and_unlocks_through_the_command_line() {
    let file = new_game(
        "pl-unlock.yaml",
        &["--unlock-sheet", EXAMPLE_SHEET, "--seed", "2"],
    );
    let f = file.to_str().unwrap();
    let show = run_ok(&["play", "show", f]);
    assert!(show.contains("unlocked none; locked I3 (O1, +1)"), "{show}");
    let moves = run_ok(&["play", "moves", f]);
    assert!(moves.lines().any(|m| m == "unlock I3"), "{moves}");
    assert!(!moves.lines().any(|m| m == "upgrade I2 I3"), "{moves}");
    assert_apply_refused(&file, &["upgrade I2 I3"], "I3 is locked");
    assert_apply_refused(
        &file,
        &["unlock I3", "master W06 I3 b2 b3 b4, unlock L3"],
        "never part of a master action",
    );
    assert_apply_refused(&file, &["unlock I4"], "your supply has no I3");
    run_ok(&["play", "apply", f, "unlock I3", "upgrade I2 I3"]);
    let show = run_ok(&["play", "show", f]);
    assert!(show.contains("unlocked I3; locked L3"), "{show}");
    assert!(show.contains("supply 2xI3"), "{show}");
}

#[test]
fn bad_unlock_sheets_exit_2() {
    let cases = [
        (
            "{ unlock: Q7, piece: O1, points: 1 }",
            "\"Q7\" is not a piece kind",
        ),
        (
            "{ unlock: L4, piece: O1 }",
            "the slot under L4 has no points",
        ),
        (
            "{ unlock: I2, piece: O1, points: 1 }",
            "I2 is usable from the start",
        ),
    ];
    for (slot, reason) in cases {
        let sheet = temp_file(
            "sheet.yaml",
            &format!("sheets:\n  - name: bad\n    slots:\n      - {slot}\n"),
        );
        let out = support::temp_path("pl-bad-sheet.yaml");
        let args = [
            "play",
            "new",
            "project-l",
            "--unlock-sheet",
            sheet.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
        ];
        assert_refused(&args, reason);
        assert!(!out.exists());
    }
}

#[test]
fn the_protocol_takes_an_unlock_sheet() {
    let input = format!(
        "1 new project-l 2 5 unlock-sheet={EXAMPLE_SHEET}\n2 play upgrade I2 I3\n3 play unlock I3\nquit\n"
    );
    let run = tessera_stdin(&["play", "serve"], &input);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let answers: Vec<&str> = run.stdout.split("\n\n").collect();
    assert!(
        answers[1].starts_with("?2 ") && answers[1].contains("I3 is locked"),
        "{}",
        run.stdout
    );
    assert!(answers[2].starts_with("=3 move 2"), "{}", run.stdout);
}

/// The lines of `play show` for the player marked by `marker` (its heading and the lines
/// under it), if some player is so marked.
fn marked_player(show: &str, marker: &str) -> Option<Vec<String>> {
    let lines: Vec<&str> = show.lines().collect();
    let at = lines.iter().position(|l| l.contains(marker))?;
    let under = lines[at + 1..].iter().take_while(|l| l.starts_with("  "));
    Some(
        std::iter::once(lines[at])
            .chain(under.copied())
            .map(String::from)
            .collect(),
    )
}

/// The words after `label` up to the next `;` in a player's `defence … ; face down: …` line.
fn listed<'a>(lines: &'a [String], label: &str) -> Vec<&'a str> {
    let line = lines
        .iter()
        .find(|l| l.contains(label))
        .map_or("", |l| l.as_str());
    let after = line.split(label).nth(1).unwrap_or("");
    let words = after.split(';').next().unwrap_or("").split_whitespace();
    words.filter(|w| *w != "none").collect()
}

#[test]
fn duel_moves_are_refused_with_their_reasons_and_the_file_kept() {
    let file = new_game("pl-duel.yaml", &["--aggressive", "duel", "--seed", "5"]);
    let f = file.to_str().unwrap();
    let (mut short, mut face_down, mut completed) = (false, false, false);
    let mut defended = false;
    for _ in 0..300 {
        if short && face_down && completed {
            break;
        }
        let show = run_ok(&["play", "show", f]);
        if let Some(defender) = marked_player(&show, "<- defends against an attack of ") {
            if !defended {
                assert_apply_refused(&file, &["take O1"], "must be defended first");
                assert_apply_refused(&file, &["defend 9xO1"], "your defence stack has");
                defended = true;
            }
            let strength: u32 = defender[0].rsplit(' ').next().unwrap().parse().unwrap();
            let stack = listed(&defender, "defence ");
            if !short && strength >= 2 && stack.first().is_some_and(|n| *n != "0") {
                assert_apply_refused(&file, &["defend O1"], "short of the attack's");
                short = true;
            }
            if let Some(down) = listed(&defender, "face down:")
                .first()
                .filter(|_| !face_down)
            {
                assert_apply_refused(&file, &[&format!("defend {down} O1")], "is face down");
                face_down = true;
            }
        } else if let Some(mover) = marked_player(&show, "<- to move")
            && let Some(done) = listed(&mover, "completed:").first().filter(|_| !completed)
        {
            assert_apply_refused(&file, &["defend O1"], "no attack to defend against");
            let charge = format!("charge {done} O1");
            assert_apply_refused(&file, &[&charge], "charges go above unfinished cards");
            completed = true;
        }
        run_ok(&["play", "bot", f]);
    }
    assert!(
        short && face_down && completed,
        "{short} {face_down} {completed}"
    );
}

#[test]
fn duel_options_that_cannot_go_together_exit_2() {
    let path = support::temp_path("pl-duel-bad.yaml");
    let f = path.to_str().unwrap();
    let three = [
        "play",
        "new",
        "project-l",
        "--aggressive",
        "duel",
        "--players",
        "3",
        "-o",
        f,
    ];
    assert_refused(&three, "the aggressive duel is for 2 players, not 3");
    let solo = [
        "play",
        "new",
        "project-l",
        "--aggressive",
        "duel",
        "--solo",
        "hard",
        "-o",
        f,
    ];
    assert_refused(
        &solo,
        "not a solo game: for aggressive solo use --aggressive solo",
    );
    assert!(!path.exists());
}

/// The reproducer: seed 3 offers W17 (1 point); an `I2` above it is past its cap
/// of 1 and still a legal charge.
#[test]
fn a_charge_past_the_cap_plays() {
    let file = support::new_game(
        "project-l",
        "pl-duel-cap.yaml",
        &["--aggressive", "duel", "--seed", "3"],
    );
    let f = file.to_str().unwrap();
    run_ok(&["play", "apply", f, "take W17", "charge W17 I2"]);
    let show = run_ok(&["play", "show", f]);
    assert!(show.contains("charges: W17 I2"), "{show}");
    assert!(show.contains("supply O1  <- to move"), "{show}");
}
