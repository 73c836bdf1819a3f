//! What a player of Структура 25 wants to know about a position: every combination each
//! player could activate next turn, the lines of five still open to them and those
//! blocked, the moves that win now, the risk of each candidate move (the chance of each
//! collapse outcome), the best move by expectiminimax over the die, and optionally each
//! candidate's chance to win by playouts, with a 95% interval.

use super::combo::Activation;
use super::grid::{self, Cells};
use super::moves::Move;
use super::rules::{self, collapses};
use super::search;
use super::state::State;
use crate::exact_cover::Flow;
use crate::random::Rng;

/// A combination a player could activate next turn.
#[derive(Clone, Debug)]
pub struct Option25 {
    /// The cell the chip goes to.
    pub chip: usize,
    pub activation: Activation,
    pub collapses: bool,
    pub wins: bool,
}

/// A line of five cells, as seen by one player.
#[derive(Clone, Debug)]
pub struct FiveLine {
    pub from: usize,
    pub to: usize,
    /// The player's chips in it.
    pub own: u32,
    /// The players (from 0) whose chips block it; empty when open.
    pub blocked_by: Vec<usize>,
}

/// One player's prospects.
#[derive(Clone, Debug)]
pub struct Prospects {
    pub player: usize,
    pub options: Vec<Option25>,
    pub lines: Vec<FiveLine>,
}

/// How a move can end: the chance of no collapse (or one cancelled by a token) and of
/// losing 1, 2 or 3 chips to the die.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Risk {
    pub collapse: bool,
    pub token: bool,
    /// `lose[k]`: the chance of losing `k` chips (k = 0 to 3).
    pub lose: [f64; 4],
}

/// Wins in playouts, with a 95% Wilson interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rollouts {
    pub wins: u32,
    pub playouts: u32,
    pub low: f64,
    pub high: f64,
}

/// A candidate move with its value, risk and (optionally) playouts.
#[derive(Clone, Debug)]
pub struct Candidate {
    pub mv: Move,
    pub value: f64,
    pub risk: Risk,
    pub rollouts: Option<Rollouts>,
}

/// The whole analysis.
#[derive(Clone, Debug)]
pub struct Analysis {
    pub to_move: usize,
    /// The depth the candidates' values come from: the depth asked for, or the deepest
    /// finished before the analysis was told to stop.
    pub depth: u32,
    /// Whether every stage asked for was finished (false when told to stop early).
    pub complete: bool,
    pub prospects: Vec<Prospects>,
    pub winning: Vec<Move>,
    /// Every legal move, best first.
    pub candidates: Vec<Candidate>,
}

/// How much to analyse.
#[derive(Clone, Copy, Debug)]
pub struct Settings {
    pub depth: u32,
    /// Playouts per candidate (0 for none), for the best `rollout_moves` candidates.
    pub rollouts: u32,
    pub rollout_moves: usize,
    pub seed: u64,
}

/// What an analysis is busy with, for a progress line: moves valued at each depth in
/// turn, then moves played out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    Valuing { depth: u32, done: usize, of: usize },
    PlayingOut { done: usize, of: usize },
}

/// Analyses a position at the start of a turn.
pub fn analyze(state: &State, settings: Settings) -> Analysis {
    analyze_with(state, settings, &mut |_| Flow::Continue)
}

/// As [`analyze`], telling `progress` what it has done after each move it values or
/// plays out (a search of depth 3 takes a minute). The moves are valued at depth 1, 2, …
/// up to the depth asked for, so when `progress` says stop the analysis still has the
/// values of the deepest depth it finished (depth 1 is always finished: it is quick).
pub fn analyze_with(
    state: &State,
    settings: Settings,
    progress: &mut dyn FnMut(Stage) -> Flow,
) -> Analysis {
    let (depth, values, mut complete) = deepening(state, settings.depth, progress);
    let mut candidates: Vec<Candidate> = (values.into_iter())
        .map(|(mv, value)| Candidate {
            mv,
            value,
            risk: risk(state, &mv),
            rollouts: None,
        })
        .collect();
    candidates.sort_by(|a, b| b.value.total_cmp(&a.value));
    if complete && settings.rollouts > 0 {
        complete = play_out(state, settings, &mut candidates, progress);
    }
    Analysis {
        to_move: state.to_move,
        depth,
        complete,
        prospects: (0..state.players()).map(|p| prospects(state, p)).collect(),
        winning: winning_moves(state),
        candidates,
    }
}

/// The move values at the deepest depth up to `depth` finished before `progress` says
/// stop, that depth, and whether it is the one asked for.
fn deepening(
    state: &State,
    depth: u32,
    progress: &mut dyn FnMut(Stage) -> Flow,
) -> (u32, Vec<(Move, f64)>, bool) {
    let mut best = search::move_values(state, 1);
    for deeper in 2..=depth {
        let mut valued = |done, of| {
            progress(Stage::Valuing {
                depth: deeper,
                done,
                of,
            })
        };
        match search::move_values_with(state, deeper, &mut valued) {
            Some(values) => best = values,
            None => return (deeper - 1, best, false),
        }
    }
    (depth.max(1), best, true)
}

/// Plays out the best `rollout_moves` candidates; false when `progress` says stop first.
fn play_out(
    state: &State,
    settings: Settings,
    candidates: &mut [Candidate],
    progress: &mut dyn FnMut(Stage) -> Flow,
) -> bool {
    let rated = candidates.len().min(settings.rollout_moves);
    for (i, c) in candidates.iter_mut().take(rated).enumerate() {
        let mut rng = Rng::new(settings.seed ^ (i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        c.rollouts = Some(playouts(state, &c.mv, settings.rollouts, &mut rng));
        let stage = Stage::PlayingOut {
            done: i + 1,
            of: rated,
        };
        if progress(stage) == Flow::Stop && i + 1 < rated {
            return false;
        }
    }
    true
}

/// A player's options next turn and their lines of five. For the player to move, an
/// option wins when it is one of the [`winning_moves`], ending the game ahead included.
pub fn prospects(state: &State, player: usize) -> Prospects {
    let options = rules::activations(state, player)
        .into_iter()
        .map(|(chip, activation)| {
            let collapses = collapses(state, player, &activation);
            let activate = |token| Move::Activate {
                chip: chip as u8,
                combo: activation.combo,
                token,
            };
            let wins = match player == state.to_move {
                true => wins_now(state, &activate(false)) || wins_now(state, &activate(true)),
                false => {
                    rules::wins(state, player, &activation, false)
                        || (collapses
                            && rules::token_at_hand(state, player, &activation)
                            && rules::wins(state, player, &activation, true))
                }
            };
            Option25 {
                chip,
                activation,
                collapses,
                wins,
            }
        })
        .collect();
    let lines = grid::five_lines()
        .map(|(from, to)| five_line(state, player, from, to))
        .collect();
    Prospects {
        player,
        options,
        lines,
    }
}

fn five_line(state: &State, player: usize, from: usize, to: usize) -> FiveLine {
    let cells: Cells = grid::segment(from, to).expect("a line of five");
    let blocked_by = (0..state.players())
        .filter(|&p| p != player && state.sides[p].chips & cells != 0)
        .collect();
    FiveLine {
        from,
        to,
        own: (state.sides[player].chips & cells).count_ones(),
        blocked_by,
    }
}

/// The moves of the player to move that win now: exactly 25, or the game over at once
/// (nobody left able to place, or the turn cap) with their score the highest alone.
pub fn winning_moves(state: &State) -> Vec<Move> {
    (rules::legal_moves(state).into_iter())
        .filter(|mv| wins_now(state, mv))
        .collect()
}

/// Whether `mv`, played by the player to move, wins at once (see [`winning_moves`]); an
/// illegal move does not.
fn wins_now(state: &State, mv: &Move) -> bool {
    let me = state.to_move;
    rules::play(state, mv).is_ok_and(|next| next.is_over() && rules::winners(&next) == [me])
}

/// The chance of each collapse outcome of a move.
pub fn risk(state: &State, mv: &Move) -> Risk {
    let mut lose = [1.0, 0.0, 0.0, 0.0];
    let Move::Activate { chip, combo, token } = *mv else {
        return Risk {
            collapse: false,
            token: false,
            lose,
        };
    };
    let me = state.to_move;
    let activation = rules::activation_of(state, me, chip as usize, combo);
    let collapse = collapses(state, me, &activation);
    if collapse && !token {
        lose = [0.0; 4];
        let on_grid = (state.sides[me].chips | grid::bit(chip as usize)).count_ones();
        for face in 1..=6 {
            lose[search::removed(face, on_grid) as usize] += 1.0 / 6.0;
        }
    }
    Risk {
        collapse,
        token: collapse && token,
        lose,
    }
}

fn playouts(state: &State, mv: &Move, count: u32, rng: &mut Rng) -> Rollouts {
    let me = state.to_move;
    let next = rules::play(state, mv).expect("a legal move plays");
    let wins = (0..count)
        .filter(|_| search::playout(&next, rng).contains(&me))
        .count() as u32;
    let (low, high) = crate::stats::wilson95(f64::from(wins), f64::from(count));
    Rollouts {
        wins,
        playouts: count,
        low,
        high,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::struktura25::moves::parse;

    use crate::struktura25::position::sketch as at;

    #[test]
    fn a_collapse_loses_one_two_or_three_chips_a_third_of_the_time_each() {
        let state = at(&["AAAA"], "players:\n  - {score: 20}\n  - {}\n");
        let r = risk(&state, &parse("activate e1 line a1-e1").unwrap());
        assert!(r.collapse && !r.token);
        for k in 1..=3 {
            assert!((r.lose[k] - 1.0 / 3.0).abs() < 1e-12);
        }
        // The line of 2 from 24 points passes 25 with only 2 chips on the grid: faces 1-2
        // take one, faces 3-6 take both.
        let two = at(&["A"], "players:\n  - {score: 24}\n  - {}\n");
        let r = risk(&two, &parse("activate b1 line a1-b1").unwrap());
        assert!((r.lose[1] - 1.0 / 3.0).abs() < 1e-12 && (r.lose[2] - 2.0 / 3.0).abs() < 1e-12);
    }

    #[test]
    fn lines_of_five_are_open_or_blocked_by_name() {
        let state = at(&["AA.B"], "players:\n  - {}\n  - {}\n");
        let p = prospects(&state, 0);
        let a1_e1 = p.lines.iter().find(|l| (l.from, l.to) == (0, 4)).unwrap();
        assert_eq!((a1_e1.own, a1_e1.blocked_by.clone()), (2, vec![1]));
        let a1_a5 = p.lines.iter().find(|l| (l.from, l.to) == (0, 24)).unwrap();
        assert!(a1_a5.blocked_by.is_empty());
        assert_eq!(p.lines.len(), 24);
    }

    #[test]
    fn the_winning_move_is_found_and_ranked_first() {
        let state = at(
            &["AAAA", "", "BBB"],
            "players:\n  - {score: 13}\n  - {score: 10}\n",
        );
        let settings = Settings {
            depth: 2,
            rollouts: 0,
            rollout_moves: 0,
            seed: 1,
        };
        let analysis = analyze(&state, settings);
        let names: Vec<String> = analysis
            .winning
            .iter()
            .map(super::super::moves::format)
            .collect();
        assert_eq!(names, vec!["activate e1 line a1-e1"]);
        assert_eq!(analysis.candidates[0].mv, analysis.winning[0]);
    }

    /// Player 1 places their last chip and player 2 holds none: whatever player 1 plays
    /// (no move of theirs collapses: a line of 2 is the most they can cash in), nobody
    /// can place afterwards and the game ends, won by the highest score. Ahead, every move
    /// wins now; behind, none does.
    #[test]
    fn a_move_ending_the_game_ahead_wins_now() {
        let grid = ["ABABAB", "BABABA", "ABABAB", "B"];
        let ahead = at(&grid, "players:\n  - {score: 10}\n  - {score: 5}\n");
        let legal = rules::legal_moves(&ahead);
        assert!(legal.len() > 1);
        assert_eq!(winning_moves(&ahead), legal);
        let behind = at(&grid, "players:\n  - {score: 5}\n  - {score: 20}\n");
        assert_eq!(winning_moves(&behind), Vec::new());
        // Level: a move that scores nothing ends the game tied (a shared win, not a win);
        // the two lines of 2 open to player 1 (c3-c4 and e3-e4: every other empty cell
        // lies under a B or away from A) end it 8 to 5, and are marked as winning.
        let level = at(&grid, "players:\n  - {score: 5}\n  - {score: 5}\n");
        let mut names: Vec<String> = (winning_moves(&level).iter())
            .map(super::super::moves::format)
            .collect();
        names.sort();
        assert_eq!(names, ["activate c4 line c3-c4", "activate e4 line e3-e4"]);
        let settings = Settings {
            depth: 1,
            rollouts: 0,
            rollout_moves: 0,
            seed: 1,
        };
        let options = &analyze(&level, settings).prospects[0].options;
        assert_eq!(options.len(), 2);
        assert!(options.iter().all(|o| o.wins));
    }
}
