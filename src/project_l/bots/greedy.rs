//! The `greedy` Project L bot: it looks one action ahead: it finishes what the supply can finish (a master action
//! when two cards can take a piece each), takes a card when it has few, worth most points
//! and reward per cell, and otherwise picks the acquisition after which its supply can
//! complete the most valuable cards. With the expansions it decomposes a ghost piece when
//! that completes cards, chooses level-ups for the cards held and uses an ambassador action
//! when it places two or more pieces.

use super::fillings::{on, reserved, value};
use crate::engine::{Bot, RandomBot};
use crate::project_l::game::{Move, OnCard, Phase, ProjectL, State};
use crate::project_l::{Action, Reward, Supply};
use crate::random::Rng;

/// One action ahead, by points and reward per action.
pub struct GreedyBot;

impl Bot<ProjectL> for GreedyBot {
    fn name(&self) -> &str {
        "greedy"
    }

    fn choose(&mut self, game: &ProjectL, state: &State, rng: &mut Rng) -> Move {
        let chosen = match state.phase {
            Phase::Favourites(p) => favourite(game, state, p),
            Phase::Defend(d) => super::duel::defend(game, state, d),
            Phase::Touches(p) => Some(touch(game, state, p)),
            Phase::Turns if !state.level_ups.is_empty() => best_level_up(game, state),
            Phase::Turns => turn_action(game, state),
            Phase::Over => None,
        };
        // A move the rules refuse (a plan blind to a variant's limits) falls back to a
        // listed one.
        chosen
            .filter(|mv| game.play(state, mv).is_ok())
            .unwrap_or_else(|| RandomBot.choose(game, state, rng))
    }
}

/// A favourite: the kind most offered cards give as their reward (more of it will come
/// by); in the solo game first the level fewest cards reward, as the opponent scores each
/// card of the favourite's level it takes.
fn favourite(game: &ProjectL, state: &State, p: usize) -> Option<Move> {
    let reward_level = |c: &crate::project_l::Card| match c.reward {
        Reward::Piece(k) => k.level(),
        _ => 0,
    };
    let offered = crate::project_l::game::offered_cards(state);
    let solo = game.solo().is_some();
    game.favourite_choices(state, p)
        .into_iter()
        .max_by_key(|&kind| {
            let shown = offered
                .iter()
                .filter(|&&c| game.deck.cards()[c as usize].reward == Reward::Piece(kind))
                .count();
            let same_level = game
                .deck
                .cards()
                .iter()
                .filter(|c| solo && reward_level(c) == kind.level())
                .count();
            (std::cmp::Reverse(same_level), shown, kind.level())
        })
        .map(Move::Favourite)
}

/// Finishing touches: the plan that scores the most (see [`touches`](super::touches)).
fn touch(game: &ProjectL, state: &State, p: usize) -> Move {
    super::touches::next_touch(game, state, p).map_or(Move::Done, Move::Touch)
}

fn turn_action(game: &ProjectL, state: &State) -> Option<Move> {
    let player = &state.players[state.to_move];
    if let Some(mv) = super::duel::charge(game, state) {
        return Some(mv);
    }
    if let Some(mv) = place_from_fillings(game, state) {
        return Some(mv);
    }
    if let Some(mv) = completing_decomposition(game, state) {
        return Some(mv);
    }
    let wants_card =
        player.cards.len() < 2 || (player.cards.len() < 4 && player.supply.cells() >= 10);
    if wants_card && let Some(card) = best_offer(game, state) {
        return Some(Move::TakeCard(card));
    }
    worthwhile_unlock(game, state).or_else(|| best_acquisition(game, state).map(Move::Acquire))
}

/// The value of the player's cards that `supply` can complete.
fn completable(game: &ProjectL, state: &State, supply: &Supply) -> f64 {
    state.players[state.to_move]
        .cards
        .iter()
        .filter(|c| game.fitters[c.card as usize].fits(supply, c.filled()))
        .map(|c| value(game, c.card))
        .sum()
}

/// Piece-unlock variant: an unlock after which the supply completes more value than it
/// costs in slot points, or, when the supply completes nothing and no acquisition helps,
/// the cheapest unlock of a kind one of the cards could use.
pub fn worthwhile_unlock(game: &ProjectL, state: &State) -> Option<Move> {
    let p = state.to_move;
    let sheet = game.sheet(p)?;
    let player = &state.players[p];
    let now = completable(game, state, &player.supply);
    game.unlock_moves(state, p)
        .into_iter()
        .filter_map(|mv| {
            let Move::Unlock(kind) = mv else { return None };
            let slot = sheet.slot(kind)?;
            let mut supply = player.supply;
            supply.remove(slot.piece);
            if state.bank.count(kind) > 0 {
                supply.add(kind, 1);
            }
            let gain = completable(game, state, &supply) - now - f64::from(slot.points);
            (gain > 0.0).then_some((gain, mv))
        })
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, mv)| mv)
}

fn place_from_fillings(game: &ProjectL, state: &State) -> Option<Move> {
    let player = &state.players[state.to_move];
    let plans = reserved(game, state);
    let pieces: Vec<OnCard> = plans
        .iter()
        .map(|(i, f)| on(&player.cards[*i], f))
        .collect();
    if pieces.len() >= 2 && !state.master_used {
        return Some(Move::Master(pieces));
    }
    if pieces.len() >= 2
        && let Some(&card) = game.ambassadors(state).first()
    {
        let placements = pieces;
        return Some(Move::Ambassador { card, placements });
    }
    pieces.first().map(|p| Move::Place(*p))
}

/// Ghost expansion: the decomposition (with placements) that completes the most points of
/// cards at once.
fn completing_decomposition(game: &ProjectL, state: &State) -> Option<Move> {
    let p = state.to_move;
    let points = |s: &State| -> u32 {
        s.players[p]
            .completed
            .iter()
            .map(|&c| game.deck.cards()[c as usize].points + 1)
            .sum()
    };
    let now = points(state);
    game.decompose_moves(state)
        .into_iter()
        .filter_map(|mv| {
            let after = game.play(state, &mv).ok()?;
            let gain = points(&after).checked_sub(now).filter(|&g| g > 0)?;
            Some((gain, mv))
        })
        .max_by_key(|(gain, _)| *gain)
        .map(|(_, mv)| mv)
}

/// Ghost expansion: the level-up after which the supply completes the most value of the
/// cards held; ties to more cells.
fn best_level_up(game: &ProjectL, state: &State) -> Option<Move> {
    let player = &state.players[state.to_move];
    game.level_up_moves(state)
        .into_iter()
        .filter_map(|mv| {
            let Move::LevelUp { from, to } = mv else {
                return None;
            };
            let mut supply = player.supply;
            supply.remove(from);
            supply.add(to, 1);
            Some((completable(game, state, &supply), supply.cells(), mv))
        })
        .max_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)))
        .map(|(_, _, mv)| mv)
}

/// The offered card worth most per cell, preferring ones the supply can complete.
fn best_offer(game: &ProjectL, state: &State) -> Option<u16> {
    let player = &state.players[state.to_move];
    let ending = state.last_turn.is_some();
    // Near the end, only cards the supply can complete.
    let score = |card: u16| {
        let fitter = &game.fitters[card as usize];
        let fits = fitter.fits(&player.supply, 0);
        let cells = f64::from(fitter.hole().count_ones());
        let score = (value(game, card) + 1.0) / cells + if fits { 1.0 } else { 0.0 };
        (fits || !ending).then_some((card, score))
    };
    crate::project_l::game::offered_cards(state)
        .into_iter()
        .filter_map(score)
        .max_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(c, _)| c)
}

/// The acquisition after which the supply completes the most value; ties to more cells.
fn best_acquisition(game: &ProjectL, state: &State) -> Option<Action> {
    let player = &state.players[state.to_move];
    let worth = |supply: &Supply| (completable(game, state, supply), supply.cells());
    game.acquisitions(&player.supply, &state.bank)
        .into_iter()
        .filter(|a| {
            let kind = crate::project_l::game::acquired(a);
            !game.locked(state, state.to_move, kind) && !crate::project_l::is_ghost(kind)
        })
        .map(|action| {
            let (mut supply, mut bank) = (player.supply, state.bank);
            action
                .apply(game.edition_for(&action), &mut supply, &mut bank)
                .ok();
            (action, worth(&supply))
        })
        .max_by(|a, b| a.1.0.total_cmp(&b.1.0).then(a.1.1.cmp(&b.1.1)))
        .map(|(action, _)| action)
}
