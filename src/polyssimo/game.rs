//! Polyssimo Challenge as a [`Game`]: the draft (round-robin from player 1, or given in
//! full for handicap games), then the placement phase from the player who took the last
//! piece, counter-clockwise. Golomb's pentomino game is the same game in `golomb` mode: the
//! 8×8 board, one shared pool of the 12 pentominoes, player 1 first, no draft.
//!
//! Notation: `take X` in the draft; a placement is the piece and the cells it covers, in
//! any order: `X b1 a2 b2 c2 b3` (columns from `a`, rows from 1 at the top).

use super::illegal::{self, Illegal, SetupError};
use super::options::Options;
use super::position::{Mode, OnBoard, PieceSet, Player, Position};
use super::rules::{Placing, Rules, State};
use crate::engine::{Game, Outcome, Room, Turn};
use crate::geometry::Mask;

/// A state of the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameState {
    Draft {
        pool: u32,
        hands: [u32; 4],
        next: usize,
    },
    /// The compact state and the placements made so far (for drawing the board).
    Placement(State, Vec<Placed>),
}

/// A placement made, and by whom (for drawing: unknown for a start position's pieces).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placed {
    pub mv: Placing,
    pub by: Option<u8>,
}

/// A move: a draft pick or a placement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    Take(usize),
    Place(Placing),
}

/// The rules of one game.
pub struct Polyssimo {
    pub(super) rules: Rules,
    pub(super) players: usize,
    dealt: Option<[u32; 4]>,
    start: Option<Position>,
    options: Options,
}

impl Polyssimo {
    /// Who holds `piece`, for a player who named it without holding it: another player,
    /// nobody as it is on the board, or nobody at all (a start position may leave a piece
    /// out of every hand).
    fn whose(&self, s: &State, placed: &[Placed], piece: u8) -> String {
        let holds = |p: &usize| s.hands[*p] & (1 << piece) != 0;
        match (0..self.players).find(holds) {
            Some(holder) => format!("{} holds it", self.player_name(holder)),
            None if placed.iter().any(|p| p.mv.piece == piece) => "it is on the board".into(),
            None => "nobody holds it".into(),
        }
    }

    /// A game with the standard set of its mode.
    pub fn new(options: &Options) -> Result<Polyssimo, SetupError> {
        if let Some(text) = &options.start {
            return Polyssimo::from_start(options, text);
        }
        if options.mode == Mode::Golomb && (options.players != 2 || options.draft.is_some()) {
            return Err(SetupError::Golomb);
        }
        if !(2..=4).contains(&options.players) {
            return Err(SetupError::Players(options.players));
        }
        let set = match &options.set {
            Some(text) => PieceSet::parse(text, "the piece set").map_err(SetupError::Set)?,
            None => PieceSet::default_for(options.mode),
        };
        let rules = Rules::with_mode(set, options.mode)?;
        let dealt = options
            .draft
            .as_ref()
            .map(|d| split(&rules, d, options.players))
            .transpose()?;
        Ok(Polyssimo {
            rules,
            players: options.players,
            dealt,
            start: None,
            options: options.clone(),
        })
    }

    /// A game that starts from a position (its placement phase).
    fn from_start(options: &Options, text: &str) -> Result<Polyssimo, SetupError> {
        if options.draft.is_some() {
            return Err(SetupError::StartWithDraft);
        }
        // A set kept with the game (by `play import`) is the one the position is on.
        let position = match &options.set {
            Some(set) => {
                let set = PieceSet::parse(set, "the piece set").map_err(SetupError::Set)?;
                Position::parse_with_set(text, "the start position", set)?
            }
            None => Position::parse(text, "the start position")?,
        };
        if position.mode != options.mode || position.players.len() != options.players {
            return Err(SetupError::StartMismatch);
        }
        let rules = Rules::for_position(&position)?;
        Ok(Polyssimo {
            rules,
            players: options.players,
            dealt: None,
            start: Some(position),
            options: options.clone(),
        })
    }

    /// The position of a state of the placement phase (for position files).
    pub fn position(&self, state: &GameState) -> Result<Position, SetupError> {
        let GameState::Placement(s, placed) = state else {
            return Err(SetupError::NoPositionYet);
        };
        let pieces_of = |hand: u32| {
            (0..32)
                .filter(|k| hand & (1 << k) != 0)
                .collect::<Vec<usize>>()
        };
        let golomb = self.rules.mode == Mode::Golomb;
        let players = (0..self.players)
            .map(|p| Player {
                name: self.player_name(p),
                pieces: if golomb {
                    Vec::new()
                } else {
                    pieces_of(s.hands[p])
                },
            })
            .collect();
        let placed = placed
            .iter()
            .map(|&Placed { mv: m, .. }| {
                let cells = self.rules.cells(m);
                let cells = (0..self.rules.set.board.len())
                    .filter(|&c| cells.0[c / 64] & (1 << (c % 64)) != 0)
                    .collect();
                OnBoard {
                    piece: m.piece as usize,
                    cells,
                }
            })
            .collect();
        Ok(Position {
            mode: self.rules.mode,
            set: self.rules.set.clone(),
            pool: if golomb {
                pieces_of(s.hands[0])
            } else {
                Vec::new()
            },
            placed,
            players,
            to_move: usize::from(s.to_move),
            last_placed: s
                .last_placed
                .map_or_else(Vec::new, |order| order.players().collect()),
        })
    }

    /// The options the game was set up with.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// Golomb's pentomino game (two players, shared pool).
    pub fn golomb() -> Polyssimo {
        Polyssimo::new(&super::options::golomb_options()).expect("the Golomb set fits the rules")
    }

    /// The rules underneath (for bots and analysis).
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    fn all_pieces(&self) -> u32 {
        ((1u64 << self.rules.set.pieces.len()) - 1) as u32
    }

    fn placement_start(&self, hands: [u32; 4], first: usize) -> GameState {
        let state = State {
            occupied: Mask::default(),
            hands,
            players: self.players as u8,
            to_move: first as u8,
            out: 0,
            last_placed: None,
        };
        GameState::Placement(self.rules.state_of_hands(state), Vec::new())
    }

    /// Why `name` is no piece: the set's pieces, and the nearest name when it is longer
    /// than a letter (any letter is one slip from any other).
    fn unknown_piece(&self, name: &str) -> Illegal {
        let names: Vec<&str> = self.rules.set.pieces.iter().map(|p| p.0.as_str()).collect();
        let pieces = &self.rules.set.pieces;
        let drawn_as = |k: &usize| name.chars().eq([super::board_text::letter(pieces, *k)]);
        let suggestion = match (0..pieces.len()).find(drawn_as) {
            Some(k) if pieces[k].0 != name => {
                format!(
                    " ({name} is how the board draws {0}: write {0})",
                    pieces[k].0
                )
            }
            _ if name.chars().count() == 1 => String::new(),
            // A piece's name first; else the draft's word mistyped (`tak M06`).
            _ => match crate::wording::suggestion(name, names.iter().copied()) {
                none if none.is_empty() => crate::wording::suggestion(name, ["take"]),
                piece => piece,
            },
        };
        Illegal::UnknownPiece {
            name: name.into(),
            suggestion,
            known: names.join(" "),
        }
    }

    /// A piece by name, read as case-insensitively as the set allows: the exact name, or
    /// else the one name that matches ignoring case.
    fn piece_named(&self, name: &str) -> Result<usize, Illegal> {
        let set = &self.rules.set;
        if let Some(k) = set.index_of(name) {
            return Ok(k);
        }
        // Every alphabet's case (`ж` for `Ж`), not only the Latin letters'.
        let lower = name.to_lowercase();
        let mut matches =
            (0..set.pieces.len()).filter(|&k| set.pieces[k].0.to_lowercase() == lower);
        match (matches.next(), matches.next()) {
            (Some(k), None) => Ok(k),
            _ => Err(self.unknown_piece(name)),
        }
    }
}

/// A verb a person may type before a placement, which the notation leaves out.
fn is_placement_word(word: &str) -> bool {
    ["place", "put", "play"].contains(&word.to_lowercase().as_str())
}

/// Checks that an explicit draft splits the set's pieces exactly among the players.
fn split(rules: &Rules, draft: &[Vec<String>], players: usize) -> Result<[u32; 4], SetupError> {
    if draft.len() != players {
        return Err(SetupError::DraftPlayers {
            given: draft.len(),
            players,
        });
    }
    let mut hands = [0u32; 4];
    let mut taken = 0u32;
    for (p, names) in draft.iter().enumerate() {
        for name in names {
            let k = rules.set.index_of(name).ok_or_else(|| {
                let names = rules.set.pieces.iter().map(|(name, _)| name.as_str());
                let meant = crate::wording::suggestion(name, names);
                SetupError::DraftUnknown(name.clone(), meant)
            })?;
            if taken & (1 << k) != 0 {
                return Err(SetupError::DraftTwice(name.clone()));
            }
            taken |= 1 << k;
            hands[p] |= 1 << k;
        }
    }
    let missing: Vec<&str> = (0..rules.set.pieces.len())
        .filter(|&k| taken & (1 << k) == 0)
        .map(|k| rules.set.pieces[k].0.as_str())
        .collect();
    if !missing.is_empty() {
        return Err(SetupError::DraftMissing(missing.join(" ")));
    }
    Ok(hands)
}

impl Game for Polyssimo {
    type State = GameState;
    type Move = Move;
    type Illegal = Illegal;

    fn name(&self) -> &'static str {
        match self.rules.mode {
            Mode::Polyssimo => "polyssimo",
            Mode::Golomb => "golomb",
        }
    }

    fn players(&self) -> usize {
        self.players
    }

    fn player_name(&self, player: usize) -> String {
        match &self.start {
            Some(position) => position.players[player].name.clone(),
            None => format!("player {}", player + 1),
        }
    }

    fn initial(&self) -> GameState {
        if let Some(position) = &self.start {
            let placed = position
                .placed
                .iter()
                .map(|p| {
                    let cells = Mask::from_bits(p.cells.iter().copied());
                    let mv =
                        (self.rules.find_placement(p.piece, &cells)).expect("a checked position");
                    Placed { mv, by: None }
                })
                .collect();
            return GameState::Placement(self.rules.state_of(position), placed);
        }
        match (self.rules.mode, self.dealt) {
            (Mode::Golomb, _) => {
                // Both hands hold the shared pool, as in the state of a Golomb position.
                let all = self.all_pieces();
                self.placement_start([all, all, 0, 0], 0)
            }
            // As after a round-robin draft of an even split: the last seat took the last piece.
            (Mode::Polyssimo, Some(hands)) => self.placement_start(hands, self.players - 1),
            (Mode::Polyssimo, None) => GameState::Draft {
                pool: self.all_pieces(),
                hands: [0; 4],
                next: 0,
            },
        }
    }

    fn describe_change(&self, before: &GameState, _: &Move, after: &GameState) -> Option<String> {
        self.describe(before, after)
    }

    fn result_text(&self, state: &GameState) -> Option<String> {
        self.result_words(state)
    }

    fn step_text(&self, state: &GameState) -> Option<String> {
        match state {
            GameState::Draft { .. } => Some("drafts a piece: take PIECE".into()),
            GameState::Placement(..) => None,
        }
    }

    fn turn(&self, state: &GameState) -> Turn {
        match state {
            GameState::Draft { next, .. } => Turn::Player(*next),
            GameState::Placement(s, _) if self.rules.is_over(s) => Turn::Over,
            GameState::Placement(s, _) => Turn::Player(s.to_move as usize),
        }
    }

    fn legal_moves(&self, state: &GameState) -> Vec<Move> {
        match state {
            GameState::Draft { pool, .. } => (0..32)
                .filter(|k| pool & (1 << k) != 0)
                .map(Move::Take)
                .collect(),
            GameState::Placement(s, _) => {
                let mut moves = Vec::new();
                self.rules.moves(s, &mut moves);
                moves.into_iter().map(Move::Place).collect()
            }
        }
    }

    fn play(&self, state: &GameState, mv: &Move) -> Result<GameState, Illegal> {
        match (state, *mv) {
            (GameState::Draft { pool, hands, next }, Move::Take(k)) => {
                if pool & (1 << k) == 0 {
                    let holder = (hands.iter()).position(|hand| hand & (1 << k) != 0);
                    return Err(Illegal::NotInMiddle {
                        piece: self.rules.set.pieces[k].0.clone(),
                        holder: holder.map_or_else(String::new, |p| self.player_name(p)),
                    });
                }
                let mut hands = *hands;
                hands[*next] |= 1 << k;
                let pool = pool & !(1 << k);
                if pool == 0 {
                    // The player who took the last piece places first.
                    return Ok(self.placement_start(hands, *next));
                }
                Ok(GameState::Draft {
                    pool,
                    hands,
                    next: (next + 1) % self.players,
                })
            }
            (GameState::Placement(s, placed), Move::Place(m)) => {
                if self.rules.is_over(s) {
                    return Err(Illegal::GameOver);
                }
                let name = &self.rules.set.pieces[m.piece as usize].0;
                if s.hands[s.to_move as usize] & (1 << m.piece) == 0 {
                    return Err(match self.rules.mode {
                        Mode::Golomb => Illegal::NotInPool(name.clone()),
                        Mode::Polyssimo => Illegal::NotHeld {
                            player: self.player_name(s.to_move as usize),
                            piece: name.clone(),
                            whose: self.whose(s, placed, m.piece),
                        },
                    });
                }
                let clash = self.rules.cells(m).and(&s.occupied);
                if !clash.is_zero() {
                    return Err(Illegal::Overlap {
                        piece: name.clone(),
                        cells: self.rules.labels(&clash),
                    });
                }
                let mut placed = placed.clone();
                placed.push(Placed {
                    mv: m,
                    by: Some(s.to_move),
                });
                Ok(GameState::Placement(self.rules.play(s, m), placed))
            }
            (GameState::Draft { .. }, Move::Place(_)) => Err(Illegal::DraftGoesOn),
            (GameState::Placement(..), Move::Take(_)) => match self.rules.mode {
                Mode::Golomb => Err(Illegal::NoDraft),
                Mode::Polyssimo => Err(Illegal::DraftOver),
            },
        }
    }

    fn outcome(&self, state: &GameState) -> Option<Outcome> {
        let GameState::Placement(s, _) = state else {
            return None;
        };
        if !self.rules.is_over(s) {
            return None;
        }
        let scores: Vec<i64> = (0..self.players)
            .map(|p| -(self.rules.cells_left(s, p) as i64))
            .collect();
        let winners = match self.rules.winner(s) {
            Some(w) => vec![w],
            None => {
                let best = *scores.iter().max().expect("players");
                (0..self.players).filter(|&p| scores[p] == best).collect()
            }
        };
        let scores = match self.rules.mode {
            Mode::Golomb => (0..self.players)
                .map(|p| i64::from(winners.contains(&p)))
                .collect(),
            Mode::Polyssimo => scores,
        };
        Some(Outcome { scores, winners })
    }

    fn format_move(&self, _state: &GameState, mv: &Move) -> String {
        match *mv {
            Move::Take(k) => format!("take {}", self.rules.set.pieces[k].0),
            Move::Place(m) => self.rules.move_name(m),
        }
    }

    fn respelled(&self, _state: &GameState, typed: &str) -> Option<String> {
        let pieces = &self.rules.set.pieces;
        let named = |word: &str| -> Option<String> {
            // A piece's own name (`f` for F, any case) is no board letter.
            if self.piece_named(word).is_ok() {
                return None;
            }
            let mut letters = (0..pieces.len()).filter(|&k| pieces[k].0.chars().count() != 1);
            let drawn = |k: &usize| word.chars().eq([super::board_text::letter(pieces, *k)]);
            letters.find(drawn).map(|k| pieces[k].0.clone())
        };
        let words: Vec<&str> = typed.split_whitespace().collect();
        let spelled: Vec<String> = (words.iter())
            .map(|w| named(w).unwrap_or_else(|| w.to_string()))
            .collect();
        (spelled != words).then(|| spelled.join(" "))
    }

    fn parse_move(&self, state: &GameState, text: &str) -> Result<Move, Illegal> {
        let apart = |c: char| c.is_whitespace() || c == ',';
        let words: Vec<&str> = text.split(apart).filter(|w| !w.is_empty()).collect();
        match words.as_slice() {
            [take, name] if take.eq_ignore_ascii_case("take") => {
                Ok(Move::Take(self.piece_named(name)?))
            }
            [take, ..] if take.eq_ignore_ascii_case("take") => Err(Illegal::TakeOne),
            [word, _, ..] if is_placement_word(word) && self.piece_named(word).is_err() => {
                Err(Illegal::PlacementWord(word.to_string()))
            }
            [name, cells @ ..] if !cells.is_empty() => {
                let piece = self.piece_named(name)?;
                // The phase first: no cells typed would make a placement in the draft.
                if matches!(state, GameState::Draft { .. }) {
                    return Err(Illegal::DraftGoesOn);
                }
                let mut wanted = Vec::new();
                for cell in cells {
                    wanted.push(
                        self.rules
                            .set
                            .board
                            .parse_label(cell)
                            .ok_or_else(|| illegal::unknown_cell(&self.rules.set.board, cell))?,
                    );
                }
                let mask: Mask<3> = Mask::from_bits(wanted);
                self.rules
                    .find_placement(piece, &mask)
                    .map(Move::Place)
                    .ok_or_else(|| illegal::no_placement(&self.rules.set, piece, &mask, cells))
            }
            _ => Err(Illegal::Unreadable {
                drafting: matches!(state, GameState::Draft { .. }),
            }),
        }
    }

    fn picture(&self, state: &GameState) -> Option<crate::picture::Scene> {
        Some(self.scene(state))
    }

    fn view(&self, state: &GameState) -> Option<crate::engine::view::JsonView> {
        Some(self.json_view(state))
    }

    fn board_text(&self, state: &GameState) -> Vec<String> {
        Polyssimo::board_text(self, state)
    }

    fn board_text_within(&self, state: &GameState, columns: usize) -> Vec<String> {
        Polyssimo::board_text_within(self, state, columns)
    }

    fn board_text_short(&self, state: &GameState, room: Room) -> Option<Vec<String>> {
        Some(Polyssimo::board_text_short(self, state, room))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::{PuzzleError, PuzzleErrorKind};

    #[test]
    fn a_piece_is_named_in_any_case_of_any_alphabet_when_only_one_matches() {
        let set = "board: \"####\"\npieces:\n  - name: Ж\n    shape: \"##\"\n  - name: Éa\n    \
                   shape: \"##\"\n";
        let options = Options {
            set: Some(set.into()),
            ..Options::default()
        };
        let game = Polyssimo::new(&options).unwrap();
        let state = game.initial();
        // Cyrillic and accented Latin letters have cases too.
        for (typed, name) in [("take ж", "Ж"), ("take éA", "Éa"), ("take Ж", "Ж")] {
            let mv = game.parse_move(&state, typed).unwrap();
            assert_eq!(
                game.format_move(&state, &mv),
                format!("take {name}"),
                "{typed}"
            );
        }
    }

    #[test]
    fn a_set_that_is_no_puzzle_file_is_refused_with_its_reason() {
        let options = |set: &str| Options {
            set: Some(set.into()),
            ..Options::default()
        };
        let Err(e) = Polyssimo::new(&options("board: [")) else {
            panic!("a broken set makes a game");
        };
        assert!(
            matches!(&e, SetupError::Set(PuzzleError { file, kind: PuzzleErrorKind::Yaml(_) }) if file == "the piece set"),
            "{e:?}"
        );
        assert!(
            e.to_string()
                .starts_with("set: the piece set: invalid puzzle file: "),
            "{e}"
        );
        let Err(e) = Polyssimo::new(&options("board: \"##\"\npieces: []\n")) else {
            panic!("a set without pieces makes a game");
        };
        assert!(
            matches!(
                &e,
                SetupError::Set(PuzzleError {
                    kind: PuzzleErrorKind::Tiling(_),
                    ..
                })
            ),
            "{e:?}"
        );
    }

    #[test]
    fn a_board_letter_is_respelled_as_its_piece_for_the_nearest_moves() {
        // The standard set's hexominoes are drawn a to l in their order: C06 a, D06 b, X16 c.
        let game = Polyssimo::new(&Options::default()).unwrap();
        let state = game.initial();
        assert_eq!(game.respelled(&state, "take c"), Some("take X16".into()));
        assert_eq!(
            game.respelled(&state, "a a1 b1 c1 d1 a2 d2"),
            Some("C06 a1 b1 c1 d1 a2 d2".into())
        );
        assert_eq!(game.respelled(&state, "take X16"), None);
        assert_eq!(game.respelled(&state, "take F"), None);
        // f draws Z16, but the pentomino F is read from it first, in any case.
        assert_eq!(game.respelled(&state, "take f"), None);
    }

    #[test]
    fn a_misread_placement_says_how_to_write_it() {
        let game = Polyssimo::new(&Options::default()).unwrap();
        let state = game.initial();
        let refused = |text: &str| game.parse_move(&state, text).unwrap_err();
        assert_eq!(
            refused("place X a1 b1"),
            Illegal::PlacementWord("place".into())
        );
        assert!(refused("place X a1").to_string().contains("as in X b1 a2"));
        let Illegal::UnknownPiece {
            suggestion, known, ..
        } = refused("U6 a1 b1")
        else {
            panic!("U6 is read as a piece");
        };
        assert_eq!(suggestion, " (did you mean U06?)");
        assert!(known.split(' ').any(|p| p == "X"), "{known}");
        // One letter is a slip from every other: no guess, only the list.
        let Illegal::UnknownPiece { suggestion, .. } = refused("Q a1") else {
            panic!("Q is read as a piece");
        };
        assert_eq!(suggestion, "");
        // The draft's word mistyped.
        let Illegal::UnknownPiece { suggestion, .. } = refused("tak M06") else {
            panic!("tak is read as a piece");
        };
        assert_eq!(suggestion, " (did you mean take?)");
    }

    #[test]
    fn a_placement_refused_says_what_is_wrong_with_its_cells() {
        let game = Polyssimo::golomb();
        let state = game.initial();
        let told = |state: &GameState, text: &str| match game.parse_move(state, text) {
            Ok(mv) => game.play(state, &mv).unwrap_err().to_string(),
            Err(e) => e.to_string(),
        };
        assert!(told(&state, "X c4").ends_with(": X covers 5 cells, 1 given"));
        // In the draft, a placement is told that the draft goes on, whatever its cells.
        let drafting = Polyssimo::new(&Options::default()).unwrap();
        let draft = drafting.initial();
        let told_in_draft = |text: &str| match drafting.parse_move(&draft, text) {
            Ok(mv) => drafting.play(&draft, &mv).unwrap_err().to_string(),
            Err(e) => e.to_string(),
        };
        for text in ["X a1", "X b1 a2 b2 c2 b3"] {
            assert_eq!(told_in_draft(text), "the draft is not over: take a piece");
        }
        // Five cells typed, one twice: the repeat is named, not a count of four.
        assert!(told(&state, "X b1 a2 b2 c2 B2").ends_with(": B2 is given twice"));
        // A tab parts words as a space does.
        assert!(game.parse_move(&state, "X\tb1 a2 b2 c2 b3").is_ok());
        // A T of five cells is not the X.
        let t = told(&state, "X a1 b1 c1 b2 b3");
        assert!(
            t.ends_with("those 5 cells are not X's shape, turned or flipped"),
            "{t}"
        );
        let far = told(&state, "X k10 j11 k11 l11 k12");
        assert_eq!(
            far,
            "\"k10\" is not a cell of the board (it runs from a1 to h8)"
        );
        let x = game.parse_move(&state, "X b1 a2 b2 c2 b3").unwrap();
        let after = game.play(&state, &x).unwrap();
        assert_eq!(
            told(&after, "I a2 b2 c2 d2 e2"),
            "I there would overlap a placed piece on a2 b2 c2"
        );
    }

    #[test]
    fn a_piece_named_by_the_wrong_player_or_file_is_told_whose_it_is() {
        let names: Vec<String> = (PieceSet::standard().pieces.iter())
            .map(|(name, _)| name.clone())
            .filter(|name| name != "X")
            .collect();
        let mut first = vec!["X".to_string()];
        first.extend_from_slice(&names[..11]);
        let draft = vec![first, names[11..].to_vec()];
        let options = |draft: Vec<Vec<String>>| Options {
            draft: Some(draft),
            ..Options::default()
        };
        let game = Polyssimo::new(&options(draft.clone())).unwrap();
        // With a given draft the last seat places first: player 2, who has no X.
        let state = game.initial();
        let x = game.parse_move(&state, "X b1 a2 b2 c2 b3").unwrap();
        let refused = game.play(&state, &x).unwrap_err().to_string();
        assert_eq!(refused, "player 2 does not hold X: player 1 holds it");
        // Once player 1 has placed X, player 2 naming it is told it is on the board.
        let placed = (game.legal_moves(&state).iter())
            .filter_map(|first| game.play(&state, first).ok())
            .find_map(|after| game.play(&after, &x).ok())
            .expect("a first move that leaves X its place");
        let refused = game.play(&placed, &x).unwrap_err().to_string();
        assert_eq!(refused, "player 2 does not hold X: it is on the board");
        // A start position may leave a piece in no hand and off the board.
        let rows = "  ............\n".repeat(11);
        let start = format!("board: |\n{rows}players: [{{pieces: [U]}}, {{pieces: [P]}}]\n");
        let start = Options {
            start: Some(start),
            ..Options::default()
        };
        let game = Polyssimo::new(&start).unwrap();
        let state = game.initial();
        let x = game.parse_move(&state, "X b1 a2 b2 c2 b3").unwrap();
        let refused = game.play(&state, &x).unwrap_err().to_string();
        assert!(
            refused.ends_with("does not hold X: nobody holds it"),
            "{refused}"
        );
        // A file's name is taken as written, with the near name offered.
        let mut lower = draft;
        lower[0][0] = "x".to_string();
        let Err(error) = Polyssimo::new(&options(lower)) else {
            panic!("x read as X");
        };
        assert_eq!(
            error.to_string(),
            "draft: \"x\" is not a piece of the set (did you mean X?)"
        );
    }

    #[test]
    fn a_start_position_keeps_the_order_of_last_placements() {
        let rows = "  ............\n".repeat(11);
        let start = format!(
            "board: |\n{rows}players: [{{pieces: [X]}}, {{pieces: [U]}}, {{pieces: [P]}}]\nto_move: 2\nlast_placed: [3, 1]\n"
        );
        let game = Polyssimo::new(&Options {
            players: 3,
            start: Some(start),
            ..Options::default()
        })
        .unwrap();
        let state = game.initial();
        let GameState::Placement(s, _) = &state else {
            panic!("a start position is in the placement phase");
        };
        let order: Vec<usize> = s.last_placed.unwrap().players().collect();
        assert_eq!(order, vec![2, 0]);
        assert_eq!(game.position(&state).unwrap().last_placed, vec![2, 0]);
        let mv = game.legal_moves(&state)[0];
        let next = game.play(&state, &mv).unwrap();
        assert_eq!(game.position(&next).unwrap().last_placed, vec![1, 2, 0]);
        assert!(
            game.position(&next)
                .unwrap()
                .to_text()
                .ends_with("to_move: 1\nlast_placed: [2, 3, 1]\n")
        );
    }

    #[test]
    fn placed_pieces_get_a_legend_that_matches_the_drawing() {
        let start = include_str!("../../puzzles/polyssimo/example-position.yaml");
        let game = Polyssimo::new(&Options {
            start: Some(start.into()),
            ..Options::default()
        })
        .unwrap();
        let lines = game.board_text(&game.initial());
        let board = &lines[1..12]; // after the column letters
        let legend = lines
            .iter()
            .find_map(|l| l.strip_prefix("on the board: "))
            .expect("a legend line");
        // A start position's pieces were placed by no player of the game.
        let pieces = legend.strip_suffix(" (at the start)").expect(legend);
        let mut names = Vec::new();
        for entry in pieces.split(' ') {
            let (name, letter) = entry.split_once('=').unwrap_or((entry, entry));
            let letter = letter.chars().next().unwrap();
            let drawn: usize = board.iter().map(|r| r.matches(letter).count()).sum();
            assert_eq!(drawn, if name.len() == 1 { 5 } else { 6 }, "{entry}");
            names.push(name);
        }
        names.sort_unstable();
        assert_eq!(names, ["C06", "D06", "I", "L"]);
    }
}
