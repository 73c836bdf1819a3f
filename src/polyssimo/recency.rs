//! Who placed a piece most recently, player by player: the record the tie-break reads
//! ("among the tied players, the one who placed a piece last wins"). Only the order of the
//! players' last placements matters, not when they were, so the record is that order and
//! positions reached by different move orders with the same standing still transpose.

use std::num::NonZeroU16;

/// The players by their last placement, most recent first: who placed last, who placed
/// before them, and so on. A player not in the order placed before every player in it, if
/// at all, and such players are not ordered among themselves (a position file may not
/// know). Never empty: "nobody is known to have placed" is `None` in an
/// `Option<Recency>`.
///
/// Packed in 16 bits, four a player (the player's index plus one, most recent lowest, 0
/// after the last), so an `Option<Recency>` takes two bytes in the solver's state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Recency(NonZeroU16);

impl Recency {
    /// The most players an order holds.
    pub const MAX_PLAYERS: usize = 4;

    /// The order after `player` places a piece: `player` first, then the others as they
    /// were in `previous`.
    pub fn after(previous: Option<Recency>, player: usize) -> Recency {
        assert!(
            player < Recency::MAX_PLAYERS,
            "player {player} of at most 4"
        );
        let mut bits = player as u16 + 1;
        let others = previous.into_iter().flat_map(Recency::players);
        for (i, p) in others.filter(|&p| p != player).enumerate() {
            bits |= (p as u16 + 1) << (4 * (i + 1));
        }
        Recency(NonZeroU16::new(bits).expect("the first player is stored plus one"))
    }

    /// The order of `players`, most recent first (`None` if the list is empty). A player
    /// listed twice counts where it is listed first.
    pub fn from_players(players: &[usize]) -> Option<Recency> {
        players
            .iter()
            .rev()
            .fold(None, |order, &p| Some(Recency::after(order, p)))
    }

    /// The packed order, for hashing (never 0).
    pub fn bits(self) -> u16 {
        self.0.get()
    }

    /// The player who placed last.
    pub fn last(self) -> usize {
        usize::from(self.0.get() & 0xF) - 1
    }

    /// The players in the order, most recent first.
    pub fn players(self) -> impl Iterator<Item = usize> {
        let bits = self.0.get();
        (0..Recency::MAX_PLAYERS)
            .map(move |i| usize::from((bits >> (4 * i)) & 0xF))
            .take_while(|&n| n != 0)
            .map(|n| n - 1)
    }

    /// Of the players for which `among` holds, the one who placed most recently, if the
    /// order holds any of them.
    pub fn latest(self, among: impl Fn(usize) -> bool) -> Option<usize> {
        self.players().find(|&p| among(p))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn order(players: &[usize]) -> Vec<usize> {
        Recency::from_players(players)
            .map(|r| r.players().collect())
            .unwrap_or_default()
    }

    #[test]
    fn a_placement_moves_its_player_to_the_front() {
        let r = Recency::after(None, 2);
        assert_eq!((r.last(), r.players().collect::<Vec<_>>()), (2, vec![2]));
        let r = Recency::after(Some(r), 0);
        let r = Recency::after(Some(r), 3);
        assert_eq!(r.players().collect::<Vec<_>>(), vec![3, 0, 2]);
        let r = Recency::after(Some(r), 0);
        assert_eq!(r.players().collect::<Vec<_>>(), vec![0, 3, 2]);
        let r = Recency::after(Some(r), 1);
        assert_eq!(r.players().collect::<Vec<_>>(), vec![1, 0, 3, 2]);
        assert_eq!(r.last(), 1);
        let r = Recency::after(Some(r), 2);
        assert_eq!(r.players().collect::<Vec<_>>(), vec![2, 1, 0, 3]);
    }

    #[test]
    fn orders_read_from_lists_round_trip() {
        assert_eq!(order(&[]), Vec::<usize>::new());
        assert_eq!(order(&[1]), vec![1]);
        assert_eq!(order(&[3, 1, 0, 2]), vec![3, 1, 0, 2]);
        assert_eq!(order(&[1, 0, 1]), vec![1, 0], "the first listing counts");
        assert_eq!(
            Recency::from_players(&[2, 0]),
            Some(Recency::after(Some(Recency::after(None, 0)), 2))
        );
    }

    #[test]
    fn the_latest_of_a_group_is_the_first_of_it_in_the_order() {
        let r = Recency::from_players(&[2, 0, 1]).unwrap();
        assert_eq!(r.latest(|p| p == 0 || p == 1), Some(0));
        assert_eq!(r.latest(|p| p == 1), Some(1));
        assert_eq!(r.latest(|p| p == 3), None, "player 4 is not in the order");
        assert_eq!(r.latest(|_| true), Some(2));
    }

    #[test]
    fn an_optional_order_takes_two_bytes() {
        assert_eq!(std::mem::size_of::<Option<Recency>>(), 2);
    }
}
