//! Large input: a 10,000-ply game exports, reads back and replays exactly.
//! (How long it takes is reported by the test's output, never asserted.)

use ferrochess::{rules::pgn, Game};

#[test]
fn ten_thousand_plies_round_trip() {
    let mut game = Game::new();
    for _ in 0..2_500 {
        for san in ["Nf3", "Nf6", "Ng1", "Ng8"] {
            game.play_san(san, true).unwrap();
        }
    }
    assert_eq!(game.plies().len(), 10_000);
    let text = pgn::write(&game, &pgn::WriteOptions::default());
    assert!(text.len() > 50_000);
    let started = std::time::Instant::now();
    let back = pgn::read(&text).unwrap();
    println!(
        "read a {}-byte, 10,000-ply PGN in {:?}",
        text.len(),
        started.elapsed()
    );
    assert_eq!(back.plies().len(), 10_000);
    assert_eq!(back.position(), game.position());
    assert_eq!(pgn::write(&back, &pgn::WriteOptions::default()), text);
    // The repetition count spans the whole game: the start position recurs
    // every four plies.
    assert_eq!(back.repetition_count(), 2_501);
}
