//! `ferrochess-uci`: the engine for chess GUIs and engine matches, speaking
//! UCI on standard input and output. Searches run on their own thread, so
//! `stop`, `isready` and `quit` are answered while the engine thinks. A
//! ponder search (`go ponder`) holds its `bestmove` until `stop`, or drops
//! it at `ponderhit`, which starts the search the clock allows (the table
//! the ponder search filled makes it quick).
//!
//! `ferrochess-uci bench [depth] [evaluator]` prints the bench signature and exits.

use std::io::{self, BufRead, Write};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use ferrochess::engine::search::{Engine, StopSignal};
use ferrochess::engine::uci_protocol::{self, Action, SearchJob, Session};

fn print_lines(lines: &[String]) {
    let stdout = io::stdout();
    let mut out = stdout.lock();
    for line in lines {
        let _ = writeln!(out, "{line}");
    }
    let _ = out.flush();
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if !args.is_empty() {
        // Command-line mode: run one command (e.g. `bench`) and exit.
        let mut session = Session::new();
        let (lines, _) = session.handle(&args.join(" "));
        print_lines(&lines);
        return;
    }
    let mut session = Session::with_ponder();
    let engine = Arc::new(Mutex::new(Engine::new()));
    let stop = engine.lock().map(|e| e.stop_signal()).expect("engine lock");
    let mut running: Option<Running> = None;
    for line in io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        let (lines, action) = session.handle(&line);
        print_lines(&lines);
        match action {
            Action::None => {}
            Action::Search(job) => {
                finish(&mut running, &stop, Release::Print, false);
                running = Some(start(&engine, *job));
            }
            Action::PonderHit(job) => {
                finish(&mut running, &stop, Release::Drop, true);
                running = Some(start(&engine, *job));
            }
            Action::Stop => finish(&mut running, &stop, Release::Print, true),
            Action::ResizeHash(mb) => {
                finish(&mut running, &stop, Release::Print, false);
                if let Ok(mut engine) = engine.lock() {
                    engine.set_hash(mb);
                }
            }
            Action::SetThreads(threads) => {
                finish(&mut running, &stop, Release::Print, false);
                if let Ok(mut engine) = engine.lock() {
                    engine.set_threads(threads);
                }
            }
            Action::NewGame => {
                finish(&mut running, &stop, Release::Print, false);
                if let Ok(mut engine) = engine.lock() {
                    engine.clear();
                }
            }
            Action::Quit => {
                finish(&mut running, &stop, Release::Drop, true);
                return;
            }
        }
    }
    finish(&mut running, &stop, Release::Drop, true);
}

/// What a held search does with its `bestmove` once released.
enum Release {
    Print,
    Drop,
}

/// A search on its thread; `release` is there while it holds its `bestmove`.
struct Running {
    handle: JoinHandle<()>,
    release: Option<Sender<Release>>,
}

/// Starts `job` on a thread of its own: its lines printed as they come, but
/// a held job's `bestmove` only once it is released with `Release::Print`.
fn start(engine: &Arc<Mutex<Engine>>, job: SearchJob) -> Running {
    let engine = Arc::clone(engine);
    let (release, released): (Option<Sender<Release>>, Option<Receiver<Release>>) = if job.hold {
        let (tx, rx) = mpsc::channel();
        (Some(tx), Some(rx))
    } else {
        (None, None)
    };
    let handle = std::thread::spawn(move || {
        let Ok(mut engine) = engine.lock() else {
            return;
        };
        let mut best = None;
        uci_protocol::run_search_streaming(
            &mut engine,
            &job,
            &mut |line| match (&released, line.starts_with("bestmove")) {
                (Some(_), true) => best = Some(line),
                _ => print_lines(&[line]),
            },
            &|| false,
        );
        if let (Some(released), Some(best)) = (released, best) {
            if let Ok(Release::Print) = released.recv() {
                print_lines(&[best]);
            }
        }
    });
    Running { handle, release }
}

/// Ends the running search, if any. One that holds its `bestmove` (a
/// ponder search) is stopped and its `bestmove` released as `release` says;
/// another is stopped when `halt` is set, else left to finish. The stop is
/// asked for again until the search's thread has ended: a stop that came
/// before the search began (`go` and `stop` read together, or a busy
/// machine) would be cleared by the search's start.
fn finish(running: &mut Option<Running>, stop: &StopSignal, release: Release, halt: bool) {
    let Some(search) = running.take() else { return };
    let halt = halt || search.release.is_some();
    if let Some(sender) = search.release {
        let _ = sender.send(release);
    }
    if halt {
        while !search.handle.is_finished() {
            stop.stop();
            std::thread::sleep(Duration::from_millis(1));
        }
    }
    let _ = search.handle.join();
}
