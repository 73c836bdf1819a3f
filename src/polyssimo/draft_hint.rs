//! The hint in Polyssimo's draft: the draft search's pick ([`super::draft`]) within its
//! default playouts or the hint's time, whichever ends first, and why — the mean margins
//! its playouts gave the piece and the next best.

use super::draft::{Candidate, DRAFT_PLAYOUTS, DraftAdvice, DraftBudget, draft_search};
use super::game::{GameState, Move, Polyssimo};
use super::playout::Draft;
use crate::engine::{Figure, Hint, HintTime};
use crate::random::Rng;
use std::time::Instant;

/// The draft search's pick for the seat to pick in `state` (a state of the draft).
pub fn draft_hint(
    game: &Polyssimo,
    state: &GameState,
    time: HintTime,
    rng: &mut Rng,
) -> Hint<Move> {
    let draft = Draft::of(game, state).expect("a draft hint in the draft");
    let budget = DraftBudget {
        playouts: DRAFT_PLAYOUTS,
        deadline: Some(Instant::now() + time.limit),
        stop: time.stop,
    };
    let advice = draft_search(game.rules(), draft, budget, rng.next_u64());
    let name = |c: &Candidate| game.rules().set.pieces[c.piece].0.clone();
    let best = advice.ranked[0];
    let mut hint = Hint::new(
        vec![Move::Take(best.piece)],
        "the draft search (playouts of the rest of the game for each piece)",
    )
    .with("margin", Figure::Real(best.mean()))
    .with("playouts", Figure::Whole(advice.playouts as i64));
    match advice.ranked.get(1) {
        Some(second) => {
            hint = hint.with("next_best", Figure::Text(name(second)));
            hint = hint.with("next_margin", Figure::Real(second.mean()));
            hint.reasons
                .push(reason(&advice, &name(&best), &name(second)));
        }
        None => hint
            .reasons
            .push(format!("take {}: the last piece", name(&best))),
    }
    hint
}

/// Why: the two best pieces' mean margins, and the playouts behind them.
fn reason(advice: &DraftAdvice, best: &str, second: &str) -> String {
    let (a, b) = (advice.ranked[0], advice.ranked[1]);
    let each = match a.playouts == b.playouts {
        true => format!("{} playouts each", a.playouts),
        false => format!("{} and {} playouts", a.playouts, b.playouts),
    };
    format!(
        "take {best}: playouts give it a margin of {:+.1} cells against {:+.1} for the next \
         best, {second} ({each}, {} in all; the margin: the fewest cells a rival is left \
         with, less your own)",
        a.mean(),
        b.mean(),
        advice.playouts
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;
    use crate::polyssimo::Options;
    use std::time::Duration;

    #[test]
    fn the_draft_hint_names_its_pick_the_next_best_and_their_margins() {
        let game = Polyssimo::new(&Options::default()).unwrap();
        let state = game.play(&game.initial(), &Move::Take(0)).unwrap();
        let hint = |seed| {
            draft_hint(
                &game,
                &state,
                HintTime::new(Duration::from_secs(600)),
                &mut Rng::new(seed),
            )
        };
        let first = hint(5);
        let Move::Take(piece) = first.moves[0] else {
            panic!("a draft hint takes a piece");
        };
        assert_ne!(piece, 0, "piece 0 is taken already");
        let figure = |name| {
            first
                .figures
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, f)| f.clone())
        };
        let Some(Figure::Text(next)) = figure("next_best") else {
            panic!("no next best: {:?}", first.figures);
        };
        assert!(matches!(figure("margin"), Some(Figure::Real(_))));
        assert!(matches!(figure("next_margin"), Some(Figure::Real(_))));
        // Successive halving rounds each share down: never past the budget.
        let Some(Figure::Whole(playouts)) = figure("playouts") else {
            panic!("no playout count: {:?}", first.figures);
        };
        assert!(
            playouts > 0 && playouts <= DRAFT_PLAYOUTS as i64,
            "{playouts}"
        );
        let taken = &game.rules().set.pieces[piece].0;
        let reason = &first.reasons[0];
        assert!(
            reason.starts_with(&format!("take {taken}: playouts give it a margin of ")),
            "{reason}"
        );
        assert!(
            reason.contains(&format!("for the next best, {next} (")),
            "{reason}"
        );
        // The same seed, the same advice.
        assert_eq!(hint(5).moves, first.moves);
        assert_eq!(hint(5).reasons, first.reasons);
    }
}
