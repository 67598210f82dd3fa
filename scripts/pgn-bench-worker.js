// The Chromium side of scripts/pgn-bench.mjs: in a module worker, as a page
// would read a file, readGames and readHeaders over the bench's file
// (fetched whole first, so that the disk and the network are not timed).
import { readGames, readHeaders } from '../crate/js/index.js';

addEventListener('message', async ({ data: { url } }) => {
  const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
  let start = performance.now();
  let games = 0;
  for await (const game of readGames(bytes)) {
    games += 1;
    game.free();
  }
  const gamesSeconds = (performance.now() - start) / 1000;
  start = performance.now();
  let headers = 0;
  for await (const entry of readHeaders(bytes)) headers += entry.plies >= 0 ? 1 : 0;
  const headersSeconds = (performance.now() - start) / 1000;
  postMessage({
    bytes: bytes.length,
    readGames: { count: games, seconds: gamesSeconds },
    readHeaders: { count: headers, seconds: headersSeconds },
  });
});

// A message posted while the module still loads (its top-level await instantiates the rules) would be lost.
postMessage({ ready: true });
