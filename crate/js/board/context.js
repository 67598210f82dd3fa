// What a board's parts share (chessground's State): the options' state, what
// the user is doing, the nodes drawn, and the board's outputs (its events,
// its live region). board.js makes one per Board and hands it to the parts:
// render.js draws it, input.js turns input into changes of it, moves.js says
// what may move, promotion.js asks for a piece.
//
//   const b = createContext({ root, host, state: initialState(), events: {} });
//   emit(b, 'change');   // calls events.change and every on('change') listener

import { squareAtPoint } from './state.js';
import { Listeners } from './listeners.js';
import { EVENTS } from './config.js';

/**
 * A press on the board (a piece picked up or clicked) or a piece dragged on
 * from outside it (`from` null, `newPiece` the piece).
 * @typedef {{ from: string | null, x: number, y: number, dragging: boolean, pointerId: number,
 *   draggable?: boolean, selectsNow?: boolean, newPiece?: { color: string, type: string } }} Press
 */

/**
 * The nodes a board draws in (render.js's build).
 * @typedef {ReturnType<typeof import('./render.js').build>} BoardNodes
 */

/**
 * A board's shared context; `nodes` is set (by board.js, right after this)
 * once they are built, and read only after that.
 * @param {{ root: ShadowRoot, host: HTMLElement, state: any, events: Record<string, Function | undefined> }} parts
 */
export function createContext({ root, host, state, events }) {
  return {
    root,
    host,
    state,
    events,
    listeners: new Listeners('Board', EVENTS),
    nodes: /** @type {BoardNodes} */ (/** @type {unknown} */ (null)),
    // Each square's element, and what was last drawn on it (a signature and the piece's code).
    squares: new Map(),
    drawn: new Map(),
    // What the user is doing: the selection, the hovered square, the keyboard
    // cursor, a press or drag, a right-drag's start, the board's bounds (read
    // once per press), the pieces drawn last (for animation), the user's last
    // move (where focus returns after a promotion) and half the dragged piece's size.
    ui: {
      selected: /** @type {string | null} */ (null),
      hovered: /** @type {string | null} */ (null),
      cursor: /** @type {string | null} */ (null),
      press: /** @type {Press | null} */ (null),
      shapeFrom: /** @type {{ square: string, color: string } | null} */ (null),
      bounds: /** @type {DOMRect | null} */ (null),
      lastPieces: /** @type {Map<string, { color: string, type: string }> | null} */ (null),
      lastUserMove: /** @type {{ from: string, to: string } | null} */ (null),
      ghostHalf: 0,
    },
    // The open promotion dialog ({ dialog, finish }), or null.
    promotion: /** @type {{ dialog: HTMLElement, finish: (type: string | null) => void } | null} */ (null),
    // The orientation the squares were laid out for (null: lay them out again).
    laidOut: /** @type {string | null} */ (null),
    // False for the next drawing only: a dropped piece is already where it goes.
    animateNext: true,
    destroyed: false,
    abort: new AbortController(),
    resize: /** @type {ResizeObserver | null} */ (null),
  };
}

/** Reports `name` to the `events` option's handler and to every listener. */
export function emit(b, name, ...args) {
  b.events[name]?.(...args);
  b.listeners.emit(name, ...args);
}

/** Says `text` through the board's live region (unless `announce` is off). */
export function announce(b, text) {
  if (b.state.announce) b.nodes.live.textContent = text;
}

/** The board's bounds, read once per press (and after a resize), never per pointer move. */
export function bounds(b) {
  b.ui.bounds ??= b.nodes.board.getBoundingClientRect();
  return b.ui.bounds;
}

/** The square under the viewport point (x, y), or null off the board. */
export function keyAt(b, x, y) {
  return squareAtPoint(x, y, bounds(b), b.state.orientation);
}
