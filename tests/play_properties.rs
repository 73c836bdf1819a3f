//! Invariants over many seeded random games of Polyssimo (2–4 players) and Golomb's game:
//! every listed move can be played, pieces are never created or lost, the game ends, each
//! player's last placement is recorded in order, and replaying the history (or writing the
//! position out and reading it back) reproduces the state.

use tessera::engine::{Game, Turn};
use tessera::play::Session;
use tessera::polyssimo::{GameState, Mode, Move, Options, Polyssimo, Position};
use tessera::random::Rng;

/// The players by their last placement, most recent first, from the placements made so
/// far (`placers`: who made each, in order), as the position's `last_placed` lists them.
fn order_of_last_placements(placers: &[usize]) -> Vec<usize> {
    let mut order: Vec<usize> = Vec::new();
    for &p in placers.iter().rev() {
        if !order.contains(&p) {
            order.push(p);
        }
    }
    order
}

/// The state's record of last placements, as the position file writes it.
fn recorded_order(game: &Polyssimo, state: &GameState) -> Vec<usize> {
    game.position(state).unwrap().last_placed
}

/// Every piece is exactly once in the middle, a hand (or the shared pool), or on the board.
fn pieces_conserved(game: &Polyssimo, state: &GameState) -> bool {
    let all = (1u64 << game.rules().set.pieces.len()) - 1;
    match state {
        GameState::Draft { pool, hands, .. } => {
            let mut seen = u64::from(*pool);
            for hand in hands {
                if seen & u64::from(*hand) != 0 {
                    return false;
                }
                seen |= u64::from(*hand);
            }
            seen == all
        }
        GameState::Placement(s, placed) => {
            let on_board: u64 = placed.iter().fold(0, |m, p| m | 1 << p.mv.piece);
            let in_hands: u64 = match game.rules().mode {
                Mode::Golomb => u64::from(s.hands[0]),
                Mode::Polyssimo => s.hands.iter().fold(0, |m, h| {
                    if m & u64::from(*h) != 0 {
                        u64::MAX
                    } else {
                        m | u64::from(*h)
                    }
                }),
            };
            let cells: u32 = placed
                .iter()
                .map(|p| game.rules().size(p.mv.piece as usize))
                .sum();
            placed.len() == on_board.count_ones() as usize
                && on_board & in_hands == 0
                && on_board | in_hands == all
                && s.occupied.count() == cells
        }
    }
}

fn random_game(game: Polyssimo, seed: u64) {
    let mut rng = Rng::new(seed);
    let mut session = Session::new("polyssimo", game, seed);
    let limit = 2 * session.game.rules().set.pieces.len() + 1;
    let mut placers = Vec::new();
    while let Turn::Player(mover) = session.game.turn(&session.state) {
        let moves = session.game.legal_moves(&session.state);
        assert!(!moves.is_empty(), "a player to move has a move");
        // Every listed move plays (checked on a sample), and its notation reads back.
        for mv in moves.iter().step_by(1 + moves.len() / 8) {
            let text = session.game.format_move(&session.state, mv);
            assert_eq!(
                &session.game.parse_move(&session.state, &text).unwrap(),
                mv,
                "{text}"
            );
            assert!(session.game.play(&session.state, mv).is_ok(), "{text}");
        }
        let mv = moves[rng.below(moves.len() as u64) as usize];
        session.play_move(&mv).unwrap();
        assert!(
            pieces_conserved(&session.game, &session.state),
            "seed {seed}"
        );
        assert!(session.history.len() <= limit, "the game ends");
        if let Move::Place(_) = mv {
            placers.push(mover);
            assert_eq!(
                recorded_order(&session.game, &session.state),
                order_of_last_placements(&placers),
                "seed {seed}, placements by {placers:?}"
            );
        }
    }
    assert!(session.game.outcome(&session.state).is_some());
    // The position file keeps the record: read back, it gives the same state.
    let position = session.game.position(&session.state).unwrap();
    let read = Position::parse(&position.to_text(), "written").unwrap();
    assert_eq!(read.last_placed, order_of_last_placements(&placers));
    assert_eq!(
        session.game.rules().state_of(&read),
        match &session.state {
            GameState::Placement(s, _) => *s,
            GameState::Draft { .. } => unreachable!("a finished game is past the draft"),
        },
        "seed {seed}"
    );
    let options = session.game.options().clone();
    let replayed = Session::new("polyssimo", Polyssimo::new(&options).unwrap(), seed)
        .replay(&session.history)
        .unwrap();
    assert_eq!(replayed.state, session.state, "replay reproduces the state");
}

#[test]
fn random_polyssimo_games_keep_the_invariants() {
    for seed in 0..60 {
        let players = 2 + (seed % 3) as usize;
        let game = Polyssimo::new(&Options {
            players,
            ..Options::default()
        })
        .unwrap();
        random_game(game, seed);
    }
}

#[test]
fn random_golomb_games_keep_the_invariants() {
    for seed in 0..200 {
        random_game(Polyssimo::golomb(), seed);
    }
}
