// The small DOM helpers the elements share: an element from properties and
// children, an icon from one SVG path, a player's bar (name and clock), an
// element's registration.
//
//   make('button', { type: 'button', 'aria-label': 'Next move' }, icon(PATHS.next));

const SVG = 'http://www.w3.org/2000/svg';

/** The icons of the elements' buttons: SVG paths on a 24-unit square. */
export const PATHS = {
  first: 'M5 5h2v14H5zM20 5v14L8.5 12z',
  previous: 'M17 5v14L5.5 12z',
  next: 'M7 5v14l11.5-7z',
  last: 'M17 5h2v14h-2zM4 5v14l11.5-7z',
  flip: 'M7 2 2.5 7H6v8h2V7h3.5zM17 22l4.5-5H18V9h-2v8h-3.5z',
};

/** An element: `props` set as properties where the element has them (else attributes), then `children` appended. */
export function make(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key in node && !key.includes('-')) node[key] = value;
    else node.setAttribute(key, value);
  }
  node.append(...children);
  return node;
}

/** An icon drawn from one SVG path, hidden from readers (its button has a name). */
export function icon(path) {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const shape = document.createElementNS(SVG, 'path');
  shape.setAttribute('d', path);
  svg.append(shape);
  return svg;
}

/**
 * Registers `Class` as `name` unless that name is taken; under a name other
 * than its own (`ownName`) as a subclass, since one class can back only one
 * custom element name.
 */
export function defineElement(name, ownName, Class) {
  if (globalThis.customElements && !customElements.get(name)) customElements.define(name, name === ownName ? Class : class extends Class {});
}

/** A player's bar over or under the board: `{ bar, name, clock }`. */
export function playerBar(where) {
  const name = make('span', { className: 'name' });
  const clock = make('span', { className: 'clock', role: 'timer', 'aria-label': 'Clock' });
  return { bar: make('div', { className: `player ${where}` }, name, clock), name, clock };
}
