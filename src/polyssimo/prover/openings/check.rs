//! Re-proving an openings table, so shipped values are checked rather than trusted: a
//! losing first move's refutation must leave the first player a proved loss, and a winning
//! first move must leave the second player one (a whole proof of the game below it:
//! minutes each on the empty board, so only when every move is asked for).

use super::{OpeningValue, Openings};
use crate::polyssimo::prover::game::CompiledGame;
use crate::polyssimo::prover::moves::{Placement, play};
use crate::polyssimo::prover::prove::{Prover, Recheck};
use crate::polyssimo::prover::table::TableError;
use crate::random::Rng;

/// The table each re-proof shares, in MiB.
const CHECK_HASH_MB: usize = 256;

/// What re-proving found.
#[derive(Clone, Debug, Default)]
pub struct OpeningsChecked {
    /// Refutations re-proved, and winning first moves re-proved.
    pub refutations: usize,
    pub wins: usize,
    /// The first moves whose value did not re-prove.
    pub wrong: Vec<Placement>,
    pub nodes: u64,
    /// Whether the stop flag ended the check before every value chosen was re-proved.
    pub stopped: bool,
}

/// Re-proves the refutations of `openings` (all of them, or a sample of `(count, seed)`),
/// and with `all` the winning first moves too, until `recheck.stop` is set; tells
/// `recheck.progress` how many of how many are done before each.
pub fn check_openings(
    game: &CompiledGame,
    openings: &Openings,
    sample: Option<(usize, u64)>,
    recheck: Recheck,
) -> Result<OpeningsChecked, TableError> {
    let prover = Prover::new(game.clone(), CHECK_HASH_MB, None)?;
    let mut checked = OpeningsChecked::default();
    let chosen = chosen(openings, sample);
    for (done, &(placement, value)) in chosen.iter().enumerate() {
        (recheck.progress)(done, chosen.len(), 0);
        let after = play(game, openings.root, placement);
        let (lost_for_mover, tally) = match value {
            OpeningValue::Loses { refutation } => {
                (play(game, after, refutation), &mut checked.refutations)
            }
            _ => (after, &mut checked.wins),
        };
        let (wins, nodes) = recheck.settle(&prover, lost_for_mover, (done, chosen.len()));
        checked.nodes += nodes;
        // A proof cut short proves nothing: the value is not counted.
        if recheck.stopped() {
            checked.stopped = true;
            break;
        }
        *tally += 1;
        if wins != Some(false) {
            checked.wrong.push(placement);
        }
    }
    Ok(checked)
}

/// The settled first moves to re-prove: every one, or a sample of the losing ones.
fn chosen(openings: &Openings, sample: Option<(usize, u64)>) -> Vec<(Placement, OpeningValue)> {
    let settled = (openings.list.iter())
        .filter(|o| o.value != OpeningValue::Unknown)
        .map(|o| (o.placement, o.value));
    let Some((count, seed)) = sample else {
        return settled.collect();
    };
    let losing: Vec<_> = settled
        .filter(|(_, v)| matches!(v, OpeningValue::Loses { .. }))
        .collect();
    Rng::new(seed).draw(losing, count)
}
