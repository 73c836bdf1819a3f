//! Polyssimo and Golomb positions, on the standard sets or a set written inline: any text
//! is read or refused; a position read is written out and read back to the same text.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tessera::polyssimo::Position;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    // A one-line `set:` names a file, which the fuzzer must not read; a set written
    // inline (a block, `set: |`) is read and written like the rest.
    let names_a_file = text.lines().any(|line| {
        let line = line.trim_start();
        line.starts_with("set:") && !line["set:".len()..].trim_start().starts_with(['|', '>'])
    });
    if names_a_file || text.contains("\"set\"") || text.contains("'set'") || text.contains('{') {
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
