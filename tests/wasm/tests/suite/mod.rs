//! Tests shared by the page and worker suites: the rules layer compiled to
//! wasm, and the JS boundary's promise never to trap on bad input.

use ferrochess::engine::random::XorShift;
use ferrochess::wasm::engine::SearchArgs;
use ferrochess::wasm::{validate_fen, WasmGame};
use ferrochess::{rules::perft, rules::pgn, rules::san, Game, Position};
use wasm_bindgen::{JsError, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

const STANDARD: [(&str, u32, u64); 6] = [
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        4,
        197_281,
    ),
    (
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        3,
        97_862,
    ),
    ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 4, 43_238),
    (
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        3,
        9_467,
    ),
    (
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        3,
        62_379,
    ),
    (
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        3,
        89_890,
    ),
];

fn message(error: impl Into<JsValue>) -> String {
    let value: JsValue = error.into();
    let error: &js_sys::Error = wasm_bindgen::JsCast::unchecked_ref(&value);
    String::from(error.message())
}

#[wasm_bindgen_test]
fn perft_matches_in_wasm() {
    for (fen, depth, nodes) in STANDARD {
        let pos = Position::from_fen(fen).unwrap();
        assert_eq!(perft::perft(&pos, depth), nodes, "{fen}");
        let game = WasmGame::new(Some((*fen).into()), None, None).unwrap();
        assert_eq!(game.perft(depth).ok(), Some(nodes as f64), "{fen}");
    }
}

#[wasm_bindgen_test]
fn fen_san_and_pgn_round_trip_in_wasm() {
    let mut game = Game::new();
    for text in [
        "e4", "c5", "Nf3", "d6", "d4", "cxd4", "Nxd4", "Nf6", "Nc3", "a6",
    ] {
        let mv = game.play_san(text, true).unwrap();
        let before = &game.plies().last().unwrap().before;
        assert_eq!(san::format(before, mv), text);
    }
    let fen = game.position().to_fen();
    assert_eq!(
        fen,
        "rnbqkb1r/1p2pppp/p2p1n2/8/3NP3/2N5/PPP2PPP/R1BQKB1R w KQkq - 0 6"
    );
    assert_eq!(Position::from_fen(&fen).unwrap().to_fen(), fen);
    let text = pgn::write(&game, &pgn::WriteOptions::default());
    let back = pgn::read(&text).unwrap();
    assert_eq!(back.position().to_fen(), fen);
    assert_eq!(pgn::write(&back, &pgn::WriteOptions::default()), text);
}

#[wasm_bindgen_test]
fn boundary_rejects_bad_input_with_messages_and_keeps_the_game() {
    let huge = "x".repeat(1 << 20);
    let bad_fen = WasmGame::new(Some("not a fen".into()), None, None)
        .err()
        .unwrap();
    assert!(message(bad_fen).starts_with("invalid FEN"));
    assert!(WasmGame::new(Some(huge.clone()), Some(true), None).is_err());
    assert!(validate_fen(&huge).contains("too long"));

    let mut game = WasmGame::new(None, None, None).unwrap();
    game.move_san("e4", true).unwrap();
    let fen = game.fen(None);
    // A refused move text's kind (the page tells a typo from a move not legal now).
    assert_eq!(game.move_error_code("Qxx9", false), 2, "malformed");
    assert_eq!(game.move_error_code("Ke3", false), 5, "illegal");
    assert_eq!(
        game.move_error_code("e5", false),
        0,
        "a legal move is not refused"
    );
    let failures: Vec<String> = vec![
        game.move_san("Ke3", false).err().map(message),
        game.move_san(&huge, false).err().map(message),
        game.move_san("", false).err().map(message),
        game.move_san("e5\0", false).err().map(message),
        game.move_from_to("z9", "e4", None).err().map(message),
        game.move_from_to("e7", "e4", None).err().map(message),
        game.load("8/8/8/8/8/8/8/8 w - - 0 1", false, false, false)
            .err()
            .map(message),
        game.load("8/8/8/8/8/8/8/9 w - - 0 1", false, true, false)
            .err()
            .map(message),
        game.set_turn("x", false).err().map(message),
        game.set_turn("x", true).err().map(message),
        game.castling_possible("x").err().map(message),
        game.set_en_passant_square(Some("e9".into()))
            .err()
            .map(message),
        game.attackers("e4", Some("x".into())).err().map(message),
        game.castling_rights("white").err().map(message),
        game.load_pgn(&huge, false, false).err().map(message),
        game.load_pgn("1. e4 e5 2. Qxf7", false, false)
            .err()
            .map(message),
        game.set_header("bad name", "v").err().map(message),
        game.perft(99).err().map(message),
    ]
    .into_iter()
    .map(|m| m.expect("bad input was accepted"))
    .collect();
    for text in &failures {
        assert!(text.len() > 10 && text.len() < 400, "{text}");
    }
    // A promotion piece on a move that is no promotion is ignored, as in
    // chess.js; on a promotion it must be a piece a pawn becomes.
    let mut promoting =
        WasmGame::new(Some("8/4P3/8/8/8/k7/8/4K3 w - - 0 1".into()), None, None).unwrap();
    assert!(promoting
        .move_from_to("e7", "e8", Some("k".into()))
        .is_err());
    assert!(promoting.move_from_to("e1", "e2", Some("q".into())).is_ok());
    // chess.js answers these with nothing rather than an error.
    assert_eq!(game.moves(Some("xx".into()), None), "");
    assert_eq!(game.moves(None, Some("z".into())), "");
    assert!(!game.put("k", "w", "a3"));
    assert_eq!(game.remove("z1"), 0);
    assert_eq!(game.fen(None), fen);
    assert_eq!(game.moves(None, None).split(' ').count(), 20);
}

#[wasm_bindgen_test]
fn random_games_undo_exactly_in_wasm() {
    let mut rng = XorShift::new(0x1234_5678_9abc_def1);
    for _ in 0..20 {
        let mut game = Game::new();
        let mut fens = Vec::new();
        while game.outcome().is_none() && game.plies().len() < 200 {
            let moves = game.position().legal_moves();
            fens.push((game.position().to_fen(), game.position().zobrist_key()));
            game.play_unchecked(moves[rng.below(moves.len())]);
        }
        while let Some(expected) = fens.pop() {
            game.undo();
            assert_eq!(
                (game.position().to_fen(), game.position().zobrist_key()),
                expected
            );
        }
    }
}

#[wasm_bindgen_test]
fn uci_session_answers_and_searches_in_wasm() {
    use ferrochess::wasm::engine::WasmUci;
    let mut uci = WasmUci::new();
    let ids = uci.command("uci");
    assert!(
        ids.starts_with("id name ferrochess") && ids.ends_with("uciok"),
        "{ids}"
    );
    assert_eq!(uci.command("isready"), "readyok");
    assert_eq!(uci.command("position startpos moves e2e4 e7e5"), "");
    let output = uci.command("go depth 5");
    let last = output.lines().last().unwrap();
    assert!(last.starts_with("bestmove "), "{output}");
    assert!(output.contains("info depth 5 "), "{output}");
    // The move is legal in the position.
    let mut game = Game::new();
    game.play_uci("e2e4").unwrap();
    game.play_uci("e7e5").unwrap();
    // "bestmove X" or "bestmove X ponder Y": X is legal here, and Y after it.
    let mut words = last.split(' ').skip(1);
    let best = words.next().unwrap();
    assert!(game.play_uci(best).is_ok(), "{last}");
    if let Some(ponder) = words.nth(1) {
        assert!(game.play_uci(ponder).is_ok(), "{last}");
    }
    assert!(uci.command("go infinite").starts_with("info string error"));
    assert!(uci
        .command("position fen nonsense")
        .starts_with("info string error"));
    assert_eq!(uci.command("isready"), "readyok");
}

#[wasm_bindgen_test]
fn uci_session_streams_lines_and_runs_go_infinite_until_asked_to_stop() {
    use ferrochess::wasm::engine::WasmUci;
    use std::cell::{Cell, RefCell};
    use std::rc::Rc;
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::JsCast;

    let mut uci = WasmUci::new();
    let lines = Rc::new(RefCell::new(Vec::<String>::new()));
    let sink = lines.clone();
    let on_line =
        Closure::<dyn FnMut(String)>::new(move |line: String| sink.borrow_mut().push(line));
    let on_line: &js_sys::Function = on_line.as_ref().unchecked_ref();
    // Without a stop callback, go infinite is refused.
    uci.run("go infinite", on_line, None);
    assert!(lines.borrow()[0].starts_with("info string error: go infinite"));
    lines.borrow_mut().clear();
    // With one, the search runs until it answers true (after 200 calls).
    let asked = Rc::new(Cell::new(0u32));
    let counter = asked.clone();
    let should_stop = Closure::<dyn FnMut() -> bool>::new(move || {
        counter.set(counter.get() + 1);
        counter.get() > 200
    });
    let should_stop: js_sys::Function = should_stop
        .as_ref()
        .unchecked_ref::<js_sys::Function>()
        .clone();
    uci.run("go infinite", on_line, Some(should_stop));
    let lines = lines.borrow();
    assert!(asked.get() >= 201, "{lines:?}");
    assert!(
        lines.iter().any(|l| l.starts_with("info depth")),
        "{lines:?}"
    );
    assert!(lines.last().unwrap().starts_with("bestmove "), "{lines:?}");
}

/// The `WasmGame::best_move` arguments these tests vary; the rest are fixed
/// (no level, no randomness, no book, no callbacks).
#[derive(Default)]
struct Request {
    elo: Option<u32>,
    algorithm: Option<&'static str>,
    evaluator: Option<&'static str>,
    depth: Option<u32>,
    nodes: Option<f64>,
    movetime: Option<u32>,
    threads: Option<u32>,
    multi_pv: Option<u32>,
}

fn best_move(game: &WasmGame, request: Request) -> Result<String, JsError> {
    let mut args = SearchArgs::new();
    args.elo = request.elo;
    args.algorithm = request.algorithm.unwrap_or("default").into();
    args.evaluator = request.evaluator.unwrap_or("default").into();
    args.depth = request.depth;
    args.nodes = request.nodes;
    args.movetime = request.movetime;
    args.threads = request.threads;
    args.multi_pv = request.multi_pv;
    game.best_move(&args, None, None, None)
}

#[wasm_bindgen_test]
fn engine_finds_mate_and_rejects_bad_options_in_wasm() {
    let game = WasmGame::new(
        Some("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 4 4".into()),
        None,
        None,
    )
    .unwrap();
    let refused = |request| message(best_move(&game, request).unwrap_err());
    let json = best_move(
        &game,
        Request {
            depth: Some(3),
            ..Request::default()
        },
    )
    .unwrap();
    assert!(
        json.contains("\"bestMove\":\"f3f7\"") && json.contains("\"mate\":1"),
        "{json}"
    );
    assert!(refused(Request {
        depth: Some(0),
        ..Request::default()
    })
    .contains("depth"));
    assert!(refused(Request {
        algorithm: Some("magic"),
        ..Request::default()
    })
    .contains("unknown algorithm"));
    assert!(refused(Request {
        evaluator: Some("magic"),
        ..Request::default()
    })
    .contains("unknown evaluator"));
    assert!(refused(Request {
        elo: Some(99_999),
        ..Request::default()
    })
    .contains("elo must be an integer from"));
    // The single-thread build searches on one thread and says so.
    assert!(refused(Request {
        depth: Some(2),
        threads: Some(2),
        ..Request::default()
    })
    .contains("threads must be an integer from 1 to 1"));
    assert!(best_move(
        &game,
        Request {
            depth: Some(2),
            threads: Some(1),
            ..Request::default()
        }
    )
    .is_ok());
    let rated = best_move(
        &game,
        Request {
            elo: Some(1200),
            ..Request::default()
        },
    )
    .unwrap();
    assert!(rated.contains("\"bestMove\""), "{rated}");
    assert!(refused(Request {
        nodes: Some(f64::NAN),
        ..Request::default()
    })
    .contains("nodes"));
    assert!(refused(Request {
        movetime: Some(0),
        ..Request::default()
    })
    .contains("movetime"));
    // MultiPV: three lines, the mate first; out of range refused.
    let three = best_move(
        &game,
        Request {
            depth: Some(3),
            multi_pv: Some(3),
            ..Request::default()
        },
    )
    .unwrap();
    assert!(
        three.contains("\"lines\":[{\"score\":{\"mate\":1},\"pv\":[\"f3f7\"]},{"),
        "{three}"
    );
    assert_eq!(three.matches("\"pv\":").count(), 4, "{three}");
    assert!(refused(Request {
        depth: Some(3),
        multi_pv: Some(0),
        ..Request::default()
    })
    .contains("multiPv must be an integer from 1 to 32, got 0"));
}

/// The search's shortcuts compiled to wasm: along seeded random games,
/// `gives_check` answers as the new board's checkers, `see_ge` as `see`
/// compared with the threshold, and the table's slot index equals the
/// 128-bit product it replaces (a runtime routine in wasm).
#[wasm_bindgen_test]
fn search_shortcuts_equal_their_references_in_wasm() {
    use ferrochess::chess::{MoveGen, EMPTY};
    use ferrochess::engine::search::check::gives_check;
    use ferrochess::engine::search::see::{see, see_ge};
    use ferrochess::engine::search::tt::slot_index;

    let mut rng = XorShift::new(0x9E37_79B9_7F4A_7C15);
    let mut checks = 0;
    for (fen, _, _) in STANDARD {
        for _game in 0..10 {
            let mut board = *Position::from_fen(fen).unwrap().board();
            for _ply in 0..100 {
                let moves: Vec<_> = MoveGen::new_legal(&board).collect();
                if moves.is_empty() {
                    break;
                }
                for &mv in &moves {
                    let checking = *board.make_move_new(mv).checkers() != EMPTY;
                    assert_eq!(gives_check(&board, mv), checking, "{fen}: {mv}");
                    checks += checking as u32;
                    let exact = see(&board, mv);
                    for threshold in [exact - 1, exact, exact + 1, 0, -100, 100] {
                        assert_eq!(see_ge(&board, mv, threshold), exact >= threshold);
                    }
                }
                board = board.make_move_new(moves[rng.below(moves.len())]);
            }
        }
    }
    assert!(checks > 100, "only {checks} checking moves");
    for len in [1u64, 3, 1 << 20, 1_000_003, (1 << 26) - 1] {
        for _ in 0..10_000 {
            let key = rng.next_u64();
            let wide = ((u128::from(key) * u128::from(len)) >> 64) as usize;
            assert_eq!(slot_index(key, len), wide, "key {key:#x}, {len} slots");
        }
    }
}

/// The learned evaluation under `simd128`: along seeded random games, the
/// accumulators updated move by move equal a refresh, and the SIMD output
/// layer equals the plain one.
#[wasm_bindgen_test]
fn nnue_incremental_and_simd_equal_the_reference_in_wasm() {
    use ferrochess::chess::{Board, MoveGen};
    use ferrochess::engine::eval::nnue::accumulator::{Accumulator, AccumulatorStack};
    use ferrochess::engine::eval::nnue::network::Network;
    use ferrochess::engine::eval::nnue::output;

    let net = Network::embedded();
    let mut rng = XorShift::new(0x2545_F491_4F6C_DD1D);
    for (fen, _, _) in STANDARD {
        for _game in 0..10 {
            let mut board = *Position::from_fen(fen).unwrap().board();
            let mut stack = AccumulatorStack::new(net, 130);
            stack.refresh(0, &board);
            for ply in 0..120 {
                let moves: Vec<_> = MoveGen::new_legal(&board).collect();
                if moves.is_empty() {
                    break;
                }
                let mv = moves[rng.below(moves.len())];
                stack.make(ply, &board, mv);
                board = board.make_move_new(mv);
                let fresh = Accumulator::refresh(net, &board);
                assert_eq!(stack.at(ply + 1), &fresh, "{fen} ply {ply}");
                assert_eq!(
                    stack.evaluate(ply + 1, &board),
                    output::evaluate_reference(net, &fresh, &board)
                );
            }
            let _: Board = board;
        }
    }
    for _ in 0..200 {
        let values: Vec<i16> = (0..256).map(|_| rng.next_u64() as i16).collect();
        let weights: Vec<i16> = (0..256)
            .map(|_| (rng.next_u64() % 257) as i16 - 128)
            .collect();
        assert_eq!(
            output::screlu_dot(&values, &weights),
            output::screlu_dot_reference(&values, &weights)
        );
    }
}

/// The native test's pinned signature (one file for both).
#[path = "../../../../crate/tests/signature/mod.rs"]
mod signature;

/// The engine's bench signature in wasm equals native's, pinned in
/// crate/tests/signature/mod.rs: the same trees in both.
#[wasm_bindgen_test]
fn bench_signature_equals_native_in_wasm() {
    use ferrochess::engine::eval::Evaluator;
    use ferrochess::engine::uci_protocol::{bench, BENCH_DEPTH};
    use signature::{HANDCRAFTED_SIGNATURE, NNUE_SIGNATURE};
    assert_eq!(bench(BENCH_DEPTH, Evaluator::Nnue).1, NNUE_SIGNATURE);
    assert_eq!(
        bench(BENCH_DEPTH, Evaluator::Handcrafted).1,
        HANDCRAFTED_SIGNATURE
    );
}

/// Chess960 in wasm: a start read from its number, perft with castling by
/// its rules (start 3 can castle at once), and the engine's move in it.
#[wasm_bindgen_test]
fn chess960_plays_in_wasm() {
    let fen = ferrochess::wasm::chess960_fen(3.0).unwrap();
    assert_eq!(
        fen,
        "bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w KQkq - 0 1"
    );
    assert!(ferrochess::wasm::chess960_fen(960.0).is_err());
    assert!(ferrochess::wasm::chess960_fen(1.5).is_err());
    let game = WasmGame::new(Some(fen.clone()), None, Some(true)).unwrap();
    assert!(game.is_chess960());
    // python-chess counts 10,238 (tests/node/chess960.test.mjs checks every start).
    assert_eq!(game.perft(3).ok(), Some(10_238.0));
    let standard = WasmGame::new(Some(fen), None, None).unwrap();
    assert_eq!(standard.perft(3).ok(), Some(8_950.0));
    let json = best_move(
        &game,
        Request {
            depth: Some(5),
            ..Request::default()
        },
    )
    .unwrap();
    assert!(json.contains("\"bestMove\""), "{json}");
}
