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

/// Plays `session` along `path` (at most 400 steps): each byte picks one of the listed
/// moves of the player to move, chance events roll. Checks that a player to move always
/// has a move and that every listed move plays.
pub fn play_along(session: &mut dyn GameSession, path: &[u8]) {
    use tessera::engine::Turn;
    for &choice in path.iter().take(400) {
        match session.turn() {
            Turn::Over => break,
            Turn::Chance => {
                session.roll(None).expect("a chance event rolls");
            }
            Turn::Player(_) => {
                let moves = session.legal_moves();
                assert!(!moves.is_empty(), "a player to move has a move");
                let pick = &moves[choice as usize % moves.len()];
                if let Err(e) = session.play(pick) {
                    panic!("listed move {pick:?} refused: {e}");
                }
            }
        }
    }
}
