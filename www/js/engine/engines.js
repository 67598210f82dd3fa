// The page's two engine workers: one that plays, hints and analyses, and one
// for the review (node-limited searches on one thread), so that playing, hints
// and analysis never interrupt a review.
import { EngineClient } from './engine-client.js';

export const engine = new EngineClient();
export const reviewer = new EngineClient({ threads: 1 });

/**
 * The threads an analysis searches on: every core but one, which the page
 * keeps (at least one). Analysis runs while the player clicks through the
 * game; with every core searching, the page's own work shares a core with
 * the search and a 25 ms render takes 50 to 80 ms of wall time (measured on
 * 2 cores). A game's moves, which the player waits for, use every core.
 */
export const analysisThreads = Math.max(1, engine.threads - 1);
