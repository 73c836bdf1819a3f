//! `tessera play` with Project L: setup, moves, turns, illegal moves, the wrong player,
//! bots, replay, corrupted state files, the solo game, the arena and the line protocol.

use crate::support::{self, Tessera, apply_refused, run_ok, temp_file};

fn new_game(name: &str, extra: &[&str]) -> support::TempFile {
    support::new_game("project-l", name, extra)
}

/// The player to move, from 1, read from a status line.
fn to_move(status: &str) -> usize {
    let at = status.find("player ").expect("a player is to move") + 7;
    status[at..]
        .split_whitespace()
        .next()
        .unwrap()
        .parse()
        .unwrap()
}

#[test]
fn setup_deals_two_rows_and_the_starting_pieces() {
    let file = new_game("pl-setup.yaml", &["--players", "3", "--seed", "4"]);
    let f = file.to_str().unwrap();
    let show = run_ok(&["play", "show", f]);
    // Each row: its heading, the four cards drawn (column letters and five rows), and the
    // line of captions (id, points, reward) under them.
    let lines: Vec<&str> = show.lines().collect();
    let mut offered = Vec::new();
    for colour in ["white", "black"] {
        let at = (lines.iter())
            .position(|l| l.starts_with(&format!("{colour} (deck")))
            .unwrap_or_else(|| panic!("a {colour} row: {show}"));
        assert_eq!(lines[at + 1].split_whitespace().count(), 20, "{show}");
        let ids: Vec<&str> = (lines[at + 7].split_whitespace())
            .filter(|w| w.len() == 3 && w[1..].chars().all(|c| c.is_ascii_digit()))
            .collect();
        assert_eq!(ids.len(), 4, "{show}");
        let initial = colour[..1].to_uppercase();
        assert!(ids.iter().all(|id| id.starts_with(&initial)), "{show}");
        offered.extend(ids.iter().map(|id| format!("take {id}")));
    }
    // 14 black cards for 3 players, 4 on offer; 32 white cards, 4 on offer.
    assert_eq!(lines[0], "white (deck 28):");
    assert_eq!(lines[8], "black (deck 10):");
    // Three players took an O1 and an I2 each from banks of 15; player 1 starts.
    let mut rest = vec!["bank: 12xO1 12xI2 15xI3 15xL3 15xI4 15xO4 15xL4 15xZ4 15xT4"];
    for p in 1..=3 {
        rest.push(if p == 1 {
            "player 1: score 0, supply O1 I2  <- to move, action 1 of 3"
        } else if p == 2 {
            "player 2: score 0, supply O1 I2"
        } else {
            "player 3: score 0, supply O1 I2"
        });
        rest.extend(["  completed: none", "  unfinished: none"]);
    }
    rest.push("move 1: player 1 to move (action 1 of 3)");
    assert_eq!(lines[16..], rest, "{show}");
    // The moves: take a card on offer or an O1, upgrade the O1 to I2 or the I2 to level 3,
    // or exchange the I2 for an O1.
    let moves = run_ok(&["play", "moves", f]);
    let mut moves: Vec<&str> = moves.lines().collect();
    let pieces = [
        "take O1",
        "upgrade O1 I2",
        "exchange I2 O1",
        "upgrade I2 I3",
        "upgrade I2 L3",
    ];
    offered.extend(pieces.map(String::from));
    moves.sort_unstable();
    offered.sort_unstable();
    assert_eq!(moves, offered);
}

#[test]
fn three_actions_make_a_turn_and_pass_it_on() {
    let file = new_game("pl-turn.yaml", &["--players", "3", "--seed", "9"]);
    let f = file.to_str().unwrap();
    let first = to_move(&run_ok(&["play", "status", f]));
    let status = run_ok(&["play", "apply", f, "take O1", "upgrade O1 I2"]);
    assert_eq!(
        to_move(&status),
        first,
        "two actions: still the same player"
    );
    let told = run_ok(&["play", "apply", f, "exchange I2 O1"]);
    // The exchange is told (one I2 given for one O1), then the status.
    let (did, status) = told.split_once('\n').unwrap();
    assert!(
        did.starts_with("exchange I2 O1 — supply −I2 +O1 "),
        "{told}"
    );
    assert_eq!(to_move(status), first % 3 + 1);
    assert!(status.starts_with("move 4:"), "{status}");
    Tessera::new()
        .args(["play", "replay", f])
        .stdout(&format!("ok: replayed 3 moves from the start; {status}"))
        .run();
}

#[test]
fn illegal_and_malformed_moves_exit_2_and_leave_the_file_alone() {
    let file = new_game("pl-illegal.yaml", &["--seed", "2"]);
    // The reason names the words a move starts with and where the forms are, not every
    // form of every variant.
    let not_a_move = "not a move: a move starts with take, upgrade, exchange, place, master, \
                      touch, done or pass, and variants add their own words (the forms \
                      with examples: `tessera rules project-l`, or `notation` at the play vs \
                      prompt)";
    let cases = [
        ("take B99", "\"B99\" is neither a card nor a piece kind"),
        (
            "take W031",
            "\"W031\" is neither a card nor a piece kind (did you mean W31?)",
        ),
        (
            "take Q1",
            "\"Q1\" is neither a card nor a piece kind (did you mean O1?)",
        ),
        ("upgrade I2 O4", "I2 upgrades to level 3, not to O4"),
        ("take I2", "only a level-1 piece can be taken, not I2"),
        ("place W05 O1 b2", "W05 is not one of your unfinished cards"),
        (
            "master W05 O1 b2",
            "W05 is not one of your unfinished cards",
        ),
        (
            "touch W05 O1 b2",
            "finishing touches come after the last round",
        ),
        ("done", "finishing touches come after the last round"),
        ("pass", "pass is only for when no action is possible"),
        ("frobnicate", not_a_move),
        (
            "defend",
            "write it as defend W05 B13 2xO1 (face-up completed cards and defence pieces, O1 \
             or NxO1)",
        ),
        // Not a card of the player's: that comes before the cells.
        (
            "place W05 L4 a1 a2",
            "W05 is not one of your unfinished cards",
        ),
        (
            "place I2 W05 b2 c2",
            "\"I2\" is a piece kind where a card was expected: the card comes first, as in \
             place W01 I2 b2 c2",
        ),
    ];
    for (bad, reason) in cases {
        let message =
            format!("move 2 of those given ({bad:?}) not played: {reason}; the file is unchanged");
        apply_refused(&file, &["take O1", bad], &message);
    }
}

#[test]
fn a_move_by_the_wrong_player_is_refused() {
    let file = new_game("pl-wrong.yaml", &["--players", "2", "--seed", "5"]);
    let f = file.to_str().unwrap();
    let first = to_move(&run_ok(&["play", "status", f]));
    let other = (3 - first).to_string();
    let refusal = format!(
        "move 1 of those given (\"take O1\") not played: it is player {first}'s move, not player {other}'s; the \
         file is unchanged"
    );
    apply_refused(&file, &["--player", &other, "take O1"], &refusal);
    run_ok(&[
        "play",
        "apply",
        f,
        "--player",
        &first.to_string(),
        "take O1",
    ]);
}

#[test]
fn bots_play_a_turn_or_the_whole_game() {
    let file = new_game("pl-bots.yaml", &["--players", "4", "--seed", "11"]);
    let f = file.to_str().unwrap();
    let turn = run_ok(&["play", "bot", f, "--bot", "greedy", "--until", "turn"]);
    assert_eq!(
        turn.lines().filter(|l| l.starts_with("greedy: ")).count(),
        3,
        "{turn}"
    );
    let end = run_ok(&["play", "bot", f, "--bot", "random", "--until", "end"]);
    // The bots' game is theirs: it ended, and replays to the same end.
    let last = end.lines().last().unwrap();
    assert!(last.starts_with("game over after "), "{end}");
    let moves = last["game over after ".len()..].split(' ').next().unwrap();
    Tessera::new()
        .args(["play", "replay", f])
        .stdout(&format!(
            "ok: replayed {moves} moves from the start; {last}\n"
        ))
        .run();
    let over =
        "move 1 of those given (\"take O1\") not played: the game is over; the file is unchanged";
    apply_refused(&file, &["take O1"], over);
}

#[test]
fn corrupted_state_files_are_refused() {
    let good =
        "format: 1\ngame: project-l\noptions:\n  players: 2\n  bank: 15\nseed: 3\nhistory: []\n";
    let cases = [
        (
            good.replace("format: 1", "format: 3"),
            "format 3 is not one this build reads (it reads formats 1 and 2)",
        ),
        (
            good.replace("players: 2", "players: 7"),
            "Project L has 2 to 6 players (or 1 in the solo game, with the solo option: \
             basic, hard or unbeatable), not 7",
        ),
        (
            good.replace("bank: 15", "bank: 1"),
            "a bank of 1 of each kind is too small for this setup (at least 2)",
        ),
        (
            good.replace("history: []", "history: [take W99]"),
            "move 1 of the history (\"take W99\"): \"W99\" is neither a card nor a piece kind",
        ),
        (
            good.replace("history: []", "history: [take O1, place W05 I2 a1 a2]"),
            "move 2 of the history (\"place W05 I2 a1 a2\"): W05 is not one of your unfinished \
             cards",
        ),
        (
            good.replace("  bank: 15\n", "  bank: 15\n  colour: red\n"),
            // Named with its place: line 6 (after format, game, options, players and
            // bank), column 3 (after the indent).
            "the options do not fit project-l: options: unknown field `colour`, expected one \
             of `players`, `solo`, `bank`, `favourite`, `unlock-sheet`, `aggressive`, `turns`, \
             `edition`, `cards`, `extra-cards`, `ghost-bank`, `rules` at line 6 column 3",
        ),
        (
            good.replace("seed: 3\n", ""),
            "not a state file: missing field `seed`",
        ),
    ];
    for (i, (content, reason)) in cases.iter().enumerate() {
        let file = temp_file(&format!("pl-bad-{i}.yaml"), content);
        apply_refused(&file, &["take O1"], reason);
    }
}

#[test]
fn the_unbeatable_opponent_starts_with_no_supply() {
    // The rules give the unbeatable opponent no O1s at the start.
    let file = new_game(
        "pl-unbeatable.yaml",
        &["--solo", "unbeatable", "--seed", "2"],
    );
    let show = run_ok(&["play", "show", file.to_str().unwrap()]);
    let line = show.lines().find(|l| l.starts_with("deck ")).expect(&show);
    assert!(
        line.contains("opponent: score 0, supply none, pile none"),
        "{line}"
    );
}

#[test]
fn the_solo_game_deals_a_grid_with_locks() {
    let file = new_game("pl-solo.yaml", &["--solo", "hard", "--seed", "6"]);
    let f = file.to_str().unwrap();
    let show = run_ok(&["play", "show", f]);
    // The grid: each column's lock above it, then three cards in each column.
    let lines: Vec<&str> = show.lines().collect();
    let at = lines.iter().position(|l| *l == "grid:").expect(&show);
    let locks: Vec<&str> = lines[at + 1].split("lock: ").skip(1).collect();
    assert_eq!(
        locks.iter().map(|l| l.trim()).collect::<Vec<_>>(),
        ["1 O1", "2 O1", "1 O1"]
    );
    let captions = (lines.iter())
        .filter(|l| l.split_whitespace().filter(|w| w.ends_with("pt")).count() == 3)
        .count();
    assert_eq!(captions, 3, "three rows of three cards: {show}");
    // 25 cards, 9 dealt; the opponent holds 3 O1s; the bank gave 1 + 4 + 3 O1s and an I2.
    let at = lines
        .iter()
        .position(|l| l.starts_with("deck "))
        .expect(&show);
    assert_eq!(
        lines[at..at + 2],
        [
            "deck 16; opponent: score 0, supply 3xO1, pile none",
            "bank: 7xO1 14xI2 15xI3 15xL3 15xI4 15xO4 15xL4 15xZ4 15xT4",
        ]
    );
    let end = run_ok(&["play", "bot", f, "--until", "end"]);
    // Who wins is the bots' game; that it is against the virtual opponent, who wins ties.
    let last = end.lines().last().unwrap();
    assert!(last.ends_with(" (it wins ties)"), "{end}");
    Tessera::new()
        .args(["play", "new", "project-l", "--solo", "easy", "-o", f])
        .code(2)
        .stderr(
            "tessera: error: invalid value 'easy' for '--solo <DIFFICULTY>'\n  [possible values: \
             basic, hard, unbeatable]\n\nFor more information, try '--help'.\n",
        )
        .run();
}

#[test]
fn the_virtual_opponents_turn_is_told_after_the_players_last_action() {
    // Seed 4 at *unbeatable*: after `take W01` and `upgrade I2 L3` the locks are 1, 2 and 0
    // O1 and the opponent holds 1 O1. Only the third column is open, and its highest card is
    // W03 (2 points; W23 has 0, W11 1). So the opponent takes W03 and locks that column
    // with its O1 and one O1 from each other column: 0, 1 and 3.
    let file = new_game("pl-told.yaml", &["--solo", "unbeatable", "--seed", "4"]);
    let out = Tessera::new()
        .args(["play", "vs", file.to_str().unwrap()])
        .stdin("take W01\nupgrade I2 L3\nupgrade L3 T4\nquit\n")
        .run()
        .stdout;
    let told = (out.lines())
        .find(|l| l.starts_with("player 1 (you): upgrade L3 T4 — "))
        .expect(&out);
    let opponent = "virtual opponent took W03 (2 points); \
                    locks 1 O1 | 2 O1 | 0 O1 → 0 O1 | 1 O1 | 3 O1; \
                    virtual opponent's score 0 → 2";
    assert!(told.ends_with(opponent), "{told}");
}

#[test]
fn the_arena_reports_wins_scores_and_speed() {
    let doc = support::arena_json("project-l", "greedy,random", 20, 1);
    let bots = doc["bots"].as_array().unwrap();
    assert_eq!(bots.len(), 2);
    assert!(bots[0]["mean_score"].as_f64().is_some());
    run_ok(&[
        "play",
        "arena",
        "project-l",
        "--solo",
        "basic",
        "--bots",
        "greedy",
        "--games",
        "10",
    ]);
}

#[test]
fn the_line_protocol_plays_project_l() {
    let input = "1 new project-l 2 3\n2 play take O1\n3 play take W99\n4 moves\n5 undo\n6 genmove greedy\nquit\n";
    let run = Tessera::new().args(["play", "serve"]).stdin(input).run();
    let answers: Vec<&str> = run.stdout.split("\n\n").collect();
    // Who starts is the seed's draw; they keep the move for the turn's three actions, and
    // undo goes back to the start.
    let p = to_move(answers[0]);
    assert_eq!(
        answers[..3],
        [
            format!("=1 move 1: player {p} to move (action 1 of 3)"),
            format!("=2 move 2: player {p} to move (action 2 of 3)"),
            "?3 \"take W99\": \"W99\" is neither a card nor a piece kind".into(),
        ]
    );
    // The moves listed are the offer's (the seed's); the first is a card to take.
    assert!(answers[3].starts_with("=4 take "), "{}", run.stdout);
    assert_eq!(
        answers[4],
        format!("=5 move 1: player {p} to move (action 1 of 3)")
    );
    // The bot's move is the bot's; then the answer to quit.
    assert!(answers[5].starts_with("=6 "), "{}", run.stdout);
    assert_eq!(answers[6..], ["=", ""]);
}

#[test]
fn the_json_protocol_plays_project_l() {
    let input = concat!(
        "{\"id\": 1, \"command\": \"new\", \"args\": [\"project-l\", \"4\", \"8\"]}\n",
        "{\"id\": 2, \"command\": \"play\", \"args\": [\"take O1\"]}\n",
        "{\"id\": 3, \"command\": \"play\", \"args\": [\"upgrade O1 O4\"]}\n",
        "{\"id\": 4, \"command\": \"genmove\", \"args\": [\"planner\"]}\n",
        "{\"id\": 5, \"command\": \"quit\"}\n",
    );
    let run = (Tessera::new().args(["play", "serve", "--protocol", "json"]))
        .stdin(input)
        .run();
    let lines: Vec<&str> = run.stdout.lines().collect();
    // Who starts is the seed's draw; the player keeps the move after one action.
    let p = to_move(lines[0]);
    assert_eq!(
        lines[..3],
        [
            format!(
                r#"{{"id":1,"ok":true,"result":["move 1: player {p} to move (action 1 of 3)"]}}"#
            ),
            format!(
                r#"{{"id":2,"ok":true,"result":["move 2: player {p} to move (action 2 of 3)"]}}"#
            ),
            r#"{"id":3,"ok":false,"error":"\"upgrade O1 O4\": O1 upgrades to level 2, not to O4"}"#
                .into(),
        ]
    );
    // The planner's move is its own: that it gave one, then the answer to quit.
    let planned: serde_json::Value = serde_json::from_str(lines[3]).unwrap();
    assert_eq!(
        (planned["id"].clone(), planned["ok"].clone()),
        (4.into(), true.into())
    );
    assert_eq!(planned["result"].as_array().map(Vec::len), Some(1));
    assert_eq!(lines[4..], [r#"{"id":5,"ok":true,"result":[]}"#]);
}

/// Four black cards and three O1 on the table: a plan exists (the bank is full), but not
/// within the planner's states as the hint runs it; the hint says that, not "no plan".
#[test]
fn a_hint_whose_planner_runs_out_of_states_says_so() {
    let game = new_game("many.yaml", &["--seed", "5"]);
    let g = game.to_str().unwrap();
    for moves in [
        &["take B09", "take B14", "take B02"][..],
        &["take O1", "take O1", "take O1"],
        &["take B05"],
    ] {
        run_ok(&[&["play", "move", g][..], moves].concat());
    }
    let hint = run_ok(&["play", "hint", g]);
    assert!(
        hint.contains("none found for B09, B14, B02, B05 within the planner's 20000 states"),
        "{hint}"
    );
    assert!(!hint.contains("no plan completes"), "{hint}");
}
