//! Game state files of every game: any text is read (its history replayed) or refused; a
//! game read is written out and read back to the same text and the same legal moves.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tessera::play::{Games, file};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    // Options that name files (a set, a draft) hold their text, never a path: fine here.
    let games = Games::standard();
    let Ok(session) = file::parse(&games, text) else {
        return;
    };
    let written = file::to_text(session.as_ref()).expect("a game writes");
    let again = file::parse(&games, &written)
        .unwrap_or_else(|e| panic!("a written game reads: {e}\n{written}"));
    assert_eq!(file::to_text(again.as_ref()).unwrap(), written);
    assert_eq!(again.legal_moves(), session.legal_moves());
});
