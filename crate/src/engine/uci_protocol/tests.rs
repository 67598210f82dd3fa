//! The UCI session's tests: commands in, lines out.

use super::*;
use crate::engine::search::ratings::CALIBRATION;
use crate::engine::search::strength::elo_range;
use crate::engine::search::Engine;

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
