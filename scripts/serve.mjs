// Serves www/ as a static site on localhost (PORT, default 8080) and prints
// its URL. No dependencies; correct MIME types (application/wasm for wasm).
// `npm start` also sends the COOP/COEP headers, so the page is cross-origin
// isolated from the first load; tests call serve() without them to stand in
// for a plain static host.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('../www', import.meta.url)));
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
 * ISOLATION_HEADERS.
 */
export function serve({ port = 8080, host = '127.0.0.1', root = ROOT, prefix = '/', isolate = false } = {}) {
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
      if ((await stat(file).catch(() => null))?.isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      res.writeHead(200, {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': 'no-cache',
        ...(isolate ? ISOLATION_HEADERS : {}),
      });
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 8080);
  const { url } = await serve({ port, isolate: true });
  console.log(`ferrochess is being served at ${url}  (Ctrl+C to stop)`);
}
