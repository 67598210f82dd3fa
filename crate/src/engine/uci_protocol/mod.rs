//! The UCI text protocol, independent of threads and I/O: a session takes
//! one command line and answers with output lines, so the native binary and
//! a web worker (through wasm) speak the same protocol.
//!
//! `go` does not search by itself: it returns an [`Action::Search`] that the
//! caller runs with [`run_search`] on a thread of its choosing, so that
//! `stop` and `isready` can be answered while the engine thinks.
//!
//! ```
//! use ferrochess::engine::uci_protocol::{Action, Session};
//!
//! let mut session = Session::new();
//! let (lines, _) = session.handle("uci");
//! assert_eq!(lines.last().map(String::as_str), Some("uciok"));
//! session.handle("position startpos moves e2e4 e7e5");
//! let (_, action) = session.handle("go depth 3");
//! let Action::Search(job) = action else { panic!("expected a search") };
//! let mut engine = ferrochess::engine::search::Engine::new();
//! let lines = ferrochess::engine::uci_protocol::run_search(&mut engine, &job);
//! assert!(lines.last().unwrap().starts_with("bestmove "));
//! ```

mod run;
#[cfg(test)]
mod tests;

pub use run::{bench, run_search, run_search_streaming, BENCH_DEPTH, BENCH_POSITIONS};

use std::str::FromStr;

use crate::engine::eval::{explain, Evaluator};
use crate::engine::search::levels::Strength;
use crate::engine::search::strength::{Skill, MAX_SKILL};
use crate::engine::search::{Algorithm, Clock, Limits, SearchOptions, DEFAULT_HASH_MB};
use crate::engine::uci_options::{self, default_elo, OptionId, OptionValue, UciOption};
use crate::rules::game::Game;
use crate::rules::perft;
use crate::rules::position::Position;
use crate::rules::uci;

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
    /// model in [`crate::engine::search::wdl`]).
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
                crate::rules::board_text::ascii(&crate::Setup::from_position(self.game.position()))
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
                    true => crate::rules::fen::parse_chess960(&text),
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
                    .map_err(|e: crate::engine::eval::UnknownEvaluator| e.to_string())?;
            }
            OptionId::Algorithm => {
                self.algorithm = choice
                    .parse()
                    .map_err(|e: crate::engine::search::UnknownAlgorithm| e.to_string())?;
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
