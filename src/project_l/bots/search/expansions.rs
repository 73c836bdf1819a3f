//! The search bot's candidates from the Ghost and Ambassador expansions, a few each so
//! that the playouts decide: with a level-up waiting, one raise of each supply piece (the
//! first kind listed, a ghost when it reaches level 5), ↗'s first two-piece form under the
//! revised rules, and declining; in a turn, the ambassador action that makes at once the
//! placements `planner`'s plan makes first on each card (see [`planned_ambassador`]), the
//! ambassador action and the decomposition that place the most cells, and each ghost
//! piece's first placement.

use super::CANDIDATE_PLAN_LIMIT;
use crate::project_l::game::{Move, OnCard, ProjectL, State};
use crate::project_l::{Kind, is_ghost};

/// The most raises of single pieces given playouts (each supply kind raised once, the
/// first kinds listed); declining and the first pair come on top.
const LEVEL_UP_RAISES: usize = 5;

/// The expansions' candidates for the player to move.
pub fn candidates(game: &ProjectL, state: &State) -> Vec<Move> {
    if !state.level_ups.is_empty() {
        return level_ups(game, state);
    }
    let mut moves = Vec::new();
    moves.extend(planned_ambassador(game, state));
    moves.extend(most_cells(game.ambassador_moves(state)));
    moves.extend(most_cells(game.decompose_moves(state)));
    moves.extend(ghost_placements(game, state));
    moves
}

/// One raise of each supply kind (the first [`LEVEL_UP_RAISES`]), declining, and the first
/// two-piece form.
fn level_ups(game: &ProjectL, state: &State) -> Vec<Move> {
    let mut raised: Vec<Kind> = Vec::new();
    let (mut pair, mut decline) = (None, None);
    let mut moves = Vec::new();
    for mv in game.level_up_moves(state) {
        match mv {
            Move::LevelUp { from, .. } if !raised.contains(&from) => {
                raised.push(from);
                moves.push(mv);
            }
            Move::LevelUpPair(_) if pair.is_none() => pair = Some(mv),
            Move::LevelUpDecline => decline = Some(mv),
            _ => {}
        }
    }
    // Declining stays a candidate however many kinds the supply holds.
    moves.truncate(LEVEL_UP_RAISES);
    moves.extend(decline);
    moves.extend(pair);
    moves
}

/// The move whose placements cover the most cells (the first of those listed).
fn most_cells(moves: Vec<Move>) -> Option<Move> {
    let cells = |mv: &Move| -> u32 {
        let placements: &[OnCard] = match mv {
            Move::Ambassador { placements, .. } | Move::Decompose { placements, .. } => placements,
            _ => &[],
        };
        placements.iter().map(|p| p.piece.kind.level()).sum()
    };
    let mut best: Option<(u32, Move)> = None;
    for mv in moves {
        let c = cells(&mv);
        if best.as_ref().is_none_or(|(b, _)| c > *b) {
            best = Some((c, mv));
        }
    }
    best.map(|(_, mv)| mv)
}

/// Each ghost kind in the supply, placed on the first card and cells it fits.
fn ghost_placements(game: &ProjectL, state: &State) -> Vec<Move> {
    let player = &state.players[state.to_move];
    if !player.supply.iter().any(|(k, _)| is_ghost(k)) {
        return Vec::new();
    }
    let mut placed: Vec<Kind> = Vec::new();
    let mut moves = Vec::new();
    for on in game.placements(&player.cards, &player.supply) {
        let kind = on.piece.kind;
        if is_ghost(kind) && !placed.contains(&kind) {
            placed.push(kind);
            moves.push(Move::Place(on));
        }
    }
    moves
}

/// The ambassador action of the first completed `M` card whose action is unused, making
/// now, one on each card, the placements `planner`'s plan for the cards held makes first
/// on them with pieces in the supply — placements the plan wants anyway, in one action
/// instead of several. None unless at least two such placements exist: an ambassador
/// action placing one piece is a place action spent.
pub fn planned_ambassador(game: &ProjectL, state: &State) -> Option<Move> {
    let card = *game.ambassadors(state).first()?;
    let plan = super::super::plans::plan_moves(game, state, None, CANDIDATE_PLAN_LIMIT)?;
    let placements = first_on_each_card(&plan, state.players[state.to_move].supply);
    (placements.len() >= 2).then_some(Move::Ambassador { card, placements })
}

/// The plan's first placement on each card, while that piece is in `supply` (a card whose
/// first placement is not is skipped: the plan's later placements on it assume that one).
fn first_on_each_card(plan: &[Move], mut supply: crate::project_l::Supply) -> Vec<OnCard> {
    let mut seen: Vec<u16> = Vec::new();
    let mut chosen = Vec::new();
    let placed = plan.iter().flat_map(|mv| match mv {
        Move::Place(on) => std::slice::from_ref(on),
        Move::Master(ons) => ons.as_slice(),
        _ => &[],
    });
    for on in placed {
        if seen.contains(&on.card) {
            continue;
        }
        seen.push(on.card);
        if supply.remove(on.piece.kind) {
            chosen.push(*on);
        }
    }
    chosen
}
