//! `tessera play`: new, moves, apply, status, show, replay, bot, arena; illegal moves and
//! bad state files leave everything unchanged with exit 2.

use crate::support::board_text::read_board;
use crate::support::{self, Tessera, apply_refused, run_ok, temp_file, temp_path, tessera};

/// A Polyssimo game seeded 3.
fn new_game(name: &str, extra: &[&str]) -> support::TempFile {
    let args: Vec<&str> = ["--seed", "3"].iter().chain(extra).copied().collect();
    support::new_game("polyssimo", name, &args)
}

#[test]
fn a_game_from_draft_to_the_end() {
    let file = new_game("flow.yaml", &[]);
    let path = file.to_str().unwrap();
    // The 24 pieces to draft: the 12 pentominoes, then the 12 hexominoes in the order the
    // rules draw them.
    let pieces = "F I L N P T U V W X Y Z C06 D06 X16 G06 M06 Z16 U06 F06 F16 F36 F26 W26";
    let takes: String = pieces.split(' ').map(|p| format!("take {p}\n")).collect();
    Tessera::new()
        .args(["play", "moves", path])
        .stdout(&takes)
        .run();
    let run = tessera(&["play", "apply", path, "take C06", "take X"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    // Each move is told with what it did: 24 pieces in the middle, one fewer a take.
    assert_eq!(
        run.stdout,
        "take C06 — took C06; 23 left in the middle\n\
         take X — took X; 22 left in the middle\n\
         move 3: player 1 to move (drafts a piece: take PIECE)\n"
    );
    let run = tessera(&["play", "bot", path, "--bot", "greedy", "--until", "end"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    // The bots' game is theirs: its last line is the status, which replay confirms.
    let last = run.stdout.lines().last().unwrap();
    assert!(last.starts_with("game over after "), "{}", run.stdout);
    Tessera::new()
        .args(["play", "status", path])
        .stdout(&format!("{last}\n"))
        .run();
    let moves = last["game over after ".len()..].split(' ').next().unwrap();
    let replayed = format!("ok: replayed {moves} moves from the start; {last}\n");
    Tessera::new()
        .args(["play", "replay", path])
        .stdout(&replayed)
        .run();
    let show = tessera(&["play", "show", path]);
    // The 12×11 board, every cell drawn under its coordinates.
    let lines: Vec<&str> = show.stdout.lines().collect();
    let board = read_board(&lines);
    assert_eq!(board.len(), 12 * 11, "{}", show.stdout);
    assert!(board.contains_key("l11"), "{}", show.stdout);
}

#[test]
fn played_refuses_moves_for_a_position_that_has_moved_on() {
    // A bot read the position at 0 moves; its first pick lands, a second one from the same
    // reading is refused, the file unchanged.
    let file = new_game("stale.yaml", &[]);
    let f = file.to_str().unwrap();
    let moves = run_ok(&["play", "moves", f, "--json"]);
    let listed: serde_json::Value = serde_json::from_str(&moves).unwrap();
    assert_eq!(listed["status"]["moves"], 0);
    run_ok(&["play", "apply", f, "--played", "0", "take X"]);
    Tessera::new()
        .args(["play", "apply", f, "--played", "0", "take I"])
        .file_unchanged(&file)
        .refused(&format!(
            "{f}: move 1 of those given (\"take I\") not played: the game has had 1 move, \
             not 0 (--played 0): the position changed since it was read; the file is unchanged"
        ))
        .run();
    // Players count from 1.
    Tessera::new()
        .args(["play", "apply", f, "--player", "0", "take I"])
        .file_unchanged(&file)
        .refused(&format!(
            "{f}: move 1 of those given (\"take I\") not played: there is no player 0: the \
             players are 1 to 2; the file is unchanged"
        ))
        .run();
}

#[test]
fn play_move_is_another_name_for_apply() {
    // `play move` is what a newcomer types first; it must play, not suggest `moves`.
    let file = new_game("alias.yaml", &[]);
    let run = tessera(&["play", "move", file.to_str().unwrap(), "take X"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        run.stdout,
        "take X — took X; 23 left in the middle\n\
         move 2: player 2 to move (drafts a piece: take PIECE)\n"
    );
}

#[test]
fn an_illegal_move_leaves_the_file_byte_for_byte() {
    let file = new_game("illegal.yaml", &[]);
    // X leaves the middle, so taking it again is illegal.
    support::run_ok(&["play", "apply", file.to_str().unwrap(), "take X"]);
    let not_played = |number: u32, mv: &str, reason: &str| {
        format!("move {number} of those given ({mv:?}) not played: {reason}; the file is unchanged")
    };
    for (bad, message) in [
        (
            &["take X"][..],
            not_played(1, "take X", "X is not in the middle: player 1 took it"),
        ),
        (
            &["take I extra"][..],
            not_played(1, "take I extra", "take names one piece: take X"),
        ),
        (
            &["take F", "take F"],
            not_played(2, "take F", "F is not in the middle: player 2 took it"),
        ),
        (
            &["take Q"],
            not_played(
                1,
                "take Q",
                "\"Q\" is not a piece of the game (pieces: F I L N P T U V W X Y Z C06 D06 X16 G06 M06 Z16 U06 F06 F16 F36 F26 W26)",
            ),
        ),
        (
            &["X b2 a3 b3 c3 b4"],
            not_played(1, "X b2 a3 b3 c3 b4", "the draft is not over: take a piece"),
        ),
        (
            &["jump"],
            not_played(
                1,
                "jump",
                "not a move (take X, or a piece and its cells: X b1 a2 b2 c2 b3)",
            ),
        ),
    ] {
        apply_refused(&file, bad, &message);
    }
}

#[test]
fn a_refused_move_names_what_this_game_and_phase_take() {
    let not_played = |mv: &str, reason: &str| {
        format!("move 1 of those given ({mv:?}) not played: {reason}; the file is unchanged")
    };
    // A hexomino's board letter is not its name; the message says which piece it draws.
    let polyssimo = new_game("letters.yaml", &[]);
    let letter = "\"a\" is not a piece of the game (a is how the board draws C06: write C06)";
    let pieces =
        "(pieces: F I L N P T U V W X Y Z C06 D06 X16 G06 M06 Z16 U06 F06 F16 F36 F26 W26)";
    apply_refused(
        &polyssimo,
        &["take a"],
        &not_played("take a", &format!("{letter} {pieces}")),
    );
    // Golomb's game has no draft: neither `take` nor its form is offered.
    let golomb = support::new_game("golomb", "no-draft.yaml", &[]);
    let no_take = "nothing is taken in Golomb's game: place a piece of the pool (X b1 a2 b2 c2 b3)";
    apply_refused(&golomb, &["take X"], &not_played("take X", no_take));
    let form = "not a move (a piece and its cells: X b1 a2 b2 c2 b3)";
    apply_refused(&golomb, &["X"], &not_played("X", form));
}

#[test]
fn a_given_draft_starts_the_placement() {
    let draft = temp_file(
        "handicap.yaml",
        "- [C06, D06, X16, G06, M06, Z16, U06, F06, F, I]\n- [F16, F36, F26, W26, L, N, P, T, U, V, W, X, Y, Z]\n",
    );
    let file = new_game("drafted.yaml", &["--draft", draft.to_str().unwrap()]);
    let status = tessera(&["play", "status", file.to_str().unwrap()]);
    // The last seat took the last piece, so player 2 places first.
    assert_eq!(status.stdout, "move 1: player 2 to move\n");
    support::run_ok(&["play", "apply", file.to_str().unwrap(), "X b1 a2 b2 c2 b3"]);
    let bad = temp_file("short-draft.yaml", "- [C06]\n- [X]\n");
    let out = temp_path("never.yaml");
    // C06 and X dealt: the other 22 are named, in the set's order, and so is the file.
    Tessera::new()
        .args(["play", "new", "polyssimo", "--draft"])
        .arg(&bad)
        .arg("-o")
        .arg(&out)
        .refused(&format!(
            "polyssimo: draft: the pieces are not all dealt; missing F I L N P T U V W Y Z D06 \
             X16 G06 M06 Z16 U06 F06 F16 F36 F26 W26 (draft read from {})",
            bad.display()
        ))
        .run();
    // An error about another option does not name the draft's file.
    let twice = temp_file("twice-draft.yaml", "- [F, F]\n- [I]\n");
    Tessera::new()
        .args(["play", "new", "polyssimo", "--players", "9", "--draft"])
        .arg(&twice)
        .arg("-o")
        .arg(&out)
        .refused("polyssimo: Polyssimo has 2 to 4 players, not 9")
        .run();
    // A file of the wrong shape names it too.
    let flat = temp_file("flat-draft.yaml", "[F, I]\n");
    Tessera::new()
        .args(["play", "new", "polyssimo", "--draft"])
        .arg(&flat)
        .arg("-o")
        .arg(&out)
        .refused(&format!(
            "polyssimo: the options do not fit polyssimo: invalid type: string \"F\", expected a \
             sequence (a list: [F], or each item on a line of its own after `- `) (draft read \
             from {})",
            flat.display()
        ))
        .run();
    assert!(!out.exists());
    // An empty file (or comments alone) is no draft, not the drafting game.
    for (name, text) in [
        ("empty-draft.yaml", ""),
        ("comment-draft.yaml", "# to do\n"),
    ] {
        let empty = temp_file(name, text);
        Tessera::new()
            .args(["play", "new", "polyssimo", "--draft"])
            .arg(&empty)
            .arg("-o")
            .arg(&out)
            .refused(&format!(
                "polyssimo: draft: {}: the file is empty: --draft reads its value from it",
                empty.display()
            ))
            .run();
        assert!(!out.exists());
    }
}

#[test]
fn bad_state_files_are_refused() {
    let good = new_game("source.yaml", &[]);
    let text = std::fs::read_to_string(&good).unwrap();
    let cases = [
        (
            "version.yaml",
            text.replace("format: 2", "format: 9"),
            "format 9 is not one this build reads (it reads formats 1 and 2)",
        ),
        (
            "game.yaml",
            text.replace("game: polyssimo", "game: chess"),
            "unknown game \"chess\" (games: project-l, polyssimo, golomb, s25)",
        ),
        (
            "history.yaml",
            text.replace("history: []", "history:\n- take X\n- take X"),
            "move 2 of the history (\"take X\"): X is not in the middle: player 1 took it",
        ),
        (
            "players.yaml",
            text.replace("players: 2", "players: 7"),
            "Polyssimo has 2 to 4 players, not 7",
        ),
        // An option of the wrong type, or misspelt, is named with its line (4: after
        // format, game and options) and column (12: after "  players: ").
        (
            "quoted.yaml",
            text.replace("players: 2", "players: \"2\""),
            "the options do not fit polyssimo: options.players: invalid type: string \"2\", \
             expected a whole number from 0 to 18446744073709551615 at line 4 column 12",
        ),
        (
            "misspelt.yaml",
            text.replace("players: 2", "plaiers: 2"),
            "the options do not fit polyssimo: options: unknown field `plaiers`, expected one \
             of `mode`, `players`, `draft`, `start`, `set` (did you mean `players`?) at line 4 \
             column 3",
        ),
        (
            "seed.yaml",
            text.replace("seed: 3", "seed: -3"),
            "not a state file: seed: invalid type: integer `-3`, expected a whole number from 0 \
             to 18446744073709551615 at line 5 column 7",
        ),
        (
            "words.yaml",
            "hello".to_string(),
            "not a state file: a state file is a YAML mapping of `format`, `game`, `options`, \
             `seed` and `history` (`tessera play new GAME -o FILE` writes one)",
        ),
        (
            "garbage.yaml",
            "this: [is not".to_string(),
            "not a state file: did not find expected ',' or ']' at line 2 column 1, while parsing \
             a flow sequence at line 1 column 7",
        ),
    ];
    for (name, content, message) in cases {
        apply_refused(&temp_file(name, &content), &["take F"], message);
    }
}

#[test]
fn an_option_a_game_fixes_is_named_as_fixed() {
    let out = temp_path("golomb-3.yaml");
    let args = ["play", "new", "golomb", "--players", "3", "-o"];
    Tessera::new()
        .args(args)
        .arg(&out)
        .refused("golomb: players is fixed to 2 in this game")
        .run();
    assert!(!out.exists());
    let two = run_ok(&[
        "play",
        "new",
        "golomb",
        "--players",
        "2",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(two.contains("for 2 players"), "{two}");
    let help = run_ok(&["play", "new", "golomb", "--help"]);
    assert!(!help.contains("--players"), "{help}");
}

#[test]
fn the_arena_reports_every_bot() {
    let doc = support::arena_json("golomb", "greedy,random", 20, 5);
    let bots = doc["bots"].as_array().unwrap();
    assert_eq!(bots.len(), 2);
    let doc2 = support::arena_json("golomb", "greedy,random", 20, 5);
    assert_eq!(
        doc["bots"][0]["wins"], doc2["bots"][0]["wins"],
        "same seed, same games"
    );
    Tessera::new()
        .args(["play", "arena", "polyssimo", "--bots", "greedy,nobody"])
        .args(["--games", "1"])
        .refused("unknown bot \"nobody\" for polyssimo (bots: greedy, random, search)")
        .run();
    let never = crate::support::temp_path("never.yaml");
    Tessera::new()
        .args(["play", "new", "chess", "-o"])
        .arg(&never)
        .code(2)
        .stderr(
            "tessera: error: unrecognized subcommand 'chess'\n\n  tip: the games: project-l, \
             polyssimo, golomb, s25\n\nUsage: tessera play new [OPTIONS] <GAME>\n\nFor more \
             information, try '--help'.\n",
        )
        .run();
    // One bot and no --solo: the number of players came from --bots.
    Tessera::new()
        .args([
            "play",
            "arena",
            "project-l",
            "--bots",
            "greedy",
            "--games",
            "1",
        ])
        .refused(
            "project-l: --bots seats one bot a player (1 bot given): Project L has 2 to 6 \
             players (or 1 in the solo game, with the solo option: basic, hard or unbeatable), \
             not 1",
        )
        .run();
    // Rules asked of `play`: sent to the command that shows them.
    let out = Tessera::new()
        .args(["play", "rules"])
        .code(2)
        .any_stderr()
        .run();
    assert!(
        out.stderr
            .contains("tip: a game's rules: tessera rules GAME (the games: project-l,"),
        "{}",
        out.stderr
    );
}

#[test]
fn state_files_and_position_files_convert_both_ways() {
    let file = new_game("convert.yaml", &["--players", "3"]);
    let path = file.to_str().unwrap();
    // During the draft there is no position yet.
    Tessera::new()
        .args(["play", "export", path])
        .refused(&format!(
            "{path}: the draft is not over: a position starts with the placement phase"
        ))
        .run();
    for _ in 0..30 {
        tessera(&["play", "bot", path, "--bot", "greedy"]);
    }
    let position = temp_file("convert-position.yaml", "");
    let out = position.to_str().unwrap();
    // The file exists (empty): export replaces it only with --force.
    let run = tessera(&["play", "export", path, "-o", out, "--force"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stdout, format!("wrote {out}: the position\n"));
    let imported = temp_path("convert-imported.yaml");
    let run = tessera(&[
        "play",
        "import",
        position.to_str().unwrap(),
        "-o",
        imported.to_str().unwrap(),
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let again = tessera(&["play", "export", imported.to_str().unwrap()]);
    assert_eq!(again.stdout, std::fs::read_to_string(&position).unwrap());
    let moves = |f: &std::path::Path| tessera(&["play", "moves", f.to_str().unwrap()]).stdout;
    assert_eq!(moves(&file), moves(&imported));
    let holes = tessera(&["polyssimo", "holes", position.to_str().unwrap()]);
    assert_eq!(holes.code, 0, "{}", holes.stderr);
}

#[test]
fn a_golomb_position_keeps_its_pool() {
    let file = temp_path("golomb-game.yaml");
    tessera(&["play", "new", "golomb", "-o", file.to_str().unwrap()]);
    tessera(&["play", "apply", file.to_str().unwrap(), "X b1 a2 b2 c2 b3"]);
    // The X on b1 a2 b2 c2 b3, the pool without it, player 2 to move after player 1.
    let empty = "  ........\n".repeat(5);
    let position = format!(
        "mode: golomb\nboard: |\n  .X......\n  XXX.....\n  .X......\n{empty}pool: [F, I, L, N, \
         P, T, U, V, W, Y, Z]\nto_move: 2\nlast_placed: 1\n"
    );
    (Tessera::new().args(["play", "export"]).arg(&file))
        .stdout(&position)
        .run();
}

#[test]
fn another_piece_set_can_be_played() {
    let set = temp_file(
        "small-set.yaml",
        "board: |\n  ####\n  ####\npieces:\n  - name: A\n    shape: \"###\"\n  - name: B\n    shape: |\n      ##\n      #.\n  - name: D\n    shape: \"##\"\n",
    );
    let file = support::new_game(
        "polyssimo",
        "small-game.yaml",
        &["--set", set.to_str().unwrap()],
    );
    let moves = tessera(&["play", "moves", file.to_str().unwrap()]).stdout;
    assert_eq!(moves, "take A\ntake B\ntake D\n");
    // The set travels in the state file: it still loads after the set file is gone.
    std::fs::remove_file(&set).unwrap();
    let run = tessera(&["play", "bot", file.to_str().unwrap(), "--until", "end"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    // Who wins is the bots' business: that the game ended.
    let last = run.stdout.lines().last().unwrap();
    assert!(last.starts_with("game over after "), "{}", run.stdout);
}

#[test]
fn a_polyssimo_position_takes_no_game_option() {
    // The position gives the players, their pieces and the board: nothing is left open.
    // An option naming a file is refused the same, its file never read.
    let game = temp_path("import-no-option.yaml");
    let g = game.to_str().unwrap();
    let named = [
        "play",
        "import",
        "puzzles/polyssimo/endgame-8.yaml",
        "polyssimo",
    ];
    for (option, value) in [("players", "3"), ("set", "no-such-set.yaml")] {
        Tessera::new()
            .args(named)
            .args([&format!("--{option}"), value, "-o", g])
            .refused(&format!(
                "puzzles/polyssimo/endgame-8.yaml: {option} is set by the position file; it \
                 leaves none open"
            ))
            .run();
        assert!(!game.exists());
    }
    run_ok(&[&named[..], &["-o", g]].concat());
}

#[test]
fn an_imported_position_keeps_the_text_of_its_set() {
    let set = temp_file(
        "import-set.yaml",
        "board: |\n  ####\n  ####\npieces:\n  - name: A\n    shape: \"###\"\n  - name: B\n    shape: |\n      ##\n      #.\n  - name: D\n    shape: \"##\"\n",
    );
    // The set is named relative to the position's folder, not the current one.
    let position = set.with_file_name("import-position.yaml");
    let body = "board: |\n  AAA.\n  ....\nplayers:\n  - pieces: [B]\n  - pieces: [D]\n";
    std::fs::write(&position, format!("set: import-set.yaml\n{body}")).unwrap();
    let game = temp_path("import-game.yaml");
    let g = game.to_str().unwrap();
    let lost = set.with_file_name("import-lost.yaml");
    std::fs::write(&lost, format!("set: no-such-set.yaml\n{body}")).unwrap();
    // The position's file named once, then the set it names, found beside it.
    Tessera::new()
        .args(["play", "import"])
        .arg(&lost)
        .args(["-o", g])
        .refused(&format!(
            "{}: set: {}: cannot read the file: No such file or directory (os error 2)",
            lost.display(),
            lost.with_file_name("no-such-set.yaml").display()
        ))
        .run();
    let run = tessera(&["play", "import", position.to_str().unwrap(), "-o", g]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    // The one place for the L tromino B around A's row: the free corner d1, c2, d2.
    assert_eq!(support::run_ok(&["play", "moves", g]), "B d1 c2 d2\n");
    // Editing the set file, then removing it, changes nothing in the game.
    std::fs::write(
        &set,
        "board: \"##\"\npieces:\n  - name: B\n    shape: \"##\"\n",
    )
    .unwrap();
    assert_eq!(support::run_ok(&["play", "moves", g]), "B d1 c2 d2\n");
    std::fs::remove_file(&set).unwrap();
    let out = support::run_ok(&["play", "bot", g, "--until", "end"]);
    // B and D each have one place: two forced moves, each emptying its player's hand, then
    // nobody can place (the tie's winner is the rules' tie-break, checked by the rules'
    // tests).
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[..2],
        [
            "greedy: B d1 c2 d2 — placed B (3 cells); 0 pieces (0 cells) left in hand",
            "greedy: D a2 b2 — placed D (2 cells); 0 pieces (0 cells) left in hand; \
             player 1 can place nothing more; player 2 can place nothing more"
        ],
        "{out}"
    );
    assert!(lines[2].starts_with("game over after 2 moves: "), "{out}");
    assert_eq!(lines.len(), 3, "{out}");
}

#[test]
fn a_game_on_another_set_exports_a_position_that_stands_alone() {
    let set = temp_file(
        "export-set.yaml",
        "board: |\n  ####\n  ####\npieces:\n  - name: A\n    shape: \"###\"\n  - name: \"true\"\n    shape: |\n      ##\n      #.\n  - name: D\n    shape: \"##\"\n",
    );
    let position = set.with_file_name("export-position.yaml");
    let body = "board: |\n  AAA.\n  ....\nplayers:\n  - pieces: [\"true\"]\n  - pieces: [D]\n";
    std::fs::write(&position, format!("set: export-set.yaml\n{body}")).unwrap();
    let game = temp_path("export-game.yaml");
    let g = game.to_str().unwrap();
    support::run_ok(&["play", "import", position.to_str().unwrap(), "-o", g]);
    std::fs::remove_file(&set).unwrap();
    // The set is written inline, so the position reads back with no set file anywhere.
    let exported = support::run_ok(&["play", "export", g]);
    // The position as imported (players named by seat), then its set written out.
    let set = "set: |\n  board: |\n    ####\n    ####\n  pieces:\n    - name: A\n      shape: |\n        \
               ###\n    - name: \"true\"\n      shape: |\n        ##\n        #.\n    - name: D\n      \
               shape: |\n        ##\n";
    let position = "board: |\n  AAA.\n  ....\nplayers:\n  - name: player 1\n    pieces: [\"true\"]\n  \
                    - name: player 2\n    pieces: [D]\nto_move: 1\n";
    assert_eq!(exported, format!("{position}{set}"));
    let alone = temp_file("export-alone.yaml", &exported);
    let holes = tessera(&["polyssimo", "holes", alone.to_str().unwrap()]);
    assert_eq!(holes.code, 0, "{}", holes.stderr);
    let again = temp_path("export-again.yaml");
    let a = again.to_str().unwrap();
    support::run_ok(&["play", "import", alone.to_str().unwrap(), "-o", a]);
    assert_eq!(support::run_ok(&["play", "export", a]), exported);
    assert_eq!(support::run_ok(&["play", "moves", a]), "true d1 c2 d2\n");
    // A damaged inline set is named as such (B drawn in two pieces).
    let broken = temp_file(
        "export-broken.yaml",
        &exported.replace("        ##\n        #.\n", "        #.\n        .#\n"),
    );
    Tessera::new()
        .args(["polyssimo", "holes"])
        .arg(&broken)
        .refused(&format!(
            "{}: set: the inline set: pieces[2]: piece true: the cells are not connected (every \
             cell must touch another by an edge)",
            broken.display()
        ))
        .run();
}

#[test]
fn long_names_are_drawn_with_letters_no_piece_is_named() {
    // `a` and `b` are names of pieces: the longer names `ab` and `ac` get `c` and `d`, so
    // the export reads back with every piece where it was (it once drew `ab` as `a`).
    let set = temp_file(
        "letters-set.yaml",
        "board: |\n  ######\n  ######\npieces:\n  - name: a\n    shape: \"##\"\n  - name: b\n    \
         shape: \"##\"\n  - name: ab\n    shape: \"###\"\n  - name: ac\n    shape: \"###\"\n",
    );
    let file = support::new_game(
        "polyssimo",
        "letters.yaml",
        &["--set", set.to_str().unwrap()],
    );
    let f = file.to_str().unwrap();
    let draft = ["take a", "take b", "take ab", "take ac"];
    support::run_ok(&[&["play", "apply", f][..], &draft].concat());
    // Player 2 took the last piece and places first.
    support::run_ok(&["play", "apply", f, "b a1 b1", "ab c1 d1 e1"]);
    let exported = support::run_ok(&["play", "export", f]);
    assert!(
        exported.starts_with("board: |\n  bbccc.\n  ......\nlegend:\n  c: ab\n"),
        "{exported}"
    );
    let shown = support::run_ok(&["play", "show", f]);
    assert!(
        shown.contains("on the board: ab=c (player 1); b (player 2)"),
        "{shown}"
    );
    let alone = temp_file("letters-position.yaml", &exported);
    let again = temp_path("letters-again.yaml");
    let a = again.to_str().unwrap();
    support::run_ok(&["play", "import", alone.to_str().unwrap(), "-o", a]);
    assert_eq!(support::run_ok(&["play", "export", a]), exported);
    // `.` and `#` draw cells, so no piece may be called so.
    let dotted = temp_file(
        "dotted-set.yaml",
        "board: |\n  ####\npieces:\n  - name: \".\"\n    shape: \"##\"\n  - name: D\n    shape: \"##\"\n",
    );
    let dotted = dotted.to_str().unwrap();
    let run = tessera(&[
        "play",
        "new",
        "polyssimo",
        "--set",
        dotted,
        "-o",
        a,
        "--force",
    ]);
    let said = "the name \".\": '.' marks a cell in a board's drawing";
    assert_eq!(
        (run.code, run.stderr.contains(said)),
        (2, true),
        "{}",
        run.stderr
    );
}

/// The status line of a Polyssimo game imported from `position` (5×5 pentominoes, one of
/// each) once `moves` are played, which end it.
fn polyssimo_ended_by(position: &str, moves: &[&str]) -> String {
    let set = "set: |\n  board: |\n    #####\n    #####\n    #####\n    #####\n    #####\n  \
               pieces:\n    - set: pentominoes\n      max: 1\n";
    let file = temp_file("ending.yaml", &format!("{position}{set}"));
    let game = temp_path("ending-game.yaml");
    let g = game.to_str().unwrap();
    run_ok(&["play", "import", file.to_str().unwrap(), "-o", g]);
    let mut apply = vec!["play", "apply", g];
    apply.extend_from_slice(moves);
    run_ok(&apply);
    run_ok(&["play", "status", g])
}

#[test]
fn a_polyssimo_result_counts_cells_in_hand_and_names_the_tie_break() {
    // Player 1's X fits nowhere (every free cell lacks a free neighbour on some side), so
    // player 2 places the P and ends with no cells to player 1's 5: fewest wins.
    let stuck = "board: |\n  IIIII\n  .....\n  LLLL.\n  ...L.\n  .....\n\
                 players:\n  - pieces: [X]\n  - pieces: [P]\n";
    assert_eq!(
        polyssimo_ended_by(stuck, &["P a4 b4 c4 a5 b5"]),
        "game over after 1 move: player 2 wins; cells left in hand (fewest wins): \
         player 1 5, player 2 0\n"
    );
    // The I fits only row 1 and the L only the L-shaped hole at a4 a5 b5 c5 d5: each
    // places theirs and keeps no cell, a tie on cells, which the rules give to the tied
    // player who placed last, player 2.
    let level = "board: |\n  .....\n  PPUUY\n  PPUYY\n  .PUUY\n  ....Y\n\
                 players:\n  - pieces: [I]\n  - pieces: [L]\n";
    assert_eq!(
        polyssimo_ended_by(level, &["I a1 b1 c1 d1 e1", "L a4 a5 b5 c5 d5"]),
        "game over after 2 moves: player 2 wins the tie on cells by the tie-break: of the \
         tied players, they placed a piece last; cells left in hand (fewest wins): \
         player 1 0, player 2 0\n"
    );
}

#[test]
fn another_games_option_is_told_to_belong_to_it() {
    // `--solo` is Project L's; clap alone offered `--color`, the nearest spelling.
    let out = temp_path("never-made.yaml");
    let o = out.to_str().unwrap();
    let run = tessera(&["play", "new", "polyssimo", "--solo", "hard", "-o", o]);
    let tip = "tip: '--solo' is an option of project-l, not of polyssimo: `tessera play new \
               polyssimo --help` lists polyssimo's options";
    assert_eq!(
        (run.code, run.stderr.contains(tip)),
        (2, true),
        "{}",
        run.stderr
    );
    assert!(
        !run.stderr.contains("a similar argument exists"),
        "{}",
        run.stderr
    );
    // The usage is the game's own, not one built around clap's guess.
    let usage = "Usage: tessera play new polyssimo [OPTIONS] --output <FILE>\n";
    assert!(run.stderr.contains(usage), "{}", run.stderr);
    assert!(!out.exists());
    let run = tessera(&["play", "vs", "s25", "--rules=revised"]);
    assert!(
        run.stderr
            .contains("'--rules' is an option of project-l, not of s25"),
        "{}",
        run.stderr
    );
    // The other commands that take a game's options: in `arena` the game may follow an
    // option's value, in `import` the position's file.
    let others: [(&[&str], &str); 3] = [
        (
            &["play", "serve", "polyssimo", "--solo", "hard"],
            "--solo' is an option of project-l",
        ),
        (
            &[
                "play",
                "arena",
                "--bots",
                "greedy,greedy",
                "polyssimo",
                "--solo",
                "hard",
            ],
            "--solo' is an option of project-l",
        ),
        (
            &[
                "play",
                "import",
                "p.yaml",
                "polyssimo",
                "--stalemate",
                "highest",
                "-o",
                o,
            ],
            "--stalemate' is an option of s25",
        ),
    ];
    for (args, whose) in others.iter().copied() {
        let run = tessera(args);
        let verb = args[1];
        let tip = format!(
            "tip: '{whose}, not of polyssimo: `tessera play {verb} polyssimo --help` lists \
             polyssimo's options"
        );
        assert_eq!(
            (run.code, run.stderr.contains(&tip)),
            (2, true),
            "{args:?}: {}",
            run.stderr
        );
    }
    // An option given before its game is refused by clap as the command's: the game that
    // takes it is named, never called a game that does not.
    let before: [(&[&str], &str); 2] = [
        (
            &["play", "new", "--seed", "3", "s25", "-o", o],
            "tip: '--seed' is an option of s25: give it after the game, as in `tessera play \
             new s25 --seed …`",
        ),
        (
            &[
                "play",
                "arena",
                "--bots",
                "greedy,greedy",
                "--players",
                "3",
                "polyssimo",
            ],
            "tip: '--players' is an option of polyssimo: give it after the game, as in \
             `tessera play arena polyssimo --players …`",
        ),
    ];
    // ... and so is one given where no game is named: the games that take it are.
    let no_game: [(&[&str], &str); 4] = [
        (
            &["play", "new", "-o", o],
            "tip: '-o' is an option of every game: give it after the game, as in `tessera play \
             new project-l -o …`",
        ),
        (
            &[
                "play",
                "import",
                "p.yaml",
                "--stalemate",
                "highest",
                "-o",
                o,
            ],
            "tip: '--stalemate' is an option of s25: give it after the game, as in `tessera \
             play import POSITION s25 --stalemate …`",
        ),
        (
            &["play", "new", "--solo", "hard", "-o", o],
            "tip: '--solo' is an option of project-l: give it after the game, as in `tessera \
             play new project-l --solo …`",
        ),
        (
            &["play", "new", "--seed", "3", "-o", o],
            "tip: '--seed' is an option of every game: give it after the game, as in `tessera \
             play new project-l --seed …`",
        ),
    ];
    for (args, tip) in before.into_iter().chain(no_game) {
        let run = tessera(args);
        assert_eq!(run.code, 2, "{args:?}");
        assert!(run.stderr.contains(tip), "{args:?}: {}", run.stderr);
        assert!(!run.stderr.contains("not of"), "{args:?}: {}", run.stderr);
    }
    assert!(!out.exists());
}

#[test]
fn a_misspelt_or_misplaced_option_of_another_game_is_named_with_its_games() {
    // clap compares an unknown option only with the command's own, so `--sollo` was
    // offered `--color`; the nearest option of any game is `--solo`, Project L's.
    let out = temp_path("never-made-misspelt.yaml");
    let o = out.to_str().unwrap();
    let cases: [(&[&str], &str); 6] = [
        // Spelt right but before the game: clap offered `--color` for these too.
        (
            &["play", "new", "--solo", "hard", "project-l", "-o", o],
            "tip: '--solo' is an option of project-l: give it after the game, as in `tessera \
             play new project-l --solo …`",
        ),
        (
            &["play", "new", "--stalemate", "draw", "polyssimo", "-o", o],
            "tip: '--stalemate' is an option of s25, not of polyssimo: `tessera play new \
             polyssimo --help` lists polyssimo's options",
        ),
        (
            &["play", "new", "s25", "--sollo", "hard", "-o", o],
            "tip: '--sollo' is not an option of s25; the nearest is '--solo', an option of \
             project-l: `tessera play new s25 --help` lists s25's options",
        ),
        (
            &["play", "new", "--sollo", "hard", "-o", o],
            "tip: '--sollo' is not an option here; the nearest is '--solo', an option of \
             project-l: give it after the game, as in `tessera play new project-l --solo …`",
        ),
        // Before a game that takes it, that game is the example.
        (
            &["play", "new", "--sed", "3", "s25", "-o", o],
            "the nearest is '--seed', an option of every game: give it after the game, as in \
             `tessera play new s25 --seed …`",
        ),
        (
            &["play", "import", "p.yaml", "--stalmate", "draw", "-o", o],
            "the nearest is '--stalemate', an option of s25: give it after the game, as in \
             `tessera play import POSITION s25 --stalemate …`",
        ),
    ];
    for (args, tip) in cases {
        let run = tessera(args);
        assert_eq!(run.code, 2, "{args:?}");
        assert!(run.stderr.contains(tip), "{args:?}: {}", run.stderr);
        assert!(
            !run.stderr.contains("'--color'"),
            "{args:?}: {}",
            run.stderr
        );
    }
    // The game's own option, when as near, is clap's tip as before.
    let own: [(&[&str], &str); 2] = [
        (
            &["play", "new", "project-l", "--sollo", "hard", "-o", o],
            "a similar argument exists: '--solo'",
        ),
        (
            &["play", "new", "s25", "--stalmate", "draw", "-o", o],
            "a similar argument exists: '--stalemate'",
        ),
    ];
    for (args, tip) in own {
        let run = tessera(args);
        assert_eq!(run.code, 2, "{args:?}");
        assert!(run.stderr.contains(tip), "{args:?}: {}", run.stderr);
    }
    assert!(!out.exists());
}
