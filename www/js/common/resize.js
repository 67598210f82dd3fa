// The board's size, chosen by dragging its corner (or with the arrow keys on
// the handle) and remembered; a double click goes back to fitting the window.
// The size is the CSS variable --board on <html>, which style.css reads.
//
//   enableBoardResize(document.getElementById('board-resize'));
import { $ } from './dom.js';

const KEY = 'ferrochess:board-size';
const MIN = 200;
const STEP = 16;

const root = document.documentElement;
const currentSize = () => $('board').getBoundingClientRect().width;
/** The largest board the window shows whole: its height less what sits above and below. */
const largest = () => Math.max(MIN, window.innerHeight - 40, window.innerWidth * 0.6);

function apply(size) {
  if (size === null) {
    root.style.removeProperty('--board');
    try { localStorage.removeItem(KEY); } catch { /* storage disabled */ }
    return;
  }
  const px = Math.round(Math.max(MIN, Math.min(largest(), size)));
  root.style.setProperty('--board', `${px}px`);
  try { localStorage.setItem(KEY, String(px)); } catch { /* storage disabled */ }
}

/** Restores the remembered size and wires the handle. */
export function enableBoardResize(handle) {
  let saved = 0;
  try { saved = Number(localStorage.getItem(KEY)); } catch { /* storage disabled */ }
  if (saved >= MIN) root.style.setProperty('--board', `${Math.min(saved, largest())}px`);
  let drag = null;
  handle.addEventListener('pointerdown', (event) => {
    if (event.button !== 0) return;
    event.preventDefault();
    handle.setPointerCapture(event.pointerId);
    drag = { x: event.clientX, y: event.clientY, size: currentSize() };
  });
  handle.addEventListener('pointermove', (event) => {
    if (!drag) return;
    // The corner follows the pointer: the larger of the two movements.
    apply(drag.size + Math.max(event.clientX - drag.x, event.clientY - drag.y));
  });
  const end = () => { drag = null; };
  handle.addEventListener('pointerup', end);
  handle.addEventListener('pointercancel', end);
  handle.addEventListener('dblclick', () => apply(null));
  handle.addEventListener('keydown', (event) => {
    const change = { ArrowUp: STEP, ArrowRight: STEP, ArrowDown: -STEP, ArrowLeft: -STEP }[event.key];
    if (!change) return;
    event.preventDefault();
    event.stopPropagation(); // not a step through the game
    apply(currentSize() + change);
  });
}
