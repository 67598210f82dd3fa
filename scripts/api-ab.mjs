// Compares the rules API's speed (the calls `npm run bench` times against
// chess.js) of two builds of the package under Node.
//
//   node scripts/api-ab.mjs DIR_A DIR_B [PAIRS]
//
// DIR_A and DIR_B are copies of the repository with `crate/pkg` built
// (`npm run build`, or cargo + wasm-bindgen as in scripts/build.sh). Each
// pair runs A and B in two fresh Node processes, in alternating order (so
// that neither build's JIT warms the other's), timing each call for half a
// second over the bench's six positions; the median of the pairs' B/A
// ratios is printed for each call. Run it with A = B first to see how much
// the machine at hand moves.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { FENS } from './bench-positions.mjs';

const CALLS = {
  'moves()': (c) => c.moves(),
  'moves({ verbose: true })': (c) => c.moves({ verbose: true }),
  'move(san) + undo()': (c, san) => {
    c.move(san);
    c.undo();
  },
  'fen()': (c) => c.fen(),
  'isGameOver()': (c) => c.isGameOver(),
};

/** Calls per second of `fn` over about `seconds`. */
function rate(fn, seconds = 0.5) {
  let calls = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < seconds * 1000) {
    for (let i = 0; i < 16; i += 1) fn();
    calls += 16;
    elapsed = performance.now() - start;
  }
  return calls / (elapsed / 1000);
}

/** In a child process: times every call on the package in `dir`, prints JSON. */
async function measure(dir) {
  const { Chess } = await import(pathToFileURL(resolve(dir, 'crate/js/index.js')).href);
  const games = FENS.map((fen) => new Chess(fen));
  const firstSan = games.map((game) => game.moves()[0]);
  const out = {};
  for (const [label, call] of Object.entries(CALLS)) {
    rate(() => call(games[0], firstSan[0]), 0.1);
    let k = 0;
    out[label] = rate(() => {
      call(games[k % 6], firstSan[k % 6]);
      k += 1;
    });
  }
  console.log(JSON.stringify(out));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[(sorted.length - 1) >> 1] + sorted[sorted.length >> 1]) / 2;
};

if (process.argv[2] === '--measure') {
  await measure(process.argv[3]);
} else {
  const [dirA, dirB, pairs = '8'] = process.argv.slice(2);
  if (!dirA || !dirB) {
    console.error('usage: node scripts/api-ab.mjs DIR_A DIR_B [PAIRS]');
    process.exit(2);
  }
  const self = fileURLToPath(import.meta.url);
  const run = (dir) => JSON.parse(execFileSync(process.execPath, [self, '--measure', dir], { encoding: 'utf8' }));
  const ratios = Object.fromEntries(Object.keys(CALLS).map((label) => [label, []]));
  for (let pair = 0; pair < Number(pairs); pair += 1) {
    let a;
    let b;
    if (pair % 2 === 0) {
      a = run(dirA);
      b = run(dirB);
    } else {
      b = run(dirB);
      a = run(dirA);
    }
    for (const label of Object.keys(CALLS)) ratios[label].push(b[label] / a[label]);
  }
  console.log(`B/A, median of ${pairs} pairs (A: ${dirA}, B: ${dirB})`);
  for (const [label, values] of Object.entries(ratios)) {
    console.log(`${label.padEnd(26)}${median(values).toFixed(2)}`);
  }
}
