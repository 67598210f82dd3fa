// UCI text protocol inside wasm, like stockfish.js: one command line in,
// output lines out. Searches run to completion inside command(), so use
// depth, nodes, movetime or a clock (go infinite is refused: a
// single-threaded worker cannot receive stop while it searches).
import { WasmUci } from '../pkg/ferrochess.js';

export class UciSession {
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
    if (typeof line !== 'string') {
      throw new TypeError(`UCI command must be a string, got ${line === null ? 'null' : typeof line}`);
    }
    if (line.length > 1 << 16) {
      throw new RangeError(`UCI command of ${line.length} characters is too long (at most 65536)`);
    }
    const out = this.#session.command(line);
    return out === '' ? [] : out.split('\n');
  }

  /** Releases the wasm memory now. */
  free() {
    this.#session?.free();
    this.#session = undefined;
  }
}
