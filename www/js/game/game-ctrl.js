// The game controller: the player's moves (and premoves), the engine's
// replies and the hint; new-game-ctrl.js starts, loads and takes back games,
// ending-ctrl.js ends one off the board. Made by the root controller
// (ctrl.js), it reaches its siblings and the view through it, changes the
// state and asks the view to draw it.
import { engineOptions, opponentRating } from './opponents.js';
import { legalMoves } from '../../ferrochess/js/board/index.js';
import { premoveProblem, typedMove } from '../common/input.js';
import { playSound, soundFor } from '../common/sound.js';
import {
  engineBudget, pressClock, stopClock, timeLeft,
} from './clock.js';
import { save } from '../common/persist.js';
import {
  gameOver, gameRecord, mayAskHint, moveRefusal, playerMayPremove, resumeClock, shownCopy, shownGame, state,
} from '../state.js';
import { resultText } from './result.js';

const delay = (ms) => new Promise((resolve) => { setTimeout(resolve, ms); });

/** The game controller, given the root controller (ctrl.js). */
export function createGameCtrl(root) {
  const { view } = root;

  /** Whether it is the engine's turn to move in the live game. */
  function engineToMove() {
    if (gameOver() || state.setup || state.analysis || state.editor || state.drill || state.puzzle || state.mistake) return false;
    if (state.match) return true;
    return state.opponent !== 'human' && state.opponent !== 'friend' && state.chess.turn() !== state.playerColor;
  }

  /** The engine settings for the side to move. */
  function currentOpponent() {
    if (!state.match) return state.opponent;
    return (state.chess.turn() === 'w') === state.match.aIsWhite ? state.match.a : state.match.b;
  }

  /**
   * How long a rated opponent seems to think before it moves, in
   * milliseconds: weak ratings search only a few nodes and would answer
   * instantly, which feels like a machine; a person takes a moment.
   */
  function thinkingPause(opponent) {
    if (state.match || opponentRating(opponent) === null) return 0;
    return 400 + Math.random() * 700;
  }

  /**
   * Whether the engine's next search may keep what its last one learned (its
   * table and move history): yes within one game (moves, hints, analysis),
   * after the game's first search. The two sides of a match stay apart.
   */
  function continuesGame() {
    const same = state.engineInGame && !state.match;
    state.engineInGame = true;
    return same;
  }

  /** Starts the engine's search for its move, when it is the engine's turn. */
  function maybeEngineMove() {
    if (!engineToMove() || state.thinking) return;
    const engineColor = state.chess.turn();
    state.thinking = true;
    state.info = null;
    view.render();
    const options = { ...engineOptions(currentOpponent()), sameGame: continuesGame() };
    let pauseMs = thinkingPause(currentOpponent());
    if (state.clock) {
      // The engine's time fits its clock: the pause and the search share its budget.
      const budget = engineBudget(timeLeft(state.clock, engineColor, performance.now()), state.clock.increment);
      pauseMs = Math.min(pauseMs, budget / 3);
      options.movetime = Math.max(10, Math.round(Math.min(options.movetime ?? Infinity, budget - pauseMs)));
    }
    const pause = delay(pauseMs);
    const search = root.engine.search({ ...gameRecord(state.chess), ...options }, {
      onInfo: (info) => {
        state.info = { ...info, color: engineColor };
        view.renderThinking();
      },
      onProgress: (progress) => {
        // Between iterations, keep the node rate live.
        if (!state.info) return;
        state.info = { ...state.info, nps: progress.nps };
        view.renderThinking();
      },
    });
    search.result
      .then(async (result) => {
        await pause;
        if (!result || !root.engine.isCurrent(search.generation)) return; // stale: the position changed
        state.thinking = false;
        state.crashes = 0;
        if (result.bestMove) {
          state.info = result.depth > 0 ? { ...result, color: engineColor } : state.info;
          applyMove(result.bestMove);
        }
        view.render();
        if (state.match) root.match.continueMatch(maybeEngineMove);
        else playPremove();
      })
      .catch((error) => {
        if (!root.engine.isCurrent(search.generation)) return;
        state.thinking = false;
        if (error.crashed && state.crashes < 2) {
          // The worker died or went silent: the engine restarts it; ask again.
          state.crashes += 1;
          maybeEngineMove();
          return;
        }
        state.error = `The engine failed: ${error.message}`;
        view.render();
      });
  }

  /** Plays `move` in the live game and everything that follows from it. */
  function applyMove(move) {
    if (state.result) throw new Error(`the game is over: ${resultText()}`);
    // What analysis explored past the game's end would read as its next moves.
    state.tree.pruneAfterGame();
    // With a friend, the match plays it (on this game) and sends it; its clocks are the match's.
    const friend = root.friend.active();
    const played = friend ? root.friend.move(move) : state.chess.move(move);
    if (friend) root.friend.tick();
    else if (state.clock?.running) pressClock(state.clock, performance.now());
    // Both sides have moved: the clocks start, with the side to move's.
    else resumeClock(performance.now());
    state.notice = '';
    state.hint = null;
    state.cursor = null;
    state.error = '';
    const side = played.color === 'w' ? 'White' : 'Black';
    view.announce(`${side} played ${played.san}`);
    playSound(soundFor(played, state.chess));
    save();
    root.review.dropStaleReview();
    // A finished game is reviewed and opens the analysis (not between the games of a match).
    if (state.chess.isGameOver()) {
      if (state.clock && !friend) stopClock(state.clock, performance.now());
      if (!state.match) root.review.reviewAndAnalyse();
    }
    return played;
  }

  /** Plays a move on the board: into the game, or into the side line in analysis. */
  function playMove(move) {
    // A trainer's move (the drill's line, a puzzle's solution, a better move for a mistake): judged, not explored.
    const trainer = Object.values(root.trainers).find((candidate) => candidate.takesMove());
    if (trainer) {
      trainer.answer(move);
      return;
    }
    if (state.analysis) {
      const game = shownCopy();
      let explored;
      try {
        explored = game.move(move);
        playSound(soundFor(explored, game));
      } finally {
        game.free();
      }
      root.analysis.exploreMove(explored.lan);
      return;
    }
    const refusal = moveRefusal();
    if (refusal) {
      state.error = refusal;
      view.render();
      return;
    }
    applyMove(move);
    view.render();
    maybeEngineMove();
  }

  /** The game the board's input plays in: a trainer's own position, else the position shown in analysis, else the live game. */
  function inputGame() {
    const own = Object.values(root.trainers).map((trainer) => trainer.position?.()).find(Boolean);
    if (own) return own;
    return state.analysis ? shownGame() : state.chess;
  }

  /**
   * The moves a drop from `from` on `to` may mean in `game` (the package's
   * reading: the king two squares or onto its own rook castles, in Chess960
   * too; a pawn reaching the last rank has one per piece).
   */
  const movesFor = (game, from, to) => legalMoves(game).byPair.get(from + to) ?? [];

  /** Plays a move from the board; asks for the promotion piece (of those legal there) when needed. */
  function userMove(from, to) {
    const candidates = movesFor(inputGame(), from, to);
    if (candidates.length === 0) {
      view.render();
      return;
    }
    if (candidates.length > 1) {
      state.promotion = { from, to, types: ['q', 'r', 'b', 'n'].filter((t) => candidates.some((m) => m.promotion === t)) };
      view.render();
      return;
    }
    playMove(candidates[0].san);
  }

  /** The board's premove (its first waiting one), or null when the board took it back. */
  function boardPremove(premove) {
    if (premove) setPremove(premove, `${premove.from} to ${premove.to}`);
    else cancelPremove();
  }

  /** Plays the typed move `text` (any forgiving spelling, see input.js), or keeps it as a premove on the engine's turn. */
  function playTyped(text) {
    if (text === 'help') {
      state.error = `Legal moves: ${inputGame().moves().join(' ')}`;
      view.render();
      return;
    }
    if (playerMayPremove()) {
      // A text that is no move at all is refused now, with the reason, not kept to fail later.
      state.error = premoveProblem(state.chess, text) ?? '';
      if (state.error) view.render();
      else setPremove({ text }, text);
      return;
    }
    try {
      state.error = '';
      playMove(typedMove(inputGame(), text));
    } catch (error) {
      state.error = (error.reason ?? error.message);
      view.render();
    }
  }

  /** Keeps `premove` for the player's turn; says so. */
  function setPremove(premove, words) {
    state.premove = premove;
    state.error = '';
    state.notice = `Premove ${words}: played when the engine has moved (Escape or a click on the board cancels it).`;
    view.announce(`Premove ${words}`);
    view.render();
  }

  /** Cancels the premove; returns whether there was one. */
  function cancelPremove() {
    if (!state.premove) return false;
    state.premove = null;
    state.notice = 'Premove cancelled.';
    view.announce(state.notice);
    view.render();
    return true;
  }

  /** The premove, now that it is the player's turn: played if it is legal (a pawn promotes to a queen), else dropped. */
  function playPremove() {
    const { premove } = state;
    if (!premove) return;
    state.premove = null;
    if (gameOver() || engineToMove() || state.analysis) {
      view.render();
      return;
    }
    let move = null;
    if ('text' in premove) {
      try {
        move = typedMove(state.chess, premove.text);
      } catch {
        move = null;
      }
    } else {
      const candidates = movesFor(state.chess, premove.from, premove.to);
      move = (candidates.find((m) => m.promotion === 'q') ?? candidates[0])?.san ?? null;
    }
    try {
      if (!move) throw new Error('illegal');
      playMove(move);
    } catch {
      state.notice = 'The premove is not legal now: cancelled.';
      view.render();
    }
  }

  /** Plays the promotion chosen in the picker (`type`: q, r, b or n). */
  function choosePromotion(type) {
    if (!state.promotion) return;
    const { from, to } = state.promotion;
    state.promotion = null;
    playMove({ from, to, promotion: type });
  }

  /** Closes the promotion picker without moving (the board puts the focus back). Returns whether it was open. */
  function cancelPromotion() {
    if (!state.promotion) return false;
    state.promotion = null;
    view.render();
    return true;
  }

  /** The engine's suggestion for the player: an arrow and its move in words. */
  function showHint() {
    if (!mayAskHint()) return;
    state.thinking = true;
    view.render();
    const search = root.engine.search({ ...gameRecord(state.chess), nodes: 300000, sameGame: continuesGame() });
    search.result
      .then((result) => {
        if (!result) return;
        state.thinking = false;
        state.hint = result.bestMove ? [result.bestMove.slice(0, 2), result.bestMove.slice(2, 4)] : null;
        state.notice = result.san ? `Hint: ${result.san}` : '';
        view.render();
      })
      .catch(() => {
        if (!root.engine.isCurrent(search.generation)) return;
        state.thinking = false;
        view.render();
      });
  }

  return {
    continuesGame,
    maybeEngineMove,
    playMove,
    userMove,
    playPremove,
    boardPremove,
    playTyped,
    cancelPremove,
    choosePromotion,
    cancelPromotion,
    showHint,
  };
}
