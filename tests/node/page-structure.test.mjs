// The page's shape (docs/page.md): its modules sit in a folder a feature
// (as lila's ui/), import one another without a circle (the root
// controller, ctrl.js, owns the controllers, which import no sibling), each
// stays small, and the page holds no chess rule the package answers: no FEN
// split by hand, no list of the package's files.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';

const WWW = fileURLToPath(new URL('../../www/', import.meta.url));
/** The page's modules, as paths under www/js ('game/game-ctrl.js'). */
const modules = readdirSync(`${WWW}js`, { recursive: true }).filter((name) => name.endsWith('.js')).map((name) => name.split('\\').join('/'));
const text = (path) => readFileSync(`${WWW}${path}`, 'utf8');
const base = (path) => posix.basename(path);

/** Each page module's static imports of other page modules (paths under www/js; the package's left out). */
const imports = new Map(modules.map((name) => [
  name,
  [...text(`js/${name}`).matchAll(/(?:import|export)\s[^'"]*?from\s+'(\.{1,2}\/[^']+\.js)'/g)]
    .map((match) => posix.normalize(posix.join(posix.dirname(name), match[1])))
    .filter((target) => !target.startsWith('../')),
]));

/** The import circles (strongly connected groups of more than one module, or a module importing itself). */
function circles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const found = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group = stack.splice(stack.indexOf(node));
      if (group.length > 1 || graph.get(node)?.includes(node)) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

test('the circle finder finds a circle when there is one', () => {
  const graph = new Map([['a.js', ['b.js']], ['b.js', ['c.js']], ['c.js', ['a.js']], ['d.js', ['a.js']]]);
  assert.deepEqual(circles(graph), [['a.js', 'b.js', 'c.js']]);
});

test('the modules are in folders by feature: only the entry, the root controller, the state and the root view at the top', () => {
  const top = modules.filter((name) => !name.includes('/')).sort();
  assert.deepEqual(top, ['app.js', 'ctrl.js', 'state.js', 'view.js']);
  const folders = new Set(modules.filter((name) => name.includes('/')).map((name) => name.split('/')[0]));
  assert.ok(folders.size >= 8, [...folders].join(', '));
  for (const name of modules) assert.ok(imports.get(name).every((target) => modules.includes(target)), `${name} imports a module that is not there: ${imports.get(name)}`);
});

test('no import circle among the page\'s modules', () => {
  assert.ok(imports.get('app.js').includes('ctrl.js'));
  assert.deepEqual(circles(imports), []);
});

test('the controllers import no controller and no view: they reach them through the root', () => {
  for (const name of modules.filter((m) => m.endsWith('-ctrl.js'))) {
    const wrong = imports.get(name).filter((target) => target.endsWith('-ctrl.js') || target === 'ctrl.js' || /(^|-)view\.js$/.test(base(target)));
    assert.deepEqual(wrong, [], name);
    assert.doesNotMatch(text(`js/${name}`), /document\.|getElementById/, `${name} touches the DOM`);
  }
});

test('the entry wires events and reads values; what it shows, the view writes', () => {
  assert.doesNotMatch(text('js/app.js'), /\.(textContent|checked|value)\s*=(?!=)|replaceChildren|\.dataset\.\w+\s*=(?!=)/);
});

test('no page module is over 400 lines', () => {
  const long = modules.map((name) => [name, text(`js/${name}`).split('\n').length - 1]).filter(([, lines]) => lines > 400);
  assert.deepEqual(long, []);
});

test('no FEN split by hand, no hand-written list of the package\'s files', () => {
  for (const name of modules) {
    assert.doesNotMatch(text(`js/${name}`), /fen(\(\))?\.split\(/i, `${name} splits a FEN`);
  }
  assert.doesNotMatch(text('sw.js'), /'\.\/ferrochess\/(?!build\.js')/, 'sw.js lists package files');
});

test('the page\'s element types (common/page-elements.d.ts) are what index.html says, for tsc\'s check of the page', async () => {
  const { declarationsOf, elementsWithIds, DECLARATIONS } = await import('../../scripts/page-elements.mjs');
  const page = text('index.html');
  assert.ok(elementsWithIds(page).length > 150, 'the page\'s ids are found');
  assert.deepEqual(elementsWithIds('<div id="a" class="x"><select class="y" id="b"></select><ferro-board id="c"></ferro-board>'), [['a', 'div'], ['b', 'select'], ['c', 'ferro-board']]);
  assert.equal(readFileSync(DECLARATIONS, 'utf8'), declarationsOf(page), 'run node scripts/page-elements.mjs after editing index.html\'s ids');
});
