// The user docs read as docs: README.md and docs/ (outside docs/dev/, the
// lab notebook, and docs/api/, which TypeDoc writes) speak of the project
// only, with no words of how the work was organised and no link outside the
// repository's own files; and every relative link in README.md and docs/
// (docs/dev/ included) points to a file that exists; and the README and
// docs the package ships link only to what it ships (or to the repository
// by its address), so that they work from the tarball.
import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The Markdown files under `dir` (relative to the repository), recursively. */
function markdownUnder(dir) {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return markdownUnder(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

const ALL = ['README.md', ...markdownUnder('docs')];
const USER = ALL.filter((path) => !path.startsWith('docs/dev/') && !path.startsWith('docs/api/'));

/** Words of the work's organisation, not of the project. */
const PROCESS_WORDS = [
  /\bissue \d+/i,
  /\bdevice tool\b/i,
  /\ban empty home\b/i,
  /\boutlives? the session\b/i,
  /\b(?:this|that|one|a|the) session\b(?!\s*(?:object|class))/i,
  /\bthe builds? before\b/i,
  /\bdone[- ]when\b/i,
  /\.\.\/shared\b/,
];

/** Lines outside fenced code blocks. */
function proseLines(text) {
  let fenced = false;
  return text.split('\n').map((line, index) => {
    if (/^\s*```/.test(line)) fenced = !fenced;
    return { line: fenced ? '' : line, number: index + 1 };
  });
}

test('the user docs carry no process words and no ../shared links', () => {
  const found = [];
  for (const path of USER) {
    for (const { line, number } of proseLines(readFileSync(join(ROOT, path), 'utf8'))) {
      for (const word of PROCESS_WORDS) {
        const match = line.match(word);
        // The UCI session class is a name of the API, not a process word.
        if (match && !/UciSession/.test(match[0])) found.push(`${path}:${number}: "${match[0]}"`);
      }
    }
  }
  assert.deepEqual(found, []);
});

test('the README lead has no dates and no commit hashes', () => {
  const text = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const lead = text.slice(0, text.indexOf('\n## '));
  assert.doesNotMatch(lead, /\b20\d\d-\d\d-\d\d\b/);
  assert.doesNotMatch(lead, /\b(?:commit )?[0-9a-f]{7,40}\b/);
});

test('the README and the docs the package ships link only to what it ships, or to the repository by its address', () => {
  // What `npm pack` puts in the tarball (no build needed to list it).
  const packed = new Set(JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, encoding: 'utf8' }))[0].files.map((file) => file.path));
  const REPOSITORY = /^https:\/\/(?:github\.com\/ferrochess\/ferrochess\/blob\/main|raw\.githubusercontent\.com\/ferrochess\/ferrochess\/main)\/([^#]+)/;
  const broken = [];
  for (const path of [...packed].filter((file) => file.endsWith('.md'))) {
    const text = readFileSync(join(ROOT, path), 'utf8');
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const inRepository = REPOSITORY.exec(target);
      if (inRepository) {
        if (!existsSync(join(ROOT, decodeURIComponent(inRepository[1])))) broken.push(`${path}: ${target} (no such file in the repository)`);
        continue;
      }
      if (/^[a-z]+:/i.test(target) || target.startsWith('#')) continue;
      const file = relative(ROOT, join(ROOT, dirname(path), decodeURIComponent(target.split('#')[0])));
      if (!packed.has(file)) broken.push(`${path}: ${target} (${file} is not in the package)`);
    }
  }
  assert.ok(packed.has('README.md') && packed.has('docs/elements.md') && packed.has('docs/api/README.md'), 'the user docs ship');
  assert.deepEqual(broken, []);
});

test('every relative link in README.md and docs/ points to a file that exists', () => {
  const broken = [];
  for (const path of ALL) {
    const text = readFileSync(join(ROOT, path), 'utf8');
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target) || target.startsWith('#')) continue;
      const file = target.split('#')[0];
      const resolved = join(ROOT, dirname(path), decodeURIComponent(file));
      if (!existsSync(resolved)) broken.push(`${path}: ${target} (${relative(ROOT, resolved)})`);
    }
  }
  assert.deepEqual(broken, []);
});
