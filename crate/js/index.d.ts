/**
 * `import { Chess } from 'ferrochess'`: the rules (a drop-in for chess.js),
 * the worker-backed `Engine`, the rating scale, and `loadEngine()`.
 * @module ferrochess
 */
// Type declarations for ferrochess's chess.js-compatible API.

export type Color = 'w' | 'b';
export type PieceSymbol = 'p' | 'n' | 'b' | 'r' | 'q' | 'k';
export type Square =
  | 'a8' | 'b8' | 'c8' | 'd8' | 'e8' | 'f8' | 'g8' | 'h8'
  | 'a7' | 'b7' | 'c7' | 'd7' | 'e7' | 'f7' | 'g7' | 'h7'
  | 'a6' | 'b6' | 'c6' | 'd6' | 'e6' | 'f6' | 'g6' | 'h6'
  | 'a5' | 'b5' | 'c5' | 'd5' | 'e5' | 'f5' | 'g5' | 'h5'
  | 'a4' | 'b4' | 'c4' | 'd4' | 'e4' | 'f4' | 'g4' | 'h4'
  | 'a3' | 'b3' | 'c3' | 'd3' | 'e3' | 'f3' | 'g3' | 'h3'
  | 'a2' | 'b2' | 'c2' | 'd2' | 'e2' | 'f2' | 'g2' | 'h2'
  | 'a1' | 'b1' | 'c1' | 'd1' | 'e1' | 'f1' | 'g1' | 'h1';

export interface Piece {
  color: Color;
  type: PieceSymbol;
}

/** Why a game ended, as returned by {@link Chess.outcome}. */
export type Outcome =
  | 'checkmate'
  | 'stalemate'
  | 'insufficient_material'
  | 'threefold_repetition'
  | 'fifty_moves';

export const DEFAULT_POSITION: string;
export const WHITE: 'w';
export const BLACK: 'b';
export const PAWN: 'p';
export const KNIGHT: 'n';
export const BISHOP: 'b';
export const ROOK: 'r';
export const QUEEN: 'q';
export const KING: 'k';
export const SQUARES: readonly Square[];
export const SEVEN_TAG_ROSTER: Readonly<Record<'Event' | 'Site' | 'Date' | 'Round' | 'White' | 'Black' | 'Result', string>>;

export type EvaluatorName = 'default' | 'nnue' | 'handcrafted' | 'material' | 'pst' | 'shannon' | 'turing' | 'berliner' | 'upcraft';
export type AlgorithmName = 'default' | 'alphabeta' | 'minimax' | 'random';

export interface SearchOptions {
  /**
   * Play at this rating: an integer from ratings().min to ratings().max
   * (full strength), on Stockfish 15.1's UCI_Elo scale. Decides the search;
   * depth, nodes and movetime only bound it. Not together with level.
   */
  elo?: number;
  /** 1 (novice) to 8 (full strength); decides algorithm, evaluator, budget and randomness. */
  level?: number;
  algorithm?: AlgorithmName;
  evaluator?: EvaluatorName;
  depth?: number;
  nodes?: number;
  /** Milliseconds. */
  movetime?: number;
  /** Centipawn margin within which the move is chosen at random. */
  randomness?: number;
  /** Play from the opening book (default: true with a level or elo, else false). */
  book?: boolean;
  /**
   * Search threads (Lazy SMP). Chess#bestMove runs on the calling thread, so
   * only 1 there; Engine#search uses up to Engine.maxThreads and caps the rest.
   */
  threads?: number;
  /**
   * Lines to search (MultiPV), 1 to 32, default 1: the best move's, then the
   * best of the other moves', and so on. Results and reports list them in `lines`.
   */
  multiPv?: number;
  /**
   * Keep what the previous search learned (its transposition table and move
   * history), as a UCI engine does within one game; it plays stronger when the
   * searches follow one game. Default false: every search starts from a cleared
   * engine, so calls are independent and give the same answer each time.
   * With Engine#search, the tables live in its worker (a worker replaced after a
   * stop without shared memory starts empty).
   */
  sameGame?: boolean;
  /** Called after each completed iteration. */
  onInfo?: (info: SearchInfo) => void;
  /** Called every 500 ms while the search runs. */
  onProgress?: (progress: SearchProgress) => void;
  /**
   * Asked about once a millisecond while the search runs: true ends it with the
   * last completed iteration's move (e.g. a flag in a SharedArrayBuffer, read with Atomics).
   */
  shouldStop?: () => boolean;
}

/** A heartbeat of a running search. */
export interface SearchProgress {
  nodes: number;
  nps: number;
  /** Milliseconds since the search started. */
  time: number;
}

/** The option names Chess#bestMove accepts (any other name is an error). */
export const SEARCH_OPTIONS: readonly string[];

export interface SearchResult extends SearchInfo {
  /** UCI notation (e2e4, e7e8q), or null with no legal move. */
  bestMove: string | null;
  /** Whether the move came from the opening book. */
  book: boolean;
}

/** A suffix annotation: NAGs 1 to 6 written after a move. */
export type Suffix = '!' | '?' | '!!' | '??' | '!?' | '?!';
/** The suffix annotations, in the order of their NAGs (1 to 6). */
export const SUFFIX_LIST: readonly Suffix[];

/** A position of a game's move tree (Chess#tree). */
export interface TreeNode {
  id: number;
  /** null for the root, the starting position. */
  parent: number | null;
  /** The moves played from here: the first continues the line, the others are variations. */
  children: number[];
  /** The move that led here, in SAN and UCI (null for the root). */
  san: string | null;
  uci: string | null;
  /** The FEN here. */
  fen: string;
  /** Plies from the tree's root (0 at the root). */
  ply: number;
  /** The side to move here. */
  turn: Color;
  /** The fullmove number here, as the FEN says. */
  moveNumber: number;
  nags: number[];
  /** The comment after the move (on the root: before the first move). */
  comment: string | null;
  /** A comment before the move, where a variation opens with one. */
  startingComment: string | null;
}

/** A node as `node(id)` gives it: as tree() lists it, with the values setNodeData stored on it. */
/** What changed in a game's tree since a revision (Chess#changes). */
export interface TreeChanges {
  /** The tree's revision now: pass it to the next call. */
  revision: number;
  /** The whole tree is new since (a game loaded), or no revision was given: read it with tree(). */
  replaced: boolean;
  /** Nodes made or changed since (their moves, comments, NAGs or data). */
  changed: number[];
  /** Nodes removed since; apply these first (a number may be given again). */
  removed: number[];
  /** The current position's node. */
  current: number;
}

export interface TreeNodeWithData extends TreeNode {
  data: Record<string, unknown>;
}

/** A move as chess.js 1.x describes it. */
export class Move {
  color: Color;
  from: Square;
  to: Square;
  piece: PieceSymbol;
  captured: PieceSymbol | undefined;
  promotion: PieceSymbol | undefined;
  /** n normal, c capture, b big pawn, e en passant, p promotion, k/q castling. */
  flags: string;
  san: string;
  lan: string;
  before: string;
  after: string;
  isCapture(): boolean;
  isPromotion(): boolean;
  isEnPassant(): boolean;
  isKingsideCastle(): boolean;
  isQueensideCastle(): boolean;
  isCastle(): boolean;
  isBigPawn(): boolean;
}

/** Checks a FEN without creating a game. */
/** One measured skill of the rating table. */
export interface RatedSkill {
  /** 0 (weakest) to 100 (full strength). */
  skill: number;
  elo: number;
  /** The 95% interval of elo. */
  low: number;
  high: number;
  /** Games it played in the calibration. */
  games: number;
}

/** The ratings `elo` accepts (max is full strength), the measured table behind them, and the levels' ratings. */
export function ratings(): {
  min: number;
  max: number;
  calibration: RatedSkill[];
  levels: { level: number; name: string; elo: number }[];
};

export function validateFen(fen: string): { ok: true; error?: undefined } | { ok: false; error: string };

/**
 * The FEN of Chess960 start position `n` (0 to 959, the standard numbering:
 * 518 is the classical array), a random one when `n` is left out.
 */
export function chess960Fen(n?: number): string;

/**
 * A chess game with chess.js 1.x's API, backed by Rust/WebAssembly.
 * Methods throw an `Error` (a `TypeError` for wrong argument types) with a
 * clear message on bad input and leave the game unchanged.
 */
export class Chess {
  /**
   * `skipValidation`: read any FEN that is good notation, even a position
   * that is not chess (no kings, a pawn on the last rank): a board to edit,
   * on which moves are refused with the reason until it is legal.
   * `chess960`: Chess960 rules; the FEN's castling field may be X-FEN
   * (`KQkq`, a file letter for an inner rook) or Shredder-FEN (`HAha`), and
   * `fen()` writes it back in the same style. Castling moves are `O-O` /
   * `O-O-O` with flags `k` / `q`; a verbose move's `to` is the castling
   * rook's square (the king moves onto its rook, as UCI_Chess960 writes it).
   */
  constructor(fen?: string, options?: { skipValidation?: boolean; chess960?: boolean });
  /** Whether castling follows Chess960's rules. */
  isChess960(): boolean;
  /** Frees the wasm memory now (otherwise freed at garbage collection). */
  free(): void;
  /** `chess960`: the rules to read `fen` by (by default the game's own). */
  load(fen: string, options?: { skipValidation?: boolean; preserveHeaders?: boolean; chess960?: boolean }): void;
  /** Back to the standard start, no headers; a Chess960 game stays one (the classical array is its start 518). */
  reset(): void;
  /** An empty board, white to move; headers are kept with `preserveHeaders`. */
  clear(options?: { preserveHeaders?: boolean }): void;
  /** `forceEnpassantSquare`: name the square after any double step beside a pawn, even when taking is illegal. */
  fen(options?: { forceEnpassantSquare?: boolean }): string;
  turn(): Color;
  /**
   * Places a piece; false (nothing changes) for a piece, colour or square
   * that does not exist, or a second king of one colour. An edit starts a
   * new game from the edited position; headers stay.
   */
  put(piece: { type: PieceSymbol; color: Color }, square: Square): boolean;
  /** Empties a square; returns what stood there. */
  remove(square: Square): Piece | undefined;
  /** The squares (a8 first) of the pieces of a kind and colour; [] for none or a piece that does not exist. */
  findPiece(piece: Piece): Square[];
  /** The squares of `color`'s pieces (default: the side to move's) that attack `square`, pinned ones included. */
  attackers(square: Square, color?: Color): Square[];
  isAttacked(square: Square, color: Color): boolean;
  /** Hands the move to `color` (a null move in a game; an Error in check); false when `color` is to move already. */
  /**
   * Hands the move to `color`: a null move (an Error in check); false when
   * it is already to move. With `{ edit: true }`, an edit of the position as
   * a board editor makes it: any position may result, en passant is cleared.
   */
  setTurn(color: Color, options?: { edit?: boolean }): boolean;
  getCastlingRights(color: Color): { k: boolean; q: boolean };
  /** Gives (true) or takes (false) castling rights; returns whether they are now as asked. */
  setCastlingRights(color: Color, rights: { k?: boolean; q?: boolean }): boolean;
  /**
   * Which castling rights `color`'s pieces allow (king on its back rank, a
   * rook beyond it on that side): what setCastlingRights could give.
   * @example
   * const chess = new Chess('4k3/8/8/8/8/8/8/R3K3 w - - 0 1');
   * chess.castlingPossible('w'); // { k: false, q: true }
   */
  castlingPossible(color: Color): { k: boolean; q: boolean };
  /**
   * Whether `color` cannot checkmate by any series of legal moves, even with
   * the other side's help: a game whose other side runs out of time is then
   * drawn. False while the board holds no legal position.
   * @example
   * new Chess('8/8/8/8/8/2k5/8/2K1N3 w - - 0 1').hasInsufficientMaterial('w'); // true: a lone knight
   * new Chess('8/8/8/8/8/2k5/2p5/2K1N3 w - - 0 1').hasInsufficientMaterial('w'); // false: the pawn could hem its king in
   */
  hasInsufficientMaterial(color: Color): boolean;
  /** The en-passant square (one a pawn of the side to move could take), or null. */
  getEnPassantSquare(): Square | null;
  /**
   * The squares the side to move could be given as its en-passant square.
   * @example
   * new Chess('4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1').enPassantSquares(); // ['d6']
   */
  enPassantSquares(): Square[];
  /** Sets the en-passant square (null clears it); false, and nothing changes, for one enPassantSquares() does not list. */
  setEnPassantSquare(square: Square | string | null): boolean;

  moves(options?: { verbose?: false; square?: Square | string; piece?: PieceSymbol }): string[];
  moves(options: { verbose: true; square?: Square | string; piece?: PieceSymbol }): Move[];
  moves(options?: { verbose?: boolean; square?: Square | string; piece?: PieceSymbol }): string[] | Move[];

  /** SAN (or, unless strict, other notations); `'--'` or `null` passes (a null move, refused in check). */
  move(move: string | { from: string; to: string; promotion?: string } | null, options?: { strict?: boolean }): Move;
  undo(): Move | null;

  history(options?: { verbose?: false }): string[];
  history(options: { verbose: true }): Move[];
  history(options?: { verbose?: boolean }): string[] | Move[];

  get(square: Square | string): Piece | undefined;
  board(): ({ square: Square; type: PieceSymbol; color: Color } | null)[][];
  ascii(): string;
  /** The board drawn with Unicode chess symbols. */
  unicode(): string;

  isCheck(): boolean;
  inCheck(): boolean;
  isCheckmate(): boolean;
  isStalemate(): boolean;
  isInsufficientMaterial(): boolean;
  isThreefoldRepetition(): boolean;
  isDrawByFiftyMoves(): boolean;
  isDraw(): boolean;
  isGameOver(): boolean;
  /** Why the game is over, or undefined while it goes on. */
  outcome(): Outcome | undefined;

  /**
   * PGN text laid out as chess.js lays it out; lines wrap at `maxWidth` (default 0 = never).
   * The whole tree is written; `upToCurrent` leaves out the moves after the
   * current position (the variations beside its line are kept).
   * @example
   * const chess = new Chess();
   * chess.loadPgn('1. e4 e5 (1... c5) 2. Nf3 *');
   * chess.goTo(chess.mainline()[1].id);
   * chess.pgn({ upToCurrent: true }); // '…1. e4 e5 (1... c5) *'
   */
  pgn(options?: { newline?: string; maxWidth?: number; upToCurrent?: boolean }): string;
  /** `chess960` (by default the game's own rules), or a `[Variant "Chess960"]` tag, reads the game as Chess960. */
  loadPgn(pgn: string, options?: { strict?: boolean; newlineChar?: string; chess960?: boolean }): void;
  /** Sets a header; null removes it. */
  setHeader(key: string, value: string | null): Record<string, string>;
  removeHeader(key: string): boolean;
  getHeaders(): Record<string, string>;
  /** @deprecated chess.js's legacy form: sets key/value pairs, returns all headers. */
  header(...args: string[]): Record<string, string>;

  getComment(): string | undefined;
  setComment(comment: string): void;
  removeComment(): string | undefined;
  /** @deprecated chess.js's old name of removeComment. */
  deleteComment(): string | undefined;
  /** Every comment in game order, each with the FEN of the position it follows. */
  getComments(): { fen: string; comment: string }[];
  removeComments(): { fen: string; comment: string }[];
  /** @deprecated chess.js's old name of removeComments. */
  deleteComments(): { fen: string; comment: string }[];

  perft(depth: number): number;

  /** The game's moves as a tree: every node in id order; `current` is the current position's. */
  tree(): { current: number; nodes: TreeNode[] };
  /**
   * Node `id` of the tree with its stored data; it costs one move per ply of its line.
   * @example
   * const chess = new Chess();
   * chess.move('e4');
   * chess.node(chess.currentNode()).san; // 'e4'
   */
  node(id: number): TreeNodeWithData;
  /** The id of the current position's node (0 before the first move). */
  currentNode(): number;
  /**
   * What changed in the tree after `since` (a revision an earlier call
   * returned), so that a UI redraws those nodes alone.
   * @example
   * let { revision } = chess.changes();        // replaced: true, read tree() once
   * chess.move('e4');
   * const changes = chess.changes(revision);   // { changed: [0, 1], removed: [], … }
   * revision = changes.revision;
   */
  changes(since?: number): TreeChanges;
  /**
   * The main line's nodes from the first move on.
   * @example
   * const chess = new Chess();
   * chess.loadPgn('1. e4 e5 (1... c5) 2. Nf3');
   * chess.mainline().map((n) => n.san); // ['e4', 'e5', 'Nf3']
   */
  mainline(): TreeNode[];
  /**
   * Adds a line of moves from node `fromId` without moving the game; returns its last node's id.
   * Every move is checked first: a bad one throws and nothing is added.
   * @example
   * const chess = new Chess();
   * chess.move('e4');
   * const id = chess.addLine(0, ['d4', 'd5']); // a variation of 1. e4
   * chess.history(); // ['e4']
   * chess.node(id).fen; // the position after 1. d4 d5
   */
  addLine(fromId: number, moves: string[], options?: { strict?: boolean }): number;
  /** The value setNodeData stored on node `id` under `key`. */
  getNodeData(id: number, key: string): unknown;
  /**
   * Stores a JSON value on node `id` under `key` (undefined removes it); PGN does not carry it.
   * @example
   * const chess = new Chess();
   * chess.move('e4');
   * chess.setNodeData(chess.currentNode(), 'eval', { cp: 31, depth: 18 });
   * chess.getNodeData(chess.currentNode(), 'eval'); // { cp: 31, depth: 18 }
   */
  setNodeData(id: number, key: string, value: unknown): void;
  /** Goes to node `id` of tree(): its line becomes the history; the tree stays. */
  goTo(id: number): void;
  /** Makes node `id`'s line the continuation where it branches off. */
  promoteVariation(id: number): boolean;
  /** Removes node `id` and everything after it. */
  deleteVariation(id: number): boolean;
  /** NAGs of the last move (or of the move that led to `fen` in the current line), without its suffix annotation. */
  getNags(fen?: string): number[];
  setNags(nags: number[], fen?: string): void;
  addNag(nag: number, fen?: string): void;
  removeNag(nag: number, fen?: string): boolean;
  removeNags(fen?: string): number[];
  getSuffixAnnotation(fen?: string): Suffix | undefined;
  setSuffixAnnotation(suffix: Suffix, fen?: string): void;
  removeSuffixAnnotation(fen?: string): Suffix | undefined;

  /** Centipawns from White's point of view. Needs the engine module: `await loadEngine()` first (else it throws). */
  evaluate(options?: { evaluator?: EvaluatorName }): number;
  /**
   * The hand-written evaluation by term, White's point of view; the terms sum to
   * evaluate({ evaluator: 'handcrafted' }). Needs the engine module: `await loadEngine()` first.
   */
  explain(): { term: string; cp: number }[];
  /**
   * Searches synchronously (prefer `Engine`, a worker, in pages). With no limit, a million nodes.
   * Needs the engine module: `await loadEngine()` first (else it throws).
   */
  bestMove(options?: SearchOptions): SearchResult;
  /** The game's opening (the last named position reached), or undefined. Needs the engine module: `await loadEngine()` first. */
  opening(): { eco: string; name: string } | undefined;
  /** The position's Zobrist key, 16 hex digits (repetition-aware: en passant counts only when legal). */
  hash(): string;
  moveNumber(): number;
  squareColor(square: Square | string): 'light' | 'dark' | null;
}

/** A progress report: one completed iteration of a search. */
export interface SearchInfo {
  san: string | null;
  score: { cp: number } | { mate: number };
  depth: number;
  seldepth: number;
  nodes: number;
  nps: number;
  time: number;
  pv: string[];
  pvSan: string[];
  /** Every line of the iteration, best first (multiPv of them, or one per legal move if fewer). */
  lines: SearchLine[];
}

/** One line of a search: a root move, its score and its principal variation. */
export interface SearchLine {
  /** The line's first move in UCI notation. */
  move: string | null;
  san: string | null;
  score: { cp: number } | { mate: number };
  pv: string[];
  pvSan: string[];
}

/** How long a searching worker may stay silent before it counts as dead (5000 ms). */
export const DEFAULT_WATCHDOG_MS: number;

/**
 * An asynchronous engine that owns a module worker (in Node, a worker_threads
 * thread). A new search cancels the
 * running one (its promise rejects with an Error whose `cancelled` is true).
 * A worker that fails, or stays silent for `watchdogMs` during a search, is
 * replaced; the search's promise rejects with an Error whose `crashed` is true.
 */
export class Engine {
  /** `threads`: how many threads each search uses (default 1), up to Engine.maxThreads. */
  constructor(options?: { workerUrl?: string | URL; watchdogMs?: number; threads?: number });
  /**
   * The most threads a search can use here: the machine's cores (up to 16)
   * in a cross-origin-isolated page, else 1 (and 1 in Node).
   */
  static readonly maxThreads: number;
  /** The threads each search uses: the `threads` option, at most Engine.maxThreads. */
  readonly threads: number;
  readonly busy: boolean;
  /** The result's `threads` says how many threads searched. */
  search(
    options?: Omit<SearchOptions, 'shouldStop'> & { fen?: string; moves?: string[]; chess960?: boolean },
  ): Promise<SearchResult & { stopped?: boolean; threads: number }>;
  /** Ends the current search early; it resolves with the best move so far (`stopped: true`). */
  stop(): void;
  /**
   * Drops the current search: its promise rejects with `cancelled: true`. With shared
   * memory (isolated pages, Node) the worker stays; elsewhere it is terminated.
   */
  cancel(): void;
  /** Stops the worker for good (a later search starts a new one). */
  terminate(): void;
}

/**
 * Loads the engine module on this thread (once) and resolves to the exports
 * of `ferrochess/engine`; after it, Chess#bestMove, #evaluate, #explain and
 * #opening work. `Engine` needs none of this: its worker loads the engine.
 */
export function loadEngine(): Promise<typeof import('./engine-entry.js')>;
