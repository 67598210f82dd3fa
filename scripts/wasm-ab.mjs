// Compares the search speed of two builds of the wasm package under Node,
// for changes that keep the trees (the bench signature) the same.
//
//   node scripts/wasm-ab.mjs DIR_A DIR_B [DEPTH] [PAIRS]
//
// DIR_A and DIR_B are copies of the repository with `crate/pkg` built
// (`npm run build`, or cargo + wasm-bindgen as in scripts/build.sh). Both
// packages load in one process; each pair runs `bench DEPTH` on A and on B
// back to back, in alternating order, and the ratio B/A of the pair's
// nodes/s is recorded. A machine whose speed drifts from second to second
// moves both runs of a pair alike, so the median ratio and its quartiles
// say far more than either side's best or mean. Run it with A = B first to
// see how wide the quartiles are on the machine at hand.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [dirA, dirB, depth = '8', pairs = '40'] = process.argv.slice(2);
if (!dirA || !dirB) {
  console.error('usage: node scripts/wasm-ab.mjs DIR_A DIR_B [DEPTH] [PAIRS]');
  process.exit(2);
}
const load = async (dir) => {
  // UciSession comes from `ferrochess/engine` (engine-entry.js); trees from
  // before the rules/engine split (2026-11-26) export it from index.js.
  const entry = existsSync(resolve(dir, 'crate/js/engine-entry.js')) ? 'crate/js/engine-entry.js' : 'crate/js/index.js';
  const { UciSession } = await import(pathToFileURL(resolve(dir, entry)).href);
  return new UciSession();
};
const sessions = [await load(dirA), await load(dirB)];
const field = (text, label) => Number(text.match(new RegExp(`${label}\\s*:\\s*(\\d+)`))[1]);
const bench = (session) => {
  const text = session.command(`bench ${depth}`).join('\n');
  return { nodes: field(text, 'Nodes searched'), nps: field(text, 'Nodes/second') };
};

// Warm-up: the first runs include compiling to optimised code.
for (let i = 0; i < 3; i += 1) sessions.forEach(bench);
const ratios = [];
for (let pair = 0; pair < Number(pairs); pair += 1) {
  const order = pair % 2 ? [1, 0] : [0, 1];
  const results = [];
  for (const i of order) results[i] = bench(sessions[i]);
  if (results[0].nodes !== results[1].nodes) {
    console.error(`the trees differ: bench ${depth} searched ${results[0].nodes} nodes in A, ${results[1].nodes} in B`);
    process.exit(1);
  }
  ratios.push(results[1].nps / results[0].nps);
}
ratios.sort((a, b) => a - b);
const quantile = (q) => ratios[Math.round(q * (ratios.length - 1))].toFixed(3);
console.log(
  `B/A nodes/s over ${ratios.length} pairs of bench ${depth}: median ${quantile(0.5)}, ` +
    `quartiles ${quantile(0.25)}-${quantile(0.75)} (A ${dirA}, B ${dirB})`,
);
