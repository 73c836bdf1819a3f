//! The `planner` bot: it keeps a shortest plan (see [`plan`](crate::project_l::plan)) for
//! the cards it holds and plays its first action. It takes a card when holding it raises the points
//! its plans earn per action — counting, in the solo game, the points it keeps from the
//! virtual opponent by taking the card the opponent would take next — and near the end only
//! cards it can still finish. With the expansions its plans decompose ghost pieces, choose
//! the level-up rewards (the game's `level-up` follow-up move) and make ambassador actions,
//! an ambassador action only when it makes the plan shorter; an `M` card counts a point
//! more for the action it gives.

use crate::engine::Bot;
use crate::memory::TwoGenerations;
use crate::project_l::game::{Move, Offer, OnCard, Phase, ProjectL, State};
use crate::project_l::{
    ACTIONS_PER_TURN, Action, Edition, Kind, Placed, PlanAction, PlanState, Reward, SearchProgress,
    StateCard, Supply, plan_watched, states_taken,
};
use crate::random::Rng;
use std::cell::RefCell;
use std::ops::ControlFlow;
use std::time::Instant;

/// States each of the bot's plan searches may generate.
pub const PLAN_LIMIT: usize = 20_000;
/// Cards the bot plans for at once.
const MOST_CARDS: usize = 3;
/// Points an unused ambassador action is worth: the action it saves (a master action's
/// placements in one action), at about a point an action.
const AMBASSADOR_WORTH: f64 = 1.0;

/// Plays the first action of a shortest plan for its cards.
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

/// [`choose_within`]'s move and the plan's steps after it: the shortest plan for the cards
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

/// The plan's view of the player to move: its supply, its cards, the bank as it may use it,
/// and the turn's actions left (challenges certify their plans on it).
pub fn plan_view(game: &ProjectL, state: &State) -> PlanState {
    plan_state(game, state, None).0
}

/// The plan's view of the player to move, holding `extra` as well as its cards; and the
/// game's index of each of the plan's cards.
fn plan_state(game: &ProjectL, state: &State, extra: Option<u16>) -> (PlanState, Vec<u16>) {
    let player = &state.players[state.to_move];
    let mut held: Vec<(u16, Vec<Placed>)> = player
        .cards
        .iter()
        .map(|c| (c.card, c.pieces.clone()))
        .collect();
    held.extend(extra.map(|card| (card, Vec::new())));
    let cards: Vec<StateCard> = held
        .iter()
        .map(|(card, pieces)| StateCard {
            card: game.deck.cards()[*card as usize].clone(),
            pieces: pieces.clone(),
        })
        .collect();
    // Kinds locked for the player (piece-unlock variant) are as good as absent from the bank.
    let mut bank = state.bank;
    for kind in crate::project_l::Kind::BASE {
        if game.locked(state, state.to_move, kind) {
            while bank.remove(kind) {}
        }
    }
    let view = PlanState {
        supply: player.supply,
        bank,
        goal: (0..cards.len()).collect(),
        cards,
        // A level-up waiting after the turn's last action: the plan's actions after it are
        // the next turn's (the plan state's actions left are 1 to 3).
        actions_left: match ACTIONS_PER_TURN - u32::from(state.actions) {
            0 => ACTIONS_PER_TURN,
            left => left,
        },
        master_used: state.master_used && u32::from(state.actions) < ACTIONS_PER_TURN,
        level_ups: state.level_ups.clone(),
        ambassadors: (game.ambassadors(state).into_iter())
            .map(|c| game.deck.cards()[c as usize].id.clone())
            .collect(),
        edition: game.edition(),
    };
    (view, held.into_iter().map(|(card, _)| card).collect())
}

/// The moves of a shortest plan (within `limit` states) to complete the player's cards
/// and `extra`, in order.
pub fn plan_moves(
    game: &ProjectL,
    state: &State,
    extra: Option<u16>,
    limit: usize,
) -> Option<Vec<Move>> {
    let (view, index) = plan_state(game, state, extra);
    let key = memo_key(&view, &index, limit);
    let known = KNOWN_PLANS.with(|known| known.borrow_mut().get(&key));
    let (moves, work) = known.unwrap_or_else(|| {
        let before = states_taken();
        let moves = search_moves(game, &view, &index, limit, &mut |_| {
            ControlFlow::Continue(())
        });
        let found = (moves, states_taken() - before);
        KNOWN_PLANS.with(|known| known.borrow_mut().insert(key.clone(), found.clone()));
        found
    });
    super::plan_ledger::note(&key, work);
    moves
}

/// As [`plan_moves`], giving up at `deadline`: `Err(OutOfTime)` then (a plan cut short is
/// neither given nor remembered).
pub fn plan_moves_until(
    game: &ProjectL,
    state: &State,
    extra: Option<u16>,
    deadline: Instant,
) -> Result<Option<Vec<Move>>, OutOfTime> {
    let (view, index) = plan_state(game, state, extra);
    let key = memo_key(&view, &index, PLAN_LIMIT);
    if let Some((known, _)) = KNOWN_PLANS.with(|known| known.borrow_mut().get(&key)) {
        return Ok(known);
    }
    let mut late = false;
    let mut watch = |_: &SearchProgress| match Instant::now() >= deadline {
        true => {
            late = true;
            ControlFlow::Break(())
        }
        false => ControlFlow::Continue(()),
    };
    let moves = search_moves(game, &view, &index, PLAN_LIMIT, &mut watch);
    match late {
        true => Err(OutOfTime),
        false => Ok(moves),
    }
}

/// A plan search stopped at its deadline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutOfTime;

/// Plans remembered in each of the memory's two generations (see [`TwoGenerations`]).
const MEMO_SIZE: usize = 20_000;

/// What a plan depends on: the limit, the supply and bank, the actions left, the master
/// action, the level-ups waiting, the ambassador actions held, the edition, and each card
/// (its index, hole, reward and pieces on it).
type MemoKey = (
    usize,
    Supply,
    Supply,
    u32,
    bool,
    Vec<u32>,
    Vec<String>,
    Edition,
    Vec<MemoCard>,
);
type MemoCard = (u16, u32, Reward, Vec<(Kind, u32)>);
/// A remembered plan (none when the search found none) and the states its search took from
/// its queues.
type KnownPlan = (Option<Vec<Move>>, u64);

thread_local! {
    /// Plans already found (bots and playouts plan again and again for the same view), with
    /// the states their search took from its queues (see [`plan_ledger`](super::plan_ledger)).
    static KNOWN_PLANS: RefCell<TwoGenerations<MemoKey, KnownPlan>> =
        RefCell::new(TwoGenerations::new(MEMO_SIZE));
}

fn memo_key(view: &PlanState, index: &[u16], limit: usize) -> MemoKey {
    let cards = view.cards.iter().zip(index).map(|(c, &i)| {
        let pieces = c.pieces.iter().map(|p| (p.kind, p.cells)).collect();
        (i, c.card.hole, c.card.reward, pieces)
    });
    (
        limit,
        view.supply,
        view.bank,
        view.actions_left,
        view.master_used,
        view.level_ups.clone(),
        view.ambassadors.clone(),
        view.edition,
        cards.collect(),
    )
}

/// A plan search's moves, the plan's cards named by their game `index`: an ambassador
/// action's plan only when it is shorter than the plan keeping the actions held.
fn search_moves(
    game: &ProjectL,
    view: &PlanState,
    index: &[u16],
    limit: usize,
    watch: &mut dyn FnMut(&SearchProgress) -> ControlFlow<()>,
) -> Option<Vec<Move>> {
    let with = plan_watched(view, limit, watch).ok();
    let uses_ambassador = |plan: &crate::project_l::Plan| {
        let held = |s: &crate::project_l::PlanStep| match &s.action {
            PlanAction::Ambassador { card, .. } => view.ambassadors.contains(card),
            _ => false,
        };
        plan.steps.iter().any(held)
    };
    let found = match with {
        Some(plan) if uses_ambassador(&plan) => {
            let keeping = PlanState {
                ambassadors: Vec::new(),
                ..view.clone()
            };
            let without = plan_watched(&keeping, limit, watch).ok();
            without
                .filter(|w| w.steps.len() <= plan.steps.len())
                .unwrap_or(plan)
        }
        other => other?,
    };
    Some(game_moves(game, &found, index))
}

/// A plan as the game's moves: each action, then the level-ups' choices after it.
fn game_moves(game: &ProjectL, found: &crate::project_l::Plan, index: &[u16]) -> Vec<Move> {
    let on = |p: &crate::project_l::Placement| OnCard {
        card: index[p.card],
        piece: p.piece,
    };
    let level_up = |c: &crate::project_l::LevelUpChoice| Move::LevelUp {
        from: c.from,
        to: c.to,
    };
    let mut moves: Vec<Move> = found.level_ups.iter().map(level_up).collect();
    for step in &found.steps {
        moves.push(match &step.action {
            PlanAction::Acquire(Action::Decompose { ghost, into }) => Move::Decompose {
                ghost: *ghost,
                into: *into,
                placements: Vec::new(),
            },
            PlanAction::Acquire(action) => Move::Acquire(*action),
            PlanAction::Place(p) => Move::Place(on(p)),
            PlanAction::Master(ps) => Move::Master(ps.iter().map(on).collect()),
            PlanAction::Ambassador { card, placements } => Move::Ambassador {
                card: card_index(game, card),
                placements: placements.iter().map(on).collect(),
            },
        });
        moves.extend(step.level_ups.iter().map(level_up));
    }
    moves
}

/// The game's index of the card `id`.
fn card_index(game: &ProjectL, id: &str) -> u16 {
    let at = game.deck.cards().iter().position(|c| c.id == id);
    at.expect("the plan's ambassador cards are the game's") as u16
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
        if left.is_some_and(|l| plan.len() as u32 + 1 > l) {
            continue;
        }
        let gain = points(game, card) + denial(game, state, card);
        let rate = rate(held + gain, plan.len() + 1);
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
    let mut best: Option<(f64, Move, Vec<Move>)> = current
        .first()
        .map(|mv| (rate(held, current.len()), mv.clone(), current[1..].to_vec()));
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
    use crate::project_l::game::{Difficulty, Options};

    /// Every plan the memory gives, over whole games, is the one a fresh search finds: the
    /// key leaves out nothing a plan depends on.
    #[test]
    fn remembered_plans_are_the_plans_searched_afresh() {
        for (players, solo) in [(2, None), (1, Some(Difficulty::Hard)), (3, None)] {
            let options = Options {
                players: Some(players),
                solo,
                ..Options::default()
            };
            let game = ProjectL::new(&options, 5).unwrap();
            let mut state = game.setup(7);
            let mut rng = Rng::new(1);
            let mut checked = 0;
            while game.turn(&state) != Turn::Over && checked < 400 {
                for extra in [None].into_iter().chain(
                    crate::project_l::game::offered_cards(&state)
                        .into_iter()
                        .map(Some),
                ) {
                    let (view, index) = plan_state(&game, &state, extra);
                    let fresh =
                        search_moves(
                            &game,
                            &view,
                            &index,
                            300,
                            &mut |_| ControlFlow::Continue(()),
                        );
                    assert_eq!(plan_moves(&game, &state, extra, 300), fresh);
                    checked += 1;
                }
                let mv = PlannerBot.choose(&game, &state, &mut rng);
                state = game.play(&state, &mv).unwrap();
            }
            assert!(checked > 100, "{checked} plans checked");
        }
    }

    /// A decision's ledger counts a plan search's work the same whether the plan was searched
    /// in the decision or remembered from an earlier one, so budgets counting it do not
    /// depend on what was remembered.
    #[test]
    fn the_ledger_counts_a_remembered_plan_as_its_search() {
        let game = ProjectL::new(&Options::default(), 5).unwrap();
        let mut state = game.setup(3);
        let mut rng = Rng::new(2);
        // Play on until the player holds cards, so its plan search has work to do.
        while !has_cards(&state) || state.phase != Phase::Turns {
            state = game
                .play(&state, &PlannerBot.choose(&game, &state, &mut rng))
                .unwrap();
        }
        let work = |state: &State| {
            super::super::plan_ledger::open();
            let plan = plan_moves(&game, state, None, 777);
            let states = super::super::plan_ledger::states();
            super::super::plan_ledger::close();
            (plan, states)
        };
        let searched = work(&state);
        assert!(searched.1 > 0, "{searched:?}");
        assert_eq!(work(&state), searched, "remembered, the same work");
    }

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
