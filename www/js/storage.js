// Keeps the game and the settings in localStorage across reloads. Storage
// may be full or disabled: then nothing is kept and the page still works.

const STORAGE_KEY = 'ferrochess:game:v1';

/** Saves a snapshot (a plain object); returns whether it was kept. */
export function saveSnapshot(snapshot) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(snapshot));
    return true;
  } catch {
    return false;
  }
}

/** The last saved snapshot, or null (none, unreadable or corrupt). */
export function loadSnapshot() {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    return saved && typeof saved === 'object' ? saved : null;
  } catch {
    return null;
  }
}
