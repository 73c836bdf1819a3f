//! The solo game's virtual opponent: the 3×3 grid with lock pieces above its columns, the
//! opponent's turn (take the best card from an unlocked column, lock it with its supply and a
//! piece from each other column), and the end (one more turn for you once the deck is empty,
//! then the opponent's last turn, then finishing touches).

use super::state::{CardIndex, Offer, Phase, State};
use super::{Difficulty, Illegal, ProjectL};
use crate::project_l::{Kind, Supply};

/// Lock and opponent pieces, as the setup hands them out (from the bank).
pub struct SoloPieces {
    pub locks: [Supply; 3],
    pub opponent: Supply,
}

impl SoloPieces {
    /// The base solo game's: `O1`s only, the opponent's by difficulty.
    pub fn base(difficulty: Difficulty) -> SoloPieces {
        let mut opponent = Supply::new();
        opponent.add(Kind::O1, difficulty.opponent_pieces());
        SoloPieces {
            locks: LOCKS.map(|n| {
                let mut lock = Supply::new();
                lock.add(Kind::O1, n);
                lock
            }),
            opponent,
        }
    }
}

/// The highest-level piece of `pieces` (the one that moves first), if any.
pub fn highest(pieces: &Supply) -> Option<Kind> {
    pieces
        .iter()
        .map(|(k, _)| k)
        .max_by_key(|k| (k.level(), *k))
}

/// Moves the highest-level piece of `from` out; which it was.
fn take_highest(from: &mut Supply) -> Option<Kind> {
    let kind = highest(from)?;
    from.remove(kind);
    Some(kind)
}

/// White and black cards in the solo deck.
const WHITE: usize = 15;
pub const BLACK: usize = 10;
/// Lock pieces above the three columns at the start.
const LOCKS: [u32; 3] = [1, 2, 1];

/// The solo offer: 15 white cards on 10 black ones, 9 dealt into the grid; the locks and
/// the opponent's pieces come from the bank.
pub fn setup(
    white: &mut Vec<CardIndex>,
    black: &mut Vec<CardIndex>,
    pieces: SoloPieces,
    bank: &mut Supply,
) -> Offer {
    let mut deck: Vec<CardIndex> = black[..BLACK].to_vec();
    deck.extend_from_slice(&white[..WHITE]);
    white.clear();
    black.clear();
    let grid = std::array::from_fn(|_| deck.pop());
    let taken = pieces
        .locks
        .iter()
        .fold(pieces.opponent, |all, l| all.plus(l));
    *bank = bank.minus(&taken).expect("the bank was checked");
    Offer::Solo {
        deck,
        grid,
        locks: pieces.locks,
        opponent_supply: pieces.opponent,
        opponent_pile: Vec::new(),
        opponent_face_down: Vec::new(),
        opponent_beaten: false,
    }
}

/// You take a card from the grid: a lock piece above its column goes to the opponent.
pub fn take_card(game: &ProjectL, state: &mut State, card: CardIndex) -> Result<(), Illegal> {
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
    if let Some(kind) = take_highest(&mut locks[slot % 3]) {
        opponent_supply.add(kind, 1);
    }
    Ok(())
}

/// After your turn: the opponent plays, and the end comes one full turn of yours after the
/// deck runs out, followed by the opponent's last turn and your finishing touches.
pub fn after_player_turn(game: &ProjectL, state: &mut State, this_turn: u32) {
    opponent_turn(game, state);
    let Offer::Solo { deck, .. } = &state.offer else {
        unreachable!("solo offers only");
    };
    if deck.is_empty() && state.last_turn.is_none() {
        state.last_turn = Some(state.turns_played);
    }
    state.phase = after_turns(state, this_turn);
    // Aggressive solo: the lock pieces that left attack you now.
    if !state.attacks.is_empty() {
        game.next_attack(state);
    }
}

/// The phase once your turn (and any attacks on you) is over: your finishing touches
/// after the last turn, else your next turn.
pub fn after_turns(state: &State, this_turn: u32) -> Phase {
    match state.last_turn {
        Some(last) if last <= this_turn => Phase::Touches(0),
        _ => Phase::Turns,
    }
}

/// The opponent takes the highest-points card of an unlocked column (the first in reading
/// order among equals) to its pile, and locks that column with all its supply and one piece
/// from each other column; with every column locked it returns a piece of each to the bank
/// (in aggressive solo, each attacks you with its level). Pieces move highest level first.
fn opponent_turn(game: &ProjectL, state: &mut State) {
    let Offer::Solo {
        deck,
        grid,
        locks,
        opponent_supply,
        opponent_pile,
        ..
    } = &mut state.offer
    else {
        unreachable!("solo offers only");
    };
    let Some((slot, card)) = opponent_target(game, grid, locks) else {
        for lock in locks.iter_mut() {
            if let Some(kind) = take_highest(lock) {
                state.bank.add(kind, 1);
                if game.aggressive_solo() {
                    state.attacks.push(kind.level());
                }
            }
        }
        return;
    };
    opponent_pile.push(card);
    grid[slot] = deck.pop();
    let column = slot % 3;
    let mut moved = std::mem::take(opponent_supply);
    for other in (0..3).filter(|&c| c != column) {
        if let Some(kind) = take_highest(&mut locks[other]) {
            moved.add(kind, 1);
        }
    }
    locks[column] = locks[column].plus(&moved);
}

/// The grid slot and card the opponent takes next: the highest-points card of an unlocked
/// column, the first in reading order among equals.
pub fn opponent_target(
    game: &ProjectL,
    grid: &[Option<CardIndex>; 9],
    locks: &[Supply; 3],
) -> Option<(usize, CardIndex)> {
    let points = |card: CardIndex| game.deck.cards()[card as usize].points;
    (0..9)
        .filter(|&slot| locks[slot % 3].pieces() == 0)
        .filter_map(|slot| grid[slot].map(|card| (slot, card)))
        .max_by_key(|&(slot, card)| (points(card), std::cmp::Reverse(slot)))
}

/// The opponent's score: the points of its pile (face-up cards only: aggressive solo).
pub fn opponent_score(game: &ProjectL, state: &State) -> i64 {
    match &state.offer {
        Offer::Solo {
            opponent_pile,
            opponent_face_down,
            ..
        } => opponent_pile
            .iter()
            .filter(|c| !opponent_face_down.contains(c))
            .map(|&c| i64::from(game.deck.cards()[c as usize].points))
            .sum(),
        Offer::Rows { .. } | Offer::Sides { .. } => 0,
    }
}
