/**
 * `import { Chess } from 'ferrochess'`: the rules (a drop-in for chess.js),
 * the worker-backed `Engine`, the rating scale, and `loadEngine()`.
 * @module ferrochess
 */
// Type declarations for ferrochess's chess.js-compatible API.

/** A side: `'w'` White, `'b'` Black. */
export type Color = 'w' | 'b';
/** A kind of piece, lowercase: pawn, knight, bishop, rook, queen, king. */
export type PieceSymbol = 'p' | 'n' | 'b' | 'r' | 'q' | 'k';
/** A square's name, file then rank: `'a8'` to `'h1'`. */
export type Square =
  | 'a8' | 'b8' | 'c8' | 'd8' | 'e8' | 'f8' | 'g8' | 'h8'
  | 'a7' | 'b7' | 'c7' | 'd7' | 'e7' | 'f7' | 'g7' | 'h7'
  | 'a6' | 'b6' | 'c6' | 'd6' | 'e6' | 'f6' | 'g6' | 'h6'
  | 'a5' | 'b5' | 'c5' | 'd5' | 'e5' | 'f5' | 'g5' | 'h5'
  | 'a4' | 'b4' | 'c4' | 'd4' | 'e4' | 'f4' | 'g4' | 'h4'
  | 'a3' | 'b3' | 'c3' | 'd3' | 'e3' | 'f3' | 'g3' | 'h3'
  | 'a2' | 'b2' | 'c2' | 'd2' | 'e2' | 'f2' | 'g2' | 'h2'
  | 'a1' | 'b1' | 'c1' | 'd1' | 'e1' | 'f1' | 'g1' | 'h1';

/**
 * A piece: its colour and kind.
 * @example
 * new Chess().get('e1'); // { color: 'w', type: 'k' }
 */
export interface Piece {
  /** Whose piece it is. */
  color: Color;
  /** Which kind of piece. */
  type: PieceSymbol;
}

/** A piece as {@link Chess.board} lists it: with its square. */
export interface BoardSquare extends Piece {
  /** Where it stands. */
  square: Square;
}

/** Whether a side may castle (or could be given the right to) on each wing. */
export interface CastlingRights {
  /** Kingside (short, `O-O`). */
  k: boolean;
  /** Queenside (long, `O-O-O`). */
  q: boolean;
}

/** A comment of a game and the position it follows ({@link Chess.getComments}). */
export interface CommentEntry {
  /** The FEN of the position after the move the comment follows. */
  fen: string;
  /** The comment's text, without its braces. */
  comment: string;
}

/** An opening's ECO code and name (lichess's names). */
export interface Opening {
  /** The ECO code, `A00` to `E99`. */
  eco: string;
  /** The name, as lichess's opening data writes it. */
  name: string;
}

/**
 * Why a game ended, as returned by {@link Chess.outcome}.
 * @example
 * const chess = new Chess();
 * for (const san of ['f3', 'e5', 'g4', 'Qh4#']) chess.move(san);
 * chess.outcome(); // 'checkmate'
 */
export type Outcome =
  | 'checkmate'
  | 'stalemate'
  | 'insufficient_material'
  | 'threefold_repetition'
  | 'fifty_moves';

/**
 * The standard starting position's FEN.
 * @example
 * DEFAULT_POSITION; // 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
 */
export const DEFAULT_POSITION: string;
/** White, `'w'`. */
export const WHITE: 'w';
/** Black, `'b'`. */
export const BLACK: 'b';
/** A pawn, `'p'`. */
export const PAWN: 'p';
/** A knight, `'n'`. */
export const KNIGHT: 'n';
/** A bishop, `'b'`. */
export const BISHOP: 'b';
/** A rook, `'r'`. */
export const ROOK: 'r';
/** A queen, `'q'`. */
export const QUEEN: 'q';
/** A king, `'k'`. */
export const KING: 'k';
/**
 * The 64 squares, a8 first and h1 last (the order of {@link Chess.board}'s rows): a plain
 * array, as chess.js's (not frozen, which would halve the speed of a loop over it in V8;
 * changing it changes nothing in the library).
 * @example
 * [SQUARES[0], SQUARES[63], SQUARES.length]; // ['a8', 'h1', 64]
 */
export const SQUARES: Square[];
/**
 * PGN's seven required headers with their "unknown" values; {@link Chess.getHeaders} starts from these.
 * @example
 * SEVEN_TAG_ROSTER.Date; // '????.??.??'
 */
export const SEVEN_TAG_ROSTER: Readonly<Record<'Event' | 'Site' | 'Date' | 'Round' | 'White' | 'Black' | 'Result', string>>;

/**
 * An evaluation to search or score with: `'default'` (the engine's own, the learned one),
 * `'nnue'` (the learned evaluation), `'handcrafted'` (the hand-written one), or one of the
 * historical ones the weaker levels play with (`'material'`, `'pst'`, `'shannon'`, `'turing'`,
 * `'berliner'`, `'upcraft'`).
 */
export type EvaluatorName = 'default' | 'nnue' | 'handcrafted' | 'material' | 'pst' | 'shannon' | 'turing' | 'berliner' | 'upcraft';
/**
 * A search algorithm: `'default'` (the engine's principal variation search), `'alphabeta'`,
 * `'minimax'`, or `'random'` (a random legal move).
 */
export type AlgorithmName = 'default' | 'alphabeta' | 'minimax' | 'random';

/**
 * How a search plays: a strength (`elo` or `level`), limits, and callbacks.
 * Taken by {@link Chess.bestMove} and {@link Engine.search}; any other name is an Error.
 * @example
 * await loadEngine();
 * const chess = new Chess('6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1');
 * chess.bestMove({ depth: 4 }).san; // 'Ra8#'
 * chess.bestMove({ elo: 1200, nodes: 2000 }).bestMove !== null; // true
 */
export interface SearchOptions {
  /**
   * Play at this rating: an integer from ratings().min to ratings().max
   * (full strength), on Stockfish 15.1's UCI_Elo scale. Decides the search;
   * depth, nodes and movetime only bound it. Not together with level.
   */
  elo?: number;
  /** 1 (novice) to 8 (full strength); decides algorithm, evaluator, budget and randomness. */
  level?: number;
  /** The search algorithm; default `'default'`. */
  algorithm?: AlgorithmName;
  /** The evaluation; default `'default'`. */
  evaluator?: EvaluatorName;
  /** Stop after this many plies of iterative deepening (1 to 64). */
  depth?: number;
  /** Stop after about this many nodes. */
  nodes?: number;
  /** Stop after this many milliseconds. */
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

/**
 * A heartbeat of a running search ({@link SearchOptions.onProgress}).
 * @example
 * await loadEngine();
 * const beats = [];
 * new Chess().bestMove({ movetime: 1200, onProgress: (p) => beats.push(p) });
 * beats.length >= 1 && beats[0].nodes > 0; // true
 */
export interface SearchProgress {
  /** Nodes searched so far. */
  nodes: number;
  /** Nodes a second so far. */
  nps: number;
  /** Milliseconds since the search started. */
  time: number;
}

/**
 * The option names Chess#bestMove accepts (any other name is an error).
 * @example
 * SEARCH_OPTIONS.includes('multiPv'); // true
 */
export const SEARCH_OPTIONS: readonly string[];

/**
 * A score: centipawns, or moves to mate. From the side to move's view in a search
 * ({@link SearchInfo.score}).
 * @example
 * await loadEngine();
 * new Chess('6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1').bestMove({ depth: 4 }).score; // { mate: 1 }
 */
export type Score =
  | {
      /** Centipawns: 100 is about a pawn. */
      cp: number;
    }
  | {
      /** Mate in this many moves: positive for the side to move, negative against it. */
      mate: number;
    };

/**
 * A search's answer ({@link Chess.bestMove}, {@link Engine.search}): the move, and the last
 * completed iteration's report.
 * @example
 * await loadEngine();
 * const result = new Chess().bestMove({ depth: 6 });
 * [result.depth, typeof result.bestMove, result.pv[0] === result.bestMove]; // [6, 'string', true]
 */
export interface SearchResult extends SearchInfo {
  /** UCI notation (e2e4, e7e8q), or null with no legal move. */
  bestMove: string | null;
  /** Whether the move came from the opening book. */
  book: boolean;
}

/** A suffix annotation: NAGs 1 to 6 written after a move. */
export type Suffix = '!' | '?' | '!!' | '??' | '!?' | '?!';
/**
 * The suffix annotations, in the order of their NAGs (1 to 6).
 * @example
 * SUFFIX_LIST.indexOf('??') + 1; // 4: the NAG of '??'
 */
export const SUFFIX_LIST: readonly Suffix[];

/**
 * The symbol a NAG (a PGN Numeric Annotation Glyph, as {@link TreeNode.nags} lists them) is
 * printed as beside a move or a position, as annotators print it (in characters common fonts draw:
 * `'+='` for White's slight edge); undefined for a NAG with no symbol.
 * @example
 * nagGlyph(1); // '!'
 * nagGlyph(14); // '+='
 * nagGlyph(18); // '+−'
 * nagGlyph(200); // undefined
 */
export function nagGlyph(nag: number): string | undefined;

/**
 * What a NAG means, in words (a tooltip's or a screen reader's); undefined for a NAG with no
 * symbol.
 * @example
 * nagName(14); // 'White is slightly better'
 * nagName(7); // 'only move'
 */
export function nagName(nag: number): string | undefined;

/**
 * A position of a game's move tree ({@link Chess.tree}).
 * @example
 * const chess = new Chess();
 * chess.loadPgn('1. e4 {best by test} e5 (1... c5) *');
 * const [root, e4, e5, c5] = chess.tree().nodes;
 * [root.san, e4.comment, e4.children, c5.parent]; // [null, 'best by test', [2, 3], 1]
 */
export interface TreeNode {
  /** The node's number in its tree; it stays while the node does (the root is 0). */
  id: number;
  /** null for the root, the starting position. */
  parent: number | null;
  /** The moves played from here: the first continues the line, the others are variations. */
  children: number[];
  /** The move that led here in SAN (null for the root). */
  san: string | null;
  /** The move that led here in UCI notation (null for the root). */
  uci: string | null;
  /** The FEN here. */
  fen: string;
  /** Plies from the tree's root (0 at the root). */
  ply: number;
  /** The side to move here. */
  turn: Color;
  /** The fullmove number here, as the FEN says. */
  moveNumber: number;
  /** The move's numeric annotation glyphs (`$1` is 1), its suffix annotation's among them. */
  nags: number[];
  /**
   * The comment after the move (on the root: before the first move), without the commands read
   * into `clock`, `emt`, `eval` and `shapes`; null when it held nothing else.
   */
  comment: string | null;
  /** The mover's clock after the move, in seconds: the comment's `[%clk 0:03:00]` (lichess writes it on every move). */
  clock?: number;
  /** The time the move took, in seconds: the comment's `[%emt 0:00:05]`. */
  emt?: number;
  /** The evaluation after the move, from White's view: the comment's `[%eval 0.18]` or `[%eval #-3]` (and its depth, `[%eval 0.18,22]`). */
  eval?: CommentScore;
  /** Circles and arrows drawn on the position: the comment's `[%csl Gd4]` and `[%cal Ge2e4]`. */
  shapes?: CommentShape[];
  /** A comment before the move, where a variation opens with one. */
  startingComment: string | null;
}

/** An evaluation as PGN comments carry it (`[%eval]`): White's view. */
export type CommentScore =
  | {
      /** Centipawns for White. */
      cp: number;
      /** The search depth it came from, when written. */
      depth?: number;
    }
  | {
      /** Mate in this many moves: positive for White, negative for Black. */
      mate: number;
      /** The search depth it came from, when written. */
      depth?: number;
    };

/** A circle (no `to`) or an arrow as PGN comments carry them (`[%csl]`, `[%cal]`); {@link ferrochess/board!Shape} takes the same. */
export interface CommentShape {
  /** The circle's square, or the arrow's tail. */
  from: Square;
  /** The arrow's head; absent for a circle. */
  to?: Square;
  /** Its colour; setShapes takes green when it is left out. */
  color?: 'green' | 'red' | 'yellow' | 'blue';
}

/**
 * What changed in a game's tree since a revision ({@link Chess.changes}).
 * @example
 * const chess = new Chess();
 * const { revision } = chess.changes();
 * chess.move('e4');
 * chess.changes(revision).changed; // [0, 1]
 */
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

/**
 * What changed in a {@link GameTree}, as its listeners hear it.
 * @example
 * const chess = new Chess();
 * const notices = [];
 * chess.gameTree().subscribe((notice) => notices.push(notice));
 * chess.move('e4');
 * [notices[0].changed, notices[0].current]; // [[1, 0], 1]
 */
export interface GameTreeChange {
  /** The tree's revision after the change. */
  readonly revision: number;
  /** The whole tree is new (a game loaded, reset or a FEN): every node is listed in `changed`. */
  readonly replaced: boolean;
  /** The nodes made or changed (their move, children, comment, NAGs or data). */
  readonly changed: readonly number[];
  /** The nodes removed (a number may be given again, then it is in `changed` too). */
  readonly removed: readonly number[];
  /** The current position's node. */
  readonly current: number;
}

/**
 * A game's moves as live JavaScript nodes ({@link Chess.gameTree}), kept current by the game:
 * nothing to call after a change, no copy to keep. Nodes are frozen {@link TreeNode}s; a change
 * makes a new object for each node it touched, so ask `node(id)` again for a node as it is now.
 * @example
 * const chess = new Chess();
 * chess.loadPgn('1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *');
 * const tree = chess.gameTree();
 * tree.mainline().map((node) => node.san); // ['e4', 'e5', 'Nf3']
 * tree.node(1).children; // [2, 3]
 */
export interface GameTree {
  /** The root: the starting position (id 0). */
  readonly root: Readonly<TreeNode>;
  /** The node of the game's current position. */
  readonly current: Readonly<TreeNode>;
  /** The tree's revision ({@link Chess.changes}'s). */
  readonly revision: number;
  /** How many nodes the tree holds, the root included. */
  readonly size: number;
  /** What was read from wasm: `whole` trees (a game loaded) and single `nodes` (a move, a comment). */
  readonly reads: {
    /** Whole trees read: the first, and one a game loaded, reset or set from a FEN. */
    whole: number;
    /** Single nodes read: one a move, a comment or a node's data changed. */
    nodes: number;
  };
  /**
   * Node `id`, or undefined when the tree has none.
   * @example
   * const chess = new Chess();
   * chess.move('e4');
   * chess.gameTree().node(1).fen; // 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1'
   */
  node(id: number): Readonly<TreeNode> | undefined;
  /**
   * The nodes from the root to node `id`, both included (empty when there is no such node).
   * @example
   * const chess = new Chess();
   * chess.loadPgn('1. e4 e5 (1... c5) *');
   * chess.gameTree().path(3).map((node) => node.san); // [null, 'e4', 'c5']
   */
  path(id: number): Readonly<TreeNode>[];
  /**
   * The main line's nodes from the first move on.
   * @example
   * const chess = new Chess();
   * chess.loadPgn('1. d4 (1. e4) d5 *');
   * chess.gameTree().mainline().map((node) => node.san); // ['d4', 'd5']
   */
  mainline(): Readonly<TreeNode>[];
  /**
   * The child of node `id` whose move is `uci`, or undefined.
   * @example
   * const chess = new Chess();
   * chess.move('e4');
   * chess.gameTree().child(0, 'e2e4').san; // 'e4'
   */
  child(id: number, uci: string): Readonly<TreeNode> | undefined;
  /**
   * What {@link Chess.setNodeData} (or setData) stored on node `id` under `key`.
   * @example
   * const chess = new Chess();
   * chess.move('e4');
   * chess.setNodeData(1, 'review', { cp: 30 });
   * chess.gameTree().data(1, 'review'); // { cp: 30 }
   */
  data(id: number, key: string): unknown;
  /**
   * Stores `value` (anything JSON holds; undefined removes it) on node `id` under `key`.
   * @example
   * const chess = new Chess();
   * const tree = chess.gameTree();
   * tree.setData(0, 'note', 'the start');
   * chess.getNodeData(0, 'note'); // 'the start'
   */
  setData(id: number, key: string, value: unknown): void;
  /**
   * Adds `moves` as a line from node `fromId` without moving the game ({@link Chess.addLine}):
   * moves the tree holds are followed, the rest added. Returns the line's last node.
   * @example
   * const chess = new Chess();
   * chess.move('e4');
   * const tree = chess.gameTree();
   * tree.addLine(0, ['d4', 'd5']).san; // 'd5'
   * tree.root.children; // [1, 2]
   */
  addLine(fromId: number, moves: string[], opts?: { strict?: boolean }): Readonly<TreeNode>;
  /**
   * Removes node `id` and everything after it; the game steps back when it stood there.
   * @example
   * const chess = new Chess();
   * chess.loadPgn('1. e4 (1. d4 d5) e5 *');
   * const tree = chess.gameTree();
   * tree.delete(2);
   * tree.root.children; // [1]
   */
  delete(id: number): boolean;
  /**
   * Makes node `id`'s line the main line in one change (each move on its way becomes its
   * parent's first child); false when the tree has no such node.
   * @example
   * const chess = new Chess();
   * chess.loadPgn('1. e4 e5 (1... c5 2. Nf3 (2. Nc3)) *');
   * const tree = chess.gameTree();
   * tree.promote(5);
   * tree.mainline().map((node) => node.san); // ['e4', 'c5', 'Nc3']
   */
  promote(id: number): boolean;
  /**
   * Calls `listener` after every change of the tree or of the current node; returns a function
   * that stops it. A listener that throws stops no other; its error is reported afterwards.
   * @example
   * const chess = new Chess();
   * const heard = [];
   * const stop = chess.gameTree().subscribe(({ changed }) => heard.push(changed));
   * chess.move('e4');
   * stop();
   * chess.move('e5');
   * heard; // [[1, 0]]
   */
  subscribe(listener: (change: GameTreeChange) => void): () => void;
}

/**
 * A node as {@link Chess.node} gives it: as tree() lists it, with the values setNodeData stored on it.
 * @example
 * const chess = new Chess();
 * chess.move('e4');
 * chess.setNodeData(1, 'eval', { cp: 30 });
 * chess.node(1).data; // { eval: { cp: 30 } }
 */
export interface TreeNodeWithData extends TreeNode {
  /** Every key setNodeData stored on the node, with its value. */
  data: Record<string, unknown>;
}

/**
 * A move as chess.js 1.x describes it: what {@link Chess.move}, {@link Chess.undo} and the
 * verbose {@link Chess.moves} and {@link Chess.history} give.
 * @example
 * const move = new Chess().move('e4');
 * move; // { color: 'w', from: 'e2', to: 'e4', piece: 'p', flags: 'b', san: 'e4', lan: 'e2e4' }
 * move.captured; // undefined
 */
export class Move {
  /** The side that moved. */
  color: Color;
  /** The square the piece left (for castling, the king's). */
  from: Square;
  /** The square it went to (a Chess960 castle: the rook's, the king moving onto its rook). */
  to: Square;
  /** The kind of piece that moved. */
  piece: PieceSymbol;
  /** The kind of piece taken, or undefined. */
  captured: PieceSymbol | undefined;
  /** The kind of piece a pawn became, or undefined. */
  promotion: PieceSymbol | undefined;
  /** n normal, c capture, b big pawn, e en passant, p promotion, k/q castling. */
  flags: string;
  /** Standard algebraic notation: `Nf3`, `exd5`, `O-O`, `e8=Q+`. */
  san: string;
  /** Long algebraic (UCI) notation: `g1f3`, `e7e8q`. */
  lan: string;
  /** The FEN before the move. */
  before: string;
  /** The FEN after the move. */
  after: string;
  /**
   * Whether it takes a piece (en passant included).
   * @example
   * new Chess('4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1').move('exd5').isCapture(); // true
   */
  isCapture(): boolean;
  /**
   * Whether a pawn becomes another piece.
   * @example
   * new Chess('4k3/P7/8/8/8/8/8/4K3 w - - 0 1').move('a8=Q').isPromotion(); // true
   */
  isPromotion(): boolean;
  /**
   * Whether a pawn takes en passant.
   * @example
   * new Chess('4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2').move('exd6').isEnPassant(); // true
   */
  isEnPassant(): boolean;
  /**
   * Whether the king castles on the king's wing (`O-O`).
   * @example
   * new Chess('4k3/8/8/8/8/8/8/4K2R w K - 0 1').move('O-O').isKingsideCastle(); // true
   */
  isKingsideCastle(): boolean;
  /**
   * Whether the king castles on the queen's wing (`O-O-O`).
   * @example
   * new Chess('4k3/8/8/8/8/8/8/R3K3 w Q - 0 1').move('O-O-O').isQueensideCastle(); // true
   */
  isQueensideCastle(): boolean;
  /**
   * Whether the king castles, on either wing.
   * @example
   * new Chess('4k3/8/8/8/8/8/8/R3K3 w Q - 0 1').move('O-O-O').isCastle(); // true
   */
  isCastle(): boolean;
  /**
   * Whether a pawn steps two squares from its start.
   * @example
   * new Chess().move('d4').isBigPawn(); // true
   */
  isBigPawn(): boolean;
}

/** One measured skill of the rating table. */
export interface RatedSkill {
  /** 0 (weakest) to 100 (full strength). */
  skill: number;
  /** Its rating on Stockfish 15.1's UCI_Elo scale. */
  elo: number;
  /** The low end of the rating's 95% interval. */
  low: number;
  /** The high end of the rating's 95% interval. */
  high: number;
  /** Games it played in the calibration. */
  games: number;
}

/** A level's name and rating ({@link Ratings.levels}). */
export interface RatedLevel {
  /** 1 (novice) to 8 (full strength), as {@link SearchOptions.level} takes it. */
  level: number;
  /** What the page calls it. */
  name: string;
  /** Its rating on Stockfish 15.1's UCI_Elo scale. */
  elo: number;
}

/** What {@link ratings} gives. */
export interface Ratings {
  /** The lowest rating `elo` takes. */
  min: number;
  /** The highest: full strength. */
  max: number;
  /** The measured table the ratings in between are read from, weakest first. */
  calibration: RatedSkill[];
  /** Each level's rating. */
  levels: RatedLevel[];
}

/**
 * The ratings `elo` accepts (max is full strength), the measured table behind them, and the levels' ratings.
 * @example
 * const { min, max, levels } = ratings();
 * [min < max, levels.length, levels[7].elo === max]; // [true, 8, true]
 */
export function ratings(): Ratings;

/** What {@link validateFen} says of a FEN. */
export type FenValidation =
  | {
      /** The FEN is a legal position. */
      ok: true;
      /** Absent when it is. */
      error?: undefined;
    }
  | {
      /** The FEN is not a legal position. */
      ok: false;
      /** What is wrong with it: chess.js's message where chess.js refuses it too, else ferrochess's. */
      error: string;
      /** ferrochess's own, more precise words, where `error` is chess.js's. */
      reason?: string;
    };

/**
 * Checks a FEN without creating a game: notation and legality (kings, pawns on the last
 * rank, the side not to move in check, castling rights and en passant that fit the board).
 * chess.js's checks come first, in its order and words; ferrochess's follow.
 * @example
 * validateFen(DEFAULT_POSITION); // { ok: true }
 * validateFen('8/8/8/8/8/8/8/8 w - - 0 1').error; // 'Invalid FEN: missing white king'
 * validateFen('8/8/8/8/8/8/8/8 w - - 0 1').reason; // 'invalid FEN: white has 0 kings, must have exactly one'
 */
export function validateFen(fen: string): FenValidation;

/**
 * The FEN of Chess960 start position `n` (0 to 959, the standard numbering:
 * 518 is the classical array), a random one when `n` is left out.
 * @example
 * chess960Fen(518) === DEFAULT_POSITION; // true
 * new Chess(chess960Fen(0), { chess960: true }).get('a1'); // { color: 'w', type: 'b' }
 */
export function chess960Fen(n?: number): string;

/**
 * A chess game with chess.js 1.x's API, backed by Rust/WebAssembly: a position, its history and
 * a tree of variations. Methods throw an `Error` (a `TypeError` for wrong argument types) with a
 * clear message on bad input and leave the game unchanged.
 * @example
 * const chess = new Chess();
 * chess.move('e4');
 * chess.move({ from: 'e7', to: 'e5' });
 * chess.move('Nf3');
 * chess.history(); // ['e4', 'e5', 'Nf3']
 * chess.fen(); // 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2'
 */
export class Chess {
  /**
   * A game from `fen` (the standard start by default).
   * `skipValidation`: read any FEN that is good notation, even a position
   * that is not chess (no kings, a pawn on the last rank): a board to edit,
   * on which moves are refused with the reason until it is legal.
   * `chess960`: Chess960 rules; the FEN's castling field may be X-FEN
   * (`KQkq`, a file letter for an inner rook) or Shredder-FEN (`HAha`), and
   * `fen()` writes it back in the same style. Castling moves are `O-O` /
   * `O-O-O` with flags `k` / `q`; a verbose move's `to` is the castling
   * rook's square (the king moves onto its rook, as UCI_Chess960 writes it).
   * @example
   * new Chess('4k3/8/8/8/8/8/8/4K3 b - - 0 1').turn(); // 'b'
   * new Chess('8/8/8/8/8/8/8/8 w - - 0 1', { skipValidation: true }).moves(); // []
   * new Chess(chess960Fen(0), { chess960: true }).isChess960(); // true
   */
  constructor(fen?: string, options?: { skipValidation?: boolean; chess960?: boolean });
  /**
   * Whether castling follows Chess960's rules (`{ chess960: true }`, or a PGN whose Variant tag names it).
   * @example
   * new Chess().isChess960(); // false
   */
  isChess960(): boolean;
  /**
   * Null when the position is legal chess (moves can be played from it),
   * else the rule it breaks, in words: a board editor's position, set up
   * with `skipValidation`, `put`, `remove` or `clear`.
   * @example
   * new Chess().positionProblem(); // null
   * new Chess('8/8/8/8/8/8/8/4K3 w - - 0 1', { skipValidation: true }).positionProblem(); // 'black has 0 kings, must have exactly one'
   * new Chess('4k3/8/8/8/8/8/8/4K2P w - - 0 1', { skipValidation: true }).positionProblem(); // 'pawn on h1, pawns cannot stand on the first or last rank'
   */
  positionProblem(): string | null;
  /**
   * Frees the wasm memory now (otherwise freed at garbage collection); the game is unusable after:
   * its calls throw, but `turn()`, `moveNumber()`, `getCastlingRights()` and `isDrawByFiftyMoves()`,
   * which keep their last answers.
   * @example
   * const chess = new Chess();
   * chess.free();
   */
  free(): void;
  /**
   * Sets up the position `fen` as a new game (no history). `chess960`: the rules to read `fen` by
   * (by default the game's own); `preserveHeaders` keeps the headers.
   * @example
   * const chess = new Chess();
   * chess.load('4k3/8/8/8/8/8/4P3/4K3 w - - 0 1');
   * chess.moves(); // ['e3', 'e4', 'Kd2', 'Kf2', 'Kf1', 'Kd1']
   */
  load(fen: string, options?: { skipValidation?: boolean; preserveHeaders?: boolean; chess960?: boolean }): void;
  /**
   * Back to the standard start, no headers; a Chess960 game stays one (the classical array is its start 518).
   * @example
   * const chess = new Chess('4k3/8/8/8/8/8/8/4K3 w - - 0 1');
   * chess.reset();
   * chess.fen() === DEFAULT_POSITION; // true
   */
  reset(): void;
  /**
   * An empty board, white to move; headers are kept with `preserveHeaders`.
   * @example
   * const chess = new Chess();
   * chess.clear();
   * chess.fen(); // '8/8/8/8/8/8/8/8 w - - 0 1'
   */
  clear(options?: { preserveHeaders?: boolean }): void;
  /**
   * The position as FEN. `forceEnpassantSquare`: name the square after any double step beside
   * a pawn, even when taking is illegal (chess.js's habit before 1.0).
   * @example
   * const chess = new Chess();
   * chess.move('e4');
   * chess.fen(); // 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1'
   */
  fen(options?: { forceEnpassantSquare?: boolean }): string;
  /**
   * The side to move.
   * @example
   * const chess = new Chess();
   * chess.move('e4');
   * chess.turn(); // 'b'
   */
  turn(): Color;
  /**
   * Places a piece; false (nothing changes) for a piece, colour or square
   * that does not exist, or a second king of one colour. An edit starts a
   * new game from the edited position; headers stay.
   * @example
   * const chess = new Chess();
   * chess.clear();
   * chess.put({ type: 'k', color: 'w' }, 'e1'); // true
   * chess.put({ type: 'k', color: 'w' }, 'e2'); // false: White has a king
   */
  put(piece: { type: PieceSymbol; color: Color }, square: Square): boolean;
  /**
   * Empties a square; returns what stood there (undefined for nothing).
   * @example
   * const chess = new Chess();
   * chess.remove('d1'); // { color: 'w', type: 'q' }
   * chess.get('d1'); // undefined
   */
  remove(square: Square): Piece | undefined;
  /**
   * The squares (a8 first) of the pieces of a kind and colour; [] for none or a piece that does not exist.
   * @example
   * new Chess().findPiece({ type: 'n', color: 'b' }); // ['b8', 'g8']
   */
  findPiece(piece: Piece): Square[];
  /**
   * The squares of `color`'s pieces (default: the side to move's) that attack `square`, pinned ones included.
   * @example
   * new Chess().attackers('f3'); // ['e2', 'g2', 'g1']
   * new Chess().attackers('f6', 'b'); // ['g8', 'e7', 'g7']
   */
  attackers(square: Square, color?: Color): Square[];
  /**
   * Whether a piece of `color` attacks `square`.
   * @example
   * new Chess().isAttacked('f3', 'w'); // true
   * new Chess().isAttacked('e4', 'w'); // false
   */
  isAttacked(square: Square, color: Color): boolean;
  /**
   * Hands the move to `color`: a null move (an Error in check); false when
   * it is already to move. With `{ edit: true }`, an edit of the position as
   * a board editor makes it: any position may result, en passant is cleared.
   * @example
   * const chess = new Chess();
   * chess.setTurn('b'); // true
   * chess.turn(); // 'b'
   * chess.setTurn('b'); // false
   */
  setTurn(color: Color, options?: { edit?: boolean }): boolean;
  /**
   * Whether `color` may still castle on each wing.
   * @example
   * new Chess().getCastlingRights('w'); // { k: true, q: true }
   * new Chess('r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1').getCastlingRights('b'); // { k: false, q: true }
   */
  getCastlingRights(color: Color): CastlingRights;
  /**
   * Gives (true) or takes (false) castling rights; returns whether they are now as asked
   * (a right whose king or rook is not at home is not given).
   * @example
   * const chess = new Chess();
   * chess.setCastlingRights('w', { k: false }); // true
   * chess.fen(); // 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Qkq - 0 1'
   */
  setCastlingRights(color: Color, rights: { k?: boolean; q?: boolean }): boolean;
  /**
   * Which castling rights `color`'s pieces allow (king on its back rank, a
   * rook beyond it on that side): what setCastlingRights could give.
   * @example
   * const chess = new Chess('4k3/8/8/8/8/8/8/R3K3 w - - 0 1');
   * chess.castlingPossible('w'); // { k: false, q: true }
   */
  castlingPossible(color: Color): CastlingRights;
  /**
   * Whether `color` cannot checkmate by any series of legal moves, even with
   * the other side's help: a game whose other side runs out of time is then
   * drawn. False while the board holds no legal position.
   * @example
   * new Chess('8/8/8/8/8/2k5/8/2K1N3 w - - 0 1').hasInsufficientMaterial('w'); // true: a lone knight
   * new Chess('8/8/8/8/8/2k5/2p5/2K1N3 w - - 0 1').hasInsufficientMaterial('w'); // false: the pawn could hem its king in
   */
  hasInsufficientMaterial(color: Color): boolean;
  /**
   * The en-passant square (one a pawn of the side to move could take), or null.
   * @example
   * new Chess('4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2').getEnPassantSquare(); // 'd6'
   */
  getEnPassantSquare(): Square | null;
  /**
   * The squares the side to move could be given as its en-passant square.
   * @example
   * new Chess('4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1').enPassantSquares(); // ['d6']
   */
  enPassantSquares(): Square[];
  /**
   * Sets the en-passant square (null clears it); false, and nothing changes, for one enPassantSquares() does not list.
   * @example
   * const chess = new Chess('4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1');
   * chess.setEnPassantSquare('d6'); // true
   * chess.moves(); // ['e6', 'exd6', 'Kd2', 'Ke2', 'Kf2', 'Kf1', 'Kd1']
   */
  setEnPassantSquare(square: Square | string | null): boolean;

  /**
   * The legal moves in SAN, or as {@link Move}s with `verbose`; only those of the piece on
   * `square`, or of one kind of piece (`piece`).
   * @example
   * const chess = new Chess();
   * chess.moves().length; // 20
   * chess.moves({ square: 'g1' }); // ['Nf3', 'Nh3']
   * chess.moves({ piece: 'n', verbose: true })[0].lan; // 'b1a3'
   */
  moves(options?: { verbose?: false; square?: Square | string; piece?: PieceSymbol }): string[];
  /** The legal moves as {@link Move}s. */
  moves(options: { verbose: true; square?: Square | string; piece?: PieceSymbol }): Move[];
  /** The legal moves, in SAN or as {@link Move}s. */
  moves(options?: { verbose?: boolean; square?: Square | string; piece?: PieceSymbol }): string[] | Move[];

  /**
   * Plays a move: SAN (or, unless `strict`, other notations: `e2e4`, `Pe4`, `e2-e4`), an object
   * `{ from, to, promotion }`, or `'--'` / `null` to pass (a null move, refused in check).
   * An illegal move throws and the game is unchanged: an `Error` with chess.js's message
   * (`Invalid move: Qxx9`) and ferrochess's own words in its `reason`. A move given as text
   * that is refused has a `code` that names why, for a program to tell them apart: `'malformed'`
   * (no move in any notation, as `'Qxx9'`), `'illegal'` (no legal move here matches),
   * `'ambiguous'`, `'promotion-missing'`, `'bad-promotion-piece'`, `'unexpected-promotion'`,
   * `'not-standard'` (strict), `'null-move'`, `'null-move-in-check'` or `'empty'`.
   * @example
   * const chess = new Chess();
   * chess.move('e4').san; // 'e4'
   * chess.move('e7e5').san; // 'e5'
   * chess.move({ from: 'g1', to: 'f3' }).san; // 'Nf3'
   * chess.history(); // ['e4', 'e5', 'Nf3']
   * let refusal;
   * try { chess.move('Qxx9'); } catch (error) { refusal = error; }
   * refusal.message; // 'Invalid move: Qxx9'
   * refusal.code; // 'malformed'
   * refusal.reason.startsWith('invalid move "Qxx9": not SAN'); // true
   */
  move(move: string | { from: string; to: string; promotion?: string } | null, options?: { strict?: boolean }): Move;
  /**
   * Takes the last move back; returns it, or null at the start. Its node stays in the tree as
   * a continuation ({@link Chess.tree}).
   * @example
   * const chess = new Chess();
   * chess.move('e4');
   * chess.undo().san; // 'e4'
   * chess.undo(); // null
   */
  undo(): Move | null;

  /**
   * The moves from the start to the current position in SAN, or as {@link Move}s with `verbose`.
   * @example
   * const chess = new Chess();
   * chess.move('d4'); chess.move('d5');
   * chess.history(); // ['d4', 'd5']
   * chess.history({ verbose: true })[1].from; // 'd7'
   */
  history(options?: { verbose?: false }): string[];
  /** The moves as {@link Move}s. */
  history(options: { verbose: true }): Move[];
  /** The moves, in SAN or as {@link Move}s. */
  history(options?: { verbose?: boolean }): string[] | Move[];

  /**
   * The piece on `square`, or undefined for an empty square or a name that is no square.
   * @example
   * new Chess().get('g8'); // { color: 'b', type: 'n' }
   * new Chess().get('e4'); // undefined
   */
  get(square: Square | string): Piece | undefined;
  /**
   * The board as 8 rows of 8, rank 8 first and file a first; null for an empty square.
   * @example
   * const rows = new Chess().board();
   * rows[0][4]; // { square: 'e8', type: 'k', color: 'b' }
   * rows[4][4]; // null
   */
  board(): (BoardSquare | null)[][];
  /**
   * The board drawn in text, as chess.js draws it (uppercase White, dots for empty squares).
   * @example
   * new Chess().ascii().split('\n')[1]; // ' 8 | r  n  b  q  k  b  n  r |'
   */
  ascii(): string;
  /**
   * The board drawn with Unicode chess symbols.
   * @example
   * new Chess().unicode().includes('♔'); // true
   */
  unicode(): string;

  /**
   * Whether the side to move is in check (the same as inCheck).
   * @example
   * new Chess('4k3/8/8/8/8/8/8/4K2r w - - 0 1').isCheck(); // true
   */
  isCheck(): boolean;
  /**
   * Whether the side to move is in check.
   * @example
   * new Chess().inCheck(); // false
   */
  inCheck(): boolean;
  /**
   * Whether the side to move is checkmated.
   * @example
   * const chess = new Chess();
   * for (const san of ['f3', 'e5', 'g4', 'Qh4#']) chess.move(san);
   * chess.isCheckmate(); // true
   */
  isCheckmate(): boolean;
  /**
   * Whether the side to move has no legal move and is not in check.
   * @example
   * new Chess('4k3/4P3/4K3/8/8/8/8/8 b - - 0 78').isStalemate(); // true
   */
  isStalemate(): boolean;
  /**
   * Whether neither side has the material to mate (FIDE's dead positions that chess.js
   * recognises: bare kings, a lone minor piece, bishops all on one colour).
   * @example
   * new Chess('k7/8/n7/8/8/8/8/7K b - - 0 1').isInsufficientMaterial(); // true
   */
  isInsufficientMaterial(): boolean;
  /**
   * Whether the current position has stood three times (same pieces, side to move,
   * castling rights and en-passant square).
   * @example
   * const chess = new Chess();
   * for (const san of ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1', 'Ng8']) chess.move(san);
   * chess.isThreefoldRepetition(); // true
   */
  isThreefoldRepetition(): boolean;
  /**
   * Whether fifty moves of each side have passed without a capture or a pawn move.
   * @example
   * new Chess('4k3/8/8/8/8/8/8/4K2R w - - 100 80').isDrawByFiftyMoves(); // true
   */
  isDrawByFiftyMoves(): boolean;
  /**
   * Whether the game is drawn: stalemate, insufficient material, threefold repetition or
   * the fifty-move rule.
   * @example
   * new Chess('k7/8/n7/8/8/8/8/7K b - - 0 1').isDraw(); // true
   */
  isDraw(): boolean;
  /**
   * Whether the game is over: checkmate or a draw.
   * @example
   * new Chess().isGameOver(); // false
   */
  isGameOver(): boolean;
  /**
   * Why the game is over, or undefined while it goes on.
   * @example
   * new Chess('4k3/4P3/4K3/8/8/8/8/8 b - - 0 78').outcome(); // 'stalemate'
   * new Chess().outcome(); // undefined
   */
  outcome(): Outcome | undefined;

  /**
   * PGN text laid out as chess.js lays it out; lines wrap at `maxWidth` (default 0 = never).
   * The whole tree is written; `upToCurrent` leaves out the moves after the
   * current position (the variations beside its line are kept).
   * @example
   * const chess = new Chess();
   * chess.loadPgn('1. e4 e5 (1... c5) 2. Nf3 *');
   * chess.pgn().split('\n').at(-1); // '1. e4 e5 (1... c5) 2. Nf3 *': the moves, after the headers
   * chess.goTo(chess.mainline()[1].id);
   * chess.pgn({ upToCurrent: true }).split('\n').at(-1); // '1. e4 e5 (1... c5) *': the moves, after the headers
   */
  pgn(options?: { newline?: string; maxWidth?: number; upToCurrent?: boolean }): string;
  /**
   * Loads the first game of a PGN text: headers, moves, variations, comments and NAGs; the game
   * stands at the main line's end. `strict` reads SAN only. `chess960` (by default the game's own
   * rules), or a `[Variant "Chess960"]` tag, reads the game as Chess960. A move that is not legal
   * throws, naming it, and the game is unchanged.
   * @example
   * const chess = new Chess();
   * chess.loadPgn('[White "Morphy"]\n\n1. e4 e5 2. Nf3 d6 *');
   * [chess.getHeaders().White, chess.history().length]; // ['Morphy', 4]
   */
  loadPgn(pgn: string, options?: { strict?: boolean; newlineChar?: string; chess960?: boolean }): void;
  /**
   * Sets a header; null removes it. Returns every header.
   * @example
   * const chess = new Chess();
   * chess.setHeader('White', 'Carlsen').White; // 'Carlsen'
   */
  setHeader(key: string, value: string | null): Record<string, string>;
  /**
   * Removes a header; returns whether it was set.
   * @example
   * const chess = new Chess();
   * chess.setHeader('Event', 'Casual');
   * chess.removeHeader('Event'); // true
   * chess.getHeaders().Event; // '?'
   */
  removeHeader(key: string): boolean;
  /**
   * The headers: the Seven Tag Roster with its unknown values, and those set.
   * @example
   * const chess = new Chess();
   * chess.setHeader('White', 'Polgar');
   * chess.getHeaders(); // { Event: '?', White: 'Polgar', Result: '*' }
   */
  getHeaders(): Record<string, string>;
  /**
   * chess.js's legacy form: sets key/value pairs, returns all headers.
   * @deprecated use setHeader and getHeaders.
   * @example
   * new Chess().header('White', 'Tal', 'Black', 'Botvinnik').Black; // 'Botvinnik'
   */
  header(...args: string[]): Record<string, string>;

  /**
   * The comment on the current position (after the last move), or undefined.
   * @example
   * const chess = new Chess();
   * chess.loadPgn('1. e4 {the king\'s pawn} *');
   * chess.getComment(); // "the king's pawn"
   */
  getComment(): string | undefined;
  /**
   * Comments the current position (after the last move), replacing its comment.
   * @example
   * const chess = new Chess();
   * chess.move('e4');
   * chess.setComment('best by test');
   * chess.pgn().split('\n').at(-1); // '1. e4 {best by test} *': the moves, after the headers
   */
  setComment(comment: string): void;
  /**
   * Removes the current position's comment; returns it.
   * @example
   * const chess = new Chess();
   * chess.setComment('before the first move');
   * chess.removeComment(); // 'before the first move'
   * chess.getComment(); // undefined
   */
  removeComment(): string | undefined;
  /**
   * chess.js's old name of removeComment.
   * @deprecated use removeComment.
   * @example
   * new Chess().deleteComment(); // undefined
   */
  deleteComment(): string | undefined;
  /**
   * Every comment of the game's line in order, each with the FEN of the position it follows.
   * @example
   * const chess = new Chess();
   * chess.loadPgn('1. e4 {one} e5 {two} *');
   * chess.getComments().map((entry) => entry.comment); // ['one', 'two']
   */
  getComments(): CommentEntry[];
  /**
   * Removes every comment; returns them as getComments() lists them.
   * @example
   * const chess = new Chess();
   * chess.loadPgn('1. e4 {one} *');
   * chess.removeComments().length; // 1
   * chess.getComments(); // []
   */
  removeComments(): CommentEntry[];
  /**
   * chess.js's old name of removeComments.
   * @deprecated use removeComments.
   * @example
   * new Chess().deleteComments(); // []
   */
  deleteComments(): CommentEntry[];

  /**
   * Counts the leaf nodes of the legal move tree `depth` plies deep (a move generator's test).
   * @example
   * new Chess().perft(3); // 8902
   */
  perft(depth: number): number;

  /**
   * The game's moves as a tree: every node in id order; `current` is the current position's.
   * @example
   * const chess = new Chess();
   * chess.loadPgn('1. e4 e5 (1... c5) *');
   * const { current, nodes } = chess.tree();
   * [current, nodes.map((node) => node.san)]; // [2, [null, 'e4', 'e5', 'c5']]
   */
  tree(): {
    /** The id of the current position's node. */
    current: number;
    /** Every node, in id order (the root, id 0, first). */
    nodes: TreeNode[];
  };
  /**
   * The game's moves as live, read-only nodes: the same {@link GameTree} every call, kept
   * current by every change the game makes (a move reads its own node from wasm and nothing
   * else; a game loaded reads the tree whole). Made on the first call: a game that never asks
   * pays nothing.
   * @example
   * const chess = new Chess();
   * const tree = chess.gameTree();
   * chess.move('e4');
   * tree.current.san; // 'e4'
   * tree.root.children; // [1]
   */
  gameTree(): GameTree;
  /**
   * Node `id` of the tree with its stored data; it costs a move per ply of its line past where it
   * leaves the current line.
   * @example
   * const chess = new Chess();
   * chess.move('e4');
   * chess.node(chess.currentNode()).san; // 'e4'
   */
  node(id: number): TreeNodeWithData;
  /**
   * The id of the current position's node (0 before the first move).
   * @example
   * const chess = new Chess();
   * chess.currentNode(); // 0
   * chess.move('e4');
   * chess.currentNode(); // 1
   */
  currentNode(): number;
  /**
   * What changed in the tree after `since` (a revision an earlier call
   * returned), so that a UI redraws those nodes alone.
   * @example
   * const chess = new Chess();
   * let { revision } = chess.changes();        // replaced: true, read tree() once
   * chess.move('e4');
   * const changes = chess.changes(revision);
   * [changes.changed, changes.removed]; // [[0, 1], []]
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
   * chess.node(id).fen; // 'rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2'
   */
  addLine(fromId: number, moves: string[], options?: { strict?: boolean }): number;
  /**
   * The value setNodeData stored on node `id` under `key`, or undefined.
   * @example
   * const chess = new Chess();
   * chess.setNodeData(0, 'note', 'start');
   * chess.getNodeData(0, 'note'); // 'start'
   */
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
  /**
   * Sets the mover's clock after node `id`'s move, in seconds (written `[%clk 0:02:30]` in its
   * comment, as lichess does); null removes it.
   * @example
   * const chess = new Chess();
   * chess.move('e4');
   * chess.setClock(1, 150);
   * chess.node(1).clock; // 150
   * chess.pgn().split('\n').at(-1); // '1. e4 {[%clk 0:02:30]} *'
   */
  setClock(id: number, seconds: number | null): void;
  /**
   * Sets the time node `id`'s move took, in seconds (`[%emt 0:00:12]`); null removes it.
   * @example
   * const chess = new Chess();
   * chess.move('e4');
   * chess.setEmt(1, 12);
   * chess.node(1).emt; // 12
   */
  setEmt(id: number, seconds: number | null): void;
  /**
   * Sets the evaluation after node `id`'s move, White's view (`[%eval 0.18]`, `[%eval #-3]`); null
   * removes it.
   * @example
   * const chess = new Chess();
   * chess.loadPgn('1. e4 { [%eval 0.18] [%clk 0:03:00] } 1... e5 *');
   * chess.node(1); // { comment: null, clock: 180, eval: { cp: 18 } }
   * chess.setEval(2, { mate: -3 });
   * chess.pgn().split('\n').at(-1); // '1. e4 { [%eval 0.18] [%clk 0:03:00] } e5 {[%eval #-3]} *'
   */
  setEval(id: number, score: CommentScore | null): void;
  /**
   * Sets the circles and arrows on node `id` (`[%csl]` and `[%cal]`); [] removes them.
   * @example
   * const chess = new Chess();
   * chess.move('e4');
   * chess.setShapes(1, [{ from: 'd5', color: 'red' }, { from: 'g1', to: 'f3' }]);
   * chess.node(1).shapes; // [{ from: 'd5', color: 'red' }, { from: 'g1', to: 'f3', color: 'green' }]
   */
  setShapes(id: number, shapes: CommentShape[]): void;
  /**
   * Sets the text of node `id`'s comment and keeps its commands (clock, eval, shapes); null leaves
   * only the commands.
   * @example
   * const chess = new Chess();
   * chess.loadPgn('1. e4 { [%clk 0:03:00] } *');
   * chess.setNodeComment(1, 'The best by test');
   * chess.node(1); // { comment: 'The best by test', clock: 180 }
   */
  setNodeComment(id: number, text: string | null): void;
  /**
   * Goes to node `id` of tree(): its line becomes the history; the tree stays.
   * @example
   * const chess = new Chess();
   * chess.loadPgn('1. e4 e5 (1... c5) *');
   * chess.goTo(3);
   * chess.history(); // ['e4', 'c5']
   */
  goTo(id: number): void;
  /**
   * Makes node `id`'s line the continuation where it branches off; false for a node that is
   * already its line's continuation.
   * @example
   * const chess = new Chess();
   * chess.loadPgn('1. e4 e5 (1... c5) *');
   * chess.promoteVariation(3); // true
   * chess.pgn().split('\n').at(-1); // '1. e4 c5 (1... e5) *': the moves, after the headers
   */
  promoteVariation(id: number): boolean;
  /**
   * Removes node `id` and everything after it (the game steps back if it stood there); false
   * for the root or a node that is not there.
   * @example
   * const chess = new Chess();
   * chess.loadPgn('1. e4 e5 (1... c5) *');
   * chess.deleteVariation(3); // true
   * chess.pgn().split('\n').at(-1); // '1. e4 e5 *': the moves, after the headers
   */
  deleteVariation(id: number): boolean;
  /**
   * NAGs of the last move (or of the move that led to `fen` in the current line), without its
   * suffix annotation.
   * @example
   * const chess = new Chess();
   * chess.loadPgn('1. e4! $14 *');
   * chess.getNags(); // [14]
   */
  getNags(fen?: string): number[];
  /**
   * Replaces the NAGs (0 to 255) of the last move (or of the move that led to `fen`); its suffix
   * annotation stays.
   * @example
   * const chess = new Chess();
   * chess.move('e4');
   * chess.setNags([14, 36]);
   * chess.pgn().split('\n').at(-1); // '1. e4 $14 $36 *': the moves, after the headers
   */
  setNags(nags: number[], fen?: string): void;
  /**
   * Adds a NAG to the last move (or to the move that led to `fen`).
   * @example
   * const chess = new Chess();
   * chess.move('e4');
   * chess.addNag(16);
   * chess.getNags(); // [16]
   */
  addNag(nag: number, fen?: string): void;
  /**
   * Removes one NAG; returns whether it was there.
   * @example
   * const chess = new Chess();
   * chess.loadPgn('1. e4 $14 *');
   * chess.removeNag(14); // true
   * chess.removeNag(14); // false
   */
  removeNag(nag: number, fen?: string): boolean;
  /**
   * Removes the NAGs (not the suffix annotation); returns them.
   * @example
   * const chess = new Chess();
   * chess.loadPgn('1. e4!? $14 $36 *');
   * chess.removeNags(); // [14, 36]
   * chess.pgn().split('\n').at(-1); // '1. e4!? *': the moves, after the headers
   */
  removeNags(fen?: string): number[];
  /**
   * The suffix annotation (`!`, `?`, `!!`, `??`, `!?`, `?!`) of the last move (or of the move that
   * led to `fen`), or undefined.
   * @example
   * const chess = new Chess();
   * chess.loadPgn('1. e4 e5 2. Qh5?! *');
   * chess.getSuffixAnnotation(); // '?!'
   */
  getSuffixAnnotation(fen?: string): Suffix | undefined;
  /**
   * Sets the suffix annotation of the last move (or of the move that led to `fen`).
   * @example
   * const chess = new Chess();
   * chess.move('e4');
   * chess.setSuffixAnnotation('!');
   * chess.pgn().split('\n').at(-1); // '1. e4! *': the moves, after the headers
   */
  setSuffixAnnotation(suffix: Suffix, fen?: string): void;
  /**
   * Removes the suffix annotation of the last move (or of the move that led to `fen`); returns it.
   * @example
   * const chess = new Chess();
   * chess.loadPgn('1. e4?? *');
   * chess.removeSuffixAnnotation(); // '??'
   * chess.pgn().split('\n').at(-1); // '1. e4 *': the moves, after the headers
   */
  removeSuffixAnnotation(fen?: string): Suffix | undefined;

  /**
   * Centipawns from White's point of view. Needs the engine module: `await loadEngine()` first (else it throws).
   * @example
   * await loadEngine();
   * new Chess('4k3/8/8/8/8/8/8/QQ2K3 w - - 0 1').evaluate() > 1000; // true
   */
  evaluate(options?: { evaluator?: EvaluatorName }): number;
  /**
   * The hand-written evaluation by term, White's point of view; the terms sum to
   * evaluate({ evaluator: 'handcrafted' }). Needs the engine module: `await loadEngine()` first.
   * @example
   * await loadEngine();
   * const chess = new Chess();
   * chess.move('e4');
   * const terms = chess.explain();
   * terms.reduce((sum, { cp }) => sum + cp, 0) === chess.evaluate({ evaluator: 'handcrafted' }); // true
   */
  explain(): {
    /** The term's name ('material', 'mobility', …). */
    term: string;
    /** What it adds, in centipawns from White's view. */
    cp: number;
  }[];
  /**
   * Searches synchronously (prefer `Engine`, a worker, in pages). With no limit, a million nodes.
   * Needs the engine module: `await loadEngine()` first (else it throws).
   * @example
   * await loadEngine();
   * const chess = new Chess('6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1');
   * chess.bestMove({ depth: 4 }); // { bestMove: 'a1a8', san: 'Ra8#', score: { mate: 1 }, book: false }
   */
  bestMove(options?: SearchOptions): SearchResult;
  /**
   * The game's opening (the last named position reached), or undefined. Needs the engine module:
   * `await loadEngine()` first; `ferrochess/openings` names positions without it.
   * @example
   * await loadEngine();
   * const chess = new Chess();
   * for (const san of ['e4', 'c5']) chess.move(san);
   * chess.opening(); // { eco: 'B20', name: 'Sicilian Defense' }
   */
  opening(): Opening | undefined;
  /**
   * The position's Zobrist key, 16 hex digits (repetition-aware: en passant counts only when legal).
   * @example
   * const a = new Chess();
   * for (const san of ['Nf3', 'Nf6', 'Ng1', 'Ng8']) a.move(san);
   * [a.hash() === new Chess().hash(), a.hash().length]; // [true, 16]
   */
  hash(): string;
  /**
   * The fullmove number: 1 at the start, one more after each Black move.
   * @example
   * const chess = new Chess();
   * chess.move('e4'); chess.move('e5');
   * chess.moveNumber(); // 2
   */
  moveNumber(): number;
  /**
   * A square's colour on the board, or null for a name that is no square.
   * @example
   * new Chess().squareColor('a1'); // 'dark'
   * new Chess().squareColor('h1'); // 'light'
   */
  squareColor(square: Square | string): 'light' | 'dark' | null;
}

/** Options of {@link readGames}, {@link readHeaders} and {@link openGame}. */
export interface ReadGamesOptions {
  /** Read SAN only, as loadPgn's `strict`; default false. */
  strict?: boolean;
  /** Read every game as Chess960 (a game's own `[Variant "Chess960"]` tag does that too); default false. */
  chess960?: boolean;
  /** Called with each game that does not read; reading goes on with the next. Without it, such games are skipped. */
  onError?: (report: GameError) => void;
  /** A game longer than this many bytes is reported and skipped, never held in memory; default {@link DEFAULT_MAX_GAME_BYTES}. */
  maxGameBytes?: number;
}

/** Where a game stands in its source, as {@link readHeaders} and {@link GameError} give it. */
export interface GamePlace {
  /** The game's number in the source, from 0 (a game that did not read counts too). */
  index: number;
  /** The byte where the game starts, in the source's UTF-8 (a string source counts as its UTF-8). */
  offset: number;
  /** Its length in bytes. */
  length: number;
  /** Its tag pairs, as the header block writes them (no defaults filled in). */
  headers: Record<string, string>;
}

/** A game of a source that could not be read ({@link ReadGamesOptions.onError}). */
export interface GameError extends GamePlace {
  /** Why: the reader's message (the line and move of an illegal move, broken syntax, a game too long). */
  error: string;
}

/** A game as {@link readHeaders} lists it. */
export interface GameHeaders extends GamePlace {
  /** The main line's length in plies, counted from the movetext without playing it. */
  plies: number;
}

/**
 * A PGN source: the text, its bytes, a `Blob` or `File`, a `ReadableStream` of bytes
 * (`response.body`, `file.stream()`), or an iterable or async iterable of string or byte chunks.
 */
export type PgnSource =
  | string
  | Uint8Array
  | ArrayBuffer
  | Blob
  | ReadableStream<Uint8Array>
  | Iterable<string | Uint8Array>
  | AsyncIterable<string | Uint8Array>;

/**
 * The longest game, in bytes, that readGames holds in memory unless told otherwise (10,000,000).
 * @example
 * DEFAULT_MAX_GAME_BYTES; // 10000000
 */
export const DEFAULT_MAX_GAME_BYTES: number;

/**
 * The games of a PGN source, one {@link Chess} each, as {@link Chess.loadPgn} reads a game (its
 * tree, comments, NAGs and headers; Chess960 by its Variant tag), read as a stream: memory holds
 * one chunk of the source (a megabyte at most) and the games read from it, whatever the source's
 * size. A game that does not read goes to
 * `onError` and reading goes on (a game whose `Variant` tag names rules other than standard chess
 * and Chess960 too). A header block followed, after a blank line, by one that repeats one of its
 * tags is a game with no moves of its own (python-chess and chessops merge the two into one game,
 * keeping only the last block's headers); a block that repeats none is more of the same headers.
 * @example
 * const pgn = '[White "Morphy"]\n\n1. e4 e5 2. Nf3 d6 1-0\n\n[White "Anderssen"]\n\n1. e4 e9 *\n\n1. d4 d5 *';
 * const errors = [];
 * const games = [];
 * for await (const game of readGames(pgn, { onError: (report) => errors.push(report) })) {
 *   games.push(game.history().join(' '));
 * }
 * games; // ['e4 e5 Nf3 d6', 'd4 d5']
 * [errors[0].index, errors[0].headers.White]; // [1, 'Anderssen']
 * // With places, each game says where it is in the source:
 * const placed = [];
 * for await (const { chess, offset } of readGames(pgn, { places: true })) placed.push([chess.history().length, offset]);
 * placed; // [[4, 0], [2, 75]]
 */
export function readGames(source: PgnSource, options: ReadGamesOptions & { places: true }): AsyncGenerator<PlacedGame, void, undefined>;
export function readGames(source: PgnSource, options?: ReadGamesOptions & { places?: false }): AsyncGenerator<Chess, void, undefined>;

/** A game as {@link readGames} gives it with `{ places: true }`: the game and where it sits in the source. */
export interface PlacedGame {
  /** The game. */
  chess: Chess;
  /** Its number in the source, from 0 (games that did not read count too). */
  index: number;
  /** The byte where it starts, in the source's UTF-8. */
  offset: number;
  /** Its length in bytes. */
  length: number;
}

/**
 * Each game's headers, place and main-line length, without reading its moves: the fast walk
 * for a game list. {@link openGame} reads one of them later.
 * @example
 * const pgn = '[White "Morphy"]\n[Result "1-0"]\n\n1. e4 e5 2. Nf3 d6 1-0\n\n[White "Tal"]\n\n1. d4 *\n';
 * const list = [];
 * for await (const entry of readHeaders(pgn)) list.push(entry);
 * list.map((entry) => [entry.headers.White, entry.plies, entry.offset]); // [['Morphy', 4, 0], ['Tal', 1, 57]]
 */
export function readHeaders(source: PgnSource, options?: Pick<ReadGamesOptions, 'onError' | 'maxGameBytes'>): AsyncGenerator<GameHeaders, void, undefined>;

/**
 * Reads the game that {@link readHeaders} listed as `entry` from the same source (a string, bytes
 * or a Blob: a File is read from disk only where the game is).
 * @example
 * const pgn = '[White "Morphy"]\n\n1. e4 e5 1-0\n\n[White "Tal"]\n\n1. d4 d5 *\n';
 * const entries = [];
 * for await (const entry of readHeaders(pgn)) entries.push(entry);
 * const game = await openGame(pgn, entries[1]);
 * game.history(); // ['d4', 'd5']
 */
export function openGame(source: string | Uint8Array | Blob, entry: Pick<GamePlace, 'offset' | 'length'>, options?: Pick<ReadGamesOptions, 'strict' | 'chess960'>): Promise<Chess>;

/** Which games count, for {@link GameIndex.games} and {@link GameIndex.explore}; every field is optional and they all must hold. */
export interface GameFilter {
  /**
   * Words of a player's name, each whole or in part, in any order, case, accents or punctuation
   * (`'Ju Wenjun'` finds `'Ju, Wenjun'`, `'le quang liem'` finds `'Lê Quang Liêm'`); with
   * `color`, only that side's player.
   */
  player?: string;
  /** With `player`: the side the player had. */
  color?: 'white' | 'black';
  /** The game's result. */
  result?: '1-0' | '0-1' | '1/2-1/2';
  /** Part of the opening's name (any case), or the start of its ECO code. */
  opening?: string;
  /** The least average rating of the two players (a game with no rating does not pass a rating filter). */
  minRating?: number;
  /** The greatest average rating of the two players. */
  maxRating?: number;
  /** The speeds that pass, as {@link speedOf} names them. */
  speeds?: Speed[];
  /** The earliest date, as '2024.05.17', '2024-05' or '2024' (a game with no date does not pass a date filter). */
  since?: string;
  /** The latest date, in the same forms ('2024' means up to its last day). */
  until?: string;
}

/** lichess's game speeds, by estimated length: initial seconds + 40 × increment under 30 s, 180 s, 480 s, 1,500 s, or more; or correspondence. */
export type Speed = 'ultraBullet' | 'bullet' | 'blitz' | 'rapid' | 'classical' | 'correspondence';

/**
 * lichess's speed of a PGN `TimeControl` tag, by the estimated length (initial seconds + 40 × increment);
 * a tag written in minutes and seconds, as tournament PGNs write it, is read too.
 * @example
 * speedOf('180+2'); // 'blitz'
 * speedOf('60+0'); // 'bullet'
 * speedOf('15 min. + 10 s. per move'); // 'rapid'
 * speedOf('-'); // 'correspondence'
 * speedOf('?'); // undefined
 */
export function speedOf(timeControl: string): Speed | undefined;

/**
 * The speeds in order, from ultraBullet to correspondence.
 * @example
 * SPEEDS.length; // 6
 */
export const SPEEDS: readonly Speed[];

/**
 * How many plies of each game's main line a {@link GameIndex} keeps for its explorer unless told otherwise (40).
 * @example
 * DEFAULT_INDEX_PLIES; // 40
 */
export const DEFAULT_INDEX_PLIES: number;

/** A game as a {@link GameIndex} knows it (ratings 0 and texts '' where its headers say nothing). */
export interface IndexedGame {
  /** Its number in the index, from 0, in the order added. */
  id: number;
  /** The White player. */
  white: string;
  /** The Black player. */
  black: string;
  /** White's rating. */
  whiteElo: number;
  /** Black's rating. */
  blackElo: number;
  /** The result, '*' when unknown. */
  result: '1-0' | '0-1' | '1/2-1/2' | '*';
  /** The Date (or UTCDate) tag. */
  date: string;
  /** The Event tag. */
  event: string;
  /** The TimeControl tag. */
  timeControl: string;
  /** Its speed ({@link speedOf}), '' when unknown. */
  speed: Speed | '';
  /** The Opening tag, or the name the index's `openings` gives. */
  opening: string;
  /** The ECO tag, or the code the index's `openings` gives. */
  eco: string;
  /** The main line's length in plies. */
  plies: number;
  /** Where the game starts in its file, in bytes (-1 when added without a place). */
  offset: number;
  /** Its length in bytes (-1 when added without a place). */
  length: number;
}

/** A move of an {@link ExplorerAnswer}. */
export interface ExplorerMove {
  /** In UCI notation (Chess960 castling as king takes rook). */
  uci: string;
  /** In SAN, in the explored position. */
  san: string;
  /** How many games played it. */
  games: number;
  /** How many of those White won. */
  white: number;
  /** How many were drawn. */
  draws: number;
  /** How many Black won. */
  black: number;
  /** The mean of the games' average ratings (0 when none is rated). */
  averageRating: number;
}

/** What {@link GameIndex.explore} answers for a position. */
export interface ExplorerAnswer {
  /** The games that passed the filter and played a move from the position (in their indexed plies). */
  total: number;
  /** How many of them White won. */
  white: number;
  /** How many were drawn. */
  draws: number;
  /** How many Black won. */
  black: number;
  /** The moves played from the position, most played first. */
  moves: ExplorerMove[];
  /** The latest of those games, by date. */
  games: IndexedGame[];
}

/** Which page of a game list {@link GameIndex.games} gives. */
export interface GameListPage {
  /** How many games to pass over first; default 0. */
  offset?: number;
  /** How many games to give at most; default 50. */
  limit?: number;
}

/** A page of a game list ({@link GameIndex.games}). */
export interface GameList {
  /** How many games pass the filter. */
  total: number;
  /** The page's games. */
  games: IndexedGame[];
}

/** Options of {@link GameIndex.explore}. */
export interface ExploreOptions {
  /** How many of the latest games that reached the position to list; default 10. */
  limit?: number;
}

/** Options of a {@link GameIndex}. */
export interface GameIndexOptions {
  /** How many plies of each game's main line the explorer keeps; default {@link DEFAULT_INDEX_PLIES}. */
  maxPlies?: number;
  /** Opening names (`loadOpenings()` of ferrochess/openings) for games whose headers name none. */
  openings?: import('./openings.js').Openings;
}

/** {@link GameIndex.toData}'s output: plain data (typed arrays and string lists) for postMessage or IndexedDB. */
export interface GameIndexData {
  /** The format's version, 1. */
  version: 1;
  /** The index's maxPlies. */
  maxPlies: number;
  /** The players' names. */
  players: string[];
  /** The other texts (events, openings, dates, time controls). */
  texts: string[];
  /** One typed array a column. */
  columns: Record<string, Float64Array | Uint32Array | Uint16Array | Uint8Array>;
}

/**
 * Many games, indexed by their headers (a game list to search and filter) and by the positions of
 * their openings (an opening explorer; positions by Zobrist key, so transpositions meet). It keeps
 * no moves or PGN text: a game's `offset` and `length` say where {@link openGame} finds it again.
 * @example
 * const pgn = '[White "Ann"]\n[Black "Bo"]\n[Result "1-0"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 1-0\n\n'
 *   + '[White "Bo"]\n[Black "Ann"]\n[Result "0-1"]\n\n1. Nf3 Nc6 2. e4 e5 3. d4 0-1\n\n'
 *   + '[White "Cy"]\n[Black "Ann"]\n[Result "1/2-1/2"]\n\n1. d4 d5 1/2-1/2\n';
 * const index = new GameIndex();
 * for await (const { chess, offset, length } of readGames(pgn, { places: true })) {
 *   index.add(chess, { offset, length });
 *   chess.free();
 * }
 * const chess = new Chess();
 * chess.move('e4'); chess.move('e5'); chess.move('Nf3'); chess.move('Nc6');
 * index.explore(chess).moves.map((move) => [move.san, move.games]); // [['Bb5', 1], ['d4', 1]]
 * index.explore(chess).total; // 2
 */
export class GameIndex {
  /**
   * An empty index.
   * @example
   * new GameIndex({ maxPlies: 20 }).maxPlies; // 20
   */
  constructor(options?: GameIndexOptions);
  /**
   * How many games it holds.
   * @example
   * new GameIndex().size; // 0
   */
  readonly size: number;
  /**
   * How many plies of each game's main line the explorer keeps.
   * @example
   * new GameIndex().maxPlies; // 40
   */
  readonly maxPlies: number;
  /**
   * Adds a game: its headers and main line as they are now (the Chess is not kept, and can be
   * freed). `place` says where it sits in its file, as {@link readGames} gives it with
   * `{ places: true }`. Returns its number.
   * @example
   * const index = new GameIndex();
   * const chess = new Chess();
   * chess.loadPgn('[White "Ann"]\n[WhiteElo "1850"]\n\n1. e4 *');
   * index.add(chess); // 0
   * index.game(0).whiteElo; // 1850
   */
  add(chess: Chess, place?: { offset?: number; length?: number }): number;
  /**
   * What the index knows of game `id`.
   * @example
   * const index = new GameIndex();
   * const chess = new Chess();
   * chess.loadPgn('[White "Ann"]\n[Black "Bo"]\n[TimeControl "300+3"]\n[Result "0-1"]\n\n1. f3 e5 2. g4 Qh4# 0-1');
   * index.add(chess, { offset: 0, length: 80 });
   * index.game(0); // { white: 'Ann', black: 'Bo', result: '0-1', speed: 'blitz', plies: 4, offset: 0 }
   */
  game(id: number): IndexedGame;
  /**
   * The games that pass `filter`, in the order added: how many, and a page of them.
   * @example
   * const index = new GameIndex();
   * for (const [white, black, result] of [['Ann', 'Bo', '1-0'], ['Bo', 'Ann', '0-1'], ['Cy', 'Bo', '1-0']]) {
   *   const chess = new Chess();
   *   chess.loadPgn(`[White "${white}"]\n[Black "${black}"]\n[Result "${result}"]\n\n1. e4 ${result}`);
   *   index.add(chess);
   * }
   * index.games({ player: 'ann' }).total; // 2
   * index.games({ player: 'bo', color: 'black', result: '1-0' }).games.map((game) => game.white); // ['Ann', 'Cy']
   * index.games({}, { offset: 1, limit: 1 }).games[0].id; // 1
   */
  games(filter?: GameFilter, page?: GameListPage): GameList;
  /**
   * The moves played from a position (a Chess's current position, or a FEN) in the games that
   * pass `filter`, most played first, with their results and average rating, and the latest
   * `limit` (10) games that reached it. Only each game's first {@link GameIndex.maxPlies} plies count.
   * @example
   * const index = new GameIndex();
   * for (const line of ['1. e4 e5 1-0', '1. e4 c5 0-1', '1. d4 d5 1/2-1/2']) {
   *   const chess = new Chess();
   *   chess.loadPgn(`[Result "${line.split(' ').pop()}"]\n\n${line}`);
   *   index.add(chess);
   * }
   * const answer = index.explore(new Chess().fen());
   * answer.moves.map((move) => [move.san, move.games, move.white, move.black]); // [['e4', 2, 1, 1], ['d4', 1, 0, 0]]
   * answer.draws; // 1
   */
  explore(position: Chess | string, filter?: GameFilter, options?: ExploreOptions): ExplorerAnswer;
  /**
   * The index as plain data, for postMessage or IndexedDB.
   * @example
   * const index = new GameIndex();
   * index.add(new Chess());
   * GameIndex.fromData(structuredClone(index.toData())).size; // 1
   */
  toData(): GameIndexData;
  /**
   * An index from {@link GameIndex.toData}'s output.
   * @example
   * const chess = new Chess();
   * chess.loadPgn('[Black "Bo"]\n\n1. e4 *');
   * const index = new GameIndex();
   * index.add(chess);
   * GameIndex.fromData(index.toData()).game(0).black; // 'Bo'
   */
  static fromData(data: GameIndexData, options?: Pick<GameIndexOptions, 'openings'>): GameIndex;
}

/**
 * A progress report: one completed iteration of a search ({@link SearchOptions.onInfo}).
 * @example
 * await loadEngine();
 * const depths = [];
 * new Chess().bestMove({ depth: 5, onInfo: (info) => depths.push(info.depth) });
 * depths; // [1, 2, 3, 4, 5]
 */
export interface SearchInfo {
  /** The best move so far in SAN, or null with no legal move. */
  san: string | null;
  /** Its score from the side to move's view. */
  score: Score;
  /** The iteration's depth, in plies. */
  depth: number;
  /** The deepest ply any line reached (captures and extensions included). */
  seldepth: number;
  /** Nodes searched so far. */
  nodes: number;
  /** Nodes a second. */
  nps: number;
  /** Milliseconds since the search started. */
  time: number;
  /** The principal variation, UCI notation. */
  pv: string[];
  /** The principal variation in SAN. */
  pvSan: string[];
  /** Every line of the iteration, best first (multiPv of them, or one per legal move if fewer). */
  lines: SearchLine[];
}

/**
 * One line of a search: a root move, its score and its principal variation.
 * @example
 * await loadEngine();
 * const { lines } = new Chess().bestMove({ depth: 4, multiPv: 3 });
 * [lines.length, new Set(lines.map((line) => line.move)).size]; // [3, 3]
 */
export interface SearchLine {
  /** The line's first move in UCI notation. */
  move: string | null;
  /** The line's first move in SAN. */
  san: string | null;
  /** The line's score from the side to move's view. */
  score: Score;
  /** The line, UCI notation. */
  pv: string[];
  /** The line in SAN. */
  pvSan: string[];
}

/**
 * How long a searching worker may stay silent before it counts as dead (5000 ms).
 * @example
 * DEFAULT_WATCHDOG_MS; // 5000
 */
export const DEFAULT_WATCHDOG_MS: number;

/** What {@link Engine.search} takes: search options and the position. */
export interface EngineSearchOptions extends Omit<SearchOptions, 'shouldStop'> {
  /** The position to search (default: the standard start). */
  fen?: string;
  /** Moves played from `fen` first (UCI or SAN), so that repetitions count. */
  moves?: string[];
  /** Chess960 rules for `fen` and `moves`. */
  chess960?: boolean;
}

/** What {@link Engine.search} resolves to. */
export interface EngineSearchResult extends SearchResult {
  /** Present and true when stop() ended the search early. */
  stopped?: boolean;
  /** How many threads searched. */
  threads: number;
}

/**
 * The Error an {@link Engine}'s search rejects with when it did not finish: `cancelled` when a new
 * search or cancel() dropped it, `crashed` when its worker failed or went silent (another worker
 * takes its place). Any other Error is a refused option or position.
 * @example
 * const engine = new Engine();
 * const search = engine.search({ movetime: 60000 });
 * engine.cancel();
 * const error = await search.catch((e) => e);
 * [error.cancelled, error.crashed ?? false]; // [true, false]
 * engine.terminate();
 */
export interface EngineError extends Error {
  /** The search was dropped by a new search or cancel(). */
  readonly cancelled?: true;
  /** The worker failed or stayed silent past the watchdog; the search is lost, the Engine usable. */
  readonly crashed?: true;
}

/**
 * An asynchronous engine that owns a module worker (in Node, a worker_threads
 * thread). A new search cancels the
 * running one (its promise rejects with an Error whose `cancelled` is true).
 * A worker that fails, or stays silent for `watchdogMs` during a search, is
 * replaced; the search's promise rejects with an Error whose `crashed` is true.
 * @example
 * const engine = new Engine();
 * const result = await engine.search({ fen: '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', depth: 4 });
 * result.san; // 'Ra8#'
 * engine.terminate();
 */
export class Engine {
  /**
   * `threads`: how many threads each search uses (default 1), up to Engine.maxThreads;
   * `workerUrl`: the engine worker's address, where a bundler moves it; `watchdogMs`: see
   * {@link DEFAULT_WATCHDOG_MS}.
   * @example
   * const engine = new Engine({ threads: 2 });
   * engine.threads; // 1: one thread in Node
   * engine.terminate();
   */
  constructor(options?: { workerUrl?: string | URL; watchdogMs?: number; threads?: number });
  /**
   * The most threads a search can use here: the machine's cores (up to 16)
   * in a cross-origin-isolated page, else 1 (and 1 in Node).
   * @example
   * Engine.maxThreads; // 1
   */
  static readonly maxThreads: number;
  /** The threads each search uses: the `threads` option, at most Engine.maxThreads. */
  readonly threads: number;
  /**
   * Whether a search is running.
   * @example
   * const engine = new Engine();
   * const search = engine.search({ depth: 3 });
   * engine.busy; // true
   * await search;
   * engine.busy; // false
   * engine.terminate();
   */
  readonly busy: boolean;
  /**
   * Searches in the worker; resolves to the result. The result's `threads` says how many
   * threads searched.
   * @example
   * const engine = new Engine();
   * const { bestMove, lines } = await engine.search({ moves: ['e2e4'], depth: 6, multiPv: 2 });
   * [typeof bestMove, lines.length]; // ['string', 2]
   * engine.terminate();
   */
  search(options?: EngineSearchOptions): Promise<EngineSearchResult>;
  /**
   * Ends the current search early; it resolves with the best move so far (`stopped: true`).
   * @example
   * const engine = new Engine();
   * const search = engine.search({ movetime: 60000 });
   * setTimeout(() => engine.stop(), 300);
   * (await search).stopped; // true
   * engine.terminate();
   */
  stop(): void;
  /**
   * Drops the current search: its promise rejects with `cancelled: true`. With shared
   * memory (isolated pages, Node) the worker stays; elsewhere it is terminated.
   * @example
   * const engine = new Engine();
   * const search = engine.search({ movetime: 60000 });
   * engine.cancel();
   * await search.catch((error) => error.cancelled); // true
   * engine.terminate();
   */
  cancel(): void;
  /**
   * Stops the worker for good (a later search starts a new one).
   * @example
   * const engine = new Engine();
   * engine.terminate();
   */
  terminate(): void;
}

/**
 * Loads the engine module on this thread (once) and resolves to the exports
 * of `ferrochess/engine`; after it, Chess#bestMove, #evaluate, #explain and
 * #opening work. `Engine` needs none of this: its worker loads the engine.
 * @example
 * const { UciSession } = await loadEngine();
 * new UciSession().command('isready'); // ['readyok']
 */
export function loadEngine(): Promise<typeof import('./engine-entry.js')>;

/** {@link MOVE_THRESHOLDS}: drops in a side's winning chances (−1…1 scale). */
export interface MoveThresholds {
  /** A move that dropped less is excellent. */
  excellent: number;
  /** A move that dropped less is good (at least `excellent`). */
  good: number;
  /** A drop of this much or more is an inaccuracy. */
  inaccuracy: number;
  /** A drop of this much or more is a mistake. */
  mistake: number;
  /** A drop of this much or more is a blunder. */
  blunder: number;
}
/**
 * The drops in a side's winning chances (−1…1 scale) that make a move an
 * inaccuracy, a mistake or a blunder (lichess's: 0.1, 0.2, 0.3), and the
 * largest drops of an excellent and a good move.
 * @example
 * MOVE_THRESHOLDS.blunder; // 0.3
 */
export const MOVE_THRESHOLDS: Readonly<MoveThresholds>;
/** White's winning chances beyond ±this (about three pawns) count as a won game for {@link MoveReview.decisive}. */
export const WON_CHANCES: number;
/** The engine's depth for {@link analyseGame} and {@link findMistakes} when none is given (12). */
export const DEFAULT_REVIEW_DEPTH: number;

/** A reviewed move's class: an opening-book move, the engine's move, then by the winning chances it lost. */
export type MoveKind = 'book' | 'best' | 'excellent' | 'good' | 'inaccuracy' | 'mistake' | 'blunder';

/** Each side's accuracy (%), or null for a side that made no move. */
export interface SideAccuracy {
  /** White's accuracy. */
  w: number | null;
  /** Black's accuracy. */
  b: number | null;
}

/** A move played: UCI and SAN. */
export interface PlayedMove {
  /** UCI notation (e2e4). */
  uci: string;
  /** SAN (e4). */
  san: string;
}

/**
 * Winning chances, −1 (lost) to 1 (won), of the side a score is from, as
 * lichess's analysis board computes them: 2 / (1 + e^(−0.00368208·cp)) − 1,
 * centipawns clamped to ±1000, a mate in n counted as (21 − min(10, n))·100
 * centipawns (mate 0: the side to move is mated). A number is centipawns.
 * @example
 * winningChances({ cp: 0 }); // 0
 * Math.round(winningChances({ cp: 300 }) * 100) / 100; // 0.5
 * Math.round(winningChances({ mate: -1 }) * 100) / 100; // -0.95
 */
export function winningChances(score: Score | number): number;
/**
 * The same chances as a win percentage, 0 to 100 (what lichess's accuracy works on).
 * @example
 * winPercent({ cp: 0 }); // 50
 */
export function winPercent(score: Score | number): number;
/**
 * One move's accuracy (%) from its side's win percentage before and after
 * it: lichess's curve 103.1668·e^(−0.04354·drop) − 3.1669, plus one point for
 * the engine's own imprecision, within 0 and 100; 100 when nothing was lost.
 * @example
 * moveAccuracy(60, 70); // 100
 * Math.round(moveAccuracy(60, 50)); // 65
 */
export function moveAccuracy(before: number, after: number): number;
/**
 * Each side's accuracy (%), lichess's game accuracy: `scores` are White's
 * scores of every position, the start first (one more than the moves);
 * `turn` the side that played the first move. Each move's accuracy is
 * weighted by the standard deviation of the win percentages around it (a
 * window of 2 to 8 positions, the weight within 0.5 and 12); a side's
 * accuracy is the mean of that weighted mean and the harmonic mean of its
 * moves' accuracies. null for a side without moves.
 * @example
 * accuracy([{ cp: 20 }, { cp: 30 }, { cp: 25 }]); // { w: 100, b: 100 }
 * const { w, b } = accuracy([{ cp: 20 }, { cp: -300 }, { cp: -290 }, { cp: -900 }]);
 * [Math.round(w), Math.round(b)]; // [33, 98]
 */
export function accuracy(scores: (Score | number)[], options?: { turn?: Color }): SideAccuracy;
/**
 * A move's class from the drop in its side's winning chances: `'best'`
 * when it was the engine's move, else excellent (under 0.02), good (under
 * 0.1), inaccuracy, mistake (0.2 and more), blunder (0.3 and more).
 * @example
 * [classifyMove(0.01), classifyMove(0.25), classifyMove(0.5, { best: true })]; // ['excellent', 'mistake', 'best']
 */
export function classifyMove(loss: number, options?: { best?: boolean }): MoveKind;

/** A position of a reviewed game: the engine's view of it. */
export interface AnalysedPosition {
  /** The position's score from White's view. */
  score: Score;
  /** The engine's move here (UCI), or null (the game's end, or not asked). */
  best?: string | null;
  /** The second-best move's score from White's view, or null (one legal move, or not asked). */
  second?: Score | null;
}

/** One move of a {@link GameReview}. */
export interface MoveReview extends PlayedMove {
  /** Plies from the game's start, 1 for the first move. */
  ply: number;
  /** Who played it. */
  color: Color;
  /** Its class: {@link classifyMove}, or 'book'. */
  kind: MoveKind;
  /** The drop in its side's winning chances (0 to 2). */
  loss: number;
  /** Its accuracy (%), {@link moveAccuracy}. */
  accuracy: number;
  /** The engine's move, and the second best would have lost a blunder's worth (0.3): the only move. */
  only: boolean;
  /** The engine's move when another was played (null for book and best moves). */
  better: string | null;
  /** It changed who is winning: White's chances crossed ±{@link WON_CHANCES} against its side. */
  decisive: boolean;
}

/** How many moves of each kind a side played. */
export type KindCounts = Record<MoveKind, number>;

/** A game's review: every move, each side's accuracy, the moves by class. */
export interface GameReview {
  /** Every move of the main line, in order. */
  moves: MoveReview[];
  /** Each side's accuracy: {@link accuracy}. */
  accuracy: SideAccuracy;
  /** How many moves of each kind each side played. */
  counts: {
    /** White's. */
    w: KindCounts;
    /** Black's. */
    b: KindCounts;
  };
}

/**
 * A game's review from its analysed positions (one more than the moves:
 * `positions[i]` is the position before move `i`). `turn`: who played the
 * first move; `book[i]`: move `i` came from an opening book (excused as
 * 'book' unless it blunders: named lines include traps like the Fool's Mate).
 * @example
 * const review = reviewGame(
 *   [{ score: { cp: 30 }, best: 'e2e4' }, { score: { cp: 25 }, best: 'c7c5' }, { score: { cp: 350 }, best: 'g1f3' }],
 *   [{ uci: 'e2e4', san: 'e4' }, { uci: 'g7g5', san: 'g5' }],
 * );
 * review.moves.map((m) => m.kind); // ['best', 'blunder']
 * [review.moves[1].better, review.moves[1].decisive]; // ['c7c5', true]
 */
export function reviewGame(
  positions: AnalysedPosition[],
  moves: PlayedMove[],
  options?: { turn?: Color; book?: boolean[] },
): GameReview;

/** An opening book's moves by position, as ferrochess/openings's OpeningBook gives them. */
export interface MoveBook {
  /**
   * The book's moves (UCI) from a FEN; [] off the book.
   * @example
   * const { loadOpeningBook } = await import('ferrochess/openings');
   * (await loadOpeningBook()).moves(new Chess().fen()).some((move) => move.uci === 'e2e4'); // true
   */
  moves(fen: string): {
    /** The move in UCI notation. */
    uci: string;
  }[];
}

/** What {@link analyseGame} and {@link findMistakes} take. */
export interface AnalyseGameOptions {
  /** An {@link Engine}, or anything with its `search` (and `cancel`, for `signal`). */
  engine: Pick<Engine, 'search'> & Partial<Pick<Engine, 'cancel'>>;
  /** The depth of each position's search (default {@link DEFAULT_REVIEW_DEPTH}; with `nodes` alone, none: as deep as the nodes go). */
  depth?: number;
  /** Stop each search after about this many nodes (with `depth`, at whichever comes first). */
  nodes?: number;
  /** An opening book (loadOpeningBook() of ferrochess/openings): its moves are excused unless they blunder. */
  book?: MoveBook;
  /** Called after each position: `done` of `total`. */
  onProgress?: (progress: { done: number; total: number }) => void;
  /** Stops the analysis: the promise rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** A position as {@link analyseGame} analysed it. */
export interface AnalysedGamePosition extends AnalysedPosition {
  /** The position. */
  fen: string;
  /** The engine's move in SAN, or null. */
  bestSan: string | null;
  /** The engine's line from here, UCI. */
  pv: string[];
}

/** What {@link analyseGame} resolves to: the review and each position's analysis. */
export interface AnalysedGame extends GameReview {
  /** Every position of the main line, the start first. */
  positions: AnalysedGamePosition[];
  /** Whether the game is Chess960. */
  chess960: boolean;
}

/**
 * Analyses every position of a game's main line (a Chess or a PGN text)
 * with the engine, two lines each (so that an only move is seen), and
 * resolves to its {@link reviewGame} review with each position's analysis.
 * A checkmate scores ±1000 centipawns (White's view), a drawn end 0.
 * @example
 * const engine = new Engine();
 * const review = await analyseGame('1. f3 e5 2. g4 Qh4# 0-1', { engine, depth: 6 });
 * review.moves.map((m) => m.kind).slice(2); // ['blunder', 'best']
 * [review.moves[2].decisive, review.positions[4].score]; // [true, { cp: -1000 }]
 * engine.terminate();
 */
export function analyseGame(game: Chess | string, options: AnalyseGameOptions): Promise<AnalysedGame>;

/** A move to learn from: {@link findMistakes}. */
export interface Mistake {
  /** Plies from the game's start, 1 for the first move. */
  ply: number;
  /** Who played it. */
  color: Color;
  /** The position before the move: find a better one here. */
  fen: string;
  /** The move played. */
  played: PlayedMove;
  /** The engine's move (null at the game's end). */
  best: {
    /** UCI notation. */
    uci: string | null;
    /** SAN. */
    san: string | null;
  };
  /** The engine's line from `fen`, UCI. */
  bestLine: string[];
  /** How bad it was. */
  kind: 'inaccuracy' | 'mistake' | 'blunder';
  /** The winning chances the played move lost. */
  loss: number;
  /** Whether the game is Chess960 (its castling rules are the position's). */
  chess960: boolean;
}

/**
 * A game's mistakes and blunders (with `kinds`, also inaccuracies), of one
 * side with `color`, found by {@link analyseGame}.
 * @example
 * const engine = new Engine();
 * const mistakes = await findMistakes('1. f3 e5 2. g4 Qh4# 0-1', { engine, depth: 6, color: 'w' });
 * mistakes.map((m) => [m.ply, m.played.san, m.kind]); // [[3, 'g4', 'blunder']]
 * engine.terminate();
 */
export function findMistakes(
  game: Chess | string,
  options: AnalyseGameOptions & { color?: Color; kinds?: ('inaccuracy' | 'mistake' | 'blunder')[] },
): Promise<Mistake[]>;

/** How far below the engine's move, in winning chances, an answer to a mistake may be and still count (0.035, lichess's). */
export const ANSWER_MARGIN: number;
/** The depth at which {@link judgeAnswer} searches when none is given (14). */
export const DEFAULT_ANSWER_DEPTH: number;

/** {@link judgeAnswer}'s verdict on an answer to a mistake. */
export interface AnswerVerdict {
  /** 'best': the engine's move; 'good': as good within {@link ANSWER_MARGIN}; 'played': the mistake again; 'worse'; 'illegal'. */
  verdict: 'best' | 'good' | 'played' | 'worse' | 'illegal';
  /** The answer in UCI notation (null when illegal). */
  uci: string | null;
  /** The answer in SAN (null when illegal). */
  san: string | null;
  /** The mover's winning chances after the answer, as searched (null when not searched). */
  chances: number | null;
  /** The mover's winning chances after the engine's move, at the same depth (null when not searched). */
  target: number | null;
}

/**
 * Judges an answer (SAN, UCI or `{ from, to, promotion }`) to a mistake:
 * the engine's move is right and the move played wrong at once; any other
 * legal move is searched `depth` plies deep after it, and so is the
 * engine's move, and it is right when the mover's winning chances stay
 * within {@link ANSWER_MARGIN} of the engine's move's. The rules are the
 * mistake's own (`chess960`, as findMistakes marks it) unless `chess960` is given.
 * @example
 * const engine = new Engine();
 * const [mistake] = await findMistakes('1. f3 e5 2. g4 Qh4# 0-1', { engine, depth: 6, color: 'w' });
 * (await judgeAnswer(mistake, 'g4', { engine })).verdict; // 'played'
 * (await judgeAnswer(mistake, mistake.best.san, { engine })).verdict; // 'best'
 * (await judgeAnswer(mistake, 'h4', { engine, depth: 8 })).verdict; // 'worse'
 * engine.terminate();
 */
export function judgeAnswer(
  mistake: Pick<Mistake, 'fen' | 'played' | 'best'> & Partial<Pick<Mistake, 'chess960'>>,
  answer: string | { from: string; to: string; promotion?: string },
  options: { engine: Pick<Engine, 'search'>; depth?: number; chess960?: boolean; signal?: AbortSignal },
): Promise<AnswerVerdict>;

/** The depth of each search {@link findPuzzles} makes when none is given (12). */
export const DEFAULT_PUZZLE_DEPTH: number;

/** The depth at which {@link findPuzzles} searches each solver move again before it keeps a puzzle, when none is given (18). */
export const DEFAULT_PUZZLE_CONFIRM_DEPTH: number;

/** A puzzle from a game: {@link findPuzzles}. */
export interface Puzzle {
  /** The position the solver faces (after the opponent's mistake). */
  fen: string;
  /** The solver's and the opponent's moves in turn (UCI), ending on the solver's. */
  solution: string[];
  /**
   * What can be told from the position and the line: 'mate' and 'mateIn1'…'mateIn5', or
   * 'crushing' (600 centipawns or more) or 'advantage'; 'promotion', 'fork', 'hangingPiece';
   * and the length: 'oneMove', 'short', 'long', 'veryLong'.
   */
  themes: string[];
  /** Whether the game is Chess960: load `fen` with `{ chess960: true }` (castling is the king onto its rook). */
  chess960: boolean;
  /** Where it comes from. */
  source: {
    /** The game's place in the source, 0 for the first. */
    game: number;
    /** The ply of the opponent's move that made the position. */
    ply: number;
    /** The game's headers. */
    headers: Record<string, string>;
  };
}

/**
 * The puzzles in a player's games (a PGN text of one or many games, a Chess,
 * or an iterable of them), by the rules of lichess's puzzle generator: the
 * opponent's move handed the solver (at most 400 centipawns before, not
 * ahead in material) a mate in 2 to 15 or a jump of more than 0.5 in
 * winning chances; every solver move must be the only good one (two lines
 * searched: the best mates at once, or mates in 2 with the second under 500
 * centipawns, in 3 under 300, or its winning chances exceed the second's by
 * more than 0.42); an advantage ends on a solver move that had an
 * alternative and must win more than a pawn; a repetition drops it. Every
 * position is searched `depth` plies deep (default {@link DEFAULT_PUZZLE_DEPTH});
 * then each solver move of a puzzle is searched again `confirmDepth` plies
 * deep (default {@link DEFAULT_PUZZLE_CONFIRM_DEPTH}) and must still be the
 * best and the only good move, its winning chances ahead of the second's by
 * more than 0.6 there (0.42 plus a margin for this engine's error against
 * Stockfish); an advantage is cut before the first move that is not, a mate
 * dropped.
 * @example
 * const engine = new Engine();
 * const puzzles = await findPuzzles('1. e4 e5 2. Nf3 d6 3. Bc4 Bg4 4. Nc3 g6 5. Nxe5 Bxd1 6. Bxf7+ Ke7 7. Nd5# 1-0', { engine, depth: 10, confirmDepth: 12 });
 * puzzles.map((p) => [p.source.ply, p.solution, p.themes]); // [[10, ['c4f7', 'e8e7', 'c3d5'], ['mate', 'mateIn2', 'short']]]
 * engine.terminate();
 */
export function findPuzzles(
  source: string | Chess | Iterable<Chess> | AsyncIterable<Chess>,
  options: {
    /** An {@link Engine}, or anything with its `search`. */
    engine: Pick<Engine, 'search'>;
    /** Each search's depth. */
    depth?: number;
    /** The depth at which each solver move of a puzzle found is searched again. */
    confirmDepth?: number;
    /** Called after each position: games done, positions searched, puzzles found. */
    onProgress?: (progress: { games: number; positions: number; puzzles: number }) => void;
    /** Stops the search: the promise rejects with the signal's reason. */
    signal?: AbortSignal;
  },
): Promise<Puzzle[]>;

/** A Glicko-2 rating: a player's or a puzzle's. */
export interface Rating {
  /** The rating (1500 at first). */
  rating: number;
  /** Its deviation: how sure it is (350 at first; lower is surer). */
  deviation: number;
  /** How erratic the results are (0.06 at first). */
  volatility: number;
}

/**
 * A new Glicko-2 rating: 1500 ± 350, volatility 0.06 (Glickman's defaults).
 * @example
 * newRating(); // { rating: 1500, deviation: 350, volatility: 0.06 }
 */
export function newRating(): Rating;

/**
 * One rating period of Glicko-2 (Glickman, "Example of the Glicko-2
 * system"): the player's rating after `games`, each an opponent's (or a
 * puzzle's) rating and deviation and the player's score (1 a win or a
 * puzzle solved, 0.5 a draw, 0 a loss). `tau` (default 0.75, as lichess)
 * limits how fast the volatility moves; the deviation stays within
 * `minDeviation` (45) and `maxDeviation` (500). Without games the
 * deviation grows by the volatility.
 * @example
 * const after = glicko2({ rating: 1500, deviation: 200, volatility: 0.06 }, [
 *   { rating: 1400, deviation: 30, score: 1 },
 *   { rating: 1550, deviation: 100, score: 0 },
 *   { rating: 1700, deviation: 300, score: 0 },
 * ], { tau: 0.5 });
 * [after.rating.toFixed(2), after.deviation.toFixed(2), after.volatility.toFixed(5)]; // ['1464.05', '151.52', '0.06000']
 */
export function glicko2(
  player: Rating,
  games: { rating: number; deviation: number; score: number }[],
  options?: { tau?: number; minDeviation?: number; maxDeviation?: number },
): Rating;

/** An item's place in the SuperMemo-2 schedule: {@link nextReview}. */
export interface ReviewCard {
  /** Right answers in a row. */
  repetitions: number;
  /** Days until the next try. */
  interval: number;
  /** How fast the interval grows (2.5 at first, at least 1.3). */
  ease: number;
  /** When the next try is due (ms since 1970). */
  due: number;
}

/**
 * The SuperMemo-2 schedule (Woźniak, 1990) for trying a missed puzzle or a
 * repertoire line again: from the item's last card (undefined when new)
 * and a try's grade (0 to 5: 5 right at once, 3 right with effort, under 3
 * wrong), its next card. Wrong: one day, the ease kept; right: one day,
 * then six, then the last interval times the ease, which the grade nudges.
 * @example
 * let card = nextReview(undefined, 5, 0);
 * [card.interval, card.ease]; // [1, 2.6]
 * card = nextReview(card, 5, 0);
 * card = nextReview(card, 4, 0);
 * [card.interval, card.due / 86_400_000]; // [16, 16]
 * nextReview(card, 1, 0).interval; // 1
 */
export function nextReview(card: ReviewCard | undefined, grade: number, now?: number): ReviewCard;

/** One move of a {@link RepertoireLine}. */
export interface RepertoireMove {
  /** The move in SAN. */
  san: string;
  /** The move in UCI notation. */
  uci: string;
  /** The position before it. */
  fen: string;
  /** Whether it is yours (the repertoire's side plays it). */
  mine: boolean;
}

/** A line of a {@link Repertoire}: from the start to a leaf of its tree. */
export interface RepertoireLine {
  /** Its moves in SAN joined by spaces: the key its schedule is kept under. */
  id: string;
  /** Its moves, the first from the start. */
  moves: RepertoireMove[];
}

/**
 * A repertoire to drill: a PGN with variations (or a Chess) read as lines
 * for the side you play; the drill plays the other side's moves and asks
 * for yours; each line is scheduled with {@link nextReview} by its id.
 * @example
 * const repertoire = new Repertoire('1. e4 e5 (1... c5 2. Nf3) 2. Nf3 Nc6 *', 'w');
 * repertoire.lines().map((line) => line.id); // ['e4 e5 Nf3 Nc6', 'e4 c5 Nf3']
 */
export class Repertoire {
  /**
   * A repertoire for `color` from a PGN text (its first game, every variation) or a Chess.
   * @example
   * new Repertoire('1. d4 d5 2. c4 *', 'b').color; // 'b'
   */
  constructor(source: string | Chess, color: Color);
  /** The side the repertoire is for. */
  readonly color: Color;
  /** The FEN the lines start from. */
  readonly start: string;
  /** Whether the lines follow Chess960's rules. */
  readonly chess960: boolean;
  /**
   * Every line, the main line first.
   * @example
   * new Repertoire('1. e4 e5 2. Nf3 *', 'b').lines()[0].moves.map((m) => m.mine); // [false, true, false]
   */
  lines(): RepertoireLine[];
  /**
   * The lines to drill now: those whose card (`cards[id]`) is due by `now`, the most overdue
   * first, then those never drilled.
   * @example
   * const repertoire = new Repertoire('1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *', 'w');
   * const cards = { 'e4 e5 Nf3': nextReview(undefined, 5, 0) };
   * repertoire.due(cards, 0).map((line) => line.id); // ['e4 c5 Nf3']
   * repertoire.due(cards, 2 * 86_400_000).map((line) => line.id); // ['e4 e5 Nf3', 'e4 c5 Nf3']
   */
  due(cards?: Record<string, ReviewCard>, now?: number): RepertoireLine[];
  /**
   * Whether `move` (SAN, UCI or `{ from, to, promotion }`) is the line's move at `index` (one of yours).
   * @example
   * const repertoire = new Repertoire('1. e4 e5 2. Nf3 *', 'w');
   * const [line] = repertoire.lines();
   * repertoire.check(line, 2, 'Nc3'); // { right: false, expected: 'Nf3', played: 'Nc3' }
   * repertoire.check(line, 2, 'g1f3').right; // true
   */
  check(line: RepertoireLine, index: number, move: string | { from: string; to: string; promotion?: string }): {
    /** Whether it is the line's move. */
    right: boolean;
    /** The line's move, SAN. */
    expected: string;
    /** The move played, SAN, or null when it is not legal there. */
    played: string | null;
  };
}
