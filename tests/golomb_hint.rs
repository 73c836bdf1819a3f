//! Golomb's hint speaks the proof, checked against the plain minimax oracle
//! (tests/support/golomb_oracle.rs) on random positions with 3 pieces left: where the
//! player to move wins, the hint says so and its move leaves the opponent lost; where every
//! move loses, it says so and its move is one after which the fewest of the opponent's
//! replies win, with the counts it states. The `perfect` bot, which plays from the same
//! proof, wins a won position against any opponent, and is Golomb's alone.

use crate::golomb_prover::{oracle_move, position_text, random_position};
use crate::support::golomb_oracle::Oracle;
use crate::support::{TempDir, run_ok};

/// The opponent's replies after `cells` of `piece` are placed: how many win, of how many.
fn replies_after(
    oracle: &Oracle,
    full: u64,
    pool: &[bool],
    (piece, cells): (usize, u64),
) -> (usize, usize) {
    let (full, mut pool) = (full | cells, pool.to_vec());
    pool[piece] = false;
    let replies = oracle.moves(full, &pool);
    let winning = replies
        .iter()
        .filter(|&&(reply, at)| {
            pool[reply] = false;
            let loser_wins = oracle.wins(full | at, &mut pool);
            pool[reply] = true;
            !loser_wins
        })
        .count();
    (winning, replies.len())
}

/// `play hint --json` on the position: its move and JSON.
fn hint(placed: &[(usize, u64)]) -> (String, serde_json::Value) {
    let dir = TempDir::new();
    let position = dir.file("position.yaml", &position_text(placed));
    let game = dir.path("game.yaml");
    let (position, game) = (position.to_str().unwrap(), game.to_str().unwrap());
    run_ok(&["play", "import", position, "-o", game]);
    let json: serde_json::Value =
        serde_json::from_str(&run_ok(&["play", "hint", game, "--json", "--time", "60"])).unwrap();
    (json["moves"][0].as_str().unwrap().to_string(), json)
}

/// A position: the cells taken, the pool, the pieces placed, and whether the player to
/// move wins.
type Case = (u64, Vec<bool>, Vec<(usize, u64)>, bool);

/// Random positions with 3 pieces left and a move to make, seeded: the first `each` the
/// oracle finds won for the player to move and the first `each` it finds lost.
fn won_and_lost(oracle: &Oracle, each: usize) -> Vec<Case> {
    let (mut won, mut lost) = (Vec::new(), Vec::new());
    for seed in 7000.. {
        let (full, mut pool, placed) = random_position(oracle, 3, seed);
        if oracle.moves(full, &pool).is_empty() {
            continue;
        }
        let wins = oracle.wins(full, &mut pool);
        let list = if wins { &mut won } else { &mut lost };
        if list.len() < each {
            list.push((full, pool, placed, wins));
        }
        if won.len() == each && lost.len() == each {
            return won.into_iter().chain(lost).collect();
        }
    }
    unreachable!("the seeds never end")
}

#[test]
fn the_hint_wins_where_the_oracle_wins_and_else_leaves_the_fewest_winning_replies() {
    let oracle = Oracle::golomb();
    for (full, pool, placed, expected) in won_and_lost(&oracle, 4) {
        let moves = oracle.moves(full, &pool);
        let (name, json) = hint(&placed);
        let case = position_text(&placed);
        assert_eq!(json["figures"]["wins"], expected, "{case}{json}");
        assert_eq!(json["figures"]["exact"], true, "{case}");
        // Seconds to the millisecond, as every JSON answer gives them.
        let seconds = json["figures"]["seconds"].as_f64().unwrap();
        assert_eq!((seconds * 1000.0).round() / 1000.0, seconds, "{case}");
        let chosen = oracle_move(&name);
        assert!(moves.contains(&chosen), "{case}{name} is not legal");
        let (winning, replies) = replies_after(&oracle, full, &pool, chosen);
        if expected {
            assert_eq!(winning, 0, "{case}after {name} the opponent wins");
            continue;
        }
        let fewest = (moves.iter())
            .map(|&m| replies_after(&oracle, full, &pool, m).0)
            .min()
            .unwrap();
        assert_eq!(winning, fewest, "{case}{name} is not the most resistant");
        let verb = if winning == 1 { "wins" } else { "win" };
        let says = match replies {
            1 => "the opponent's only reply wins after it".to_string(),
            _ => format!("{winning} of the opponent's {replies} replies {verb} after it"),
        };
        let reason = json["reasons"][0].as_str().unwrap();
        assert!(reason.contains(&says), "{case}{reason}");
    }
}

/// The status of the game in `file` as JSON.
fn status(file: &str) -> serde_json::Value {
    serde_json::from_str(&run_ok(&["play", "status", file, "--json"])).unwrap()
}

#[test]
fn the_perfect_bot_wins_a_won_position_against_any_play() {
    // Positions with 4 pieces left that the oracle finds won for the player to move
    // (player 1); player 2 plays at random, or perfectly.
    let oracle = Oracle::golomb();
    let won = (8000..).filter_map(|seed| {
        let (full, mut pool, placed) = random_position(&oracle, 4, seed);
        oracle.wins(full, &mut pool).then_some((seed, placed))
    });
    for ((seed, placed), opponent) in won.zip(["random", "random", "perfect"]) {
        let dir = TempDir::new();
        let position = dir.file("position.yaml", &position_text(&placed));
        let game = dir.path("game.yaml");
        let file = game.to_str().unwrap();
        let seed_text = seed.to_string();
        let import = ["play", "import", position.to_str().unwrap(), "-o", file];
        run_ok(&[&import[..], &["--seed", &seed_text]].concat());
        while status(file)["turn"] != "over" {
            let bot = match status(file)["player"].as_u64() {
                Some(1) => "perfect",
                _ => opponent,
            };
            run_ok(&["play", "bot", file, "--bot", bot, "--until", "move"]);
        }
        let case = position_text(&placed);
        assert_eq!(status(file)["winners"], serde_json::json!([1]), "{case}");
    }
}

#[test]
fn the_perfect_bot_is_golombs_alone() {
    let help = run_ok(&["play", "new", "golomb", "--help"]);
    assert!(
        help.contains("Bots: greedy, random, search, perfect"),
        "{help}"
    );
    let dir = TempDir::new();
    let game = dir.path("game.yaml");
    let file = game.to_str().unwrap();
    run_ok(&["play", "new", "polyssimo", "-o", file]);
    crate::support::assert_refused(
        &["play", "bot", file, "--bot", "perfect"],
        "unknown bot \"perfect\" for polyssimo (bots: greedy, random, search)",
    );
}
