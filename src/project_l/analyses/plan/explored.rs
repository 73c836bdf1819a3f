//! The states a plan search has found: each with the state and act it was reached by and
//! the actions it was reached in, and a table under a fast hash that finds a state's
//! latest entry.

use super::node::{Act, DONE, Node};
use hashbrown::HashTable;
use std::hash::BuildHasher;

/// The states found so far, each with the one it was reached from and the act, and the
/// fewest actions each is known to be reached in.
pub(super) struct Explored {
    pub states: Vec<Reached>,
    /// Per state kept, the index in `states` of its entry with the fewest actions. Only
    /// the index is kept (the state is in `states`): a table a fourteenth the size, whose
    /// probes and growth touch that much less memory.
    latest: HashTable<u32>,
}

pub(super) struct Reached {
    pub node: Node,
    pub from: u32,
    pub act: Option<Act>,
    /// The actions it was reached in.
    pub g: u32,
    /// Reached again in fewer actions since.
    pub superseded: bool,
}

/// Where a state lies in the table.
fn hash(node: &Node) -> u64 {
    BuildFast::default().hash_one(node)
}

impl Explored {
    pub fn new(start: Node) -> Explored {
        let root = Reached {
            node: start,
            from: DONE,
            act: None,
            g: 0,
            superseded: false,
        };
        let (mut states, mut latest) = SPARE.take().unwrap_or_default();
        states.push(root);
        latest.insert_unique(hash(&start), 0, |_| unreachable!("an empty table has room"));
        Explored { states, latest }
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
        let (states, at) = (&mut self.states, hash(&node));
        let known = self
            .latest
            .find_mut(at, |&id| states[id as usize].node == node);
        if known
            .as_ref()
            .is_some_and(|&&mut id| states[id as usize].g <= g)
        {
            return None;
        }
        let value = worth(&node)?;
        let id = states.len() as u32;
        match known {
            Some(old) => {
                states[*old as usize].superseded = true;
                *old = id;
            }
            None => {
                let rehash = |&id: &u32| hash(&states[id as usize].node);
                self.latest.insert_unique(at, id, rehash);
            }
        }
        let (act, superseded) = (Some(act), false);
        self.states.push(Reached {
            node,
            from,
            act,
            g,
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
type Spare = (Vec<Reached>, HashTable<u32>);

thread_local! {
    static SPARE: std::cell::Cell<Option<Spare>> = const { std::cell::Cell::new(None) };
}

impl Drop for Explored {
    fn drop(&mut self) {
        if self.latest.capacity() > SPARE_CAPACITY {
            return;
        }
        let (mut states, mut latest) = (
            std::mem::take(&mut self.states),
            std::mem::take(&mut self.latest),
        );
        states.clear();
        latest.clear();
        SPARE.set(Some((states, latest)));
    }
}

pub use crate::fast_hash::BuildFast;
