// What is read from the game review's state (state.review, state.learn):
// the scores it gave, whether it is of the game as it stands, and the moves
// worth a second try ("learn from your mistakes").
import { gameRecord, state } from '../state.js';

/** The review's score of each position it reviews ({ cp, best }, [0] the start; undefined where not yet scored). */
export function reviewScores(review) {
  return review.path.map((id) => state.tree.data(id, 'review'));
}

/** Whether the review is of the game as it stands (`moves`, its UCI moves, when the caller has them). */
export function reviewIsCurrent(moves) {
  if (!state.review) return false;
  return state.review.moves.join() === (moves ?? gameRecord(state.chess).moves).join();
}

/** Whether "learn from your mistakes" is waiting for a move: the engine's lines and bar stay hidden. */
export function learnSolving() {
  return Boolean(state.learn && ['find', 'fail', 'checking'].includes(state.learn.feedback));
}

/** The kinds of move worth a second try. */
const FLAWS = ['inaccuracy', 'mistake', 'blunder'];

/**
 * The moves of a finished review to try again, oldest first, as judgeAnswer
 * takes them ({ ply, color, kind, node (the position before), fen, played,
 * best }): yours (the player's side against the engine; both sides between
 * two players), where the engine had a better move.
 */
export function reviewFlaws(review) {
  if (!review?.report || review.running) return [];
  const mine = (color) => state.opponent === 'human' || color === state.playerColor;
  return review.report.moves
    .filter((move) => FLAWS.includes(move.kind) && move.better && mine(move.color))
    .map((move) => ({
      ply: move.ply,
      color: move.color,
      kind: move.kind,
      node: review.path[move.ply - 1],
      fen: state.tree.node(review.path[move.ply - 1]).fen,
      played: { uci: move.uci, san: move.san },
      best: { uci: move.better, san: null },
    }));
}
