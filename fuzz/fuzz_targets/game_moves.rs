//! Every game, played along a path the input chooses: every listed move plays, a player
//! to move always has a move, chance events roll, and the game written out reads back to
//! the same state; at the end every listed move plays on a fresh copy.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tessera::play::file;

fuzz_target!(|data: &[u8]| {
    let [game, seed, path @ ..] = data else {
        return;
    };
    let (games, mut session) = tessera_fuzz::start_game(*game, *seed);
    tessera_fuzz::play_along(session.as_mut(), path);
    let written = file::to_text(session.as_ref()).expect("a game writes");
    let again = file::parse(&games, &written)
        .unwrap_or_else(|e| panic!("a written game reads: {e}\n{written}"));
    assert_eq!(again.legal_moves(), session.legal_moves());
    for pick in session.legal_moves().iter().take(3) {
        let mut copy = file::parse(&games, &written).expect("reads again");
        if let Err(e) = copy.play(pick) {
            panic!("listed move {pick:?} refused on a copy: {e}");
        }
    }
});
