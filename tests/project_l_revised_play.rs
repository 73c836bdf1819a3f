//! Invariants over seeded Project L games under the revised rules (`--rules revised`):
//! 2–6 players (6 with the example expansion deck), random, greedy and mixed bots, with
//! and without the example deck, simultaneous turns, the aggressive duel, favourites,
//! unlock sheets and the solo game. Every listed blind draw, recycle and two-piece level-up
//! (and a sample of the other moves) plays and its notation reads back; pieces are never
//! created or lost; once the end is triggered nobody takes two black cards in one turn; every
//! game ends; replaying the history reproduces the state. `TESSERA_VARIANT_GAMES=N` plays N
//! games instead of 300.

use tessera::engine::{Bot, Game, Turn};
use tessera::play::Session;
use tessera::project_l::bots::bot;
use tessera::project_l::game::{
    Aggressive, DeckText, Difficulty, GHOSTS, Move, Options, Phase, ProjectL, Rules, State, Turns,
    end_triggered,
};
use tessera::project_l::{Colour, Kind};
use tessera::random::Rng;

/// Games to play: a few hundred by default, more with `TESSERA_VARIANT_GAMES=N`.
fn games() -> u64 {
    crate::support::env_count("TESSERA_VARIANT_GAMES", 300)
}

/// A move only the revised rules have.
fn revised_move(mv: &Move) -> bool {
    matches!(mv, Move::Draw(_) | Move::Recycle(_) | Move::LevelUpPair(_))
}

/// Black cards a player holds, unfinished or completed.
fn blacks(game: &ProjectL, state: &State, p: usize) -> usize {
    let player = &state.players[p];
    let held = player.cards.iter().map(|c| c.card);
    held.chain(player.completed.iter().copied())
        .filter(|&c| game.deck.cards()[c as usize].colour == Colour::Black)
        .count()
}

/// Pieces of every kind as the game began.
fn conserved(game: &ProjectL, state: &State, options: &Options, seed: u64) {
    let all = state.all_pieces();
    for kind in Kind::BASE {
        assert_eq!(all.count(kind), options.bank, "seed {seed}: {kind}");
    }
    for kind in GHOSTS {
        assert_eq!(all.count(kind), game.ghost_bank(), "seed {seed}: {kind}");
    }
}

/// Every listed revised move and a sample of the others reads back and plays.
fn check_listed(session: &Session<ProjectL>) {
    let (game, state) = (&session.game, &session.state);
    let moves = game.legal_moves(state);
    assert!(!moves.is_empty(), "a player to move has a move");
    let step = 1 + moves.len() / 5;
    for (i, mv) in moves.iter().enumerate() {
        if i % step != 0 && !revised_move(mv) {
            continue;
        }
        let text = game.format_move(state, mv);
        assert_eq!(&game.parse_move(state, &text).unwrap(), mv, "{text}");
        assert!(game.play(state, mv).is_ok(), "{text}");
    }
}

fn play_game(options: Options, bots: &[&str], seed: u64) {
    let game = ProjectL::new(&options, seed).unwrap();
    let limit = options.player_count().max(2) * (41 * 3 * 2 + 4 * 25 + 1) * 2;
    let mut session = Session::new("project-l", game, seed);
    let mut players: Vec<Box<dyn Bot<ProjectL>>> = bots.iter().map(|b| bot(b).unwrap()).collect();
    let mut rng = Rng::new(seed);
    let mut taken = (u32::MAX, 0);
    while let Turn::Player(p) = session.game.turn(&session.state) {
        check_listed(&session);
        let before = session.state.clone();
        let count = players.len();
        let mv = players[p % count].choose(&session.game, &before, &mut rng);
        session.play_move(&mv).unwrap();
        let after = &session.state;
        conserved(&session.game, after, &options, seed);
        if before.phase == Phase::Turns && end_triggered(&before) && options.solo.is_none() {
            let more = blacks(&session.game, after, p) - blacks(&session.game, &before, p);
            if taken.0 != before.turns_played {
                taken = (before.turns_played, 0);
            }
            taken.1 += more;
            assert!(
                taken.1 <= 1,
                "seed {seed}: two black cards in a turn at the end"
            );
        }
        assert!(session.history.len() <= limit, "seed {seed}: the game ends");
    }
    assert!(session.game.outcome(&session.state).is_some());
    let fresh = ProjectL::new(&options, seed).unwrap();
    let replayed = Session::new("project-l", fresh, seed)
        .replay(&session.history)
        .unwrap();
    assert_eq!(replayed.state, session.state, "seed {seed}: replay differs");
}

/// The options of game `seed`: 2–6 players under the revised rules, some with the example
/// deck (always with 6), simultaneous turns, favourites or an unlock sheet; every ninth a
/// duel, every eleventh solo.
fn revised_options(seed: u64, deck: &[DeckText], sheet: &str) -> Options {
    let players = 2 + (seed % 5) as usize;
    let mut options = Options {
        players: Some(players),
        rules: Some(Rules::Revised),
        extra_cards: if players == 6 || seed.is_multiple_of(3) {
            deck.to_vec()
        } else {
            Vec::new()
        },
        turns: (players >= 4 && seed % 4 == 1).then_some(Turns::Simultaneous),
        favourite: (seed % 7 == 2).then(|| "random".to_string()),
        unlock_sheet: (seed % 7 == 5).then(|| sheet.to_string()),
        ..Options::default()
    };
    if seed % 9 == 4 {
        options.players = Some(2);
        options.turns = None;
        options.aggressive = Some(Aggressive::Duel);
    }
    if seed % 11 == 7 {
        options.players = Some(1);
        options.turns = None;
        options.aggressive = None;
        options.solo = Some(Difficulty::Basic);
    }
    options
}

#[test]
fn revised_games_keep_the_invariants() {
    let deck = crate::support::example_expansion_deck();
    let sheet = std::fs::read_to_string("puzzles/projectl/unlock-sheet-example.yaml").unwrap();
    for seed in 0..games() {
        let bots: &[&str] = match seed % 3 {
            0 => &["random"],
            1 => &["greedy"],
            _ => &["greedy", "random"],
        };
        play_game(revised_options(seed, &deck, &sheet), bots, seed);
    }
}

#[test]
fn a_small_bank_under_the_revised_rules_falls_back_without_breaking_the_rules() {
    for seed in 0..games() / 3 {
        let options = Options {
            players: Some(2 + (seed % 3) as usize),
            rules: Some(Rules::Revised),
            bank: 4,
            extra_cards: if seed.is_multiple_of(2) {
                crate::support::example_expansion_deck()
            } else {
                Vec::new()
            },
            ..Options::default()
        };
        play_game(options, &["greedy", "random"], seed);
    }
}

#[test]
fn planner_plays_revised_games_legally() {
    for seed in 0..3u64 {
        let two = Options {
            rules: Some(Rules::Revised),
            ..Options::default()
        };
        play_game(two, &["planner", "greedy"], seed);
        let solo = Options {
            solo: Some(Difficulty::Hard),
            rules: Some(Rules::Revised),
            ..Options::default()
        };
        play_game(solo, &["planner"], seed);
    }
}
