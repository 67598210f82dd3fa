// readGames over a long stream in Node, watching memory: a source of
// `megabytes` MB of lichess-style games (one generated file of 2,000 games,
// read from disk again and again in 64 KB chunks, never held whole), every game
// read as a Chess and freed, as a program going through a database does.
// Prints the games read, the speed, and the process's resident memory (RSS)
// at its highest, which must stay under 200 MB whatever the stream's size.
//
//   node bench/pgn-memory.mjs 1000
import { execFileSync } from 'node:child_process';
import { createReadStream, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readGames } from '../crate/js/index.js';
import { recordFigures } from '../scripts/figures.mjs';

/**
 * `total` bytes of games, in chunks: a file of 2,000 generated games (made by
 * another process, so that its making leaves nothing in this one's memory)
 * read from disk over and over.
 */
async function* stream(total) {
  const path = join(mkdtempSync(join(tmpdir(), 'ferrochess-memory-')), 'games.pgn');
  const corpus = fileURLToPath(new URL('../scripts/pgn-corpus.mjs', import.meta.url));
  writeFileSync(path, `${execFileSync(process.execPath, [corpus, '2000', '31', '--lichess'], { maxBuffer: 1 << 30 })}\n`);
  let sent = 0;
  while (sent < total) {
    for await (const chunk of createReadStream(path, { highWaterMark: 1 << 16 })) {
      const part = chunk.subarray(0, Math.min(chunk.length, total - sent));
      sent += part.length;
      yield part;
      if (sent >= total) return;
    }
  }
}

export async function measureMemory(megabytes) {
  const total = megabytes * 1e6;
  let games = 0;
  let errors = 0;
  let highest = process.memoryUsage().rss;
  const started = performance.now();
  for await (const chess of readGames(stream(total), { onError: () => { errors += 1; } })) {
    games += 1;
    chess.free();
    if (games % 500 === 0) highest = Math.max(highest, process.memoryUsage().rss);
  }
  highest = Math.max(highest, process.memoryUsage().rss);
  const seconds = (performance.now() - started) / 1000;
  return {
    megabytes, games, errors, seconds, rssMB: highest / 1e6,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const megabytes = Number(process.argv[2] ?? 1000);
  const result = await measureMemory(megabytes);
  console.log(`readGames over a ${megabytes} MB stream: ${result.games.toLocaleString('en')} games (${result.errors} unreadable, the last one cut by the stream's end at most) in ${result.seconds.toFixed(0)} s, ${(megabytes / result.seconds).toFixed(1)} MB/s; highest resident memory ${result.rssMB.toFixed(0)} MB`);
  if (megabytes >= 1000) {
    recordFigures({
      'pgn.memory.stream': { text: `${(megabytes / 1000).toLocaleString('en')} GB`, value: megabytes },
      'pgn.memory.rss': { text: `${result.rssMB.toFixed(0)} MB`, value: Math.round(result.rssMB) },
    }, `node bench/pgn-memory.mjs ${megabytes}`);
  }
  process.exitCode = result.rssMB < 200 ? 0 : 1;
}
