//! The rules of Структура 25 on a [`State`]: the legal moves of the player to move, and
//! playing a move (or saying why it is illegal). The turn structure — a move, then after an
//! uncancelled collapse the die and the choice of chips to remove — lives here.

use super::combo::{self, Activation, Combo};
use super::grid::{self, Cells, bit};
use super::illegal::Illegal;
use super::moves::{Move, combo_text};
use super::readings::{Correction, Line2, Stalemate};
use super::state::{AFTER_COLLAPSE, Phase, State, TARGET, chips_for_face};

/// Who won a finished game: the player at 25, or the highest scores (nobody with
/// `stalemate: draw`).
pub fn winners(state: &State) -> Vec<usize> {
    if let Some(w) = state.winner {
        return vec![w];
    }
    if state.readings.stalemate == Stalemate::Draw {
        return Vec::new();
    }
    let best = state.active().iter().map(|s| s.score).max().unwrap_or(0);
    (0..state.players())
        .filter(|&p| state.sides[p].score == best)
        .collect()
}

/// Whether an activation collapses: a spiral always does, anything else when it takes the
/// score above 25.
pub fn collapses(state: &State, player: usize, activation: &Activation) -> bool {
    activation.is_spiral() || state.sides[player].score + activation.points > TARGET
}

/// Whether the activation wins at once: exactly 25 with no collapse, or (with `correction:
/// no-cap`) with the collapse cancelled by a token.
pub fn wins(state: &State, player: usize, activation: &Activation, token: bool) -> bool {
    let cancelled = token && state.readings.correction == Correction::NoCap;
    state.sides[player].score + activation.points == TARGET
        && (cancelled || !collapses(state, player, activation))
}

/// Whether the player will hold a token to spend on this activation's collapse (a cluster's
/// own token counts: it is received before the collapse check).
pub fn token_at_hand(state: &State, player: usize, activation: &Activation) -> bool {
    let side = &state.sides[player];
    side.held > 0
        || (activation.is_cluster()
            && !side.spent.cluster
            && state.supply > 0
            && side.earned < super::state::MAX_EARNED)
}

/// Every activation open to the player now: each empty cell with each combination the chip
/// placed there would complete.
pub fn activations(state: &State, player: usize) -> Vec<(usize, Activation)> {
    let side = &state.sides[player];
    if side.hand == 0 {
        return Vec::new();
    }
    grid::cells(state.empty())
        .flat_map(|cell| {
            combo::containing(side.chips | bit(cell), cell, state.spent_for(player))
                .into_iter()
                .map(move |a| (cell, a))
        })
        .collect()
}

/// The activation a legal `activate` move names (the chip placed on its cell).
pub fn activation_of(state: &State, player: usize, chip: usize, combo: Combo) -> Activation {
    let side = &state.sides[player];
    combo::find(side.chips | bit(chip), chip, combo::Spent::default(), combo)
        .expect("a legal activation")
}

/// The legal moves: on a chance turn or at the end, none.
pub fn legal_moves(state: &State) -> Vec<Move> {
    if state.is_over() {
        return Vec::new();
    }
    let player = state.to_move;
    match state.phase {
        Phase::Roll => Vec::new(),
        Phase::Remove(count) => subsets(state.sides[player].chips, count)
            .into_iter()
            .map(Move::Remove)
            .collect(),
        Phase::Move if !state.can_place(player) => vec![Move::Pass],
        Phase::Move => placements(state, player),
    }
}

fn placements(state: &State, player: usize) -> Vec<Move> {
    let empty = state.empty();
    let mut moves = Vec::new();
    for (cell, a) in activations(state, player) {
        let chip = cell as u8;
        moves.push(Move::Activate {
            chip,
            combo: a.combo,
            token: false,
        });
        if collapses(state, player, &a) && token_at_hand(state, player, &a) {
            moves.push(Move::Activate {
                chip,
                combo: a.combo,
                token: true,
            });
        }
    }
    if state.sides[player].hand >= 2 {
        for a in grid::cells(empty) {
            for b in grid::cells(empty & !grid::around(a) & !((bit(a) << 1) - 1)) {
                moves.push(Move::Build(a as u8, b as u8));
            }
        }
    }
    moves.extend(grid::cells(empty).map(|c| Move::Quiet(c as u8)));
    moves
}

/// The state after a move, or why the move is illegal.
pub fn play(state: &State, mv: &Move) -> Result<State, Illegal> {
    if state.is_over() {
        return Err(Illegal::GameOver);
    }
    let player = state.to_move;
    let mut next = state.clone();
    match (state.phase, *mv) {
        (Phase::Roll, Move::Roll(face)) => roll(&mut next, face)?,
        (Phase::Roll, _) => return Err(Illegal::RollFirst),
        (Phase::Remove(count), Move::Remove(chips)) => remove(&mut next, count, chips)?,
        (Phase::Remove(count), _) => {
            return Err(Illegal::RemoveFirst {
                player: player + 1,
                count,
            });
        }
        (Phase::Move, Move::Roll(_)) => return Err(Illegal::NoRoll),
        (Phase::Move, Move::Remove(_)) => return Err(Illegal::NoRemoval),
        (Phase::Move, Move::Pass) => {
            if state.can_place(player) {
                return Err(Illegal::CannotPass { player: player + 1 });
            }
            next.end_turn();
        }
        (Phase::Move, Move::Build(a, b)) => build(&mut next, a as usize, b as usize)?,
        (Phase::Move, Move::Quiet(c)) => quiet(&mut next, c as usize)?,
        (Phase::Move, Move::Activate { chip, combo, token }) => {
            activate(&mut next, chip as usize, combo, token)?
        }
    }
    Ok(next)
}

/// Puts one of the player's chips on an empty cell.
fn place(state: &mut State, cell: usize, needed: u8) -> Result<(), Illegal> {
    let player = state.to_move;
    let hand = state.sides[player].hand;
    if hand < needed {
        return Err(Illegal::NotEnoughChips {
            player: player + 1,
            hand,
            needed,
        });
    }
    if state.occupied() & bit(cell) != 0 {
        return Err(Illegal::Occupied(grid::name(cell)));
    }
    let side = &mut state.sides[player];
    side.chips |= bit(cell);
    side.hand -= 1;
    Ok(())
}

fn build(state: &mut State, a: usize, b: usize) -> Result<(), Illegal> {
    if a == b {
        return Err(Illegal::SameCell);
    }
    // A cell taken is the mistake to tell first: two taken cells side by side do "touch",
    // but that is not why the build fails.
    if let Some(taken) = [a, b].into_iter().find(|&c| state.empty() & bit(c) == 0) {
        return Err(Illegal::Occupied(grid::name(taken)));
    }
    if grid::around(a) & bit(b) != 0 {
        return Err(Illegal::Touching(grid::name(a), grid::name(b)));
    }
    place(state, a, 2)?;
    place(state, b, 1)?;
    state.end_turn();
    Ok(())
}

fn quiet(state: &mut State, cell: usize) -> Result<(), Illegal> {
    place(state, cell, 1)?;
    let player = state.to_move;
    if !state.sides[player].spent.quiet {
        state.sides[player].spent.quiet = true;
        state.earn_token(player);
    }
    state.end_turn();
    Ok(())
}

fn activate(state: &mut State, chip: usize, combo: Combo, token: bool) -> Result<(), Illegal> {
    let player = state.to_move;
    let before = state.clone();
    place(state, chip, 1)?;
    let activation = find(state, player, chip, combo)?;
    if token && !collapses(&before, player, &activation) {
        return Err(Illegal::TokenWithoutCollapse);
    }
    if token && !token_at_hand(&before, player, &activation) {
        return Err(Illegal::NoToken { player: player + 1 });
    }
    score(state, player, &activation);
    if wins(&before, player, &activation, token) {
        state.winner = Some(player);
    }
    if collapses(&before, player, &activation) {
        let side = &mut state.sides[player];
        // With `correction: no-cap` a cancelled collapse leaves the score as it is.
        if !token || state.readings.correction == Correction::Cap {
            side.score = side.score.min(AFTER_COLLAPSE);
        }
        if !token {
            state.phase = Phase::Roll;
            return Ok(());
        }
        side.held -= 1;
    }
    state.end_turn();
    Ok(())
}

/// The activation named, or why it is not one (spent, or not a combination of the chips).
fn find(state: &State, player: usize, chip: usize, combo: Combo) -> Result<Activation, Illegal> {
    let side = &state.sides[player];
    let unspent = combo::Spent::default();
    let Some(found) = combo::find(side.chips, chip, unspent, combo) else {
        return Err(Illegal::NoSuchCombination {
            combo: combo_text(combo),
            chip: grid::name(chip),
            player: player + 1,
            why: combo::why_not((side.chips, state.occupied()), chip, combo),
        });
    };
    if found.is_line2() && state.spent_for(player).line2 {
        return Err(match state.readings.line2 {
            Line2::Once if !side.spent.line2 => Illegal::Line2Gone,
            _ => Illegal::Line2Spent { player: player + 1 },
        });
    }
    if found.is_cluster() && side.spent.cluster {
        return Err(Illegal::ClusterSpent { player: player + 1 });
    }
    Ok(found)
}

/// Adds the activation's points, marks once-per-game combinations, gives a cluster's token.
fn score(state: &mut State, player: usize, activation: &Activation) {
    let side = &mut state.sides[player];
    side.score += activation.points;
    if activation.is_line2() {
        side.spent.line2 = true;
    }
    if activation.is_cluster() {
        side.spent.cluster = true;
        state.earn_token(player);
    }
}

fn roll(state: &mut State, face: u8) -> Result<(), Illegal> {
    if !(1..=6).contains(&face) {
        return Err(Illegal::Face(face));
    }
    let player = state.to_move;
    let count = chips_for_face(face);
    let chips = state.sides[player].chips;
    if chips.count_ones() <= u32::from(count) {
        state.take_back(player, chips);
        state.end_turn();
    } else {
        state.phase = Phase::Remove(count);
    }
    Ok(())
}

fn remove(state: &mut State, count: u8, chips: Cells) -> Result<(), Illegal> {
    let player = state.to_move;
    let own = state.sides[player].chips;
    if let Some(other) = grid::cells(chips & !own).next() {
        return Err(Illegal::NotOwnChip {
            cell: grid::name(other),
            player: player + 1,
        });
    }
    if chips.count_ones() != u32::from(count) {
        return Err(Illegal::RemoveCount {
            expected: count,
            given: chips.count_ones(),
        });
    }
    state.take_back(player, chips);
    state.end_turn();
    Ok(())
}

/// Every subset of `count` cells of a set, in order of their lowest cells.
fn subsets(set: Cells, count: u8) -> Vec<Cells> {
    if count == 0 {
        return vec![0];
    }
    let mut out = Vec::new();
    for first in grid::cells(set) {
        let later = set & !((bit(first) << 1) - 1);
        out.extend(
            subsets(later, count - 1)
                .into_iter()
                .map(|s| s | bit(first)),
        );
    }
    out
}
