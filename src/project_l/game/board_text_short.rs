//! Presentation only: a Project L position in fewer lines, for a screen too short for the
//! full drawing (`play vs` on a terminal of 24 rows). The cards on offer are drawn half as
//! tall, in block characters, with each row's name beside them (a card taken needs no
//! coordinates); the player to act is drawn as `play show` draws them, their unfinished
//! cards with the coordinates their placements are written in (in the solo game beside the
//! grid, two to a row); every other player is a line or two, with their unlock-sheet and
//! duel lines.

use super::ProjectL;
use super::board_text::{end_line, list_or_none};
use super::board_text_cards::unfinished_heading;
use super::simultaneous::end_note;
use super::state::{CardIndex, Offer, ROW, Rows, State};
use crate::engine::{Game, Room, Turn};
use crate::picture::terminal;
use crate::picture::text_board::{beside, beside_even, beside_even_within};
use crate::project_l::Supply;
use crate::project_l::card_text::{caption, card_half_lines};
use crate::wording::wrap_indented;

/// Columns between the cards.
const GAP: usize = 3;

/// The width of a row's name beside its cards (`deck 25`), so that the rows line up.
const NAME: usize = 7;

/// The widest a lock's label above its column of the solo grid may be (`lock: 10 O1`);
/// wider ones (aggressive solo's pieces) share a line above the grid.
const LOCK_HEAD: usize = 11;

impl ProjectL {
    /// The state in fewer lines (see the module's header), within `room`'s columns: on a
    /// narrow screen, fewer cards a row and long lines broken at spaces.
    pub fn board_text_short(&self, state: &State, room: Room) -> Vec<String> {
        let width = room.columns;
        let to_act = match self.turn(state) {
            Turn::Player(p) => Some(p),
            _ => None,
        };
        let mut lines = self.offer_short(state, to_act, width);
        lines.extend(wrap_indented(&format!("bank: {}", state.bank), width));
        // The solo game draws the unfinished cards beside the grid.
        let cards_below = !matches!(state.offer, Offer::Solo { .. });
        for p in 0..state.players.len() {
            if Some(p) == to_act {
                lines.extend(self.player_block(state, p, cards_below, Some(width)));
            } else {
                lines.extend(self.player_lines(state, p, width));
            }
        }
        lines.extend(end_line(state).iter().flat_map(|l| wrap_indented(l, width)));
        lines
    }

    /// The offer within `width` columns: the two rows, the solo grid (the unfinished cards
    /// of the player to act beside it, or under it when they do not fit) and its opponent,
    /// or the four rows of simultaneous turns under their markers.
    fn offer_short(&self, state: &State, to_act: Option<usize>, width: usize) -> Vec<String> {
        match &state.offer {
            Offer::Rows {
                white_deck,
                black_deck,
                white,
                black,
            } => {
                let mut lines = self.row_short(["white", &deck(white_deck)], white, width);
                lines.extend(self.row_short(["black", &deck(black_deck)], black, width));
                lines
            }
            Offer::Solo { grid, locks, .. } => {
                let cards = to_act.map_or(Vec::new(), |p| self.unfinished_in_pairs(state, p));
                let mut lines: Vec<String> = (self.locks_above(locks).iter())
                    .flat_map(|l| wrap_indented(l, width))
                    .collect();
                lines.extend(beside_or_under(self.grid_short(grid, locks), cards, width));
                let opponent = self.solo_opponent_lines(state);
                lines.extend(opponent.iter().flat_map(|l| wrap_indented(l, width)));
                lines
            }
            Offer::Sides {
                white_deck,
                black_deck,
                rows,
            } => self.sides_short(state, rows, [white_deck, black_deck], width),
        }
    }

    /// A row's name (two lines) beside its cards, as many a line as fit `width` columns.
    fn row_short(&self, name: [&str; 2], row: &[Option<CardIndex>], width: usize) -> Vec<String> {
        let name: Vec<String> = name.iter().map(|l| format!("{l:<NAME$}")).collect();
        let cards = width.saturating_sub(NAME + 2);
        beside(&[name, self.cards_short(row, cards)], 2)
    }

    /// A row's cards side by side, half as tall, with their captions, as many a line as
    /// fit `width` columns.
    fn cards_short(&self, row: &[Option<CardIndex>], width: usize) -> Vec<String> {
        let cards: Vec<Vec<String>> = row.iter().map(|&c| self.card_short(c)).collect();
        beside_even_within(&cards, GAP, width)
    }

    /// A card half as tall with its caption under it, or `(empty)`.
    fn card_short(&self, card: Option<CardIndex>) -> Vec<String> {
        let Some(card) = card else {
            return vec!["(empty)".to_string()];
        };
        let card = &self.deck.cards()[card as usize];
        let mut lines = card_half_lines(card.hole);
        lines.push(caption(card));
        lines
    }

    /// The solo grid: three columns of three cards, each column's lock above it, or all
    /// three in a line above the grid when one is wider than a card (aggressive solo's
    /// locks of pieces).
    fn grid_short(&self, grid: &[Option<CardIndex>], locks: &[Supply; 3]) -> Vec<String> {
        let narrow = self.locks_above(locks).is_none();
        let columns: Vec<Vec<String>> = (0..3)
            .map(|col| {
                let mut lines = match narrow {
                    true => vec![format!("lock: {}", self.lock_label(&locks[col]))],
                    false => Vec::new(),
                };
                for row in 0..3 {
                    lines.extend(self.card_short(grid.get(row * 3 + col).copied().flatten()));
                }
                lines
            })
            .collect();
        beside_even(&columns, GAP)
    }

    /// The locks in a line above the grid when a column's is too wide to head it.
    fn locks_above(&self, locks: &[Supply; 3]) -> Option<String> {
        let wide = |lock: &Supply| format!("lock: {}", self.lock_label(lock)).chars().count();
        (locks.iter().any(|lock| wide(lock) > LOCK_HEAD)).then(|| self.locks_line(locks))
    }

    /// Player `p`'s unfinished cards as `play show` draws them, two to a row.
    fn unfinished_in_pairs(&self, state: &State, p: usize) -> Vec<String> {
        let cards = &state.players[p].cards;
        let mut lines = vec![unfinished_heading(cards).to_string()];
        for pair in cards.chunks(2) {
            lines.extend(self.draw_unfinished(pair, usize::MAX));
        }
        lines
    }

    /// The four rows of simultaneous turns: each marker's two rows under it, the two
    /// sides beside each other (the cards' ids say which row is white, which black), the
    /// decks above, and when the end is near.
    fn sides_short(
        &self,
        state: &State,
        rows: &Rows,
        decks: [&[CardIndex]; 2],
        width: usize,
    ) -> Vec<String> {
        let Some(markers) = state.markers else {
            return Vec::new();
        };
        let side = |heading: String, pair: &[[Option<CardIndex>; ROW]]| {
            let cards = pair.iter().flat_map(|row| self.cards_short(row, width));
            std::iter::once(heading).chain(cards).collect::<Vec<_>>()
        };
        let white = format!("white marker (left rows): player {}", markers.white + 1);
        let black = format!("black marker (right rows): player {}", markers.black + 1);
        let [white_deck, black_deck] = decks.map(<[CardIndex]>::len);
        let mut lines = vec![format!("decks: white {white_deck}, black {black_deck}")];
        let [white, black] = [side(white, &rows[..2]), side(black, &rows[2..])];
        lines.extend(beside_or_under(white, black, width));
        lines.extend(end_note(state, markers));
        lines
    }

    /// `player 2: score 4, supply O1 2xI2, favourite L4; 3 completed; unfinished W17 B02`
    /// (the cards on a line of their own when one line would pass the width), then the
    /// unlock sheet's and the duel's lines as `play show` writes them.
    fn player_lines(&self, state: &State, p: usize, width: usize) -> Vec<String> {
        let player = &state.players[p];
        let unfinished: Vec<&str> = (player.cards.iter())
            .map(|c| self.card_id(c.card))
            .collect();
        let head = format!(
            "{}; {} completed",
            self.player_head(state, p),
            player.completed.len()
        );
        let cards = format!("unfinished {}", list_or_none(&unfinished));
        let mut lines = match head.chars().count() + 2 + cards.chars().count() <= width {
            true => vec![format!("{head}; {cards}")],
            false => vec![head, format!("  {cards}")],
        };
        let more = self
            .draw_sheet(state, p)
            .into_iter()
            .chain(self.draw_duel(state, p));
        joined_while_fit(&mut lines, more, width);
        (lines.iter())
            .flat_map(|line| wrap_indented(line, width))
            .collect()
    }
}

/// Two blocks of lines side by side where they fit `width` columns, else one under the
/// other.
fn beside_or_under(left: Vec<String>, right: Vec<String>, width: usize) -> Vec<String> {
    let together = beside(&[left.clone(), right.clone()], 2 * GAP);
    let fits = together.iter().all(|l| terminal::width(l) <= width);
    match fits {
        true => together,
        false => left.into_iter().chain(right).collect(),
    }
}

/// `more` lines added to `lines`, each joined to the last (after `; `) while the line stays
/// within `width` columns, from the first that does not on its own line: a short drawing
/// (`play vs` on a terminal of 24 rows) spends fewer lines on a player's duel and sheet.
pub(super) fn joined_while_fit(
    lines: &mut Vec<String>,
    more: impl IntoIterator<Item = String>,
    width: usize,
) {
    let mut joining = true;
    for line in more {
        let last = lines.last_mut().filter(|_| joining);
        match last {
            Some(last) if last.chars().count() + 2 + line.trim_start().chars().count() <= width => {
                last.push_str("; ");
                last.push_str(line.trim_start());
            }
            _ => {
                joining = false;
                lines.push(line);
            }
        }
    }
}

/// `deck 25`: how many cards a deck still holds.
fn deck(cards: &[CardIndex]) -> String {
    format!("deck {}", cards.len())
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{card, holding};
    use super::super::{Difficulty, Options, ProjectL, State, Turns, Unfinished};
    use crate::engine::Game;
    use crate::picture::terminal::plain;

    /// The short drawing without colours or trailing spaces.
    fn short_lines(game: &ProjectL, state: &State) -> Vec<String> {
        (game
            .board_text_short(state, crate::engine::Room::WIDE)
            .iter())
        .map(|l| plain(l).trim_end().to_string())
        .collect()
    }

    fn two_players() -> ProjectL {
        let options = Options {
            players: Some(2),
            ..Options::default()
        };
        ProjectL::new(&options, 1).unwrap()
    }

    #[test]
    fn the_offer_is_half_as_tall_and_the_other_player_one_line() {
        let game = two_players();
        let mut state = holding(&game, "O1 I2", &["W31", "B02"]);
        state.players[1].cards = vec![Unfinished {
            card: card(&game, "W17"),
            pieces: Vec::new(),
        }];
        let short = short_lines(&game, &state);
        // Each offer row: its name beside three lines of cards and their captions.
        assert!(short[0].starts_with("white  "), "{short:#?}");
        assert!(short[1].starts_with("deck "), "{short:#?}");
        assert!(short[3].split_whitespace().any(|w| w.ends_with("pt")));
        assert!(short[4].starts_with("black  "), "{short:#?}");
        assert!(short[8].starts_with("bank: "), "{short:#?}");
        // Player 1, to move, as in full: their two cards with coordinates.
        assert!(short[9].starts_with("player 1: score 0, supply O1 I2"));
        assert_eq!(short[10], "  completed: none; unfinished:");
        assert!(short.iter().any(|l| l.contains("W31 0pt O4")), "{short:#?}");
        assert!(short.iter().any(|l| l.trim_start().starts_with("1 . ")));
        let last = short.last().unwrap();
        assert!(last.starts_with("player 2: score 0, supply "), "{last}");
        assert!(last.ends_with("; 0 completed; unfinished W17"), "{last}");
        assert!(short.len() + 10 <= game.board_text(&state).len());
    }

    #[test]
    fn a_player_to_act_with_no_cards_says_so_on_the_completed_line() {
        let game = two_players();
        let state = holding(&game, "O1 I2", &[]);
        let short = short_lines(&game, &state);
        let at = short
            .iter()
            .position(|l| l.starts_with("player 1: "))
            .unwrap();
        assert_eq!(short[at + 1], "  completed: none; unfinished: none");
        assert!(short[at + 2].starts_with("player 2: "), "{short:#?}");
    }

    #[test]
    fn the_solo_players_unfinished_cards_are_beside_the_grid_two_to_a_row() {
        let options = Options {
            solo: Some(Difficulty::Basic),
            ..Options::default()
        };
        let game = ProjectL::new(&options, 1).unwrap();
        let state = holding(&game, "O1 I2", &["W31", "B02", "W17", "B10"]);
        let short = short_lines(&game, &state);
        // The three locks head the grid's columns; the cards' heading is beside them.
        let [first, ..] = short.as_slice() else {
            panic!("no lines")
        };
        assert_eq!(first.matches("lock: ").count(), 3, "{first}");
        assert!(first.ends_with("unfinished:"), "{first}");
        // Two captions to a band: W31 and B02, then W17 and B10.
        let captions: Vec<&String> = (short.iter())
            .filter(|l| l.contains("W31 0pt O4") || l.contains("W17 1pt Z4"))
            .collect();
        assert_eq!(captions.len(), 2, "{short:#?}");
        assert!(
            captions[0].ends_with("W31 0pt O4     B02 5pt O1"),
            "{short:#?}"
        );
        assert!(
            captions[1].ends_with("W17 1pt Z4     B10 4pt L3"),
            "{short:#?}"
        );
        assert!(short.len() + 4 <= 24, "{short:#?}");
    }

    #[test]
    fn simultaneous_turns_draw_the_two_sides_beside_each_other() {
        let options = Options {
            players: Some(4),
            turns: Some(Turns::Simultaneous),
            ..Options::default()
        };
        let game = ProjectL::new(&options, 1).unwrap();
        let state = game.initial();
        let short = short_lines(&game, &state);
        assert!(short[0].starts_with("decks: white "), "{short:#?}");
        assert!(short[1].starts_with("white marker (left rows): player "));
        assert!(short[1].contains("   black marker (right rows): player "));
        // Four rows of three cards (the rules' layout), two rows to a side: six captions
        // on each captions line, white cards above, black below.
        let captions = |colour: char| {
            (short.iter())
                .filter(|l| l.split_whitespace().filter(|w| w.ends_with("pt")).count() == 6)
                .filter(|l| l.starts_with(colour))
                .count()
        };
        assert_eq!((captions('W'), captions('B')), (1, 1), "{short:#?}");
        assert!(short.iter().all(|l| l.chars().count() <= 80), "{short:#?}");
        assert!(short.len() + 4 <= 24, "{short:#?}");
    }

    /// The audit's case: an aggressive duel, each player holding four
    /// unfinished cards and a charge. The duel's lines join the lines above them, so the
    /// drawing, the status, a recap and the prompt fit 80×24.
    #[test]
    fn a_duel_with_four_cards_each_fits_a_screen_of_24_rows() {
        use crate::project_l::Kind;
        let options = Options {
            aggressive: Some(super::super::Aggressive::Duel),
            ..Options::default()
        };
        let game = ProjectL::new(&options, 1).unwrap();
        let mut state = holding(&game, "O1 I2", &["W01", "W12", "W21", "W22"]);
        let theirs = ["W09", "W03", "W04", "W08"];
        state.players[1].cards = (theirs.iter())
            .map(|id| Unfinished {
                card: card(&game, id),
                pieces: Vec::new(),
            })
            .collect();
        state.players[1].charges = vec![(card(&game, "W04"), Kind::O1)];
        // Their favourite makes their first line too long for the cards' list.
        state.players[1].favourite = Some(Kind::I3);
        let short = short_lines(&game, &state);
        let at = short
            .iter()
            .position(|l| l.starts_with("player 1: "))
            .unwrap();
        let joined = "  completed: none; defence 3 O1; face down: none; charges: none; unfinished:";
        assert_eq!(short[at + 1], joined, "{short:#?}");
        let last = short.last().unwrap();
        assert_eq!(
            last, "  unfinished W09 W03 W04 W08; defence 3 O1; face down: none; charges: W04 O1",
            "{short:#?}"
        );
        assert!(short.iter().all(|l| l.chars().count() <= 78), "{short:#?}");
        assert!(short.len() + 3 <= 24, "{short:#?}");
    }
}
