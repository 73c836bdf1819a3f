//! Re-proving an openings table, so shipped values are checked rather than trusted: a
//! losing first move's refutation must leave the first player a proved loss, and a winning
//! first move must leave the second player one (a whole proof of the game below it:
//! minutes each on the empty board, so only when every move is asked for).

use super::{OpeningValue, Openings};
use crate::polyssimo::prover::game::CompiledGame;
use crate::polyssimo::prover::moves::{Placement, play};
use crate::polyssimo::prover::prove::Prover;
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
}

/// Re-proves the refutations of `openings` (all of them, or a sample of `(count, seed)`),
/// and with `all` the winning first moves too.
pub fn check_openings(
    game: &CompiledGame,
    openings: &Openings,
    sample: Option<(usize, u64)>,
    threads: usize,
) -> Result<OpeningsChecked, TableError> {
    let prover = Prover::new(game.clone(), CHECK_HASH_MB, None)?;
    let mut checked = OpeningsChecked::default();
    for (placement, value) in chosen(openings, sample) {
        let after = play(game, openings.root, placement);
        let lost_for_mover = match value {
            OpeningValue::Loses { refutation } => {
                checked.refutations += 1;
                play(game, after, refutation)
            }
            _ => {
                checked.wins += 1;
                after
            }
        };
        let (wins, nodes) = prover.settle(lost_for_mover, threads);
        checked.nodes += nodes;
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
