//! `tessera tile --distinct` with one-sided pieces: the reflections count once exactly when
//! the set is closed under mirroring, by the search and the frontier count alike, and the
//! count says which symmetries it counted once.

use crate::support::oracle::{self, OraclePiece};
use crate::support::{TempFile, temp_file, tessera};

const L: &str = "#.\n#.\n##";
const J: &str = ".#\n.#\n##";

/// A puzzle of `rows` × `columns` with the drawn pieces `(name, drawing, max)`.
fn puzzle(
    name: &str,
    (rows, columns): (usize, usize),
    pieces: &[(&str, &str, u32)],
    one_sided: bool,
) -> TempFile {
    let row = format!("  {}\n", "#".repeat(columns));
    let mut text = format!("board: |\n{}pieces:\n", row.repeat(rows));
    for (piece, drawing, max) in pieces {
        let shape: String = drawing.lines().map(|l| format!("      {l}\n")).collect();
        text += &format!("  - name: {piece}\n    shape: |\n{shape}    max: {max}\n");
    }
    text += &format!("one_sided: {one_sided}\n");
    temp_file(name, &text)
}

/// `tile FILE --count [--distinct] --method M` by both methods: their common output.
fn counted(file: &TempFile, distinct: bool) -> String {
    let path = file.to_str().unwrap();
    let outputs: Vec<String> = ["search", "dp"]
        .iter()
        .map(|method| {
            let mut args = vec!["tile", path, "--count", "--method", method];
            args.extend(distinct.then_some("--distinct"));
            let run = tessera(&args);
            assert_eq!(run.code, 0, "{method}: {}", run.stderr);
            run.stdout
        })
        .collect();
    assert_eq!(outputs[0], outputs[1], "search, then dp");
    outputs[0].clone()
}

/// The free L tetromino's tilings of `rows` × `columns` by the test oracle (which shares no
/// code with the program), all and up to rotation and reflection.
fn free_l_by_the_oracle(rows: i32, columns: i32) -> (usize, usize) {
    let board: Vec<(i32, i32)> = (0..rows)
        .flat_map(|r| (0..columns).map(move |c| (r, c)))
        .collect();
    let l = OraclePiece {
        cells: vec![(0, 0), (1, 0), (2, 0), (2, 1)],
        min: 0,
        max: 6,
    };
    let pieces = [l];
    let tilings = oracle::tilings(&board, &pieces, true);
    let distinct = oracle::distinct_count(&board, &pieces, &tilings, true);
    (tilings.len(), distinct)
}

#[test]
fn l_and_j_one_sided_count_as_free_l_up_to_reflection() {
    // A free L tetromino lies on the board either as one of the four rotations of L or as
    // one of the four of J (its mirror image; L is not its own). So a tiling by free L's
    // is exactly a tiling by one-sided L's and J's, each piece named by its orientation:
    // the same cell partitions, as many tilings. A reflection of the board turns every
    // L into a J and back, and L and J have the same count (max 6, the 24 cells' worth),
    // so it maps the one-sided tilings to themselves as it maps the free ones: up to
    // rotation and reflection the classes are the same too.
    let (all, distinct) = free_l_by_the_oracle(4, 6);
    // The naive oracle's 4×6 figures, checked here so that a change to it shows.
    assert_eq!((all, distinct), (42, 12));
    let one_sided = puzzle("lj.yaml", (4, 6), &[("L", L, 6), ("J", J, 6)], true);
    let free = puzzle("l.yaml", (4, 6), &[("L", L, 6)], false);
    for file in [&one_sided, &free] {
        assert_eq!(counted(file, false), format!("solutions: {all}\n"));
        assert_eq!(
            counted(file, true),
            format!("solutions: {distinct} (rotations and reflections counted once)\n")
        );
    }
    // The listing agrees: twelve drawn, and the same words.
    let run = tessera(&["tile", one_sided.to_str().unwrap(), "--all", "--distinct"]);
    assert_eq!(run.stdout.matches("tiling ").count(), 12);
    assert!(
        run.stdout
            .ends_with("\nsolutions: 12 (rotations and reflections counted once)\n"),
        "{}",
        run.stdout
    );
}

/// A puzzle's name, pieces, count and count up to symmetry.
type Case<'a> = (&'a str, &'a [(&'a str, &'a str, u32)], u32, &'a str);

#[test]
fn a_one_sided_set_not_closed_under_mirroring_counts_rotations_only() {
    // Two L tetrominoes on a 2×4: "###." over "#..." with "...#" over ".###" (its
    // half-turn) is the only tiling — three in a row, then the fourth cell under an end
    // (under the middle it would cut off a corner cell), and the rest must be an L too.
    // Its mirror image is made of two J, which the set lacks: one tiling, one class, and
    // only the rotations (the identity and the half-turn) are counted once.
    // With J too: at most one J, the J tiling (two J) cannot be made, so the one L tiling
    // stays alone; with up to three J it can, the two tilings are mirror images but not
    // rotations of each other (the set is not closed: two classes); with as many J as L
    // the reflection is a symmetry of the set and makes them one class.
    let cases: [Case; 4] = [
        ("l-only", &[("L", L, 2)], 1, "1 (rotations counted once)"),
        (
            "fewer-j",
            &[("L", L, 2), ("J", J, 1)],
            1,
            "1 (rotations counted once)",
        ),
        (
            "more-j",
            &[("L", L, 2), ("J", J, 3)],
            2,
            "2 (rotations counted once)",
        ),
        (
            "same",
            &[("L", L, 2), ("J", J, 2)],
            2,
            "1 (rotations and reflections counted once)",
        ),
    ];
    for (name, pieces, all, distinct) in cases {
        let file = puzzle(&format!("{name}.yaml"), (2, 4), pieces, true);
        assert_eq!(
            counted(&file, false),
            format!("solutions: {all}\n"),
            "{name}"
        );
        assert_eq!(
            counted(&file, true),
            format!("solutions: {distinct}\n"),
            "{name}"
        );
    }
}

#[test]
fn the_dp_stats_name_the_symmetries_averaged() {
    // A 2×4 has four symmetries: the identity, the half-turn and two reflections.
    let only_l = puzzle("l-only.yaml", (2, 4), &[("L", L, 2)], true);
    let same = puzzle("same.yaml", (2, 4), &[("L", L, 2), ("J", J, 2)], true);
    for (file, order) in [(&only_l, 2), (&same, 4)] {
        let path = file.to_str().unwrap();
        let run = tessera(&[
            "tile",
            path,
            "--count",
            "--distinct",
            "--method",
            "dp",
            "--stats",
        ]);
        assert!(
            run.stdout.contains(&format!("\nsymmetries: {order} ")),
            "{}",
            run.stdout
        );
    }
}
