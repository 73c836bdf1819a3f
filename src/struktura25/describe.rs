//! What a Структура 25 move or die roll did, in words, for a person watching a game
//! (`play vs`): chips placed or taken off, the score, tokens earned or spent, a collapse,
//! the die's demand, a win at exactly 25.

use super::moves::Move;
use super::rules::activation_of;
use super::state::{Phase, Side, State};
use crate::wording::count;

/// The change `mv` made from `before` to `after` for the player whose turn it was, or
/// `None` when nothing changed (a pass). After a roll the player is named, since the die
/// moved.
pub fn describe(before: &State, mv: &Move, after: &State) -> Option<String> {
    let p = before.to_move;
    let (was, now) = (&before.sides[p], &after.sides[p]);
    let mut parts = side_change(was, now, reached(before, mv));
    if after.winner == Some(p) && before.winner.is_none() {
        parts.push("exactly 25: wins".into());
    }
    match (before.phase, after.phase) {
        (Phase::Move, Phase::Roll) => parts.push(collapse_words(after.sides[p].held)),
        (_, Phase::Remove(n)) => parts.push(format!("must take off {}", chips(n.into()))),
        _ => {}
    }
    if parts.is_empty() {
        return None;
    }
    let text = parts.join("; ");
    Some(match before.phase {
        Phase::Roll => format!("player {}: {text}", p + 1),
        _ => text,
    })
}

/// A collapse the die decides, with a reminder when the player held a token they could
/// have spent on it (a token is spent by the activation's own `token`, before the die).
fn collapse_words(held: u8) -> String {
    match held {
        0 => "collapse: the die is rolled next".into(),
        _ => format!(
            "collapse: the die is rolled next ({} held, not spent: `token` at the end of an \
             activation spends one to cancel its collapse)",
            count(held, "token")
        ),
    }
}

/// The score an activation reaches before any correction after a collapse.
fn reached(before: &State, mv: &Move) -> Option<u8> {
    let Move::Activate { chip, combo, .. } = *mv else {
        return None;
    };
    let p = before.to_move;
    let points = activation_of(before, p, usize::from(chip), combo).points;
    Some(before.sides[p].score + points)
}

/// Chips, score and tokens of one side, as changed; `reached`, the score an activation
/// reached before a collapse corrected it.
fn side_change(was: &Side, now: &Side, reached: Option<u8>) -> Vec<String> {
    let mut parts = Vec::new();
    let (on, off) = (now.chips.count_ones(), was.chips.count_ones());
    let in_hand = format!("{} in hand", now.hand);
    if on > off {
        parts.push(format!("placed {} ({in_hand})", chips(on - off)));
    } else if off > on {
        parts.push(format!("{} off the grid ({in_hand})", chips(off - on)));
    }
    match reached {
        Some(reached) if reached != now.score => parts.push(format!(
            "score {} → {reached}, corrected to {}",
            was.score, now.score
        )),
        _ if was.score != now.score => parts.push(format!("score {} → {}", was.score, now.score)),
        _ => {}
    }
    // A move may earn a token and spend one at once (a cluster's token spent on the
    // collapse its own activation causes): told from what was earned, not what is held.
    let earned = now.earned.saturating_sub(was.earned);
    let spent = (was.held + earned).saturating_sub(now.held);
    if earned > 0 {
        parts.push(format!("earned {}", count(earned, "token")));
    }
    if spent > 0 {
        let tokens = count(spent, "token");
        parts.push(format!("spent {tokens}: the collapse is cancelled"));
    }
    parts
}

fn chips(n: u32) -> String {
    count(n, "chip")
}

#[cfg(test)]
mod tests {
    use super::super::moves::parse;
    use super::super::position::sketch as at;
    use super::super::rules::play;
    use super::*;

    fn said(state: &State, text: &str) -> (State, Option<String>) {
        let mv = parse(text).unwrap();
        let after = play(state, &mv).unwrap();
        let said = describe(state, &mv, &after);
        (after, said)
    }

    #[test]
    fn a_collapse_then_the_die_then_the_removal_are_each_told() {
        // Player 1 has 4 chips on the grid and 6 in hand, and 20 points; the line of five
        // scores 12, to 32, past 25: the score is corrected to 24 and the die is rolled.
        let state = at(&["AAAA"], "players:\n  - {score: 20}\n  - {}\n");
        let (collapsed, told) = said(&state, "activate e1 line a1-e1");
        let expected = "placed 1 chip (5 in hand); score 20 → 32, corrected to 24; collapse: \
                        the die is rolled next";
        assert_eq!(told.as_deref(), Some(expected));
        let (rolled, told) = said(&collapsed, "roll 4");
        assert_eq!(told.as_deref(), Some("player 1: must take off 2 chips"));
        let (_, told) = said(&rolled, "remove a1 e1");
        assert_eq!(told.as_deref(), Some("2 chips off the grid (7 in hand)"));
    }

    /// The audit's case: a cluster's token spent on the collapse its own activation causes
    /// (20 + 7 is past 25, corrected to 24 under the default `cap`). The token held does not
    /// change, but both halves are told.
    #[test]
    fn a_token_earned_and_spent_at_once_is_told() {
        let state = at(&["AA", "A"], "players:\n  - {score: 20}\n  - {}\n");
        let (_, told) = said(&state, "activate b2 cluster a1-b2 token");
        let expected = "placed 1 chip (6 in hand); score 20 → 27, corrected to 24; earned 1 \
                        token; spent 1 token: the collapse is cancelled";
        assert_eq!(told.as_deref(), Some(expected));
    }

    /// A token held and not spent: the collapse says how it could have been (the rules:
    /// the token is spent before any die is rolled).
    #[test]
    fn a_collapse_with_a_token_held_says_how_to_spend_it() {
        let state = at(
            &["AAAA"],
            "players:\n  - {score: 20, tokens: 1, spent: [quiet]}\n  - {}\n",
        );
        let (_, told) = said(&state, "activate e1 line a1-e1");
        let expected = "placed 1 chip (5 in hand); score 20 → 32, corrected to 24; collapse: \
                        the die is rolled next (1 token held, not spent: `token` at the end of an activation spends \
                        one to cancel its collapse)";
        assert_eq!(told.as_deref(), Some(expected));
    }

    /// A spiral always collapses, but below 25 nothing is corrected: the score keeps its
    /// points (b2 with its own neighbours b1, a2 and c2, a T of 4 chips: 4 points).
    #[test]
    fn a_collapse_below_25_keeps_the_score() {
        let state = at(&[".A", "A.A"], "players:\n  - {score: 10}\n  - {}\n");
        let (_, told) = said(&state, "activate b2 spiral b2");
        let expected = "placed 1 chip (6 in hand); score 10 → 14; collapse: the die is rolled next";
        assert_eq!(told.as_deref(), Some(expected));
    }

    #[test]
    fn exactly_25_is_told_as_a_win() {
        let state = at(&["AAAA"], "players:\n  - {score: 13}\n  - {}\n");
        let (_, told) = said(&state, "activate e1 line a1-e1");
        let expected = "placed 1 chip (5 in hand); score 13 → 25; exactly 25: wins";
        assert_eq!(told.as_deref(), Some(expected));
    }
}
