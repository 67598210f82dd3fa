//! The JS-facing search options (`bestMove`, `Engine#search`): any request
//! is either refused with a short message or turned into options that bound
//! the search; accepted options then search without a panic (with the node
//! count capped so that fuzzing stays fast).
#![no_main]

use ferrochess::engine::search::{
    Engine, SearchRequest, MAX_DEPTH, MAX_MOVETIME, MAX_NODES, MAX_RANDOMNESS,
};
use ferrochess::Game;
use libfuzzer_sys::arbitrary::{Result, Unstructured};
use libfuzzer_sys::fuzz_target;

const NAMES: [&str; 14] = [
    "default",
    "random",
    "minimax",
    "alphabeta",
    "material",
    "pst",
    "shannon",
    "turing",
    "berliner",
    "upcraft",
    "nnue",
    "handcrafted",
    "",
    "Default",
];

const POSITIONS: [&str; 4] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
];

fn name<'a>(u: &mut Unstructured<'a>) -> Result<&'a str> {
    if u.arbitrary()? {
        Ok(NAMES[u.choose_index(NAMES.len())?])
    } else {
        u.arbitrary()
    }
}

fn request<'a>(u: &mut Unstructured<'a>) -> Result<SearchRequest<'a>> {
    Ok(SearchRequest {
        level: u.arbitrary()?,
        elo: u.arbitrary()?,
        algorithm: name(u)?,
        evaluator: name(u)?,
        depth: u.arbitrary()?,
        nodes: u.arbitrary()?,
        movetime: u.arbitrary()?,
        randomness: u.arbitrary()?,
        book: u.arbitrary()?,
        multi_pv: u.arbitrary()?,
    })
}

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    let Ok(position) = u.choose_index(POSITIONS.len()) else {
        return;
    };
    let Ok(request) = request(&mut u) else { return };
    match request.check() {
        Err(error) => {
            let message = error.to_string();
            assert!(!message.is_empty() && message.len() < 500, "{message:?}");
        }
        Ok(mut options) => {
            let limits = &options.limits;
            assert!(limits.depth.is_some() || limits.nodes.is_some() || limits.movetime.is_some());
            assert!(limits.depth.is_none_or(|d| (1..=MAX_DEPTH).contains(&d)));
            assert!(limits.nodes.is_none_or(|n| n >= 1 && n as f64 <= MAX_NODES));
            assert!(limits
                .movetime
                .is_none_or(|ms| ms >= 1 && ms <= u64::from(MAX_MOVETIME)));
            assert!(!limits.infinite && limits.clock.is_none());
            assert!(options.randomness <= MAX_RANDOMNESS);
            options.limits.nodes = Some(options.limits.nodes.unwrap_or(2_000).min(2_000));
            let game = Game::from_fen(POSITIONS[position]).unwrap();
            let result = Engine::with_hash(1).search(&game, &options, |_| {});
            match result.best_move {
                Some(mv) => assert!(game.position().legal_moves().contains(&mv)),
                None => assert!(game.position().legal_moves().is_empty()),
            }
        }
    }
});
