// UCI text protocol inside wasm, like stockfish.js: one command line in,
// output lines out. Searches run to completion inside command(), so use
// depth, nodes, movetime or a clock (go infinite is refused: a
// single-threaded worker cannot receive stop while it searches); run()
// streams the lines and takes a shouldStop callback, with which go infinite
// runs until it answers true.
import { WasmUci } from '../../pkg/ferrochess.js';
import { options } from '../rules/check.js';

export class UciSession {
  /** @type {WasmUci | undefined} */
  #session;

  /**
   * A new session (its own engine and table). `WasmUciClass` is for the UCI
   * worker, which passes the threaded module's class in cross-origin-isolated
   * pages; leave it out.
   */
  constructor(WasmUciClass = WasmUci) {
    this.#session = new WasmUciClass();
  }

  /** Handles one command line; returns the output lines. */
  command(line) {
    checkLine(line);
    const out = this.#live().command(line);
    return out === '' ? [] : out.split('\n');
  }

  /**
   * Handles one command line, calling `onLine` with each output line as it
   * is produced (a search's info lines while it runs). `shouldStop`, if
   * given, is asked about once a millisecond during a search whether to
   * stop (a worker reads a flag in shared memory that way); with it,
   * `go infinite` runs until it answers true.
   *
   * @param {string} line
   * @param {{ onLine?: (line: string) => void, shouldStop?: () => boolean }} [callbacks]
   */
  run(line, callbacks = {}) {
    const { onLine, shouldStop } = options(callbacks, 'UciSession#run', ['onLine', 'shouldStop']);
    checkLine(line);
    if (typeof onLine !== 'function') {
      throw new TypeError(`onLine must be a function, got ${onLine === null ? 'null' : typeof onLine}`);
    }
    if (shouldStop !== undefined && typeof shouldStop !== 'function') {
      throw new TypeError(`shouldStop must be a function, got ${shouldStop === null ? 'null' : typeof shouldStop}`);
    }
    this.#live().run(line, onLine, shouldStop);
  }

  /** The wasm session; an Error once freed. */
  #live() {
    if (!this.#session) throw new Error('this UciSession was freed');
    return this.#session;
  }

  /** Releases the wasm memory now. */
  free() {
    this.#session?.free();
    this.#session = undefined;
  }
}

function checkLine(line) {
  if (typeof line !== 'string') {
    throw new TypeError(`UCI command must be a string, got ${line === null ? 'null' : typeof line}`);
  }
  if (line.length > 1 << 16) {
    throw new RangeError(`UCI command of ${line.length} characters is too long (at most 65536)`);
  }
}
