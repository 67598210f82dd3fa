//! Self-play games for training data: the engine plays itself from varied
//! starts, every move searched to a soft node budget, and the quiet
//! positions of each game are kept with their search score and the game's
//! result.
//!
//! A game is fixed by its seed: the same seed and settings give the same
//! records, on any machine.
//!
//! ```
//! use ferrochess_train::selfplay::{play_game, Settings};
//!
//! let settings = Settings { soft_nodes: 300, ..Settings::default() };
//! let a = play_game(&settings, 42);
//! let b = play_game(&settings, 42);
//! assert_eq!(a, b);
//! assert!(a.iter().all(|r| r.ply >= settings.skip_plies as u16));
//! ```

use ferrochess::chess::{ChessMove, Color, MoveGen, EMPTY};
use ferrochess::engine::eval::Evaluator;
use ferrochess::engine::search::{Engine, Limits, Score, SearchOptions};
use ferrochess::{Game, Outcome};

use crate::game_record::GameRecord;
use crate::record::Record;
use crate::rng::Rng;

/// How games are played and which positions are kept.
#[derive(Clone, Debug)]
pub struct Settings {
    /// The evaluator the engine plays with.
    pub evaluator: Evaluator,
    /// Each move's search stops starting iterations past this many nodes.
    pub soft_nodes: u64,
    /// And is cut off at this many, whatever the iteration.
    pub hard_nodes: u64,
    /// Uniformly random moves played first, to vary the starts.
    pub random_plies: u32,
    /// A start is kept only if a quick search scores it within this
    /// many centipawns of equal.
    pub max_start_imbalance: i32,
    /// Positions before this ply are not recorded.
    pub skip_plies: u32,
    /// A game is adjudicated won once both sides' scores stay beyond this
    /// many centipawns for `win_plies` plies in a row.
    pub win_score: i32,
    pub win_plies: u32,
    /// And drawn once, past `draw_after_ply`, the scores stay within
    /// `draw_score` for `draw_plies` plies in a row.
    pub draw_score: i32,
    pub draw_plies: u32,
    pub draw_after_ply: u32,
    /// A game still going at this ply is a draw.
    pub max_plies: u32,
    /// Transposition table size per game, MiB.
    pub hash_mb: usize,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            evaluator: Evaluator::DEFAULT,
            soft_nodes: 5_000,
            hard_nodes: 50_000,
            random_plies: 8,
            max_start_imbalance: 300,
            skip_plies: 16,
            win_score: 1_000,
            win_plies: 6,
            draw_score: 10,
            draw_plies: 12,
            draw_after_ply: 80,
            max_plies: 400,
            hash_mb: 8,
        }
    }
}

/// Plays the start: `random_plies` random moves, retried (with the same
/// generator) until the position is playable and roughly level.
fn random_start(settings: &Settings, rng: &mut Rng, engine: &mut Engine) -> Game {
    loop {
        let mut game = Game::new();
        let mut ok = true;
        for _ in 0..settings.random_plies {
            let moves: Vec<_> = MoveGen::new_legal(game.position().board()).collect();
            if moves.is_empty() {
                ok = false;
                break;
            }
            game.play_unchecked(moves[rng.below(moves.len())]);
        }
        if !ok || game.outcome().is_some() {
            continue;
        }
        let options = search_options(settings.evaluator, 1_000, 10_000);
        engine.clear();
        let result = engine.search(&game, &options, |_| {});
        if matches!(result.score, Score::Cp(cp) if cp.abs() <= settings.max_start_imbalance) {
            return game;
        }
    }
}

fn search_options(evaluator: Evaluator, soft_nodes: u64, hard_nodes: u64) -> SearchOptions {
    SearchOptions {
        evaluator,
        limits: Limits {
            soft_nodes: Some(soft_nodes),
            nodes: Some(hard_nodes),
            ..Limits::default()
        },
        ..SearchOptions::default()
    }
}

/// The result byte of a record: 0 Black won, 1 draw, 2 White won.
fn result_byte(winner: Option<Color>) -> u8 {
    match winner {
        Some(Color::White) => 2,
        Some(Color::Black) => 0,
        None => 1,
    }
}

/// Plays one game from `seed` and returns the positions it keeps.
pub fn play_game(settings: &Settings, seed: u64) -> Vec<Record> {
    play(settings, seed).1
}

/// Plays one game from `seed`: its moves, and the score of each position it
/// keeps (see [`crate::game_record`]).
pub fn play_game_record(settings: &Settings, seed: u64) -> GameRecord {
    play(settings, seed).0
}

/// The game of [`play_game_record`], and the records of the positions it
/// kept, taken from the positions as they were searched (which the
/// record's replay must give back: a test checks it).
fn play(settings: &Settings, seed: u64) -> (GameRecord, Vec<Record>) {
    let mut rng = Rng::new(seed);
    let mut engine = Engine::with_hash(settings.hash_mb);
    let mut game = random_start(settings, &mut rng, &mut engine);
    engine.clear();
    let options = search_options(settings.evaluator, settings.soft_nodes, settings.hard_nodes);
    // White's score at each ply whose position is kept, and the positions.
    let mut scores: Vec<Option<i16>> = Vec::new();
    let mut kept: Vec<(ferrochess::Position, i16, u16)> = Vec::new();
    // The last move searched: an adjudicated game ends without playing it,
    // but a position kept there needs it in the record.
    let mut last_best = None;
    let (mut winning_streak, mut drawn_streak) = (0u32, 0u32);
    let mut last_sign = 0;
    let winner: Option<Color> = loop {
        let ply = game.plies().len() as u32;
        match game.outcome() {
            Some(Outcome::Checkmate { winner }) => break Some(winner),
            Some(_) => break None,
            None => {}
        }
        if ply >= settings.max_plies {
            break None;
        }
        let result = engine.search(&game, &options, |_| {});
        let Some(best) = result.best_move else {
            break None;
        };
        last_best = Some(best);
        let pos = *game.position();
        let white = pos.turn() == Color::White;
        let to_white = |cp: i32| if white { cp } else { -cp };
        match result.score {
            Score::Cp(cp) => {
                let quiet = pos.board().piece_on(best.get_dest()).is_none()
                    && best.get_promotion().is_none()
                    && !pos.is_en_passant(best);
                let in_check = *pos.board().checkers() != EMPTY;
                if ply >= settings.skip_plies && quiet && !in_check {
                    let score = to_white(cp).clamp(-i16::MAX as i32, i16::MAX as i32) as i16;
                    scores.resize(ply as usize, None);
                    scores.push(Some(score));
                    kept.push((pos, score, ply as u16));
                }
                let white_cp = to_white(cp);
                let sign = white_cp.signum();
                if white_cp.abs() >= settings.win_score && sign == last_sign {
                    winning_streak += 1;
                } else {
                    winning_streak = u32::from(white_cp.abs() >= settings.win_score);
                }
                last_sign = sign;
                if winning_streak >= settings.win_plies {
                    break Some(if sign > 0 { Color::White } else { Color::Black });
                }
                if ply >= settings.draw_after_ply && cp.abs() <= settings.draw_score {
                    drawn_streak += 1;
                } else {
                    drawn_streak = 0;
                }
                if drawn_streak >= settings.draw_plies {
                    break None;
                }
            }
            Score::Mate(n) => {
                // A found mate is played out: adjudicate at once.
                let mover_wins = n > 0;
                break Some(if mover_wins == white {
                    Color::White
                } else {
                    Color::Black
                });
            }
        }
        game.play_unchecked(best);
    };
    let mut moves: Vec<ChessMove> = game.moves().collect();
    if scores.len() > moves.len() {
        // A position kept at the ply the game was adjudicated on: its move
        // (the search's, never played) completes the record.
        moves.extend(last_best);
    }
    scores.resize(moves.len(), None);
    let result = result_byte(winner);
    let records = kept
        .into_iter()
        .map(|(pos, score, ply)| Record::from_position(&pos, score, result, ply))
        .collect();
    let game = GameRecord {
        seed,
        result,
        moves,
        scores,
    };
    (game, records)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game's record replays into exactly the positions kept while it was
    /// played, adjudicated games (which end on a searched, unplayed move)
    /// included.
    #[test]
    fn a_game_record_replays_into_the_positions_kept_in_play() {
        let settings = Settings {
            soft_nodes: 300,
            ..Settings::default()
        };
        for seed in 0..6 {
            let (game, kept) = play(&settings, seed);
            assert!(!kept.is_empty());
            assert_eq!(game.records().unwrap(), kept, "seed {seed}");
        }
    }
}
