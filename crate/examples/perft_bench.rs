//! Native perft speed for `npm run bench`: prints one JSON line per position
//! with the node count and the best time of three runs.
//!
//! `cargo run --release --example perft_bench`

use std::time::Instant;

use ferrochess::{rules::perft::perft, Position};

/// The positions `bench/bench.mjs` also runs in wasm and in chess.js.
const POSITIONS: [(&str, &str, u32); 6] = [
    (
        "start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        5,
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        5,
    ),
    ("endgame", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 6),
    (
        "position4",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        5,
    ),
    (
        "position5",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        5,
    ),
    (
        "position6",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        5,
    ),
];

fn main() {
    for (name, fen, depth) in POSITIONS {
        let pos = Position::from_fen(fen).expect("benchmark FEN is valid");
        let mut best = f64::INFINITY;
        let mut nodes = 0;
        for _ in 0..3 {
            let start = Instant::now();
            nodes = perft(&pos, depth);
            best = best.min(start.elapsed().as_secs_f64());
        }
        println!(
            "{{\"name\":\"{name}\",\"fen\":\"{fen}\",\"depth\":{depth},\"nodes\":{nodes},\"seconds\":{best}}}"
        );
    }
}
