// The game's opening name for the view, from the package's opening names
// (`ferrochess/openings`, about 60 KB gzipped), loaded when a game first has
// a move (the start position has no name), once the page is idle.
import { loadOpenings } from '../../ferrochess/js/openings.js';
import { whenIdle } from '../common/idle.js';

let openings = null;
/** @type {{ key: string | null, text: string }} */
let last = { key: null, text: '' };
let loaded = () => {};
let requested = false;

/** Calls `onLoaded` (to render them) once the names have arrived. */
export function whenOpeningNamesArrive(onLoaded) {
  loaded = onLoaded;
}

function requestNames() {
  if (requested) return;
  requested = true;
  const load = () => loadOpenings()
    .then((names) => {
      openings = names;
      loaded();
    })
    .catch(() => {
      // No names (offline before the first visit finished): the line stays
      // empty, and the next move asks again.
      requested = false;
    });
  whenIdle(load, { timeout: 1000, fallback: 200 });
}

/**
 * 'ECO name' of the last named position `chess`'s game passed through, or ''
 * (also until the names are loaded). `record` is the game's
 * `{ fen, moves }` (gameRecord in state.js), which names the line.
 */
export function openingText(chess, record) {
  if (!openings) {
    if (record.moves.length) requestNames();
    return '';
  }
  const key = `${record.fen}|${record.moves.slice(0, openings.maxPlies).join(' ')}`;
  if (key !== last.key) {
    const opening = openings.of(chess);
    last = { key, text: opening ? `${opening.eco} ${opening.name}` : '' };
  }
  return last.text;
}
