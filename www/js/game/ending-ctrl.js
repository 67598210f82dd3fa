// The ending controller: a game ended off the board, by a fallen flag, a
// resignation or a draw agreed (the engine's rule for accepting one is
// below); the result goes into the PGN, and the review and analysis follow.
// Made by the root controller (ctrl.js), it reaches its siblings and the view
// through it.
import { whiteCp } from '../review/review.js';
import { flagFallen, stopClock } from './clock.js';
import { save } from '../common/persist.js';
import {
  gameOver, gameRecord, state,
} from '../state.js';

/** The ending controller, given the root controller (ctrl.js). */
export function createEndingCtrl(root) {
  const { view } = root;

  /** Ends the game off the board; the review and the analysis follow, as after a mate. */
  function endGame(result) {
    root.cancelSearch();
    state.result = result;
    // The PGN says how it ended: a resignation, a flag or an agreed draw.
    state.chess.setHeader('Result', result.winner === null ? '1/2-1/2' : result.winner === 'w' ? '1-0' : '0-1');
    state.chess.setHeader('Termination', { time: 'time forfeit', resignation: 'normal', agreement: 'normal' }[result.reason]);
    if (state.clock) stopClock(state.clock, performance.now());
    save();
    if (!state.match) root.review.reviewAndAnalyse();
    view.render();
  }

  /** Checks for a fallen flag; ends the game when one has. */
  function checkFlag() {
    if (root.friend.active()) {
      root.friend.tick();
      return;
    }
    if (!state.clock || gameOver()) return;
    const flagged = flagFallen(state.clock, performance.now());
    if (!flagged) return;
    const other = flagged === 'w' ? 'b' : 'w';
    state.clock.remaining[flagged] = 0;
    // A flag falls to a draw where the other side could never mate (the package's rule).
    endGame({ winner: state.chess.hasInsufficientMaterial(other) ? null : other, reason: 'time' });
  }

  function resign() {
    if (root.friend.active()) {
      root.friend.resign();
      return;
    }
    if (gameOver() || state.match) return;
    // Against the engine the player resigns; between two players, the side to move.
    const loser = state.opponent === 'human' ? state.chess.turn() : state.playerColor;
    endGame({ winner: loser === 'w' ? 'b' : 'w', reason: 'resignation' });
  }

  /**
   * Offers a draw. The engine accepts when its own evaluation (a quick search
   * of the position) says it stands worse (by half a pawn or more), or the
   * position is dead level (within 0.15) late in the game: at most 12 men on
   * the board, kings included. Between two players the offer is taken as agreed.
   */
  function offerDraw() {
    if (root.friend.active()) {
      root.friend.offerDraw();
      return;
    }
    if (gameOver() || state.match || state.analysis) return;
    if (state.opponent === 'human') {
      endGame({ winner: null, reason: 'agreement' });
      return;
    }
    const engineColor = state.playerColor === 'w' ? 'b' : 'w';
    const position = gameRecord(state.chess);
    state.notice = 'The engine considers your offer…';
    view.render();
    const search = root.reviewer.search({ ...position, nodes: 200_000 });
    search.result.then((result) => {
      if (!result || gameOver()) return;
      // The engine moved while it considered (an offer made on its turn): it considers the position now.
      if (gameRecord(state.chess).moves.join() !== position.moves.join()) {
        offerDraw();
        return;
      }
      const engineView = whiteCp(result.score, state.chess.turn() === 'w') * (engineColor === 'w' ? 1 : -1);
      const men = state.chess.board().flat().filter(Boolean).length;
      if (engineView <= -50 || (Math.abs(engineView) <= 15 && men <= 12)) {
        state.notice = '';
        endGame({ winner: null, reason: 'agreement' });
      } else {
        state.notice = 'The engine declines the draw.';
        view.render();
      }
    }, () => {
      state.notice = '';
      view.render();
    });
  }

  /** Closes the result's strip on the board; the status keeps saying how the game ended. */
  function hideResult() {
    state.resultHidden = true;
    view.render();
  }

  return {
    checkFlag,
    resign,
    offerDraw,
    hideResult,
  };
}
