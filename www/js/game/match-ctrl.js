// The match controller: two engine settings play each other, game after
// game with colours swapped, keeping a running score (the view shows it).
// Made by the root controller (ctrl.js), it reaches its siblings and the view
// through it.
import { state } from '../state.js';

/** The match controller, given the root controller (ctrl.js). */
export function createMatchCtrl(root) {
  const { view } = root;

  /** Starts a match between the settings `a` and `b` (A has White first). */
  function startMatch(a, b) {
    stopMatch();
    state.match = {
      a, b, aIsWhite: true, aWins: 0, bWins: 0, draws: 0,
    };
    view.showMatchScore(state.match);
    root.newGame.startMatchGame();
  }

  /** After each engine move: the game goes on, or its result is scored and the next game starts. */
  function continueMatch(next) {
    const m = state.match;
    if (!m || !state.chess.isGameOver()) {
      next();
      return;
    }
    if (state.chess.outcome() === 'checkmate') {
      const whiteWon = state.chess.turn() === 'b';
      if (whiteWon === m.aIsWhite) m.aWins += 1;
      else m.bWins += 1;
    } else {
      m.draws += 1;
    }
    view.showMatchScore(m);
    m.aIsWhite = !m.aIsWhite;
    const { generation } = root.engine;
    setTimeout(() => {
      if (state.match === m && root.engine.isCurrent(generation)) root.newGame.startMatchGame();
    }, 1500);
  }

  /** Stops the match; the game on the board stays, between the player and the chosen opponent. */
  function stopMatch() {
    if (!state.match) return;
    root.cancelSearch();
    view.showMatchScore(state.match, { stopped: true });
    state.match = null;
    state.engineInGame = false;
    view.render();
  }

  return {
    startMatch,
    continueMatch,
    stopMatch,
  };
}
