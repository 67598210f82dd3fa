//! Rules-layer invariants over every position two plies deep in the perft
//! suite, and over pseudo-random games: SAN and UCI of every legal move parse
//! back to the same move, FEN round-trips, and undo restores the exact state.

use ferrochess::engine::random::XorShift;
use ferrochess::{rules::san, rules::uci, Game, Position};

fn suite_positions() -> Vec<Position> {
    include_str!("data/perftsuite.epd")
        .lines()
        .filter_map(|line| line.split(';').next())
        .map(|fen| Position::from_fen(fen.trim()).unwrap())
        .collect()
}

fn check_position(pos: &Position) {
    let fen = pos.to_fen();
    let reparsed = Position::from_fen(&fen).unwrap();
    assert_eq!(reparsed.to_fen(), fen);
    assert_eq!(reparsed.zobrist_key(), pos.zobrist_key(), "{fen}");
    for mv in pos.legal_moves() {
        let text = san::format(pos, mv);
        assert_eq!(san::parse(pos, &text, true), Ok(mv), "{fen}: {text}");
        assert_eq!(san::parse(pos, &text, false), Ok(mv), "{fen}: {text}");
        let long = uci::format_move(mv);
        assert_eq!(uci::parse_move(pos, &long), Ok(mv), "{fen}: {long}");
        assert_eq!(san::parse(pos, &long, false), Ok(mv), "{fen}: {long}");
    }
}

#[test]
fn every_move_two_plies_deep_round_trips() {
    let mut positions = 0;
    for root in suite_positions() {
        check_position(&root);
        for mv in root.legal_moves() {
            let child = root.play_unchecked(mv);
            check_position(&child);
            for reply in child.legal_moves() {
                check_position(&child.play_unchecked(reply));
                positions += 1;
            }
        }
    }
    assert!(positions > 20_000, "{positions}");
}

#[test]
fn random_games_undo_exactly() {
    let mut rng = XorShift::new(0x5eed_1234_abcd_0001);
    for _ in 0..200 {
        let mut game = Game::new();
        let mut snapshots = Vec::new();
        while game.outcome().is_none() && game.plies().len() < 300 {
            let moves = game.position().legal_moves();
            let mv = moves[rng.below(moves.len())];
            snapshots.push((
                game.position().to_fen(),
                game.position().zobrist_key(),
                game.repetition_count(),
            ));
            game.play_unchecked(mv);
        }
        let final_fen = game.position().to_fen();
        // FEN of the end position parses back to the same thing.
        assert_eq!(Position::from_fen(&final_fen).unwrap().to_fen(), final_fen);
        // The SAN history replays to the same position.
        let mut replay = Game::new();
        for text in game.san_history() {
            replay.play_san(&text, true).unwrap();
        }
        assert_eq!(replay.position().to_fen(), final_fen);
        // Undo walks back through exactly the recorded states.
        while let Some(expected) = snapshots.pop() {
            game.undo().unwrap();
            let actual = (
                game.position().to_fen(),
                game.position().zobrist_key(),
                game.repetition_count(),
            );
            assert_eq!(actual, expected);
        }
        assert_eq!(game.position(), &Position::startpos());
    }
}
