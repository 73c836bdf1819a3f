//! Polyssimo's tie-break with 3 players: among the players tied on fewest cells left, the
//! one who placed a piece last wins, even when someone else made the game's last placement.

use crate::support::{run_ok, temp_file, temp_path, tessera};

/// The 1x6 strip: three 1-cell pieces, a straight tromino and a domino (at most one, as
/// the pieces outnumber the cells).
const STRIP_SET: &str = "board: \"######\"\npieces:\n  - name: a\n    shape: \"#\"\n  - name: b\n    shape: \"#\"\n  - name: c\n    shape: \"#\"\n  - name: t\n    shape: \"###\"\n  - name: d\n    shape: \"##\"\n    max: 1\n";

#[test]
fn the_tied_player_who_placed_later_wins_though_another_placed_last() {
    let set = temp_file("strip-set.yaml", STRIP_SET);
    let draft = temp_file("strip-draft.yaml", "- [a]\n- [b]\n- [c, t, d]\n");
    let game = temp_path("strip-game.yaml");
    let path = game.to_str().unwrap();
    run_ok(&[
        "play",
        "new",
        "polyssimo",
        "--players",
        "3",
        "--set",
        set.to_str().unwrap(),
        "--draft",
        draft.to_str().unwrap(),
        "-o",
        path,
    ]);
    // Player 3 took the last piece, so places first; the turn goes to player 2, then 1.
    assert_eq!(
        run_ok(&["play", "status", path]),
        "move 1: player 3 to move\n"
    );
    assert!(run_ok(&["play", "moves", path]).contains("t a1 b1 c1\n"));
    let out = run_ok(&["play", "apply", path, "t a1 b1 c1", "b d1", "a e1", "c f1"]);
    // Players 1 and 2 have 0 cells left, player 3 the domino; of the tied, player 1
    // placed later (e1 after d1), though player 3 placed last of all. Each move is told:
    // player 3 holds c, t and d (6 cells), so 3 cells in 2 pieces after t, and the domino
    // alone after c, which fills the strip's last cell.
    assert_eq!(
        out,
        "t a1 b1 c1 — placed t (3 cells); 2 pieces (3 cells) left in hand\n\
         b d1 — placed b (1 cell); 0 pieces (0 cells) left in hand\n\
         a e1 — placed a (1 cell); 0 pieces (0 cells) left in hand\n\
         c f1 — placed c (1 cell); 1 piece (2 cells) left in hand; player 1 can place \
         nothing more; player 2 can place nothing more; player 3 can place nothing more\n\
         game over after 4 moves: player 1 wins the tie on cells by the tie-break: of the \
         tied players, they placed a piece last; cells left in hand (fewest wins): player 1 \
         0, player 2 0, player 3 2\n"
    );
    let position = run_ok(&["play", "export", path]);
    assert!(
        position.contains("last_placed: [3, 1, 2]\nset: |\n"),
        "{position}"
    );
}

/// A position file on the strip, the set file beside it.
fn on_strip(name: &str, body: &str) -> crate::support::TempFile {
    let set = temp_file("strip-set.yaml", STRIP_SET);
    let position = set.beside(name);
    std::fs::write(&position, format!("set: strip-set.yaml\n{body}")).unwrap();
    position
}

/// A position on the strip, solved; the text output.
fn solve_on_strip(name: &str, body: &str) -> String {
    let position = on_strip(name, body);
    let run = tessera(&["polyssimo", "solve", position.to_str().unwrap(), "--quiet"]);
    // 0 when the player to move wins, 1 when not (a loss or a shared result).
    let mover = (run.stdout.lines())
        .find_map(|l| l.strip_prefix("to move: "))
        .expect("the player to move");
    let wins = run.stdout.contains(&format!("outcome: {mover} wins"));
    assert_eq!(run.code, if wins { 0 } else { 1 }, "{}", run.stdout);
    run.stdout
}

#[test]
fn the_solver_counts_the_tied_players_order() {
    // After t a1 b1 c1 (player 3) and b d1 (player 2), player 1 places a on e1 or f1 and
    // player 3 fills the other cell with c: the tie of players 1 and 2 goes to player 1.
    let out = solve_on_strip(
        "strip-before.yaml",
        "board: |\n  tttb..\nplayers:\n  - pieces: [a]\n  - pieces: []\n  - pieces: [c, d]\nto_move: 1\nlast_placed: [2, 3]\n",
    );
    assert!(
        out.contains("outcome: player 1 wins; cells left: player 1 0, player 2 0, player 3 2"),
        "{out}"
    );
    assert!(out.contains("value: 1 for player 1"), "{out}");
}

/// A finished position on the strip: refused (nothing left to play, exit 2), the message
/// saying how the game ended.
fn ended_on_strip(name: &str, body: &str) -> String {
    let position = on_strip(name, body);
    let run = tessera(&["polyssimo", "solve", position.to_str().unwrap(), "--quiet"]);
    assert_eq!(run.code, 2, "{}", run.stdout);
    assert!(
        run.stderr
            .contains("nothing left to play: the game is over"),
        "{}",
        run.stderr
    );
    run.stderr
}

#[test]
fn a_tie_among_players_of_unknown_order_is_shared() {
    let end = "board: |\n  tttbac\nplayers:\n  - pieces: []\n  - pieces: []\n  - pieces: [d]\n";
    // An older file knows only the last placer, player 3, who is not tied.
    let out = ended_on_strip("strip-old.yaml", &format!("{end}last_placed: 3\n"));
    assert!(out.contains("(shared; cells left: "), "{out}");
    // Player 1 not listed: placed before player 2, if at all.
    let out = ended_on_strip("strip-two.yaml", &format!("{end}last_placed: [3, 2]\n"));
    assert!(out.contains("(player 2 wins"), "{out}");
    let out = ended_on_strip("strip-full.yaml", &format!("{end}last_placed: [3, 1, 2]\n"));
    assert!(out.contains("(player 1 wins"), "{out}");
}
