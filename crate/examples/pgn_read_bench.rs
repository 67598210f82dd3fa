//! The native PGN reader's speed on a lichess-style file (one game a header
//! block, as `scripts/pgn-corpus.mjs --lichess` writes them), for profiling
//! the rules core's part of `readGames`:
//!
//! ```text
//! node scripts/pgn-corpus.mjs 10000 7 --lichess > /tmp/games.pgn
//! cargo run --release -p ferrochess --example pgn_read_bench -- /tmp/games.pgn
//! ```
use std::time::Instant;

fn main() {
    let path = std::env::args()
        .nth(1)
        .expect("usage: pgn_read_bench FILE.pgn");
    let text = std::fs::read_to_string(&path).expect("a readable UTF-8 file");
    // Games start where a line starts with [Event after a blank line (the generator's files).
    let games: Vec<&str> = text.split("\n\n[Event ").collect();
    let started = Instant::now();
    let mut plies = 0;
    for (i, game) in games.iter().enumerate() {
        let owned;
        let game = if i == 0 {
            *game
        } else {
            owned = format!("[Event {game}");
            owned.as_str()
        };
        match ferrochess::pgn::read_as(game, false, false) {
            Ok(read) => plies += read.plies().len(),
            Err(error) => eprintln!("game {i}: {error}"),
        }
    }
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "{} games, {plies} plies in {seconds:.2} s: {:.1} MB/s",
        games.len(),
        text.len() as f64 / 1e6 / seconds
    );
}
