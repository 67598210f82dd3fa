// Pointer input on the board (mouse, pen and touch): a press and release on
// the same square is a click; a press, move and release elsewhere is a drag.
// A right-button press and release draws a shape (an arrow between two
// squares, a circle on one). It decides nothing: it reports squares to the
// callbacks.

const DRAG_THRESHOLD = 4; // pixels before a press becomes a drag

function squareAt(x, y) {
  return document.elementFromPoint(x, y)?.closest('[data-square]')?.dataset.square ?? null;
}

/**
 * Wires pointer events on `boardEl`. Callbacks:
 *  canDrag(square) -> bool, onClick(square), onDragStart(square),
 *  onDrop(from, to), onCancel(from), ghost(square) -> element to follow the pointer,
 *  onShape(from, to): a right-button drag from `from` to `to` (the same square: a circle),
 *  onDropOutside(from) (optional): a piece dragged off the board and let go.
 */
export function enablePointerInput(boardEl, callbacks) {
  let press = null;
  let shapeFrom = null;

  boardEl.addEventListener('pointerdown', (event) => {
    const square = event.target.closest('[data-square]')?.dataset.square;
    if (!square) return;
    if (event.button === 2) {
      shapeFrom = square;
      return;
    }
    if (event.button !== 0) return;
    press = { square, x: event.clientX, y: event.clientY, dragging: false, ghost: null, pointerId: event.pointerId };
    if (callbacks.canDrag(square)) boardEl.setPointerCapture(event.pointerId);
  });

  boardEl.addEventListener('pointermove', (event) => {
    if (!press || event.pointerId !== press.pointerId) return;
    const moved = Math.hypot(event.clientX - press.x, event.clientY - press.y);
    if (!press.dragging && moved > DRAG_THRESHOLD && callbacks.canDrag(press.square)) {
      press.dragging = true;
      press.ghost = callbacks.ghost(press.square);
      document.body.append(press.ghost);
      callbacks.onDragStart(press.square);
    }
    if (press.dragging) {
      press.ghost.style.left = `${event.clientX}px`;
      press.ghost.style.top = `${event.clientY}px`;
    }
  });

  const finish = (event, cancelled) => {
    if (!press || event.pointerId !== press.pointerId) return;
    const { square, dragging, ghost } = press;
    press = null;
    ghost?.remove();
    if (boardEl.hasPointerCapture(event.pointerId)) boardEl.releasePointerCapture(event.pointerId);
    if (!dragging) {
      if (!cancelled) callbacks.onClick(square);
      return;
    }
    const target = cancelled ? null : squareAt(event.clientX, event.clientY);
    if (target && target !== square) callbacks.onDrop(square, target);
    else if (!target && !cancelled && callbacks.onDropOutside) callbacks.onDropOutside(square);
    else callbacks.onCancel(square);
  };
  boardEl.addEventListener('pointerup', (event) => {
    if (event.button === 2 && shapeFrom) {
      const to = squareAt(event.clientX, event.clientY);
      if (to) callbacks.onShape?.(shapeFrom, to);
      shapeFrom = null;
      return;
    }
    finish(event, false);
  });
  boardEl.addEventListener('pointercancel', (event) => finish(event, true));
}
