//! SAN: writing, reading in both modes, and the SAN a parse keeps.

use super::*;

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap()
}

fn san(fen: &str, uci: &str) -> String {
    let p = pos(fen);
    format(&p, crate::rules::uci::parse_move(&p, uci).unwrap())
}

/// Every legal move of every position of random games (and of the
/// perft suite's tricky ones), read as SAN, over-disambiguated and as a
/// from-to move: the SAN the parse keeps is what [`format()`] writes.
#[test]
fn the_san_a_parse_keeps_is_the_standard_san() {
    let mut positions: Vec<Position> = [
        crate::STARTING_FEN,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "1k6/8/8/8/8/8/8/Q2Q2QK w - - 0 1",
        "7k/8/8/8/N3N3/8/N3N3/K7 w - - 0 1",
    ]
    .iter()
    .map(|fen| pos(fen))
    .collect();
    let mut rng = crate::engine::random::XorShift::new(7);
    for _ in 0..40 {
        let mut at = Position::startpos();
        for _ in 0..120 {
            let legal = at.legal_moves();
            if legal.is_empty() {
                break;
            }
            positions.push(at);
            at = at.play_unchecked(legal[rng.below(legal.len())]);
        }
    }
    let mut checked = 0;
    for p in &positions {
        for mv in p.legal_moves() {
            let standard = format(p, mv);
            let uci = crate::rules::uci::format_move(mv);
            for (text, strict) in [(standard.as_str(), true), (uci.as_str(), false)] {
                let (parsed, kept) = parse_with_text(p, text, strict).unwrap();
                assert_eq!(parsed, mv, "{text} in {}", p.to_fen());
                assert_eq!(
                    kept.as_str(),
                    Some(standard.as_str()),
                    "{text} in {}",
                    p.to_fen()
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 100_000, "only {checked} moves checked");
}

#[test]
fn san_text_holds_seven_bytes_and_no_more() {
    assert_eq!(SanText::new("exd8=Q+").as_str(), Some("exd8=Q+"));
    assert_eq!(SanText::new("exd8=Q+!").as_str(), None);
    assert_eq!(SanText::default().as_str(), None);
}

#[test]
fn writes_standard_san() {
    let start = crate::STARTING_FEN;
    assert_eq!(san(start, "e2e4"), "e4");
    assert_eq!(san(start, "g1f3"), "Nf3");
    // Castling, promotion with capture and check.
    assert_eq!(san("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1"), "O-O");
    assert_eq!(san("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1c1"), "O-O-O");
    assert_eq!(san("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7b8q"), "axb8=Q+");
    assert_eq!(san("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8n"), "a8=N");
    // En passant.
    assert_eq!(san("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6"), "exd6");
    // Mate.
    assert_eq!(san("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1", "a1a8"), "Ra8#");
}

#[test]
fn disambiguation_is_minimal_and_ignores_pinned_pieces() {
    // Knights on b1 and f1 can both reach d2.
    assert_eq!(san("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "b1d2"), "Nbd2");
    // Rooks on a1 and a5 share the file: rank decides.
    assert_eq!(san("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", "a1a3"), "R1a3");
    // Three queens: file and rank both needed.
    assert_eq!(san("7k/8/8/8/Q1Q5/8/Q7/4K3 w - - 0 1", "a4b3"), "Qa4b3");
    // Knights on b1 and f3 both reach d2, but f3 is pinned by the bishop on d5.
    assert_eq!(san("4k3/8/8/3b4/8/5N2/8/1N5K w - - 0 1", "b1d2"), "Nd2");
}

#[test]
fn reads_permissive_forms() {
    let start = Position::startpos();
    for text in ["e4", "e2e4", "e2-e4", "Pe2-e4", "Pe4", "e4!?", "e4!"] {
        assert_eq!(
            crate::rules::uci::format_move(parse(&start, text, false).unwrap()),
            "e2e4",
            "{text}"
        );
    }
    for text in ["Nf3", "Ng1f3", "Ng1-f3", "Ngf3", "N1f3", "g1f3"] {
        assert_eq!(
            crate::rules::uci::format_move(parse(&start, text, false).unwrap()),
            "g1f3",
            "{text}"
        );
    }
    let castle = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    for text in ["O-O", "0-0", "O-O+", "e1g1"] {
        assert_eq!(
            crate::rules::uci::format_move(parse(&castle, text, false).unwrap()),
            "e1g1",
            "{text}"
        );
    }
    // The king's two-square step is castling, not a king move by its letter.
    for text in ["Kg1", "Kc1"] {
        assert!(
            matches!(parse(&castle, text, false), Err(SanError::Illegal(_))),
            "{text}"
        );
    }
    let promo = pos("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    for (text, uci) in [
        ("axb8=Q+", "a7b8q"),
        ("axb8Q", "a7b8q"),
        ("a7b8q", "a7b8q"),
        ("a8=N", "a7a8n"),
        ("a8n", "a7a8n"),
    ] {
        assert_eq!(
            crate::rules::uci::format_move(parse(&promo, text, false).unwrap()),
            uci,
            "{text}"
        );
    }
    let ep = pos("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    assert_eq!(
        crate::rules::uci::format_move(parse(&ep, "exd6", true).unwrap()),
        "e5d6"
    );
}

#[test]
fn strict_accepts_only_standard_san() {
    let start = Position::startpos();
    assert!(parse(&start, "Nf3", true).is_ok());
    assert!(parse(&start, "Nf3+", true).is_ok());
    for text in ["g1f3", "Ngf3", "Ng1-f3", "Pe4", "e2e4"] {
        assert!(
            matches!(parse(&start, text, true), Err(SanError::NotStandard { .. })),
            "{text}"
        );
    }
    let castle = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert!(matches!(
        parse(&castle, "0-0", true),
        Err(SanError::NotStandard { .. })
    ));
}

#[test]
fn rejection_kinds() {
    let start = Position::startpos();
    assert_eq!(parse(&start, "", false), Err(SanError::Empty));
    assert_eq!(
        parse(&start, "Nf6", false),
        Err(SanError::Illegal("Nf6".into()))
    );
    assert_eq!(
        parse(&start, "hello", false),
        Err(SanError::Malformed("hello".into()))
    );
    assert_eq!(
        parse(&start, "Ke2x", false),
        Err(SanError::Malformed("Ke2x".into()))
    );
    assert_eq!(
        parse(&start, "--", false),
        Err(SanError::NullMove("--".into()))
    );
    assert_eq!(
        parse(&start, "Z0", false),
        Err(SanError::NullMove("Z0".into()))
    );
    let knights = pos("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
    let err = parse(&knights, "Nd2", false).unwrap_err();
    assert!(
        matches!(err, SanError::Ambiguous { ref candidates, .. } if candidates == &["Nbd2", "Nfd2"]),
        "{err:?}"
    );
    assert!(err.to_string().contains("Nbd2 or Nfd2"));
    let promo = pos("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(
        parse(&promo, "a8", false),
        Err(SanError::PromotionMissing("a8".into()))
    );
    assert_eq!(
        parse(&promo, "a7a8", false),
        Err(SanError::PromotionMissing("a7a8".into()))
    );
    assert_eq!(
        parse(&promo, "a8=K", false),
        Err(SanError::BadPromotionPiece("a8=K".into()))
    );
    assert_eq!(
        parse(&promo, "a8=P", false),
        Err(SanError::BadPromotionPiece("a8=P".into()))
    );
    assert_eq!(
        parse(&promo, "Kd1=Q", false),
        Err(SanError::UnexpectedPromotion("Kd1=Q".into()))
    );
    assert!(matches!(
        parse(&start, &"e4".repeat(500_000), false),
        Err(SanError::Malformed(_))
    ));
}
