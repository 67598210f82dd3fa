// One source for every number: the README and docs quote sizes, speeds,
// ratings and match results from docs/figures.json, between markers
// (<!--fig key-->text<!--/fig-->), and this test holds them to it:
// - each marked figure reads exactly as figures.json has it;
// - no size, speed ratio or rating figure stands in README.md or docs/*.md
//   outside a marker (limits such as "under 50 KB" are not figures; docs/dev,
//   the dated record, may quote any run);
// - figures.json agrees with what it describes where this test can see it:
//   the wasm sizes of the build (within scripts/figures.mjs's tolerance),
//   ratings(), and the pinned bench signature.
import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  readFigures, buildSizes, FIGURE_MARKER as MARKER, SIZE_TOLERANCE,
} from '../../scripts/figures.mjs';
import { ratings } from '../../crate/js/index.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const figures = readFigures();
const userDocs = ['README.md', ...readdirSync(`${ROOT}docs`).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
const devDocs = readdirSync(`${ROOT}docs/dev`).filter((name) => name.endsWith('.md')).map((name) => `docs/dev/${name}`);

/** The figure-like numbers of a text: sizes, speed ratios, and the ratings figures.json names. */
export function unmarkedFigures(text) {
  const plain = text.replace(MARKER, '').replace(/^```[\s\S]*?^```/gm, '');
  const found = [];
  const limit = /(under|at most|limit|limits?:|cap|over|below|above|up to)\s*$/i;
  for (const match of plain.matchAll(/\b\d[\d,]*(\.\d+)?\s?(B|KB|KiB|MB|GB)\b/g)) {
    if (!limit.test(plain.slice(Math.max(0, match.index - 12), match.index))) found.push(match[0]);
  }
  for (const match of plain.matchAll(/(?<![\d×])\d+(\.\d+)?×(?!\s?\d)/g)) {
    if (!/÷|CPU|slowed|throttl/.test(plain.slice(Math.max(0, match.index - 30), match.index + 30))) found.push(match[0]);
  }
  const ratings = Object.entries(figures).filter(([key]) => key.startsWith('elo.') && key !== 'elo.min').map(([, f]) => f.text.split(' ')[0]);
  for (const rating of ratings) {
    for (const match of plain.matchAll(new RegExp(`(?<![\\d,.])${rating}(?![\\d,])`, 'g'))) found.push(match[0]);
  }
  return found;
}

test('the check finds figures outside markers, and none inside', () => {
  assert.deepEqual(unmarkedFigures('the rules module, 226,970 B, and 13.6 KB'), ['226,970 B', '13.6 KB']);
  assert.deepEqual(unmarkedFigures('moves() 9.9× chess.js, at 1280×900, CPU slowed 4×'), ['9.9×']);
  assert.deepEqual(unmarkedFigures(`full strength ${figures['elo.max'].text}`), [figures['elo.max'].text]);
  assert.deepEqual(unmarkedFigures('<!--fig wasm.rules-->226,970 B<!--/fig--> under 50 KB'), []);
});

for (const path of [...userDocs, ...devDocs]) {
  test(`${path}: each marked figure reads as docs/figures.json has it`, () => {
    const text = readFileSync(`${ROOT}${path}`, 'utf8');
    for (const [, key, quoted] of text.matchAll(MARKER)) {
      assert.ok(figures[key], `${path} quotes ${key}, which docs/figures.json does not have`);
      assert.equal(quoted, figures[key].text, `${path}: ${key} reads "${quoted}"; docs/figures.json (${figures[key].by}, ${figures[key].measured}) says "${figures[key].text}"`);
    }
  });
}

for (const path of userDocs) {
  test(`${path}: no size, ratio or rating outside a figure marker`, () => {
    assert.deepEqual(unmarkedFigures(readFileSync(`${ROOT}${path}`, 'utf8')), []);
  });
}

test('every figure says what measured it and when', () => {
  for (const [key, figure] of Object.entries(figures)) {
    assert.equal(typeof figure.text, 'string', key);
    assert.ok(figure.by && figure.measured, `${key} needs by and measured`);
  }
});

test('the wasm sizes are the build\'s (within the tolerance the build rewrites them at)', { skip: !existsSync(`${ROOT}crate/pkg-threads/ferrochess_bg.wasm`) && 'not built' }, () => {
  for (const [key, { value }] of Object.entries(buildSizes())) {
    const recorded = figures[key].value;
    assert.ok(Math.abs(value - recorded) <= recorded * SIZE_TOLERANCE, `${key}: built ${value}, docs/figures.json ${recorded}`);
  }
});

test('the ratings are ratings()\'s, and the bench signature the pinned one', () => {
  const { min, max } = ratings();
  assert.equal(figures['elo.min'].value, min);
  assert.equal(figures['elo.max'].value, max);
  const pinned = readFileSync(`${ROOT}crate/tests/signature/mod.rs`, 'utf8').match(/NNUE_SIGNATURE: u64 = ([\d_]+)/)[1];
  assert.equal(figures['search.bench'].value, Number(pinned.replaceAll('_', '')));
});
