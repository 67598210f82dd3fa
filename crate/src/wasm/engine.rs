//! The engine's side of the JavaScript boundary (the `engine` feature):
//! the search, evaluation and opening names on [`WasmGame`], the UCI
//! session, the rating table and the threaded build's pool. Converts types
//! and errors only, like the rules' side ([`super`]); the rules-only build (no `engine`
//! feature) leaves this file out, so its wasm holds no search, net or book.

use wasm_bindgen::prelude::*;

use crate::engine::eval::{explain, Evaluator};
use crate::engine::search::{
    line_count, Engine, Progress, Score, SearchInfo, SearchRequest, SearchResult,
};
use crate::engine::uci_protocol::{self, Action, Session};
use crate::rules::uci;
use crate::wasm::{to_json, WasmGame};

/// The ranges of a search request's numbers as JSON, `{"level":[1,8],
/// "elo":[low,high],"depth":[1,64],…}` (`nodes`, `movetime`, `randomness`,
/// `threads`, `multiPv` too), from the constants the search checks them
/// against: defined here once, read by the JavaScript layer for its own
/// checks (`search-game.js`).
#[wasm_bindgen]
pub fn search_limits() -> String {
    use crate::engine::search::{
        MAX_MOVETIME, MAX_MULTI_PV, MAX_NODES, MAX_RANDOMNESS, MAX_THREADS,
    };
    let (low, high) = crate::engine::search::strength::elo_range();
    format!(
        "{{\"level\":[1,{}],\"elo\":[{low},{high}],\"depth\":[1,{}],\"nodes\":[1,{MAX_NODES}],\"movetime\":[1,{MAX_MOVETIME}],\"randomness\":[0,{MAX_RANDOMNESS}],\"threads\":[1,{MAX_THREADS}],\"multiPv\":[1,{MAX_MULTI_PV}]}}",
        crate::engine::search::levels::LEVELS.len(),
        crate::engine::search::MAX_DEPTH,
    )
}

/// A search's options by name, as `Chess#bestMove` takes them (checked by
/// [`SearchRequest::check`] when the search starts): one object with named
/// fields for [`WasmGame::best_move`] instead of a dozen positional
/// arguments.
#[wasm_bindgen]
pub struct SearchArgs {
    /// A playing level, 1 to 8: it decides the search.
    pub level: Option<u32>,
    /// A rating: the skill that plays at it decides the search.
    pub elo: Option<u32>,
    /// `default`, `alphabeta`, `minimax` or `random`.
    #[wasm_bindgen(getter_with_clone)]
    pub algorithm: String,
    /// The evaluator's name (`default`, `nnue`, `handcrafted`, …).
    #[wasm_bindgen(getter_with_clone)]
    pub evaluator: String,
    /// Plies to search.
    pub depth: Option<u32>,
    /// Nodes to search (a JS number: a whole one is asked).
    pub nodes: Option<f64>,
    /// Milliseconds to search.
    pub movetime: Option<u32>,
    /// Centipawns within which a move is chosen at random.
    pub randomness: u32,
    /// Whether to play from the opening book.
    pub book: bool,
    /// Search threads (the threaded build's pool bounds them).
    pub threads: Option<u32>,
    /// Lines to search and report (MultiPV).
    pub multi_pv: Option<u32>,
    /// Keep the previous search's table and history (a search that
    /// continues the same game).
    pub same_game: bool,
}

#[wasm_bindgen]
impl SearchArgs {
    /// A search as the defaults have it: the default algorithm and
    /// evaluator, no limit, no book, a cleared engine.
    #[wasm_bindgen(constructor)]
    pub fn new() -> SearchArgs {
        // SearchRequest's defaults, owned, with one thread and a cleared engine.
        let defaults = SearchRequest::default();
        SearchArgs {
            level: defaults.level,
            elo: defaults.elo,
            algorithm: defaults.algorithm.to_owned(),
            evaluator: defaults.evaluator.to_owned(),
            depth: defaults.depth,
            nodes: defaults.nodes,
            movetime: defaults.movetime,
            randomness: defaults.randomness,
            book: defaults.book,
            threads: None,
            multi_pv: defaults.multi_pv,
            same_game: false,
        }
    }
}

impl SearchArgs {
    /// The request these arguments make, to check and run.
    fn request(&self) -> SearchRequest<'_> {
        SearchRequest {
            level: self.level,
            elo: self.elo,
            algorithm: &self.algorithm,
            evaluator: &self.evaluator,
            depth: self.depth,
            nodes: self.nodes,
            movetime: self.movetime,
            randomness: self.randomness,
            book: self.book,
            multi_pv: self.multi_pv,
        }
    }
}

impl Default for SearchArgs {
    fn default() -> Self {
        Self::new()
    }
}

/// `threads` as a count this build can run (1 when not given).
fn checked_threads(threads: Option<u32>) -> Result<usize, JsError> {
    let max = crate::engine::search::max_threads();
    match threads {
        None => Ok(1),
        Some(n) if n >= 1 && n as usize <= max => Ok(n as usize),
        Some(n) => Err(JsError::new(&format!(
            "threads must be an integer from 1 to {max} here, got {n}{}",
            if max == 1 {
                " (more threads need the threaded build in a cross-origin-isolated page)"
            } else {
                ""
            }
        ))),
    }
}

thread_local! {
    /// The engine behind `best_move`, kept so that its transposition table
    /// is allocated once rather than on every call.
    static SHARED_ENGINE: std::cell::RefCell<Engine> = std::cell::RefCell::new(Engine::new());
}

fn parse_evaluator(name: &str) -> Result<Evaluator, JsError> {
    name.parse()
        .map_err(|e: crate::engine::eval::UnknownEvaluator| JsError::new(&e.to_string()))
}

/// Calls a JS callback with one string. A throwing callback must not abort
/// the search: its error is dropped.
fn call_with_text(callback: &js_sys::Function, text: &str) {
    let _ = callback.call1(&JsValue::NULL, &JsValue::from_str(text));
}

/// Whether a JS `shouldStop` callback asks the search to stop (a throwing
/// one counts as "go on").
fn asks_to_stop(should_stop: Option<&js_sys::Function>) -> bool {
    should_stop.is_some_and(|f| {
        f.call0(&JsValue::NULL)
            .is_ok_and(|answer| answer.is_truthy())
    })
}

/// A score as JSON: `{"cp":N}` or `{"mate":N}`.
#[derive(serde::Serialize)]
#[serde(rename_all = "lowercase")]
enum ScoreJson {
    Cp(i32),
    Mate(i32),
}

impl From<Score> for ScoreJson {
    fn from(score: Score) -> Self {
        match score {
            Score::Cp(cp) => ScoreJson::Cp(cp),
            Score::Mate(n) => ScoreJson::Mate(n),
        }
    }
}

/// Moves in UCI.
fn uci_moves(moves: &[chess::ChessMove]) -> Vec<String> {
    moves.iter().map(|&m| uci::format_move(m)).collect()
}

/// One line of a search: its score and principal variation (UCI).
#[derive(serde::Serialize)]
struct LineJson {
    score: ScoreJson,
    pv: Vec<String>,
}

impl LineJson {
    fn new(score: Score, pv: &[chess::ChessMove]) -> Self {
        LineJson {
            score: score.into(),
            pv: uci_moves(pv),
        }
    }
}

/// A search result, or a progress report of one completed iteration (its
/// best line's fields at the top, every line in `lines`); the JS layer adds
/// SAN. `bestMove` and `book` are a result's only.
#[derive(serde::Serialize)]
#[serde(rename_all = "camelCase")]
struct SearchJson {
    #[serde(skip_serializing_if = "Option::is_none")]
    best_move: Option<Option<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    book: Option<bool>,
    lines: Vec<LineJson>,
    score: ScoreJson,
    depth: u32,
    seldepth: u32,
    nodes: u64,
    nps: u64,
    time: u64,
    pv: Vec<String>,
}

/// A search result as JSON.
fn result_json(result: &SearchResult) -> String {
    to_json(&SearchJson {
        best_move: Some(result.best_move_uci()),
        book: Some(result.from_book),
        lines: result
            .lines
            .iter()
            .map(|l| LineJson::new(l.score, &l.pv))
            .collect(),
        score: result.score.into(),
        depth: result.depth,
        seldepth: result.seldepth,
        nodes: result.nodes,
        nps: result.nps,
        time: result.time_ms,
        pv: uci_moves(&result.pv),
    })
}

/// A progress report as JSON: one completed iteration.
fn info_json(lines: &[SearchInfo]) -> String {
    let best = &lines[0];
    to_json(&SearchJson {
        best_move: None,
        book: None,
        lines: lines
            .iter()
            .map(|l| LineJson::new(l.score, &l.pv))
            .collect(),
        score: best.score.into(),
        depth: best.depth,
        seldepth: best.seldepth,
        nodes: best.nodes,
        nps: best.nps,
        time: best.time_ms,
        pv: uci_moves(&best.pv),
    })
}

/// A progress heartbeat as JSON.
fn progress_json(progress: &Progress) -> String {
    #[derive(serde::Serialize)]
    struct ProgressJson {
        nodes: u64,
        nps: u64,
        time: u64,
    }
    to_json(&ProgressJson {
        nodes: progress.nodes,
        nps: progress.nps,
        time: progress.time_ms,
    })
}

#[wasm_bindgen]
impl WasmGame {
    /// The game's opening as `ECO\tname`, or `undefined` when unnamed.
    pub fn opening(&self) -> Option<String> {
        crate::engine::book::opening(self.legal()?).map(|o| format!("{}\t{}", o.eco, o.name))
    }

    /// Centipawns from White's point of view by the named evaluator.
    pub fn evaluate(&self, evaluator: &str) -> Result<i32, JsError> {
        let evaluator = parse_evaluator(evaluator)?;
        Ok(evaluator.evaluate(self.game()?.position()))
    }

    /// The hand-written evaluation by term, as `name\tcp` lines (White's view).
    pub fn explain(&self) -> Result<String, JsError> {
        Ok(explain(self.game()?.position())
            .iter()
            .map(|t| format!("{}\t{}", t.name, t.cp))
            .collect::<Vec<_>>()
            .join("\n"))
    }

    /// Searches the current position synchronously with `args`' options;
    /// returns the result as JSON. With no limit given, searches a million
    /// nodes. `on_info` gets
    /// each completed iteration and `on_progress` a heartbeat while the
    /// search runs, both as JSON; `should_stop` is asked about once a
    /// millisecond whether to end the search now (a truthy answer stops it
    /// with the last completed iteration's move). Each search starts from a
    /// cleared engine unless `same_game`: then it keeps the previous
    /// search's table and move history.
    pub fn best_move(
        &self,
        args: &SearchArgs,
        on_info: Option<js_sys::Function>,
        on_progress: Option<js_sys::Function>,
        should_stop: Option<js_sys::Function>,
    ) -> Result<String, JsError> {
        let threads = checked_threads(args.threads)?;
        let same_game = args.same_game;
        let request = args.request();
        let options = request.check().map_err(|e| JsError::new(&e.to_string()))?;
        let call = |callback: &Option<js_sys::Function>, json: String| {
            if let Some(callback) = callback {
                call_with_text(callback, &json);
            }
        };
        let game = self.game()?;
        let lines_per_iteration = line_count(options.multi_pv, game.position().legal_moves().len());
        let mut iteration: Vec<SearchInfo> = Vec::new();
        let mut search = |engine: &mut Engine| {
            // A cleared table makes every call independent and deterministic;
            // a search that continues the game before it keeps what that one
            // learned (the table and the move history), as a UCI engine does.
            if !same_game {
                engine.clear();
            }
            engine.set_threads(threads);
            engine.search_until(
                game,
                &options,
                |info| {
                    // The engine reports an iteration line by line; the
                    // callback gets them together.
                    if info.multipv == 1 {
                        iteration.clear();
                    }
                    iteration.push(info.clone());
                    if iteration.len() == lines_per_iteration {
                        call(&on_info, info_json(&iteration));
                    }
                },
                |progress| call(&on_progress, progress_json(progress)),
                &|| asks_to_stop(should_stop.as_ref()),
            )
        };
        // One engine (and one 8 MiB table) serves every call; a call made
        // from inside a callback of a running search gets its own.
        let result = SHARED_ENGINE.with(|shared| match shared.try_borrow_mut() {
            Ok(mut engine) => search(&mut engine),
            Err(_) => search(&mut Engine::new()),
        });
        Ok(result_json(&result))
    }
}

/// A UCI session inside wasm, for a web worker that speaks UCI like
/// stockfish.js: one command line in, output lines out. Searches run to
/// completion inside `command` (a single-threaded worker cannot receive
/// `stop` meanwhile), so `go infinite` is refused there; `run` streams the
/// lines as they come and, given a `should_stop` callback (a worker that
/// reads a shared stop flag), runs `go infinite` until it answers true.
#[wasm_bindgen]
pub struct WasmUci {
    session: Session,
    engine: Engine,
}

impl Default for WasmUci {
    fn default() -> Self {
        Self::new()
    }
}

#[wasm_bindgen]
impl WasmUci {
    /// A new session at the starting position.
    #[wasm_bindgen(constructor)]
    pub fn new() -> WasmUci {
        WasmUci {
            session: Session::new(),
            engine: Engine::new(),
        }
    }

    /// Handles one command line; returns the output lines joined by `\n`.
    pub fn command(&mut self, line: &str) -> String {
        let mut lines = Vec::new();
        self.handle(line, &mut |out| lines.push(out), None);
        lines.join("\n")
    }

    /// Handles one command line, calling `on_line` with each output line as
    /// it is produced (a search's `info` lines while it runs). With
    /// `should_stop`, a search asks it every 1024 nodes whether to stop
    /// and `go infinite` runs until it answers true (a throwing
    /// `should_stop` counts as "go on"; a throwing `on_line` loses that
    /// line only).
    pub fn run(
        &mut self,
        line: &str,
        on_line: &js_sys::Function,
        should_stop: Option<js_sys::Function>,
    ) {
        let mut out = |text: String| call_with_text(on_line, &text);
        self.handle(line, &mut out, should_stop.as_ref());
    }
}

impl WasmUci {
    fn handle(
        &mut self,
        line: &str,
        out: &mut dyn FnMut(String),
        should_stop: Option<&js_sys::Function>,
    ) {
        let (lines, action) = self.session.handle(line);
        lines.into_iter().for_each(&mut *out);
        match action {
            Action::Search(job) if job.options.limits.infinite && should_stop.is_none() => {
                out("info string error: go infinite needs a stop this single-threaded worker cannot receive; use depth, nodes, movetime or a clock".into());
            }
            // The wasm UciSession never ponders (it declares no Ponder option), so a
            // ponderhit's search is only ever an ordinary one.
            Action::Search(job) | Action::PonderHit(job) => {
                let stop_requested = || asks_to_stop(should_stop);
                uci_protocol::run_search_streaming(&mut self.engine, &job, out, &stop_requested);
            }
            Action::ResizeHash(mb) => self.engine.set_hash(mb),
            Action::SetThreads(threads) => self.engine.set_threads(threads),
            Action::NewGame => self.engine.clear(),
            Action::None | Action::Stop | Action::Quit => {}
        }
    }
}

/// The measured rating table as JSON: the ratings `elo` accepts, each
/// calibrated skill with its rating and 95% interval, and the levels as
/// presets on that scale.
#[wasm_bindgen]
pub fn ratings() -> String {
    #[derive(serde::Serialize)]
    struct Rated {
        skill: i64,
        elo: i64,
        low: i64,
        high: i64,
        games: u32,
    }
    #[derive(serde::Serialize)]
    struct Level {
        level: u32,
        name: &'static str,
        elo: u32,
    }
    #[derive(serde::Serialize)]
    struct Ratings {
        min: u32,
        max: u32,
        calibration: Vec<Rated>,
        levels: Vec<Level>,
    }
    let (min, max) = crate::engine::search::strength::elo_range();
    to_json(&Ratings {
        min,
        max,
        calibration: crate::engine::search::ratings::CALIBRATION
            .iter()
            .map(|r| Rated {
                // Skills (whole percentages) and ratings (whole Elo points)
                // cross as integers: serde_json's float formatter would add
                // 14 KB to the gzipped wasm.
                skill: r.skill.round() as i64,
                elo: r.elo.round() as i64,
                low: r.low.round() as i64,
                high: r.high.round() as i64,
                games: r.games,
            })
            .collect(),
        levels: crate::engine::search::levels::LEVELS
            .iter()
            .map(|l| Level {
                level: l.number.into(),
                name: l.name,
                elo: l.elo(),
            })
            .collect(),
    })
}

/// How many threads a search can use here: 1, or 1 + the helper pool of
/// the threaded build once `startSearchPool` has built it.
#[wasm_bindgen(js_name = maxThreads)]
pub fn max_threads() -> usize {
    crate::engine::search::max_threads()
}

/// Runs one search helper thread of the threaded build, on a Web Worker
/// that instantiated this module on the shared memory: waits until
/// [`start_search_pool`] hands it a pool thread, then serves the pool.
/// Never returns.
#[cfg(feature = "threads")]
#[wasm_bindgen(js_name = runSearchThread)]
pub fn run_search_thread() {
    crate::engine::search::wasm_threads::run_pool_thread();
}

/// Builds the search pool of the threaded build from `helpers` workers
/// already waiting in `runSearchThread`; returns the helper count.
#[cfg(feature = "threads")]
#[wasm_bindgen(js_name = startSearchPool)]
pub fn start_search_pool(helpers: usize) -> Result<usize, JsError> {
    crate::engine::search::wasm_threads::start_pool(helpers).map_err(|e| JsError::new(&e))
}
