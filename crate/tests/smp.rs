//! Lazy SMP: several threads searching one position through a shared table.

use ferrochess::engine::search::{max_threads, Engine, Limits, SearchOptions};
use ferrochess::{Game, Position};

const MIDDLEGAME: &str = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";

fn engine(threads: usize) -> Engine {
    let mut engine = Engine::new();
    engine.set_threads(threads);
    engine
}

fn options(limits: Limits) -> SearchOptions {
    SearchOptions {
        limits,
        ..SearchOptions::default()
    }
}

#[test]
fn thread_counts_are_clamped_to_the_machine() {
    assert_eq!(engine(0).threads(), 1);
    assert_eq!(engine(1).threads(), 1);
    assert_eq!(engine(usize::MAX).threads(), max_threads());
}

#[test]
fn helpers_search_beside_the_main_thread_and_the_pv_is_legal() {
    let game = Game::from_fen(MIDDLEGAME).unwrap();
    let mut engine = engine(2);
    let mut last_info_nodes = 0;
    let result = engine.search(&game, &options(Limits::depth(9)), |info| {
        last_info_nodes = info.nodes
    });
    assert_eq!(result.depth, 9);
    assert!(result.nodes >= last_info_nodes);
    let mut position: Position = *game.position();
    for &mv in &result.pv {
        position = position
            .play(mv)
            .unwrap_or_else(|| panic!("{mv} is illegal in {}", position.to_fen()));
    }
    // The next search starts cleanly after the helpers stopped.
    let again = engine.search(&game, &options(Limits::depth(5)), |_| {});
    assert!(again.best_move.is_some());
}

#[test]
fn node_limited_searches_run_on_one_thread_and_play_the_same() {
    // Levels and ratings below full strength are node budgets: a second
    // thread must not change what they play.
    let game = Game::from_fen(MIDDLEGAME).unwrap();
    let limits = Limits {
        nodes: Some(30_000),
        ..Limits::default()
    };
    let one = engine(1).search(&game, &options(limits.clone()), |_| {});
    let two = engine(2).search(&game, &options(limits), |_| {});
    assert_eq!(
        (one.best_move, one.score, one.nodes, one.depth),
        (two.best_move, two.score, two.nodes, two.depth)
    );
}
