// Engine: an asynchronous engine that owns a module worker, so searches
// never block the page.
//
//   const engine = new Engine();
//   const result = await engine.search({ fen, moves, movetime: 1000, onInfo });
//
// A new search while one runs cancels the old one: its promise rejects with
// an Error whose `cancelled` is true, so it can never resolve with a move
// for the wrong position. stop() ends the current search early; it resolves
// with the best move of the last completed iteration. If the worker dies,
// the pending promise rejects and the next search starts a fresh worker.
import { Chess, DEFAULT_POSITION } from './chess.js';

function cancelled(message) {
  const error = new Error(message);
  error.cancelled = true;
  return error;
}

export class Engine {
  #workerUrl;
  #worker = null;
  #pending = null;
  #nextId = 1;

  constructor(opts = {}) {
    if (opts === null || typeof opts !== 'object') {
      throw new TypeError('Engine options must be an object');
    }
    this.#workerUrl = opts.workerUrl;
  }

  /** Whether a search is running. */
  get busy() {
    return this.#pending !== null;
  }

  /**
   * Searches `fen` (default: the start) after `moves` (SAN or UCI). Takes
   * the options of Chess#bestMove (level, depth, nodes, movetime, algorithm,
   * evaluator, randomness, book) and onInfo(info), called after each
   * completed iteration. Resolves to { bestMove, san, score, depth, nodes,
   * pv, pvSan, … }.
   */
  search(opts = {}) {
    if (opts === null || typeof opts !== 'object' || Array.isArray(opts)) {
      return Promise.reject(new TypeError('search options must be an object'));
    }
    const { fen = DEFAULT_POSITION, moves = [], onInfo, ...options } = opts;
    if (onInfo !== undefined && typeof onInfo !== 'function') {
      return Promise.reject(new TypeError('onInfo must be a function'));
    }
    // Check the position here, so bad input fails fast and clearly.
    try {
      if (!Array.isArray(moves)) throw new TypeError('moves must be an array of SAN or UCI strings');
      const check = new Chess(fen);
      try {
        for (const move of moves) check.move(move);
      } finally {
        check.free();
      }
    } catch (error) {
      return Promise.reject(error);
    }
    if (typeof Worker !== 'function') {
      return Promise.reject(new Error('Engine needs Web Workers (a browser or module worker); in Node use new Chess(fen).bestMove()'));
    }
    if (this.#pending) {
      this.#pending.reject(cancelled('search cancelled: a newer search started'));
      this.#restart();
    }
    const id = this.#nextId++;
    const worker = this.#ensureWorker();
    return new Promise((resolve, reject) => {
      this.#pending = { id, resolve, reject, onInfo, lastInfo: null, stopRequested: false };
      worker.postMessage({ id, type: 'search', fen, moves, options });
    });
  }

  /** Ends the current search early with its best move so far. */
  stop() {
    const pending = this.#pending;
    if (!pending) return;
    if (pending.lastInfo) {
      this.#finishWithLastInfo(pending);
    } else {
      pending.stopRequested = true; // finish at the first completed iteration
    }
  }

  /** Stops the worker for good (a later search starts a new one). */
  terminate() {
    if (this.#pending) {
      this.#pending.reject(cancelled('engine terminated'));
    }
    this.#restart();
  }

  #finishWithLastInfo(pending) {
    const { lastInfo } = pending;
    this.#pending = null;
    this.#restart();
    pending.resolve({
      bestMove: lastInfo.pv[0] ?? null,
      san: lastInfo.san,
      book: false,
      stopped: true,
      ...lastInfo,
    });
  }

  #restart() {
    this.#worker?.terminate();
    this.#worker = null;
    this.#pending = null;
  }

  #ensureWorker() {
    if (this.#worker) return this.#worker;
    // Written out as `new Worker(new URL(…, import.meta.url))` so that
    // bundlers (Vite, webpack) find and bundle the worker.
    const worker = this.#workerUrl
      ? new Worker(this.#workerUrl, { type: 'module', name: 'ferrochess-engine' })
      : new Worker(new URL('./engine-worker.js', import.meta.url), { type: 'module', name: 'ferrochess-engine' });
    worker.onmessage = (event) => this.#onMessage(worker, event.data);
    worker.onerror = (event) => {
      event.preventDefault?.();
      this.#onCrash(worker, event.message || 'the worker failed');
    };
    worker.onmessageerror = () => this.#onCrash(worker, 'a message could not be read');
    this.#worker = worker;
    return worker;
  }

  #onCrash(worker, message) {
    if (worker !== this.#worker) return;
    const pending = this.#pending;
    this.#restart();
    pending?.reject(new Error(`engine worker crashed: ${message}`));
  }

  #onMessage(worker, data) {
    const pending = this.#pending;
    // Replies from an old worker or for an old request are dropped.
    if (worker !== this.#worker || !pending || data?.id !== pending.id) return;
    switch (data.type) {
      case 'info':
        pending.lastInfo = data.info;
        try {
          pending.onInfo?.(data.info);
        } catch {
          // A throwing onInfo must not break the search.
        }
        if (pending.stopRequested) this.#finishWithLastInfo(pending);
        break;
      case 'result':
        this.#pending = null;
        pending.resolve(data.result);
        break;
      case 'error':
        this.#pending = null;
        pending.reject(new Error(data.message));
        break;
      default:
        break;
    }
  }
}
