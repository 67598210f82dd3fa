// How long the rules take to start in a fresh Node process, beside chess.js:
// importing `ferrochess/rules`'s Chess (the module compiled and instantiated)
// and making the first Chess (which, on wasm, computes the sliding-piece,
// line and between tables the module does not ship: crate/vendor/chess,
// PATCHED.md). Part of `npm run bench`; runs alone:
//
//   node bench/startup-bench.mjs [runs]
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../', import.meta.url));

/** One fresh process: [ms to import, ms to the first position]. */
function once(specifier, exportName) {
  const probe = `
    const t0 = performance.now();
    const { ${exportName} } = await import(${JSON.stringify(specifier)});
    const t1 = performance.now();
    new ${exportName}().moves();
    const t2 = performance.now();
    console.log(JSON.stringify([t1 - t0, t2 - t1]));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', probe], { cwd: REPO, encoding: 'utf8' });
  return JSON.parse(out);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Medians over `runs` fresh processes of each, alternated. */
export function measureStartup(runs = 11) {
  const samples = { ferrochess: [], chessJs: [] };
  for (let i = 0; i < runs; i += 1) {
    samples.ferrochess.push(once(`${REPO}crate/js/rules/rules-core.js`, 'Chess'));
    samples.chessJs.push(once('chess.js', 'Chess'));
  }
  const summary = (list) => ({
    load: median(list.map(([load]) => load)),
    first: median(list.map(([, first]) => first)),
    total: median(list.map(([load, first]) => load + first)),
  });
  return { ferrochess: summary(samples.ferrochess), chessJs: summary(samples.chessJs), runs };
}

export function reportStartup(runs = 11) {
  const { ferrochess, chessJs } = measureStartup(runs);
  const ms = (n) => `${n.toFixed(1)} ms`;
  console.log(`\nstart-up in a fresh Node process (median of ${runs}): import, then the first Chess and its moves()`);
  console.log(`  ferrochess/rules: ${ms(ferrochess.load)} + ${ms(ferrochess.first)} = ${ms(ferrochess.total)} (the first Chess computes the move tables the module does not ship)`);
  console.log(`  chess.js:         ${ms(chessJs.load)} + ${ms(chessJs.first)} = ${ms(chessJs.total)}`);
  console.log(`  ferrochess / chess.js: ${(ferrochess.total / chessJs.total).toFixed(2)}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) reportStartup(Number(process.argv[2] ?? 11));
