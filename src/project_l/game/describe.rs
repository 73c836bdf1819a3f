//! What a move did, in words, for a person watching a game (`play vs`): the cards a player
//! took and completed, the pieces their supply gained and lost, and the scores that
//! changed — read from the states before and after, so every action and variant is
//! described the same way.

use super::state::{Offer, Phase};
use super::{CardIndex, Player, ProjectL, State};
use crate::engine::{Game, Turn};
use crate::project_l::Supply;
use itertools::Itertools;

impl ProjectL {
    /// The change from `before` to `after`, the mover's first, then anyone else's; `None`
    /// when nothing a player holds or scores changed (ending a turn, a pass).
    pub fn describe(&self, before: &State, after: &State) -> Option<String> {
        let mover = match self.turn(before) {
            Turn::Player(p) => p,
            _ => return None,
        };
        let others = (0..before.players.len()).filter(|&p| p != mover);
        let mut parts: Vec<String> = self.attack_met(before, after, mover).into_iter().collect();
        parts.extend(self.player_change(before, after, mover, None));
        for p in others {
            let name = self.player_name(p);
            parts.extend(self.player_change(before, after, p, Some(&name)));
        }
        parts.extend(self.opponent_change(before, after));
        parts.extend(self.attacks_made(before, after, mover));
        (!parts.is_empty()).then(|| parts.join("; "))
    }

    /// Aggressive duel and solo: the attack the mover met, with what they spent.
    fn attack_met(&self, before: &State, after: &State, mover: usize) -> Option<String> {
        if !defends(before, mover) {
            return None;
        }
        let (was, now) = (&before.players[mover], &after.players[mover]);
        let mut spent: Vec<String> = (now.face_down.iter())
            .filter(|c| !was.face_down.contains(c))
            .map(|&c| format!("{} turned face down", self.card_id(c)))
            .collect();
        match was.defence.saturating_sub(now.defence) {
            0 => {}
            1 => spent.push("O1 from the defence stack".into()),
            n => spent.push(format!("{n}xO1 from the defence stack")),
        }
        let strength = before.attacks.first().copied().unwrap_or_default();
        Some(format!(
            "meets an attack of strength {strength}: {}",
            spent.join(", ")
        ))
    }

    /// Aggressive duel and solo: the attacks a move made, each with its strength and whom
    /// it is on, and what the virtual opponent spent to meet one.
    fn attacks_made(&self, before: &State, after: &State, mover: usize) -> Vec<String> {
        let mut parts = Vec::new();
        let met = defends(before, mover);
        let carried = before.attacks.len() - usize::from(met);
        // The duel's other player (no game of more players attacks), or you in solo.
        let (attacker, defender) = match self.solo() {
            Some(_) => ("virtual opponent attacks ", 0),
            None => ("attacks ", (mover + 1) % before.players.len()),
        };
        for strength in after.attacks.iter().skip(carried) {
            let defender = self.player_name(defender);
            parts.push(format!("{attacker}{defender} with strength {strength}"));
        }
        parts.extend(self.opponent_defence(before, after));
        parts
    }

    /// Aggressive solo: the pile cards the virtual opponent turned face down to meet an
    /// attack of the player's.
    fn opponent_defence(&self, before: &State, after: &State) -> Option<String> {
        let down = |s: &State| match &s.offer {
            Offer::Solo {
                opponent_face_down, ..
            } => opponent_face_down.clone(),
            _ => Vec::new(),
        };
        let (was, now) = (down(before), down(after));
        let turned: Vec<&str> = (now.iter())
            .filter(|c| !was.contains(c))
            .map(|&c| self.card_id(c))
            .collect();
        (!turned.is_empty()).then(|| {
            let cards = turned.join(" ");
            format!("the attack is met by the virtual opponent: {cards} turned face down")
        })
    }

    /// The solo game's virtual opponent: the cards it took, the locks above the columns
    /// (left to right), and its score, as changed.
    fn opponent_change(&self, before: &State, after: &State) -> Vec<String> {
        let (
            Offer::Solo {
                locks: old_locks,
                opponent_pile: old_pile,
                ..
            },
            Offer::Solo {
                locks,
                opponent_pile,
                ..
            },
        ) = (&before.offer, &after.offer)
        else {
            return Vec::new();
        };
        let mut parts: Vec<String> = (opponent_pile.iter())
            .filter(|c| !old_pile.contains(c))
            .map(|&c| {
                let points = self.deck.cards()[c as usize].points as usize;
                let points = crate::wording::count(points, "point");
                format!("virtual opponent took {} ({points})", self.card_id(c))
            })
            .collect();
        if old_locks != locks {
            let shown = |l: &[Supply; 3]| l.iter().map(|s| self.lock_label(s)).join(" | ");
            parts.push(format!("locks {} → {}", shown(old_locks), shown(locks)));
        }
        let (was, now) = (self.opponent_score(before), self.opponent_score(after));
        if was != now {
            parts.push(format!("virtual opponent's score {was} → {now}"));
        }
        parts
    }

    /// One player's cards, supply and score, as changed; `name` for a player who did not
    /// move (their parts are prefixed with it).
    fn player_change(
        &self,
        before: &State,
        after: &State,
        p: usize,
        name: Option<&str>,
    ) -> Vec<String> {
        let (was, now) = (&before.players[p], &after.players[p]);
        let mut parts: Vec<String> = taken(was, now)
            .map(|c| format!("took {}", self.card_words(c)))
            .collect();
        parts.extend(completed(was, now).map(|c| format!("completed {}", self.card_id(c))));
        if let Some(change) = supply_change(&was.supply, &now.supply) {
            parts.push(format!("supply {change} (now {})", now.supply));
        }
        let (old, new) = (self.score(before, p), self.score(after, p));
        if old != new {
            parts.push(format!("score {old} → {new}"));
        }
        match name {
            Some(name) => parts.iter().map(|part| format!("{name}: {part}")).collect(),
            None => parts,
        }
    }

    /// A card with what completing it gives: `W17 (1 point, reward Z4)`.
    fn card_words(&self, card: CardIndex) -> String {
        let c = &self.deck.cards()[card as usize];
        let points = crate::wording::count(c.points as usize, "point");
        format!("{} ({points}, reward {})", c.id, c.reward)
    }
}

/// Whether the move from `before` is `mover`'s defence against the first pending attack.
fn defends(before: &State, mover: usize) -> bool {
    matches!(before.phase, Phase::Defend(p) if p == mover)
}

/// Cards in front of the player after that were nowhere of theirs before.
fn taken<'a>(was: &'a Player, now: &'a Player) -> impl Iterator<Item = CardIndex> + 'a {
    let held =
        |p: &Player, c: CardIndex| p.cards.iter().any(|u| u.card == c) || p.completed.contains(&c);
    now.cards
        .iter()
        .map(|u| u.card)
        .chain(now.completed.iter().copied())
        .filter(move |&c| !held(was, c))
}

/// Cards the player had unfinished before and completed since.
fn completed<'a>(was: &'a Player, now: &'a Player) -> impl Iterator<Item = CardIndex> + 'a {
    now.completed
        .iter()
        .copied()
        .filter(move |c| was.cards.iter().any(|u| u.card == *c))
}

/// `−L3 +2xI2 +O1`: the pieces lost and gained (a count before the kind, as a supply is
/// written), or `None` when the supply is the same.
fn supply_change(was: &Supply, now: &Supply) -> Option<String> {
    let kept = was.intersection(now);
    let signed = |sign: char, s: Supply| {
        s.iter()
            .map(|(k, n)| match n {
                1 => format!("{sign}{k}"),
                _ => format!("{sign}{n}x{k}"),
            })
            .collect::<Vec<_>>()
    };
    let lost = signed('−', was.minus(&kept)?);
    let gained = signed('+', now.minus(&kept)?);
    let words = [lost, gained].concat();
    (!words.is_empty()).then(|| words.join(" "))
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{card, holding, play};
    use super::super::{Offer, Options};
    use super::*;

    fn game() -> ProjectL {
        let options = Options {
            players: Some(2),
            ..Options::default()
        };
        ProjectL::new(&options, 1).unwrap()
    }

    #[test]
    fn placing_and_completing_a_card_say_the_pieces_and_the_card() {
        let g = game();
        // W31 (data/projectl-cards.txt): the square b3 c3 b4 c4, 0 points, reward O4.
        let s = holding(&g, "I2 I2", &["W31"]);
        let half = play(&g, &s, "place W31 I2 b3 c3").unwrap();
        let said = g.describe(&s, &half);
        assert_eq!(said.as_deref(), Some("supply −I2 (now I2)"));
        let done = play(&g, &half, "place W31 I2 b4 c4").unwrap();
        let said = g.describe(&half, &done);
        assert_eq!(
            said.as_deref(),
            Some("completed W31; supply +I2 +O4 (now 2xI2 O4)")
        );
    }

    #[test]
    fn taking_a_card_says_its_points_and_reward() {
        let g = game();
        let mut s = holding(&g, "O1", &[]);
        if let Offer::Rows { white, .. } = &mut s.offer {
            white[0] = Some(card(&g, "W22"));
        }
        // W22: 0 points, reward I2.
        let after = play(&g, &s, "take W22").unwrap();
        let said = g.describe(&s, &after);
        assert_eq!(said.as_deref(), Some("took W22 (0 points, reward I2)"));
    }

    #[test]
    fn a_supply_change_counts_the_pieces_lost_then_those_gained() {
        let was = Supply::parse("O1 2xL3").unwrap();
        let now = Supply::parse("O1 I2 2xZ4").unwrap();
        let change = supply_change(&was, &now).unwrap();
        assert_eq!(change, "−2xL3 +I2 +2xZ4");
        assert_eq!(supply_change(&was, &was), None);
    }
}
