// A board's input (chessground's events.ts and drag.ts): pointer, touch and
// pen presses, drags and clicks, right-drags that draw arrows, and the
// keyboard (arrows, Home/End, Enter or Space, Escape), each turned into a
// selection, a move or premove (reported, never judged: the caller's dests
// say what is legal) or a shape.

import { FILES, pieceName } from './state.js';
import { paintPiece } from './pieces.js';
import { shapeColor } from './shapes.js';
import { emit, announce, bounds, keyAt } from './context.js';
import { movePieces, opposite, shownPieces, targetsOf } from './moves.js';
import { render } from './render.js';

const DRAG_THRESHOLD = 4; // pixels before a press becomes a drag

/** Selects `square` (null clears), says so and reports `select` when it changed. */
export function select(b, square) {
  const was = b.ui.selected;
  b.ui.selected = square;
  if (square) {
    const { targets, premove } = targetsOf(b, square);
    const piece = shownPieces(b).get(square);
    if (!b.state.movable.free) {
      announce(b, `${square}, ${pieceName(piece)} selected${premove ? ' to premove' : ''}: ${targets.length ? `moves to ${targets.join(', ')}` : 'no moves'}`);
    } else {
      announce(b, `${square}, ${pieceName(piece)} selected`);
    }
  } else if (was) {
    announce(b, 'Selection cleared');
  }
  if (was !== square) emit(b, 'select', square);
}

/** A user's move or premove from `from` to `to`, when the board allows it; returns whether it was made. */
function userMove(b, from, to, dropped) {
  const { targets, premove } = targetsOf(b, from);
  if (!targets.includes(to)) return false;
  const s = b.state;
  b.ui.selected = null;
  b.ui.lastUserMove = { from, to };
  if (s.drawable.eraseOnClick) eraseShapes(b);
  if (dropped) b.animateNext = false;
  if (premove) {
    const queue = s.premovable.queue <= s.premovable.current.length ? s.premovable.current.slice(0, s.premovable.queue - 1) : s.premovable.current;
    s.premovable.current = [...(s.premovable.queue === 1 ? [] : queue), { from, to }];
    render(b);
    announce(b, `Premove ${from} to ${to}`);
    emit(b, 'premove', s.premovable.current.map((m) => ({ ...m })));
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
  render(b);
  emit(b, 'move', from, to, { captured: capturedPiece, premove: false });
  emit(b, 'change');
  return true;
}

/** Clears the user's shapes (reported), when there are any. */
function eraseShapes(b) {
  if (b.state.drawable.shapes.length === 0) return;
  b.state.drawable.shapes = [];
  emit(b, 'shapes', []);
}

/** A click, tap or Enter on `square`: a move to it, a selection, or neither. */
export function click(b, square) {
  const s = b.state;
  if (b.promotion) return;
  emit(b, 'click', square);
  if (s.viewOnly) return;
  if (s.drawable.eraseOnClick) eraseShapes(b);
  const selected = b.ui.selected;
  if (selected && selected !== square && userMove(b, selected, square, false)) return;
  const { targets, premove } = targetsOf(b, square);
  if (targets.length > 0 && selected !== square) {
    select(b, square);
  } else {
    select(b, null);
    // A click that makes no premove takes the waiting ones back (as lichess).
    if (!premove && s.premovable.current.length > 0 && !(selected === square)) {
      s.premovable.current = [];
      emit(b, 'premove', []);
      announce(b, 'Premoves cancelled');
    }
  }
  render(b);
}

/** A click on a piece that its press already selected: what `click` does besides selecting. */
function clickSelected(b, square) {
  emit(b, 'click', square);
  if (b.state.drawable.eraseOnClick && b.state.drawable.shapes.length > 0) {
    eraseShapes(b);
    render(b);
  }
}

/** Shows the dragged piece: a square and a tenth wide (style.js), on a layer of its own from the start. */
export function showGhost(b, piece, x, y) {
  b.ui.ghostHalf = (bounds(b).width / 8) * 0.55;
  const ghost = b.nodes.ghost;
  paintPiece(ghost.firstElementChild, piece, b.state.pieceSet);
  moveGhost(b, x, y);
  ghost.classList.add('shown');
}

/** Moves the dragged piece: one transform written, nothing read. */
export function moveGhost(b, x, y) {
  const half = b.ui.ghostHalf;
  const { left, top } = bounds(b);
  b.nodes.ghost.style.transform = `translate3d(${x - left - half}px, ${y - top - half}px, 0)`;
}

/** Ends a press or drag: the dragged piece hidden, the pointer let go. */
export function endPress(b) {
  const press = b.ui.press;
  b.ui.press = null;
  if (!press) return;
  b.nodes.ghost.classList.remove('shown');
  if (press.pointerId !== undefined && b.nodes.board.hasPointerCapture?.(press.pointerId)) {
    b.nodes.board.releasePointerCapture(press.pointerId);
  }
}

/** Listens to the board's input until `b.abort` fires (destroy). */
export function listen(b) {
  const signal = b.abort.signal;
  const board = b.nodes.board;
  const squareOf = (event) => event.target.closest?.('[data-square]')?.dataset.square ?? null;

  board.addEventListener('pointerdown', (event) => {
    // The page may have moved the board since: bounds are read again, but not here, where
    // the square pressed is the event's own (a read now would force a layout in this frame).
    b.ui.bounds = null;
    const square = squareOf(event) ?? keyAt(b, event.clientX, event.clientY);
    if (!square || b.promotion) return;
    if (event.button === 2) {
      if (b.state.drawable.enabled) b.ui.shapeFrom = { square, color: shapeColor(event) };
      return;
    }
    if (event.button !== 0 || b.state.viewOnly) return;
    const piece = shownPieces(b).get(square);
    const draggable = piece && targetsOf(b, square).targets.length > 0;
    const selected = b.ui.selected;
    // Pressing a piece selects it at once, as chessground does, so that its dots are drawn in
    // this frame and a drag's first frame only lifts the piece: unless the press is a click that
    // finishes the selected piece's move (a capture).
    const selectsNow = draggable && selected !== square && !(selected && targetsOf(b, selected).targets.includes(square));
    b.ui.press = {
      from: square, x: event.clientX, y: event.clientY, dragging: false, draggable, pointerId: event.pointerId, selectsNow,
    };
    if (draggable) {
      board.setPointerCapture(event.pointerId);
      // No text selection, no scrolling, no emulated mouse events while a piece is held.
      event.preventDefault();
    }
    if (selectsNow) {
      select(b, square);
      render(b);
    }
  }, { signal });

  board.addEventListener('pointermove', (event) => {
    const press = b.ui.press;
    if (!press || press.newPiece || event.pointerId !== press.pointerId) return;
    if (!press.dragging) {
      if (!press.draggable || Math.hypot(event.clientX - press.x, event.clientY - press.y) <= DRAG_THRESHOLD) return;
      press.dragging = true;
      if (b.ui.selected !== press.from) select(b, press.from);
      showGhost(b, shownPieces(b).get(press.from), event.clientX, event.clientY);
      render(b);
    }
    moveGhost(b, event.clientX, event.clientY);
  }, { signal });

  const finish = (event, cancelled) => {
    const press = b.ui.press;
    if (!press || press.newPiece || event.pointerId !== press.pointerId) return;
    endPress(b);
    if (cancelled) {
      render(b);
      return;
    }
    const square = keyAt(b, event.clientX, event.clientY);
    if (!press.dragging) {
      if (press.selectsNow) clickSelected(b, press.from);
      else click(b, press.from);
      return;
    }
    if (square && square !== press.from && userMove(b, press.from, square, true)) return;
    if (!square && b.state.movable.deleteOnDropOff && b.state.movable.free) {
      b.state.pieces = new Map(b.state.pieces);
      b.state.pieces.delete(press.from);
      b.ui.selected = null;
      render(b);
      emit(b, 'remove', press.from);
      emit(b, 'change');
      return;
    }
    // Back where it came from: the selection stays, so a click can finish the move.
    render(b);
  };
  board.addEventListener('pointerup', (event) => {
    const shape = b.ui.shapeFrom;
    if (event.button === 2 && shape) {
      b.ui.shapeFrom = null;
      const to = keyAt(b, event.clientX, event.clientY);
      if (to) toggleShape(b, { from: shape.square, to, color: shape.color, width: 1, kind: 'user' });
      return;
    }
    finish(event, false);
  }, { signal });
  board.addEventListener('pointercancel', (event) => finish(event, true), { signal });
  board.addEventListener('lostpointercapture', (event) => {
    if (b.ui.press?.dragging && b.ui.press.pointerId === event.pointerId) finish(event, true);
  }, { signal });
  board.addEventListener('contextmenu', (event) => event.preventDefault(), { signal });

  board.addEventListener('pointerover', (event) => {
    if (event.pointerType !== 'mouse') return;
    const square = squareOf(event);
    if (square !== b.ui.hovered) {
      b.ui.hovered = square;
      if (b.state.movable.hoverDests) render(b);
    }
  }, { signal });
  board.addEventListener('pointerleave', () => {
    if (b.ui.hovered === null) return;
    b.ui.hovered = null;
    render(b);
  }, { signal });
  board.addEventListener('focusin', (event) => {
    const square = squareOf(event);
    if (square && square !== b.ui.cursor) {
      b.ui.cursor = square;
      render(b);
    }
  }, { signal });
  board.addEventListener('keydown', (event) => key(b, event), { signal });

  if (typeof ResizeObserver === 'function') {
    b.resize = new ResizeObserver(() => {
      b.ui.bounds = null;
    });
    b.resize.observe(board);
  }
  // The page scrolled: bounds read before are stale.
  window.addEventListener('scroll', () => { b.ui.bounds = null; }, { signal, passive: true, capture: true });
}

/** The keyboard on a square: the cursor keys move the focus, Enter or Space clicks, Escape drops the selection. */
function key(b, event) {
  const current = event.target.closest?.('[data-square]')?.dataset.square;
  if (!current) return;
  const deltas = {
    ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0],
  };
  let next = null;
  if (deltas[event.key]) {
    const flip = b.state.orientation === 'w' ? 1 : -1;
    const file = current.charCodeAt(0) - 97 + deltas[event.key][0] * flip;
    const rank = Number(current[1]) + deltas[event.key][1] * flip;
    if (file >= 0 && file < 8 && rank >= 1 && rank <= 8) next = FILES[file] + rank;
    else next = current;
  } else if (event.key === 'Home' || event.key === 'End') {
    const rank = current[1];
    const left = b.state.orientation === 'w' ? 'a' : 'h';
    const right = b.state.orientation === 'w' ? 'h' : 'a';
    next = (event.key === 'Home' ? left : right) + rank;
  }
  if (next) {
    event.preventDefault();
    b.ui.cursor = next;
    render(b);
    b.squares.get(next).focus({ preventScroll: true });
  } else if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    click(b, current);
  } else if (event.key === 'Escape' && b.ui.selected) {
    event.preventDefault();
    select(b, null);
    render(b);
  }
}

/** Adds a user's arrow or circle, or takes it away when the same one is drawn already. */
function toggleShape(b, shape) {
  const shapes = b.state.drawable.shapes;
  const index = shapes.findIndex((s) => s.from === shape.from && s.to === shape.to);
  const same = index >= 0 && shapes[index].color === shape.color;
  const next = shapes.filter((_, i) => i !== index);
  if (!same) next.push(shape);
  b.state.drawable.shapes = next;
  render(b);
  emit(b, 'shapes', next.map((x) => ({ ...x })));
}

