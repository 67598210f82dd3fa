// Scores for the page's evaluation graph and bar: an engine's score (the
// side to move's view) as White's centipawns, mates as ±10,000 less their
// distance so that a nearer mate draws higher. And the review's three
// steps that hold no page state (review-ctrl.js runs them; so does
// scripts/mistakes-check.mjs, which compares the review's marks with
// findMistakes): the search asked in each position, what is kept of its
// answer, and the report made of them. The arithmetic (winning chances,
// move classes, accuracy) is the package's reviewGame.
import { reviewGame } from '../../ferrochess/js/index.js';

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

/**
 * The search the review asks in position `ply` of a game record ({ fen,
 * moves, chess960 }: its start and UCI moves): two lines, `nodes` nodes,
 * no depth limit.
 */
export function reviewRequest({ fen, moves, chess960 }, ply, nodes) {
  return {
    fen, moves: moves.slice(0, ply), chess960, nodes, multiPv: 2,
  };
}

/** What the review keeps of a search's result: { cp, best, second }, White's view. */
export function reviewScore(result, whiteToMove) {
  const second = result.lines?.[1]?.score;
  return {
    cp: whiteCp(result.score, whiteToMove),
    best: result.bestMove,
    second: second ? whiteCp(second, whiteToMove) : null,
  };
}

/** What the review keeps of a game's last position when the game is over there: mate or a draw. */
export function gameOverScore(mated, whiteToMove) {
  return { cp: mated ? (whiteToMove ? -10_000 : 10_000) : 0, best: null, second: null };
}

/**
 * The report of a finished review (reviewGame's): `scores` what
 * reviewScore kept for each position, `moves` the UCI moves, `sans` the
 * same in SAN, `fens` the position before each move, `turn` who moved
 * first, `book` an OpeningBook or null (its moves are excused unless they
 * blunder).
 */
export function reviewReport({
  scores, moves, sans, fens, turn, book,
}) {
  return reviewGame(
    scores.map((s) => ({ score: { cp: s.cp }, best: s.best, second: Number.isFinite(s.second) ? { cp: s.second } : null })),
    moves.map((uci, i) => ({ uci, san: sans[i] })),
    {
      turn,
      book: moves.map((uci, i) => Boolean(book?.moves(fens[i]).some((m) => m.uci === uci))),
    },
  );
}
