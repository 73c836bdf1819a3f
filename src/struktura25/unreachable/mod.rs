//! Proofs, made before any search, that a player can never reach exactly 25 whatever the
//! number of turns, in `s25 path`'s model (the other players place nothing, so their
//! chips are fixed blockers). Each proof rests on something the rules make monotone:
//!
//! - **The score only climbs until it is dead.** A score changes only when a combination
//!   is activated, by that combination's points (all of them positive); a collapse then
//!   turns 25 or more into 24 (or, with `correction: no-cap` and a token, leaves a score
//!   above 25 as it is). From 24 every combination (3 points at least) overshoots and
//!   collapses back to 24, and above 25 the score can only grow, so once the score passes
//!   24 without winning it never wins. So a win is a run of activations whose points add
//!   up to exactly the points still needed, the last of them not collapsing.
//! - **Once-per-game combinations never come back.** The spent line of 2 and cluster stay
//!   spent (with `line2: once` the line of 2 is gone for everybody once anyone used it),
//!   and lines cannot be longer than the longest run of cells free of other colours, nor
//!   a spiral bigger than a free cell's free neighbours allow.
//! - **Chips leave the grid only through a collapse**, and a collapse needs an
//!   activation. Before the player's first activation their chips are those on the grid
//!   now plus at most the chips in hand, and that activation must hold a chip just placed.

use super::combo::{CLUSTER_POINTS, Spent, line_points};
use super::grid::{self, Cells, SIDE};
use super::readings::Correction;
use super::state::{AFTER_COLLAPSE, State, TARGET};
use crate::wording::count;
use std::fmt;

/// Why 25 can never be reached.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unreachable {
    /// The player already has 25.
    AlreadyThere,
    /// No combination (two chips side by side at least) fits among the other colours.
    NoTwoFreeCells,
    /// At 24 only a combination worth 1 would win, and none is.
    AtTwentyFour,
    /// Every combination still available is worth more than the points needed.
    EveryCombinationOvershoots { need: u8, least: u8 },
    /// The points needed are no sum of the combinations left ending without a collapse.
    NoSumOfCombinationsLeft { need: u8 },
    /// The chips on the grid and in hand can never form a combination.
    NothingCanBeBuilt { on_grid: u32, hand: u8 },
    /// No spiral can be built, so no chip comes back to hand, and the chips in hand
    /// allow too few activations for the points needed.
    TooFewChips { need: u8, hand: u8 },
    /// The player's turns before the 60-turn cap were all searched.
    TurnCap { left: u32 },
}

impl fmt::Display for Unreachable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unreachable::AlreadyThere => f.write_str("the score is already 25"),
            Unreachable::NoTwoFreeCells => {
                f.write_str("no two free cells side by side: no combination can be made")
            }
            Unreachable::AtTwentyFour => f.write_str("24 points: no combination is worth 1"),
            Unreachable::EveryCombinationOvershoots { need, least } => write!(
                f,
                "every combination left would take the score past 25 ({need} points needed, \
                 the smallest left is worth {least})"
            ),
            Unreachable::NoSumOfCombinationsLeft { need } => write!(
                f,
                "the {need} points still needed are no sum of the combinations left (the last \
                 one must not collapse)"
            ),
            Unreachable::NothingCanBeBuilt { on_grid, hand } => write!(
                f,
                "no combination can be built with the chips left ({on_grid} on the grid, \
                 {hand} in hand)"
            ),
            Unreachable::TooFewChips { need, hand } => write!(
                f,
                "the {need} points still needed take more activations than the {} in hand \
                 allow (no spiral can be built, so no chip comes back)",
                count(u32::from(*hand), "chip")
            ),
            Unreachable::TurnCap { left } => write!(
                f,
                "not within the {left} turns the player has left before the 60-turn cap"
            ),
        }
    }
}

/// The first proof that `player` can never reach 25 from `state`, if one applies.
pub fn proof(state: &State, player: usize) -> Option<Unreachable> {
    let side = &state.sides[player];
    let blockers = state.occupied() & !side.chips;
    if side.score >= TARGET {
        return Some(Unreachable::AlreadyThere);
    }
    if longest_free_run(blockers) < 2 {
        return Some(Unreachable::NoTwoFreeCells);
    }
    if side.score == AFTER_COLLAPSE {
        return Some(Unreachable::AtTwentyFour);
    }
    let need = TARGET - side.score;
    let left = Increments::left(state, player, blockers);
    if let Some(reason) = left.cannot_add_up_to(need) {
        return Some(reason);
    }
    let chips = Chips::of(state, player, blockers);
    if !chips.can_build(&all_shapes(state.spent_for(player))) {
        return Some(Unreachable::NothingCanBeBuilt {
            on_grid: side.chips.count_ones(),
            hand: side.hand,
        });
    }
    if !chips.can_build(&spiral_shapes().collect::<Vec<_>>())
        && !left
            .without_spirals()
            .reach_within(need, u32::from(side.hand))
    {
        return Some(Unreachable::TooFewChips {
            need,
            hand: side.hand,
        });
    }
    None
}

/// The points the combinations still open to a player can add, by how often they can be
/// activated and whether they may be the last. A spiral always collapses, so it may end a
/// win only with `correction: no-cap` (and a token; allowed here whatever the tokens, so
/// the proof stays sound).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Increments {
    /// Lines of 3 to 5: as often as the player likes.
    lines: Vec<u8>,
    /// Spirals of 4 and 5 chips: as often as the player likes, each collapsing.
    spirals: Vec<u8>,
    /// The line of 2 and the cluster, if unspent: once each.
    once: Vec<u8>,
    /// Whether a collapse to exactly 25 can win (`correction: no-cap`).
    collapse_may_win: bool,
}

impl Increments {
    /// What is left to `player`: lines as long as a run of cells free of other colours
    /// allows (at most 5), spirals where a free cell has 3 or 4 free neighbours, and the
    /// unspent once-per-game line of 2 and cluster (the cluster where a free 2×2 is).
    fn left(state: &State, player: usize, blockers: Cells) -> Increments {
        let spent = state.spent_for(player);
        let line_max = longest_free_run(blockers).min(5);
        let spirals = [3, 4]
            .into_iter()
            .filter(|&arms| most_free_neighbours(blockers) >= arms)
            .map(|arms| 1 + arms as u8)
            .collect();
        let mut once = Vec::new();
        if !spent.line2 && line_max >= 2 {
            once.push(line_points(2));
        }
        if !spent.cluster && free_square_exists(blockers) {
            once.push(CLUSTER_POINTS);
        }
        Increments {
            lines: (3..=line_max).map(line_points).collect(),
            spirals,
            once,
            collapse_may_win: state.readings.correction == Correction::NoCap,
        }
    }

    /// The same with no spiral ever activated.
    fn without_spirals(&self) -> Increments {
        Increments {
            spirals: Vec::new(),
            ..self.clone()
        }
    }

    /// Why `need` points cannot be made of these increments, if they cannot.
    fn cannot_add_up_to(&self, need: u8) -> Option<Unreachable> {
        let all = self.lines.iter().chain(&self.spirals).chain(&self.once);
        match all.min().copied() {
            Some(least) if least > need => {
                Some(Unreachable::EveryCombinationOvershoots { need, least })
            }
            _ if !self.reach(need) => Some(Unreachable::NoSumOfCombinationsLeft { need }),
            _ => None,
        }
    }

    /// Whether `need` is a sum of the increments whose last one may win.
    fn reach(&self, need: u8) -> bool {
        self.reach_within(need, u32::MAX)
    }

    /// Whether `need` is a sum of at most `most` increments whose last one may win: a
    /// line, a spiral if a collapse may win, or one of the once-per-game ones; the rest
    /// made of lines, spirals and the other once-per-game ones.
    fn reach_within(&self, need: u8, most: u32) -> bool {
        let spirals_last = if self.collapse_may_win {
            &self.spirals[..]
        } else {
            &[]
        };
        let before_last = most.saturating_sub(1);
        let repeatable_last = (self.lines.iter().chain(spirals_last)).any(|&last| {
            most >= 1 && need >= last && self.sum_within(need - last, &self.once, before_last)
        });
        let once_last = (0..self.once.len()).any(|i| {
            let mut others = self.once.clone();
            let last = others.remove(i);
            most >= 1 && need >= last && self.sum_within(need - last, &others, before_last)
        });
        repeatable_last || once_last
    }

    /// Whether `total` is some of `once` (each at most once) plus lines and spirals, in
    /// at most `most` increments.
    fn sum_within(&self, total: u8, once: &[u8], most: u32) -> bool {
        let parts: Vec<u8> = self.lines.iter().chain(&self.spirals).copied().collect();
        let fewest = fewest_parts(&parts, total);
        (0..1u32 << once.len()).any(|subset| {
            let used: Vec<u8> = (0..once.len())
                .filter(|i| subset & (1 << i) != 0)
                .map(|i| once[i])
                .collect();
            let points: u8 = used.iter().sum();
            points <= total
                && fewest[usize::from(total - points)]
                    .is_some_and(|n| n.saturating_add(used.len() as u32) <= most)
        })
    }
}

/// For each total up to `most`, the fewest `parts` (each usable any number of times) that
/// add up to it, if any do (0 takes none).
fn fewest_parts(parts: &[u8], most: u8) -> Vec<Option<u32>> {
    let mut fewest = vec![None; usize::from(most) + 1];
    fewest[0] = Some(0);
    for total in 1..fewest.len() {
        fewest[total] = (parts.iter().map(|&p| usize::from(p)))
            .filter(|&p| total >= p)
            .filter_map(|p| fewest[total - p].map(|n: u32| n + 1))
            .min();
    }
    fewest
}

/// The chips a player can ever have on the grid before their first activation: those on
/// it now plus at most those in hand, on cells free of other colours.
struct Chips {
    own: Cells,
    hand: u8,
    blockers: Cells,
}

impl Chips {
    fn of(state: &State, player: usize, blockers: Cells) -> Chips {
        let side = &state.sides[player];
        Chips {
            own: side.chips,
            hand: side.hand,
            blockers,
        }
    }

    /// Whether one of the shapes lies on cells free of other colours and needs between
    /// 1 and the chips in hand placed. Until the player's first activation no chip
    /// leaves the grid (only a collapse removes chips), and that activation holds a chip
    /// just placed; so a combination of a kind whose smallest shapes (a line of 2 or 3,
    /// a 2×2, a centre with 3 arms) are all out of reach can never be the first one.
    fn can_build(&self, shapes: &[Cells]) -> bool {
        shapes.iter().any(|&shape| {
            let to_place = (shape & !self.own).count_ones();
            shape & self.blockers == 0 && (1..=u32::from(self.hand)).contains(&to_place)
        })
    }
}

/// The smallest shape of every combination still open: lines of 2 (unless spent) and 3,
/// 2×2 squares (unless the cluster is spent), centres with 3 arms. Any combination holding
/// a given chip contains one of them holding that chip.
fn all_shapes(spent: Spent) -> Vec<Cells> {
    let shortest_line = if spent.line2 { 3 } else { 2 };
    let mut shapes: Vec<Cells> = runs_of(shortest_line).collect();
    if !spent.cluster {
        shapes.extend((0..grid::CELLS).filter_map(grid::square));
    }
    shapes.extend(spiral_shapes());
    shapes
}

/// Every run of `length` cells in a row or column.
fn runs_of(length: usize) -> impl Iterator<Item = Cells> {
    (0..grid::CELLS).flat_map(move |from| {
        let across = (grid::column(from) + length <= SIDE)
            .then(|| grid::segment(from, from + length - 1))
            .flatten();
        let down = (grid::row(from) + length <= SIDE)
            .then(|| grid::segment(from, from + (length - 1) * SIDE))
            .flatten();
        across.into_iter().chain(down)
    })
}

/// Every centre with 3 of its orthogonal neighbours (the smallest spiral): on an edge the
/// centre and all 3, inside it the centre and each 3 of its 4.
fn spiral_shapes() -> impl Iterator<Item = Cells> {
    (0..grid::CELLS).flat_map(|centre| {
        let arms = grid::beside(centre);
        let leave_out: Vec<Cells> = match arms.count_ones() {
            3 => vec![0],
            4 => grid::cells(arms).map(grid::bit).collect(),
            _ => Vec::new(),
        };
        (leave_out.into_iter()).map(move |out| grid::bit(centre) | (arms & !out))
    })
}

/// The most free neighbours any free cell has (free: not another colour's chip).
fn most_free_neighbours(blockers: Cells) -> u32 {
    grid::cells(grid::ALL & !blockers)
        .map(|c| (grid::beside(c) & !blockers).count_ones())
        .max()
        .unwrap_or(0)
}

/// Whether some 2×2 square is free of other colours.
fn free_square_exists(blockers: Cells) -> bool {
    (0..grid::CELLS)
        .filter_map(grid::square)
        .any(|s| s & blockers == 0)
}

/// The longest run of cells free of other colours in a row or column.
pub fn longest_free_run(blockers: Cells) -> u32 {
    let mut best = 0;
    for k in 0..SIDE {
        for step in [(k * SIDE, 1), (k, SIDE)] {
            let mut run = 0;
            for i in 0..SIDE {
                let cell = step.0 + i * step.1;
                run = if blockers & grid::bit(cell) == 0 {
                    run + 1
                } else {
                    0
                };
                best = best.max(run);
            }
        }
    }
    best
}

#[cfg(test)]
mod tests;
