// The games with a friend kept in this browser's storage, so that they
// outlive a reload: the games over a connection (ferrochess/play's
// Match#save, read back with Match.restore; each side of a game apart, as
// two tabs of one browser may play its two sides, and each tab remembers
// for its session which side it holds) and the games by correspondence
// (Correspondence#save, by id, with the one on the board; a friend's link
// that comes days later finds its game here). Whatever is read back is
// checked again by ferrochess/play (storage is not trusted either).
/**
 * One key a side of a game over a connection (its game id and colour after
 * the prefix): two tabs of one browser playing the two sides each write
 * their own. (They shared one object until 2026-12-07: a tab writing its
 * side wrote back the other side as it had last read it, and a reloaded tab
 * could come back a takeback behind, its taken-back move then taken for
 * one that had not arrived.)
 */
const MATCH_PREFIX = 'ferrochess-friend-match:';
/** The one object all sides were kept in before: read once, then removed. */
const OLD_MATCHES = 'ferrochess-friend-matches';
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

/** The storage keys of the kept sides. */
function matchKeys() {
  try {
    const keys = [];
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key?.startsWith(MATCH_PREFIX)) keys.push(key);
    }
    return keys;
  } catch {
    return [];
  }
}

/** The sides kept in the one object of before, each moved to its own key. */
function moveOldMatches() {
  const old = read(OLD_MATCHES, null);
  if (old === null) return;
  if (typeof old === 'object') {
    Object.entries(old).forEach(([side, saved], order) => write(MATCH_PREFIX + side, { savedAt: order, saved }));
  }
  write(OLD_MATCHES, null);
}

/** The match kept for this tab (the side it played; a new tab: the one saved last), or null. */
export function readSavedMatch() {
  moveOldMatches();
  const side = read(SIDE, null, false);
  if (side !== null) return read(MATCH_PREFIX + side, null)?.saved ?? null;
  let last = null;
  for (const key of matchKeys()) {
    const kept = read(key, null);
    if (kept && (last === null || kept.savedAt > last.savedAt)) last = kept;
  }
  return last?.saved ?? null;
}

/** Keeps `saved` (Match#save's data) as this tab's match, or forgets this tab's with null. */
export function writeSavedMatch(saved) {
  const before = read(SIDE, null, false);
  const side = saved ? sideOf(saved) : null;
  if (before !== null && before !== side) write(MATCH_PREFIX + before, null);
  if (side === null) {
    write(SIDE, null, false);
    return;
  }
  write(MATCH_PREFIX + side, { savedAt: Date.now(), saved });
  write(SIDE, side, false);
  // The oldest sides go beyond MAX_MATCHES (each kept side is read only then).
  const keys = matchKeys();
  if (keys.length <= MAX_MATCHES) return;
  const kept = keys.map((key) => ({ key, savedAt: read(key, null)?.savedAt ?? 0 }));
  kept.sort((a, b) => a.savedAt - b.savedAt);
  for (const { key } of kept.slice(0, Math.max(0, kept.length - MAX_MATCHES))) write(key, null);
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
