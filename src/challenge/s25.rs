//! Структура 25 challenges: the one move with the best chance of winning within the
//! level's turns of the player's, where no other move's is as good. Level 1 is a win this
//! turn; level 2 (two players, no win this turn) a move after which every reply of the
//! other player and every roll of the die leaves a win at the player's next turn, or, where
//! no move is that sure, the move whose chance is the best. The certificate is the exact
//! chance search (`struktura25::chance`): every legal move's chance of winning within the
//! level's turns, the die averaged and the other player against the player, and exactly one
//! move's is the best. A level-2 challenge is played on: the other player answers with the
//! reply that leaves the least chance, the die is rolled when a collapse calls for it, and
//! the person's next move must keep the chance; when the die has taken it away, the
//! challenge ends there. A wrong move is answered with its chance and the reply that takes
//! the win away.

use super::game::{GameChallenges, judge_move, legal};
use super::{Answer, ChallengeError, Here, Verdict};
use crate::engine::Game;
use crate::play::Session;
use crate::struktura25::chance::{
    CERTAIN, Valued, best_move, chance_for, defence, move_chances, turns_after, win_chance,
};
use crate::struktura25::rules;
use crate::struktura25::state::{Phase, State};
use crate::struktura25::{Move, Struktura25, moves};

/// Структура 25: the one move that wins whatever the die shows.
pub struct S25Challenges;

impl GameChallenges for S25Challenges {
    type Game = Struktura25;

    fn game(&self) -> &'static str {
        "s25"
    }

    fn levels(&self) -> std::ops::RangeInclusive<u32> {
        1..=2
    }

    fn level_words(&self) -> &'static str {
        "the player's turns to the win"
    }

    fn ask(&self, player: &str, level: u32) -> String {
        match level {
            1 => format!("{player} to move: find the one move that wins this turn."),
            _ => format!(
                "{player} to move: find the one move with the best chance of winning within \
                 {} of yours, whatever the die shows and the other player replies (a sure \
                 win where there is one).",
                crate::wording::count(level, "turn")
            ),
        }
    }

    fn one_position_a_game(&self) -> bool {
        false
    }

    fn here(&self, s: &Session<Struktura25>, level: u32) -> Here {
        match s.state.phase {
            _ if level > 1 && s.state.players() != 2 => Here::Never,
            Phase::Move => Here::Yes,
            _ => Here::Later,
        }
    }

    fn certify(
        &self,
        s: &Session<Struktura25>,
        level: u32,
    ) -> Result<Option<Answer>, ChallengeError> {
        certify(s, level)
    }

    fn judge(
        &self,
        s: &Session<Struktura25>,
        (answer, level): (&Answer, u32),
        text: &str,
    ) -> Result<Verdict, ChallengeError> {
        judge_move(s, answer, text, |mv| shortfall(s, mv, level))
    }

    fn to_the_end(&self, level: u32) -> bool {
        level > 1
    }

    /// The other player's reply that leaves the person the least chance, or (asked for the
    /// person's side, where they still have a chance) the move that keeps the most.
    fn defence(&self, s: &Session<Struktura25>) -> Result<String, ChallengeError> {
        let state = &s.state;
        let keeping = best_move(state, TURNS_AFTER_THE_FIRST).filter(|&(_, c)| c > 0);
        let other = 1 - state.to_move;
        let reply = keeping
            .or_else(|| defence(state, other, TURNS_AFTER_THE_FIRST))
            .map(|(mv, _)| mv);
        let reply = reply.ok_or_else(|| ChallengeError::Solver("no move to play".to_string()))?;
        Ok(moves::format(&reply))
    }

    fn keeps(&self, s: &Session<Struktura25>, text: &str) -> Result<Verdict, ChallengeError> {
        keeps(s, text)
    }

    /// A best-chance challenge ends where the die has taken the chance away: the first
    /// move kept some, the other player's reply the least of it, so only the die leaves
    /// none.
    fn settled(&self, s: &Session<Struktura25>) -> Option<String> {
        let none_left = chance_for(&s.state, s.state.to_move, TURNS_AFTER_THE_FIRST) == 0;
        none_left.then(|| {
            "the die has taken the win away: no move of yours can win within the \
             challenge's turns, so it ends here"
                .to_string()
        })
    }
}

/// The person's own turns after a level-2 challenge's first move (level 2 is the highest).
const TURNS_AFTER_THE_FIRST: u32 = 1;

/// Whether the person's move `text`, after a level-2 challenge's first move, keeps the
/// chance of winning by their next turn's end (a sure win, when the first move was right).
fn keeps(s: &Session<Struktura25>, text: &str) -> Result<Verdict, ChallengeError> {
    let (mv, name) = legal(s, text)?;
    let me = s.state.to_move;
    let after = (s.game.play(&s.state, &mv)).map_err(|e| ChallengeError::Solver(e.to_string()))?;
    let best = chance_for(&s.state, me, TURNS_AFTER_THE_FIRST);
    let mine = chance_for(&after, me, turns_after(&s.state, TURNS_AFTER_THE_FIRST));
    if mine == best {
        let why = match after.winner {
            Some(w) if w == me => format!("{name} reaches exactly 25"),
            _ => format!("{name} keeps {}", percent(best)),
        };
        return Ok(Verdict {
            solves: true,
            finished: after.is_over(),
            why: vec![why],
        });
    }
    let mut why = vec![format!(
        "{name} leaves {}, not {}",
        percent(mine),
        percent(best)
    )];
    if let Some((keeping, _)) = best_move(&s.state, TURNS_AFTER_THE_FIRST) {
        why.push(format!("a move that keeps it: {}", moves::format(&keeping)));
    }
    Ok(Verdict::failed(why))
}

/// The answer when exactly one move has the best chance of winning within the level's
/// turns of the player's, and that chance is not none: at level 1 a win this turn; above
/// it (two players, no win this turn) a sure win whatever the die shows and the other
/// player replies, or where no move is sure, the best chance.
pub fn certify(s: &Session<Struktura25>, level: u32) -> Result<Option<Answer>, ChallengeError> {
    let state = &s.state;
    if state.phase != Phase::Move || state.is_over() {
        return Ok(None);
    }
    if level > 1 && (state.players() != 2 || win_chance(state, 1) > 0) {
        return Ok(None);
    }
    let valued = move_chances(state, level);
    let best = valued.iter().map(|v| v.chance).max().unwrap_or(0);
    let top: Vec<&Valued> = valued.iter().filter(|v| v.chance == best).collect();
    match top.as_slice() {
        [one] if best > 0 && valued.len() > 1 => {
            let runner_up = valued.iter().filter(|v| v.chance < best);
            let runner_up = runner_up.map(|v| (v.chance, v.exact)).max();
            let proof = proof_words(level, valued.len() - 1, best, runner_up);
            Ok(Some(Answer::new(vec![moves::format(&one.mv)], vec![proof])))
        }
        _ => Ok(None),
    }
}

/// The answer's proof in words: what the search found for the answer (`best`) and for the
/// other moves (the best of them, `runner_up`, exact or a bound below `best`).
fn proof_words(level: u32, others: usize, best: u64, runner_up: Option<(u64, bool)>) -> String {
    let others = crate::wording::count(others, "move");
    if level == 1 {
        return format!(
            "the search over the die, 1 turn deep, finds this move wins this turn; none of \
             the other {others} does"
        );
    }
    let search = format!(
        "the exact search over the die and every reply, {level} turns of yours deep, finds"
    );
    if best == CERTAIN {
        return format!(
            "{search} this move wins whatever the die shows and whatever the other player \
             replies; none of the other {others} does"
        );
    }
    let rest = match runner_up {
        Some((0, _)) | None => format!("none of the other {others} leaves any"),
        Some((chance, true)) => {
            format!("the best of the other {others} leaves {}", percent(chance))
        }
        Some((_, false)) => format!("each of the other {others} leaves less"),
    };
    format!(
        "{search} no sure win; this move leaves {} whatever the other player replies (each \
         outcome of the die a third); {rest}",
        percent(best)
    )
}

/// Why `mv` (legal, not the answer) does not win for sure: it wins nothing this turn, or
/// the other player's best reply and the chance it leaves.
pub fn shortfall(
    s: &Session<Struktura25>,
    mv: &Move,
    level: u32,
) -> Result<Vec<String>, ChallengeError> {
    let text = moves::format(mv);
    let me = s.state.to_move;
    let after = (s.game.play(&s.state, mv)).map_err(|e| ChallengeError::Solver(e.to_string()))?;
    if level == 1 {
        return Ok(vec![no_win_this_turn(&after, me, &text)]);
    }
    let within = format!("within {level} turns of yours");
    let chance = chance_for(&after, me, level - 1);
    let mut why = vec![format!(
        "{text} leaves {} of a win {within}",
        percent(chance)
    )];
    if let Some((reply, left)) = defence(&after, me, level - 1) {
        why.push(format!(
            "the other player's reply {} leaves you {}",
            moves::format(&reply),
            percent(left)
        ));
    }
    Ok(why)
}

/// Why `text`, which led to `after`, does not win this turn for `me`: the game it ends
/// without `me` alone ahead (a turn wins by exactly 25, or by the higher score when the
/// chips run out), the die's chance, or the game going on.
fn no_win_this_turn(after: &State, me: usize, text: &str) -> String {
    let scores = scores_words(after);
    let Some(end) = after.end() else {
        return match chance_for(after, me, 0) {
            0 => format!("{text} does not win this turn: the game goes on ({scores})"),
            chance => format!(
                "{text} wins this turn only with the die: {}",
                percent(chance)
            ),
        };
    };
    let result = match rules::winners(after).as_slice() {
        [] => "drawn".to_string(),
        [one] => format!("won by player {}", one + 1),
        tied => format!("tied between {}", players_words(tied)),
    };
    format!("{text} ends the game {result} ({end}; {scores})")
}

/// `scores 9 and 10` (player by player, in seat order).
fn scores_words(state: &State) -> String {
    let scores: Vec<String> = state.active().iter().map(|s| s.score.to_string()).collect();
    format!("scores {}", crate::wording::and_list(&scores))
}

/// `players 1 and 2`.
fn players_words(players: &[usize]) -> String {
    let numbers: Vec<String> = players.iter().map(|p| (p + 1).to_string()).collect();
    format!("players {}", crate::wording::and_list(&numbers))
}

/// A chance in words: none, sure, or a percentage.
fn percent(chance: u64) -> String {
    match chance {
        0 => "no chance".to_string(),
        CERTAIN => "a sure win".to_string(),
        c => format!("a chance of {:.1}%", c as f64 * 100.0 / CERTAIN as f64),
    }
}

#[cfg(test)]
mod tests {
    use super::no_win_this_turn;
    use crate::struktura25::position;

    #[test]
    fn a_move_after_which_the_game_goes_on_is_told_so_with_the_scores() {
        // Chips in both hands and an empty grid but for two chips: nobody has won and
        // nobody is stopped, so the game goes on; no die is pending in a position file.
        let text = "grid: |\n  A.....\n  B.....\n  ......\n  ......\n  ......\n  ......\n\
                    players:\n  - score: 9\n  - score: 6\n";
        let after = position::parse(text, "after.yaml").unwrap();
        assert_eq!(
            no_win_this_turn(&after, 1, "quiet b2"),
            "quiet b2 does not win this turn: the game goes on (scores 9 and 6)"
        );
    }

    #[test]
    fn a_tie_of_three_names_them_all() {
        // Every chip placed (10 each of three players fill 30 of the 36 cells, the other
        // 6 are empty, but no hand holds a chip): nobody can place, the top scores tie.
        let rows = ["AAAAAA", "AAAABB", "BBBBBB", "BBCCCC", "CCCCCC", "......"];
        let text = format!(
            "grid: |\n  {}\nplayers:\n  - score: 7\n  - score: 7\n  - score: 7\n",
            rows.join("\n  ")
        );
        let after = position::parse(&text, "after.yaml").unwrap();
        assert_eq!(
            no_win_this_turn(&after, 0, "quiet f6"),
            "quiet f6 ends the game tied between players 1, 2 and 3 (nobody can place a \
             chip; scores 7, 7 and 7)"
        );
    }
}
