//! The states a plan search has found: each with the state and act it was reached by and
//! the fewest actions it is known to be reached in, kept in a table under a fast hash.

use super::node::{Act, DONE, Node};
use std::collections::HashMap;

/// The states found so far, each with the one it was reached from and the act, and the
/// fewest actions each is known to be reached in.
pub(super) struct Explored {
    pub states: Vec<Reached>,
    /// Per state kept: the fewest actions it is reached in, and its index in `states`.
    fewest: HashMap<Node, (u32, u32), BuildFast>,
}

pub(super) struct Reached {
    pub node: Node,
    pub from: u32,
    pub act: Option<Act>,
    /// Reached again in fewer actions since.
    pub superseded: bool,
}

impl Explored {
    pub fn new(start: Node) -> Explored {
        let root = Reached {
            node: start,
            from: DONE,
            act: None,
            superseded: false,
        };
        let (mut states, mut fewest) = SPARE.take().unwrap_or_default();
        states.push(root);
        fewest.insert(start, (0, 0));
        Explored { states, fewest }
    }

    /// Notes that `node` is reached in `g` actions from state `from` by `act`, unless it is
    /// known to be reached in as few or `worth` gives no value for it (states not worth
    /// keeping are not remembered, so memory stays in proportion to the states kept); its
    /// index and that value.
    pub fn reach<T>(
        &mut self,
        node: Node,
        g: u32,
        from: u32,
        act: Act,
        worth: impl FnOnce(&Node) -> Option<T>,
    ) -> Option<(u32, T)> {
        let known = self.fewest.get(&node).copied();
        if known.is_some_and(|(fewest, _)| fewest <= g) {
            return None;
        }
        let value = worth(&node)?;
        if let Some((_, old)) = known {
            self.states[old as usize].superseded = true;
        }
        let id = self.states.len() as u32;
        self.fewest.insert(node, (g, id));
        let (act, superseded) = (Some(act), false);
        self.states.push(Reached {
            node,
            from,
            act,
            superseded,
        });
        Some((id, value))
    }

    /// The acts that reach state `id`.
    pub fn path(&self, mut id: u32) -> Vec<Act> {
        let mut acts = Vec::new();
        while let Some(act) = self.states[id as usize].act {
            acts.push(act);
            id = self.states[id as usize].from;
        }
        acts.reverse();
        acts
    }
}

/// The tables of a search kept at most this large for the next one; larger are freed. At
/// 2^14, three six-player games with the expansion's cards (seed 5000) took 21.3 s of
/// processor time; at 2^17, 20.4 s (about 8 MB kept a thread).
const SPARE_CAPACITY: usize = 1 << 17;

/// The emptied tables of this thread's last search, for the next: most searches are small,
/// and growing their tables from nothing (rehashing as they go) showed in the profile.
type Spare = (Vec<Reached>, HashMap<Node, (u32, u32), BuildFast>);

thread_local! {
    static SPARE: std::cell::Cell<Option<Spare>> = const { std::cell::Cell::new(None) };
}

impl Drop for Explored {
    fn drop(&mut self) {
        if self.fewest.capacity() > SPARE_CAPACITY {
            return;
        }
        let (mut states, mut fewest) = (
            std::mem::take(&mut self.states),
            std::mem::take(&mut self.fewest),
        );
        states.clear();
        fewest.clear();
        SPARE.set(Some((states, fewest)));
    }
}

pub use crate::fast_hash::BuildFast;
