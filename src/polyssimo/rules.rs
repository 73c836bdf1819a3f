//! The placement phase of Polyssimo as a compact state: the board as a bit mask, each
//! player's hand as a bit set of pieces, who is to move, who is out, and the order of the
//! players' last placements.
//! Players are numbered in seat order (clockwise, the order of the draft) and the turn
//! passes counter-clockwise, to the previous player; one who cannot place any piece when it
//! is their turn is out for good (the board only fills up); the game ends when everyone is
//! out. Fewest cells left in hand wins; a tie goes to the tied player who placed a piece
//! last, whether or not that was the game's last placement.

use super::illegal::RulesError;
use super::position::{MAX_CELLS, MAX_PIECES, Mode, PieceSet, Position};
use super::recency::Recency;
use crate::geometry::Mask;

/// The player before `player` in seat order: the next to place, counter-clockwise.
fn previous(player: usize, players: u8) -> u8 {
    ((player + usize::from(players) - 1) % usize::from(players)) as u8
}

/// The board as bits over the set's board cells.
pub type Board = Mask<3>;

/// A piece put on the board: its index in the set and which of its placements.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Placing {
    pub piece: u8,
    pub placement: u16,
}

/// A position in compact form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct State {
    pub occupied: Board,
    /// Bit `k` of `hands[p]`: player `p` still holds piece `k`.
    pub hands: [u32; 4],
    pub players: u8,
    pub to_move: u8,
    /// Bit `p`: player `p` is out.
    pub out: u8,
    /// The players by their last placement, most recent first (`None` while nobody is
    /// known to have placed).
    pub last_placed: Option<Recency>,
}

/// The rules for one piece set: every placement of every piece, precomputed.
#[derive(Clone, Debug)]
pub struct Rules {
    pub set: PieceSet,
    pub mode: Mode,
    placements: Vec<Vec<Board>>,
    sizes: Vec<u32>,
}

impl Rules {
    /// Prepares the placements; the board may have at most 192 cells and 32 pieces.
    pub fn new(set: PieceSet) -> Result<Rules, RulesError> {
        Rules::with_mode(set, Mode::Polyssimo)
    }

    /// The rules of a position's game.
    pub fn for_position(position: &Position) -> Result<Rules, RulesError> {
        Rules::with_mode(position.set.clone(), position.mode)
    }

    /// As [`Rules::new`], for either game. In Golomb's game both hands hold the shared
    /// pool, and a placed piece leaves both.
    pub fn with_mode(set: PieceSet, mode: Mode) -> Result<Rules, RulesError> {
        if set.board.len() > MAX_CELLS || set.pieces.len() > MAX_PIECES {
            return Err(RulesError {
                cells: set.board.len(),
                pieces: set.pieces.len(),
                max_cells: MAX_CELLS,
                max_pieces: MAX_PIECES,
            });
        }
        let placements = set
            .pieces
            .iter()
            .map(|(_, shape)| {
                set.board
                    .all_placements(shape, true)
                    .into_iter()
                    .map(|p| Mask::from_bits(p.cells))
                    .collect()
            })
            .collect();
        let sizes = set.pieces.iter().map(|(_, s)| s.len() as u32).collect();
        Ok(Rules {
            set,
            mode,
            placements,
            sizes,
        })
    }

    /// The compact state of a position, with the player to move checked for a move.
    pub fn state_of(&self, position: &Position) -> State {
        let mut occupied = Board::default();
        for p in &position.placed {
            occupied = occupied.or(&Mask::from_bits(p.cells.iter().copied()));
        }
        let mut hands = [0u32; 4];
        for (i, player) in position.players.iter().enumerate() {
            hands[i] = player.pieces.iter().fold(0, |h, &k| h | 1 << k);
        }
        if self.mode == Mode::Golomb {
            let pool = position.pool.iter().fold(0, |h, &k| h | 1 << k);
            hands = [pool, pool, 0, 0];
        }
        let state = State {
            occupied,
            hands,
            players: position.players.len() as u8,
            to_move: position.to_move as u8,
            out: 0,
            last_placed: Recency::from_players(&position.last_placed),
        };
        self.settle(state)
    }

    /// A state with the player to move checked for a move (players who cannot move are
    /// marked out), for states built by hand.
    pub fn state_of_hands(&self, state: State) -> State {
        self.settle(state)
    }

    /// The board cells of a move.
    pub fn cells(&self, mv: Placing) -> Board {
        self.placements[mv.piece as usize][mv.placement as usize]
    }

    /// The move that puts `piece` exactly on `cells`, if it fits there.
    pub fn find_placement(&self, piece: usize, cells: &Board) -> Option<Placing> {
        let index = self
            .placements
            .get(piece)?
            .iter()
            .position(|c| c == cells)?;
        Some(Placing {
            piece: piece as u8,
            placement: index as u16,
        })
    }

    /// Whether `piece` fits anywhere on the board as it is.
    pub fn fits_somewhere(&self, piece: usize, occupied: &Board) -> bool {
        self.placements[piece]
            .iter()
            .any(|c| !c.intersects(occupied))
    }

    /// How many placements a piece has on the board.
    pub fn placement_count(&self, piece: usize) -> usize {
        self.placements[piece].len()
    }

    /// Cells of a piece.
    pub fn size(&self, piece: usize) -> u32 {
        self.sizes[piece]
    }

    /// The legal moves of the player to move (none once the game is over).
    pub fn moves(&self, state: &State, out: &mut Vec<Placing>) {
        out.clear();
        if self.is_over(state) {
            return;
        }
        let mut hand = state.hands[state.to_move as usize];
        while hand != 0 {
            let piece = hand.trailing_zeros() as usize;
            hand &= hand - 1;
            for (i, cells) in self.placements[piece].iter().enumerate() {
                if !cells.intersects(&state.occupied) {
                    out.push(Placing {
                        piece: piece as u8,
                        placement: i as u16,
                    });
                }
            }
        }
    }

    /// Whether `player` can place some piece now.
    pub fn can_move(&self, state: &State, player: usize) -> bool {
        let hand = state.hands[player];
        (0..self.placements.len())
            .any(|k| hand & (1 << k) != 0 && self.fits_somewhere(k, &state.occupied))
    }

    /// Plays a legal move and passes the turn on.
    pub fn play(&self, state: &State, mv: Placing) -> State {
        let mut next = *state;
        let player = state.to_move as usize;
        next.occupied = next.occupied.or(&self.cells(mv));
        match self.mode {
            Mode::Polyssimo => next.hands[player] &= !(1 << mv.piece),
            Mode::Golomb => next.hands.iter_mut().for_each(|h| *h &= !(1 << mv.piece)),
        }
        next.last_placed = Some(Recency::after(state.last_placed, player));
        next.to_move = previous(player, state.players);
        self.settle(next)
    }

    /// Moves the turn past players who are out or cannot move (marking them out), until
    /// someone can move or everyone is out.
    fn settle(&self, mut state: State) -> State {
        if self.mode == Mode::Golomb {
            // Who cannot move loses: the game ends with the loser to move.
            if !self.can_move(&state, state.to_move as usize) {
                state.out = (1 << state.players) - 1;
            }
            return state;
        }
        for _ in 0..state.players {
            let p = state.to_move as usize;
            if state.out & (1 << p) == 0 {
                if self.can_move(&state, p) {
                    return state;
                }
                state.out |= 1 << p;
            }
            state.to_move = previous(p, state.players);
        }
        state
    }

    /// Whether every player is out.
    pub fn is_over(&self, state: &State) -> bool {
        state.out.count_ones() == u32::from(state.players)
    }

    /// Cells of the pieces `player` still holds.
    pub fn cells_left(&self, state: &State, player: usize) -> u32 {
        let mut hand = state.hands[player];
        let mut cells = 0;
        while hand != 0 {
            cells += self.sizes[hand.trailing_zeros() as usize];
            hand &= hand - 1;
        }
        cells
    }

    /// The winner of a finished game: fewest cells left; a tie goes to the tied player who
    /// placed a piece most recently, and is shared (`None`) when none of them is in the
    /// order of last placements. In Golomb's game, the player not to move (the other could
    /// not move).
    pub fn winner(&self, state: &State) -> Option<usize> {
        if self.mode == Mode::Golomb {
            return Some(1 - state.to_move as usize);
        }
        let players = usize::from(state.players);
        let best = (0..players).map(|p| self.cells_left(state, p)).min()?;
        let tied = |p: usize| self.cells_left(state, p) == best;
        match (0..players).filter(|&p| tied(p)).count() {
            1 => (0..players).find(|&p| tied(p)),
            _ => state.last_placed?.latest(tied),
        }
    }

    /// A move as text: the piece name and its cells (`X b1 a2 b2 c2 b3`).
    pub fn move_name(&self, mv: Placing) -> String {
        let piece = &self.set.pieces[mv.piece as usize].0;
        format!("{piece} {}", self.labels(&self.cells(mv)))
    }

    /// Cells as text, in board order (`b1 a2 b2 c2 b3`).
    pub fn labels(&self, cells: &Board) -> String {
        let board = &self.set.board;
        let listed = (0..board.len()).filter(|&c| cells.has(c));
        listed.map(|c| board.label(c)).collect::<Vec<_>>().join(" ")
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::geometry::{Region, Shape};

    /// Rules for a board and pieces given as names and drawings.
    pub(in crate::polyssimo) fn rules(board: Region, pieces: &[(&str, &str)]) -> Rules {
        let pieces = pieces
            .iter()
            .map(|(n, d)| (n.to_string(), Shape::parse(d).unwrap()))
            .collect();
        Rules::new(PieceSet { board, pieces }).unwrap()
    }

    /// The 1x6 strip: three 1-cell pieces `a b c`, a straight tromino `t`, a domino `d`.
    pub(in crate::polyssimo) fn strip() -> Rules {
        let pieces = [
            ("a", "#"),
            ("b", "#"),
            ("c", "#"),
            ("t", "###"),
            ("d", "##"),
        ];
        rules(Region::rectangle(1, 6), &pieces)
    }

    /// A full 1x3 board and three players: players 1 and 2 hold nothing, player 3 holds
    /// `hand3` (0 for nothing, 1 for a 2-cell piece), everyone is out.
    fn finished(hand3: u32, order: &[usize]) -> (Rules, State) {
        let pieces = [("a", "#"), ("b", "#"), ("c", "#"), ("d", "##")];
        let rules = rules(Region::rectangle(1, 3), &pieces);
        let state = rules.state_of_hands(State {
            occupied: Mask::from_bits([0, 1, 2]),
            hands: [0, 0, hand3 << 3, 0],
            players: 3,
            to_move: 0,
            out: 0,
            last_placed: Recency::from_players(order),
        });
        assert!(rules.is_over(&state));
        (rules, state)
    }

    #[test]
    fn a_three_way_tie_goes_to_whichever_of_them_placed_last() {
        for order in [
            [0, 1, 2],
            [0, 2, 1],
            [1, 0, 2],
            [1, 2, 0],
            [2, 0, 1],
            [2, 1, 0],
        ] {
            let (rules, state) = finished(0, &order);
            assert_eq!(rules.winner(&state), Some(order[0]), "order {order:?}");
            // Only the last placer known: still theirs.
            let (rules, state) = finished(0, &order[..1]);
            assert_eq!(rules.winner(&state), Some(order[0]), "order {order:?}");
        }
        let (rules, state) = finished(0, &[]);
        assert_eq!(rules.winner(&state), None, "nobody known to have placed");
    }

    #[test]
    fn a_tie_the_last_placer_is_not_in_goes_to_the_later_of_the_tied() {
        // Player 3 keeps two cells and placed last; players 1 and 2 tie on none.
        let (rules, state) = finished(1, &[2, 0, 1]);
        assert_eq!(rules.winner(&state), Some(0));
        let (rules, state) = finished(1, &[2, 1, 0]);
        assert_eq!(rules.winner(&state), Some(1));
        // Player 2 unlisted: placed before player 1, if at all.
        let (rules, state) = finished(1, &[2, 0]);
        assert_eq!(rules.winner(&state), Some(0));
        let (rules, state) = finished(1, &[1]);
        assert_eq!(rules.winner(&state), Some(1));
        // The tied players' order unknown (an old file's `last_placed: 3`): shared.
        let (rules, state) = finished(1, &[2]);
        assert_eq!(rules.winner(&state), None);
    }

    #[test]
    fn fewest_cells_wins_whoever_placed_last() {
        // Player 3 holds nothing more; give players 1 and 2 the 2-cell piece in turn.
        let (rules, mut state) = finished(0, &[0, 1, 2]);
        state.hands[0] = 1 << 3;
        assert_eq!(rules.winner(&state), Some(1));
        state.hands = [0, 1 << 3, 0, 0];
        assert_eq!(rules.winner(&state), Some(0));
    }

    #[test]
    fn playing_records_each_players_last_placement() {
        // The 1x6 strip: player 3 starts (t a1 b1 c1), then player 2 (b d1), player 1
        // (a e1), player 3 (c f1); players 1 and 2 tie on 0 cells, player 1 placed later.
        let rules = strip();
        let mut state = rules.state_of_hands(State {
            occupied: Board::default(),
            hands: [0b1, 0b10, 0b11100, 0],
            players: 3,
            to_move: 2,
            out: 0,
            last_placed: None,
        });
        let orders: [&[usize]; 4] = [&[2], &[1, 2], &[0, 1, 2], &[2, 0, 1]];
        for ((piece, cells), order) in
            [(3, vec![0, 1, 2]), (1, vec![3]), (0, vec![4]), (2, vec![5])]
                .into_iter()
                .zip(orders)
        {
            let mv = rules
                .find_placement(piece, &Mask::from_bits(cells))
                .unwrap();
            state = rules.play(&state, mv);
            let recorded: Vec<usize> = state.last_placed.unwrap().players().collect();
            assert_eq!(recorded, order);
        }
        assert!(rules.is_over(&state));
        assert_eq!(rules.winner(&state), Some(0));
    }
}
