//! What a Polyssimo (or Golomb) move did, in words, for a person watching a game
//! (`play vs`): the piece drafted and how many remain in the middle; the piece placed, its
//! size and what the hand still holds; players who can place nothing more.

use super::game::{GameState, Polyssimo};
use super::position::Mode;
use super::rules::State;
use crate::engine::Game;

impl Polyssimo {
    /// The change from `before` to `after`, or `None` when there is nothing to add.
    pub fn describe(&self, before: &GameState, after: &GameState) -> Option<String> {
        match (before, after) {
            (GameState::Draft { hands, next, .. }, _) => {
                let taken = taken_piece(hands[*next], after_hand(after, *next))?;
                let left = match after {
                    GameState::Draft { pool, .. } => pool.count_ones(),
                    GameState::Placement(..) => 0,
                };
                let name = &self.rules.set.pieces[taken].0;
                Some(match left {
                    0 => format!("took {name}; the draft is over"),
                    _ => format!("took {name}; {left} left in the middle"),
                })
            }
            (GameState::Placement(was, _), GameState::Placement(now, _)) => {
                let mover = usize::from(was.to_move);
                let placed = taken_piece(was.hands[mover], now.hands[mover])?;
                let mut parts = vec![self.placed_words(placed, now, mover)];
                parts.extend(self.newly_out(was.out, now.out, usize::from(now.to_move)));
                Some(parts.join("; "))
            }
            _ => None,
        }
    }

    /// `placed X (5 cells); 3 pieces (14 cells) left in hand`.
    fn placed_words(&self, piece: usize, now: &State, mover: usize) -> String {
        let (hand, cells) = (now.hands[mover], self.rules.cells_left(now, mover));
        let (name, size) = (&self.rules.set.pieces[piece].0, self.rules.size(piece));
        let holder = match self.rules.mode {
            Mode::Polyssimo => "in hand",
            Mode::Golomb => "in the pool",
        };
        use crate::wording::count;
        let left = count(hand.count_ones(), "piece");
        let (size, cells) = (count(size, "cell"), count(cells, "cell"));
        format!("placed {name} ({size}); {left} ({cells}) left {holder}")
    }

    /// `player 2 can place nothing more`, for each player out since; in Golomb's game, the
    /// player to move who cannot move loses.
    fn newly_out(&self, was: u8, now: u8, to_move: usize) -> Vec<String> {
        if self.rules.mode == Mode::Golomb {
            let over = now != was;
            let loser = self.player_name(to_move);
            return over
                .then(|| format!("{loser} cannot move and loses"))
                .into_iter()
                .collect();
        }
        (0..self.players)
            .filter(|&p| now & !was & (1 << p) != 0)
            .map(|p| format!("{} can place nothing more", self.player_name(p)))
            .collect()
    }
}

/// The hand of `player` in a state (during the draft or after it).
fn after_hand(state: &GameState, player: usize) -> u32 {
    match state {
        GameState::Draft { hands, .. } => hands[player],
        GameState::Placement(s, _) => s.hands[player],
    }
}

/// The one piece in `was` and not in `now`, or the one in `now` and not in `was`.
fn taken_piece(was: u32, now: u32) -> Option<usize> {
    let changed = was ^ now;
    (changed.count_ones() == 1).then(|| changed.trailing_zeros() as usize)
}

#[cfg(test)]
mod tests {
    use super::super::options::Options;
    use super::*;

    /// A game on a 5x3 board with the X, U and P pentominoes, from `start`.
    fn game(start: &str) -> Polyssimo {
        let set = "board: |\n  #####\n  #####\n  #####\npieces:\n\
                   \x20 - {name: X, shape: \".#.\\n###\\n.#.\"}\n\
                   \x20 - {name: U, shape: \"#.#\\n###\"}\n\
                   \x20 - {name: P, shape: \"##\\n##\\n#.\"}\n";
        let options = Options {
            set: Some(set.into()),
            start: Some(start.into()),
            ..Options::default()
        };
        Polyssimo::new(&options).unwrap()
    }

    fn said(game: &Polyssimo, state: &GameState, mv: &str) -> (GameState, Option<String>) {
        let after = game
            .play(state, &game.parse_move(state, mv).unwrap())
            .unwrap();
        let said = game.describe(state, &after);
        (after, said)
    }

    #[test]
    fn a_placement_says_the_piece_the_hand_and_who_is_out() {
        // On a 5x3 board the X in the middle column leaves two U-shaped regions of five
        // cells: player 1's U fits, player 2's P (which needs a 2x2 square) nowhere.
        let board = "board: |\n  .....\n  .....\n  .....\n";
        let start = format!("{board}players: [{{pieces: [X, U]}}, {{pieces: [P]}}]\nto_move: 1\n");
        let g = game(&start);
        let (_, said) = said(&g, &g.initial(), "X c1 b2 c2 d2 c3");
        let expected = "placed X (5 cells); 1 piece (5 cells) left in hand; \
                        player 2 can place nothing more";
        assert_eq!(said.as_deref(), Some(expected));
    }

    #[test]
    fn a_golomb_move_counts_the_pool_and_names_the_loser() {
        let g = Polyssimo::golomb();
        let (after, said) = said(&g, &g.initial(), "X b1 a2 b2 c2 b3");
        let expected = "placed X (5 cells); 11 pieces (55 cells) left in the pool";
        assert_eq!(said.as_deref(), Some(expected));
        let GameState::Placement(s, _) = &after else {
            panic!("Golomb's game has no draft");
        };
        assert_eq!(s.out, 0);
    }
}
