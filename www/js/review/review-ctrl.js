// The review controller: the engine scores every position of the finished
// game, one after another, in its own worker, two lines each (the second
// tells an only move); each score stays on its node of the game's tree
// (data 'review': { cp, best, second }); the package's reviewGame makes the
// report (each move's class, accuracy, decisive moments; the opening book's
// moves excused) and the panel (review-view.js) follows. The analysis
// waits for it. Made by the root controller (ctrl.js), it reaches its
// siblings and the view through it.
import { loadOpeningBook } from '../../ferrochess/js/openings.js';
import {
  gameOverScore, reviewReport, reviewRequest, reviewScore,
} from './review.js';
import { save } from '../common/persist.js';
import { REVIEW_NODES, gameRecord, state } from '../state.js';
import { reviewIsCurrent, reviewScores } from './review-state.js';


/** The review controller, given the root controller (ctrl.js). */
export function createReviewCtrl(root) {
  const { view } = root;
  /** The opening book, loaded for the first review (null if it cannot be). */
  let book = null;

  /** Stops and forgets the review (and its better-move arrow). */
  function stopReview() {
    root.learn.close();
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
    /** @type {import('../types.js').Review} */
    const review = {
      moves, path, marks: null, report: null, running: true,
    };
    state.review = review;
    state.better = null;
    // The review's graph and report are in the analysis board's Review tab: it comes forward.
    state.tool = 'review';
    book ??= loadOpeningBook().catch(() => null);
    const finish = async () => {
      const openingBook = await book;
      if (state.review !== review) return;
      review.running = false;
      const scores = reviewScores(review);
      const sans = state.chess.history();
      const fens = path.map((id) => state.tree.node(id).fen);
      const report = reviewReport({
        scores, moves, sans, fens, turn: state.tree.node(path[0]).turn, book: openingBook,
      });
      review.report = report;
      review.marks = report.moves;
      // Kept with the game: a reload shows the review again.
      save();
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
        state.tree.setData(id, 'review', gameOverScore(state.chess.isCheckmate(), state.chess.turn() === 'w'));
        view.renderReview();
        step(ply + 1);
        return;
      }
      const whiteToMove = state.tree.node(id).turn === 'w';
      const search = root.reviewer.search(reviewRequest({ fen, moves, chess960 }, ply, REVIEW_NODES));
      search.result.then((result) => {
        if (!result || state.review !== review) return;
        state.tree.setData(id, 'review', reviewScore(result, whiteToMove));
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

  /** Makes a review again from the scores kept on the game's positions (a reload): no position is searched. */
  function resumeReview() {
    startReview();
  }

  return {
    stopReview,
    dropStaleReview,
    resumeReview,
    reviewAndAnalyse,
    cancelReview,
    showBetterMove,
  };
}
