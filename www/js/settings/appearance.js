// How the page looks, chosen in Settings and kept on this device: the page's
// colours (dark, light, or as the device says) and the board's. Read back
// without trusting what storage holds; screens/screen-early.js applies the
// kept choice before the first paint (it repeats these names: it is a classic
// script and imports nothing), settings-view.js after a change.
//
//   saveAppearance({ page: 'light', board: 'blue' });
//   readAppearance(); // { page: 'light', board: 'blue' }

/** The key the choice is kept under (screen-early.js reads it too). */
export const APPEARANCE_KEY = 'ferrochess-appearance';
/** The page's colour schemes: style.css's html[data-theme]. */
export const PAGE_THEMES = ['dark', 'light', 'system'];
/** The board's colours: style.css's html[data-board-theme]. */
export const BOARD_THEMES = ['brown', 'blue', 'green', 'grey'];

const DEFAULT = { page: 'dark', board: 'brown' };

/** The kept choice, each part checked (the default where it is missing or not one of the choices). */
export function readAppearance(storage = globalThis.localStorage) {
  let kept = null;
  try {
    kept = JSON.parse(storage?.getItem(APPEARANCE_KEY) ?? 'null');
  } catch {
    // unreadable or storage disabled: the defaults
  }
  return {
    page: PAGE_THEMES.includes(kept?.page) ? kept.page : DEFAULT.page,
    board: BOARD_THEMES.includes(kept?.board) ? kept.board : DEFAULT.board,
  };
}

/** Keeps `appearance` (its known parts only); false where the browser keeps nothing. */
export function saveAppearance(appearance, storage = globalThis.localStorage) {
  const page = PAGE_THEMES.includes(appearance.page) ? appearance.page : DEFAULT.page;
  const board = BOARD_THEMES.includes(appearance.board) ? appearance.board : DEFAULT.board;
  try {
    storage.setItem(APPEARANCE_KEY, JSON.stringify({ page, board }));
    return true;
  } catch {
    return false;
  }
}
