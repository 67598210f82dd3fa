// The service worker's pre-cache (the list the build writes into
// www/ferrochess/build.js, which www/sw.js imports) holds every file the page
// can load: the closure of the page's module imports, its workers and the
// files they name with `new URL(..., import.meta.url)`, followed from
// www/js/app.js. A module missing from the list would break the page offline.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildScript } from '../../scripts/serve.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WWW = join(ROOT, 'www');
// The page's /ferrochess/ is the crate folder (scripts/serve.mjs, the build's copy).
const toSite = (file) => {
  const crate = relative(join(ROOT, 'crate'), file);
  return crate.startsWith('..') ? `./${relative(WWW, file)}` : `./ferrochess/${crate}`;
};
/** Every file the module `file` reaches: static and dynamic imports, workers, URLs. */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  if (!file.endsWith('.js')) return seen;
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'/g),
    ...text.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g),
    ...text.matchAll(/new URL\(\s*'(\.[^']+)'\s*,\s*import\.meta\.url\s*\)/g),
  ].map((match) => match[1]);
  for (const specifier of specifiers) {
    const target = resolve(dirname(file), specifier);
    // Files only a Node build reaches (the Node worker) are not the page's.
    if (existsSync(target) && !/node/.test(specifier)) closure(target, seen);
  }
  return seen;
}

test('the service worker pre-caches every file the page loads', async () => {
  const sw = readFileSync(join(WWW, 'sw.js'), 'utf8');
  assert.match(sw, /const ASSETS = self\.FERROCHESS_ASSETS;/, 'sw.js caches the list the build wrote');
  const script = await buildScript();
  const listed = script.match(/self\.FERROCHESS_ASSETS = (\[[\s\S]*?\]);/);
  assert.ok(listed, 'build.js lists the files to pre-cache');
  const assets = new Set(JSON.parse(listed[1]));
  assert.ok(assets.has('./') && assets.has('./index.html') && !assets.has('./sw.js'), 'the page, not the worker itself');
  const reached = [...closure(join(WWW, 'js/app.js'))].map(toSite);
  const missing = reached.filter((path) => !assets.has(path));
  assert.deepEqual(missing, [], 'files the page loads that sw.js does not pre-cache');
  const absent = [...assets].filter((path) => path !== './' && !existsSync(join(WWW, path.slice(2))));
  assert.deepEqual(absent, [], 'pre-cached files that do not exist');
});
