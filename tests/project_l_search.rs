//! The Project L `search` bot plays legally in every variant: over hundreds of seeded
//! positions (2 to 5 players, the solo game at every difficulty, favourite pieces, unlock
//! sheets, the aggressive duel and solo, simultaneous turns, and the example expansion deck
//! with 5 and 6 players, the revised rules' blind draws and recycling, with and without
//! simultaneous turns), reached by greedy and random play, the move it chooses with a
//! one-playout budget is accepted by the rules. `TESSERA_SEARCH_GAMES=N` plays N games per
//! variant instead of 1 (N = 10 asked 5,448 positions; each ask plays out a whole game per
//! candidate, the searching player planning at 4,000 states, so the default is one game). The same seed and node budget
//! give the same moves over a whole aggressive duel.

use tessera::engine::{Budget, Game, Turn};
use tessera::project_l::bots::{bot, bot_within};
use tessera::project_l::game::{Aggressive, Difficulty, Options, ProjectL, Rules, Turns};
use tessera::random::Rng;

fn games() -> u64 {
    crate::support::env_count("TESSERA_SEARCH_GAMES", 1)
}

/// Plays a seeded game with greedy and random, asking the search bot for a move at every
/// fourth position and checking it is legal; the positions asked.
fn check_game(options: &Options, seed: u64) -> usize {
    let game = ProjectL::new(options, seed).unwrap();
    let mut search = bot_within("search", Budget::Nodes(1)).unwrap();
    let mut others = [bot("greedy").unwrap(), bot("random").unwrap()];
    let mut rng = Rng::new(seed);
    let mut state = game.initial_seeded(seed);
    let mut asked = 0;
    for step in 0.. {
        if game.turn(&state) == Turn::Over {
            break;
        }
        if step % 4 == 0 {
            let mv = search.choose(&game, &state, &mut rng);
            let text = game.format_move(&state, &mv);
            assert!(
                game.play(&state, &mv).is_ok(),
                "seed {seed}, step {step}: {text}"
            );
            asked += 1;
        }
        let mv = others[(step / 5) % 2].choose(&game, &state, &mut rng);
        state = game.play(&state, &mv).unwrap();
    }
    asked
}

fn base(players: usize, solo: Option<Difficulty>) -> Options {
    Options {
        players: Some(players),
        solo,
        ..Options::default()
    }
}

#[test]
fn search_moves_are_legal_in_every_variant() {
    let sheet = std::fs::read_to_string("puzzles/projectl/unlock-sheet-example.yaml").unwrap();
    let levels = [Difficulty::Basic, Difficulty::Hard, Difficulty::Unbeatable];
    let expansion = crate::support::example_expansion_deck();
    let mut asked = 0;
    for seed in 0..games() {
        let players = 2 + (seed % 4) as usize;
        let level = levels[(seed % 3) as usize];
        let variants = [
            base(players, None),
            base(1, Some(level)),
            Options {
                favourite: Some(if seed % 2 == 0 { "choose" } else { "random" }.into()),
                ..base(1 + (seed % 3) as usize, (seed % 3 == 0).then_some(level))
            },
            Options {
                unlock_sheet: Some(sheet.clone()),
                ..base(players, None)
            },
            Options {
                aggressive: Some(Aggressive::Duel),
                ..base(2, None)
            },
            Options {
                aggressive: Some(Aggressive::Solo),
                ..base(1, Some(level))
            },
            Options {
                turns: Some(Turns::Simultaneous),
                ..base(4 + (seed % 2) as usize, None)
            },
            Options {
                extra_cards: expansion.clone(),
                ..base(5 + (seed % 2) as usize, None)
            },
            Options {
                rules: Some(Rules::Revised),
                ..base(players, None)
            },
            Options {
                rules: Some(Rules::Revised),
                turns: Some(Turns::Simultaneous),
                ..base(4, None)
            },
        ];
        for options in &variants {
            asked += check_game(options, seed);
        }
    }
    eprintln!("{asked} positions asked");
    assert!(asked >= 50 * games() as usize, "{asked} positions asked");
}

/// The moves of search (seat 1) and planner over an aggressive duel: charges, attacks and
/// defences included.
fn duel_moves(seed: u64) -> Vec<String> {
    let options = Options {
        aggressive: Some(Aggressive::Duel),
        ..base(2, None)
    };
    let game = ProjectL::new(&options, seed).unwrap();
    let mut bots = [
        bot("planner").unwrap(),
        bot_within("search", Budget::Nodes(6)).unwrap(),
    ];
    let mut rng = Rng::new(seed);
    let mut state = game.initial_seeded(seed);
    let mut moves = Vec::new();
    while let Turn::Player(p) = game.turn(&state) {
        let mv = bots[p].choose(&game, &state, &mut rng);
        moves.push(game.format_move(&state, &mv));
        state = game.play(&state, &mv).unwrap();
    }
    moves
}

#[test]
fn the_same_seed_and_nodes_give_the_same_duel() {
    let first = duel_moves(4);
    assert!(first.len() > 10, "{first:?}");
    assert_eq!(first, duel_moves(4));
}
