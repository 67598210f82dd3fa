// Arrows and circles drawn over the board (the engine's best lines, the
// hint, the user's own): an SVG layer on top of the squares that never takes
// a click. Like the board, it renders from what it is given and knows no
// chess rules.
//
//   const layer = createArrowLayer(boardWrap);
//   renderArrows(layer, [{ from: 'e2', to: 'e4', kind: 'best' }], 'w');

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Creates the (empty) arrow layer inside `container`, over the board. */
export function createArrowLayer(container) {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('class', 'arrows');
  svg.setAttribute('viewBox', '0 0 8 8');
  svg.setAttribute('aria-hidden', 'true');
  container.append(svg);
  return svg;
}

/** The centre of `square` in board units (0-8), as seen from `orientation`. */
function centre(square, orientation) {
  const file = square.charCodeAt(0) - 97;
  const rank = Number(square[1]) - 1;
  return orientation === 'w' ? [file + 0.5, 7.5 - rank] : [7.5 - file, rank + 0.5];
}

/** One arrow: a shaft and a head, ending just inside the target square. */
function arrowElement({ from, to, kind }, orientation) {
  const [x1, y1] = centre(from, orientation);
  const [x2, y2] = centre(to, orientation);
  const length = Math.hypot(x2 - x1, y2 - y1);
  const [ux, uy] = [(x2 - x1) / length, (y2 - y1) / length];
  const head = 0.42;
  const halfWidth = 0.26;
  const tip = [x2 - ux * 0.12, y2 - uy * 0.12];
  const base = [tip[0] - ux * head, tip[1] - uy * head];
  const g = document.createElementNS(SVG_NS, 'g');
  g.setAttribute('class', `arrow ${kind}`);
  g.dataset.arrow = from + to;
  const shaft = document.createElementNS(SVG_NS, 'line');
  shaft.setAttribute('x1', x1.toFixed(3));
  shaft.setAttribute('y1', y1.toFixed(3));
  shaft.setAttribute('x2', base[0].toFixed(3));
  shaft.setAttribute('y2', base[1].toFixed(3));
  const point = (x, y) => `${x.toFixed(3)},${y.toFixed(3)}`;
  const headShape = document.createElementNS(SVG_NS, 'polygon');
  headShape.setAttribute('points', [
    point(...tip),
    point(base[0] - uy * halfWidth, base[1] + ux * halfWidth),
    point(base[0] + uy * halfWidth, base[1] - ux * halfWidth),
  ].join(' '));
  g.append(shaft, headShape);
  return g;
}

/** A ring inside `square`: `<circle data-circle="e4">`. */
function circleElement({ from, kind }, orientation) {
  const [x, y] = centre(from, orientation);
  const circle = document.createElementNS(SVG_NS, 'circle');
  circle.setAttribute('class', `circle ${kind}`);
  circle.dataset.circle = from;
  circle.setAttribute('cx', x.toFixed(3));
  circle.setAttribute('cy', y.toFixed(3));
  circle.setAttribute('r', '0.44');
  return circle;
}

/**
 * Draws `arrows` = [{ from, to, kind }] (kind: 'best', 'line', 'hint',
 * 'better' or 'user', styled by CSS), replacing what was drawn before. Each
 * arrow is a `<g data-arrow="e2e4">`, and a shape whose `to` is missing or
 * equals `from` a circle on that square; a shape appears once even if listed
 * twice.
 */
export function renderArrows(layer, arrows, orientation) {
  const seen = new Set();
  const drawn = [];
  for (const arrow of arrows) {
    const to = arrow.to ?? arrow.from;
    const key = arrow.from + to;
    if (seen.has(key)) continue;
    seen.add(key);
    drawn.push(arrow.from === to ? circleElement(arrow, orientation) : arrowElement(arrow, orientation));
  }
  // The most important arrow last, so it is drawn on top.
  layer.replaceChildren(...drawn.reverse());
}
