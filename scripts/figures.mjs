// docs/figures.json: the one source of the numbers the README and docs quote
// (sizes, speeds, ratings, match results). Each figure is
//   "key": { "text": "228,460 B", "by": "the command that measures it", "measured": "2026-12-04 (abc1234)" }
// and a doc quotes it between markers, <!--fig key-->228,460 B<!--/fig-->,
// which tests/node/figures.test.mjs checks against this file; `node
// scripts/figures.mjs docs` rewrites the marked figures from the file.
//
// The build records the sizes of what it built (`node scripts/figures.mjs
// sizes`, run by scripts/build.sh), `npm run bench` its speeds and the
// board's sizes and speeds; a figure that no script measures (a match's
// result) is recorded with the command that played it.
//
// A size is rewritten only when it moved by more than SIZE_TOLERANCE, so
// rebuilding the same code elsewhere (a few bytes of paths) leaves the file
// alone, while a change that grows a module shows up as a doc that no longer
// agrees with the build.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
export const FIGURES_PATH = `${ROOT}docs/figures.json`;
export const SIZE_TOLERANCE = 0.005;
/** A figure quoted in a doc: `<!--fig key-->text<!--/fig-->` (key, text). */
export const FIGURE_MARKER = /<!--fig ([\w.]+)-->([\s\S]*?)<!--\/fig-->/g;

/** The figures as docs/figures.json holds them. */
export function readFigures() {
  return JSON.parse(readFileSync(FIGURES_PATH, 'utf8'));
}

/** Today and the commit measured, as a figure's `measured`. */
function stamp() {
  let commit = 'uncommitted';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    // Not a checkout (an unpacked tarball): the date alone.
  }
  return `${new Date().toISOString().slice(0, 10)} (${commit})`;
}

/**
 * Records figures: `entries` maps keys to { text, value? }, `by` is the
 * command that measured them. With `onlyIfMoved`, a figure whose `value`
 * is within SIZE_TOLERANCE of the recorded one is left as it is. Returns the
 * keys written.
 */
export function recordFigures(entries, by, { onlyIfMoved = false } = {}) {
  const figures = readFigures();
  const when = stamp();
  const written = [];
  for (const [key, { text, value }] of Object.entries(entries)) {
    const old = figures[key];
    if (onlyIfMoved && old && typeof old.value === 'number' && typeof value === 'number'
      && Math.abs(value - old.value) <= old.value * SIZE_TOLERANCE) continue;
    figures[key] = { text, ...(value === undefined ? {} : { value }), by, measured: when };
    written.push(key);
  }
  if (written.length) {
    const sorted = Object.fromEntries(Object.keys(figures).sort().map((key) => [key, figures[key]]));
    writeFileSync(FIGURES_PATH, `${JSON.stringify(sorted, null, 2)}\n`);
  }
  return written;
}

/** `1234567` as `1,234,567`. */
export function grouped(n) {
  return Math.round(n).toLocaleString('en-US');
}

/** Gzipped bytes of a file (zlib at level 9). */
export function gzippedSize(path) {
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

/** The sizes the build decides: the three wasm modules, their glue, and the openings data. */
export function buildSizes() {
  const bytes = (path) => {
    const value = gzippedSize(`${ROOT}${path}`);
    return { value, text: `${grouped(value)} B` };
  };
  const kilobytes = (path) => {
    const value = gzippedSize(`${ROOT}${path}`);
    return { value, text: `${Math.round(value / 1000)} KB` };
  };
  return {
    'wasm.rules': bytes('crate/pkg-rules/ferrochess_rules_bg.wasm'),
    'wasm.rules.glue': bytes('crate/pkg-rules/ferrochess_rules.js'),
    'wasm.engine': bytes('crate/pkg/ferrochess_bg.wasm'),
    'wasm.engine.glue': bytes('crate/pkg/ferrochess.js'),
    'wasm.threaded': bytes('crate/pkg-threads/ferrochess_bg.wasm'),
    'openings.names': kilobytes('crate/pkg-rules/openings.json'),
    'openings.book': kilobytes('crate/pkg-rules/openings-book.json'),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command] = process.argv.slice(2);
  if (command === 'sizes') {
    if (!existsSync(`${ROOT}crate/pkg-threads/ferrochess_bg.wasm`)) throw new Error('build first: npm run build');
    const sizes = buildSizes();
    const of = (key) => sizes[key].value;
    console.log(`[build] gzipped: rules ${of('wasm.rules')} + ${of('wasm.rules.glue')} glue; engine ${of('wasm.engine')} + ${of('wasm.engine.glue')} glue; threaded ${of('wasm.threaded')}`);
    const written = recordFigures(sizes, 'npm run build (gzip level 9)', { onlyIfMoved: true });
    if (written.length) console.log(`[figures] docs/figures.json: ${written.join(', ')} moved by more than ${SIZE_TOLERANCE * 100}%; the docs that quote them need the new figures`);
  } else if (command === 'docs') {
    // Rewrites every marked figure in README.md and docs/ from the file; read the prose around
    // each changed one before committing (a "faster than" may no longer hold).
    const figures = readFigures();
    const docs = ['README.md', ...readdirSync(`${ROOT}docs`, { recursive: true })
      .filter((name) => name.endsWith('.md') && !name.startsWith('api')).map((name) => `docs/${name}`)];
    for (const path of docs) {
      const text = readFileSync(`${ROOT}${path}`, 'utf8');
      const next = text.replace(FIGURE_MARKER, (whole, key) => (
        figures[key] ? `<!--fig ${key}-->${figures[key].text}<!--/fig-->` : whole));
      if (next !== text) {
        writeFileSync(`${ROOT}${path}`, next);
        console.log(`[figures] ${path}: figures updated`);
      }
    }
  } else {
    console.error('usage: node scripts/figures.mjs sizes | docs');
    process.exit(2);
  }
}
