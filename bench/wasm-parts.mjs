// What the rules module's bytes are made of: the wasm cargo builds for it
// (target/wasm32-unknown-unknown/rules/ferrochess.wasm, which still has its
// name section; wasm-bindgen strips it from what ships) read section by
// section, each function's code measured and named, and the sums by the
// Rust module a function belongs to (its demangled path) and by crate; the
// data segments (tables, strings) apart. Part of `npm run bench`; runs alone:
//
//   node bench/wasm-parts.mjs [file.wasm] [--top N]
//
// Sizes are raw bytes of the wasm; the shipped module is about a sixth of
// it gzipped, and gzip shrinks each part by its own ratio.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../', import.meta.url));
const DEFAULT = `${REPO}target/wasm32-unknown-unknown/rules/ferrochess.wasm`;

/** An unsigned LEB128 at `at`: [value, next offset]. */
function leb(bytes, at) {
  let value = 0;
  let shift = 0;
  let byte;
  do {
    byte = bytes[at];
    at += 1;
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
  } while (byte & 0x80);
  return [value, at];
}

/** The module's sections: [{ id, name, start, end }]. */
function sections(bytes) {
  const out = [];
  let at = 8;
  while (at < bytes.length) {
    const id = bytes[at];
    const [size, body] = leb(bytes, at + 1);
    let name = null;
    if (id === 0) {
      const [length, from] = leb(bytes, body);
      name = new TextDecoder().decode(bytes.subarray(from, from + length));
    }
    out.push({ id, name, start: body, end: body + size });
    at = body + size;
  }
  return out;
}

/** The number of imported functions (function indices start after them). */
function importedFunctions(bytes, section) {
  let [count, at] = leb(bytes, section.start);
  let functions = 0;
  const skipName = () => {
    const [length, from] = leb(bytes, at);
    at = from + length;
  };
  for (; count > 0; count -= 1) {
    skipName();
    skipName();
    const kind = bytes[at];
    at += 1;
    if (kind === 0) {
      functions += 1;
      [, at] = leb(bytes, at);
    } else if (kind === 1) {
      at += 1;
      const flags = bytes[at];
      [, at] = leb(bytes, at + 1);
      if (flags & 1) [, at] = leb(bytes, at);
    } else if (kind === 2) {
      const flags = bytes[at];
      [, at] = leb(bytes, at + 1);
      if (flags & 1) [, at] = leb(bytes, at);
    } else {
      at += 2;
    }
  }
  return functions;
}

/** Function index → name, from the name section's function names. */
function functionNames(bytes, section) {
  const names = new Map();
  let [, at] = leb(bytes, section.start);
  at += 4; // "name"
  while (at < section.end) {
    const kind = bytes[at];
    const [size, body] = leb(bytes, at + 1);
    if (kind === 1) {
      let [count, p] = leb(bytes, body);
      for (; count > 0; count -= 1) {
        let index;
        let length;
        [index, p] = leb(bytes, p);
        [length, p] = leb(bytes, p);
        names.set(index, new TextDecoder().decode(bytes.subarray(p, p + length)));
        p += length;
      }
    }
    at = body + size;
  }
  return names;
}

/** A Rust symbol's path without its hash and generics: `ferrochess::pgn::read::read_prefix`. */
function demangledPath(symbol) {
  let name = symbol;
  if (/^_ZN/.test(name)) {
    const parts = [];
    let at = 3;
    while (at < name.length && name[at] !== 'E') {
      const digits = /^\d+/.exec(name.slice(at))[0];
      at += digits.length;
      parts.push(name.slice(at, at + Number(digits)));
      at += Number(digits);
    }
    name = parts.filter((part) => !/^h[0-9a-f]{16}$/.test(part)).join('::');
  }
  return name.replace(/\$LT\$/g, '<').replace(/\$GT\$/g, '>').replace(/\$u20\$/g, ' ').replace(/\$C\$/g, ',')
    .replace(/\$RF\$/g, '&').replace(/\.\./g, '::').replace(/\$u7b\$/g, '{').replace(/\$u7d\$/g, '}');
}

/** The module a path names: its first `depth` segments outside generics (`ferrochess::pgn::read`). */
function moduleOf(path, depth) {
  const plain = path.replace(/^<([^ >]+)(?: as [^>]+)?>/, '$1').replace(/<.*$/, '');
  return plain.split('::').slice(0, depth).join('::') || path;
}

export function wasmParts(file = DEFAULT) {
  const bytes = new Uint8Array(readFileSync(file));
  const all = sections(bytes);
  const importSection = all.find((s) => s.id === 2);
  const imported = importSection ? importedFunctions(bytes, importSection) : 0;
  const nameSection = all.find((s) => s.id === 0 && s.name === 'name');
  if (!nameSection) throw new Error(`${file} has no name section (read cargo's wasm, not wasm-bindgen's)`);
  const names = functionNames(bytes, nameSection);
  const code = all.find((s) => s.id === 10);
  let [count, at] = leb(bytes, code.start);
  const functions = [];
  for (let i = 0; i < count; i += 1) {
    const [size, body] = leb(bytes, at);
    functions.push({ name: demangledPath(names.get(imported + i) ?? `function ${imported + i}`), size: size + (body - at) });
    at = body + size;
  }
  const dataSections = all.filter((s) => s.id === 11);
  const data = dataSections.reduce((sum, s) => sum + s.end - s.start, 0);
  const custom = all.filter((s) => s.id === 0).reduce((sum, s) => sum + s.end - s.start, 0);
  // Each part gzipped alone (level 9): what it weighs in the shipped, compressed module, near enough.
  const gz = (parts) => gzipSync(Buffer.concat(parts.map((s) => bytes.subarray(s.start, s.end))), { level: 9 }).length;
  return {
    total: bytes.length, code: code.end - code.start, data, custom, functions, codeGz: gz([code]), dataGz: gz(dataSections),
  };
}

function sums(functions, key) {
  const by = new Map();
  for (const fn of functions) by.set(key(fn.name), (by.get(key(fn.name)) ?? 0) + fn.size);
  return [...by].sort((a, b) => b[1] - a[1]);
}

export function reportWasmParts(file = DEFAULT, top = 25) {
  const {
    total, code, data, custom, functions, codeGz, dataGz,
  } = wasmParts(file);
  const kb = (n) => `${(n / 1000).toFixed(1)} KB`;
  console.log(`\nthe rules module by part (${file.replace(REPO, '')}, raw bytes, before wasm-bindgen and gzip): ${kb(total)}`);
  console.log(`  code ${kb(code)} (${functions.length} functions; ${kb(codeGz)} gzipped alone), data ${kb(data)} (tables and strings; ${kb(dataGz)} gzipped alone), names and other custom sections ${kb(custom)} (not shipped)`);
  console.log('  by crate:');
  for (const [name, size] of sums(functions, (path) => moduleOf(path, 1)).slice(0, 10)) console.log(`    ${kb(size).padStart(9)}  ${name}`);
  console.log(`  by module (the ${top} largest):`);
  for (const [name, size] of sums(functions, (path) => moduleOf(path, 3)).slice(0, top)) console.log(`    ${kb(size).padStart(9)}  ${name}`);
  console.log('  the largest functions:');
  for (const fn of [...functions].sort((a, b) => b.size - a.size).slice(0, 12)) console.log(`    ${kb(fn.size).padStart(9)}  ${fn.name.slice(0, 110)}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const topAt = args.indexOf('--top');
  const top = topAt === -1 ? 25 : Number(args[topAt + 1]);
  const file = args.find((arg, i) => !arg.startsWith('--') && (topAt === -1 || i !== topAt + 1)) ?? DEFAULT;
  reportWasmParts(file, top);
}
