//! Property tests (proptest) over random games from the perft suite's
//! positions: FEN, SAN and UCI round-trip at every ply, undo restores the
//! exact state, PGN round-trips, and perft counted by playing and undoing
//! moves equals the move generator's count. On failure, proptest shrinks
//! the game to the shortest one that still fails. (Native only: proptest is
//! a native dev-dependency.)
#![cfg(not(target_arch = "wasm32"))]

use ferrochess::{rules::perft, rules::pgn, rules::san, rules::uci, Game, Position};
use proptest::prelude::*;

mod common;
use common::suite_fens;

/// A game: a suite position and a choice of move at each ply (taken modulo
/// the number of legal moves), stopping early when the game ends.
fn random_game() -> impl Strategy<Value = (usize, Vec<usize>)> {
    (
        0..suite_fens().len(),
        prop::collection::vec(any::<usize>(), 0..160),
    )
}

fn play(start: usize, choices: &[usize]) -> Game {
    let mut game = Game::from_fen(suite_fens()[start]).unwrap();
    for &choice in choices {
        let moves = game.position().legal_moves();
        if moves.is_empty() {
            break;
        }
        assert!(game.play(moves[choice % moves.len()]));
    }
    game
}

/// Perft by playing and undoing moves on a `Game` (history, clocks, keys).
fn perft_by_make_undo(game: &mut Game, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut nodes = 0;
    for mv in game.position().legal_moves() {
        let before = game.position().to_fen();
        assert!(game.play(mv));
        nodes += perft_by_make_undo(game, depth - 1);
        game.undo().unwrap();
        assert_eq!(game.position().to_fen(), before);
    }
    nodes
}

fn check_round_trips(pos: &Position) -> Result<(), TestCaseError> {
    let fen = pos.to_fen();
    let reparsed = Position::from_fen(&fen).unwrap();
    prop_assert_eq!(reparsed.to_fen(), fen.clone());
    prop_assert_eq!(reparsed.zobrist_key(), pos.zobrist_key());
    for mv in pos.legal_moves() {
        let text = san::format(pos, mv);
        prop_assert_eq!(san::parse(pos, &text, true), Ok(mv), "{} {}", fen, text);
        let long = uci::format_move(mv);
        prop_assert_eq!(uci::parse_move(pos, &long), Ok(mv), "{} {}", fen, long);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn fen_san_and_uci_round_trip_at_every_ply((start, choices) in random_game()) {
        let game = play(start, &choices);
        for ply in game.plies() {
            check_round_trips(&ply.before)?;
        }
        check_round_trips(game.position())?;
    }

    #[test]
    fn undo_restores_the_exact_state((start, choices) in random_game()) {
        let mut game = play(start, &choices);
        let mut states = Vec::new();
        let mut replay = Game::from_fen(suite_fens()[start]).unwrap();
        states.push((replay.position().to_fen(), replay.position().zobrist_key(), replay.repetition_count()));
        for mv in game.moves().collect::<Vec<_>>() {
            replay.play(mv);
            states.push((replay.position().to_fen(), replay.position().zobrist_key(), replay.repetition_count()));
        }
        while let Some(expected) = states.pop() {
            let now = (game.position().to_fen(), game.position().zobrist_key(), game.repetition_count());
            prop_assert_eq!(now, expected);
            if states.is_empty() {
                prop_assert!(game.undo().is_none());
            } else {
                prop_assert!(game.undo().is_some());
            }
        }
    }

    #[test]
    fn pgn_written_reads_back_to_the_same_game((start, choices) in random_game()) {
        let game = play(start, &choices);
        let text = pgn::write(&game, &pgn::WriteOptions::default());
        let read = pgn::read(&text).unwrap();
        prop_assert_eq!(read.position().to_fen(), game.position().to_fen());
        prop_assert_eq!(read.san_history(), game.san_history());
    }

    #[test]
    fn perft_by_make_undo_equals_the_move_generator((start, choices) in random_game()) {
        let mut game = play(start, &choices[..choices.len().min(40)]);
        let expected = perft::perft(game.position(), 3);
        prop_assert_eq!(perft_by_make_undo(&mut game, 3), expected);
    }
}
