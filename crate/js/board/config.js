// The board's options (chessground's config.ts): the state a new board
// starts from, and `set()`'s options checked and applied to a copy of the
// state, so that a wrong option throws before anything changes.
//
//   const next = nextState(initialState(), { orientation: 'b', movable: { color: 'w' } });
//   next.orientation   // 'b'
//   nextState(next, { flip: true })   // TypeError: Board config has no option "flip" (known: …)

import {
  COLORS, readFen, readDests, readMove, readPieces, requireSquare, describe, requireBoolean as boolOption,
} from './state.js';
import { readShapes } from './shapes.js';

/** The events a board emits (`on()`, `events` in its options). */
export const EVENTS = ['move', 'select', 'click', 'change', 'shapes', 'premove', 'drop', 'remove'];

/** Options `set()` knows, and the parts of each nested one. */
const KNOWN = {
  top: ['fen', 'pieces', 'orientation', 'turnColor', 'check', 'lastMove', 'coordinates', 'viewOnly', 'animation',
    'movable', 'premovable', 'drawable', 'events', 'pieceSet', 'label', 'evalBar', 'autoCastle', 'announce'],
  movable: ['color', 'dests', 'showDests', 'free', 'hoverDests', 'deleteOnDropOff'],
  premovable: ['enabled', 'dests', 'showDests', 'queue', 'current'],
  drawable: ['enabled', 'shapes', 'autoShapes', 'eraseOnClick'],
  animation: ['enabled', 'duration'],
};

/** Throws unless `value` is an object whose names are all in `known` (`what` names it in the message). */
export function rejectUnknown(value, known, what) {
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
export function initialState() {
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
export function nextState(state, config) {
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
