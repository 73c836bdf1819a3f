//! Presentation only: a Polyssimo or Golomb position in fewer lines, for a screen too short
//! for the full drawing (`play vs` on a terminal of 24 rows). What the player to move
//! chooses from is drawn as shapes (their hand or the pool beside the board, the middle
//! during the draft), and every other list of pieces is written as names; `play show`
//! draws them all.

use super::board_text::{ON_BOARD, PieceGroup, board_lines, wrapped_groups};
use super::game::{GameState, Polyssimo};
use crate::engine::{Game, Turn};
use crate::picture::text_board::beside;

/// The widest line of the short drawing, as the full one's.
const WIDTH: usize = 78;

/// Columns between the board and the shapes beside it.
const GAP: usize = 3;

impl Polyssimo {
    /// The state in fewer lines (see the module's header).
    pub fn board_text_short(&self, state: &GameState) -> Vec<String> {
        let lists = self.lists(state);
        let chosen = self.chosen_from(state, &lists);
        let mut lines = match state {
            GameState::Draft { .. } => self.middle_drawn(chosen),
            GameState::Placement(..) => self.board_beside(state, chosen),
        };
        for list in &lists {
            if list.heading == ON_BOARD {
                lines.extend(wrapped_groups(ON_BOARD, &self.placed_by_player(state)));
            } else if !chosen.is_some_and(|c| std::ptr::eq(c, list)) {
                lines.push(format!(
                    "{}: {}",
                    list.heading,
                    self.piece_list(list.pieces)
                ));
            }
        }
        lines
    }

    /// The list the player to move takes or places from: the middle in the draft, their
    /// hand (Polyssimo) or the pool (Golomb) in play; none once the game is over.
    fn chosen_from<'a>(
        &self,
        state: &GameState,
        lists: &'a [PieceGroup],
    ) -> Option<&'a PieceGroup> {
        let Turn::Player(mover) = self.turn(state) else {
            return None;
        };
        let takes_from = |list: &&PieceGroup| match state {
            GameState::Draft { .. } => list.heading == "middle",
            GameState::Placement(..) => list.player == Some(mover) || list.heading == "pool",
        };
        lists.iter().find(takes_from)
    }

    /// The board with the chosen list's shapes beside it, under its heading.
    fn board_beside(&self, state: &GameState, chosen: Option<&PieceGroup>) -> Vec<String> {
        let board = board_lines(&self.rules.set.board, &self.on_board(state));
        let Some(list) = chosen else {
            return board;
        };
        let used = board
            .iter()
            .map(|l| crate::picture::terminal::width(l))
            .max();
        let room = WIDTH.saturating_sub(used.unwrap_or(0) + GAP);
        let mut shapes = vec![format!("{}:", list.heading)];
        shapes.extend(self.shapes_within(list.pieces, room));
        beside(&[board, shapes], GAP)
    }

    /// The middle during the draft drawn as shapes, under a heading that gives the size
    /// of the board (empty until the draft ends).
    fn middle_drawn(&self, middle: Option<&PieceGroup>) -> Vec<String> {
        let board = &self.rules.set.board;
        let (rows, cols) = (board.height(), board.width());
        let Some(middle) = middle else {
            return Vec::new();
        };
        let mut lines = vec![format!(
            "{}: (the board, {cols} columns × {rows} rows, is still empty)",
            middle.heading
        )];
        let shapes = self.shapes_within(middle.pieces, WIDTH - 2).into_iter();
        lines.extend(shapes.map(|l| if l.is_empty() { l } else { format!("  {l}") }));
        lines
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::{Game, Turn};
    use crate::picture::terminal::{plain, width};
    use crate::polyssimo::{GameState, Options, Polyssimo};

    fn two_players() -> Polyssimo {
        Polyssimo::new(&Options::default()).unwrap()
    }

    fn plain_lines(lines: Vec<String>) -> Vec<String> {
        lines
            .iter()
            .map(|l| plain(l).trim_end().to_string())
            .collect()
    }

    /// The state after `moves` first legal moves from the start.
    fn after(game: &Polyssimo, moves: usize) -> GameState {
        let mut state = game.initial();
        for _ in 0..moves {
            let mv = game.legal_moves(&state)[0];
            state = game.play(&state, &mv).unwrap();
        }
        state
    }

    #[test]
    fn the_draft_draws_the_middle_and_names_the_hands() {
        let game = two_players();
        let state = after(&game, 2);
        let full = game.board_text(&state);
        let short = plain_lines(game.board_text_short(&state));
        assert!(short.len() + 10 <= full.len(), "{short:#?}");
        // The rules' board: 12 columns × 11 rows; one piece taken by each player.
        assert_eq!(
            short[0],
            "middle: (the board, 12 columns × 11 rows, is still empty)"
        );
        let hands: Vec<&String> = (short.iter())
            .filter(|l| l.starts_with("player "))
            .collect();
        assert_eq!(hands.len(), 2, "{short:#?}");
        assert!(hands.iter().all(|l| l.split(' ').count() == 3), "{hands:?}");
    }

    #[test]
    fn in_play_the_movers_hand_is_beside_the_board_and_the_others_named() {
        let game = two_players();
        // The draft of 24 pieces; player 2 took the last, so places first (the rules).
        let state = after(&game, 25);
        assert_eq!(game.turn(&state), Turn::Player(0));
        let short = plain_lines(game.board_text_short(&state));
        let full = plain_lines(game.board_text(&state));
        assert!(short[0].starts_with("   a b c") && short[0].ends_with("player 1:"));
        assert!(short[1].starts_with(" 1 ") && short[11].starts_with("11 "));
        assert!(short.iter().all(|l| width(l) <= 78), "{short:#?}");
        // The other hand is the full drawing's list of it, without its shapes.
        let other = full.iter().find(|l| l.starts_with("player 2:")).unwrap();
        assert!(short.contains(other), "{short:#?}");
        assert!(short.iter().any(|l| l.starts_with("on the board: ")));
        assert!(short.len() < full.len());
    }

    #[test]
    fn golombs_pool_is_beside_the_board() {
        let game = Polyssimo::golomb();
        let state = game.initial();
        let short = plain_lines(game.board_text_short(&state));
        // The 8×8 board and the 12 pentominoes of the pool beside it.
        assert!(short[0].starts_with("  a b c d e f g h") && short[0].ends_with("pool:"));
        assert!(short[8].starts_with("8 . . . . . . . ."), "{short:#?}");
        assert!(!short.iter().any(|l| l.starts_with("pool: ")), "{short:#?}");
        for name in ["F", "I", "L", "N", "P", "T", "U", "V", "W", "X", "Y", "Z"] {
            assert!(
                short.iter().any(|l| l.contains(&format!("{name}:"))),
                "{name}"
            );
        }
    }
}
