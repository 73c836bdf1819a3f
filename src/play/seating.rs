//! Who sits where in a game played against bots: one person in the seat they chose, a bot
//! in every other seat (the same bot, or the one `--bots SEAT=BOT` names for a seat).
//! Every bot is checked to exist for the game, every seat to exist in it.

use super::error::PlayError;
use super::session::GameSession;

/// A seat's occupant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seat {
    Person,
    Bot(String),
}

/// The seats of one game, the person's among them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seating {
    seats: Vec<Seat>,
    person: usize,
}

/// Why the seats cannot be given out.
#[derive(Debug, thiserror::Error)]
pub enum SeatError {
    #[error("there is no seat {seat}: the game has seats 1 to {players}")]
    OutOfRange { seat: usize, players: usize },
    #[error("--bots: seat {seat} has no bot, it is yours (--seat {seat})")]
    YourSeat { seat: usize },
    #[error("--bots: {text:?} is not SEAT=BOT (e.g. 2=planner,3=greedy)")]
    Malformed { text: String },
    #[error("--bots names seat {seat} twice")]
    Twice { seat: usize },
    #[error(transparent)]
    Bot(PlayError),
}

impl Seating {
    /// The person in `seat` (from 1), `bot` in every other seat but those `others`
    /// (`SEAT=BOT`, seats from 1) names.
    pub fn new(
        session: &dyn GameSession,
        seat: usize,
        bot: &str,
        others: &[String],
    ) -> Result<Seating, SeatError> {
        let players = session.players();
        let in_range = |seat: usize| match seat {
            1.. if seat <= players => Ok(seat - 1),
            _ => Err(SeatError::OutOfRange { seat, players }),
        };
        let person = in_range(seat)?;
        session.check_bot(bot).map_err(SeatError::Bot)?;
        let mut seats = vec![Seat::Bot(bot.to_string()); players];
        seats[person] = Seat::Person;
        let mut named = Vec::new();
        for text in others {
            let (other, name) = read_pair(text)?;
            let index = in_range(other)?;
            if index == person {
                return Err(SeatError::YourSeat { seat: other });
            }
            if named.contains(&index) {
                return Err(SeatError::Twice { seat: other });
            }
            session.check_bot(name).map_err(SeatError::Bot)?;
            named.push(index);
            seats[index] = Seat::Bot(name.to_string());
        }
        Ok(Seating { seats, person })
    }

    /// The person's seat, from 0.
    pub fn person(&self) -> usize {
        self.person
    }

    /// The bot in a seat (from 0), if a bot sits there.
    pub fn bot(&self, player: usize) -> Option<&str> {
        match self.seats.get(player) {
            Some(Seat::Bot(name)) => Some(name),
            _ => None,
        }
    }
}

/// `SEAT=BOT`.
fn read_pair(text: &str) -> Result<(usize, &str), SeatError> {
    let malformed = || SeatError::Malformed {
        text: text.to_string(),
    };
    let (seat, bot) = text.split_once('=').ok_or_else(malformed)?;
    let seat = seat.trim().parse::<usize>().map_err(|_| malformed())?;
    match bot.trim() {
        "" => Err(malformed()),
        bot => Ok((seat, bot)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::Games;

    fn three_players() -> Box<dyn GameSession> {
        let pairs = vec![("players".to_string(), "3".to_string())];
        Games::standard()
            .find("s25")
            .unwrap()
            .start(&pairs, 1)
            .unwrap()
    }

    fn seat(seat: usize, others: &[&str]) -> Result<Seating, SeatError> {
        let others: Vec<String> = others.iter().map(|s| s.to_string()).collect();
        Seating::new(three_players().as_ref(), seat, "greedy", &others)
    }

    #[test]
    fn the_person_sits_where_asked_and_bots_fill_the_rest() {
        let seating = seat(2, &["3=random"]).unwrap();
        assert_eq!(seating.person(), 1);
        assert_eq!(seating.bot(0), Some("greedy"));
        assert_eq!(seating.bot(1), None);
        assert_eq!(seating.bot(2), Some("random"));
        assert_eq!(seating.bot(3), None);
    }

    #[test]
    fn seats_that_do_not_exist_or_are_taken_are_refused() {
        assert!(matches!(
            seat(0, &[]),
            Err(SeatError::OutOfRange { seat: 0, .. })
        ));
        assert!(matches!(
            seat(4, &[]),
            Err(SeatError::OutOfRange { seat: 4, .. })
        ));
        assert!(matches!(
            seat(1, &["4=random"]),
            Err(SeatError::OutOfRange { .. })
        ));
        assert!(matches!(
            seat(1, &["1=random"]),
            Err(SeatError::YourSeat { seat: 1 })
        ));
        assert!(matches!(
            seat(1, &["2=random", "2=greedy"]),
            Err(SeatError::Twice { .. })
        ));
        assert!(matches!(
            seat(1, &["2:random"]),
            Err(SeatError::Malformed { .. })
        ));
        assert!(matches!(seat(1, &["2="]), Err(SeatError::Malformed { .. })));
        assert!(matches!(seat(1, &["2=planner"]), Err(SeatError::Bot(_))));
    }
}
