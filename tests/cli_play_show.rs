//! `play show --json`'s `position`: each game's state as data, checked against what the
//! rules say a new game holds (counted from the rule sheets, not from the program).

use crate::support::runner::{TempDir, Tessera};
use serde_json::{Value, json};

/// A new game of `game` with `options`, and its position as `play show --json` gives it.
fn new_position(dir: &TempDir, game: &str, options: &[&str]) -> (String, Value) {
    let file = dir.path(&format!("{game}.yaml"));
    let file = file.to_str().unwrap().to_string();
    let new = ["play", "new", game, "-o", &file, "--seed", "5"];
    Tessera::new().args(new).args(options).stdout_has("").run();
    (file.clone(), shown(&file))
}

fn shown(file: &str) -> Value {
    let out = Tessera::new().args(["play", "show", file, "--json"]).run();
    let doc: Value = serde_json::from_str(&out.stdout).unwrap();
    doc["position"].clone()
}

/// The number of cells to fill on a card, counted from the bundled card file's drawing.
fn hole_size(id: &str) -> usize {
    let text = std::fs::read_to_string("puzzles/projectl/cards.yaml").unwrap();
    let at = text.find(&format!("id: {id}\n")).unwrap();
    let hole = &text[at..][text[at..].find("hole: |").unwrap()..];
    hole.lines()
        .skip(1)
        .take(5)
        .map(|l| l.matches('#').count())
        .sum()
}

#[test]
fn a_new_project_l_game_shows_the_dealt_rows_and_the_starting_pieces() {
    let dir = TempDir::new();
    let (file, position) = new_position(&dir, "project-l", &[]);
    // 15 of each kind; each of the 2 players took an O1 and an I2.
    let mut bank = json!({"I2": 13, "I3": 15, "I4": 15, "L3": 15, "L4": 15, "O1": 13});
    for kind in ["O4", "T4", "Z4"] {
        bank[kind] = json!(15);
    }
    assert_eq!(position["bank"], bank);
    // 32 white cards and 12 black ones for 2 players, 4 of each dealt.
    assert_eq!(position["decks"], json!({"black": 8, "white": 28}));
    let rows = position["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0]["cards"].as_array().unwrap().len(), 4);
    assert_eq!(position["opponent"], Value::Null);
    for player in position["players"].as_array().unwrap() {
        assert_eq!(player["supply"], json!({"I2": 1, "O1": 1}));
        assert_eq!(player["score"], 0);
        assert_eq!(player["unfinished"], json!([]));
    }
    // The player to move takes the first white card and puts the O1 on its first cell.
    let card = rows[0]["cards"][0].as_str().unwrap().to_string();
    Tessera::new()
        .args(["play", "apply", &file, &format!("take {card}")])
        .stdout_has("")
        .run();
    let mover = shown_mover(&file);
    let taken = &shown(&file)["players"][mover]["unfinished"][0];
    assert_eq!(taken["card"], card.as_str());
    let cells = taken["cells"].as_array().unwrap();
    assert_eq!(cells.len(), hole_size(&card));
    let first = cells[0]["cell"].as_str().unwrap().to_string();
    let place = format!("place {card} O1 {first}");
    Tessera::new()
        .args(["play", "apply", &file, &place])
        .stdout_has("")
        .run();
    let after = shown(&file);
    let cell = &after["players"][mover]["unfinished"][0]["cells"][0];
    assert_eq!(cell["piece"], "O1");
    assert_eq!(after["players"][mover]["supply"], json!({"I2": 1}));
    assert_eq!(after["actions_taken"], 2);
}

/// The seat (from 0) of the player to move, from `play status --json`.
fn shown_mover(file: &str) -> usize {
    let out = Tessera::new()
        .args(["play", "status", file, "--json"])
        .run();
    let status: Value = serde_json::from_str(&out.stdout).unwrap();
    status["player"].as_u64().unwrap() as usize - 1
}

#[test]
fn a_new_polyssimo_game_shows_the_empty_board_and_every_piece_in_the_middle() {
    let dir = TempDir::new();
    let (_, position) = new_position(&dir, "polyssimo", &[]);
    assert_eq!(position["phase"], "draft");
    // 12 columns by 11 rows, nothing placed yet.
    let board = position["board"].as_array().unwrap();
    assert_eq!(board.len(), 132);
    assert!(board.iter().all(|c| c["piece"].is_null()));
    // 12 pentominoes and 12 hexominoes wait in the middle; both hands are empty.
    let places = position["pieces"].as_array().unwrap();
    assert_eq!(places[0]["place"], "middle");
    assert_eq!(places[0]["pieces"].as_array().unwrap().len(), 24);
    for (seat, place) in places[1..].iter().enumerate() {
        assert_eq!(place["player"], seat + 1);
        assert_eq!(place["pieces"], json!([]));
    }
}

#[test]
fn a_new_struktura25_game_shows_the_empty_grid_ten_chips_each_and_eight_tokens() {
    let dir = TempDir::new();
    let (_, position) = new_position(&dir, "s25", &["--players", "3"]);
    let grid = position["grid"].as_array().unwrap();
    assert_eq!(grid.len(), 36);
    assert_eq!(grid[0]["cell"], "a1");
    assert!(
        grid.iter()
            .all(|c| c["piece"].is_null() && c["player"].is_null())
    );
    assert_eq!(position["supply_tokens"], 8);
    assert_eq!(position["waiting_for"], "move");
    let players = position["players"].as_array().unwrap();
    assert_eq!(players.len(), 3);
    for player in players {
        assert_eq!(player["chips_in_hand"], 10);
        assert_eq!(
            (player["score"].clone(), player["tokens"].clone()),
            (json!(0), json!(0))
        );
    }
}
