// Engine: an asynchronous engine that owns a module worker (in Node, a
// worker_threads thread), so searches never block the page.
//
//   const engine = new Engine();
//   const result = await engine.search({ fen, moves, movetime: 1000, onInfo });
//
// A new search while one runs cancels the old one: its promise rejects with
// an Error whose `cancelled` is true, so it can never resolve with a move
// for the wrong position. stop() ends the current search early; it resolves
// with the best move of the last completed iteration. Where shared memory
// exists (cross-origin-isolated pages, Node), stopping and cancelling set a
// flag the worker's search reads, and the worker (with its wasm, and its
// helper threads) stays for the next search; elsewhere the worker is
// terminated and the next search starts a new one. If the worker dies
// (an error, or silence: a searching worker reports progress every 500 ms,
// and one silent for `watchdogMs` is taken for dead), the pending promise
// rejects with an Error whose `crashed` is true, and the next search starts
// a fresh worker.
import { Chess, DEFAULT_POSITION } from '../rules/chess.js';
import { ferroError, rejectUnknownOptions, requireCallbacks } from '../rules/check.js';
import { SEARCH_OPTIONS } from './search-game.js';
import { isNode } from '../rules/init.js';
import { machineThreads, threadsAvailable } from './threads.js';

/**
 * A flag in shared memory that the worker's searches read (Atomics), or
 * null where there is no shared memory: pages that are not cross-origin
 * isolated.
 */
function stopFlag() {
  const shared = typeof SharedArrayBuffer === 'function' && (isNode || globalThis.crossOriginIsolated === true);
  return shared ? new Int32Array(new SharedArrayBuffer(4)) : null;
}

function cancelled(message) {
  const error = ferroError(new Error(message));
  error.cancelled = true;
  return error;
}

/**
 * A Node worker_threads worker behind the Web Worker interface that Engine
 * uses (postMessage, terminate, onmessage, onerror), plus ref/unref. The
 * module is loaded on first use; messages wait until the worker exists.
 */
class NodeWorker {
  /** @type {((event: { data: any }) => void) | null} */
  onmessage = null;
  /** @type {((event: { message: string }) => void) | null} */
  onerror = null;
  /** @type {((event: {}) => void) | null} */
  onmessageerror = null;
  /** @type {any} a worker_threads Worker, once loaded */
  #worker = null;
  #queue = [];
  #terminated = false;
  #referenced = false;

  constructor(url) {
    // Names in variables, so that bundlers leave Node-only files alone.
    const threads = 'node:worker_threads';
    const entry = url ?? new URL(['.', 'engine-worker-node.js'].join('/'), import.meta.url);
    import(/* @vite-ignore */ threads).then(({ Worker: ThreadWorker }) => {
      if (this.#terminated) return;
      const worker = new ThreadWorker(entry);
      worker.on('message', (data) => this.onmessage?.({ data }));
      worker.on('messageerror', () => this.onmessageerror?.({}));
      worker.on('error', (error) => this.onerror?.({ message: error?.message ?? String(error) }));
      worker.on('exit', (code) => {
        if (!this.#terminated) this.onerror?.({ message: `the worker exited with code ${code}` });
      });
      if (!this.#referenced) worker.unref();
      this.#worker = worker;
      for (const message of this.#queue.splice(0)) worker.postMessage(message);
    }, (error) => this.onerror?.({ message: `worker_threads unavailable: ${error.message}` }));
  }

  postMessage(message) {
    if (this.#worker) this.#worker.postMessage(message);
    else this.#queue.push(message);
  }

  ref() {
    this.#referenced = true;
    this.#worker?.ref();
  }

  unref() {
    this.#referenced = false;
    this.#worker?.unref();
  }

  terminate() {
    this.#terminated = true;
    this.#worker?.terminate();
  }
}

/**
 * The engine's worker: a Web Worker, or in Node a NodeWorker (which can
 * also let the process exit while it idles).
 * @typedef {(Worker & { ref?: undefined, unref?: undefined }) | NodeWorker} EngineWorker
 */

function crashed(message) {
  const error = ferroError(new Error(message));
  error.crashed = true;
  return error;
}

/** How long a searching worker may stay silent before it counts as dead. */
export const DEFAULT_WATCHDOG_MS = 5000;

function checkThreads(threads, what) {
  if (!Number.isInteger(threads) || threads < 1 || threads > 256) {
    throw new RangeError(`${what} must be an integer from 1 to 256, got ${String(threads)}`);
  }
}

export class Engine {
  #workerUrl;
  #watchdogMs;
  #threads;
  /** @type {EngineWorker | null} */
  #worker = null;
  /** The worker's stop flag: searches with an id up to its value stop. */
  /** @type {Int32Array | null} */
  #stopFlag = null;
  /**
   * The running search: its id, its promise's settlers, its callbacks, the
   * last iteration's info, whether stop() was asked, when the worker was last heard.
   * @type {{ id: number, resolve: (result: any) => void, reject: (error: Error) => void,
   *   onInfo?: (info: any) => void, onProgress?: (progress: any) => void, lastInfo: any,
   *   stopRequested: boolean, lastHeard: number | null } | null}
   */
  #pending = null;
  /** @type {ReturnType<typeof setInterval> | undefined} */
  #watchdog = undefined;
  #nextId = 1;

  /**
   * Options: workerUrl (default: the package's engine-worker.js, or in Node,
   * where searches run on worker_threads, engine-worker-node.js) and
   * watchdogMs (default 5000; at least 1000, or Infinity for no watchdog),
   * and threads (default 1): how many threads each search uses, up to
   * Engine.maxThreads; a search's own `threads` option wins.
   * @param {any} [opts] checked here: it comes from the caller
   */
  constructor(opts = {}) {
    if (opts === null || typeof opts !== 'object' || Array.isArray(opts)) {
      throw new TypeError('Engine options must be an object');
    }
    rejectUnknownOptions(opts, 'Engine', ['workerUrl', 'watchdogMs', 'threads']);
    const { workerUrl, watchdogMs = DEFAULT_WATCHDOG_MS, threads = 1 } = opts;
    checkThreads(threads, 'Engine threads');
    if (workerUrl !== undefined && typeof workerUrl !== 'string' && !(workerUrl instanceof URL)) {
      throw new TypeError('Engine workerUrl must be a string or a URL');
    }
    if (typeof watchdogMs !== 'number' || Number.isNaN(watchdogMs) || watchdogMs < 1000) {
      throw new RangeError(`Engine watchdogMs must be a number of milliseconds ≥ 1000 (or Infinity), got ${String(watchdogMs)}`);
    }
    this.#workerUrl = workerUrl;
    this.#watchdogMs = watchdogMs;
    this.#threads = threads;
  }

  /**
   * The most threads a search can use here: the machine's cores (up to 16)
   * in a cross-origin-isolated page, else 1 (browsers allow the shared
   * memory that wasm threads need only there; in Node, 1).
   */
  static get maxThreads() {
    return threadsAvailable() ? machineThreads() : 1;
  }

  /** The threads each search uses: the `threads` option, at most Engine.maxThreads. */
  get threads() {
    return Math.min(this.#threads, Engine.maxThreads);
  }

  /** Whether a search is running. */
  get busy() {
    return this.#pending !== null;
  }

  /**
   * Searches `fen` (default: the start) after `moves` (SAN or UCI), by
   * Chess960's rules with `chess960: true` (castling moves as the king
   * onto its rook, `e1h1`, or O-O). Takes
   * the options of Chess#bestMove (level, depth, nodes, movetime, algorithm,
   * evaluator, randomness, book), onInfo(info), called after each
   * completed iteration, and onProgress({ nodes, nps, time }), called every
   * 500 ms. Resolves to { bestMove, san, score, depth, nodes, pv, pvSan, … }.
   * @param {any} [opts] checked here: it comes from the caller
   */
  search(opts = {}) {
    if (opts === null || typeof opts !== 'object' || Array.isArray(opts)) {
      return Promise.reject(new TypeError('search options must be an object'));
    }
    const {
      fen = DEFAULT_POSITION, moves = [], chess960 = false, onInfo, onProgress, ...options
    } = opts;
    // Check the request and the position here, so bad input fails fast and clearly.
    try {
      // shouldStop cannot cross to the worker: stop() and cancel() do its job.
      rejectUnknownOptions(opts, 'search', ['fen', 'moves', 'chess960', ...SEARCH_OPTIONS.filter((name) => name !== 'shouldStop')]);
      if (typeof chess960 !== 'boolean') throw new TypeError('search chess960 must be true or false');
      requireCallbacks({ onInfo, onProgress }, 'search');
      if (!Array.isArray(moves)) throw new TypeError('moves must be an array of SAN or UCI strings');
      if (options.threads !== undefined) checkThreads(options.threads, 'search threads');
      options.threads = Math.min(options.threads ?? this.#threads, Engine.maxThreads);
      const check = new Chess(fen, { chess960 });
      try {
        for (const move of moves) check.move(move);
      } finally {
        check.free();
      }
    } catch (error) {
      // The engine is ferrochess's own API: its errors say ferrochess's words, not chess.js's.
      return Promise.reject(error.reason === undefined ? error : Object.assign(new Error(error.reason), error.code === undefined ? {} : { code: error.code }));
    }
    if (typeof Worker !== 'function' && !isNode) {
      return Promise.reject(new Error('Engine needs Web Workers (or Node worker_threads); use new Chess(fen).bestMove() instead'));
    }
    this.#cancelPending('search cancelled: a newer search started');
    const id = this.#nextId++;
    const worker = this.#ensureWorker();
    return new Promise((resolve, reject) => {
      this.#pending = {
        id, resolve, reject, onInfo, onProgress, lastInfo: null, stopRequested: false, lastHeard: null,
      };
      worker.ref?.(); // (Node) keep the process alive while searching
      worker.postMessage({
        id, type: 'search', fen, moves, chess960, options, pool: this.threads,
      });
      this.#startWatchdog();
    });
  }

  /** Ends the current search early with its best move so far (`stopped: true`). */
  stop() {
    const pending = this.#pending;
    if (!pending) return;
    pending.stopRequested = true;
    if (this.#stopFlag) {
      // The search ends at its next check and answers with its result.
      Atomics.store(this.#stopFlag, 0, pending.id);
    } else if (pending.lastInfo) {
      this.#finishWithLastInfo(pending);
    }
    // Else: finish at the first completed iteration.
  }

  /**
   * Cancels the current search, if any: its promise rejects with
   * `cancelled: true`. The worker stays where shared memory lets it stop the
   * search (see above), else it is terminated.
   */
  cancel() {
    this.#cancelPending('search cancelled');
  }

  #cancelPending(message) {
    const pending = this.#pending;
    if (!pending) return;
    pending.reject(cancelled(message));
    if (this.#stopFlag) {
      // Its late messages carry an old id and are dropped.
      Atomics.store(this.#stopFlag, 0, pending.id);
      this.#settle();
    } else {
      this.#restart();
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
    this.#stopFlag = null;
    this.#settle();
  }

  /** Forgets the pending search (its promise is settled by the caller). */
  #settle() {
    this.#worker?.unref?.(); // (Node) an idle engine does not hold the process
    this.#pending = null;
    clearInterval(this.#watchdog);
    this.#watchdog = undefined;
  }

  // The watchdog is armed once the worker says the search started (loading
  // the wasm may take long on a slow network); from then on, a worker that
  // stays silent for watchdogMs is dead, e.g. closed by the browser.
  #startWatchdog() {
    if (!Number.isFinite(this.#watchdogMs)) return;
    clearInterval(this.#watchdog);
    this.#watchdog = setInterval(() => {
      const pending = this.#pending;
      if (!pending || pending.lastHeard === null) return;
      const silence = performance.now() - pending.lastHeard;
      if (silence > this.#watchdogMs) {
        this.#onCrash(this.#worker, `no word from the search for ${Math.round(silence)} ms`);
      }
    }, Math.min(1000, this.#watchdogMs / 4));
  }

  #ensureWorker() {
    if (this.#worker) return this.#worker;
    // Written out as `new Worker(new URL(…, import.meta.url))` so that
    // bundlers (Vite, webpack) find and bundle the worker.
    /** @type {EngineWorker} */
    let worker;
    if (typeof Worker !== 'function') {
      worker = new NodeWorker(this.#workerUrl);
    } else if (this.#workerUrl) {
      worker = new Worker(this.#workerUrl, { type: 'module', name: 'ferrochess-engine' });
    } else {
      worker = new Worker(new URL('./engine-worker.js', import.meta.url), { type: 'module', name: 'ferrochess-engine' });
    }
    worker.onmessage = (event) => this.#onMessage(worker, event.data);
    worker.onerror = (event) => {
      event.preventDefault?.();
      this.#onCrash(worker, event.message || 'the worker failed');
    };
    worker.onmessageerror = () => this.#onCrash(worker, 'a message could not be read');
    this.#worker = worker;
    this.#stopFlag = stopFlag();
    if (this.#stopFlag) worker.postMessage({ type: 'stop-flag', buffer: this.#stopFlag.buffer });
    return worker;
  }

  #onCrash(worker, message) {
    if (worker !== this.#worker) return;
    const pending = this.#pending;
    this.#restart();
    pending?.reject(crashed(`engine worker crashed: ${message}`));
  }

  #onMessage(worker, data) {
    const pending = this.#pending;
    // Replies from an old worker or for an old request are dropped.
    if (worker !== this.#worker || !pending || data?.id !== pending.id) return;
    pending.lastHeard = performance.now();
    switch (data.type) {
      case 'started':
        break;
      case 'progress':
        try {
          pending.onProgress?.(data.progress);
        } catch {
          // A throwing onProgress must not break the search.
        }
        break;
      case 'info':
        pending.lastInfo = data.info;
        try {
          pending.onInfo?.(data.info);
        } catch {
          // A throwing onInfo must not break the search.
        }
        if (pending.stopRequested && !this.#stopFlag) this.#finishWithLastInfo(pending);
        break;
      case 'result':
        this.#settle();
        pending.resolve(pending.stopRequested ? { ...data.result, stopped: true } : data.result);
        break;
      case 'error':
        this.#settle();
        pending.reject(new Error(data.message));
        break;
      default:
        break;
    }
  }
}
