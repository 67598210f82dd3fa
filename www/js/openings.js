// The game's opening name for the view. The library's opening names live in
// its engine module (with the book), which the page's own thread never
// loads; the page reads the same names from ferrochess/openings.json
// (scripts/write-openings.mjs: 3,800 positions keyed by Chess#hash(), about
// 70 KB gzipped), fetched when a game first has a move (the start position
// has no name), once the page is idle.
import { Chess } from '../ferrochess/js/index.js';
import { whenIdle } from './idle.js';

let names = null; // Map of position key to 'ECO\tname'
let maxPlies = 0; // the longest named line: later positions have no name
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
  const load = () =>
    fetch(new URL('../ferrochess/openings.json', import.meta.url))
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(response.statusText))))
      .then((data) => {
        names = new Map(Object.entries(data.names));
        maxPlies = data.maxPlies;
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
 * 'ECO name' of the last named position the game (`{ fen, moves, chess960 }`,
 * moves in UCI) passed through, or '' (also until the names are loaded).
 */
export function openingText({ fen, moves, chess960 }) {
  if (!names) {
    if (moves.length) requestNames();
    return '';
  }
  const opening = moves.slice(0, maxPlies);
  const key = `${chess960}|${fen}|${opening.join(' ')}`;
  if (key === last.key) return last.text;
  const scratch = new Chess(fen, { chess960 });
  let text = names.get(scratch.hash()) ?? '';
  try {
    for (const move of opening) {
      scratch.move(move);
      text = names.get(scratch.hash()) ?? text;
    }
  } finally {
    scratch.free();
  }
  last = { key, text: text.replace('\t', ' ') };
  return last.text;
}
