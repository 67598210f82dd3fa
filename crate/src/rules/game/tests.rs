//! A game: moves, the tree, takebacks, annotations.

use super::*;

#[test]
fn undo_restores_exact_state() {
    let mut game = Game::from_fen("r3k2r/8/8/8/3p4/8/4P3/R3K2R w KQkq - 7 30").unwrap();
    let before = (
        game.position().to_fen(),
        game.position().zobrist_key(),
        game.repetition_count(),
    );
    game.play_san("e4", true).unwrap();
    assert_eq!(
        game.position().to_fen(),
        "r3k2r/8/8/8/3pP3/8/8/R3K2R b KQkq e3 0 30"
    );
    game.undo();
    assert_eq!(
        (
            game.position().to_fen(),
            game.position().zobrist_key(),
            game.repetition_count()
        ),
        before
    );
}

#[test]
fn en_passant_right_affects_repetition_only_when_legal() {
    // After 1. e4 a black pawn on d4 could take en passant: that position
    // differs from the same placement later, when the right is gone.
    let mut game = Game::from_fen("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1").unwrap();
    for san in ["e4", "Kd7", "Kd2", "Ke8", "Ke1", "Kd7", "Kd2", "Ke8", "Ke1"] {
        game.play_san(san, true).unwrap();
    }
    // The position after "e4" (black to move, ep legal) never repeats;
    // after Ke1 it has occurred twice without the ep right.
    assert_eq!(game.repetition_count(), 2);
}

#[test]
fn fifty_moves_and_outcomes() {
    let mut game = Game::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80").unwrap();
    assert!(!game.is_fifty_moves());
    game.play_san("Ra2", true).unwrap();
    assert!(game.is_fifty_moves());
    assert_eq!(game.outcome(), Some(Outcome::FiftyMoves));
    assert!(game.is_draw());
}

#[test]
fn add_line_checks_every_move_first_and_follows_the_tree() {
    let mut game = Game::new();
    for san in ["e4", "e5", "Nf3"] {
        game.play_san(san, true).unwrap();
    }
    let current = game.current_node();
    let e4 = game.tree().main_line()[0];
    // Follows e5 (already there), then adds Nc3 as a variation of Nf3.
    let nc3 = game.add_line(e4, &["e5", "Nc3", "Nf6"], true).unwrap();
    assert_eq!(game.current_node(), current, "the game does not move");
    assert_eq!(game.tree().main_line().len(), 3);
    let path = game.tree().path(nc3).unwrap();
    assert_eq!(path[1], game.tree().main_line()[1]);
    assert_eq!(game.tree().node(path[1]).unwrap().children.len(), 2);
    let nodes = game.tree().nodes().count();
    let err = game
        .add_line(e4, &["d5", "exd5", "Qxd5", "Ke3"], true)
        .unwrap_err();
    assert!(matches!(err, AddLineError::Move { index: 3, .. }), "{err}");
    assert!(
        err.to_string().starts_with("move 4 of the line, \"Ke3\""),
        "{err}"
    );
    assert_eq!(game.tree().nodes().count(), nodes, "nothing added");
    assert_eq!(
        game.add_line(999, &["e4"], true),
        Err(AddLineError::NoNode(999))
    );
    assert_eq!(game.add_line(nc3, &[], true), Ok(nc3));
    // After Nf6 White passes, Black plays d5: White is to move again.
    let d5 = game.add_line(nc3, &["--", "d5"], true).unwrap();
    assert_eq!(game.position_at(d5).unwrap().turn(), Color::White);
}

#[test]
fn header_names_are_validated() {
    let mut game = Game::new();
    assert!(game.set_header("White", "Carlsen\nMagnus").is_ok());
    assert_eq!(game.header("White"), Some("Carlsen Magnus"));
    assert!(game.set_header("Bad Name", "x").is_err());
    assert!(game.set_header("", "x").is_err());
}

/// Wherever the game stands (the main line's end, inside a variation, the
/// start), every node's position before its move is the one its path
/// reaches, and the SAN its node kept is the SAN written again.
#[test]
fn position_before_and_kept_san_agree_with_replaying() {
    let text = "1. e4 e5 (1... c5 2. Nf3 (2. Nc3 Nc6) d6) 2. Nf3 Nc6 (2... d6 3. d4) 3. Bb5 a6 *";
    let mut game = crate::rules::pgn::read(text).unwrap();
    let ids: Vec<NodeId> = game.tree().nodes().map(|(id, _)| id).collect();
    for stand in ids.clone() {
        assert!(game.go_to(stand));
        for &id in &ids {
            let (before, ply) = game.position_before(id).unwrap();
            let parent = game.tree().node(id).unwrap().parent;
            let expected = parent.map_or(*game.start_position(), |p| game.position_at(p).unwrap());
            assert_eq!(before, expected, "node {id} with the game at {stand}");
            assert_eq!(ply, game.tree().path(id).unwrap().len());
        }
        for ply in game.plies() {
            assert_eq!(game.san_of(ply), san::format(&ply.before, ply.mv));
            assert!(game.tree().node(ply.node).unwrap().san.as_str().is_some());
        }
    }
    assert!(game.position_before(999).is_none());
}
