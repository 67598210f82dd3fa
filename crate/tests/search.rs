//! The engine's behaviour: mates found, the classic algorithms agree, every
//! limit honoured, always a legal move, won endgames converted.
//!
//! `FERROCHESS_THREADS=2 cargo test --test search` runs all of it with Lazy
//! SMP (npm test runs both).

use std::time::Duration;

use ferrochess::engine::eval::Evaluator;
use ferrochess::engine::search::{Algorithm, Engine, Limits, Score, SearchOptions};
use ferrochess::{Game, Position};

fn options(algorithm: Algorithm, evaluator: Evaluator, limits: Limits) -> SearchOptions {
    SearchOptions {
        algorithm,
        evaluator,
        limits,
        randomness: 0,
        temperature: 0,
        book: false,
        multi_pv: 1,
    }
}

/// An engine with `FERROCHESS_THREADS` search threads (default 1).
fn engine() -> Engine {
    let threads = std::env::var("FERROCHESS_THREADS").map_or(1, |t| {
        t.parse().expect("FERROCHESS_THREADS must be a number")
    });
    let mut engine = Engine::new();
    engine.set_threads(threads);
    assert_eq!(
        engine.threads(),
        threads.min(ferrochess::engine::search::max_threads())
    );
    engine
}

fn search(fen: &str, limits: Limits) -> ferrochess::engine::search::SearchResult {
    let game = Game::from_fen(fen).unwrap();
    engine().search(
        &game,
        &options(Algorithm::Default, Evaluator::DEFAULT, limits),
        |_| {},
    )
}

/// Plays the PV from `fen` and says whether it ends in checkmate.
fn pv_mates(fen: &str, pv: &[chess::ChessMove]) -> bool {
    let mut game = Game::from_fen(fen).unwrap();
    for &mv in pv {
        assert!(game.play(mv), "illegal PV move in {fen}");
    }
    game.position().is_checkmate()
}

#[test]
fn finds_mates_in_one_two_and_three() {
    let cases = [
        (
            "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
            1,
        ),
        ("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", 1),
        (
            "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 10",
            2,
        ),
        (
            "r1b1kb1r/pppp1ppp/5q2/4n3/3KP3/2N3PN/PPP4P/R1BQ1B1R b kq - 0 1",
            3,
        ),
        ("7k/8/5K2/8/8/8/8/6R1 w - - 0 1", 2),
    ];
    for (fen, moves) in cases {
        let result = search(fen, Limits::depth(2 * moves + 2));
        assert_eq!(result.score, Score::Mate(moves as i32), "{fen}");
        assert!(pv_mates(fen, &result.pv), "{fen}: PV does not mate");
    }
}

/// A score as a number that orders like the score (mates beyond any cp).
fn order(score: Score) -> i32 {
    match score {
        Score::Cp(cp) => cp,
        Score::Mate(n) if n > 0 => 100_000 - n,
        Score::Mate(n) => -100_000 - n,
    }
}

#[test]
fn multipv_gives_distinct_root_moves_best_first() {
    // Mate in one (Qxf7#) and a position with only two legal moves.
    let game = Game::from_fen("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 4 4")
        .unwrap();
    let options = SearchOptions {
        multi_pv: 4,
        ..options(Algorithm::Default, Evaluator::DEFAULT, Limits::depth(5))
    };
    let mut reported = Vec::new();
    let result = engine().search(&game, &options, |info| reported.push(info.multipv));
    assert_eq!(result.lines.len(), 4);
    assert_eq!(result.lines[0].score, Score::Mate(1));
    assert_eq!(result.lines[0].pv, result.pv);
    assert_eq!(result.best_move_uci().as_deref(), Some("f3f7"));
    let firsts: std::collections::HashSet<_> = result.lines.iter().map(|l| l.pv[0]).collect();
    assert_eq!(firsts.len(), 4, "{:?}", result.lines);
    for pair in result.lines.windows(2) {
        assert!(
            order(pair[0].score) >= order(pair[1].score),
            "{:?}",
            result.lines
        );
        assert!(
            !matches!(pair[1].score, Score::Mate(_)),
            "only one move mates"
        );
    }
    // Each iteration reports lines 1, 2, 3, 4 in turn.
    assert!(
        reported.chunks(4).all(|c| c == [1, 2, 3, 4]),
        "{reported:?}"
    );

    // More lines than legal moves: one line per move.
    let two_moves = Game::from_fen("k7/8/1K6/8/8/8/8/7R b - - 0 1").unwrap();
    let result = engine().search(&two_moves, &options, |_| {});
    assert_eq!(result.lines.len(), two_moves.position().legal_moves().len());
    // One line by default.
    let single = search(POSITIONS[1], Limits::depth(4));
    assert_eq!(single.lines.len(), 1);
    assert_eq!(single.lines[0].pv, single.pv);
}

#[test]
fn sees_being_mated() {
    // Black to move can only delay: Ra1# follows whatever it does.
    let result = search("k7/8/1K6/8/8/8/8/7R b - - 0 1", Limits::depth(4));
    assert_eq!(result.score, Score::Mate(-1));
}

const POSITIONS: [&str; 6] = [
    ferrochess::STARTING_FEN,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
    "4k3/8/8/8/8/8/4p3/4K3 w - - 0 1",
];

#[test]
fn minimax_and_alphabeta_agree_with_fewer_nodes() {
    let mut engine = engine();
    let (mut minimax_nodes, mut alphabeta_nodes) = (0, 0);
    for fen in POSITIONS {
        let game = Game::from_fen(fen).unwrap();
        for (depth, evaluator) in [
            (1, Evaluator::Pst),
            (2, Evaluator::Shannon),
            (3, Evaluator::Material),
            (3, Evaluator::Pst),
        ] {
            let minimax = engine.search(
                &game,
                &options(Algorithm::Minimax, evaluator, Limits::depth(depth)),
                |_| {},
            );
            let alphabeta = engine.search(
                &game,
                &options(Algorithm::AlphaBeta, evaluator, Limits::depth(depth)),
                |_| {},
            );
            assert_eq!(
                minimax.score, alphabeta.score,
                "{fen} depth {depth} {evaluator}"
            );
            assert!(alphabeta.nodes <= minimax.nodes, "{fen} depth {depth}");
            if depth == 3 {
                minimax_nodes += minimax.nodes;
                alphabeta_nodes += alphabeta.nodes;
            }
        }
    }
    // Unordered alpha-beta: the writings measured 25,287 against 40,838.
    assert!(
        alphabeta_nodes * 10 < minimax_nodes * 7,
        "{alphabeta_nodes} vs {minimax_nodes}"
    );
}

#[test]
fn every_algorithm_returns_a_legal_move() {
    let mut engine = engine();
    for fen in POSITIONS {
        let game = Game::from_fen(fen).unwrap();
        let legal = game.position().legal_moves();
        for algorithm in Algorithm::ALL {
            for evaluator in Evaluator::ALL {
                let result = engine.search(
                    &game,
                    &options(algorithm, evaluator, Limits::depth(2)),
                    |_| {},
                );
                let mv = result.best_move.expect("a move");
                assert!(legal.contains(&mv), "{fen} {algorithm} {evaluator}");
            }
        }
    }
}

#[test]
fn depth_one_and_one_millisecond_still_give_a_move() {
    for fen in POSITIONS {
        for limits in [
            Limits::depth(1),
            Limits::movetime(1),
            Limits {
                nodes: Some(1),
                ..Limits::default()
            },
        ] {
            let result = search(fen, limits.clone());
            let legal = Position::from_fen(fen).unwrap().legal_moves();
            assert!(
                legal.contains(&result.best_move.unwrap()),
                "{fen} {limits:?}"
            );
        }
    }
}

#[test]
fn limits_are_honoured() {
    let kiwipete = POSITIONS[1];
    let result = search(kiwipete, Limits::depth(5));
    assert_eq!(result.depth, 5);
    let result = search(
        kiwipete,
        Limits {
            nodes: Some(20_000),
            ..Limits::default()
        },
    );
    assert!(result.nodes <= 20_000, "{}", result.nodes);
    assert!(result.depth >= 2);
    let result = search(kiwipete, Limits::movetime(150));
    assert!(
        result.time_ms <= 600,
        "movetime 150 took {} ms",
        result.time_ms
    );
    // A clock of 2 s with no increment: the move must take a small share.
    let clock = ferrochess::engine::search::Clock {
        wtime: 2_000,
        btime: 2_000,
        ..Default::default()
    };
    let result = search(
        kiwipete,
        Limits {
            clock: Some(clock),
            ..Limits::default()
        },
    );
    assert!(
        result.time_ms <= 1_000,
        "clock move took {} ms",
        result.time_ms
    );
}

#[test]
fn stop_signal_ends_an_infinite_search() {
    let game = Game::new();
    let mut engine = engine();
    let stop = engine.stop_signal();
    let stopper = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(200));
        stop.stop();
    });
    let limits = Limits {
        infinite: true,
        ..Limits::default()
    };
    let result = engine.search(
        &game,
        &options(Algorithm::Default, Evaluator::DEFAULT, limits),
        |_| {},
    );
    stopper.join().unwrap();
    assert!(result.best_move.is_some());
    assert!(result.time_ms < 5_000);
}

#[test]
fn the_classic_algorithms_honour_node_and_time_limits_and_stop() {
    let game = Game::from_fen(POSITIONS[1]).unwrap();
    for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta] {
        // Depth 8 would take hours: every limit must cut it short.
        let by_nodes = Limits {
            depth: Some(8),
            nodes: Some(50_000),
            ..Limits::default()
        };
        let result = engine().search(
            &game,
            &options(algorithm, Evaluator::Material, by_nodes),
            |_| {},
        );
        assert!(result.nodes <= 50_000, "{algorithm:?}: {}", result.nodes);
        assert!(game
            .position()
            .legal_moves()
            .contains(&result.best_move.unwrap()));

        let by_time = Limits {
            depth: Some(8),
            movetime: Some(200),
            ..Limits::default()
        };
        let result = engine().search(
            &game,
            &options(algorithm, Evaluator::Material, by_time),
            |_| {},
        );
        assert!(
            result.time_ms < 1_000,
            "{algorithm:?}: {} ms",
            result.time_ms
        );
        assert!(result.best_move.is_some());

        let mut engine = engine();
        let stop = engine.stop_signal();
        let stopper = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(200));
            stop.stop();
        });
        let infinite = Limits {
            depth: Some(8),
            infinite: true,
            ..Limits::default()
        };
        let result = engine.search(
            &game,
            &options(algorithm, Evaluator::Material, infinite),
            |_| {},
        );
        stopper.join().unwrap();
        assert!(
            result.time_ms < 2_000,
            "{algorithm:?}: {} ms",
            result.time_ms
        );
        assert!(result.best_move.is_some());
    }
}

#[test]
fn a_long_search_reports_progress_between_iterations() {
    // Iterative deepening to the time limit; textbook minimax to depth 8.
    for (algorithm, depth) in [(Algorithm::Default, None), (Algorithm::Minimax, Some(8))] {
        let mut reports = Vec::new();
        let limits = Limits {
            depth,
            movetime: Some(1_300),
            ..Limits::default()
        };
        engine().search_with_progress(
            &Game::new(),
            &options(algorithm, Evaluator::DEFAULT, limits),
            |_| {},
            |progress| reports.push(*progress),
        );
        assert!(reports.len() >= 2, "{algorithm:?}: {reports:?}");
        for pair in reports.windows(2) {
            assert!(pair[1].nodes > pair[0].nodes, "{reports:?}");
            let interval = ferrochess::engine::search::PROGRESS_INTERVAL_MS;
            assert!(pair[1].time_ms >= pair[0].time_ms + interval, "{reports:?}");
        }
    }
}

#[test]
fn depth_limited_search_is_deterministic() {
    // On one thread: with helpers, node counts depend on timing.
    let search = |fen: &str, limits: Limits| {
        Engine::new().search(
            &Game::from_fen(fen).unwrap(),
            &options(Algorithm::Default, Evaluator::DEFAULT, limits),
            |_| {},
        )
    };
    for fen in POSITIONS {
        let a = search(fen, Limits::depth(6));
        let b = search(fen, Limits::depth(6));
        assert_eq!(
            (a.best_move, a.score, a.nodes),
            (b.best_move, b.score, b.nodes),
            "{fen}"
        );
    }
}

#[test]
fn an_engine_learns_across_searches_and_clear_forgets_it_all() {
    let game = Game::from_fen(POSITIONS[0]).unwrap();
    let limits = || options(Algorithm::Default, Evaluator::DEFAULT, Limits::depth(7));
    let fresh = Engine::new().search(&game, &limits(), |_| {});
    let mut engine = Engine::new();
    engine.search(&Game::new(), &limits(), |_| {});
    // The table and the quiet-move history of the first search change
    // the second one's tree...
    let after_another = engine.search(&game, &limits(), |_| {});
    assert_ne!(after_another.nodes, fresh.nodes);
    // ...and a new game starts from nothing again.
    engine.clear();
    let cleared = engine.search(&game, &limits(), |_| {});
    assert_eq!(
        (cleared.best_move, cleared.score, cleared.nodes),
        (fresh.best_move, fresh.score, fresh.nodes)
    );
}

#[test]
fn a_winning_side_avoids_threefold_repetition() {
    // Black, a queen up, has checked White's king back and forth; Qb1+ now
    // would repeat the position a third time and draw.
    let mut game = Game::from_fen("6k1/6p1/8/8/8/8/q5PP/7K w - - 0 1").unwrap();
    for san in [
        "h3", "Qb1+", "Kh2", "Qb8+", "Kh1", "Qb1+", "Kh2", "Qb8+", "Kh1",
    ] {
        game.play_san(san, true).unwrap();
    }
    let repeat = ferrochess::rules::uci::parse_move(game.position(), "b8b1").unwrap();
    let mut probe = game.clone();
    probe.play_unchecked(repeat);
    assert!(probe.is_threefold_repetition());
    let mut engine = engine();
    let result = engine.search(
        &game,
        &options(Algorithm::Default, Evaluator::DEFAULT, Limits::depth(4)),
        |_| {},
    );
    assert_ne!(result.best_move, Some(repeat));
    assert!(
        matches!(result.score, Score::Cp(cp) if cp > 500)
            || matches!(result.score, Score::Mate(n) if n > 0)
    );
}

/// Random KQK / KRK positions with White to move, kings not adjacent.
fn random_endgames(piece: char, count: usize, seed: u64) -> Vec<String> {
    let mut rng = ferrochess::engine::random::XorShift::new(seed);
    let mut next = move || rng.below(64);
    let mut out = Vec::new();
    while out.len() < count {
        let (wk, bk, p) = (next(), next(), next());
        if wk == bk || wk == p || bk == p {
            continue;
        }
        let mut board = ['.'; 64];
        board[wk] = 'K';
        board[bk] = 'k';
        board[p] = piece;
        let placement: Vec<String> = (0..8)
            .rev()
            .map(|rank| {
                let mut row = String::new();
                let mut empty = 0;
                for file in 0..8 {
                    match board[rank * 8 + file] {
                        '.' => empty += 1,
                        c => {
                            if empty > 0 {
                                row.push_str(&empty.to_string());
                                empty = 0;
                            }
                            row.push(c);
                        }
                    }
                }
                if empty > 0 {
                    row.push_str(&empty.to_string());
                }
                row
            })
            .collect();
        let fen = format!("{} w - - 0 1", placement.join("/"));
        if let Ok(pos) = Position::from_fen(&fen) {
            if pos.legal_moves().len() > 1 {
                out.push(fen);
            }
        }
    }
    out
}

#[test]
fn kqk_and_krk_are_mated_within_fifty_moves() {
    let mut mated = 0;
    let mut total = 0;
    for (piece, seed) in [('Q', 11), ('R', 23)] {
        for fen in random_endgames(piece, 8, seed) {
            let mut game = Game::from_fen(&fen).unwrap();
            let mut engine = engine();
            let opts = options(Algorithm::Default, Evaluator::DEFAULT, Limits::depth(7));
            while game.outcome().is_none() && game.plies().len() < 100 {
                let result = engine.search(&game, &opts, |_| {});
                game.play_unchecked(result.best_move.unwrap());
            }
            total += 1;
            if game.position().is_checkmate() {
                mated += 1;
            } else {
                let material_kept = game.position().board().combined().popcnt() == 3;
                assert!(
                    !material_kept,
                    "{fen}: not mated in 50 moves, ended {:?}",
                    game.outcome()
                );
            }
        }
    }
    // Only positions where the piece hangs at once may escape.
    assert!(mated * 10 >= total * 8, "{mated}/{total} mated");
}

#[test]
fn go_mate_ends_on_the_mate_or_at_its_depth() {
    // Mate in two; asked for it with no other limit, the search ends once it is proven.
    let fen = "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 10";
    let result = search(
        fen,
        Limits {
            mate: Some(2),
            ..Limits::default()
        },
    );
    assert_eq!(result.score, Score::Mate(2));
    assert!(pv_mates(fen, &result.pv));
    assert!(result.depth <= ferrochess::engine::search::limits::mate_depth(2));
    // No mate to find: it still answers, at the mate search's depth.
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let result = search(
        start,
        Limits {
            mate: Some(1),
            ..Limits::default()
        },
    );
    assert!(result.best_move.is_some());
    assert_eq!(
        result.depth,
        ferrochess::engine::search::limits::mate_depth(1)
    );
}

#[test]
fn searchmoves_chooses_among_the_moves_named_in_every_algorithm() {
    use std::str::FromStr;
    // White can take the queen (exd5); told to choose between a3 and h3, it must not.
    let fen = "rnb1kbnr/pppp1ppp/8/3q4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1";
    let named: Vec<chess::ChessMove> = ["a2a3", "h2h3"]
        .iter()
        .map(|m| chess::ChessMove::from_str(m).unwrap())
        .collect();
    let limits = || Limits {
        depth: Some(4),
        search_moves: named.clone(),
        ..Limits::default()
    };
    let game = Game::from_fen(fen).unwrap();
    for algorithm in [
        Algorithm::Default,
        Algorithm::AlphaBeta,
        Algorithm::Minimax,
        Algorithm::Random,
    ] {
        let options = SearchOptions {
            multi_pv: 3,
            ..options(algorithm, Evaluator::DEFAULT, limits())
        };
        let result = engine().search(&game, &options, |_| {});
        let best = result.best_move.expect("a move");
        assert!(named.contains(&best), "{algorithm:?} chose {best}");
        if algorithm == Algorithm::Default {
            let firsts: Vec<_> = result.lines.iter().map(|l| l.pv[0]).collect();
            assert_eq!(firsts.len(), 2, "one line per move named: {firsts:?}");
            assert!(firsts.iter().all(|m| named.contains(m)));
        }
    }
    // Unrestricted, the queen is taken.
    let free = search(fen, Limits::depth(4));
    assert_eq!(free.best_move.unwrap().to_string(), "e4d5");
}
