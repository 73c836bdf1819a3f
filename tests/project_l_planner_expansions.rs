//! `planner` plays the expansions legally: over seeded games with the example expansion
//! deck, 2 to 6 players with planner in every seat but one greedy, every move the planner
//! chooses plays, its notation reads back as the same move, and the game ends. It makes
//! level-up choices and ambassador actions along the way.
//! `TESSERA_PLANNER_EXPANSION_GAMES=N` plays N games instead of 5.

use tessera::engine::{Bot, Game, Turn};
use tessera::project_l::bots::bot;
use tessera::project_l::game::{Move, Options, ProjectL};
use tessera::random::Rng;

fn games() -> u64 {
    crate::support::env_count("TESSERA_PLANNER_EXPANSION_GAMES", 5)
}

#[test]
fn every_planner_move_with_the_expansions_is_legal() {
    let deck = crate::support::example_expansion_deck();
    let (mut level_ups, mut ambassadors) = (0, 0);
    for seed in 0..games() {
        let players = 2 + (seed % 5) as usize;
        let options = Options {
            players: Some(players),
            extra_cards: deck.clone(),
            ..Options::default()
        };
        let game = ProjectL::new(&options, seed).unwrap();
        let mut state = game.setup(seed);
        let mut planner = bot("planner").unwrap();
        let mut greedy = bot("greedy").unwrap();
        let mut rng = Rng::new(seed);
        let mut moves = 0;
        while let Turn::Player(p) = game.turn(&state) {
            let is_planner = p + 1 < players;
            let chooser: &mut Box<dyn Bot<ProjectL>> = if is_planner {
                &mut planner
            } else {
                &mut greedy
            };
            let mv = chooser.choose(&game, &state, &mut rng);
            if is_planner {
                let text = game.format_move(&state, &mv);
                assert_eq!(
                    game.parse_move(&state, &text).unwrap(),
                    mv,
                    "seed {seed}: {text}"
                );
                level_ups += usize::from(matches!(mv, Move::LevelUp { .. }));
                ambassadors += usize::from(matches!(mv, Move::Ambassador { .. }));
            }
            let played = game.play(&state, &mv);
            assert!(played.is_ok(), "seed {seed}: {mv:?}: {played:?}");
            state = played.unwrap();
            moves += 1;
            assert!(moves < 10_000, "seed {seed}: the game ends");
        }
    }
    assert!(
        games() < 5 || (level_ups > 0 && ambassadors > 0),
        "{level_ups} level-ups, {ambassadors} ambassador actions"
    );
}
