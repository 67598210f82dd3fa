// The review controller: the engine scores every position of the finished
// game, one after another, in its own worker; each score stays on its node
// of the game's tree (data 'review': { cp, best }); the marks (review.js)
// and the panel (review-view.js) follow. The analysis waits for it.
import { reviewer } from './engines.js';
import { reviewMoves, whiteCp } from './review.js';
import { renderReview } from './review-view.js';
import { render } from './view.js';
import { analyse, showPly, startAnalysis } from './analysis-ctrl.js';
import {
  gameRecord, reviewIsCurrent, reviewScores, state,
} from './state.js';

/** Nodes the review searches in each position of the game. */
const REVIEW_NODES = 150_000;

/** Stops and forgets the review (and its better-move arrow). */
export function stopReview() {
  state.review = null;
  state.better = null;
  reviewer.cancel();
}

/** Forgets a review of moves the game no longer has (after a takeback, a new game…). */
export function dropStaleReview() {
  if (state.review && !reviewIsCurrent()) stopReview();
}

/** Reviews the game: the engine scores every position, one after another. */
function startReview() {
  const { fen, moves, chess960 } = gameRecord(state.chess);
  if (moves.length === 0) return;
  const path = state.tree.gamePath();
  const review = {
    moves, path, marks: null, running: true,
  };
  state.review = review;
  state.better = null;
  const finish = () => {
    review.running = false;
    const scores = reviewScores(review);
    review.marks = reviewMoves(scores.map((s) => s.cp), scores.map((s) => s.best), moves);
    render();
    analyse(); // the analysis waited for the engine
  };
  const step = (ply) => {
    if (state.review !== review) return;
    if (ply > moves.length) {
      finish();
      return;
    }
    const id = path[ply];
    const kept = state.tree.data(id, 'review');
    // A position scored before (the same node of the same game) is not searched again.
    if (kept) {
      renderReview();
      step(ply + 1);
      return;
    }
    // Only the game's last position can be over (the game went on from every other).
    if (ply === moves.length && state.chess.isGameOver()) {
      const mated = state.chess.isCheckmate();
      state.tree.setData(id, 'review', { cp: mated ? (state.chess.turn() === 'w' ? -10_000 : 10_000) : 0, best: null });
      renderReview();
      step(ply + 1);
      return;
    }
    const whiteToMove = state.tree.node(id).turn === 'w';
    const search = reviewer.search({
      fen, moves: moves.slice(0, ply), chess960, nodes: REVIEW_NODES,
    });
    search.result.then((result) => {
      if (!result || state.review !== review) return;
      state.tree.setData(id, 'review', { cp: whiteCp(result.score, whiteToMove), best: result.bestMove });
      renderReview();
      step(ply + 1);
    }, (error) => {
      if (state.review !== review) return;
      review.running = false;
      state.error = `The review failed: ${error.message}`;
      render();
    });
  };
  render();
  step(0);
}

/** Reviews the game and opens the analysis (which waits for the review). */
export function reviewAndAnalyse() {
  startReview();
  if (!state.analysis) startAnalysis();
}

/** Cancels a running review; the analysis goes on. */
export function cancelReview() {
  if (!state.review?.running) return;
  stopReview();
  render();
  analyse();
}

/** Shows the position before a reviewed move, with the engine's better move as an arrow. */
export function showBetterMove(ply) {
  const mark = state.review?.marks?.[ply - 1];
  if (!mark?.better) return;
  state.better = { ply, move: mark.better };
  showPly(ply - 1);
}
