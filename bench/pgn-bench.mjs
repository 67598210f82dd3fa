// Reading a PGN database, side by side in one run: ferrochess's readGames
// (every move checked, a Chess per game; and with each game's history()
// read, as an app listing the moves does) and readHeaders (the headers and
// a ply count, no moves played) against chessops (parsePgn, then every
// move played with its Position, variations too; and parsePgn alone), chess.js
// (the file cut into games, then loadPgn each) and python-chess
// (read_game), and pgn-extract (Debian's, the native ceiling: it reads,
// checks and writes every game), on one generated file of lichess-style games
// (scripts/pgn-corpus.mjs --lichess: clocks and evals on every move, some
// suffixes and short variations); ferrochess also in a Chromium module
// worker (bench/pgn-bench-worker.js), as a page reads. Part of `npm run
// bench`; alone:
//
//   node bench/pgn-bench.mjs [GAMES]      # default 100,000 (313 MB)
//
// The slower readers read a slice of the file (their games/s would not
// change with more); every figure is MB/s and games/s of the text it read,
// the fastest of three runs for every reader in Node and Chromium (python-chess
// and pgn-extract, separate processes, run once).
import { execFileSync } from 'node:child_process';
import {
  existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Chess as ChessJs } from 'chess.js';
import { parsePgn, startingPosition, walk } from 'chessops/pgn';
import { parseSan } from 'chessops/san';
import { readGames, readHeaders } from '../crate/js/index.js';
import { corpus } from '../scripts/pgn-corpus.mjs';
import { serve } from '../scripts/serve.mjs';
import { recordFigures } from '../scripts/figures.mjs';
import { launchChromium } from '../tests/e2e/browser.mjs';
import { PYTHON_ENV } from '../tests/python.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** readGames and readHeaders in a Chromium module worker, on `bytes`: { readGames, readHeaders } as { count, seconds }. */
async function inChromiumWorker(bytes) {
  const dir = join(ROOT, '.dev', 'pgn-bench');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'games.pgn'), bytes);
  const { server, url } = await serve({ port: 0, root: resolve(ROOT) });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`${url}package.json`);
    return await page.evaluate(() => new Promise((resolve, reject) => {
      const worker = new Worker('/bench/pgn-bench-worker.js', { type: 'module' });
      worker.onmessage = ({ data }) => {
        if (data.ready) worker.postMessage({ url: '/.dev/pgn-bench/games.pgn' });
        else resolve(data);
      };
      worker.onerror = (event) => reject(new Error(`the bench worker failed: ${event.message}`));
    }));
  } finally {
    await browser.close();
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** pgn-extract (Debian), reading and checking every game and writing them out: { count, seconds }, or null without it. */
function pgnExtract(file, count) {
  const binary = ['/usr/games/pgn-extract', '/usr/bin/pgn-extract'].find((path) => existsSync(path));
  if (!binary) return null;
  const start = performance.now();
  execFileSync(binary, ['-s', '-o', '/dev/null', file], { stdio: 'ignore' });
  return { count, seconds: (performance.now() - start) / 1000 };
}

const encoder = new TextEncoder();

/** Games as separate texts (for the readers that take one game at a time). */
function splitText(text) {
  return text.split(/\n\n(?=\[Event )/);
}

/**
 * `run` timed RUNS times, the fastest kept: the first runs also compile (V8's
 * tiers, wasm's), which a long file pays once. Every in-process reader,
 * ferrochess's and its peers', is timed this way.
 */
async function time(run) {
  let best = null;
  for (let round = 0; round < RUNS; round += 1) {
    const start = performance.now();
    const count = await run();
    const seconds = (performance.now() - start) / 1000;
    if (!best || seconds < best.seconds) best = { count, seconds };
  }
  return best;
}

/**
 * How many times each in-process reader runs (the fastest counts): three,
 * since chessops (plain JavaScript) was still getting faster on its second
 * run of 5,000 games (2026-12-07: 9.2 then about 12.5 MB/s once warm), which
 * flattered the ratios.
 */
const RUNS = 3;

/** The `count` games' file: `GAMES` lichess-style games, made a thousand at a time. */
function makeFile(count) {
  const parts = [];
  for (let i = 0; i < count; i += 1000) parts.push(corpus(Math.min(1000, count - i), 7 + i, { lichessOnly: true }));
  return parts.join('\n');
}

export async function reportPgn(games = 100_000) {
  const text = makeFile(games);
  const bytes = encoder.encode(text);
  const dir = mkdtempSync(join(tmpdir(), 'ferrochess-pgn-bench-'));
  const file = join(dir, 'games.pgn');
  writeFileSync(file, bytes);
  const texts = splitText(text);
  const slice = (n) => texts.slice(0, n);
  const sizeOf = (list) => list.reduce((sum, t) => sum + encoder.encode(t).length, 0);
  const rows = [];
  const row = (name, megabytes, { count, seconds }) => rows.push({ name, mbs: megabytes / seconds, gps: count / seconds, count });
  try {
    row('ferrochess readGames (Node)', bytes.length / 1e6, await time(async () => {
      let n = 0;
      for await (const game of readGames(bytes)) {
        n += 1;
        game.free();
      }
      return n;
    }));
    // Each game's moves asked for too, as an app listing them does: the
    // reader keeps the SAN it read on each node, so history() writes none.
    row('ferrochess readGames + history() (Node)', bytes.length / 1e6, await time(async () => {
      let n = 0;
      for await (const game of readGames(bytes)) {
        n += game.history().length > 0 ? 1 : 0;
        game.free();
      }
      return n;
    }));
    row('ferrochess readHeaders (Node)', bytes.length / 1e6, await time(async () => {
      let n = 0;
      for await (const entry of readHeaders(bytes)) n += entry.plies >= 0 ? 1 : 0;
      return n;
    }));
    const chromium = await inChromiumWorker(bytes);
    row('ferrochess readGames (Chromium worker)', chromium.bytes / 1e6, chromium.readGames);
    row('ferrochess readHeaders (Chromium worker)', chromium.bytes / 1e6, chromium.readHeaders);
    const some = slice(Math.min(texts.length, 5000));
    row('chessops parsePgn + play', sizeOf(some) / 1e6, await time(() => {
      let n = 0;
      for (const game of parsePgn(some.join('\n\n'))) {
        // Every move checked, variations too (as readGames checks them), by
        // chessops's own walk: a position cloned where a line branches.
        walk(game.moves, startingPosition(game.headers).unwrap(), (pos, node) => {
          const move = parseSan(pos, node.san);
          if (!move) return false;
          pos.play(move);
          return true;
        });
        n += 1;
      }
      return n;
    }));
    row('chessops parsePgn only', sizeOf(some) / 1e6, await time(() => parsePgn(some.join('\n\n')).length));
    const few = slice(Math.min(texts.length, 500));
    row('chess.js loadPgn', sizeOf(few) / 1e6, await time(() => {
      for (const game of few) new ChessJs().loadPgn(game);
      return few.length;
    }));
    const pythonFile = join(dir, 'python.pgn');
    writeFileSync(pythonFile, few.join('\n\n'));
    const python = JSON.parse(execFileSync('python3', ['-c', `
import chess.pgn, json, sys, time
start = time.perf_counter()
n = 0
with open(sys.argv[1], encoding="utf-8") as handle:
    while chess.pgn.read_game(handle) is not None:
        n += 1
print(json.dumps({"count": n, "seconds": time.perf_counter() - start}))
`, pythonFile], { env: PYTHON_ENV, encoding: 'utf8' }));
    row('python-chess read_game', sizeOf(few) / 1e6, python);
    const extract = pgnExtract(file, games);
    if (extract) row('pgn-extract (native, C)', bytes.length / 1e6, extract);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const base = (name) => rows.find((r) => r.name === name).mbs;
  console.log(`\nPGN databases: ${games} generated lichess-style games, ${(bytes.length / 1e6).toFixed(1)} MB (${(bytes.length / games / 1000).toFixed(1)} KB a game), Node ${process.versions.node}`);
  console.log(`${'reader'.padEnd(42)}${'MB/s'.padStart(8)}${'games/s'.padStart(10)}${'games'.padStart(8)}   ratios`);
  for (const r of rows) {
    const extractRatio = rows.some((other) => other.name.startsWith('pgn-extract')) ? `, ${(r.mbs / base('pgn-extract (native, C)')).toFixed(2)}× pgn-extract` : '';
    const ratios = `${(r.mbs / base('chessops parsePgn + play')).toFixed(2)}× chessops parse+play, ${(r.mbs / base('chess.js loadPgn')).toFixed(1)}× chess.js${extractRatio}`;
    console.log(`${r.name.padEnd(42)}${r.mbs.toFixed(2).padStart(8)}${Math.round(r.gps).toString().padStart(10)}${String(r.count).padStart(8)}   ${ratios}`);
  }
  // The ratios the README and docs quote (docs/figures.json).
  const mbs = (name) => rows.find((r) => r.name === name).mbs;
  const ratio = (name, peer, digits = 1) => {
    const value = Number((mbs(name) / mbs(peer)).toFixed(digits));
    return { text: `${value.toFixed(digits)}×`, value };
  };
  recordFigures({
    'pgn.readGames.node': ratio('ferrochess readGames (Node)', 'chessops parsePgn + play', 2),
    'pgn.readGames.history.node': ratio('ferrochess readGames + history() (Node)', 'chessops parsePgn + play', 2),
    'pgn.readGames.chromium': ratio('ferrochess readGames (Chromium worker)', 'chessops parsePgn + play', 2),
    'pgn.readGames.chessjs': ratio('ferrochess readGames (Node)', 'chess.js loadPgn'),
    'pgn.readHeaders.node': ratio('ferrochess readHeaders (Node)', 'chessops parsePgn only'),
    'pgn.readHeaders.chromium': ratio('ferrochess readHeaders (Chromium worker)', 'chessops parsePgn only'),
  }, `node bench/pgn-bench.mjs ${games}`);
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await reportPgn(Number(process.argv[2] ?? 100_000));
