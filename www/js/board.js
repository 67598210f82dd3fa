// The board component, after chessground: it draws what it is given (the
// pieces, the squares a piece may go to, the last move, a check, shapes) and
// turns pointer and keyboard input into moves. It knows no chess rules: the
// legal destinations come from the caller, and a move is only reported.
//
//   const board = createBoard(document.querySelector('.board-wrap'), {
//     onMove: (from, to) => game.move({ from, to }),
//   });
//   board.set({ pieces: game.board(), orientation: 'w', dests, lastMove: null });
//
// `set` takes any part of the configuration and keeps the rest:
//   pieces       chess.js-style board(): 8 rows, rank 8 first, each square
//                null or { type, color }
//   orientation  'w' or 'b' (the side at the bottom)
//   dests        Map(from -> Map(to -> 'move' | 'capture')): where the user
//                may move; empty when nothing may move
//   lastMove     { from, to } or null;   check: the checked king's square or null
//   premove      { from, to } or null: a move waiting for its turn, marked
//   showDests    false to keep the destinations unmarked (the position editor)
//   shapes       [{ from, to, kind }]: arrows (a circle when `to` is left out
//                or equals `from`); kind styles it (best, line, hint, better)
//   animate      false to draw the next change without animation
//
// Pointer: click or drag a piece to a destination; right-drag draws the
// user's own arrows and circles (right-click on a square: a circle), which a
// left click clears. Keyboard: the board is one Tab stop, arrow keys move
// over the squares, Enter or Space selects and moves, Escape deselects;
// selections and their moves are announced to screen readers.
import { createArrowLayer, renderArrows } from './arrows.js';
import { enablePointerInput } from './drag.js';

/**
 * The piece drawings: the page holds one <symbol> per type, ids piece-k,
 * piece-q, piece-r, piece-b, piece-n and piece-p, coloured by CSS (in the
 * page itself rather than a sprite file: a `<use>` of another file loads
 * that file as a second document).
 */
const SYMBOL = '#piece-';
const SVG_NS = 'http://www.w3.org/2000/svg';
const NAMES = { k: 'king', q: 'queen', r: 'rook', b: 'bishop', n: 'knight', p: 'pawn' };
const FILES = 'abcdefgh';
const reducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** One drawing of each piece, cloned for every square (cheaper than building each). */
const drawings = new Map();

/**
 * A drawn piece: `<svg class="piece w"><use href="#piece-n"/></svg>`.
 * `color` is 'w' or 'b', `type` one of k q r b n p.
 */
export function pieceGraphic(color, type, className = 'piece') {
  const key = `${className} ${color} ${type}`;
  let drawing = drawings.get(key);
  if (!drawing) {
    drawing = document.createElementNS(SVG_NS, 'svg');
    drawing.setAttribute('class', `${className} ${color}`);
    drawing.setAttribute('viewBox', '0 0 45 45');
    drawing.setAttribute('aria-hidden', 'true');
    const use = document.createElementNS(SVG_NS, 'use');
    use.setAttribute('href', `${SYMBOL}${type}`);
    drawing.append(use);
    drawings.set(key, drawing);
  }
  return drawing.cloneNode(true);
}

/** A piece in words: 'white knight'. */
export function pieceName(piece) {
  return `${piece.color === 'w' ? 'white' : 'black'} ${NAMES[piece.type]}`;
}

/** The squares as seen from `orientation`: 8 rows of 8, top row first. */
function visualRows(orientation) {
  const rows = [];
  for (let r = 0; r < 8; r += 1) {
    const row = [];
    for (let f = 0; f < 8; f += 1) {
      const rank = orientation === 'w' ? 8 - r : r + 1;
      const file = orientation === 'w' ? f : 7 - f;
      row.push(FILES[file] + rank);
    }
    rows.push(row);
  }
  return rows;
}

/**
 * Animates the pieces of one move from their old squares: one piece for an
 * ordinary move, two for castling (king and rook), the pawn for en passant
 * and promotion. Anything bigger (a new game, a loaded position) just appears.
 */
function animateChanges(squares, before, after, orientation) {
  const vanished = [];
  const appeared = [];
  for (const [square, code] of after) if (before.get(square) !== code) appeared.push([square, code]);
  for (const [square, code] of before) if (after.get(square) !== code) vanished.push([square, code]);
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
    // The offset in squares, as a percentage of the piece's own size (a
    // fraction PIECE_SIZE of its square's): no layout is read, so a move
    // never forces the browser to lay the page out in the middle of a task.
    const [dx, dy] = squareOffset(from, to, orientation).map((n) => `${(n * 100) / PIECE_SIZE}%`);
    piece.animate(
      [{ transform: `translate(${dx}, ${dy})` }, { transform: 'none' }],
      { duration: 180, easing: 'ease-out' },
    );
  }
}

/** The width of a piece's drawing as a fraction of its square's (style.css: .piece). */
const PIECE_SIZE = 0.92;

/** How many squares right and down `from` lies from `to` on a board seen from `orientation`'s side. */
function squareOffset(from, to, orientation) {
  const right = FILES.indexOf(from[0]) - FILES.indexOf(to[0]);
  const down = Number(to[1]) - Number(from[1]);
  return orientation === 'w' ? [right, down] : [-right, -down];
}

/**
 * Creates the board inside `wrap` (an element sized by CSS; overlays such as
 * a promotion picker may share it). `events.onMove(from, to)` receives the
 * user's moves; `events.onSelect(square | null)` each click or key press
 * that selects (or clears) a square; `events.onClick(square)`, if given,
 * sees each click first and returns true to take it; `events.onDropOutside(from)`
 * a piece dragged off the board. Returns { set, cancel, element, squares }.
 */
export function createBoard(wrap, events = {}) {
  const grid = wrap.querySelector('.board') ?? wrap.appendChild(document.createElement('div'));
  grid.classList.add('board');
  grid.setAttribute('role', 'grid');
  if (!grid.hasAttribute('aria-label')) grid.setAttribute('aria-label', 'Chess board');
  const rows = Array.from({ length: 8 }, () => {
    const row = document.createElement('div');
    row.className = 'board-row';
    row.setAttribute('role', 'row');
    return row;
  });
  const squares = new Map();
  for (const rank of [8, 7, 6, 5, 4, 3, 2, 1]) {
    for (const file of FILES) {
      const el = document.createElement('div');
      el.dataset.square = file + rank;
      el.setAttribute('role', 'gridcell');
      el.tabIndex = -1;
      squares.set(file + rank, el);
    }
  }
  grid.replaceChildren(...rows);
  // The coordinates: a layer of their own over the board's left and bottom
  // edges, hidden from screen readers (each square names itself).
  const coords = ['ranks', 'files'].map((kind) => {
    const el = document.createElement('div');
    el.className = `coords ${kind}`;
    el.setAttribute('aria-hidden', 'true');
    el.append(...Array.from({ length: 8 }, () => document.createElement('span')));
    wrap.append(el);
    return el;
  });
  const layer = createArrowLayer(wrap);
  const announcer = document.createElement('p');
  announcer.className = 'visually-hidden';
  announcer.setAttribute('aria-live', 'polite');
  wrap.append(announcer);

  const config = {
    pieces: Array.from({ length: 8 }, () => Array(8).fill(null)),
    orientation: 'w',
    dests: new Map(),
    lastMove: null,
    check: null,
    premove: null,
    showDests: true,
    shapes: [],
  };
  // What the user is doing: not part of the configuration.
  const ui = {
    selected: null, hovered: null, dragFrom: null, cursor: null, userShapes: [], laidOut: null,
  };
  const drawn = new WeakMap(); // square element -> what it shows
  let previousPieces = null;
  let animateNext = true;

  const pieceOn = (square) => config.pieces[8 - Number(square[1])][square.charCodeAt(0) - 97];
  const targetsOf = (from) => config.dests.get(from) ?? new Map();

  const shade = (square) => ((square.charCodeAt(0) - 97 + Number(square[1]) - 1) % 2 === 0 ? 'dark' : 'light');

  function layOut() {
    const order = visualRows(config.orientation);
    order.forEach((names, r) => rows[r].replaceChildren(...names.map((name) => squares.get(name))));
    // Each coordinate in the other colour from the square it sits on.
    const [ranks, files] = coords;
    order.forEach(([first], r) => {
      ranks.children[r].textContent = first[1];
      ranks.children[r].className = shade(first);
    });
    order[7].forEach((square, f) => {
      files.children[f].textContent = square[0];
      files.children[f].className = shade(square);
    });
    ui.laidOut = config.orientation;
    return order;
  }

  function render() {
    const order = ui.laidOut === config.orientation ? visualRows(config.orientation) : layOut();
    if (ui.selected && !config.dests.has(ui.selected)) ui.selected = null;
    const focus = ui.selected ?? (ui.dragFrom ? null : ui.hovered);
    const targets = focus && config.showDests ? targetsOf(focus) : new Map();
    const cursor = ui.cursor ?? (config.orientation === 'w' ? 'e2' : 'e7');
    order.forEach((names, r) => names.forEach((square, f) => {
      const el = squares.get(square);
      const piece = pieceOn(square);
      const classes = ['square', shade(square)];
      if (ui.selected === square) classes.push('selected');
      const target = targets.get(square);
      if (target) classes.push('legal', ...(target === 'capture' ? ['capture'] : []));
      if (config.lastMove && (config.lastMove.from === square || config.lastMove.to === square)) classes.push('last-move');
      if (config.check === square) classes.push('check');
      if (config.premove && (config.premove.from === square || config.premove.to === square)) classes.push('premove');
      if (ui.dragFrom === square) classes.push('dragging');
      const tab = square === cursor ? 0 : -1;
      // A square is redrawn only when what it shows changed: a render during
      // analysis then costs little on the main thread.
      const code = piece ? piece.color + piece.type.toUpperCase() : '';
      const signature = `${classes.join(' ')}|${r}${f}|${code}|${tab}`;
      const before = drawn.get(el);
      if (before?.signature === signature) return;
      drawn.set(el, { signature, code });
      el.className = classes.join(' ');
      el.tabIndex = tab;
      el.setAttribute('aria-selected', String(ui.selected === square));
      let label = `${square}, ${piece ? pieceName(piece) : 'empty'}`;
      if (target && ui.selected) label += target === 'capture' ? ', capture' : ', move here';
      el.setAttribute('aria-label', label);
      // The piece's drawing is replaced only when the piece changed (a new
      // highlight or target changes the square's classes alone).
      if (before?.code === code) return;
      if (piece) {
        el.dataset.piece = code;
        el.replaceChildren(pieceGraphic(piece.color, piece.type));
      } else {
        delete el.dataset.piece;
        el.replaceChildren();
      }
    }));
    grid.setAttribute('aria-busy', 'false');
    const now = new Map();
    for (const [square, el] of squares) if (el.dataset.piece) now.set(square, el.dataset.piece);
    if (animateNext && previousPieces && !reducedMotion()) animateChanges(squares, previousPieces, now, config.orientation);
    animateNext = true;
    previousPieces = now;
    renderArrows(layer, [...ui.userShapes, ...config.shapes], config.orientation);
  }

  function announce(text) {
    announcer.textContent = text;
  }

  function select(square) {
    ui.selected = square;
    if (square) {
      const moves = [...targetsOf(square).keys()];
      announce(`${square}, ${pieceName(pieceOn(square))} selected: moves to ${moves.join(', ')}`);
    }
    events.onSelect?.(square);
  }

  function move(from, to) {
    ui.selected = null;
    ui.userShapes = [];
    events.onMove?.(from, to);
  }

  function click(square) {
    ui.userShapes = [];
    // The caller may take the click itself (the editor placing a piece).
    if (events.onClick?.(square)) return;
    if (ui.selected && ui.selected !== square && targetsOf(ui.selected).has(square)) {
      move(ui.selected, square);
      return;
    }
    const wasSelected = ui.selected;
    select(config.dests.has(square) && ui.selected !== square ? square : null);
    if (wasSelected && !ui.selected) announce('Selection cleared');
    render();
  }

  enablePointerInput(grid, {
    canDrag: (square) => config.dests.has(square),
    onClick: click,
    onDragStart(square) {
      ui.dragFrom = square;
      ui.selected = square;
      render();
    },
    onDrop(from, to) {
      ui.dragFrom = null;
      // A dropped piece is already where it lands: no animation for it.
      animateNext = false;
      if (targetsOf(from).has(to)) move(from, to);
      else render();
    },
    onCancel() {
      ui.dragFrom = null;
      render();
    },
    onDropOutside(from) {
      ui.dragFrom = null;
      ui.selected = null;
      if (events.onDropOutside) events.onDropOutside(from);
      else render();
    },
    ghost(square) {
      const piece = pieceOn(square);
      return pieceGraphic(piece.color, piece.type, 'drag-ghost piece');
    },
    onShape(from, to) {
      // The same shape again takes it away.
      const index = ui.userShapes.findIndex((s) => s.from === from && s.to === to);
      if (index >= 0) ui.userShapes.splice(index, 1);
      else ui.userShapes.push({ from, to, kind: 'user' });
      render();
    },
  });
  grid.addEventListener('contextmenu', (event) => event.preventDefault());

  grid.addEventListener('pointerover', (event) => {
    const square = event.target.closest('[data-square]')?.dataset.square ?? null;
    if (square !== ui.hovered) {
      ui.hovered = square;
      render();
    }
  });
  grid.addEventListener('pointerleave', () => {
    ui.hovered = null;
    render();
  });

  grid.addEventListener('focusin', (event) => {
    const square = event.target.closest('[data-square]')?.dataset.square;
    if (square && square !== ui.cursor) {
      ui.cursor = square;
      render();
    }
  });

  grid.addEventListener('keydown', (event) => {
    const current = event.target.closest('[data-square]')?.dataset.square;
    if (!current) return;
    const deltas = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    if (deltas[event.key]) {
      event.preventDefault();
      const flip = config.orientation === 'w' ? 1 : -1;
      const file = current.charCodeAt(0) - 97 + deltas[event.key][0] * flip;
      const rank = Number(current[1]) + deltas[event.key][1] * flip;
      if (file < 0 || file > 7 || rank < 1 || rank > 8) return;
      ui.cursor = FILES[file] + rank;
      render();
      squares.get(ui.cursor).focus();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      click(current);
    } else if (event.key === 'Escape' && ui.selected) {
      event.preventDefault();
      select(null);
      announce('Selection cleared');
      render();
    }
  });

  // The squares in their places from the start: the first render only draws pieces.
  layOut();

  return {
    element: grid,
    squares,
    /** Changes any part of the configuration and redraws what changed. */
    set(changes) {
      const { animate, ...rest } = changes;
      Object.assign(config, rest);
      if (animate === false) animateNext = false;
      render();
    },
    /** Drops the selection (a move was refused, a dialog took over). */
    cancel() {
      ui.selected = null;
      ui.dragFrom = null;
      render();
    },
    /** The square keyboard focus is on (or would return to). */
    get cursor() {
      return ui.cursor;
    },
  };
}
