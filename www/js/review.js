// Scores for the page's evaluation graph and bar: an engine's score (the
// side to move's view) as White's centipawns, mates as ±10,000 less their
// distance so that a nearer mate draws higher. The review's arithmetic
// (winning chances, move classes, accuracy) is the package's
// (reviewGame, winningChances, accuracy in ferrochess).

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
