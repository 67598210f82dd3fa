// The games with a friend kept in this browser's storage, so that they
// outlive a reload: the game over a connection (ferrochess/play's
// Match#save, read back with Match.restore) and the games by correspondence
// (Correspondence#save, by id, with the one on the board; a friend's link
// that comes days later finds its game here). Whatever is read back is
// checked again by ferrochess/play (storage is not trusted either).
const SAVED = 'ferrochess-friend-match';
const POSTS = 'ferrochess-post-games';
const CURRENT_POST = 'ferrochess-post-current';

/** The most correspondence games kept (the oldest go first). */
const MAX_POSTS = 100;

/** JSON from storage, or `fallback`. */
function read(key, fallback) {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') ?? fallback;
  } catch {
    return fallback;
  }
}

function write(key, value) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A browser that keeps nothing: the game lasts as long as the page.
  }
}

/** The match kept in this browser, or null (none, or storage refused). */
export function readSavedMatch() {
  return read(SAVED, null);
}

/** Keeps `saved` (Match#save's data), or forgets the match with null. */
export function writeSavedMatch(saved) {
  write(SAVED, saved ?? null);
}

/** The correspondence game kept under `id`, or null. */
export function readPostGame(id) {
  const games = read(POSTS, {});
  return typeof id === 'string' && Object.hasOwn(games, id) ? games[id] : null;
}

/** Keeps a correspondence game (Correspondence#save's data) as the one on the board. */
export function writePostGame(saved) {
  const games = read(POSTS, {});
  delete games[saved.id];
  games[saved.id] = saved;
  const ids = Object.keys(games);
  for (const id of ids.slice(0, Math.max(0, ids.length - MAX_POSTS))) delete games[id];
  write(POSTS, games);
  write(CURRENT_POST, saved.id);
}

/** The id of the correspondence game on the board, or null. */
export function readCurrentPost() {
  return read(CURRENT_POST, null);
}

/** No correspondence game is on the board (they stay kept). */
export function forgetCurrentPost() {
  write(CURRENT_POST, null);
}
