// Writes site/, the site as it is served (`npm start`, the tests,
// Lighthouse, and what a static host is given): www/ as it is, but every
// JavaScript file without its comments and spaces (rolldown's minifier, a
// devDependency and Vite's own bundler; nothing renamed, so a stack trace
// still names the page's functions, and nothing rewritten but a string's
// quotes), and its own ferrochess/build.js (the service worker's build name
// and file list, over site/'s files). www/ stays a working, readable site
// too. The page's and the package's modules are commented for their
// readers: left out, the site's JavaScript is about half its gzipped size
// (239 -> 135 KiB, 2026-12-07). scripts/stamp-build.mjs runs it, after each
// build and each edit of www/.
import { minifySync } from 'rolldown/utils';
import {
  copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildScript } from './serve.mjs';

export const WWW = fileURLToPath(new URL('../www', import.meta.url));
export const SITE = fileURLToPath(new URL('../site', import.meta.url));

/** `code` (the file `name`) without comments and spaces; throws when it does not parse. */
export function stripped(name, code) {
  const result = minifySync(name, code, { module: true, compress: false, mangle: false });
  if (result.errors?.length) throw new Error(`${name} does not minify: ${result.errors.map((e) => e.message).join('; ')}`);
  return result.code;
}

/** Copies `from` (a folder of www/) into `to`, each .js file stripped. */
function copy(from, to) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) copy(source, target);
    else if (entry.name.endsWith('.js') && entry.name !== 'build.js') writeFileSync(target, stripped(relative(WWW, source), readFileSync(source, 'utf8')));
    else if (entry.name !== 'build.js') copyFileSync(source, target);
  }
}

/** Writes site/ from www/; returns the build's name. */
export async function buildSite() {
  rmSync(SITE, { recursive: true, force: true });
  copy(WWW, SITE);
  const script = await buildScript(SITE);
  writeFileSync(join(SITE, 'ferrochess', 'build.js'), script);
  return script.match(/'(\w+)'/)[1];
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(`[build] site/ version ${await buildSite()}`);
