// The page's side of the engine: one worker-backed Engine (Lazy SMP on
// every core when the page is cross-origin isolated, see isolation.js) and
// a generation counter, so that a reply for a position the page has left
// (after a takeback, a new game, a step in analysis) is never applied.
//
//   const { generation, result } = client.search({ fen, moves, depth: 8 });
//   const reply = await result;           // null when cancelled or superseded
//   if (reply && client.isCurrent(generation)) play(reply.bestMove);
import { Engine } from '../../ferrochess/js/index.js';

export class EngineClient {
  #engine;
  #generation = 0;

  /** `threads`: how many threads each search uses (default: every core the page may use). */
  constructor({ threads = Engine.maxThreads } = {}) {
    this.#engine = new Engine({ threads });
  }

  /** How many threads each search uses. */
  get threads() {
    return this.#engine.threads;
  }

  /** The current generation: a search started at another one is stale. */
  get generation() {
    return this.#generation;
  }

  isCurrent(generation) {
    return generation === this.#generation;
  }

  /** Makes every pending reply stale and ends a running search. */
  cancel() {
    this.#generation += 1;
    this.#engine.cancel();
  }

  /**
   * Starts a search, superseding any other. `result` resolves with the
   * engine's answer, or with null once the search is stale; `onInfo` and
   * `onProgress` are called only while it is current. It rejects when the
   * search fails (error.crashed: the worker died and will be replaced).
   *
   * @param {object} request
   * @param {{ onInfo?: (info: import('../../ferrochess/js/index.js').SearchInfo) => void, onProgress?: (progress: import('../../ferrochess/js/index.js').SearchProgress) => void }} [listeners]
   */
  search(request, { onInfo, onProgress } = {}) {
    this.#generation += 1;
    const generation = this.#generation;
    const current = () => generation === this.#generation;
    const result = this.#engine
      .search({
        ...request,
        onInfo: (info) => { if (current()) onInfo?.(info); },
        onProgress: (progress) => { if (current()) onProgress?.(progress); },
      })
      .then(
        (reply) => (current() ? reply : null),
        (error) => {
          if (!current() || error.cancelled) return null;
          throw error;
        },
      );
    return { generation, result };
  }
}
