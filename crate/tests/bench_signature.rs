//! The engine's signature, pinned: `bench` (the eight bench positions to
//! depth 9, each with a fresh engine on one thread) searches exactly these
//! nodes with each of the engine's two evaluators. A change that alters the
//! search trees must change these numbers on purpose, after its games (see
//! docs/dev/engine-log.md); a change that must not (a refactor, a
//! speed change) keeps them. The wasm suite checks the same numbers in wasm
//! (both read them from `signature/mod.rs`).

use ferrochess::engine::eval::Evaluator;
use ferrochess::engine::search::ratings::MEASURED_WITH;
use ferrochess::engine::uci_protocol::{bench, BENCH_DEPTH};

mod signature;

use signature::{HANDCRAFTED_SIGNATURE, NNUE_SIGNATURE};

#[test]
fn bench_signature_is_pinned() {
    assert_eq!(Evaluator::DEFAULT, Evaluator::Nnue);
    assert_eq!(bench(BENCH_DEPTH, Evaluator::Nnue).1, NNUE_SIGNATURE);
    assert_eq!(
        bench(BENCH_DEPTH, Evaluator::Handcrafted).1,
        HANDCRAFTED_SIGNATURE
    );
}

/// The rating table (`crate/src/engine/search/ratings.rs`) names the engine it was
/// measured with. A change to the search or the evaluation changes the
/// signature above; this test then fails until `scripts/calibrate.py`
/// has measured the changed engine and written a new table, or its quick
/// check has found every label still inside its interval with the changed
/// engine (`check --stamp`); either records the new signature, so no engine
/// ships with ratings neither fitted nor checked with it.
#[test]
fn the_rating_table_was_measured_with_this_engine() {
    assert_eq!(
        MEASURED_WITH.bench, NNUE_SIGNATURE,
        "crate/src/engine/search/ratings.rs was measured on {} with the engine of commit {} (bench {}; {}), \
         not this one (bench {NNUE_SIGNATURE}): re-run scripts/calibrate.py (docs/strength.md)",
        MEASURED_WITH.date, MEASURED_WITH.commit, MEASURED_WITH.bench, MEASURED_WITH.basis
    );
}
