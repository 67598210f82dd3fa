// Checks of the arguments Chess's tree and annotation methods take (a node
// id, a data key, a clock, a score, shapes): each returns the value or
// throws a TypeError that says what was expected and what came.

import { describe } from './check.js';

export function requireDataKey(key, method) {
  if (typeof key !== 'string' || key.length === 0 || key.length > 255) {
    throw new TypeError(`${method} needs a key of 1 to 255 characters, got ${describe(key)}`);
  }
  return key;
}

export function requireNodeId(id, method) {
  if (!Number.isInteger(id) || id < 0 || id > 0xffffffff) {
    throw new TypeError(`${method} needs a node id from tree(), got ${describe(id)}`);
  }
  return id;
}

/** Seconds for a clock: a finite number from 0, or null. */
export function requireSeconds(value, method) {
  if (value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new TypeError(`${method} needs seconds (a number from 0) or null, got ${describe(value)}`);
  }
  return value;
}

/** A score for setEval: { cp } or { mate } (integers), an optional integer depth; or null. */
export function requireScore(score) {
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
export function requireShapes(shapes) {
  const square = (value) => typeof value === 'string' && /^[a-h][1-8]$/.test(value);
  if (!Array.isArray(shapes) || !shapes.every((shape) => shape !== null && typeof shape === 'object'
    && square(shape.from) && (shape.to === undefined || square(shape.to))
    && (shape.color === undefined || SHAPE_COLORS.includes(shape.color)))) {
    throw new TypeError(`setShapes needs [{ from, to?, color? }] with squares like 'e4' and colours ${SHAPE_COLORS.join(', ')}; got ${describe(shapes)}`);
  }
  return shapes;
}
