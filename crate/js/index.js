// ferrochess: a chess.js-compatible rules library and engine backed by
// Rust/WebAssembly. Importing this module instantiates the rules module
// (top-level await; no engine, net or book in it), so no init call is
// needed. The engine comes separately: `Engine` searches in a worker that
// loads the engine module itself; `loadEngine()` (or `import
// 'ferrochess/engine'`) loads it on this thread for Chess#bestMove,
// #evaluate, #explain, #opening and UciSession.
// The rules (Chess, FEN and PGN reading, the game index): ferrochess/rules,
// which instantiates the rules module.
export * from './rules.js';
export {
  winningChances, winPercent, moveAccuracy, accuracy, classifyMove, reviewGame, analyseGame, findMistakes, judgeAnswer,
  MOVE_THRESHOLDS, WON_CHANCES, DEFAULT_REVIEW_DEPTH, ANSWER_MARGIN, DEFAULT_ANSWER_DEPTH,
} from './training/game-review.js';
export { findPuzzles, DEFAULT_PUZZLE_DEPTH, DEFAULT_PUZZLE_CONFIRM_DEPTH } from './training/puzzles.js';
export { glicko2, newRating, nextReview } from './training/training.js';
export { Repertoire } from './training/repertoire.js';
export { SEARCH_OPTIONS } from './engine/search-game.js';
export { ratings } from './engine/ratings.js';
export { Engine, DEFAULT_WATCHDOG_MS } from './engine/engine.js';

/**
 * Loads the engine module on this thread (once); resolves to the exports of
 * `ferrochess/engine`. After it, Chess#bestMove, #evaluate, #explain and
 * #opening work.
 */
export function loadEngine() {
  return import('./engine-entry.js');
}
