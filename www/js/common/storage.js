// Keeps the game and the settings across reloads, one game a tab: each tab
// saves to its own sessionStorage (so two tabs never overwrite each other's
// game) and to localStorage, whose copy is the last game saved in any tab:
// what a new tab opens. Storage may be full or disabled: then nothing is
// kept and the page still works.

const STORAGE_KEY = 'ferrochess:game:v1';

/** Saves a snapshot (a plain object); returns whether it was kept. */
export function saveSnapshot(snapshot) {
  const text = JSON.stringify(snapshot);
  let kept = false;
  for (const storage of stores()) {
    try {
      storage.setItem(STORAGE_KEY, text);
      kept = true;
    } catch {
      // full or disabled: the other store may still take it
    }
  }
  return kept;
}

/** This tab's last saved snapshot, else the last one of any tab, or null. */
export function loadSnapshot() {
  for (const storage of stores()) {
    try {
      const saved = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null');
      if (saved && typeof saved === 'object') return saved;
    } catch {
      // unreadable or corrupt: try the next store
    }
  }
  return null;
}

/** sessionStorage (this tab's) first, then localStorage; those the browser allows. */
function stores() {
  const found = [];
  for (const name of ['sessionStorage', 'localStorage']) {
    try {
      if (globalThis[name]) found.push(globalThis[name]);
    } catch {
      // access denied (storage disabled)
    }
  }
  return found;
}

const GAMES_KEY = 'ferrochess:games-kept:v1';

/** Notes whether a games database is kept in IndexedDB, so that a reload asks the games worker for it only then. */
export function noteGamesKept(kept) {
  try {
    if (kept) localStorage.setItem(GAMES_KEY, '1');
    else localStorage.removeItem(GAMES_KEY);
  } catch {
    // storage disabled: the next visit does not look for the games
  }
}

/** Whether a games database was kept (noteGamesKept). */
export function gamesKept() {
  try {
    return localStorage.getItem(GAMES_KEY) === '1';
  } catch {
    return false;
  }
}

const LEARNED_KEY = 'ferrochess:learned:v1';
/** How many games' learning progress is kept (the oldest goes first). */
const LEARNED_GAMES = 50;

/** Every game's solved plies, by game key, oldest first. */
function learnedGames() {
  try {
    const saved = JSON.parse(localStorage.getItem(LEARNED_KEY) ?? '{}');
    return saved && typeof saved === 'object' && !Array.isArray(saved) ? saved : {};
  } catch {
    return {};
  }
}

/** The plies solved in "learn from your mistakes" for the game `key` ([] if none). */
export function loadLearned(key) {
  const plies = learnedGames()[key];
  return Array.isArray(plies) ? plies.filter(Number.isInteger) : [];
}

/** Keeps the plies solved for the game `key`; returns whether they were kept. */
export function saveLearned(key, plies) {
  const games = learnedGames();
  delete games[key];
  games[key] = plies;
  const keys = Object.keys(games);
  for (const old of keys.slice(0, Math.max(0, keys.length - LEARNED_GAMES))) delete games[old];
  try {
    localStorage.setItem(LEARNED_KEY, JSON.stringify(games));
    return true;
  } catch {
    return false;
  }
}

const DRILL_KEY = 'ferrochess:drill:v1';

/** The repertoire drilled last: { pgn, color, cards (nextReview's, by line id) }, or null. */
export function loadDrill() {
  try {
    const saved = JSON.parse(localStorage.getItem(DRILL_KEY) ?? 'null');
    if (!saved || typeof saved.pgn !== 'string' || (saved.color !== 'w' && saved.color !== 'b')) return null;
    return { pgn: saved.pgn, color: saved.color, cards: saved.cards && typeof saved.cards === 'object' ? saved.cards : {} };
  } catch {
    return null;
  }
}

/** Keeps the repertoire and its cards; returns whether they were kept. */
export function saveDrill({ pgn, color, cards }) {
  try {
    localStorage.setItem(DRILL_KEY, JSON.stringify({ pgn, color, cards }));
    return true;
  } catch {
    return false;
  }
}
