//! The `planner` bot: it keeps a short plan (see
//! [`Effort::for_play`](crate::project_l::Effort::for_play)) for the cards it holds and plays
//! its first action. It takes a card when holding it raises the points its plans earn per
//! action — counting, in the solo game, the points it keeps from the
//! virtual opponent by taking the card the opponent would take next — and near the end only
//! cards it can still finish. With the expansions its plans decompose ghost pieces, choose
//! the level-up rewards (the game's `level-up` follow-up move) and make ambassador actions,
//! an ambassador action only when it makes the plan shorter; an `M` card counts a point
//! more for the action it gives.

use super::plans::plan_moves;
use crate::engine::Bot;
use crate::project_l::Reward;
use crate::project_l::game::{Move, Offer, Phase, ProjectL, State};
use crate::random::Rng;

/// States each of the bot's plan searches may generate.
pub const PLAN_LIMIT: usize = 20_000;
/// Cards the bot plans for at once.
const MOST_CARDS: usize = 3;
/// Points an unused ambassador action is worth: the action it saves (a master action's
/// placements in one action), at about a point an action.
const AMBASSADOR_WORTH: f64 = 1.0;

/// Plays the first action of a short plan for its cards.
pub struct PlannerBot;

impl Bot<ProjectL> for PlannerBot {
    fn name(&self) -> &str {
        "planner"
    }

    fn choose(&mut self, game: &ProjectL, state: &State, rng: &mut Rng) -> Move {
        choose_within(game, state, rng, PLAN_LIMIT)
    }
}

/// The planner's move, each plan search generating at most `limit` states (the search bot
/// plays out games with a smaller limit).
pub fn choose_within(game: &ProjectL, state: &State, rng: &mut Rng, limit: usize) -> Move {
    choose_with_plan(game, state, rng, limit).0
}

/// [`choose_within`]'s move and the plan's steps after it: the short plan for the cards
/// held, or when it takes a card the plan with that card (the search bot's playouts follow
/// them).
pub fn choose_with_plan(
    game: &ProjectL,
    state: &State,
    rng: &mut Rng,
    limit: usize,
) -> (Move, Vec<Move>) {
    // A plan knows nothing of the variants' locks, so its move is checked before it is
    // played (an upgrade that skips a level the plan thinks is empty, say).
    if let Phase::Turns = state.phase
        && let Some((mv, rest)) = turn_action(game, state, limit)
        && game.play(state, &mv).is_ok()
    {
        return (mv, rest);
    }
    (
        super::greedy::GreedyBot.choose(game, state, rng),
        Vec::new(),
    )
}

fn has_cards(state: &State) -> bool {
    !state.players[state.to_move].cards.is_empty()
}

/// A card's points as the planner weighs it: an `M` card's ambassador action is worth
/// what an action earns later, [`AMBASSADOR_WORTH`] more.
fn points(game: &ProjectL, card: u16) -> f64 {
    let card = &game.deck.cards()[card as usize];
    let ambassador = match card.reward {
        Reward::Ambassador => AMBASSADOR_WORTH,
        _ => 0.0,
    };
    f64::from(card.points) + ambassador
}

/// Actions the player still has before finishing touches, if the end is known.
fn actions_left(state: &State) -> Option<u32> {
    let last = state.last_turn?;
    let players = state.players.len() as u32;
    let turns_mine = (last + 1)
        .saturating_sub(state.turns_played)
        .div_ceil(players);
    Some((turns_mine * 3).saturating_sub(u32::from(state.actions)))
}

/// The actions a plan's moves take: a level-up's choice is a move but no action, so a plan
/// through a level-up card is not rated an action longer than it is.
fn actions_in(plan: &[Move]) -> usize {
    let choice = |mv: &&Move| {
        matches!(
            mv,
            Move::LevelUp { .. } | Move::LevelUpDecline | Move::LevelUpPair(_)
        )
    };
    plan.iter().filter(|mv| !choice(mv)).count()
}

/// Points per action: what the planner maximizes (half a point for holding no card).
fn rate(points: f64, actions: usize) -> f64 {
    (points + 0.5) / actions.max(1) as f64
}

/// An offered card the player could take, as the planner sees it.
pub struct CardOption {
    pub card: u16,
    /// Points per action of taking it and then completing it with the cards held.
    pub rate: f64,
    /// The plan that completes it and the cards held, once it is taken.
    pub plan: Vec<Move>,
}

/// The offered cards the player could take and still complete before the end (if the end
/// is known), in the order offered, each with the plan search limited to `limit` states.
pub fn card_options(game: &ProjectL, state: &State, limit: usize) -> Vec<CardOption> {
    let player = &state.players[state.to_move];
    let held: f64 = player.cards.iter().map(|c| points(game, c.card)).sum();
    let left = actions_left(state);
    let mut options = Vec::new();
    for card in crate::project_l::game::offered_cards(state) {
        let Some(plan) = plan_moves(game, state, Some(card), limit).filter(|p| !p.is_empty())
        else {
            continue;
        };
        if left.is_some_and(|l| actions_in(&plan) as u32 + 1 > l) {
            continue;
        }
        let gain = points(game, card) + denial(game, state, card);
        let rate = rate(held + gain, actions_in(&plan) + 1);
        options.push(CardOption { card, rate, plan });
    }
    options
}

/// The planner's action, and the rest of its plan: the current plan's other steps when the
/// action is its first step, the plan with the card when it takes a card.
fn turn_action(game: &ProjectL, state: &State, limit: usize) -> Option<(Move, Vec<Move>)> {
    if !state.level_ups.is_empty() {
        // The turn waits for the level-up: the plan's choice, if it has one.
        if !has_cards(state) {
            return None;
        }
        let plan = plan_moves(game, state, None, limit)?;
        let first = plan
            .first()
            .filter(|mv| matches!(mv, Move::LevelUp { .. }))?;
        return Some((first.clone(), plan[1..].to_vec()));
    }
    if let Some(mv) = super::greedy::worthwhile_unlock(game, state) {
        return Some((mv, Vec::new()));
    }
    if let Some(mv) = super::duel::charge(game, state) {
        return Some((mv, Vec::new()));
    }
    let player = &state.players[state.to_move];
    let held: f64 = player.cards.iter().map(|c| points(game, c.card)).sum();
    let current = if player.cards.is_empty() {
        Vec::new()
    } else {
        plan_moves(game, state, None, limit).unwrap_or_default()
    };
    let mut best: Option<(f64, Move, Vec<Move>)> = current.first().map(|mv| {
        (
            rate(held, actions_in(&current)),
            mv.clone(),
            current[1..].to_vec(),
        )
    });
    if player.cards.len() < MOST_CARDS {
        for option in card_options(game, state, limit) {
            if best.as_ref().is_none_or(|(b, _, _)| option.rate > *b) {
                best = Some((option.rate, Move::TakeCard(option.card), option.plan));
            }
        }
    }
    best.map(|(_, mv, rest)| (mv, rest))
}

/// In the solo game, the points a card would have given the virtual opponent on its next
/// turn (it takes the best card of an unlocked column).
fn denial(game: &ProjectL, state: &State, card: u16) -> f64 {
    let Offer::Solo { grid, locks, .. } = &state.offer else {
        return 0.0;
    };
    let target = crate::project_l::game::opponent_target(game, grid, locks);
    match target {
        Some((_, c)) if c == card => points(game, card) / 2.0,
        _ => 0.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Turn};
    use crate::project_l::Supply;
    use crate::project_l::bots::plans::card_index;
    use crate::project_l::game::Options;

    /// Over seeded games with the example expansion deck, 2 to 6 players all `planner`:
    /// whenever the planner has a plan for its cards, the plan's first move is legal as it
    /// stands (no fallback needed), level-ups waiting included; and its plans choose
    /// level-ups and make ambassador actions (somewhere in them). `TESSERA_PLANNER_EXPANSION_GAMES=N` plays N
    /// games instead of 5.
    #[test]
    fn planned_moves_with_the_expansions_are_legal() {
        let file = "puzzles/projectl/expansion-example.yaml";
        let text = std::fs::read_to_string(file).unwrap();
        let deck = vec![crate::project_l::game::DeckText {
            file: file.into(),
            text,
        }];
        let games: u64 = std::env::var("TESSERA_PLANNER_EXPANSION_GAMES")
            .ok()
            .and_then(|n| n.parse().ok())
            .unwrap_or(5);
        let (mut level_ups, mut ambassadors) = (0, 0);
        for seed in 0..games {
            let options = Options {
                players: Some(2 + (seed % 5) as usize),
                extra_cards: deck.clone(),
                ..Options::default()
            };
            let game = ProjectL::new(&options, seed).unwrap();
            let mut state = game.setup(seed);
            let mut rng = Rng::new(seed);
            while game.turn(&state) != Turn::Over {
                let planned = (state.phase == Phase::Turns && has_cards(&state))
                    .then(|| plan_moves(&game, &state, None, PLAN_LIMIT))
                    .flatten();
                if let Some(plan) = &planned
                    && let Some(first) = plan.first()
                {
                    let played = game.play(&state, first);
                    assert!(played.is_ok(), "seed {seed}: {first:?}: {played:?}");
                    level_ups += plan
                        .iter()
                        .filter(|mv| matches!(mv, Move::LevelUp { .. }))
                        .count();
                    ambassadors += plan
                        .iter()
                        .filter(|mv| matches!(mv, Move::Ambassador { .. }))
                        .count();
                }
                let mv = PlannerBot.choose(&game, &state, &mut rng);
                state = game.play(&state, &mv).unwrap();
            }
        }
        // Ambassador actions rarely make a plan shorter here (the hand-made case below
        // has one); level-ups come in most plans through their cards.
        assert!(
            games < 5 || level_ups > 0,
            "{level_ups} level-ups, {ambassadors} ambassador actions planned"
        );
    }

    /// Hand-made cards: X1 rewards ↗, X2 is an ambassador card, X3 (two cells), X4 and X5
    /// (one cell each) take a piece each, XP is a P5-shaped hole.
    const TINY: &str = "cards:
  - {id: X1, colour: white, points: 1, reward: up2, hole: \"#....\\n.....\\n.....\\n.....\\n.....\"}
  - {id: X2, colour: white, points: 3, reward: M, hole: \"#....\\n.....\\n.....\\n.....\\n.....\"}
  - {id: X3, colour: white, points: 1, reward: O1, hole: \"##...\\n.....\\n.....\\n.....\\n.....\"}
  - {id: X4, colour: white, points: 1, reward: O1, hole: \"#....\\n.....\\n.....\\n.....\\n.....\"}
  - {id: X5, colour: white, points: 1, reward: O1, hole: \"#....\\n.....\\n.....\\n.....\\n.....\"}
  - {id: XP, colour: white, points: 4, reward: O1, hole: \"##...\\n##...\\n#....\\n.....\\n.....\"}
  - {id: XB, colour: black, points: 2, reward: up1, hole: \"#....\\n#....\\n.....\\n.....\\n.....\"}
";

    #[test]
    fn a_level_ups_choice_is_no_action_of_a_plan() {
        use crate::project_l::Kind;
        let place = Move::TakeCard(0);
        let choice = Move::LevelUp {
            from: Kind::I2,
            to: Kind::I3,
        };
        let plan = [place.clone(), choice, Move::LevelUpDecline, place];
        assert_eq!(actions_in(&plan), 2);
    }

    /// The tiny deck's game, player 1 to move holding `supply` and the cards `ids`.
    fn tiny_holding(supply: &str, ids: &[&str]) -> (ProjectL, State) {
        let options = Options {
            cards: vec![crate::project_l::game::DeckText {
                file: "tiny.yaml".into(),
                text: TINY.into(),
            }],
            ..Options::default()
        };
        let game = ProjectL::new(&options, 1).unwrap();
        let mut state = game.setup(1);
        state.to_move = 0;
        let supply = Supply::parse(supply).unwrap();
        let player = &mut state.players[0];
        state.bank = state.bank.plus(&player.supply).minus(&supply).unwrap();
        player.supply = supply;
        player.cards = (ids.iter())
            .map(|id| crate::project_l::game::Unfinished {
                card: card_index(&game, id),
                pieces: Vec::new(),
            })
            .collect();
        (game, state)
    }

    #[test]
    fn the_planner_makes_an_ambassador_action_when_it_saves_actions() {
        // Three one-piece cards, the pieces in hand, this turn's master action used: the
        // ambassador action completes all three in one action (three place actions without).
        let (game, mut state) = tiny_holding("2xO1 I2", &["X3", "X4", "X5"]);
        state.players[0].completed = vec![card_index(&game, "X2")];
        state.master_used = true;
        let mv = PlannerBot.choose(&game, &state, &mut Rng::new(1));
        let text = game.format_move(&state, &mv);
        assert!(text.starts_with("ambassador X2 "), "{text}");
        assert!(game.play(&state, &mv).is_ok(), "{text}");
        // With the master action unused, the master action does it and the ambassador
        // action is kept.
        state.master_used = false;
        let mv = PlannerBot.choose(&game, &state, &mut Rng::new(1));
        let text = game.format_move(&state, &mv);
        assert!(text.starts_with("master "), "{text}");
    }

    #[test]
    fn the_planner_chooses_the_level_up_its_plan_needs() {
        // An ↗ waits with an I3 and an O1 in hand and XP (a P5 hole) held: I3 to a P5, which
        // fills XP at once.
        let (game, mut state) = tiny_holding("I3 O1", &["XP"]);
        state.level_ups = vec![2];
        let mv = PlannerBot.choose(&game, &state, &mut Rng::new(1));
        assert_eq!(game.format_move(&state, &mv), "level-up I3 P5");
        let after = game.play(&state, &mv).unwrap();
        let next = PlannerBot.choose(&game, &after, &mut Rng::new(1));
        assert!(
            game.format_move(&after, &next).starts_with("place XP P5 "),
            "{next:?}"
        );
    }
}
