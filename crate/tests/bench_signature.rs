//! The engine's signature, pinned: `bench` (the eight bench positions to
//! depth 9, each with a fresh engine on one thread) searches exactly these
//! nodes with each of the engine's two evaluators. A change that alters the
//! search trees must change these numbers on purpose, after its games (see
//! the engine log in the README); a change that must not (a refactor, a
//! speed change) keeps them. The wasm suite pins the same numbers in wasm.

use ferrochess::eval::Evaluator;
use ferrochess::uci_protocol::{bench, BENCH_DEPTH};

/// The default evaluator's signature (the net).
pub const NNUE_SIGNATURE: u64 = 564_828;
/// The hand-written evaluator's signature.
pub const HANDCRAFTED_SIGNATURE: u64 = 614_491;

#[test]
fn bench_signature_is_pinned() {
    assert_eq!(Evaluator::DEFAULT, Evaluator::Nnue);
    assert_eq!(bench(BENCH_DEPTH, Evaluator::Nnue).1, NNUE_SIGNATURE);
    assert_eq!(
        bench(BENCH_DEPTH, Evaluator::Handcrafted).1,
        HANDCRAFTED_SIGNATURE
    );
}
