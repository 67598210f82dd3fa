// A big annotated game for the tests that measure what a move costs in one:
// `plies` random legal moves (the same for the same seed) with `variations`
// side lines of 1 to 4 moves hung off its moves.
import { Chess } from '../crate/js/index.js';
import { random } from './node/random.mjs';

/** A game of `plies` random moves with `variations` side lines of 1 to 4 moves hung off its moves. */
export function bigGame(plies, variations, seed) {
  const rand = random(seed);
  for (;;) {
    const chess = new Chess();
    while (chess.history().length < plies) {
      const moves = chess.moves();
      if (moves.length === 0) break;
      chess.move(moves[Math.floor(rand() * moves.length)]);
    }
    if (chess.history().length < plies) continue;
    const line = chess.mainline();
    for (let added = 0; added < variations;) {
      const at = line[Math.floor(rand() * (line.length - 1))];
      const branch = new Chess(at.fen);
      const moves = [];
      for (let n = 1 + Math.floor(rand() * 4); n > 0 && branch.moves().length > 0; n -= 1) {
        const choices = branch.moves();
        moves.push(branch.move(choices[Math.floor(rand() * choices.length)]).san);
      }
      branch.free();
      if (moves.length === 0) continue;
      chess.addLine(at.id, moves);
      added += 1;
    }
    return chess;
  }
}

