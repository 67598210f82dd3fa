// Serves site/ (scripts/build-site.mjs: www/ as served, its JavaScript
// stripped of comments) as a static site on localhost (PORT, default 8080; HOST, default
// 127.0.0.1, or 0.0.0.0 for every network the machine is on) and prints
// its URL. No dependencies; correct MIME types (application/wasm for wasm).
// As a static host would: text and wasm compressed (brotli or gzip, as the
// browser accepts; each file compressed once per version), an ETag on every
// file and 304 Not Modified when the browser already has it.
// `npm start` also sends the COOP/COEP headers, so the page is cross-origin
// isolated from the first load; tests call serve() without them to stand in
// for a plain static host.
import { createServer } from 'node:http';
import { createHash } from 'node:crypto';
import { readFile, readdir, stat } from 'node:fs/promises';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { extname, join, normalize, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { networkInterfaces } from 'node:os';

const ROOT = resolve(fileURLToPath(new URL('../site', import.meta.url)));
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

/** The types worth compressing. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.wasm', '.svg', '.webmanifest']);

/** Each file as last read: path -> { mtimeMs, size, body, etag, encoded: { br, gzip } }. */
const files = new Map();

/** The file's content and ETag, read again only when it changed on disk. */
async function load(file, info) {
  const known = files.get(file);
  if (known && known.mtimeMs === info.mtimeMs && known.size === info.size) return known;
  const body = await readFile(file);
  const entry = {
    mtimeMs: info.mtimeMs,
    size: info.size,
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    encoded: {},
  };
  files.set(file, entry);
  return entry;
}

/** The body in `encoding` ('br' or 'gzip'), compressed once and kept. */
function encode(entry, encoding) {
  entry.encoded[encoding] ??= encoding === 'br'
    ? brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length } })
    : gzipSync(entry.body, { level: 9 });
  return entry.encoded[encoding];
}

/** The encoding to send for an Accept-Encoding header: 'br', 'gzip' or null. */
function chooseEncoding(accepted = '') {
  const offered = accepted.split(',').map((part) => {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return { name: name.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1 };
  }).filter((e) => e.q > 0);
  for (const name of ['br', 'gzip']) if (offered.some((e) => e.name === name)) return name;
  return null;
}

/** Whether `name` is a declaration file (`.d.ts`, `.d.mts`): types for tsc, never served to a page. */
export const isDeclaration = (name) => /\.d\.m?ts$/.test(name);

/** Whether the service worker pre-caches `path` (relative to the site): not itself, not a Node-only worker, not a declaration file. */
const precached = (path) => path !== 'sw.js' && !path.endsWith('-node.js') && !isDeclaration(path);

/**
 * ferrochess/build.js for the site in `root`: the build's name, a hash of
 * every file the site serves (but that one), for the service worker's cache
 * name, and the files it pre-caches (every file of the site but itself and
 * the Node-only worker, so a file the build adds is never missed offline).
 * www/sw.js imports it. scripts/stamp-build.mjs writes it at build time;
 * `npm start` (`live`) works it out per request from the files on disk, so
 * that an edited working copy renames the build and is never served stale.
 */
export async function buildScript(root = ROOT) {
  const hash = createHash('sha256');
  const assets = ['./'];
  const script = join(root, 'ferrochess', 'build.js');
  const walk = async (dir) => {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      const name = relative(root, path).split(sep).join('/');
      if (entry.isDirectory()) await walk(path);
      else if (path !== script) {
        hash.update(`${relative(root, path)}\0${(await load(path, await stat(path))).etag}\0`);
        if (precached(name)) assets.push(`./${name}`);
      }
    }
  };
  await walk(root);
  return `// The build's name and the files the service worker pre-caches (scripts/serve.mjs, buildScript).
self.FERROCHESS_BUILD = '${hash.digest('hex').slice(0, 16)}';
self.FERROCHESS_ASSETS = ${JSON.stringify(assets, null, 1).replace(/\n ?/g, '\n  ').replace(/\n  \]$/, '\n]')};
`;
}

/** The headers that make a page cross-origin isolated (wasm threads need it). */
export const ISOLATION_HEADERS = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/**
 * Starts the server; resolves to { server, url }. With `prefix` (like
 * '/chess/'), the site is served under that sub-path only, as on a static
 * host that puts it in a folder. With `isolate`, every response carries
 * ISOLATION_HEADERS. With `live`, the build's name (ferrochess/build.js) is
 * worked out from the files as they are now, for a working copy being edited.
 */
export function serve({
  port = 8080, host = '127.0.0.1', root = ROOT, prefix = '/', isolate = false, live = false,
} = {}) {
  const server = createServer(async (req, res) => {
    try {
      const fullPath = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      if (!fullPath.startsWith(prefix)) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
        return;
      }
      const path = `/${fullPath.slice(prefix.length)}`;
      let file = normalize(join(root, path));
      if (file !== root && !file.startsWith(root + sep)) {
        res.writeHead(403).end('forbidden');
        return;
      }
      let info = await stat(file).catch(() => null);
      if (info?.isDirectory()) {
        file = join(file, 'index.html');
        info = await stat(file);
      }
      if (!info) throw new Error('not found');
      let entry = await load(file, info);
      if (live && file === join(root, 'ferrochess', 'build.js')) {
        const body = Buffer.from(await buildScript(root));
        entry = {
          body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, encoded: {},
        };
      }
      const headers = {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        // Kept, but asked about each time: the ETag makes the answer a 304.
        'Cache-Control': 'no-cache',
        ETag: entry.etag,
        Vary: 'Accept-Encoding',
        ...(isolate ? ISOLATION_HEADERS : {}),
      };
      const known = (req.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
      if (known.includes(entry.etag) || known.includes('*')) {
        res.writeHead(304, headers).end();
        return;
      }
      const encoding = COMPRESSIBLE.has(extname(file)) ? chooseEncoding(req.headers['accept-encoding']) : null;
      const body = encoding ? encode(entry, encoding) : entry.body;
      if (encoding) headers['Content-Encoding'] = encoding;
      headers['Content-Length'] = String(body.length);
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    }
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: actual } = server.address();
      resolvePromise({ server, url: `http://${host}:${actual}${prefix}` });
    });
  });
}

/** This machine's addresses on its networks (IPv4, not loopback): where a phone beside it can reach it. */
function networkAddresses() {
  return Object.values(networkInterfaces()).flat()
    .filter((a) => a && a.family === 'IPv4' && !a.internal)
    .map((a) => a.address);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 8080);
  // HOST=0.0.0.0 serves every network this machine is on (a phone on the same Wi-Fi), not only itself.
  const host = process.env.HOST || '127.0.0.1';
  const { server, url } = await serve({
    port, host, isolate: true, live: true,
  });
  console.log(`ferrochess is being served at ${url}  (Ctrl+C to stop)`);
  if (host === '0.0.0.0') {
    const actual = server.address().port;
    for (const address of networkAddresses()) console.log(`  on this network: http://${address}:${actual}/`);
    console.log('  (over plain http from another device the page plays on one thread: browsers give shared memory and service workers to https and localhost only)');
  }
}
