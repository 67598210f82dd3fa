// "Your games" and the opening explorer wired to the games controller (as
// app.js wires the rest; this reads events and values and writes nothing):
// a file picked or dropped on the page, the list's filter and pages, a listed
// game opened (on the analysis board), the explorer's sorting and moves.
import { confirmThen } from '../common/controls-view.js';
import { formatCount } from '../common/count.js';
import { clearFilePicker } from './games-view.js';
import { goTo } from '../screens/router.js';
import { state } from '../state.js';
import { $ } from '../common/dom.js';

const on = (id, type, handler) => $(id).addEventListener(type, handler);

/**
 * Wires the games panel and the explorer to `ctrl.games`;
 * `askBeforeReplacing(what, replace)` runs `replace` once the player agrees
 * that an unfinished game may go.
 */
export function wireGames(ctrl, askBeforeReplacing) {
  const games = ctrl.games;
  /** Opens a PGN file as the games database, once the user agrees to replace the one open. */
  function openGamesFile(file) {
    if (!file) return;
    if (!state.games.name || state.games.count === 0) {
      games.openFile(file);
      return;
    }
    confirmThen({
      question: `Opening ${file.name} replaces the ${formatCount(state.games.count)} games open. Replace them?`,
      yes: 'Replace them',
      no: 'Keep them',
    }, () => games.openFile(file));
  }
  on('games-file', 'change', (event) => {
    openGamesFile(event.target.files[0]);
    clearFilePicker();
  });
  // A file dropped anywhere on the page is opened as the games.
  const carriesFiles = (event) => [...(event.dataTransfer?.types ?? [])].includes('Files');
  addEventListener('dragover', (event) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
  });
  addEventListener('drop', (event) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    goTo('games');
    const file = event.dataTransfer?.files[0];
    if (file) openGamesFile(file);
  });
  on('games-cancel', 'click', games.cancelReading);
  on('games-remove', 'click', () => confirmThen({
    question: `Remove the ${formatCount(state.games.count)} games from this browser?`, yes: 'Remove them', no: 'Keep them',
  }, games.removeGames));
  /** The filter form's fields as GameIndex filters them. */
  function readGamesFilter() {
    const form = new FormData($('games-filter'));
    const text = (name) => String(form.get(name) ?? '').trim();
    const rating = (name) => (text(name) === '' ? undefined : Number(text(name)));
    return {
      player: text('player'),
      color: text('player') ? text('color') || undefined : undefined,
      result: text('result') || undefined,
      opening: text('opening'),
      speeds: text('speed') ? [text('speed')] : undefined,
      minRating: rating('minRating'),
      maxRating: rating('maxRating'),
      since: text('since') || undefined,
      until: text('until') || undefined,
    };
  }
  let filterTimer = null;
  const filterSoon = () => {
    clearTimeout(filterTimer);
    filterTimer = setTimeout(() => games.setFilter(readGamesFilter()), 250);
  };
  on('games-filter', 'input', filterSoon);
  on('games-filter', 'change', filterSoon);
  on('games-filter', 'submit', (event) => event.preventDefault());
  on('games-prev', 'click', () => games.showPage(state.games.page - 1));
  on('games-next', 'click', () => games.showPage(state.games.page + 1));
  const openListed = (event) => {
    const id = event.target.closest('[data-game]')?.dataset.game;
    // The game opens on the analysis board.
    if (id !== undefined) {
      games.openListedGame(Number(id), (what, replace) => askBeforeReplacing(what, () => {
        replace();
        goTo('analysis');
      }));
    }
  };
  on('games-list', 'click', openListed);
  // Puzzles and mistakes in the games listed: found and solved on the puzzles screen.
  on('games-find-puzzles', 'click', () => {
    goTo('puzzles');
    ctrl.puzzle.find('listed');
  });
  on('games-find-mistakes', 'click', () => {
    goTo('puzzles');
    ctrl.mistakes.find();
  });
  on('explorer-games', 'click', openListed);
  on('explorer-panel', 'toggle', (event) => games.showExplorer(event.currentTarget.open));
  on('explorer-moves', 'click', (event) => {
    const sort = event.target.closest('[data-sort]')?.dataset.sort;
    const uci = event.target.closest('[data-uci]')?.dataset.uci;
    if (sort) games.sortExplorer(sort);
    else if (uci) {
      games.playExplorerMove(uci);
      // The move is played on the board: from the database's screen, which has none, on the analysis board.
      if (state.screen === 'games') goTo('analysis');
    }
  });
}
