// The board's twelve piece drawings, loaded as images one task at a time as
// soon as the page's module runs (app.js imports this module first and does
// not wait for it, so the loads fall between its start-up tasks, before the
// board's first drawing). Each drawing is an SVG document: drawn cold, the first frame with
// a board made all twelve at once inside one layout (29.5 ms on this
// machine, most of a 40 ms task, which Lighthouse's 4x slower CPU counts
// as 110 ms; 2026-12-07). Loaded here first, each is made in a task of its
// own, and the board's CSS finds them in the image cache.
import { pieceImageUrl } from '../../ferrochess/js/board/pieces.js';

/** The images, kept so that the cache keeps their documents. */
const kept = [];

const nextTask = () => new Promise((resolve) => { setTimeout(resolve, 0); });

(async () => {
  for (const color of ['w', 'b']) {
    for (const type of ['p', 'n', 'b', 'r', 'q', 'k']) {
      const image = new Image();
      image.src = pieceImageUrl({ color, type });
      kept.push(image);
      await nextTask();
    }
  }
})();
