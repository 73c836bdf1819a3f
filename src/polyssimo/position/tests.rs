//! Reading position files: every refusal, and files that load.

use super::*;
use crate::puzzle::PuzzleErrorKind;
use PositionErrorKind as K;

const PLAYERS: &str = "players:\n  - pieces: [P]\n  - pieces: [U]\n";

/// A position on the standard board with the given top rows, filled up to 12 cells
/// with empty ones (the other rows empty).
fn text(top: &[&str], rest: &str) -> String {
    let mut rows: Vec<String> = top.iter().map(|r| format!("  {r:.<12}")).collect();
    rows.extend(std::iter::repeat_n(
        "  ............".to_string(),
        11 - top.len(),
    ));
    format!("board: |\n{}\n{rest}", rows.join("\n"))
}

/// Why a position text is refused, with its message (which must name the file).
fn refused(text: &str) -> (PositionErrorKind, String) {
    let e = Position::parse(text, "pos.yaml").unwrap_err();
    let message = e.to_string();
    assert!(message.starts_with("pos.yaml: "), "{message}");
    assert_eq!(e.file, "pos.yaml");
    (e.kind, message)
}

/// A position on a set given as puzzle-file text.
fn on_set(set: &str, text: &str) -> Result<Position, PositionErrorKind> {
    let set = PieceSet::parse(set, "set.yaml").unwrap();
    file::build(crate::yaml::from_str(text).unwrap(), set)
}

#[test]
fn the_board_drawing_is_checked_row_by_row() {
    let (kind, m) = refused(&format!("board: |\n  ............\n{PLAYERS}"));
    assert!(
        matches!(
            kind,
            K::Rows {
                rows: 1,
                expected: 11
            }
        ),
        "{kind:?}"
    );
    assert!(m.ends_with("board: 1 row, expected 11"), "{m}");
    let (kind, m) = refused(&text(&["", "X............"], PLAYERS));
    let width = K::RowWidth {
        row: 2,
        characters: 13,
        expected: 12,
    };
    assert_eq!(format!("{kind:?}"), format!("{width:?}"));
    assert!(
        m.ends_with("board row 2: 13 characters, expected 12"),
        "{m}"
    );
    let corner = "board: \"##\\n.#\"\npieces:\n  - name: X1\n    shape: \"#\"\n";
    let kind = on_set(
        corner,
        "board: |\n  ..\n  X.\nplayers: [{pieces: []}, {pieces: []}]\n",
    )
    .unwrap_err();
    let outside = K::OutsideBoard {
        row: 2,
        column: 1,
        letter: 'X',
    };
    assert_eq!(format!("{kind:?}"), format!("{outside:?}"));
    assert_eq!(
        kind.to_string(),
        "board row 2, column 1: 'X' lies outside the board"
    );
}

#[test]
fn letters_must_name_pieces_of_the_right_shape() {
    let (kind, m) = refused(&text(&["qq"], PLAYERS));
    assert!(matches!(kind, K::UnknownLetter { letter: 'q' }), "{kind:?}");
    assert!(m.contains("give it in `legend` (as in `q: C06`)"), "{m}");
    // A tab or a space inside a row is told as no mark, not offered a legend entry.
    let tabbed = text(&["bbbb.aa\ta", "b..b.a..a"], PLAYERS);
    let (kind, m) = refused(&tabbed);
    assert!(
        matches!(
            kind,
            K::Blank {
                row: 1,
                column: 8,
                letter: '\t'
            }
        ),
        "{kind:?}"
    );
    assert!(m.ends_with("board row 1, column 8: '\\t' marks no cell: use '.' for an empty cell and a letter for a piece's"), "{m}");
    let legend = |name: &str| {
        let rows = ["aaaa", "a..a"];
        refused(&text(&rows, &format!("legend:\n  a: {name}\n{PLAYERS}")))
    };
    let (kind, m) = legend("Q06");
    assert!(
        matches!(&kind, K::UnknownLegend { letter: 'a', name, .. } if name == "Q06"),
        "{kind:?}"
    );
    // Q06 is one letter from five hexominoes: none is guessed.
    assert!(
        m.ends_with("names \"Q06\", which is not a piece of the set"),
        "{m}"
    );
    let (_, m) = legend("c06");
    assert!(
        m.ends_with("not a piece of the set (did you mean C06?)"),
        "{m}"
    );
    // An entry whose letter is not on the board is checked too: the slip is the same.
    let unused = format!("legend:\n  q: Q99\n{PLAYERS}");
    let (kind, _) = refused(&text(&[], &unused));
    assert!(
        matches!(&kind, K::UnknownLegend { letter: 'q', name, .. } if name == "Q99"),
        "{kind:?}"
    );
    let (kind, m) = refused(&text(&["X"], PLAYERS));
    assert!(
        matches!(&kind, K::WrongShape { letter: 'X', cells: 1, piece } if piece == "X"),
        "{kind:?}"
    );
    assert!(
        m.contains("the 1 cell marked 'X' does not form piece X"),
        "{m}"
    );
    let (_, m) = refused(&text(&["XXX", "XXX"], PLAYERS));
    assert!(
        m.contains("the 6 cells marked 'X' do not form piece X"),
        "{m}"
    );
    let (_, m) = refused(&text(
        &["bbbb.aaaa", "b..b.a..a"],
        &format!("legend:\n  a: D06\n  a: C06\n{PLAYERS}"),
    ));
    assert!(
        m.contains("legend: 'a' is given twice: give each letter once at line"),
        "{m}"
    );
    let twice = text(
        &["bbbb.aaaa", "b..b.a..a"],
        &format!("legend:\n  b: C06\n  a: C06\n{PLAYERS}"),
    );
    let (kind, m) = refused(&twice);
    assert!(
        matches!(&kind, K::DrawnTwice { piece, first: 'a', second: 'b' } if piece == "C06"),
        "{kind:?}"
    );
    assert!(m.ends_with("board: piece C06 is on the board twice (letters 'a' and 'b')"));
    // A legend entry for `.` (an empty cell) or for another piece's one-letter name (the
    // pentomino I) would leave a letter that reads two ways.
    for (letter, what) in [
        ('.', "marks an empty cell"),
        ('I', "is the name of another piece"),
    ] {
        let taken = text(&[], &format!("legend:\n  '{letter}': C06\n{PLAYERS}"));
        let (kind, m) = refused(&taken);
        let expected = matches!(&kind, K::LegendTaken { letter: l, piece, what: w }
                if *l == letter && piece == "C06" && *w == what);
        assert!(expected, "{kind:?}: {m}");
        assert!(
            m.contains(&format!(
                "{letter:?} for C06 {what}; give C06 another letter"
            )),
            "{m}"
        );
    }
}

#[test]
fn hands_hold_each_piece_once() {
    let hands = |p1: &str, p2: &str| {
        text(
            &["IIIII"],
            &format!("players:\n  - pieces: [{p1}]\n  - pieces: [{p2}]\n"),
        )
    };
    let (kind, m) = refused(&hands("P9", "U"));
    assert!(
        matches!(&kind, K::NotInSet { list: PieceList::Hand(1), name, .. } if name == "P9"),
        "{kind:?}"
    );
    assert!(
        m.ends_with("players[1]: \"P9\" is not a piece of the set (did you mean P?)"),
        "{m}"
    );
    // Two characters swapped, and a name in the wrong case, are near enough to suggest.
    let (_, m) = refused(&hands("W62", "U"));
    assert!(
        m.ends_with("\"W62\" is not a piece of the set (did you mean W26?)"),
        "{m}"
    );
    let (kind, m) = refused(&hands("P", "U, P"));
    assert!(
        matches!(&kind, K::HeldTwice { piece, first: 1, second: 2 } if piece == "P"),
        "{kind:?}"
    );
    assert!(m.ends_with("piece P is held by players 1 and 2"), "{m}");
    let (kind, m) = refused(&hands("P", "U, W, U"));
    assert!(
        matches!(&kind, K::ListedTwice { list: PieceList::Hand(2), name } if name == "U"),
        "{kind:?}"
    );
    assert!(m.ends_with("players[2]: U is listed twice"), "{m}");
    let (kind, m) = refused(&hands("P", "I"));
    assert!(
        matches!(&kind, K::HeldAndPlaced { piece, player: 2 } if piece == "I"),
        "{kind:?}"
    );
    assert!(m.ends_with("piece I is both on the board and in player 2's hand"));
    let (kind, _) = refused(&text(&[], "players:\n  - pieces: [P]\n"));
    assert!(matches!(kind, K::PlayerCount { given: 1 }), "{kind:?}");
    let (kind, _) = refused(&text(&[], ""));
    assert!(matches!(kind, K::NoPlayers), "{kind:?}");
    let (kind, _) = refused(&text(&[], &format!("{PLAYERS}pool: [X]\n")));
    assert!(matches!(kind, K::PoolOutsideGolomb), "{kind:?}");
}

#[test]
fn golombs_pool_holds_each_unplaced_piece_once() {
    let golomb = |pool: &str| {
        let rows = "  ........\n".repeat(7);
        format!("mode: golomb\nboard: |\n  IIIII...\n{rows}{pool}")
    };
    let position = Position::parse(&golomb(""), "pos.yaml").unwrap();
    assert_eq!(position.pool.len(), 11, "every piece not on the board");
    let (kind, _) = refused(&golomb("pool: [Q]\n"));
    assert!(
        matches!(&kind, K::NotInSet { list: PieceList::Pool, name, .. } if name == "Q"),
        "{kind:?}"
    );
    let (kind, m) = refused(&golomb("pool: [X, F, X]\n"));
    assert!(
        matches!(&kind, K::ListedTwice { list: PieceList::Pool, name } if name == "X"),
        "{kind:?}"
    );
    assert!(m.ends_with("pool: X is listed twice"), "{m}");
    let (kind, _) = refused(&golomb("pool: [X, I]\n"));
    assert!(
        matches!(&kind, K::PoolPieceOnBoard { name } if name == "I"),
        "{kind:?}"
    );
    let (kind, _) = refused(&golomb(PLAYERS));
    assert!(matches!(kind, K::PlayersInGolomb), "{kind:?}");
    // Golomb's board without its mode is not told it has too few rows for Polyssimo.
    let unmarked = golomb("").replace("mode: golomb\n", "");
    let (kind, m) = refused(&unmarked);
    assert!(matches!(kind, K::GolombWithoutMode), "{kind:?}");
    assert!(m.contains("`mode: golomb`"), "{m}");
}

#[test]
fn player_numbers_must_exist() {
    for (extra, wanted, given) in [
        ("to_move: 3\n", "to_move", 3),
        ("last_placed: [1, 0]\n", "last_placed", 0),
        ("last_placed: 3\n", "last_placed", 3),
    ] {
        let (kind, m) = refused(&text(&[], &format!("{PLAYERS}{extra}")));
        assert!(
            matches!(kind, K::NoSuchPlayer { field, number, players: 2 }
                if field == wanted && number == given),
            "{kind:?}"
        );
        let reason = format!("{wanted}: player {given} does not exist");
        assert!(m.contains(&reason), "{m}");
    }
    assert!(
        refused(&text(&[], &format!("{PLAYERS}to_move: 3\n")))
            .1
            .ends_with("(players are numbered 1 to 2)")
    );
    let (kind, m) = refused(&text(&[], &format!("{PLAYERS}last_placed: [2, 1, 2]\n")));
    assert!(matches!(kind, K::PlacedTwice { number: 2 }), "{kind:?}");
    assert!(m.ends_with("last_placed: player 2 is listed twice"), "{m}");
    let (kind, m) = refused(&text(&[], &format!("{PLAYERS}last_placed: first\n")));
    assert!(matches!(kind, K::Yaml(_)), "{kind:?}");
    assert!(m.contains("last_placed: invalid type"), "{m}");
    for extra in ["to_move: two\n", "to_move: -1\n", "last_placed: [2, one]\n"] {
        let (kind, m) = refused(&text(&[], &format!("{PLAYERS}{extra}")));
        assert!(matches!(kind, K::Yaml(_)), "{kind:?}");
        assert!(
            m.contains("a player number (1 for the first player)"),
            "{m}"
        );
        assert!(!m.contains("18446744073709551615"), "{m}");
    }
}

#[test]
fn files_and_sets_that_cannot_be_read() {
    let e = Position::load(Path::new("no/such/position.yaml")).unwrap_err();
    assert!(matches!(e.kind, K::Read(_)), "{e:?}");
    assert!(
        e.to_string()
            .starts_with("no/such/position.yaml: cannot read the file")
    );
    let (kind, m) = refused(&text(&[], &format!("{PLAYERS}set: no/such/set.yaml\n")));
    assert!(
        matches!(&kind, K::Set(PuzzleError { file, kind: PuzzleErrorKind::Read(_) }) if file == "no/such/set.yaml"),
        "{kind:?}"
    );
    assert!(
        m.starts_with("pos.yaml: set: no/such/set.yaml: cannot read the file"),
        "{m}"
    );
    let (kind, _) = refused("board: [");
    assert!(matches!(kind, K::Yaml(_)), "{kind:?}");
}

#[test]
fn the_order_of_last_placements_reads_both_forms_and_writes_back() {
    let read = |extra: &str| {
        Position::parse(&text(&[], &format!("{PLAYERS}{extra}")), "pos.yaml")
            .unwrap()
            .last_placed
    };
    assert_eq!(read(""), Vec::<usize>::new());
    assert_eq!(read("last_placed: []\n"), Vec::<usize>::new());
    assert_eq!(
        read("last_placed: 2\n"),
        vec![1],
        "an older file's single player"
    );
    assert_eq!(read("last_placed: [2, 1]\n"), vec![1, 0]);
    let three = "players: [{pieces: [P]}, {pieces: [U]}, {pieces: [W]}]\n";
    for (given, written) in [
        ("", None),
        ("last_placed: 3\n", Some("last_placed: 3\n")),
        ("last_placed: [3]\n", Some("last_placed: 3\n")),
        ("last_placed: [3, 1]\n", Some("last_placed: [3, 1]\n")),
        ("last_placed: [2, 3, 1]\n", Some("last_placed: [2, 3, 1]\n")),
    ] {
        let position = Position::parse(&text(&[], &format!("{three}{given}")), "p").unwrap();
        let out = position.to_text();
        assert_eq!(out.contains("last_placed"), written.is_some(), "{out}");
        if let Some(line) = written {
            assert!(out.ends_with(line), "{out}");
        }
        let again = Position::parse(&out, "again").unwrap();
        assert_eq!(again.last_placed, position.last_placed);
    }
}

#[test]
fn a_game_set_may_hold_more_cells_than_its_board() {
    // Five cells of board and seven of pieces: a tiling could not use them all, a game
    // leaves what finds no room in hand. A piece larger than the board is still refused.
    let set = "board: |\n  #####\npieces:\n  - name: I3\n    shape: '###'\n  - name: I4\n    shape: '####'\n";
    let read = PieceSet::parse(set, "set.yaml").unwrap();
    assert_eq!(read.pieces.len(), 2);
    let large = "board: '###'\npieces:\n  - name: I4\n    shape: '####'\n";
    let refused = PieceSet::parse(large, "set.yaml").unwrap_err().to_string();
    assert!(
        refused.contains("piece I4 has 4 cells but the board has only 3"),
        "{refused}"
    );
}
