//! `tessera play` with aggressive solo: the setup shown, aggressive solo without a
//! difficulty refused, the lock pieces' attacks defended and lost through the command line,
//! refused moves leaving the state file byte for byte unchanged, and the arena.

use crate::support::{self, Tessera, apply_refused, run_ok};

/// What `play apply` says of its first move (`mv`) refused for `reason`.
fn not_played(mv: &str, reason: &str) -> String {
    format!("move 1 of those given ({mv:?}) not played: {reason}; the file is unchanged")
}

fn new_game(name: &str) -> support::TempFile {
    let extra = ["--aggressive", "solo", "--solo", "hard", "--seed", "5"];
    support::new_game("project-l", name, &extra)
}

#[test]
fn aggressive_solo_without_a_difficulty_exits_2() {
    let path = support::temp_path("pl-asolo-bad.yaml");
    let f = path.to_str().unwrap();
    let alone = ["play", "new", "project-l", "--aggressive", "solo", "-o", f];
    Tessera::new()
        .args(alone)
        .refused(
            "project-l: aggressive solo is a solo game: give its difficulty too (--aggressive \
             solo --solo basic|hard|unbeatable)",
        )
        .run();
    assert!(!path.exists());
}

#[test]
fn the_show_lists_the_mixed_locks_and_the_defence_stack() {
    let file = new_game("pl-asolo-show.yaml");
    let show = run_ok(&["play", "show", file.to_str().unwrap()]);
    let locks: Vec<&str> = (show.lines())
        .find(|l| l.contains("lock: "))
        .map(|l| l.split("lock: ").skip(1).map(str::trim).collect())
        .unwrap_or_default();
    assert_eq!(locks, ["O1", "O1 I2", "I3"], "{show}");
    // The lines under the grid: the opponent, the attack rule, the bank, player 1 with the
    // duel's stack of 3 O1s.
    let lines: Vec<&str> = show.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.starts_with("deck "))
        .expect(&show);
    assert_eq!(
        lines[at..],
        [
            "deck 16; opponent: score 0, supply 5xO1 I2 I3 L3, pile none",
            "your completions attack once a black card enters the grid",
            "bank: 4xO1 12xI2 13xI3 14xL3 15xI4 15xO4 15xL4 15xZ4 15xT4",
            "player 1: score 0, supply O1 I2  <- to move, action 1 of 3",
            "  completed: none",
            "  defence 3 O1; face down: none; charges: none",
            "  unfinished: none",
            "move 1: player 1 to move (action 1 of 3)",
        ]
    );
}

#[test]
fn lock_attacks_are_defended_refused_and_lost_through_the_command_line() {
    let file = new_game("pl-asolo-play.yaml");
    let f = file.to_str().unwrap();
    let no_attack = not_played("defend O1", "there is no attack to defend against");
    apply_refused(&file, &["defend O1"], &no_attack);
    let not_yours = "W05 is not one of your unfinished cards";
    apply_refused(
        &file,
        &["charge W05 O1"],
        &not_played("charge W05 O1", not_yours),
    );
    // No card taken: every column stays locked, and the pieces leaving them attack with
    // 1 (O1), 2 (I2) and 3 (I3) against a stack of 3.
    run_ok(&["play", "apply", f, "take O1", "take O1", "take O1"]);
    let show = run_ok(&["play", "show", f]);
    assert!(
        (show.lines())
            .any(|l| l == "player 1: score 0, supply 4xO1 I2  <- defends against an attack of 1"),
        "{show}"
    );
    let first = "an attack of 1 must be defended first (defend CARDS NxO1)";
    apply_refused(&file, &["take O1"], &not_played("take O1", first));
    let nine = "your defence stack has 3 pieces, not 9";
    apply_refused(&file, &["defend 9xO1"], &not_played("defend 9xO1", nine));
    run_ok(&["play", "apply", f, "defend O1"]);
    let short = "the defence makes 1, short of the attack's 2";
    apply_refused(&file, &["defend O1"], &not_played("defend O1", short));
    // 2 O1s meet the I2's attack, leaving none for the I3's 3.
    run_ok(&["play", "apply", f, "defend 2xO1"]);
    let show = run_ok(&["play", "show", f]);
    let lost = "game over after 5 moves: player 1 could not meet an attack: the virtual \
                opponent wins";
    assert_eq!(show.lines().last(), Some(lost));
    let over = not_played("take O1", "the game is over");
    apply_refused(&file, &["take O1"], &over);
}

#[test]
fn the_arena_and_the_protocol_play_aggressive_solo() {
    let arena = "play arena project-l --aggressive solo --solo basic --bots greedy --games 4";
    let args: Vec<&str> = arena.split(' ').collect();
    // One row, the bot's (how it fares is the games'), then the games played.
    let out = run_ok(&args);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    assert!(lines[1].starts_with("greedy "), "{out}");
    assert!(lines[2].starts_with("4 games, "), "{out}");
    let input = "1 new project-l 1 5 aggressive=solo solo=unbeatable\n2 show\nquit\n";
    let run = Tessera::new().args(["play", "serve"]).stdin(input).run();
    // The same locks as `play new … --seed 5` deals.
    assert!(
        (run.stdout.lines()).any(|l| l == "  lock: O1       lock: O1 I2    lock: I3"),
        "{}",
        run.stdout
    );
}
