//! The solo game's virtual opponent: the 3×3 grid with lock pieces above its columns, the
//! opponent's turn (take the best card from an unlocked column, lock it with its supply and a
//! piece from each other column), and the end (one more turn for you once the deck is empty,
//! then the opponent's last turn, then finishing touches).

use super::state::{CardIndex, Offer, Phase, State};
use super::{Difficulty, Illegal, ProjectLGame};
use crate::project_l::{Kind, Supply};

/// White and black cards in the solo deck.
const WHITE: usize = 15;
const BLACK: usize = 10;
/// Lock pieces above the three columns at the start.
const LOCKS: [u32; 3] = [1, 2, 1];

/// The solo offer: 15 white cards on 10 black ones, 9 dealt into the grid; the locks and
/// the opponent's pieces come from the bank.
pub fn setup(
    white: &mut Vec<CardIndex>,
    black: &mut Vec<CardIndex>,
    difficulty: Difficulty,
    bank: &mut Supply,
) -> Offer {
    let mut deck: Vec<CardIndex> = black[..BLACK].to_vec();
    deck.extend_from_slice(&white[..WHITE]);
    white.clear();
    black.clear();
    let grid = std::array::from_fn(|_| deck.pop());
    let taken = LOCKS.iter().sum::<u32>() + difficulty.opponent_pieces();
    for _ in 0..taken {
        bank.remove(Kind::O1);
    }
    Offer::Solo {
        deck,
        grid,
        locks: LOCKS,
        opponent_supply: difficulty.opponent_pieces(),
        opponent_pile: Vec::new(),
    }
}

/// You take a card from the grid: a lock piece above its column goes to the opponent.
pub fn take_card(game: &ProjectLGame, state: &mut State, card: CardIndex) -> Result<(), Illegal> {
    let Offer::Solo {
        deck,
        grid,
        locks,
        opponent_supply,
        ..
    } = &mut state.offer
    else {
        unreachable!("solo offers only");
    };
    let slot = grid
        .iter()
        .position(|s| *s == Some(card))
        .ok_or_else(|| Illegal::NotInGrid(game.card_id(card).into()))?;
    grid[slot] = deck.pop();
    let column = slot % 3;
    if locks[column] > 0 {
        locks[column] -= 1;
        *opponent_supply += 1;
    }
    Ok(())
}

/// After your turn: the opponent plays, and the end comes one full turn of yours after the
/// deck runs out, followed by the opponent's last turn and your finishing touches.
pub fn after_player_turn(game: &ProjectLGame, state: &mut State, this_turn: u32) {
    opponent_turn(game, state);
    if state.last_turn == Some(this_turn) {
        state.phase = Phase::Touches(0);
        return;
    }
    let Offer::Solo { deck, .. } = &state.offer else {
        unreachable!("solo offers only");
    };
    if deck.is_empty() && state.last_turn.is_none() {
        state.last_turn = Some(state.turns_played);
    }
}

/// The opponent takes the highest-points card of an unlocked column (the first in reading
/// order among equals) to its pile, and locks that column with all its supply and one piece
/// from each other column; with every column locked it returns a piece of each to the bank.
fn opponent_turn(game: &ProjectLGame, state: &mut State) {
    let Offer::Solo {
        deck,
        grid,
        locks,
        opponent_supply,
        opponent_pile,
    } = &mut state.offer
    else {
        unreachable!("solo offers only");
    };
    let Some((slot, card)) = opponent_target(game, grid, locks) else {
        for lock in locks.iter_mut().filter(|l| **l > 0) {
            *lock -= 1;
            state.bank.add(Kind::O1, 1);
        }
        return;
    };
    opponent_pile.push(card);
    grid[slot] = deck.pop();
    let column = slot % 3;
    let mut moved = std::mem::take(opponent_supply);
    for other in (0..3).filter(|&c| c != column) {
        if locks[other] > 0 {
            locks[other] -= 1;
            moved += 1;
        }
    }
    locks[column] += moved;
}

/// The grid slot and card the opponent takes next: the highest-points card of an unlocked
/// column, the first in reading order among equals.
pub fn opponent_target(
    game: &ProjectLGame,
    grid: &[Option<CardIndex>; 9],
    locks: &[u32; 3],
) -> Option<(usize, CardIndex)> {
    let points = |card: CardIndex| game.deck.cards()[card as usize].points;
    (0..9)
        .filter(|&slot| locks[slot % 3] == 0)
        .filter_map(|slot| grid[slot].map(|card| (slot, card)))
        .max_by_key(|&(slot, card)| (points(card), std::cmp::Reverse(slot)))
}

/// The opponent's score: the points of its pile.
pub fn opponent_score(game: &ProjectLGame, state: &State) -> i64 {
    match &state.offer {
        Offer::Solo { opponent_pile, .. } => opponent_pile
            .iter()
            .map(|&c| i64::from(game.deck.cards()[c as usize].points))
            .sum(),
        Offer::Rows { .. } => 0,
    }
}
