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
