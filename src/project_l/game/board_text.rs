//! `play show` for Project L: the offer, the bank, and each player's supply, cards and
//! score; the cards drawn (see `board_text_cards`), or as labels for the SVG picture's notes.

use super::ProjectL;
use super::board_text_cards::unfinished_heading;
use super::board_text_short::joined_while_fit;
use super::state::{Offer, Phase, State};
use crate::project_l::Supply;

impl ProjectL {
    /// The state as text lines, the offer and the unfinished cards drawn as cards.
    pub fn board_text(&self, state: &State) -> Vec<String> {
        self.text_lines(state, true)
    }

    /// The state as text lines with the offer's cards as labels (`W05:2/I4`) and no
    /// unfinished cards, for a picture that draws the cards itself.
    pub fn summary(&self, state: &State) -> Vec<String> {
        self.text_lines(state, false)
    }

    fn text_lines(&self, state: &State, cards: bool) -> Vec<String> {
        let mut lines = match cards {
            true => self.draw_offer_cards(state),
            false => self.draw_offer(state),
        };
        lines.push(format!("bank: {}", state.bank));
        for p in 0..state.players.len() {
            lines.extend(self.describe_player(state, p, cards));
        }
        lines.extend(end_line(state));
        lines
    }

    /// Player `p`'s lines: score, supply and favourite, whose turn it is, the cards
    /// completed, the unlock sheet, the duel, and the unfinished cards when drawn.
    pub(super) fn describe_player(&self, state: &State, p: usize, cards: bool) -> Vec<String> {
        self.player_block(state, p, cards, None)
    }

    /// [`describe_player`](Self::describe_player)'s lines; `joined_within` a width (the
    /// short drawing's), the lines after the completed line joined to it while they fit —
    /// the heading of the unfinished cards ends it when no line comes between them
    /// (`  completed: W31; unfinished:`, `  completed: none; unfinished: none`), one line
    /// fewer — and every line and the row of cards within that width.
    pub(super) fn player_block(
        &self,
        state: &State,
        p: usize,
        cards: bool,
        joined_within: Option<usize>,
    ) -> Vec<String> {
        let player = &state.players[p];
        let head = format!("{}{}", self.player_head(state, p), marker(state, p));
        let mut lines = vec![head, self.completed_line(player)];
        let between = (self.draw_sheet(state, p).into_iter()).chain(self.draw_duel(state, p));
        let heading = cards.then(|| unfinished_heading(&player.cards).to_string());
        let width = match joined_within {
            None => {
                lines.extend(between.chain(heading));
                usize::MAX
            }
            Some(width) => {
                // The short drawing: the lines that follow joined to it while they fit.
                joined_while_fit(&mut lines, between.chain(heading), width);
                lines = (lines.iter())
                    .flat_map(|line| crate::wording::wrap_indented(line, width))
                    .collect();
                width
            }
        };
        if cards {
            lines.extend(self.draw_unfinished(&player.cards, width));
        }
        lines
    }

    /// `  completed: W31 M02 (ambassador action ready)`, or `none`.
    fn completed_line(&self, player: &super::Player) -> String {
        let completed: Vec<String> = (player.completed.iter())
            .map(|&c| self.completed_name(player, c))
            .collect();
        let completed: Vec<&str> = completed.iter().map(String::as_str).collect();
        format!("  completed: {}", list_or_none(&completed))
    }

    /// `player 2: score 4, supply O1 2xI2, favourite L4`: the start of a player's first
    /// line in every drawing.
    pub(super) fn player_head(&self, state: &State, p: usize) -> String {
        let player = &state.players[p];
        let favourite = (player.favourite).map_or(String::new(), |k| format!(", favourite {k}"));
        format!(
            "player {}: score {}, supply {}{favourite}",
            p + 1,
            self.score(state, p),
            player.supply
        )
    }

    /// `  sheet "example": unlocked L3; locked I3 (I2, +2) L4 (L3, +3)`: each locked kind
    /// with the piece its slot takes and the points it prints.
    pub(super) fn draw_sheet(&self, state: &State, p: usize) -> Option<String> {
        let sheet = self.sheet(p)?;
        let unlocked = &state.players[p].unlocked;
        let names: Vec<String> = unlocked.iter().map(|k| k.to_string()).collect();
        let locked: Vec<String> = sheet
            .slots
            .iter()
            .filter(|s| !unlocked.contains(&s.unlock))
            .map(|s| format!("{} ({}, +{})", s.unlock, s.piece, s.points))
            .collect();
        Some(format!(
            "  sheet {:?}: unlocked {}; locked {}",
            sheet.name,
            list_or_none(&names.iter().map(String::as_str).collect::<Vec<_>>()),
            list_or_none(&locked.iter().map(String::as_str).collect::<Vec<_>>())
        ))
    }

    /// A completed card's id; an ambassador card says whether its action is used.
    fn completed_name(&self, player: &super::Player, card: u16) -> String {
        let id = self.card_id(card);
        match self.deck.cards()[card as usize].reward {
            crate::project_l::Reward::Ambassador if player.ambassadors_used.contains(&card) => {
                format!("{id} (ambassador used, face down)")
            }
            crate::project_l::Reward::Ambassador if player.face_down.contains(&card) => {
                format!("{id} (defended with, face down: no ambassador action)")
            }
            crate::project_l::Reward::Ambassador => format!("{id} (ambassador action ready)"),
            _ => id.to_string(),
        }
    }

    /// `  defence 3 O1; face down: W05; charges: W13 I2`.
    pub(super) fn draw_duel(&self, state: &State, p: usize) -> Option<String> {
        if !self.aggressive() {
            return None;
        }
        let player = &state.players[p];
        let down: Vec<&str> = player.face_down.iter().map(|&c| self.card_id(c)).collect();
        let charges: Vec<String> = player
            .charges
            .iter()
            .map(|&(c, k)| format!("{} {k}", self.card_id(c)))
            .collect();
        let charges: Vec<&str> = charges.iter().map(String::as_str).collect();
        Some(format!(
            "  defence {} O1; face down: {}; charges: {}",
            player.defence,
            list_or_none(&down),
            list_or_none(&charges)
        ))
    }

    /// The offer with its cards drawn: the two rows, or the solo grid (with its locks)
    /// and the opponent; the four rows of simultaneous turns as labels.
    fn draw_offer_cards(&self, state: &State) -> Vec<String> {
        match &state.offer {
            Offer::Rows {
                white_deck,
                black_deck,
                white,
                black,
            } => {
                let mut lines =
                    self.draw_card_row(format!("white (deck {}):", white_deck.len()), white);
                lines.extend(
                    self.draw_card_row(format!("black (deck {}):", black_deck.len()), black),
                );
                lines
            }
            Offer::Solo { grid, locks, .. } => {
                let mut lines = self.draw_solo_grid(grid, locks);
                lines.extend(self.solo_opponent_lines(state));
                lines
            }
            Offer::Sides {
                white_deck,
                black_deck,
                rows,
            } => self.draw_side_cards(state, rows, white_deck.len(), black_deck.len()),
        }
    }

    fn draw_offer(&self, state: &State) -> Vec<String> {
        let ids = |row: &[Option<u16>]| -> String {
            let names: Vec<String> = row
                .iter()
                .map(|c| c.map_or("--- ".to_string(), |c| self.card_label(c)))
                .collect();
            names.join(" ")
        };
        match &state.offer {
            Offer::Rows {
                white_deck,
                black_deck,
                white,
                black,
            } => vec![
                format!("white: {}  (deck {})", ids(white), white_deck.len()),
                format!("black: {}  (deck {})", ids(black), black_deck.len()),
            ],
            Offer::Sides {
                white_deck,
                black_deck,
                rows,
            } => self.draw_sides(state, rows, white_deck.len(), black_deck.len()),
            Offer::Solo { grid, locks, .. } => {
                let mut lines = vec![self.locks_line(locks)];
                for row in grid.chunks(3) {
                    lines.push(format!("grid:  {}", ids(row)));
                }
                lines.extend(self.solo_opponent_lines(state));
                lines
            }
        }
    }

    /// Under the solo grid: the deck and the virtual opponent (score, supply, pile), and in
    /// aggressive solo whether completions attack yet.
    pub(super) fn solo_opponent_lines(&self, state: &State) -> Vec<String> {
        let Offer::Solo {
            deck,
            opponent_supply,
            opponent_pile,
            opponent_face_down,
            ..
        } = &state.offer
        else {
            return Vec::new();
        };
        let pile: Vec<String> = opponent_pile
            .iter()
            .map(|&c| match opponent_face_down.contains(&c) {
                true => format!("{}(down)", self.card_id(c)),
                false => self.card_id(c).to_string(),
            })
            .collect();
        let pile: Vec<&str> = pile.iter().map(String::as_str).collect();
        // Written the way supplies are (`3xO1`), but `none` rather than `-` in a sentence.
        let supply = match opponent_supply.pieces() {
            0 => "none".to_string(),
            _ => opponent_supply.to_string(),
        };
        let mut lines = vec![format!(
            "deck {}; opponent: score {}, supply {supply}, pile {}",
            deck.len(),
            self.opponent_score(state),
            list_or_none(&pile)
        )];
        if self.aggressive_solo() && !self.can_attack(state) {
            lines.push("your completions attack once a black card enters the grid".into());
        }
        lines
    }

    /// The solo locks: `O1` counts, or the kinds in aggressive solo.
    pub(super) fn locks_line(&self, locks: &[Supply; 3]) -> String {
        if self.aggressive_solo() {
            let cols: Vec<String> = locks.iter().map(Supply::to_string).collect();
            return format!("locks: {}   (above each column)", cols.join(" | "));
        }
        let [a, b, c] = locks.map(|l| l.pieces());
        format!("locks: {a} {b} {c}   (O1s above each column)")
    }

    /// `W05:2/I4`: id, points, reward.
    pub(super) fn card_label(&self, card: u16) -> String {
        let c = &self.deck.cards()[card as usize];
        format!("{}:{}/{}", c.id, c.points, c.reward)
    }
}

/// What player `p`'s line adds when it is their turn to act: the actions used, a level-up
/// to choose, finishing touches, a favourite to choose or an attack to defend.
fn marker(state: &State, p: usize) -> String {
    match (state.phase, step(state)) {
        (Phase::Turns, Some(step)) if state.to_move == p => format!("  <- to move, {step}"),
        (Phase::Touches(q) | Phase::Favourites(q) | Phase::Defend(q), Some(step)) if q == p => {
            format!("  <- {step}")
        }
        _ => String::new(),
    }
}

/// What the player to act does now: the action of the turn (with the master action used
/// and a level-up to choose), finishing touches, a favourite to choose or an attack to
/// defend; `None` once the game is over.
pub(super) fn step(state: &State) -> Option<String> {
    Some(match state.phase {
        Phase::Turns => {
            let master = if state.master_used {
                ", master used"
            } else {
                ""
            };
            let level_up = match state.level_ups.first() {
                Some(n) => format!(", choose a level-up of {n} (level-up FROM TO, or none)"),
                None => String::new(),
            };
            format!("action {} of 3{master}{level_up}", state.actions + 1)
        }
        Phase::Touches(_) => "finishing touches".to_string(),
        Phase::Favourites(_) => "chooses a favourite".to_string(),
        Phase::Defend(_) => format!("defends against an attack of {}", state.attacks[0]),
        Phase::Over => return None,
    })
}

pub(super) fn list_or_none(items: &[&str]) -> String {
    if items.is_empty() {
        "none".into()
    } else {
        items.join(" ")
    }
}

/// The line for the last round, once it has begun and until the game is over; in the solo
/// game also during the turn the deck runs out, whose end sets the last turn (the next).
pub(super) fn end_line(state: &State) -> Option<String> {
    if matches!(state.phase, Phase::Over) {
        return None;
    }
    let deck_out = matches!(&state.offer, Offer::Solo { deck, .. } if deck.is_empty());
    let last = (state.last_turn).or_else(|| deck_out.then_some(state.turns_played + 1))?;
    Some(end_is_near((last + 1).saturating_sub(state.turns_played)))
}

/// The line for the last round: `left` turns still to play, every player's counted and
/// the one under way included.
fn end_is_near(left: u32) -> String {
    match left {
        0 => "the turns are over: finishing touches".to_string(),
        1 => "the end is near: this is the last turn, then the finishing touches".to_string(),
        _ => format!(
            "the end is near: {left} turns left, this one and every player's counted, then the \
             finishing touches"
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::{Offer, end_is_near, end_line};
    use crate::engine::Game;
    use crate::project_l::game::{Difficulty, Options, ProjectL};

    #[test]
    fn the_solo_countdown_starts_in_the_turn_the_deck_runs_out() {
        let options = Options {
            solo: Some(Difficulty::Basic),
            ..Options::default()
        };
        let mut s = ProjectL::new(&options, 1).unwrap().initial();
        assert_eq!(end_line(&s), None, "cards in the deck");
        let Offer::Solo { deck, .. } = &mut s.offer else {
            panic!("solo")
        };
        deck.clear();
        // This turn and one more of yours.
        let line = end_line(&s).expect("the end is near");
        assert!(line.starts_with("the end is near: 2 turns left"), "{line}");
        // Once the game is over, no countdown and no finishing touches are announced.
        s.phase = super::Phase::Over;
        assert_eq!(end_line(&s), None);
    }

    #[test]
    fn the_last_round_counts_every_turn_and_names_the_last() {
        assert!(end_is_near(3).starts_with("the end is near: 3 turns left, this one"));
        assert!(end_is_near(1).contains("this is the last turn"));
        assert_eq!(end_is_near(0), "the turns are over: finishing touches");
    }
}
