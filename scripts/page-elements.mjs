// Writes www/js/common/page-elements.d.ts: the type of each element
// www/index.html gives an id, by its tag (TypeScript's HTMLElementTagNameMap),
// so that the page's `$('level')` (common/dom.js) is an HTMLSelectElement
// to tsc, without a cast at each use. Run after editing index.html's ids;
// npm test fails when the file is not what this writes
// (tests/node/page-structure.test.mjs).
//
//   node scripts/page-elements.mjs          # writes the file
//   node scripts/page-elements.mjs --check  # says whether it is up to date
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const PAGE = fileURLToPath(new URL('../www/index.html', import.meta.url));
export const DECLARATIONS = fileURLToPath(new URL('../www/js/common/page-elements.d.ts', import.meta.url));

/** Each start tag of `html` with an id: [id, tag], in the page's order. */
export function elementsWithIds(html) {
  const found = [];
  for (const [, tag, attributes] of html.matchAll(/<([a-zA-Z][\w-]*)(\s[^>]*)>/g)) {
    const id = attributes.match(/\sid="([^"]+)"/)?.[1];
    if (id) found.push([id, tag.toLowerCase()]);
  }
  return found;
}

/** The type TypeScript gives an element of `tag`. */
function typeOf(tag) {
  if (tag === 'svg') return "SVGElementTagNameMap['svg']";
  if (tag.includes('-')) return 'HTMLElement';
  return `HTMLElementTagNameMap['${tag}']`;
}

/** The declaration file's text for `html`. */
export function declarationsOf(html) {
  const lines = elementsWithIds(html).map(([id, tag]) => `  '${id}': ${typeOf(tag)};`);
  return [
    '// Written by scripts/page-elements.mjs from www/index.html: do not edit.',
    '// Each element the page gives an id, typed by its tag (common/dom.js\'s $).',
    'export interface PageElements {',
    ...lines,
    '}',
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = declarationsOf(readFileSync(PAGE, 'utf8'));
  if (process.argv.includes('--check')) {
    const current = readFileSync(DECLARATIONS, 'utf8');
    if (current !== text) {
      console.error('www/js/common/page-elements.d.ts is not what index.html says: run node scripts/page-elements.mjs');
      process.exit(1);
    }
  } else {
    writeFileSync(DECLARATIONS, text);
  }
}
