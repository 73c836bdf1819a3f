//! `play serve`, text and JSON: any input is answered line by line, never a panic, and
//! the session ends well; every JSON answer is one JSON object with `ok`. Inputs naming
//! `load` or `save` are skipped: the fuzzer must not touch files.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tessera::cli::{Streams, run};
use tessera::play::Games;

fuzz_target!(|data: &[u8]| {
    let [mode, input @ ..] = data else {
        return;
    };
    let lower = input.to_ascii_lowercase();
    if lower.windows(4).any(|w| w == b"load" || w == b"save") {
        return;
    }
    let protocol = if mode % 2 == 0 { "text" } else { "json" };
    let args = ["tessera", "play", "serve", "--protocol", protocol].map(Into::into);
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let mut input = input;
    let mut streams = Streams::in_memory(&mut input, &mut out, &mut err);
    let code = run(&Games::standard(), args, &mut streams);
    assert_eq!(code, std::process::ExitCode::SUCCESS);
    if protocol == "json" {
        for line in String::from_utf8(out).expect("answers are text").lines() {
            let answer: serde_json::Value = serde_json::from_str(line).expect("a JSON answer");
            assert!(answer["ok"].is_boolean(), "{line}");
        }
    }
});
