//! How many placing actions master actions can save, for one order in which the cards
//! complete; part of the estimate (see [`super::estimate`]).
//!
//! Number the cards by the order they complete in, and let phase `j` be the actions after
//! card `j - 1` completes, up to the one that completes card `j`. A master action in phase
//! `j` saves one placing action for each piece it puts on a card beyond the first of its
//! cards to complete, so each saved piece is on a later card `l > j`, and it is still there
//! when every card from `j` to `l - 1` completes. With `s_l` pieces saved on card `l`, and
//! `m_j` master actions in phase `j`, each putting at most one piece on a card:
//! - `s_l <= m_0 + … + m_(l-1)`;
//! - when card `i` completes, card `l > i` holds at least `s_l - (m_(i+1) + … + m_(l-1))`
//!   saved pieces, which must fit, together with those on the other later cards, in what
//!   the player owns beyond what must be on cards then ([`Cut`]).
//!
//! Writing `Q_l = m_0 + … + m_(l-1)`, card `l` holds at least `(s_l - Q_l + Q_(i+1))⁺` when
//! card `i` completes, and `s_l <= Q_l <= Q_(l+1)`. Lowering `Q_1` to `s_1`, and raising the
//! last sum to all the master actions, only lowers what cards hold; so the most savings are
//! found with those, and with four cards `Q_2` is left to try.
//!
//! A card that needs `p` more pieces, its `cells` empty cells taking pieces of at most
//! `level` cells each, has at least `cells - level * (p - c)` cells in any `c` of them. A card
//! completed with `e` pieces more than the fewest needs `e` more placing actions, and can
//! save at most `e` more (take its `e` extra saved pieces away: what is left fits), so
//! counting the fewest pieces never overstates the placing actions.

use super::node::MAX_CARDS;

/// What the player owns when a card completes, beyond the pieces that must then be on cards
/// (that card's, and those on later cards before the plan began), before any acquisition.
#[derive(Clone, Copy, Default, Debug)]
pub struct Cut {
    pub pieces: i32,
    pub cells: i32,
}

/// What a card still needs: the fewest pieces, how many cells fewer than that many pieces
/// of its largest level its empty cells are, and that level.
#[derive(Clone, Copy, Default, Debug)]
pub struct CardNeed {
    pub pieces: u32,
    pub slack: u32,
    pub level: u32,
}

impl CardNeed {
    /// The fewest cells in `c` pieces on the card (see the module header).
    fn cells_in(&self, c: u32) -> i32 {
        (c as i32).max((self.level * c) as i32 - self.slack as i32)
    }
}

/// The cards of one order, and what the player owns when each completes.
#[derive(Default, Debug)]
pub struct Savings {
    /// `cuts[i]`: when the card at place `i` completes.
    pub cuts: [Cut; MAX_CARDS],
    /// `cards[l]`: the card at place `l`.
    pub cards: [CardNeed; MAX_CARDS],
    pub len: usize,
}

impl Savings {
    /// The most placing actions `masters` master actions can save after `a` acquisitions,
    /// each adding a piece and at most `gain` levels; `None` if the pieces that must be on
    /// cards when some card completes cannot be owned then.
    pub fn most(&self, a: u32, gain: u32, masters: u32) -> Option<u32> {
        let mut room = [Cut::default(); MAX_CARDS];
        for (room, cut) in room.iter_mut().zip(&self.cuts[..self.len]) {
            room.pieces = cut.pieces + a as i32;
            room.cells = cut.cells + (gain * a) as i32;
            if room.pieces < 0 || room.cells < 0 {
                return None;
            }
        }
        let mut alone = [0; MAX_CARDS];
        for l in 1..self.len {
            alone[l] = self.most_alone(&room[l - 1], l, masters);
        }
        let total: u32 = alone.iter().sum();
        if total <= masters || self.len <= 2 {
            // Each saved piece can have a master action of its own, in the phase just
            // before its card completes.
            return Some(total);
        }
        let choice = Choice {
            savings: self,
            room,
            alone,
            masters,
        };
        Some(if self.len == 3 {
            choice.most_of_three()
        } else {
            choice.most_of_four()
        })
    }

    /// The most pieces saved on card `l` that fit in `room`, with no other card saving.
    fn most_alone(&self, room: &Cut, l: usize, masters: u32) -> u32 {
        let card = &self.cards[l];
        let mut c = card.pieces.min(masters).min(room.pieces as u32);
        while c > 0 && card.cells_in(c) > room.cells {
            c -= 1;
        }
        c
    }
}

/// The search for the most savings, given what each card can save on its own.
struct Choice<'s> {
    savings: &'s Savings,
    room: [Cut; MAX_CARDS],
    /// The most each card can save on its own.
    alone: [u32; MAX_CARDS],
    masters: u32,
}

impl Choice<'_> {
    /// The most savings with three cards: card 2 as it can alone, while card 1 saves as
    /// much as fits (`Q_1 = s_1`, `Q_2` all the master actions).
    fn most_of_three(&self) -> u32 {
        let mut best = 0;
        for s2 in (0..=self.alone[2]).rev() {
            if s2 + self.alone[1] <= best {
                break;
            }
            let s1 = self.most_first(&[0, 0, s2], &[0, 0, self.masters]);
            best = best.max(s1 + s2);
        }
        best
    }

    /// The most savings with four cards: for each saving on cards 3 and 2, `Q_2` as large
    /// as the room when card 1 completes allows (the larger, the fewer pieces wait when card
    /// 0 completes), then card 1 as much as fits.
    fn most_of_four(&self) -> u32 {
        let mut best = 0;
        for s3 in (0..=self.alone[3]).rev() {
            for s2 in (0..=self.alone[2]).rev() {
                if s3 + s2 + self.alone[1] <= best {
                    break;
                }
                let held_at_1 = |q: u32| [0, 0, s2, (s3 + q).saturating_sub(self.masters)];
                let Some(q) = (s2..=self.masters)
                    .rev()
                    .find(|&q| self.fits(1, &held_at_1(q)))
                else {
                    continue;
                };
                let s1 = self.most_first(&[0, 0, s2, s3], &[0, 0, q, self.masters]);
                best = best.max(s1 + s2 + s3);
            }
        }
        best
    }

    /// The most pieces card 1 can save, at most `Q_2` (`sums[2]`), when the later cards
    /// save `saved` with `sums[l]` master actions before their phases: what fits when card 0
    /// completes.
    fn most_first(&self, saved: &[u32], sums: &[u32]) -> u32 {
        let top = self.alone[1].min(sums[2]);
        (0..=top)
            .rev()
            .find(|&s1| {
                let mut held = [0; MAX_CARDS];
                held[1] = s1;
                for l in 2..saved.len() {
                    held[l] = (saved[l] + s1).saturating_sub(sums[l]);
                }
                self.fits(0, &held)
            })
            .unwrap_or(0)
    }

    /// Whether cards holding `held[l]` saved pieces fit when the card at place `i` completes.
    fn fits(&self, i: usize, held: &[u32]) -> bool {
        let (mut pieces, mut cells) = (0, 0);
        for (l, &c) in held.iter().enumerate().skip(i + 1) {
            pieces += c as i32;
            cells += self.savings.cards[l].cells_in(c);
        }
        pieces <= self.room[i].pieces && cells <= self.room[i].cells
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random::Rng;

    /// The most savings by trying every number of master actions per phase and every
    /// number of pieces saved per card, straight from the conditions in the module header.
    fn naive(savings: &Savings, a: u32, gain: u32, masters: u32) -> Option<u32> {
        let len = savings.len;
        let room: Vec<Cut> = savings.cuts[..len]
            .iter()
            .map(|c| Cut {
                pieces: c.pieces + a as i32,
                cells: c.cells + (gain * a) as i32,
            })
            .collect();
        if room.iter().any(|r| r.pieces < 0 || r.cells < 0) {
            return None;
        }
        let mut best = 0;
        let phases = len.saturating_sub(1);
        for per_phase in product(phases, masters.min(8)) {
            if per_phase.iter().sum::<u32>() > masters {
                continue;
            }
            let most: Vec<u32> = (1..len).map(|l| savings.cards[l].pieces).collect();
            for saved in product_up_to(&most) {
                let saved_on = |l: usize| saved[l - 1];
                let ok_masters = (1..len).all(|l| saved_on(l) <= per_phase[..l].iter().sum());
                let ok_room = (0..phases).all(|i| {
                    let (mut pieces, mut cells) = (0, 0);
                    for l in i + 1..len {
                        let between: u32 = per_phase[i + 1..l].iter().sum();
                        let held = saved_on(l).saturating_sub(between);
                        pieces += held as i32;
                        cells += savings.cards[l].cells_in(held);
                    }
                    pieces <= room[i].pieces && cells <= room[i].cells
                });
                if ok_masters && ok_room {
                    best = best.max(saved.iter().sum());
                }
            }
        }
        Some(best)
    }

    /// Every vector of `n` numbers from 0 to `most`.
    fn product(n: usize, most: u32) -> Vec<Vec<u32>> {
        product_up_to(&vec![most; n])
    }

    /// Every vector whose numbers go from 0 to the ones in `most`.
    fn product_up_to(most: &[u32]) -> Vec<Vec<u32>> {
        let mut all = vec![Vec::new()];
        for &m in most {
            all = all
                .into_iter()
                .flat_map(|v| {
                    (0..=m).map(move |x| {
                        let mut w = v.clone();
                        w.push(x);
                        w
                    })
                })
                .collect();
        }
        all
    }

    fn random_savings(rng: &mut Rng) -> Savings {
        let len = 1 + rng.below(4) as usize;
        let mut savings = Savings {
            len,
            ..Savings::default()
        };
        for i in 0..len {
            savings.cuts[i] = Cut {
                pieces: rng.below(7) as i32 - 1,
                cells: rng.below(20) as i32 - 2,
            };
            let level = 1 + rng.below(4) as u32;
            let pieces = rng.below(5) as u32;
            savings.cards[i] = CardNeed {
                pieces,
                slack: rng.below(u64::from(pieces * (level - 1) + 1)) as u32,
                level,
            };
        }
        savings
    }

    #[test]
    fn the_most_savings_match_trying_every_way_to_spread_the_master_actions() {
        let mut rng = Rng::new(7);
        let mut limited = 0;
        for _ in 0..3000 {
            let savings = random_savings(&mut rng);
            let (a, gain, masters) = (
                rng.below(3) as u32,
                1 + rng.below(3) as u32,
                rng.below(6) as u32,
            );
            let expected = naive(&savings, a, gain, masters);
            assert_eq!(
                savings.most(a, gain, masters),
                expected,
                "{savings:?} a {a} gain {gain} masters {masters}"
            );
            let unlimited = savings.most(a, gain, u32::MAX);
            limited += usize::from(expected < unlimited);
        }
        assert!(
            limited > 100,
            "only {limited} cases where master actions limit the savings"
        );
    }

    #[test]
    fn pieces_waiting_on_two_cards_at_once_count_against_what_is_owned() {
        // Cards 1 and 2 each need 3 level-4 pieces (12 cells); 3 master actions. Each card
        // alone could save 3, but saving 3 on each means card 2 holds at least 3 pieces
        // when card 0 completes: 6 in all, with room for only 4.
        let need = CardNeed {
            pieces: 3,
            slack: 0,
            level: 4,
        };
        let room = Cut {
            pieces: 4,
            cells: 40,
        };
        let savings = Savings {
            cuts: [room; MAX_CARDS],
            cards: [need; MAX_CARDS],
            len: 3,
        };
        assert_eq!(savings.most(0, 1, u32::MAX), Some(6));
        assert_eq!(savings.most(0, 1, 6), Some(6));
        // s1 + (s2 - 3 + s1) must fit in 4 pieces: s1 = 3 leaves s2 = 1, s1 = 2 leaves 3.
        assert_eq!(savings.most(0, 1, 3), Some(5));
    }
}
