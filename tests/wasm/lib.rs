//! Nothing here: the suites live in `tests/` (`page.rs`, `worker.rs`), which
//! share `tests/suite/mod.rs`.
