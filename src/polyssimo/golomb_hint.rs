//! The hint in Golomb's game speaks the proof: "wins: MOVE (proved)" from the shipped
//! strategy book or openings table where they know the position (the table also proves
//! every reply to a winning first move loses), else with the time the live proof took, or
//! "every move loses; the most resistant: MOVE" and how many of the opponent's replies then
//! win (see [`super::prover::most_resistant`]). Where nothing is
//! proved in the time, a depth-limited search's move is given as a guess, without a value:
//! the cells left mean nothing in a game won by the last placement.

use super::bots::greedy_place;
use super::game::{GameState, Move, Polyssimo};
use super::golomb_book::{
    SHIPPED_OPENINGS, ShippedAnswer, ShippedHardest, book_answer, hardest_answer, known_lost,
    known_won,
};
use super::position::Position;
use super::prover::{Proved, Verdict, verdict};
use super::rules::{Placing, State};
use super::solve::{Limit, solve_within};
use crate::engine::{Figure, Hint, HintTime};
use crate::random::Rng;
use std::time::Instant;

/// The prover's advice within `time`: half of it to prove, the rest to compare losing moves
/// (or, undecided, to search for a guess).
pub fn golomb_hint(
    game: &Polyssimo,
    full: &GameState,
    s: &State,
    time: HintTime,
    rng: &mut Rng,
) -> Hint<Move> {
    let until = Instant::now() + time.limit;
    let position = game.position(full).ok();
    let Some(position) = position else {
        return guess(game, s, time, until, rng);
    };
    if let Some(hint) = from_shipped(game, &position, s, time, rng) {
        return hint;
    }
    let proved = verdict(&position, game.rules(), time.limit / 2, until, time.stop);
    match proved.and_then(|verdict| from_live_proof(game, &verdict, time)) {
        Some(hint) => hint,
        None => guess(game, s, time, until, rng),
    }
}

/// The advice the shipped strategy book and openings table give at `position`, if they
/// know it: a book's answer, every move lost after a winning first move, or a position won
/// after one (its move then searched for with most of the time).
fn from_shipped(
    game: &Polyssimo,
    position: &Position,
    s: &State,
    time: HintTime,
    rng: &mut Rng,
) -> Option<Hint<Move>> {
    let started = Instant::now();
    let until = started + time.limit;
    let rules = game.rules();
    if let Some(answer) = book_answer(position, rules) {
        return Some(from_book(rules.move_name(answer.placing), answer, started));
    }
    if known_lost(position) {
        return Some(match hardest_answer(position, rules) {
            Some(hardest) => {
                hardest_by_the_table(rules.move_name(hardest.placing), hardest, started)
            }
            None => lost_by_the_table(game, s, time, until, rng, started),
        });
    }
    let first = known_won(position, rules)?;
    // Won, so no time goes to comparing losing moves: most of it to find the win, the rest
    // to a guess should the proof not find it.
    let found = verdict(position, rules, time.limit * 3 / 4, until, time.stop);
    Some(won_by_the_table(game, s, found, &first, time, until, rng))
}

/// The live proof's verdict, a win or every move lost, in words (`None`: undecided).
fn from_live_proof(game: &Polyssimo, verdict: &Verdict, time: HintTime) -> Option<Hint<Move>> {
    let seconds = verdict.elapsed.as_secs_f64();
    let hint = match verdict.proved {
        Proved::Wins(mv) => proved_win(game, mv, seconds, ""),
        Proved::Loses {
            resistant,
            winning_replies,
            compared_all,
        } => {
            let name = game.rules().move_name(resistant);
            let why = resistance_text(winning_replies, compared_all, time.why_stopped());
            Hint::new(
                vec![Move::Place(resistant)],
                "the Golomb prover (a live proof)",
            )
            .with("wins", Figure::Yes(false))
            .reason(format!(
                "every move loses (proved in {seconds:.2} s); the most resistant: {name}{why}"
            ))
        }
        Proved::Undecided => return None,
    };
    let hint = hint
        .with("exact", Figure::Yes(true))
        .with("nodes", Figure::Whole(verdict.nodes as i64))
        .with("seconds", Figure::Real(seconds));
    Some(hint)
}

/// A win the live prover found, `also` said after the time it took.
fn proved_win(game: &Polyssimo, mv: Placing, seconds: f64, also: &str) -> Hint<Move> {
    let name = game.rules().move_name(mv);
    Hint::new(vec![Move::Place(mv)], "the Golomb prover (a live proof)")
        .with("wins", Figure::Yes(true))
        .reason(format!("wins: {name} (proved in {seconds:.2} s{also})"))
}

/// Two placements in, after a first move the shipped openings table proves winning: the
/// player to move wins. The winning move is the live prover's if it found one in the time,
/// else a search's guess, said to be one.
fn won_by_the_table(
    game: &Polyssimo,
    s: &State,
    found: Option<Verdict>,
    first: &str,
    time: HintTime,
    until: Instant,
    rng: &mut Rng,
) -> Hint<Move> {
    let table = format!("the shipped openings table proves every reply to {first} loses");
    if let Some(Verdict {
        proved: Proved::Wins(mv),
        elapsed,
        nodes,
        ..
    }) = found
    {
        let seconds = elapsed.as_secs_f64();
        return proved_win(game, mv, seconds, &format!("; {table}"))
            .with("exact", Figure::Yes(true))
            .with("nodes", Figure::Whole(nodes as i64))
            .with("seconds", Figure::Real(seconds));
    }
    let searched = guess(game, s, time, until, rng);
    let guessed = (searched.reasons.first().cloned())
        .unwrap_or_else(|| format!("not found in the time: a move from {}", searched.method));
    Hint::new(
        searched.moves,
        "the Golomb openings table, then a depth-limited search",
    )
    .with("wins", Figure::Yes(true))
    .with("exact", Figure::Yes(false))
    .reason(format!(
        "your position is won ({table}); the winning move was {guessed}"
    ))
}

/// The shipped data's proved answer (the book's, or the openings table's refutation).
fn from_book(name: String, answer: ShippedAnswer, started: Instant) -> Hint<Move> {
    let seconds = started.elapsed().as_secs_f64();
    let (method, source) = match answer.source == SHIPPED_OPENINGS {
        true => ("the Golomb openings table", "the shipped openings table"),
        false => ("the Golomb strategy book", "the shipped strategy book"),
    };
    Hint::new(vec![Move::Place(answer.placing)], method)
        .with("wins", Figure::Yes(true))
        .with("exact", Figure::Yes(true))
        .with("seconds", Figure::Real(seconds))
        .reason(format!(
            "wins: {name} (proved: {source}, read in {seconds:.3} s)"
        ))
}

/// After a first move the shipped openings table proves winning, with its hardest reply
/// measured: every reply loses, and this one's refutation is the largest proof.
fn hardest_by_the_table(name: String, hardest: ShippedHardest, started: Instant) -> Hint<Move> {
    let seconds = started.elapsed().as_secs_f64();
    let ShippedHardest { nodes, replies, .. } = hardest;
    Hint::new(vec![Move::Place(hardest.placing)], "the Golomb openings table")
        .with("wins", Figure::Yes(false))
        .with("exact", Figure::Yes(true))
        .with("refutation_nodes", Figure::Whole(nodes as i64))
        .with("seconds", Figure::Real(seconds))
        .reason(format!(
            "every move loses (proved: the shipped openings table, read in {seconds:.3} s: the first move wins); the most resistant: {name}: of the {replies} distinct replies, the one whose refutation is the largest proof ({} nodes)",
            thousands(nodes)
        ))
}

/// A count with its thousands apart: `1,234,567`.
fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(d);
    }
    out
}

/// After a first move the shipped openings table proves winning and the hardest reply is
/// not measured: every reply loses, and the move is the depth-limited search's, as the
/// hint says.
fn lost_by_the_table(
    game: &Polyssimo,
    s: &State,
    time: HintTime,
    until: Instant,
    rng: &mut Rng,
    started: Instant,
) -> Hint<Move> {
    let seconds = started.elapsed().as_secs_f64();
    let searched = guess(game, s, time, until, rng);
    let name = match searched.moves.first() {
        Some(Move::Place(mv)) => game.rules().move_name(*mv),
        _ => String::from("none"),
    };
    Hint::new(searched.moves, "the Golomb openings table")
        .with("wins", Figure::Yes(false))
        .with("exact", Figure::Yes(true))
        .with("seconds", Figure::Real(seconds))
        .reason(format!(
            "every move loses (proved: the shipped openings table, read in {seconds:.3} s: the first move wins); the most resistant is not measured this early, so a search's choice: {name}"
        ))
}

/// How the resistant move was measured, in words.
fn resistance_text(
    winning_replies: Option<(usize, usize)>,
    compared_all: bool,
    why_stopped: &str,
) -> String {
    match (winning_replies, compared_all) {
        (None, _) => " (the prover's first: no time was left to compare the moves)".into(),
        (Some((w, r)), all) => {
            let verb = if w == 1 { "wins" } else { "win" };
            let partly = match all {
                true => String::new(),
                false => format!(" (of the moves compared before {why_stopped})"),
            };
            match r {
                1 => format!(": the opponent's only reply wins after it{partly}"),
                _ => format!(": {w} of the opponent's {r} replies {verb} after it{partly}"),
            }
        }
    }
}

/// A depth-limited search's move, given as a guess: nothing was proved in the time.
fn guess(game: &Polyssimo, s: &State, time: HintTime, until: Instant, rng: &mut Rng) -> Hint<Move> {
    let rules = game.rules();
    let left = until.saturating_duration_since(Instant::now());
    let limit = Limit {
        time: Some(left),
        stop: time.stop,
        ..Limit::default()
    };
    let solution = solve_within(rules, s, limit);
    let Some(&mv) = solution.line.first() else {
        return Hint::new(
            vec![greedy_place(game, s, rng)],
            "the greedy bot (no move searched)",
        );
    };
    Hint::new(
        vec![Move::Place(mv)],
        "a depth-limited search (no proof within the time)",
    )
    .with("exact", Figure::Yes(false))
    .with("depth", Figure::Whole(i64::from(solution.depth)))
    .with("nodes", Figure::Whole(solution.nodes as i64))
    .reason(format!(
        "not proved {}: a guess from a search {} deep: {}",
        time.ending(),
        crate::wording::count(solution.depth as usize, "move"),
        rules.move_name(mv)
    ))
}
