//! Each game's move notation: any text is played or refused, never a panic; a refused
//! move changes nothing, and an accepted one is recorded as one of the listed moves.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tessera::engine::Turn;
use tessera::play::file;

fuzz_target!(|data: &[u8]| {
    let [game, seed, steps, rest @ ..] = data else {
        return;
    };
    let Ok(notation) = std::str::from_utf8(rest) else {
        return;
    };
    let (_, mut session) = tessera_fuzz::start_game(*game, *seed);
    // A few steps into the game, so later phases are reached too.
    for step in 0..*steps % 16 {
        match session.turn() {
            Turn::Over => break,
            Turn::Chance => drop(session.roll(None)),
            Turn::Player(_) => {
                let moves = session.legal_moves();
                session
                    .play(&moves[step as usize % moves.len()])
                    .expect("listed");
            }
        }
    }
    let before = file::to_text(session.as_ref()).expect("writes");
    let listed = session.legal_moves();
    let players_turn = matches!(session.turn(), Turn::Player(_));
    match session.play(notation) {
        Err(_) => assert_eq!(file::to_text(session.as_ref()).unwrap(), before),
        Ok(()) if players_turn => {
            // The history keeps the game's own spelling of the move: a listed one.
            let played = session.history().last().expect("a move was recorded");
            assert!(
                listed.contains(played),
                "{notation:?} played as {played:?}, not listed"
            );
        }
        Ok(()) => {}
    }
});
