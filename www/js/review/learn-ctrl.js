// Learn from your mistakes (lichess's "retro"), after a review: the board
// goes to the position before each of your inaccuracies, mistakes and
// blunders, one at a time, and asks for a better move. The package's
// judgeAnswer decides: the engine's move is right, the move played is
// wrong, any other is searched as deep as the engine's move and is right
// within ANSWER_MARGIN of it. The engine's lines and bar stay hidden while
// you look (analysis-ctrl asks isSolving()). Solved moves are kept per
// game (storage.js), so a reload and a new review skip them. Made by the
// root controller (ctrl.js); the view is learn-view.js.
//
// Yours: the player's side against the engine; both sides between two
// players (state.js's reviewFlaws).
import { judgeAnswer } from '../../ferrochess/js/index.js';
import { loadLearned, saveLearned } from '../common/storage.js';
import { shownId, state } from '../state.js';
import { learnSolving, reviewFlaws, reviewIsCurrent } from './review-state.js';
import { required } from '../common/required.js';

/** The learn controller, given the root controller (ctrl.js). */
export function createLearnCtrl(root) {
  const { view } = root;

  /** The key progress is kept under: the game's start and moves. */
  function gameKey(review) {
    return `${state.tree.node(state.tree.root).fen}|${review.moves.join(' ')}`;
  }

  /** Whether learning can start: a finished review with moves of yours to try again. */
  function available() {
    return reviewIsCurrent() && reviewFlaws(state.review).length > 0;
  }

  /** Starts (or restarts) on the first unsolved move. */
  function start() {
    if (!available()) return;
    root.leaveTrainers('learn');
    const review = state.review;
    const key = gameKey(review);
    state.learn = {
      key,
      flaws: reviewFlaws(review),
      solved: new Set(loadLearned(key)),
      index: -1,
      feedback: 'find',
      hint: false,
      answer: null,
      checking: null,
    };
    state.better = null;
    if (!state.analysis) root.analysis.startAnalysis();
    next();
  }

  /** The move being worked on, or null. */
  const current = () => state.learn?.flaws[state.learn.index] ?? null;

  /** Goes to the next unsolved move (or says all are done). */
  function next() {
    const { learn } = state;
    if (!learn) return;
    learn.checking?.abort();
    const index = learn.flaws.findIndex((flaw, i) => i > learn.index && !learn.solved.has(flaw.ply));
    const wrapped = index >= 0 ? index : learn.flaws.findIndex((flaw) => !learn.solved.has(flaw.ply));
    learn.hint = false;
    learn.answer = null;
    learn.checking = null;
    if (wrapped < 0) {
      learn.index = -1;
      learn.feedback = 'done';
      view.render();
      view.announce(`All ${learn.flaws.length} moves solved.`);
      return;
    }
    learn.index = wrapped;
    learn.feedback = 'find';
    showPuzzle();
  }

  /** The move being worked on, where a step needs one (they run only while learning). */
  const asked = () => required(current(), 'no move is being learned');

  /** Learning, where a step needs it (they run only while learning). */
  const learning = () => required(state.learn, 'no review is being learned from');

  /** Shows the position before the current move (the engine waits: analysis-ctrl asks isSolving()). */
  function showPuzzle() {
    const flaw = asked();
    state.cursor = flaw.node === state.tree.end ? null : flaw.node;
    root.analysis.analyse();
    view.render();
    view.announce(`${flaw.played.san} was ${flaw.kind === 'inaccuracy' ? 'an' : 'a'} ${flaw.kind}. Find a better move for ${flaw.color === 'w' ? 'White' : 'Black'}.`);
  }

  /** Whether the engine's lines stay hidden: a move is being looked for. */
  const isSolving = learnSolving;

  /** Whether a move on the board is an answer (or waits for one being checked): the board shows the position asked about. */
  function takesMove() {
    const flaw = current();
    return Boolean(flaw && isSolving() && shownId() === flaw.node);
  }

  /** Judges a move (SAN, or { from, to, promotion }) played on the board; ignored while one is checked. */
  async function answer(move) {
    const flaw = asked();
    const learn = learning();
    if (learn.feedback === 'checking') return;
    const controller = new AbortController();
    learn.checking = controller;
    learn.feedback = 'checking';
    view.render();
    let verdict;
    try {
      verdict = await judgeAnswer(flaw, move, { engine: root.reviewEngine, chess960: state.chess.isChess960(), signal: controller.signal });
    } catch (error) {
      if (state.learn !== learn || controller.signal.aborted) return;
      learn.feedback = 'fail';
      learn.answer = { verdict: 'error', san: null, message: (error.reason ?? error.message) };
      view.render();
      return;
    }
    if (state.learn !== learn || current() !== flaw) return;
    learn.checking = null;
    learn.answer = verdict;
    if (verdict.verdict === 'best' || verdict.verdict === 'good') {
      learn.feedback = 'win';
      solve(flaw);
      // The answer is played on the board, as a line of the analysis.
      root.analysis.exploreMove(verdict.uci);
      view.announce(`${verdict.san}: right${verdict.verdict === 'best' ? ', the engine\'s move' : ', as good as the engine\'s move'}.`);
    } else {
      learn.feedback = 'fail';
      view.render();
      view.announce(verdict.verdict === 'played' ? 'That is the move played. Try another.' : `${verdict.san ?? 'That move'} is not better. Try again.`);
    }
  }

  /** Marks a move solved and keeps it. */
  function solve(flaw) {
    const learn = learning();
    learn.solved.add(flaw.ply);
    saveLearned(learn.key, [...learn.solved]);
  }

  /** The hint: which piece moves. */
  function hint() {
    if (!isSolving()) return;
    learning().hint = true;
    view.render();
    view.announce(`Hint: move the piece on ${asked().best.uci.slice(0, 2)}.`);
  }

  /** Shows the engine's move (the move counts as seen, not solved). */
  function showSolution() {
    const flaw = current();
    const { learn } = state;
    if (!flaw || !learn) return;
    learn.checking?.abort();
    learn.feedback = 'view';
    state.cursor = flaw.node === state.tree.end ? null : flaw.node;
    root.analysis.exploreMove(flaw.best.uci);
    view.announce('The engine\'s move is on the board.');
  }

  /** Leaves learning; the analysis shows its lines again. */
  function close() {
    if (!state.learn) return;
    state.learn.checking?.abort();
    state.learn = null;
    root.analysis.analyse();
    view.render();
  }

  return {
    available, start, next, skip: next, hint, showSolution, close, stop: close, isSolving, takesMove, answer,
  };
}
