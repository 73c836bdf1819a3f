//! Presentation only (rules never call it): `play show` for Структура 25 as text — the
//! 6×6 grid with coordinates, each player's chips their letter in their colour; each
//! player's score, chips in hand, tokens and the combinations spent; the token supply, the
//! round, and what a collapse waits for; on a narrow screen, the long lines broken.

use super::grid::{self, SIDE};
use super::position::{cell_letter, letter};
use super::state::{Phase, Side, State, TURN_CAP};
use crate::engine::Game;
use crate::picture::{TextBoard, TextCell, terminal};
use crate::wording::count;

/// The state as text lines (for the game `game` whose state it is).
pub fn board_text(game: &impl Game<State = State>, state: &State) -> Vec<String> {
    let mut lines = board_lines(state);
    for (p, side) in state.active().iter().enumerate() {
        lines.extend(side_lines(p, side));
    }
    lines.push(format!(
        "supply: {} tokens; round {} of {TURN_CAP}",
        state.supply,
        (state.turns / state.players() as u16 + 1).min(TURN_CAP)
    ));
    match state.phase {
        Phase::Move => {}
        Phase::Roll => lines.push("collapse: the die is rolled next".into()),
        Phase::Remove(n) => lines.push(format!(
            "collapse: {} removes {n} of their chips",
            game.player_name(state.to_move)
        )),
    }
    lines
}

/// The drawing for a screen narrower than its widest line (a player's, 66 columns at
/// most): each line too wide broken after its commas, the rest indented, as every text
/// on a terminal is ([`crate::line_fit`]; the grid, in colour and 13 columns wide, stays
/// whole). `None` when every line fits already. Every line the full drawing has is kept,
/// so only the width changes.
pub fn board_text_narrow(
    game: &impl Game<State = State>,
    state: &State,
    columns: usize,
) -> Option<Vec<String>> {
    let full = board_text(game, state);
    if full.iter().all(|line| terminal::width(line) <= columns) {
        return None;
    }
    Some(crate::line_fit::fit(full, columns))
}

/// The grid as text: column letters, row numbers, a chip as its player's letter painted in
/// the player's colour, an empty cell `.`.
fn board_lines(state: &State) -> Vec<String> {
    let mut board = TextBoard::new(SIDE, SIDE);
    for cell in 0..SIDE * SIDE {
        let owner = (0..state.players()).find(|&p| state.sides[p].chips & grid::bit(cell) != 0);
        let drawn = match owner {
            Some(p) => TextCell::shaded(&cell_letter(state, cell).to_string(), terminal::player(p)),
            None => TextCell::empty('.'),
        };
        board.set((grid::row(cell), grid::column(cell)), drawn);
    }
    board.lines()
}

/// A player's line (66 characters at most, so each fits an 80-column terminal), and
/// under it, when they have used any, the once-per-game rewards used.
fn side_lines(player: usize, side: &Side) -> Vec<String> {
    let mut lines = vec![format!(
        "player {} ({}): score {}, {} in hand, {} held ({} earned)",
        player + 1,
        letter(player),
        side.score,
        count(side.hand, "chip"),
        count(side.held, "token"),
        side.earned,
    )];
    let used: Vec<&str> = [
        (side.spent.line2, "line of 2"),
        (side.spent.cluster, "cluster"),
        (side.spent.quiet, "quiet token"),
    ]
    .into_iter()
    .filter_map(|(used, name)| used.then_some(name))
    .collect();
    if !used.is_empty() {
        lines.push(format!("  used: {}", used.join(", ")));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::struktura25::combo::Spent;

    #[test]
    fn a_narrow_screen_gets_the_players_lines_broken_after_their_commas() {
        use crate::struktura25::{Options, Struktura25};
        let game = Struktura25::new(&Options::default()).unwrap();
        let start = game.initial();
        // The widest line, a player's, is 65 columns at the start (14 to the score, 9 for
        // it, 18 for the chips, 24 for the tokens).
        assert_eq!(board_text_narrow(&game, &start, 65), None);
        assert!(board_text_narrow(&game, &start, 64).is_some());
        // At 42 columns each part keeps 2 for the indent of the lines after the first: the
        // 40 to the second comma fit, the tokens go on the next line.
        let narrow = board_text_narrow(&game, &start, 42).expect("a narrower drawing");
        let full = board_text(&game, &start);
        assert_eq!(narrow[..7], full[..7], "the grid unchanged");
        // One column fewer: the chips no longer fit beside the score.
        let narrower = board_text_narrow(&game, &start, 41).expect("a narrower drawing");
        assert_eq!(
            narrower[7..10],
            [
                "player 1 (A): score 0,",
                "  10 chips in hand,",
                "  0 tokens held (0 earned)"
            ]
        );
        assert_eq!(
            narrow[7..],
            [
                "player 1 (A): score 0, 10 chips in hand,",
                "  0 tokens held (0 earned)",
                "player 2 (B): score 0, 10 chips in hand,",
                "  0 tokens held (0 earned)",
                "supply: 8 tokens; round 1 of 60",
            ]
        );
    }

    /// The widest a player's line gets (two digits of score and of chips, tokens in the
    /// plural) is 66 characters; what is used goes on a line below it.
    #[test]
    fn a_player_is_told_in_at_most_66_columns() {
        let spent = Spent {
            line2: true,
            cluster: true,
            quiet: true,
        };
        let side = Side {
            chips: 0,
            hand: 10,
            score: 24,
            held: 2,
            earned: 2,
            spent,
        };
        let lines = side_lines(3, &side);
        assert_eq!(
            lines,
            [
                "player 4 (D): score 24, 10 chips in hand, 2 tokens held (2 earned)",
                "  used: line of 2, cluster, quiet token",
            ]
        );
        let fresh = Side {
            spent: Spent::default(),
            ..side
        };
        assert_eq!(side_lines(0, &fresh).len(), 1);
    }
}
