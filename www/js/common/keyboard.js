// The page's keys, as on lichess's analysis board, wherever the focus is not
// in a field, on the board (which has its own keys: docs/board.md) or on a
// row of tabs (whose arrows move along the tabs):
//   ← →         one move back / forward (back through a side line first)
//   ↑ Home      the start of the game;   ↓ End   the position now
//   f           flip the board;          Space   play the analysis's best move
//   Escape      close the promotion picker
import { targetOf } from './dom.js';

// The board (ferrochess/board, keys of its own) is an element with a shadow root: events from it come from its host.
const IN_FIELD = 'input, textarea, select, [data-ferro-board], [contenteditable], [role="tablist"]';

/**
 * Calls `actions` = { back, forward, first, last, flip, playBest, escape }
 * for the keys above. A key is left to the browser (to scroll, say) when the
 * focus is in a field, a modifier is held, or the action returns false.
 */
export function enableKeyboard(actions) {
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      actions.escape();
      return;
    }
    const target = targetOf(event, Element);
    if (target?.closest(IN_FIELD) || event.ctrlKey || event.metaKey || event.altKey) return;
    const onButton = Boolean(target?.closest('button, summary, a'));
    const action = {
      ArrowLeft: actions.back,
      ArrowRight: actions.forward,
      ArrowUp: actions.first,
      Home: actions.first,
      ArrowDown: actions.last,
      End: actions.last,
      f: actions.flip,
      // Space on a button presses the button.
      ' ': onButton ? null : actions.playBest,
    }[event.key];
    // An action that does not apply (returns false) leaves the key to the page.
    if (action && action() !== false) event.preventDefault();
  });
}
