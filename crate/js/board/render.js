// Drawing a board (chessground's render.ts and anim.ts): its nodes built
// once, the squares laid out for the orientation, and each state drawn by
// touching only the squares whose look changed; a move slides the pieces it
// moved. Reads no layout: nothing here forces the browser to lay out a frame.

import { SQUARES, movedPieces, visualRows, shade, pieceName } from './state.js';
import { paintPiece, pieceElement } from './pieces.js';
import { drawShapes } from './shapes.js';
import { shownPieces, canMove, targetsOf } from './moves.js';

const SVG_NS = 'http://www.w3.org/2000/svg';
const reducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Builds the board's nodes once: squares in rows (a grid), layers, the live region. */
export function build(b) {
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
    b.squares.set(square, el);
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
  b.root.append(wrap, live);
  return { wrap, board, rows, coords, shapes, ghost, live, evalBar, evalWhite };
}

/** Puts the squares into their rows for the orientation, and writes the coordinates. */
export function layOut(b) {
  const order = visualRows(b.state.orientation);
  order.forEach((names, r) => b.nodes.rows[r].replaceChildren(...names.map((n) => b.squares.get(n))));
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
  b.nodes.coords.replaceChildren(...labels);
  b.laidOut = b.state.orientation;
}

/** Draws the state: each square whose look changed, the shapes, the eval bar. */
export function render(b) {
  if (b.destroyed) return;
  const s = b.state;
  if (b.laidOut !== s.orientation) layOut(b);
  b.nodes.board.setAttribute('aria-label', s.label);
  b.nodes.coords.hidden = !s.coordinates;
  const pieces = shownPieces(b);
  if (b.ui.selected && targetsOf(b, b.ui.selected).targets.length === 0) b.ui.selected = null;
  const focus = b.ui.selected ?? (b.ui.press?.dragging || !s.movable.hoverDests ? null : b.ui.hovered);
  const { targets, premove } = focus ? targetsOf(b, focus) : { targets: [], premove: false };
  const show = premove ? s.premovable.showDests : s.movable.showDests && !s.movable.free;
  const dests = new Set(show ? targets : []);
  const premoveSquares = new Set(s.premovable.current.flatMap((m) => [m.from, m.to]));
  const cursor = b.ui.cursor ?? (s.orientation === 'w' ? 'e2' : 'e7');
  const dragFrom = b.ui.press?.dragging ? b.ui.press.from : null;
  for (const [square, el] of b.squares) {
    const piece = pieces.get(square);
    const classes = ['square', shade(square)];
    if (b.ui.selected === square) classes.push('selected');
    if (dests.has(square)) classes.push('legal');
    if (dests.has(square) && piece) classes.push('capture');
    if (s.lastMove && (s.lastMove.from === square || s.lastMove.to === square)) classes.push('last-move');
    if (s.check === square) classes.push('check');
    if (premoveSquares.has(square)) classes.push('premove');
    if (dragFrom === square) classes.push('dragging');
    const movable = piece && (canMove(b, piece.color, false) || canMove(b, piece.color, true));
    const code = piece ? piece.color + piece.type.toUpperCase() : '';
    const tab = square === cursor ? 0 : -1;
    const selectedHere = b.ui.selected === square;
    const targetHere = b.ui.selected && dests.has(square);
    const signature = `${classes.join(' ')}|${code}|${tab}|${movable ? 1 : 0}|${targetHere ? 1 : 0}`;
    const before = b.drawn.get(square);
    if (before?.signature === signature) continue;
    b.drawn.set(square, { signature, code });
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
  animate(b, pieces);
  drawShapes(b.nodes.shapes, [...s.drawable.shapes, ...s.drawable.autoShapes], s.orientation);
  const bar = b.nodes.evalBar;
  bar.hidden = s.evalBar === null;
  if (s.evalBar !== null) {
    const percent = Math.round(s.evalBar * 1000) / 10;
    b.nodes.evalWhite.style.height = `${percent}%`;
    bar.classList.toggle('flipped', s.orientation === 'b');
    bar.setAttribute('aria-valuenow', String(percent));
    bar.setAttribute('aria-label', `White's winning chances: ${percent}%`);
  }
}

/** Slides the pieces a one-move change moved from their old squares (transforms only: no layout is read). */
function animate(b, pieces) {
  const before = b.ui.lastPieces;
  b.ui.lastPieces = pieces;
  const { enabled, duration } = b.state.animation;
  const wanted = b.animateNext && enabled && duration > 0 && before && before !== pieces && !reducedMotion();
  b.animateNext = true;
  if (!wanted) return;
  for (const [from, to] of movedPieces(before, pieces)) {
    const el = b.squares.get(to).firstElementChild;
    if (!el?.classList.contains('piece') || typeof el.animate !== 'function') continue;
    // The piece fills its square: a square's offset is 100% of the piece.
    const [fx, fy] = visualIndex(from, b.state.orientation);
    const [tx, ty] = visualIndex(to, b.state.orientation);
    el.animate(
      [{ transform: `translate(${(fx - tx) * 100}%, ${(fy - ty) * 100}%)` }, { transform: 'none' }],
      { duration, easing: 'ease-out' },
    );
  }
}

/** The column and row (0 to 7, from the top left) where `square` is drawn. */
function visualIndex(square, orientation) {
  const file = square.charCodeAt(0) - 97;
  const rank = Number(square[1]);
  return orientation === 'w' ? [file, 8 - rank] : [7 - file, rank - 1];
}
