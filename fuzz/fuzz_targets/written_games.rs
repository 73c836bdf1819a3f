//! Games started from a file the input gives — a Project L card deck (`extra-cards`) or a
//! Polyssimo piece set (`set`) — are either refused at the start or, played along a path
//! the input chooses, written out and read back to the same text and legal moves: a game
//! written always reads back, whatever names its cards or pieces carry.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tessera::play::{Games, file};

fuzz_target!(|data: &[u8]| {
    let [which, seed, low, high, rest @ ..] = data else {
        return;
    };
    // The file's length in two bytes, little end first; the path follows the file.
    let length = usize::from(u16::from_le_bytes([*low, *high]));
    let (text, path) = rest.split_at(length.min(rest.len()));
    let (game, option) = match which % 2 {
        0 => ("project-l", "extra-cards"),
        _ => ("polyssimo", "set"),
    };
    let given = std::env::temp_dir().join(format!("tessera-fuzz-{}.yaml", std::process::id()));
    std::fs::write(&given, text).expect("the scratch file is written");
    let games = Games::standard();
    let entry = games.find(game).expect("a listed game");
    let options = [(option.to_string(), given.display().to_string())];
    let Ok(mut session) = entry.start(&options, u64::from(*seed)) else {
        return;
    };
    tessera_fuzz::play_along(session.as_mut(), path);
    let written = file::to_text(session.as_ref()).expect("a game writes");
    let again = file::parse(&games, &written)
        .unwrap_or_else(|e| panic!("a written game reads: {e}\n{written}"));
    assert_eq!(file::to_text(again.as_ref()).unwrap(), written);
    assert_eq!(again.legal_moves(), session.legal_moves());
});
