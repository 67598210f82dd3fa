// The page's controls that are drawn once, at start-up or when asked, not
// from the state: the opponent and match pickers, the line that says how many
// threads the engine searches on, and the confirmation dialog. Part of the
// view (with view.js, the only code that writes the DOM); app.js calls it.
import { fillOpponentPicker } from '../game/opponents.js';
import { $ } from './dom.js';


/** Fills the opponent picker with the ratings, and the match pickers with the same engines. */
export function fillPickers() {
  fillOpponentPicker($('level'));
  for (const id of /** @type {const} */ (['match-a', 'match-b'])) {
    // (A clone of an element is an element of its kind: TypeScript says Node.)
    const copy = /** @type {HTMLSelectElement} */ ($('level').cloneNode(true));
    copy.querySelector('option[value="human"]')?.remove();
    copy.querySelector('option[value="friend"]')?.remove();
    copy.querySelector('option[value="post"]')?.remove();
    copy.querySelector('option[value="tab"]')?.remove();
    $(id).replaceChildren(...copy.children);
  }
}

/** Says how many threads the engine plays and analyses on. */
export function showEngineThreads(threads, analysisThreads) {
  const threadsText = (n) => (n === 1 ? 'one thread' : `${n} threads`);
  const line = $('engine-threads');
  line.dataset.threads = String(threads);
  line.dataset.analysisThreads = String(analysisThreads);
  line.textContent = threads > 1
    ? `The engine plays on ${threads} threads and analyses on ${threadsText(analysisThreads)}, keeping a core for the page.`
    : 'The engine searches on one thread: this page is not cross-origin isolated, so the browser allows no shared memory.';
}

/** Shows whether sounds are on. */
export function showSound(on) {
  $('sound').checked = on;
}

/** Empties the move box (its move was taken). */
export function clearMoveInput() {
  $('move-input').value = '';
}

/**
 * Asks `question` in the page's dialog (`yes` and `no` label its buttons;
 * Escape says no); calls `action` at once when the answer is yes.
 */
export function confirmThen({ question, yes, no }, action) {
  const dialog = $('confirm');
  $('confirm-text').textContent = question;
  $('confirm-yes').textContent = yes;
  $('confirm-no').textContent = no;
  $('confirm-yes').onclick = () => {
    dialog.close();
    action();
  };
  dialog.showModal();
}
