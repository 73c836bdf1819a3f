//! Writing a position as the text of a position file.

use super::{Mode, Position};

impl Position {
    /// set cannot be, as it has no file, so such positions say so in a comment).
    pub fn to_text(&self) -> String {
        let single = |k: usize| self.set.pieces[k].0.chars().count() == 1;
        let mut legend = Vec::new();
        let mut letter_of = vec![' '; self.set.pieces.len()];
        let mut next = b'a';
        for p in &self.placed {
            letter_of[p.piece] = if single(p.piece) {
                self.set.pieces[p.piece].0.chars().next().expect("a name")
            } else {
                let letter = next as char;
                next += 1;
                legend.push(format!("  {letter}: {}", self.set.pieces[p.piece].0));
                letter
            };
        }
        let mut owner = vec![None; self.set.board.len()];
        for p in &self.placed {
            p.cells.iter().for_each(|&c| owner[c] = Some(p.piece));
        }
        let mut out = String::new();
        if self.mode == Mode::Golomb {
            out.push_str("mode: golomb\n");
        }
        out.push_str("board: |\n");
        for row in self
            .set
            .board
            .draw(|c| owner[c].map_or('.', |k| letter_of[k]))
        {
            out.push_str(&format!("  {row}\n"));
        }
        if !legend.is_empty() {
            out.push_str(&format!("legend:\n{}\n", legend.join("\n")));
        }
        let names = |pieces: &[usize]| {
            let list: Vec<&str> = pieces
                .iter()
                .map(|&k| self.set.pieces[k].0.as_str())
                .collect();
            format!("[{}]", list.join(", "))
        };
        match self.mode {
            Mode::Golomb => out.push_str(&format!("pool: {}\n", names(&self.pool))),
            Mode::Polyssimo => {
                out.push_str("players:\n");
                for player in &self.players {
                    out.push_str(&format!(
                        "  - name: {}\n    pieces: {}\n",
                        player.name,
                        names(&player.pieces)
                    ));
                }
            }
        }
        out.push_str(&format!("to_move: {}\n", self.to_move + 1));
        let order: Vec<String> = self
            .last_placed
            .iter()
            .map(|p| (p + 1).to_string())
            .collect();
        match order.as_slice() {
            [] => {}
            [one] => out.push_str(&format!("last_placed: {one}\n")),
            _ => out.push_str(&format!("last_placed: [{}]\n", order.join(", "))),
        }
        out
    }
}
