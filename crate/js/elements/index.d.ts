/**
 * `import 'ferrochess/elements'`: the package's custom elements, registered
 * on import — `<ferro-board>` (see ferrochess/board), `<ferro-pgn>`, a PGN
 * viewer ({@link FerroPgn}), and `<ferro-game>`, a game against the engine
 * or at one board ({@link FerroGame}). Nothing here loads wasm until an
 * element is put on the page.
 *
 * @example
 * ```js
 * import 'ferrochess/elements';
 * document.getElementById('board').innerHTML = '<ferro-pgn ply="last">1. e4 e5 2. Nf3 *</ferro-pgn>';
 * const viewer = document.querySelector('ferro-pgn');
 * await viewer.loaded;
 * viewer.node.san; // 'Nf3'
 * ```
 * @module ferrochess/elements
 */
import type { Chess, Color, Move, TreeNode } from 'ferrochess';

export { FerroBoard, defineFerroBoard } from 'ferrochess/board';

/** The most games `<ferro-pgn>`'s picker lists; a larger PGN shows its first ones. */
export const MAX_LISTED_GAMES: number;

/** What `<ferro-pgn>`'s `load` event carries: the game shown. */
export interface FerroPgnLoad {
  /** Its place in the PGN, from 0. */
  index: number;
  /** Its headers. */
  headers: Record<string, string>;
}

/** `<ferro-pgn>`'s own events. */
export interface FerroPgnEvents {
  /** A game is read and shown. */
  load: CustomEvent<FerroPgnLoad>;
  /** Another position is shown: its node of the game's tree. */
  node: CustomEvent<Readonly<TreeNode>>;
  /** The PGN could not be read or fetched (also written in the viewer). */
  error: CustomEvent<Error>;
}

/** `<ferro-pgn>`'s events with an element's, for `addEventListener`. */
export interface FerroPgnEventMap extends Omit<HTMLElementEventMap, keyof FerroPgnEvents>, FerroPgnEvents {}

/** `<ferro-pgn>`'s attributes, as markup and the framework typings take them. */
export interface FerroPgnAttributes {
  /** The PGN text. */
  pgn?: string;
  /** An address to fetch the PGN from. */
  src?: string;
  /** Which game to show first, from 0. */
  'game-index'?: number | string;
  /** The main line's move shown first: plies, or 'last'. */
  ply?: number | string;
  /** The side at the bottom. */
  orientation?: 'w' | 'b' | 'white' | 'black';
  /** 'false' hides the coordinates. */
  coordinates?: 'true' | 'false' | boolean;
  /** A ferrochess site's address, for the Analysis board link. */
  'analysis-url'?: string;
  /** 'false' hides Analyse. */
  engine?: 'true' | 'false' | boolean;
}

/** `<ferro-game>`'s attributes, as markup and the framework typings take them. */
export interface FerroGameAttributes {
  /** 'engine' (default) or 'human': two people at one board. */
  opponent?: 'engine' | 'human';
  /** The engine's rating (default 1500). */
  elo?: number | string;
  /** The engine's level, 1 to 8, instead of a rating. */
  level?: number | string;
  /** The player's side against the engine. */
  color?: 'w' | 'b' | 'random';
  /** The position to start from. */
  fen?: string;
  /** '5+3': minutes each, and seconds added a move. */
  clock?: string;
}

/** `<ferro-board>`'s attributes, as markup and the framework typings take them. */
export interface FerroBoardAttributes {
  /** The position (default: the start). */
  fen?: string;
  /** The side at the bottom. */
  orientation?: 'w' | 'b' | 'white' | 'black';
  /** Present: the user may play the legal moves. */
  interactive?: boolean | '';
  /** Only that side's moves. */
  player?: 'w' | 'b';
  /** How many premoves may wait (needs player). */
  premoves?: number | string;
  /** 'false' hides the coordinates. */
  coordinates?: 'true' | 'false' | boolean;
  /** Present: Chess960's castling. */
  chess960?: boolean | '';
}

/** `<ferro-board>`'s own events. */
export interface FerroBoardEvents {
  /** A move was played on the board: the chess.js-style Move. */
  move: CustomEvent<Move>;
  /** The board's state changed. */
  change: Event;
  /** A move was refused or the rules failed to load. */
  error: CustomEvent<Error>;
  /** The element's game is bound. */
  ready: Event;
}

/**
 * `<ferro-pgn>`: a PGN viewer. The PGN comes from the `pgn` attribute or
 * property, a `src` address, or the text inside the tag; a PGN of several
 * games gets a game picker. Variations, comments, NAGs as glyphs, clocks and
 * evals (`[%clk]`, `[%eval]`) and arrows and circles (`[%cal]`, `[%csl]`)
 * are shown; moves are stepped through by click, the buttons, the arrow keys
 * (Home/End or Up/Down for the ends, `f` flips), the wheel over the board and
 * a swipe. **Analyse** starts an engine in a worker (loaded only then);
 * **Copy FEN** and **Copy PGN** copy; with `analysis-url` set to a ferrochess
 * site, a link opens the game on its analysis board.
 *
 * Attributes: `pgn`, `src`, `game-index` (from 0), `ply` (the main line's
 * move shown first: a number, or `last`), `orientation` (`w` | `b`),
 * `coordinates` (`"false"` hides them), `analysis-url`, `engine` (`"false"`
 * hides Analyse). Themed with CSS custom properties (`--fe-background`,
 * `--fe-text`, `--fe-current`, … and the board's `--fb-*`).
 *
 * @example
 * import 'ferrochess/elements';
 * const viewer = document.createElement('ferro-pgn');
 * viewer.pgn = '1. e4 {Best by test} e5 (1... c5 $5) 2. Nf3 *';
 * document.getElementById('board').append(viewer);
 * await viewer.loaded;
 * viewer.last();
 * viewer.node?.san; // 'Nf3'
 * viewer.shadowRoot?.querySelector('.comment')?.textContent; // 'Best by test'
 */
export class FerroPgn extends HTMLElement {
  /** The PGN shown; setting it reads and shows its first game. */
  pgn: string;
  /** The game shown (null until read); read it, do not change it. */
  readonly game: Chess | null;
  /** Each game's headers, in the PGN's order. */
  readonly games: Record<string, string>[];
  /** The node of the game's tree shown, as {@link Chess.tree} lists it (null before a game is read). */
  readonly node: Readonly<TreeNode> | null;
  /** Settles when the game being opened is read and drawn; rejects with the reason it could not be. */
  readonly loaded: Promise<void>;
  /**
   * Shows node `id` of the game's tree; false when there is none.
   * @example
   * import 'ferrochess/elements';
   * const viewer = document.createElement('ferro-pgn');
   * viewer.pgn = '1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *';
   * document.getElementById('board').append(viewer);
   * await viewer.loaded;
   * const c5 = viewer.game?.tree().nodes.find((node) => node.san === 'c5');
   * viewer.goTo(c5?.id ?? -1); // true
   * viewer.node?.fen; // 'rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2'
   * viewer.goTo(99); // false
   */
  goTo(id: number): boolean;
  /**
   * Shows the starting position; false when it is shown already.
   * @example
   * import 'ferrochess/elements';
   * const viewer = document.createElement('ferro-pgn');
   * viewer.setAttribute('ply', 'last');
   * viewer.pgn = '1. d4 d5 *';
   * document.getElementById('board').append(viewer);
   * await viewer.loaded;
   * viewer.first(); // true
   * viewer.node?.ply; // 0
   */
  first(): boolean;
  /**
   * Shows the position before; false at the start.
   * @example
   * import 'ferrochess/elements';
   * const viewer = document.createElement('ferro-pgn');
   * viewer.setAttribute('ply', '2');
   * viewer.pgn = '1. d4 d5 2. c4 *';
   * document.getElementById('board').append(viewer);
   * await viewer.loaded;
   * viewer.previous(); // true
   * viewer.node?.san; // 'd4'
   */
  previous(): boolean;
  /**
   * Shows the next move of the line shown (its main continuation); false at its end.
   * @example
   * import 'ferrochess/elements';
   * const viewer = document.createElement('ferro-pgn');
   * viewer.pgn = '1. d4 d5 *';
   * document.getElementById('board').append(viewer);
   * await viewer.loaded;
   * viewer.next(); // true
   * viewer.node?.san; // 'd4'
   */
  next(): boolean;
  /**
   * Shows the last position of the line shown; false when it is shown already.
   * @example
   * import 'ferrochess/elements';
   * const viewer = document.createElement('ferro-pgn');
   * viewer.pgn = '1. d4 d5 2. c4 e6 *';
   * document.getElementById('board').append(viewer);
   * await viewer.loaded;
   * viewer.last(); // true
   * viewer.node?.ply; // 4
   */
  last(): boolean;
  /**
   * Turns the board round.
   * @example
   * import 'ferrochess/elements';
   * const viewer = document.createElement('ferro-pgn');
   * viewer.pgn = '1. d4 *';
   * document.getElementById('board').append(viewer);
   * await viewer.loaded;
   * viewer.flip();
   * viewer.shadowRoot?.querySelector('.player.bottom')?.getAttribute('data-side'); // 'b'
   */
  flip(): void;
  /**
   * Listens to the viewer's events with their `detail` typed ({@link FerroPgnEventMap}).
   * @example
   * import 'ferrochess/elements';
   * const viewer = document.createElement('ferro-pgn');
   * const shown = [];
   * viewer.addEventListener('node', (event) => shown.push(event.detail.san));
   * viewer.pgn = '1. e4 *';
   * document.getElementById('board').append(viewer);
   * await viewer.loaded;
   * viewer.next();
   * shown; // [null, 'e4']
   */
  addEventListener<K extends keyof FerroPgnEventMap>(type: K, listener: (this: FerroPgn, event: FerroPgnEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  /**
   * Stops listening.
   * @example
   * import 'ferrochess/elements';
   * const viewer = document.createElement('ferro-pgn');
   * const shown = [];
   * const listener = (event) => shown.push(event.detail.san);
   * viewer.addEventListener('node', listener);
   * viewer.removeEventListener('node', listener);
   * viewer.pgn = '1. e4 *';
   * document.getElementById('board').append(viewer);
   * await viewer.loaded;
   * shown; // []
   */
  removeEventListener<K extends keyof FerroPgnEventMap>(type: K, listener: (this: FerroPgn, event: FerroPgnEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/**
 * Registers the viewer under another name (importing the module registers `ferro-pgn`).
 * @example
 * import { defineFerroPgn } from 'ferrochess/elements';
 * defineFerroPgn('my-pgn-viewer');
 * customElements.get('my-pgn-viewer') !== undefined; // true
 */
export function defineFerroPgn(name?: string): void;

/** The engine's rating in `<ferro-game>` when neither `elo` nor `level` is set (1500). */
export const DEFAULT_ELO: number;

/** How a `<ferro-game>` ended. */
export interface GameEnd {
  /** The result as PGN writes it. */
  result: '1-0' | '0-1' | '1/2-1/2';
  /** Why: checkmate, resignation, time, or the draw's rule. */
  reason: 'checkmate' | 'resignation' | 'time' | 'stalemate' | 'insufficient material' | 'threefold repetition' | 'fifty-move rule';
  /** The side that won; null for a draw. */
  winner: Color | null;
}

/** What `<ferro-game>`'s `move` event carries. */
export interface GameMove {
  /** The move, as chess.js gives it. */
  move: Move;
  /** Who played it: the user on the board, a premove, or the engine. */
  by: 'user' | 'premove' | 'engine';
}

/** `<ferro-game>`'s own events. */
export interface FerroGameEvents {
  /** A move was played. */
  move: CustomEvent<GameMove>;
  /** The game ended. */
  end: CustomEvent<GameEnd>;
  /** The engine failed or a setting was wrong (also written in the element). */
  error: CustomEvent<Error>;
}

/** `<ferro-game>`'s events with an element's, for `addEventListener`. */
export interface FerroGameEventMap extends Omit<HTMLElementEventMap, keyof FerroGameEvents>, FerroGameEvents {}

/**
 * `<ferro-game>`: a game in one tag — the board against the engine at a
 * rating or a level (in a worker), or two people at one board; the moves, a
 * status line (whose move, how it ended), New game, Undo, Resign, Flip, and a
 * clock when asked for (it starts once both sides have moved).
 *
 * Attributes (read when a game starts): `opponent` (`engine`, the default,
 * or `human`), `elo` (default 1500) or `level` (1 to 8), `color` (the
 * player's side: `w`, `b` or `random`), `fen` (the start), `clock`
 * (`5+3`: minutes, and seconds added a move). Themed as `<ferro-pgn>`.
 *
 * @example
 * import 'ferrochess/elements';
 * document.getElementById('board').innerHTML = '<ferro-game opponent="human"></ferro-game>';
 * const widget = document.querySelector('ferro-game');
 * await widget.loaded;
 * widget.move('e4');
 * widget.shadowRoot?.querySelector('.status')?.textContent; // 'Black to move'
 */
export class FerroGame extends HTMLElement {
  /** The game (null until the rules have loaded). Read it; play with {@link FerroGame.move} or on the board. */
  readonly game: Chess | null;
  /** The game so far in PGN, with its result once it ended. */
  readonly pgn: string;
  /** How the game ended, or null while it goes on. */
  readonly result: GameEnd | null;
  /** Settles when the rules have loaded and the first game is set up. */
  readonly loaded: Promise<void>;
  /**
   * Plays a move (SAN, UCI or `{ from, to, promotion }`) for the side the user moves, as a move on
   * the board would be; throws an Error saying why when it cannot be played (not legal, the
   * engine's turn, the game over).
   * @example
   * import 'ferrochess/elements';
   * document.getElementById('board').innerHTML = '<ferro-game opponent="human"></ferro-game>';
   * const widget = document.querySelector('ferro-game');
   * await widget.loaded;
   * widget.move('e4').san; // 'e4'
   * widget.shadowRoot?.querySelector('.status')?.textContent; // 'Black to move'
   */
  move(move: string | { from: string; to: string; promotion?: string }): Move;
  /**
   * Starts a new game with the attributes as they are now.
   * @example
   * import 'ferrochess/elements';
   * document.getElementById('board').innerHTML = '<ferro-game opponent="human" fen="6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"></ferro-game>';
   * const widget = document.querySelector('ferro-game');
   * await widget.loaded;
   * widget.move('Ra8#');
   * widget.result?.reason; // 'checkmate'
   * widget.newGame();
   * widget.result; // null
   */
  newGame(): void;
  /**
   * Takes back the last move (against the engine, its reply too); false when there is none.
   * @example
   * import 'ferrochess/elements';
   * document.getElementById('board').innerHTML = '<ferro-game opponent="human"></ferro-game>';
   * const widget = document.querySelector('ferro-game');
   * await widget.loaded;
   * widget.move('d4');
   * widget.undo(); // true
   * widget.undo(); // false
   */
  undo(): boolean;
  /**
   * Turns the board round.
   * @example
   * import 'ferrochess/elements';
   * document.getElementById('board').innerHTML = '<ferro-game opponent="human"></ferro-game>';
   * const widget = document.querySelector('ferro-game');
   * await widget.loaded;
   * widget.flip();
   * widget.shadowRoot?.querySelector('.player.bottom')?.getAttribute('data-side'); // 'b'
   */
  flip(): void;
  /**
   * The player resigns (at one board: the side to move); false when the game is over already.
   * @example
   * import 'ferrochess/elements';
   * document.getElementById('board').innerHTML = '<ferro-game opponent="human"></ferro-game>';
   * const widget = document.querySelector('ferro-game');
   * await widget.loaded;
   * widget.resign(); // true
   * widget.result; // { result: '0-1', reason: 'resignation', winner: 'b' }
   */
  resign(): boolean;
  /**
   * Listens to the widget's events with their `detail` typed ({@link FerroGameEventMap}).
   * @example
   * import 'ferrochess/elements';
   * document.getElementById('board').innerHTML = '<ferro-game opponent="human"></ferro-game>';
   * const widget = document.querySelector('ferro-game');
   * const ends = [];
   * widget.addEventListener('end', (event) => ends.push(event.detail.reason));
   * await widget.loaded;
   * widget.resign();
   * ends; // ['resignation']
   */
  addEventListener<K extends keyof FerroGameEventMap>(type: K, listener: (this: FerroGame, event: FerroGameEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  /**
   * Stops listening.
   * @example
   * import 'ferrochess/elements';
   * document.getElementById('board').innerHTML = '<ferro-game opponent="human"></ferro-game>';
   * const widget = document.querySelector('ferro-game');
   * const ends = [];
   * const listener = (event) => ends.push(event.detail.reason);
   * widget.addEventListener('end', listener);
   * widget.removeEventListener('end', listener);
   * await widget.loaded;
   * widget.resign();
   * ends; // []
   */
  removeEventListener<K extends keyof FerroGameEventMap>(type: K, listener: (this: FerroGame, event: FerroGameEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/**
 * Registers the game widget under another name (importing the module registers `ferro-game`).
 * @example
 * import { defineFerroGame } from 'ferrochess/elements';
 * defineFerroGame('my-game');
 * customElements.get('my-game') !== undefined; // true
 */
export function defineFerroGame(name?: string): void;

declare global {
  interface HTMLElementTagNameMap {
    'ferro-pgn': FerroPgn;
    'ferro-game': FerroGame;
  }
}
