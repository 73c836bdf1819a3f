//! Polyssimo and Golomb positions: any text is read or refused; a position read is
//! written out and read back to the same text.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tessera::polyssimo::Position;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    // A `set:` names a file: the fuzzer must not read files.
    if text.contains("set") {
        return;
    }
    let Ok(position) = Position::parse(text, "fuzz.yaml") else {
        return;
    };
    let written = position.to_text();
    let again = Position::parse(&written, "written")
        .unwrap_or_else(|e| panic!("a written position reads: {e}\n{written}"));
    assert_eq!(again.to_text(), written);
});
