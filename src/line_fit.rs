//! Long lines of text broken to fit a terminal's width, the way a person reads them: a
//! list of moves between its moves, other lines after their commas when the parts fit,
//! else at spaces, the rest of a broken line indented under its start. `play vs` fits
//! every event; every other command's text, and its errors, are fitted when they go to a
//! terminal (see `cli::report::fit_text_to`); Структура 25's short drawing fits its lines
//! with it too. Text only: nothing here knows a game or writes anything.

/// `lines` broken to fit `columns`, the rest of a broken line indented two spaces more
/// than its first: a list of moves (`a | b | c`) between its moves, keeping the bar at the
/// end of the line; a hint's turn before each `then`; any other line after its commas when
/// its parts fit so, else at spaces (what is in brackets is not broken at its own
/// semicolons and commas first); a line with colours (a board) is left whole, and so is every line when the
/// terminal is narrower than `NARROWEST` (20 columns).
pub fn fit(lines: Vec<String>, columns: usize) -> Vec<String> {
    if columns < NARROWEST {
        return lines;
    }
    let mut fitted = Vec::with_capacity(lines.len());
    for line in lines {
        if line.chars().count() <= columns || line.contains('\x1b') {
            fitted.push(line);
            continue;
        }
        let body = line.trim_start();
        let indent = match line.len() - body.len() {
            deep if deep > columns / 2 => "",
            shallow => &line[..shallow],
        };
        let pieces = broken(body, columns - indent.len() - 2);
        let (first, rest) = pieces.split_first().expect("a line");
        fitted.push(format!("{indent}{first}"));
        fitted.extend(rest.iter().map(|piece| format!("{indent}  {piece}")));
    }
    fitted
}

/// `text` in pieces of at most `width` characters where it can be (see [`fit`]): at the
/// first of its clauses (`; `), moves (` | `) or commas whose parts all fit; failing that,
/// at the first of them it has, a part still too wide broken again the same way, unless
/// breaking at spaces alone takes fewer lines (see [`by_words`]).
fn broken(text: &str, width: usize) -> Vec<String> {
    if text.chars().count() <= width {
        return vec![text.to_string()];
    }
    let present = || {
        JOINTS
            .iter()
            .filter(|joint| outside_brackets(text, joint.split).len() > 1)
    };
    for joint in present() {
        let pieces = packed(outside_brackets(text, joint.split), joint, width);
        if pieces.iter().all(|piece| piece.chars().count() <= width) {
            return pieces;
        }
    }
    let by_words = by_words(text, width);
    let Some(joint) = present().next() else {
        return by_words;
    };
    let nested: Vec<String> = packed(outside_brackets(text, joint.split), joint, width)
        .iter()
        .flat_map(|piece| broken(piece, width))
        .collect();
    match nested.len() <= by_words.len() {
        true => nested,
        false => by_words,
    }
}

/// `text` broken at spaces into lines of at most `width` characters, each line as full as
/// it can be unless a comma lies in its second half: then it is broken there, so that the
/// items of a list broken at spaces (a plan's `7. upgrade O1 I2`) stay whole where they
/// can. (Not at a bar: a list of moves broken at spaces is one whose last part is not a
/// move, `… and 28 more`, and filling the line lists more moves in `play vs`.)
fn by_words(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
        let length = |text: &str| text.chars().count();
        if !line.is_empty() && length(&line) + 1 + length(word) > width {
            let (kept, rest) = at_last_comma(&line, width / 2);
            lines.push(kept.to_string());
            line = rest.to_string();
            if !line.is_empty() && length(&line) + 1 + length(word) > width {
                lines.push(std::mem::take(&mut line));
            }
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    lines.push(line);
    lines
}

/// `line` parted after its last comma (kept) when it and what comes before it are more
/// than `least` characters, else whole and nothing after (as when it ends at a comma, the
/// space after it being where it breaks).
fn at_last_comma(line: &str, least: usize) -> (&str, &str) {
    let spaced = format!("{line} ");
    let last = spaced
        .rfind(", ")
        .filter(|&at| line[..=at].chars().count() > least);
    match last {
        Some(at) => (&line[..=at], &line[(at + 2).min(line.len())..]),
        None => (line, ""),
    }
}

/// Where a long line is broken, in order of preference: between clauses, between the moves
/// of a list, between the moves of a turn (before `then take W31`, the comma left out so
/// that each line is moves as typed; a move's own commas, as a master action's between its
/// placements, are not where it breaks), after commas (then at spaces).
const JOINTS: [Joint; 4] = [
    Joint::new("; ", ";", ""),
    Joint::new(" | ", " |", ""),
    Joint::new(", then ", "", "then "),
    Joint::new(", ", ",", ""),
];

/// Where a line breaks: what parts it (`split`), what of it ends the line before the break
/// (`end`) and what starts the line after (`start`).
struct Joint {
    split: &'static str,
    end: &'static str,
    start: &'static str,
}

impl Joint {
    const fn new(split: &'static str, end: &'static str, start: &'static str) -> Joint {
        Joint { split, end, start }
    }
}

/// `text` parted at each `split` outside brackets: `(seed 5; stalemate draw)` is one part,
/// as are `(2 points, reward I2)` and `(did you mean B08?)`.
fn outside_brackets<'a>(text: &'a str, split: &str) -> Vec<&'a str> {
    let mut parts = Vec::new();
    let (mut depth, mut from) = (0usize, 0);
    for (at, c) in text.char_indices() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth = depth.saturating_sub(1),
            _ if depth == 0 && at >= from && text[at..].starts_with(split) => {
                parts.push(&text[from..at]);
                from = at + split.len();
            }
            _ => {}
        }
    }
    parts.push(&text[from..]);
    parts
}

/// `units` joined by `joint` into lines of at most `width` characters (a longer unit
/// stands alone); a line broken at a joint keeps its `end` (` |`) at the end, and the next
/// begins with its `start`.
fn packed(units: Vec<&str>, joint: &Joint, width: usize) -> Vec<String> {
    let count = |text: &str| text.chars().count();
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for unit in units {
        let wanted = count(&line) + count(joint.split) + count(unit) + count(joint.end);
        if !line.is_empty() && wanted > width {
            lines.push(format!("{line}{}", joint.end));
            line = joint.start.to_string();
        } else if !line.is_empty() {
            line.push_str(joint.split);
        }
        line.push_str(unit);
    }
    lines.push(line);
    lines
}

/// The narrowest terminal lines are fitted to: below it text is left to the terminal.
const NARROWEST: usize = 20;

/// `text` (lines ending in `\n`) with each line fitted to `columns` (see [`fit`]).
pub fn fit_text(text: &str, columns: usize) -> String {
    let lines: Vec<String> = text.lines().map(str::to_string).collect();
    let mut fitted = fit(lines, columns).join("\n");
    if text.ends_with('\n') {
        fitted.push('\n');
    }
    fitted
}

#[cfg(test)]
mod tests {
    #[test]
    fn long_lines_break_at_spaces_and_boards_stay_whole() {
        let lines = vec![
            "short".to_string(),
            "you are player 1; bots: player 2 search. Type help for the commands.".to_string(),
            "\x1b[31mA\x1b[0m a coloured board line that is far too long to fit".to_string(),
        ];
        let fitted = super::fit(lines.clone(), 40);
        assert_eq!(fitted[0], "short");
        assert_eq!(fitted[1], "you are player 1; bots: player 2");
        assert_eq!(fitted[2], "  search. Type help for the commands.");
        assert_eq!(fitted[3], lines[2]);
        assert!(
            fitted
                .iter()
                .all(|l| l.contains('\x1b') || l.chars().count() <= 40)
        );
        // An indented line stays indented; it breaks after a comma when its parts fit.
        let status = "  player 1 (A): score 18, 4 chips in hand, 1 token held, used: line of 2";
        let broken = super::fit(vec![status.to_string()], 60);
        let expected = [
            "  player 1 (A): score 18, 4 chips in hand, 1 token held,",
            "    used: line of 2",
        ];
        assert_eq!(broken, expected);
        // A list of moves breaks between moves, the bar left at the end of the line.
        let list = "I (64): I a1 b1 c1 d1 e1 | I b1 c1 d1 e1 f1 | I c1 d1 e1 f1 g1";
        let broken = super::fit(vec![list.to_string()], 40);
        let expected = [
            "I (64): I a1 b1 c1 d1 e1 |",
            "  I b1 c1 d1 e1 f1 | I c1 d1 e1 f1 g1",
        ];
        assert_eq!(broken, expected);
    }

    /// A report of clauses, one of them a list with bars (the solo game's locks): broken
    /// between its clauses, each part within the width (the bars made it a list of moves,
    /// whose first "move" ran past the edge).
    #[test]
    fn clauses_break_before_the_bars_inside_them() {
        let report = "player 1 (you): take W01 — took W01 (2 points, reward I2); score 0 → -2; \
            virtual opponent took W03 (2 points); locks 1 O1 | 2 O1 | 0 O1 → 0 O1 | 1 O1 | 3 O1; \
            virtual opponent's score 0 → 2";
        let expected = [
            "player 1 (you): take W01 — took W01 (2 points, reward I2); score 0 → -2;",
            "  virtual opponent took W03 (2 points);",
            "  locks 1 O1 | 2 O1 | 0 O1 → 0 O1 | 1 O1 | 3 O1; virtual opponent's score 0 → 2",
        ];
        assert_eq!(super::fit(vec![report.to_string()], 80), expected);
        // Narrower than its longest clause: that clause alone is broken further.
        let narrow = super::fit(vec![report.to_string()], 50);
        assert!(
            narrow.iter().all(|line| line.chars().count() <= 50),
            "{narrow:#?}"
        );
        assert_eq!(narrow[0], "player 1 (you): take W01 — took W01 (2 points,");
    }

    #[test]
    fn a_list_broken_at_spaces_keeps_its_items_whole_where_it_can() {
        // A plan's actions at 60 columns (56 for the text after the indents): its first
        // part is too long to stand alone, so the line is broken at spaces, but at the last
        // comma of a line when that comes past its middle (28 characters): only `1.` is
        // parted from its action, which has no comma before it on that line.
        let plan = "  plan after take B08: complete B08 in 12 actions: 1. upgrade I2 L3, 2. \
                    upgrade L3 T4, 3. upgrade O1 I2, 4. upgrade I2 L3, 5. upgrade L3 Z4, 6. \
                    take O1, 7. upgrade O1 I2, 8. upgrade I2 L3, 9. upgrade L3 O4, 10. place \
                    B08 T4 d4 c5 d5 e5, 11. place B08 Z4 d2 c3 d3 c4, 12. place B08 O4 a4 b4 \
                    a5 b5";
        let expected = [
            "  plan after take B08: complete B08 in 12 actions: 1.",
            "    upgrade I2 L3, 2. upgrade L3 T4, 3. upgrade O1 I2,",
            "    4. upgrade I2 L3, 5. upgrade L3 Z4, 6. take O1,",
            "    7. upgrade O1 I2, 8. upgrade I2 L3, 9. upgrade L3 O4,",
            "    10. place B08 T4 d4 c5 d5 e5,",
            "    11. place B08 Z4 d2 c3 d3 c4,",
            "    12. place B08 O4 a4 b4 a5 b5",
        ];
        assert_eq!(super::fit(vec![plan.to_string()], 60), expected);
    }

    /// A hint's turn breaks between its moves, before `then`, not inside a master action,
    /// whose placements are parted by commas too; the comma before `then` is left out, so
    /// each line after `hint: ` is moves as typed.
    #[test]
    fn a_turn_breaks_between_its_moves() {
        let hint = "hint: take W31, then master B08 L4 c3 a4 b4 c4, B06 L3 b3 c3 b4, then place \
                    B16 L4 b3 b4 a5 b5";
        let expected = [
            "hint: take W31",
            "  then master B08 L4 c3 a4 b4 c4, B06 L3 b3 c3 b4",
            "  then place B16 L4 b3 b4 a5 b5",
        ];
        assert_eq!(super::fit(vec![hint.to_string()], 60), expected);
        // Too narrow for the master action: its own commas are used then.
        let narrow = super::fit(vec![hint.to_string()], 40);
        assert_eq!(narrow[1], "  then master B08 L4 c3 a4 b4 c4,");
        assert_eq!(narrow.last().unwrap(), "  then place B16 L4 b3 b4 a5 b5");
    }

    /// Clauses and commas inside brackets are not where a line breaks first: `play vs`'s
    /// first line broke after `(seed 5;`. Its first clause is too long for one line, so it
    /// is broken at spaces, at the last comma past the middle.
    #[test]
    fn brackets_are_kept_whole_where_they_fit() {
        let line = "s25 (seed 5; stalemate draw, correction no-cap, line2 once) in s25b.yaml: \
                    you are player 1; bots: player 2 expectimax, player 3 expectimax.";
        let expected = [
            "s25 (seed 5; stalemate draw, correction no-cap,",
            "  line2 once) in s25b.yaml: you are player 1;",
            "  bots: player 2 expectimax, player 3 expectimax.",
        ];
        assert_eq!(super::fit(vec![line.to_string()], 80), expected);
    }

    #[test]
    fn text_keeps_its_last_end_of_line() {
        let long = "one two three four five six seven eight nine ten eleven twelve";
        let fitted = super::fit_text(&format!("{long}\n"), 30);
        assert_eq!(
            fitted,
            "one two three four five six\n  seven eight nine ten eleven\n  twelve\n"
        );
        assert_eq!(super::fit_text("short", 30), "short");
        assert_eq!(super::fit_text("", 30), "");
        // Too narrow a terminal gets the text as it is.
        assert_eq!(super::fit_text(long, 10), long);
    }
}
