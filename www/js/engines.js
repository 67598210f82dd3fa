// The page's two engine workers: one that plays, hints and analyses, and one
// for the review (node-limited searches on one thread), so that playing, hints
// and analysis never interrupt a review.
import { EngineClient } from './engine-client.js';

export const engine = new EngineClient();
export const reviewer = new EngineClient({ threads: 1 });

/** Stops the playing engine's search; what it was thinking is forgotten. */
export function cancelSearch(state) {
  engine.cancel();
  state.thinking = false;
  state.info = null;
}
