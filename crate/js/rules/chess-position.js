// The position and its moves, as chess.js's `Chess` has them: loading a
// FEN, the board and its squares, the moves, playing and taking them back,
// the game's state (check, mate, draws), with what is asked of the position
// mirrored in JavaScript while it stands. chess.js (`Chess`, which extends
// this class) adds the game's record (PGN, headers, comments, NAGs, the
// move tree), the board editor's edits and the engine. Every chess rule
// lives in Rust (crate/src); this file turns JavaScript calls into WasmGame
// calls and compact strings back into objects.
//
//   const position = new Chess();   // a ChessPosition too
//   position.moves().length         // 20

// The rules module instantiated before this module runs (a bundler that
// skips a re-exporting module, as package.json's sideEffects allows, keeps
// this edge).
import { wasmWords } from './wasm.js';
import { WasmGame } from '../../pkg-rules/ferrochess_rules.js';
import {
  describe, ferroError, options, optionalString, requireString,
} from './check.js';
import { Move } from './move.js';
import { chessJsError, moveError, NULL_MOVE_IN_CHECK } from './chessjs-errors.js';
import { GameTree, TAKE_CHANGES } from './game-tree.js';
import {
  DEFAULT_POSITION, WHITE, BLACK, SQUARE_NAMES,
} from './chess-constants.js';
import {
  STATUS, MOVE_ERROR_CODES, pieceOfCode, squareIndex, boardBit, squaresOf, splitSquares, parseMoves,
} from './chess-codes.js';
import { loadingFen } from './chess-fen.js';
import { sanOfCodes } from './san-codes.js';

let readMainlineKeys;
/**
 * A Chess's wasm game and mirror for chess.js's Chess, which adds to this
 * class (not part of the public API): live(chess), change(chess, call),
 * headers(chess), setHeaders(chess, headers).
 */
export let internals;
/** The constructor's first argument when it adopts a WasmGame (not part of the public API). */
export const ADOPT = Symbol('adopt a WasmGame');

/**
 * `chess`'s main line for the opening explorer (not part of the public
 * API): `{ plies, keys }`, `plies` its length, `keys` its first `maxPlies`
 * moves with the position each was played in, a Float64Array of two
 * numbers a ply, the position's key (the first 13 hex digits of hash(), as
 * a number) and the move (from + 64 * to + 4096 * promotion; squares a1 = 0
 * to h8 = 63; promotion 1 to 4 for n, b, r, q).
 */
export function mainlineKeys(chess, maxPlies) {
  const line = readMainlineKeys(chess, maxPlies);
  return { plies: line[0] ?? 0, keys: line.subarray(1) };
}

/** The position and its moves (chess.js's `Chess` is this class and more). */
export class ChessPosition {
  #game;

  /**
   * A game from `fen` (the standard start by default). With
   * `{ skipValidation: true }` a FEN that is good notation but no legal
   * position (no kings, a pawn on the last rank: a board being set up)
   * loads too: it can be read and edited, and moves are refused with the
   * reason until it is legal.
   */
  /**
   * @param {string | symbol} [fen] a FEN, or ADOPT
   * @param {any} [opts] the options, or the WasmGame to adopt
   */
  constructor(fen = DEFAULT_POSITION, opts = {}) {
    if (fen === ADOPT) {
      this.#game = opts;
      this.#sync();
      return;
    }
    const { skipValidation = false, chess960 = false } = options(opts, 'constructor', ['skipValidation', 'chess960']);
    this.#game = loadingFen(fen, { skipValidation, chess960 }, () => new WasmGame(requireString(fen, 'FEN'), Boolean(skipValidation), Boolean(chess960)));
    this.#sync();
  }

  static {
    readMainlineKeys = (chess, maxPlies) => chess.#live.mainline_keys(maxPlies);
    internals = {
      live: (chess) => chess.#live,
      change: (chess, call) => chess.#change(call),
      headers: (chess) => chess.#headers,
      setHeaders: (chess, headers) => {
        chess.#headers = headers;
      },
    };
  }

  /** Whether castling follows Chess960's rules (`{ chess960: true }`, or a PGN whose Variant tag names it). */
  isChess960() {
    return this.#live.is_chess960();
  }

  /** Null when the position is legal chess, else the rule it breaks (a position set up with skipValidation, put or remove). */
  positionProblem() {
    return this.#live.position_problem() ?? null;
  }

  /**
   * Releases the wasm memory now instead of at garbage collection. Every
   * call that reads the game then throws, but turn(), moveNumber(),
   * getCastlingRights() and isDrawByFiftyMoves(), which keep their last
   * answers (they are one field read each, with nothing checked).
   */
  free() {
    if (this.#game) {
      this.#game.free();
      this.#game = undefined;
      this.#forget();
    }
  }

  get #live() {
    if (!this.#game) throw new Error('this Chess object was freed');
    return this.#game;
  }

  /**
   * Runs `call` on the game, which it may change: what is mirrored of the
   * position is dropped before, and its small facts read again after,
   * whether the call succeeded or threw.
   */
  #change(call) {
    this.#forget();
    try {
      return call(this.#live);
    } finally {
      this.#sync();
      if (this.#game) this.#gameTree?.[TAKE_CHANGES]();
    }
  }

  /**
   * The live tree, once gameTree() has made it.
   * @type {GameTree | null}
   */
  #gameTree = null;

  /** Reads the position's small facts (WasmGame#facts) into their fields. */
  #sync() {
    if (!this.#game) return;
    const facts = this.#game.facts();
    const bits = facts % 64;
    this.#turn = (bits & 1) === 0 ? WHITE : BLACK;
    this.#castlingWhite = (bits >> 1) & 3;
    this.#castlingBlack = (bits >> 3) & 3;
    this.#fifty = (bits & 32) !== 0;
    this.#moveNumber = (facts - bits) / 64;
  }

  // What the position is, mirrored in JavaScript once per position (the
  // FEN, the 64 squares, the status bits, the ASCII board, every square's
  // attackers, the hash), so that get, board, fen, inCheck, the other flags,
  // attackers, isAttacked and the rest answer without crossing into wasm:
  // a board calls them per square and per render. Each is read from the
  // rules when first asked in a position; every call that may change the
  // position forgets them all (#change), so that a question is one field
  // read while the position stands.
  /** The FEN (castling as the rules write it, en passant only where a capture is legal); null until asked. */
  #fen = null;
  // The small facts are kept up to date after every change (#sync), so that
  // each of their questions is one field read, with no check: the side to
  // move, each side's castling rights (WasmGame#castling_rights's bits: 1
  // k, 2 q), the fifty-move rule, the fullmove number.
  #turn = WHITE;
  #castlingWhite = 0;
  #castlingBlack = 0;
  #fifty = false;
  #moveNumber = 1;
  /**
   * The 64 squares, a8 first (as SQUARES): a piece, or undefined for none; null until asked.
   * @type {ReturnType<typeof squaresOf> | null}
   */
  #squares = null;
  /** The status bits, -1 until asked. */
  #statusBits = -1;
  #ascii = null;
  /** Every square's attackers by each side (WasmGame#attack_table), null until asked. */
  #attacks = null;
  /**
   * The Zobrist key as hash() gives it, null until asked.
   * @type {string | null}
   */
  #hash = null;
  /**
   * The headers as getHeaders() lists them, null until asked: dropped by a
   * header's change and by every change of the position (SetUp and FEN
   * follow the game's start).
   */
  #headers = null;

  /** Drops everything mirrored of the position (it may change). */
  #forget() {
    this.#fen = null;
    this.#squares = null;
    this.#statusBits = -1;
    this.#ascii = null;
    this.#attacks = null;
    this.#hash = null;
    this.#headers = null;
  }

  /** The position's FEN, read from the rules when not mirrored yet (the side to move with it). */
  #currentFen() {
    if (this.#fen === null) {
      const fen = this.#live.fen(false);
      this.#fen = fen;
    }
    return this.#fen;
  }

  /** The 64 squares of the position. */
  #board() {
    return (this.#squares ??= squaresOf(this.#currentFen()));
  }

  /**
   * Loads `fen`; `{ chess960 }` chooses the rules (by default the game's
   * own: a Chess960 game stays one).
   */
  load(fen, opts = {}) {
    const {
      preserveHeaders = false, skipValidation = false, chess960 = this.isChess960(),
    } = options(opts, 'load', ['preserveHeaders', 'skipValidation', 'chess960']);
    loadingFen(fen, { skipValidation, chess960 }, () => this.#change((game) => game.load(requireString(fen, 'FEN'), Boolean(preserveHeaders), Boolean(skipValidation), Boolean(chess960))));
  }

  /** An empty board, white to move; headers are kept with `{ preserveHeaders: true }`. */
  clear(opts = {}) {
    const { preserveHeaders = false } = options(opts, 'clear', ['preserveHeaders']);
    this.#change((game) => game.clear(Boolean(preserveHeaders)));
  }

  /**
   * Places `{ type, color }` on `square`; returns false (and changes
   * nothing) for a piece, colour or square that does not exist, or a second
   * king of one colour. An edit starts a new game from the edited
   * position (the moves before it no longer lead there); headers stay.
   */
  put(piece, square) {
    if (piece === null || typeof piece !== 'object') return false;
    const { type, color } = piece;
    if (typeof type !== 'string' || typeof color !== 'string' || typeof square !== 'string') return false;
    return this.#change((game) => game.put(type, color, square));
  }

  /** Empties `square`; returns the piece that stood there, or undefined. */
  remove(square) {
    if (typeof square !== 'string') return undefined;
    return pieceOfCode(this.#change((game) => game.remove(square)));
  }

  /** The squares of `piece`'s kind and colour, a8 first, h1 last. */
  findPiece(piece) {
    if (piece === null || typeof piece !== 'object') {
      throw new TypeError(`findPiece needs a piece { type, color }, got ${describe(piece)}`);
    }
    const { type, color } = piece;
    if (typeof type !== 'string' || typeof color !== 'string') return [];
    // One letter of p, n, b, r, q, k in either case, and w or b: else no square (as the rules answer).
    const kind = type.length === 1 ? type.toLowerCase() : '';
    if (kind === '' || !'pnbrqk'.includes(kind) || (color !== WHITE && color !== BLACK)) return [];
    const squares = this.#board();
    const found = [];
    for (let i = 0; i < 64; i += 1) {
      const there = squares[i];
      if (there !== undefined && there.type === kind && there.color === color) found.push(SQUARE_NAMES[i]);
    }
    return found;
  }

  /**
   * The squares of the pieces of `color` (by default the side to move)
   * that attack `square`, pinned ones included; [] for no square.
   */
  attackers(square, color) {
    if (typeof square !== 'string') return [];
    const side = optionalString(color, 'attackers() color');
    const index = squareIndex(square);
    // An unknown colour goes to the rules, which say what is wrong with it.
    if (index < 0 || (side !== undefined && side !== WHITE && side !== BLACK)) {
      return splitSquares(this.#live.attackers(square, side));
    }
    const [low, high] = this.#attackBits(index, side ?? this.turn());
    const found = [];
    for (let i = 0; i < 64; i += 1) {
      const bit = boardBit(i);
      if ((bit < 32 ? low >>> bit : high >>> (bit - 32)) & 1) found.push(SQUARE_NAMES[i]);
    }
    return found;
  }

  /** Whether a piece of `color` attacks `square`. */
  isAttacked(square, color) {
    const side = requireString(color, 'isAttacked() color');
    const index = typeof square === 'string' ? squareIndex(square) : -1;
    if (index < 0 || (side !== WHITE && side !== BLACK)) return this.attackers(square, side).length > 0;
    const [low, high] = this.#attackBits(index, side);
    return (low | high) !== 0;
  }

  /** The attackers of the square at SQUARES index `index` by `side`, as a bitboard's two halves (a1 = bit 0). */
  #attackBits(index, side) {
    const attacks = this.#attacks ?? (this.#attacks = this.#live.attack_table());
    const at = (side === WHITE ? 0 : 128) + boardBit(index) * 2;
    return [attacks[at], attacks[at + 1]];
  }

  /** `{ k, q }`: whether `color` may still castle kingside and queenside. */
  getCastlingRights(color) {
    let bits;
    if (color === WHITE || color === BLACK) {
      bits = color === WHITE ? this.#castlingWhite : this.#castlingBlack;
    } else {
      // Another colour goes to the rules, which say what is wrong with it.
      bits = this.#live.castling_rights(requireString(color, 'getCastlingRights() color'));
    }
    // Literal keys (k and q, KING and QUEEN): an object made faster than with computed ones.
    return { k: (bits & 1) !== 0, q: (bits & 2) !== 0 };
  }

  reset() {
    this.#change((game) => game.reset());
  }

  /** The FEN; `{ forceEnpassantSquare: true }` names the square after any double step beside a pawn, legal or not. */
  fen(opts) {
    if (opts === undefined) return this.#fen ?? this.#currentFen();
    const { forceEnpassantSquare = false } = options(opts, 'fen', ['forceEnpassantSquare']);
    return this.#live.fen(Boolean(forceEnpassantSquare));
  }

  turn() {
    return this.#turn;
  }

  moves(opts = {}) {
    const { verbose = false, square, piece } = options(opts, 'moves', ['verbose', 'square', 'piece']);
    // A square or piece that does not exist filters out every move, as in chess.js.
    const sq = square === undefined || square === null ? undefined : String(square);
    const pc = piece === undefined || piece === null ? undefined : String(piece);
    if (verbose) return parseMoves(this.#live.moves_verbose(sq, pc));
    const text = this.#live.moves(sq, pc);
    return text === '' ? [] : text.split(' ');
  }

  /**
   * Plays `move` (SAN, UCI, null, or { from, to, promotion }). A move that
   * cannot be played throws chess.js's message (`Invalid move: e5`), with
   * ferrochess's reason in the Error's `reason` and its kind in `code`.
   */
  move(move, opts = {}) {
    const { strict = false } = options(opts, 'move', ['strict', 'sloppy']);
    try {
      return this.#play(move, strict);
    } catch (error) {
      if (!(error instanceof Error) || error.message === 'this Chess object was freed') throw error;
      const nullInCheck = ferroError(error).code === 'null-move-in-check' && (move === null || move === '--');
      throw chessJsError(nullInCheck ? NULL_MOVE_IN_CHECK : moveError(move), error);
    }
  }

  /** move()'s work, throwing ferrochess's own errors. */
  #play(move, strict) {
    if (typeof move === 'string') {
      try {
        return new Move(this.#change((game) => game.move_san(move, Boolean(strict))));
      } catch (error) {
        // The kind of refusal, for a program to tell them apart (SanError::code).
        const code = MOVE_ERROR_CODES[this.#live.move_error_code(move, Boolean(strict)) - 1];
        if (code && error instanceof Error) ferroError(error).code = code;
        throw error;
      }
    }
    if (move === null) {
      try {
        return new Move(this.#change((game) => game.move_null()));
      } catch (error) {
        if (error instanceof Error && this.inCheck()) ferroError(error).code = 'null-move-in-check';
        throw error;
      }
    }
    if (move !== null && typeof move === 'object' && !Array.isArray(move)) {
      const from = requireString(move.from, 'move.from');
      const to = requireString(move.to, 'move.to');
      const promotion = optionalString(move.promotion, 'move.promotion');
      return new Move(this.#change((game) => game.move_from_to(from, to, promotion)));
    }
    throw new TypeError(
      `move must be a string (SAN like "Nf3" or "e2e4") or {from, to, promotion}, got ${describe(move)}`,
    );
  }

  undo() {
    const encoded = this.#change((game) => game.undo());
    return encoded === undefined ? null : new Move(encoded);
  }

  history(opts = {}) {
    const { verbose = false } = options(opts, 'history', ['verbose']);
    if (verbose) return parseMoves(this.#live.history_verbose());
    const at = this.#live.history_codes();
    if (at !== 0) {
      const words = wasmWords();
      return sanOfCodes(words, at / 4 + 1, words[at / 4]);
    }
    const text = this.#live.history();
    return text === '' ? [] : text.split(' ');
  }

  get(square) {
    if (typeof square !== 'string') return undefined;
    const index = squareIndex(square);
    if (index < 0) return undefined;
    return (this.#squares ?? this.#board())[index];
  }

  board() {
    const squares = this.#board();
    const rows = new Array(8);
    for (let r = 0, index = 0; r < 8; r += 1) {
      const row = new Array(8);
      for (let f = 0; f < 8; f += 1, index += 1) {
        const piece = squares[index];
        row[f] = piece === undefined ? null : { square: SQUARE_NAMES[index], type: piece.type, color: piece.color };
      }
      rows[r] = row;
    }
    return rows;
  }

  ascii() {
    this.#ascii ??= this.#live.ascii();
    return this.#ascii;
  }

  /** The board drawn with Unicode chess symbols. */
  unicode() {
    return this.#live.unicode();
  }

  #status(bit) {
    let bits = this.#statusBits;
    if (bits < 0) {
      bits = this.#live.status();
      this.#statusBits = bits;
    }
    return (bits & bit) !== 0;
  }

  isCheck() {
    return this.#status(STATUS.check);
  }

  inCheck() {
    return this.isCheck();
  }

  isCheckmate() {
    return this.#status(STATUS.checkmate);
  }

  isStalemate() {
    return this.#status(STATUS.stalemate);
  }

  isInsufficientMaterial() {
    return this.#status(STATUS.insufficient);
  }

  isThreefoldRepetition() {
    return this.#status(STATUS.threefold);
  }

  isDrawByFiftyMoves() {
    return this.#fifty;
  }

  /**
   * Whether `color` cannot checkmate by any series of legal moves, even with
   * the other side's help (python-chess's `has_insufficient_material`): a
   * game whose other side runs out of time is then drawn. False while the
   * board holds no legal position.
   */
  hasInsufficientMaterial(color) {
    return this.#live.has_insufficient_material(requireString(color, 'hasInsufficientMaterial() color'));
  }

  isDraw() {
    return this.#status(STATUS.draw);
  }

  isGameOver() {
    return this.#status(STATUS.over);
  }

  /**
   * Why the game is over: 'checkmate', 'stalemate', 'insufficient_material',
   * 'threefold_repetition', 'fifty_moves'; undefined while it goes on.
   */
  outcome() {
    return this.#live.outcome();
  }

  /**
   * The game's moves as live nodes (a GameTree): the same object every
   * call, kept current by every change the game makes, reading from wasm
   * only the nodes a change touched; node(id), path, mainline, current,
   * editing by node (addLine, delete, promote to the main line) and
   * subscribe to be told what changed. Made on the first call: a game
   * that never asks pays nothing.
   */
  gameTree() {
    if (!this.#gameTree) {
      if (!this.#game) throw new Error('this Chess object was freed');
      this.#gameTree = new GameTree({
        read: () => this.#live,
        // tree() and node() are Chess's (this class's subclass).
        wholeTree: () => /** @type {any} */ (this).tree(),
        readNode: (id) => /** @type {any} */ (this).node(id),
        change: (call) => this.#change(call),
        forward: (method, ...args) => this[method](...args),
      });
    }
    return this.#gameTree;
  }

  perft(depth) {
    if (!Number.isInteger(depth) || depth < 0) {
      throw new RangeError(`perft depth must be a non-negative integer, got ${describe(depth)}`);
    }
    return this.#live.perft(depth);
  }

  hash() {
    this.#hash ??= this.#live.hash();
    return this.#hash;
  }

  moveNumber() {
    return this.#moveNumber;
  }

  squareColor(square) {
    if (typeof square !== 'string') requireString(square, 'square');
    if (square.length !== 2) return null;
    const file = square.charCodeAt(0);
    const rank = square.charCodeAt(1);
    // A file 'a' to 'h' and a rank '1' to '8': no bit above the lowest three in either difference.
    if ((((file - 97) | (rank - 49)) & ~7) !== 0) return null;
    // a1 ('a' 97 + '1' 49, an even sum) is dark; the colour changes with each step along a file or a rank.
    return ((file + rank) & 1) === 0 ? 'dark' : 'light';
  }
}
