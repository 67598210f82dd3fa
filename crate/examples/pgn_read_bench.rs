//! The native PGN reader's speed on a lichess-style file (one game a header
//! block, as `scripts/pgn-corpus.mjs --lichess` writes them), for profiling
//! the rules core's part of `readGames`:
//!
//! ```text
//! node scripts/pgn-corpus.mjs 10000 7 --lichess > /tmp/games.pgn
//! cargo run --release -p ferrochess --example pgn_read_bench -- /tmp/games.pgn
//! ```
//!
//! With `--split` after the file it times the game cutter instead
//! (`pgn::split::Splitter`, byte by byte, each game's bytes kept); with
//! `--headers`, `readHeaders`'s Rust (no bytes kept, each game scanned with
//! the syntax layer, `Splitter::scan_games`), and `--headers-cut` the same
//! byte by byte;
//! with `--stream`, the whole of `readGames`'s Rust: the cutter reading
//! each game as it cuts it (`Splitter::read_games`), the rest read from
//! their bytes; with `--stream-cut`, the cutter and then the reader, each
//! game read from its bytes.
use std::time::Instant;

fn main() {
    let path = std::env::args()
        .nth(1)
        .expect("usage: pgn_read_bench FILE.pgn");
    let text = std::fs::read_to_string(&path).expect("a readable UTF-8 file");
    match std::env::args().nth(2).as_deref() {
        Some("--split") => return split(text.as_bytes(), true, false),
        Some("--headers-cut") => return split(text.as_bytes(), false, false),
        Some("--headers") => return split(text.as_bytes(), false, true),
        Some("--stream") => return stream(text.as_bytes(), true),
        Some("--stream-cut") => return stream(text.as_bytes(), false),
        _ => {}
    }
    // Games start where a line starts with [Event after a blank line (the generator's files).
    let games: Vec<String> = text
        .split("\n\n[Event ")
        .enumerate()
        .map(|(i, game)| {
            if i == 0 {
                game.to_string()
            } else {
                format!("[Event {game}")
            }
        })
        .collect();
    // The best of five rounds over every game (the first also warms the caches).
    let mut best = f64::INFINITY;
    let mut plies = 0;
    for _ in 0..5 {
        let started = Instant::now();
        plies = 0;
        for (i, game) in games.iter().enumerate() {
            match ferrochess::rules::pgn::read_as(game, false, false) {
                Ok(read) => plies += read.plies().len(),
                Err(error) => eprintln!("game {i}: {error}"),
            }
        }
        best = best.min(started.elapsed().as_secs_f64());
    }
    println!(
        "{} games, {plies} plies in {best:.3} s (best of 5): {:.1} MB/s",
        games.len(),
        text.len() as f64 / 1e6 / best
    );
}

/// Times the game cutter over `bytes` in 1 MB chunks (best of five
/// rounds), keeping each game's bytes or not (`readHeaders` keeps none),
/// scanning each game with the syntax layer when `scan` (as `readHeaders`
/// does) or byte by byte.
fn split(bytes: &[u8], keep_bytes: bool, scan: bool) {
    let mut best = f64::INFINITY;
    let mut games = 0;
    for _ in 0..5 {
        let started = Instant::now();
        let mut splitter = ferrochess::rules::pgn::split::Splitter::new(10_000_000, keep_bytes);
        if scan {
            splitter.scan_games();
        }
        games = 0;
        for chunk in bytes.chunks(1 << 20) {
            splitter.push(chunk);
            while splitter.next_game().is_some() {
                games += 1;
            }
        }
        splitter.end();
        while splitter.next_game().is_some() {
            games += 1;
        }
        best = best.min(started.elapsed().as_secs_f64());
    }
    println!(
        "{games} games cut in {best:.3} s (best of 5): {:.1} MB/s",
        bytes.len() as f64 / 1e6 / best
    );
}

/// Times `readGames`'s Rust over `bytes` in 1 MB chunks (best of five
/// rounds): the cutter, reading each game as it cuts it when `read_ahead`,
/// and the reader for every game not read so.
fn stream(bytes: &[u8], read_ahead: bool) {
    let mut best = f64::INFINITY;
    let (mut games, mut plies) = (0, 0);
    for _ in 0..5 {
        let started = Instant::now();
        let mut splitter = ferrochess::rules::pgn::split::Splitter::new(10_000_000, true);
        if read_ahead {
            splitter.read_games(false, false);
        }
        (games, plies) = (0, 0);
        let mut read = |splitter: &mut ferrochess::rules::pgn::split::Splitter| {
            while let Some(cut) = splitter.next_game() {
                let game = match (cut.game, cut.bytes) {
                    (Some(game), _) => Ok(game),
                    (None, Some(bytes)) => ferrochess::rules::pgn::read_as(
                        &String::from_utf8_lossy(&bytes),
                        false,
                        false,
                    ),
                    (None, None) => continue,
                };
                if let Ok(game) = game {
                    games += 1;
                    plies += game.plies().len();
                }
            }
        };
        for chunk in bytes.chunks(1 << 20) {
            splitter.push(chunk);
            read(&mut splitter);
        }
        splitter.end();
        read(&mut splitter);
        best = best.min(started.elapsed().as_secs_f64());
    }
    println!(
        "{games} games, {plies} plies read in {best:.3} s (best of 5): {:.1} MB/s",
        bytes.len() as f64 / 1e6 / best
    );
}
