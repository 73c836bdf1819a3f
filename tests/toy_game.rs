//! A toy game added through the table of games alone — its rules, options and bots in
//! this file, one `GameEntry` — and played through `play new/apply/moves/bot/arena/serve`
//! by the same command line the built-in games use.
//!
//! The game: two moves, `heads` or `tails`, one by each player; player 1 wins when they
//! match. `stakes` (an option) is what the winner scores.

use serde::{Deserialize, Serialize};
use std::process::ExitCode;
use tessera::engine::{
    Bot, Game, OptionKind, OptionSpec, Outcome, Playable, Players, RandomBot, Rulebook, Turn,
};
use tessera::play::{GameAdapter, GameEntry, Games};
use tessera::random::Rng;

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct ToyOptions {
    #[serde(default)]
    stakes: u64,
}

struct Toy {
    options: ToyOptions,
}

#[derive(Debug, thiserror::Error, PartialEq)]
enum ToyIllegal {
    #[error("say heads or tails")]
    Unreadable,
    #[error("stakes must be at most 10")]
    Stakes,
}

impl Game for Toy {
    type State = Vec<bool>;
    type Move = bool;
    type Illegal = ToyIllegal;

    fn name(&self) -> &'static str {
        "toy"
    }
    fn players(&self) -> usize {
        2
    }
    fn initial(&self) -> Vec<bool> {
        Vec::new()
    }
    fn turn(&self, state: &Vec<bool>) -> Turn {
        match state.len() {
            2 => Turn::Over,
            n => Turn::Player(n),
        }
    }
    fn legal_moves(&self, state: &Vec<bool>) -> Vec<bool> {
        if state.len() < 2 {
            vec![true, false]
        } else {
            Vec::new()
        }
    }
    fn play(&self, state: &Vec<bool>, mv: &bool) -> Result<Vec<bool>, ToyIllegal> {
        let mut next = state.clone();
        next.push(*mv);
        Ok(next)
    }
    fn outcome(&self, state: &Vec<bool>) -> Option<Outcome> {
        let [a, b] = state.as_slice() else {
            return None;
        };
        let winner = if a == b { 0 } else { 1 };
        let mut scores = vec![0, 0];
        scores[winner] = self.options.stakes as i64;
        Some(Outcome {
            scores,
            winners: vec![winner],
        })
    }
    fn format_move(&self, _state: &Vec<bool>, mv: &bool) -> String {
        if *mv { "heads" } else { "tails" }.into()
    }
    fn parse_move(&self, _state: &Vec<bool>, text: &str) -> Result<bool, ToyIllegal> {
        match text {
            "heads" => Ok(true),
            "tails" => Ok(false),
            _ => Err(ToyIllegal::Unreadable),
        }
    }
    fn board_text(&self, state: &Vec<bool>) -> Vec<String> {
        vec![format!("{} coins down", state.len())]
    }
}

/// Always says heads.
struct Heads;

impl Bot<Toy> for Heads {
    fn name(&self) -> &str {
        "heads"
    }
    fn choose(&mut self, _game: &Toy, _state: &Vec<bool>, _rng: &mut Rng) -> bool {
        true
    }
}

/// The toy's bots, beside them (its hint is the first bot's move).
impl Players for Toy {
    const BOTS: &'static [&'static str] = &["heads", "random"];

    fn bot(name: &str) -> Option<Box<dyn Bot<Toy>>> {
        match name {
            "heads" => Some(Box::new(Heads)),
            "random" => Some(Box::new(RandomBot)),
            _ => None,
        }
    }
}

thread_local! {
    /// Toy games set up on this thread.
    static SETUPS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

static TOY: GameEntry = GameEntry {
    name: "toy",
    aliases: &["coins"],
    about: "Two coins: player 1 wins if they match",
    fixed: &[],
    adapter: &GameAdapter::<Toy>::NEW,
    rulebook: &TOY_RULES,
    strongest: None,
};

static TOY_RULES: Rulebook = Rulebook {
    title: "Toy",
    text: "Each player shows a coin, heads or tails. Player 1 wins if they match.\n",
    notation: "heads, tails\n",
    variants: &[],
};

/// Runs the command line in process with the toy game added: exit code and both outputs.
fn run(args: &[&str], input: &str) -> (ExitCode, String, String) {
    let games = Games::standard().with(&TOY);
    let argv = std::iter::once("tessera").chain(args.iter().copied());
    let argv = argv.map(Into::into).collect();
    let output = crate::support::runner::run_in_process(&games, argv, input.as_bytes());
    (ExitCode::from(output.code), output.stdout, output.stderr)
}

fn ok(args: &[&str]) -> String {
    let (code, out, err) = run(args, "");
    assert_eq!(code, ExitCode::SUCCESS, "{args:?}: {err}");
    out
}

#[test]
fn a_toy_game_plays_through_every_play_command() {
    let file = crate::support::temp_path("toy.yaml");
    let path = file.to_str().unwrap();
    ok(&["play", "new", "coins", "--stakes", "3", "-o", path]);
    assert!(
        std::fs::read_to_string(&file)
            .unwrap()
            .contains("stakes: 3")
    );
    assert_eq!(ok(&["play", "moves", path]), "heads\ntails\n");
    assert_eq!(
        ok(&["play", "apply", path, "heads"]),
        "move 2: player 2 to move\n"
    );
    let (code, _, err) = run(&["play", "apply", path, "edge"], "");
    assert_ne!(code, ExitCode::SUCCESS);
    assert!(err.contains("say heads or tails"), "{err}");
    let bot = ok(&["play", "bot", path, "--until", "end"]);
    assert_eq!(
        bot,
        "heads: heads\ngame over after 2 moves: player 1 wins; scores: player 1 3, player 2 0\n"
    );
    let arena = ok(&[
        "play",
        "arena",
        "toy",
        "--bots",
        "heads,heads",
        "--games",
        "4",
        "--json",
    ]);
    let doc: serde_json::Value = serde_json::from_str(&arena).unwrap();
    assert_eq!(doc["games"], 4);
    assert_eq!(
        doc["bots"][0]["wins"], 2.0,
        "seats rotate: each bot is player 1 twice"
    );
    let served = run(
        &["play", "serve"],
        "new toy stakes=2\nmoves\nplay tails\ngenmove\nquit\n",
    );
    assert_eq!(
        served.1,
        "= move 1: player 1 to move\n\n= heads\ntails\n\n= move 2: player 2 to move\n\n= heads\n\n=\n\n"
    );
}

/// The command line lists every game's bots (`play vs GAME --help`) from the options
/// alone: setting up a game there (Polyssimo's computes every placement) once made each
/// run of a command start several times slower.
#[test]
fn building_the_command_line_sets_up_no_game() {
    let games = Games::standard().with(&TOY);
    let before = SETUPS.with(|n| n.get());
    let mut command = tessera::cli::command(&games);
    let vs = command.find_subcommand_mut("play").unwrap();
    let vs = vs.find_subcommand_mut("vs").unwrap();
    let help = vs.find_subcommand_mut("toy").unwrap().render_long_help();
    assert!(help.to_string().contains("Bots: heads, random"), "{help}");
    assert_eq!(SETUPS.with(|n| n.get()), before, "no toy game was set up");
}

#[test]
fn the_toy_games_options_are_its_own() {
    let help = ok(&["play", "new", "toy", "--help"]);
    assert!(help.contains("--stakes <N>"), "{help}");
    assert!(!help.contains("--solo"), "{help}");
    let file = crate::support::temp_path("toy-bad.yaml");
    let path = file.to_str().unwrap();
    let (code, _, err) = run(&["play", "new", "toy", "--stakes", "11", "-o", path], "");
    assert_eq!(code, ExitCode::from(2));
    assert!(err.contains("stakes must be at most 10"), "{err}");
    let (code, _, err) = run(&["play", "new", "toy", "--solo", "hard", "-o", path], "");
    assert_eq!(code, ExitCode::from(2), "{err}");
}

#[test]
fn the_toy_game_is_played_at_the_table_and_hinted_with_no_code_of_its_own() {
    let file = crate::support::temp_path("toy-vs.yaml");
    let path = file.to_str().unwrap();
    // Player 2 (the person) answers the heads bot with tails: the coins differ, player 2
    // wins; the hint is the first bot's move (heads), as the toy gives no hint of its own.
    let (code, out, err) = run(
        &[
            "play", "vs", "heads", "toy", "--seat", "2", "--seed", "1", "-o", path,
        ],
        "hint\ntails\n",
    );
    assert_eq!(code, ExitCode::SUCCESS, "{err}");
    assert!(out.contains("player 1 (heads): heads\n"), "{out}");
    assert!(out.contains("hint: heads\n  from the heads bot\n"), "{out}");
    assert!(out.contains("player 2 (you): tails\n"), "{out}");
    assert!(
        out.contains("game over after 2 moves: player 2 wins"),
        "{out}"
    );
    let (code, _, err) = run(&["play", "hint", path], "");
    assert_eq!(code, ExitCode::from(2));
    assert!(err.contains("no hint: the game is over"), "{err}");
}

impl Playable for Toy {
    type Options = ToyOptions;
    type SetupError = ToyIllegal;
    const OPTIONS: &'static [OptionSpec] = &[OptionSpec {
        name: "stakes",
        value_name: "N",
        help: "What the winner scores",
        kind: OptionKind::Number,
    }];
    fn from_options(options: &ToyOptions, _seed: u64) -> Result<Toy, ToyIllegal> {
        SETUPS.with(|n| n.set(n.get() + 1));
        if options.stakes > 10 {
            return Err(ToyIllegal::Stakes);
        }
        Ok(Toy {
            options: options.clone(),
        })
    }
    fn options(&self) -> &ToyOptions {
        &self.options
    }
}
