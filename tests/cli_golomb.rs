//! `tessera golomb prove`: answers checked by the plain oracle on a small tetromino game,
//! one thread against two, openings, checkpoints, jobs split and merged, and every kind of
//! bad input refused with exit 2 and the file named.

use crate::cli_json_schema::assert_schema;
use crate::support::golomb_oracle::Oracle;
use crate::support::{TempFile, Tessera, run_ok, temp_file, temp_path};
use serde_json::{Value, json};
use std::path::Path;

const NINE_LEFT: &str = "puzzles/polyssimo/golomb-9-left.yaml";
const TETROMINOES: [&str; 5] = ["####", "##\n##", "#.\n#.\n##", ".##\n##.", "###\n.#."];

/// A Golomb game on an empty `height × width` board with the named piece set: a set file
/// and a position file beside it; the position's path.
fn empty_game(height: usize, width: usize, pieces: &str) -> TempFile {
    let set_rows = format!("  {}\n", "#".repeat(width)).repeat(height);
    let set = temp_file(
        "set.yaml",
        &format!("board: |\n{set_rows}pieces:\n  - set: {pieces}\n"),
    );
    let position = set.beside("empty.yaml");
    let rows = format!("  {}\n", ".".repeat(width)).repeat(height);
    std::fs::write(
        &position,
        format!("mode: golomb\nset: set.yaml\nboard: |\n{rows}"),
    )
    .unwrap();
    position
}

/// The 4×5 board with the five tetrominoes, empty.
fn small_game() -> TempFile {
    empty_game(4, 5, "tetrominoes")
}

fn json(args: &[&str]) -> Value {
    serde_json::from_str(&run_ok(args)).unwrap()
}

fn path(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// `golomb prove GAME EXTRA…`.
fn args<'a>(game: &'a Path, extra: &[&'a str]) -> Vec<&'a str> {
    let mut all = vec!["golomb", "prove", path(game)];
    all.extend_from_slice(extra);
    all
}

#[test]
fn the_small_game_agrees_with_the_oracle_and_every_opening_too() {
    let game = small_game();
    let expected = Oracle::new(4, 5, &TETROMINOES).wins(0, &mut [true; 5]);
    let doc = json(&args(&game, &["--json", "--openings"]));
    assert_eq!(doc["wins"], expected);
    let moves = doc["moves"].as_array().unwrap();
    // Every opening's value: it wins exactly when the oracle says the reply side loses.
    let oracle = Oracle::new(4, 5, &TETROMINOES);
    for m in moves {
        let name = m["move"].as_str().unwrap();
        let cells = name.split(' ').skip(1).fold(0u64, |acc, w| {
            let col = u64::from(w.as_bytes()[0] - b'a');
            let row: u64 = w[1..].parse().unwrap();
            acc | 1 << ((row - 1) * 5 + col)
        });
        let piece = (0..5)
            .find(|&k| oracle.placements[k].contains(&cells))
            .unwrap();
        let mut pool = [true; 5];
        pool[piece] = false;
        let wins = !oracle.wins(cells, &mut pool);
        assert_eq!(m["value"], if wins { "wins" } else { "loses" }, "{name}");
    }
    assert_eq!(moves.iter().any(|m| m["value"] == "wins"), expected);
}

#[test]
fn one_thread_and_two_give_the_same_answer() {
    let one = json(&["golomb", "prove", NINE_LEFT, "--threads", "1", "--json"]);
    let two = json(&["golomb", "prove", NINE_LEFT, "--threads", "2", "--json"]);
    assert_eq!(one["wins"], true);
    assert_eq!(
        (&one["wins"], &one["winning_move"]),
        (&two["wins"], &two["winning_move"])
    );
    assert_eq!(two["threads"], 2);
    // polyssimo solve answers Golomb positions with the same proof.
    let solve = json(&["polyssimo", "solve", NINE_LEFT, "--json"]);
    assert_eq!(
        (solve["value"].as_i64(), &solve["best_move"]),
        (Some(1), &one["winning_move"])
    );
}

/// `golomb prove GAME EXTRA…` refused with `message`.
fn refused(game: &Path, extra: &[&str], message: &str) {
    (Tessera::new().args(args(game, extra)))
        .refused(message)
        .run();
}

#[test]
fn a_picture_without_openings_is_refused_not_ignored() {
    let game = small_game();
    let told = "--svg draws the first moves by their values: give it with --openings (a \
                position's proved line is drawn by `tessera polyssimo solve FILE --svg PICTURE`)";
    refused(&game, &["--svg", "p.svg"], told);
    refused(&game, &["--svg", "-"], told);
}

/// What `--split N --out FOLDER` writes: the jobs, the root's moves and the positions under
/// them (as its JSON counts them), and the commands to run next.
fn split_text(jobs: u32, (folder, game): (&str, &str), moves: &Value, positions: &Value) -> String {
    format!(
        "wrote {jobs} job files to {folder} ({moves} distinct moves, {positions} positions under \
         them)\nprove each:  tessera golomb prove --job {folder}/job-0001-of-{jobs:04}.json \
         {game}\nthen:        tessera golomb prove --merge {folder} {game}\n"
    )
}

#[test]
fn jobs_split_proved_and_merged_give_the_direct_answer() {
    let game = small_game();
    let direct = json(&args(&game, &["--json"]));
    let dir = temp_path("jobs");
    // The counts of moves and positions are the split's own: the text must say what the
    // JSON of the same split says.
    let split = json(&args(
        &game,
        &["--split", "3", "--out", path(&dir), "--json"],
    ));
    std::fs::remove_dir_all(&dir).unwrap();
    let (moves, positions) = (&split["distinct_moves"], &split["positions"]);
    let text = split_text(3, (path(&dir), path(&game)), moves, positions);
    (Tessera::new().args(args(&game, &["--split", "3", "--out", path(&dir)])))
        .stdout(&text)
        .run();
    let none = format!(
        "{}: no result files (*.result.json) to merge",
        dir.display()
    );
    refused(&game, &["--merge", path(&dir)], &none);
    for job in 1..=3 {
        prove_job(&game, &dir, job);
    }
    let merged = json(&args(&game, &["--merge", path(&dir), "--json"]));
    assert_eq!(
        (&merged["wins"], &merged["winning_move"]),
        (&direct["wins"], &direct["winning_move"])
    );
    assert_eq!(merged["jobs_merged"], 3);
    merge_schema(&merged);
    // Splitting again into the same folder would overwrite jobs: refused.
    let exists = format!(
        "{}: already exists; split into an empty folder",
        dir.join("job-0001-of-0003.json").display()
    );
    refused(&game, &["--split", "3", "--out", path(&dir)], &exists);
    // A file given as the folder is told so, not 'File exists'.
    let file = dir.join("job-0001-of-0003.json");
    let not_a_folder = format!(
        "--out {}: it is a file, not a folder: name a folder for the job files",
        file.display()
    );
    refused(
        &game,
        &["--split", "3", "--out", path(&file)],
        &not_a_folder,
    );
}

#[test]
fn a_job_run_with_another_position_is_refused() {
    let dir = temp_path("other-jobs");
    let nine = Path::new(NINE_LEFT);
    (Tessera::new().args(args(nine, &["--split", "2", "--out", path(&dir), "-q"]))).run();
    let job = dir.join("job-0001-of-0002.json");
    let six = Path::new("puzzles/polyssimo/golomb-6-left.yaml");
    let told = format!(
        "{}: refused as a job file: made for another position: `golomb prove` takes it with the \
         POSITION it was made for (none for the empty board); `openings write` reads only a \
         checkpoint of the empty board",
        job.display()
    );
    refused(six, &["--job", path(&job)], &told);
}

/// The keys of `--merge --json` and their types.
fn merge_schema(merged: &Value) {
    let merge_keys = [
        ("version", "number"),
        ("wins", "bool|null"),
        ("winning_move", "string|null"),
    ];
    let counts = [
        ("jobs", "number"),
        ("jobs_merged", "number"),
        ("missing_jobs", "array"),
    ];
    let figures = [("moves_settled", "number"), ("nodes", "number")];
    let seconds = [("seconds", "number")];
    let all = [&merge_keys[..], &counts, &figures, &seconds].concat();
    assert_schema("--merge", merged, &all);
}

/// Proves job `job` of 3 in `dir`, checking its report and its result file.
fn prove_job(game: &Path, dir: &Path, job: u64) {
    let file = dir.join(format!("job-{job:04}-of-0003.json"));
    let done = json(&args(game, &["--job", path(&file), "--json"]));
    assert_eq!((&done["job"], &done["jobs"]), (&json!(job), &json!(3)));
    assert_eq!(done["complete"], true);
    let job_keys = [("version", "number"), ("job", "number"), ("jobs", "number")];
    let counts = [("positions_settled", "number"), ("nodes", "number")];
    let rest = [
        ("complete", "bool"),
        ("seconds", "number"),
        ("result", "string"),
    ];
    assert_schema("--job", &done, &[&job_keys[..], &counts, &rest].concat());
    let result = dir.join(format!("job-{job:04}-of-0003.result.json"));
    assert_eq!(done["result"], path(&result));
    assert!(result.is_file());
}

#[test]
fn a_split_in_json_names_its_files() {
    let game = small_game();
    let other = temp_path("jobs-json");
    let split = json(&args(
        &game,
        &["--split", "2", "--out", path(&other), "--json"],
    ));
    let files: Vec<String> = (1..=2)
        .map(|j| path(&other.join(format!("job-{j:04}-of-0002.json"))).to_string())
        .collect();
    assert_eq!(
        (&split["jobs"], &split["folder"], &split["files"]),
        (&json!(2), &json!(path(&other)), &json!(files))
    );
    let split_keys = [
        ("version", "number"),
        ("jobs", "number"),
        ("folder", "string"),
    ];
    let counts = [
        ("files", "array"),
        ("distinct_moves", "number"),
        ("positions", "number"),
    ];
    assert_schema("--split", &split, &[&split_keys[..], &counts].concat());
}

#[test]
fn a_checkpoint_is_written_and_resumed() {
    let game = small_game();
    let checkpoint = game.with_file_name("run.ckpt");
    let first = json(&args(&game, &["--checkpoint", path(&checkpoint), "--json"]));
    let saved: Value =
        serde_json::from_str(&std::fs::read_to_string(&checkpoint).unwrap()).unwrap();
    assert_eq!(saved["kind"], "tessera-golomb-checkpoint");
    let again = json(&args(&game, &["--checkpoint", path(&checkpoint), "--json"]));
    assert_eq!(
        (&first["wins"], &first["winning_move"]),
        (&again["wins"], &again["winning_move"])
    );
    assert!(first["nodes"].as_u64().unwrap() > 0);
    assert_eq!(
        again["nodes"], 0,
        "the saved positions settle the root: no work is redone"
    );
}

/// The game a checkpoint file was made for (its fingerprint).
fn checkpoint_game(file: &Path) -> String {
    let saved: Value = serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
    saved["game"].as_str().unwrap().to_string()
}

#[test]
fn damaged_and_foreign_checkpoints_are_refused_by_name() {
    let game = small_game();
    let checkpoint = game.with_file_name("bad.ckpt");
    std::fs::write(&checkpoint, "{ not json").unwrap();
    let bad = format!(
        "{}: refused as a checkpoint: not JSON of the expected shape: key must be a string at \
         line 1 column 3",
        checkpoint.display()
    );
    refused(&game, &["--checkpoint", path(&checkpoint)], &bad);
    // A checkpoint of the small game offered to the 8×8 game: another game. The two
    // fingerprints are the files' own.
    let small = game.with_file_name("small.ckpt");
    run_ok(&args(&game, &["--checkpoint", path(&small), "-q"]));
    let nine = game.with_file_name("nine.ckpt");
    run_ok(&[
        "golomb",
        "prove",
        NINE_LEFT,
        "--checkpoint",
        path(&nine),
        "-q",
    ]);
    let (small_game, nine_game) = (checkpoint_game(&small), checkpoint_game(&nine));
    let other = format!(
        "{}: refused as a checkpoint: made for another game (fingerprint {small_game}, this \
         game is {nine_game})",
        small.display()
    );
    refused(
        Path::new(NINE_LEFT),
        &["--checkpoint", path(&small)],
        &other,
    );
    // A checkpoint that could not be written is told before the proof, not at its first
    // save.
    let nowhere = game.with_file_name("no-such-folder").join("c.ckpt");
    let told = format!(
        "{}: cannot keep the checkpoint: there is no folder {} to write it in",
        nowhere.display(),
        nowhere.parent().unwrap().display()
    );
    refused(&game, &["--checkpoint", path(&nowhere)], &told);
}

#[test]
fn damaged_and_foreign_job_files_are_refused_by_name() {
    let game = small_game();
    // A job file edited by hand: its check sum no longer matches.
    let dir = temp_path("jobs");
    run_ok(&args(&game, &["--split", "2", "--out", path(&dir)]));
    let job = dir.join("job-0001-of-0002.json");
    let text = std::fs::read_to_string(&job).unwrap();
    std::fs::write(&job, text.replace("\"first\": 0", "\"first\": 1")).unwrap();
    let damaged = "refused as a job file: damaged: its check sum does not match its contents";
    refused(
        &game,
        &["--job", path(&job)],
        &format!("{}: {damaged}", job.display()),
    );
    // A result offered as a job.
    let other = dir.join("job-0002-of-0002.json");
    run_ok(&args(&game, &["--job", path(&other), "-q"]));
    let result = dir.join("job-0002-of-0002.result.json");
    let kind = "refused as a job file: a tessera-golomb-result file, not a tessera-golomb-job \
                file";
    refused(
        &game,
        &["--job", path(&result)],
        &format!("{}: {kind}", result.display()),
    );
}

/// The refusal of `value` for `option`: not in `range`, said in words.
fn out_of_range(option: &str, value: &str, range: &str) -> String {
    format!(
        "tessera: error: invalid value '{value}' for '{option}': it takes a whole number from \
         {range}\n\nFor more information, try '--help'.\n"
    )
}

#[test]
fn bad_settings_and_positions_are_refused() {
    let cases = [
        ("--threads", "0", "1 to 1024"),
        ("--hash-mb", "0", "1 to 1048576"),
        ("--hash-mb", "99999999999", "1 to 1048576"),
    ];
    for (option, value, range) in cases {
        (Tessera::new().args(["golomb", "prove", NINE_LEFT, option, value]))
            .code(2)
            .stderr(&out_of_range(option, value, range))
            .run();
    }
    // A table past the machine's memory is the option's fault, not the file's.
    let huge = (Tessera::new().args(["golomb", "prove", NINE_LEFT, "--hash-mb", "1048576"]))
        .code(2)
        .any_stderr()
        .run();
    let told = "tessera: error: --hash-mb 1048576: a table of 1048576 MiB is more than this \
                machine's memory";
    assert!(huge.stderr.starts_with(told), "{}", huge.stderr);
    let polyssimo = "puzzles/polyssimo/example-position.yaml";
    let not_golomb = format!(
        "{polyssimo}: not a shared-pool game: the prover plays Golomb's game (`mode: golomb`)"
    );
    refused(Path::new(polyssimo), &[], &not_golomb);
    let big = empty_game(9, 9, "pentominoes");
    let too_big = format!(
        "{}: the board has 81 cells; the prover takes boards of up to 64",
        big.display()
    );
    refused(&big, &[], &too_big);
}

#[test]
fn prove_and_solve_exit_0_for_a_win_and_1_for_a_loss() {
    use crate::support::{TempDir, Tessera};
    // The bundled 9-left position is a win; after its winning move, the player then to move
    // (the other) loses: the position is made by playing that move in a game.
    let win = "puzzles/polyssimo/golomb-9-left.yaml";
    let proof = Tessera::new()
        .args(["golomb", "prove", win, "--json", "-q"])
        .run();
    let doc: Value = serde_json::from_str(&proof.stdout).unwrap();
    assert_eq!(doc["wins"], true);
    // polyssimo solve proves the same win with the same move; its board, line and counts
    // are its search's own.
    let solved = Tessera::new().args(["polyssimo", "solve", win, "-q"]).run();
    let best = format!("best move: {}", doc["winning_move"].as_str().unwrap());
    let lines: Vec<&str> = solved.stdout.lines().collect();
    for line in ["to move: player 1", &best, "value: 1 for player 1"] {
        assert!(lines.contains(&line), "{line}: {}", solved.stdout);
    }
    let dir = TempDir::new();
    let (game, lost) = (dir.path("g.yaml"), dir.path("lost.yaml"));
    let winning = doc["winning_move"].as_str().unwrap();
    Tessera::new()
        .args(["play", "import", win, "-o"])
        .arg(&game)
        .run();
    Tessera::new()
        .args(["play", "apply"])
        .arg(&game)
        .arg(winning)
        .run();
    Tessera::new()
        .args(["play", "export"])
        .arg(&game)
        .arg("-o")
        .arg(&lost)
        .run();
    Tessera::new()
        .args(["golomb", "prove", "-q"])
        .arg(&lost)
        .code(1)
        .run();
    Tessera::new()
        .args(["polyssimo", "solve", "-q"])
        .arg(&lost)
        .code(1)
        .run();
}

/// The small game after `opening` (a move such as `I b1 b2 b3 b4`): its position file, and
/// the opening's cells as the oracle's bits (row 1 at the top).
fn after_opening(opening: &str) -> (TempFile, u64) {
    let mut rows = vec![vec!['.'; 5]; 4];
    let mut words = opening.split(' ');
    let letter = words.next().unwrap().chars().next().unwrap();
    let mut cells = 0u64;
    for cell in words {
        let col = usize::from(cell.as_bytes()[0] - b'a');
        let row: usize = cell[1..].parse().unwrap();
        rows[row - 1][col] = letter;
        cells |= 1 << ((row - 1) * 5 + col);
    }
    let board: String = rows
        .iter()
        .map(|r| format!("  {}\n", r.iter().collect::<String>()))
        .collect();
    let position = small_game().beside("after.yaml");
    std::fs::write(
        &position,
        format!("mode: golomb\nset: set.yaml\nboard: |\n{board}"),
    )
    .unwrap();
    (position, cells)
}

#[test]
fn a_lost_position_exits_1_proved_directly_and_merged_from_jobs() {
    let opening = json(&args(&small_game(), &["--json"]))["winning_move"]
        .as_str()
        .unwrap()
        .to_string();
    let (lost, cells) = after_opening(&opening);
    // The oracle, sharing no code with the prover, says the player to move there loses.
    let oracle = Oracle::new(4, 5, &TETROMINOES);
    let piece = (0..5).find(|&k| oracle.placements[k].contains(&cells));
    let mut pool = [true; 5];
    pool[piece.expect("the opening is a placement")] = false;
    assert!(!oracle.wins(cells, &mut pool), "{opening}");
    let direct = Tessera::new().args(args(&lost, &["--json"])).code(1).run();
    let direct: Value = serde_json::from_str(&direct.stdout).unwrap();
    assert_eq!(
        (&direct["wins"], &direct["winning_move"]),
        (&json!(false), &Value::Null)
    );
    let dir = temp_path("lost-jobs");
    run_ok(&args(&lost, &["--split", "2", "--out", path(&dir), "-q"]));
    for job in ["job-0001-of-0002.json", "job-0002-of-0002.json"] {
        run_ok(&args(&lost, &["--job", path(&dir.join(job)), "-q"]));
    }
    let merged = Tessera::new()
        .args(args(&lost, &["--merge", path(&dir), "--json"]))
        .code(1)
        .run();
    let merged: Value = serde_json::from_str(&merged.stdout).unwrap();
    assert_eq!(
        (&merged["wins"], &merged["jobs_merged"]),
        (&json!(false), &json!(2))
    );
}

/// The nine-left game after the first player's winning move there (the prover's, from the
/// nine-left position): every reply must be refuted, and they are spread over the jobs.
const NINE_LEFT_ANSWERED: &str = "\
mode: golomb
board: |
  IIIII...
  ........
  ...X....
  ..XXX.N.
  ...X.NN.
  .....N..
  L....N..
  LLLL....
";

#[test]
fn a_merge_missing_jobs_the_answer_needs_is_not_decided_and_exits_3() {
    let lost = temp_file("answered.yaml", NINE_LEFT_ANSWERED);
    Tessera::new().args(args(&lost, &["-q"])).code(1).run();
    let dir = temp_path("answered-jobs");
    run_ok(&args(&lost, &["--split", "2", "--out", path(&dir), "-q"]));
    run_ok(&args(
        &lost,
        &["--job", path(&dir.join("job-0001-of-0002.json")), "-q"],
    ));
    let half = Tessera::new()
        .args(args(&lost, &["--merge", path(&dir)]))
        .code(3)
        .run();
    let undecided = [
        "outcome: not decided yet: the jobs merged do not settle it",
        "still to prove: jobs 2",
    ];
    merged_text(&half.stdout, &undecided, "merged 1 of 2 jobs");
    let doc = Tessera::new()
        .args(args(&lost, &["--merge", path(&dir), "--json"]))
        .code(3)
        .run();
    let doc: Value = serde_json::from_str(&doc.stdout).unwrap();
    assert_eq!(
        (&doc["wins"], &doc["missing_jobs"], &doc["jobs_merged"]),
        (&Value::Null, &json!([2]), &json!(1))
    );
    run_ok(&args(
        &lost,
        &["--job", path(&dir.join("job-0002-of-0002.json")), "-q"],
    ));
    let all = Tessera::new()
        .args(args(&lost, &["--merge", path(&dir)]))
        .code(1)
        .run();
    let lost = ["outcome: the player to move loses (every move is refuted)"];
    merged_text(&all.stdout, &lost, "merged 2 of 2 jobs");
}

/// A merge's text: the lines `head`, then `merged` and the nodes and time the jobs took
/// (which vary with the machine and the threads).
fn merged_text(text: &str, head: &[&str], merged: &str) {
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), head.len() + 1, "{text}");
    assert_eq!(lines[..head.len()], *head, "{text}");
    let (words, figures) = lines[head.len()].split_once(": ").expect(text);
    assert_eq!(words, merged, "{text}");
    let (nodes, seconds) = figures.split_once(" nodes, ").expect(text);
    assert!(nodes.parse::<u64>().is_ok(), "{text}");
    let seconds = seconds.strip_suffix(" s of search").expect(text);
    assert!(seconds.parse::<f64>().is_ok(), "{text}");
}
