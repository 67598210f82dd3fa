// The board: it draws one state (pieces, highlights, destinations, shapes)
// and turns pointer, touch, pen and keyboard input into moves it reports. It
// knows no chess rules: where a piece may go comes from the caller
// (`movable.dests`), as in chessground. `chessBoard()` (bind.js) feeds it a
// ferrochess Chess.
//
//   const board = new Board(document.getElementById('board'), {
//     fen: 'start',
//     movable: { color: 'w', dests: new Map([['e2', ['e3', 'e4']]]) },
//     events: { move: (from, to) => console.log(from, to) },
//   });
//   board.set({ orientation: 'b' });

import {
  FILES, COLORS, SQUARES, readFen, writeFen, readDests, readMove, readPieces, readPieceDiff,
  requirePiece, requireSquare, premoveDests, movedPieces, squareAtPoint, visualRows, shade,
  pieceName, describe, requireBoolean as boolOption, TYPES, NAMES, SELF_HOST,
} from './state.js';
import { paintPiece, pieceElement } from './pieces.js';
import { adoptStyle } from './style.js';
import { readShapes, drawShapes, shapeColor } from './shapes.js';
import { Listeners } from './listeners.js';

const SVG_NS = 'http://www.w3.org/2000/svg';
const DRAG_THRESHOLD = 4; // pixels before a press becomes a drag
const EVENTS = ['move', 'select', 'click', 'change', 'shapes', 'premove', 'drop', 'remove'];
const reducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
const opposite = (color) => (color === 'w' ? 'b' : 'w');

/** Options `set()` knows, and the parts of each nested one. */
const KNOWN = {
  top: ['fen', 'pieces', 'orientation', 'turnColor', 'check', 'lastMove', 'coordinates', 'viewOnly', 'animation',
    'movable', 'premovable', 'drawable', 'events', 'pieceSet', 'label', 'evalBar', 'autoCastle', 'announce'],
  movable: ['color', 'dests', 'showDests', 'free', 'hoverDests', 'deleteOnDropOff'],
  premovable: ['enabled', 'dests', 'showDests', 'queue', 'current'],
  drawable: ['enabled', 'shapes', 'autoShapes', 'eraseOnClick'],
  animation: ['enabled', 'duration'],
};

function rejectUnknown(value, known, what) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new TypeError(`${what} must be an object, got ${describe(value)}`);
  }
  for (const key of Object.keys(value)) {
    if (!known.includes(key)) throw new TypeError(`${what} has no option "${key}" (known: ${known.join(', ')})`);
  }
}

const colorOption = (value, what, extra = []) => {
  if (![...COLORS, ...extra].includes(value)) {
    throw new TypeError(`${what} must be ${[...COLORS, ...extra].map((c) => JSON.stringify(c)).join(' or ')}, got ${describe(value)}`);
  }
  return value;
};

/** The default state: the start position, white below, nothing movable. */
function initialState() {
  return {
    pieces: readFen('start'),
    orientation: 'w',
    turnColor: 'w',
    check: null,
    lastMove: null,
    coordinates: true,
    viewOnly: false,
    animation: { enabled: true, duration: 200 },
    movable: { color: null, dests: new Map(), showDests: true, free: false, hoverDests: true, deleteOnDropOff: false },
    premovable: { enabled: false, dests: null, showDests: true, queue: 1, current: [] },
    drawable: { enabled: true, shapes: [], autoShapes: [], eraseOnClick: true },
    pieceSet: null,
    label: 'Chess board',
    evalBar: null,
    autoCastle: true,
    announce: true,
  };
}

/**
 * Checks `config` against `state` and returns the state it asks for, without
 * touching `state`: a bad option throws before anything changes.
 */
function nextState(state, config) {
  rejectUnknown(config, KNOWN.top, 'Board config');
  const next = {
    ...state,
    movable: { ...state.movable },
    premovable: { ...state.premovable },
    drawable: { ...state.drawable },
    animation: { ...state.animation },
  };
  const c = config;
  if (c.fen !== undefined && c.pieces !== undefined) throw new TypeError('Board config takes fen or pieces, not both');
  if (c.fen !== undefined) {
    next.pieces = readFen(c.fen);
    // The side to move, from the FEN's second field when it has one.
    const side = typeof c.fen === 'string' ? c.fen.trim().split(/\s+/)[1] : undefined;
    if (c.turnColor === undefined && (side === 'w' || side === 'b')) next.turnColor = side;
  }
  if (c.pieces !== undefined) next.pieces = readPieces(c.pieces);
  if (c.orientation !== undefined) next.orientation = colorOption(c.orientation, 'orientation');
  if (c.turnColor !== undefined) next.turnColor = colorOption(c.turnColor, 'turnColor');
  if (c.check !== undefined) {
    if (c.check === true) {
      next.check = [...next.pieces].find(([, p]) => p.type === 'k' && p.color === next.turnColor)?.[0] ?? null;
    } else {
      next.check = c.check === false || c.check === null ? null : requireSquare(c.check, 'check');
    }
  }
  if (c.lastMove !== undefined) next.lastMove = readMove(c.lastMove, 'lastMove');
  if (c.coordinates !== undefined) next.coordinates = boolOption(c.coordinates, 'coordinates');
  if (c.viewOnly !== undefined) next.viewOnly = boolOption(c.viewOnly, 'viewOnly');
  if (c.autoCastle !== undefined) next.autoCastle = boolOption(c.autoCastle, 'autoCastle');
  if (c.announce !== undefined) next.announce = boolOption(c.announce, 'announce');
  if (c.label !== undefined) {
    if (typeof c.label !== 'string' || c.label === '') throw new TypeError('label must be a non-empty string');
    next.label = c.label;
  }
  if (c.animation !== undefined) {
    const a = typeof c.animation === 'boolean' ? { enabled: c.animation } : c.animation;
    rejectUnknown(a, KNOWN.animation, 'animation');
    if (a.enabled !== undefined) next.animation.enabled = boolOption(a.enabled, 'animation.enabled');
    if (a.duration !== undefined) {
      if (typeof a.duration !== 'number' || !(a.duration >= 0 && a.duration <= 10000)) {
        throw new TypeError(`animation.duration must be milliseconds from 0 to 10000, got ${describe(a.duration)}`);
      }
      next.animation.duration = a.duration;
    }
  }
  if (c.movable !== undefined) {
    const m = c.movable;
    rejectUnknown(m, KNOWN.movable, 'movable');
    if (m.color !== undefined) next.movable.color = m.color === null ? null : colorOption(m.color, 'movable.color', ['both']);
    if (m.dests !== undefined) next.movable.dests = m.dests === null ? new Map() : readDests(m.dests, 'movable.dests');
    for (const key of ['showDests', 'free', 'hoverDests', 'deleteOnDropOff']) {
      if (m[key] !== undefined) next.movable[key] = boolOption(m[key], `movable.${key}`);
    }
  }
  if (c.premovable !== undefined) {
    const p = c.premovable;
    rejectUnknown(p, KNOWN.premovable, 'premovable');
    if (p.enabled !== undefined) next.premovable.enabled = boolOption(p.enabled, 'premovable.enabled');
    if (p.showDests !== undefined) next.premovable.showDests = boolOption(p.showDests, 'premovable.showDests');
    if (p.dests !== undefined) next.premovable.dests = p.dests === null ? null : readDests(p.dests, 'premovable.dests');
    if (p.queue !== undefined) {
      if (!Number.isInteger(p.queue) || p.queue < 1 || p.queue > 64) throw new TypeError(`premovable.queue must be a whole number from 1 to 64, got ${describe(p.queue)}`);
      next.premovable.queue = p.queue;
    }
    if (p.current !== undefined) {
      const list = p.current === null ? [] : p.current;
      if (!Array.isArray(list)) throw new TypeError('premovable.current must be an array of moves or null');
      next.premovable.current = list.map((move, i) => readMove(move, `premovable.current[${i}]`));
    }
  }
  if (c.drawable !== undefined) {
    const d = c.drawable;
    rejectUnknown(d, KNOWN.drawable, 'drawable');
    if (d.enabled !== undefined) next.drawable.enabled = boolOption(d.enabled, 'drawable.enabled');
    if (d.eraseOnClick !== undefined) next.drawable.eraseOnClick = boolOption(d.eraseOnClick, 'drawable.eraseOnClick');
    if (d.shapes !== undefined) next.drawable.shapes = readShapes(d.shapes, 'drawable.shapes');
    if (d.autoShapes !== undefined) next.drawable.autoShapes = readShapes(d.autoShapes, 'drawable.autoShapes');
  }
  if (c.pieceSet !== undefined) {
    if (c.pieceSet !== null && (typeof c.pieceSet !== 'object' || Array.isArray(c.pieceSet))) {
      throw new TypeError("pieceSet must be an object from piece codes ('wK', 'bN', …) to image addresses, or null");
    }
    next.pieceSet = c.pieceSet === null ? null : { ...c.pieceSet };
  }
  if (c.evalBar !== undefined) {
    if (c.evalBar !== null && !(typeof c.evalBar === 'number' && c.evalBar >= 0 && c.evalBar <= 1)) {
      throw new TypeError(`evalBar must be White's winning chance from 0 to 1, or null to hide the bar, got ${describe(c.evalBar)}`);
    }
    next.evalBar = c.evalBar;
  }
  if (c.events !== undefined) {
    rejectUnknown(c.events, EVENTS, 'events');
    for (const [name, fn] of Object.entries(c.events)) {
      if (typeof fn !== 'function') throw new TypeError(`events.${name} must be a function`);
    }
  }
  return next;
}

/**
 * The pieces after a move from `from` to `to` as the board draws it: the
 * piece goes to `to`; a king going two files along its first rank from the
 * e-file, or onto its own rook, takes the rook with it when `autoCastle`.
 */
export function movePieces(pieces, from, to, autoCastle) {
  const next = new Map(pieces);
  const piece = next.get(from);
  if (!piece) return next;
  const target = next.get(to);
  const rank = from[1];
  const homeRank = piece.color === 'w' ? '1' : '8';
  const df = to.charCodeAt(0) - from.charCodeAt(0);
  const ontoRook = target && target.color === piece.color && target.type === 'r';
  if (autoCastle && piece.type === 'k' && rank === homeRank && to[1] === rank && (ontoRook || (from[0] === 'e' && Math.abs(df) === 2))) {
    const kingside = df > 0;
    const rookFrom = ontoRook ? to : (kingside ? 'h' : 'a') + rank;
    const rook = next.get(rookFrom);
    const ownRook = rook?.type === 'r' && rook.color === piece.color;
    next.delete(from);
    if (ownRook) next.delete(rookFrom);
    next.set((kingside ? 'g' : 'c') + rank, piece);
    if (ownRook) next.set((kingside ? 'f' : 'd') + rank, rook);
    return next;
  }
  next.delete(from);
  next.set(to, piece);
  return next;
}

/**
 * A chess board that draws a state and reports the user's moves; it knows no
 * rules. `element` is any block element (its width sets the board's size);
 * the board draws inside a shadow root of its own, so no page CSS reaches it
 * but custom properties (style.js lists them).
 */
export class Board {
  #state = initialState();
  #host;
  #root;
  #nodes;
  #squares = new Map();
  #drawn = new Map();
  // What the user is doing: the selection, the hovered square, the keyboard
  // cursor, a press or drag, a right-drag's start, the board's bounds (read
  // once per press), the pieces drawn last (for animation), the user's last
  // move (where focus returns after a promotion) and half the dragged piece's size.
  #ui = {
    selected: null, hovered: null, cursor: null, press: null, shapeFrom: null, bounds: null, lastPieces: null, lastUserMove: null, ghostHalf: 0,
  };
  #listeners = new Listeners('Board', EVENTS);
  #events = {};
  #abort = new AbortController();
  #resize = null;
  #ownHost = false;
  #promotion = null;
  #laidOut = null;
  #destroyed = false;
  #animateNext = true;
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
    const state = nextState(this.#state, config);
    if (element[SELF_HOST]) {
      this.#host = element;
      this.#root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    } else {
      this.#host = document.createElement('div');
      this.#host.dataset.ferroBoard = '';
      this.#root = this.#host.attachShadow({ mode: 'open' });
      this.#ownHost = true;
      element.append(this.#host);
    }
    this.#host.dataset.ferroBoardHost = '';
    adoptStyle(this.#root);
    this.#nodes = this.#build();
    this.#state = state;
    this.#events = { ...(config.events ?? {}) };
    this.#listen();
    this.#layOut();
    this.#render();
    this.#scheduleWarmUp();
  }

  /**
   * When the page is idle after the board is made, draws a picked-up piece
   * once and undoes it in the same task (nothing is shown): the code a press
   * and a drag's first frame run is then compiled before the first touch,
   * which on a slow phone would otherwise drop that frame.
   */
  #scheduleWarmUp() {
    const run = () => {
      this.#warmUpHandle = null;
      if (this.#destroyed || this.#ui.press || this.#ui.selected) return;
      const [square] = [...this.#shownPieces().keys()].filter((sq) => this.#targetsOf(sq).targets.length > 0);
      if (!square) return;
      this.#ui.selected = square;
      this.#ui.press = { from: square, dragging: true };
      this.#showGhost(this.#shownPieces().get(square), 0, 0);
      this.#render();
      this.#nodes.ghost.classList.remove('shown');
      this.#ui.press = null;
      this.#ui.selected = null;
      this.#render();
    };
    this.#warmUpHandle = typeof requestIdleCallback === 'function'
      ? { idle: requestIdleCallback(run, { timeout: 2000 }) }
      : { timer: setTimeout(run, 200) };
  }

  /** The element the board draws in (its shadow root holds the squares). */
  get element() {
    return this.#host;
  }

  /** The state as the board holds it now (a copy: changing it changes nothing). */
  get state() {
    const s = this.#state;
    return {
      fen: writeFen(s.pieces),
      pieces: new Map([...s.pieces].map(([k, p]) => [k, { ...p }])),
      orientation: s.orientation,
      turnColor: s.turnColor,
      check: s.check,
      lastMove: s.lastMove && { ...s.lastMove },
      selected: this.#ui.selected,
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
    const next = nextState(this.#state, config);
    const piecesChanged = next.pieces !== this.#state.pieces;
    this.#state = next;
    if (config.events) this.#events = { ...this.#events, ...config.events };
    if (piecesChanged && config.premovable?.current === undefined) this.#dropStalePremoves();
    if (config.pieceSet !== undefined) this.#drawn.clear();
    this.#render();
  }

  /** The FEN piece placement of what the board shows. */
  getFen() {
    return writeFen(this.#state.pieces);
  }

  /** Turns the board round. */
  toggleOrientation() {
    this.set({ orientation: opposite(this.#state.orientation) });
  }

  /**
   * Moves the piece on `from` to `to` as the program's move (no `move`
   * event; animated), capturing what stands there.
   */
  move(from, to) {
    this.#alive();
    requireSquare(from, 'move from');
    requireSquare(to, 'move to');
    if (!this.#state.pieces.has(from)) throw new Error(`move(${from}, ${to}): there is no piece on ${from}`);
    this.#state.pieces = movePieces(this.#state.pieces, from, to, false);
    this.#state.lastMove = { from, to };
    this.#ui.selected = null;
    this.#render();
    this.#emit('change');
  }

  /** Puts or removes pieces: a Map or object of square -> piece, or null to empty a square. */
  setPieces(diff) {
    this.#alive();
    const changes = readPieceDiff(diff);
    const pieces = new Map(this.#state.pieces);
    for (const [square, piece] of changes) {
      if (piece) pieces.set(square, piece);
      else pieces.delete(square);
    }
    this.#state.pieces = pieces;
    this.#render();
    this.#emit('change');
  }

  /** Selects `square` as a click would (a move when a piece is selected and `square` is its destination); null clears. */
  selectSquare(square) {
    this.#alive();
    if (square === null) {
      this.#select(null);
      this.#render();
      return;
    }
    this.#click(requireSquare(square, 'selectSquare'));
  }

  /** Drops the selection, any drag in progress and an open promotion dialog (which resolves to null). */
  cancelMove() {
    this.#alive();
    this.#promotion?.finish(null);
    this.#endPress();
    this.#ui.selected = null;
    this.#render();
  }

  /** Takes back every waiting premove. */
  cancelPremove() {
    this.#alive();
    if (this.#state.premovable.current.length === 0) return;
    this.#state.premovable.current = [];
    this.#render();
    this.#emit('premove', []);
  }

  /** Removes and returns the first waiting premove ({ from, to }), or null when none waits. */
  takePremove() {
    this.#alive();
    const [first, ...rest] = this.#state.premovable.current;
    if (!first) return null;
    this.#state.premovable.current = rest;
    this.#render();
    this.#emit('premove', rest.map((m) => ({ ...m })));
    return { ...first };
  }

  /** The square under the viewport point (x, y) (clientX and clientY), or null off the board. */
  getKeyAtDomPos(x, y) {
    this.#alive();
    if (Array.isArray(x)) [x, y] = x;
    if (typeof x !== 'number' || typeof y !== 'number') throw new TypeError('getKeyAtDomPos takes two numbers (or [x, y])');
    return squareAtPoint(x, y, this.#bounds(), this.#state.orientation);
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
    this.#ui.bounds = null;
    this.#ui.press = {
      from: null, newPiece: fresh, x: event.clientX, y: event.clientY, dragging: true, pointerId: event.pointerId,
    };
    this.#showGhost(fresh, event.clientX, event.clientY);
    const move = (e) => e.pointerId === event.pointerId && this.#moveGhost(e.clientX, e.clientY);
    const up = (e) => {
      if (e.pointerId !== event.pointerId) return;
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
      const square = e.type === 'pointerup' ? this.getKeyAtDomPos(e.clientX, e.clientY) : null;
      this.#endPress();
      if (square) {
        this.#state.pieces = new Map(this.#state.pieces).set(square, fresh);
        this.#render();
        this.#emit('drop', { ...fresh }, square);
        this.#emit('change');
      }
    };
    window.addEventListener('pointermove', move, { signal: this.#abort.signal });
    window.addEventListener('pointerup', up, { signal: this.#abort.signal });
    window.addEventListener('pointercancel', up, { signal: this.#abort.signal });
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
    this.#promotion?.finish(null);
    return new Promise((resolve) => {
      const dialog = document.createElement('div');
      dialog.className = 'promotion';
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-label', `Promote the pawn on ${square} to`);
      // Focus goes back to the board: to the new piece, or (cancelled) to the pawn the user moved there.
      const moved = this.#ui.lastUserMove;
      const pawnSquare = moved?.to === square ? moved.from : square;
      const finish = (type) => {
        if (this.#promotion?.dialog !== dialog) return;
        this.#promotion = null;
        const focused = dialog.contains(this.#root.activeElement);
        dialog.remove();
        this.#ui.cursor = type ? square : pawnSquare;
        this.#render();
        if (focused && !this.#destroyed) this.#squares.get(this.#ui.cursor)?.focus({ preventScroll: true });
        this.#announce(type ? `Promoted to ${NAMES[type]}` : 'Promotion cancelled');
        resolve(type);
      };
      for (const type of types) {
        const button = document.createElement('button');
        button.type = 'button';
        button.dataset.promotion = type;
        button.setAttribute('aria-label', NAMES[type]);
        button.append(pieceElement({ color, type }, this.#state.pieceSet));
        button.addEventListener('click', (e) => {
          e.stopPropagation();
          finish(type);
        });
        dialog.append(button);
      }
      dialog.addEventListener('pointerdown', (e) => {
        if (e.target === dialog) finish(null);
      });
      dialog.addEventListener('keydown', (e) => {
        const buttons = [...dialog.querySelectorAll('button')];
        const index = buttons.indexOf(this.#root.activeElement);
        if (e.key === 'Escape') {
          e.preventDefault();
          finish(null);
        } else if (['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'Tab'].includes(e.key)) {
          // Focus stays in the dialog while it is open.
          e.preventDefault();
          const back = e.key === 'ArrowLeft' || e.key === 'ArrowUp' || (e.key === 'Tab' && e.shiftKey);
          buttons[(index + (back ? buttons.length - 1 : 1)) % buttons.length].focus();
        }
      });
      this.#promotion = { dialog, finish };
      this.#nodes.wrap.append(dialog);
      dialog.querySelector('button').focus({ preventScroll: true });
      this.#announce(`Promote the pawn on ${square}: choose ${types.map((t) => NAMES[t]).join(', ')}`);
    });
  }

  /** Whether a promotion dialog is open. */
  get promoting() {
    return this.#promotion !== null;
  }

  /** Says `text` to screen readers through the board's live region. */
  announce(text) {
    this.#alive();
    this.#announce(String(text));
  }

  /** Draws everything again (after the page changed something the board cannot see, such as a font). */
  redrawAll() {
    this.#alive();
    this.#drawn.clear();
    this.#laidOut = null;
    this.#ui.bounds = null;
    this.#render();
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
    return this.#listeners.on(name, listener);
  }

  /** Removes the board, its listeners and its observer; the element is left as it was. */
  destroy() {
    if (this.#destroyed) return;
    this.#destroyed = true;
    if (this.#warmUpHandle?.idle !== undefined) cancelIdleCallback(this.#warmUpHandle.idle);
    if (this.#warmUpHandle?.timer !== undefined) clearTimeout(this.#warmUpHandle.timer);
    this.#promotion?.finish(null);
    this.#endPress();
    this.#abort.abort();
    this.#resize?.disconnect();
    // A running animation holds its element (and so the whole board) alive.
    for (const animation of this.#root.getAnimations?.() ?? []) animation.cancel();
    this.#listeners.clear();
    this.#events = {};
    if (this.#ownHost) this.#host.remove();
    // A shared sheet holds on to the roots that adopt it: let go of this one.
    if ('adoptedStyleSheets' in this.#root) this.#root.adoptedStyleSheets = [];
    if (!this.#ownHost) {
      this.#root.replaceChildren();
      delete this.#host.dataset.ferroBoardHost;
    }
  }

  /** Whether destroy() was called. */
  get destroyed() {
    return this.#destroyed;
  }

  #alive() {
    if (this.#destroyed) throw new Error('this Board was destroyed');
  }

  #emit(name, ...args) {
    this.#events[name]?.(...args);
    this.#listeners.emit(name, ...args);
  }

  #announce(text) {
    if (this.#state.announce) this.#nodes.live.textContent = text;
  }

  /** Builds the board's nodes once: squares in rows (a grid), layers, the live region. */
  #build() {
    const wrap = document.createElement('div');
    wrap.className = 'wrap';
    const evalBar = document.createElement('div');
    evalBar.className = 'eval';
    evalBar.hidden = true;
    evalBar.setAttribute('role', 'meter');
    evalBar.setAttribute('aria-valuemin', '0');
    evalBar.setAttribute('aria-valuemax', '100');
    const evalWhite = document.createElement('div');
    evalWhite.className = 'white';
    evalBar.append(evalWhite);
    const board = document.createElement('div');
    board.className = 'board';
    board.setAttribute('role', 'grid');
    const rows = Array.from({ length: 8 }, () => {
      const row = document.createElement('div');
      row.className = 'row';
      row.setAttribute('role', 'row');
      return row;
    });
    for (const square of SQUARES) {
      const el = document.createElement('div');
      el.dataset.square = square;
      el.setAttribute('role', 'gridcell');
      el.tabIndex = -1;
      el.append(pieceElement(null));
      this.#squares.set(square, el);
    }
    board.append(...rows);
    const coords = document.createElement('div');
    coords.className = 'coords';
    coords.setAttribute('aria-hidden', 'true');
    const shapes = document.createElementNS(SVG_NS, 'svg');
    shapes.setAttribute('class', 'shapes');
    shapes.setAttribute('viewBox', '0 0 8 8');
    shapes.setAttribute('aria-hidden', 'true');
    board.append(coords, shapes);
    // The dragged piece, placed over the board from the bounds read at the press.
    const ghost = document.createElement('div');
    ghost.className = 'ghost';
    ghost.setAttribute('aria-hidden', 'true');
    ghost.append(pieceElement(null));
    board.append(ghost);
    const live = document.createElement('div');
    live.className = 'sr';
    live.setAttribute('aria-live', 'polite');
    wrap.append(evalBar, board);
    this.#root.append(wrap, live);
    return { wrap, board, rows, coords, shapes, ghost, live, evalBar, evalWhite };
  }

  /** Puts the squares into their rows for the orientation, and writes the coordinates. */
  #layOut() {
    const order = visualRows(this.#state.orientation);
    order.forEach((names, r) => this.#nodes.rows[r].replaceChildren(...names.map((n) => this.#squares.get(n))));
    const labels = [];
    order.forEach(([first], r) => {
      const span = document.createElement('span');
      span.className = `rank on-${shade(first)}`;
      span.style.top = `${r * 12.5 + 0.4}%`;
      span.textContent = first[1];
      labels.push(span);
    });
    order[7].forEach((square, f) => {
      const span = document.createElement('span');
      span.className = `file on-${shade(square)}`;
      span.style.right = `${(7 - f) * 12.5 + 0.4}%`;
      span.textContent = square[0];
      labels.push(span);
    });
    this.#nodes.coords.replaceChildren(...labels);
    this.#laidOut = this.#state.orientation;
  }

  /** The pieces drawn: the position with the waiting premoves played on it. */
  #shownPieces() {
    let pieces = this.#state.pieces;
    for (const { from, to } of this.#state.premovable.current) pieces = movePieces(pieces, from, to, this.#state.autoCastle);
    return pieces;
  }

  /** Whether the user may move `color`'s pieces now (`premove`: ahead of their turn). */
  #canMove(color, premove) {
    const { movable, turnColor, premovable, viewOnly } = this.#state;
    if (viewOnly || this.#promotion) return false;
    const mine = movable.color === 'both' || movable.color === color;
    if (!mine) return false;
    if (movable.free) return true;
    return premove ? premovable.enabled && color !== turnColor && movable.color !== 'both' : color === turnColor;
  }

  /** Where the piece on `square` may go now: { targets, premove } (targets empty when it cannot move). */
  #targetsOf(square) {
    const pieces = this.#shownPieces();
    const piece = pieces.get(square);
    if (!piece) return { targets: [], premove: false };
    if (this.#state.movable.free && this.#canMove(piece.color, false)) {
      return { targets: SQUARES.filter((s) => s !== square), premove: false };
    }
    if (this.#canMove(piece.color, false) && this.#state.premovable.current.length === 0) {
      return { targets: this.#state.movable.dests.get(square) ?? [], premove: false };
    }
    if (this.#canMove(piece.color, true) || (this.#canMove(piece.color, false) && this.#state.premovable.current.length > 0)) {
      const given = this.#state.premovable.current.length === 0 ? this.#state.premovable.dests : null;
      const dests = given ?? premoveDests(pieces, piece.color);
      return { targets: dests.get(square) ?? [], premove: true };
    }
    return { targets: [], premove: false };
  }

  #render() {
    if (this.#destroyed) return;
    const s = this.#state;
    if (this.#laidOut !== s.orientation) this.#layOut();
    this.#nodes.board.setAttribute('aria-label', s.label);
    this.#nodes.coords.hidden = !s.coordinates;
    const pieces = this.#shownPieces();
    if (this.#ui.selected && this.#targetsOf(this.#ui.selected).targets.length === 0) this.#ui.selected = null;
    const focus = this.#ui.selected ?? (this.#ui.press?.dragging || !s.movable.hoverDests ? null : this.#ui.hovered);
    const { targets, premove } = focus ? this.#targetsOf(focus) : { targets: [], premove: false };
    const show = premove ? s.premovable.showDests : s.movable.showDests && !s.movable.free;
    const dests = new Set(show ? targets : []);
    const premoveSquares = new Set(s.premovable.current.flatMap((m) => [m.from, m.to]));
    const cursor = this.#ui.cursor ?? (s.orientation === 'w' ? 'e2' : 'e7');
    const dragFrom = this.#ui.press?.dragging ? this.#ui.press.from : null;
    for (const [square, el] of this.#squares) {
      const piece = pieces.get(square);
      const classes = ['square', shade(square)];
      if (this.#ui.selected === square) classes.push('selected');
      if (dests.has(square)) classes.push('legal');
      if (dests.has(square) && piece) classes.push('capture');
      if (s.lastMove && (s.lastMove.from === square || s.lastMove.to === square)) classes.push('last-move');
      if (s.check === square) classes.push('check');
      if (premoveSquares.has(square)) classes.push('premove');
      if (dragFrom === square) classes.push('dragging');
      const movable = piece && (this.#canMove(piece.color, false) || this.#canMove(piece.color, true));
      const code = piece ? piece.color + piece.type.toUpperCase() : '';
      const tab = square === cursor ? 0 : -1;
      const selectedHere = this.#ui.selected === square;
      const targetHere = this.#ui.selected && dests.has(square);
      const signature = `${classes.join(' ')}|${code}|${tab}|${movable ? 1 : 0}|${targetHere ? 1 : 0}`;
      const before = this.#drawn.get(square);
      if (before?.signature === signature) continue;
      this.#drawn.set(square, { signature, code });
      el.className = classes.join(' ');
      el.tabIndex = tab;
      el.toggleAttribute('data-movable', Boolean(movable));
      if (code) el.dataset.piece = code;
      else delete el.dataset.piece;
      el.setAttribute('aria-selected', String(selectedHere));
      let label = `${square}, ${piece ? pieceName(piece) : 'empty'}`;
      if (targetHere) label += piece ? ', capture' : (premove ? ', premove here' : ', move here');
      el.setAttribute('aria-label', label);
      if (before?.code === code) continue;
      paintPiece(el.firstElementChild, piece ?? null, s.pieceSet);
    }
    this.#animate(pieces);
    drawShapes(this.#nodes.shapes, [...s.drawable.shapes, ...s.drawable.autoShapes], s.orientation);
    const bar = this.#nodes.evalBar;
    bar.hidden = s.evalBar === null;
    if (s.evalBar !== null) {
      const percent = Math.round(s.evalBar * 1000) / 10;
      this.#nodes.evalWhite.style.height = `${percent}%`;
      bar.classList.toggle('flipped', s.orientation === 'b');
      bar.setAttribute('aria-valuenow', String(percent));
      bar.setAttribute('aria-label', `White's winning chances: ${percent}%`);
    }
  }

  /** Slides the pieces a one-move change moved from their old squares (transforms only: no layout is read). */
  #animate(pieces) {
    const before = this.#ui.lastPieces;
    this.#ui.lastPieces = pieces;
    const { enabled, duration } = this.#state.animation;
    const wanted = this.#animateNext && enabled && duration > 0 && before && before !== pieces && !reducedMotion();
    this.#animateNext = true;
    if (!wanted) return;
    for (const [from, to] of movedPieces(before, pieces)) {
      const el = this.#squares.get(to).firstElementChild;
      if (!el?.classList.contains('piece') || typeof el.animate !== 'function') continue;
      // The piece fills its square: a square's offset is 100% of the piece.
      const [fx, fy] = visualIndex(from, this.#state.orientation);
      const [tx, ty] = visualIndex(to, this.#state.orientation);
      el.animate(
        [{ transform: `translate(${(fx - tx) * 100}%, ${(fy - ty) * 100}%)` }, { transform: 'none' }],
        { duration, easing: 'ease-out' },
      );
    }
  }

  /** The board's bounds, read once per press (and after a resize), never per pointer move. */
  #bounds() {
    this.#ui.bounds ??= this.#nodes.board.getBoundingClientRect();
    return this.#ui.bounds;
  }

  #select(square) {
    const was = this.#ui.selected;
    this.#ui.selected = square;
    if (square) {
      const { targets, premove } = this.#targetsOf(square);
      const piece = this.#shownPieces().get(square);
      if (!this.#state.movable.free) {
        this.#announce(`${square}, ${pieceName(piece)} selected${premove ? ' to premove' : ''}: ${targets.length ? `moves to ${targets.join(', ')}` : 'no moves'}`);
      } else {
        this.#announce(`${square}, ${pieceName(piece)} selected`);
      }
    } else if (was) {
      this.#announce('Selection cleared');
    }
    if (was !== square) this.#emit('select', square);
  }

  /** A user's move or premove from `from` to `to`, when the board allows it; returns whether it was made. */
  #userMove(from, to, dropped) {
    const { targets, premove } = this.#targetsOf(from);
    if (!targets.includes(to)) return false;
    const s = this.#state;
    this.#ui.selected = null;
    this.#ui.lastUserMove = { from, to };
    if (s.drawable.eraseOnClick) this.#eraseShapes();
    if (dropped) this.#animateNext = false;
    if (premove) {
      const queue = s.premovable.queue <= s.premovable.current.length ? s.premovable.current.slice(0, s.premovable.queue - 1) : s.premovable.current;
      s.premovable.current = [...(s.premovable.queue === 1 ? [] : queue), { from, to }];
      this.#render();
      this.#announce(`Premove ${from} to ${to}`);
      this.#emit('premove', s.premovable.current.map((m) => ({ ...m })));
      return true;
    }
    const captured = s.pieces.get(to);
    const capturedPiece = captured && captured.color !== s.pieces.get(from).color ? { ...captured } : undefined;
    s.pieces = movePieces(s.pieces, from, to, s.autoCastle && !s.movable.free);
    s.lastMove = { from, to };
    if (!s.movable.free) {
      s.turnColor = opposite(s.turnColor);
      s.movable.dests = new Map();
      s.check = null;
    }
    this.#render();
    this.#emit('move', from, to, { captured: capturedPiece, premove: false });
    this.#emit('change');
    return true;
  }

  #eraseShapes() {
    if (this.#state.drawable.shapes.length === 0) return;
    this.#state.drawable.shapes = [];
    this.#emit('shapes', []);
  }

  #click(square) {
    const s = this.#state;
    if (this.#promotion) return;
    this.#emit('click', square);
    if (s.viewOnly) return;
    if (s.drawable.eraseOnClick) this.#eraseShapes();
    const selected = this.#ui.selected;
    if (selected && selected !== square && this.#userMove(selected, square, false)) return;
    const { targets, premove } = this.#targetsOf(square);
    if (targets.length > 0 && selected !== square) {
      this.#select(square);
    } else {
      this.#select(null);
      // A click that makes no premove takes the waiting ones back (as lichess).
      if (!premove && s.premovable.current.length > 0 && !(selected === square)) {
        s.premovable.current = [];
        this.#emit('premove', []);
        this.#announce('Premoves cancelled');
      }
    }
    this.#render();
  }

  /** A click on a piece that its press already selected: what `#click` does besides selecting. */
  #clickSelected(square) {
    this.#emit('click', square);
    if (this.#state.drawable.eraseOnClick && this.#state.drawable.shapes.length > 0) {
      this.#eraseShapes();
      this.#render();
    }
  }

  /** Shows the dragged piece: a square and a tenth wide (style.js), on a layer of its own from the start. */
  #showGhost(piece, x, y) {
    this.#ui.ghostHalf = (this.#bounds().width / 8) * 0.55;
    const ghost = this.#nodes.ghost;
    paintPiece(ghost.firstElementChild, piece, this.#state.pieceSet);
    this.#moveGhost(x, y);
    ghost.classList.add('shown');
  }

  /** Moves the dragged piece: one transform written, nothing read. */
  #moveGhost(x, y) {
    const half = this.#ui.ghostHalf;
    const { left, top } = this.#bounds();
    this.#nodes.ghost.style.transform = `translate3d(${x - left - half}px, ${y - top - half}px, 0)`;
  }

  #endPress() {
    const press = this.#ui.press;
    this.#ui.press = null;
    if (!press) return;
    this.#nodes.ghost.classList.remove('shown');
    if (press.pointerId !== undefined && this.#nodes.board.hasPointerCapture?.(press.pointerId)) {
      this.#nodes.board.releasePointerCapture(press.pointerId);
    }
  }

  #listen() {
    const signal = this.#abort.signal;
    const board = this.#nodes.board;
    const squareOf = (event) => event.target.closest?.('[data-square]')?.dataset.square ?? null;

    board.addEventListener('pointerdown', (event) => {
      // The page may have moved the board since: bounds are read again, but not here, where
      // the square pressed is the event's own (a read now would force a layout in this frame).
      this.#ui.bounds = null;
      const square = squareOf(event) ?? this.getKeyAtDomPos(event.clientX, event.clientY);
      if (!square || this.#promotion) return;
      if (event.button === 2) {
        if (this.#state.drawable.enabled) this.#ui.shapeFrom = { square, color: shapeColor(event) };
        return;
      }
      if (event.button !== 0 || this.#state.viewOnly) return;
      const piece = this.#shownPieces().get(square);
      const draggable = piece && this.#targetsOf(square).targets.length > 0;
      const selected = this.#ui.selected;
      // Pressing a piece selects it at once, as chessground does, so that its dots are drawn in
      // this frame and a drag's first frame only lifts the piece: unless the press is a click that
      // finishes the selected piece's move (a capture).
      const selectsNow = draggable && selected !== square && !(selected && this.#targetsOf(selected).targets.includes(square));
      this.#ui.press = {
        from: square, x: event.clientX, y: event.clientY, dragging: false, draggable, pointerId: event.pointerId, selectsNow,
      };
      if (draggable) {
        board.setPointerCapture(event.pointerId);
        // No text selection, no scrolling, no emulated mouse events while a piece is held.
        event.preventDefault();
      }
      if (selectsNow) {
        this.#select(square);
        this.#render();
      }
    }, { signal });

    board.addEventListener('pointermove', (event) => {
      const press = this.#ui.press;
      if (!press || press.newPiece || event.pointerId !== press.pointerId) return;
      if (!press.dragging) {
        if (!press.draggable || Math.hypot(event.clientX - press.x, event.clientY - press.y) <= DRAG_THRESHOLD) return;
        press.dragging = true;
        if (this.#ui.selected !== press.from) this.#select(press.from);
        this.#showGhost(this.#shownPieces().get(press.from), event.clientX, event.clientY);
        this.#render();
      }
      this.#moveGhost(event.clientX, event.clientY);
    }, { signal });

    const finish = (event, cancelled) => {
      const press = this.#ui.press;
      if (!press || press.newPiece || event.pointerId !== press.pointerId) return;
      this.#endPress();
      if (cancelled) {
        this.#render();
        return;
      }
      const square = this.getKeyAtDomPos(event.clientX, event.clientY);
      if (!press.dragging) {
        if (press.selectsNow) this.#clickSelected(press.from);
        else this.#click(press.from);
        return;
      }
      if (square && square !== press.from && this.#userMove(press.from, square, true)) return;
      if (!square && this.#state.movable.deleteOnDropOff && this.#state.movable.free) {
        this.#state.pieces = new Map(this.#state.pieces);
        this.#state.pieces.delete(press.from);
        this.#ui.selected = null;
        this.#render();
        this.#emit('remove', press.from);
        this.#emit('change');
        return;
      }
      // Back where it came from: the selection stays, so a click can finish the move.
      this.#render();
    };
    board.addEventListener('pointerup', (event) => {
      const shape = this.#ui.shapeFrom;
      if (event.button === 2 && shape) {
        this.#ui.shapeFrom = null;
        const to = this.getKeyAtDomPos(event.clientX, event.clientY);
        if (to) this.#toggleShape({ from: shape.square, to, color: shape.color, width: 1, kind: 'user' });
        return;
      }
      finish(event, false);
    }, { signal });
    board.addEventListener('pointercancel', (event) => finish(event, true), { signal });
    board.addEventListener('lostpointercapture', (event) => {
      if (this.#ui.press?.dragging && this.#ui.press.pointerId === event.pointerId) finish(event, true);
    }, { signal });
    board.addEventListener('contextmenu', (event) => event.preventDefault(), { signal });

    board.addEventListener('pointerover', (event) => {
      if (event.pointerType !== 'mouse') return;
      const square = squareOf(event);
      if (square !== this.#ui.hovered) {
        this.#ui.hovered = square;
        if (this.#state.movable.hoverDests) this.#render();
      }
    }, { signal });
    board.addEventListener('pointerleave', () => {
      if (this.#ui.hovered === null) return;
      this.#ui.hovered = null;
      this.#render();
    }, { signal });
    board.addEventListener('focusin', (event) => {
      const square = squareOf(event);
      if (square && square !== this.#ui.cursor) {
        this.#ui.cursor = square;
        this.#render();
      }
    }, { signal });
    board.addEventListener('keydown', (event) => this.#key(event), { signal });

    if (typeof ResizeObserver === 'function') {
      this.#resize = new ResizeObserver(() => {
        this.#ui.bounds = null;
      });
      this.#resize.observe(board);
    }
    // The page scrolled: bounds read before are stale.
    window.addEventListener('scroll', () => { this.#ui.bounds = null; }, { signal, passive: true, capture: true });
  }

  #key(event) {
    const current = event.target.closest?.('[data-square]')?.dataset.square;
    if (!current) return;
    const deltas = {
      ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0],
    };
    let next = null;
    if (deltas[event.key]) {
      const flip = this.#state.orientation === 'w' ? 1 : -1;
      const file = current.charCodeAt(0) - 97 + deltas[event.key][0] * flip;
      const rank = Number(current[1]) + deltas[event.key][1] * flip;
      if (file >= 0 && file < 8 && rank >= 1 && rank <= 8) next = FILES[file] + rank;
      else next = current;
    } else if (event.key === 'Home' || event.key === 'End') {
      const rank = current[1];
      const left = this.#state.orientation === 'w' ? 'a' : 'h';
      const right = this.#state.orientation === 'w' ? 'h' : 'a';
      next = (event.key === 'Home' ? left : right) + rank;
    }
    if (next) {
      event.preventDefault();
      this.#ui.cursor = next;
      this.#render();
      this.#squares.get(next).focus({ preventScroll: true });
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      this.#click(current);
    } else if (event.key === 'Escape' && this.#ui.selected) {
      event.preventDefault();
      this.#select(null);
      this.#render();
    }
  }

  #toggleShape(shape) {
    const shapes = this.#state.drawable.shapes;
    const index = shapes.findIndex((s) => s.from === shape.from && s.to === shape.to);
    const same = index >= 0 && shapes[index].color === shape.color;
    const next = shapes.filter((_, i) => i !== index);
    if (!same) next.push(shape);
    this.#state.drawable.shapes = next;
    this.#render();
    this.#emit('shapes', next.map((x) => ({ ...x })));
  }

  /** After a new position: premoves whose piece is gone are dropped (the rest wait). */
  #dropStalePremoves() {
    const current = this.#state.premovable.current;
    if (current.length === 0) return;
    const first = current[0];
    if (!this.#state.pieces.has(first.from)) {
      this.#state.premovable.current = [];
      this.#emit('premove', []);
    }
  }
}

/** The column and row (0 to 7, from the top left) where `square` is drawn. */
function visualIndex(square, orientation) {
  const file = square.charCodeAt(0) - 97;
  const rank = Number(square[1]);
  return orientation === 'w' ? [file, 8 - rank] : [7 - file, rank - 1];
}

export { TYPES };
