//! Runs a test suite of EPD positions (`bm` best moves, `am` moves to
//! avoid), such as Win At Chess, and counts the positions solved at a fixed
//! node budget: deterministic, so two versions of the engine compare
//! exactly.
//!
//! `cargo run --release --example epd_suite -- ../shared/data/suites/wac.epd [nodes] [--verbose]`

use std::time::Instant;

use ferrochess::engine::search::{Engine, Limits, SearchOptions};
use ferrochess::{rules::san, Game};

struct Case {
    id: String,
    game: Game,
    best: Vec<chess::ChessMove>,
    avoid: Vec<chess::ChessMove>,
}

fn parse_line(line: &str) -> Result<Case, String> {
    let fields: Vec<&str> = line.split_whitespace().collect();
    if fields.len() < 5 {
        return Err(format!("too short: {line}"));
    }
    let fen = format!("{} 0 1", fields[..4].join(" "));
    let game = Game::from_fen(&fen).map_err(|e| format!("{fen}: {e}"))?;
    let operations = fields[4..].join(" ");
    let (mut best, mut avoid, mut id) = (Vec::new(), Vec::new(), String::new());
    for operation in operations
        .split(';')
        .map(str::trim)
        .filter(|o| !o.is_empty())
    {
        let (opcode, operands) = operation.split_once(' ').unwrap_or((operation, ""));
        let moves = || -> Result<Vec<chess::ChessMove>, String> {
            operands
                .split_whitespace()
                .map(|text| {
                    san::parse(game.position(), text, false).map_err(|e| format!("{fen}: {e}"))
                })
                .collect()
        };
        match opcode {
            "bm" => best = moves()?,
            "am" => avoid = moves()?,
            "id" => id = operands.trim_matches('"').to_string(),
            _ => {}
        }
    }
    Ok(Case {
        id,
        game,
        best,
        avoid,
    })
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let verbose = args.iter().any(|a| a == "--verbose");
    let positional: Vec<&String> = args.iter().filter(|a| !a.starts_with("--")).collect();
    let Some(path) = positional.first() else {
        eprintln!("usage: epd_suite FILE [NODES] [--verbose]");
        std::process::exit(2);
    };
    let nodes: u64 = positional
        .get(1)
        .map_or(Ok(200_000), |n| n.parse())
        .unwrap_or_else(|_| {
            eprintln!("NODES must be a whole number");
            std::process::exit(2);
        });
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| {
        eprintln!("{path}: {e}");
        std::process::exit(2);
    });
    let options = SearchOptions {
        limits: Limits {
            nodes: Some(nodes),
            ..Limits::default()
        },
        ..SearchOptions::default()
    };
    let start = Instant::now();
    let (mut solved, mut total, mut searched) = (0, 0, 0u64);
    let mut failed = Vec::new();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let case = parse_line(line).unwrap_or_else(|e| {
            eprintln!("bad EPD line: {e}");
            std::process::exit(2);
        });
        let result = Engine::new().search(&case.game, &options, |_| {});
        searched += result.nodes;
        let mv = result.best_move;
        let ok = mv.is_some_and(|m| {
            (case.best.is_empty() || case.best.contains(&m)) && !case.avoid.contains(&m)
        });
        total += 1;
        if ok {
            solved += 1;
        } else {
            failed.push(case.id.clone());
        }
        if verbose {
            let played = mv.map_or("-".into(), |m| san::format(case.game.position(), m));
            println!(
                "{:10} {} {played}",
                case.id,
                if ok { "ok  " } else { "MISS" }
            );
        }
    }
    println!(
        "{solved}/{total} solved at {nodes} nodes a position ({searched} nodes, {:.1} s)",
        start.elapsed().as_secs_f64()
    );
    if !verbose && !failed.is_empty() {
        println!("missed: {}", failed.join(" "));
    }
}
