//! The UCI protocol loop: any sequence of command lines is answered without
//! a panic. Searches are not run (`go` only returns a job), and `bench` and
//! `perft` are skipped as they are slow by design.
#![no_main]

use ferrochess::engine::uci_protocol::Session;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let mut session = Session::new();
    for line in text.lines().take(64) {
        if line.contains("bench") || line.contains("perft") {
            continue;
        }
        let _ = session.handle(line);
    }
});
