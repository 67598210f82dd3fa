import type { Chess } from './index.js';

/** An opening's ECO code and name (lichess's names, CC0). */
export interface OpeningName {
  eco: string;
  name: string;
}

/** The content of the package's openings.json. */
export interface OpeningsData {
  maxPlies: number;
  /** Names by position: a FEN's first four fields to 'ECO\tname'. */
  names: Record<string, string>;
}

/** Opening names by position, without the engine module. */
export class Openings {
  constructor(data: OpeningsData);
  /** The longest named line, in plies. */
  readonly maxPlies: number;
  /** How many positions have a name. */
  readonly size: number;
  /**
   * The name of the position `fen` (its clocks do not count), or undefined.
   * @example
   * const openings = await loadOpenings();
   * openings.name('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1'); // { eco: 'B00', name: "King's Pawn Game" }
   */
  name(fen: string): OpeningName | undefined;
  /**
   * The opening of a game: the last named position from its start to its current position.
   * @example
   * const chess = new Chess();
   * chess.move('e4'); chess.move('e5'); chess.move('Nf3');
   * (await loadOpenings()).of(chess); // { eco: 'C40', name: "King's Knight Opening" }
   */
  of(chess: Chess): OpeningName | undefined;
}

/** A book move: UCI, and how many of the named lines continue with it. */
export interface BookMove {
  uci: string;
  weight: number;
}

/** The book's moves by position (the named lines' continuations), without the engine module. */
export class OpeningBook {
  constructor(data: { moves: Record<string, string> });
  /** How many positions the book knows. */
  readonly size: number;
  /**
   * The moves that continue the named lines from `fen`, the most played first; [] off the book.
   * @example
   * const book = await loadOpeningBook();
   * book.moves('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1')[0]; // { uci: 'e7e5', weight: 1033 }
   */
  moves(fen: string): BookMove[];
}

/**
 * Loads the opening names: by default the package's openings.json (about
 * 60 KB gzipped), fetched (or, for a file: URL in Node, read) when called.
 */
export function loadOpenings(url?: string | URL): Promise<Openings>;

/**
 * Loads the book's moves: by default the package's openings-book.json
 * (about 55 KB gzipped), fetched (or, for a file: URL in Node, read) when called.
 */
export function loadOpeningBook(url?: string | URL): Promise<OpeningBook>;
