// `ferrochess/openings`: opening names by position, without the engine
// module (whose book holds the same names). The names are lichess's
// (lichess-org/chess-openings, CC0), keyed by the position each line
// reaches: its FEN's first four fields (pieces, side to move, castling, en
// passant as the rules module writes it). scripts/write-openings.mjs writes
// them into crate/pkg-rules/openings.json (about 60 KB gzipped), which
// loadOpenings() reads when it is called, not before.
//
//   import { loadOpenings } from 'ferrochess/openings';
//   const openings = await loadOpenings();
//   openings.of(chess); // { eco: 'C50', name: 'Italian Game' } or undefined
import { isNode } from './init.js';

/** The position part of a FEN that names an opening: pieces, turn, castling, en passant. */
const positionKey = (fen) => fen.trim().split(/\s+/).slice(0, 4).join(' ');

/** The opening names, loaded by loadOpenings(). */
export class Openings {
  #names;

  /** `data`: openings.json's content, `{ maxPlies, names: { [position]: 'ECO\tname' } }`. */
  constructor(data) {
    if (data === null || typeof data !== 'object' || typeof data.names !== 'object' || !Number.isInteger(data.maxPlies)) {
      throw new TypeError('Openings needs the content of openings.json: { maxPlies, names }');
    }
    this.#names = new Map(Object.entries(data.names));
    /** The longest named line, in plies: later positions have no name. */
    this.maxPlies = data.maxPlies;
  }

  /** How many positions have a name. */
  get size() {
    return this.#names.size;
  }

  /** `{ eco, name }` of the position `fen` (its clocks do not count), or undefined. */
  name(fen) {
    if (typeof fen !== 'string') throw new TypeError(`Openings#name needs a FEN string, got ${typeof fen}`);
    const text = this.#names.get(positionKey(fen));
    if (text === undefined) return undefined;
    const [eco, name] = text.split('\t');
    return { eco, name };
  }

  /**
   * The opening of `chess`'s game (a Chess): the last named position on its
   * line from the start to the current position, as Chess#opening() names
   * it, or undefined.
   */
  of(chess) {
    const history = chess.history({ verbose: true });
    let found = this.name(history[0]?.before ?? chess.fen());
    for (const move of history.slice(0, this.maxPlies)) found = this.name(move.after) ?? found;
    return found;
  }
}

/**
 * Loads the opening names (from `url`, by default the package's own
 * openings.json; a file: URL in Node is read from disk). Resolves to an
 * Openings; rejects with an Error that names the URL when it cannot load.
 */
export async function loadOpenings(url = new URL('../pkg-rules/openings.json', import.meta.url)) {
  const at = new URL(url, typeof location === 'object' ? location.href : undefined);
  if (isNode && at.protocol === 'file:') {
    // The module name is a variable so that bundlers do not resolve it.
    const fsModule = 'node:fs/promises';
    const { readFile } = await import(/* @vite-ignore */ fsModule);
    return new Openings(JSON.parse(await readFile(at, 'utf8')));
  }
  const response = await fetch(at);
  if (!response.ok) throw new Error(`could not load the opening names from ${at}: ${response.status} ${response.statusText}`);
  return new Openings(await response.json());
}
