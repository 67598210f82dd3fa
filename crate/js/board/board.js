// The board's API (chessground's api.ts): it draws one state (pieces,
// highlights, destinations, shapes) and turns pointer, touch, pen and
// keyboard input into moves it reports. It knows no chess rules: where a piece may go comes from the caller
// (`movable.dests`), as in chessground. `chessBoard()` (bind.js) feeds it a
// ferrochess Chess. Its parts: config.js (options), context.js (what the
// parts share), moves.js (what may move), render.js (drawing), input.js
// (pointer and keyboard), promotion.js (the picker).
//
//   const board = new Board(document.getElementById('board'), {
//     fen: 'start',
//     movable: { color: 'w', dests: new Map([['e2', ['e3', 'e4']]]) },
//     events: { move: (from, to) => console.log(from, to) },
//   });
//   board.set({ orientation: 'b' });

import {
  COLORS, writeFen, readPieceDiff, requirePiece, requireSquare, describe, SELF_HOST, TYPES,
} from './state.js';
import { adoptStyle } from './style.js';
import { initialState, nextState } from './config.js';
import {
  createContext, emit, announce, keyAt,
} from './context.js';
import {
  movePieces, opposite, shownPieces, targetsOf, dropStalePremoves,
} from './moves.js';
import { build, layOut, render } from './render.js';
import {
  select, click, endPress, showGhost, moveGhost, listen,
} from './input.js';
import { choosePromotion } from './promotion.js';

/**
 * A chess board that draws a state and reports the user's moves; it knows no
 * rules. `element` is any block element (its width sets the board's size);
 * the board draws inside a shadow root of its own, so no page CSS reaches it
 * but custom properties (style.js lists them).
 */
export class Board {
  /** What the parts share (context.js). */
  #b;
  #ownHost = false;
  /** @type {{ idle?: number, timer?: ReturnType<typeof setTimeout> } | null} */
  #warmUpHandle = null;

  /**
   * Draws a board in `element`. `config`: any of set()'s options. Throws a
   * clear Error (and draws nothing) when `element` is no element or an
   * option is wrong.
   */
  constructor(element, config = {}) {
    if (typeof Element !== 'function' || !(element instanceof Element)) {
      throw new TypeError(`new Board(element, config) needs a DOM element, got ${describe(element)}`);
    }
    const state = nextState(initialState(), config);
    /** @type {HTMLElement} */
    let host;
    /** @type {ShadowRoot} */
    let root;
    if (/** @type {any} */ (element)[SELF_HOST]) {
      host = /** @type {HTMLElement} */ (element);
      root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    } else {
      host = document.createElement('div');
      host.dataset.ferroBoard = '';
      root = host.attachShadow({ mode: 'open' });
      this.#ownHost = true;
      element.append(host);
    }
    host.dataset.ferroBoardHost = '';
    adoptStyle(root);
    const b = createContext({ root, host, state, events: { ...(config.events ?? {}) } });
    this.#b = b;
    b.nodes = build(b);
    listen(b);
    layOut(b);
    render(b);
    this.#scheduleWarmUp();
  }

  /**
   * When the page is idle after the board is made, draws a picked-up piece
   * once and undoes it in the same task (nothing is shown): the code a press
   * and a drag's first frame run is then compiled before the first touch,
   * which on a slow phone would otherwise drop that frame.
   */
  #scheduleWarmUp() {
    const b = this.#b;
    const run = () => {
      this.#warmUpHandle = null;
      if (b.destroyed || b.ui.press || b.ui.selected) return;
      const [square] = [...shownPieces(b).keys()].filter((sq) => targetsOf(b, sq).targets.length > 0);
      if (!square) return;
      b.ui.selected = square;
      b.ui.press = {
        from: square, x: 0, y: 0, dragging: true, pointerId: -1,
      };
      showGhost(b, shownPieces(b).get(square), 0, 0);
      render(b);
      b.nodes.ghost.classList.remove('shown');
      b.ui.press = null;
      b.ui.selected = null;
      render(b);
    };
    this.#warmUpHandle = typeof requestIdleCallback === 'function'
      ? { idle: requestIdleCallback(run, { timeout: 2000 }) }
      : { timer: setTimeout(run, 200) };
  }

  /** The element the board draws in (its shadow root holds the squares). */
  get element() {
    return this.#b.host;
  }

  /** The state as the board holds it now (a copy: changing it changes nothing). */
  get state() {
    const s = this.#b.state;
    return {
      fen: writeFen(s.pieces),
      pieces: new Map([...s.pieces].map(([k, p]) => [k, { ...p }])),
      orientation: s.orientation,
      turnColor: s.turnColor,
      check: s.check,
      lastMove: s.lastMove && { ...s.lastMove },
      selected: this.#b.ui.selected,
      premoves: s.premovable.current.map((m) => ({ ...m })),
      shapes: s.drawable.shapes.map((x) => ({ ...x })),
      autoShapes: s.drawable.autoShapes.map((x) => ({ ...x })),
      viewOnly: s.viewOnly,
    };
  }

  /**
   * Changes any part of the state and redraws what changed; the rest stays.
   * A wrong option throws a clear Error and changes nothing.
   */
  set(config) {
    this.#alive();
    if (config === null || typeof config !== 'object') throw new TypeError(`set() takes an object of options, got ${describe(config)}`);
    const next = nextState(this.#b.state, config);
    const piecesChanged = next.pieces !== this.#b.state.pieces;
    this.#b.state = next;
    if (config.events) this.#b.events = { ...this.#b.events, ...config.events };
    if (piecesChanged && config.premovable?.current === undefined) dropStalePremoves(this.#b);
    if (config.pieceSet !== undefined) this.#b.drawn.clear();
    render(this.#b);
  }

  /** The FEN piece placement of what the board shows. */
  getFen() {
    return writeFen(this.#b.state.pieces);
  }

  /** Turns the board round. */
  toggleOrientation() {
    this.set({ orientation: opposite(this.#b.state.orientation) });
  }

  /**
   * Moves the piece on `from` to `to` as the program's move (no `move`
   * event; animated), capturing what stands there.
   */
  move(from, to) {
    this.#alive();
    requireSquare(from, 'move from');
    requireSquare(to, 'move to');
    if (!this.#b.state.pieces.has(from)) throw new Error(`move(${from}, ${to}): there is no piece on ${from}`);
    this.#b.state.pieces = movePieces(this.#b.state.pieces, from, to, false);
    this.#b.state.lastMove = { from, to };
    this.#b.ui.selected = null;
    render(this.#b);
    emit(this.#b, 'change');
  }

  /** Puts or removes pieces: a Map or object of square -> piece, or null to empty a square. */
  setPieces(diff) {
    this.#alive();
    const changes = readPieceDiff(diff);
    const pieces = new Map(this.#b.state.pieces);
    for (const [square, piece] of changes) {
      if (piece) pieces.set(square, piece);
      else pieces.delete(square);
    }
    this.#b.state.pieces = pieces;
    render(this.#b);
    emit(this.#b, 'change');
  }

  /** Selects `square` as a click would (a move when a piece is selected and `square` is its destination); null clears. */
  selectSquare(square) {
    this.#alive();
    if (square === null) {
      select(this.#b, null);
      render(this.#b);
      return;
    }
    click(this.#b, requireSquare(square, 'selectSquare'));
  }

  /** Drops the selection, any drag in progress and an open promotion dialog (which resolves to null). */
  cancelMove() {
    this.#alive();
    this.#b.promotion?.finish(null);
    endPress(this.#b);
    this.#b.ui.selected = null;
    render(this.#b);
  }

  /** Takes back every waiting premove. */
  cancelPremove() {
    this.#alive();
    if (this.#b.state.premovable.current.length === 0) return;
    this.#b.state.premovable.current = [];
    render(this.#b);
    emit(this.#b, 'premove', []);
  }

  /** Removes and returns the first waiting premove ({ from, to }), or null when none waits. */
  takePremove() {
    this.#alive();
    const [first, ...rest] = this.#b.state.premovable.current;
    if (!first) return null;
    this.#b.state.premovable.current = rest;
    render(this.#b);
    emit(this.#b, 'premove', rest.map((m) => ({ ...m })));
    return { ...first };
  }

  /** The square under the viewport point (x, y) (clientX and clientY), or null off the board. */
  getKeyAtDomPos(x, y) {
    this.#alive();
    if (Array.isArray(x)) [x, y] = x;
    if (typeof x !== 'number' || typeof y !== 'number') throw new TypeError('getKeyAtDomPos takes two numbers (or [x, y])');
    return keyAt(this.#b, x, y);
  }

  /**
   * Drags a new piece (a spare piece of an editor) from a pointerdown
   * `event` outside the board; dropped on a square, it is put there and
   * `drop` (piece, square) fires. Dropped elsewhere, nothing changes.
   */
  dragNewPiece(piece, event) {
    this.#alive();
    const fresh = requirePiece(piece, 'dragNewPiece piece');
    if (!event || typeof event.clientX !== 'number') throw new TypeError('dragNewPiece needs the pointerdown event that starts the drag');
    this.#b.ui.bounds = null;
    this.#b.ui.press = {
      from: null, newPiece: fresh, x: event.clientX, y: event.clientY, dragging: true, pointerId: event.pointerId,
    };
    showGhost(this.#b, fresh, event.clientX, event.clientY);
    const move = (e) => e.pointerId === event.pointerId && moveGhost(this.#b, e.clientX, e.clientY);
    const up = (e) => {
      if (e.pointerId !== event.pointerId) return;
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
      const square = e.type === 'pointerup' ? this.getKeyAtDomPos(e.clientX, e.clientY) : null;
      endPress(this.#b);
      if (square) {
        this.#b.state.pieces = new Map(this.#b.state.pieces).set(square, fresh);
        render(this.#b);
        emit(this.#b, 'drop', { ...fresh }, square);
        emit(this.#b, 'change');
      }
    };
    window.addEventListener('pointermove', move, { signal: this.#b.abort.signal });
    window.addEventListener('pointerup', up, { signal: this.#b.abort.signal });
    window.addEventListener('pointercancel', up, { signal: this.#b.abort.signal });
  }

  /**
   * Asks the user which piece a pawn on `square` of `color` promotes to,
   * from `types` (default q, r, b, n): a dialog over the board that takes
   * focus; Escape or a click beside it cancels. Resolves to the type or null.
   */
  choosePromotion(square, color, types = ['q', 'r', 'b', 'n']) {
    this.#alive();
    requireSquare(square, 'choosePromotion square');
    if (!COLORS.includes(color)) throw new TypeError('choosePromotion color must be "w" or "b"');
    if (!Array.isArray(types) || types.length === 0 || types.some((t) => !['q', 'r', 'b', 'n', 'k'].includes(t))) {
      throw new TypeError('choosePromotion types must be a non-empty array of q, r, b, n (or k, for antichess)');
    }
    return choosePromotion(this.#b, square, color, types);
  }

  /** Whether a promotion dialog is open. */
  get promoting() {
    return this.#b.promotion !== null;
  }

  /** Says `text` to screen readers through the board's live region. */
  announce(text) {
    this.#alive();
    announce(this.#b, String(text));
  }

  /** Draws everything again (after the page changed something the board cannot see, such as a font). */
  redrawAll() {
    this.#alive();
    this.#b.drawn.clear();
    this.#b.laidOut = null;
    this.#b.ui.bounds = null;
    render(this.#b);
  }

  /**
   * Calls `listener` on each `name` event: move (from, to, { captured,
   * premove }), select (square | null), click (square: every click, tap or
   * Enter on a square, before the board acts on it), change (), shapes
   * (shapes), premove (queue), drop (piece, square), remove (square).
   * Returns a function that removes it.
   */
  on(name, listener) {
    this.#alive();
    return this.#b.listeners.on(name, listener);
  }

  /** Removes the board, its listeners and its observer; the element is left as it was. */
  destroy() {
    if (this.#b.destroyed) return;
    this.#b.destroyed = true;
    if (this.#warmUpHandle?.idle !== undefined) cancelIdleCallback(this.#warmUpHandle.idle);
    if (this.#warmUpHandle?.timer !== undefined) clearTimeout(this.#warmUpHandle.timer);
    this.#b.promotion?.finish(null);
    endPress(this.#b);
    this.#b.abort.abort();
    this.#b.resize?.disconnect();
    // A running animation holds its element (and so the whole board) alive.
    for (const animation of this.#b.root.getAnimations?.() ?? []) animation.cancel();
    this.#b.listeners.clear();
    this.#b.events = {};
    if (this.#ownHost) this.#b.host.remove();
    // A shared sheet holds on to the roots that adopt it: let go of this one.
    if ('adoptedStyleSheets' in this.#b.root) this.#b.root.adoptedStyleSheets = [];
    if (!this.#ownHost) {
      this.#b.root.replaceChildren();
      delete this.#b.host.dataset.ferroBoardHost;
    }
  }

  /** Whether destroy() was called. */
  get destroyed() {
    return this.#b.destroyed;
  }

  #alive() {
    if (this.#b.destroyed) throw new Error('this Board was destroyed');
  }
}

export { movePieces, TYPES };
