//! `tessera rules GAME [--variant NAME]`, and `help rules` / `notation` at the `play vs`
//! prompt: every game and every variant the options play has its rules, a wrong name is
//! refused with the nearest, and the rules' worked examples are what the engine does.

use crate::support::runner::Tessera;
use crate::support::{new_game, run_ok};
use tessera::play::Games;

/// The options that set a game up without changing its rules (how many players, pieces in
/// the bank, which deck): every other option plays a variant.
const NOT_VARIANTS: &[&str] = &["players", "bank", "ghost-bank", "cards", "start"];

#[test]
fn every_game_and_every_variant_has_rules() {
    for entry in Games::standard().entries() {
        let book = entry.rulebook;
        let out = run_ok(&["rules", entry.name]);
        assert!(
            out.starts_with(&format!("{}: the rules\n\n{}", book.title, book.text)),
            "{}",
            entry.name
        );
        assert!(out.contains(&format!("\nHOW MOVES ARE WRITTEN\n{}", book.notation)));
        for variant in book.variants {
            assert!(out.contains(&format!("  {}  ({})\n", variant.name, variant.options)));
            let shown = run_ok(&["rules", entry.name, "--variant", variant.name]);
            assert_eq!(
                shown,
                format!(
                    "{}: the {} variant\n\n{}\nPlay it (or with play vs):\n  tessera play new {} \
                     {} -o FILE\nThe base game: tessera rules {}\n",
                    book.title, variant.name, variant.text, entry.name, variant.options, entry.name
                )
            );
        }
        // Every option that changes the rules is some variant's.
        for option in entry.options() {
            let covered = NOT_VARIANTS.contains(&option.name)
                || (book.variants.iter()).any(|v| v.when.iter().any(|w| w.0 == option.name));
            assert!(covered, "{}: --{} has no variant", entry.name, option.name);
        }
    }
}

#[test]
fn every_line_of_the_rules_fits_80_columns() {
    for entry in Games::standard().entries() {
        let mut pages = vec![run_ok(&["rules", entry.name])];
        for variant in entry.rulebook.variants {
            pages.push(run_ok(&["rules", entry.name, "--variant", variant.name]));
        }
        for line in pages.iter().flat_map(|page| page.lines()) {
            assert!(line.chars().count() <= 80, "{}: {line}", entry.name);
        }
    }
}

#[test]
fn a_variant_is_the_whole_text_the_game_gives() {
    Tessera::new()
        .args(["rules", "s25", "--variant", "LINE2-ONCE"])
        .stdout(
            "Структура 25: the line2-once variant\n\n\
             The line of 2 may be cashed in once in the whole game, not once per player:\n\
             after anybody has cashed it, nobody may. (The sheet says \"only once per game\"\n\
             for the line of 2 without \"each player\", which it says for the cluster.)\n\
             \n\
             Play it (or with play vs):\n  tessera play new s25 --line2 once -o FILE\n\
             The base game: tessera rules s25\n",
        )
        .run();
}

#[test]
fn without_a_game_the_games_are_named() {
    // The four games of the play table, each with its line.
    Tessera::new()
        .args(["rules"])
        .stdout_has("The games (`tessera rules GAME` shows a game's rules):\n  project-l  ")
        .stdout_has("\n  polyssimo  ")
        .stdout_has("\n  golomb     ")
        .stdout_has("\n  s25        ")
        .run();
    Tessera::new()
        .args(["rules", "--variant", "solo"])
        .refused(
            "give a GAME: project-l, polyssimo, golomb, s25 (for example `tessera rules s25 \
             --variant no-cap`)",
        )
        .run();
    // challenge new needs one (its help says <GAME>), and clap's error names them.
    Tessera::new()
        .args(["challenge", "new"])
        .code(2)
        .stderr(
            "tessera: error: the following required arguments were not provided:\n  <GAME>\n\n  \
             tip: GAME is one of: project-l, polyssimo, golomb, s25\n\nUsage: tessera challenge \
             new <GAME>\n\nFor more information, try '--help'.\n",
        )
        .run();
}

#[test]
fn a_wrong_name_is_refused_with_the_nearest() {
    Tessera::new()
        .args(["rules", "s25", "--variant", "no-cp"])
        .refused(
            "s25 has no variant \"no-cp\" (did you mean no-cap?) (variants: stalemate-draw, \
             no-cap, line2-once)",
        )
        .run();
    Tessera::new()
        .args(["rules", "golomb", "--variant", "solo"])
        .refused("golomb has no variant \"solo\" (variants: other-set)")
        .run();
    let run = Tessera::new()
        .args(["rules", "polysimo"])
        .code(2)
        .any_stderr()
        .run();
    assert!(run.stderr.contains("'polysimo'"), "{}", run.stderr);
    assert!(run.stderr.contains("'polyssimo'"), "{}", run.stderr);
    // An alias is a game's other name.
    let alias = run_ok(&["rules", "struktura25"]);
    assert_eq!(alias, run_ok(&["rules", "s25"]));
}

#[test]
fn the_json_document_holds_the_texts() {
    let out = run_ok(&["rules", "project-l", "--variant", "solo", "--json"]);
    let doc: serde_json::Value = serde_json::from_str(&out).unwrap();
    let book = &tessera::project_l::rulebook::RULEBOOK;
    let keys: Vec<&str> = doc
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(
        keys,
        [
            "version", "game", "title", "variant", "options", "text", "notation", "variants"
        ]
    );
    assert_eq!(doc["game"], "project-l");
    assert_eq!(doc["variant"], "solo");
    assert_eq!(doc["options"], "--solo basic|hard|unbeatable");
    assert_eq!(doc["text"], book.variants[0].text);
    assert_eq!(doc["notation"], book.notation);
    assert_eq!(
        doc["variants"].as_array().unwrap().len(),
        book.variants.len()
    );
    let base = run_ok(&["rules", "golomb", "--json"]);
    let base: serde_json::Value = serde_json::from_str(&base).unwrap();
    assert_eq!(base["variant"], serde_json::Value::Null);
    assert_eq!(base["text"], tessera::polyssimo::rulebook::GOLOMB.text);
}

/// The worked example of Структура 25's rules: at 15 with a1-d1, e1 cashes the line of 5
/// (27), the die shows 4, two chips go, and the score is corrected to 24.
#[test]
fn the_s25_collapse_example_is_what_the_engine_does() {
    let text = tessera::struktura25::rulebook::RULEBOOK.text;
    assert!(text.contains("15 + 12 = 27"));
    let file = new_game("s25", "c.yaml", &["--seed", "1"]);
    let f = file.to_str().unwrap();
    run_ok(&[
        "play",
        "apply",
        f,
        "build a1 c1",
        "build a6 c6",
        "activate b1 line a1-c1",
        "quiet f4",
        "activate d1 line a1-d1",
        "quiet f3",
    ]);
    let show = run_ok(&["play", "show", f, "--color", "never"]);
    assert!(show.contains("player 1 (A): score 15,"), "{show}");
    run_ok(&[
        "play",
        "apply",
        f,
        "activate e1 line a1-e1",
        "roll 4",
        "remove d1 e1",
    ]);
    let show = run_ok(&["play", "show", f, "--color", "never"]);
    assert!(
        show.starts_with("  a b c d e f\n1 A A A . . .\n2 . . . . . .\n"),
        "{show}"
    );
    assert!(show.contains("player 1 (A): score 24,"), "{show}");
}

#[test]
fn the_prompt_shows_the_rules_of_the_game_played_and_its_notation() {
    let book = &tessera::project_l::rulebook::RULEBOOK;
    let solo = &book.variants[0];
    assert_eq!(solo.name, "solo");
    let file = new_game("project-l", "solo.yaml", &["--solo", "hard", "--seed", "2"]);
    let out = Tessera::new()
        .args(["play", "vs", "greedy", file.to_str().unwrap()])
        .stdin("help rules\nnotation\nquit\n")
        .run()
        .stdout;
    let rules = format!(
        "Project L: the rules\n\n{}\nTHIS GAME PLAYS THE SOLO VARIANT (--solo \
         basic|hard|unbeatable)\n{}",
        book.text, solo.text
    );
    assert!(out.contains(&rules), "{out}");
    // The notation, then where the solo variant's rules are (it plays no moves of its own).
    let pointer =
        "This game plays the solo variant: `help rules` shows its rules and any moves it adds.";
    assert!(
        out.contains(&format!("{}\n{pointer}\nsaved;", book.notation)),
        "{out}"
    );
    // A game without variants shows the base rules alone.
    let file = new_game("s25", "s.yaml", &["--seed", "2"]);
    let out = Tessera::new()
        .args(["play", "vs", "greedy", file.to_str().unwrap(), "--json"])
        .stdin("help rules\nnotation\nquit\n")
        .run()
        .stdout;
    let events: Vec<serde_json::Value> = (out.lines())
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let s25 = &tessera::struktura25::rulebook::RULEBOOK;
    let rules = events.iter().find(|e| e["event"] == "rules").unwrap();
    assert_eq!(
        rules["text"],
        format!("Структура 25: the rules\n\n{}", s25.text)
    );
    let notation = events.iter().find(|e| e["event"] == "notation").unwrap();
    assert_eq!(notation["text"], s25.notation);
}
