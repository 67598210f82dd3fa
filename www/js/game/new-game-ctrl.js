// The new-game controller: what starts, loads and takes back a game (a new
// game, a loaded one, a match's game), with the one reset behind each. Made
// by the root controller (ctrl.js), it reaches its siblings and the view
// through it.
import { chess960Fen, DEFAULT_POSITION } from '../../ferrochess/js/index.js';
import { createClock, parseTimeControl } from './clock.js';
import { save } from '../common/persist.js';
import { gameOver, gameReplaced, mayTakeBack, resetGameState, resumeClock, state } from '../state.js';
import { recordedResult } from './result.js';

/** The new-game controller, given the root controller (ctrl.js). */
export function createNewGameCtrl(root) {
  const { view } = root;

  /** Stops the engines and forgets the game before: the one reset (see state.js). */
  function resetGame(options) {
    // A game with a friend ends with the game it leaves (a takeback is asked through the match instead).
    root.friend.leave();
    root.cancelSearch();
    root.review.stopReview();
    resetGameState(options);
  }

  /** A game begins: no setup waits for it; `own`: started here (its players are "You" and the engine), not loaded. */
  function beginGame(own) {
    state.loadedPly = 0;
    state.setup = false;
    state.setupCancellable = false;
    state.ownGame = own;
  }

  /**
   * Sets up a new game's start by the chosen variant: the standard position,
   * or a random one of Chess960's 960 (its number shown).
   */
  function setUpStart() {
    if (state.variant === 'chess960') {
      const n = Math.floor(Math.random() * 960);
      state.chess.load(chess960Fen(n), { chess960: true });
      state.notice = `Chess960 start position ${n}: castle by moving the king onto its rook, or with O-O.`;
    } else {
      state.chess.load(DEFAULT_POSITION, { chess960: false });
    }
    gameReplaced();
  }

  /** The new game's PGN headers: who plays which side, the date, the time control. */
  function writeGameHeaders() {
    let white;
    let black;
    if (state.match) {
      const a = view.settingName(state.match.a);
      const b = view.settingName(state.match.b);
      [white, black] = state.match.aIsWhite ? [a, b] : [b, a];
    } else if (state.opponent !== 'human') {
      const engineName = `ferrochess (${view.opponentText().replace(/^Opponent: /, '')})`;
      [white, black] = state.playerColor === 'w' ? ['Player', engineName] : [engineName, 'Player'];
    }
    if (white) state.chess.setHeader('White', white);
    if (black) state.chess.setHeader('Black', black);
    const today = new Date();
    const pad = (n) => String(n).padStart(2, '0');
    state.chess.setHeader('Date', `${today.getFullYear()}.${pad(today.getMonth() + 1)}.${pad(today.getDate())}`);
    const control = !state.match && parseTimeControl(state.timeControl);
    // PGN's time control: seconds, plus the increment.
    if (control) state.chess.setHeader('TimeControl', `${control.baseMs / 1000}+${control.incrementMs / 1000}`);
  }

  /** Starts a game between a match's two engines (match-ctrl.js keeps the score). */
  function startMatchGame() {
    resetGame();
    beginGame(false);
    state.clock = null;
    setUpStart();
    state.orientation = state.match?.aIsWhite === false ? 'b' : 'w';
    writeGameHeaders();
    view.render();
    root.game.maybeEngineMove();
  }

  /** A new game against the chosen opponent, with the chosen colour, variant and clock. */
  function newGame() {
    root.match.stopMatch();
    resetGame();
    beginGame(true);
    setUpStart();
    const control = parseTimeControl(state.timeControl);
    // The clocks wait until both sides have moved (game-ctrl.js starts them).
    state.clock = control && createClock(control.baseMs, control.incrementMs);
    state.playerColor = state.colorChoice === 'random' ? (Math.random() < 0.5 ? 'w' : 'b') : state.colorChoice;
    state.orientation = state.playerColor;
    writeGameHeaders();
    save();
    view.render();
    root.game.maybeEngineMove();
  }

  /**
   * Loads a game (`load` changes state.chess, or throws): a finished one is
   * shown from White's side, as a record is read; in one still to play the
   * player takes the side to move.
   */
  function loadGame(load) {
    root.match.stopMatch();
    resetGame();
    beginGame(false);
    state.clock = null; // a loaded game has no clocks
    try {
      load();
      gameReplaced();
      // A finished game read from a PGN stays finished: its result shows, and the engine does not play on.
      state.result = recordedResult(state.chess);
      state.loadedPly = state.chess.history().length;
      state.playerColor = state.chess.turn();
      state.orientation = gameOver() ? 'w' : state.playerColor;
    } catch (error) {
      state.error = (error.reason ?? error.message);
    }
    save();
    view.render();
  }

  /**
   * A game with a friend is about to start (friend-ctrl.js): the board at the
   * standard start with no clock until the friend's match starts it.
   */
  function prepareFriendGame() {
    root.match.stopMatch();
    resetGame();
    beginGame(true);
    state.clock = null;
    state.opponent = 'friend';
    state.chess.load(DEFAULT_POSITION, { chess960: false });
    gameReplaced();
    save();
    view.render();
  }

  /** Takes back the last move (against the engine, to the player's own turn), or resumes an ended game. */
  function takeBack() {
    // With a friend, a takeback is asked for, not taken.
    if (root.friend.active()) {
      root.friend.requestTakeback();
      return;
    }
    // A record read from a PGN is not the player's to take back.
    if (!mayTakeBack()) return;
    root.match.stopMatch();
    const wasThinking = state.thinking;
    // Taking back a resignation, a flag or an agreed draw resumes the game.
    const resumed = state.result !== null;
    resetGame({ sameGame: true });
    if (resumed) {
      state.chess.removeHeader('Result');
      state.chess.removeHeader('Termination');
    } else {
      state.chess.undo();
      if (!wasThinking && state.opponent !== 'human' && state.chess.turn() !== state.playerColor) {
        state.chess.undo();
      }
    }
    // Side lines of the moves taken back would read as the game's moves.
    state.tree.pruneAfterGame();
    resumeClock(performance.now());
    save();
    view.render();
    root.game.maybeEngineMove();
  }

  return {
    startMatchGame,
    newGame,
    prepareFriendGame,
    loadGame,
    takeBack,
  };
}
