// Writes site/, the site as it is served (`npm start`, the tests,
// Lighthouse, and what a static host is given): www/ with the page's modules
// bundled and every other JavaScript file without its comments and spaces,
// and its own ferrochess/build.js (the service worker's build name and file
// list, over site/'s files). www/ stays a working, readable site too.
//
// The page's modules (www/js, and the package's modules they import) are
// bundled by rolldown (Vite's bundler, a devDependency) into js/app.js, a
// chunk for each dynamic import, and js/games/games-worker.js for the games
// worker: one file where the browser fetched about ninety, each with its
// headers, compressed alone. The package's own files (ferrochess/) stay as
// they are, stripped, for the engine's workers and the package's readers.
// Nothing is renamed (a stack trace still names the page's functions) and
// nothing rewritten but a string's quotes and the files a module names with
// `new URL('./…', import.meta.url)`, which are named again from the file
// each lands in. Measured 2026-12-07 (docs/dev/benchmarks.md): bundled, the
// home screen's first visit went from 336 to 275 KiB; with comments left
// out before that, the site's JavaScript was half its gzipped size.
// scripts/stamp-build.mjs runs it, after each build and each edit of www/.
import { rolldown } from 'rolldown';
import { minifySync } from 'rolldown/utils';
import {
  copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, rmdirSync, writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildScript, isDeclaration } from './serve.mjs';

export const WWW = fileURLToPath(new URL('../www', import.meta.url));
export const SITE = fileURLToPath(new URL('../site', import.meta.url));

/** The bundles' entries: the page's module, and the worker it starts by a URL. */
export const ENTRIES = { app: 'js/app.js', 'games/games-worker': 'js/games/games-worker.js' };

/** `code` (the file `name`) without comments and spaces; throws when it does not parse. */
export function stripped(name, code) {
  const result = minifySync(name, code, { module: true, compress: false, mangle: false });
  if (result.errors?.length) throw new Error(`${name} does not minify: ${result.errors.map((e) => e.message).join('; ')}`);
  return result.code;
}

/** Copies `from` (a folder of www/) into `to`, each .js file stripped, declaration files (tsc's, not the page's) left out. */
function copy(from, to) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (isDeclaration(entry.name)) continue;
    if (entry.isDirectory()) copy(source, target);
    else if (entry.name.endsWith('.js') && entry.name !== 'build.js') writeFileSync(target, stripped(relative(WWW, source), readFileSync(source, 'utf8')));
    else if (entry.name !== 'build.js') copyFileSync(source, target);
  }
}

const SITE_PATH = '__ferrochess_site__/';
const URL_OF_FILE = /new URL\((['"])(\.{1,2}\/[^'"]+)\1, import\.meta\.url\)/g;
const MARKED = /__ferrochess_site__\/([^'"`]+)/g;

/**
 * A rolldown plugin: each `new URL('./…', import.meta.url)` names its file
 * from the site's root while modules are read, and from the chunk it lands
 * in once the chunks are written.
 */
function filesByUrl() {
  return {
    name: 'ferrochess-files-by-url',
    transform(code, id) {
      return code.replace(URL_OF_FILE, (_, quote, path) => {
        const file = relative(WWW, resolve(dirname(id), path));
        if (file.startsWith('..') || !existsSync(join(WWW, file))) this.error(`${relative(WWW, id)} names ${path}, which is not in www/`);
        return `new URL('${SITE_PATH}${file.split(sep).join('/')}', import.meta.url)`;
      });
    },
    renderChunk(code, chunk) {
      // Named from where the chunk is served, wherever it is written.
      const from = dirname(join(SITE, 'js', chunk.fileName));
      return code.replace(MARKED, (_, file) => {
        const path = relative(from, join(SITE, file)).split(sep).join('/');
        return path.startsWith('.') ? path : `./${path}`;
      });
    },
  };
}

/**
 * Bundles the page's modules into `outDir` (site/js; elsewhere to compare,
 * named as though there); returns the www/ files bundled.
 */
export async function bundlePage(outDir = join(SITE, 'js')) {
  const input = Object.fromEntries(Object.entries(ENTRIES).map(([name, path]) => [name, join(WWW, path)]));
  const bundle = await rolldown({
    input,
    // The Node-only paths' imports (fs, worker_threads), never taken in a browser.
    external: [/^node:/],
    plugins: [filesByUrl()],
    onLog(level, log) {
      throw new Error(`bundling the page: ${log.message}`);
    },
  });
  const { output } = await bundle.write({
    dir: outDir,
    format: 'es',
    minify: { compress: false, mangle: false },
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
  });
  await bundle.close();
  return output.flatMap((chunk) => chunk.moduleIds ?? []).filter((id) => !id.startsWith('\0'));
}

/** Removes the empty folders under `dir`. */
function removeEmpty(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) removeEmpty(join(dir, entry.name));
  }
  if (readdirSync(dir).length === 0) rmdirSync(dir);
}

/** Writes site/ from www/; returns the build's name. */
export async function buildSite() {
  rmSync(SITE, { recursive: true, force: true });
  copy(WWW, SITE);
  // The page's own modules, now in the bundles, leave site/js (the package's stay in ferrochess/).
  for (const id of await bundlePage()) {
    const path = relative(WWW, id);
    if (path.startsWith(`js${sep}`) && !Object.values(ENTRIES).includes(path.split(sep).join('/'))) rmSync(join(SITE, path));
  }
  removeEmpty(join(SITE, 'js'));
  const script = await buildScript(SITE);
  writeFileSync(join(SITE, 'ferrochess', 'build.js'), script);
  return script.match(/'(\w+)'/)[1];
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(`[build] site/ version ${await buildSite()}`);
