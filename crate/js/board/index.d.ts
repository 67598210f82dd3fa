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
export type SquarePair =
  | readonly [Square, Square]
  | {
      /** The square a piece leaves. */
      from: Square;
      /** The square it goes to. */
      to: Square;
    };

/** Squares to the squares a piece there may go: a Map, or a plain object of arrays. */
export type Dests = Map<Square, readonly Square[]> | Partial<Record<Square, readonly Square[]>>;

/** The colours of arrows and circles (lichess's: Shift + right-drag is red, Alt blue, both yellow). */
export type ShapeColor = 'green' | 'red' | 'blue' | 'yellow';

/** An arrow from `from` to `to`, or a circle on `from` when `to` is left out. */
export interface Shape {
  /** The arrow's tail, or the circle's square. */
  from: Square;
  /** The arrow's head; left out for a circle. */
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
  pieces?: Map<Square, Piece> | Partial<Record<Square, Piece>> | (Piece | null)[][];
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
  animation?: boolean | AnimationConfig;
  /** Which pieces the user may move, and where. */
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
  /** Moves queued while the other side is to move. */
  premovable?: {
    /** The user may premove `movable.color`'s pieces while the other side is to move; default false. */
    enabled?: boolean;
    /** Where premoves may go; by default the board's geometry (as chessground's). */
    dests?: Dests | null;
    /** Dots on the selected piece's premove squares; default true. */
    showDests?: boolean;
    /** How many premoves may wait (1 to 64); default 1, and a new one replaces the old. */
    queue?: number;
    /** The waiting premoves, first first. */
    current?: SquarePair[] | null;
  };
  /** Arrows and circles: the user's and the program's. */
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

/** A shape as the board holds it: colour and width filled in (a circle's `to` is undefined). */
export type DrawnShape = Required<Pick<Shape, 'from' | 'color' | 'width'>> & Pick<Shape, 'to' | 'label' | 'kind'>;

/** A move as two squares: a premove waiting, the last move. */
export interface FromTo {
  /** The square a piece leaves. */
  from: Square;
  /** The square it goes to. */
  to: Square;
}

/** How moves slide ({@link BoardConfig.animation}). */
export interface AnimationConfig {
  /** Whether they slide at all; default true. */
  enabled?: boolean;
  /** How long a slide takes, in milliseconds; default 200. */
  duration?: number;
}

/**
 * What the board holds now (a copy).
 * @example
 * const board = new Board(document.getElementById('board'), { fen: 'start', lastMove: ['e2', 'e4'] });
 * const { pieces, orientation, lastMove } = board.state;
 * [pieces.size, orientation, lastMove]; // [32, 'w', { from: 'e2', to: 'e4' }]
 * board.destroy();
 */
export interface BoardState {
  /** The FEN placement of the pieces shown. */
  fen: string;
  /** The pieces by square. */
  pieces: Map<Square, Piece>;
  /** The side at the bottom. */
  orientation: Color;
  /** Whose turn the board was told it is. */
  turnColor: Color;
  /** The checked king's square, or null. */
  check: Square | null;
  /** The last move's squares, or null. */
  lastMove: FromTo | null;
  /** The selected square, or null. */
  selected: Square | null;
  /** The waiting premoves, first first. */
  premoves: FromTo[];
  /** The user's shapes ({@link BoardConfig.drawable}'s `shapes`), with their defaults filled in. */
  shapes: DrawnShape[];
  /** The program's shapes (`autoShapes`: engine arrows, hints), with their defaults filled in. */
  autoShapes: DrawnShape[];
  /** Whether the board takes no input. */
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
 * const board = new Board(document.getElementById('board'), {
 *   fen: 'start',
 *   movable: { color: 'w', dests: { e2: ['e3', 'e4'], g1: ['f3', 'h3'] } },
 *   events: { move: (from, to) => console.log(from, to) },
 * });
 * board.set({ orientation: 'b', drawable: { autoShapes: [{ from: 'e7', to: 'e5', label: '+0.3' }] } });
 * board.state.orientation; // 'b'
 * board.destroy();
 */
export class Board {
  /**
   * Draws a board in `element`; a wrong option throws a clear Error and draws nothing.
   * @example
   * const board = new Board(document.getElementById('board'), { fen: 'start', orientation: 'b' });
   * board.getFen(); // 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR'
   * board.destroy();
   */
  constructor(element: Element, config?: BoardConfig);
  /** The element the board draws in. */
  readonly element: HTMLElement;
  /** What the board holds now (a copy). */
  readonly state: BoardState;
  /**
   * Whether the promotion dialog is open.
   * @example
   * const board = new Board(document.getElementById('board'), { fen: '8/4P3/8/8/8/8/8/4K2k w - - 0 1' });
   * const choice = board.choosePromotion('e8', 'w');
   * board.promoting; // true
   * board.cancelMove();
   * await choice; // null
   * board.destroy();
   */
  readonly promoting: boolean;
  /**
   * Whether destroy() was called.
   * @example
   * const board = new Board(document.getElementById('board'));
   * board.destroy();
   * board.destroyed; // true
   */
  readonly destroyed: boolean;
  /**
   * Changes any part of the state; a wrong option throws and changes nothing.
   * @example
   * const board = new Board(document.getElementById('board'));
   * board.set({ fen: 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3', lastMove: ['b8', 'c6'] });
   * board.set({ movable: { color: 'w', dests: { f1: ['e2', 'd3', 'c4', 'b5', 'a6'] } } });
   * board.state.lastMove; // { from: 'b8', to: 'c6' }
   * board.destroy();
   */
  set(config: BoardConfig): void;
  /**
   * The FEN piece placement of what the board shows.
   * @example
   * const board = new Board(document.getElementById('board'), { fen: '4k3/8/8/8/8/8/8/4K3 w - - 0 1' });
   * board.getFen(); // '4k3/8/8/8/8/8/8/4K3'
   * board.destroy();
   */
  getFen(): string;
  /**
   * Turns the board round.
   * @example
   * const board = new Board(document.getElementById('board'));
   * board.toggleOrientation();
   * board.state.orientation; // 'b'
   * board.destroy();
   */
  toggleOrientation(): void;
  /**
   * Moves a piece as the program's move (animated; no `move` event).
   * @example
   * const board = new Board(document.getElementById('board'), { fen: 'start' });
   * board.move('e2', 'e4');
   * board.state.pieces.get('e4'); // { color: 'w', type: 'p' }
   * board.destroy();
   */
  move(from: Square, to: Square): void;
  /**
   * Puts pieces on squares, or removes them (null).
   * @example
   * const board = new Board(document.getElementById('board'), { fen: 'start' });
   * board.setPieces({ d1: null, d4: { color: 'w', type: 'q' } });
   * board.getFen(); // 'rnbqkbnr/pppppppp/8/8/3Q4/8/PPPPPPPP/RNB1KBNR'
   * board.destroy();
   */
  setPieces(diff: Map<Square, Piece | null> | Partial<Record<Square, Piece | null>>): void;
  /**
   * Selects a square as a click would (a move, if a piece is selected and this is its destination); null clears.
   * @example
   * const board = new Board(document.getElementById('board'), { fen: 'start', movable: { color: 'w', dests: { e2: ['e4'] } } });
   * board.selectSquare('e2');
   * board.state.selected; // 'e2'
   * board.selectSquare('e4');
   * [board.state.selected, board.state.lastMove]; // [null, { from: 'e2', to: 'e4' }]
   * board.destroy();
   */
  selectSquare(square: Square | null): void;
  /**
   * Drops the selection, a drag in progress and an open promotion dialog (it resolves to null).
   * @example
   * const board = new Board(document.getElementById('board'), { fen: 'start', movable: { color: 'w', dests: { e2: ['e4'] } } });
   * board.selectSquare('e2');
   * board.cancelMove();
   * board.state.selected; // null
   * board.destroy();
   */
  cancelMove(): void;
  /**
   * Takes back every waiting premove.
   * @example
   * const board = new Board(document.getElementById('board'), { fen: 'start', turnColor: 'b', movable: { color: 'w' },
   *   premovable: { enabled: true, current: [['e2', 'e4']] } });
   * board.cancelPremove();
   * board.state.premoves; // []
   * board.destroy();
   */
  cancelPremove(): void;
  /**
   * Removes and returns the first waiting premove, or null.
   * @example
   * const board = new Board(document.getElementById('board'), { fen: 'start', turnColor: 'b', movable: { color: 'w' },
   *   premovable: { enabled: true, queue: 2, current: [['e2', 'e4'], ['g1', 'f3']] } });
   * board.takePremove(); // { from: 'e2', to: 'e4' }
   * board.state.premoves; // [{ from: 'g1', to: 'f3' }]
   * board.destroy();
   */
  takePremove(): FromTo | null;
  /**
   * The square at a viewport point (clientX, clientY), or null off the board.
   * @example
   * const element = document.getElementById('board');
   * const board = new Board(element, { orientation: 'w' });
   * const { left, bottom } = element.getBoundingClientRect();
   * board.getKeyAtDomPos(left + 5, bottom - 5); // 'a1'
   * board.destroy();
   */
  getKeyAtDomPos(x: number, y: number): Square | null;
  /** The square at a viewport point given as `[clientX, clientY]`, or null off the board. */
  getKeyAtDomPos(point: readonly [number, number]): Square | null;
  /**
   * Drags a new piece (an editor's spare piece) from a pointer event; dropped on a square it is put there.
   * @example
   * const board = new Board(document.getElementById('board'), { fen: '8/8/8/8/8/8/8/8', movable: { color: 'both', free: true } });
   * const spare = document.createElement('img');
   * spare.src = pieceImageUrl({ color: 'b', type: 'q' });
   * spare.addEventListener('pointerdown', (event) => board.dragNewPiece({ color: 'b', type: 'q' }, event));
   * board.destroy();
   */
  dragNewPiece(piece: Piece, event: PointerEvent): void;
  /**
   * Asks which piece a pawn promotes to (a dialog that takes focus); resolves to the type, or null when cancelled.
   * @example
   * const board = new Board(document.getElementById('board'), { fen: '8/4P3/8/8/8/8/8/4K2k w - - 0 1' });
   * const choice = board.choosePromotion('e8', 'w', ['q', 'n']);
   * board.cancelMove();
   * await choice; // null: cancelled (a click or Enter in the dialog gives 'q' or 'n')
   * board.destroy();
   */
  choosePromotion(square: Square, color: Color, types?: PieceSymbol[]): Promise<PieceSymbol | null>;
  /**
   * Says `text` to screen readers through the board's live region.
   * @example
   * const board = new Board(document.getElementById('board'));
   * board.announce('Your move');
   * board.destroy();
   */
  announce(text: string): void;
  /**
   * Draws everything again (after the page changed something the board cannot see, such as
   * its CSS custom properties).
   * @example
   * const board = new Board(document.getElementById('board'));
   * board.element.style.setProperty('--fb-dark', '#7a9');
   * board.redrawAll();
   * board.destroy();
   */
  redrawAll(): void;
  /**
   * Calls `listener` on each such event; returns a function that removes it.
   * @example
   * const board = new Board(document.getElementById('board'), { fen: 'start', movable: { color: 'w', dests: { e2: ['e4'] } } });
   * const selected = [];
   * const off = board.on('select', (square) => selected.push(square));
   * board.selectSquare('e2');
   * off();
   * board.selectSquare(null);
   * selected; // ['e2']
   * board.destroy();
   */
  on<K extends keyof BoardEvents>(name: K, listener: NonNullable<BoardEvents[K]>): () => void;
  /**
   * Removes the board, its listeners and its observer.
   * @example
   * const element = document.getElementById('board');
   * new Board(element).destroy();
   * element.shadowRoot?.childElementCount ?? 0; // 0
   */
  destroy(): void;
}

/** The side a chessBoard's opponent engine plays with, and how strongly. */
export interface Opponent extends SearchOptions {
  /** A ferrochess Engine (it searches in a worker). */
  engine: Pick<Engine, 'search'> & Partial<Pick<Engine, 'cancel'>>;
}

/** A score as engines report it: centipawns or moves to mate, from the side to move's view. */
export type Score = {
  /** Centipawns: 100 is about a pawn. */
  cp: number;
} | {
  /** Mate in this many moves: positive for the side to move. */
  mate: number;
};

/** An engine line for {@link ChessBoard.showAnalysis}. */
export interface AnalysisLine {
  /** The line's moves, UCI ('e2e4') or SAN; the first is drawn. */
  moves: readonly string[];
  /** From the side to move's view, as engines report it. */
  score?: Score;
}

/**
 * Options of {@link chessBoard}.
 * @example
 * import { Chess } from 'ferrochess';
 * const bound = chessBoard(document.getElementById('board'), new Chess(), {
 *   player: 'w', orientation: 'w', premoves: 2, autoQueen: true, coordinates: false,
 * });
 * bound.board.state.orientation; // 'w'
 * bound.destroy();
 */
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
  /** The side at the bottom; default the player's side, or White. */
  orientation?: Color;
  /** Rank and file letters inside the edge squares; default true. */
  coordinates?: boolean;
  /** How moves slide, as {@link BoardConfig.animation}. */
  animation?: BoardConfig['animation'];
  /** Dots on the selected piece's legal squares; default true. */
  showDests?: boolean;
  /** Also while a mouse hovers a piece; default true. */
  hoverDests?: boolean;
  /** Arrows and circles, as {@link BoardConfig.drawable}. */
  drawable?: BoardConfig['drawable'];
  /** Piece images, as {@link BoardConfig.pieceSet}. */
  pieceSet?: BoardConfig['pieceSet'];
  /** The board's accessible name; default 'Chess board'. */
  label?: string;
  /** Shows the game and takes no moves; default false. */
  viewOnly?: boolean;
  /** Show the eval bar with {@link ChessBoard.showAnalysis}; default false. */
  evalBar?: boolean;
}

/**
 * A {@link Board} bound to a `Chess`, made by {@link chessBoard}.
 * @example
 * import { Chess } from 'ferrochess';
 * const chess = new Chess();
 * const bound = chessBoard(document.getElementById('board'), chess);
 * chess.move('e4');         // the board follows the game when the code that changed it is done
 * await Promise.resolve();
 * bound.board.state.lastMove; // { from: 'e2', to: 'e4' }
 * bound.destroy();
 */
export class ChessBoard {
  /**
   * The same as {@link chessBoard}.
   * @example
   * import { Chess } from 'ferrochess';
   * const bound = new ChessBoard(document.getElementById('board'), new Chess(), { player: 'w' });
   * bound.chess.turn(); // 'w'
   * bound.destroy();
   */
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
   * import { Chess } from 'ferrochess';
   * const bound = chessBoard(document.getElementById('board'), new Chess());
   * bound.set({ player: 'b', orientation: 'b' });
   * bound.board.state.orientation; // 'b'
   * bound.destroy();
   */
  set(options: ChessBoardOptions): void;
  /**
   * Draws the game as it is now (done by itself after every change through the game, unless `follow: false`).
   * @example
   * import { Chess } from 'ferrochess';
   * const chess = new Chess();
   * const bound = chessBoard(document.getElementById('board'), chess, { follow: false });
   * chess.move('d4');
   * bound.sync();
   * bound.board.state.pieces.get('d4'); // { color: 'w', type: 'p' }
   * bound.destroy();
   */
  sync(): void;
  /**
   * Draws engine lines as labelled arrows (and the eval bar).
   * @example
   * import { Chess } from 'ferrochess';
   * const bound = chessBoard(document.getElementById('board'), new Chess(), { evalBar: true });
   * bound.showAnalysis({ lines: [{ moves: ['e2e4', 'e7e5'], score: { cp: 30 } }, { moves: ['d2d4'], score: { cp: 25 } }] });
   * bound.board.state.autoShapes.map((shape) => [shape.from, shape.to, shape.label]); // [['e2', 'e4', '+0.3'], ['d2', 'd4', '+0.3']]
   * bound.destroy();
   */
  showAnalysis(analysis: {
    /** The lines, best first. */
    lines: readonly AnalysisLine[];
    /** Show the eval bar (default: the `evalBar` option). */
    evalBar?: boolean;
  }): void;
  /**
   * Takes the lines and the eval bar away.
   * @example
   * import { Chess } from 'ferrochess';
   * const bound = chessBoard(document.getElementById('board'), new Chess());
   * bound.showAnalysis({ lines: [{ moves: ['e2e4'], score: { cp: 30 } }] });
   * bound.clearAnalysis();
   * bound.board.state.autoShapes; // []
   * bound.destroy();
   */
  clearAnalysis(): void;
  /**
   * Calls `listener` with each move played and who played it; returns a function that removes it.
   * @example
   * import { Chess } from 'ferrochess';
   * const bound = chessBoard(document.getElementById('board'), new Chess());
   * const played = [];
   * bound.on('move', (move, by) => played.push(`${by} ${move.san}`));
   * bound.board.selectSquare('e2');
   * bound.board.selectSquare('e4');
   * played; // ['user e4']
   * bound.destroy();
   */
  on(name: 'move', listener: (move: Move, by: 'user' | 'premove' | 'engine') => void): () => void;
  /** Calls `listener` when a move ends the game; returns a function that removes it. */
  on(name: 'gameover', listener: (chess: Chess) => void): () => void;
  /** Calls `listener` on an engine failure or a refused move; returns a function that removes it. */
  on(name: 'error', listener: (error: Error) => void): () => void;
  /**
   * Removes the board, stops following the game and cancels the engine's search.
   * @example
   * import { Chess } from 'ferrochess';
   * const chess = new Chess();
   * const move = chess.move;
   * const bound = chessBoard(document.getElementById('board'), chess);
   * bound.destroy();
   * chess.move === move; // true: the game's own methods are back
   */
  destroy(): void;
}

/**
 * A board bound to `chess`: legal moves, check and last move from the game;
 * promotion through a picker of the legal pieces; castling by the king two
 * squares or onto its rook (Chess960 too); premoves; an engine opponent.
 *
 * @example
 * import { Chess, Engine } from 'ferrochess';
 * const bound = chessBoard(document.getElementById('board'), new Chess(), {
 *   player: 'w', premoves: true, opponent: { engine: new Engine(), elo: 1500 },
 * });
 * bound.board.state.pieces.size; // 32
 * bound.destroy();
 */
export function chessBoard(element: Element, chess: Chess, options?: ChessBoardOptions): ChessBoard;

/**
 * `<ferro-board>`: the bound board as an element. Attributes: `fen`,
 * `orientation`, `interactive`, `player`, `premoves`, `coordinates`,
 * `chess960`. Events: `move` (`detail`: the Move), `change`, `error`, `ready`.
 *
 * @example
 * import 'ferrochess/board';
 * document.getElementById('board').innerHTML = '<ferro-board fen="start" interactive player="w"></ferro-board>';
 * const element = document.querySelector('ferro-board');
 * element.addEventListener('move', (e) => console.log(e.detail.san));
 * const game = await element.loaded;
 * game.turn(); // 'w'
 */
export class FerroBoard extends HTMLElement {
  /** The bound Chess (null until the rules module has loaded); set one to bind it. */
  game: Chess | null;
  /** Settles with the bound Chess once it is bound; rejects when the rules fail to load or the `fen` is wrong. */
  readonly loaded: Promise<Chess>;
  /** The binding (null until bound). */
  readonly board: ChessBoard | null;
  /** The game's FEN; setting it sets the attribute. */
  fen: string;
}

/**
 * Registers the element under another name (importing the module registers `ferro-board`).
 * @example
 * defineFerroBoard('my-board');
 * customElements.get('my-board') !== undefined; // true
 */
export function defineFerroBoard(name?: string): void;

/** What {@link legalMoves} gives. */
export interface LegalMoves {
  /** Each square with a movable piece, to where it may go (as {@link BoardConfig.movable} takes it). */
  dests: Map<Square, Square[]>;
  /** `from + to` ('e7e8') to the moves it may mean (promotions: one per piece). */
  byPair: Map<string, Move[]>;
}

/**
 * The legal moves of `chess` as a board takes them, and the moves each from-to pair may mean.
 * @example
 * import { Chess } from 'ferrochess';
 * const { dests, byPair } = legalMoves(new Chess('4k3/P7/8/8/8/8/8/4K3 w - - 0 1'));
 * dests.get('a7'); // ['a8']
 * byPair.get('a7a8').map((move) => move.promotion); // ['n', 'b', 'r', 'q']
 */
export function legalMoves(chess: Chess): LegalMoves;
/**
 * White's winning chance (0 to 1) of a score from the side to move's view (lichess's curve).
 * @example
 * whiteWinningChance({ cp: 0 }, 'w'); // 0.5
 * whiteWinningChance({ mate: 2 }, 'b'); // 0
 */
export function whiteWinningChance(score: Score | null | undefined, turn: Color): number;
/**
 * The pieces of a FEN's placement (or 'start').
 * @example
 * readFen('start').get('e1'); // { color: 'w', type: 'k' }
 */
export function readFen(fen: string): Map<Square, Piece>;
/**
 * The FEN placement of `pieces`.
 * @example
 * writeFen(new Map([['e1', { color: 'w', type: 'k' }], ['e8', { color: 'b', type: 'k' }]])); // '4k3/8/8/8/8/8/8/4K3'
 */
export function writeFen(pieces: Map<Square, Piece>): string;
/**
 * Where `color`'s pieces may aim premoves (geometry only).
 * @example
 * premoveDests(readFen('start'), 'w').get('g1'); // ['h3', 'e2', 'f3']
 */
export function premoveDests(pieces: Map<Square, Piece>, color: Color): Map<Square, Square[]>;
/**
 * The pieces a one-move change moved: [from, to] pairs, empty for a bigger change.
 * @example
 * movedPieces(readFen('start'), readFen('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR')); // [['e2', 'e4']]
 */
export function movedPieces(before: Map<Square, Piece>, after: Map<Square, Piece>): [Square, Square][];
/**
 * The pieces after the board draws a move from `from` to `to` (with `autoCastle`, the rook along).
 * @example
 * writeFen(movePieces(readFen('4k3/8/8/8/8/8/8/4K2R'), 'e1', 'g1', true)); // '4k3/8/8/8/8/8/8/5RK1'
 */
export function movePieces(pieces: Map<Square, Piece>, from: Square, to: Square, autoCastle: boolean): Map<Square, Piece>;
/**
 * The square at a point of a board with these bounds and orientation, or null.
 * @example
 * const bounds = { left: 0, top: 0, width: 800, height: 800 };
 * squareAtPoint(50, 750, bounds, 'w'); // 'a1'
 * squareAtPoint(50, 750, bounds, 'b'); // 'h8'
 */
export function squareAtPoint(
  x: number,
  y: number,
  bounds: {
    /** The board's left edge, in the point's coordinates. */
    left: number;
    /** Its top edge. */
    top: number;
    /** Its width. */
    width: number;
    /** Its height. */
    height: number;
  },
  orientation: Color,
): Square | null;
/**
 * The project's drawing of a piece as an image address (a data: URL), for spare pieces or anything outside the board.
 * @example
 * pieceImageUrl({ color: 'w', type: 'n' }).startsWith('data:image/svg+xml'); // true
 */
export function pieceImageUrl(piece: Piece): string;
/**
 * The 64 squares, a8 first.
 * @example
 * SQUARES.length; // 64
 */
export const SQUARES: readonly Square[];

declare global {
  interface HTMLElementTagNameMap {
    'ferro-board': FerroBoard;
  }
}
