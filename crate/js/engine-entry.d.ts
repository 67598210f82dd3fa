/**
 * `import 'ferrochess/engine'`: everything `ferrochess` exports, with the
 * engine module loaded on this thread (Chess#bestMove, #evaluate, #explain
 * and #opening work), plus UciSession.
 * @module ferrochess/engine
 */
export * from './index.js';

/** The UCI protocol inside wasm, one command line at a time (like stockfish.js). */
export class UciSession {
  constructor();
  /** Handles one command line (uci, isready, position, go, setoption, bench, perft, d, eval); returns the output lines. */
  command(line: string): string[];
  /**
   * Handles one command line, calling `onLine` with each output line as it is
   * produced. With `shouldStop` (asked about once a millisecond during a
   * search), `go infinite` runs until it answers true.
   */
  run(line: string, callbacks: { onLine: (line: string) => void; shouldStop?: () => boolean }): void;
  free(): void;
}
