// site/, the site as served (scripts/build-site.mjs): www/'s files, each
// JavaScript file without its comments and spaces and nothing else changed,
// the rest byte for byte, and a build.js of its own naming site/'s files.
// A site/ older than www/ (www/ edited, scripts/stamp-build.mjs not run)
// fails here. The page itself runs from site/ in every end-to-end test.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SITE, WWW, stripped } from '../../scripts/build-site.mjs';

/** The files under `root`, as paths relative to it. */
function files(root) {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

test('site/ holds www/\'s files: its JavaScript stripped of comments and spaces, the rest as it is', () => {
  assert.deepEqual(files(SITE), files(WWW));
  let before = 0;
  let after = 0;
  for (const path of files(WWW)) {
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
  console.log(`# the site's JavaScript, gzipped: ${(before / 1024).toFixed(1)} KiB in www/, ${(after / 1024).toFixed(1)} KiB served`);
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
