//! Chess960 castling: its edge cases one by one, FEN styles, SAN and UCI,
//! and perft against counts that python-chess computes in the
//! differential tests (tests/node/chess960.test.mjs).

use ferrochess::rules::fen;
use ferrochess::rules::perft::perft;
use ferrochess::{rules::san, rules::uci, Position};

fn pos(text: &str) -> Position {
    fen::parse_chess960(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The castling moves of `pos` in SAN.
fn castles(pos: &Position) -> Vec<String> {
    let legal = pos.legal_moves();
    legal
        .iter()
        .filter(|&&mv| pos.is_castling(mv))
        .map(|&mv| san::format_with(pos, mv, &legal))
        .collect()
}

fn after(pos: &Position, san_text: &str) -> String {
    let mv = san::parse(pos, san_text, true).unwrap();
    pos.play_unchecked(mv).to_fen()
}

#[test]
fn king_already_on_its_square_moves_only_the_rook() {
    let p = pos("3k4/8/8/8/8/8/8/4R1KR w K - 0 1");
    assert_eq!(castles(&p), ["O-O"]);
    // The move is written king onto rook, as UCI_Chess960 does.
    assert_eq!(
        uci::format_move(san::parse(&p, "O-O", true).unwrap()),
        "g1h1"
    );
    assert_eq!(after(&p, "O-O"), "3k4/8/8/8/8/8/8/4RRK1 b - - 1 1");
}

#[test]
fn rook_already_on_its_square_moves_only_the_king() {
    let p = pos("4k3/8/8/8/8/8/8/3R1K2 w Q - 0 1");
    assert_eq!(castles(&p), ["O-O-O"]);
    assert_eq!(after(&p, "O-O-O"), "4k3/8/8/8/8/8/8/2KR4 b - - 1 1");
}

#[test]
fn king_and_rook_swap() {
    let p = pos("4k3/8/8/8/8/8/8/5KR1 w K - 0 1");
    assert_eq!(castles(&p), ["O-O"]);
    assert_eq!(after(&p, "O-O"), "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
    // The king's move to g1 written as such castles too: it has no other.
    let mv = uci::parse_move(&p, "f1h1");
    assert!(mv.is_err(), "h1 is not the rook's square");
}

#[test]
fn no_castling_out_of_or_through_check() {
    // In check from the rook on b8.
    assert!(castles(&pos("1r5k/8/8/8/8/8/8/RK3R2 w KQ - 0 1")).is_empty());
    // The rook on e8 watches e1, which the king crosses to g1.
    assert_eq!(
        castles(&pos("4r2k/8/8/8/8/8/8/RK3R2 w KQ - 0 1")),
        ["O-O-O"]
    );
    // The bishop on a6 watches f1, a square the king crosses to g1.
    let p = pos("3k4/8/b7/8/8/8/8/RK5R w KQ - 0 1");
    assert_eq!(castles(&p), ["O-O-O+"]); // the rook lands on d1, facing d8
                                         // The rook's target square may be attacked: only the king's path counts.
    let p = pos("k4r2/8/8/8/8/8/8/6KR w K - 0 1");
    assert_eq!(castles(&p), ["O-O"]);
}

#[test]
fn the_castling_rook_may_not_leave_the_king_in_check() {
    // The rook on b1 shields c1 from the queen on a1: castling queenside
    // puts the king on c1 with b1 empty, in check.
    let p = pos("7k/8/8/8/8/8/8/qR3K2 w Q - 0 1");
    assert!(castles(&p).is_empty());
    // Without the queen it castles.
    let p = pos("7k/8/8/8/8/8/8/1R3K2 w Q - 0 1");
    assert_eq!(after(&p, "O-O-O"), "7k/8/8/8/8/8/8/2KR4 b - - 1 1");
}

#[test]
fn pieces_in_the_way_forbid_castling() {
    // The knight on g1 stands on the king's target square.
    assert!(castles(&pos("4k3/8/8/8/8/8/8/3K2NR w K - 0 1")).is_empty());
    // The knight on c1 stands between rook b1 and its target d1.
    assert!(castles(&pos("4k3/8/8/8/8/8/8/1RN1K3 w Q - 0 1")).is_empty());
}

#[test]
fn castling_gives_check_and_mate() {
    let p = pos("5k2/8/8/8/8/8/8/4K2R w K - 0 1");
    assert_eq!(castles(&p), ["O-O+"]);
    let p = pos("6k1/8/8/8/8/8/7Q/R3K3 w Q - 0 1");
    assert!(p.legal_moves().iter().any(|&m| p.is_castling(m)));
}

#[test]
fn fen_styles_read_and_write() {
    // X-FEN: K and Q are the outermost rooks; an inner rook by its file.
    let p = pos("rk2r3/8/8/8/8/8/8/RK2R2R w KAea - 0 1");
    assert_eq!(p.to_fen(), "rk2r3/8/8/8/8/8/8/RK2R2R w KQkq - 0 1");
    let p = pos("rk2r3/8/8/8/8/8/8/RK2R2R w EAea - 0 1");
    assert_eq!(p.to_fen(), "rk2r3/8/8/8/8/8/8/RK2R2R w EQkq - 0 1");
    let setup = fen::read_chess960("rk2r3/8/8/8/8/8/8/RK2R2R w EAea - 0 1").unwrap();
    assert_eq!(
        fen::write_shredder(&setup),
        "rk2r3/8/8/8/8/8/8/RK2R2R w EAea - 0 1"
    );
    // A letter with no rook behind it.
    assert!(fen::parse_chess960("rk6/8/8/8/8/8/8/RK6 w K - 0 1").is_err());
    // Two rooks for one side.
    assert!(fen::parse_chess960("rk2r3/8/8/8/8/8/8/RK2R2R w HE - 0 1").is_err());
    // Standard FEN does not take file letters.
    assert!(fen::parse("rk2r3/8/8/8/8/8/8/RK2R2R w EAea - 0 1").is_err());
}

#[test]
fn rights_go_with_king_and_rook_moves_and_captures() {
    let p = pos("rk4r1/8/8/8/8/8/8/RK4R1 w KQkq - 0 1");
    assert_eq!(after(&p, "Kc1"), "rk4r1/8/8/8/8/8/8/R1K3R1 b kq - 1 1");
    assert_eq!(after(&p, "Rh1"), "rk4r1/8/8/8/8/8/8/RK5R b Qkq - 1 1");
    assert_eq!(after(&p, "Rxg8+"), "rk4R1/8/8/8/8/8/8/RK6 b Qq - 0 1");
}

#[test]
fn start_positions_and_their_first_moves() {
    assert_eq!(
        Position::chess960(518).unwrap().to_fen(),
        ferrochess::STARTING_FEN
    );
    // Every start reads back from its FEN in both styles; castling on move
    // one needs a king and rook side by side.
    for n in 0..960 {
        let start = Position::chess960(n).unwrap();
        let setup = ferrochess::Setup::from_position(&start);
        for text in [fen::write(&setup), fen::write_shredder(&setup)] {
            assert_eq!(fen::parse_chess960(&text), Ok(start), "start {n}: {text}");
        }
        let back_rank: String = start.to_fen().split('/').next_back().unwrap()[..8].to_string();
        let adjacent = back_rank.contains("KR") || back_rank.contains("RK");
        let first_moves = start.legal_moves();
        let castles = first_moves
            .iter()
            .filter(|&&m| start.is_castling(m))
            .count();
        assert!(castles == 0 || adjacent, "start {n}: {back_rank}");
    }
}

#[test]
fn the_standard_array_counts_as_in_standard_chess() {
    // Start 518 is the classical array: the same tree as standard chess.
    let chess960 = Position::chess960(518).unwrap();
    assert_eq!(perft(&chess960, 4), perft(&Position::startpos(), 4));
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    assert_eq!(
        perft(&pos(kiwipete), 3),
        perft(&Position::from_fen(kiwipete).unwrap(), 3)
    );
}

#[test]
fn double_chess960_gives_each_side_its_own_start() {
    // White starts qnnbbrkr, black rkrbbnnq: each side's rooks and king on
    // their own files. The counts are python-chess's (1.11.2).
    let p = pos("rkrbbnnq/pppppppp/8/8/8/8/PPPPPPPP/QNNBBRKR w HFca - 0 1");
    assert_eq!(
        p.to_fen(),
        "rkrbbnnq/pppppppp/8/8/8/8/PPPPPPPP/QNNBBRKR w KQkq - 0 1"
    );
    let counts: Vec<u64> = (1..=4).map(|depth| perft(&p, depth)).collect();
    assert_eq!(counts, [20, 400, 8_882, 196_501]);
}
