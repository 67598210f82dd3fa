// The game controller: the player's moves (and premoves), the engine's
// replies, and what starts and takes back a game (new game, loaded game, a
// match's game, a hint); ending-ctrl.js ends one off the board. Changes the
// state and asks the view to draw it.
import { chess960Fen, DEFAULT_POSITION } from '../ferrochess/js/index.js';
import { engineOptions, opponentRating } from './opponents.js';
import { legalMoves } from '../ferrochess/js/board/index.js';
import { typedMove } from './input.js';
import { playSound, soundFor } from './sound.js';
import {
  createClock, engineBudget, parseTimeControl, pressClock, startClock, stopClock, timeLeft,
} from './clock.js';
import { cancelSearch, engine } from './engines.js';
import { save } from './persist.js';
import {
  opponentText, playerMayPremove, render, renderThinking,
} from './view.js';
import { exploreMove } from './analysis-ctrl.js';
import { continueMatch, stopMatch } from './match-ctrl.js';
import { dropStaleReview, reviewAndAnalyse, stopReview } from './review-ctrl.js';
import {
  gameOver, gameRecord, gameReplaced, resetGameState, resultText, shownCopy, shownGame, state,
} from './state.js';

const $ = (id) => document.getElementById(id);
const delay = (ms) => new Promise((resolve) => { setTimeout(resolve, ms); });

/** Whether it is the engine's turn to move in the live game. */
function engineToMove() {
  if (gameOver() || state.analysis || state.editor) return false;
  if (state.match) return true;
  return state.opponent !== 'human' && state.chess.turn() !== state.playerColor;
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
export function continuesGame() {
  const same = state.engineInGame && !state.match;
  state.engineInGame = true;
  return same;
}

/** Starts the engine's search for its move, when it is the engine's turn. */
export function maybeEngineMove() {
  if (!engineToMove() || state.thinking) return;
  const engineColor = state.chess.turn();
  state.thinking = true;
  state.info = null;
  render();
  const options = { ...engineOptions(currentOpponent()), sameGame: continuesGame() };
  let pauseMs = thinkingPause(currentOpponent());
  if (state.clock) {
    // The engine's time fits its clock: the pause and the search share its budget.
    const budget = engineBudget(timeLeft(state.clock, engineColor, performance.now()), state.clock.increment);
    pauseMs = Math.min(pauseMs, budget / 3);
    options.movetime = Math.max(10, Math.round(Math.min(options.movetime ?? Infinity, budget - pauseMs)));
  }
  const pause = delay(pauseMs);
  const search = engine.search({ ...gameRecord(state.chess), ...options }, {
    onInfo: (info) => {
      state.info = { ...info, color: engineColor };
      renderThinking();
    },
    onProgress: (progress) => {
      // Between iterations, keep the node rate live.
      if (!state.info) return;
      state.info = { ...state.info, nps: progress.nps };
      renderThinking();
    },
  });
  search.result
    .then(async (result) => {
      await pause;
      if (!result || !engine.isCurrent(search.generation)) return; // stale: the position changed
      state.thinking = false;
      state.crashes = 0;
      if (result.bestMove) {
        state.info = result.depth > 0 ? { ...result, color: engineColor } : state.info;
        applyMove(result.bestMove);
      }
      render();
      if (state.match) continueMatch(maybeEngineMove);
      else playPremove();
    })
    .catch((error) => {
      if (!engine.isCurrent(search.generation)) return;
      state.thinking = false;
      if (error.crashed && state.crashes < 2) {
        // The worker died or went silent: the engine restarts it; ask again.
        state.crashes += 1;
        maybeEngineMove();
        return;
      }
      state.error = `The engine failed: ${error.message}`;
      render();
    });
}

/** Plays `move` in the live game and everything that follows from it. */
function applyMove(move) {
  if (state.result) throw new Error(`the game is over: ${resultText()}`);
  // What analysis explored past the game's end would read as its next moves.
  state.tree.pruneAfterGame();
  const played = state.chess.move(move);
  state.tree.played();
  if (state.clock) pressClock(state.clock, performance.now());
  state.notice = '';
  state.hint = null;
  state.cursor = null;
  state.error = '';
  const side = played.color === 'w' ? 'White' : 'Black';
  $('announce').textContent = `${side} played ${played.san}`;
  playSound(soundFor(played, state.chess));
  save();
  dropStaleReview();
  // A finished game is reviewed and opens the analysis (not between the games of a match).
  if (state.chess.isGameOver()) {
    if (state.clock) stopClock(state.clock, performance.now());
    if (!state.match) reviewAndAnalyse();
  }
  return played;
}

/** Plays a move on the board: into the game, or into the side line in analysis. */
export function playMove(move) {
  if (state.analysis) {
    const game = shownCopy();
    let explored;
    try {
      explored = game.move(move);
      playSound(soundFor(explored, game));
    } finally {
      game.free();
    }
    exploreMove(explored.lan);
    return;
  }
  applyMove(move);
  render();
  maybeEngineMove();
}

/** The game the board's input plays in: the position shown in analysis, else the live game. */
function inputGame() {
  return state.analysis ? shownGame() : state.chess;
}

/**
 * The moves a drop from `from` on `to` may mean in `game` (the package's
 * reading: the king two squares or onto its own rook castles, in Chess960
 * too; a pawn reaching the last rank has one per piece).
 */
const movesFor = (game, from, to) => legalMoves(game).byPair.get(from + to) ?? [];

/** Plays a move from the board; asks for the promotion piece (of those legal there) when needed. */
export function userMove(from, to) {
  const candidates = movesFor(inputGame(), from, to);
  if (candidates.length === 0) {
    render();
    return;
  }
  if (candidates.length > 1) {
    state.promotion = { from, to, types: ['q', 'r', 'b', 'n'].filter((t) => candidates.some((m) => m.promotion === t)) };
    render();
    return;
  }
  playMove(candidates[0].san);
}

/** The board's premove (its first waiting one), or null when the board took it back. */
export function boardPremove(premove) {
  if (premove) setPremove(premove, `${premove.from} to ${premove.to}`);
  else cancelPremove();
}

/** Plays the typed move `text` (any forgiving spelling, see input.js), or keeps it as a premove on the engine's turn. */
export function playTyped(text) {
  if (text === 'help') {
    state.error = `Legal moves: ${inputGame().moves().join(' ')}`;
    render();
    return;
  }
  if (playerMayPremove()) {
    setPremove({ text }, text);
    return;
  }
  try {
    state.error = '';
    playMove(typedMove(inputGame(), text));
  } catch (error) {
    state.error = error.message;
    render();
  }
}

/** Keeps `premove` for the player's turn; says so. */
function setPremove(premove, words) {
  state.premove = premove;
  state.error = '';
  state.notice = `Premove ${words}: played when the engine has moved (Escape or a click on the board cancels it).`;
  $('announce').textContent = `Premove ${words}`;
  render();
}

/** Cancels the premove; returns whether there was one. */
export function cancelPremove() {
  if (!state.premove) return false;
  state.premove = null;
  state.notice = 'Premove cancelled.';
  $('announce').textContent = state.notice;
  render();
  return true;
}

/** The premove, now that it is the player's turn: played if it is legal (a pawn promotes to a queen), else dropped. */
function playPremove() {
  const { premove } = state;
  if (!premove) return;
  state.premove = null;
  if (gameOver() || engineToMove() || state.analysis) {
    render();
    return;
  }
  let move = null;
  if (premove.text) {
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
    render();
  }
}

/** Plays the promotion chosen in the picker (`type`: q, r, b or n). */
export function choosePromotion(type) {
  if (!state.promotion) return;
  const { from, to } = state.promotion;
  state.promotion = null;
  playMove({ from, to, promotion: type });
}

/** Closes the promotion picker without moving (the board puts the focus back). Returns whether it was open. */
export function cancelPromotion() {
  if (!state.promotion) return false;
  state.promotion = null;
  render();
  return true;
}

/** Stops the engines and forgets the game before: the one reset (see state.js). */
function resetGame() {
  cancelSearch(state);
  stopReview();
  resetGameState();
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
  const optionName = (select, value) => select.querySelector(`option[value="${CSS.escape(value)}"]`)?.textContent ?? value;
  let white;
  let black;
  if (state.match) {
    const a = optionName($('match-a'), state.match.a);
    const b = optionName($('match-b'), state.match.b);
    [white, black] = state.match.aIsWhite ? [a, b] : [b, a];
  } else if (state.opponent !== 'human') {
    const engineName = `ferrochess (${opponentText().replace(/^Opponent: /, '')})`;
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
export function startMatchGame() {
  resetGame();
  state.clock = null;
  setUpStart();
  state.orientation = state.match.aIsWhite ? 'w' : 'b';
  writeGameHeaders();
  render();
  maybeEngineMove();
}

/** A new game against the chosen opponent, with the chosen colour, variant and clock. */
export function newGame() {
  stopMatch();
  resetGame();
  setUpStart();
  const control = parseTimeControl(state.timeControl);
  state.clock = control && createClock(control.baseMs, control.incrementMs);
  if (state.clock) startClock(state.clock, 'w', performance.now());
  state.playerColor = state.colorChoice === 'random' ? (Math.random() < 0.5 ? 'w' : 'b') : state.colorChoice;
  state.orientation = state.playerColor;
  writeGameHeaders();
  save();
  render();
  maybeEngineMove();
}

/** Loads a game (`load` changes state.chess, or throws); the player takes the side to move. */
export function loadGame(load) {
  stopMatch();
  resetGame();
  state.clock = null; // a loaded game has no clocks
  try {
    load();
    gameReplaced();
    state.playerColor = state.chess.turn();
    state.orientation = state.playerColor;
  } catch (error) {
    state.error = error.message;
  }
  save();
  render();
}

/** Takes back the last move (against the engine, to the player's own turn), or resumes an ended game. */
export function takeBack() {
  stopMatch();
  const wasThinking = state.thinking;
  const { engineInGame, error } = state;
  // Taking back a resignation, a flag or an agreed draw resumes the game.
  const resumed = state.result !== null;
  resetGame();
  Object.assign(state, { engineInGame, error });
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
  state.tree.reload();
  state.tree.pruneAfterGame();
  if (state.clock && !state.chess.isGameOver()) startClock(state.clock, state.chess.turn(), performance.now());
  save();
  render();
  maybeEngineMove();
}

/** The engine's suggestion for the player: an arrow and its move in words. */
export function showHint() {
  if (engineToMove() || gameOver() || state.thinking || state.analysis) return;
  state.thinking = true;
  render();
  const search = engine.search({ ...gameRecord(state.chess), nodes: 300000, sameGame: continuesGame() });
  search.result
    .then((result) => {
      if (!result) return;
      state.thinking = false;
      state.hint = result.bestMove ? [result.bestMove.slice(0, 2), result.bestMove.slice(2, 4)] : null;
      state.notice = result.san ? `Hint: ${result.san}` : '';
      render();
    })
    .catch(() => {
      if (!engine.isCurrent(search.generation)) return;
      state.thinking = false;
      render();
    });
}
