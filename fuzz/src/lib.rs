//! Helpers shared by the fuzz targets.

use tessera::play::{GameSession, Games};

/// The standard games and a new game of the one `game` picks (by its index, wrapping
/// around), with its default options and `seed`.
pub fn start_game(game: u8, seed: u8) -> (Games, Box<dyn GameSession>) {
    let games = Games::standard();
    let names = games.names();
    let entry = games
        .find(names[game as usize % names.len()])
        .expect("a listed game");
    let session = entry.start(&[], u64::from(seed)).expect("defaults start");
    (games, session)
}
