// The chess.js-compatible `Chess` class: argument checking and object
// shapes only. Every chess rule lives in Rust (crate/src); this file turns
// JavaScript calls into WasmGame calls and compact strings back into objects.
import { WasmGame, validate_fen, chess960_fen } from '../pkg-rules/ferrochess_rules.js';
import {
  describe, options, optionalString, requireString,
} from './check.js';
import { readCommands, replaceText, writeCommand } from './comment-commands.js';
import { Move } from './move.js';
import {
  chessJsError, fenError, moveError, padFen, pgnMoveError, NULL_MOVE_IN_CHECK, SETUP_WITHOUT_FEN,
} from './chessjs-errors.js';
import { GameTree, TAKE_CHANGES } from './game-tree.js';

export { Move };

/** The standard starting position. */
export const DEFAULT_POSITION = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
export const WHITE = 'w';
export const BLACK = 'b';
export const PAWN = 'p';
export const KNIGHT = 'n';
export const BISHOP = 'b';
export const ROOK = 'r';
export const QUEEN = 'q';
export const KING = 'k';
/**
 * The squares' names by index (a8 = 0 … h1 = 63), for this module's own use:
 * never handed out, so nothing outside can change it. Neither it nor SQUARES
 * is frozen: V8 (Node 20, Chromium 156) reads a frozen array's elements in
 * optimized code at about half the speed of a plain one's, so a board's
 * loop over every square ran at half speed (docs/dev/benchmarks.md).
 */
const SQUARE_NAMES = Array.from({ length: 64 }, (_, i) => 'abcdefgh'[i % 8] + String(8 - Math.floor(i / 8)));
/** The 64 squares, a8 first: a plain array, as chess.js's (a caller's change to it changes nothing here). */
export const SQUARES = [...SQUARE_NAMES];
export const SEVEN_TAG_ROSTER = Object.freeze({
  Event: '?',
  Site: '?',
  Date: '????.??.??',
  Round: '?',
  White: '?',
  Black: '?',
  Result: '*',
});

const STATUS = {
  check: 1,
  checkmate: 2,
  stalemate: 4,
  insufficient: 8,
  threefold: 16,
  fifty: 32,
  draw: 64,
  over: 128,
};

/** Why a move text is refused (`error.code`), in the rules' order (SanError::CODES). */
const MOVE_ERROR_CODES = Object.freeze(['empty', 'malformed', 'null-move', 'null-move-in-check', 'illegal', 'ambiguous',
  'promotion-missing', 'bad-promotion-piece', 'unexpected-promotion', 'not-standard']);

/** The suffix annotations a move may carry (chess.js's list), in the order of their NAGs (1 to 6). */
export const SUFFIX_LIST = Object.freeze(['!', '?', '!!', '??', '!?', '?!']);

function requireDataKey(key, method) {
  if (typeof key !== 'string' || key.length === 0 || key.length > 255) {
    throw new TypeError(`${method} needs a key of 1 to 255 characters, got ${describe(key)}`);
  }
  return key;
}

function requireNodeId(id, method) {
  if (!Number.isInteger(id) || id < 0 || id > 0xffffffff) {
    throw new TypeError(`${method} needs a node id from tree(), got ${describe(id)}`);
  }
  return id;
}

/**
 * A tree node with its comment's commands as data (`clock`, `emt`, `eval`,
 * `shapes`, each only when the comment has it) and its `comment` without
 * them (null when nothing else was in it).
 */
function withCommands(node) {
  if (node.comment === null || !node.comment.includes('[%')) return node;
  const { text, ...commands } = readCommands(node.comment);
  node.comment = text;
  return Object.assign(node, commands);
}

/** Seconds for a clock: a finite number from 0, or null. */
function requireSeconds(value, method) {
  if (value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new TypeError(`${method} needs seconds (a number from 0) or null, got ${describe(value)}`);
  }
  return value;
}

/** A score for setEval: { cp } or { mate } (integers), an optional integer depth; or null. */
function requireScore(score) {
  if (score === null) return null;
  const keys = score !== null && typeof score === 'object' ? Object.keys(score) : [];
  const kind = keys.filter((key) => key === 'cp' || key === 'mate');
  if (kind.length !== 1 || !Number.isInteger(score[kind[0]]) || keys.some((key) => !['cp', 'mate', 'depth'].includes(key))
    || (score.depth !== undefined && !(Number.isInteger(score.depth) && score.depth >= 0))) {
    throw new TypeError(`setEval needs { cp } or { mate } (integers, White's view), with an optional depth, or null; got ${describe(score)}`);
  }
  return score;
}

const SHAPE_COLORS = ['green', 'red', 'yellow', 'blue'];

/** Shapes for setShapes: [{ from, to?, color? }] on squares that exist. */
function requireShapes(shapes) {
  const square = (value) => typeof value === 'string' && /^[a-h][1-8]$/.test(value);
  if (!Array.isArray(shapes) || !shapes.every((shape) => shape !== null && typeof shape === 'object'
    && square(shape.from) && (shape.to === undefined || square(shape.to))
    && (shape.color === undefined || SHAPE_COLORS.includes(shape.color)))) {
    throw new TypeError(`setShapes needs [{ from, to?, color? }] with squares like 'e4' and colours ${SHAPE_COLORS.join(', ')}; got ${describe(shapes)}`);
  }
  return shapes;
}

/** The piece WasmGame#remove numbers (1 + 6 × colour + kind, white 0, pawn 0 … king 5; 0 for none), as a new object. */
function pieceOfCode(code) {
  if (code === 0) return undefined;
  return { type: 'pnbrqk'[(code - 1) % 6], color: code > 6 ? BLACK : WHITE };
}

/** A square's index in SQUARES (a8 = 0 … h1 = 63), or -1 for a string that names no square. */
function squareIndex(square) {
  if (square.length !== 2) return -1;
  const file = square.charCodeAt(0) - 97;
  const rank = square.charCodeAt(1) - 49;
  return file >= 0 && file < 8 && rank >= 0 && rank < 8 ? (7 - rank) * 8 + file : -1;
}

/** A SQUARES index (a8 = 0 … h1 = 63) as the rules number the square (a1 = 0 … h8 = 63), and back. */
const boardBit = (index) => (7 - (index >> 3)) * 8 + (index & 7);

/**
 * The pieces as get() gives them, one frozen object each: the same object
 * answers for every square and position the piece stands on, so a board
 * asking square by square allocates nothing (chess.js gives its own board's
 * objects; these cannot be changed by mistake, in the mirror or elsewhere).
 */
const PIECE_OF_LETTER = Object.fromEntries([...'pnbrqkPNBRQK'].map((letter) => {
  const lower = letter.toLowerCase();
  return [letter, Object.freeze({ type: lower, color: letter === lower ? BLACK : WHITE })];
}));

/** The 64 squares of a FEN's placement, a8 first: a piece (PIECE_OF_LETTER), or undefined for none. */
function squaresOf(fen) {
  const squares = [];
  for (let i = 0; i < fen.length; i += 1) {
    const ch = fen[i];
    if (ch === ' ') break;
    if (ch === '/') continue;
    if (ch >= '1' && ch <= '8') {
      for (let n = Number(ch); n > 0; n -= 1) squares.push(undefined);
    } else {
      squares.push(PIECE_OF_LETTER[ch]);
    }
  }
  return squares;
}

function splitSquares(text) {
  return text === '' ? [] : text.split(' ');
}

function parseComments(text) {
  if (text === '') return [];
  return text.split('\n').map((line) => {
    const tab = line.indexOf('\t');
    return { fen: line.slice(0, tab), comment: line.slice(tab + 1) };
  });
}

function parseMoves(encoded) {
  return encoded === '' ? [] : encoded.split('\n').map((line) => new Move(line));
}

// The engine's side of Chess (evaluate, explain, bestMove, opening), set by
// `ferrochess/engine` (engine-entry.js) once the engine module is loaded.
let engine = null;

/** Called once by engine-entry.js with the engine's side of Chess. */
export function installEngine(side) {
  engine = side;
}

function requireEngine(method) {
  if (!engine) {
    throw new Error(
      `Chess#${method} needs the engine module, which is not loaded: \`await loadEngine()\` (from 'ferrochess') or \`import 'ferrochess/engine'\` first`,
    );
  }
  return engine;
}

// Frees the wasm side of a Chess object that was garbage-collected without
// an explicit free().
const registry =
  typeof FinalizationRegistry === 'function'
    ? new FinalizationRegistry((game) => game.free())
    : { register() {}, unregister() {} };

/**
 * The FEN of Chess960 start position `n` (0 to 959 in the standard
 * numbering, 518 being the classical array); a random one when `n` is
 * left out. Castling is written as X-FEN (`KQkq`).
 *
 *   const chess = new Chess(chess960Fen(0), { chess960: true });
 */
export function chess960Fen(n) {
  if (n === undefined) n = Math.floor(Math.random() * 960);
  if (!Number.isInteger(n)) {
    throw new TypeError(`chess960Fen needs a start number from 0 to 959, got ${describe(n)}`);
  }
  return chess960_fen(n);
}

/**
 * Checks a FEN without creating a game.
 * @returns {{ok: true} | {ok: false, error: string}}
 */
export function validateFen(fen) {
  if (typeof fen !== 'string') {
    return { ok: false, error: `invalid FEN: must be a string, got ${describe(fen)}` };
  }
  // chess.js's checks first, in its order and words; then ferrochess's own (positions no game reaches).
  const reason = validate_fen(fen);
  const error = fenError(fen);
  if (error) return reason === '' ? { ok: false, error } : { ok: false, error, reason };
  return reason === '' ? { ok: true } : { ok: false, error: reason };
}

/**
 * Runs `load` (which reads `fen`) unless chess.js would refuse `fen`: then
 * throws chess.js's message, ferrochess's own words in `reason`. (Chess960
 * and skipValidation read FENs chess.js has no rules for: only ferrochess's
 * checks apply there.)
 */
function loadingFen(fen, { skipValidation, chess960 }, load) {
  if (typeof fen === 'string' && !skipValidation && !chess960) {
    const message = fenError(padFen(fen));
    if (message) throw chessJsError(message, { message: validate_fen(fen) || message });
  }
  return load();
}

/**
 * chess.js's message for a PGN that does not load, where it has one for the
 * same fault: a move it cannot play, a SetUp tag without a FEN (strict), a
 * FEN tag it refuses. Null otherwise (a syntax error: chess.js's parser
 * words those its own way; see docs/chessjs.md).
 */
function pgnErrorMessage(message, text, strict) {
  if (/SetUp/.test(message) && /FEN/.test(message) && strict) return SETUP_WITHOUT_FEN;
  const fen = /^Invalid PGN: .*FEN/i.test(message) ? /\[\s*FEN\s+"([^"]*)"\s*\]/i.exec(text)?.[1] : undefined;
  if (fen !== undefined) return fenError(padFen(fen));
  return pgnMoveError(message);
}

let readMainlineKeys;
/**
 * The game a WasmPgnStream (pgn-stream.js) took last, as a new `Chess`,
 * read as loadPgn reads a text (not part of the public API): the rules
 * make the game at once, with no starting position made first and then
 * replaced. Throws what the reader found wrong.
 */
export let chessOfSplitGame;
/** The constructor's first argument when it adopts a WasmGame (module-private). */
const ADOPT = Symbol('adopt a WasmGame');

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

/** A chess game with the API of chess.js 1.x, backed by Rust/wasm. */
export class Chess {
  #game;

  /**
   * A game from `fen` (the standard start by default). With
   * `{ skipValidation: true }` a FEN that is good notation but no legal
   * position (no kings, a pawn on the last rank: a board being set up)
   * loads too: it can be read and edited, and moves are refused with the
   * reason until it is legal.
   */
  constructor(fen = DEFAULT_POSITION, opts = {}) {
    if (fen === ADOPT) {
      this.#game = opts;
      registry.register(this, this.#game, this);
      this.#sync();
      return;
    }
    const { skipValidation = false, chess960 = false } = options(opts, 'constructor', ['skipValidation', 'chess960']);
    this.#game = loadingFen(fen, { skipValidation, chess960 }, () => new WasmGame(requireString(fen, 'FEN'), Boolean(skipValidation), Boolean(chess960)));
    registry.register(this, this.#game, this);
    this.#sync();
  }

  static {
    readMainlineKeys = (chess, maxPlies) => chess.#live.mainline_keys(maxPlies);
    chessOfSplitGame = (stream, strict, chess960) => new Chess(ADOPT, WasmGame.from_split_game(stream, strict, chess960));
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
      registry.unregister(this);
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

  /** The live tree, once gameTree() has made it. */
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
  /** The 64 squares, a8 first (as SQUARES): a piece, or undefined for none; null until asked. */
  #squares = null;
  /** The status bits, -1 until asked. */
  #statusBits = -1;
  #ascii = null;
  /** Every square's attackers by each side (WasmGame#attack_table), null until asked. */
  #attacks = null;
  /** The Zobrist key as hash() gives it, null until asked. */
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
    this.#squares ??= squaresOf(this.#currentFen());
    return this.#squares;
  }

  /**
   * The current position as the engine module rebuilds it: the FEN the
   * line starts from, its moves (SAN) and the rules. Throws the rules'
   * reason when the board is no legal position.
   */
  #line() {
    const live = this.#live;
    live.check_playable();
    const moves = parseMoves(live.history_verbose());
    return {
      fen: moves.length > 0 ? moves[0].before : live.fen(undefined),
      moves: moves.map((move) => move.san),
      chess960: live.is_chess960(),
    };
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

  /**
   * Hands the move to `color`: a null move in a game (an Error in check);
   * false when `color` is already to move. With `{ edit: true }` the
   * position is edited instead, as a board editor does: any position may
   * result (even one where the side not to move is in check), the clocks
   * stay and the en-passant square is cleared.
   */
  setTurn(color, { edit = false } = {}) {
    return this.#change((game) => game.set_turn(requireString(color, 'setTurn() color'), Boolean(edit)));
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

  /**
   * Gives (true) or takes (false) castling rights: `{ k, q }`, either may be
   * left out. Returns whether the rights are now as asked (a right whose
   * king or rook is not at home is not given).
   */
  setCastlingRights(color, rights) {
    requireString(color, 'setCastlingRights() color');
    if (rights === null || typeof rights !== 'object') {
      throw new TypeError(`setCastlingRights needs rights { k, q }, got ${describe(rights)}`);
    }
    const side = (value) => (value === undefined ? undefined : Boolean(value));
    const kingside = side(rights[KING]);
    const queenside = side(rights[QUEEN]);
    if (color === WHITE || color === BLACK) {
      // Rights already as asked: nothing changes, and the answer is yes.
      const { k, q } = this.getCastlingRights(color);
      if ((kingside === undefined || kingside === k) && (queenside === undefined || queenside === q)) return true;
      return this.#change((game) => game.set_castling_rights_of(color === BLACK, kingside, queenside));
    }
    // Another colour goes to the rules, which say what is wrong with it.
    return this.#change((game) => game.set_castling_rights(color, kingside, queenside));
  }

  /**
   * `{ k, q }`: whether `color`'s pieces allow each castling right (its king
   * on the back rank and a rook beyond it on that side; in standard chess
   * king on e and rook in the corner): what setCastlingRights could give.
   */
  castlingPossible(color) {
    const bits = this.#live.castling_possible(requireString(color, 'castlingPossible() color'));
    return { [KING]: (bits & 1) !== 0, [QUEEN]: (bits & 2) !== 0 };
  }

  /** The en-passant square (one a pawn of the side to move could take), or null. */
  getEnPassantSquare() {
    return this.#live.en_passant_square() ?? null;
  }

  /**
   * The squares the side to move could be given as its en-passant square:
   * a double step of the other side's pawn explains each, and a pawn stands
   * beside to take it.
   */
  enPassantSquares() {
    const text = this.#live.en_passant_squares();
    return text === '' ? [] : text.split(' ');
  }

  /**
   * Sets the en-passant square as a board editor does (null clears it);
   * false, and nothing changes, for a square enPassantSquares() does not
   * list.
   */
  setEnPassantSquare(square) {
    if (square !== null) requireString(square, 'setEnPassantSquare() square');
    return this.#change((game) => game.set_en_passant_square(square ?? undefined));
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
    const { verbose = false, square, piece } = options(opts, 'moves');
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
    const { strict = false } = options(opts, 'move');
    try {
      return this.#play(move, strict);
    } catch (error) {
      if (!(error instanceof Error) || error.message === 'this Chess object was freed') throw error;
      const nullInCheck = error.code === 'null-move-in-check' && (move === null || move === '--');
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
        if (code && error instanceof Error) error.code = code;
        throw error;
      }
    }
    if (move === null) {
      try {
        return new Move(this.#change((game) => game.move_null()));
      } catch (error) {
        if (error instanceof Error && this.inCheck()) error.code = 'null-move-in-check';
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
    const { verbose = false } = options(opts, 'history');
    if (verbose) return parseMoves(this.#live.history_verbose());
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
   * The game as PGN, its whole tree; with `{ upToCurrent: true }` without
   * the moves after the current position (its history, as chess.js writes
   * it), the variations beside them kept.
   */
  pgn(opts = {}) {
    const { newline = '\n', maxWidth = 0, upToCurrent = false } = options(opts, 'pgn');
    requireString(newline, 'pgn() newline');
    if (!Number.isInteger(maxWidth) || maxWidth < 0 || maxWidth > 0xffff) {
      throw new RangeError(`pgn() maxWidth must be an integer from 0 to 65535, got ${describe(maxWidth)}`);
    }
    return this.#live.pgn(maxWidth, newline, Boolean(upToCurrent));
  }

  /**
   * Loads the first game of a PGN text, variations and comments included.
   * The game is Chess960 with `{ chess960: true }` (by default the game's
   * own rules) or when its Variant tag says so (`[Variant "Chess960"]`).
   */
  loadPgn(pgn, opts = {}) {
    const { strict = false, newlineChar, chess960 = this.isChess960() } = options(opts, 'loadPgn');
    let text = requireString(pgn, 'PGN');
    if (newlineChar !== undefined && newlineChar !== '\r?\n') {
      text = text.split(requireString(newlineChar, 'loadPgn() newlineChar')).join('\n');
    }
    try {
      this.#change((game) => game.load_pgn(text, Boolean(strict), Boolean(chess960)));
    } catch (error) {
      throw error instanceof Error ? chessJsError(pgnErrorMessage(error.message, text, strict) ?? error.message, error) : error;
    }
  }

  /** Sets a header; a null or undefined value removes it (the Seven Tag Roster's default shows again). */
  setHeader(key, value) {
    requireString(key, 'header name');
    if (value === undefined || value === null) {
      this.removeHeader(key);
      return this.getHeaders();
    }
    requireString(value, 'header value');
    // A header is no part of the position: the position's mirror stays. The
    // rules refuse a bad name (and throw); the headers' mirror then takes the
    // value as they store and list it (line breaks and tabs as spaces).
    this.#live.set_header(key, value);
    const headers = this.#headers;
    if (headers !== null && !this.#derivesHeader(key)) {
      headers[key] = /[\t\n\r]/.test(value) ? value.replace(/[\t\n\r]/g, ' ') : value;
    } else {
      this.#headers = null;
    }
    return this.getHeaders();
  }

  removeHeader(key) {
    const removed = this.#live.remove_header(requireString(key, 'header name'));
    const headers = this.#headers;
    if (!removed) return false;
    if (headers !== null && !this.#derivesHeader(key)) {
      // A roster tag shows its default again; any other is gone.
      if (Object.hasOwn(SEVEN_TAG_ROSTER, key)) headers[key] = SEVEN_TAG_ROSTER[key];
      else delete headers[key];
    } else {
      this.#headers = null;
    }
    return true;
  }

  /**
   * Whether the headers' mirror cannot follow a change of `key` by itself:
   * SetUp and FEN (any case) are listed from the game's start, after every
   * other header, so a change of them, or a new header while they are
   * listed (it would come before them), is read from the rules again.
   */
  #derivesHeader(key) {
    const headers = this.#headers;
    return /^(setup|fen)$/i.test(key) || (!Object.hasOwn(headers, key) && Object.hasOwn(headers, 'SetUp'));
  }

  getHeaders() {
    if (this.#headers === null) {
      const headers = { ...SEVEN_TAG_ROSTER };
      const text = this.#live.headers();
      if (text !== '') {
        for (const line of text.split('\n')) {
          const tab = line.indexOf('\t');
          headers[line.slice(0, tab)] = line.slice(tab + 1);
        }
      }
      this.#headers = headers;
    }
    // A copy: the caller may change it.
    return { ...this.#headers };
  }

  /** chess.js's legacy header(key, value, …): sets pairs, returns all headers. */
  header(...args) {
    for (let i = 0; i + 1 < args.length; i += 2) this.setHeader(args[i], args[i + 1]);
    return this.getHeaders();
  }

  getComment() {
    return this.#live.comment();
  }

  setComment(comment) {
    this.#change((game) => game.set_comment(requireString(comment, 'comment')));
  }

  removeComment() {
    const previous = this.#live.comment();
    this.#change((game) => game.set_comment(undefined));
    return previous;
  }

  /** @deprecated chess.js's old name of removeComment. */
  deleteComment() {
    return this.removeComment();
  }

  /** Every comment of the game in order: [{ fen, comment }], fen the position it follows. */
  getComments() {
    return parseComments(this.#live.comments());
  }

  /** Removes every comment; returns them as getComments() did. */
  removeComments() {
    return parseComments(this.#change((game) => game.remove_comments()));
  }

  /** @deprecated chess.js's old name of removeComments. */
  deleteComments() {
    return this.removeComments();
  }

  /**
   * The game's moves as a tree: `{ current, nodes }`, `nodes` every
   * position of the game in id order, each `{ id, parent, children, san,
   * uci, fen, ply, nags, comment, startingComment }` (the root, id 0, is the
   * start: `san` null). A node's first child continues its line; the others
   * are variations. `current` is the node of the current position. A node
   * keeps its id while it is in the tree; the id of a move taken back or
   * deleted may name a later move.
   */
  tree() {
    const tree = JSON.parse(this.#live.tree());
    tree.nodes.forEach(withCommands);
    return tree;
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
        wholeTree: () => this.tree(),
        readNode: (id) => this.node(id),
        change: (call) => this.#change(call),
        forward: (method, ...args) => this[method](...args),
      });
    }
    return this.#gameTree;
  }

  /**
   * Node `id` of the tree, as tree() lists it, with `data`: what
   * setNodeData stored on it. It costs one move per ply of its line, however
   * big the tree.
   */
  node(id) {
    const [node, data] = JSON.parse(this.#live.node(requireNodeId(id, 'node')));
    node.data = Object.fromEntries(data.map(([key, value]) => [key, JSON.parse(value)]));
    return withCommands(node);
  }

  /**
   * What changed in the tree after revision `since` (a `revision` an earlier
   * call returned): `{ revision, replaced, changed, removed, current }`, the
   * ids of the nodes made or changed (moves, children, comments, NAGs,
   * data) and of those removed (apply `removed` first: a number may be
   * given again).
   * `replaced` is true, and the lists empty, when the whole tree is new
   * since (a game loaded) or `since` is left out: read it with tree().
   */
  changes(since) {
    if (since !== undefined && (typeof since !== 'number' || !(since >= 0))) {
      throw new TypeError(`changes needs a revision from an earlier call, got ${describe(since)}`);
    }
    const { relinked, ...changes } = JSON.parse(this.#live.tree_changes(since));
    changes.changed = [...changes.changed, ...relinked.map(([id]) => id)].sort((a, b) => a - b);
    changes.current = this.#live.current_node();
    return changes;
  }

  /** The id of the current position's node (0 before the first move). */
  currentNode() {
    return this.#live.current_node();
  }

  /** The main line's nodes from the first move on, as tree() lists them. */
  mainline() {
    return JSON.parse(this.#live.mainline()).map(withCommands);
  }

  /** The comment after node `id`'s move as the game holds it, commands and all. */
  #rawComment(id) {
    return JSON.parse(this.#live.node(id))[0].comment;
  }

  #setCommand(id, kind, value, what) {
    const node = requireNodeId(id, what);
    this.#change((game) => game.set_node_comment(node, writeCommand(this.#rawComment(node), kind, value) ?? undefined));
  }

  /**
   * Sets the clock after node `id`'s move, in seconds (`[%clk]`, as lichess
   * writes the mover's remaining time); null removes it.
   */
  setClock(id, seconds) {
    this.#setCommand(id, 'clock', requireSeconds(seconds, 'setClock'), 'setClock');
  }

  /** Sets the time node `id`'s move took, in seconds (`[%emt]`); null removes it. */
  setEmt(id, seconds) {
    this.#setCommand(id, 'emt', requireSeconds(seconds, 'setEmt'), 'setEmt');
  }

  /**
   * Sets the evaluation after node `id`'s move (`[%eval]`, White's view):
   * `{ cp }` or `{ mate }`, with an optional `depth`; null removes it.
   */
  setEval(id, score) {
    this.#setCommand(id, 'eval', requireScore(score), 'setEval');
  }

  /**
   * Sets the circles and arrows on node `id` (`[%csl]`, `[%cal]`): `[{ from,
   * to?, color? }]`, a circle when `to` is left out, colour 'green' (the
   * default), 'red', 'yellow' or 'blue'; [] removes them.
   */
  setShapes(id, shapes) {
    this.#setCommand(id, 'shapes', requireShapes(shapes), 'setShapes');
  }

  /** Sets the text of node `id`'s comment, keeping its commands (null: only the commands stay). */
  setNodeComment(id, text) {
    const node = requireNodeId(id, 'setNodeComment');
    if (text !== null) requireString(text, 'setNodeComment text');
    this.#change((game) => game.set_node_comment(node, replaceText(this.#rawComment(node), text) ?? undefined));
  }

  /**
   * Adds `moves` (SAN, or any notation move() takes unless `{ strict: true }`)
   * as a line from node `fromId` without moving the game: where the tree
   * holds a move already, the line follows it; else it becomes a variation.
   * Every move is checked first, so a bad one throws and adds nothing.
   * Returns the id of the line's last node.
   */
  addLine(fromId, moves, { strict = false } = {}) {
    const from = requireNodeId(fromId, 'addLine');
    if (!Array.isArray(moves) || !moves.every((m) => typeof m === 'string')) {
      throw new TypeError(`addLine needs an array of moves as strings, got ${describe(moves)}`);
    }
    return this.#change((game) => game.add_line(from, moves, Boolean(strict)));
  }

  /** The value setNodeData stored on node `id` under `key` (undefined when none). */
  getNodeData(id, key) {
    const text = this.#live.node_data(requireNodeId(id, 'getNodeData'), requireDataKey(key, 'getNodeData'));
    return text === undefined ? undefined : JSON.parse(text);
  }

  /**
   * Stores `value` (anything JSON can hold) on node `id` under `key`, for a
   * program's own scores, marks or clocks; `undefined` removes it. The value
   * stays with the node through goTo, promoteVariation and new moves, and
   * goes with it when it is deleted or taken back; PGN does not carry it.
   */
  setNodeData(id, key, value) {
    const node = requireNodeId(id, 'setNodeData');
    const name = requireDataKey(key, 'setNodeData');
    let text;
    if (value !== undefined) {
      text = JSON.stringify(value);
      if (text === undefined) throw new TypeError(`setNodeData needs a value JSON can hold, got ${describe(value)}`);
    }
    this.#change((game) => game.set_node_data(node, name, text));
  }

  /** Goes to node `id` of tree(): its line becomes the history; the tree stays. */
  goTo(id) {
    this.#change((game) => game.go_to(requireNodeId(id, 'goTo')));
  }

  /** Makes the line of node `id` the continuation where it branches off (the main line there). */
  promoteVariation(id) {
    return this.#change((game) => game.promote_variation(requireNodeId(id, 'promoteVariation')));
  }

  /** Removes node `id` and everything after it; the game steps back when it stood there. */
  deleteVariation(id) {
    return this.#change((game) => game.delete_variation(requireNodeId(id, 'deleteVariation')));
  }

  /** The NAGs of the last move (or of the move that led to `fen` in the current line), without its suffix annotation. */
  getNags(fen) {
    const nags = Array.from(this.#live.nags(optionalString(fen, 'getNags() fen')));
    const suffix = nags.findIndex((nag) => nag >= 1 && nag <= 6);
    return nags.filter((_, i) => i !== suffix);
  }

  /** Replaces the NAGs (0-255) of the last move (or of the move that led to `fen`); its suffix annotation stays. */
  setNags(nags, fen) {
    if (!Array.isArray(nags) || !nags.every((nag) => Number.isInteger(nag) && nag >= 0 && nag <= 255)) {
      throw new TypeError(`setNags needs an array of integers from 0 to 255, got ${describe(nags)}`);
    }
    const suffix = this.#suffixNag(fen);
    const unique = [...new Set(nags)].filter((nag) => nag !== suffix);
    this.#change((game) => game.set_nags(Uint8Array.from(suffix === undefined ? unique : [suffix, ...unique]), optionalString(fen, 'setNags() fen')));
  }

  /** Adds a NAG to the last move (or to the move that led to `fen`). */
  addNag(nag, fen) {
    this.setNags([...this.getNags(fen), nag], fen);
  }

  /** Removes one NAG; returns whether it was there. */
  removeNag(nag, fen) {
    const nags = this.getNags(fen);
    if (!nags.includes(nag)) return false;
    this.setNags(nags.filter((n) => n !== nag), fen);
    return true;
  }

  /** Removes the NAGs (not the suffix annotation); returns them. */
  removeNags(fen) {
    const nags = this.getNags(fen);
    this.setNags([], fen);
    return nags;
  }

  #suffixNag(fen) {
    return Array.from(this.#live.nags(optionalString(fen, 'fen'))).find((nag) => nag >= 1 && nag <= 6);
  }

  /** The move's suffix annotation ('!', '?', '!!', '??', '!?', '?!'), or undefined. */
  getSuffixAnnotation(fen) {
    const nag = this.#suffixNag(fen);
    return nag === undefined ? undefined : SUFFIX_LIST[nag - 1];
  }

  /** Sets the move's suffix annotation (one of SUFFIX_LIST). */
  setSuffixAnnotation(suffix, fen) {
    const nag = SUFFIX_LIST.indexOf(suffix) + 1;
    if (nag === 0) {
      throw new Error(`invalid suffix annotation ${describe(suffix)}: expected one of ${SUFFIX_LIST.join(' ')}`);
    }
    const others = this.getNags(fen);
    this.#change((game) => game.set_nags(Uint8Array.from([nag, ...others]), optionalString(fen, 'fen')));
  }

  /** Removes the move's suffix annotation; returns it. */
  removeSuffixAnnotation(fen) {
    const previous = this.getSuffixAnnotation(fen);
    this.#change((game) => game.set_nags(Uint8Array.from(this.getNags(fen)), optionalString(fen, 'fen')));
    return previous;
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

  /**
   * Scores the position in centipawns from White's point of view.
   * evaluator: 'default' (the default: the engine's own evaluator), 'nnue'
   * (the learned evaluation), 'handcrafted' (the hand-written one),
   * 'material', 'pst', 'shannon', 'turing', 'berliner' or 'upcraft'.
   */
  evaluate(opts = {}) {
    const { evaluator = 'default' } = options(opts, 'evaluate');
    return requireEngine('evaluate').evaluate(this.#line(), requireString(evaluator, 'evaluator'));
  }

  /**
   * The hand-written evaluation by term: [{ term, cp }] from White's point of
   * view, summing to evaluate({ evaluator: 'handcrafted' }). A net has no
   * named terms, so this explains the hand-written evaluator even where the
   * engine plays with the learned one.
   */
  explain() {
    return requireEngine('explain')
      .explain(this.#line())
      .split('\n')
      .map((line) => {
        const [term, cp] = line.split('\t');
        return { term, cp: Number(cp) };
      });
  }

  /**
   * Searches the current position synchronously (use it in a worker or in
   * Node; in a page, prefer a worker). Options: elo (a rating from
   * ratings().min to ratings().max, full strength; the engine plays at that
   * strength: a node budget and a move choice that prefers the best moves
   * without always finding them), or level (1-8, which decides
   * algorithm, evaluator, budget and randomness), or algorithm ('default',
   * 'alphabeta', 'minimax', 'random'), evaluator, randomness (cp); limits
   * depth, nodes, movetime (ms); book (play from the opening book, default
   * true with a level, false otherwise); multiPv (1-32, default 1: how many
   * lines to search, the best move's, then the best of the rest, ...);
   * sameGame (default false: each search starts from a cleared engine, so
   * calls are independent and repeatable; true keeps the previous search's
   * table and move history, as a UCI engine does within a game, which plays
   * stronger when the searches follow one game). With
   * no limit, searches a million nodes. Returns { bestMove, san, book,
   * score: {cp} | {mate}, depth, seldepth, nodes, nps, time, pv, pvSan,
   * lines }; bestMove is null when there is no legal move; lines holds
   * multiPv entries { move, san, score, pv, pvSan }, best first (fewer when
   * there are fewer legal moves), the first being the result's own.
   * onInfo(report), if given, is called after each completed iteration with
   * { san, score, depth, seldepth, nodes, nps, time, pv, pvSan, lines };
   * onProgress({ nodes, nps, time }), if given, every 500 ms while the search
   * runs (also within a long iteration, and for every algorithm).
   * shouldStop(), if given, is asked about once a millisecond whether to end
   * the search now; true ends it with the last completed iteration's move
   * (a worker can read a flag in a SharedArrayBuffer that way).
   */
  bestMove(opts = {}) {
    return requireEngine('bestMove').search(this.#line(), opts);
  }

  /** The game's opening: { eco, name } of the last named position, or undefined. */
  opening() {
    const text = requireEngine('opening').opening(this.#line());
    if (text === undefined) return undefined;
    const [eco, name] = text.split('\t');
    return { eco, name };
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
