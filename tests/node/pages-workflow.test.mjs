// The GitHub Pages workflow the README points to builds the site the way
// package.json does and publishes site/, the folder the build fills with the
// site as served (www/ built, its JavaScript stripped of comments).
import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const workflow = readFileSync(`${ROOT}.github/workflows/pages.yml`, 'utf8');
const scripts = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')).scripts;

test('the workflow runs the package\'s build on pushes to main', () => {
  assert.match(workflow, /^on:\n {2}push:\n {4}branches: \[main\]/m);
  const run = workflow.match(/^ {6}- run: (.+)$/m)?.[1];
  assert.equal(run, 'npm run build');
  assert.ok(scripts.build.includes('scripts/build.sh'), scripts.build);
});

test('it publishes site/, where the build writes the site as served (index.html and ferrochess/)', () => {
  assert.match(workflow, /uses: actions\/upload-pages-artifact@v\d+\n\s+with:\n\s+path: site\n/);
  assert.match(workflow, /uses: actions\/deploy-pages@v\d+/);
  assert.match(workflow, /pages: write/);
  assert.match(workflow, /id-token: write/);
  assert.ok(existsSync(`${ROOT}www/index.html`));
  assert.ok(existsSync(`${ROOT}site/index.html`) && existsSync(`${ROOT}site/ferrochess/build.js`));
  // The build's output, not committed: what the workflow is there to make.
  assert.match(readFileSync(`${ROOT}.gitignore`, 'utf8'), /^\/www\/ferrochess$/m);
  assert.match(readFileSync(`${ROOT}.gitignore`, 'utf8'), /^\/site$/m);
  assert.match(readFileSync(`${ROOT}scripts/build.sh`, 'utf8'), /www\/ferrochess/);
  assert.match(readFileSync(`${ROOT}scripts/build.sh`, 'utf8'), /scripts\/stamp-build\.mjs/);
});
