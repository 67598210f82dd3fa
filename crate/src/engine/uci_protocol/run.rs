//! Running a `go` the session handed out ([`super::Action::Search`]): the
//! search's `info` lines and `bestmove`, all at the end or as they come;
//! and `bench`, the engine's behaviour signature.

use std::cell::RefCell;

use super::SearchJob;
use crate::engine::eval::Evaluator;
use crate::engine::search::wdl::{self, Wdl};
use crate::engine::search::{Algorithm, Engine, Limits, Progress, SearchInfo, SearchOptions};
use crate::rules::game::Game;
use crate::rules::uci;

/// The fixed positions `bench` searches; their total node count at the
/// bench depth is the engine's behaviour signature.
pub const BENCH_POSITIONS: [&str; 8] = [
    crate::STARTING_FEN,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1",
    "8/8/8/4k3/8/8/8/R3K3 w - - 0 1",
];

/// The default `bench` depth.
pub const BENCH_DEPTH: u32 = 9;

fn info_line(info: &SearchInfo, show_wdl: bool) -> String {
    let pv: Vec<String> = info.pv.iter().map(|&m| uci::format_move(m)).collect();
    let wdl = match show_wdl {
        true => {
            let Wdl { win, draw, loss } = wdl::MODEL.per_mille(info.score);
            format!(" wdl {win} {draw} {loss}")
        }
        false => String::new(),
    };
    format!(
        "info depth {} seldepth {} multipv {} score {}{wdl} nodes {} nps {} time {} pv {}",
        info.depth,
        info.seldepth,
        info.multipv,
        info.score.to_uci(),
        info.nodes,
        info.nps,
        info.time_ms,
        pv.join(" ")
    )
}

/// Runs a search job; returns the `info` lines and the final `bestmove`.
pub fn run_search(engine: &mut Engine, job: &SearchJob) -> Vec<String> {
    let mut lines = Vec::new();
    run_search_streaming(engine, job, &mut |line| lines.push(line), &|| false);
    lines
}

/// The line reporting a search's progress between iterations.
fn progress_line(progress: &Progress) -> String {
    format!(
        "info nodes {} nps {} time {}",
        progress.nodes, progress.nps, progress.time_ms
    )
}

/// Runs a search job, handing each output line to `out` as it is produced:
/// an `info` line per iteration, `info nodes … nps … time …` every
/// [`crate::engine::search::PROGRESS_INTERVAL_MS`] between them, then `bestmove`.
/// `stop_requested` is asked every 1024 nodes whether to stop (as
/// [`Engine::search_until`] does); `|| false` never stops early.
pub fn run_search_streaming(
    engine: &mut Engine,
    job: &SearchJob,
    out: &mut dyn FnMut(String),
    stop_requested: &dyn Fn() -> bool,
) {
    let shared_out = RefCell::new(out);
    let result = engine.search_until(
        &job.game,
        &job.options,
        |info| (shared_out.borrow_mut())(info_line(info, job.show_wdl)),
        |progress| (shared_out.borrow_mut())(progress_line(progress)),
        stop_requested,
    );
    let out = shared_out.into_inner();
    match result.best_move_uci() {
        Some(mv) => {
            if result.depth == 0 || job.options.algorithm != Algorithm::Default {
                // The classic algorithms report once, at the end.
                out(info_line(
                    &SearchInfo {
                        multipv: 1,
                        depth: result.depth,
                        seldepth: result.seldepth,
                        score: result.score,
                        nodes: result.nodes,
                        time_ms: result.time_ms,
                        nps: result.nps,
                        pv: result.pv.clone(),
                    },
                    job.show_wdl,
                ));
            }
            // The line's second move follows whenever there is one, as GUIs expect
            // (`bestmove e2e4 ponder e7e5`), whether or not `Ponder` is on.
            match result.pv.get(1) {
                Some(reply) => out(format!(
                    "bestmove {mv} ponder {}",
                    crate::rules::uci::format_move(*reply)
                )),
                None => out(format!("bestmove {mv}")),
            }
        }
        None => out(String::from("bestmove 0000")),
    }
}

/// Runs `bench`: every [`BENCH_POSITIONS`] entry to `depth` with a fresh
/// engine and `evaluator`; returns the report lines, ending with the total
/// node count.
pub fn bench(depth: u32, evaluator: Evaluator) -> (Vec<String>, u64) {
    let start = web_time::Instant::now();
    let mut total = 0;
    let mut lines = Vec::new();
    for (i, fen) in BENCH_POSITIONS.iter().enumerate() {
        let game = Game::from_fen(fen).expect("bench positions are valid");
        let mut engine = Engine::new();
        let options = SearchOptions {
            limits: Limits::depth(depth),
            evaluator,
            ..SearchOptions::default()
        };
        debug_assert!(!options.book);
        let result = engine.search(&game, &options, |_| {});
        total += result.nodes;
        lines.push(format!(
            "position {}: bestmove {} score {} nodes {}",
            i + 1,
            result.best_move_uci().unwrap_or_else(|| "0000".into()),
            result.score.to_uci(),
            result.nodes
        ));
    }
    let ms = start.elapsed().as_millis().max(1) as u64;
    lines.push(format!("Total time (ms) : {ms}"));
    lines.push(format!("Nodes searched  : {total}"));
    lines.push(format!("Nodes/second    : {}", total * 1000 / ms));
    (lines, total)
}
