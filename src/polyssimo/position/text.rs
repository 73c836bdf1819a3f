//! Writing a position as the text of a position file, with its set written inline when
//! it is not the mode's standard one.

use super::{Mode, PieceSet, Position};

impl Position {
    /// The text of a position file that reads back to this position (on another board
    /// or piece set, the set is written inline, so the file stands alone).
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        if self.mode == Mode::Golomb {
            out.push_str("mode: golomb\n");
        }
        out.push_str(&self.board_text());
        out.push_str(&self.hands_text());
        out.push_str(&format!("to_move: {}\n", self.to_move + 1));
        let order: Vec<String> = (self.last_placed.iter())
            .map(|p| (p + 1).to_string())
            .collect();
        match order.as_slice() {
            [] => {}
            [one] => out.push_str(&format!("last_placed: {one}\n")),
            _ => out.push_str(&format!("last_placed: [{}]\n", order.join(", "))),
        }
        if self.set != PieceSet::default_for(self.mode) {
            out.push_str("set: |\n");
            for line in self.set.to_text().lines() {
                out.push_str(&format!("  {line}\n"));
            }
        }
        out
    }

    /// The `board:` block, each placed piece drawn with its letter, and the `legend:` of the
    /// letters given to pieces whose names are longer than one letter.
    fn board_text(&self) -> String {
        let single = |k: usize| self.set.pieces[k].0.chars().count() == 1;
        let names = self.set.pieces.iter().map(|(name, _)| name.as_str());
        let letter_of = super::piece_name::board_letters(names);
        // In the set's order, which is the letters' (not the order of play, which a
        // position read back from its board no longer knows).
        let mut lettered: Vec<usize> = (self.placed.iter().map(|p| p.piece))
            .filter(|&k| !single(k))
            .collect();
        lettered.sort_unstable();
        let legend: Vec<String> = (lettered.iter())
            .map(|&k| format!("  {}: {}", letter_of[k], yaml_string(&self.set.pieces[k].0)))
            .collect();
        let mut owner = vec![None; self.set.board.len()];
        for p in &self.placed {
            p.cells.iter().for_each(|&c| owner[c] = Some(p.piece));
        }
        let mut out = String::from("board: |\n");
        for row in (self.set.board).draw(|c| owner[c].map_or('.', |k| letter_of[k])) {
            out.push_str(&format!("  {row}\n"));
        }
        if !legend.is_empty() {
            out.push_str(&format!("legend:\n{}\n", legend.join("\n")));
        }
        out
    }

    /// The pieces still to play: Golomb's `pool:`, or each player's name and pieces.
    fn hands_text(&self) -> String {
        let names = |pieces: &[usize]| {
            let list: Vec<String> = (pieces.iter())
                .map(|&k| yaml_string(&self.set.pieces[k].0))
                .collect();
            format!("[{}]", list.join(", "))
        };
        match self.mode {
            Mode::Golomb => format!("pool: {}\n", names(&self.pool)),
            Mode::Polyssimo => {
                let mut out = String::from("players:\n");
                for player in &self.players {
                    out.push_str(&format!(
                        "  - name: {}\n    pieces: {}\n",
                        yaml_string(&player.name),
                        names(&player.pieces)
                    ));
                }
                out
            }
        }
    }
}

impl PieceSet {
    /// The set as the text of a set file: its board, then each piece's name and drawing.
    pub fn to_text(&self) -> String {
        let mut out = String::from("board: |\n");
        for row in self.board.draw(|_| '#') {
            out.push_str(&format!("  {row}\n"));
        }
        out.push_str("pieces:\n");
        for (name, shape) in &self.pieces {
            out.push_str(&format!("  - name: {}\n    shape: |\n", yaml_string(name)));
            for row in shape.draw().lines() {
                out.push_str(&format!("      {row}\n"));
            }
        }
        out
    }
}

/// A name as a YAML string: plain when that reads back the same (letters, digits and
/// `_ - . `, starting with a letter, not ending with a space, not `true`, `false` or
/// `null`), else quoted. Not `serde_yaml`'s scalar: it writes for block context, and a
/// plain `a,b` it would write breaks the flow lists (`[F, I]`) these names go in.
fn yaml_string(name: &str) -> String {
    let plain = name
        .chars()
        .all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.' | ' '))
        && name.chars().next().is_some_and(char::is_alphabetic)
        && !name.ends_with(' ')
        && !matches!(
            name.to_ascii_lowercase().as_str(),
            "true" | "false" | "null"
        );
    if plain {
        name.to_string()
    } else {
        serde_json::to_string(name).expect("a string serialises")
    }
}
