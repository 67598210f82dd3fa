//! The UCI text protocol, independent of threads and I/O: a session takes
//! one command line and answers with output lines, so the native binary and
//! a web worker (through wasm) speak the same protocol.
//!
//! `go` does not search by itself: it returns an [`Action::Search`] that the
//! caller runs with [`run_search`] on a thread of its choosing, so that
//! `stop` and `isready` can be answered while the engine thinks.
//!
//! ```
//! use ferrochess::uci_protocol::{Action, Session};
//!
//! let mut session = Session::new();
//! let (lines, _) = session.handle("uci");
//! assert_eq!(lines.last().map(String::as_str), Some("uciok"));
//! session.handle("position startpos moves e2e4 e7e5");
//! let (_, action) = session.handle("go depth 3");
//! let Action::Search(job) = action else { panic!("expected a search") };
//! let mut engine = ferrochess::search::Engine::new();
//! let lines = ferrochess::uci_protocol::run_search(&mut engine, &job);
//! assert!(lines.last().unwrap().starts_with("bestmove "));
//! ```

use std::cell::RefCell;
use std::str::FromStr;

use crate::eval::{explain, Evaluator};
use crate::game::Game;
use crate::perft;
use crate::position::Position;
use crate::search::strength::{Skill, Strength, MAX_SKILL};
use crate::search::wdl::{self, Wdl};
use crate::search::{
    Algorithm, Clock, Engine, Limits, Progress, SearchInfo, SearchOptions, DEFAULT_HASH_MB,
};
use crate::uci;
use crate::uci_options::{self, default_elo, OptionId, OptionValue, UciOption};

/// What the caller must do after a command.
#[derive(Debug)]
pub enum Action {
    /// Nothing more.
    None,
    /// Start this search (and print `bestmove` when it ends; a job with
    /// `hold` set waits for `stop` or `ponderhit` before printing it).
    Search(Box<SearchJob>),
    /// `ponderhit`: end the held ponder search without its `bestmove`, then
    /// run this search (the game's clock now running) and print its own.
    PonderHit(Box<SearchJob>),
    /// Stop a running search.
    Stop,
    /// Resize the engine's hash table to this many MiB.
    ResizeHash(usize),
    /// Search with this many threads.
    SetThreads(usize),
    /// Clear the engine's memory (new game).
    NewGame,
    /// Exit.
    Quit,
}

/// A search to run: the game and how to search it.
#[derive(Clone, Debug)]
pub struct SearchJob {
    pub game: Game,
    pub options: SearchOptions,
    /// A ponder search (`go ponder`): its `bestmove` waits for `stop`, or is
    /// dropped at `ponderhit`.
    pub hold: bool,
    /// Add win/draw/loss chances to each score (`UCI_ShowWDL`).
    pub show_wdl: bool,
}

/// Protocol state: the position set by `position` and the options.
pub struct Session {
    game: Game,
    evaluator: Evaluator,
    algorithm: Algorithm,
    hash_mb: usize,
    /// 0 = no level (Algorithm and Evaluator apply), else 1 to 8.
    level: u32,
    /// `UCI_LimitStrength`: play at `UCI_Elo`.
    limit_strength: bool,
    /// `UCI_Elo`: the rating to play at when strength is limited.
    elo: u32,
    /// `Skill`: 0 to 100 (full strength), when neither a rating nor a
    /// level applies.
    skill: u32,
    own_book: bool,
    /// `MultiPV`: how many lines a search reports.
    multi_pv: u32,
    /// `UCI_Chess960`: positions read as Chess960 (X-FEN or Shredder-FEN),
    /// castling written and read as the king moving onto its rook.
    chess960: bool,
    /// Whether the caller can hold a search for `ponderhit` (the native
    /// binary): then the `Ponder` option is declared and `go ponder` ponders.
    ponder_capable: bool,
    /// The `Ponder` option.
    ponder: bool,
    /// While a `go ponder` search runs: the search `ponderhit` starts.
    pondering: Option<Box<SearchJob>>,
    /// `UCI_ShowWDL`: scores carry `wdl W D L` (per mille, the engine's
    /// model in [`crate::search::wdl`]).
    show_wdl: bool,
    /// `UCI_AnalyseMode`: the GUI analyses rather than plays, so no book
    /// move answers a `go` (a book move has no search line to show).
    analyse_mode: bool,
    /// `UCI_Opponent` as the GUI sent it (`GM 2800 human Name`); kept, not
    /// used in play.
    opponent: String,
}

impl Default for Session {
    fn default() -> Self {
        Self::new()
    }
}

/// The fixed positions `bench` searches; their total node count at the
/// bench depth is the engine's behaviour signature.
pub const BENCH_POSITIONS: [&str; 8] = [
    crate::STARTING_FEN,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1",
    "8/8/8/4k3/8/8/8/R3K3 w - - 0 1",
];

/// The default `bench` depth.
pub const BENCH_DEPTH: u32 = 9;

fn info_line(info: &SearchInfo, show_wdl: bool) -> String {
    let pv: Vec<String> = info.pv.iter().map(|&m| uci::format_move(m)).collect();
    let wdl = match show_wdl {
        true => {
            let Wdl { win, draw, loss } = wdl::MODEL.per_mille(info.score);
            format!(" wdl {win} {draw} {loss}")
        }
        false => String::new(),
    };
    format!(
        "info depth {} seldepth {} multipv {} score {}{wdl} nodes {} nps {} time {} pv {}",
        info.depth,
        info.seldepth,
        info.multipv,
        info.score.to_uci(),
        info.nodes,
        info.nps,
        info.time_ms,
        pv.join(" ")
    )
}

/// Runs a search job; returns the `info` lines and the final `bestmove`.
pub fn run_search(engine: &mut Engine, job: &SearchJob) -> Vec<String> {
    let mut lines = Vec::new();
    run_search_streaming(engine, job, &mut |line| lines.push(line), &|| false);
    lines
}

/// The line reporting a search's progress between iterations.
fn progress_line(progress: &Progress) -> String {
    format!(
        "info nodes {} nps {} time {}",
        progress.nodes, progress.nps, progress.time_ms
    )
}

/// Runs a search job, handing each output line to `out` as it is produced:
/// an `info` line per iteration, `info nodes … nps … time …` every
/// [`crate::search::PROGRESS_INTERVAL_MS`] between them, then `bestmove`.
/// `stop_requested` is asked every 1024 nodes whether to stop (as
/// [`Engine::search_until`] does); `|| false` never stops early.
pub fn run_search_streaming(
    engine: &mut Engine,
    job: &SearchJob,
    out: &mut dyn FnMut(String),
    stop_requested: &dyn Fn() -> bool,
) {
    let shared_out = RefCell::new(out);
    let result = engine.search_until(
        &job.game,
        &job.options,
        |info| (shared_out.borrow_mut())(info_line(info, job.show_wdl)),
        |progress| (shared_out.borrow_mut())(progress_line(progress)),
        stop_requested,
    );
    let out = shared_out.into_inner();
    match result.best_move_uci() {
        Some(mv) => {
            if result.depth == 0 || job.options.algorithm != Algorithm::Default {
                // The classic algorithms report once, at the end.
                out(info_line(
                    &SearchInfo {
                        multipv: 1,
                        depth: result.depth,
                        seldepth: result.seldepth,
                        score: result.score,
                        nodes: result.nodes,
                        time_ms: result.time_ms,
                        nps: result.nps,
                        pv: result.pv.clone(),
                    },
                    job.show_wdl,
                ));
            }
            // The line's second move follows whenever there is one, as GUIs expect
            // (`bestmove e2e4 ponder e7e5`), whether or not `Ponder` is on.
            match result.pv.get(1) {
                Some(reply) => out(format!(
                    "bestmove {mv} ponder {}",
                    crate::uci::format_move(*reply)
                )),
                None => out(format!("bestmove {mv}")),
            }
        }
        None => out(String::from("bestmove 0000")),
    }
}

/// Runs `bench`: every [`BENCH_POSITIONS`] entry to `depth` with a fresh
/// engine and `evaluator`; returns the report lines, ending with the total
/// node count.
pub fn bench(depth: u32, evaluator: Evaluator) -> (Vec<String>, u64) {
    let start = web_time::Instant::now();
    let mut total = 0;
    let mut lines = Vec::new();
    for (i, fen) in BENCH_POSITIONS.iter().enumerate() {
        let game = Game::from_fen(fen).expect("bench positions are valid");
        let mut engine = Engine::new();
        let options = SearchOptions {
            limits: Limits::depth(depth),
            evaluator,
            ..SearchOptions::default()
        };
        debug_assert!(!options.book);
        let result = engine.search(&game, &options, |_| {});
        total += result.nodes;
        lines.push(format!(
            "position {}: bestmove {} score {} nodes {}",
            i + 1,
            result.best_move_uci().unwrap_or_else(|| "0000".into()),
            result.score.to_uci(),
            result.nodes
        ));
    }
    let ms = start.elapsed().as_millis().max(1) as u64;
    lines.push(format!("Total time (ms) : {ms}"));
    lines.push(format!("Nodes searched  : {total}"));
    lines.push(format!("Nodes/second    : {}", total * 1000 / ms));
    (lines, total)
}

/// The words `go` takes (each but `infinite`, `ponder` and `searchmoves`
/// followed by a number).
const GO_KEYWORDS: [&str; 13] = [
    "depth",
    "nodes",
    "movetime",
    "mate",
    "wtime",
    "btime",
    "winc",
    "binc",
    "movestogo",
    "infinite",
    "ponder",
    "searchmoves",
    "perft",
];

fn parse_number<T: FromStr>(tokens: &[&str], i: usize, what: &str) -> Result<T, String> {
    tokens
        .get(i + 1)
        .and_then(|t| t.parse().ok())
        .ok_or_else(|| format!("{what} needs a non-negative number"))
}

impl Session {
    /// A session at the starting position with default options.
    pub fn new() -> Self {
        Session {
            game: Game::new(),
            evaluator: Evaluator::DEFAULT,
            algorithm: Algorithm::Default,
            hash_mb: DEFAULT_HASH_MB,
            level: 0,
            limit_strength: false,
            elo: default_elo(),
            skill: MAX_SKILL as u32,
            own_book: false,
            multi_pv: 1,
            chess960: false,
            ponder_capable: false,
            ponder: false,
            pondering: None,
            show_wdl: false,
            analyse_mode: false,
            opponent: String::new(),
        }
    }

    /// A session for a caller that holds a ponder search until `stop` or
    /// `ponderhit` (see [`SearchJob::hold`]): it declares the `Ponder`
    /// option, and `go ponder` ponders.
    pub fn with_ponder() -> Self {
        Session {
            ponder_capable: true,
            ..Session::new()
        }
    }

    /// `UCI_Opponent` as the GUI last set it (title, rating, computer or
    /// human, name: `"none 2100 human Ann"`), empty before.
    pub fn opponent(&self) -> &str {
        &self.opponent
    }

    /// The current game (set by `position`).
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Handles one command line. Errors are reported as `info string` lines,
    /// as UCI has no error reply.
    pub fn handle(&mut self, line: &str) -> (Vec<String>, Action) {
        let tokens: Vec<&str> = line.split_whitespace().collect();
        let result = match tokens.first().copied() {
            None => Ok((Vec::new(), Action::None)),
            Some("uci") => Ok((self.identify(), Action::None)),
            Some("isready") => Ok((vec!["readyok".into()], Action::None)),
            Some("ucinewgame") => {
                self.game = Game::new();
                Ok((Vec::new(), Action::NewGame))
            }
            Some("position") => self.position(&tokens).map(|()| (Vec::new(), Action::None)),
            Some("go") => {
                self.pondering = None;
                self.go(&tokens)
            }
            Some("stop") => {
                self.pondering = None;
                Ok((Vec::new(), Action::Stop))
            }
            Some("ponderhit") => match self.pondering.take() {
                Some(job) => Ok((Vec::new(), Action::PonderHit(job))),
                None => Err("ponderhit: no ponder search is running".into()),
            },
            Some("quit") => Ok((Vec::new(), Action::Quit)),
            Some("setoption") => self.set_option(&tokens),
            Some("bench") => {
                let depth = match tokens.get(1) {
                    Some(_) => parse_number(&tokens, 0, "bench depth"),
                    None => Ok(BENCH_DEPTH),
                };
                let evaluator = match tokens.get(2) {
                    Some(name) => name.parse::<Evaluator>().map_err(|e| e.to_string()),
                    None => Ok(Evaluator::DEFAULT),
                };
                depth.and_then(|d: u32| {
                    let evaluator = evaluator?;
                    if (1..=20).contains(&d) {
                        Ok((bench(d, evaluator).0, Action::None))
                    } else {
                        Err(String::from("bench depth must be 1 to 20"))
                    }
                })
            }
            Some("perft") => self.perft(&tokens, 0).map(|lines| (lines, Action::None)),
            Some("d") => Ok((
                crate::board_text::ascii(&crate::Setup::from_position(self.game.position()))
                    .lines()
                    .map(String::from)
                    .chain([format!("Fen: {}", self.game.position().to_fen())])
                    .collect(),
                Action::None,
            )),
            Some("eval") => Ok((self.eval_lines(), Action::None)),
            Some(other) => Err(format!(
                "unknown command {:?} (try uci, isready, position, go, stop, setoption, bench, perft, d, eval, quit)",
                other.chars().take(32).collect::<String>()
            )),
        };
        match result {
            Ok(ok) => ok,
            Err(message) => (vec![format!("info string error: {message}")], Action::None),
        }
    }

    fn identify(&self) -> Vec<String> {
        let mut lines = vec![
            format!("id name ferrochess {}", env!("CARGO_PKG_VERSION")),
            "id author the ferrochess developers".into(),
        ];
        lines.extend(uci_options::options().iter().map(UciOption::declaration));
        if self.ponder_capable {
            lines.push("option name Ponder type check default false".into());
        }
        lines.push("uciok".into());
        lines
    }

    fn eval_lines(&self) -> Vec<String> {
        let pos = self.game.position();
        let mut lines: Vec<String> = explain(pos)
            .iter()
            .map(|t| format!("{:<14} {:+}", t.name, t.cp))
            .collect();
        lines.push(format!(
            "{:<14} {:+} (white's view; the terms above explain the handcrafted evaluator)",
            "total",
            Evaluator::Handcrafted.evaluate(pos)
        ));
        for e in Evaluator::ALL {
            lines.push(format!("evaluator {:<9} {:+}", e.name(), e.evaluate(pos)));
        }
        lines
    }

    fn position(&mut self, tokens: &[&str]) -> Result<(), String> {
        let moves_at = tokens
            .iter()
            .position(|&t| t == "moves")
            .unwrap_or(tokens.len());
        let start = match tokens.get(1).copied() {
            Some("startpos") if self.chess960 => Position::chess960(518).unwrap_or_default(),
            Some("startpos") => Position::startpos(),
            Some("fen") => {
                let text = tokens[2..moves_at].join(" ");
                let parsed = match self.chess960 {
                    true => crate::fen::parse_chess960(&text),
                    false => Position::from_fen(&text),
                };
                parsed.map_err(|e| e.to_string())?
            }
            _ => return Err("position needs startpos or fen <fen>".into()),
        };
        let mut game = Game::from_position(start);
        for text in tokens.iter().skip(moves_at + 1) {
            game.play_uci(text).map_err(|e| format!("position: {e}"))?;
        }
        self.game = game;
        Ok(())
    }

    fn perft(&self, tokens: &[&str], at: usize) -> Result<Vec<String>, String> {
        let depth: u32 = parse_number(tokens, at, "perft")?;
        if depth > 7 {
            return Err("perft depth must be at most 7".into());
        }
        let pos: &Position = self.game.position();
        let divided = perft::divide(pos, depth);
        let total: u64 = if depth == 0 {
            1
        } else {
            divided.iter().map(|(_, n)| n).sum()
        };
        let mut lines: Vec<String> = divided
            .into_iter()
            .map(|(mv, n)| format!("{mv}: {n}"))
            .collect();
        lines.push(String::new());
        lines.push(format!("Nodes searched: {total}"));
        Ok(lines)
    }

    /// `go`: a search of the position with the limits given. A client
    /// waits for its `bestmove`, so a limit that cannot be read is left out
    /// with a warning (`info string warning: …`) and the search still runs.
    fn go(&mut self, tokens: &[&str]) -> Result<(Vec<String>, Action), String> {
        if tokens.get(1) == Some(&"perft") {
            return self.perft(tokens, 1).map(|lines| (lines, Action::None));
        }
        let mut limits = Limits::default();
        let mut clock = Clock::default();
        let mut has_clock = false;
        let mut ponder = false;
        let mut warnings = Vec::new();
        let mut i = 1;
        while i < tokens.len() {
            let read = match tokens[i] {
                "depth" => parse_number(tokens, i, "depth").map(|n| limits.depth = Some(n)),
                "nodes" => parse_number(tokens, i, "nodes").map(|n| limits.nodes = Some(n)),
                "movetime" => {
                    parse_number(tokens, i, "movetime").map(|n| limits.movetime = Some(n))
                }
                "mate" => {
                    parse_number(tokens, i, "mate").map(|n: u32| limits.mate = Some(n.max(1)))
                }
                "wtime" | "btime" | "winc" | "binc" => {
                    // Clocks may go negative in some GUIs: treat as zero.
                    let value = tokens.get(i + 1).and_then(|t| t.parse::<i64>().ok());
                    value
                        .map(|value| {
                            let value = value.max(0) as u64;
                            match tokens[i] {
                                "wtime" => clock.wtime = value,
                                "btime" => clock.btime = value,
                                "winc" => clock.winc = value,
                                _ => clock.binc = value,
                            }
                            has_clock = true;
                        })
                        .ok_or_else(|| format!("{} needs a number", tokens[i]))
                }
                "movestogo" => {
                    parse_number(tokens, i, "movestogo").map(|n| clock.movestogo = Some(n))
                }
                "infinite" | "ponder" => {
                    limits.infinite |= tokens[i] == "infinite";
                    ponder |= tokens[i] == "ponder";
                    i += 1;
                    continue;
                }
                "searchmoves" => {
                    // Every move after it, up to the next keyword.
                    i += 1;
                    while i < tokens.len() && !GO_KEYWORDS.contains(&tokens[i]) {
                        match uci::parse_move(self.game.position(), tokens[i]) {
                            Ok(mv) => limits.search_moves.push(mv),
                            Err(e) => warnings.push(format!("searchmoves: {e}")),
                        }
                        i += 1;
                    }
                    continue;
                }
                other => Err(format!(
                    "unknown limit {:?}",
                    other.chars().take(32).collect::<String>()
                )),
            };
            match read {
                Ok(()) => i += 2,
                Err(message) => {
                    warnings.push(message);
                    // A keyword's value that did not read is skipped with it.
                    i += if GO_KEYWORDS.contains(&tokens[i]) {
                        2
                    } else {
                        1
                    };
                }
            }
        }
        if has_clock {
            limits.clock = Some(clock);
        }
        // A rating comes first, then a level, then a skill.
        let strength = if self.limit_strength {
            Strength::Rating(self.elo)
        } else if self.level != 0 {
            Strength::Level(self.level)
        } else {
            Skill::new(f64::from(self.skill))
                .filter(|s| !s.is_full())
                .map_or(Strength::Unlimited, Strength::Skill)
        };
        let options = strength.options(SearchOptions {
            algorithm: self.algorithm,
            evaluator: self.evaluator,
            limits,
            randomness: 0,
            temperature: 0,
            book: self.own_book && !self.analyse_mode,
            multi_pv: self.multi_pv,
        })?;
        let lines = warnings
            .iter()
            .map(|w| format!("info string warning: go: {w}, left out"))
            .collect();
        let job = SearchJob {
            game: self.game.clone(),
            options,
            hold: false,
            show_wdl: self.show_wdl,
        };
        if !(ponder && self.ponder_capable) {
            return Ok((lines, Action::Search(Box::new(job))));
        }
        // Pondering: search the position until stop or ponderhit, the clock
        // not running; ponderhit then starts the search the clock allows.
        let mut held = job.clone();
        held.hold = true;
        let limits = &mut held.options.limits;
        limits.infinite = true;
        limits.movetime = None;
        limits.clock = None;
        self.pondering = Some(Box::new(job));
        Ok((lines, Action::Search(Box::new(held))))
    }

    fn set_option(&mut self, tokens: &[&str]) -> Result<(Vec<String>, Action), String> {
        let name_at = tokens
            .iter()
            .position(|&t| t == "name")
            .ok_or("setoption needs name")?;
        // "value" counts only after "name" (found by fuzzing: a "value"
        // before "name" used to panic).
        let value_at = tokens[name_at + 1..]
            .iter()
            .position(|&t| t == "value")
            .map_or(tokens.len(), |i| name_at + 1 + i);
        let name = tokens[name_at + 1..value_at].join(" ").to_ascii_lowercase();
        let value = tokens
            .get(value_at + 1..)
            .map(|v| v.join(" "))
            .unwrap_or_default();
        if name == "ponder" && self.ponder_capable {
            self.ponder = match value.as_str() {
                "true" => true,
                "false" => false,
                _ => return Err(format!("Ponder is true or false, not {value:?}")),
            };
            return Ok((Vec::new(), Action::None));
        }
        let option = uci_options::find(&name).ok_or_else(|| {
            format!(
                "unknown option {:?}",
                name.chars().take(32).collect::<String>()
            )
        })?;
        let number = |value: &OptionValue| match value {
            OptionValue::Number(n) => *n,
            _ => 0,
        };
        let flag = |value: &OptionValue| matches!(value, OptionValue::Flag(true));
        let value = option.parse(&value)?;
        let choice = match &value {
            OptionValue::Choice(text) => text.as_str(),
            _ => "",
        };
        let mut action = Action::None;
        match option.id {
            OptionId::Hash => {
                self.hash_mb = number(&value) as usize;
                action = Action::ResizeHash(self.hash_mb);
            }
            OptionId::Threads => action = Action::SetThreads(number(&value) as usize),
            OptionId::Evaluator => {
                self.evaluator = choice
                    .parse()
                    .map_err(|e: crate::eval::UnknownEvaluator| e.to_string())?;
            }
            OptionId::Algorithm => {
                self.algorithm = choice
                    .parse()
                    .map_err(|e: crate::search::UnknownAlgorithm| e.to_string())?;
            }
            OptionId::Level => self.level = number(&value) as u32,
            OptionId::LimitStrength => self.limit_strength = flag(&value),
            OptionId::Elo => self.elo = number(&value) as u32,
            OptionId::Skill => self.skill = number(&value) as u32,
            OptionId::OwnBook => self.own_book = flag(&value),
            OptionId::MultiPv => self.multi_pv = number(&value) as u32,
            OptionId::Chess960 => self.chess960 = flag(&value),
            OptionId::ShowWdl => self.show_wdl = flag(&value),
            OptionId::AnalyseMode => self.analyse_mode = flag(&value),
            OptionId::Opponent => self.opponent = choice.to_string(),
        }
        Ok((Vec::new(), action))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::ratings::CALIBRATION;
    use crate::search::strength::elo_range;

    #[test]
    fn chess960_positions_and_castling_as_king_onto_rook() {
        let mut session = Session::new();
        // Start 3: king f1 and rook g1 side by side, castling possible at once.
        let fen = "bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w KQkq - 0 1";
        let (lines, _) = session.handle(&format!("position fen {fen} moves f1g1"));
        assert!(lines[0].starts_with("info string error"), "{lines:?}");
        session.handle("setoption name UCI_Chess960 value true");
        session.handle(&format!("position fen {fen} moves f1g1"));
        assert_eq!(
            session.game().position().to_fen(),
            "bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRRKB b kq - 1 1"
        );
        let (lines, _) = session.handle("go perft 1");
        assert!(
            lines.contains(&"Nodes searched: 21".to_string()),
            "{lines:?}"
        );
        session.handle("position startpos moves e2e4");
        assert_eq!(session.game().plies().len(), 1);
        assert!(session.game().position().is_chess960());
    }

    #[test]
    fn errors_are_info_strings_and_leave_the_session_usable() {
        let mut session = Session::new();
        for bad in [
            "position fen not a fen",
            "position startpos moves e2e5",
            "setoption name Hash value 0",
            "setoption name Evaluator value magic",
            "frobnicate",
            "perft 99",
            "setoption value 3 name Hash",
            "setoption name UCI_Elo value 99999",
            "setoption name UCI_Elo value x",
            "setoption name UCI_LimitStrength value maybe",
            "setoption name Skill value 101",
            "setoption name MultiPV value 0",
            "setoption name MultiPV value 33",
            "setoption name UCI_Chess960 value maybe",
        ] {
            let (lines, action) = session.handle(bad);
            assert!(matches!(action, Action::None), "{bad}");
            assert!(
                lines[0].starts_with("info string error: "),
                "{bad}: {lines:?}"
            );
        }
        session.handle("position startpos moves e2e4");
        assert_eq!(session.game().plies().len(), 1);
    }

    #[test]
    fn go_always_searches_leaving_out_what_it_cannot_read() {
        let mut session = Session::new();
        for (command, warning) in [
            ("go depth x", "depth needs a non-negative number"),
            ("go sideways 3 depth 2", "unknown limit \"sideways\""),
            ("go depth 2 searchmoves e2e5 e2e4", "searchmoves: "),
        ] {
            let (lines, action) = session.handle(command);
            assert!(matches!(action, Action::Search(_)), "{command}");
            assert!(
                lines[0].starts_with(&format!("info string warning: go: {warning}")),
                "{command}: {lines:?}"
            );
        }
    }

    #[test]
    fn go_mate_and_searchmoves_read_into_the_limits() {
        let mut session = Session::new();
        session.handle("position startpos");
        let (lines, action) = session.handle("go mate 2 searchmoves a2a3 h2h3 depth 3");
        assert!(lines.is_empty(), "{lines:?}");
        let Action::Search(job) = action else {
            panic!("go answered with no search");
        };
        assert_eq!(job.options.limits.mate, Some(2));
        assert_eq!(job.options.limits.depth, Some(3));
        let moves: Vec<String> = job
            .options
            .limits
            .search_moves
            .iter()
            .map(|m| m.to_string())
            .collect();
        assert_eq!(moves, ["a2a3", "h2h3"]);
    }

    #[test]
    fn only_a_caller_that_can_hold_a_search_ponders() {
        // The wasm session cannot receive ponderhit mid-search: no Ponder
        // option, and go ponder is an ordinary search.
        let mut plain = Session::new();
        assert!(!plain.handle("uci").0.iter().any(|l| l.contains("Ponder")));
        let (_, action) = plain.handle("go ponder depth 2");
        assert!(matches!(action, Action::Search(job) if !job.hold));
        let mut native = Session::with_ponder();
        assert!(native
            .handle("uci")
            .0
            .iter()
            .any(|l| l.contains("name Ponder")));
        native.handle("setoption name Ponder value true");
        let (_, action) = native.handle("go ponder wtime 1000 btime 1000");
        let Action::Search(held) = action else {
            panic!("no ponder search");
        };
        assert!(held.hold && held.options.limits.infinite && held.options.limits.clock.is_none());
        let (_, action) = native.handle("ponderhit");
        let Action::PonderHit(timed) = action else {
            panic!("ponderhit started nothing");
        };
        assert!(!timed.hold && timed.options.limits.clock.is_some());
        assert!(native.handle("ponderhit").0[0].starts_with("info string error"));
    }

    #[test]
    fn show_wdl_analyse_mode_and_opponent() {
        let mut session = Session::new();
        let declared = session.handle("uci").0;
        for name in [
            "UCI_ShowWDL type check",
            "UCI_AnalyseMode type check",
            "UCI_Opponent type string",
        ] {
            assert!(
                declared.iter().any(|l| l.contains(name)),
                "{name}: {declared:?}"
            );
        }
        let search = |session: &mut Session| {
            let (_, action) = session.handle("go depth 3");
            let Action::Search(job) = action else {
                panic!("no search");
            };
            run_search(&mut Engine::new(), &job)
        };
        session.handle("position startpos moves e2e4");
        assert!(!search(&mut session).iter().any(|l| l.contains(" wdl ")));
        session.handle("setoption name UCI_ShowWDL value true");
        let lines = search(&mut session);
        let info = lines
            .iter()
            .find(|l| l.starts_with("info depth 3"))
            .unwrap();
        let after: Vec<u32> = info
            .split(" wdl ")
            .nth(1)
            .unwrap()
            .split(' ')
            .take(3)
            .map(|n| n.parse().unwrap())
            .collect();
        assert_eq!(after.iter().sum::<u32>(), 1000, "{info}");
        // In analysis, a book move (which has no line to show) is not played.
        session.handle("setoption name OwnBook value true");
        session.handle("setoption name UCI_AnalyseMode value true");
        let (_, action) = session.handle("go depth 1");
        assert!(matches!(action, Action::Search(job) if !job.options.book));
        session.handle("setoption name UCI_Opponent value GM 2800 human Some Name");
        assert_eq!(session.opponent(), "GM 2800 human Some Name");
    }

    #[test]
    fn perft_and_options() {
        let mut session = Session::new();
        let (lines, _) = session.handle("go perft 3");
        assert_eq!(lines.last().unwrap(), "Nodes searched: 8902");
        let (_, action) = session.handle("setoption name Hash value 32");
        assert!(matches!(action, Action::ResizeHash(32)));
        let (_, action) = session.handle("setoption name Threads value 1");
        assert!(matches!(action, Action::SetThreads(1)));
        for bad in ["0", "x", "100000"] {
            let (lines, action) = session.handle(&format!("setoption name Threads value {bad}"));
            assert!(matches!(action, Action::None), "{bad}");
            assert!(lines[0].contains("Threads must be 1 to"), "{lines:?}");
        }
        session.handle("setoption name Algorithm value minimax");
        let (_, action) = session.handle("go depth 2");
        let Action::Search(job) = action else {
            panic!()
        };
        assert_eq!(job.options.algorithm, Algorithm::Minimax);
    }

    /// The options the search would run with after `go` (a `go` that does
    /// not start a search fails the test).
    fn search_options(session: &mut Session, go: &str) -> SearchOptions {
        match session.handle(go).1 {
            Action::Search(job) => job.options,
            other => panic!("{go}: {other:?}"),
        }
    }

    #[test]
    fn strength_options_decide_the_search() {
        let mut session = Session::new();
        let (lines, _) = session.handle("uci");
        let (low, high) = elo_range();
        assert!(lines.contains(&format!(
            "option name UCI_Elo type spin default {} min {low} max {high}",
            default_elo()
        )));
        assert!(lines.contains(&"option name UCI_LimitStrength type check default false".into()));
        let job = |session: &mut Session| search_options(session, "go wtime 60000 btime 60000");
        // Full strength by default: the clock decides.
        assert_eq!(job(&mut session).limits.nodes, None);
        session.handle(&format!("setoption name UCI_Elo value {low}"));
        assert_eq!(
            job(&mut session).limits.nodes,
            None,
            "UCI_Elo alone does nothing"
        );
        session.handle("setoption name UCI_LimitStrength value true");
        let weakest = job(&mut session);
        assert_eq!(weakest.limits.nodes, Skill::for_elo(low).unwrap().nodes());
        assert!(weakest.limits.nodes.is_some());
        assert!(weakest.limits.clock.is_some() && weakest.temperature > 0);
        // A rating outranks a level and a skill.
        session.handle("setoption name Level value 8");
        session.handle("setoption name Skill value 50");
        assert_eq!(job(&mut session).limits.nodes, weakest.limits.nodes);
        session.handle("setoption name UCI_LimitStrength value false");
        session.handle("setoption name Level value 0");
        assert_eq!(job(&mut session).limits.nodes, Some(4096));
    }

    #[test]
    fn a_rating_searches_exactly_as_the_skill_the_table_gives_it() {
        // The table is measured through `Skill` and offered through
        // `UCI_Elo`: both must reach the search as the same options (every
        // field, the clock included), or the labels would not be the rows.
        let go = "go wtime 60000 btime 60000 winc 100 binc 100";
        let options = |session: &mut Session| format!("{:?}", search_options(session, go));
        let mut compared = 0;
        for row in CALIBRATION.iter().filter(|r| r.skill.fract() == 0.0) {
            let Ok(skill) = Skill::for_elo(row.elo.round() as u32) else {
                continue;
            };
            if skill.value() != row.skill || skill.is_full() {
                continue;
            }
            let mut rated = Session::new();
            rated.handle("setoption name UCI_LimitStrength value true");
            rated.handle(&format!("setoption name UCI_Elo value {}", row.elo.round()));
            let mut skilled = Session::new();
            skilled.handle(&format!("setoption name Skill value {}", row.skill));
            assert_eq!(options(&mut rated), options(&mut skilled), "{row:?}");
            compared += 1;
        }
        assert!(compared >= 10, "only {compared} rows compared");
    }

    #[test]
    fn multipv_reports_a_line_per_root_move_each_iteration() {
        let mut session = Session::new();
        let (lines, _) = session.handle("uci");
        assert!(lines.contains(&"option name MultiPV type spin default 1 min 1 max 32".into()));
        session.handle("setoption name MultiPV value 3");
        let (_, action) = session.handle("go depth 4");
        let Action::Search(job) = action else {
            panic!()
        };
        let out = run_search(&mut Engine::new(), &job);
        for depth in 1..=4 {
            let firsts: Vec<&str> = (1..=3)
                .map(|k| {
                    let prefix = format!("info depth {depth} ");
                    let line = out
                        .iter()
                        .find(|l| l.starts_with(&prefix) && l.contains(&format!(" multipv {k} ")))
                        .unwrap_or_else(|| panic!("no line {k} at depth {depth}: {out:?}"));
                    line.split(" pv ")
                        .nth(1)
                        .unwrap()
                        .split(' ')
                        .next()
                        .unwrap()
                })
                .collect();
            assert!(
                firsts[0] != firsts[1] && firsts[1] != firsts[2] && firsts[0] != firsts[2],
                "{firsts:?}"
            );
        }
        // The move played is line 1's.
        let last_first = out
            .iter()
            .rfind(|l| l.contains(" multipv 1 "))
            .and_then(|l| l.split(" pv ").nth(1))
            .and_then(|pv| pv.split(' ').next())
            .unwrap()
            .to_string();
        let best: Vec<&str> = out.last().unwrap().split(' ').collect();
        assert_eq!(best[..2], ["bestmove", last_first.as_str()]);
    }
}
