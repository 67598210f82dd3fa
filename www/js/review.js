// Game review: how much each move lost against the engine's best, from the
// engine's score of every position of the game (White's point of view).
// Pure functions, no DOM.
//
//   const marks = reviewMoves(evals, bestMoves, playedMoves);
//   marks[5]; // { ply: 6, kind: 'blunder', loss: 0.71, better: 'g7g6' }
//
// Scores become winning chances (−1 lost … +1 won, as lichess does) before
// they are compared, so a move that drops a pawn matters more at equality
// than in a position already won or lost. A move's loss is the drop in its
// side's winning chances:
//   best: the engine's own choice; good: loss < 0.1; inaccuracy: < 0.2;
//   mistake: < 0.3; blunder: 0.3 or more.
// Accuracy per move (%): 103.1668·e^(−0.04354·d) − 3.1669, with d the drop
// in win percentage (0-100), clamped to 0-100; a side's accuracy is the mean.

/** Centipawns of White's advantage for a score: mates count as ±10,000 less their distance. */
export function whiteCp(score, whiteToMove) {
  const sign = whiteToMove ? 1 : -1;
  if ('mate' in score) {
    const mate = score.mate;
    const cp = mate > 0 ? 10_000 - mate : mate < 0 ? -10_000 - mate : -10_000;
    return cp * sign;
  }
  return score.cp * sign;
}

/** Winning chances for White, −1 to 1, from centipawns (White's view). */
export function winningChances(cp) {
  const clamped = Math.max(-1000, Math.min(1000, cp));
  return 2 / (1 + Math.exp(-0.00368208 * clamped)) - 1;
}

/** The review's thresholds on the drop in winning chances. */
export const THRESHOLDS = Object.freeze({ inaccuracy: 0.1, mistake: 0.2, blunder: 0.3 });

/** The kind of a move that dropped its side's winning chances by `loss`. */
export function classify(loss, wasBest) {
  if (wasBest) return 'best';
  if (loss >= THRESHOLDS.blunder) return 'blunder';
  if (loss >= THRESHOLDS.mistake) return 'mistake';
  if (loss >= THRESHOLDS.inaccuracy) return 'inaccuracy';
  return 'good';
}

/** One move's accuracy (%) from its drop in winning chances (−1…1 scale). */
export function moveAccuracy(loss) {
  const drop = Math.max(0, loss) * 50; // win percentage points
  return Math.max(0, Math.min(100, 103.1668 * Math.exp(-0.04354 * drop) - 3.1669));
}

/**
 * Marks every move. `evals[i]` is White's centipawns in the position after
 * `i` plies (evals[0]: the start), `best[i]` the engine's move there (UCI, or
 * null), `played[i]` the move played from it. Returns one mark per move:
 * { ply, color, kind, loss, better } with `better` the engine's move when
 * the played one was not it.
 */
export function reviewMoves(evals, best, played) {
  return played.map((move, i) => {
    const white = i % 2 === 0;
    const before = winningChances(evals[i]);
    const after = winningChances(evals[i + 1]);
    const loss = Math.max(0, white ? before - after : after - before);
    const wasBest = best[i] === move;
    return {
      ply: i + 1,
      color: white ? 'w' : 'b',
      kind: classify(loss, wasBest),
      loss,
      better: wasBest ? null : best[i],
    };
  });
}

/** Each side's accuracy (%), the mean over its moves, or null without moves. */
export function accuracy(marks) {
  const mean = (color) => {
    const mine = marks.filter((m) => m.color === color);
    if (mine.length === 0) return null;
    return mine.reduce((sum, m) => sum + moveAccuracy(m.kind === 'best' ? 0 : m.loss), 0) / mine.length;
  };
  return { w: mean('w'), b: mean('b') };
}
