//! The endgame solver against a naive minimax on the bundled 8-piece endgame, and the
//! `polyssimo solve` command's report checked for consistency.

use crate::support::{TempDir, temp_file, tessera};
use std::path::Path;
use tessera::polyssimo::{Position, Rules, State, solve};

/// Every line played out, no pruning, no table: the winner's margin from the point of
/// view of the player to move, worked out from the final winner and cells.
fn naive_value(rules: &Rules, state: &State) -> i32 {
    if rules.is_over(state) {
        let me = state.to_move as usize;
        let margin = rules.cells_left(state, 1 - me) as i32 - rules.cells_left(state, me) as i32;
        // A tie goes to whoever of the two placed last.
        let tie_break = match state.last_placed.map(|order| order.last()) {
            _ if margin != 0 => 0,
            Some(p) if p == me => 1,
            Some(_) => -1,
            None => 0,
        };
        return 2 * margin + tie_break;
    }
    let mut moves = Vec::new();
    rules.moves(state, &mut moves);
    moves
        .iter()
        .map(|&mv| {
            let child = rules.play(state, mv);
            let v = naive_value(rules, &child);
            if child.to_move == state.to_move {
                v
            } else {
                -v
            }
        })
        .max()
        .unwrap()
}

#[test]
fn the_bundled_endgame_matches_plain_minimax() {
    let position = Position::load(Path::new("puzzles/polyssimo/endgame-8.yaml")).unwrap();
    let rules = Rules::new(position.set.clone()).unwrap();
    let root = rules.state_of(&position);
    let solution = solve(&rules, &root, None);
    assert!(solution.exact);
    assert_eq!(solution.value, naive_value(&rules, &root));
}

#[test]
fn solve_reports_a_consistent_outcome() {
    let run = tessera(&[
        "polyssimo",
        "solve",
        "puzzles/polyssimo/endgame-8.yaml",
        "--json",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let doc: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(doc["exact"], true);
    let left: Vec<i64> = doc["cells_left"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_i64().unwrap())
        .collect();
    let mover = doc["to_move"].as_i64().unwrap() as usize - 1;
    let margin = 2 * (left[1 - mover] - left[mover]);
    let value = doc["value"].as_i64().unwrap();
    assert!(
        (value - margin).abs() <= 1,
        "value {value} vs cells {left:?}"
    );
    let winner = doc["winner"].as_i64().unwrap() as usize - 1;
    assert_eq!(winner == mover, value > 0);
    assert_eq!(doc["best_move"], doc["line"][0]);
    let text = tessera(&["polyssimo", "solve", "puzzles/polyssimo/endgame-8.yaml"]);
    assert!(
        text.stdout.contains(" wins; cells left: "),
        "{}",
        text.stdout
    );
}

#[test]
fn a_time_limit_gives_the_best_so_far() {
    let run = tessera(&[
        "polyssimo",
        "solve",
        "puzzles/polyssimo/example-position.yaml",
        "--time",
        "0.3",
        "--json",
    ]);
    assert_eq!(run.code, 3, "not decided: {}", run.stderr);
    let doc: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(doc["exact"], false);
    assert!(doc["best_move"].is_string());
}

#[test]
fn golombs_game_who_cannot_move_loses() {
    // A 1x5 strip, a shared pool of a domino and a tromino. Player 1 wins by leaving
    // no three cells in a row: the domino on cells 2-3 (b1 c1) or 3-4, or the tromino on 2-4.
    let temp = TempDir::new();
    let dir = temp.folder();
    std::fs::write(
        dir.join("strip-set.yaml"),
        "board: \"#####\"\npieces:\n  - name: D\n    shape: \"##\"\n  - name: T\n    shape: \"###\"\n",
    )
    .unwrap();
    let position = dir.join("strip.yaml");
    std::fs::write(
        &position,
        "mode: golomb\nset: strip-set.yaml\nboard: |\n  .....\n",
    )
    .unwrap();
    let run = tessera(&["polyssimo", "solve", position.to_str().unwrap(), "--json"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let doc: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(
        (doc["value"].as_i64(), doc["winner"].as_i64()),
        (Some(1), Some(1))
    );
    let best = doc["best_move"].as_str().unwrap();
    assert!(
        ["D b1 c1", "D c1 d1", "T b1 c1 d1"].contains(&best),
        "{best}"
    );
    // Once the domino sits on a1 b1, the tromino fills the rest and player 1 is stuck.
    std::fs::write(
        &position,
        "mode: golomb\nset: strip-set.yaml\nboard: |\n  DD...\nto_move: 2\n",
    )
    .unwrap();
    let run = tessera(&["polyssimo", "solve", position.to_str().unwrap()]);
    assert!(
        run.stdout
            .contains("outcome: player 2 wins; player 1 cannot move"),
        "{}",
        run.stdout
    );
    let bad = dir.join("bad.yaml");
    std::fs::write(&bad, "mode: golomb\nboard: |\n  ........\n  ........\n  ........\n  ........\n  ........\n  ........\n  ........\n  ........\nplayers:\n  - pieces: [F]\n  - pieces: [I]\n").unwrap();
    let run = tessera(&["polyssimo", "solve", bad.to_str().unwrap()]);
    assert_eq!(run.code, 2);
    assert!(
        run.stderr
            .contains("Golomb's game has two players and a shared `pool`"),
        "{}",
        run.stderr
    );
}

/// Plain paranoid search for 3-4 players: the root player maximises its standing, every
/// other player minimises it; the standing is twice (fewest cells another player has left
/// minus the root's) with a tie decided by the tied player who placed last.
fn naive_paranoid(rules: &Rules, state: &State, root: usize) -> i32 {
    if rules.is_over(state) {
        let mine = rules.cells_left(state, root) as i32;
        let players = usize::from(state.players);
        let best_other = (0..players)
            .filter(|&p| p != root)
            .map(|p| rules.cells_left(state, p) as i32)
            .min()
            .unwrap();
        // Of the players tied with the root, the first in the order of last placements.
        let latest_tied = state.last_placed.and_then(|order| {
            order
                .players()
                .find(|&p| rules.cells_left(state, p) as i32 == mine)
        });
        let tie_break = match latest_tied {
            _ if best_other != mine => 0,
            Some(p) if p == root => 1,
            Some(_) => -1,
            None => 0,
        };
        return 2 * (best_other - mine) + tie_break;
    }
    let mut moves = Vec::new();
    rules.moves(state, &mut moves);
    let values = moves
        .iter()
        .map(|&mv| naive_paranoid(rules, &rules.play(state, mv), root));
    if usize::from(state.to_move) == root {
        values.max().unwrap()
    } else {
        values.min().unwrap()
    }
}

#[test]
fn three_players_use_the_paranoid_search() {
    let two = std::fs::read_to_string("puzzles/polyssimo/endgame-8.yaml").unwrap();
    let board = two.split("players:").next().unwrap();
    let three = format!(
        "{board}players:\n  - pieces: [X, C06, P]\n  - pieces: [U, G06, W]\n  - pieces: [F26, Z16]\n"
    );
    let position = Position::parse(&three, "three.yaml").unwrap();
    let rules = Rules::new(position.set.clone()).unwrap();
    let root = rules.state_of(&position);
    let solution = solve(&rules, &root, None);
    assert!(solution.exact);
    assert_eq!(solution.value, naive_paranoid(&rules, &root, 0));
    let file = temp_file("three-players.yaml", &three);
    let run = tessera(&["polyssimo", "solve", file.to_str().unwrap(), "--json"]);
    let doc: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(doc["method"], "paranoid");
    assert_eq!(doc["cells_left"].as_array().unwrap().len(), 3);
}
