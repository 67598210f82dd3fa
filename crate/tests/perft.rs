//! Move generation pinned by perft counts: every position of the perft suite
//! to depth 4, and the six standard positions to depth 5.

use ferrochess::{rules::perft::perft, Position};

struct Case {
    fen: String,
    counts: Vec<(u32, u64)>,
}

fn read_suite(text: &str) -> Vec<Case> {
    text.lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| {
            let mut fields = line.split(';');
            let fen = fields.next().unwrap().trim().to_string();
            let counts = fields
                .map(|f| {
                    let (depth, count) = f.trim().split_once(' ').unwrap();
                    (depth[1..].parse().unwrap(), count.trim().parse().unwrap())
                })
                .collect();
            Case { fen, counts }
        })
        .collect()
}

fn check(suite: &str, max_depth: u32) -> usize {
    let mut checked = 0;
    for case in read_suite(suite) {
        let pos = Position::from_fen(&case.fen).unwrap_or_else(|e| panic!("{}: {e}", case.fen));
        for &(depth, expected) in case.counts.iter().filter(|(d, _)| *d <= max_depth) {
            assert_eq!(perft(&pos, depth), expected, "{} depth {depth}", case.fen);
            checked += 1;
        }
    }
    checked
}

#[test]
fn perft_suite_to_depth_4() {
    let checked = check(include_str!("data/perftsuite.epd"), 4);
    assert_eq!(checked, 126 * 4);
}

#[test]
fn standard_positions_to_depth_5() {
    let checked = check(include_str!("data/standard.epd"), 5);
    assert_eq!(checked, 6 * 5);
}

/// The wasm builds compute the sliding-piece, line and between tables when
/// the first board is made instead of shipping them (crate/vendor/chess,
/// PATCHED.md); the code that computes them must make exactly the tables the
/// `chess` crate's build script generates, which the native build still uses.
#[cfg(not(target_arch = "wasm32"))]
#[test]
fn tables_computed_at_start_equal_the_generated_ones() {
    assert!(chess::computed_tables_agree());
}
