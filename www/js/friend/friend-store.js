// The game with a friend kept in this browser's storage (ferrochess/play's
// Match#save), so that it outlives a reload: read back with Match.restore,
// which checks every field (storage is not trusted either).
const SAVED = 'ferrochess-friend-match';

/** The match kept in this browser, or null (none, or storage refused). */
export function readSavedMatch() {
  try {
    return JSON.parse(localStorage.getItem(SAVED) ?? 'null');
  } catch {
    return null;
  }
}

/** Keeps `saved` (Match#save's data), or forgets the match with null. */
export function writeSavedMatch(saved) {
  try {
    if (saved) localStorage.setItem(SAVED, JSON.stringify(saved));
    else localStorage.removeItem(SAVED);
  } catch {
    // A browser that keeps nothing: the game lasts as long as the page.
  }
}
