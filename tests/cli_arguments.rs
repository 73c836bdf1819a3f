//! Arguments read one way everywhere and refused in one style: counts "at least 1", lists
//! separated by spaces or commas, arena options before or after the game, bots told apart
//! by seat, `play export --force`, items counted from 1 in messages, `tessera: error:` for
//! clap's errors too, help for every argument. Each checks the exit code and the whole
//! message.

use crate::support::{TempDir, Tessera};
use serde_json::Value;

/// What clap adds below its own errors.
const CLAP_TIP: &str = "\nFor more information, try '--help'.\n";

/// `play arena` with these words, two games, as JSON.
fn arena(words: &[&str]) -> Value {
    json(&[&["play", "arena"], words, &["--games", "2", "--json"]].concat())
}

fn json(args: &[&str]) -> Value {
    let run = Tessera::new().args(args.iter().copied()).run();
    serde_json::from_str(&run.stdout).unwrap()
}

#[test]
fn a_count_of_zero_is_refused_as_below_one() {
    for (args, option) in [
        (
            &["tile", "puzzles/polyomino/pentomino-6x10.yaml", "--limit"][..],
            "--limit",
        ),
        (
            &[
                "polyssimo",
                "holes",
                "puzzles/polyssimo/example-position.yaml",
                "--max-size",
            ],
            "--max-size",
        ),
        (
            &[
                "plan",
                "puzzles/projectl/example-state.yaml",
                "--max-states",
            ],
            "--max-states",
        ),
        (
            &[
                "play",
                "arena",
                "golomb",
                "--bots",
                "random,random",
                "--games",
            ],
            "--games",
        ),
    ] {
        let message = format!(
            "tessera: error: invalid value '0' for '{option} <N>': must be at least 1\n{CLAP_TIP}"
        );
        Tessera::new()
            .args(args)
            .arg("0")
            .code(2)
            .stderr(&message)
            .run();
    }
}

#[test]
fn arena_options_may_come_before_the_game() {
    let before = arena(&["--bots", "greedy,random", "golomb"]);
    let after = arena(&["golomb", "--bots", "greedy,random"]);
    assert_eq!(before["bots"].as_array().unwrap().len(), 2);
    assert_eq!(before["games"], after["games"]);
    assert_eq!(before["bots"][0]["wins"], after["bots"][0]["wins"]);
    Tessera::new()
        .args(["play", "arena", "golomb"])
        .refused("give the bots with --bots, one per seat: --bots greedy,random")
        .run();
}

#[test]
fn lists_take_spaces_or_commas() {
    let spaced = arena(&["s25", "--bots", "greedy random"]);
    let commas = arena(&["s25", "--bots", "greedy, random"]);
    assert_eq!(spaced["bots"].as_array().unwrap().len(), 2);
    assert_eq!(spaced["bots"], commas["bots"]);
    let state = "puzzles/projectl/example-state.yaml";
    let goal = |g: &str| json(&["plan", state, "--goal", g, "--json", "-q"])["goal"].clone();
    assert_eq!(goal("W05 W13"), goal("W05,W13"));
    assert_eq!(goal("W05 W13").as_array().unwrap().len(), 2);
}

#[test]
fn a_bot_given_twice_is_named_by_its_seat() {
    let doc = arena(&["golomb", "--bots", "greedy,greedy"]);
    let names: Vec<&str> = (doc["bots"].as_array().unwrap().iter())
        .map(|b| b["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["greedy#1", "greedy#2"]);
    let doc = arena(&["golomb", "--bots", "greedy,random"]);
    assert_eq!(doc["bots"][0]["name"], "greedy");
}

#[test]
fn export_overwrites_only_with_force() {
    let dir = TempDir::new();
    let game = dir.path("game.yaml");
    let position = dir.file("position.yaml", "keep me\n");
    Tessera::new()
        .args(["play", "new", "golomb", "-o"])
        .arg(&game)
        .run();
    Tessera::new()
        .args(["play", "export"])
        .arg(&game)
        .arg("-o")
        .arg(&position)
        .refused(&format!(
            "{}: already exists: give --force to overwrite it",
            position.display()
        ))
        .file_unchanged(&position)
        .run();
    assert_eq!(std::fs::read_to_string(&position).unwrap(), "keep me\n");
    Tessera::new()
        .args(["play", "export"])
        .arg(&game)
        .arg("-o")
        .arg(&position)
        .arg("--force")
        .run();
    // The position of a new Golomb game: the empty board, the twelve pentominoes.
    let empty = "  ........\n".repeat(8);
    assert_eq!(
        std::fs::read_to_string(&position).unwrap(),
        format!(
            "mode: golomb\nboard: |\n{empty}pool: [F, I, L, N, P, T, U, V, W, X, Y, Z]\nto_move: 1\n"
        )
    );
}

#[test]
fn a_folder_is_not_offered_force() {
    let dir = TempDir::new();
    let folder = dir.path("adir");
    std::fs::create_dir(&folder).unwrap();
    for force in [false, true] {
        let mut new = Tessera::new()
            .args(["play", "new", "golomb", "-o"])
            .arg(&folder);
        if force {
            new = new.arg("--force");
        }
        new.refused(&format!("{}: it is a folder, not a file", folder.display()))
            .run();
    }
}

#[test]
fn items_are_counted_from_one_in_messages() {
    let dir = TempDir::new();
    let puzzle = dir.file(
        "p.yaml",
        "board: |\n  ##\npieces:\n  - name: I2\n  - name: O1\n    colour: red\n",
    );
    Tessera::new()
        .arg("tile")
        .arg(&puzzle)
        .refused(&format!(
            "{}: invalid puzzle file: pieces[2]: unknown field `colour`, expected one of `set`, \
             `name`, `shape`, `count`, `max` at line 6 column 5",
            puzzle.display()
        ))
        .run();
    let state = dir.file(
        "s.yaml",
        "supply: O1\ncards:\n  - card: W01\n    pieces: [Q9 a1]\n",
    );
    Tessera::new()
        .arg("plan")
        .arg(&state)
        .refused(&format!(
            "{}: cards[1]: pieces[1]: \"Q9 a1\": \"Q9\" is not a piece kind",
            state.display()
        ))
        .run();
}

/// `-q` (no progress line) is taken by every command, before or after its name, and changes
/// nothing where no progress line is drawn: a script may pass it to every call.
#[test]
fn every_command_takes_quiet() {
    let dir = TempDir::new();
    let game = dir.path("g.yaml");
    Tessera::new()
        .args(["play", "new", "s25", "--seed", "3", "-o"])
        .arg(&game)
        .run();
    let game = game.to_str().unwrap();
    for words in [
        vec!["fit", "W05", "--supply", "L4 O4 O1"],
        vec!["upgrade", "W05", "--supply", "L4 I3"],
        vec!["polyssimo", "holes", "puzzles/polyssimo/endgame-8.yaml"],
        vec!["cards", "--json"],
        vec!["play", "hint", game],
        vec!["play", "export", game],
    ] {
        let plain = Tessera::new().args(words.iter().copied()).run().stdout;
        let after = [&words[..], &["-q"]].concat();
        let before = [&["--quiet"], &words[..]].concat();
        for quiet in [after, before] {
            let run = Tessera::new().args(quiet.iter().copied()).run();
            assert_eq!(run.stdout, plain, "{quiet:?}");
        }
    }
}

#[test]
fn every_error_has_one_style() {
    let nope = "tessera: error: unexpected argument '--nope' found\n\n  tip: '--nope' is not an \
                option here: `--help` lists the options\n\nUsage: tessera tile [OPTIONS] <FILE>\n";
    let missing = "tessera: error: no-such-file.yaml: cannot read the file: No such file or \
                   directory (os error 2)\n";
    let unknown = "tessera: error: unrecognized subcommand 'nope'\n\nUsage: tessera [OPTIONS] \
                   <COMMAND>\n";
    for (args, message) in [
        (&["tile", "--nope"][..], format!("{nope}{CLAP_TIP}")),
        (&["tile", "no-such-file.yaml"], missing.to_string()),
        (&["nope"], format!("{unknown}{CLAP_TIP}")),
    ] {
        Tessera::new().args(args).code(2).stderr(&message).run();
    }
}

/// Every argument of every command says what it is, and every command what it does.
#[test]
fn every_argument_has_help() {
    fn check(command: &clap::Command, path: &str) {
        assert!(command.get_about().is_some(), "`{path}` has no about");
        for arg in command.get_arguments().filter(|a| !a.is_hide_set()) {
            assert!(
                arg.get_help().is_some() || arg.get_long_help().is_some(),
                "`{path}`: {} has no help",
                arg.get_id()
            );
        }
        for sub in command.get_subcommands() {
            check(sub, &format!("{path} {}", sub.get_name()));
        }
    }
    let mut root = tessera::cli::command(&tessera::play::Games::standard());
    root.build();
    check(&root, "tessera");
}

#[test]
fn an_unquoted_move_is_refused_with_a_hint_to_quote_it() {
    let file = crate::support::new_game("project-l", "unquoted.yaml", &["--seed", "1"]);
    crate::support::apply_refused(
        &file,
        &["take", "O1"],
        "move 1 of those given (\"take\") not played: a card or a piece kind must follow; the file is \
         unchanged (each move is one argument: quote it, e.g. \"take O1\")",
    );
}

#[test]
fn an_unquoted_list_is_refused_with_a_hint_to_join_it() {
    let out = crate::support::Tessera::new()
        .args(["play", "arena", "project-l"])
        .args(["--bots", "greedy", "random", "--games", "2"])
        .code(2)
        .any_stderr()
        .run();
    let tip = "tip: a list is one argument: --bots greedy,random, or in quotes: --bots \
               \"greedy random\"";
    assert!(out.stderr.contains(tip), "{}", out.stderr);
}

#[test]
fn a_bot_named_as_a_word_is_told_to_use_the_option() {
    let file = crate::support::new_game("golomb", "bot-word.yaml", &["--seed", "1"]);
    let out = crate::support::Tessera::new()
        .args(["play", "bot"])
        .arg(file.as_os_str())
        .arg("perfect")
        .code(2)
        .any_stderr()
        .run();
    let tip = "tip: a bot is named with --bot: --bot perfect";
    assert!(out.stderr.contains(tip), "{}", out.stderr);
}

/// The slips of a first hour: a bot given as a word to `play vs`, and a second game; a
/// command typed without the command above it, or after its option; a game or a saved game named where `play`
/// wants its command; a new game's option given to a saved game; an option misspelt as
/// near to two of the command's.
#[test]
fn misplaced_words_are_told_where_they_go() {
    let cases: [(&[&str], &str); 9] = [
        (
            &["--json", "cards"],
            "tip: '--json' is an option of `tessera cards`: give it after the command, as in \
             `tessera cards --json`",
        ),
        (
            &["play", "vs", "s25", "golomb"],
            "tip: 'golomb' is a game: a line plays one game (`tessera play vs golomb`); a bot \
             is named with --bot",
        ),
        (
            &["play", "saved.yaml"],
            "tip: to play on a saved game: tessera play vs saved.yaml; to see it: tessera play \
             show saved.yaml",
        ),
        (
            &["play", "vs", "saved.yaml", "--players", "3"],
            "; a saved game keeps the options it was started with",
        ),
        (
            &["play", "vs", "s25", "--seet", "2"],
            "tip: similar options exist: '--seat' or '--seed'\n\nUsage: tessera play vs s25 \
             [OPTIONS]",
        ),
        (
            &["play", "vs", "s25", "greedy"],
            "tip: a bot is named with --bot: --bot greedy",
        ),
        (&["vs", "s25"], "tip: did you mean `tessera play vs`?"),
        (&["prove"], "tip: did you mean `tessera golomb prove`?"),
        (
            &["play", "s25"],
            "tip: to play against the bots: tessera play vs s25; \
             to start a game file: tessera play new s25 -o game.yaml",
        ),
    ];
    for (args, tip) in cases {
        crate::support::assert_refused(args, tip);
    }
}

/// Every command's `--help` under `command`, with its words (`play new project-l`).
fn every_help(command: &mut clap::Command, words: &str, helps: &mut Vec<(String, String)>) {
    helps.push((words.to_string(), command.render_long_help().to_string()));
    for sub in command.get_subcommands_mut() {
        let words = format!("{words} {}", sub.get_name());
        every_help(sub, words.trim(), helps);
    }
}

#[test]
fn no_help_shows_two_blocks_of_the_same_heading() {
    let mut command = tessera::cli::command(&tessera::play::Games::standard());
    command.build();
    let mut helps = Vec::new();
    every_help(&mut command, "", &mut helps);
    assert!(helps.iter().any(|(w, _)| w == "play new project-l"));
    for (words, help) in helps {
        let mut headings: Vec<&str> = help.lines().filter(|l| l.ends_with("ptions:")).collect();
        let all = headings.len();
        headings.sort();
        headings.dedup();
        assert_eq!(headings.len(), all, "`{words} --help`:\n{help}");
    }
}

/// An option that does something only beside another is refused without it, not ignored:
/// the run would otherwise do the long default work (`bench`'s whole set) or none asked.
/// And help says what goes with what: `--svg` with `--openings`, a game's analyses with
/// the command that plays it.
#[test]
fn an_option_of_another_option_is_refused_without_it_and_help_says_so() {
    let cases: [(&[&str], &str); 2] = [
        (&["bench", "--golomb-limit", "5"], "  --golomb\n"),
        (
            &[
                "golomb",
                "prove",
                "puzzles/polyssimo/golomb-6-left.yaml",
                "--out",
                "jobs",
            ],
            "  --split <K>\n",
        ),
    ];
    for (args, missing) in cases {
        let said = format!("the following required arguments were not provided:\n{missing}");
        crate::support::assert_refused(args, &said);
    }
    for game in ["golomb", "polyssimo", "s25"] {
        let analyses = crate::support::Tessera::new()
            .args([game, "--help"])
            .run()
            .stdout;
        let play = format!("To play the game: `tessera play vs {game}`");
        assert!(analyses.contains(&play), "{analyses}");
    }
    let help = crate::support::Tessera::new()
        .args(["golomb", "prove", "--help"])
        .run()
        .stdout;
    assert!(
        help.contains("--svg <FILE>         With --openings: draw where the first moves lie"),
        "{help}"
    );
}
