//! Drawing a challenge: seeded games of the random bot are played until the level's count
//! of pieces is left, and the position is kept when its solver certifies a single answer;
//! otherwise the next game is tried. Everything follows from the seed, so a seed draws the
//! same challenge on every machine (the solvers run on one thread, within node budgets).

use super::{Challenge, ChallengeError, Here, Kind};
use crate::engine::Budget;
use crate::play::{GameSession, Games, Until};

/// How many seeded games are tried before giving up.
pub const TRIES: u32 = 1000;

/// A challenge of `game` at `level` (the least level when none is given), drawn from the
/// games seeded from `seed`.
pub fn draw(
    games: &Games,
    game: &str,
    level: Option<u32>,
    seed: u64,
) -> Result<Challenge, ChallengeError> {
    let entry = games.find(game)?;
    let kind = Kind::named(entry.name).ok_or_else(|| Kind::none_for(entry.name))?;
    let level = level.unwrap_or(*kind.levels().start());
    if !kind.levels().contains(&level) {
        return Err(ChallengeError::Level {
            game: kind.game(),
            level,
            least: *kind.levels().start(),
            most: *kind.levels().end(),
        });
    }
    for attempt in 0..TRIES {
        let mut session = entry.start(&kind.start_options(), game_seed(seed, attempt))?;
        if let Some(challenge) = first(kind, session.as_mut(), level, seed)? {
            return Ok(challenge);
        }
    }
    Err(ChallengeError::NotFound {
        game: kind.game(),
        level,
        tries: TRIES,
    })
}

/// The seed of the `attempt`th game drawn from `seed`.
fn game_seed(seed: u64, attempt: u32) -> u64 {
    let mixed = seed ^ u64::from(attempt).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    mixed.rotate_left(17) ^ u64::from(attempt)
}

/// Plays the bot on and certifies each position a challenge of `level` may be drawn
/// from: the first challenge certified, or `None` when the game passes the level or ends.
fn first(
    kind: Kind,
    session: &mut dyn GameSession,
    level: u32,
    seed: u64,
) -> Result<Option<Challenge>, ChallengeError> {
    loop {
        match kind.here(session, level) {
            Here::Never => return Ok(None),
            Here::Yes => {
                if let Some(answer) = kind.certify(session, level)? {
                    return Challenge::new(kind, level, seed, session, answer).map(Some);
                }
                if kind.one_position_a_game() {
                    return Ok(None);
                }
            }
            Here::Later => {}
        }
        session.bot_moves(kind.bot(), Budget::Default, Until::Move)?;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_outside_the_game_and_games_without_challenges_are_refused() {
        let games = Games::standard();
        let error = draw(&games, "golomb", Some(9), 1).unwrap_err().to_string();
        assert_eq!(error, "level 9: golomb has levels 3 to 8");
        let error = draw(&games, "project-l", Some(7), 1)
            .unwrap_err()
            .to_string();
        assert_eq!(error, "level 7: project-l has levels 2 to 6");
        // A file's misspelt game is offered the one meant.
        let error = super::super::kind::Kind::none_for("golom").to_string();
        assert!(
            error.starts_with("golom has no challenges (did you mean golomb?) (games: "),
            "{error}"
        );
    }

    #[test]
    fn the_games_tried_have_seeds_of_their_own() {
        let seeds: std::collections::HashSet<u64> = (0..TRIES).map(|a| game_seed(7, a)).collect();
        assert_eq!(seeds.len(), TRIES as usize);
    }
}
