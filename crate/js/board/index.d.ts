/**
 * `import { Board, chessBoard } from 'ferrochess/board'`: a chess board for
 * any page or framework. {@link Board} draws and takes input and knows no
 * rules; {@link chessBoard} binds one to a ferrochess `Chess`; importing the
 * module registers the `<ferro-board>` element ({@link FerroBoard}). Nothing
 * here loads wasm until a `<ferro-board>` without a game of its own is put
 * on the page.
 *
 * @example
 * ```js
 * import { Chess } from 'ferrochess';
 * import { chessBoard } from 'ferrochess/board';
 * const game = chessBoard(document.getElementById('board'), new Chess(), {
 *   onMove: (move) => console.log(move.san),
 * });
 * ```
 * @module ferrochess/board
 */
import type { Chess, Color, Engine, Move, Piece, PieceSymbol, SearchOptions, Square } from 'ferrochess';

export type { Color, Piece, PieceSymbol, Square };

/** A move on the board as two squares: `['e2', 'e4']` or `{ from: 'e2', to: 'e4' }`. */
export type SquarePair = readonly [Square, Square] | { from: Square; to: Square };

/** Squares to the squares a piece there may go: a Map, or a plain object of arrays. */
export type Dests = Map<Square, readonly Square[]> | Partial<Record<Square, readonly Square[]>>;

/** The colours of arrows and circles (lichess's: Shift + right-drag is red, Alt blue, both yellow). */
export type ShapeColor = 'green' | 'red' | 'blue' | 'yellow';

/** An arrow from `from` to `to`, or a circle on `from` when `to` is left out. */
export interface Shape {
  from: Square;
  to?: Square;
  /** Default 'green'. */
  color?: ShapeColor;
  /** A short text (up to 4 characters) in a disc at the arrow's head or the circle's corner: a score, a number. */
  label?: string;
  /** The arrow's thickness, 1 by default (above 0, at most 3). */
  width?: number;
  /** A name for the page's own use ('best', 'hint'): a class of the shape's element. The user's own shapes are 'user'. */
  kind?: string;
}

/** Callbacks for the board's events (the same as {@link Board.on}). */
export interface BoardEvents {
  /** The user moved a piece from `from` to `to` (the board already shows it there). */
  move?: (from: Square, to: Square, meta: { captured?: Piece; premove: false }) => void;
  /** The user selected a square (null: the selection was cleared). */
  select?: (square: Square | null) => void;
  /** Every click, tap or Enter on a square, before the board acts on it (also in viewOnly). */
  click?: (square: Square) => void;
  /** The pieces changed: a move, setPieces, a drop, a removal. */
  change?: () => void;
  /** The user drew or erased shapes; the list is the board's own now. */
  shapes?: (shapes: Shape[]) => void;
  /** The waiting premoves changed (an empty list: none waits). */
  premove?: (queue: { from: Square; to: Square }[]) => void;
  /** A new piece was dragged onto `square` ({@link Board.dragNewPiece}). */
  drop?: (piece: Piece, square: Square) => void;
  /** A piece was dragged off the board and removed (`movable.deleteOnDropOff`). */
  remove?: (square: Square) => void;
}

/**
 * What a board shows and allows; every part is optional in
 * {@link Board.set}, which keeps what it is not given.
 */
export interface BoardConfig {
  /** A FEN (only the placement is read; its side to move sets `turnColor`), or 'start'. Not with `pieces`. */
  fen?: string;
  /** The pieces as a Map or object from squares, or chess.js `board()` (8 rows, rank 8 first). Not with `fen`. */
  pieces?: Map<Square, Piece> | Partial<Record<Square, Piece>> | ((Piece & { square?: Square }) | null)[][];
  /** The side at the bottom; default 'w'. */
  orientation?: Color;
  /** Whose turn it is: their pieces move, the others' premove. */
  turnColor?: Color;
  /** The checked king's square, true for the king of `turnColor`, or false/null for none. */
  check?: Square | boolean | null;
  /** Marked on both squares, or null. */
  lastMove?: SquarePair | null;
  /** Rank and file letters inside the edge squares; default true. */
  coordinates?: boolean;
  /** Shows the position and takes no input (the keyboard still reads the squares); default false. */
  viewOnly?: boolean;
  /** Moves slide for `duration` ms (default 200); never under prefers-reduced-motion. `false`: no animation. */
  animation?: boolean | { enabled?: boolean; duration?: number };
  movable?: {
    /** Whose pieces the user may move: 'w', 'b', 'both', or null for none. */
    color?: Color | 'both' | null;
    /** Where each piece may go now: the legal moves (the board checks nothing else). */
    dests?: Dests | null;
    /** Dots on the destinations of the selected piece; default true. */
    showDests?: boolean;
    /** Also on hovering a piece with a mouse; default true. */
    hoverDests?: boolean;
    /** Any piece of `color` may go anywhere (a position editor); default false. */
    free?: boolean;
    /** In free mode, a piece dragged off the board is removed; default false. */
    deleteOnDropOff?: boolean;
  };
  premovable?: {
    /** The user may premove `movable.color`'s pieces while the other side is to move; default false. */
    enabled?: boolean;
    /** Where premoves may go; by default the board's geometry (as chessground's). */
    dests?: Dests | null;
    showDests?: boolean;
    /** How many premoves may wait (1 to 64); default 1, and a new one replaces the old. */
    queue?: number;
    /** The waiting premoves, first first. */
    current?: SquarePair[] | null;
  };
  drawable?: {
    /** Right-drag draws arrows, right-click circles; default true. */
    enabled?: boolean;
    /** The user's shapes. */
    shapes?: Shape[];
    /** The program's shapes (an engine's lines, a hint), drawn under the user's. */
    autoShapes?: Shape[];
    /** A left click erases the user's shapes; default true. */
    eraseOnClick?: boolean;
  };
  /** Callbacks, as {@link Board.on} takes them. */
  events?: BoardEvents;
  /** Images for the pieces instead of the project's drawings: piece codes ('wK', 'bN', …) to addresses. */
  pieceSet?: Partial<Record<`${Color}${'K' | 'Q' | 'R' | 'B' | 'N' | 'P'}`, string>> | null;
  /** The board's accessible name; default 'Chess board'. */
  label?: string;
  /** White's winning chance (0 to 1) for a bar beside the board, or null to hide it. */
  evalBar?: number | null;
  /** A king moved two squares (from the e-file) or onto its own rook takes the rook along; default true. */
  autoCastle?: boolean;
  /** Say selections and moves through the board's live region; default true. */
  announce?: boolean;
}

/** What the board holds now (a copy). */
export interface BoardState {
  fen: string;
  pieces: Map<Square, Piece>;
  orientation: Color;
  turnColor: Color;
  check: Square | null;
  lastMove: { from: Square; to: Square } | null;
  selected: Square | null;
  premoves: { from: Square; to: Square }[];
  shapes: (Required<Pick<Shape, 'from' | 'to' | 'color' | 'width'>> & Pick<Shape, 'label' | 'kind'>)[];
  viewOnly: boolean;
}

/**
 * A chess board that draws a state and reports the user's moves; it knows
 * no rules (where pieces may go comes from `movable.dests`). It draws in a
 * shadow root of its own inside `element`, whose width sets its size; CSS
 * custom properties (`--fb-light`, `--fb-dark`, …) theme it. Mouse, touch,
 * pen and keyboard: one Tab stop, arrow keys between squares, Enter or Space
 * to pick up and put down, Escape to let go.
 *
 * @example
 * ```js
 * const board = new Board(document.getElementById('board'), {
 *   fen: 'start',
 *   movable: { color: 'w', dests: { e2: ['e3', 'e4'], g1: ['f3', 'h3'] } },
 *   events: { move: (from, to) => console.log(from, to) },
 * });
 * board.set({ orientation: 'b', drawable: { autoShapes: [{ from: 'e7', to: 'e5', label: '+0.3' }] } });
 * ```
 */
export class Board {
  /** Draws a board in `element`; a wrong option throws a clear Error and draws nothing. */
  constructor(element: Element, config?: BoardConfig);
  /** The element the board draws in. */
  readonly element: HTMLElement;
  /** What the board holds now (a copy). */
  readonly state: BoardState;
  /** Whether the promotion dialog is open. */
  readonly promoting: boolean;
  /** Whether destroy() was called. */
  readonly destroyed: boolean;
  /**
   * Changes any part of the state; a wrong option throws and changes nothing.
   * @example
   * ```js
   * board.set({ fen: 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3', lastMove: ['b8', 'c6'] });
   * board.set({ movable: { color: 'w', dests: { f1: ['e2', 'd3', 'c4', 'b5', 'a6'] } } });
   * ```
   */
  set(config: BoardConfig): void;
  /** The FEN piece placement of what the board shows. */
  getFen(): string;
  /** Turns the board round. */
  toggleOrientation(): void;
  /** Moves a piece as the program's move (animated; no `move` event). */
  move(from: Square, to: Square): void;
  /** Puts pieces on squares, or removes them (null). */
  setPieces(diff: Map<Square, Piece | null> | Partial<Record<Square, Piece | null>>): void;
  /** Selects a square as a click would (a move, if a piece is selected and this is its destination); null clears. */
  selectSquare(square: Square | null): void;
  /** Drops the selection, a drag in progress and an open promotion dialog (it resolves to null). */
  cancelMove(): void;
  /** Takes back every waiting premove. */
  cancelPremove(): void;
  /** Removes and returns the first waiting premove, or null. */
  takePremove(): { from: Square; to: Square } | null;
  /** The square at a viewport point (clientX, clientY), or null off the board. */
  getKeyAtDomPos(x: number, y: number): Square | null;
  getKeyAtDomPos(point: readonly [number, number]): Square | null;
  /**
   * Drags a new piece (an editor's spare piece) from a pointer event; dropped on a square it is put there.
   * @example
   * ```js
   * spare.addEventListener('pointerdown', (event) => board.dragNewPiece({ color: 'b', type: 'q' }, event));
   * ```
   */
  dragNewPiece(piece: Piece, event: PointerEvent): void;
  /**
   * Asks which piece a pawn promotes to (a dialog that takes focus); resolves to the type, or null when cancelled.
   * @example
   * ```js
   * const type = await board.choosePromotion('e8', 'w', ['q', 'n']); // 'q', 'n' or null
   * ```
   */
  choosePromotion(square: Square, color: Color, types?: PieceSymbol[]): Promise<PieceSymbol | null>;
  /** Says `text` to screen readers through the board's live region. */
  announce(text: string): void;
  /** Draws everything again. */
  redrawAll(): void;
  /**
   * Calls `listener` on each such event; returns a function that removes it.
   * @example
   * ```js
   * const off = board.on('shapes', (shapes) => save(shapes));
   * off();
   * ```
   */
  on<K extends keyof BoardEvents>(name: K, listener: NonNullable<BoardEvents[K]>): () => void;
  /** Removes the board, its listeners and its observer. */
  destroy(): void;
}

/** The side a chessBoard's opponent engine plays with, and how strongly. */
export interface Opponent extends SearchOptions {
  /** A ferrochess Engine (it searches in a worker). */
  engine: Pick<Engine, 'search'> & Partial<Pick<Engine, 'cancel'>>;
}

/** An engine line for {@link ChessBoard.showAnalysis}. */
export interface AnalysisLine {
  /** The line's moves, UCI ('e2e4') or SAN; the first is drawn. */
  moves: readonly string[];
  /** From the side to move's view, as engines report it. */
  score?: { cp: number } | { mate: number };
}

/** Options of {@link chessBoard}. */
export interface ChessBoardOptions {
  /** Who the user moves for: 'both' (default: whoever is to move), 'w', 'b', or null (nobody). */
  player?: Color | 'both' | null;
  /** Premoves while the other side is to move: true (one), or how many may wait (needs one player). */
  premoves?: boolean | number;
  /** An Engine plays the other side (the player is 'w' unless said). */
  opponent?: Opponent | null;
  /** Promote to a queen without asking; default false. */
  autoQueen?: boolean;
  /** Redraw after every change made through the game (its changing methods are wrapped until destroy()); default true. */
  follow?: boolean;
  /** Each move played: by the user, a premove, or the engine. */
  onMove?: (move: Move, by: 'user' | 'premove' | 'engine') => void;
  /** An engine failure or a refused move. */
  onError?: (error: Error) => void;
  orientation?: Color;
  coordinates?: boolean;
  animation?: BoardConfig['animation'];
  showDests?: boolean;
  hoverDests?: boolean;
  drawable?: BoardConfig['drawable'];
  pieceSet?: BoardConfig['pieceSet'];
  label?: string;
  viewOnly?: boolean;
  /** Show the eval bar with {@link ChessBoard.showAnalysis}; default false. */
  evalBar?: boolean;
}

/** A {@link Board} bound to a `Chess`, made by {@link chessBoard}. */
export class ChessBoard {
  constructor(element: Element, chess: Chess, options?: ChessBoardOptions);
  /** The Board underneath. */
  readonly board: Board;
  /** The bound game. */
  readonly chess: Chess;
  /** Whether the opponent engine is searching. */
  readonly thinking: boolean;
  /**
   * Changes options; a bad one throws and changes nothing.
   * @example
   * ```js
   * bound.set({ player: 'b', orientation: 'b', opponent: { engine, level: 4 } });
   * ```
   */
  set(options: ChessBoardOptions): void;
  /** Draws the game as it is now (done by itself after every change through the game, unless `follow: false`). */
  sync(): void;
  /**
   * Draws engine lines as labelled arrows (and the eval bar).
   * @example
   * ```js
   * const result = await engine.search({ fen: bound.chess.fen(), depth: 12, multiPv: 3 });
   * bound.showAnalysis({ lines: result.lines.map((l) => ({ moves: l.pv, score: l.score })), evalBar: true });
   * ```
   */
  showAnalysis(analysis: { lines: readonly AnalysisLine[]; evalBar?: boolean }): void;
  /** Takes the lines and the eval bar away. */
  clearAnalysis(): void;
  on(name: 'move', listener: (move: Move, by: 'user' | 'premove' | 'engine') => void): () => void;
  on(name: 'gameover', listener: (chess: Chess) => void): () => void;
  on(name: 'error', listener: (error: Error) => void): () => void;
  /** Removes the board, stops following the game and cancels the engine's search. */
  destroy(): void;
}

/**
 * A board bound to `chess`: legal moves, check and last move from the game;
 * promotion through a picker of the legal pieces; castling by the king two
 * squares or onto its rook (Chess960 too); premoves; an engine opponent.
 *
 * @example
 * ```js
 * import { Chess, Engine } from 'ferrochess';
 * import { chessBoard } from 'ferrochess/board';
 * chessBoard(document.getElementById('board'), new Chess(), {
 *   player: 'w', premoves: true, opponent: { engine: new Engine(), elo: 1500 },
 * });
 * ```
 */
export function chessBoard(element: Element, chess: Chess, options?: ChessBoardOptions): ChessBoard;

/**
 * `<ferro-board>`: the bound board as an element. Attributes: `fen`,
 * `orientation`, `interactive`, `player`, `premoves`, `coordinates`,
 * `chess960`. Events: `move` (`detail`: the Move), `change`, `error`, `ready`.
 *
 * @example
 * ```html
 * <ferro-board fen="start" interactive player="w"></ferro-board>
 * <script type="module">
 *   import 'ferrochess/board';
 *   document.querySelector('ferro-board').addEventListener('move', (e) => console.log(e.detail.san));
 * </script>
 * ```
 */
export class FerroBoard extends HTMLElement {
  /** The bound Chess (null until the rules module has loaded); set one to bind it. */
  game: Chess | null;
  /** The binding (null until bound). */
  readonly board: ChessBoard | null;
  /** The game's FEN; setting it sets the attribute. */
  fen: string;
}

/** Registers the element under another name (importing the module registers `ferro-board`). */
export function defineFerroBoard(name?: string): void;

/** The legal moves of `chess` as a board takes them, and the moves each from-to pair may mean. */
export function legalMoves(chess: Chess): { dests: Map<Square, Square[]>; byPair: Map<string, Move[]> };
/** White's winning chance (0 to 1) of a score from the side to move's view (lichess's curve). */
export function whiteWinningChance(score: { cp: number } | { mate: number } | null | undefined, turn: Color): number;
/** The pieces of a FEN's placement (or 'start'). */
export function readFen(fen: string): Map<Square, Piece>;
/** The FEN placement of `pieces`. */
export function writeFen(pieces: Map<Square, Piece>): string;
/** Where `color`'s pieces may aim premoves (geometry only). */
export function premoveDests(pieces: Map<Square, Piece>, color: Color): Map<Square, Square[]>;
/** The pieces a one-move change moved: [from, to] pairs, empty for a bigger change. */
export function movedPieces(before: Map<Square, Piece>, after: Map<Square, Piece>): [Square, Square][];
/** The pieces after the board draws a move from `from` to `to` (with `autoCastle`, the rook along). */
export function movePieces(pieces: Map<Square, Piece>, from: Square, to: Square, autoCastle: boolean): Map<Square, Piece>;
/** The square at a point of a board with these bounds and orientation, or null. */
export function squareAtPoint(x: number, y: number, bounds: { left: number; top: number; width: number; height: number }, orientation: Color): Square | null;
/** The project's drawing of a piece as an image address (a data: URL), for spare pieces or anything outside the board. */
export function pieceImageUrl(piece: Piece): string;
/** The 64 squares, a8 first. */
export const SQUARES: readonly Square[];

declare global {
  interface HTMLElementTagNameMap {
    'ferro-board': FerroBoard;
  }
}
