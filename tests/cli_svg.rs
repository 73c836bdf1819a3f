//! `--svg FILE` on every command that draws: the SVG is read back with an XML parser and its
//! contents checked — one outline per piece and the cells it covers (against the text
//! output or a hand-worked answer), the area each outline encloses, the legend's names, the
//! class of each hole — and bad destinations are refused with no partial file left.

use crate::support::board_text::{cells_drawn, read_board};
use crate::support::{TempDir, Tessera, temp_file, tessera};
use std::collections::{BTreeMap, BTreeSet};

/// What a test reads from a picture.
#[derive(Debug)]
struct Picture {
    title: String,
    /// `(data-caption, outlines)` for each panel.
    panels: Vec<(String, Vec<Shape>)>,
    legend: Vec<String>,
    notes: Vec<String>,
    /// `(data-owner, data-cell)` of each chip.
    chips: Vec<(String, String)>,
    /// `(data-class, data-from, data-to)` of each line.
    segments: Vec<(String, String, String)>,
}

/// A piece (`class="piece"`) or a region (`class="region"`).
#[derive(Debug, Clone)]
struct Shape {
    class: String,
    /// `data-piece` for a piece, `data-class` for a region.
    name: String,
    cells: Vec<String>,
    data: BTreeMap<String, String>,
}

fn text_of(node: roxmltree::Node) -> String {
    node.descendants()
        .filter(|n| n.is_text())
        .map(|n| n.text().unwrap_or(""))
        .collect()
}

/// The twice signed area enclosed by a path of `M x y L x y … Z` loops.
fn doubled_area(d: &str) -> i64 {
    let mut total = 0;
    for part in d.split('M').filter(|p| !p.trim().is_empty()) {
        let numbers: Vec<i64> = part
            .replace(['L', 'Z'], " ")
            .split_whitespace()
            .map(|n| n.parse().unwrap())
            .collect();
        let points: Vec<(i64, i64)> = numbers.chunks(2).map(|p| (p[0], p[1])).collect();
        let n = points.len();
        total += (0..n)
            .map(|i| {
                let (a, b) = (points[i], points[(i + 1) % n]);
                a.0 * b.1 - b.0 * a.1
            })
            .sum::<i64>();
    }
    total
}

/// Parses an SVG document and checks what holds for every picture: each outline's cells
/// are distinct and its path encloses exactly their area.
fn parse(svg: &str) -> Picture {
    let doc = roxmltree::Document::parse(svg).unwrap_or_else(|e| panic!("{e}: {svg}"));
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    let cell_side: i64 = doc
        .descendants()
        .find(|n| n.attribute("class") == Some("cell"))
        .map_or(32, |n| n.attribute("width").unwrap().parse().unwrap());
    let with_class = |class: &'static str| {
        doc.descendants()
            .filter(move |n| n.attribute("class") == Some(class))
    };
    let panels = with_class("panel")
        .map(|panel| {
            let caption = panel.attribute("data-caption").unwrap().to_string();
            let shapes = panel
                .descendants()
                .filter(|n| matches!(n.attribute("class"), Some("piece" | "region")))
                .map(|n| shape(n, cell_side))
                .collect();
            (caption, shapes)
        })
        .collect();
    let attr = |n: roxmltree::Node, a: &str| n.attribute(a).unwrap().to_string();
    Picture {
        title: with_class("title").map(text_of).collect(),
        panels,
        legend: with_class("legend")
            .filter(|n| n.tag_name().name() == "text")
            .map(text_of)
            .collect(),
        notes: with_class("note").map(text_of).collect(),
        chips: with_class("chip")
            .map(|n| (attr(n, "data-owner"), attr(n, "data-cell")))
            .collect(),
        segments: with_class("segment")
            .map(|n| {
                (
                    attr(n, "data-class"),
                    attr(n, "data-from"),
                    attr(n, "data-to"),
                )
            })
            .collect(),
    }
}

fn shape(node: roxmltree::Node, cell_side: i64) -> Shape {
    let class = node.attribute("class").unwrap().to_string();
    let key = if class == "piece" {
        "data-piece"
    } else {
        "data-class"
    };
    let cells: Vec<String> = node
        .attribute("data-cells")
        .unwrap()
        .split_whitespace()
        .map(String::from)
        .collect();
    let distinct: BTreeSet<&String> = cells.iter().collect();
    assert_eq!(distinct.len(), cells.len(), "cells given twice: {cells:?}");
    let area = doubled_area(node.attribute("d").unwrap());
    assert_eq!(
        area.abs(),
        2 * cells.len() as i64 * cell_side * cell_side,
        "the outline of {cells:?} encloses its cells' area"
    );
    let data = node
        .attributes()
        .filter_map(|a| {
            Some((
                a.name().strip_prefix("data-")?.to_string(),
                a.value().to_string(),
            ))
        })
        .collect();
    Shape {
        name: node.attribute(key).unwrap().to_string(),
        class,
        cells,
        data,
    }
}

/// Runs the command with `--svg -` and reads the picture from standard output.
fn picture(args: &[&str], code: i32) -> Picture {
    let mut all = args.to_vec();
    all.extend(["--svg", "-"]);
    let run = tessera(&all);
    assert_eq!(run.code, code, "{all:?}: {}", run.stderr);
    assert!(
        run.stdout.starts_with("<svg"),
        "only the SVG on stdout: {}",
        run.stdout
    );
    parse(&run.stdout)
}

/// The cells of each letter of a text drawing whose columns are `a`, `b`, … and rows 1, 2, …
fn cells_by_letter(rows: &[&str]) -> BTreeMap<char, BTreeSet<String>> {
    let mut cells: BTreeMap<char, BTreeSet<String>> = BTreeMap::new();
    for (r, row) in rows.iter().enumerate() {
        for (c, ch) in row.chars().enumerate() {
            let name = format!("{}{}", (b'a' + c as u8) as char, r + 1);
            cells.entry(ch).or_default().insert(name);
        }
    }
    cells
}

fn cell_set(cells: &[String]) -> BTreeSet<String> {
    cells.iter().cloned().collect()
}

fn pieces(shapes: &[Shape]) -> Vec<&Shape> {
    shapes.iter().filter(|s| s.class == "piece").collect()
}

#[test]
fn a_tiling_has_one_outline_per_piece_on_the_cells_the_text_shows() {
    let args = ["tile", "puzzles/polyomino/pentomino-6x10.yaml"];
    let text = tessera(&args);
    assert_eq!(text.code, 0);
    let rows: Vec<&str> = text.stdout.lines().collect();
    let expected = cells_by_letter(&rows);
    let pic = picture(&args, 0);
    assert_eq!(pic.panels.len(), 1);
    let drawn = pieces(&pic.panels[0].1);
    assert_eq!(drawn.len(), 12, "one outline per pentomino");
    for piece in drawn {
        let letter = piece.name.chars().next().unwrap();
        assert_eq!(piece.name.len(), 1);
        assert_eq!(cell_set(&piece.cells), expected[&letter], "{}", piece.name);
    }
    let names: BTreeSet<&str> = pic.legend.iter().map(String::as_str).collect();
    let letters: BTreeSet<&str> = "F I L N P T U V W X Y Z".split(' ').collect();
    assert_eq!(names, letters);
    assert_eq!(pic.title, "Pentominoes 6×10");
}

#[test]
fn a_sheet_of_tilings_draws_the_first_n() {
    let args = [
        "tile",
        "puzzles/polyomino/pentomino-3x20.yaml",
        "--all",
        "--limit",
        "3",
    ];
    let pic = picture(&args, 0);
    let captions: Vec<&str> = pic.panels.iter().map(|p| p.0.as_str()).collect();
    assert_eq!(captions, ["tiling 1", "tiling 2", "tiling 3"]);
    for (_, shapes) in &pic.panels {
        let covered: BTreeSet<String> = shapes.iter().flat_map(|s| s.cells.clone()).collect();
        assert_eq!(pieces(shapes).len(), 12);
        assert_eq!(covered.len(), 60, "the 3×20 board covered once");
    }
    assert!(pic.notes.iter().any(|n| n.starts_with("solutions: 3")));
}

#[test]
fn a_board_without_a_tiling_is_drawn_empty_and_exits_1() {
    let file = temp_file(
        "apart.yaml",
        "board: |\n  #.#\npieces:\n  - name: I2\n    shape: \"##\"\n",
    );
    let pic = picture(&["tile", file.to_str().unwrap()], 1);
    assert!(pieces(&pic.panels[0].1).is_empty());
    assert_eq!(pic.panels[0].0, "no tiling");
}

#[test]
fn names_from_puzzle_files_are_escaped() {
    let text =
        "name: a <b> & \"c\"\nboard: |\n  ##\npieces:\n  - name: \"<&>\"\n    shape: \"##\"\n";
    let file = temp_file("names.yaml", text);
    let pic = picture(&["tile", file.to_str().unwrap()], 0);
    assert_eq!(pic.title, "a <b> & \"c\"");
    assert_eq!(pieces(&pic.panels[0].1)[0].name, "<&>");
    assert_eq!(pic.legend, ["<&>"]);
}

#[test]
fn a_card_and_the_deck_as_pictures() {
    let pic = picture(&["cards", "show", "B03"], 0);
    assert!(
        pic.title.starts_with("B03 (black, 5 points"),
        "{}",
        pic.title
    );
    assert_eq!(pic.panels.len(), 1);
    assert!(pic.panels[0].1.is_empty(), "no pieces on an empty card");
    assert_eq!(pic.legend, ["hole to fill"]);
    assert_eq!(picture(&["cards"], 0).panels.len(), 52);
    let white = picture(&["cards", "--white"], 0);
    assert_eq!(white.panels.len(), 32);
    assert!(white.panels.iter().all(|p| p.0.starts_with('W')));
}

#[test]
fn a_fit_shows_the_filling_and_the_cells_filled_before() {
    // B13's hole is a4 a5 b4 c4 b5 c5 d5 e5; with a4 a5 filled, O4 can only go on
    // b4 c4 b5 c5, and I2 on d5 e5 (worked by hand).
    let args = ["fit", "B13", "--supply", "O4 I2", "--filled", "a4 a5"];
    let pic = picture(&args, 0);
    let shapes = &pic.panels[0].1;
    let found: BTreeMap<&str, BTreeSet<String>> = shapes
        .iter()
        .map(|s| (s.name.as_str(), cell_set(&s.cells)))
        .collect();
    let cells = |list: &str| list.split(' ').map(String::from).collect::<BTreeSet<_>>();
    assert_eq!(found["O4"], cells("b4 c4 b5 c5"));
    assert_eq!(found["I2"], cells("d5 e5"));
    assert_eq!(found["filled"], cells("a4 a5"));
    assert_eq!(shapes.len(), 3);
    assert_eq!(pic.legend, ["I2", "O4", "hole to fill", "filled before"]);
    let none = picture(&["fit", "B13", "--supply", "O1"], 1);
    assert!(pieces(&none.panels[0].1).is_empty());
    assert!(
        none.notes[0].starts_with("does not fit: too few cells"),
        "{:?}",
        none.notes
    );
}

/// The hole of a card, from the text of `cards show`.
fn hole(card: &str) -> BTreeSet<String> {
    let text = tessera(&["cards", "show", card]).stdout;
    let rows: Vec<&str> = text.lines().skip(1).collect();
    cells_drawn(&read_board(&rows), "#")
}

#[test]
fn an_upgrade_fills_the_card_with_the_pieces_the_plan_gets() {
    let pic = picture(&["upgrade", "B20", "--supply", "O1 I2"], 0);
    let shapes = &pic.panels[0].1;
    let covered: Vec<String> = shapes.iter().flat_map(|s| s.cells.clone()).collect();
    assert_eq!(covered.len(), 11, "no cell twice");
    assert_eq!(cell_set(&covered), hole("B20"));
    let mut kinds: Vec<&str> = shapes.iter().map(|s| s.name.as_str()).collect();
    kinds.sort_unstable();
    assert_eq!(kinds, ["I4", "L3", "T4"]);
    assert!(
        pic.notes.iter().any(|n| n == "1. upgrade O1 I2"),
        "{:?}",
        pic.notes
    );
}

#[test]
fn a_plan_draws_each_card_as_it_is_completed() {
    let args = ["plan", "puzzles/projectl/example-state.yaml", "-q"];
    let text = tessera(&args).stdout;
    let completed: Vec<&str> = text
        .lines()
        .filter_map(|l| l.trim().strip_prefix("completes "))
        .map(|l| &l[..3])
        .collect();
    assert_eq!(completed.len(), 4, "{text}");
    let pic = picture(&args, 0);
    let shown: Vec<&str> = pic.panels.iter().map(|p| &p.0[..3]).collect();
    assert_eq!(shown, completed);
    for (caption, shapes) in &pic.panels {
        let covered: Vec<String> = shapes.iter().flat_map(|s| s.cells.clone()).collect();
        assert_eq!(cell_set(&covered), hole(&caption[..3]), "{caption} is full");
        assert_eq!(
            covered.len(),
            hole(&caption[..3]).len(),
            "{caption}: no overlap"
        );
    }
}

#[test]
fn holes_are_shaded_by_class() {
    let pic = picture(
        &[
            "polyssimo",
            "holes",
            "puzzles/polyssimo/example-position.yaml",
        ],
        0,
    );
    let shapes = &pic.panels[0].1;
    let holes: Vec<(&str, String)> = shapes
        .iter()
        .filter(|s| s.class == "region")
        .map(|s| (s.name.as_str(), s.cells.join(" ")))
        .collect();
    assert_eq!(
        holes,
        [
            ("contested", "a1 b1 a2 b2 a3 b3".to_string()),
            ("dead", "j2 k2".to_string()),
            ("dead", "l3".to_string()),
        ]
    );
    let mut names: Vec<&str> = pieces(shapes).iter().map(|s| s.name.as_str()).collect();
    names.sort_unstable();
    assert_eq!(names, ["C06", "D06", "I", "L"]);
    for name in [
        "contested",
        "dead",
        "pentomino (coloured)",
        "hexomino (black and white)",
    ] {
        assert!(
            pic.legend.iter().any(|l| l == name),
            "{name}: {:?}",
            pic.legend
        );
    }
}

#[test]
fn a_reserved_hole_has_its_owner() {
    // a1-e1 is a straight hole of five closed by L (c2 d2 e2 f2 f1) and P (a2 b2 a3 b3 a4):
    // only Ann's I fits it.
    let top = ".....L......\nPPLLLL......\nPP..........\nP...........";
    let rest = "............\n".repeat(7);
    let text = format!(
        "board: |\n{}\nplayers:\n  - name: Ann\n    pieces: [I, X]\n  - name: Bob\n    pieces: [T, Y]\n",
        format!("{top}\n{rest}")
            .lines()
            .map(|l| format!("  {l}"))
            .collect::<Vec<_>>()
            .join("\n")
    );
    let file = temp_file("reserved.yaml", &text);
    let pic = picture(&["polyssimo", "holes", file.to_str().unwrap()], 0);
    let hole = pic.panels[0]
        .1
        .iter()
        .find(|s| s.class == "region")
        .unwrap();
    assert_eq!(hole.name, "reserved");
    assert_eq!(hole.cells.join(" "), "a1 b1 c1 d1 e1");
    assert_eq!(hole.data["owner"], "Ann");
    assert!(pic.legend.iter().any(|l| l == "reserved for Ann"));
}

#[test]
fn a_solved_line_is_numbered_on_the_board_after_the_best_move() {
    let args = [
        "polyssimo",
        "solve",
        "puzzles/polyssimo/endgame-8.yaml",
        "-q",
        // One thread: with more, the value is the same but the line may differ from run to
        // run (whichever thread proves its root move first), and two runs are compared.
        "--threads",
        "1",
    ];
    let text = tessera(&args).stdout;
    let line = text.lines().find_map(|l| l.strip_prefix("line: ")).unwrap();
    let moves: Vec<&str> = line.split(", ").collect();
    let pic = picture(&args, 0);
    let shapes = &pic.panels[0].1;
    for (i, mv) in moves.iter().enumerate() {
        let number = (i + 1).to_string();
        let drawn = shapes
            .iter()
            .find(|s| s.data.get("move") == Some(&number))
            .unwrap_or_else(|| panic!("move {number}"));
        let piece = drawn.data.get("piece").unwrap();
        assert_eq!(format!("{piece} {}", drawn.cells.join(" ")), *mv);
        assert_eq!(drawn.class, if i == 0 { "piece" } else { "region" });
    }
}

#[test]
fn play_show_draws_every_game() {
    let temp = TempDir::new();
    let dir = temp.folder();
    let file = |name: &str| dir.join(name).to_str().unwrap().to_string();
    let (pl, po, s25) = (file("pl.yaml"), file("po.yaml"), file("s25.yaml"));
    let ok = |args: &[&str]| assert_eq!(tessera(args).code, 0, "{args:?}");
    ok(&["play", "new", "project-l", "--seed", "7", "-o", &pl]);
    let pic = picture(&["play", "show", &pl], 0);
    let captions: Vec<&str> = pic.panels.iter().map(|p| p.0.as_str()).collect();
    assert_eq!(captions.len(), 8, "the offer: {captions:?}");
    assert!(captions[0].starts_with("white 1 · W") && captions[7].starts_with("black 4 · B"));
    assert!(pic.title.starts_with("Project L: player "), "{}", pic.title);

    ok(&["play", "new", "polyssimo", "--seed", "7", "-o", &po]);
    ok(&["play", "bot", &po, "--bot", "greedy", "--until", "end"]);
    let pic = picture(&["play", "show", &po], 0);
    let placed = tessera(&["play", "show", &po]).stdout;
    // `on the board: X16=c F (player 1); W L (player 2)`, the pieces each player placed,
    // or, too long for a line, each group on a line of its own under `on the board:`.
    let mut lines = placed
        .lines()
        .skip_while(|l| !l.starts_with("on the board:"));
    let groups: Vec<String> = match lines.next().unwrap().strip_prefix("on the board: ") {
        Some(one_line) => one_line.split("; ").map(String::from).collect(),
        None => (lines.map_while(|l| l.strip_prefix("  ")))
            .map(String::from)
            .collect(),
    };
    let listed: usize = (groups.iter())
        .map(|group| group.rsplit_once(" (player ").unwrap().0.split(' ').count())
        .sum();
    assert_eq!(pieces(&pic.panels[0].1).len(), listed);

    let golomb = file("golomb.yaml");
    ok(&["play", "new", "golomb", "-o", &golomb]);
    ok(&["play", "bot", &golomb, "--until", "move"]);
    ok(&["play", "bot", &golomb, "--until", "move"]);
    let pic = picture(&["play", "show", &golomb], 0);
    assert_eq!(pieces(&pic.panels[0].1).len(), 2, "two pentominoes placed");
    assert!(pieces(&pic.panels[0].1).iter().all(|p| p.cells.len() == 5));
    assert!(pic.title.starts_with("Golomb's game: "), "{}", pic.title);
    // Who placed which: the first move's piece (its name the move's first word) player 1's.
    let file = std::fs::read_to_string(&golomb).unwrap();
    let first: Vec<&str> = (file.lines())
        .skip_while(|l| *l != "history:")
        .filter_map(|l| l.strip_prefix("- ")?.split(' ').next())
        .collect();
    let placed = [
        format!("placed by player 1: {}", first[0]),
        format!("placed by player 2: {}", first[1]),
    ];
    assert_eq!(pic.notes[..2], placed, "{:?}", pic.notes);

    ok(&["play", "new", "s25", "--seed", "3", "-o", &s25]);
    ok(&["play", "apply", &s25, "build a1 c1", "build b1 d6"]);
    let pic = picture(&["play", "show", &s25], 0);
    let mut chips = pic.chips.clone();
    chips.sort();
    let expected = [
        ("player 1", "a1"),
        ("player 1", "c1"),
        ("player 2", "b1"),
        ("player 2", "d6"),
    ];
    assert_eq!(chips, expected.map(|(o, c)| (o.to_string(), c.to_string())));
    // Player 1's lines of five with a chip of theirs: row 1's two lines hold b1 (blocked),
    // a1-a5 and c1-c5 hold no other chip (open).
    let mut lines = pic.segments.clone();
    lines.sort();
    let expected = [
        ("blocked", "a1", "e1"),
        ("blocked", "b1", "f1"),
        ("open", "a1", "a5"),
        ("open", "c1", "c5"),
    ];
    assert_eq!(
        lines,
        expected.map(|(a, b, c)| (a.into(), b.into(), c.into()))
    );
    assert!(
        pic.legend
            .iter()
            .any(|l| l == "open line of five for player 1")
    );
}

#[test]
fn the_picture_is_written_to_a_file_and_the_text_still_shown() {
    let out = temp_file("tiling.svg", "old");
    let path = out.to_str().unwrap();
    let run = tessera(&[
        "tile",
        "puzzles/polyomino/pentomino-6x10.yaml",
        "--svg",
        path,
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        run.stdout.lines().count(),
        6,
        "the text tiling: {}",
        run.stdout
    );
    let pic = parse(&std::fs::read_to_string(&out).unwrap());
    assert_eq!(pieces(&pic.panels[0].1).len(), 12);
}

#[test]
fn an_svg_that_cannot_be_written_is_refused_with_no_file_left() {
    let temp = TempDir::new();
    let dir = temp.folder();
    let no_folder = dir.join("no-such-folder");
    let missing = no_folder.join("out.svg");
    let missing = missing.to_str().unwrap();
    let refusal = format!(
        "--svg {missing}: there is no folder {} to write it in",
        no_folder.display()
    );
    Tessera::new()
        .args(["cards", "show", "W01", "--svg", missing])
        .refused(&refusal)
        .run();
    // Told before the work: the tiling is neither searched for nor printed.
    Tessera::new()
        .args([
            "tile",
            "puzzles/polyomino/pentomino-6x10.yaml",
            "--svg",
            missing,
        ])
        .stdout("")
        .refused(&refusal)
        .run();
    // A read-only picture, and a file named as its folder, are told before the work too:
    // the answer (exit 1 here) would be printed and then lost to exit 2.
    let read_only = dir.join("read-only.svg");
    std::fs::write(&read_only, "<svg/>").unwrap();
    crate::support::make_read_only(&read_only);
    let r = read_only.to_str().unwrap();
    Tessera::new()
        .args(["fit", "W05", "--supply", "L4 I4 O1", "--svg", r])
        .stdout("")
        .refused(&format!(
            "--svg {r}: the file is read-only: make it writable first"
        ))
        .run();
    assert_eq!(std::fs::read_to_string(&read_only).unwrap(), "<svg/>");
    let under_a_file = read_only.join("out.svg");
    Tessera::new()
        .args(["cards", "show", "W01", "--svg"])
        .arg(&under_a_file)
        .stdout("")
        .refused(&format!(
            "--svg {}: {r} is a file, not a folder",
            under_a_file.display()
        ))
        .run();
    // So is standard error, kept for messages.
    for stderr in ["/dev/stderr", "/proc/self/fd/2"] {
        Tessera::new()
            .args([
                "tile",
                "puzzles/polyomino/pentomino-6x10.yaml",
                "--svg",
                stderr,
            ])
            .stdout("")
            .refused(&format!(
                "--svg {stderr}: standard error is for messages; write the picture to a file \
                 or to - (standard output)"
            ))
            .run();
    }
    // A folder cannot be replaced by the picture; nothing is left beside it either.
    let folder = dir.join("a-folder");
    std::fs::create_dir(&folder).unwrap();
    let before: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    // Told before the work too: no fitting is printed.
    Tessera::new()
        .args(["fit", "W01", "--supply", "I2", "--svg"])
        .arg(&folder)
        .stdout("")
        .refused(&format!(
            "--svg {}: it is a folder, not a file: name a file in it (--svg {})",
            folder.display(),
            folder.join("picture.svg").display()
        ))
        .run();
    let after: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(before, after, "no temporary file left");
    assert!(folder.is_dir());
    Tessera::new()
        .args(["cards", "show", "W01", "--json", "--svg", "-"])
        .refused("--svg - and --json both write to standard output: give --svg a file name")
        .run();
    Tessera::new()
        .args(["tile", "puzzles/polyomino/pentomino-6x10.yaml", "--count"])
        .args(["--svg", "x.svg"])
        .code(2)
        .stderr(
            "tessera: error: the argument '--count' cannot be used with '--svg <FILE>'\n\nUsage: \
             tessera tile --count <FILE>\n\nFor more information, try '--help'.\n",
        )
        .run();
}

#[test]
fn a_file_that_is_not_a_picture_is_never_written_over() {
    // `--svg g.yaml` for `--svg g.svg` (a slip of Tab completion) would lose the game.
    let temp = TempDir::new();
    let game = temp.folder().join("g.yaml");
    let g = game.to_str().unwrap();
    let run = tessera(&["play", "new", "s25", "--seed", "1", "-o", g]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let before = std::fs::read(&game).unwrap();
    let run = tessera(&["play", "show", g, "--svg", g]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    let refusal = format!(
        "--svg {g}: the file exists and is not an SVG picture, so writing the picture would \
         lose it"
    );
    assert!(run.stderr.contains(&refusal), "{}", run.stderr);
    assert_eq!(
        std::fs::read(&game).unwrap(),
        before,
        "the game is unchanged"
    );
    // A picture, whatever its name, is replaced, as is any file named `.svg`.
    let picture = temp.folder().join("picture");
    let p = picture.to_str().unwrap();
    for _ in 0..2 {
        let run = tessera(&["play", "show", g, "--svg", p]);
        assert_eq!(run.code, 0, "{}", run.stderr);
    }
    assert!(
        parse(&std::fs::read_to_string(&picture).unwrap())
            .chips
            .is_empty()
    );
}
