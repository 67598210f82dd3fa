// `ferrochess/openings`: opening names by position, without the engine
// module (whose book holds the same names). The names are lichess's
// (lichess-org/chess-openings, CC0), keyed by the position each line
// reaches: its FEN's first four fields (pieces, side to move, castling, en
// passant as the rules module writes it). scripts/write-openings.mjs writes
// them into crate/pkg-rules/openings.json (about 60 KB gzipped), which
// loadOpenings() reads when it is called, not before; and the book's moves
// (each position on those lines, the moves that continue them, weighted by
// how many lines do) into openings-book.json (about 55 KB), which
// loadOpeningBook() reads.
//
//   import { loadOpenings, loadOpeningBook } from 'ferrochess/openings';
//   const openings = await loadOpenings();
//   openings.of(chess); // { eco: 'C50', name: 'Italian Game' } or undefined
//   (await loadOpeningBook()).moves(chess.fen()); // [{ uci: 'e2e4', weight: 2020 }, …]
import { isNode } from './rules/init.js';

/** The position part of a FEN that names an opening: pieces, turn, castling, en passant. */
const positionKey = (fen) => fen.trim().split(/\s+/).slice(0, 4).join(' ');

/**
 * The text `table` (a parsed JSON object) holds under `key` as its own, or
 * undefined: the JSON is looked up as it was parsed, not copied into a Map
 * (which cost a page 11–25 ms of its main thread for the book, four times
 * that on a slow phone), and a key such as "toString" finds nothing it does
 * not hold.
 */
function lookUp(table, key) {
  if (!Object.hasOwn(table, key)) return undefined;
  const value = table[key];
  return typeof value === 'string' ? value : undefined;
}

/** The opening names, loaded by loadOpenings(). */
export class Openings {
  #names;

  /** `data`: openings.json's content, `{ maxPlies, names: { [position]: 'ECO\tname' } }`. */
  constructor(data) {
    if (data === null || typeof data !== 'object' || typeof data.names !== 'object' || !Number.isInteger(data.maxPlies)) {
      throw new TypeError('Openings needs the content of openings.json: { maxPlies, names }');
    }
    this.#names = data.names;
    /** The longest named line, in plies: later positions have no name. */
    this.maxPlies = data.maxPlies;
  }

  /** How many positions have a name. */
  get size() {
    return Object.keys(this.#names).length;
  }

  /** `{ eco, name }` of the position `fen` (its clocks do not count), or undefined. */
  name(fen) {
    if (typeof fen !== 'string') throw new TypeError(`Openings#name needs a FEN string, got ${typeof fen}`);
    const text = lookUp(this.#names, positionKey(fen));
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

/** The book's moves by position, loaded by loadOpeningBook(). */
export class OpeningBook {
  #moves;

  /** `data`: openings-book.json's content, `{ moves: { [position]: 'e2e4:1218 d2d4:980 …' } }`. */
  constructor(data) {
    if (data === null || typeof data !== 'object' || typeof data.moves !== 'object') {
      throw new TypeError('OpeningBook needs the content of openings-book.json: { moves }');
    }
    this.#moves = data.moves;
  }

  /** How many positions the book knows. */
  get size() {
    return Object.keys(this.#moves).length;
  }

  /**
   * The book's moves from the position `fen` (its clocks do not count):
   * `[{ uci, weight }]`, the move most lines continue with first; `[]` off
   * the book.
   */
  moves(fen) {
    if (typeof fen !== 'string') throw new TypeError(`OpeningBook#moves needs a FEN string, got ${typeof fen}`);
    const text = lookUp(this.#moves, positionKey(fen));
    if (text === undefined) return [];
    return text.split(' ').map((entry) => {
      const [uci, weight] = entry.split(':');
      return { uci, weight: Number(weight) };
    });
  }
}

/** Reads the JSON at `url` (`what` names it in the error): fetched, or from disk for a file: URL in Node. */
async function readJson(url, what) {
  const at = new URL(url, typeof location === 'object' ? location.href : undefined);
  if (isNode && at.protocol === 'file:') {
    // The module name is a variable so that bundlers do not resolve it.
    const fsModule = 'node:fs/promises';
    const { readFile } = await import(/* @vite-ignore */ fsModule);
    return JSON.parse(await readFile(at, 'utf8'));
  }
  const response = await fetch(at);
  if (!response.ok) throw new Error(`could not load ${what} from ${at}: ${response.status} ${response.statusText}`);
  return response.json();
}

/**
 * Loads the opening names (from `url`, by default the package's own
 * openings.json; a file: URL in Node is read from disk). Resolves to an
 * Openings; rejects with an Error that names the URL when it cannot load.
 */
export async function loadOpenings(url = new URL('../pkg-rules/openings.json', import.meta.url)) {
  return new Openings(await readJson(url, 'the opening names'));
}

/**
 * Loads the book's moves (from `url`, by default the package's
 * openings-book.json). Resolves to an OpeningBook; rejects with an Error
 * that names the URL when it cannot load.
 */
export async function loadOpeningBook(url = new URL('../pkg-rules/openings-book.json', import.meta.url)) {
  return new OpeningBook(await readJson(url, 'the opening book'));
}
