//! A file of one of tessera's kinds handed to a command that reads another: the command
//! says which kind the file is, what reads it, and where its own kind is described.

use crate::support::{TempDir, Tessera, run_ok};

/// The refusal for `file` when `reader` reads `wanted` and the file is `found`.
fn refusal(file: &str, found: &str, found_by: &str, reader: &str, wanted: &str) -> String {
    format!("{file}: this is {found} (read by {found_by}), not {wanted} (read by {reader})")
}

#[test]
fn a_game_state_given_to_plan_is_named_a_game_state() {
    let dir = TempDir::new();
    let told = |g: &str| {
        let told = refusal(
            g,
            "a game state file",
            "the play commands",
            "plan",
            "a plan state",
        );
        format!("{told}: see docs/formats.md#plan-states")
    };
    // A Project L game is told how to export the plan state `plan` reads ...
    let game = dir.path("game.yaml");
    let g = game.to_str().unwrap();
    run_ok(&["play", "new", "project-l", "--seed", "1", "-o", g]);
    Tessera::new()
        .args(["plan", g])
        .refused(&format!(
            "{}; `tessera play export {g} -o state.yaml` writes the player to move's plan state",
            told(g)
        ))
        .run();
    // ... and a game whose export writes something else is not.
    let s25 = dir.path("s25.yaml");
    let s = s25.to_str().unwrap();
    run_ok(&["play", "new", "s25", "--seed", "1", "-o", s]);
    Tessera::new().args(["plan", s]).refused(&told(s)).run();
    let readers = "polyssimo holes, polyssimo solve and golomb prove";
    let refused = Tessera::new()
        .args(["polyssimo", "solve", s])
        .code(2)
        .any_stderr()
        .run();
    assert!(
        refused.stderr.contains(readers) && !refused.stderr.contains("play export"),
        "{}",
        refused.stderr
    );
}

#[test]
fn positions_and_puzzles_in_each_others_places_are_named() {
    let s25 = "puzzles/struktura25/midgame.yaml";
    let told = refusal(
        s25,
        "a Структура 25 position",
        "s25 analyze and s25 path",
        "tile",
        "a puzzle file",
    );
    Tessera::new()
        .args(["tile", s25])
        .refused(&format!("{told}: see docs/formats.md#puzzle-files"))
        .run();
    let poly = "puzzles/polyssimo/endgame-8.yaml";
    let readers = "polyssimo holes, polyssimo solve and golomb prove";
    let told = refusal(
        poly,
        "a Polyssimo (or Golomb) position",
        readers,
        "s25 analyze and s25 path",
        "a Структура 25 position",
    );
    Tessera::new()
        .args(["s25", "analyze", poly])
        .refused(&format!(
            "{told}: see docs/formats.md#структура-25-positions"
        ))
        .run();
    let puzzle = "puzzles/polyomino/pentomino-6x10.yaml";
    let told = refusal(
        puzzle,
        "a puzzle file",
        "tile",
        "the play commands",
        "a game state file",
    );
    Tessera::new()
        .args(["play", "show", puzzle])
        .refused(&format!("{told}: see docs/formats.md#game-state-files"))
        .run();
    // A puzzle given as a card deck, to --cards or --extra-cards.
    let told = refusal(
        puzzle,
        "a puzzle file",
        "tile",
        "--cards and --extra-cards",
        "a card deck",
    );
    for option in ["--cards", "--extra-cards"] {
        Tessera::new()
            .args(["fit", "W01", "--supply", "O1", option, puzzle])
            .refused(&format!("{told}: see docs/formats.md#card-decks"))
            .run();
    }
}

#[test]
fn a_game_given_where_a_position_is_read_is_told_how_to_export_it() {
    let dir = TempDir::new();
    let game = dir.path("game.yaml");
    let g = game.to_str().unwrap();
    run_ok(&["play", "new", "golomb", "-o", g]);
    let told = refusal(
        g,
        "a game state file",
        "the play commands",
        "polyssimo holes, polyssimo solve and golomb prove",
        "a Polyssimo (or Golomb) position",
    );
    let tip = format!("`tessera play export {g} -o position.yaml` writes the game's position");
    Tessera::new()
        .args(["polyssimo", "solve", g])
        .refused(&format!(
            "{told}: see docs/formats.md#polyssimo-positions; {tip}"
        ))
        .run();
    // And the tip works: the command it names writes a position that is read as one.
    let position = dir.path("position.yaml");
    let p = position.to_str().unwrap();
    run_ok(&["play", "export", g, "-o", p]);
    let again = dir.path("again.yaml");
    run_ok(&["play", "import", p, "-o", again.to_str().unwrap()]);
}

#[test]
fn a_game_given_to_import_is_told_it_is_a_game_already() {
    let dir = TempDir::new();
    let game = dir.path("game.yaml");
    let g = game.to_str().unwrap();
    run_ok(&["play", "new", "s25", "--seed", "2", "-o", g]);
    let out = dir.path("out.yaml");
    Tessera::new()
        .args(["play", "import", g, "-o", out.to_str().unwrap()])
        .refused(&format!(
            "{g}: this is a game state file, already a game (`tessera play show {g}`), not a \
             position file; `tessera play export {g} -o position.yaml` writes its position"
        ))
        .run();
    assert!(!out.exists(), "nothing is written");
}

#[test]
fn a_plan_state_with_a_slip_is_told_its_own_error_not_called_a_deck() {
    // Both files list their cards by `card:`, as plan states do; a deck's cards have `id:`.
    let dir = TempDir::new();
    let told = |name: &str, text: &str| {
        let file = dir.path(name);
        std::fs::write(&file, text).unwrap();
        let run = Tessera::new()
            .args(["plan", file.to_str().unwrap()])
            .code(2)
            .any_stderr()
            .run();
        assert!(!run.stderr.contains("card deck"), "{}", run.stderr);
        run.stderr
    };
    let misspelt = told("suply.yaml", "suply: O1 I2\ncards:\n  - card: W05\n");
    assert!(
        misspelt.contains("unknown field `suply`, expected one of `supply`"),
        "{misspelt}"
    );
    let no_supply = told("cards-only.yaml", "cards:\n  - card: W05\n");
    assert!(no_supply.contains("missing field `supply`"), "{no_supply}");
    // And a deck whose card has `card` typed for `id` is told its own error, not called a
    // plan state: it still has the hole a deck's card has.
    let deck = dir.file(
        "slip-deck.yaml",
        "cards:\n  - card: W05\n    colour: white\n    points: 1\n    reward: O1\n    hole: |\n      ##\n",
    );
    let run = Tessera::new()
        .args(["cards", "--cards", deck.to_str().unwrap()])
        .code(2)
        .any_stderr()
        .run();
    assert!(
        run.stderr.contains("unknown field `card`"),
        "{}",
        run.stderr
    );
}

#[test]
fn an_empty_file_is_called_empty_not_missing_its_first_key() {
    let dir = TempDir::new();
    let empty = dir.file("empty.yaml", "");
    let blank = dir.file("blank.yaml", "\n   \n");
    let cases = [
        (
            &["polyssimo", "solve"][..],
            "a Polyssimo (or Golomb) position",
            "polyssimo-positions",
        ),
        (
            &["s25", "analyze"],
            "a Структура 25 position",
            "структура-25-positions",
        ),
        (&["plan"], "a plan state", "plan-states"),
        (&["play", "status"], "a game state file", "game-state-files"),
        (&["cards", "--cards"], "a card deck", "card-decks"),
    ];
    for file in [&empty, &blank] {
        let f = file.to_str().unwrap();
        for (command, kind, section) in cases {
            Tessera::new()
                .args(command)
                .arg(f)
                .refused(&format!(
                    "{f}: the file is empty: {kind} is read here (see docs/formats.md#{section})"
                ))
                .run();
        }
        // `play import` reads either game's position, so it names both sections.
        Tessera::new()
            .args(["play", "import", f, "-o"])
            .arg(dir.path("game.yaml"))
            .refused(&format!(
                "{f}: the file is empty: a position is read here (`play export` writes one; see \
                 docs/formats.md#polyssimo-positions or docs/formats.md#структура-25-positions)"
            ))
            .run();
    }
}

#[test]
fn a_move_or_a_position_of_another_game_names_that_game() {
    let polyssimo = crate::support::new_game("polyssimo", "other-game.yaml", &["--seed", "1"]);
    let p = polyssimo.to_str().unwrap();
    // `build a1 b1` is Структура 25's notation (illegal there too: the chips touch, but it
    // reads); Polyssimo has no piece named build.
    let before = std::fs::read(&polyssimo).unwrap();
    let run = crate::support::tessera(&["play", "apply", p, "build a1 b1"]);
    assert_eq!(run.code, 2);
    assert!(
        run.stderr
            .contains("\"build\" is not a piece of the game (pieces: ")
            && run.stderr.ends_with(
                ") (that reads as a move of Структура 25; the file's game is Polyssimo \
                 Challenge); the file is unchanged\n"
            ),
        "{}",
        run.stderr
    );
    assert_eq!(std::fs::read(&polyssimo).unwrap(), before);
    // Golomb's game shares Polyssimo's rules: a hexomino is no piece of it, and is not
    // sent to Polyssimo.
    let golomb = crate::support::new_game("golomb", "other-golomb.yaml", &["--seed", "1"]);
    let g = golomb.to_str().unwrap();
    Tessera::new()
        .args(["play", "apply", g, "C06 a1 b1 c1 d1 a2 d2"])
        .refused(&format!(
            "{g}: move 1 of those given (\"C06 a1 b1 c1 d1 a2 d2\") not played: \"C06\" is not a \
             piece of the game (pieces: F I L N P T U V W X Y Z); the file is unchanged"
        ))
        .run();
    // A position imported as the wrong game: the game that reads it is named.
    let dir = TempDir::new();
    let position = "puzzles/polyssimo/endgame-8.yaml";
    Tessera::new()
        .args(["play", "import", position, "s25", "-o"])
        .arg(dir.path("game.yaml"))
        .refused(&format!(
            "{position}: this is a position of Polyssimo Challenge, not of Структура 25: \
             `tessera play import {position} polyssimo` reads it"
        ))
        .run();
}

#[test]
fn golomb_and_polyssimo_positions_are_not_imported_as_each_other() {
    // Golomb's game is Polyssimo's rules with its mode and players fixed: each reads the
    // other's position file, but a game started so would be the other game under this
    // one's name (or not start at all).
    let dir = TempDir::new();
    let out = dir.path("game.yaml");
    let (polyssimo, golomb) = (
        "puzzles/polyssimo/endgame-8.yaml",
        "puzzles/polyssimo/golomb-6-left.yaml",
    );
    let cases = [
        (
            polyssimo,
            "golomb",
            "Polyssimo Challenge",
            "Golomb's pentomino game",
            "polyssimo",
        ),
        (
            golomb,
            "polyssimo",
            "Golomb's pentomino game",
            "Polyssimo Challenge",
            "golomb",
        ),
    ];
    for (position, named, of, not_of, reads) in cases {
        Tessera::new()
            .args(["play", "import", position, named, "-o"])
            .arg(&out)
            .refused(&format!(
                "{position}: this is a position of {of}, not of {not_of}: `tessera play \
                 import {position} {reads}` reads it"
            ))
            .run();
        assert!(!out.exists(), "nothing is written");
    }
}

#[test]
fn play_import_in_another_word_order_or_of_a_game_without_positions_says_so() {
    let position = "puzzles/polyssimo/endgame-8.yaml";
    // `play new`'s order, the game first: the position is then a word too many.
    let run = crate::support::tessera(&["play", "import", "polyssimo", position, "-o", "g.yaml"]);
    assert_eq!(run.code, 2);
    let tip = format!(
        "tip: the position file comes first, then the game: `tessera play import {position} \
         polyssimo -o g.yaml`"
    );
    assert!(run.stderr.contains(&tip), "{}", run.stderr);
    // Options given before or among them are kept in the command offered, in place.
    let words = [
        "play", "import", "--seed", "3", "s25", position, "--line2", "once",
    ];
    let run = crate::support::tessera(&words);
    let tip = format!(
        "tip: the position file comes first, then the game: `tessera play import --seed 3 \
         {position} s25 --line2 once -o game.yaml`"
    );
    assert!(run.stderr.contains(&tip), "{}", run.stderr);
    // Project L has no position files to import (its export is a plan state), whether it
    // is named after the position or before it.
    let tip = "tip: project-l does not start from a position file (play import reads those of \
               polyssimo, golomb, s25); `tessera play new project-l -o game.yaml` starts a game";
    for words in [[position, "project-l"], ["project-l", position]] {
        let run = crate::support::tessera(&[&["play", "import"][..], &words].concat());
        assert_eq!(run.code, 2);
        assert!(run.stderr.contains(tip), "{}", run.stderr);
    }
}

#[test]
fn a_games_file_option_given_a_file_of_another_kind_says_which_kind() {
    let dir = TempDir::new();
    let out = dir.path("never.yaml");
    let o = out.to_str().unwrap();
    let plan = "puzzles/projectl/example-state.yaml";
    let deck = "puzzles/projectl/expansion-example.yaml";
    let as_deck =
        format!("project-l: {plan}: this is a plan state (read by plan), not a card deck");
    (Tessera::new().args(["play", "new", "project-l", "--extra-cards", plan, "-o", o]))
        .refused(&as_deck)
        .run();
    let arena = [
        "play",
        "arena",
        "project-l",
        "--bots",
        "greedy,greedy",
        "--cards",
        plan,
    ];
    Tessera::new().args(arena).refused(&as_deck).run();
    // An option whose files are of no kind of their own (a draft) is told what was given.
    let draft = format!(
        "polyssimo: {deck}: this is a card deck (read by --cards and --extra-cards), not what \
         --draft reads"
    );
    (Tessera::new().args(["play", "new", "polyssimo", "--draft", deck, "-o", o]))
        .refused(&draft)
        .run();
    // A set is a puzzle file: one given keeps the game's own reasons, another kind is named.
    // What the game says when its file option is given `file` of the right kind and 9 players.
    let refused_with_nine = |game: &str, option: &str, file: &str| {
        let args = ["play", "new", game, option, file, "--players", "9", "-o", o];
        Tessera::new().args(args).code(2).any_stderr().run().stderr
    };
    let set = "puzzles/polyomino/example-mixed-6x5.yaml";
    let puzzle = refused_with_nine("polyssimo", "--set", set);
    assert!(
        puzzle.contains('9') && !puzzle.contains("this is"),
        "{puzzle}"
    );
    let as_set = "polyssimo: puzzles/projectl/expansion-example.yaml: this is a card deck (read \
                  by --cards and --extra-cards), not a puzzle file";
    (Tessera::new().args(["play", "new", "polyssimo", "--set", deck, "-o", o]))
        .refused(as_set)
        .run();
    // A deck given where a deck is read keeps the game's own reasons.
    let players = refused_with_nine("project-l", "--extra-cards", deck);
    assert!(players.contains("not 9"), "{players}");
    assert!(!out.exists());
}

#[test]
fn the_protocols_new_given_a_file_of_another_kind_says_which_kind() {
    let plan = "puzzles/projectl/example-state.yaml";
    let deck = "puzzles/projectl/expansion-example.yaml";
    let lines = format!(
        "1 new project-l extra-cards={plan}\n2 new polyssimo set={deck}\n\
         3 new project-l extra-cards=puzzles/projectl/none.yaml\n4 new project-l extra-cards={deck}\n\
         5 new project-l solo=hrad extra-cards={plan}\n"
    );
    let served = Tessera::new().args(["play", "serve"]).stdin(lines).run();
    let answers: Vec<&str> = served.stdout.lines().filter(|l| !l.is_empty()).collect();
    assert_eq!(answers.len(), 5, "{}", served.stdout);
    assert_eq!(
        answers[0],
        format!("?1 extra-cards: {plan}: this is a plan state (read by plan), not a card deck")
    );
    assert_eq!(
        answers[1],
        format!(
            "?2 set: {deck}: this is a card deck (read by cards= and extra-cards=), not a \
             puzzle file"
        )
    );
    // A file that is missing, or of the right kind, keeps the game's own answer.
    assert!(answers[2].starts_with("?3 extra-cards: ") && !answers[2].contains("this is"));
    assert!(answers[3].starts_with("=4 "), "{}", answers[3]);
    // An option's value refused before any file is read is said first, as on the command
    // line.
    assert!(
        answers[4].starts_with("?5 solo takes one of "),
        "{}",
        answers[4]
    );
}
