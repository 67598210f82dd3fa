// The review controller: the engine scores every position of the finished
// game, one after another, in its own worker; each score stays on its node
// of the game's tree (data 'review': { cp, best }); the marks (review.js)
// and the panel (review-view.js) follow. The analysis waits for it. Made by
// the root controller (ctrl.js), it reaches its siblings and the view through it.
import { reviewMoves, whiteCp } from './review.js';
import {
  gameRecord, reviewIsCurrent, reviewScores, state,
} from './state.js';

/** Nodes the review searches in each position of the game. */
const REVIEW_NODES = 150_000;

/** The review controller, given the root controller (ctrl.js). */
export function createReviewCtrl(root) {
  const { view } = root;

  /** Stops and forgets the review (and its better-move arrow). */
  function stopReview() {
    state.review = null;
    state.better = null;
    root.reviewer.cancel();
  }

  /** Forgets a review of moves the game no longer has (after a takeback, a new game…). */
  function dropStaleReview() {
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
      view.render();
      root.analysis.analyse(); // the analysis waited for the engine
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
        view.renderReview();
        step(ply + 1);
        return;
      }
      // Only the game's last position can be over (the game went on from every other).
      if (ply === moves.length && state.chess.isGameOver()) {
        const mated = state.chess.isCheckmate();
        state.tree.setData(id, 'review', { cp: mated ? (state.chess.turn() === 'w' ? -10_000 : 10_000) : 0, best: null });
        view.renderReview();
        step(ply + 1);
        return;
      }
      const whiteToMove = state.tree.node(id).turn === 'w';
      const search = root.reviewer.search({
        fen, moves: moves.slice(0, ply), chess960, nodes: REVIEW_NODES,
      });
      search.result.then((result) => {
        if (!result || state.review !== review) return;
        state.tree.setData(id, 'review', { cp: whiteCp(result.score, whiteToMove), best: result.bestMove });
        view.renderReview();
        step(ply + 1);
      }, (error) => {
        if (state.review !== review) return;
        review.running = false;
        state.error = `The review failed: ${error.message}`;
        view.render();
      });
    };
    view.render();
    step(0);
  }

  /** Reviews the game and opens the analysis (which waits for the review). */
  function reviewAndAnalyse() {
    startReview();
    if (!state.analysis) root.analysis.startAnalysis();
  }

  /** Cancels a running review; the analysis goes on. */
  function cancelReview() {
    if (!state.review?.running) return;
    stopReview();
    view.render();
    root.analysis.analyse();
  }

  /** Shows the position before a reviewed move, with the engine's better move as an arrow. */
  function showBetterMove(ply) {
    const mark = state.review?.marks?.[ply - 1];
    if (!mark?.better) return;
    state.better = { ply, move: mark.better };
    root.analysis.showPly(ply - 1);
  }

  return {
    stopReview,
    dropStaleReview,
    reviewAndAnalyse,
    cancelReview,
    showBetterMove,
  };
}
