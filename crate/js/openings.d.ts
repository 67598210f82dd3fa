import type { Chess } from './index.js';

/** An opening's ECO code and name (lichess's names, CC0). */
export interface OpeningName {
  /** The ECO code, `A00` to `E99`. */
  eco: string;
  /** The name, as lichess's opening data writes it. */
  name: string;
}

/** The content of the package's openings.json. */
export interface OpeningsData {
  /** The longest named line, in plies. */
  maxPlies: number;
  /** Names by position: a FEN's first four fields to 'ECO\tname'. */
  names: Record<string, string>;
}

/**
 * Opening names by position, without the engine module.
 * @example
 * const openings = await loadOpenings();
 * const chess = new Chess();
 * chess.move('d4'); chess.move('d5'); chess.move('c4');
 * openings.of(chess).name; // "Queen's Gambit"
 */
export class Openings {
  /**
   * Names from data in openings.json's shape (loadOpenings() reads the package's).
   * @example
   * const openings = new Openings({ maxPlies: 1, names: { 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -': "B00\tKing's Pawn Game" } });
   * openings.name('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1'); // { eco: 'B00', name: "King's Pawn Game" }
   */
  constructor(data: OpeningsData);
  /** The longest named line, in plies. */
  readonly maxPlies: number;
  /**
   * How many positions have a name.
   * @example
   * (await loadOpenings()).size > 3000; // true
   */
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
  /** The move in UCI notation. */
  uci: string;
  /** How many named lines play it here. */
  weight: number;
}

/**
 * The book's moves by position (the named lines' continuations), without the engine module.
 * @example
 * const book = await loadOpeningBook();
 * book.moves(new Chess().fen()).map((move) => move.uci).includes('e2e4'); // true
 */
export class OpeningBook {
  /**
   * A book from data in openings-book.json's shape (loadOpeningBook() reads the package's).
   * @example
   * const book = await loadOpeningBook();
   * book.size > 1000; // true
   */
  constructor(data: {
    /** A FEN's first four fields to its moves, as openings-book.json writes them. */
    moves: Record<string, string>;
  });
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
 * @example
 * const openings = await loadOpenings();
 * openings.name('rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2'); // { eco: 'B20', name: 'Sicilian Defense' }
 */
export function loadOpenings(url?: string | URL): Promise<Openings>;

/**
 * Loads the book's moves: by default the package's openings-book.json
 * (about 55 KB gzipped), fetched (or, for a file: URL in Node, read) when called.
 * @example
 * const book = await loadOpeningBook();
 * book.moves('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1').length > 5; // true
 */
export function loadOpeningBook(url?: string | URL): Promise<OpeningBook>;
