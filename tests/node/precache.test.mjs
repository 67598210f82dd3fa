// The service worker's pre-cache (the list the build writes into
// site/ferrochess/build.js, which sw.js imports) holds every file the page
// can load: the closure of the page's module imports, its workers and the
// files they name with `new URL(..., import.meta.url)`, followed from
// js/app.js (the page's bundle, scripts/build-site.mjs) through site/. A
// module missing from the list would break the page offline.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { SITE } from '../../scripts/build-site.mjs';

const QUOTED = '[`\'"](\\.[^`\'"]+)[`\'"]';
const IMPORTS = [
  new RegExp(`(?:import|export)\\s*[^\`'";]*?from\\s*${QUOTED}`, 'g'),
  new RegExp(`import\\s*${QUOTED}`, 'g'),
  new RegExp(`import\\(\\s*${QUOTED}\\s*\\)`, 'g'),
  new RegExp(`new URL\\(\\s*${QUOTED}\\s*,\\s*import\\.meta\\.url\\s*\\)`, 'g'),
];
/** Every file the module `file` reaches: static and dynamic imports, workers, URLs. */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  if (!file.endsWith('.js')) return seen;
  const text = readFileSync(file, 'utf8');
  const specifiers = IMPORTS.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]));
  for (const specifier of specifiers) {
    const target = resolve(dirname(file), specifier);
    // Files only a Node build reaches (the Node worker) are not the page's.
    if (existsSync(target) && !/node/.test(specifier)) closure(target, seen);
  }
  return seen;
}

test('the service worker pre-caches every file the page loads', async () => {
  const sw = readFileSync(join(SITE, 'sw.js'), 'utf8');
  assert.match(sw, /const ASSETS\s*=\s*self\.FERROCHESS_ASSETS;/, 'sw.js caches the list the build wrote');
  const script = readFileSync(join(SITE, 'ferrochess', 'build.js'), 'utf8');
  const listed = script.match(/self\.FERROCHESS_ASSETS = (\[[\s\S]*?\]);/);
  assert.ok(listed, 'build.js lists the files to pre-cache');
  const assets = new Set(JSON.parse(listed[1]));
  assert.ok(assets.has('./') && assets.has('./index.html') && !assets.has('./sw.js'), 'the page, not the worker itself');
  const reached = [...closure(join(SITE, 'js/app.js'))].map((file) => `./${relative(SITE, file)}`);
  for (const file of ['./js/games/games-worker.js', './ferrochess/js/engine/engine-worker.js', './ferrochess/pkg-rules/ferrochess_rules_bg.wasm', './ferrochess/pkg/ferrochess_bg.wasm', './ferrochess/pkg-threads/ferrochess_bg.wasm']) {
    assert.ok(reached.includes(file), `the page reaches ${file}`);
  }
  const missing = reached.filter((path) => !assets.has(path));
  assert.deepEqual(missing, [], 'files the page loads that sw.js does not pre-cache');
  const absent = [...assets].filter((path) => path !== './' && !existsSync(join(SITE, path.slice(2))));
  assert.deepEqual(absent, [], 'pre-cached files that do not exist');
});
