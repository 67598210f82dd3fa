// The Settings dialog and what it changes on the page: the page's and the
// board's colours (<html data-theme>, <html data-board-theme>, which
// style.css reads). Part of the view; app.js wires its controls.

import { $ } from '../common/dom.js';

/** Shows `appearance` ({ page, board }): the page's colours and the dialog's pickers. */
export function showAppearance({ page, board }) {
  document.documentElement.dataset.theme = page;
  document.documentElement.dataset.boardTheme = board;
  $('page-theme').value = page;
  $('board-theme').value = board;
}

/** Opens the Settings dialog (Escape or Done closes it; the focus goes back to its button). */
export function openSettings() {
  $('settings').showModal();
}
