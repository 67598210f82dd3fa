// The games controller: the user's PGN database and the opening explorer,
// as lila's analysis board owns its explorer. The games worker
// (games-worker.js) reads, indexes and keeps the games; this controller asks
// it for a page of the list and for the moves of the position shown, and
// keeps the answers in state.games for the view (games-view.js). Without a
// database the explorer shows the package's opening book and names.
import { Chess } from '../../ferrochess/js/index.js';
import { gamesKept, noteGamesKept } from '../common/storage.js';
import { loadOpeningBook, loadOpenings } from '../../ferrochess/js/openings.js';
import {
  gameOver, GAMES_PAGE_SIZE as PAGE_SIZE, movesBothSides, shownGame, state,
} from '../state.js';

/** The games controller, given the root controller (ctrl.js). */
export function createGamesCtrl(root) {
  const { view } = root;
  const games = state.games;
  let worker = null;
  let ready = false;
  const queued = [];
  let nextQuestion = 1;
  const waiting = new Map();
  let listAsked = 0;
  let listTimer = null;
  let book = null;

  /** Posts `message` to the games worker, started on the first call, once it is ready. */
  function send(message) {
    if (!worker) {
      worker = new Worker(new URL('./games-worker.js', import.meta.url), { type: 'module' });
      listen(worker);
    }
    if (ready) worker.postMessage(message);
    else queued.push(message);
  }

  function listen(gamesWorker) {
    gamesWorker.addEventListener('message', ({ data }) => {
      if (data.type === 'ready') {
        ready = true;
        for (const message of queued.splice(0)) gamesWorker.postMessage(message);
      } else if (data.type === 'progress') onProgress(data);
      else if (data.type === 'reply') {
        const settle = waiting.get(data.id);
        waiting.delete(data.id);
        if (data.error !== undefined) settle?.reject(new Error(data.error));
        else settle?.resolve(data.result);
      }
    });
    gamesWorker.addEventListener('error', () => {
      games.error = 'The games reader stopped; reload the page to open the games again.';
      view.renderGames();
    });
  }

  /** Asks the worker a question; resolves to its answer. */
  function ask(type, fields) {
    const id = nextQuestion;
    nextQuestion += 1;
    send({ type, id, ...fields });
    return new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
  }

  function onProgress(data) {
    const grew = data.games !== games.count;
    const finished = games.reading && !data.reading;
    Object.assign(games, {
      name: data.name,
      size: data.size,
      bytes: data.bytes,
      count: data.games,
      errors: data.errors,
      empty: data.empty ?? 0,
      firstError: data.firstError,
      reading: data.reading,
      complete: data.complete,
    });
    if (data.saving) games.saved = null;
    if (data.saved !== undefined) {
      games.saved = data.saved;
      noteGamesKept(data.saved);
    }
    if (data.saveError) games.error = data.saveError;
    // The list and the explorer follow the games as they arrive, and once
    // more when the reading ends; not on a message that changes neither
    // (the games kept), which would redraw the list under the user's focus.
    if (grew || finished) {
      if (data.reading) scheduleList();
      else refreshList();
      refreshExplorer();
    }
    view.renderGames();
  }

  /** Asks for the list's current page soon (once per 300 ms while games arrive). */
  function scheduleList() {
    if (listTimer) return;
    listTimer = setTimeout(() => {
      listTimer = null;
      refreshList();
    }, games.list ? 300 : 0);
  }

  async function refreshList() {
    listAsked += 1;
    const mine = listAsked;
    const answer = await ask('list', { filter: listFilter(), offset: games.page * PAGE_SIZE, limit: PAGE_SIZE });
    if (mine !== listAsked) return;
    games.list = answer;
    view.renderGames();
  }

  /** The list's filter as GameIndex takes it (empty fields left out). */
  function listFilter() {
    return Object.fromEntries(Object.entries(games.filter).filter(([, value]) => value !== '' && value !== undefined && !(Array.isArray(value) && value.length === 0)));
  }

  /** The explorer's filter: the list's, without its result and opening. */
  function explorerFilter() {
    const { result, opening, ...filter } = listFilter();
    return filter;
  }

  /** Reads a PGN file (from the picker or a drop) into the database, replacing the one before. */
  function openFile(file) {
    games.list = null;
    games.page = 0;
    games.error = '';
    games.saved = null;
    games.count = 0;
    games.reading = true;
    send({ type: 'open', file });
    view.renderGames();
  }

  /** Adds a game played here (with a friend) to your games, kept in this browser. */
  function addGame(pgn) {
    send({ type: 'append', pgn });
  }

  function cancelReading() {
    send({ type: 'cancel' });
  }

  function removeGames() {
    games.list = null;
    games.page = 0;
    noteGamesKept(false);
    send({ type: 'remove' });
  }

  /** Brings back the database kept in this browser, if there is one (the worker starts only then). */
  function restore() {
    if (gamesKept()) send({ type: 'restore' });
  }

  /**
   * Opens game `id` of the database in place of the page's game, once
   * `confirm(what, replace)` lets it (app.js asks when a game is under way).
   */
  async function openListedGame(id, confirm) {
    try {
      const { pgn } = await ask('game', { game: id });
      confirm('Opening a game from your games', () => {
        // On the analysis board, the explorer of these games follows it (loading the game renders and saves that).
        state.tool = 'explorer';
        root.newGame.loadGame(() => state.chess.loadPgn(pgn));
      });
    } catch (error) {
      games.error = `That game could not be opened: ${error.message}`;
      view.renderGames();
    }
  }

  /** The games the list's filter lets through, the first `limit` of them, without their text: { total, games, player }. */
  async function listedGames(limit) {
    const { total, games: entries } = await ask('list', { filter: listFilter(), offset: 0, limit });
    return { total, games: entries, player: games.filter.player ?? '' };
  }

  /** The PGN text of game `id`. */
  async function gameText(id) {
    return (await ask('game', { game: id })).pgn;
  }

  /** Sets the list's filter (the explorer's too) from the form's fields. */
  function setFilter(filter) {
    games.filter = filter;
    games.page = 0;
    refreshList();
    refreshExplorer();
  }

  function showPage(page) {
    const last = Math.max(0, Math.ceil((games.list?.total ?? 0) / PAGE_SIZE) - 1);
    games.page = Math.min(Math.max(0, page), last);
    refreshList();
  }

  /** Opens or closes the explorer; open, it follows the position shown. */
  function showExplorer(open) {
    games.explorer.open = open;
    refreshExplorer();
    view.renderGames();
  }

  function sortExplorer(column) {
    const { explorer } = games;
    explorer.descending = explorer.sort === column ? !explorer.descending : column !== 'san';
    explorer.sort = column;
    view.renderGames();
  }

  /** Asks the explorer again for the position shown (the games or the filter changed). */
  function refreshExplorer() {
    games.explorer.fen = null;
    follow();
  }

  /**
   * Called after each render: when the explorer is open and the position
   * shown is not the one it answered for, asks for that position's moves.
   */
  function follow() {
    const { explorer } = games;
    if (!explorer.open || state.editor) return;
    const shown = shownGame();
    const fen = shown.fen();
    if (explorer.fen === fen) return;
    explorer.fen = fen;
    explorer.asked += 1;
    const mine = explorer.asked;
    const chess960 = shown.isChess960();
    const started = performance.now();
    const answer = games.count > 0
      ? ask('explore', { fen, chess960, filter: explorerFilter() }).then((result) => ({ source: 'games', ...result }))
      : bookAnswer(fen, chess960);
    answer.then((result) => {
      if (mine !== explorer.asked) return;
      explorer.answer = { ...result, fen, ms: performance.now() - started };
      view.renderGames();
    }, (error) => {
      if (mine !== explorer.asked) return;
      explorer.answer = { source: 'error', error: error.message, fen };
      view.renderGames();
    });
  }

  /** The opening book's moves from `fen`, each with the name of the position it leads to. */
  async function bookAnswer(fen, chess960) {
    book ??= Promise.all([loadOpeningBook(), loadOpenings()]);
    const [openingBook, names] = await book;
    const probe = new Chess(fen, { chess960 });
    try {
      const total = openingBook.moves(fen).reduce((sum, move) => sum + move.weight, 0);
      const moves = openingBook.moves(fen).map(({ uci, weight }) => {
        const move = probe.move(uci);
        const name = names.name(probe.fen());
        probe.undo();
        return {
          uci, san: move.san, lines: weight, share: total ? weight / total : 0, name: name ? `${name.eco} ${name.name}` : '',
        };
      });
      return { source: 'book', moves };
    } finally {
      probe.free();
    }
  }

  /**
   * Plays an explorer move on the board, as a move there would: into the
   * game when it is the player's turn there, else (a past position, a
   * finished or loaded game, the engine's turn) into analysis, which opens.
   */
  function playExplorerMove(uci) {
    const move = { from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] };
    const playersTurn = state.cursor === null && !gameOver() && !state.match
      && (movesBothSides() || state.chess.turn() === state.playerColor);
    if (!state.analysis && !playersTurn) root.analysis.startAnalysis();
    root.game.playMove(move);
  }

  return {
    openFile,
    addGame,
    cancelReading,
    removeGames,
    restore,
    setFilter,
    showPage,
    openListedGame,
    listedGames,
    gameText,
    showExplorer,
    sortExplorer,
    follow,
    playExplorerMove,
  };
}
