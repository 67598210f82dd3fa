// site/, the site as served (scripts/build-site.mjs): the page's modules
// bundled into js/app.js (and its chunks) and js/games/games-worker.js, every
// other JavaScript file of www/ without its comments and spaces and nothing
// else changed, the rest byte for byte, and a build.js of its own naming
// site/'s files. A site/ older than www/ (www/ edited, scripts/stamp-build.mjs
// not run) fails here. The page itself runs from site/ in every end-to-end test.
import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  ENTRIES, SITE, WWW, bundlePage, stripped,
} from '../../scripts/build-site.mjs';

/** The files under `root`, as paths relative to it. */
function files(root) {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

/** The bundles: written again into a scratch folder, with the www/ modules they hold. */
const scratch = mkdtempSync(join(tmpdir(), 'ferrochess-bundle-'));
const bundled = (await bundlePage(scratch)).map((id) => relative(WWW, id));
const bundles = files(scratch);
test.after(() => rmSync(scratch, { recursive: true, force: true }));

/** A declaration file's name (www/js/types.d.ts, the package's copied .d.ts, vendor/lean-qr.d.mts). */
const DECLARATION = /\.d\.m?ts$/;

test('site/js holds the page\'s bundles, as the build writes them now, and none of the modules inside them', () => {
  for (const entry of Object.values(ENTRIES)) assert.ok(bundles.includes(relative('js', entry)), `${entry} is a bundle`);
  const pageModules = bundled.filter((path) => path.startsWith('js/'));
  assert.ok(pageModules.length > 50, `${pageModules.length} of the page's modules bundled`);
  assert.ok(bundled.includes('ferrochess/js/rules/chess.js') && bundled.includes('ferrochess/js/board/board.js'), 'the package\'s modules the page imports are bundled too');
  const served = files(join(SITE, 'js'));
  // What is left of www/js: the files no module imports (the early script of index.html).
  const left = served.filter((path) => !bundles.includes(path));
  assert.deepEqual(left, files(join(WWW, 'js')).filter((path) => !bundled.includes(join('js', path)) && !DECLARATION.test(path)));
  assert.deepEqual(left, ['screens/screen-early.js']);
  for (const path of bundles) {
    assert.equal(readFileSync(join(SITE, 'js', path), 'utf8'), readFileSync(join(scratch, path), 'utf8'), `js/${path} is current (run node scripts/stamp-build.mjs after editing www/)`);
  }
});

test('every file a bundle names by a URL is in site/, named from where the bundle is served', () => {
  let named = 0;
  for (const path of bundles) {
    const code = readFileSync(join(scratch, path), 'utf8');
    assert.doesNotMatch(code, /__ferrochess_site__/, `${path} keeps no placeholder`);
    for (const [, file] of code.matchAll(/new URL\([`'"](\.{1,2}\/[^`'"]+)[`'"],\s*import\.meta\.url\)/g)) {
      const target = resolve(dirname(join(SITE, 'js', path)), file);
      assert.ok(existsSync(target), `js/${path} names ${file}, which site/ does not hold`);
      named += 1;
    }
  }
  assert.ok(named >= 6, `${named} files named (the workers, the wasm, the opening names and book)`);
});

test('site/ holds the rest of www/\'s files: JavaScript stripped of comments and spaces, the others as they are', () => {
  const rest = (root) => files(root).filter((path) => !(path.startsWith('js/') && (bundled.includes(path) || bundles.includes(relative('js', path)))));
  // Declaration files (types for tsc's check of the page) stay in www/: none is served.
  assert.deepEqual(files(SITE).filter((path) => DECLARATION.test(path)), []);
  assert.ok(files(WWW).some((path) => DECLARATION.test(path)), 'www/ holds the declarations');
  assert.deepEqual(rest(SITE), rest(WWW).filter((path) => !DECLARATION.test(path)));
  let before = 0;
  let after = 0;
  for (const path of rest(WWW).filter((name) => !DECLARATION.test(name))) {
    if (path === join('ferrochess', 'build.js')) continue;
    const source = readFileSync(join(WWW, path));
    const served = readFileSync(join(SITE, path));
    if (!path.endsWith('.js')) {
      assert.ok(source.equals(served), `${path} is copied as it is`);
      continue;
    }
    assert.equal(served.toString(), stripped(path, source.toString()), `${path} is www/'s, stripped (run node scripts/stamp-build.mjs after editing www/)`);
    assert.ok(served.length <= source.length, `${path} is no longer`);
    before += gzipSync(source, { level: 9 }).length;
    after += gzipSync(served, { level: 9 }).length;
  }
  console.log(`# the rest of the site's JavaScript, gzipped: ${(before / 1024).toFixed(1)} KiB in www/, ${(after / 1024).toFixed(1)} KiB served`);
  assert.ok(after < before * 0.75, `stripped, the JavaScript is ${after} of ${before} bytes gzipped`);
});

test('a stripped module keeps its code: names, strings and template literals as written', () => {
  const code = `// a comment
/** Doc. */
export function squareName(index) {
  const files = 'abcdefgh'; /* inline */
  return \`\${files[index % 8]}\${Math.floor(index / 8) + 1}\`;
}
export const URL_OF = new URL('./engine-worker.js', import.meta.url);
`;
  const out = stripped('sample.js', code);
  assert.doesNotMatch(out, /comment|Doc\.|inline/);
  assert.match(out, /export function squareName\(index\)/);
  // (A string's quotes may change: 'a' is written `a`.)
  assert.match(out, /new URL\([`'"]\.\/engine-worker\.js[`'"], ?import\.meta\.url\)/);
  assert.match(out, /abcdefgh/);
  assert.throws(() => stripped('broken.js', 'export function ('), /broken\.js does not minify/);
});

test('site/\'s build.js names site/\'s files for the service worker', () => {
  const script = readFileSync(join(SITE, 'ferrochess', 'build.js'), 'utf8');
  const assets = JSON.parse(script.match(/self\.FERROCHESS_ASSETS = (\[[\s\S]*?\]);/)[1]);
  const expected = ['./', ...files(SITE).filter((path) => path !== 'sw.js' && path !== join('ferrochess', 'build.js') && !path.endsWith('-node.js')).map((path) => `./${path}`)];
  assert.deepEqual([...assets].sort(), expected.sort());
});
