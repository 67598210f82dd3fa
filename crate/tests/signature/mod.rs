//! The engine's `bench` signature, pinned in one place for the native test
//! (`crate/tests/bench_signature.rs`) and the wasm suite
//! (`tests/wasm/tests/suite/mod.rs`, which includes this file by path): a
//! change that alters the search trees edits these two numbers, once.

/// The default evaluator's signature (the net).
pub const NNUE_SIGNATURE: u64 = 457_576;
/// The hand-written evaluator's signature.
pub const HANDCRAFTED_SIGNATURE: u64 = 606_677;
