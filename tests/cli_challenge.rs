//! `tessera challenge`: every bundled challenge re-certified by the library's solver and
//! its answer re-checked by solvers that share nothing with the certifier (the plain
//! Golomb oracle's minimax; for Polyssimo the older negamax solver, one search per move;
//! for Структура 25 the rules alone, every die outcome played out through the engine;
//! Project L's in `cli_challenge_project_l`);
//! a sample of generated ones the same way; and the commands: new (deterministic for a
//! seed), show (text, JSON, a folder's progress), check (exit 0, 1 with why, 2 for an
//! illegal move with the nearest legal ones), play, and damaged, foreign or edited files
//! refused with exit 2 naming the file and the item.

use crate::cli_json_schema::{assert_schema, json_of};
use crate::support::golomb_oracle::{Oracle, PENTOMINOES};
use crate::support::{TempDir, Tessera};
use std::path::{Path, PathBuf};
use tessera::challenge::{Challenge, certify};
use tessera::play::Games;

const BUNDLED: &str = "puzzles/challenges";

/// The bundled challenge files, by name (not the record of those solved, which a person
/// playing them leaves in the folder).
fn bundled() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(BUNDLED)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
        .filter(|p| !p.file_name().unwrap().to_string_lossy().starts_with('.'))
        .collect();
    files.sort();
    files
}

fn read(path: &Path) -> Challenge {
    let text = std::fs::read_to_string(path).unwrap();
    Challenge::parse(&Games::standard(), &text)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .0
}

/// Re-certifies a challenge with the library's solver: the same answer.
fn recertified(path: &Path, text: &str) {
    let (challenge, _, session) = Challenge::parse(&Games::standard(), text).unwrap();
    let answer = certify(session.as_ref(), challenge.level).unwrap();
    let answer = answer.unwrap_or_else(|| panic!("{}: no longer certified", path.display()));
    assert_eq!(
        answer.solutions,
        challenge.answer.solutions,
        "{}",
        path.display()
    );
    assert_eq!(answer.mv, challenge.answer.mv, "{}", path.display());
}

#[test]
fn the_bundle_has_a_few_dozen_challenges_across_games_and_levels() {
    let all: Vec<Challenge> = bundled().iter().map(|p| read(p)).collect();
    assert!(all.len() >= 24, "{} bundled", all.len());
    let kinds = [
        ("golomb", 3..=8),
        ("polyssimo", 8..=14),
        ("s25", 1..=2),
        ("project-l", 2..=6),
    ];
    for (game, levels) in kinds {
        for level in levels {
            let found = all.iter().any(|c| c.game == game && c.level == level);
            assert!(found, "no bundled {game} challenge of level {level}");
        }
    }
}

#[test]
fn every_bundled_challenge_is_certified_again() {
    for path in bundled() {
        recertified(&path, &std::fs::read_to_string(&path).unwrap());
    }
}

/// A cell's bit in the oracle's 8×8 board: `b3` is column 1 of row 2.
fn oracle_cell(name: &str) -> u64 {
    let column = u64::from(name.as_bytes()[0] - b'a');
    let row: u64 = name[1..].parse().unwrap();
    1 << ((row - 1) * 8 + column)
}

/// A move in Golomb's notation as the oracle's (piece, cells).
pub fn oracle_move(text: &str) -> (usize, u64) {
    let mut words = text.split_whitespace();
    let name = words.next().unwrap();
    let piece = PENTOMINOES.iter().position(|p| p.0 == name).unwrap();
    (piece, words.map(oracle_cell).fold(0, |all, c| all | c))
}

/// The oracle's move in Golomb's notation: the piece, then its cells row by row.
pub fn oracle_text(piece: usize, cells: u64) -> String {
    let names = (0..64u32).filter(|b| cells & (1 << b) != 0).map(|b| {
        let column = char::from(b'a' + (b % 8) as u8);
        format!("{column}{}", b / 8 + 1)
    });
    let mut text = PENTOMINOES[piece].0.to_string();
    names.for_each(|n| text = format!("{text} {n}"));
    text
}

/// The winning moves the oracle finds, against the challenge's solutions: the same set.
fn golomb_oracle_agrees(challenge: &Challenge) {
    let oracle = Oracle::golomb();
    let mut pool = [true; 12];
    let mut full = 0;
    for text in &challenge.history {
        let (piece, cells) = oracle_move(text);
        pool[piece] = false;
        full |= cells;
    }
    let mut winning = Vec::new();
    for (piece, cells) in oracle.moves(full, &pool) {
        pool[piece] = false;
        if !oracle.wins(full | cells, &mut pool) {
            winning.push((piece, cells));
        }
        pool[piece] = true;
    }
    let mut listed: Vec<(usize, u64)> = challenge
        .answer
        .solutions
        .iter()
        .map(|m| oracle_move(m))
        .collect();
    winning.sort_unstable();
    listed.sort_unstable();
    assert_eq!(
        winning, listed,
        "level {} seed {}",
        challenge.level, challenge.seed
    );
}

#[test]
fn the_oracle_finds_the_same_winning_moves_in_bundled_golomb_challenges() {
    let all = bundled().iter().map(|p| read(p)).collect::<Vec<_>>();
    let small = all.iter().filter(|c| c.game == "golomb" && c.level <= 5);
    assert!(small.clone().count() >= 6);
    small.for_each(golomb_oracle_agrees);
}

/// The challenge's position, replayed.
fn replayed(challenge: &Challenge) -> Box<dyn tessera::play::GameSession> {
    let text = challenge.to_text().unwrap();
    Challenge::parse(&Games::standard(), &text).unwrap().2
}

/// Every legal move's value for the player to move by the older solver (its own negamax,
/// one search per move), best first.
pub fn old_values(session: &dyn tessera::play::GameSession) -> Vec<(i32, String)> {
    use tessera::play::Session;
    use tessera::polyssimo::{GameState, Polyssimo, solve};
    let s = session.as_any().downcast_ref::<Session<Polyssimo>>();
    let s = s.unwrap();
    let (GameState::Placement(state, _), rules) = (&s.state, s.game.rules()) else {
        panic!("not in the placement phase");
    };
    let mut moves = Vec::new();
    rules.moves(state, &mut moves);
    let mut values: Vec<(i32, String)> = (moves.iter())
        .map(|&mv| {
            let child = rules.play(state, mv);
            let solved = solve(rules, &child, None);
            assert!(solved.exact);
            let sign = if child.to_move == state.to_move {
                1
            } else {
                -1
            };
            (sign * solved.value, rules.move_name(mv))
        })
        .collect();
    values.sort_by_key(|v| std::cmp::Reverse(v.0));
    values
}

/// The answer alone reaches the best value by the older solver.
fn old_solver_agrees(challenge: &Challenge) {
    let values = old_values(replayed(challenge).as_ref());
    let what = format!("level {} seed {}", challenge.level, challenge.seed);
    assert!(
        values[0].0 > values[1].0,
        "{what}: two moves share the best"
    );
    assert_eq!(values[0].1, challenge.answer.mv, "{what}");
    assert_eq!(
        challenge.answer.solutions,
        vec![values[0].1.clone()],
        "{what}"
    );
}

#[test]
fn the_older_solver_finds_the_same_best_move_in_bundled_polyssimo_challenges() {
    let all = bundled().iter().map(|p| read(p)).collect::<Vec<_>>();
    let small = all
        .iter()
        .filter(|c| c.game == "polyssimo" && c.level <= 11);
    assert!(small.clone().count() >= 4);
    small.for_each(old_solver_agrees);
}

#[test]
fn generated_challenges_are_certified_and_agree_with_the_oracles() {
    let games = Games::standard();
    for seed in [11, 12] {
        let golomb = tessera::challenge::draw(&games, "golomb", Some(4), seed).unwrap();
        golomb_oracle_agrees(&golomb);
        let polyssimo = tessera::challenge::draw(&games, "polyssimo", Some(9), seed).unwrap();
        old_solver_agrees(&polyssimo);
        for c in [golomb, polyssimo] {
            recertified(Path::new("generated"), &c.to_text().unwrap());
        }
    }
}

/// A challenge drawn by the command into a folder of its own; the folder and the file.
fn drawn(game: &str, level: &str, seed: &str) -> (TempDir, PathBuf) {
    let dir = TempDir::new();
    let file = dir.path("c.yaml");
    let f = file.to_str().unwrap();
    Tessera::new()
        .args([
            "challenge",
            "new",
            game,
            "--level",
            level,
            "--seed",
            seed,
            "-o",
            f,
        ])
        .stdout_has(&format!("new {game} challenge, level {level}, seed {seed}"))
        .run();
    (dir, file)
}

#[test]
fn a_seed_draws_the_same_challenge_every_time() {
    let (_a, first) = drawn("golomb", "4", "5");
    let (_b, second) = drawn("golomb", "4", "5");
    let (_c, other) = drawn("golomb", "4", "6");
    let text = |p: &Path| std::fs::read_to_string(p).unwrap();
    assert_eq!(text(&first), text(&second));
    assert_ne!(text(&first), text(&other));
    let out = Tessera::new()
        .args(["challenge", "new", "golomb", "--level", "4", "--seed", "5"])
        .run();
    assert_eq!(
        out.stdout,
        text(&first),
        "without -o the file's text is printed"
    );
}

#[test]
fn check_answers_0_for_the_answer_1_with_the_refutation_and_2_for_an_illegal_move() {
    let (dir, file) = drawn("golomb", "4", "3");
    let f = file.to_str().unwrap();
    let challenge = read(&file);
    let legal = Games::standard().find("golomb").unwrap();
    let session = legal
        .resume(
            challenge.options.clone(),
            challenge.seed,
            &challenge.history,
        )
        .unwrap();
    let wrong = (session.legal_moves().into_iter())
        .find(|m| !challenge.answer.solutions.contains(m))
        .unwrap();
    Tessera::new()
        .args(["challenge", "check", f, &wrong])
        .code(1)
        .stdout_has("loses: the opponent wins with ")
        .run();
    let out = Tessera::new()
        .args(["challenge", "check", f, "Q a1 a2"])
        .code(2)
        .any_stderr()
        .run();
    assert!(
        out.stderr.contains(f) && out.stderr.contains("nearest legal moves: "),
        "{}",
        out.stderr
    );
    // The move typed unquoted: split by the shell, it is told to be quoted.
    let words: Vec<&str> = wrong.split(' ').collect();
    let out = Tessera::new()
        .args(["challenge", "check", f].iter().chain(&words))
        .code(2)
        .any_stderr()
        .run();
    let tip = format!("a move is one argument: quote it, as in \"{wrong}\"");
    assert!(out.stderr.contains(&tip), "{}", out.stderr);
    Tessera::new()
        .args(["challenge", "show", dir.folder().to_str().unwrap()])
        .stdout_has("solved 0 of 1")
        .run();
    // A folder with no challenge in it says where they are.
    Tessera::new()
        .args(["challenge", "show", "puzzles/polyomino"])
        .stdout_has(
            "no challenge files in puzzles/polyomino, 8 files of other kinds passed over (the \
             bundled ones are in",
        )
        .run();
    // A folder whose only challenge-like files do not read says so, naming each, and ends
    // as a file refused does (exit 2).
    let broken = TempDir::new();
    let half = broken.file("half.yaml", "format: 1\ngame: golomb\nquestion: x\n");
    Tessera::new()
        .args(["challenge", "show", broken.folder().to_str().unwrap()])
        .stdout_has(&format!("refused {}: ", half.display()))
        .refused(&format!(
            "no challenge in {} reads: 1 file refused (listed above)",
            broken.folder().display()
        ))
        .run();
    // With --json, no document (the command failed), and the first refusal in the error.
    let run = Tessera::new()
        .args([
            "challenge",
            "show",
            "--json",
            broken.folder().to_str().unwrap(),
        ])
        .code(2)
        .any_stderr()
        .run();
    assert_eq!(run.stdout, "");
    let first = format!("reads: 1 file refused (the first: {}: ", half.display());
    assert!(run.stderr.contains(&first), "{}", run.stderr);
    // Beside a challenge that reads, the count says the refused file is not among them.
    let copied = std::fs::read_to_string("puzzles/challenges/s25-1-a.yaml").unwrap();
    broken.file("s25-1-a.yaml", &copied);
    Tessera::new()
        .args(["challenge", "show", broken.folder().to_str().unwrap()])
        .stdout_has(&format!(
            "solved 0 of 1 in {} (1 file refused, above)",
            broken.folder().display()
        ))
        .run();
    // A folder has no one picture: --svg is refused, not left unwritten.
    Tessera::new()
        .args(["challenge", "show", broken.folder().to_str().unwrap()])
        .args(["--svg", "folder.svg"])
        .refused(&format!(
            "--svg folder.svg: a picture is of one challenge: give a challenge file, not the \
             folder {}",
            broken.folder().display()
        ))
        .run();
    Tessera::new()
        .args(["challenge", "check", f, &challenge.answer.mv])
        .stdout_has(&format!("solved: {}", challenge.answer.mv))
        .run();
    Tessera::new()
        .args(["challenge", "show", dir.folder().to_str().unwrap()])
        .stdout_has("solved 1 of 1")
        .run();
    // A damaged record does not take the verdict away: it is said, with what to do.
    let record = dir.folder().join(".tessera-solved.yaml");
    std::fs::write(&record, "solved: [\n").unwrap();
    let out = Tessera::new()
        .args(["challenge", "check", f, &challenge.answer.mv])
        .stdout_has(&format!("solved: {}", challenge.answer.mv))
        .any_stderr()
        .run();
    let note = "tessera: note: solved, but not recorded: the record of solved challenges: ";
    assert!(out.stderr.starts_with(note), "{}", out.stderr);
    assert!(
        out.stderr
            .contains("delete the file to start the record afresh")
    );
    Tessera::new()
        .args(["challenge", "show", dir.folder().to_str().unwrap()])
        .stdout_has("none counted solved: the record of solved challenges: ")
        .stdout_has("solved 0 of 1")
        .run();
}

/// A wrong move at level 1 of Структура 25 is told what it leads to. In both bundled
/// positions below player 1 has no chip left and player 2 places their last, so whatever
/// player 2 plays nobody can place afterwards and the higher score wins. s25-1-a: player 2
/// on 3 against 9; the line b1-b3 (b1 and b2 theirs) is worth 6, a tie at 9 (the answer's
/// cluster, worth 7, makes 10). s25-1-b: player 2 on 0 against 6; a quiet move scores
/// nothing, so player 1 wins 6 to 0.
#[test]
fn a_wrong_s25_move_at_level_1_is_told_how_the_game_ends() {
    let cases = [
        (
            "s25-1-a",
            "activate b3 line b1-b3",
            "activate b3 line b1-b3 ends the game tied between players 1 and 2 (nobody can \
             place a chip; scores 9 and 9)",
        ),
        (
            "s25-1-b",
            "quiet e5",
            "quiet e5 ends the game won by player 1 (nobody can place a chip; scores 6 and 0)",
        ),
    ];
    for (name, wrong, told) in cases {
        let dir = TempDir::new();
        let bundled = format!("puzzles/challenges/{name}.yaml");
        let copy = dir.file("c.yaml", &std::fs::read_to_string(bundled).unwrap());
        Tessera::new()
            .args(["challenge", "check", copy.to_str().unwrap(), wrong])
            .code(1)
            .stdout_has(told)
            .run();
    }
}

#[test]
fn show_asks_the_question_and_gives_the_answer_when_asked() {
    let path = bundled().into_iter().next().unwrap();
    let p = path.to_str().unwrap();
    let challenge = read(&path);
    let out = Tessera::new()
        .args(["challenge", "show", p])
        .stdout_has(&challenge.question)
        .run();
    assert!(!out.stdout.contains("answer:"));
    Tessera::new()
        .args(["challenge", "show", p, "--answer"])
        .stdout_has(&format!("answer: {}", challenge.answer.mv))
        .run();
    let doc = json_of(&["challenge", "show", p, "--answer", "--json"], 0);
    let schema = [
        ("file", "string"),
        ("game", "string"),
        ("level", "number"),
        ("question", "string"),
        ("position_file", "null"),
        ("position", "string|null"),
        ("picture", "array"),
        ("solved", "bool"),
        ("answer", "string|null"),
        ("solutions", "array|null"),
        ("proof", "array|null"),
    ];
    assert_schema("challenge show --answer", &doc, &schema);
    assert_eq!(doc["answer"], challenge.answer.mv.as_str());
    let doc = json_of(&["challenge", "show", p, "--json"], 0);
    assert_schema("challenge show", &doc, &schema);
    assert!(doc["answer"].is_null() && doc["proof"].is_null());
}

#[test]
fn play_answers_a_wrong_move_then_takes_the_right_one() {
    let (_dir, file) = drawn("polyssimo", "8", "2");
    let challenge = read(&file);
    // The first line as an editor that marks UTF-8 files saves it: the mark is no part of it.
    let input = format!("\u{feff}hint\nnonsense\n{}\n", challenge.answer.mv);
    let out = Tessera::new()
        .args(["challenge", "play", file.to_str().unwrap()])
        .stdin(input)
        .stdout_has("solved!")
        .run();
    assert!(out.stdout.contains(&challenge.question));
    assert!(out.stdout.contains("nearest legal moves"), "{}", out.stdout);
    // `hint` points to what there is; piped input gets no prompt.
    let hint = "no hints in a challenge: type a move, `moves` to list them, `answer`";
    assert!(out.stdout.contains(hint), "{}", out.stdout);
    assert!(!out.stdout.contains("> "), "{}", out.stdout);
}

#[test]
fn a_damaged_foreign_or_edited_file_is_refused_naming_the_file_and_the_item() {
    let original = std::fs::read_to_string(bundled()[0].clone()).unwrap();
    let dir = TempDir::new();
    let refused = |name: &str, text: &str, part: &str| {
        let path = dir.file(name, text);
        let out = Tessera::new()
            .args(["challenge", "show", path.to_str().unwrap()])
            .code(2)
            .any_stderr()
            .run();
        let named = out.stderr.contains(path.to_str().unwrap());
        assert!(named && out.stderr.contains(part), "{name}: {}", out.stderr);
    };
    refused(
        "cut.yaml",
        &original.replace("end_of_file: true", ""),
        "cut short",
    );
    // Cut in its middle (the answer half gone): told cut short, not taken for a game state
    // file (it has the state file's keys before its answer) nor for a missing field.
    let lines: Vec<&str> = original.lines().collect();
    let half = lines[..lines.len() / 2].join("\n");
    refused("half.yaml", &half, "the file is cut short");
    // Cut inside its quoted question: the first read fails already, told the same.
    let question = original.find("question: '").unwrap() + "question: 'player".len();
    refused(
        "quoted.yaml",
        &original[..question],
        "the file is cut short",
    );
    refused(
        "level.yaml",
        &original.replace("level: ", "level: x"),
        "level",
    );
    refused(
        "foreign.yaml",
        "format: 2\ngame: s25\noptions: {}\nseed: 1\n",
        "format",
    );
    let state = "format: 2\ngame: s25\noptions: {}\nseed: 1\nhistory: []\nend_of_file: true\n";
    refused(
        "state.yaml",
        state,
        "this is a game state file (read by the play commands)",
    );
    let first_move = read(&bundled()[0]).answer.mv;
    let edited = original.replacen(&format!("move: {first_move}"), "move: I a1 a2 a3 a4 a5", 1);
    refused("edited.yaml", &edited, "refused");
    let history = original.replacen("- ", "- X b1 a2 b2 c2 b3\n- ", 1);
    refused("history.yaml", &history, "");
    Tessera::new()
        .args(["challenge", "new", "project-l", "--level", "9"])
        .refused("level 9: project-l has levels 2 to 6")
        .run();
    Tessera::new()
        .args(["challenge", "new", "golomb", "--level", "12"])
        .refused("level 12: golomb has levels 3 to 8")
        .run();
}

/// Whether the player `me` wins whatever the die shows and whatever the other player does,
/// within `turns` more turns of their own: by the game's own rules played out through the
/// engine interface, every move tried, no search of the library's.
pub fn wins_within(
    game: &tessera::struktura25::Struktura25,
    state: &tessera::struktura25::State,
    me: usize,
    turns: u32,
) -> bool {
    use tessera::engine::{Game, Turn};
    use tessera::struktura25::state::Phase;
    let after = |mv| game.play(state, mv).unwrap();
    let starts_a_turn = state.phase == Phase::Move;
    match game.turn(state) {
        Turn::Over => game.outcome(state).is_some_and(|o| o.winners == [me]),
        Turn::Chance => (game.chance_events(state).iter())
            .all(|(mv, _)| wins_within(game, &after(mv), me, turns)),
        Turn::Player(p) if p == me && starts_a_turn && turns == 0 => false,
        Turn::Player(p) if p == me => {
            let left = if starts_a_turn { turns - 1 } else { turns };
            (game.legal_moves(state).iter()).any(|mv| wins_within(game, &after(mv), me, left))
        }
        Turn::Player(_) if starts_a_turn && turns == 0 => false,
        Turn::Player(_) => {
            (game.legal_moves(state).iter()).all(|mv| wins_within(game, &after(mv), me, turns))
        }
    }
}

/// The chance that the player `me` wins within `turns` more turns of their own, their
/// choices the best for them, the other player's the worst, the die's faces averaged by
/// their weights: by the game's own rules played out through the engine interface, every
/// move tried, no search of the library's (only a sure win or a sure loss cuts a scan).
pub fn chance_within(
    game: &tessera::struktura25::Struktura25,
    state: &tessera::struktura25::State,
    me: usize,
    turns: u32,
) -> f64 {
    use tessera::engine::{Game, Turn};
    use tessera::struktura25::state::Phase;
    let after = |mv| game.play(state, mv).unwrap();
    let starts_a_turn = state.phase == Phase::Move;
    match game.turn(state) {
        Turn::Over => f64::from(game.outcome(state).is_some_and(|o| o.winners == [me])),
        Turn::Chance => {
            let events = game.chance_events(state);
            let total: u32 = events.iter().map(|(_, w)| w).sum();
            (events.iter())
                .map(|(mv, w)| f64::from(*w) * chance_within(game, &after(mv), me, turns))
                .sum::<f64>()
                / f64::from(total)
        }
        Turn::Player(_) if starts_a_turn && turns == 0 => 0.0,
        Turn::Player(p) => {
            // The player takes the best chance, the other player the worst; a sure win or
            // a sure loss ends the scan.
            let mine = p == me;
            let left = if mine && starts_a_turn {
                turns - 1
            } else {
                turns
            };
            let (mut value, settled): (f64, f64) = if mine { (0.0, 1.0) } else { (1.0, 0.0) };
            for mv in game.legal_moves(state) {
                let chance = chance_within(game, &game.play(state, &mv).unwrap(), me, left);
                value = if mine {
                    value.max(chance)
                } else {
                    value.min(chance)
                };
                if value == settled {
                    break;
                }
            }
            value
        }
    }
}

/// By the rules alone: exactly the answer has the best chance of winning within the
/// level's turns (whatever the die shows and the other player replies), that chance is not
/// none, and (above level 1) no move wins this turn.
fn s25_rules_agree(challenge: &Challenge) {
    use tessera::engine::Game;
    use tessera::play::Session;
    use tessera::struktura25::Struktura25;
    let session = replayed(challenge);
    let s = session.as_any().downcast_ref::<Session<Struktura25>>();
    let s = s.unwrap();
    let me = s.state.to_move;
    let winning = |turns| -> Vec<String> {
        (s.game.legal_moves(&s.state).iter())
            .filter(|mv| wins_within(&s.game, &s.game.play(&s.state, mv).unwrap(), me, turns))
            .map(|mv| s.game.format_move(&s.state, mv))
            .collect()
    };
    let level = challenge.level;
    let chances: Vec<(String, f64)> = (s.game.legal_moves(&s.state).iter())
        .map(|mv| {
            let after = s.game.play(&s.state, mv).unwrap();
            let name = s.game.format_move(&s.state, mv);
            (name, chance_within(&s.game, &after, me, level - 1))
        })
        .collect();
    let best = chances.iter().map(|(_, c)| *c).fold(0.0, f64::max);
    let top: Vec<String> = (chances.iter())
        .filter(|(_, c)| (c - best).abs() < 1e-9)
        .map(|(m, _)| m.clone())
        .collect();
    assert!(best > 0.0, "seed {}", challenge.seed);
    assert_eq!(top, challenge.answer.solutions, "seed {}", challenge.seed);
    if best == 1.0 {
        assert_eq!(winning(level - 1), top, "seed {}", challenge.seed);
    }
    if level > 1 {
        assert_eq!(winning(0), Vec::<String>::new(), "seed {}", challenge.seed);
    }
}

#[test]
fn the_rules_alone_find_the_same_best_chance_in_s25_challenges() {
    let all = bundled().iter().map(|p| read(p)).collect::<Vec<_>>();
    let s25 = all.iter().filter(|c| c.game == "s25");
    assert!(s25.clone().filter(|c| c.level == 2).count() >= 3);
    s25.for_each(s25_rules_agree);
    let games = Games::standard();
    for (level, seed) in [(1, 21), (1, 22), (2, 4), (2, 5), (2, 8)] {
        let drawn = tessera::challenge::draw(&games, "s25", Some(level), seed).unwrap();
        s25_rules_agree(&drawn);
        recertified(Path::new("generated"), &drawn.to_text().unwrap());
    }
}
