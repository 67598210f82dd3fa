//! The `ferrochess-uci` binary over real pipes, as a chess GUI drives it.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

struct Engine {
    child: std::process::Child,
    lines: mpsc::Receiver<String>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_ferrochess-uci"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("start ferrochess-uci");
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Engine { child, lines: rx }
    }

    fn send(&mut self, line: &str) {
        let stdin = self.child.stdin.as_mut().unwrap();
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
    }

    /// Reads lines until one starts with `prefix`; returns all of them.
    fn until(&self, prefix: &str) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            let line = self
                .lines
                .recv_timeout(Duration::from_secs(30))
                .unwrap_or_else(|_| panic!("no {prefix:?} after {seen:?}"));
            let done = line.starts_with(prefix);
            seen.push(line);
            if done {
                return seen;
            }
        }
    }
}

#[test]
fn speaks_uci_to_a_gui() {
    let mut engine = Engine::start();
    engine.send("uci");
    let ids = engine.until("uciok");
    assert!(ids[0].starts_with("id name ferrochess"));
    assert!(ids
        .iter()
        .any(|l| l.starts_with("option name Hash type spin")));
    engine.send("isready");
    engine.until("readyok");
    engine.send("ucinewgame");
    engine.send("position startpos moves e2e4 e7e5 g1f3");
    engine.send("go depth 6");
    let lines = engine.until("bestmove");
    assert!(
        lines.iter().any(|l| l.starts_with("info depth 6 ")),
        "{lines:?}"
    );
    let best = lines.last().unwrap().split(' ').nth(1).unwrap().to_string();
    let mut game = ferrochess::Game::new();
    for mv in ["e2e4", "e7e5", "g1f3", best.as_str()] {
        game.play_uci(mv).unwrap();
    }
    // Errors are reported, and the engine keeps going.
    engine.send("position fen garbage");
    assert!(engine.until("info string error")[0].contains("invalid FEN"));
    engine.send("isready");
    engine.until("readyok");
    engine.send("quit");
    assert!(engine.child.wait().unwrap().success());
}

#[test]
fn stop_ends_an_infinite_search_and_isready_is_answered_meanwhile() {
    let mut engine = Engine::start();
    engine.send("position startpos");
    engine.send("go infinite");
    std::thread::sleep(Duration::from_millis(300));
    engine.send("isready");
    engine.until("readyok");
    engine.send("stop");
    let lines = engine.until("bestmove");
    assert!(lines.last().unwrap().len() > "bestmove ".len());
    engine.send("quit");
    assert!(engine.child.wait().unwrap().success());
}

#[test]
fn a_long_search_reports_nodes_and_nps_between_iterations() {
    let mut engine = Engine::start();
    engine.send("setoption name Algorithm value minimax");
    engine.send("position startpos");
    engine.send("go depth 8 movetime 1200");
    let lines = engine.until("bestmove");
    let progress: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info nodes ") && l.contains(" nps ") && l.contains(" time "))
        .collect();
    assert!(progress.len() >= 2, "{lines:?}");
    engine.send("quit");
    assert!(engine.child.wait().unwrap().success());
}

#[test]
fn bench_prints_a_node_count() {
    let output = Command::new(env!("CARGO_BIN_EXE_ferrochess-uci"))
        .args(["bench", "5"])
        .output()
        .unwrap();
    let text = String::from_utf8(output.stdout).unwrap();
    let nodes: u64 = text
        .lines()
        .find_map(|l| l.strip_prefix("Nodes searched  : "))
        .unwrap()
        .parse()
        .unwrap();
    assert!(nodes > 1_000, "{text}");
    // Deterministic: the same count again.
    let again = Command::new(env!("CARGO_BIN_EXE_ferrochess-uci"))
        .args(["bench", "5"])
        .output()
        .unwrap();
    assert!(String::from_utf8(again.stdout)
        .unwrap()
        .contains(&format!("Nodes searched  : {nodes}")));
}

/// What python-chess sends for `Limit(mate=2)` and `root_moves=[…]`, and a
/// limit no engine knows: each gets its `bestmove`, as a client waits for.
#[test]
fn go_mate_searchmoves_and_unknown_limits_answer_bestmove() {
    let mut engine = Engine::start();
    engine.send("position fen r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 10");
    engine.send("go mate 2");
    let lines = engine.until("bestmove");
    assert!(
        lines.iter().any(|l| l.contains("score mate 2")),
        "{lines:?}"
    );
    // The best move, then the line's second move to ponder on.
    assert!(
        lines.last().unwrap().starts_with("bestmove d5f6 ponder "),
        "{lines:?}"
    );
    engine.send("position fen rnb1kbnr/pppp1ppp/8/3q4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1");
    engine.send("go depth 4 searchmoves a2a3 h2h3");
    let lines = engine.until("bestmove");
    let best = lines.last().unwrap().split(' ').nth(1).unwrap();
    assert!(best == "a2a3" || best == "h2h3", "{lines:?}");
    engine.send("go depth 2 sideways 3");
    let lines = engine.until("bestmove");
    assert!(
        lines[0].starts_with("info string warning: go: unknown limit"),
        "{lines:?}"
    );
    engine.send("quit");
}

/// Pondering as a GUI (or python-chess's `play(..., ponder=True)`) drives
/// it: the `Ponder` option, `bestmove … ponder …`, a ponder search that
/// holds its `bestmove` until `ponderhit` (then the clock's search answers)
/// or `stop` (then the ponder search's own answer).
#[test]
fn ponders_until_ponderhit_or_stop() {
    let mut engine = Engine::start();
    engine.send("uci");
    assert!(engine
        .until("uciok")
        .contains(&"option name Ponder type check default false".to_string()));
    engine.send("setoption name Ponder value true");
    engine.send("position startpos");
    engine.send("go depth 6");
    let best = engine.until("bestmove").pop().unwrap();
    let words: Vec<&str> = best.split(' ').collect();
    assert_eq!((words.len(), words[2]), (4, "ponder"), "{best}");
    // Ponder on the predicted reply: nothing answers until ponderhit.
    engine.send(&format!(
        "position startpos moves {} {}",
        words[1], words[3]
    ));
    engine.send("go ponder wtime 2000 btime 2000 winc 100 binc 100");
    std::thread::sleep(Duration::from_millis(400));
    let early: Vec<String> = engine.lines.try_iter().collect();
    assert!(
        !early.iter().any(|l| l.starts_with("bestmove")),
        "{early:?}"
    );
    engine.send("ponderhit");
    let lines = engine.until("bestmove");
    assert_eq!(
        lines.iter().filter(|l| l.starts_with("bestmove")).count(),
        1,
        "{lines:?}"
    );
    // A ponder search stopped answers with its own move.
    engine.send("go ponder wtime 2000 btime 2000");
    std::thread::sleep(Duration::from_millis(200));
    engine.send("stop");
    assert!(engine
        .until("bestmove")
        .last()
        .unwrap()
        .starts_with("bestmove "));
    engine.send("ponderhit");
    assert!(engine.until("info string error")[0].contains("no ponder search"));
    engine.send("isready");
    engine.until("readyok");
    engine.send("quit");
}

#[test]
fn a_stop_read_together_with_its_go_still_ends_the_search() {
    // A GUI (or a busy machine) can hand the engine `go` and `stop` in one
    // read: the stop comes before the search has begun, and must not be lost
    // (it was, until a stop was asked again until the search ended).
    let mut engine = Engine::start();
    engine.send("setoption name Ponder value true");
    let mut batch = String::new();
    for _ in 0..100 {
        batch.push_str("position startpos\ngo ponder\nstop\ngo infinite\nstop\n");
    }
    batch.push_str("isready");
    engine.send(&batch);
    let lines = engine.until("readyok");
    let answers = lines.iter().filter(|l| l.starts_with("bestmove")).count();
    assert_eq!(answers, 200, "{lines:?}");
}
