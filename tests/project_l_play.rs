//! Invariants over thousands of seeded Project L games (2–5 players with random and greedy
//! bots, the solo game at every difficulty, the favourite-piece, piece-unlock,
//! aggressive-duel (some with the expansions), aggressive-solo and simultaneous-turns
//! variants, and 2–6 players with the example expansion deck's ghost pieces, level-ups
//! (raised or declined) and ambassador cards): every listed
//! move plays and its notation reads back, pieces
//! are never created or lost, nobody holds more than 4 unfinished cards, the game ends, and
//! replaying the history reproduces the state. `TESSERA_VARIANT_GAMES=N` plays N games per
//! variant instead of 300.

use tessera::engine::{Bot, Game, Turn};
use tessera::play::Session;
use tessera::project_l::bots::bot;
use tessera::project_l::game::{
    Aggressive, Difficulty, GHOSTS, Move, Options, ProjectL, State, Turns,
};
use tessera::project_l::{Edition, Kind};
use tessera::random::Rng;

/// The most moves a game may take: 40 rounds and one more of 3 actions, plus finishing
/// touches of at most 25 pieces per card; in aggressive solo up to 3 defences a round.
fn move_limit(options: &Options) -> usize {
    let defences = if options.aggressive == Some(Aggressive::Solo) {
        41 * 3
    } else {
        0
    };
    // Simultaneous turns: after the 40 rounds, up to a round of pairs of turns more.
    let pairs = if options.turns == Some(Turns::Simultaneous) {
        (2 * options.player_count() + 2) * 3
    } else {
        0
    };
    options.player_count() * (41 * 3 + 4 * 25 + 1) + defences + pairs
}

fn check_state(game: &ProjectL, state: &State, bank: u32, seed: u64) {
    let all = state.all_pieces();
    for kind in Kind::BASE {
        assert_eq!(all.count(kind), bank, "seed {seed}: {kind} created or lost");
    }
    for kind in GHOSTS {
        let ghosts = game.ghost_bank();
        assert_eq!(
            all.count(kind),
            ghosts,
            "seed {seed}: {kind} created or lost"
        );
    }
    for player in &state.players {
        assert!(
            player.cards.len() <= 4,
            "seed {seed}: more than 4 unfinished cards"
        );
        for card in &player.cards {
            let hole = game.fitters[card.card as usize].hole();
            let cells: u32 = card.pieces.iter().map(|p| p.cells.count_ones()).sum();
            assert_eq!(
                card.filled() & !hole,
                0,
                "seed {seed}: a piece outside a hole"
            );
            assert_eq!(
                card.filled().count_ones(),
                cells,
                "seed {seed}: pieces overlap"
            );
        }
    }
}

/// A move of the Ghost and Ambassador expansions.
fn expansion_move(mv: &Move) -> bool {
    matches!(
        mv,
        Move::Decompose { .. }
            | Move::LevelUp { .. }
            | Move::LevelUpDecline
            | Move::Ambassador { .. }
    )
}

fn play_game(options: Options, bots: &[&str], seed: u64, check_moves: bool) {
    let game = ProjectL::new(&options, seed).unwrap();
    let mut session = Session::new("project-l", game, seed);
    let mut players: Vec<Box<dyn Bot<ProjectL>>> = bots.iter().map(|b| bot(b).unwrap()).collect();
    let mut rng = Rng::new(seed);
    while let Turn::Player(p) = session.game.turn(&session.state) {
        let moves = session.game.legal_moves(&session.state);
        assert!(!moves.is_empty(), "a player to move has a move");
        if check_moves {
            // A sample of the moves, and every move of the expansions.
            let step = 1 + moves.len() / 6;
            let checked = moves
                .iter()
                .enumerate()
                .filter(|(i, mv)| i % step == 0 || expansion_move(mv))
                .map(|(_, mv)| mv);
            for mv in checked {
                let text = session.game.format_move(&session.state, mv);
                let read = session.game.parse_move(&session.state, &text).unwrap();
                assert_eq!(&read, mv, "{text}");
                assert!(session.game.play(&session.state, mv).is_ok(), "{text}");
            }
        }
        let count = players.len();
        let mv = players[p % count].choose(&session.game, &session.state, &mut rng);
        session.play_move(&mv).unwrap();
        check_state(&session.game, &session.state, options.bank, seed);
        assert!(
            session.history.len() <= move_limit(&options),
            "the game ends"
        );
    }
    assert!(session.game.outcome(&session.state).is_some());
    let replayed = Session::new("project-l", ProjectL::new(&options, seed).unwrap(), seed)
        .replay(&session.history)
        .unwrap();
    assert_eq!(replayed.state, session.state, "seed {seed}: replay differs");
}

fn options(players: usize, solo: Option<Difficulty>) -> Options {
    Options {
        players: Some(players),
        solo,
        bank: 15,
        ..Options::default()
    }
}

#[test]
fn random_games_keep_the_invariants() {
    for seed in 0..400u64 {
        let players = 2 + (seed % 4) as usize;
        play_game(options(players, None), &["random"], seed, seed % 4 == 0);
    }
}

#[test]
fn greedy_and_mixed_games_keep_the_invariants() {
    for seed in 0..800u64 {
        let players = 2 + (seed % 4) as usize;
        let bots: &[&str] = if seed % 2 == 0 {
            &["greedy"]
        } else {
            &["greedy", "random"]
        };
        play_game(options(players, None), bots, seed, seed % 8 == 1);
    }
}

#[test]
fn solo_games_keep_the_invariants() {
    let levels = [Difficulty::Basic, Difficulty::Hard, Difficulty::Unbeatable];
    for seed in 0..900u64 {
        let level = levels[(seed % 3) as usize];
        let bots: &[&str] = if seed % 2 == 0 {
            &["greedy"]
        } else {
            &["random"]
        };
        play_game(options(1, Some(level)), bots, seed, seed % 5 == 0);
    }
}

#[test]
fn a_small_bank_runs_out_without_breaking_the_rules() {
    for seed in 0..200u64 {
        let mut small = options(4, None);
        small.bank = 4;
        play_game(small, &["greedy", "random"], seed, seed % 4 == 0);
    }
}

#[test]
fn planner_games_keep_the_invariants() {
    for seed in 0..4u64 {
        play_game(options(2, None), &["planner", "greedy"], seed, seed == 0);
        play_game(
            options(1, Some(Difficulty::Hard)),
            &["planner"],
            seed,
            false,
        );
    }
}

/// Games per variant property test: a few hundred by default, more with
/// `TESSERA_VARIANT_GAMES=N`.
fn variant_games() -> u64 {
    crate::support::env_count("TESSERA_VARIANT_GAMES", 300)
}

/// Plays seeded games of a variant — 1 to 5 players (solo at every difficulty) with random,
/// greedy and mixed bots — with the options `variant` makes from the game's seed and base
/// options.
fn play_variant(variant: impl Fn(u64, Options) -> Options) {
    let levels = [Difficulty::Basic, Difficulty::Hard, Difficulty::Unbeatable];
    for seed in 0..variant_games() {
        let players = 1 + (seed % 5) as usize;
        let solo = (players == 1).then(|| levels[(seed / 5 % 3) as usize]);
        let bots: &[&str] = match seed % 3 {
            0 => &["random"],
            1 => &["greedy"],
            _ => &["greedy", "random"],
        };
        let options = variant(seed, options(players, solo));
        play_game(options, bots, seed, seed % 4 == 0);
    }
}

#[test]
fn favourite_games_keep_the_invariants() {
    play_variant(|seed, base| {
        let how = if seed % 2 == 0 { "choose" } else { "random" };
        Options {
            favourite: Some(how.into()),
            ..base
        }
    });
}

/// The shipped example unlock sheet.
fn example_sheet() -> String {
    std::fs::read_to_string("puzzles/projectl/unlock-sheet-example.yaml").unwrap()
}

#[test]
fn unlock_games_keep_the_invariants() {
    let sheet = example_sheet();
    // Every third game also has favourites, to show the variants combine.
    play_variant(|seed, base| Options {
        unlock_sheet: Some(sheet.clone()),
        favourite: (seed % 3 == 2).then(|| "random".to_string()),
        ..base
    });
}

#[test]
fn czech_edition_games_keep_the_invariants() {
    let sheet = example_sheet();
    // Every third game also has favourites or an unlock sheet, to show the options combine.
    play_variant(|seed, base| Options {
        edition: Some(Edition::Czech),
        favourite: (seed % 3 == 1).then(|| "random".to_string()),
        unlock_sheet: (seed % 3 == 2).then(|| sheet.clone()),
        ..base
    });
}

#[test]
fn aggressive_duels_keep_the_invariants() {
    let sheet = example_sheet();
    let deck = crate::support::example_expansion_deck();
    for seed in 0..variant_games() {
        let bots: &[&str] = match seed % 3 {
            0 => &["random"],
            1 => &["greedy"],
            _ => &["greedy", "random"],
        };
        // Some duels also have favourites, unlock sheets or the expansions (ambassador
        // cards that defend), to show the variants combine.
        let options = Options {
            aggressive: Some(Aggressive::Duel),
            extra_cards: if seed % 5 == 2 {
                deck.clone()
            } else {
                Vec::new()
            },
            favourite: (seed % 5 == 3).then(|| "choose".to_string()),
            unlock_sheet: (seed % 5 == 4).then(|| sheet.clone()),
            edition: (seed % 5 == 1).then_some(Edition::Czech),
            ..options(2, None)
        };
        play_game(options, bots, seed, seed % 4 == 0);
    }
}

#[test]
fn aggressive_solo_games_keep_the_invariants() {
    let levels = [Difficulty::Basic, Difficulty::Hard, Difficulty::Unbeatable];
    let sheet = example_sheet();
    // A few hundred games at each difficulty.
    for seed in 0..3 * variant_games() {
        let bots: &[&str] = if seed / 3 % 2 == 0 {
            &["greedy"]
        } else {
            &["random"]
        };
        // Some also have favourites or an unlock sheet, to show the variants combine.
        let options = Options {
            aggressive: Some(Aggressive::Solo),
            favourite: (seed % 7 == 3).then(|| "choose".to_string()),
            unlock_sheet: (seed % 7 == 5).then(|| sheet.clone()),
            edition: (seed % 7 == 6).then_some(Edition::Czech),
            ..options(1, Some(levels[(seed % 3) as usize]))
        };
        play_game(options, bots, seed, seed % 4 == 0);
    }
}

#[test]
fn simultaneous_games_keep_the_invariants() {
    for seed in 0..variant_games() {
        let bots: &[&str] = match seed % 3 {
            0 => &["random"],
            1 => &["greedy"],
            _ => &["greedy", "random", "random"],
        };
        // Some also have favourites or unlock sheets, to show the variants combine.
        let options = Options {
            turns: Some(Turns::Simultaneous),
            favourite: (seed % 5 == 2).then(|| "random".to_string()),
            unlock_sheet: (seed % 5 == 3).then(example_sheet),
            edition: (seed % 5 == 4).then_some(Edition::Czech),
            ..options(4 + (seed % 2) as usize, None)
        };
        play_game(options, bots, seed, seed % 4 == 0);
    }
}

#[test]
fn planner_plays_the_variants_legally() {
    let sheet = example_sheet();
    for seed in 0..2u64 {
        let unlock = Options {
            unlock_sheet: Some(sheet.clone()),
            ..options(2, None)
        };
        play_game(unlock, &["planner", "greedy"], seed, false);
        let favourite = Options {
            favourite: Some("choose".into()),
            ..options(1, Some(Difficulty::Basic))
        };
        play_game(favourite, &["planner"], seed, false);
        let duel = Options {
            aggressive: Some(Aggressive::Duel),
            ..options(2, None)
        };
        play_game(duel, &["planner", "greedy"], seed, false);
        let czech = Options {
            edition: Some(Edition::Czech),
            ..options(2, None)
        };
        play_game(czech, &["planner", "greedy"], seed, false);
        if seed == 0 {
            let simultaneous = Options {
                turns: Some(Turns::Simultaneous),
                ..options(4, None)
            };
            play_game(simultaneous, &["planner", "random"], seed, false);
        }
        let levels = [Difficulty::Basic, Difficulty::Hard, Difficulty::Unbeatable];
        for level in levels.into_iter().filter(|_| seed == 0) {
            let solo = Options {
                aggressive: Some(Aggressive::Solo),
                ..options(1, Some(level))
            };
            play_game(solo, &["planner"], seed, seed == 0);
        }
    }
}

#[test]
fn expansion_games_keep_the_invariants() {
    let deck = crate::support::example_expansion_deck();
    for seed in 0..variant_games() {
        let players = 2 + (seed % 5) as usize;
        let bots: &[&str] = match seed % 3 {
            0 => &["random"],
            1 => &["greedy"],
            _ => &["greedy", "random"],
        };
        let turns = (players >= 4 && seed % 4 == 3).then_some(Turns::Simultaneous);
        let options = Options {
            extra_cards: deck.clone(),
            turns,
            ..options(players, None)
        };
        play_game(options, bots, seed, seed % 2 == 0);
    }
}

#[test]
fn solo_and_planner_expansion_games_keep_the_invariants() {
    let deck = crate::support::example_expansion_deck();
    for seed in 0..6u64 {
        let expansion = |players, solo| Options {
            extra_cards: deck.clone(),
            ..options(players, solo)
        };
        play_game(
            expansion(1, Some(Difficulty::Basic)),
            &["greedy"],
            seed,
            true,
        );
        play_game(
            expansion(2 + seed as usize % 5, None),
            &["planner", "greedy"],
            seed,
            false,
        );
    }
}
