// The screen's part of the view: which screen the page shows (<html
// data-screen>, which style.css reads), its heading and the window's title,
// the navigation's current link, and whether a new game is being set up. The
// screen controller (screen-ctrl.js) decides; this draws.
import {
  parseRoute, positionAddress, screenOf, showAddress,
} from './router.js';
import { shownGame, state } from '../state.js';
import { $, all } from '../common/dom.js';



/** Draws the screen named in the state: its parts, heading, title and link. */
export function renderScreen() {
  const screen = screenOf(state.screen);
  const root = document.documentElement;
  root.dataset.screen = screen.name;
  root.toggleAttribute('data-setup', Boolean(state.setup));
  $('screen-title').textContent = screen.name === 'play' && state.setup ? 'Play: a new game' : screen.title;
  document.title = screen.name === 'home' ? 'ferrochess' : `${screen.title} · ferrochess`;
  for (const link of all('.site-nav [data-route]', HTMLElement)) {
    if (link.dataset.route === screen.name) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  // The analysis board's address names the position shown: a bookmark or a link reopens it
  // (unless the address already names another screen or another place: a navigation whose
  // hashchange is on its way, which showAddress leaves alone).
  if (screen.name === 'analysis' && !state.editor && parseRoute(location.hash).screen === 'analysis') {
    showAddress(positionAddress(shownGame().fen()));
  }
  $('play-setup').hidden = !state.setup;
  // Back to a game only where there is one to go back to.
  $('setup-cancel').hidden = !state.setupCancellable;
}

/**
 * Opens the panels of the screen just entered, those marked data-opens-on
 * with its name (their `toggle` events tell the controllers); each stays as
 * the player leaves it after.
 */
export function openScreenPanels(name) {
  for (const panel of all(`details[data-opens-on~="${name}"]`, HTMLDetailsElement)) panel.open = true;
}
