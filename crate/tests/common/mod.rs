//! Helpers shared by the integration tests.

/// The FENs of the perft suite (positions rich in castling, en passant and
/// promotions).
pub fn suite_fens() -> Vec<&'static str> {
    include_str!("../data/perftsuite.epd")
        .lines()
        .filter_map(|line| line.split(';').next())
        .map(str::trim)
        .collect()
}
