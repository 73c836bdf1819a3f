//! Presentation only: a Polyssimo or Golomb position in fewer lines, for a screen too short
//! for the full drawing (`play vs` on a terminal of 24 rows). What the player to move
//! chooses from is drawn as shapes (their hand or the pool beside the board, the middle
//! during the draft), and every other list of pieces is written as names; `play show`
//! draws them all.

use super::board_text::{ON_BOARD, PieceGroup, board_lines, wrapped_groups_within};
use super::game::{GameState, Polyssimo};
use crate::engine::{Game, Room, Turn};
use crate::picture::text_board::beside;
use crate::wording::wrap_indented;

/// Columns between the board and the shapes beside it.
const GAP: usize = 3;

/// The fewest columns beside the board the shapes are drawn in (three or four pieces);
/// with fewer, they go under the board.
const LEAST_BESIDE: usize = 30;

impl Polyssimo {
    /// The state in fewer lines (see the module's header), within `room`: what the player
    /// to move chooses from as shapes, or by name when the shapes would pass the room's
    /// height.
    pub fn board_text_short(&self, state: &GameState, room: Room) -> Vec<String> {
        let with_shapes = self.short_lines(state, room.columns, true);
        match room.lines {
            Some(most) if with_shapes.len() > most => self.short_lines(state, room.columns, false),
            _ => with_shapes,
        }
    }

    /// The short drawing within `width` columns, the list the player to move chooses from
    /// drawn as shapes when `shapes`, else named as the others are.
    fn short_lines(&self, state: &GameState, width: usize, shapes: bool) -> Vec<String> {
        let lists = self.lists(state);
        let drafting = matches!(state, GameState::Draft { .. });
        // The middle is drawn apart from the hands in the draft, as shapes or not.
        let chosen = (self.chosen_from(state, &lists)).filter(|_| shapes || drafting);
        let chosen_list = chosen.map(|i| &lists[i]);
        let mut lines = match drafting {
            true => self.middle_drawn(chosen_list, width, shapes),
            false => self.board_beside(state, chosen_list, width),
        };
        let named = (lists.iter().enumerate())
            .filter(|&(i, list)| Some(i) != chosen && list.heading != ON_BOARD)
            .map(|(_, list)| list);
        match drafting {
            // Hands are short in the draft: all of them in a line, where it fits.
            true => {
                let hands: Vec<String> = named
                    .map(|list| format!("{} ({})", self.piece_list(list.pieces), list.heading))
                    .collect();
                lines.extend(wrapped_groups_within("hands", &hands, width));
            }
            false => {
                if lists.iter().any(|list| list.heading == ON_BOARD) {
                    let placed = self.placed_by_player(state);
                    lines.extend(wrapped_groups_within(ON_BOARD, &placed, width));
                }
                let names = |list: &PieceGroup| {
                    format!("{}: {}", list.heading, self.piece_list(list.pieces))
                };
                lines.extend(named.flat_map(|list| wrap_indented(&names(list), width)));
            }
        }
        lines
    }

    /// The index among `lists` of the one the player to move takes or places from: the
    /// middle in the draft, their hand (Polyssimo) or the pool (Golomb) in play — the
    /// middle and the pool being the lists of nobody's that are not on the board; none
    /// once the game is over.
    fn chosen_from(&self, state: &GameState, lists: &[PieceGroup]) -> Option<usize> {
        let Turn::Player(mover) = self.turn(state) else {
            return None;
        };
        let shared = |list: &PieceGroup| list.player.is_none() && list.heading != ON_BOARD;
        (lists.iter()).position(|list| list.player == Some(mover) || shared(list))
    }

    /// The board with the chosen list's shapes beside it, under its heading, within
    /// `width` columns; below it when the board leaves too little room beside it (a wide
    /// board of `--set`, a narrow terminal).
    fn board_beside(
        &self,
        state: &GameState,
        chosen: Option<&PieceGroup>,
        width: usize,
    ) -> Vec<String> {
        let mut board = board_lines(&self.rules.set.board, &self.on_board(state));
        let Some(list) = chosen else {
            return board;
        };
        let used = (board.iter())
            .map(|l| crate::picture::terminal::width(l))
            .max();
        let room = width.saturating_sub(used.unwrap_or(0) + GAP);
        let heading = format!("{}:", list.heading);
        if room < LEAST_BESIDE {
            board.push(heading);
            board.extend(self.shapes_indented(list.pieces, width.saturating_sub(2)));
            return board;
        }
        let mut shapes = vec![heading];
        shapes.extend(self.shapes_within(list.pieces, room));
        beside(&[board, shapes], GAP)
    }

    /// The middle during the draft within `width` columns, drawn as shapes (or named,
    /// without `shapes`), under a heading that gives the size of the board (empty until
    /// the draft ends).
    fn middle_drawn(&self, middle: Option<&PieceGroup>, width: usize, shapes: bool) -> Vec<String> {
        let Some(middle) = middle else {
            return Vec::new();
        };
        let board = &self.rules.set.board;
        let (rows, cols) = (board.height(), board.width());
        let heading = format!(
            "{}: (the board, {cols} columns × {rows} rows, is still empty)",
            middle.heading
        );
        let mut lines = wrap_indented(&heading, width);
        match shapes {
            true => lines.extend(self.shapes_indented(middle.pieces, width.saturating_sub(2))),
            false => {
                let names = format!("  {}", self.piece_list(middle.pieces));
                lines.extend(wrap_indented(&names, width));
            }
        }
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
        let short = plain_lines(game.board_text_short(&state, crate::engine::Room::WIDE));
        assert!(short.len() + 10 <= full.len(), "{short:#?}");
        // The rules' board: 12 columns × 11 rows; one piece taken by each player.
        assert_eq!(
            short[0],
            "middle: (the board, 12 columns × 11 rows, is still empty)"
        );
        let hands = short.last().unwrap();
        assert!(hands.starts_with("hands: "), "{short:#?}");
        // One piece each: `hands: X (player 1); Y (player 2)`.
        let each: Vec<&str> = hands["hands: ".len()..].split("; ").collect();
        assert_eq!(each.len(), 2, "{hands}");
        assert!(each[0].ends_with(" (player 1)") && each[1].ends_with(" (player 2)"));
        assert!(each.iter().all(|h| h.split(' ').count() == 3), "{hands}");
    }

    #[test]
    fn in_play_the_movers_hand_is_beside_the_board_and_the_others_named() {
        // Drafted in advance: player 1 the pentominoes, player 2 the hexominoes; player 2,
        // who took the last piece, places first (the rules), then player 1 is to move.
        let pentominoes = "F I L N P T U V W X Y Z";
        let hexominoes = "C06 D06 X16 G06 M06 Z16 U06 F06 F16 F36 F26 W26";
        let draft = [pentominoes, hexominoes].map(|h| h.split(' ').map(String::from).collect());
        let options = Options {
            draft: Some(draft.to_vec()),
            ..Options::default()
        };
        let game = Polyssimo::new(&options).unwrap();
        let state = after(&game, 1);
        assert_eq!(game.turn(&state), Turn::Player(0));
        let short = plain_lines(game.board_text_short(&state, crate::engine::Room::WIDE));
        assert!(short[0].starts_with("   a b c") && short[0].ends_with("player 1:"));
        assert!(short[1].starts_with(" 1 ") && short[11].starts_with("11 "));
        assert!(short.iter().all(|l| width(l) <= 78), "{short:#?}");
        // Player 2's eleven hexominoes left, by name (and letter), without shapes.
        let other = short.last().unwrap();
        let names: Vec<&str> = other["player 2: ".len()..].split(' ').collect();
        assert!(
            other.starts_with("player 2: ") && names.len() == 11,
            "{short:#?}"
        );
        for name in names {
            let (name, _letter) = name.split_once('=').unwrap();
            assert!(hexominoes.contains(name), "{name}");
        }
        assert!(short.iter().any(|l| l.starts_with("on the board: ")));
    }

    #[test]
    fn golombs_pool_is_beside_the_board() {
        let game = Polyssimo::golomb();
        let state = game.initial();
        let short = plain_lines(game.board_text_short(&state, crate::engine::Room::WIDE));
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
