// Import circles between the modules of crate/src (issue 70: "no import
// circle in crate/src") and between those of crate/js (issue 92). In
// crate/js a module is a .js file and depends on each file it imports or
// re-exports from statically (`import … from './x.js'`, `export … from`,
// `import './x.js'`); a dynamic import() loads later and is left out.
// In crate/src a module is a file (`a/b.rs` and `a/b/mod.rs` are
// `a::b`); it depends on every module it names as `crate::…` or `super::…`
// (in a `use` or in a path), its own submodules and test modules left out.
// Prints each strongly connected group of two or more modules (Tarjan's
// algorithm) with the lines that make its edges; exits 1 when there is one.
//
//   node scripts/module-cycles.mjs
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('../crate/src/', import.meta.url));
const JS = fileURLToPath(new URL('../crate/js/', import.meta.url));

/** Every .rs file under `dir` (the binaries in src/bin are not modules of the library). */
function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'bin' ? [] : files(path);
    return entry.name.endsWith('.rs') ? [path] : [];
  });
}

/** `a/b.rs`, `a/b/mod.rs` → `a::b`; lib.rs → `crate`. */
function moduleOf(path) {
  const parts = relative(SRC, path).replace(/\.rs$/, '').split('/');
  if (parts.at(-1) === 'mod') parts.pop();
  if (parts.length === 1 && parts[0] === 'lib') return 'crate';
  return parts.join('::');
}

/** The source without `#[cfg(test)]` modules (their imports are the tests', not the module's) and comments. */
function withoutTests(text) {
  const lines = text.split('\n');
  const kept = [];
  for (let i = 0; i < lines.length; i += 1) {
    if (/^\s*#\[cfg\(test\)\]/.test(lines[i]) && /^\s*(pub(\([^)]*\))?\s+)?mod \w+\s*\{/.test(lines[i + 1] ?? '')) {
      // Skip to the closing brace at the same indentation.
      const indent = lines[i + 1].match(/^\s*/)[0];
      i += 2;
      while (i < lines.length && lines[i] !== `${indent}}`) i += 1;
      continue;
    }
    kept.push(lines[i].replace(/\/\/.*$/, ''));
  }
  return kept;
}

const modules = new Map(files(SRC).map((path) => [moduleOf(path), path]));
const names = [...modules.keys()];

/** The longest known module that `path` (a::b::c, an item path) starts with. */
function owner(path) {
  const parts = path.split('::');
  for (let n = parts.length; n > 0; n -= 1) {
    const name = parts.slice(0, n).join('::');
    if (modules.has(name)) return name;
  }
  return null;
}

/** Module `from`'s dependencies: { module → first line that names it }. */
function dependencies(from) {
  const edges = new Map();
  const lines = withoutTests(readFileSync(modules.get(from), 'utf8'));
  const parent = from.includes('::') ? from.split('::').slice(0, -1).join('::') : null;
  lines.forEach((line, i) => {
    // `use crate::x::{…}` and `crate::x::y` anywhere; `super::x` from a submodule.
    for (const match of line.matchAll(/\b(crate|super)((?:::\w+)+|::\{[^}]*\})/g)) {
      const [, root, rest] = match;
      const base = root === 'crate' ? '' : parent;
      if (root === 'super' && parent === null) continue;
      const heads = rest.startsWith('::{')
        ? rest.slice(3, -1).split(',').map((s) => s.trim().split('::')[0]).filter(Boolean).map((s) => `::${s}`)
        : [rest];
      for (const head of heads) {
        const path = `${base}${head}`.replace(/^::/, '');
        const target = owner(path) ?? (root === 'super' ? parent : null);
        if (!target || target === from || target === 'crate' || target.startsWith(`${from}::`)) continue;
        if (!edges.has(target)) edges.set(target, `${relative(SRC, modules.get(from))}:${i + 1}`);
      }
    }
  });
  return edges;
}

const graph = new Map(names.map((name) => [name, dependencies(name)]));

/** The strongly connected groups of two or more modules of `graph` (Tarjan's algorithm). */
function circles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (v) => {
    index.set(v, counter);
    low.set(v, counter);
    counter += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v).keys()) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v), index.get(w)));
      }
    }
    if (low.get(v) === index.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const name of graph.keys()) if (!index.has(name)) visit(name);
  return groups;
}

/** Every .js file under crate/js, as a path relative to it. */
function jsFiles(dir = JS) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return jsFiles(path);
    return entry.name.endsWith('.js') ? [relative(JS, path)] : [];
  });
}

/** A crate/js module's static imports of other crate/js modules: { module → line }. */
function jsDependencies(from) {
  const edges = new Map();
  const text = readFileSync(join(JS, from), 'utf8');
  const base = dirname(join(JS, from));
  text.split('\n').forEach((line, i) => {
    const match = /^\s*(?:import|export)\b[^'"]*?(?:from\s*)?['"](\.[^'"]+\.js)['"]/.exec(line)
      ?? /^\s*}\s*from\s*['"](\.[^'"]+\.js)['"]/.exec(line);
    if (!match) return;
    const target = relative(JS, join(base, match[1]));
    if (!target.startsWith('..') && !edges.has(target)) edges.set(target, `${from}:${i + 1}`);
  });
  return edges;
}

const jsGraph = new Map(jsFiles().map((name) => [name, jsDependencies(name)]));

let found = false;
for (const [place, graphOf] of [['crate/src', graph], ['crate/js', jsGraph]]) {
  const groups = circles(graphOf);
  if (groups.length === 0) {
    console.log(`no import circle among the ${graphOf.size} modules of ${place}`);
    continue;
  }
  found = true;
  for (const group of groups) {
    console.log(`circle in ${place}: ${group.join(', ')}`);
    for (const from of group) {
      for (const [to, where] of graphOf.get(from)) if (group.includes(to)) console.log(`  ${from} -> ${to} (${where})`);
    }
  }
}
if (found) process.exitCode = 1;
