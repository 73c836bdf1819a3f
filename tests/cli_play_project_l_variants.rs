//! `tessera play` with the Project L variants: favourites chosen by setup moves or given
//! and refused when they clash, illegal variant moves refused with the file unchanged, old
//! state files without the variant options, locked kinds and unlocks, bad unlock sheets,
//! duel moves refused with their reasons, duel options that cannot go together, the
//! protocol and the arena.

use crate::support::{self, Tessera, apply_refused, run_ok, temp_file};

/// What `play apply` says of move `number` (`mv`, counted among the moves given) refused
/// for `reason`.
fn not_played(number: u32, mv: &str, reason: &str) -> String {
    format!("move {number} of those given ({mv:?}) not played: {reason}; the file is unchanged")
}

fn new_game(name: &str, extra: &[&str]) -> support::TempFile {
    support::new_game("project-l", name, extra)
}

#[test]
fn favourites_are_chosen_as_setup_moves_and_clashes_are_refused() {
    let file = new_game(
        "pl-fav.yaml",
        &["--players", "3", "--favourite", "choose", "--seed", "3"],
    );
    let f = file.to_str().unwrap();
    let show = run_ok(&["play", "show", f]);
    assert!(
        (show.lines()).any(|l| l == "player 1: score 0, supply O1 I2  <- chooses a favourite"),
        "{show}"
    );
    let moves = run_ok(&["play", "moves", f]);
    assert_eq!(moves.lines().count(), 7, "{moves}");
    assert!(
        moves.lines().all(|m| m.starts_with("favourite ")),
        "{moves}"
    );
    let first = "favourites are chosen first: favourite KIND";
    apply_refused(&file, &["take O1"], &not_played(1, "take O1", first));
    let level = "a favourite piece is of level 3 or 4, not I2";
    apply_refused(
        &file,
        &["favourite I2"],
        &not_played(1, "favourite I2", level),
    );
    let taken = "L4 is already player 1's favourite";
    let message = not_played(2, "favourite L4", taken);
    apply_refused(&file, &["favourite L4", "favourite L4"], &message);
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
    // Each favourite came from the bank: one L4, one T4, one O4 fewer.
    let bank = "bank: 12xO1 12xI2 15xI3 15xL3 15xI4 14xO4 14xL4 15xZ4 14xT4";
    assert!(show.lines().any(|l| l == bank), "{show}");
    let late = not_played(1, "favourite I3", "favourites are chosen only at the start");
    apply_refused(&file, &["favourite I3"], &late);
    let end = run_ok(&["play", "bot", f, "--until", "end"]);
    // The bots' game is theirs: that it ended.
    assert!(
        end.lines().last().unwrap().starts_with("game over after "),
        "{end}"
    );
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
        let message = format!("project-l: favourite: {reason}");
        Tessera::new().args(new(extra)).refused(&message).run();
    };
    refused(&["--favourite", "L4,L4"], "two players cannot both have L4");
    refused(
        &["--favourite", "I2,L4"],
        "a favourite piece is of level 3 or 4, not I2",
    );
    refused(
        &["--favourite", "L4"],
        "1 kind given for 2 players (one each, in seat order)",
    );
    refused(
        &["--favourite", "sometimes"],
        "\"sometimes\" is not choose, random or a piece kind of level 3 or 4 (I3 L3 I4 O4 L4 \
         Z4 T4)",
    );
    refused(
        &["--solo", "hard", "--favourite", "L4"],
        "in the solo game the favourite is a reward shown on the starting grid (choose or \
         random), not given in advance",
    );
    assert!(!path.exists(), "no file for a refused setup");
}

#[test]
fn old_state_files_without_variant_options_still_load() {
    let text = "format: 1\ngame: project-l\noptions:\n  players: 2\n  bank: 15\nseed: 4\nhistory:\n- take O1\n";
    let file = temp_file("pl-old.yaml", text);
    // One move played by the player to move first, who keeps the move.
    let status = run_ok(&["play", "status", file.to_str().unwrap()]);
    let first = status.strip_prefix("move 2: ").expect(&status);
    assert!(first.ends_with(" to move (action 2 of 3)\n"), "{status}");
}

#[test]
fn the_protocol_and_the_arena_take_the_favourite_option() {
    let input = "1 new project-l 2 5 favourite=random\n2 show\nquit\n";
    let run = Tessera::new().args(["play", "serve"]).stdin(input).run();
    // Each player's line names a favourite drawn at random: the line's end is the draw's.
    let players: Vec<&str> = (run.stdout.lines())
        .filter(|l| l.starts_with("player "))
        .collect();
    assert_eq!(players.len(), 2, "{}", run.stdout);
    for (p, line) in players.iter().enumerate() {
        let start = format!("player {}: score 0, supply O1 I2, favourite ", p + 1);
        assert!(line.starts_with(&start), "{line}");
    }
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
    // The example sheet's slots, in its file's order: each kind, the piece its slot takes
    // and the points it prints.
    let slots = "L3 (I2, +1) I4 (I3, +2) L4 (L3, +2) O4 (I2, +2) Z4 (L3, +3) T4 (I3, +3)";
    let sheet = "  sheet \"example, not official\": unlocked";
    let show = run_ok(&["play", "show", f]);
    let all_locked = format!("{sheet} none; locked I3 (O1, +1) {slots}");
    assert_eq!(sheet_lines(&show), [all_locked.as_str(); 2], "{show}");
    let moves = run_ok(&["play", "moves", f]);
    assert!(moves.lines().any(|m| m == "unlock I3"), "{moves}");
    assert!(!moves.lines().any(|m| m == "upgrade I2 I3"), "{moves}");
    let locked = "I3 is locked: unlock it on your sheet first (unlock I3)";
    apply_refused(
        &file,
        &["upgrade I2 I3"],
        &not_played(1, "upgrade I2 I3", locked),
    );
    let master = "master W06 I3 b2 b3 b4, unlock L3";
    let in_master = "an unlock is an action of its own, never part of a master action";
    let message = not_played(2, master, in_master);
    apply_refused(&file, &["unlock I3", master], &message);
    let no_i3 = not_played(1, "unlock I4", "your supply has no I3");
    apply_refused(&file, &["unlock I4"], &no_i3);
    run_ok(&["play", "apply", f, "unlock I3", "upgrade I2 I3"]);
    // The O1 went into I3's slot for an I3, and the I2 became a second I3.
    let show = run_ok(&["play", "show", f]);
    let one_unlocked = format!("{sheet} I3; locked {slots}");
    assert_eq!(sheet_lines(&show), [one_unlocked, all_locked], "{show}");
    assert!(
        (show.lines()).any(|l| l.starts_with("player 1: score 13, supply 2xI3  <- to move")),
        "{show}"
    );
}

/// The players' unlock-sheet lines of a `play show`.
fn sheet_lines(show: &str) -> Vec<&str> {
    show.lines().filter(|l| l.starts_with("  sheet ")).collect()
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
            "I2 is usable from the start (levels 1 and 2), it has no slot",
        ),
    ];
    for (slot, reason) in cases {
        let sheet = temp_file(
            "sheet.yaml",
            &format!("sheets:\n  - name: bad\n    slots:\n      - {slot}\n"),
        );
        let out = support::temp_path("pl-bad-sheet.yaml");
        Tessera::new()
            .args(["play", "new", "project-l", "--unlock-sheet"])
            .arg(&sheet)
            .arg("-o")
            .arg(&out)
            .refused(&format!(
                "project-l: unlock-sheet: {}: sheet \"bad\": {reason}",
                sheet.display()
            ))
            .run();
        assert!(!out.exists());
    }
}

#[test]
fn the_protocol_takes_an_unlock_sheet() {
    let input = format!(
        "1 new project-l 2 5 unlock-sheet={EXAMPLE_SHEET}\n2 play upgrade I2 I3\n3 play unlock I3\nquit\n"
    );
    let run = Tessera::new().args(["play", "serve"]).stdin(input).run();
    let answers: Vec<&str> = run.stdout.split("\n\n").collect();
    // Who starts is the seed's draw; they keep the move after one action.
    let first = answers[0].strip_prefix("=1 move 1: ").expect(&run.stdout);
    assert_eq!(
        answers[1..],
        [
            "?2 \"upgrade I2 I3\": I3 is locked: unlock it on your sheet first (unlock I3)",
            &format!("=3 move 2: {}", first.replace("action 1 of", "action 2 of")),
            "=",
            "",
        ]
    );
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
                let attack = defender[0].rsplit(' ').next().unwrap();
                let first =
                    format!("an attack of {attack} must be defended first (defend CARDS NxO1)");
                apply_refused(&file, &["take O1"], &not_played(1, "take O1", &first));
                let stack = listed(&defender, "defence ")[0];
                let nine = format!("your defence stack has {stack} pieces, not 9");
                apply_refused(
                    &file,
                    &["defend 9xO1"],
                    &not_played(1, "defend 9xO1", &nine),
                );
                defended = true;
            }
            let strength: u32 = defender[0].rsplit(' ').next().unwrap().parse().unwrap();
            let stack = listed(&defender, "defence ");
            if !short && strength >= 2 && stack.first().is_some_and(|n| *n != "0") {
                // An O1 makes a defence of 1.
                let short_of = format!("the defence makes 1, short of the attack's {strength}");
                apply_refused(
                    &file,
                    &["defend O1"],
                    &not_played(1, "defend O1", &short_of),
                );
                short = true;
            }
            if let Some(down) = listed(&defender, "face down:")
                .first()
                .filter(|_| !face_down)
            {
                let mv = format!("defend {down} O1");
                let turned = format!("{down} is face down: it already stopped an attack");
                let message = not_played(1, &mv, &turned);
                apply_refused(&file, &[&mv], &message);
                face_down = true;
            }
        } else if let Some(mover) = marked_player(&show, "<- to move")
            && let Some(done) = listed(&mover, "completed:").first().filter(|_| !completed)
        {
            let no_attack = "there is no attack to defend against";
            apply_refused(
                &file,
                &["defend O1"],
                &not_played(1, "defend O1", no_attack),
            );
            let charge = format!("charge {done} O1");
            let above = format!("{done} is completed: charges go above unfinished cards");
            apply_refused(&file, &[&charge], &not_played(1, &charge, &above));
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
    let three_refused = "project-l: the aggressive duel is for 2 players, not 3";
    Tessera::new().args(three).refused(three_refused).run();
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
    Tessera::new()
        .args(solo)
        .refused(
            "project-l: the aggressive duel is not a solo game: for aggressive solo use \
             --aggressive solo with --solo DIFFICULTY",
        )
        .run();
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
    // Player 1 took W17 and charged it with the I2, keeping the O1: their defence stack
    // is the duel's 3 O1s.
    let show = run_ok(&["play", "show", f]);
    let lines: Vec<&str> = show.lines().collect();
    let at = (lines.iter().position(|l| l.starts_with("player 1: "))).expect(&show);
    assert_eq!(
        lines[at..at + 3],
        [
            "player 1: score 0, supply O1  <- to move, action 3 of 3",
            "  completed: none",
            "  defence 3 O1; face down: none; charges: W17 I2",
        ]
    );
}
