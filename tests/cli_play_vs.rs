//! `tessera play vs` from piped input (one line per decision, no prompt), `play hint`,
//! and the `--player` guard of `play bot` and `play apply`: a whole game of each game
//! played through `play vs` ends exactly as the same bot playing every seat ends it; bad
//! input is refused with exit 2 and the file unchanged.

use crate::support::{
    Tessera, assert_apply_refused, assert_refused, new_game, run_ok, temp_file, temp_path,
};
use tessera::engine::Turn;
use tessera::play::{Games, file};

/// A game's history, from its state file.
fn history(path: &std::path::Path) -> Vec<String> {
    file::load(&Games::standard(), path)
        .unwrap()
        .history()
        .to_vec()
}

/// The moves of `history` made by player 1, found by replaying it from the fresh game in
/// `fresh`.
fn first_players_moves(fresh: &std::path::Path, history: &[String]) -> Vec<String> {
    let mut session = file::load(&Games::standard(), fresh).unwrap();
    let mut mine = Vec::new();
    for text in history {
        if session.turn() == Turn::Player(0) {
            mine.push(text.clone());
        }
        session.play(text).unwrap();
    }
    mine
}

/// What `play vs ARGS` says when the person quits at the first prompt.
fn vs_then_quit(args: &[&str]) -> String {
    let command = Tessera::new().args(["play", "vs"]).args(args);
    command.stdin("quit\n").run().stdout
}

/// Plays a whole game of `game` through `play vs BOT FILE` from piped input, the person
/// typing the moves `BOT` itself chose when it played every seat of the same game: the
/// bots' replies and the die follow from the seed and the history, so the game must end
/// with the same history.
fn whole_game(game: &str, bot: &str, seed: &str) -> String {
    let args = ["--seed", seed];
    let reference = new_game(game, "all-bots.yaml", &args);
    let fresh = new_game(game, "fresh.yaml", &args);
    let played = new_game(game, "person.yaml", &args);
    let r = reference.to_str().unwrap();
    run_ok(&["play", "bot", r, "--bot", bot, "--until", "end"]);
    let all = history(&reference);
    let mine = first_players_moves(&fresh, &all);
    let input = mine.join("\n") + "\n";
    let out = Tessera::new()
        .args(["play", "vs", played.to_str().unwrap(), "--bot", bot])
        .stdin(input)
        .run();
    assert_eq!(history(&played), all, "{game}: {}", out.stdout);
    // Every move is told, in order, by whoever made it (the die as `chance`).
    let told = told_moves(&out.stdout, bot);
    let by_whom: Vec<&str> = told.iter().map(|(who, _)| who.as_str()).collect();
    let moves: Vec<&str> = told.iter().map(|(_, mv)| mv.as_str()).collect();
    assert_eq!(moves, all, "{}", out.stdout);
    assert_eq!(by_whom.iter().filter(|w| **w == "you").count(), mine.len());
    // The last line is the result, as `play status` says it; no prompt, no escape codes.
    let status = run_ok(&["play", "status", played.to_str().unwrap()]);
    assert_eq!(out.stdout.lines().last(), Some(status.trim_end()));
    assert!(!out.stdout.contains('\u{1b}'), "no escape codes when piped");
    assert!(!out.stdout.contains("(you)>"), "no prompt when piped");
    out.stdout
}

/// Each of `expected` is a whole line of `out`, in this order (the drawings between them
/// are checked elsewhere).
fn assert_lines_in_order(out: &str, expected: &[String]) {
    let mut lines = out.lines();
    for want in expected {
        assert!(
            lines.any(|l| l == want),
            "missing or out of order: {want}\n{out}"
        );
    }
}

/// The moves `play vs` told, in order, with who made them: `you`, the bot, or `chance`
/// (from the lines `player N (WHO): MOVE — what it did` and `chance: MOVE — …`).
fn told_moves(stdout: &str, bot: &str) -> Vec<(String, String)> {
    let notation = |told: &str| told.split(" — ").next().unwrap().to_string();
    let line = |l: &str| {
        if let Some(told) = l.strip_prefix("chance: ") {
            return Some(("chance".to_string(), notation(told)));
        }
        let (who, told) = l
            .strip_prefix("player ")?
            .split_once(" (")?
            .1
            .split_once("): ")?;
        [bot, "you"]
            .contains(&who)
            .then(|| (who.to_string(), notation(told)))
    };
    stdout.lines().filter_map(line).collect()
}

#[test]
fn a_whole_polyssimo_game_from_piped_input() {
    whole_game("polyssimo", "greedy", "11");
}

#[test]
fn a_whole_golomb_game_from_piped_input() {
    whole_game("golomb", "greedy", "11");
}

#[test]
fn a_whole_s25_game_from_piped_input_shows_the_die() {
    // Seed 4 with the random bot brings a collapse, and so the die.
    let out = whole_game("s25", "random", "4");
    let told = told_moves(&out, "random");
    assert!(told.iter().any(|(who, _)| who == "chance"), "{out}");
}

#[test]
fn a_whole_project_l_game_from_piped_input() {
    whole_game("project-l", "greedy", "11");
}

#[test]
fn commands_and_a_refused_move_change_nothing_but_undo() {
    let file = new_game("polyssimo", "g.yaml", &["--seed", "3"]);
    let f = file.to_str().unwrap();
    let input = "take Q\nhelp\nmoves\nshow\ntake X\nundo\nundo\nquit\n";
    let out = Tessera::new()
        .args(["play", "vs", f, "--bot", "greedy"])
        .stdin(input)
        .run()
        .stdout;
    let legal: Vec<String> = run_ok(&["play", "moves", f])
        .lines()
        .map(String::from)
        .collect();
    // The greedy bot's answer to `take X`, from a copy of the game.
    let copy = temp_path("copy.yaml");
    std::fs::copy(&file, &copy).unwrap();
    let c = copy.to_str().unwrap();
    run_ok(&["play", "apply", c, "take X"]);
    run_ok(&["play", "bot", c, "--bot", "greedy", "--until", "move"]);
    let reply = history(&copy)[1].clone();
    let piece = reply.strip_prefix("take ").unwrap();
    let expected = [
        format!(
            "polyssimo (seed 3) in {f}: you are player 1; bots: player 2 greedy. Type help for the commands."
        ),
        // Q is no piece of the game: refused, with the legal moves one edit away (all the
        // one-letter pieces' takes, in the game's order).
        "not played: \"take Q\": \"Q\" is not a piece of the game (pieces: F I L N P T U V W X Y Z C06 D06 X16 G06 M06 Z16 U06 F06 F16 F36 F26 W26)".to_string(),
        format!("nearest legal moves: {}", legal[..5].join(" | ")),
        "Type a move in the game's notation (Tab completes it word by word) or a command:".into(),
        format!(
            "take (24): {} … and 12 more (`tessera play moves {f}` lists them all)",
            legal[..12].join(" | ")
        ),
        // 24 pieces were in the middle: X leaves 23, the reply 22.
        "player 1 (you): take X — took X; 23 left in the middle".into(),
        format!("player 2 (greedy): {reply} — took {piece}; 22 left in the middle"),
        // The first undo takes back the reply and the move; the second finds nothing.
        format!("undone: 2 moves taken back (take X; {reply})"),
        "nothing to undo: you have not decided anything yet".into(),
        format!("saved; continue with: tessera play vs {f} --bot greedy"),
    ];
    assert_eq!(legal.len(), 24);
    assert_lines_in_order(&out, &expected);
    assert_eq!(out.lines().last(), expected.last().map(String::as_str));
    assert!(history(&file).is_empty());
}

#[test]
fn a_command_with_words_after_it_is_told_to_be_typed_alone() {
    // `undo 3` read as a move was refused as a piece named "undo"; no nearest moves are
    // listed for it, and nothing is played or taken back.
    let file = new_game("polyssimo", "words.yaml", &["--seed", "3"]);
    let f = file.to_str().unwrap();
    let out = Tessera::new()
        .args(["play", "vs", f, "--bot", "greedy"])
        .stdin("undo 3\nQuit now\nshow all\n")
        .run()
        .stdout;
    let expected = [
        "not played: \"undo 3\": undo is a command and takes nothing after it: type undo alone \
         (each undo takes back your last move and the replies to it: type it again for more)",
        "not played: \"Quit now\": quit is a command and takes nothing after it: type quit \
         alone",
        "not played: \"show all\": show is a command and takes nothing after it: type show \
         alone",
    ];
    let expected: Vec<String> = expected.iter().map(|line| line.to_string()).collect();
    assert_lines_in_order(&out, &expected);
    assert!(!out.contains("nearest legal moves"), "{out}");
    assert!(history(&file).is_empty());
}

/// `notation` gives the base game's moves; a game that plays a variant with moves of its
/// own (the expansions' decompose, level-up and ambassador) is told where those are.
#[test]
fn notation_names_the_variants_the_game_plays() {
    let deck = "puzzles/projectl/expansion-example.yaml";
    let file = new_game("project-l", "e.yaml", &["--extra-cards", deck]);
    let plain = new_game("project-l", "p.yaml", &[]);
    let told = |file: &std::path::Path| {
        Tessera::new()
            .args(["play", "vs", file.to_str().unwrap(), "--bot", "greedy"])
            .stdin("notation\nquit\n")
            .run()
            .stdout
    };
    let pointer = "This game plays the expansions variant: `help rules` shows its rules and any moves it adds.";
    let expansion = told(&file);
    assert!(
        expansion.contains("place W05 L4 b2 b3 c3 d3"),
        "{expansion}"
    );
    assert!(expansion.contains(pointer), "{expansion}");
    let base = told(&plain);
    assert!(base.contains("place W05 L4 b2 b3 c3 d3"), "{base}");
    assert!(!base.contains("This game plays the"), "{base}");
}

#[test]
fn json_events_are_one_object_a_line() {
    let file = new_game("s25", "g.yaml", &["--seed", "3"]);
    let out = Tessera::new()
        .args(["play", "vs", "greedy", file.to_str().unwrap(), "--json"])
        .stdin("build a1 c1\nbogus\nquit\n")
        .run()
        .stdout;
    // Through a pipe, and JSON at that: no escape code, not even in the pictures.
    assert!(!out.contains("\\u001b") && !out.contains('\u{1b}'), "{out}");
    let events: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|_| panic!("{l}")))
        .collect();
    let kinds: Vec<&str> = events
        .iter()
        .map(|e| e["event"].as_str().unwrap())
        .collect();
    assert_eq!(kinds[..3], ["start", "position", "move"]);
    let start_keys: Vec<&String> = events[0].as_object().unwrap().keys().collect();
    assert_eq!(
        start_keys,
        ["version", "event", "game", "file", "seat", "seed"],
        "the start event begins with the shapes' version"
    );
    assert_eq!(events[0]["version"], 1);
    assert_eq!(events[2]["move"], "build a1 c1");
    assert_eq!(events[2]["bot"], serde_json::Value::Null);
    // A build puts two of the ten chips on the grid and scores nothing.
    assert_eq!(events[2]["did"], "placed 2 chips (8 in hand)");
    assert_eq!(events[3]["player"], 2);
    assert_eq!(events[3]["bot"], "greedy");
    assert!(kinds.contains(&"refused"));
    assert_eq!(kinds.last(), Some(&"quit"));
}

#[test]
fn a_new_game_is_saved_after_every_move() {
    let file = temp_path("new.yaml");
    let f = file.to_str().unwrap();
    let out = Tessera::new()
        .args([
            "play",
            "vs",
            "random",
            "s25",
            "--players",
            "3",
            "--seat",
            "2",
        ])
        .args(["--bots", "3=greedy", "--seed", "5", "-o", f])
        .args(["--correction", "no-cap"])
        .stdin("")
        .run()
        .stdout;
    // The variant is said (a default option is not; nor the players, which the seats say).
    let greeting = format!(
        "s25 (seed 5; correction no-cap) in {f}: you are player 2; bots: player 1 random, player 3 greedy; \
         player 1 moves first. Type help for the commands."
    );
    assert_eq!(out.lines().next(), Some(greeting.as_str()));
    // Player 1's bot moved before the input ended.
    assert_eq!(history(&file).len(), 1);
    run_ok(&["play", "replay", f]);
}

#[test]
fn a_new_game_over_a_saved_one_is_refused_saying_how_to_continue_it() {
    // `--force` would lose the game: the refusal also says how to go on with it.
    let file = temp_path("saved.yaml");
    let f = file.to_str().unwrap();
    run_ok(&["play", "new", "s25", "--seed", "1", "-o", f]);
    let before = std::fs::read(&file).unwrap();
    Tessera::new()
        .args(["play", "vs", "s25", "-o", f])
        .stdin("")
        .refused(&format!(
            "{f}: already exists: give --force to overwrite it (it is a saved game: to \
             continue it, tessera play vs {f})"
        ))
        .run();
    assert_eq!(std::fs::read(&file).unwrap(), before);
    // A file that is no game is only told to need --force.
    let other = temp_file("notes.yaml", "shopping: [eggs]\n");
    let o = other.to_str().unwrap();
    Tessera::new()
        .args(["play", "vs", "s25", "-o", o])
        .stdin("")
        .refused(&format!(
            "{o}: already exists: give --force to overwrite it"
        ))
        .run();
}

#[test]
fn bad_seats_and_bots_are_refused_and_write_nothing() {
    let file = temp_path("none.yaml");
    let f = file.to_str().unwrap();
    let cases: [(&[&str], &str); 6] = [
        (
            &["nosuch", "polyssimo"],
            "unknown bot \"nosuch\" for polyssimo",
        ),
        (
            &["greedy", "polyssimo", "--seat", "3"],
            "there is no seat 3",
        ),
        (
            &["greedy", "polyssimo", "--seat", "0"],
            "there is no seat 0",
        ),
        (
            &["greedy", "polyssimo", "--bots", "3=random"],
            "there is no seat 3",
        ),
        (
            &["greedy", "polyssimo", "--bots", "1=random"],
            "it is yours",
        ),
        (
            &["greedy", "polyssimo", "--bots", "2random"],
            "is not SEAT=BOT",
        ),
    ];
    for (args, reason) in cases {
        let mut all = vec!["play", "vs"];
        all.extend_from_slice(args);
        all.extend_from_slice(&["-o", f]);
        assert_refused(&all, reason);
        assert!(!file.exists(), "{args:?}");
    }
    assert_refused(
        &["play", "vs"],
        "give a GAME to start (`play vs GAME`: project-l, polyssimo, golomb, s25) or a FILE",
    );
    assert_refused(
        &["play", "vs", "greedy"],
        "greedy is a bot: give the GAME to play against it (`play vs GAME --bot greedy`)",
    );
    // A slip in a game's name, read as a file that is not there, names the game.
    assert_refused(
        &["play", "vs", "gollomb"],
        "gollomb: no such game or file (did you mean golomb? `tessera play vs golomb` starts",
    );
    assert_refused(
        &["play", "vs", "Struktura"],
        "Struktura: no such game or file (did you mean s25?",
    );
    assert_refused(
        &["play", "vs", "chess"],
        "chess: no such game or file (the games: project-l, polyssimo, golomb, s25; or give",
    );
}

#[test]
fn a_saved_game_of_another_game_or_a_held_file_is_refused_unchanged() {
    let file = new_game("s25", "g.yaml", &["--seed", "3"]);
    let f = file.to_str().unwrap();
    let before = std::fs::read(&file).unwrap();
    assert_refused(
        &["play", "vs", "planner", f],
        "unknown bot \"planner\" for s25",
    );
    assert_refused(
        &["play", "vs", "greedy", f, "--seed", "4"],
        "for a new game",
    );
    let held = file::GameFile::lock(&file).unwrap();
    assert_refused(
        &["play", "vs", "greedy", f],
        "another run is changing or playing",
    );
    drop(held);
    assert_eq!(std::fs::read(&file).unwrap(), before);
    let text = temp_file(
        "not-a-game.yaml",
        "format: 1\ngame: chess\noptions: {}\nseed: 0\n",
    );
    assert_refused(
        &["play", "vs", "greedy", text.to_str().unwrap()],
        "unknown game",
    );
}

#[test]
fn a_finished_game_is_shown_and_ends() {
    let file = new_game("golomb", "g.yaml", &["--seed", "3"]);
    let f = file.to_str().unwrap();
    run_ok(&["play", "bot", f, "--bot", "greedy", "--until", "end"]);
    let out = Tessera::new()
        .args(["play", "vs", "greedy", f])
        .stdin("take X\n")
        .file_unchanged(&file)
        .run()
        .stdout;
    // The greeting (no seat is claimed: who played which is not in the file), then the
    // final position with the result as `play show` draws it; the line typed is not read.
    let greeting = format!("golomb (seed 3) in {f}: the game is over.\n");
    let status = run_ok(&["play", "status", f]);
    let show = run_ok(&["play", "show", f]);
    assert!(show.ends_with(&status), "{show}");
    assert_eq!(out, greeting.clone() + &show);
    let seated = Tessera::new().args(["play", "vs", f, "--seat", "2"]).run();
    assert!(seated.stdout.starts_with(&greeting), "{}", seated.stdout);
    // Read-only, it is still shown: nothing is to be saved.
    crate::support::make_read_only(&file);
    let read_only = Tessera::new().args(["play", "vs", f]).run();
    assert!(
        read_only.stdout.starts_with(&greeting),
        "{}",
        read_only.stdout
    );
}

#[test]
fn a_read_only_game_in_play_is_refused_before_its_first_move() {
    let file = new_game("s25", "read-only.yaml", &["--seed", "3"]);
    let f = file.to_str().unwrap();
    crate::support::make_read_only(&file);
    let out = Tessera::new()
        .args(["play", "vs", f])
        .stdin("quiet a1\n")
        .file_unchanged(&file)
        .code(2)
        .any_stderr()
        .run();
    let said = format!("{f}: cannot save the game: the file is read-only: make it writable first");
    assert!(out.stderr.contains(&said), "{}", out.stderr);
    assert_eq!(out.stdout, "");
}

#[test]
fn the_bot_refuses_to_move_for_another_player() {
    let file = new_game("polyssimo", "g.yaml", &["--seed", "3"]);
    let f = file.to_str().unwrap();
    let before = std::fs::read(&file).unwrap();
    assert_refused(
        &["play", "bot", f, "--player", "2"],
        "the bot did not move: it is player 1's move, not player 2's; the file is unchanged",
    );
    assert_refused(
        &["play", "bot", f, "--player", "1", "--until", "end"],
        "--until end",
    );
    assert_eq!(std::fs::read(&file).unwrap(), before);
    run_ok(&["play", "bot", f, "--player", "1", "--until", "move"]);
    assert_eq!(history(&file).len(), 1);
}

#[test]
fn apply_takes_the_player_anywhere_among_the_moves() {
    let file = new_game("polyssimo", "g.yaml", &["--seed", "3"]);
    let f = file.to_str().unwrap();
    assert_apply_refused(&file, &["take X", "--player", "2"], "not player 2's");
    assert_apply_refused(
        &file,
        &["take X", "--player", "1", "take I"],
        "not player 1's",
    );
    run_ok(&["play", "apply", f, "take X", "--player=1"]);
    run_ok(&["play", "apply", f, "--player", "2", "take I"]);
    assert_eq!(history(&file), ["take X", "take I"]);
}

#[test]
fn the_hint_for_a_winning_s25_position_is_the_win() {
    // Player 1 has 13 points and four chips in a row from a1: activating e1 with the line
    // a1-e1 wins (the case `s25 analyze`'s own test checks by hand).
    let position = temp_file(
        "win.yaml",
        "grid: |\n  AAAA..\n  ......\n  BBB...\n  ......\n  ......\n  ......\n\
         players:\n  - {score: 13}\n  - {score: 20}\n",
    );
    let game = temp_path("g.yaml");
    let g = game.to_str().unwrap();
    run_ok(&["play", "import", position.to_str().unwrap(), "-o", g]);
    // Time enough for two turns deep in a debug build too.
    let out = Tessera::new()
        .args(["play", "hint", g, "--time", "60"])
        .file_unchanged(&game)
        .run()
        .stdout;
    // Exactly 25: a win, with no collapse and so no die; then how the next best compares.
    let (told, rest) = out.rsplit_once("  the next best of the ").expect(&out);
    assert_eq!(
        told,
        "hint: activate e1 line a1-e1\n  from s25 analyze (expectiminimax over the die)\n  \
         wins whatever the die shows, 2 turns deep\n  no collapse: the die is not rolled\n  \
         it wins now\n"
    );
    let (_, next) = rest.split_once(" legal moves: ").expect(rest);
    let next = next.split_once(", expected evaluation ").expect(next).0;
    assert!(
        run_ok(&["play", "moves", g]).lines().any(|l| l == next),
        "{next}"
    );
    let doc: serde_json::Value =
        serde_json::from_str(&run_ok(&["play", "hint", g, "--json"])).unwrap();
    assert_eq!(doc["player"], 1);
    assert_eq!(doc["figures"]["collapse"], false);
    assert_eq!(doc["figures"]["knock_down"], 0.0);
}

#[test]
fn the_s25_hint_on_the_last_turn_is_a_collapse_that_wins_on_the_highest_score() {
    // The last turn of the 60-round cap (119 turns played, so player 2 to move, for the
    // 60th time): player 2 has 20 points to player 1's 22, the line of 2 spent. Exactly 25
    // needs 5 more, which nothing scores without a collapse (lines score 6, 9, 12, the
    // cluster 7). A collapse caps the score at 24, ahead of 22 whatever the die takes;
    // anything else ends the game 20 to 22. With five chips on the grid after the
    // activation, faces 1-2, 3-4 and 5-6 take 1, 2 and 3.
    let position = temp_file(
        "last.yaml",
        "grid: |\n  BBBB..\n  ......\n  AAA...\n  ......\n  ......\n  ......\n\
         players:\n  - {score: 22}\n  - {score: 20, spent: [line2]}\nturns: 119\n",
    );
    let game = temp_path("g.yaml");
    let g = game.to_str().unwrap();
    run_ok(&["play", "import", position.to_str().unwrap(), "-o", g]);
    let out = run_ok(&["play", "hint", g]);
    let lines: Vec<&str> = out.lines().collect();
    // Several activations collapse to 24 (lines of 3 and 4, the cluster): any is right, so
    // the move is checked as an activation among the legal moves.
    let advised = lines[0].strip_prefix("hint: ").unwrap();
    assert!(advised.starts_with("activate "), "{out}");
    let legal = run_ok(&["play", "moves", g]);
    assert!(legal.lines().any(|l| l == advised), "{advised}");
    assert_eq!(lines[1], "  from s25 analyze (expectiminimax over the die)");
    assert_eq!(
        lines[2..4],
        [
            "  wins whatever the die shows, 2 turns deep",
            "  collapse: the die knocks chips down with chance 100% (1 chip 33%, 2 chips 33%, 3 chips 33%)",
        ],
        "{out}"
    );
    // The other activations that collapse to 24 are as good.
    assert!(lines[4].starts_with("  as good as "), "{out}");
    let doc: serde_json::Value =
        serde_json::from_str(&run_ok(&["play", "hint", g, "--json"])).unwrap();
    assert_eq!(doc["figures"]["collapse"], true);
    assert_eq!(doc["figures"]["knock_down"], 1.0);
    assert_eq!(doc["figures"]["value"], 10_000.0, "a sure win");
}

#[test]
fn the_polyssimo_hint_is_the_solvers_proved_move() {
    let game = temp_path("g.yaml");
    let g = game.to_str().unwrap();
    let endgame = "puzzles/polyssimo/endgame-8.yaml";
    run_ok(&["play", "import", endgame, "-o", g]);
    // The game keeps the position as an option (`start`), which `play vs`'s first line
    // leaves out: it is the whole position, not a word.
    let out = Tessera::new()
        .args(["play", "vs", g])
        .stdin("")
        .run()
        .stdout;
    let greeting = format!(
        "polyssimo (seed 0) in {g}: you are Ann; bots: Bob search. Type help for the commands."
    );
    assert_eq!(out.lines().next(), Some(greeting.as_str()), "{out}");
    let hint: serde_json::Value =
        serde_json::from_str(&run_ok(&["play", "hint", g, "--json", "--time", "30"])).unwrap();
    let solved: serde_json::Value =
        serde_json::from_str(&run_ok(&["polyssimo", "solve", endgame, "--json"])).unwrap();
    assert_eq!(hint["figures"]["exact"], true);
    assert_eq!(hint["figures"]["value"], solved["value"]);
    let legal = run_ok(&["play", "moves", g]);
    assert!(legal.lines().any(|l| l == hint["moves"][0]), "{hint}");
}

/// The audit's case: two cards taken, the third action advised ends the turn, so the
/// plan is from the position as it is, and says so (its first action need not be the
/// advised one).
#[test]
fn a_project_l_plan_not_after_the_advice_says_where_it_starts() {
    let game = new_game("project-l", "g.yaml", &["--seed", "3"]);
    let g = game.to_str().unwrap();
    run_ok(&["play", "apply", g, "take B02", "take W13"]);
    let hint: serde_json::Value =
        serde_json::from_str(&run_ok(&["play", "hint", g, "--json"])).unwrap();
    assert_eq!(hint["moves"].as_array().map(Vec::len), Some(1), "{hint}");
    let plan = hint["reasons"][0].as_str().unwrap();
    let from_here = "plan from this position (the planner's own order): complete B02, W13";
    assert!(plan.starts_with(from_here), "{plan}");
}

#[test]
fn the_project_l_hint_is_a_legal_turn_with_its_plan() {
    let game = new_game("project-l", "g.yaml", &["--seed", "3"]);
    let g = game.to_str().unwrap();
    let hint: serde_json::Value =
        serde_json::from_str(&run_ok(&["play", "hint", g, "--json"])).unwrap();
    let moves: Vec<&str> = (hint["moves"].as_array().unwrap().iter())
        .map(|m| m.as_str().unwrap())
        .collect();
    assert!((1..=3).contains(&moves.len()), "{hint}");
    // The advised actions play, in order, for player 1 (a copy of the game is changed).
    let copy = temp_path("copy.yaml");
    std::fs::copy(&game, &copy).unwrap();
    let mut args = vec!["play", "apply", copy.to_str().unwrap(), "--player", "1"];
    args.extend_from_slice(&moves);
    run_ok(&args);
    if let Some(card) = moves.iter().find_map(|m| m.strip_prefix("take W")) {
        let plan = hint["reasons"][0].as_str().unwrap();
        assert!(plan.contains(&format!("W{card}")), "{plan}");
    }
    // With actions left in the turn, the plan goes on from the advised moves: its first
    // actions, up to the turn's three, play after them.
    if moves.len() < 3 {
        let plan = hint["reasons"][0].as_str().unwrap();
        let after = format!("plan after {}: ", moves.last().unwrap());
        let steps = plan.strip_prefix(&after).expect(plan);
        let (_, steps) = steps.split_once(": 1. ").expect(plan);
        let numbered = format!("1. {steps}");
        let steps: Vec<&str> = (numbered.split("; "))
            .map(|s| s.split_once(". ").expect(plan).1)
            .take(3 - moves.len())
            .collect();
        let mut args = vec!["play", "apply", copy.to_str().unwrap(), "--player", "1"];
        args.extend_from_slice(&steps);
        run_ok(&args);
    }
    assert_refused(
        &["play", "hint", g, "--time", "0"],
        "is not a number of seconds above 0 and at most a day",
    );
}

#[test]
fn a_game_file_stays_locked_across_its_saves_and_a_waiting_run_gets_the_new_one() {
    // A save replaces the file by a new one: the lock must go with it, or a second run
    // could change the game while `play vs` still plays on it (and one of them lose a move).
    let path = new_game("golomb", "held.yaml", &["--seed", "3"]);
    let games = Games::standard();
    let mut held = file::GameFile::try_lock(&path).unwrap();
    let waiting_path = path.to_path_buf();
    let waiter = std::thread::spawn(move || {
        let lock = file::GameFile::lock(&waiting_path).unwrap();
        lock.load(&Games::standard()).unwrap().history().len()
    });
    for _ in 0..2 {
        let mut session = held.load(&games).unwrap();
        let mv = session.legal_moves()[0].clone();
        session.play(&mv).unwrap();
        held.save(session.as_ref()).unwrap();
        assert!(
            matches!(
                file::GameFile::try_lock(&path),
                Err(tessera::play::FileError::Busy)
            ),
            "still locked after a save"
        );
    }
    std::thread::sleep(std::time::Duration::from_millis(200));
    assert!(
        !waiter.is_finished(),
        "the waiting run waits for the holder"
    );
    drop(held);
    assert_eq!(
        waiter.join().unwrap(),
        2,
        "it reads the game with both moves"
    );
}

#[test]
fn seats_bots_are_listed_with_commas_or_spaces() {
    for bots in ["2=random,3=planner", "2=random 3=planner"] {
        let dir = crate::support::temp_path("vs-bots.yaml");
        let f = dir.to_str().unwrap();
        let args = ["project-l", "--bot", "greedy", "--players", "3"];
        let rest = ["--bots", bots, "--seed", "1", "-o", f];
        let out = vs_then_quit(&[&args[..], &rest].concat());
        let greeting = format!(
            "project-l (seed 1) in {f}: you are player 1; bots: player 2 random, \
             player 3 planner; player 3 moves first. Type help for the commands."
        );
        assert_eq!(out.lines().next(), Some(greeting.as_str()));
        // The seat the greeting names is the one whose move comes first.
        let first = out.lines().find(|l| l.starts_with("player ")).unwrap();
        assert!(first.starts_with("player 3 (planner): "), "{out}");
    }
}

#[test]
fn a_tall_picture_repeats_the_bots_moves_above_the_status() {
    // Player 3 moves first; Project L's picture (the offer's eight cards drawn) is far over
    // 20 lines, so the moves told above it are said again under it.
    let dir = temp_path("recap.yaml");
    let f = dir.to_str().unwrap();
    let game = [
        "project-l",
        "--bot",
        "greedy",
        "--players",
        "3",
        "--seed",
        "1",
        "-o",
        f,
    ];
    let out = vs_then_quit(&game);
    let told: Vec<&str> = (out.lines())
        .filter_map(|l| l.strip_prefix("player 3 (greedy): "))
        .map(|l| l.split(" — ").next().unwrap())
        .collect();
    assert!(!told.is_empty(), "{out}");
    let lines: Vec<&str> = out.lines().collect();
    let status = lines
        .iter()
        .position(|l| l.ends_with("player 1 to move (action 1 of 3)"));
    let recap = lines[status.expect("a status line") - 1];
    let expected = format!("just played: player 3 (greedy) {}", told.join(", "));
    assert_eq!(recap, expected, "{out}");
}

#[test]
fn a_polyssimo_hint_not_proved_in_time_says_so_with_its_depth() {
    // The bundled example position (14 pieces left, most of the board empty) is far from
    // solved in a second: the hint is the best move so far, marked as not exact.
    let game = temp_path("g.yaml");
    let g = game.to_str().unwrap();
    let example = "puzzles/polyssimo/example-position.yaml";
    run_ok(&["play", "import", example, "-o", g]);
    let hint: serde_json::Value =
        serde_json::from_str(&run_ok(&["play", "hint", g, "--json", "--time", "1"])).unwrap();
    assert_eq!(hint["figures"]["exact"], false, "{hint}");
    assert!(hint["figures"]["depth"].as_u64().unwrap() >= 1, "{hint}");
    let reasons = hint["reasons"].as_array().unwrap();
    let first = reasons[0].as_str().unwrap();
    assert!(
        first.starts_with("not proved within 1.0 s: the best so far at depth "),
        "{first}"
    );
    let legal = run_ok(&["play", "moves", g]);
    assert!(legal.lines().any(|l| l == hint["moves"][0]), "{hint}");
}

#[test]
fn a_byte_order_mark_before_the_first_piped_line_is_no_part_of_it() {
    // A file of moves saved by an editor that marks UTF-8 files, piped in.
    let file = new_game("polyssimo", "bom.yaml", &["--seed", "3"]);
    let f = file.to_str().unwrap();
    let out = Tessera::new()
        .args(["play", "vs", "greedy", f])
        .stdin(b"\xef\xbb\xbftake X\nquit\n".to_vec())
        .run()
        .stdout;
    assert!(!out.contains("not read"), "{out}");
    assert_eq!(history(&file)[0], "take X");
}

#[test]
fn a_line_that_cannot_be_a_move_is_refused_and_the_game_goes_on() {
    let file = new_game("polyssimo", "g.yaml", &["--seed", "3"]);
    let f = file.to_str().unwrap();
    let mut input = b"\xff\xfe take X\n".to_vec();
    input.extend(vec![b'x'; 5000]);
    input.extend(b"\ntake\x01 X\ntake X\nquit\n");
    let out = Tessera::new()
        .args(["play", "vs", "greedy", f])
        .stdin(input)
        .run()
        .stdout;
    let expected = [
        "not read: the line is not UTF-8 text",
        "not read: the line is too long to be a move or a command",
        "not read: the line has control characters",
        "player 1 (you): take X — took X; 23 left in the middle",
    ];
    assert_lines_in_order(&out, &expected.map(String::from));
    // Only the last line was a move: it and the bot's reply were played and saved.
    assert_eq!(history(&file).len(), 2);
    assert_eq!(history(&file)[0], "take X");
}

#[test]
fn ctrl_c_while_waiting_for_a_piped_line_ends_the_game_saved_as_not_decided() {
    let file = crate::support::temp_path("waiting.yaml");
    let f = file.to_str().unwrap();
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_tessera"))
        .args([
            "play", "vs", "s25", "--bot", "greedy", "--seed", "2", "-o", f,
        ])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // The input stays open and empty: the run waits for a line.
    let _input = child.stdin.take();
    std::thread::sleep(std::time::Duration::from_millis(1500));
    let signal = std::process::Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(signal.success());
    let output = child.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(3), "not decided, and saved");
    assert!(
        history(&file).is_empty(),
        "the new game was saved before the wait"
    );
}

/// The first line `play vs` writes for `args` with `quit` typed at once.
fn greeting(args: &[&str]) -> String {
    let run = Tessera::new().args(args).stdin("quit\n").run();
    assert_eq!(run.code, 0, "{args:?}: {}", run.stderr);
    run.stdout.lines().next().unwrap_or_default().to_string()
}

#[test]
fn the_game_comes_first_and_its_strongest_bot_sits_unless_told() {
    // The strongest bots, as the games' pages measure them: Project L's and Polyssimo's
    // `search`, Golomb's `perfect` (it plays from the proof), Структура 25's `expectimax`.
    for (game, strongest) in [
        ("project-l", "search"),
        ("polyssimo", "search"),
        ("golomb", "perfect"),
        ("s25", "expectimax"),
    ] {
        let file = temp_path("strongest.yaml");
        let f = file.to_str().unwrap();
        let line = greeting(&["play", "vs", game, "--seed", "1", "-o", f]);
        assert!(
            line.ends_with(&format!(
                "bots: player 2 {strongest}. Type help for the commands."
            )),
            "{game}: {line}"
        );
        // A saved game goes on with the same bot, or the one --bot names, before or after.
        let line = greeting(&["play", "vs", f]);
        assert!(
            line.contains(&format!("bots: player 2 {strongest}.")),
            "{line}"
        );
        let line = greeting(&["play", "vs", "--bot", "random", f]);
        assert!(line.contains("bots: player 2 random."), "{line}");
    }
}

#[test]
fn the_first_order_bot_then_game_or_file_is_still_read() {
    let file = temp_path("first-order.yaml");
    let f = file.to_str().unwrap();
    let line = greeting(&["play", "vs", "greedy", "s25", "--seed", "1", "-o", f]);
    assert!(line.contains("bots: player 2 greedy."), "{line}");
    let out = Tessera::new()
        .args(["play", "vs", "random", f])
        .stdin("quit\n")
        .run()
        .stdout;
    assert!(out.contains("bots: player 2 random."), "{out}");
    // The way back names the bot, since it is not the one seated by default.
    assert_eq!(
        out.lines().last().unwrap(),
        format!("saved; continue with: tessera play vs {f} --bot random")
    );
    let out = Tessera::new()
        .args(["play", "vs", f, "--bot", "expectimax"])
        .stdin("quit\n")
        .run()
        .stdout;
    assert_eq!(
        out.lines().last().unwrap(),
        format!("saved; continue with: tessera play vs {f}")
    );
    assert_refused(
        &["play", "vs", "greedy", "s25", "--bot", "random"],
        "give the bot once",
    );
    assert_refused(&["play", "vs", f, "s25"], "not both");
    // The game is named once, by the reason.
    let said = assert_refused(
        &["play", "vs", "s25", "--bot", "nosuch"],
        "unknown bot \"nosuch\" for s25 (bots: greedy, random, expectimax, montecarlo)",
    );
    assert!(said.starts_with("tessera: error: unknown bot"), "{said}");
    assert_refused(
        &["play", "vs", "golomb", "--bot", "expectimax"],
        "unknown bot \"expectimax\" for golomb",
    );
    // A slip is matched against the game's own bots, not every game's.
    assert_refused(
        &["play", "vs", "golomb", "--bot", "serch"],
        "unknown bot \"serch\" for golomb (did you mean search?)",
    );
}

#[test]
fn a_game_continued_without_seat_seats_the_person_to_move() {
    let file = temp_path("seat-two.yaml");
    let f = file.to_str().unwrap();
    let first = [
        "play", "vs", "golomb", "--seat", "2", "--bot", "greedy", "--seed", "3",
    ];
    let out = Tessera::new()
        .args(first)
        .args(["-o", f])
        .stdin("quit\n")
        .run()
        .stdout;
    assert_eq!(history(&file).len(), 1, "the bot opened: {out}");
    let resume = format!("saved; continue with: tessera play vs {f} --bot greedy --seat 2");
    assert_eq!(out.lines().last().unwrap(), resume);
    // Continued without --seat: the person takes seat 2, the one to move, and the bot
    // does not move for it.
    let out = Tessera::new()
        .args(["play", "vs", f, "--bot", "greedy"])
        .stdin("quit\n")
        .run()
        .stdout;
    assert!(out.contains("bots: player 1 greedy."), "{out}");
    assert_eq!(history(&file).len(), 1, "{out}");
}

#[test]
fn a_mistyped_command_is_named_and_help_answers_any_topic() {
    let file = new_game("s25", "typo.yaml", &["--seed", "3"]);
    let f = file.to_str().unwrap();
    let out = Tessera::new()
        .args(["play", "vs", "greedy", f])
        .stdin("hnit\nrulez\nquiet\nhelp moves\nquit\n")
        .run()
        .stdout;
    let refusal = |word: &str| {
        let quoted = format!("not played: \"{word}\"");
        let line = out.lines().find(|l| l.starts_with(&quoted));
        line.unwrap_or_else(|| panic!("no refusal of {word}: {out}"))
    };
    let typo = refusal("hnit");
    assert!(typo.ends_with("; did you mean the command hint?"), "{out}");
    // `rules` is read as `help rules`, so a word near it means it.
    let rules = refusal("rulez");
    assert!(
        rules.ends_with("; did you mean the command help rules?"),
        "{out}"
    );
    // `quiet` begins legal moves (`quiet a1`): no command is offered for it.
    assert!(
        !refusal("quiet").contains("did you mean the command"),
        "{out}"
    );
    assert!(
        out.contains("  moves       the legal moves, grouped"),
        "{out}"
    );
    assert!(history(&file).is_empty());
}

#[test]
fn a_forced_move_is_named_at_the_prompt() {
    // Player 1 holds no chip (10 on the grid), so passing is all there is (the rules'
    // "a player who cannot place passes"); player 2 still has moves.
    let position = temp_file(
        "no-chips.yaml",
        "grid: |\n  AAAAA.\n  AAAAA.\n  ......\n  ......\n  ......\n  B.....\n\
         players:\n  - {hand: 0}\n  - {hand: 9}\n",
    );
    let game = temp_path("forced.yaml");
    let g = game.to_str().unwrap();
    run_ok(&["play", "import", position.to_str().unwrap(), "-o", g]);
    let out = Tessera::new()
        .args(["play", "vs", g, "--bot", "greedy", "--seat", "1"])
        .stdin("pass\nquit\n")
        .run()
        .stdout;
    let forced = "move 1: player 1 to move (your only legal move: pass)";
    assert!(out.lines().any(|l| l == forced), "{out}");
    // Once passed, the bot moves and the person, still without chips, is told again;
    // the bot's own turn is never described as the person's.
    assert_eq!(history(&game)[0], "pass");
    assert!(!out.contains("player 2 to move (your"), "{out}");
}

#[test]
fn a_forced_move_is_named_beside_the_step_in_the_same_brackets() {
    // The draft's last piece: taking it is the only move there is, and the status names
    // the step (the draft) and that move together.
    let fresh = new_game("polyssimo", "last-pick.yaml", &["--seed", "5"]);
    let mut session = file::load(&Games::standard(), &fresh).unwrap();
    let mut picks = Vec::new();
    while session.legal_moves().len() > 1 {
        let first = session.legal_moves()[0].clone();
        session.play(&first).unwrap();
        picks.push(first);
    }
    let f = fresh.to_str().unwrap();
    let mut apply = vec!["play", "apply", f];
    apply.extend(picks.iter().map(String::as_str));
    run_ok(&apply);
    let Turn::Player(seat) = session.turn() else {
        panic!("a player takes the last piece")
    };
    let seat = (seat + 1).to_string();
    let out = vs_then_quit(&[f, "--bot", "greedy", "--seat", &seat]);
    let last = &session.legal_moves()[0];
    let expected = format!(
        "move {}: player {seat} to move (drafts a piece: take PIECE; your only legal move: {last})",
        picks.len() + 1
    );
    assert!(out.lines().any(|l| l == expected), "{out}");
}

/// What `play vs` says to `input` in a new Project L game of seed 3 saved to `file`, the
/// greedy bot the other player.
fn project_l_typed(file: &str, input: &str) -> String {
    let args = ["play", "vs", "project-l", "--seed", "3", "--bot", "greedy"];
    let command = Tessera::new().args(args).args(["-o", file]);
    command.stdin(input.to_string()).run().stdout
}

#[test]
fn a_line_written_as_a_hint_writes_several_moves_plays_them_in_turn() {
    // Seed 3 deals W31 to the offer and player 1 to move with O1 in supply: take W31,
    // upgrade O1 to I2, place it. A turn is three actions, so a fourth on the line is
    // refused unplayed, and the bot's turn follows the three.
    let game = temp_path("hinted.yaml");
    let g = game.to_str().unwrap();
    let whole = "take W31, then upgrade O1 I2, then place W31 I2 b3 c3, then take W23";
    let out = project_l_typed(g, &format!("{whole}\nquit\n"));
    assert!(
        out.contains("not played: \"take W23\": your turn ended after place W31 I2 b3 c3\n"),
        "{out}"
    );
    let played = history(&game);
    assert_eq!(
        played[..3],
        ["take W31", "upgrade O1 I2", "place W31 I2 b3 c3"]
    );
    assert!(played.len() > 3, "the bot's turn follows: {played:?}");

    // A move refused part way: those before it stay played, and the player is still to
    // move, at action 2.
    let game = temp_path("hinted-bad.yaml");
    let g = game.to_str().unwrap();
    let out = project_l_typed(g, "take W31, then upgrade O1 X9\nquit\n");
    assert!(
        out.contains("(the moves before it on the line were played)"),
        "{out}"
    );
    assert_eq!(history(&game), ["take W31"]);
    assert!(
        out.contains("move 2: player 1 to move (action 2 of 3)"),
        "{out}"
    );

    // A line ending in the joiner plays its one move and refuses nothing.
    let game = temp_path("hinted-open.yaml");
    let g = game.to_str().unwrap();
    let out = project_l_typed(g, "take W31, then \nquit\n");
    assert!(!out.contains("not played"), "{out}");
    assert_eq!(history(&game), ["take W31"]);

    // A hint broken on the screen before its `then`, pasted a line at a time: the `hint:`
    // starting the first line and the `then` starting the next are read past.
    let game = temp_path("hinted-copied.yaml");
    let g = game.to_str().unwrap();
    let out = project_l_typed(g, "hint: take W31\n  then upgrade O1 I2\nquit\n");
    assert!(!out.contains("not played"), "{out}");
    assert_eq!(history(&game), ["take W31", "upgrade O1 I2"]);
    // A line cut inside a move (its comma left at the end) is refused, nothing played.
    let game = temp_path("hinted-cut.yaml");
    let g = game.to_str().unwrap();
    let out = project_l_typed(g, "take W31,\nthen\nquit\n");
    assert!(out.contains("not played: \"take W31,\""), "{out}");
    assert!(out.contains("not played: \"then\""), "{out}");
    assert!(history(&game).is_empty());
}
