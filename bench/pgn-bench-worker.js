// The Chromium side of bench/pgn-bench.mjs: in a module worker, as a page
// would read a file, readGames and readHeaders over the bench's file
// (fetched whole first, so that the disk and the network are not timed).
import { readGames, readHeaders } from '../crate/js/index.js';

/** `run` timed three times, the fastest kept (the first runs also compile), as bench/pgn-bench.mjs times its readers. */
async function time(run) {
  let best = null;
  for (let round = 0; round < 3; round += 1) {
    const start = performance.now();
    const count = await run();
    const seconds = (performance.now() - start) / 1000;
    if (!best || seconds < best.seconds) best = { count, seconds };
  }
  return best;
}

addEventListener('message', async ({ data: { url } }) => {
  const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
  const games = await time(async () => {
    let count = 0;
    for await (const game of readGames(bytes)) {
      count += 1;
      game.free();
    }
    return count;
  });
  const headers = await time(async () => {
    let count = 0;
    for await (const entry of readHeaders(bytes)) count += entry.plies >= 0 ? 1 : 0;
    return count;
  });
  postMessage({ bytes: bytes.length, readGames: games, readHeaders: headers });
});

// A message posted while the module still loads (its top-level await instantiates the rules) would be lost.
postMessage({ ready: true });
