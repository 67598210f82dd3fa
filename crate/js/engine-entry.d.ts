/**
 * `import 'ferrochess/engine'`: everything `ferrochess` exports, with the
 * engine module loaded on this thread (Chess#bestMove, #evaluate, #explain
 * and #opening work), plus UciSession.
 * @module ferrochess/engine
 */
export * from './index.js';

/**
 * The UCI protocol inside wasm, one command line at a time (like stockfish.js).
 * @example
 * const uci = new UciSession();
 * uci.command('uci').at(-1); // 'uciok'
 * uci.command('position startpos moves e2e4');
 * uci.command('go depth 6').at(-1).startsWith('bestmove '); // true
 * uci.free();
 */
export class UciSession {
  /**
   * A session with the engine's defaults (as after `ucinewgame`).
   * @example
   * const uci = new UciSession();
   * uci.command('setoption name MultiPV value 2'); // []
   */
  constructor();
  /**
   * Handles one command line (uci, isready, position, go, setoption, bench, perft, d, eval); returns the output lines.
   * @example
   * const uci = new UciSession();
   * uci.command('isready'); // ['readyok']
   * uci.command('go perft 2').at(-1); // 'Nodes searched: 400'
   */
  command(line: string): string[];
  /**
   * Handles one command line, calling `onLine` with each output line as it is
   * produced. With `shouldStop` (asked about once a millisecond during a
   * search), `go infinite` runs until it answers true.
   * @example
   * const uci = new UciSession();
   * const lines = [];
   * const start = Date.now();
   * uci.run('go infinite', { onLine: (line) => lines.push(line), shouldStop: () => Date.now() - start > 200 });
   * lines.at(-1).startsWith('bestmove'); // true
   */
  run(
    line: string,
    callbacks: {
      /** Called with each output line as it is produced. */
      onLine: (line: string) => void;
      /** Asked about once a millisecond during a search: true ends it. */
      shouldStop?: () => boolean;
    },
  ): void;
  /**
   * Frees the wasm memory now (otherwise freed at garbage collection); the session is unusable after.
   * @example
   * new UciSession().free();
   */
  free(): void;
}
