// Draws the board from state. Rendering is a function of state: it never
// decides chess rules; the legal destinations come from the rules library.

/** The piece drawings: one symbol per type (k, q, r, b, n, p), coloured by CSS. */
const SPRITE = new URL('../pieces.svg', import.meta.url).href;
const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * A drawn piece: `<svg class="piece w"><use href="pieces.svg#n"/></svg>`.
 * `color` is 'w' or 'b', `type` one of k q r b n p.
 */
export function pieceGraphic(color, type, className = 'piece') {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('class', `${className} ${color}`);
  svg.setAttribute('viewBox', '0 0 45 45');
  svg.setAttribute('aria-hidden', 'true');
  const use = document.createElementNS(SVG_NS, 'use');
  use.setAttribute('href', `${SPRITE}#${type}`);
  svg.append(use);
  return svg;
}

const NAMES = { k: 'king', q: 'queen', r: 'rook', b: 'bishop', n: 'knight', p: 'pawn' };
const FILES = 'abcdefgh';

/** Creates the 64 square elements once; returns a map square -> element. */
export function createBoard(container) {
  const squares = new Map();
  for (let i = 0; i < 64; i += 1) {
    const square = FILES[i % 8] + String(8 - Math.floor(i / 8));
    const el = document.createElement('div');
    el.className = 'square';
    el.dataset.square = square;
    el.setAttribute('role', 'gridcell');
    el.tabIndex = -1;
    squares.set(square, el);
  }
  container.replaceChildren(...squares.values());
  return squares;
}

/** What each square element shows: its classes, place and piece. */
const drawn = new WeakMap();

/** What each board showed last time: square -> piece code, for animation. */
const previousPieces = new WeakMap();

/**
 * Animates the pieces of one move from their old squares: one piece for an
 * ordinary move, two for castling (king and rook), the pawn for en passant
 * and promotion. Anything bigger (a new game, a loaded position) just
 * appears.
 */
function animateChanges(container, squares, before, after) {
  if (!before) return;
  const vanished = [];
  const appeared = [];
  for (const [square, code] of after) {
    if (before.get(square) !== code) appeared.push([square, code]);
  }
  for (const [square, code] of before) {
    if (after.get(square) !== code) vanished.push([square, code]);
  }
  if (appeared.length === 0 || appeared.length > 2 || vanished.length > 3) return;
  const pairs = [];
  for (const [to, code] of appeared) {
    // The same piece, or (a promotion) a pawn of the same colour.
    const index = vanished.findIndex(([, old]) => old === code);
    const fallback = vanished.findIndex(([, old]) => old[0] === code[0] && old[1] === 'P');
    const found = index >= 0 ? index : fallback;
    if (found < 0) return;
    pairs.push([vanished[found][0], to]);
    vanished.splice(found, 1);
  }
  for (const [from, to] of pairs) {
    const piece = squares.get(to).querySelector('.piece');
    if (!piece || typeof piece.animate !== 'function') continue;
    const a = squares.get(from).getBoundingClientRect();
    const b = squares.get(to).getBoundingClientRect();
    piece.animate(
      [{ transform: `translate(${a.left - b.left}px, ${a.top - b.top}px)` }, { transform: 'none' }],
      { duration: 180, easing: 'ease-out' },
    );
  }
}

/**
 * Renders `view` = { board, orientation, selected, legal: Map(to -> capture),
 * lastMove: {from, to} | null, checkSquare, dragFrom, animate } onto the
 * square elements.
 */
export function renderBoard(container, squares, view) {
  const order = [];
  for (let r = 0; r < 8; r += 1) {
    for (let f = 0; f < 8; f += 1) {
      const row = view.orientation === 'w' ? r : 7 - r;
      const col = view.orientation === 'w' ? f : 7 - f;
      order.push(FILES[col] + String(8 - row));
    }
  }
  order.forEach((square, index) => {
    const el = squares.get(square);
    const file = square.charCodeAt(0) - 97;
    const rank = Number(square[1]) - 1;
    const piece = view.board[7 - rank][file];
    const classes = ['square', (file + rank) % 2 === 0 ? 'dark' : 'light'];
    if (view.selected === square) classes.push('selected');
    if (view.legal.has(square)) classes.push('legal', ...(view.legal.get(square) ? ['capture'] : []));
    if (view.lastMove && (view.lastMove.from === square || view.lastMove.to === square)) classes.push('last-move');
    if (view.checkSquare === square) classes.push('check');
    if (view.dragFrom === square) classes.push('dragging');
    // A square is redrawn only when what it shows changed: a render during
    // analysis then costs little on the main thread.
    const signature = `${classes.join(' ')}|${index}|${piece ? piece.color + piece.type : ''}`;
    if (drawn.get(el) === signature) return;
    drawn.set(el, signature);
    el.className = classes.join(' ');
    el.style.order = String(index);
    const children = [];
    if (piece) {
      el.dataset.piece = piece.color + piece.type.toUpperCase();
      children.push(pieceGraphic(piece.color, piece.type));
      el.setAttribute('aria-label', `${square}, ${piece.color === 'w' ? 'white' : 'black'} ${NAMES[piece.type]}`);
    } else {
      delete el.dataset.piece;
      el.setAttribute('aria-label', `${square}, empty`);
    }
    const bottom = index >= 56;
    const left = index % 8 === 0;
    if (bottom) children.push(coord('file', square[0]));
    if (left) children.push(coord('rank', square[1]));
    el.replaceChildren(...children);
  });
  container.setAttribute('aria-busy', 'false');
  const now = new Map();
  for (const [square, el] of squares) {
    if (el.dataset.piece) now.set(square, el.dataset.piece);
  }
  if (view.animate) animateChanges(container, squares, previousPieces.get(container), now);
  previousPieces.set(container, now);
}

function coord(kind, text) {
  const span = document.createElement('span');
  span.className = `coord ${kind}`;
  span.textContent = text;
  span.setAttribute('aria-hidden', 'true');
  return span;
}
