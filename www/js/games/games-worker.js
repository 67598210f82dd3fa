// The games worker: reads a PGN file of any size (streamed, one game and one
// chunk in memory), indexes its games with the package's GameIndex (the
// list's headers and the explorer's positions), keeps the file and the index
// in IndexedDB, and answers the page's questions (a page of the list, the
// explorer's moves for a position, one game's PGN) while it reads. The page
// never waits on it: it posts what it wants and draws the answer.
//
//   page → worker: { type: 'open', file } | { type: 'cancel' } | { type: 'restore' } | { type: 'remove' }
//                  | { type: 'append', pgn } (a game played here, added at the end)
//                  | { type: 'list' | 'explore' | 'game', id, … }
//   worker → page: { type: 'progress', … } | { type: 'reply', id, result } | { type: 'reply', id, error }
import {
  Chess, GameIndex, openGame, readGames,
} from '../../ferrochess/js/index.js';
import { loadOpenings } from '../../ferrochess/js/openings.js';
import { loadDatabase, removeDatabase, saveDatabase } from './games-store.js';

/** The database: its file (a File or a Blob), name, index and read state; null when there is none. */
let database = null;
/** Bumped by each open, cancel and remove: a read whose generation is past stops. */
let generation = 0;
let openings = null;

const post = (message) => postMessage(message);

/** What the page shows of the database's state. */
function progress(extra = {}) {
  post({
    type: 'progress',
    name: database?.name ?? null,
    bytes: database?.bytes ?? 0,
    size: database?.size ?? 0,
    games: database?.index.size ?? 0,
    errors: database?.errors ?? 0,
    empty: database?.empty ?? 0,
    firstError: database?.firstError ?? null,
    reading: database?.reading ?? false,
    complete: database?.complete ?? false,
    ...extra,
  });
}

/** Lets the worker read the page's messages (a cancel, a question) during a long read. */
const breathe = () => new Promise((resolve) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = resolve;
  channel.port2.postMessage(null);
});

async function namesForGamesWithout() {
  if (!openings) openings = await loadOpenings().catch(() => null);
  return openings ?? undefined;
}

async function open(file) {
  generation += 1;
  const mine = generation;
  const index = new GameIndex({ openings: await namesForGamesWithout() });
  database = {
    file, name: file.name ?? 'games.pgn', size: file.size, bytes: 0, index, errors: 0, empty: 0, firstError: null, reading: true, complete: false,
  };
  progress();
  let lastPost = performance.now();
  let lastBreath = lastPost;
  const onError = (report) => {
    database.errors += 1;
    database.firstError ??= `game ${report.index + 1} (byte ${report.offset}): ${report.error}`;
  };
  try {
    for await (const { chess, offset, length } of readGames(file, { places: true, onError })) {
      if (mine !== generation) {
        chess.free();
        return;
      }
      // A game with no move and no tag of its own (a stray '*' or '1-0' in a file that is no PGN) holds nothing to list.
      if (isEmptyGame(chess)) database.empty += 1;
      else index.add(chess, { offset, length });
      chess.free();
      database.bytes = offset + length;
      const now = performance.now();
      if (now - lastBreath > 20) {
        await breathe();
        lastBreath = performance.now();
        if (mine !== generation) return;
      }
      if (now - lastPost > 150) {
        progress();
        lastPost = now;
      }
    }
  } catch (error) {
    if (mine !== generation) return;
    database.firstError ??= error.message;
  }
  if (mine !== generation) return;
  database.reading = false;
  database.complete = true;
  database.bytes = database.size;
  progress({ saving: true });
  await keep(mine);
}

/** The Seven Tag Roster's values when a game does not give them. */
const UNKNOWN_TAGS = new Set(['?', '????.??.??', '*']);

/** Whether `chess` is a game with no move and no tag but the roster's unknowns: nothing to list. */
function isEmptyGame(chess) {
  if (chess.history().length > 0) return false;
  return Object.values(chess.getHeaders()).every((value) => UNKNOWN_TAGS.has(value));
}

/** Writes the database to IndexedDB (the file and the index), unless a newer action came. */
async function keep(mine) {
  try {
    await saveDatabase({
      file: database.file,
      name: database.name,
      size: database.size,
      bytes: database.bytes,
      errors: database.errors,
      firstError: database.firstError,
      complete: database.complete,
      index: database.index.toData(),
    });
    if (mine === generation) progress({ saved: true });
  } catch (error) {
    if (mine === generation) progress({ saved: false, saveError: `the games could not be kept in this browser: ${error.message}` });
  }
}

async function restore() {
  const mine = generation;
  const restored = await opened();
  if (mine !== generation) return;
  progress({ restored, saved: restored });
}

/** The database kept in this browser, brought back if none is open yet; returns whether it was. */
async function opened() {
  if (database) return false;
  const kept = await loadDatabase().catch(() => null);
  if (!kept || database) return false;
  database = { ...kept, index: GameIndex.fromData(kept.index), reading: false };
  return true;
}

/**
 * Adds a game played here (a game with a friend) at the end of the
 * database, making one ("Your games") if there is none, and keeps it.
 */
async function append(pgn) {
  await opened();
  if (database?.reading) {
    progress({ saved: false, saveError: 'the game could not be added while a file is being read' });
    return;
  }
  generation += 1;
  const mine = generation;
  database ??= {
    file: new Blob([]), name: 'Your games.pgn', size: 0, bytes: 0, index: new GameIndex({ openings: await namesForGamesWithout() }), errors: 0, empty: 0, firstError: null, reading: false, complete: true,
  };
  const separator = database.size > 0 ? '\n\n' : '';
  const text = new TextEncoder().encode(`${pgn.trim()}\n`);
  const chess = new Chess();
  try {
    chess.loadPgn(pgn);
    database.index.add(chess, { offset: database.size + separator.length, length: text.length });
  } finally {
    chess.free();
  }
  database.file = new Blob([database.file, separator, text]);
  database.size += separator.length + text.length;
  database.bytes = database.size;
  progress({ saving: true });
  await keep(mine);
}

function cancel() {
  if (!database?.reading) return;
  generation += 1;
  database.reading = false;
  progress({ saving: true });
  keep(generation);
}

async function remove() {
  generation += 1;
  database = null;
  await removeDatabase().catch(() => {});
  progress();
}

/** The answers to the page's questions. */
const questions = {
  list({ filter, offset, limit }) {
    if (!database) return { total: 0, games: [] };
    return database.index.games(filter, { offset, limit });
  },
  explore({ fen, chess960, filter }) {
    if (!database) return null;
    const chess = new Chess(fen, { chess960 });
    try {
      return database.index.explore(chess, filter, { limit: 8 });
    } finally {
      chess.free();
    }
  },
  async game({ game }) {
    if (!database) throw new Error('no games are open');
    const entry = database.index.game(game);
    const bytes = new Uint8Array(await database.file.slice(entry.offset, entry.offset + entry.length).arrayBuffer());
    // Read once here, so that a game that no longer reads says so before the page replaces its game.
    const chess = await openGame(bytes, { offset: 0, length: bytes.length });
    chess.free();
    return { pgn: new TextDecoder().decode(bytes), entry };
  },
};

addEventListener('message', async ({ data }) => {
  const { type } = data;
  if (type === 'open') open(data.file);
  else if (type === 'cancel') cancel();
  else if (type === 'restore') restore();
  else if (type === 'remove') remove();
  else if (type === 'append') append(data.pgn);
  else if (questions[type]) {
    try {
      post({ type: 'reply', id: data.id, result: await questions[type](data) });
    } catch (error) {
      post({ type: 'reply', id: data.id, error: error.message });
    }
  }
});

// The page waits for this before it posts (a message sent while the module was still loading could be lost).
post({ type: 'ready' });
