//! A hint for Project L: the rest of the turn the strongest bot (`search`) would play, and
//! the plan behind it — the cards it aims to complete and in how many actions (the
//! planner's plan, from `plan`'s search as the bots run it). The advised turn stops after an
//! action that shows a new card (a card taken from the offer), since the player cannot know the
//! card before it is drawn.

use super::plans::{OutOfTime, plan_moves_until};
use super::search::SearchBot;
use crate::engine::{Bot, Budget, Figure, Game, Hint, HintTime};
use crate::project_l::PlanError;
use crate::project_l::game::{Move, Phase, ProjectL, State, offered_cards};
use crate::random::Rng;
use std::time::Instant;

/// The share of the hint's time the search of the turn may take.
const SEARCH_SHARE: f64 = 0.75;

/// The search bot's turn from `state` and the plan behind it, the search stopping early
/// (with the best found so far) where `time` runs out before its node budget.
pub fn hint(game: &ProjectL, state: &State, time: HintTime, rng: &mut Rng) -> Hint<Move> {
    // The search stops by this share of the time at the latest, leaving the rest to the
    // plan behind it (a search of a bounded number of states, which stops at the end).
    let started = Instant::now();
    let turn = advised_turn(
        game,
        state,
        time,
        started + time.limit.mul_f64(SEARCH_SHARE),
        rng,
    );
    let method = "the search bot (the strongest), with the planner's plan";
    let mut hint = Hint::new(turn.clone(), method);
    if state.phase != Phase::Turns {
        return hint;
    }
    let (from, taken, after) = plan_start(game, state, &turn);
    let player = &from.players[from.to_move];
    let mut cards: Vec<u16> = player.cards.iter().map(|c| c.card).collect();
    cards.extend(taken);
    if cards.is_empty() {
        return hint;
    }
    let ids: Vec<&str> = (cards.iter())
        .map(|&c| game.deck.cards()[c as usize].id.as_str())
        .collect();
    let planned = plan_moves_until(game, &from, taken, &|| time.over(started + time.limit));
    let cards = ids.join(", ");
    let reason = match &planned {
        Ok(Ok(plan)) => {
            hint = hint.with("plan_actions", Figure::Whole(plan.len() as i64));
            format!(
                "plan{after}: complete {cards} in {}: {}",
                crate::wording::count(plan.len(), "action"),
                steps(game, plan)
            )
        }
        Ok(Err(PlanError::TooLarge { limit })) => format!(
            "plan{after}: none found for {cards} within the planner's {limit} states (run \
             `tessera plan` on the state `play export` writes to search further)"
        ),
        Ok(Err(_)) => format!("plan{after}: no plan completes {cards}"),
        Err(OutOfTime) => format!(
            "plan: {} before a plan to complete {cards} was found",
            time.why_stopped()
        ),
    };
    hint.reasons.push(reason);
    hint.with("plan_cards", Figure::Text(ids.join(" ")))
}

/// A plan's actions numbered and parted by semicolons, as a master action's placements
/// are parted by commas: `1. upgrade O1 I2; 2. master W07 O1 c4, W09 I2 c3 c4`.
fn steps(game: &ProjectL, plan: &[Move]) -> String {
    let steps: Vec<String> = (plan.iter().enumerate())
        .map(|(i, mv)| {
            format!(
                "{}. {}",
                i + 1,
                crate::project_l::game::format_move(game.deck, mv)
            )
        })
        .collect();
    steps.join("; ")
}

/// How a plan from the position as it is (not after the advised moves) is told.
const FROM_HERE: &str = " from this position (the planner's own order)";

/// Where the plan starts: after the advised moves while the player still has actions in
/// this turn (so the plan goes on from them; the third part says so: ` after take W31`).
/// A move that ends the turn cannot be played before a plan of the player's own, so:
/// - when it takes a card, the plan starts before it, with the card counted as held
///   (the cards the moves before it completed are gone, so there is room for it) and the
///   turn's actions used up;
/// - otherwise the plan starts from `state` (the third part says so, as the plan's first
///   action may then differ from the advised one).
fn plan_start(game: &ProjectL, state: &State, turn: &[Move]) -> (State, Option<u16>, String) {
    let mut now = state.clone();
    let mut played = 0;
    for mv in turn {
        match game.play(&now, mv) {
            Ok(next) if next.phase == Phase::Turns && game.turn_continues(&now, &next) => {
                now = next;
                played += 1;
            }
            _ => break,
        }
    }
    let after = |mv: &Move| {
        let text = crate::project_l::game::format_move(game.deck, mv);
        format!(" after {text}")
    };
    let taken = turn[played..].iter().find_map(|mv| match mv {
        Move::TakeCard(card) => Some(*card),
        _ => None,
    });
    match (turn.last(), taken) {
        (Some(last), _) if played == turn.len() => (now, None, after(last)),
        (Some(last), Some(card)) => {
            // The take ends the turn: the plan's first action is the next turn's.
            now.actions = crate::project_l::ACTIONS_PER_TURN as u8;
            (now, Some(card), after(last))
        }
        _ => (state.clone(), None, FROM_HERE.to_string()),
    }
}

/// The search bot's moves to the end of the player's turn, to the first that shows a new
/// card, or to the deadline or a Ctrl-C cutting the hint short (at least one move); one
/// move outside the turns of actions (favourites, defences, touches).
fn advised_turn(
    game: &ProjectL,
    state: &State,
    time: HintTime,
    deadline: Instant,
    rng: &mut Rng,
) -> Vec<Move> {
    let mut bot = SearchBot {
        deadline: Some(deadline),
        interrupt: time.stop,
        ..SearchBot::within(Budget::Default)
    };
    let mut moves = Vec::new();
    let mut now = state.clone();
    loop {
        let mv = bot.choose(game, &now, rng);
        let Ok(next) = game.play(&now, &mv) else {
            break;
        };
        moves.push(mv);
        let shows_a_card = offered_cards(&next) != offered_cards(&now);
        let setup = now.phase != Phase::Turns;
        let late = time.over(deadline);
        if setup || shows_a_card || late || !game.turn_continues(&now, &next) {
            break;
        }
        now = next;
    }
    moves
}
