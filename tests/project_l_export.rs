//! `play export` of a Project L game writes the player to move as a plan state: over whole
//! games of the bots (`planner`, `greedy`, `random`) with the example expansion deck, every
//! exported state reads back (with the game's deck) as the plan's view of that player, field
//! by field, and the games reach states with pieces on cards, level-ups waiting and
//! ambassador actions held.

use crate::support::example_expansion_deck;
use tessera::engine::{Bot, Game, Turn};
use tessera::project_l::bots::bot;
use tessera::project_l::game::{
    ExportError, Options, Phase, ProjectL, State, export_plan_state, plan_view,
};
use tessera::project_l::{Placed, PlanState};
use tessera::random::Rng;

fn with_example(players: usize, seed: u64) -> ProjectL {
    let options = Options {
        players: Some(players),
        extra_cards: example_expansion_deck(),
        ..Options::default()
    };
    ProjectL::new(&options, seed).unwrap()
}

fn cards(state: &PlanState) -> Vec<(String, Vec<Placed>)> {
    (state.cards.iter())
        .map(|c| (c.card.id.clone(), c.pieces.clone()))
        .collect()
}

/// Checks that the exported text of `state` reads back as its plan view; which of the
/// rarer things it held (pieces on cards, level-ups waiting, ambassador actions).
fn reads_back(game: &ProjectL, state: &State) -> [bool; 3] {
    let view = plan_view(game, state);
    let text = match export_plan_state(game, state) {
        Err(ExportError::NoCards(_)) => {
            assert!(view.cards.is_empty(), "refused with cards held");
            return [false; 3];
        }
        Err(refused) => {
            assert_ne!(state.phase, Phase::Turns, "{refused}");
            return [false; 3];
        }
        Ok(text) => text,
    };
    let read = PlanState::parse(&text, game.deck).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!((read.supply, read.bank), (view.supply, view.bank), "{text}");
    assert_eq!(cards(&read), cards(&view), "{text}");
    assert_eq!(read.goal, view.goal, "{text}");
    assert_eq!(read.actions_left, view.actions_left, "{text}");
    assert_eq!(read.master_used, view.master_used, "{text}");
    assert_eq!(read.level_ups, view.level_ups, "{text}");
    assert_eq!(read.ambassadors, view.ambassadors, "{text}");
    let placed = view.cards.iter().any(|c| !c.pieces.is_empty());
    [
        placed,
        !view.level_ups.is_empty(),
        !view.ambassadors.is_empty(),
    ]
}

#[test]
fn every_exported_state_of_bot_games_reads_back_as_the_plan_view() {
    let mut seen = [0; 3];
    for seed in 0..3 {
        let players = 2 + seed as usize % 3;
        let game = with_example(players, seed);
        let mut bots: Vec<Box<dyn Bot<ProjectL>>> = (0..players)
            .map(|p| bot(["planner", "greedy", "random"][p.min(2)]).unwrap())
            .collect();
        let (mut state, mut rng) = (game.initial(), Rng::new(seed));
        while let Turn::Player(p) = game.turn(&state) {
            let held = reads_back(&game, &state);
            (0..3).for_each(|i| seen[i] += usize::from(held[i]));
            let mv = bots[p].choose(&game, &state, &mut rng);
            state = game.play(&state, &mv).unwrap();
        }
    }
    assert!(seen.iter().all(|&n| n > 0), "states of each kind: {seen:?}");
}
