//! The Golomb prover against independent answers: a plain minimax oracle written from the
//! rules alone (tests/support/golomb_oracle.rs) on random positions with up to 4 pieces
//! left and on small boards from empty, the existing general solver (alpha-beta) on
//! positions with 5 to 8 left, one thread against two, and every winning move checked by
//! the oracle. `TESSERA_GOLOMB_CASES=N` multiplies the number of random positions.

use crate::support::golomb_oracle::{Oracle, PENTOMINOES};
use std::sync::atomic::{AtomicBool, AtomicU64};
use tessera::polyssimo::prover::{Known, Proof, Prover, Searcher, Settings, Shared, root_of};
use tessera::polyssimo::{Position, Rules, solve};

fn scale() -> usize {
    std::env::var("TESSERA_GOLOMB_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1)
}

/// A random Golomb position with `left` pieces in the pool (fewer if the game ended
/// first): the oracle's own moves from the empty board, seeded.
pub fn random_position(
    oracle: &Oracle,
    left: usize,
    seed: u64,
) -> (u64, Vec<bool>, Vec<(usize, u64)>) {
    let mut state = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    let mut next = || {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (state >> 33) as usize
    };
    let (mut full, mut pool, mut placed) = (0u64, vec![true; 12], Vec::new());
    while pool.iter().filter(|&&p| p).count() > left {
        let moves = oracle.moves(full, &pool);
        if moves.is_empty() {
            break;
        }
        let (piece, cells) = moves[next() % moves.len()];
        full |= cells;
        pool[piece] = false;
        placed.push((piece, cells));
    }
    (full, pool, placed)
}

/// The position as a position file's text: each placed piece drawn with its letter.
pub fn position_text(placed: &[(usize, u64)]) -> String {
    let mut rows = vec![vec!['.'; 8]; 8];
    for &(piece, cells) in placed {
        for bit in 0..64 {
            if cells >> bit & 1 == 1 {
                rows[bit / 8][bit % 8] = PENTOMINOES[piece].0.chars().next().unwrap();
            }
        }
    }
    let board: Vec<String> = rows
        .iter()
        .map(|r| format!("  {}", r.iter().collect::<String>()))
        .collect();
    format!("mode: golomb\nboard: |\n{}\n", board.join("\n"))
}

fn position(placed: &[(usize, u64)]) -> Position {
    Position::parse(&position_text(placed), "random.yaml").unwrap()
}

/// The oracle's cells for a library move name (`X b1 a2 b2 c2 b3`).
pub fn oracle_move(name: &str) -> (usize, u64) {
    let mut words = name.split(' ');
    let piece = words.next().unwrap();
    let index = PENTOMINOES.iter().position(|p| p.0 == piece).unwrap();
    let cells = words.fold(0u64, |m, w| {
        let col = w.as_bytes()[0] - b'a';
        let row: u64 = w[1..].parse().unwrap();
        m | 1 << ((row - 1) * 8 + u64::from(col))
    });
    (index, cells)
}

#[test]
fn agrees_with_plain_minimax_on_random_positions_up_to_4_left() {
    let oracle = Oracle::golomb();
    let first = position(&[]);
    let prover = Prover::for_position(&first, 16, None).unwrap();
    let (stop, nodes) = (AtomicBool::new(false), AtomicU64::new(0));
    let shared = Shared {
        game: &prover.game,
        symmetries: &prover.symmetries,
        table: &prover.table,
        stop: &stop,
        nodes: &nodes,
    };
    let mut searcher = Searcher::new(shared);
    let (mut wins, mut losses) = (0, 0);
    for seed in 0..(300 * scale()) as u64 {
        let left = 1 + (seed % 4) as usize;
        let (full, mut pool, placed) = random_position(&oracle, left, seed);
        let expected = oracle.wins(full, &mut pool);
        let root = root_of(&prover.game, &position(&placed));
        assert_eq!(
            searcher.wins(root),
            Ok(expected),
            "seed {seed}\n{}",
            position_text(&placed)
        );
        if expected { wins += 1 } else { losses += 1 }
    }
    assert!(wins > 20 && losses > 20, "wins {wins}, losses {losses}");
}

#[test]
fn winning_moves_are_wins_in_the_oracle_and_threads_agree() {
    let oracle = Oracle::golomb();
    for seed in 0..(40 * scale()) as u64 {
        let left = 3 + (seed % 3) as usize;
        let (full, mut pool, placed) = random_position(&oracle, left, 1000 + seed);
        let expected = oracle.wins(full, &mut pool);
        let position = position(&placed);
        let mut answers = Vec::new();
        // Four threads on two cores: threads join moves others are proving.
        for threads in [1, 2, 4] {
            let (prover, proof, root) = prove_on(&position, threads);
            assert_eq!(proof.wins(), Some(expected), "seed {seed}");
            let best = proof.winning_move().map(|m| prover.move_name(root, m));
            if let Some(name) = &best {
                let (piece, cells) = oracle_move(name);
                assert!(pool[piece] && cells & full == 0, "{name} is not legal");
                pool[piece] = false;
                assert!(
                    !oracle.wins(full | cells, &mut pool),
                    "seed {seed}: {name} does not win"
                );
                pool[piece] = true;
            }
            answers.push(best);
        }
        assert!(
            answers.iter().all(|a| *a == answers[0]),
            "seed {seed}: one, two and four threads differ: {answers:?}"
        );
    }
}

#[test]
fn agrees_with_the_general_solver_from_5_to_8_left() {
    let oracle = Oracle::golomb();
    for seed in 0..(12 * scale()) as u64 {
        let left = 5 + (seed % 4) as usize;
        let (_, _, placed) = random_position(&oracle, left, 5000 + seed);
        let position = position(&placed);
        let rules = Rules::for_position(&position).unwrap();
        let general = solve(&rules, &rules.state_of(&position), None);
        assert!(general.exact);
        let proof = prove_on(&position, 2).1;
        assert_eq!(
            proof.wins(),
            Some(general.value > 0),
            "seed {seed}\n{}",
            position_text(&placed)
        );
    }
}

/// The prover's answer for a position, on `threads` threads, with the prover and root.
fn prove_on(
    position: &Position,
    threads: usize,
) -> (Prover, Proof, tessera::polyssimo::prover::Node) {
    let prover = Prover::for_position(position, 8, None).unwrap();
    let root = root_of(&prover.game, position);
    let settings = Settings {
        threads,
        deadline: None,
        interrupt: None,
        every_move: false,
    };
    let proof = prover.prove(root, settings, &mut Known::new(), &mut |_, _| {});
    (prover, proof, root)
}

/// A small game from the empty board, written as a set file and a position file.
fn small_game(dir: &std::path::Path, height: usize, width: usize, board: &str) -> Position {
    let row = "#".repeat(width);
    let rows: Vec<&str> = std::iter::repeat_n(row.as_str(), height).collect();
    std::fs::write(
        dir.join("set.yaml"),
        format!(
            "board: |\n  {}\npieces:\n  - set: tetrominoes\n",
            rows.join("\n  ")
        ),
    )
    .unwrap();
    let path = dir.join("position.yaml");
    std::fs::write(
        &path,
        format!("mode: golomb\nset: set.yaml\nboard: |\n{board}"),
    )
    .unwrap();
    Position::load(&path).unwrap()
}

#[test]
fn small_tetromino_games_from_empty_agree_with_the_oracle() {
    const TETROMINOES: [&str; 5] = ["####", "##\n##", "#.\n#.\n##", ".##\n##.", "###\n.#."];
    let temp = crate::support::TempDir::new();
    let dir = temp.folder();
    for (height, width) in [(4, 5), (3, 7), (5, 5)] {
        let empty_rows = vec![format!("  {}", ".".repeat(width)); height].join("\n") + "\n";
        let position = small_game(dir, height, width, &empty_rows);
        let oracle = Oracle::new(height as i32, width as i32, &TETROMINOES);
        let expected = oracle.wins(0, &mut [true; 5]);
        let proof = prove_on(&position, 2).1;
        assert_eq!(proof.wins(), Some(expected), "{height}x{width}");
    }
}
