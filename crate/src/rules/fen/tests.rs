//! FEN reading and writing, and their errors.

use super::*;
use chess::Square;

fn err(fen: &str) -> FenError {
    parse(fen).expect_err(fen)
}

#[test]
fn round_trips() {
    for fen in [
        crate::STARTING_FEN,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "4k3/8/8/8/8/8/8/4K3 b - - 99 120",
    ] {
        assert_eq!(parse(fen).unwrap().to_fen(), fen);
    }
}

#[test]
fn en_passant_square_without_legal_capture_is_dropped() {
    let pos = parse("rnbqkbnr/pppp1ppp/8/8/4p3/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1");
    // e6 with a black pawn on e4 is not a double step: rejected.
    assert_eq!(
        pos.unwrap_err(),
        FenError::Position(PositionError::EnPassantNoPawn("e6".into()))
    );
    let pos = parse("rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 2").unwrap();
    assert_eq!(
        pos.to_fen(),
        "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 2"
    );
}

#[test]
fn every_error_kind_has_its_message() {
    let cases: Vec<(&str, FenError, &str)> = vec![
        ("", FenError::Empty, "empty string"),
        ("   ", FenError::Empty, "empty string"),
        ("8/8/8/8/8/8/8/8", FenError::FieldCount(1), "found 1"),
        (
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1 x",
            FenError::FieldCount(7),
            "found 7",
        ),
        (
            "4k3/8/8/8/8/8/4K3 w - - 0 1",
            FenError::RankCount(7),
            "8 ranks",
        ),
        (
            "4k3/8/8/8/8/8/8/4K4 w - - 0 1",
            FenError::RankLength {
                rank: 1,
                squares: 9,
            },
            "rank 1 describes 9",
        ),
        (
            "4k3/8/8/8/8/8/7/4K3 w - - 0 1",
            FenError::RankLength {
                rank: 2,
                squares: 7,
            },
            "rank 2 describes 7",
        ),
        (
            "4k3/8/8/8/8/8/8/4X3 w - - 0 1",
            FenError::PieceLetter {
                rank: 1,
                found: 'X',
            },
            "'X' in rank 1",
        ),
        (
            "4k3/8/8/8/8/8/8/4K0003 w - - 0 1",
            FenError::PieceLetter {
                rank: 1,
                found: '0',
            },
            "'0'",
        ),
        (
            "4k3/8/8/8/8/8/8/44K w - - 0 1",
            FenError::ConsecutiveDigits { rank: 1 },
            "two digits",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 x - - 0 1",
            FenError::SideToMove("x".into()),
            "'w' or 'b'",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w KX - 0 1",
            FenError::Castling("KX".into()),
            "subset",
        ),
        (
            "4k3/8/8/8/8/8/8/4K2R w KK - 0 1",
            FenError::Castling("KK".into()),
            "subset",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w K - 0 1",
            FenError::Position(PositionError::CastlingWithoutPieces('K')),
            "'K'",
        ),
        (
            "4k3/8/8/8/8/8/8/R3K3 w Qk - 0 1",
            FenError::Position(PositionError::CastlingWithoutPieces('k')),
            "'k'",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - e9 0 1",
            FenError::EnPassantSquare("e9".into()),
            "a square",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - e3 0 1",
            FenError::Position(PositionError::EnPassantRank("e3".into())),
            "wrong rank",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - e6 0 1",
            FenError::Position(PositionError::EnPassantNoPawn("e6".into())),
            "no pawn",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - - 5x 1",
            FenError::HalfmoveClock("5x".into()),
            "non-negative",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - - 1.5 1",
            FenError::HalfmoveClock("1.5".into()),
            "non-negative",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - - -1 1",
            FenError::HalfmoveClock("-1".into()),
            "non-negative",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - - 99999999999 1",
            FenError::HalfmoveClock("99999999999".into()),
            "non-negative",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - - 0 0",
            FenError::FullmoveNumber("0".into()),
            "positive",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - - 0 x",
            FenError::FullmoveNumber("x".into()),
            "positive",
        ),
        (
            "8/8/8/8/8/8/8/4K3 w - - 0 1",
            FenError::Position(PositionError::KingCount {
                color: Color::Black,
                count: 0,
            }),
            "black has 0 kings",
        ),
        (
            "4k3/8/8/8/8/8/8/3KK3 w - - 0 1",
            FenError::Position(PositionError::KingCount {
                color: Color::White,
                count: 2,
            }),
            "white has 2 kings",
        ),
        (
            "4k2P/8/8/8/8/8/8/4K3 w - - 0 1",
            FenError::Position(PositionError::PawnOnBackRank(Square::H8)),
            "pawn on h8",
        ),
        (
            "4k3/8/8/8/8/8/8/p3K3 w - - 0 1",
            FenError::Position(PositionError::PawnOnBackRank(Square::A1)),
            "pawn on a1",
        ),
        (
            "4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1",
            FenError::Position(PositionError::TooManyPawns {
                color: Color::White,
                count: 9,
            }),
            "9 pawns",
        ),
        (
            "4k3/8/8/8/NNNNNNNN/NNNNNNNN/8/4K3 w - - 0 1",
            FenError::Position(PositionError::TooManyPieces {
                color: Color::White,
                count: 17,
            }),
            "17 pieces",
        ),
        (
            "4k3/8/8/8/8/8/8/4K2r b - - 0 1",
            FenError::Position(PositionError::OpponentInCheck(Color::White)),
            "white is in check",
        ),
        (
            "4k3/8/8/8/8/8/8/3kK3 w - - 0 1",
            FenError::Position(PositionError::KingCount {
                color: Color::Black,
                count: 2,
            }),
            "2 kings",
        ),
        (
            "4k3/8/8/8/8/8/8/3k1K2 w - - 0 1",
            FenError::Position(PositionError::KingCount {
                color: Color::Black,
                count: 2,
            }),
            "2 kings",
        ),
        (
            "8/8/8/8/8/8/8/3kK3 w - - 0 1",
            FenError::Position(PositionError::OpponentInCheck(Color::Black)),
            "black is in check",
        ),
        (
            "4k3/8/8/8/8/3n1n2/8/r3K3 w - - 0 1",
            FenError::Position(PositionError::TooManyCheckers(3)),
            "3 pieces",
        ),
        (
            "4k3/8/8/8/8/3n4/2n5/4K3 w - - 0 1",
            FenError::Position(PositionError::ImpossibleCheck),
            "double check",
        ),
    ];
    for (fen, expected, fragment) in cases {
        let actual = err(fen);
        assert_eq!(actual, expected, "{fen}");
        let message = actual.to_string();
        assert!(message.starts_with("invalid FEN: "), "{message}");
        assert!(
            message.contains(fragment),
            "{fen}: {message} lacks {fragment:?}"
        );
    }
}

#[test]
fn huge_input_is_rejected_quickly() {
    let huge = "8".repeat(1 << 20);
    assert_eq!(err(&huge), FenError::TooLong(1 << 20));
}
