// Arrows and circles over the board, each optionally labelled: the user's
// (right-drag) and the program's (autoShapes: an engine's lines, a hint).
// An SVG layer in board units (8 × 8) that never takes a pointer event.
//
//   drawShapes(svg, [{ from: 'e2', to: 'e4', color: 'green', label: '1' }], 'w');

import { centre, requireSquare, describe } from './state.js';

const SVG_NS = 'http://www.w3.org/2000/svg';
export const SHAPE_COLORS = ['green', 'red', 'blue', 'yellow'];

/**
 * Checks a list of shapes ({ from, to?, color?, label?, width?, kind? }) and
 * returns fresh copies; a shape without `to` (or with to === from) is a
 * circle. `kind` names a shape for the page's own use: it becomes a class
 * of its element (the user's own shapes are 'user').
 */
export function readShapes(value, what) {
  if (!Array.isArray(value)) throw new TypeError(`${what} must be an array of shapes like { from: 'e2', to: 'e4' }, got ${describe(value)}`);
  return value.map((shape, i) => {
    if (shape === null || typeof shape !== 'object') throw new TypeError(`${what}[${i}] must be a shape object, got ${describe(shape)}`);
    const from = requireSquare(shape.from, `${what}[${i}].from`);
    const to = shape.to === undefined || shape.to === null ? from : requireSquare(shape.to, `${what}[${i}].to`);
    const color = shape.color ?? 'green';
    if (!SHAPE_COLORS.includes(color)) throw new TypeError(`${what}[${i}].color must be one of ${SHAPE_COLORS.join(', ')}, got ${describe(color)}`);
    if (shape.label !== undefined && typeof shape.label !== 'string') throw new TypeError(`${what}[${i}].label must be a string`);
    const width = shape.width ?? 1;
    if (shape.kind !== undefined && (typeof shape.kind !== 'string' || !/^[a-z][a-z0-9-]{0,31}$/.test(shape.kind))) {
      throw new TypeError(`${what}[${i}].kind must be a lower-case name like "best" (letters, digits, dashes), got ${describe(shape.kind)}`);
    }
    if (typeof width !== 'number' || !(width > 0 && width <= 3)) throw new TypeError(`${what}[${i}].width must be a number above 0, at most 3`);
    return {
      from, to, color, width, ...(shape.label ? { label: shape.label.slice(0, 4) } : {}), ...(shape.kind ? { kind: shape.kind } : {}),
    };
  });
}

function element(name, attributes) {
  const el = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attributes)) el.setAttribute(key, typeof value === 'number' ? value.toFixed(3) : value);
  return el;
}

/** A label: a small disc with text, at (x, y). */
function label(text, x, y, color) {
  const g = element('g', { class: `label ${color}` });
  g.append(element('circle', { class: 'label-bg', cx: x, cy: y, r: 0.2 }));
  const t = element('text', { class: 'label-text', x, y });
  t.textContent = text;
  g.append(t);
  return g;
}

function arrow({
  from, to, color, width, label: text, kind,
}, orientation) {
  const [x1, y1] = centre(from, orientation);
  const [x2, y2] = centre(to, orientation);
  const length = Math.hypot(x2 - x1, y2 - y1);
  const [ux, uy] = [(x2 - x1) / length, (y2 - y1) / length];
  const head = 0.42 * Math.sqrt(width);
  const half = 0.25 * Math.sqrt(width);
  const tip = [x2 - ux * 0.1, y2 - uy * 0.1];
  const base = [tip[0] - ux * head, tip[1] - uy * head];
  const g = element('g', { class: `arrow ${color}${kind ? ` ${kind}` : ''}`, 'data-arrow': from + to });
  g.append(element('line', {
    x1, y1, x2: base[0], y2: base[1], 'stroke-width': 0.16 * width, opacity: 1,
  }));
  const p = (x, y) => `${x.toFixed(3)},${y.toFixed(3)}`;
  g.append(element('polygon', {
    points: [p(...tip), p(base[0] - uy * half, base[1] + ux * half), p(base[0] + uy * half, base[1] - ux * half)].join(' '),
  }));
  if (text) g.append(label(text, tip[0] - ux * 0.25, tip[1] - uy * 0.25, color));
  return g;
}

function circle({
  from, color, width, label: text, kind,
}, orientation) {
  const [x, y] = centre(from, orientation);
  const g = element('g', { class: `circle ${color}${kind ? ` ${kind}` : ''}`, 'data-circle': from });
  g.append(element('circle', {
    class: 'ring', cx: x, cy: y, r: 0.45, 'stroke-width': 0.07 * width,
  }));
  if (text) g.append(label(text, x + 0.3, y - 0.3, color));
  return g;
}

const drawnShapes = new WeakMap();

/**
 * Draws `shapes` into `svg`, replacing what was there; a shape listed twice
 * is drawn once. The first shape is drawn on top. Nothing is touched when
 * the shapes and orientation are those drawn last time.
 */
export function drawShapes(svg, shapes, orientation) {
  const signature = JSON.stringify([orientation, shapes]);
  if (drawnShapes.get(svg) === signature) return;
  drawnShapes.set(svg, signature);
  const seen = new Set();
  const drawn = [];
  for (const shape of shapes) {
    const key = `${shape.from}${shape.to}${shape.color}`;
    if (seen.has(key)) continue;
    seen.add(key);
    drawn.push(shape.from === shape.to ? circle(shape, orientation) : arrow(shape, orientation));
  }
  svg.replaceChildren(...drawn.reverse());
}

/** The colour of a user's shape from the keys held while drawing it (as lichess: Shift red, Alt blue, both yellow). */
export function shapeColor(event) {
  const shift = event.shiftKey || event.ctrlKey;
  const alt = event.altKey || event.metaKey;
  if (shift && alt) return 'yellow';
  if (shift) return 'red';
  if (alt) return 'blue';
  return 'green';
}
