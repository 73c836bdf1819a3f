//! `tessera play vs` at a terminal, driven through a pseudo-terminal (rexpect), for each
//! game: Tab listing the choices of a word and completing a move, the move played, the
//! bots answering by themselves (a line saying they think meanwhile, then their move),
//! `hint`, an illegal move and a line that is no move refused with the nearest legal
//! moves, `undo`, `quit`, and the game resumed from its file (Ctrl-D leaves, Ctrl-C leaves
//! with exit 3). What Tab must offer is worked out from `play moves`, not from the
//! completion code.

use crate::support::{new_game, run_ok};
use rexpect::process::WaitStatus;
use rexpect::session::{Options, PtySession, spawn_with_options};
use std::path::Path;
use std::process::Command;

/// Long enough for a hint in a debug build.
const TIMEOUT_MS: u64 = 300_000;

fn spawn(args: &[&str]) -> PtySession {
    spawn_paged(args, "cat")
}

/// `spawn`, with the `PAGER` variable set to `pager`.
fn spawn_paged(args: &[&str], pager: &str) -> PtySession {
    let mut command = Command::new(env!("CARGO_BIN_EXE_tessera"));
    command.args(args).env("NO_COLOR", "1").env("TERM", "xterm");
    command.env("PAGER", pager);
    let options = Options::new()
        .timeout_ms(Some(TIMEOUT_MS))
        .strip_ansi_escape_codes(true);
    spawn_with_options(command, options).expect("a pseudo-terminal")
}

fn exit_code(session: &PtySession) -> i32 {
    match session.process().wait().expect("the process ends") {
        WaitStatus::Exited(_, code) => code,
        other => panic!("{other:?}"),
    }
}

/// The words Tab may put at the end of `prefix` in the legal moves (the word being typed,
/// or the next one after a space): what Tab must list.
fn next_words(legal: &[String], prefix: &str) -> Vec<String> {
    let start = prefix.rfind(' ').map_or(0, |i| i + 1);
    let words: Vec<String> = (legal.iter())
        .filter(|m| m.starts_with(prefix))
        .filter_map(|m| m[start..].split_whitespace().next())
        .map(str::to_string)
        .collect();
    let mut distinct = Vec::new();
    for w in words {
        if !distinct.contains(&w) {
            distinct.push(w);
        }
    }
    distinct
}

/// A legal move that is the only one beginning with itself less its last character.
fn completable(legal: &[String]) -> (String, String) {
    legal
        .iter()
        .map(|m| (m[..m.len() - 1].to_string(), m.clone()))
        .find(|(cut, _)| legal.iter().filter(|l| l.starts_with(cut.as_str())).count() == 1)
        .expect("a move that completes")
}

/// One game at the terminal: Tab lists what may follow `list_prefix`; a move completed by
/// Tab is played; `bot` answers (or has already moved, seated first); hint, an illegal
/// move, undo and quit; then the game resumed and left with Ctrl-D and with Ctrl-C.
fn at_the_terminal(file: &Path, bot: &str, extra: &[&str], list_prefix: &str) {
    // Project L's turn is three actions, so the bot answers only after the third.
    let bot_replies = !is_project_l(file);
    let f = file.to_str().unwrap();
    let mut args = vec!["play", "vs", bot, f, "--hint-time", "1"];
    args.extend_from_slice(extra);
    let mut p = spawn(&args);
    if extra.contains(&"--seat") {
        // Seated first, the bot moves before the person's first prompt, saying so.
        p.exp_string(&format!("({bot}) is thinking")).unwrap();
    }
    p.exp_string("(you)> ").unwrap();
    let legal: Vec<String> = run_ok(&["play", "moves", f])
        .lines()
        .map(String::from)
        .collect();
    let before = legal_history_len(file);
    // Tab twice lists the choices for the next word.
    p.send(list_prefix).unwrap();
    p.send("\t\t").unwrap();
    p.flush().unwrap();
    // The list (in columns), then the prompt again with the line as typed.
    let listed = p.exp_string("(you)> ").unwrap();
    let words = next_words(&legal, list_prefix);
    assert!(words.len() > 1, "{list_prefix}");
    for word in words {
        assert!(
            listed.split_whitespace().any(|w| w == word),
            "{word}: {listed}"
        );
    }
    // Clear the line; a move completed by Tab.
    p.send("\x15").unwrap();
    let (cut, full) = completable(&legal);
    p.send(&cut).unwrap();
    p.send("\t\r").unwrap();
    p.flush().unwrap();
    p.exp_string(&format!("(you): {full}")).unwrap();
    if bot_replies {
        p.exp_string(&format!("({bot}): ")).unwrap();
    }
    p.exp_string("(you)> ").unwrap();
    let after_move = legal_history_len(file);
    if bot_replies {
        // The same move again is well formed but no longer legal (the piece is taken, the
        // cells are covered).
        p.send_line(&full).unwrap();
        p.exp_string(&format!("not played: \"{full}\": ")).unwrap();
        p.exp_string("nearest legal moves: ").unwrap();
        p.exp_string("(you)> ").unwrap();
    }
    assert!(after_move > before, "saved after the move");
    p.send_line("hint").unwrap();
    p.exp_string("thinking about a hint").unwrap();
    p.exp_string("hint: ").unwrap();
    p.exp_string("(you)> ").unwrap();
    p.send_line("no such move").unwrap();
    p.exp_string("not played: \"no such move\"").unwrap();
    p.exp_string("nearest legal moves: ").unwrap();
    p.exp_string("(you)> ").unwrap();
    assert_eq!(legal_history_len(file), after_move, "nothing played");
    p.send_line("undo").unwrap();
    p.exp_string("undone: ").unwrap();
    p.exp_string("(you)> ").unwrap();
    p.send_line("quit").unwrap();
    p.exp_string("continue with: tessera play vs").unwrap();
    p.exp_eof().unwrap();
    assert_eq!(exit_code(&p), 0);
    assert_eq!(legal_history_len(file), before, "undo took the move back");
    resume(&args);
}

/// Resumes the game: Ctrl-D leaves (exit 0), Ctrl-C leaves (exit 3, not decided), both saved.
fn resume(args: &[&str]) {
    let mut p = spawn(args);
    p.exp_string("(you)> ").unwrap();
    p.send_control('d').unwrap();
    p.exp_string("continue with:").unwrap();
    p.exp_eof().unwrap();
    assert_eq!(exit_code(&p), 0);
    let mut p = spawn(args);
    p.exp_string("(you)> ").unwrap();
    p.send_control('c').unwrap();
    p.exp_string("interrupted: saved").unwrap();
    p.exp_eof().unwrap();
    assert_eq!(exit_code(&p), 3);
}

fn is_project_l(file: &Path) -> bool {
    std::fs::read_to_string(file)
        .unwrap()
        .contains("game: project-l")
}

fn legal_history_len(file: &Path) -> usize {
    let replay = run_ok(&["play", "replay", file.to_str().unwrap()]);
    let count = replay
        .trim_start_matches("ok: replayed ")
        .split(' ')
        .next()
        .unwrap();
    count.parse().unwrap()
}

#[test]
fn polyssimo_at_the_terminal() {
    let file = new_game("polyssimo", "g.yaml", &["--seed", "3"]);
    at_the_terminal(&file, "greedy", &[], "take X");
}

#[test]
fn golomb_at_the_terminal() {
    let file = new_game("golomb", "g.yaml", &["--seed", "3"]);
    at_the_terminal(&file, "search", &[], "I a1 ");
}

#[test]
fn s25_at_the_terminal() {
    let file = new_game("s25", "g.yaml", &["--seed", "3"]);
    at_the_terminal(&file, "expectimax", &[], "build a1 ");
}

#[test]
fn project_l_at_the_terminal_with_the_bot_seated_first() {
    let file = new_game("project-l", "g.yaml", &["--seed", "3"]);
    at_the_terminal(&file, "planner", &["--seat", "2"], "take W");
}

#[test]
fn project_l_placements_complete_card_kind_then_cells_at_the_terminal() {
    let file = new_game("project-l", "g.yaml", &["--seed", "3"]);
    let f = file.to_str().unwrap();
    let moves = run_ok(&["play", "moves", f]);
    let take = moves.lines().find(|m| m.starts_with("take W")).unwrap();
    run_ok(&["play", "apply", f, take]);
    let card = &take["take ".len()..];
    let mut p = spawn(&["play", "vs", "planner", f]);
    p.exp_string("(you)> ").unwrap();
    let legal: Vec<String> = run_ok(&["play", "moves", f])
        .lines()
        .map(String::from)
        .collect();
    // After `place W.. ` Tab lists the kinds the supply can place on the card, and after
    // a kind, the first cells of its placements.
    let kinds = format!("place {card} ");
    let kind = next_words(&legal, &kinds)[0].clone();
    let cells = format!("{kinds}{kind} ");
    for prefix in [&kinds, &cells] {
        let words = next_words(&legal, prefix);
        assert!(!words.is_empty(), "{prefix}");
        p.send(prefix).unwrap();
        p.send("\t\t").unwrap();
        p.flush().unwrap();
        let listed = p.exp_string("(you)> ").unwrap();
        for word in words {
            assert!(
                listed.split_whitespace().any(|w| w == word),
                "{prefix}: {word}: {listed}"
            );
        }
        p.send("\x15").unwrap();
    }
    // A placement completed by Tab from all but its last character, and played.
    let placements: Vec<String> = (legal.iter())
        .filter(|m| m.starts_with("place "))
        .cloned()
        .collect();
    let (cut, full) = completable(&placements);
    let others = legal.iter().filter(|l| l.starts_with(cut.as_str())).count();
    assert_eq!(others, 1, "{cut} completes to one legal move");
    p.send(&cut).unwrap();
    p.send("\t\r").unwrap();
    p.flush().unwrap();
    p.exp_string(&format!("(you): {full}")).unwrap();
    p.exp_string("(you)> ").unwrap();
    p.send_line("quit").unwrap();
    p.exp_eof().unwrap();
    assert_eq!(exit_code(&p), 0);
    assert_eq!(
        legal_history_len(&file),
        2,
        "the card taken, then the placement"
    );
}

#[test]
fn the_rules_go_through_the_pager_at_the_terminal() {
    // A pager that marks each line it is given, run by the shell as PAGER is.
    let pager = "sed 's/^/paged: /'";
    let mut p = spawn_paged(&["rules", "golomb"], pager);
    p.exp_string("paged: Golomb's pentomino game: the rules")
        .unwrap();
    p.exp_eof().unwrap();
    let file = new_game("s25", "g.yaml", &["--seed", "3"]);
    let mut p = spawn_paged(&["play", "vs", "greedy", file.to_str().unwrap()], pager);
    p.exp_string("(you)> ").unwrap();
    p.send_line("help rules").unwrap();
    // (rexpect reads bytes one by one, so the words looked for are ASCII.)
    p.exp_string("paged: A TURN: EXACTLY ONE OF").unwrap();
    p.exp_string("paged: WINNING").unwrap();
    p.exp_string("(you)> ").unwrap();
    p.send_line("quit").unwrap();
    p.exp_eof().unwrap();
    assert_eq!(exit_code(&p), 0);
}

#[test]
fn a_closed_terminal_ends_the_game_quietly_with_the_moves_saved() {
    let file = new_game("polyssimo", "g.yaml", &["--seed", "3"]);
    let f = file.to_str().unwrap();
    let mut p = spawn(&["play", "vs", "greedy", f]);
    p.exp_string("(you)> ").unwrap();
    let mv = run_ok(&["play", "moves", f])
        .lines()
        .next()
        .unwrap()
        .to_string();
    p.send_line(&mv).unwrap();
    p.exp_string(&format!("(you): {mv}")).unwrap();
    p.exp_string("(greedy): ").unwrap();
    p.exp_string("(you)> ").unwrap();
    // The terminal closing sends the process SIGHUP.
    p.process_mut()
        .signal(rexpect::process::Signal::SIGHUP)
        .unwrap();
    let status = p.process().wait().expect("the process ends");
    assert!(
        !matches!(status, WaitStatus::StillAlive),
        "ended: {status:?}"
    );
    // Both moves are in the file, which replays; no half-written file is left beside it.
    assert_eq!(legal_history_len(&file), 2);
    let folder = file.parent().unwrap();
    let names: Vec<String> = std::fs::read_dir(folder)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, ["g.yaml"], "{names:?}");
}

#[test]
fn ctrl_c_cuts_a_long_hint_short_and_play_goes_on() {
    let file = crate::support::hard_polyssimo_game();
    let f = file.to_str().unwrap();
    // Ten minutes to think: only the Ctrl-C ends the hint within the test's patience.
    let mut p = spawn(&["play", "vs", f, "--hint-time", "600"]);
    p.exp_string("(you)> ").unwrap();
    p.send_line("hint").unwrap();
    p.exp_string("thinking about a hint").unwrap();
    p.exp_string("(Ctrl-C cuts it short)").unwrap();
    std::thread::sleep(std::time::Duration::from_millis(500));
    p.send_control('c').unwrap();
    p.exp_string("hint: ").unwrap();
    p.exp_string("cut short by Ctrl-C: the best found by then")
        .unwrap();
    // The request was answered by the hint: the game goes on, and Ctrl-C at the prompt
    // leaves as ever.
    p.exp_string("(you)> ").unwrap();
    p.send_control('c').unwrap();
    p.exp_string("interrupted: saved").unwrap();
    p.exp_eof().unwrap();
    assert_eq!(exit_code(&p), 3);
}
