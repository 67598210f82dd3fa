// The view of the user's games and the opening explorer: draws
// state.games (games-ctrl.js) into the "Your games" and "Opening explorer"
// panels. It decides nothing and asks nothing; app.js reads their controls.
import { GAMES_PAGE_SIZE as PAGE_SIZE, state } from '../state.js';
import { formatCount as number } from '../common/count.js';
import { $, all } from '../common/dom.js';

const RESULT_TEXT = { '1-0': '1-0', '0-1': '0-1', '1/2-1/2': '½-½', '*': '*' };

function megabytes(bytes) {
  return `${(bytes / 1e6).toFixed(bytes < 1e7 ? 1 : 0)} MB`;
}

/** A Date tag as shown: its unknown parts left out ('2024.??.??' is '2024'). */
const shownDate = (date) => date.replace(/\.\?\?/g, '');

/** A player with a rating: 'Magnus (2850)'. */
const player = (name, elo) => `${name || '?'}${elo ? ` (${elo})` : ''}`;

/** Makes an element with `text` and attributes. */
function element(tag, text, attributes = {}) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

function renderStatus(games) {
  const progress = $('games-progress');
  progress.hidden = !games.reading;
  if (games.reading) {
    progress.max = Math.max(1, games.size);
    progress.value = games.bytes;
  }
  let status = '';
  if (games.name) {
    const read = `${number(games.count)} game${games.count === 1 ? '' : 's'}`;
    if (games.reading) status = `Reading ${games.name}: ${read} so far (${megabytes(games.bytes)} of ${megabytes(games.size)}).`;
    else if (games.complete) status = `${games.name}: ${read}.`;
    else status = `${games.name}: ${read} (reading stopped at ${megabytes(games.bytes)} of ${megabytes(games.size)}).`;
    if (games.errors) status += ` ${number(games.errors)} could not be read, the first: ${games.firstError}.`;
    if (games.empty) status += ` ${number(games.empty)} empty game${games.empty === 1 ? '' : 's'} (no move, no tag) left out.`;
    if (!games.reading) status += games.saved === null ? ' Keeping them in this browser…' : (games.saved ? ' Kept in this browser.' : '');
  }
  $('games-status').textContent = status;
  $('games-error').textContent = games.error;
  $('games-cancel').hidden = !games.reading;
  $('games-remove').hidden = !games.name || games.reading;
}

/**
 * Whether `drawn` (what a part of the panel was last drawn from) differs
 * from `now`, which then becomes it: the reader's progress messages come
 * many times a second while the list and the explorer change a few times,
 * and rebuilding their rows on each message is most of the page's work
 * while a file is read.
 */
function changed(drawn, now) {
  const differs = now.some((value, i) => value !== drawn[i]);
  if (differs) drawn.splice(0, drawn.length, ...now);
  return differs;
}

const listDrawn = [];
const explorerDrawn = [];

/** A game's opening cell: its ECO and name, the whole of them on hover where the cell cuts them. */
function opening(game) {
  const text = [game.eco, game.opening].filter(Boolean).join(' ');
  return element('td', text, text ? { class: 'game-opening', title: text } : { class: 'game-opening' });
}

function renderList(games) {
  const { list } = games;
  if (!changed(listDrawn, [list, games.name, games.count === 0, games.page])) return;
  const table = $('games-list');
  const shown = Boolean(games.name) && list !== null;
  table.hidden = !shown;
  $('games-filter').hidden = !games.name;
  $('games-pages').hidden = !shown || list.total <= PAGE_SIZE;
  if (!shown) return;
  const rows = list.games.map((game) => {
    // A click anywhere on the row opens the game (the button is its keyboard stop).
    const row = element('tr', undefined, { class: 'game-row', 'data-game': String(game.id) });
    const cell = element('td');
    // White and Black each on one line of their own when the cell is
    // narrow, the dash kept with White (never on a line alone).
    const open = element('button', undefined, { type: 'button', class: 'game-open', 'data-game': String(game.id) });
    open.append(element('span', `${player(game.white, game.whiteElo)} –`, { class: 'game-player' }), ' ', element('span', player(game.black, game.blackElo), { class: 'game-player' }));
    cell.append(open);
    row.append(
      cell,
      element('td', RESULT_TEXT[game.result]),
      element('td', shownDate(game.date)),
      opening(game),
      element('td', String(Math.ceil(game.plies / 2))),
    );
    return row;
  });
  if (rows.length === 0) {
    const row = element('tr');
    row.append(element('td', games.count ? 'No game passes the filter.' : 'No games yet.', { colspan: '5' }));
    rows.push(row);
  }
  // A game's button that had the focus keeps it when the list is drawn again (a read
  // finishing, a refresh): a keyboard user is not thrown back to the page's start.
  const active = document.activeElement;
  const focused = active instanceof HTMLElement ? active.closest('#games-list .game-open')?.getAttribute('data-game') ?? undefined : undefined;
  table.tBodies[0].replaceChildren(...rows);
  if (focused !== undefined) all(`.game-open[data-game="${focused}"]`, HTMLElement, table)[0]?.focus();
  const pages = Math.max(1, Math.ceil(list.total / PAGE_SIZE));
  $('games-caption').textContent = `Games ${number(list.total)}`;
  $('games-page').textContent = `Page ${games.page + 1} of ${number(pages)} (${number(list.total)} games)`;
  $('games-prev').disabled = games.page === 0;
  $('games-next').disabled = games.page >= pages - 1;
}

/** The moves sorted as the user asked. */
function sortedMoves(explorer) {
  const moves = explorer.answer.moves.slice();
  const score = (move) => (move.games ? (move.white + move.draws / 2) / move.games : 0);
  const keyOf = {
    san: (move) => move.san,
    games: (move) => move.games ?? move.lines,
    score,
    rating: (move) => move.averageRating ?? 0,
  }[explorer.sort] ?? ((move) => move.games ?? move.lines);
  moves.sort((a, b) => {
    const x = keyOf(a);
    const y = keyOf(b);
    const order = x < y ? -1 : x > y ? 1 : 0;
    return explorer.descending ? -order : order;
  });
  return moves;
}

/** The White / draw / Black bar of a move. */
function resultBar(move) {
  const bar = element('span', undefined, { class: 'result-bar' });
  const parts = [['white', move.white], ['draw', move.draws], ['black', move.black]];
  const total = move.white + move.draws + move.black;
  for (const [side, count] of parts) {
    const share = total ? (100 * count) / total : 0;
    const part = element('span', share >= 12 ? `${Math.round(share)}%` : '', { class: `result-${side}` });
    part.style.width = `${share}%`;
    bar.append(part);
  }
  const label = total ? `White won ${Math.round((100 * move.white) / total)}%, drawn ${Math.round((100 * move.draws) / total)}%, Black won ${Math.round((100 * move.black) / total)}%` : 'no finished games';
  bar.setAttribute('role', 'img');
  bar.setAttribute('aria-label', label);
  return bar;
}

function renderExplorer(games) {
  const { explorer } = games;
  if (!changed(explorerDrawn, [explorer.open, explorer.answer, explorer.sort, explorer.descending, games.reading])) return;
  // The panel opens and closes by the user's hand alone (its toggle event tells the controller).
  const panel = $('explorer-panel');
  for (const button of all('th button', HTMLButtonElement, panel)) {
    const sorted = button.dataset.sort === explorer.sort;
    button.parentElement?.setAttribute('aria-sort', sorted ? (explorer.descending ? 'descending' : 'ascending') : 'none');
  }
  const { answer } = explorer;
  const body = $('explorer-moves').tBodies[0];
  const list = $('explorer-games');
  if (!explorer.open || !answer) {
    $('explorer-status').textContent = explorer.open ? 'Looking…' : '';
    body.replaceChildren();
    list.replaceChildren();
    $('explorer-games-title').hidden = true;
    return;
  }
  if (answer.source === 'error') {
    $('explorer-status').textContent = `The explorer failed: ${answer.error}`;
    body.replaceChildren();
    return;
  }
  // How long the answer took, from the position shown to the answer (read by bench/games-page-bench.mjs).
  $('explorer-status').dataset.answerMs = answer.ms.toFixed(1);
  $('explorer-status').dataset.fen = answer.fen;
  const rows = sortedMoves(explorer).map((move) => {
    const row = element('tr');
    const cell = element('td');
    cell.append(element('button', move.san, { type: 'button', class: 'explorer-move', 'data-uci': move.uci }));
    if (answer.source === 'book') {
      row.append(cell, element('td', `${Math.round(move.share * 100)}%`), element('td', move.name, { class: 'book-name' }), element('td', ''));
    } else {
      const bar = element('td');
      bar.append(resultBar(move));
      row.append(cell, element('td', number(move.games)), bar, element('td', move.averageRating ? String(move.averageRating) : ''));
    }
    return row;
  });
  body.replaceChildren(...rows);
  if (answer.source === 'book') {
    $('explorer-status').textContent = rows.length
      ? 'No games are open: the opening book\'s moves, with the share of its named lines and the opening each leads to.'
      : 'No games are open, and the opening book has no move here.';
  } else {
    $('explorer-status').textContent = rows.length
      ? `${number(answer.total)} game${answer.total === 1 ? '' : 's'} of yours went on from here${games.reading ? ' (so far)' : ''}.`
      : `None of your games went on from here${games.reading ? ' (so far)' : ''}.`;
  }
  const reached = answer.source === 'games' ? answer.games : [];
  $('explorer-games-title').hidden = reached.length === 0;
  list.replaceChildren(...reached.map((game) => {
    const item = element('li');
    item.append(element('button', `${player(game.white, game.whiteElo)} – ${player(game.black, game.blackElo)}, ${RESULT_TEXT[game.result]}${game.date ? `, ${shownDate(game.date)}` : ''}`, {
      type: 'button', class: 'game-open', 'data-game': String(game.id),
    }));
    return item;
  }));
}

/** Draws the games panel and the explorer from state.games. */
export function renderGames() {
  const { games } = state;
  renderStatus(games);
  renderList(games);
  renderExplorer(games);
}

/** Empties the file picker (so that picking the same file again opens it again). */
export function clearFilePicker() {
  $('games-file').value = '';
}
