//! How each skill plays, move by move: over a set of positions, how often
//! its move is the one a full-strength search prefers, and how often it
//! blunders (its move loses more than two pawns, as the full-strength
//! search scores the position after it). A weak skill should miss things
//! (deep tactics, now and then a loose piece), not throw moves away at
//! random; the curve from skill 0 to 100 should be smooth.
//!
//! `cargo run --release --example skill_profile -- ../shared/data/suites/wac.epd crate/data/openings/c.tsv`
//!
//! EPD lines (`… bm …`) and the lichess opening names (`eco\tname\tpgn`,
//! the position each line reaches) are both read; `--positions N` keeps the
//! first N of each file (default 100), `--reference NODES` sets the
//! full-strength search's budget (default 200,000). `--by-rating` profiles
//! the ratings a player picks (400 to 2400 in steps of 200, then full
//! strength, each through the shipped rating table) instead of skills.
//! Besides the totals, each file's positions get their own columns, so a
//! tactics suite (where a weak level misses the win) and quiet opening
//! positions (where it should not lose material) can be told apart.

use ferrochess::engine::eval::Evaluator;
use ferrochess::engine::search::strength::{elo_range, Skill};
use ferrochess::engine::search::{Engine, Limits, Score, SearchOptions};
use ferrochess::{rules::san, Game};

const SKILLS: [f64; 13] = [
    0.0, 10.0, 20.0, 30.0, 40.0, 50.0, 60.0, 70.0, 80.0, 90.0, 95.0, 98.0, 100.0,
];
/// Score given to a mate, for the drop in score (a mate missed is a blunder).
const MATE_CP: i32 = 10_000;

fn positions(path: &str, limit: usize) -> Vec<Game> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut games = Vec::new();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let game = if path.ends_with(".tsv") {
            let Some(pgn) = line.split('\t').nth(2) else {
                continue;
            };
            let mut game = Game::new();
            let played = pgn
                .split_whitespace()
                .filter(|t| !t.ends_with('.'))
                .all(|t| game.play_san(t, false).is_ok());
            if !played || pgn == "pgn" {
                continue;
            }
            game
        } else {
            let fields: Vec<&str> = line.split_whitespace().collect();
            if fields.len() < 4 {
                continue;
            }
            match Game::from_fen(&format!("{} 0 1", fields[..4].join(" "))) {
                Ok(game) => game,
                Err(_) => continue,
            }
        };
        if !game.position().legal_moves().is_empty() {
            games.push(game);
        }
        if games.len() == limit {
            break;
        }
    }
    games
}

fn centipawns(score: Score) -> i32 {
    match score {
        Score::Cp(cp) => cp,
        Score::Mate(n) if n > 0 => MATE_CP,
        Score::Mate(_) => -MATE_CP,
    }
}

/// The full-strength search at `nodes`: its move and score (side to move's view).
fn reference(engine: &mut Engine, game: &Game, nodes: u64) -> (Option<chess::ChessMove>, i32) {
    engine.clear();
    let options = SearchOptions {
        limits: Limits {
            nodes: Some(nodes),
            ..Limits::default()
        },
        ..SearchOptions::default()
    };
    let result = engine.search(game, &options, |_| {});
    (result.best_move, centipawns(result.score))
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let option = |name: &str, default: u64| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .map_or(default, |v| v.parse().expect("a number"))
    };
    let per_file = option("--positions", 100) as usize;
    let reference_nodes = option("--reference", 200_000);
    let takes_value = |flag: &str| flag == "--positions" || flag == "--reference";
    let files: Vec<&String> = args
        .iter()
        .enumerate()
        .filter(|(i, a)| !a.starts_with("--") && (*i == 0 || !takes_value(&args[i - 1])))
        .map(|(_, a)| a)
        .collect();
    // Each position with the index of the file it came from.
    let sourced: Vec<(usize, Game)> = files
        .iter()
        .enumerate()
        .flat_map(|(source, path)| {
            positions(path, per_file)
                .into_iter()
                .map(move |game| (source, game))
        })
        .collect();
    let per_source: Vec<usize> = (0..files.len())
        .map(|source| sourced.iter().filter(|(s, _)| *s == source).count())
        .collect();
    let stem = |path: &str| {
        std::path::Path::new(path)
            .file_stem()
            .map_or_else(|| path.to_string(), |s| s.to_string_lossy().into_owned())
    };
    let pawn = Evaluator::DEFAULT.pawn_value();
    println!(
        "{} positions; reference: full strength at {reference_nodes} nodes; a pawn is {pawn} cp to the default evaluator; blunder: more than 2 pawns lost",
        sourced.len()
    );
    let mut engine = Engine::new();
    let references: Vec<(Option<chess::ChessMove>, i32)> = sourced
        .iter()
        .map(|(_, game)| reference(&mut engine, game, reference_nodes))
        .collect();
    // The rows: skills, or the ratings a player picks (each at its skill).
    let rows: Vec<(String, Skill)> = if args.iter().any(|a| a == "--by-rating") {
        let (low, high) = elo_range();
        (low.div_ceil(200) * 200..high)
            .step_by(200)
            .chain([high])
            .map(|elo| {
                (
                    elo.to_string(),
                    Skill::for_elo(elo).expect("a rating in range"),
                )
            })
            .collect()
    } else {
        SKILLS
            .iter()
            .map(|&s| (s.to_string(), Skill::new(s).expect("a skill")))
            .collect()
    };
    let by_file: String = files
        .iter()
        .map(|path| {
            let name = stem(path);
            format!(" best move, {name} | blunders, {name} |")
        })
        .collect();
    println!(
        "| row | skill | nodes | temperature (cp) | best move | blunders | mean loss (cp) |{by_file}"
    );
    println!(
        "|---|---|---|---|---|---|---|{}",
        "---|---|".repeat(files.len())
    );
    let share = |count: u32, of: usize| 100.0 * f64::from(count) / of as f64;
    for (label, skill) in rows {
        let mut loss = 0i64;
        let mut matches_in = vec![0u32; files.len()];
        let mut blunders_in = vec![0u32; files.len()];
        for ((source, game), &(best, best_score)) in sourced.iter().zip(&references) {
            engine.clear();
            let mut options = skill.options(&Limits::default());
            options.book = false;
            if skill.is_full() {
                options.limits.nodes = Some(reference_nodes);
            }
            let chosen = engine.search(game, &options, |_| {}).best_move;
            if chosen == best {
                matches_in[*source] += 1;
                continue;
            }
            let Some(mv) = chosen else { continue };
            let mut after = game.clone();
            after
                .play_san(&san::format(game.position(), mv), true)
                .expect("the engine's move is legal");
            let score = if after.position().legal_moves().is_empty() {
                if after.position().is_checkmate() {
                    MATE_CP
                } else {
                    0
                }
            } else {
                -reference(&mut engine, &after, reference_nodes / 4).1
            };
            let drop = (best_score - score).max(0);
            loss += i64::from(drop.min(MATE_CP));
            if drop > 2 * pawn {
                blunders_in[*source] += 1;
            }
        }
        let n = sourced.len();
        let (matches, blunders) = (matches_in.iter().sum(), blunders_in.iter().sum());
        let columns: String = (0..files.len())
            .map(|f| {
                format!(
                    " {:.1}% | {:.1}% |",
                    share(matches_in[f], per_source[f]),
                    share(blunders_in[f], per_source[f])
                )
            })
            .collect();
        println!(
            "| {label} | {:.1} | {} | {} | {:.1}% | {:.1}% | {:.0} |{columns}",
            skill.value(),
            skill
                .nodes()
                .map_or_else(|| "full".to_string(), |nodes| nodes.to_string()),
            skill.temperature(),
            share(matches, n),
            share(blunders, n),
            loss as f64 / n as f64
        );
    }
}
