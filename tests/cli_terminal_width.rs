//! Text and errors at a narrow terminal: every command's long lines are broken at spaces
//! to the terminal's width (driven through a pseudo-terminal, its size set with `stty`),
//! while a pipe gets each line whole; and `play vs` on a terminal too short for a drawing
//! draws the position in fewer lines.

use crate::support::{new_game, run_ok, temp_file, temp_path, tessera};
use rexpect::session::{Options, PtySession, spawn_with_options};
use std::process::Command;

/// What `tessera ARGS` writes (standard output, then standard error) on a terminal
/// `columns` wide.
fn at_terminal(columns: usize, args: &[&str]) -> String {
    let mut session = spawned((columns, 24), args, " 2>&1");
    session.exp_eof().expect("the command ends")
}

/// `tessera ARGS` started on a terminal of `(columns, rows)`, `redirect` after it in the
/// shell's line (`2>&1`), without colour.
fn spawned((columns, rows): (usize, usize), args: &[&str], redirect: &str) -> PtySession {
    let quoted: Vec<String> = args.iter().map(|a| format!("'{a}'")).collect();
    let script = format!(
        "stty cols {columns} rows {rows}; exec '{}' {}{redirect}",
        env!("CARGO_BIN_EXE_tessera"),
        quoted.join(" ")
    );
    let mut command = Command::new("sh");
    command.args(["-c", &script]).env("NO_COLOR", "1");
    let options = Options::new()
        .timeout_ms(Some(60_000))
        .strip_ansi_escape_codes(true);
    spawn_with_options(command, options).expect("a pseudo-terminal")
}

#[test]
fn long_lines_are_broken_to_a_narrow_terminal_and_kept_whole_in_a_pipe() {
    let file = new_game("project-l", "g.yaml", &["--seed", "3"]);
    let f = file.to_str().unwrap();
    let slip = "master W01 O1 a1 W02 I2 b1";
    let said = at_terminal(40, &["play", "apply", f, slip]);
    let lines: Vec<&str> = said.lines().map(|l| l.trim_end_matches('\r')).collect();
    assert!(lines.len() > 3, "{said}");
    assert!(lines.iter().all(|l| l.chars().count() <= 40), "{said}");
    assert!(lines[0].starts_with("tessera: error:"), "{said}");
    assert!(lines[1..].iter().all(|l| l.starts_with("  ")), "{said}");
    // The words are the pipe's, in the same order.
    let piped = tessera(&["play", "apply", f, slip]).stderr;
    assert_eq!(piped.lines().count(), 1, "{piped}");
    let words = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert_eq!(words(&said), words(&piped));
    // Standard output too: the hint's plan.
    let hint = at_terminal(40, &["play", "hint", f]);
    assert!(
        hint.lines()
            .all(|l| l.trim_end_matches('\r').chars().count() <= 40),
        "{hint}"
    );
}

/// The lines `tessera ARGS` writes on a terminal `columns` wide, read as UTF-8 (the
/// pseudo-terminal's bytes come back one char each), without their carriage returns.
fn lines_at_terminal(columns: usize, args: &[&str]) -> Vec<String> {
    let bytes: Vec<u8> = at_terminal(columns, args)
        .chars()
        .map(|c| c as u8)
        .collect();
    let said = String::from_utf8(bytes).expect("UTF-8");
    said.lines()
        .map(|l| l.trim_end_matches('\r').to_string())
        .collect()
}

#[test]
fn play_show_lays_the_drawing_out_for_a_narrow_terminal_and_keeps_every_word() {
    // The draft's middle lists 24 pieces (a line of 103 characters in one row) and a
    // Структура 25 player's line is up to 66: at 60 columns both are laid out again.
    for game in ["polyssimo", "s25"] {
        let file = new_game(game, &format!("{game}-narrow.yaml"), &["--seed", "3"]);
        let f = file.to_str().unwrap();
        // At 50 columns the status (`… (drafts a piece: take PIECE)`, 53) is broken too.
        let shown = lines_at_terminal(50, &["play", "show", f]);
        let widest = shown.iter().map(|l| l.chars().count()).max();
        assert!(widest <= Some(50), "{game}: {shown:#?}");
        let piped = tessera(&["play", "show", f]).stdout;
        assert!(
            piped.lines().any(|l| l.chars().count() > 50),
            "{game}: {piped}"
        );
        let words = |text: &str| {
            let mut words: Vec<String> = text.split_whitespace().map(String::from).collect();
            words.sort();
            words
        };
        assert_eq!(words(&shown.join("\n")), words(&piped), "{game}");
    }
}

#[test]
fn what_a_bots_moves_did_is_broken_to_the_terminal_as_prose() {
    // The solo game's accounts are long (the locks, the virtual opponent's take).
    let file = new_game(
        "project-l",
        "solo-told.yaml",
        &["--solo", "hard", "--seed", "6"],
    );
    let f = file.to_str().unwrap();
    let read = at_terminal(50, &["play", "bot", f, "--until", "turn"]);
    // The pseudo-terminal's bytes come back one char each: read them as UTF-8 (`—`, `→`).
    let bytes: Vec<u8> = read.chars().map(|c| c as u8).collect();
    let said = String::from_utf8(bytes).expect("UTF-8");
    let lines: Vec<&str> = said.lines().map(|l| l.trim_end_matches('\r')).collect();
    assert!(lines.iter().all(|l| l.chars().count() <= 50), "{said}");
    // Three actions told, each broken into lines indented under it, then the status.
    let told = lines.iter().filter(|l| l.starts_with("greedy: ")).count();
    assert_eq!(told, 3, "{said}");
    assert!(lines.len() > 4, "{said}");
    assert!(lines.last().unwrap().starts_with("move 4: "), "{said}");
}

#[test]
fn a_files_contents_are_never_broken_and_a_drawing_is_laid_out_whole() {
    // A Polyssimo game ten moves from its end: the position's list of placements and the
    // drawing's rows of pieces in hand are lines of over 30 characters.
    let file = new_game("polyssimo", "p.yaml", &["--seed", "3"]);
    let f = file.to_str().unwrap();
    run_ok(&["play", "bot", f, "--bot", "greedy", "--until", "end"]);
    run_ok(&["play", "undo", f, "10"]);
    let args = ["play", "export", f];
    let shown = at_terminal(30, &args).replace('\r', "");
    let piped = tessera(&args).stdout;
    assert!(piped.lines().any(|l| l.chars().count() > 30), "{piped}");
    assert_eq!(shown, piped, "{args:?}");
    // The drawing is laid out again for the width, its shapes in fewer a row, each whole:
    // the same words (a shape's row is one word a cell), no line past the 30 columns.
    let shown = lines_at_terminal(30, &["play", "show", f]);
    assert!(shown.iter().all(|l| l.chars().count() <= 30), "{shown:#?}");
    let sorted = |text: &str| {
        let mut words: Vec<&str> = text.split_whitespace().collect();
        words.sort();
        words.join(" ")
    };
    let piped = tessera(&["play", "show", f]).stdout;
    assert_eq!(sorted(&shown.join("\n")), sorted(&piped));
}

/// What `play vs ARGS` shows before its first prompt on a terminal of `rows` rows and 80
/// columns, from the drawing's first line (the first that begins with `first`, spaces
/// aside) to the status line; the person then quits.
fn first_screen(rows: usize, args: &[&str], first: &str) -> Vec<String> {
    sized_screen((80, rows), args, first)
}

/// [`first_screen`] on a terminal of `(columns, rows)`.
fn sized_screen(size: (usize, usize), args: &[&str], first: &str) -> Vec<String> {
    let mut session = spawned(size, &[&["play", "vs"], args].concat(), "");
    let shown = session.exp_string("(you)> ").expect("the prompt");
    session.send_line("quit").expect("quit typed");
    session.exp_eof().expect("the command ends");
    let lines = shown.lines().map(|l| l.trim_end_matches('\r').to_string());
    let drawing: Vec<String> = lines
        .skip_while(|l| !l.trim_start().starts_with(first))
        .take_while(|l| !l.starts_with("move "))
        .collect();
    assert!(!drawing.is_empty(), "{shown}");
    drawing
}

#[test]
fn a_short_terminal_gets_the_polyssimo_board_with_the_hand_beside_it() {
    // Drafted in advance (player 1 the pentominoes), so that player 2, who took the last
    // piece, places first and player 1 is then to place.
    let draft = temp_file(
        "short-screen-draft.yaml",
        "- [F, I, L, N, P, T, U, V, W, X, Y, Z]\n\
         - [C06, D06, X16, G06, M06, Z16, U06, F06, F16, F36, F26, W26]\n",
    );
    let game = temp_path("short-screen.yaml");
    let (d, g) = (draft.to_str().unwrap(), game.to_str().unwrap());
    let args = [
        "polyssimo",
        "-o",
        g,
        "--draft",
        d,
        "--bot",
        "greedy",
        "--seed",
        "1",
    ];
    let short = first_screen(24, &args, "a b c");
    // The board's 11 rows, player 1's pieces beside it; player 2's hand by names.
    assert!(short[0].ends_with("player 1:"), "{short:#?}");
    assert!(short.len() <= 24 - 4, "{short:#?}");
    let named = short.iter().find(|l| l.starts_with("player 2: ")).unwrap();
    assert_eq!(named.split(' ').count(), 2 + 11, "{named}");
    // A screen tall enough gets the full drawing, every hand drawn as shapes.
    std::fs::remove_file(&game).unwrap();
    let full = first_screen(60, &args, "a b c");
    assert_eq!(full[0].trim_end(), "   a b c d e f g h i j k l");
    assert!(full.len() > 24, "{full:#?}");
}

#[test]
fn a_short_terminal_gets_project_ls_offer_half_as_tall() {
    let game = temp_path("short-screen-l.yaml");
    let args = ["project-l", "-o", game.to_str().unwrap(), "--seed", "3"];
    let short = first_screen(24, &args, "white");
    // Each row of the offer in four lines: its name beside the cards, then the captions.
    assert!(short[0].starts_with("white  "), "{short:#?}");
    assert!(short[1].starts_with("deck "), "{short:#?}");
    assert!(short[4].starts_with("black  "), "{short:#?}");
    assert!(short.len() <= 24 - 4, "{short:#?}");
    std::fs::remove_file(&game).unwrap();
    let full = first_screen(60, &args, "white");
    assert!(full[0].starts_with("white (deck "), "{full:#?}");
}

/// The widest of `lines`, in characters: the pseudo-terminal gives each byte as a
/// character, so a block character (`█`, three bytes) is read back as one (a line that
/// holds a character past one byte was read decoded already, and is counted as it is).
fn widest(lines: &[String]) -> usize {
    let characters = |line: &String| {
        if line.chars().any(|c| u32::from(c) > 0xFF) {
            return line.chars().count();
        }
        let bytes: Vec<u8> = line.chars().map(|c| c as u8).collect();
        String::from_utf8_lossy(&bytes).chars().count()
    };
    lines.iter().map(characters).max().unwrap_or(0)
}

#[test]
fn a_narrow_terminal_gets_golombs_pool_beside_the_board_within_its_width() {
    let game = temp_path("narrow-golomb.yaml");
    let args = ["golomb", "-o", game.to_str().unwrap(), "--seat", "2"];
    let short = sized_screen((60, 20), &args, "a b c");
    // 58 columns for the drawing: the board's 17 and a gap of 3 leave 38 for the pool,
    // four pentominoes a row of shapes (the widest, I, takes 9 columns) where 80 hold six.
    assert!(widest(&short) <= 58, "{short:#?}");
    assert!(short[0].ends_with("pool:"), "{short:#?}");
    // The drawing, the status and the prompt, and a line above, within the 20 rows.
    assert!(short.len() <= 20 - 3, "{short:#?}");
    // 50 columns leave 28 beside the board, too few for shapes: under it they pass the
    // screen's height, so the pool is named: the twelve pentominoes less the bot's one.
    std::fs::remove_file(&game).unwrap();
    let narrower = sized_screen((50, 20), &args, "a b c");
    assert!(widest(&narrower) <= 48, "{narrower:#?}");
    let pool = narrower.iter().find(|l| l.starts_with("pool: ")).unwrap();
    assert_eq!(pool.split(' ').count(), 1 + 11, "{pool}");
}

#[test]
fn a_narrow_terminal_gets_the_polyssimo_draft_within_its_width() {
    let game = temp_path("narrow-draft.yaml");
    let args = ["polyssimo", "-o", game.to_str().unwrap(), "--seed", "5"];
    let short = sized_screen((60, 20), &args, "middle:");
    assert!(widest(&short) <= 58, "{short:#?}");
    // The 24 pieces as shapes take over 17 lines at 56 columns: they are named, the first
    // five pentominoes first.
    assert!(short.len() <= 20 - 3, "{short:#?}");
    assert!(
        short.iter().any(|l| l.starts_with("  F I L N P ")),
        "{short:#?}"
    );
    assert!(short.last().unwrap().starts_with("hands: "), "{short:#?}");
}

#[test]
fn a_narrow_terminal_gets_fewer_of_project_ls_cards_a_row() {
    let game = temp_path("narrow-l.yaml");
    let args = ["project-l", "-o", game.to_str().unwrap(), "--seed", "5"];
    let short = sized_screen((50, 24), &args, "white");
    // 48 columns: the row's name (7) and 2 leave 39 for cards 10 wide 3 apart: three a
    // line, the fourth under them; each card's caption whole on its line.
    assert!(widest(&short) <= 48, "{short:#?}");
    let captions: Vec<&String> = (short.iter())
        .filter(|l| l.split_whitespace().any(|w| w.ends_with("pt")))
        .collect();
    let per_line: Vec<usize> = (captions.iter())
        .map(|l| l.split_whitespace().filter(|w| w.ends_with("pt")).count())
        .collect();
    assert_eq!(per_line, [3, 1, 3, 1], "{short:#?}");
}

#[test]
fn a_narrow_terminal_gets_structura_25s_players_broken_after_their_commas() {
    let game = temp_path("narrow-s25.yaml");
    let args = ["s25", "-o", game.to_str().unwrap(), "--seed", "5"];
    let short = sized_screen((50, 24), &args, "a b c");
    // 48 columns: a player's line (65 at the start) goes on after its second comma; the
    // grid (13 wide) and the supply's line stay whole.
    assert!(widest(&short) <= 48, "{short:#?}");
    assert_eq!(
        short[7..],
        [
            "player 1 (A): score 0, 10 chips in hand,",
            "  0 tokens held (0 earned)",
            "player 2 (B): score 0, 10 chips in hand,",
            "  0 tokens held (0 earned)",
            "supply: 8 tokens; round 1 of 60",
        ],
        "{short:#?}"
    );
}
