// The rating scale of `elo` (bestMove, Engine#search, UCI_Elo): which
// ratings the engine accepts and the measured table behind them. The table
// is the engine module's ratings(), written out at build time
// (scripts/write-ratings.mjs), so reading it loads no engine.
import table from '../../pkg-rules/ratings.js';

/**
 * The ratings the engine plays at: { min, max, calibration, levels }, where
 * max is full strength; calibration lists each measured skill as
 * { skill, elo, low, high, games } (low–high: the 95% interval), weakest
 * first; levels lists the named levels as { level, name, elo } presets.
 * Ratings are on Stockfish 15.1's UCI_Elo scale at 10 s + 0.1 s.
 */
export function ratings() {
  return structuredClone(table);
}
