//! Every command's `--json` document checked against its schema, written here from
//! docs/json.md: the exact set of keys, each value's type, `null` where an answer is
//! absent (never a missing key), and cells in the one notation (`c2`).

use crate::support::runner::Tessera;
use serde_json::Value;

/// A value's type as the schemas below name it.
fn type_of(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "bool",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

/// Checks that `doc` has exactly the keys of `schema`, each of one of its types
/// (`"number|null"`).
pub fn assert_schema(what: &str, doc: &Value, schema: &[(&str, &str)]) {
    let object = doc
        .as_object()
        .unwrap_or_else(|| panic!("{what}: not an object: {doc}"));
    let mut keys: Vec<&str> = object.keys().map(String::as_str).collect();
    let mut expected: Vec<&str> = schema.iter().map(|(k, _)| *k).collect();
    keys.sort_unstable();
    expected.sort_unstable();
    assert_eq!(keys, expected, "{what}: keys of {doc}");
    for (key, types) in schema {
        let found = type_of(&object[*key]);
        assert!(
            types.split('|').any(|t| t == found),
            "{what}: {key} is {found}, expected {types}"
        );
    }
}

/// Whether a text is a cell in the one notation: letters, then a row number from 1.
pub fn is_cell_name(text: &str) -> bool {
    let digits = text.trim_start_matches(|c: char| c.is_ascii_lowercase());
    digits.len() < text.len()
        && !digits.is_empty()
        && !digits.starts_with('0')
        && digits.bytes().all(|b| b.is_ascii_digit())
}

/// Runs a command line expecting `code` and returns its JSON document.
pub fn json_of(args: &[&str], code: u8) -> Value {
    let out = Tessera::new().args(args).code(code).run();
    let mut doc: Value = serde_json::from_str(&out.stdout)
        .unwrap_or_else(|e| panic!("{args:?}: {e}\n{}", out.stdout));
    // Every document's first key is the version of its shape; the schemas below are the rest.
    if let Some(keys) = doc.as_object_mut() {
        assert_eq!(
            keys.keys().next().map(String::as_str),
            Some("version"),
            "{args:?}"
        );
        assert_eq!(
            keys.shift_remove("version"),
            Some(Value::from(1)),
            "{args:?}"
        );
    }
    doc
}

fn assert_pieces(what: &str, pieces: &Value) {
    for piece in pieces.as_array().expect("an array of pieces") {
        assert_schema(what, piece, &[("piece", "string"), ("cells", "array")]);
        for cell in piece["cells"].as_array().unwrap() {
            assert!(
                is_cell_name(cell.as_str().unwrap_or("")),
                "{what}: cell {cell}"
            );
        }
    }
}

const FIT: &[(&str, &str)] = &[
    ("card", "string"),
    ("fits", "bool"),
    ("filling", "array|null"),
    ("reason", "string|null"),
    ("fillings", "number|null"),
];

#[test]
fn fit_writes_every_key_whether_or_not_the_supply_fits() {
    let yes = json_of(&["fit", "W31", "--supply", "2xI2", "--json"], 0);
    assert_schema("fit (fits)", &yes, FIT);
    assert_pieces("fit", &yes["filling"]);
    assert_eq!(yes["fillings"], Value::Null, "no --count, no count");
    let no = json_of(&["fit", "W31", "--supply", "O1", "--count", "--json"], 1);
    assert_schema("fit (does not fit)", &no, FIT);
    assert_eq!(
        (&no["filling"], &no["fillings"]),
        (&Value::Null, &Value::from(0))
    );
}

const UPGRADE: &[(&str, &str)] = &[
    ("card", "string"),
    ("possible", "bool"),
    ("supply", "string"),
    ("cost", "number|null"),
    ("actions", "array|null"),
    ("placements", "number|null"),
    ("placed_by_decompositions", "number|null"),
    ("total_actions", "number|null"),
    ("turns", "number|null"),
    ("levels_spent", "number|null"),
    ("filling", "array|null"),
];

#[test]
fn upgrade_writes_every_key_with_or_without_a_plan() {
    let yes = json_of(&["upgrade", "B20", "--supply", "O1 I2", "--json"], 0);
    assert_schema("upgrade (a plan)", &yes, UPGRADE);
    assert_pieces("upgrade", &yes["filling"]);
    let no = json_of(
        &["upgrade", "W31", "--supply", "O1", "--bank", "O1", "--json"],
        1,
    );
    assert_schema("upgrade (none)", &no, UPGRADE);
    assert_eq!(no["cost"], Value::Null);
}

const PLAN: &[(&str, &str)] = &[
    ("goal", "array"),
    ("possible", "bool"),
    ("reason", "string|null"),
    ("actions", "number|null"),
    ("turns", "number|null"),
    ("proved", "bool|null"),
    ("lower_bound", "number|null"),
    ("level_ups", "array|null"),
    ("steps", "array|null"),
    ("interrupted", "bool"),
];

#[test]
fn plan_writes_every_key_with_or_without_a_plan() {
    let yes = json_of(
        &["plan", "puzzles/projectl/example-state.yaml", "--json"],
        0,
    );
    assert_schema("plan (a plan)", &yes, PLAN);
    for step in yes["steps"].as_array().unwrap() {
        assert_schema(
            "plan step",
            step,
            &[
                ("turn", "number"),
                ("action", "string"),
                ("completes", "array"),
                ("level_ups", "array"),
            ],
        );
        for done in step["completes"].as_array().unwrap() {
            let completed = [
                ("card", "string"),
                ("returned", "string"),
                ("reward", "string|null"),
            ];
            assert_schema("plan completion", done, &completed);
        }
    }
    let dir = crate::support::runner::TempDir::new();
    let state = dir.file(
        "state.yaml",
        "supply: O1\ncards:\n  - card: W31\nbank: O1\n",
    );
    let no = json_of(&["plan", state.to_str().unwrap(), "--json"], 1);
    assert_schema("plan (none)", &no, PLAN);
    assert_eq!(
        (no["steps"].clone(), no["reason"].is_string()),
        (Value::Null, true)
    );
}

const CARD: &[(&str, &str)] = &[
    ("id", "string"),
    ("colour", "string"),
    ("points", "number"),
    ("reward", "string"),
    ("cells", "number"),
];

#[test]
fn cards_lists_one_object_per_card_and_show_adds_the_hole() {
    let list = json_of(&["cards", "--black", "--json"], 0);
    let list = list.as_array().expect("an array");
    assert_eq!(list.len(), 20, "the 20 black cards");
    for card in list {
        assert_schema("cards", card, CARD);
    }
    let shown = json_of(&["cards", "show", "W01", "--json"], 0);
    let mut with_hole = CARD.to_vec();
    with_hole.push(("hole", "array"));
    assert_schema("cards show", &shown, &with_hole);
}

#[test]
fn s25_analyze_writes_cells_as_lists_and_rounded_chances() {
    let args = [
        "s25",
        "analyze",
        "puzzles/struktura25/midgame.yaml",
        "--top",
        "3",
    ];
    let doc = json_of(&[&args[..], &["--rollouts", "20", "--json"]].concat(), 0);
    let top = [
        ("to_move", "number"),
        ("depth", "number"),
        ("complete", "bool"),
        ("method", "string"),
        ("players", "array"),
        ("wins_now", "array"),
        ("best_move", "string|null"),
        ("candidates", "array"),
    ];
    assert_schema("s25 analyze", &doc, &top);
    assert_eq!(doc["complete"], true, "nothing stopped it");
    for player in doc["players"].as_array().unwrap() {
        let keys = [
            ("player", "number"),
            ("combinations", "array"),
            ("lines_of_five", "array"),
        ];
        assert_schema("s25 analyze player", player, &keys);
        for combo in player["combinations"].as_array().unwrap() {
            for cell in combo["cells"].as_array().expect("cells as a list") {
                assert!(is_cell_name(cell.as_str().unwrap_or("")), "cell {cell}");
            }
        }
    }
    let candidate = &doc["candidates"][0];
    let keys = [
        ("move", "string"),
        ("value", "number"),
        ("collapse", "bool"),
        ("token", "bool"),
        ("lose_chips", "array"),
        ("rollouts", "object"),
    ];
    assert_schema("s25 analyze candidate", candidate, &keys);
    let low = candidate["rollouts"]["low"].as_f64().unwrap();
    assert_eq!(
        low,
        (low * 1e4).round() / 1e4,
        "chances rounded to 4 places: {low}"
    );
}

const S25_PATH: &[(&str, &str)] = &[
    ("player", "number"),
    ("possible", "bool|null"),
    ("turns", "number|null"),
    ("plan", "object|null"),
    ("reason", "string|null"),
    ("searched_turns", "number|null"),
    ("complete", "bool"),
    ("nodes", "number"),
];

#[test]
fn s25_path_writes_every_key_found_or_not() {
    let found = json_of(
        &["s25", "path", "puzzles/struktura25/midgame.yaml", "--json"],
        0,
    );
    assert_schema("s25 path (found)", &found, S25_PATH);
    let args = [
        "s25",
        "path",
        "puzzles/struktura25/empty.yaml",
        "--max-turns",
        "1",
        "--json",
    ];
    let not_within = json_of(&args, 1);
    assert_schema("s25 path (not within)", &not_within, S25_PATH);
    assert_eq!(not_within["possible"], Value::Null);
    assert_eq!(not_within["searched_turns"], Value::from(1));
    assert_eq!(
        not_within["complete"], true,
        "every line of 1 turn searched"
    );
}

const TILE: &[(&str, &str)] = &[
    ("puzzle", "string"),
    ("cells", "number"),
    ("pieces", "array"),
    ("distinct", "bool"),
    ("solutions", "number"),
    ("complete", "bool"),
    ("tilings", "array|null"),
    ("stats", "object|null"),
];

#[test]
fn tile_writes_every_key_and_cells_by_name() {
    let puzzle = "puzzles/polyomino/pentomino-6x10.yaml";
    let first = json_of(&["tile", puzzle, "--json"], 0);
    assert_schema("tile", &first, TILE);
    assert_eq!(first["stats"], Value::Null, "no --stats");
    let tiling = &first["tilings"][0];
    assert_schema(
        "tile tiling",
        tiling,
        &[("grid", "array"), ("pieces", "array")],
    );
    for piece in tiling["pieces"].as_array().unwrap() {
        let keys = [
            ("piece", "string"),
            ("letter", "string"),
            ("cells", "array"),
        ];
        assert_schema("tile piece", piece, &keys);
        let letter = piece["letter"].as_str().unwrap().chars().next().unwrap();
        for cell in piece["cells"].as_array().unwrap() {
            let name = cell.as_str().unwrap_or("");
            assert!(is_cell_name(name), "cell {cell}");
            // A one-letter column on this 10-wide board: the letter, then the row from 1.
            let col = usize::from(name.as_bytes()[0] - b'a');
            let row: usize = name[1..].parse().unwrap();
            let drawn = tiling["grid"][row - 1].as_str().unwrap().chars().nth(col);
            assert_eq!(drawn, Some(letter), "{name} is drawn as the piece's letter");
        }
    }
    let counted = json_of(
        &[
            "tile", puzzle, "--count", "--limit", "3", "--stats", "--json",
        ],
        0,
    );
    assert_schema("tile --count", &counted, TILE);
    assert_eq!(counted["tilings"], Value::Null);
    let stats = [
        ("engine", "string"),
        ("nodes", "number"),
        ("updates", "number"),
        ("seconds", "number"),
    ];
    assert_schema("tile stats", &counted["stats"], &stats);
}

#[test]
fn tile_counted_by_the_frontier_has_the_summarys_keys() {
    let puzzle = "puzzles/polyomino/pentomino-6x10.yaml";
    let args = [
        "tile", puzzle, "--count", "--method", "dp", "--stats", "--json",
    ];
    let doc = json_of(&args, 0);
    assert_schema("tile --method dp", &doc, TILE);
    assert_eq!(
        doc["solutions"],
        Value::from(9356),
        "the published count of 6x10 tilings"
    );
    let stats = [
        ("method", "string"),
        ("states", "number"),
        ("symmetries", "number"),
        ("seconds", "number"),
    ];
    assert_schema("tile --method dp stats", &doc["stats"], &stats);
}

#[test]
fn play_show_moves_status_and_arena_write_their_documents() {
    let dir = crate::support::runner::TempDir::new();
    let file = dir.path("game.yaml");
    let file = file.to_str().unwrap();
    Tessera::new()
        .args(["play", "new", "s25", "--seed", "0", "-o", file])
        .stdout(&format!(
            "new s25 game for 2 players, seed 0: {file}\nmove 1: player 1 to move\n"
        ))
        .run();
    let shown = json_of(&["play", "show", file, "--json"], 0);
    assert_schema(
        "play show",
        &shown,
        &[
            ("game", "string"),
            ("position", "object"),
            ("picture", "array"),
            ("status", "object"),
        ],
    );
    let status = [
        ("game", "string"),
        ("moves", "number"),
        ("turn", "string"),
        ("player", "number|null"),
        ("name", "string|null"),
        ("step", "string|null"),
        ("scores", "array|null"),
        ("winners", "array|null"),
        ("text", "string"),
    ];
    assert_schema("play show status", &shown["status"], &status);
    assert_schema(
        "play status",
        &json_of(&["play", "status", file, "--json"], 0),
        &status,
    );
    let moves = json_of(&["play", "moves", file, "--json"], 0);
    assert_schema(
        "play moves",
        &moves,
        &[("moves", "array"), ("status", "object")],
    );
    assert_schema("play moves status", &moves["status"], &status);
    let args = [
        "play",
        "arena",
        "s25",
        "--bots",
        "greedy,random",
        "--games",
        "2",
        "--json",
    ];
    let arena = json_of(&args, 0);
    let top = [
        ("games", "number"),
        ("complete", "bool"),
        ("bots", "array"),
        ("games_per_second", "number"),
    ];
    assert_schema("play arena", &arena, &top);
    assert_eq!(arena["complete"], true);
    let bot = [
        ("name", "string"),
        ("wins", "number"),
        ("games", "number"),
        ("mean_score", "number"),
        ("score_ci95", "number"),
        ("win_share_ci95", "array"),
        ("turn_seconds", "null"),
    ];
    assert_schema("play arena bot", &arena["bots"][0], &bot);
}

#[test]
fn the_play_commands_that_change_files_write_their_documents() {
    let dir = crate::support::runner::TempDir::new();
    let game = dir.path("game.yaml");
    let game = game.to_str().unwrap();
    let status = ("status", "object");
    let new = json_of(
        &["play", "new", "golomb", "--seed", "4", "-o", game, "--json"],
        0,
    );
    let keys = [
        ("game", "string"),
        ("players", "number"),
        ("seed", "number"),
        ("file", "string"),
    ];
    assert_schema("play new", &new, &[keys.as_slice(), &[status]].concat());
    assert_eq!((&new["game"], &new["seed"]), (&"golomb".into(), &4.into()));
    let applied = json_of(&["play", "apply", game, "F a1 b1 b2 c2 b3", "--json"], 0);
    let moved = [
        ("by", "null|string"),
        ("played", "array"),
        ("drawn", "array"),
        ("did", "array"),
        status,
    ];
    assert_schema("play apply", &applied, &moved);
    assert_eq!(applied["played"], serde_json::json!(["F a1 b1 b2 c2 b3"]));
    let bot = json_of(&["play", "bot", game, "--bot", "greedy", "--json"], 0);
    assert_schema("play bot", &bot, &moved);
    assert_eq!(
        (&bot["by"], bot["played"].as_array().map(Vec::len)),
        (&"greedy".into(), Some(1))
    );
    let replay = json_of(&["play", "replay", game, "--json"], 0);
    assert_schema("play replay", &replay, &[("replayed", "number"), status]);
    assert_eq!(replay["replayed"], 2);
    let undo = json_of(&["play", "undo", game, "--json"], 0);
    assert_schema("play undo", &undo, &[("undone", "array"), status]);
    assert_eq!(undo["status"]["moves"], 1);
    let exported = json_of(&["play", "export", game, "--json"], 0);
    assert_schema(
        "play export",
        &exported,
        &[
            ("file", "null"),
            ("position", "string"),
            ("left_out", "array"),
        ],
    );
    let position = dir.path("position.yaml");
    let position = position.to_str().unwrap();
    let written = json_of(&["play", "export", game, "-o", position, "--json"], 0);
    assert_schema(
        "play export -o",
        &written,
        &[
            ("file", "string"),
            ("position", "null"),
            ("left_out", "array"),
        ],
    );
    let copy = dir.path("copy.yaml");
    let copy = copy.to_str().unwrap();
    let imported = json_of(&["play", "import", position, "-o", copy, "--json"], 0);
    assert_schema("play import", &imported, &[("file", "string"), status]);
    assert_eq!(imported["status"]["game"], "golomb");
}

#[test]
fn polyssimo_solve_writes_bounds_and_moves_in_notation() {
    let doc = json_of(
        &[
            "polyssimo",
            "solve",
            "puzzles/polyssimo/bench/2p-12-left-1.yaml",
            "--json",
        ],
        0,
    );
    let keys = [
        ("to_move", "number"),
        ("passed_over", "array"),
        ("method", "string"),
        ("exact", "bool"),
        ("value", "number|null"),
        ("lower", "number|null"),
        ("upper", "number|null"),
        ("winner", "number|null"),
        ("cells_left", "array|null"),
        ("best_move", "string|null"),
        ("line", "array"),
        ("nodes", "number"),
        ("nodes_per_second", "number"),
        ("seconds", "number"),
        ("table_mib", "number|null"),
        ("threads", "number"),
        ("interrupted", "bool"),
    ];
    assert_schema("polyssimo solve", &doc, &keys);
    for mv in doc["line"].as_array().unwrap() {
        let words: Vec<&str> = mv.as_str().unwrap().split(' ').collect();
        assert!(
            words[1..].iter().all(|c| is_cell_name(c)),
            "a piece, then its cells: {mv}"
        );
    }
}

#[test]
fn golomb_prove_writes_every_key_with_or_without_openings() {
    let position = "puzzles/polyssimo/golomb-9-left.yaml";
    let keys = [
        ("source", "string"),
        ("position", "string"),
        ("wins", "bool|null"),
        ("winning_move", "string|null"),
        ("moves", "array|null"),
        ("nodes", "number"),
        ("nodes_per_second", "number"),
        ("positions_stored", "number"),
        ("table_bytes", "number"),
        ("threads", "number"),
        ("seconds", "number"),
    ];
    let args = ["golomb", "prove", position, "--threads", "1", "--json"];
    let doc = json_of(&args, 0);
    assert_schema("golomb prove", &doc, &keys);
    assert_eq!(doc["moves"], Value::Null, "no --openings");
    let openings = json_of(&[&args[..], &["--openings"]].concat(), 0);
    assert_schema("golomb prove --openings", &openings, &keys);
    for mv in openings["moves"].as_array().unwrap() {
        let line = [
            ("move", "string"),
            ("value", "string"),
            ("replies", "number"),
            ("refutation", "string|null"),
        ];
        assert_schema("golomb opening", mv, &line);
    }
}

#[test]
fn polyssimo_holes_names_each_holes_cells_and_owner() {
    let args = [
        "polyssimo",
        "holes",
        "puzzles/polyssimo/example-position.yaml",
        "--json",
    ];
    let doc = json_of(&args, 0);
    let top = [
        ("max_size", "number"),
        ("holes", "array"),
        ("dead_cells", "number"),
    ];
    assert_schema("polyssimo holes", &doc, &top);
    let holes = doc["holes"].as_array().unwrap();
    assert!(!holes.is_empty(), "the example has holes");
    for hole in holes {
        let keys = [
            ("size", "number"),
            ("cells", "array"),
            ("class", "string"),
            ("owner", "number|null"),
            ("fits", "array"),
        ];
        assert_schema("polyssimo hole", hole, &keys);
        for cell in hole["cells"].as_array().unwrap() {
            assert!(is_cell_name(cell.as_str().unwrap_or("")), "cell {cell}");
        }
    }
}

#[test]
fn play_hint_and_rules_write_their_documents() {
    let dir = crate::support::TempDir::new();
    let game = dir.path("s25.yaml");
    let game = game.to_str().unwrap();
    json_of(
        &["play", "new", "s25", "--seed", "3", "-o", game, "--json"],
        0,
    );
    let hint = json_of(&["play", "hint", game, "--time", "1", "--json"], 0);
    let keys = [
        ("player", "number"),
        ("moves", "array"),
        ("method", "string"),
        ("figures", "object"),
        ("reasons", "array"),
        ("cut_short", "bool"),
    ];
    assert_schema("play hint", &hint, &keys);
    assert_eq!(hint["cut_short"], false, "nothing cut it short");
    let rules_keys = [
        ("game", "string"),
        ("title", "string"),
        ("variant", "string|null"),
        ("options", "string|null"),
        ("text", "string"),
        ("notation", "string"),
        ("variants", "array"),
    ];
    let listed = json_of(&["rules", "--json"], 0);
    assert_schema("rules", &listed, &[("games", "array")]);
    let names: Vec<&Value> = listed["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| &g["name"])
        .collect();
    assert_eq!(names, ["project-l", "polyssimo", "golomb", "s25"]);
    let base = json_of(&["rules", "s25", "--json"], 0);
    assert_schema("rules", &base, &rules_keys);
    assert_eq!(base["variant"], Value::Null);
    let variant = json_of(&["rules", "s25", "--variant", "no-cap", "--json"], 0);
    assert_schema("rules --variant", &variant, &rules_keys);
    for v in base["variants"].as_array().unwrap() {
        let line = [
            ("name", "string"),
            ("about", "string"),
            ("options", "string"),
        ];
        assert_schema("a variant", v, &line);
    }
}
