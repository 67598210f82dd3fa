//! `datagen`: self-play training data on every core.
//!
//! ```text
//! datagen --out FILE [--games N] [--threads T] [--seed S] [--nodes SOFT]
//!         [--evaluator NAME] [--random-plies K] [--format positions|games]
//! ```
//!
//! Game `i` is played from seed `S + i`, so a run is deterministic (the
//! records of each game are fixed; their order in the file depends on
//! which thread finished first). Records go to `FILE`: with `--format
//! positions` (the default) one 32-byte record a kept position (see
//! `ferrochess_train::record`), with `--format games` each whole game in
//! about 7 bytes a kept position (`ferrochess_train::game_record`; `train`
//! reads both). `FILE.games` lists each finished game with the file length
//! after it. Run the same command again to resume: the file is cut back to
//! the last finished game and only missing games are played. A file is a
//! shard: runs on other machines with other seeds (`--seed 1000000`,
//! `--seed 2000000`, ...) make other shards, and `train --data A,B,...`
//! reads them together. A progress line (games, positions, positions/s,
//! ETA) goes to standard error every 10 s.

use std::collections::HashSet;
use std::fs::{File, OpenOptions};
use std::io::{BufRead, BufReader, Read, Seek, SeekFrom, Write};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use ferrochess_train::game_record::{read_games, GAMES_MAGIC};
use ferrochess_train::record::RECORD_BYTES;
use ferrochess_train::selfplay::{play_game, play_game_record, Settings};

struct Args {
    out: String,
    games: u64,
    threads: usize,
    seed: u64,
    settings: Settings,
    /// Whole games (`game_record`) rather than 32-byte positions.
    games_format: bool,
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args {
        out: String::new(),
        games: 10_000,
        threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
        seed: 1,
        settings: Settings::default(),
        games_format: false,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let mut value = || it.next().ok_or(format!("{flag} needs a value"));
        let number = |v: String| v.parse::<u64>().map_err(|e| format!("{flag}: {e}"));
        match flag.as_str() {
            "--out" => args.out = value()?,
            "--games" => args.games = number(value()?)?,
            "--threads" => args.threads = number(value()?)?.max(1) as usize,
            "--seed" => args.seed = number(value()?)?,
            "--nodes" => {
                args.settings.soft_nodes = number(value()?)?;
                args.settings.hard_nodes = args.settings.soft_nodes * 10;
            }
            "--random-plies" => args.settings.random_plies = number(value()?)? as u32,
            "--format" => {
                args.games_format = match value()?.as_str() {
                    "positions" => false,
                    "games" => true,
                    other => return Err(format!("--format is positions or games, not {other}")),
                }
            }
            "--evaluator" => {
                args.settings.evaluator = value()?.parse().map_err(|e| format!("{e}"))?
            }
            other => return Err(format!("unknown argument {other}")),
        }
    }
    if args.out.is_empty() {
        return Err("--out FILE is required".into());
    }
    Ok(args)
}

/// Finished games from the log, and the data length after the last one.
fn read_log(path: &str) -> (HashSet<u64>, u64) {
    let mut done = HashSet::new();
    let mut length = 0;
    if let Ok(file) = File::open(path) {
        for line in BufReader::new(file).lines().map_while(Result::ok) {
            let mut parts = line.split_whitespace();
            if let (Some(Ok(game)), Some(Ok(end))) = (
                parts.next().map(str::parse::<u64>),
                parts.next().map(str::parse::<u64>),
            ) {
                done.insert(game);
                length = length.max(end);
            }
        }
    }
    (done, length)
}

fn main() {
    let args = match parse_args() {
        Ok(args) => args,
        Err(message) => {
            eprintln!("datagen: {message}");
            std::process::exit(2);
        }
    };
    let log_path = format!("{}.games", args.out);
    let (done, length) = read_log(&log_path);
    let mut data = OpenOptions::new()
        .create(true)
        .truncate(false)
        .read(true)
        .write(true)
        .open(&args.out)
        .expect("open the data file");
    let on_disk = data.metadata().expect("the data file's length").len();
    if length > on_disk {
        eprintln!(
            "datagen: {log_path} says {length} bytes of records were written, but {} holds {on_disk}: \
             the two do not belong together",
            args.out
        );
        std::process::exit(1);
    }
    // Cut back to the last finished game, and append after it.
    data.set_len(length).expect("cut the data file back");
    data.seek(SeekFrom::Start(length))
        .expect("seek to the data file's end");
    let mut length = length;
    if args.games_format && length == 0 {
        data.write_all(&GAMES_MAGIC)
            .expect("write the games file's magic");
        length = GAMES_MAGIC.len() as u64;
    }
    let log = OpenOptions::new()
        .create(true)
        .append(true)
        .open(&log_path)
        .expect("open the games log");
    let todo: Vec<u64> = (0..args.games).filter(|g| !done.contains(g)).collect();
    eprintln!(
        "datagen: {} games done, {} to play on {} threads ({} soft nodes a move, evaluator {})",
        done.len(),
        todo.len(),
        args.threads,
        args.settings.soft_nodes,
        args.settings.evaluator
    );
    let todo = Arc::new(todo);
    let next = Arc::new(AtomicUsize::new(0));
    let on_file = if args.games_format {
        // The kept positions of the games already in the file.
        let mut bytes = Vec::new();
        data.seek(SeekFrom::Start(0))
            .expect("seek to the data file's start");
        data.read_to_end(&mut bytes).expect("read the games file");
        let games = read_games(&bytes).expect("the games file reads back");
        games.iter().map(|g| g.kept() as u64).sum()
    } else {
        length / RECORD_BYTES as u64
    };
    let positions = Arc::new(AtomicU64::new(on_file));
    let finished = Arc::new(AtomicU64::new(0));
    let files = Arc::new(Mutex::new((data, log, length)));
    let start = Instant::now();
    let start_positions = positions.load(Ordering::Relaxed);
    let workers: Vec<_> = (0..args.threads)
        .map(|_| {
            let (todo, next, positions, finished, files) = (
                Arc::clone(&todo),
                Arc::clone(&next),
                Arc::clone(&positions),
                Arc::clone(&finished),
                Arc::clone(&files),
            );
            let settings = args.settings.clone();
            let (seed, games_format) = (args.seed, args.games_format);
            std::thread::spawn(move || loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(&game) = todo.get(i) else { break };
                let seed = seed.wrapping_add(game);
                let (bytes, kept): (Vec<u8>, usize) = if games_format {
                    let played = play_game_record(&settings, seed);
                    (played.to_bytes(), played.kept())
                } else {
                    let records = play_game(&settings, seed);
                    (
                        records.iter().flat_map(|r| r.to_bytes()).collect(),
                        records.len(),
                    )
                };
                let mut guard = files.lock().expect("files lock");
                let (data, log, length) = &mut *guard;
                data.write_all(&bytes).expect("write records");
                data.flush().expect("flush records");
                *length += bytes.len() as u64;
                writeln!(log, "{game} {length}").expect("write the games log");
                positions.fetch_add(kept as u64, Ordering::Relaxed);
                finished.fetch_add(1, Ordering::Relaxed);
            })
        })
        .collect();
    let total = todo.len() as u64;
    loop {
        std::thread::sleep(Duration::from_millis(200));
        let games = finished.load(Ordering::Relaxed);
        let all_done = games >= total;
        if all_done || start.elapsed().as_millis() % 10_000 < 200 {
            let secs = start.elapsed().as_secs_f64().max(1e-3);
            let made = positions.load(Ordering::Relaxed) - start_positions;
            let eta = if games > 0 {
                secs * (total - games) as f64 / games as f64
            } else {
                f64::NAN
            };
            eprintln!(
                "datagen: {games}/{total} games, {} positions in the file, {:.0} positions/s, ETA {:.0} min",
                positions.load(Ordering::Relaxed),
                made as f64 / secs,
                eta / 60.0
            );
        }
        if all_done {
            break;
        }
    }
    for worker in workers {
        let _ = worker.join();
    }
}
