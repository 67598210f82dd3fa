//! `ferrochess-uci`: the engine for chess GUIs and engine matches, speaking
//! UCI on standard input and output. Searches run on their own thread, so
//! `stop`, `isready` and `quit` are answered while the engine thinks.
//!
//! `ferrochess-uci bench [depth] [evaluator]` prints the bench signature and exits.

use std::io::{self, BufRead, Write};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use ferrochess::search::Engine;
use ferrochess::uci_protocol::{self, Action, Session};

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
    let mut session = Session::new();
    let engine = Arc::new(Mutex::new(Engine::new()));
    let stop = engine.lock().map(|e| e.stop_signal()).expect("engine lock");
    let mut running: Option<JoinHandle<()>> = None;
    let wait = |running: &mut Option<JoinHandle<()>>| {
        if let Some(handle) = running.take() {
            let _ = handle.join();
        }
    };
    for line in io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        let (lines, action) = session.handle(&line);
        print_lines(&lines);
        match action {
            Action::None => {}
            Action::Search(job) => {
                wait(&mut running);
                let engine = Arc::clone(&engine);
                running = Some(std::thread::spawn(move || {
                    if let Ok(mut engine) = engine.lock() {
                        uci_protocol::run_search_streaming(
                            &mut engine,
                            &job,
                            &mut |line| print_lines(&[line]),
                            &|| false,
                        );
                    }
                }));
            }
            Action::Stop => {
                stop.stop();
                wait(&mut running);
            }
            Action::ResizeHash(mb) => {
                wait(&mut running);
                if let Ok(mut engine) = engine.lock() {
                    engine.set_hash(mb);
                }
            }
            Action::SetThreads(threads) => {
                wait(&mut running);
                if let Ok(mut engine) = engine.lock() {
                    engine.set_threads(threads);
                }
            }
            Action::NewGame => {
                wait(&mut running);
                if let Ok(mut engine) = engine.lock() {
                    engine.clear();
                }
            }
            Action::Quit => {
                stop.stop();
                wait(&mut running);
                return;
            }
        }
    }
    stop.stop();
    wait(&mut running);
}
