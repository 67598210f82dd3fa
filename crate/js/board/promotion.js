// The promotion picker (chessground leaves it to the page; lichess draws it
// over the board): a dialog of the pieces a pawn may become, which takes
// focus and keeps it until a piece is chosen, Escape is pressed or the
// board beside it is clicked; focus then goes back to the board.

import { NAMES } from './state.js';
import { pieceElement } from './pieces.js';
import { announce } from './context.js';
import { render } from './render.js';

/**
 * Asks which piece the pawn on `square` of `color` becomes, from `types`
 * (checked by Board#choosePromotion); resolves to the type, or null when
 * cancelled. An open picker is cancelled first.
 */
export function choosePromotion(b, square, color, types) {
  b.promotion?.finish(null);
  return new Promise((resolve) => {
    const dialog = document.createElement('div');
    dialog.className = 'promotion';
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-label', `Promote the pawn on ${square} to`);
    // Focus goes back to the board: to the new piece, or (cancelled) to the pawn the user moved there.
    const moved = b.ui.lastUserMove;
    const pawnSquare = moved?.to === square ? moved.from : square;
    const finish = (type) => {
      if (b.promotion?.dialog !== dialog) return;
      b.promotion = null;
      const focused = dialog.contains(b.root.activeElement);
      dialog.remove();
      b.ui.cursor = type ? square : pawnSquare;
      render(b);
      if (focused && !b.destroyed) b.squares.get(b.ui.cursor)?.focus({ preventScroll: true });
      announce(b, type ? `Promoted to ${NAMES[type]}` : 'Promotion cancelled');
      resolve(type);
    };
    for (const type of types) {
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.promotion = type;
      button.setAttribute('aria-label', NAMES[type]);
      button.append(pieceElement({ color, type }, b.state.pieceSet));
      button.addEventListener('click', (e) => {
        e.stopPropagation();
        finish(type);
      });
      dialog.append(button);
    }
    dialog.addEventListener('pointerdown', (e) => {
      if (e.target === dialog) finish(null);
    });
    dialog.addEventListener('keydown', (e) => {
      const buttons = [...dialog.querySelectorAll('button')];
      const index = buttons.indexOf(b.root.activeElement);
      if (e.key === 'Escape') {
        e.preventDefault();
        finish(null);
      } else if (['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'Tab'].includes(e.key)) {
        // Focus stays in the dialog while it is open.
        e.preventDefault();
        const back = e.key === 'ArrowLeft' || e.key === 'ArrowUp' || (e.key === 'Tab' && e.shiftKey);
        buttons[(index + (back ? buttons.length - 1 : 1)) % buttons.length].focus();
      }
    });
    b.promotion = { dialog, finish };
    b.nodes.wrap.append(dialog);
    /** @type {HTMLButtonElement} */ (dialog.querySelector('button')).focus({ preventScroll: true });
    announce(b, `Promote the pawn on ${square}: choose ${types.map((t) => NAMES[t]).join(', ')}`);
  });
}
