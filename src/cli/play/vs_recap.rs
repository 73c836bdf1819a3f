//! The moves since the person last decided, told again under a tall picture: bots' turns
//! and chance events are written above the position, and a picture of dozens of lines
//! (Project L's cards, Polyssimo's pieces) would push them out of sight of the prompt.

use crate::play::vs::Event;

/// A picture of more lines than this gets the recap under it, on a screen of unknown
/// height.
pub const TALL: usize = 20;

/// The moves since the person's last decision, grouped by who made them in turn.
#[derive(Default)]
pub struct Recap {
    /// Who moved, as the recap names them (`player 2 (greedy)`, `chance:`), and their
    /// moves, in order.
    turns: Vec<(String, Vec<String>)>,
}

impl Recap {
    /// Notes what `event` played, or forgets all when the person decided or saw the board.
    pub fn note(&mut self, event: &Event) {
        match event {
            Event::Played {
                player,
                bot: Some(bot),
                text,
                ..
            } => self.add(format!("player {player} ({bot})"), text),
            Event::Chance { text, .. } => self.add("chance:".to_string(), text),
            Event::Played { bot: None, .. }
            | Event::Undone { .. }
            | Event::Position { .. }
            | Event::Over { .. } => self.turns.clear(),
            _ => {}
        }
    }

    fn add(&mut self, who: String, text: &str) {
        match self.turns.last_mut() {
            Some((last, moves)) if *last == who => moves.push(text.to_string()),
            _ => self.turns.push((who, vec![text.to_string()])),
        }
    }

    /// `just played: player 2 (greedy) take W10, place W10 I2 c2 c3; chance: roll 4`
    /// under a picture of `picture_lines` lines, when anything was played and the lines
    /// that told it are pushed out of sight: on a screen of `rows` lines when they, the
    /// picture, the status and the prompt pass its height; else when the picture is tall.
    pub fn line(&self, picture_lines: usize, rows: Option<usize>) -> Option<String> {
        let told: usize = self.turns.iter().map(|(_, moves)| moves.len()).sum();
        let out_of_sight = match rows {
            Some(rows) => told + picture_lines + 2 > rows,
            None => picture_lines > TALL,
        };
        if !out_of_sight || told == 0 {
            return None;
        }
        let turns: Vec<String> = (self.turns.iter())
            .map(|(who, moves)| format!("{who} {}", moves.join(", ")))
            .collect();
        Some(format!("just played: {}", turns.join("; ")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bot_move(player: usize, text: &str) -> Event {
        Event::Played {
            player,
            bot: Some("greedy".to_string()),
            text: text.to_string(),
            did: Some("what it did".to_string()),
        }
    }

    #[test]
    fn a_tall_picture_recaps_the_moves_since_the_person_decided() {
        let mut recap = Recap::default();
        recap.note(&bot_move(2, "take W10"));
        recap.note(&bot_move(2, "place W10 I2 c2 c3"));
        recap.note(&Event::Chance {
            text: "roll 4".to_string(),
            did: None,
        });
        recap.note(&bot_move(3, "pass"));
        assert_eq!(
            recap.line(TALL, None),
            None,
            "a short picture keeps them in sight"
        );
        // Four lines told them; on 24 rows they stay in sight above 18 lines, not 19.
        assert_eq!(recap.line(18, Some(24)), None);
        assert!(recap.line(19, Some(24)).is_some());
        assert_eq!(
            recap.line(TALL + 1, None).as_deref(),
            Some(
                "just played: player 2 (greedy) take W10, place W10 I2 c2 c3; \
                 chance: roll 4; player 3 (greedy) pass"
            )
        );
        // The person's own move starts the count again.
        recap.note(&Event::Played {
            player: 1,
            bot: None,
            text: "take W22".to_string(),
            did: None,
        });
        assert_eq!(recap.line(TALL + 1, None), None);
    }
}
