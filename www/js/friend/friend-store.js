// The games with a friend kept in this browser's storage, so that they
// outlive a reload: the games over a connection (ferrochess/play's
// Match#save, read back with Match.restore; each side of a game apart, as
// two tabs of one browser may play its two sides, and each tab remembers
// for its session which side it holds) and the games by correspondence
// (Correspondence#save, by id, with the one on the board; a friend's link
// that comes days later finds its game here). Whatever is read back is
// checked again by ferrochess/play (storage is not trusted either).
const MATCHES = 'ferrochess-friend-matches';
const SIDE = 'ferrochess-friend-side';
const POSTS = 'ferrochess-post-games';
const CURRENT_POST = 'ferrochess-post-current';
const TAB = 'ferrochess-friend-tab';

/** The most correspondence games kept (the oldest go first), and the most sides of games over a connection. */
const MAX_POSTS = 100;
const MAX_MATCHES = 8;

/** The storage: this browser's (`local`), or this tab's for its session. */
const store = (local) => (local ? globalThis.localStorage : globalThis.sessionStorage);

/** JSON from storage, or `fallback`. */
function read(key, fallback, local = true) {
  try {
    return JSON.parse(store(local).getItem(key) ?? 'null') ?? fallback;
  } catch {
    return fallback;
  }
}

function write(key, value, local = true) {
  try {
    if (value === null) store(local).removeItem(key);
    else store(local).setItem(key, JSON.stringify(value));
  } catch {
    // A browser that keeps nothing: the game lasts as long as the page.
  }
}

/** The side of a game a saved match holds. */
const sideOf = (saved) => `${saved.setup?.game}:${saved.color}`;

/** The match kept for this tab (the side it played; a new tab: the one saved last), or null. */
export function readSavedMatch() {
  const matches = read(MATCHES, {});
  const side = read(SIDE, null, false);
  if (side !== null) return Object.hasOwn(matches, side) ? matches[side] : null;
  return Object.values(matches).at(-1) ?? null;
}

/** Keeps `saved` (Match#save's data) as this tab's match, or forgets this tab's with null. */
export function writeSavedMatch(saved) {
  const matches = read(MATCHES, {});
  const before = read(SIDE, null, false);
  if (before !== null) delete matches[before];
  if (saved) {
    const side = sideOf(saved);
    delete matches[side];
    matches[side] = saved;
    const sides = Object.keys(matches);
    for (const old of sides.slice(0, Math.max(0, sides.length - MAX_MATCHES))) delete matches[old];
    write(SIDE, side, false);
  } else {
    write(SIDE, null, false);
  }
  write(MATCHES, matches);
}

/** The id of the channel to another tab this tab's match plays on, or null. */
export function readSavedTab() {
  return read(TAB, null, false);
}

/** Keeps the id of the channel to another tab this tab's match plays on (null: none), for this tab's session. */
export function writeSavedTab(id) {
  write(TAB, id, false);
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
