// Games played from a seed, for the scripts that measure the review, the
// mistake finder and the puzzle finder on "a fixed set of games": the
// engine at a small depth, with one move in `every` chosen at random, so
// that the games hold the mistakes and tactics real games do.
//
//   import { seededGames } from './seeded-games.mjs';
//   for (const chess of seededGames(8, 69)) { … chess.free(); }
import { Chess, loadEngine } from '../crate/js/index.js';
import { random } from '../tests/node/random.mjs';

await loadEngine();

/** `count` games from `seed`: depth-`depth` moves, one in `every` at random, up to `plies` plies each. */
export function* seededGames(count, seed, { depth = 3, every = 7, plies = 120 } = {}) {
  const next = random(seed);
  for (let g = 0; g < count; g += 1) {
    const chess = new Chess();
    for (let ply = 0; ply < plies && !chess.isGameOver(); ply += 1) {
      const moves = chess.moves();
      chess.move(next() < 1 / every ? moves[Math.floor(next() * moves.length)] : chess.bestMove({ depth }).san);
    }
    yield chess;
  }
}
