//! `tessera challenge play` on to the end of the game: after the first right move of a
//! Golomb or Polyssimo challenge the program defends and the person must keep the win (or
//! the best score). Each run feeds the moves found so far on standard input; the person's
//! next move is chosen, and each defence checked, by solvers that share no code with the
//! challenge's: for Golomb the plain oracle's minimax (the defence leaves the fewest winning
//! replies, as the `perfect` bot's most resistant move does), for Polyssimo the older
//! negamax solver (the defence keeps the defender's best value). A Структура 25 challenge
//! of level 2 is played on to the win: the person's second move is found by the rules
//! alone, every move tried; one of the best chance is played on while the die leaves a
//! chance, each of the person's moves the best by the rules alone.

use crate::cli_challenge::{chance_within, old_values, oracle_move, oracle_text, wins_within};
use crate::support::golomb_oracle::Oracle;
use crate::support::{TempDir, Tessera};
use std::path::{Path, PathBuf};
use tessera::challenge::Challenge;
use tessera::play::{GameSession, Games};

/// A bundled challenge copied into a folder of its own, and the challenge.
fn copied(name: &str) -> (TempDir, PathBuf, Challenge) {
    let dir = TempDir::new();
    let text = std::fs::read_to_string(Path::new("puzzles/challenges").join(name)).unwrap();
    let file = dir.file("c.yaml", &text);
    let challenge = Challenge::parse(&Games::standard(), &text).unwrap().0;
    (dir, file, challenge)
}

/// The output of `challenge play` given `typed`, one a line.
fn played(file: &Path, typed: &[String]) -> String {
    let input: String = typed.iter().map(|t| format!("{t}\n")).collect();
    let out = Tessera::new()
        .args(["challenge", "play", file.to_str().unwrap()])
        .stdin(input)
        .stdout_has("solved!")
        .run();
    out.stdout
}

/// The moves played after the challenge's position, in order, from the output: the
/// person's kept moves (`kept` in the order typed) and the defences; and which are
/// defences.
fn sequence(out: &str, kept: &[String]) -> (Vec<String>, Vec<bool>) {
    let mut person = kept.iter();
    let (mut moves, mut defences) = (Vec::new(), Vec::new());
    for line in out.lines() {
        let chance = line.strip_prefix("chance: ");
        if let Some(defence) = line.strip_prefix("defence: ").or(chance) {
            moves.push(defence.to_string());
            defences.push(true);
        } else if line.ends_with("solved!") || line.ends_with("kept:") {
            moves.push(person.next().unwrap().clone());
            defences.push(false);
        }
    }
    (moves, defences)
}

/// The position after `moves` from the challenge's.
fn position(c: &Challenge, moves: &[String]) -> Box<dyn GameSession> {
    let mut history = c.history.clone();
    history.extend(moves.iter().cloned());
    let entry = Games::standard().find(&c.game).unwrap();
    entry.resume(c.options.clone(), c.seed, &history).unwrap()
}

/// The oracle's board and pool after `moves` in Golomb notation.
fn oracle_position(moves: &[String]) -> (u64, [bool; 12]) {
    let mut pool = [true; 12];
    let mut full = 0;
    for text in moves {
        let (piece, cells) = oracle_move(text);
        pool[piece] = false;
        full |= cells;
    }
    (full, pool)
}

/// Each move's (winning replies of the opponent's, replies) by the oracle.
fn resistance(
    oracle: &Oracle,
    full: u64,
    pool: &mut [bool; 12],
) -> Vec<((usize, u64), usize, usize)> {
    let mut all = Vec::new();
    for (piece, cells) in oracle.moves(full, pool) {
        pool[piece] = false;
        let replies = oracle.moves(full | cells, pool);
        let winning = (replies.iter())
            .filter(|&&(p, c)| {
                pool[p] = false;
                let loses = !oracle.wins(full | cells | c, pool);
                pool[p] = true;
                loses
            })
            .count();
        pool[piece] = true;
        all.push(((piece, cells), winning, replies.len()));
    }
    all
}

/// The move of the player to move that wins, and one that loses, by the oracle.
fn oracle_choices(oracle: &Oracle, full: u64, pool: &mut [bool; 12]) -> (String, Option<String>) {
    let (mut win, mut lose) = (None, None);
    for (piece, cells) in oracle.moves(full, pool) {
        pool[piece] = false;
        let opponent_wins = oracle.wins(full | cells, pool);
        pool[piece] = true;
        let slot = if opponent_wins { &mut lose } else { &mut win };
        slot.get_or_insert(oracle_text(piece, cells));
    }
    (win.expect("the person's side still wins"), lose)
}

/// Whether `defence`, played after `before`, leaves the fewest winning replies (ties: the
/// most replies), by the oracle.
fn most_resistant(oracle: &Oracle, before: &[String], defence: &str) {
    let (full, mut pool) = oracle_position(before);
    let measured = resistance(oracle, full, &mut pool);
    let fewest = measured.iter().map(|m| (m.1, std::cmp::Reverse(m.2))).min();
    let chosen = (measured.iter())
        .find(|m| m.0 == oracle_move(defence))
        .unwrap();
    let key = (chosen.1, std::cmp::Reverse(chosen.2));
    assert_eq!(Some(key), fewest, "{defence} after {before:?}");
}

#[test]
fn golomb_is_played_to_the_end_against_the_most_resistant_defence() {
    let (_dir, file, c) = copied("golomb-4-b.yaml");
    let oracle = Oracle::golomb();
    let (mut typed, mut kept) = (vec![c.answer.mv.clone()], vec![c.answer.mv.clone()]);
    let mut missed = false;
    let out = loop {
        let out = played(&file, &typed);
        let (moves, defences) = sequence(&out, &kept);
        let mut before: Vec<String> = c.history.clone();
        before.extend(moves[..moves.len() - 1].iter().cloned());
        if defences[moves.len() - 1] {
            most_resistant(&oracle, &before, moves.last().unwrap());
        }
        if out.contains("kept to the end") {
            break out;
        }
        before.push(moves.last().unwrap().clone());
        let (full, mut pool) = oracle_position(&before);
        let (win, lose) = oracle_choices(&oracle, full, &mut pool);
        if let (Some(lose), false) = (lose, missed) {
            typed.push(lose);
            missed = true;
        }
        typed.push(win.clone());
        kept.push(win);
    };
    assert!(out.contains("now keep it to the end of the game:"), "{out}");
    let misses = ["kept to the end: no move missed", "kept to the end: 1 miss"];
    assert!(out.contains(misses[usize::from(missed)]), "{out}");
    assert!(out.contains("game over after "), "{out}");
}

#[test]
fn polyssimo_is_played_to_the_end_against_the_best_defence() {
    let (_dir, file, c) = copied("polyssimo-8-a.yaml");
    let mut kept = vec![c.answer.mv.clone()];
    let (mut typed, mut missed) = (kept.clone(), false);
    let out = loop {
        let out = played(&file, &typed);
        let (moves, defences) = sequence(&out, &kept);
        for (i, line) in moves.iter().enumerate() {
            if !defences[i] {
                continue;
            }
            let values = old_values(position(&c, &moves[..i]).as_ref());
            let mine = values.iter().find(|v| &v.1 == line).unwrap().0;
            assert_eq!(
                mine, values[0].0,
                "the defence {line} is not a best move: {out}"
            );
        }
        if out.contains("kept to the end") {
            break out;
        }
        let values = old_values(position(&c, &moves).as_ref());
        let worst = values.last().unwrap();
        if worst.0 < values[0].0 && !missed {
            typed.push(worst.1.clone());
            missed = true;
        }
        typed.push(values[0].1.clone());
        kept.push(values[0].1.clone());
    };
    assert!(missed, "no move worse than the best on the way: {out}");
    assert!(out.contains("not this one:"), "{out}");
    assert!(out.contains("kept to the end: 1 miss"), "{out}");
    assert!(out.contains("game over after "), "{out}");
    let stopped = played(&file, &[c.answer.mv.clone(), "quit".to_string()]);
    assert!(stopped.contains("stopped before the end"), "{stopped}");
}

#[test]
fn later_moves_that_are_illegal_name_the_nearest_and_answer_gives_a_move_that_keeps_the_win() {
    let (_dir, file, c) = copied("golomb-4-b.yaml");
    let typed = [c.answer.mv.clone(), "W a1".into(), "answer".into()];
    let out = played(&file, &typed);
    let after_defence = out.split("defence: ").nth(1).expect("a defence");
    assert!(after_defence.contains("nearest legal moves: "), "{out}");
    let line = (after_defence.lines())
        .find_map(|l| l.strip_prefix("> answer: ").or(l.strip_prefix("answer: ")))
        .expect("an answer");
    assert!(out.contains("stopped before the end"), "{out}");
    let (moves, _) = sequence(&out, std::slice::from_ref(&c.answer.mv));
    let mut before = c.history.clone();
    before.extend(moves);
    let (full, mut pool) = oracle_position(&before);
    let (piece, cells) = oracle_move(line);
    pool[piece] = false;
    assert!(
        !Oracle::golomb().wins(full | cells, &mut pool),
        "{line} loses: {out}"
    );
}

/// The person's move after the defence that wins by the rules alone (at once, or by the
/// game ending with the person ahead), from the position after `moves`.
fn s25_winning_move(c: &Challenge, moves: &[String]) -> String {
    use tessera::engine::Game;
    use tessera::play::Session;
    use tessera::struktura25::Struktura25;
    let session = position(c, moves);
    let s = session
        .as_any()
        .downcast_ref::<Session<Struktura25>>()
        .unwrap();
    let me = s.state.to_move;
    let legal = s.game.legal_moves(&s.state);
    let win = legal
        .iter()
        .find(|mv| wins_within(&s.game, &s.game.play(&s.state, mv).unwrap(), me, 0))
        .expect("the defence left the person a win");
    s.game.format_move(&s.state, win)
}

#[test]
fn a_level_2_structure_challenge_is_won_at_the_next_turn_whatever_the_defence() {
    for name in ["s25-2-a.yaml", "s25-2-b.yaml", "s25-2-c.yaml"] {
        let (_dir, file, c) = copied(name);
        let mut kept = vec![c.answer.mv.clone()];
        let out = played(&file, &kept);
        assert!(out.contains("defence: "), "{name}: {out}");
        let (moves, _) = sequence(&out, &kept);
        let mut asked = kept.clone();
        asked.push("answer".to_string());
        let out_answer = played(&file, &asked);
        let answer =
            (out_answer.lines()).find_map(|l| l.trim_start_matches("> ").strip_prefix("answer: "));
        let answer = answer.unwrap_or_else(|| panic!("{name}: {out_answer}"));
        let mut with_answer = moves.clone();
        with_answer.push(answer.to_string());
        let session = position(&c, &with_answer);
        let outcome = session.outcome().expect("the answer ends the game");
        let seat: usize = c.question["player ".len()..]
            .split(' ')
            .next()
            .unwrap()
            .parse()
            .unwrap();
        assert_eq!(outcome.winners, [seat - 1], "{name}: {answer}");
        kept.push(s25_winning_move(&c, &moves));
        let out = played(&file, &kept);
        assert!(
            out.contains("kept to the end: no move missed"),
            "{name}: {out}"
        );
        let person = c.question.split(" to move").next().unwrap();
        let winner = format!("{person} wins");
        assert!(out.contains(&winner), "{name}: {out}");
    }
}

/// The person's move with the best chance by the rules alone, from the position after
/// `moves`, with that chance.
fn s25_best_chance_move(c: &Challenge, moves: &[String]) -> (String, f64) {
    use tessera::engine::Game;
    use tessera::play::Session;
    use tessera::struktura25::Struktura25;
    use tessera::struktura25::state::Phase;
    let session = position(c, moves);
    let s = (session.as_any().downcast_ref::<Session<Struktura25>>()).unwrap();
    let me = s.state.to_move;
    let turns = u32::from(s.state.phase != Phase::Move);
    let chance = |mv| chance_within(&s.game, &s.game.play(&s.state, mv).unwrap(), me, turns);
    let legal = s.game.legal_moves(&s.state);
    let best = (legal.iter()).max_by(|a, b| chance(a).total_cmp(&chance(b)));
    let best = best.expect("the person has a move");
    (s.game.format_move(&s.state, best), chance(best))
}

#[test]
fn a_best_chance_structure_challenge_is_played_on_while_the_die_leaves_a_chance() {
    let mut endings = Vec::new();
    for name in ["s25-2-d.yaml", "s25-2-e.yaml"] {
        let (_dir, file, c) = copied(name);
        assert!(c.answer.proof[0].contains("no sure win"), "{name}");
        let person = c.question.split(" to move").next().unwrap().to_string();
        let mut kept = vec![c.answer.mv.clone()];
        let ending = loop {
            let out = played(&file, &kept);
            assert!(out.contains("chance: roll "), "{name}: {out}");
            let (moves, _) = sequence(&out, &kept);
            if out.contains("kept while it lasted: no move missed") {
                assert!(
                    out.contains("the die has taken the win away"),
                    "{name}: {out}"
                );
                let (_, left) = s25_best_chance_move(&c, &moves);
                assert_eq!(left, 0.0, "{name}: the rules alone see a chance: {out}");
                break "the die took it";
            }
            if out.contains("kept to the end: no move missed") {
                assert!(out.contains(&format!("{person} wins")), "{name}: {out}");
                break "won";
            }
            assert!(kept.len() < 4, "{name}: not over after {kept:?}: {out}");
            let (mv, chance) = s25_best_chance_move(&c, &moves);
            assert!(chance > 0.0, "{name}: no chance left, yet played on: {out}");
            kept.push(mv);
        };
        endings.push(ending);
    }
    assert_eq!(endings, ["won", "the die took it"]);
}
