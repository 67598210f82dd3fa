// The board bound to a ferrochess Chess: the app writes no glue. The legal
// destinations, the check and the last move come from the game; a move the
// user makes is played in the game (castling by the king two squares or onto
// its rook, Chess960 included; a promotion through a picker that offers only
// the legal pieces); premoves wait for their turn (several, when asked);
// an Engine can play the other side; an engine's lines draw as arrows.
//
//   import { Chess } from 'ferrochess';
//   import { chessBoard } from 'ferrochess/board';
//   const game = chessBoard(document.getElementById('board'), new Chess(), {
//     onMove: (move) => console.log(move.san),
//   });

import { Board } from './board.js';
import { describe, requireBoolean } from './state.js';
import { Listeners } from './listeners.js';
import { rejectUnknown } from './config.js';

const MUTATORS = ['move', 'undo', 'load', 'reset', 'clear', 'put', 'remove', 'loadPgn', 'goTo', 'setTurn',
  'setCastlingRights', 'deleteVariation'];
const OPTIONS = ['orientation', 'player', 'premoves', 'opponent', 'autoQueen', 'follow', 'onMove', 'onError',
  'coordinates', 'animation', 'showDests', 'drawable', 'pieceSet', 'label', 'viewOnly', 'evalBar', 'hoverDests'];
const BOARD_PASS = ['coordinates', 'animation', 'drawable', 'pieceSet', 'label'];
/** The promotion picker's order: the strongest first. */
const PROMOTION_ORDER = ['q', 'r', 'b', 'n', 'k'];

/** Whether `value` looks like a ferrochess (or chess.js-shaped) Chess. */
function isChess(value) {
  return value !== null && typeof value === 'object'
    && ['fen', 'moves', 'move', 'turn', 'history', 'inCheck', 'get'].every((name) => typeof value[name] === 'function');
}

/** The winning chance for White, 0 to 1, of a score { cp } or { mate } from the side to move's view (lichess's curve). */
export function whiteWinningChance(score, turn) {
  if (!score || typeof score !== 'object') return 0.5;
  let chance;
  if (typeof score.mate === 'number') chance = score.mate > 0 || Object.is(score.mate, 0) ? 1 : 0;
  else if (typeof score.cp === 'number') chance = 1 / (1 + Math.exp(-0.00368208 * score.cp));
  else return 0.5;
  return turn === 'w' ? chance : 1 - chance;
}

/** A score in words for an arrow's label: '+0.8', '−1.2', '#3', '#−2' (from White's view). */
function scoreLabel(score, turn) {
  const sign = turn === 'w' ? 1 : -1;
  if (typeof score?.mate === 'number') {
    const m = score.mate * sign;
    return m >= 0 ? `#${m}` : `#−${-m}`;
  }
  if (typeof score?.cp !== 'number') return undefined;
  const pawns = (score.cp * sign) / 100;
  return pawns >= 0 ? `+${pawns.toFixed(1)}` : `−${(-pawns).toFixed(1)}`;
}

/**
 * The legal moves of `chess` grouped for the board: dests (from -> squares)
 * and, for each from-to pair the user may drop on, the moves it may mean
 * (several for a promotion). A king may castle by going two squares (to the
 * square it lands on) or onto its own rook, in standard chess and Chess960;
 * a square that is also an ordinary king move means that move.
 */
export function legalMoves(chess) {
  const byPair = new Map();
  const add = (from, to, move) => {
    const key = from + to;
    if (!byPair.has(key)) byPair.set(key, []);
    if (!byPair.get(key).includes(move)) byPair.get(key).push(move);
  };
  const moves = chess.moves({ verbose: true });
  const ordinary = new Set(moves.filter((m) => !m.isCastle()).map((m) => m.from + m.to));
  for (const m of moves) {
    if (!m.isCastle()) {
      add(m.from, m.to, m);
      continue;
    }
    const rank = m.from[1];
    const kingside = m.isKingsideCastle();
    const rookSquare = chess.isChess960?.() ? m.to : (kingside ? 'h' : 'a') + rank;
    const kingSquare = (kingside ? 'g' : 'c') + rank;
    for (const to of new Set([m.to, rookSquare, kingSquare])) {
      if (to !== m.from && !ordinary.has(m.from + to)) add(m.from, to, m);
    }
  }
  const dests = new Map();
  for (const key of byPair.keys()) {
    const from = key.slice(0, 2);
    if (!dests.has(from)) dests.set(from, []);
    dests.get(from).push(key.slice(2));
  }
  return { dests, byPair };
}

/**
 * A Board bound to a Chess. Made by chessBoard(); `board` is the Board
 * underneath (for set(), shapes, orientation) and `chess` the game.
 */
export class ChessBoard {
  #chess;
  #board;
  #options;
  #legal = { dests: new Map(), byPair: new Map() };
  #listeners = new Listeners('chessBoard', ['move', 'gameover', 'error']);
  #restore = [];
  #syncQueued = false;
  /** @type {object | null} */
  #thinking = null;
  #destroyed = false;
  /** @type {{ fen: string } | null} */
  #analysis = null;
  /** @type {string | null} */
  #lastKey = null;

  constructor(element, chess, options = {}) {
    if (!isChess(chess)) throw new TypeError(`chessBoard(element, chess, options) needs a Chess from ferrochess, got ${describe(chess)}`);
    this.#options = readOptions({}, options);
    this.#chess = chess;
    const o = this.#options;
    this.#board = new Board(element, {
      ...pick(o, BOARD_PASS),
      orientation: o.orientation ?? (o.player === 'b' ? 'b' : 'w'),
      movable: { showDests: o.showDests, hoverDests: o.hoverDests },
      premovable: { enabled: o.premoves > 0, queue: Math.max(1, o.premoves) },
      viewOnly: o.viewOnly,
      events: {
        move: (from, to) => this.#userMove(from, to),
      },
    });
    if (o.follow) this.#follow();
    this.sync();
  }

  /** The Board underneath. */
  get board() {
    return this.#board;
  }

  /** The bound game. */
  get chess() {
    return this.#chess;
  }

  /** Whether the opponent engine is thinking. */
  get thinking() {
    return this.#thinking !== null;
  }

  /**
   * Changes options: any of chessBoard()'s (player, premoves, opponent,
   * orientation, …); a bad one throws and changes nothing.
   */
  set(options) {
    this.#alive();
    const next = readOptions(this.#options, options);
    const opponentChanged = next.opponent !== this.#options.opponent;
    this.#options = next;
    const o = next;
    this.#board.set({
      ...pick(options, BOARD_PASS),
      ...(options.orientation !== undefined ? { orientation: options.orientation } : {}),
      ...(options.viewOnly !== undefined ? { viewOnly: options.viewOnly } : {}),
      movable: { showDests: o.showDests, hoverDests: o.hoverDests },
      premovable: { enabled: o.premoves > 0, queue: Math.max(1, o.premoves) },
    });
    if (opponentChanged) this.#cancelThinking();
    this.#lastKey = null;
    this.sync();
  }

  /**
   * Draws the game as it is now: position, side to move, check, last move
   * and the legal moves; then plays a waiting premove, or asks the opponent
   * engine, when it is their turn. Called by itself after every change made
   * through the game (unless `follow: false`).
   */
  sync() {
    this.#alive();
    const chess = this.#chess;
    const fen = chess.fen();
    const history = chess.history({ verbose: true });
    const last = history[history.length - 1];
    const key = `${fen}|${last ? last.from + last.to : ''}`;
    if (key === this.#lastKey) return;
    this.#lastKey = key;
    if (this.#analysis && this.#analysis.fen !== fen) this.clearAnalysis();
    const turn = chess.turn();
    const over = chess.isGameOver();
    this.#legal = over ? { dests: new Map(), byPair: new Map() } : legalMoves(chess);
    const player = this.#options.player;
    const userTurn = player === 'both' || player === turn;
    this.#board.set({
      fen,
      turnColor: turn,
      // The Board finds the king of the side to move.
      check: chess.inCheck(),
      lastMove: last ? { from: last.from, to: last.to } : null,
      movable: {
        color: over || player === null ? null : player,
        dests: userTurn ? this.#legal.dests : new Map(),
      },
    });
    if (over) {
      this.#board.cancelPremove();
      this.#emit('gameover', chess);
      return;
    }
    if (userTurn && player !== 'both') this.#playPremove();
    else if (!userTurn) this.#askOpponent();
  }

  /**
   * Shows an engine's lines: `lines` = [{ moves: ['e2e4', …] (UCI or SAN),
   * score: { cp } | { mate } from the side to move's view }], the best
   * first. The first move of each line is an arrow (the best one thicker,
   * each labelled with its score); with `evalBar: true` (or the board's
   * `evalBar` option) the bar shows the best line's winning chances.
   * @param {{ lines?: any[], evalBar?: boolean }} [analysis]
   */
  showAnalysis(analysis = {}) {
    rejectUnknown(analysis, ['lines', 'evalBar'], 'showAnalysis');
    const { lines, evalBar } = analysis;
    this.#alive();
    if (!Array.isArray(lines)) throw new TypeError('showAnalysis({ lines }) needs lines: an array of { moves, score }');
    const legal = this.#chess.moves({ verbose: true });
    const turn = this.#chess.turn();
    const shapes = [];
    lines.forEach((line, i) => {
      if (line === null || typeof line !== 'object' || !Array.isArray(line.moves)) {
        throw new TypeError(`showAnalysis lines[${i}] must be { moves: [...], score }`);
      }
      const first = line.moves[0];
      const move = legal.find((m) => m.lan === first || m.san === first || `${m.from}${m.to}${m.promotion ?? ''}` === first);
      if (!first) return;
      if (!move) throw new Error(`showAnalysis lines[${i}] starts with ${describe(first)}, which is no legal move here`);
      const label = scoreLabel(line.score, turn);
      shapes.push({
        from: move.from, to: move.to, color: i === 0 ? 'green' : 'blue', width: i === 0 ? 1.3 : 0.8, ...(label ? { label } : {}),
      });
    });
    const bar = evalBar ?? this.#options.evalBar;
    this.#analysis = { fen: this.#chess.fen() };
    this.#board.set({
      drawable: { autoShapes: shapes },
      evalBar: bar && lines[0] ? whiteWinningChance(lines[0].score, turn) : null,
    });
  }

  /** Takes the engine's arrows and the eval bar away. */
  clearAnalysis() {
    this.#alive();
    this.#analysis = null;
    this.#board.set({ drawable: { autoShapes: [] }, evalBar: null });
  }

  /**
   * Calls `listener` on `name`: move (move: the chess.js-style Move, by:
   * 'user' | 'premove' | 'engine'), gameover (chess), error (error).
   * Returns a function that removes it.
   */
  on(name, listener) {
    this.#alive();
    return this.#listeners.on(name, listener);
  }

  /** Removes the board, stops following the game (its methods are its own again) and cancels the engine's search. */
  destroy() {
    if (this.#destroyed) return;
    this.#destroyed = true;
    this.#cancelThinking();
    for (const undo of this.#restore) undo();
    this.#restore = [];
    this.#listeners.clear();
    this.#board.destroy();
  }

  #alive() {
    if (this.#destroyed) throw new Error('this chessBoard was destroyed');
  }

  #emit(name, ...args) {
    if (name === 'move') this.#options.onMove?.(...args);
    if (name === 'error') this.#options.onError?.(...args);
    const heard = this.#listeners.emit(name, ...args);
    if (name === 'error' && !this.#options.onError && heard === 0) console.error(args[0]);
  }

  /** Wraps the game's changing methods so that every change redraws the board (undone by destroy()). */
  #follow() {
    const chess = this.#chess;
    for (const name of MUTATORS) {
      if (typeof chess[name] !== 'function') continue;
      const own = Object.prototype.hasOwnProperty.call(chess, name);
      const original = chess[name];
      chess[name] = (...args) => {
        const result = original.apply(chess, args);
        this.#queueSync();
        return result;
      };
      this.#restore.push(() => {
        if (own) chess[name] = original;
        else delete chess[name];
      });
    }
  }

  #queueSync() {
    if (this.#syncQueued || this.#destroyed) return;
    this.#syncQueued = true;
    queueMicrotask(() => {
      this.#syncQueued = false;
      if (!this.#destroyed) this.sync();
    });
  }

  /** The user moved a piece on the board from `from` to `to`: play the move it means, or put the piece back. */
  async #userMove(from, to) {
    const candidates = this.#legal.byPair.get(from + to) ?? [];
    let move = candidates[0];
    if (candidates.length > 1) {
      const types = PROMOTION_ORDER.filter((type) => candidates.some((m) => m.promotion === type));
      const type = this.#options.autoQueen && types.includes('q')
        ? 'q'
        : await this.#board.choosePromotion(to, candidates[0].color, types);
      if (this.#destroyed) return;
      move = candidates.find((m) => m.promotion === type);
    }
    if (!move) {
      this.#lastKey = null;
      this.sync();
      return;
    }
    this.#play(move, 'user');
  }

  #play(move, by) {
    let played;
    try {
      played = this.#chess.move(move.san);
    } catch (error) {
      this.#lastKey = null;
      this.sync();
      this.#emit('error', error);
      return;
    }
    this.#board.announce(`${by === 'engine' ? 'Engine played' : 'Played'} ${played.san}`);
    this.#emit('move', played, by);
    this.sync();
  }

  /** It is the player's turn: the first waiting premove, if legal now, is played (a promotion as a queen); else all are dropped. */
  #playPremove() {
    const next = this.#board.takePremove();
    if (!next) return;
    const candidates = this.#legal.byPair.get(next.from + next.to) ?? [];
    const move = candidates.find((m) => !m.promotion || m.promotion === 'q') ?? candidates[0];
    if (!move) {
      this.#board.cancelPremove();
      this.#board.announce(`Premove ${next.from} to ${next.to} is not legal: premoves cancelled`);
      return;
    }
    this.#play(move, 'premove');
  }

  /** It is the opponent's turn: ask the opponent engine, if there is one. */
  #askOpponent() {
    const opponent = this.#options.opponent;
    if (!opponent || this.#thinking) return;
    const chess = this.#chess;
    const history = chess.history({ verbose: true });
    const fen = history.length > 0 ? history[0].before : chess.fen();
    const { engine, ...limits } = opponent;
    const request = {
      fen, moves: history.map((m) => m.san), chess960: Boolean(chess.isChess960?.()), ...limits,
    };
    if (request.elo === undefined && request.level === undefined && request.depth === undefined
      && request.nodes === undefined && request.movetime === undefined) request.movetime = 1000;
    const token = {};
    this.#thinking = token;
    const position = chess.fen();
    engine.search(request).then((result) => {
      if (this.#thinking !== token || this.#destroyed) return;
      this.#thinking = null;
      if (chess.fen() !== position) return;
      const move = chess.moves({ verbose: true }).find((m) => m.lan === result.bestMove || m.san === result.san);
      if (!move) {
        this.#emit('error', new Error(`the engine answered ${describe(result.bestMove)}, which is no legal move here`));
        return;
      }
      this.#play(move, 'engine');
    }, (error) => {
      if (this.#thinking !== token) return;
      this.#thinking = null;
      if (!error?.cancelled) this.#emit('error', error);
    });
  }

  #cancelThinking() {
    if (!this.#thinking) return;
    this.#thinking = null;
    this.#options.opponent?.engine.cancel?.();
  }
}

function pick(object, keys) {
  const out = {};
  for (const key of keys) if (object[key] !== undefined) out[key] = object[key];
  return out;
}

/** Checks chessBoard's options over `current`; returns the whole set. */
function readOptions(current, options) {
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw new TypeError(`chessBoard options must be an object, got ${describe(options)}`);
  }
  for (const key of Object.keys(options)) {
    if (!OPTIONS.includes(key)) throw new TypeError(`chessBoard has no option "${key}" (known: ${OPTIONS.join(', ')})`);
  }
  const o = {
    player: 'both', premoves: 0, opponent: null, autoQueen: false, follow: true, showDests: true, hoverDests: true, viewOnly: false,
    evalBar: false, ...current, ...options,
  };
  if (!['w', 'b', 'both', null].includes(o.player)) throw new TypeError(`player must be "w", "b", "both" or null, got ${describe(o.player)}`);
  if (o.premoves === true) o.premoves = 1;
  if (o.premoves === false) o.premoves = 0;
  if (!Number.isInteger(o.premoves) || o.premoves < 0 || o.premoves > 64) {
    throw new TypeError(`premoves must be true, false or how many may wait (0 to 64), got ${describe(options.premoves)}`);
  }
  if (o.opponent !== null) {
    if (typeof o.opponent !== 'object' || typeof o.opponent.engine?.search !== 'function') {
      throw new TypeError('opponent must be { engine, elo?, level?, movetime?, … } with a ferrochess Engine, or null');
    }
    // With an opponent, the player is one side: the side to move unless said.
    if (options.player === undefined && current.player === undefined) o.player = 'w';
    if (o.player === 'both') throw new TypeError('with an opponent, player must be "w" or "b"');
  }
  for (const key of ['onMove', 'onError']) {
    if (o[key] !== undefined && typeof o[key] !== 'function') throw new TypeError(`${key} must be a function`);
  }
  for (const key of ['autoQueen', 'follow', 'showDests', 'hoverDests', 'viewOnly', 'evalBar']) {
    requireBoolean(o[key], key);
  }
  if (o.premoves > 0 && o.player === 'both') throw new TypeError('premoves need one player: set player to "w" or "b"');
  return o;
}

/**
 * Draws a board in `element` bound to `chess` (a ferrochess Chess): see
 * ChessBoard. Options: player ('both' by default: whoever is to move; 'w',
 * 'b', or null for none), premoves (true, or how many may wait), opponent
 * ({ engine, elo | level | movetime … }: an Engine plays the other side),
 * autoQueen, orientation, coordinates, animation, showDests, hoverDests,
 * drawable, pieceSet, label, viewOnly, evalBar, follow (default true: redraw
 * after every change made through `chess`), onMove(move, by), onError(error).
 */
export function chessBoard(element, chess, options = {}) {
  return new ChessBoard(element, chess, options);
}

