//! Boards a person can read: every board and card drawn as text carries coordinates that
//! name the cells the moves name (the drawing is read back by its column letters and row
//! numbers, a move is played, and its cells are checked), and touching pieces are painted
//! in different colours.

use crate::support::board_text::{cells_drawn, read_board};
use crate::support::{Tessera, new_game, run_ok, tessera};
use std::collections::BTreeSet;

/// The board in a command's text (the first one drawn).
fn board_of(text: &str) -> std::collections::BTreeMap<String, String> {
    read_board(&text.lines().collect::<Vec<_>>())
}

/// The cells a move names (`F a1 b1 b2 c2 b3`, `place W20 I2 b2 b3`): its cell words.
fn move_cells(mv: &str) -> BTreeSet<String> {
    (mv.split_whitespace())
        .filter(|w| {
            let digits = w.trim_start_matches(|c: char| c.is_ascii_lowercase());
            digits.len() < w.len()
                && !digits.is_empty()
                && digits.chars().all(|c| c.is_ascii_digit())
        })
        .map(str::to_string)
        .collect()
}

#[test]
fn golomb_moves_land_where_the_board_says() {
    let file = new_game("golomb", "boards-golomb.yaml", &[]);
    let f = file.to_str().unwrap();
    let moves = run_ok(&["play", "moves", f]);
    let last = moves.lines().last().unwrap().to_string();
    let piece = &last[..1];
    let before = board_of(&run_ok(&["play", "show", f]));
    assert_eq!(before.len(), 64, "an 8×8 board, every cell drawn");
    assert!(move_cells(&last).iter().all(|c| before[c] == "."), "{last}");
    run_ok(&["play", "apply", f, &last]);
    let after = board_of(&run_ok(&["play", "show", f]));
    assert_eq!(cells_drawn(&after, piece), move_cells(&last));
    // The bot's reply shows as its letter, and the line under the board tells who placed
    // each piece.
    let reply = run_ok(&["play", "bot", f]);
    let mv = reply.lines().find_map(|l| l.split_once(": ")).unwrap().1;
    let show = run_ok(&["play", "show", f]);
    let after = board_of(&show);
    assert_eq!(cells_drawn(&after, &mv[..1]), move_cells(mv), "{reply}");
    let placed = format!("on the board: {piece} (player 1); {} (player 2)", &mv[..1]);
    assert!(show.lines().any(|l| l == placed), "{placed}\n{show}");
}

#[test]
fn polyssimo_moves_land_where_the_board_says() {
    let draft = crate::support::temp_file(
        "boards-draft.yaml",
        "- [C06, D06, X16, G06, M06, Z16, U06, F06, F, I]\n- [F16, F36, F26, W26, L, N, P, T, U, V, W, X, Y, Z]\n",
    );
    let extra = ["--draft", draft.to_str().unwrap(), "--seed", "3"];
    let file = new_game("polyssimo", "boards-polyssimo.yaml", &extra);
    let f = file.to_str().unwrap();
    let show = run_ok(&["play", "show", f]);
    // The hands are drawn as shapes with their names: player 2 holds the second list of the
    // draft, the pentominoes by their letters, then the hexominoes lettered after player 1's
    // eight (a, b, c, d, e, g, h, j: not f or i, the names F and I in the other case), each
    // skipping the pentominoes' letters: W26 is `q`.
    let hand = "player 2: L N P T U V W X Y Z F16=k F36=m F26=o W26=q";
    assert!(show.lines().any(|l| l == hand), "{show}");
    let moves = run_ok(&["play", "moves", f]);
    let mv = (moves.lines())
        .find(|m| m.split(' ').next() == Some("W26"))
        .unwrap();
    run_ok(&["play", "apply", f, mv]);
    let board = board_of(&run_ok(&["play", "show", f]));
    assert_eq!(board.len(), 12 * 11);
    assert_eq!(cells_drawn(&board, "q"), move_cells(mv), "{mv}");
}

#[test]
fn polyssimo_analyses_draw_the_cells_they_name() {
    let position = "puzzles/polyssimo/golomb-6-left.yaml";
    let solve = run_ok(&["polyssimo", "solve", position]);
    let best = solve
        .lines()
        .find_map(|l| l.strip_prefix("best move: "))
        .unwrap();
    let board = board_of(&solve);
    let piece = &best[..1];
    assert_eq!(cells_drawn(&board, &format!("{piece}*")), move_cells(best));
    // The position file's first line of board: `IIIIITTT`.
    assert_eq!(cells_drawn(&board, "I").len(), 5);
    assert!(
        ["a1", "b1", "c1", "d1", "e1"]
            .iter()
            .all(|c| board[*c] == "I")
    );
    let example = "puzzles/polyssimo/example-position.yaml";
    let text = board_of(&run_ok(&["polyssimo", "holes", example]));
    let json = tessera(&["polyssimo", "holes", example, "--json"]).stdout;
    let doc: serde_json::Value = serde_json::from_str(&json).unwrap();
    for (i, hole) in doc["holes"].as_array().unwrap().iter().enumerate() {
        let cells: BTreeSet<String> = (hole["cells"].as_array().unwrap().iter())
            .map(|c| c.as_str().unwrap().to_string())
            .collect();
        assert_eq!(cells_drawn(&text, &(i + 1).to_string()), cells, "hole {i}");
    }
}

#[test]
fn a_project_l_placement_lands_where_the_card_says() {
    let file = new_game("project-l", "boards-project-l.yaml", &["--seed", "7"]);
    let f = file.to_str().unwrap();
    run_ok(&["play", "apply", f, "take O1", "take W20"]);
    // W20's hole as the unfinished card draws it; every placement on it stays inside.
    let show = run_ok(&["play", "show", f]);
    let at = show.find("  unfinished:\n").unwrap();
    let card = board_of(&show[at..]);
    let hole = cells_drawn(&card, "#");
    assert_eq!(hole.len(), 6, "{show}");
    let moves = run_ok(&["play", "moves", f]);
    let places: Vec<&str> = (moves.lines())
        .filter(|m| m.split(' ').take(2).eq(["place", "W20"]))
        .collect();
    assert!(!places.is_empty());
    for mv in &places {
        assert!(move_cells(mv).is_subset(&hole), "{mv} outside {hole:?}");
    }
    let mv = "place W20 I2 b2 b3";
    assert!(places.contains(&mv), "{moves}");
    run_ok(&["play", "apply", f, mv]);
    let show = run_ok(&["play", "show", f]);
    // W20 as cards.yaml draws it (1 point, reward O4), the I2 as A on b2 b3.
    let card = "  unfinished:\n      a b c d e\n    1 . . . . .\n    2 . A . . .\n    \
                3 . A . . .\n    4 . # . . .\n    5 . # # # .\n    W20 1pt O4\n    A=I2\n";
    let at = show.find("  unfinished:\n      a").unwrap();
    assert_eq!(&show[at..at + card.len()], card, "{show}");
    assert_eq!(cells_drawn(&board_of(&show[at..]), "A"), move_cells(mv));
}

#[test]
fn fit_draws_its_filling_where_the_json_puts_it() {
    let args = ["fit", "W17", "--supply", "O1 I2 I3 L3"];
    let board = board_of(&run_ok(&args));
    let json = run_ok(&[&args[..], &["--json"]].concat());
    let doc: serde_json::Value = serde_json::from_str(&json).unwrap();
    for (i, piece) in doc["filling"].as_array().unwrap().iter().enumerate() {
        let cells: BTreeSet<String> = (piece["cells"].as_array().unwrap().iter())
            .map(|c| c.as_str().unwrap().to_string())
            .collect();
        let letter = char::from(b'A' + i as u8).to_string();
        assert_eq!(cells_drawn(&board, &letter), cells, "{piece}");
    }
}

/// Each cell's character and background colour code, row by row, from ANSI text.
fn painted(text: &str) -> Vec<Vec<(char, Option<String>)>> {
    let mut rows = Vec::new();
    for line in text.lines() {
        let (mut row, mut background, mut rest) = (Vec::new(), None, line);
        while let Some(ch) = rest.chars().next() {
            match rest.strip_prefix("\x1b[") {
                Some(code) => {
                    let (params, after) = code.split_once('m').unwrap();
                    if let Some(b) = params.strip_prefix("48;5;") {
                        background = Some(b.to_string());
                    } else if params == "0" || params == "49" {
                        background = None;
                    }
                    rest = after;
                }
                None => {
                    row.push((ch, background.clone()));
                    rest = &rest[ch.len_utf8()..];
                }
            }
        }
        rows.push(row);
    }
    rows
}

#[test]
fn touching_pieces_differ_in_colour_on_the_bundled_puzzles() {
    let mut puzzles: Vec<_> = std::fs::read_dir("puzzles/polyomino")
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    puzzles.sort();
    assert!(puzzles.len() >= 8);
    for puzzle in &puzzles {
        let p = puzzle.to_str().unwrap();
        let run = tessera(&["tile", p, "--color", "always"]);
        assert_eq!(run.code, 0, "{p}: {}", run.stderr);
        let cells = painted(&run.stdout);
        let plain = tessera(&["tile", p, "--color", "never"]).stdout;
        let letters: Vec<Vec<char>> = (plain.lines())
            .take_while(|l| !l.starts_with("legend:"))
            .map(|l| l.chars().collect())
            .collect();
        let mut pairs = 0;
        for (r, row) in letters.iter().enumerate() {
            for (c, &here) in row.iter().enumerate() {
                if !here.is_ascii_alphanumeric() {
                    continue;
                }
                assert_eq!(cells[r][c].0, here, "{p}: the same drawing in colour");
                assert!(cells[r][c].1.is_some(), "{p}: {r},{c} painted");
                for (nr, nc) in [(r + 1, c), (r, c + 1)] {
                    let Some(&there) = letters.get(nr).and_then(|l| l.get(nc)) else {
                        continue;
                    };
                    // Letters differ between touching pieces (the drawing's own rule), so a
                    // change of letter is a border between two pieces.
                    if there.is_ascii_alphanumeric() && there != here {
                        pairs += 1;
                        assert_ne!(cells[r][c].1, cells[nr][nc].1, "{p}: {r},{c} / {nr},{nc}");
                    }
                }
            }
        }
        assert!(pairs > 0, "{p}: pieces touch");
    }
}

#[test]
fn colour_is_asked_for_and_kept_out_of_what_programs_read() {
    let file = new_game("golomb", "boards-colour.yaml", &[]);
    let f = file.to_str().unwrap();
    run_ok(&["play", "bot", f]);
    let coloured = run_ok(&["play", "show", f, "--color", "always"]);
    let plain = run_ok(&["play", "show", f, "--color", "never"]);
    // Some cell is painted, and without its colours (and the spaces they end lines with)
    // the drawing is the plain one.
    let cells = painted(&coloured);
    assert!(
        cells.iter().flatten().any(|(_, b)| b.is_some()),
        "{coloured}"
    );
    let unpainted: Vec<String> = (cells.iter())
        .map(|row| {
            row.iter()
                .map(|(c, _)| c)
                .collect::<String>()
                .trim_end()
                .into()
        })
        .collect();
    assert_eq!(unpainted, plain.lines().collect::<Vec<_>>());
    // What programs read is the same whatever --color says.
    let json = |colour: &str| run_ok(&["play", "show", f, "--json", "--color", colour]);
    assert_eq!(json("always"), json("never"));
    let served = |colour: &str| {
        (Tessera::new().args(["play", "serve", "--color", colour]))
            .stdin(format!("1 load {f}\n2 show\nquit\n"))
            .run()
            .stdout
    };
    assert_eq!(served("always"), served("never"));
}

#[test]
fn struktura25_builds_land_where_the_board_says() {
    let file = new_game("s25", "boards-s25.yaml", &["--seed", "3"]);
    let f = file.to_str().unwrap();
    let empty = board_of(&run_ok(&["play", "show", f]));
    assert_eq!(empty.len(), 36, "a 6×6 board, every cell drawn");
    let mv = run_ok(&["play", "moves", f])
        .lines()
        .last()
        .unwrap()
        .to_string();
    run_ok(&["play", "apply", f, &mv]);
    let board = board_of(&run_ok(&["play", "show", f]));
    // Player 1's chips are drawn as A, one on each cell the build names.
    assert_eq!(cells_drawn(&board, "A"), move_cells(&mv), "{mv}");
}

#[test]
fn upgrade_draws_its_filling_where_the_json_puts_it() {
    let args = ["upgrade", "W17", "--supply", "O1 I2"];
    let board = board_of(&run_ok(&args));
    let json = run_ok(&[&args[..], &["--json"]].concat());
    let doc: serde_json::Value = serde_json::from_str(&json).unwrap();
    let filling = doc["filling"].as_array().unwrap();
    assert!(!filling.is_empty());
    for (i, piece) in filling.iter().enumerate() {
        let cells: BTreeSet<String> = (piece["cells"].as_array().unwrap().iter())
            .map(|c| c.as_str().unwrap().to_string())
            .collect();
        let letter = char::from(b'A' + i as u8).to_string();
        assert_eq!(cells_drawn(&board, &letter), cells, "{piece}");
    }
}

/// The cards drawn side by side after `plan`'s "the cards as they are:", one board each:
/// each card's columns are cut from the lines by where its column letters begin.
fn cards_side_by_side(text: &str) -> Vec<std::collections::BTreeMap<String, String>> {
    let lines: Vec<&str> = text
        .lines()
        .skip_while(|l| *l != "the cards as they are:")
        .skip(1)
        .collect();
    let header = lines[0];
    let starts: Vec<usize> = (header.match_indices(" a ").map(|(i, _)| i + 1)).collect();
    let cut = |line: &str, from: usize, to: usize| -> String {
        line.chars().skip(from).take(to - from).collect()
    };
    (starts.iter().enumerate())
        .map(|(k, &a)| {
            // The row number stands two characters left of the column `a`.
            let from = a - 2;
            let to = starts.get(k + 1).map_or(usize::MAX, |&next| next - 2);
            let block: Vec<String> = lines.iter().map(|l| cut(l, from, to)).collect();
            read_board(&block.iter().map(String::as_str).collect::<Vec<_>>())
        })
        .collect()
}

#[test]
fn plan_draws_the_cards_where_its_moves_place_pieces() {
    let state = "puzzles/projectl/example-state.yaml";
    let text = run_ok(&["plan", state]);
    let cards = cards_side_by_side(&text);
    assert_eq!(cards.len(), 4, "{text}");
    // The state file puts L4 on W05 at b2 b3 c3 d3 and O4 on B20 at b4 c4 b5 c5.
    let set = |cells: &[&str]| cells.iter().map(|c| c.to_string()).collect::<BTreeSet<_>>();
    assert_eq!(cells_drawn(&cards[0], "A"), set(&["b2", "b3", "c3", "d3"]));
    assert_eq!(cells_drawn(&cards[1], "A"), set(&["b4", "c4", "b5", "c5"]));
    // Every piece the plan puts on a card lands on cells drawn open (#) there, and the
    // plan covers each card's open cells exactly once.
    let doc: serde_json::Value = serde_json::from_str(&run_ok(&["plan", state, "--json"])).unwrap();
    let ids: Vec<&str> = (doc["goal"].as_array().unwrap().iter())
        .map(|g| g.as_str().unwrap())
        .collect();
    let mut covered: Vec<BTreeSet<String>> = vec![BTreeSet::new(); ids.len()];
    for step in doc["steps"].as_array().unwrap() {
        let action = step["action"].as_str().unwrap();
        let words = action.split_once(' ').map_or("", |(_, rest)| rest);
        for placement in words.split(", ") {
            let Some(card) = ids.iter().position(|id| placement.starts_with(id)) else {
                continue;
            };
            for cell in move_cells(placement) {
                assert_eq!(
                    cards[card].get(&cell).map(String::as_str),
                    Some("#"),
                    "{action}"
                );
                assert!(covered[card].insert(cell.clone()), "{cell} twice: {action}");
            }
        }
    }
    for (card, cells) in covered.iter().enumerate() {
        assert_eq!(*cells, cells_drawn(&cards[card], "#"), "{}", ids[card]);
    }
}
