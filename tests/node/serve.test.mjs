// The project's own server (scripts/serve.mjs, behind `npm start`): files
// compressed as the browser accepts, ETags and 304s, the isolation headers.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { serve } from '../../scripts/serve.mjs';

const WASM = readFileSync(new URL('../../www/ferrochess/pkg/ferrochess_bg.wasm', import.meta.url));

/** A raw GET (Node's fetch would decompress by itself). */
function get(url, headers = {}, method = 'GET') {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, method }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('text and wasm go compressed (brotli first, then gzip), and unchanged without Accept-Encoding', async () => {
  const { server, url } = await serve({ port: 0 });
  try {
    const wasm = `${url}ferrochess/pkg/ferrochess_bg.wasm`;
    const br = await get(wasm, { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers['content-type'], 'application/wasm');
    assert.ok(brotliDecompressSync(br.body).equals(WASM));
    assert.ok(br.body.length < WASM.length / 3, `${br.body.length} bytes of ${WASM.length}`);
    const gzip = await get(wasm, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.ok(gunzipSync(gzip.body).equals(WASM));
    const plain = await get(wasm);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.ok(plain.body.equals(WASM));
    assert.equal(plain.headers.vary, 'Accept-Encoding');
    const page = await get(url, { 'accept-encoding': 'br' });
    assert.match(brotliDecompressSync(page.body).toString(), /<title>ferrochess<\/title>/);
  } finally {
    server.close();
  }
});

test('every file has an ETag; asked again with it, the answer is 304 with no body', async () => {
  const { server, url } = await serve({ port: 0, isolate: true });
  try {
    const first = await get(`${url}style.css`, { 'accept-encoding': 'br' });
    assert.match(first.headers.etag, /^"[\w-]+"$/);
    assert.equal(first.headers['cross-origin-opener-policy'], 'same-origin');
    const again = await get(`${url}style.css`, { 'if-none-match': first.headers.etag, 'accept-encoding': 'br' });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
    assert.equal(again.headers['cross-origin-embedder-policy'], 'require-corp');
    const other = await get(`${url}index.html`, { 'if-none-match': first.headers.etag });
    assert.equal(other.status, 200);
    const head = await get(`${url}favicon.svg`, {}, 'HEAD');
    assert.equal(head.status, 200);
    assert.equal(head.body.length, 0);
    assert.equal((await get(`${url}no-such-file.js`)).status, 404);
  } finally {
    server.close();
  }
});

test('live, the build name follows the files on disk: an edited file renames the build', async () => {
  const { mkdtempSync, cpSync, writeFileSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const root = mkdtempSync(join(tmpdir(), 'ferrochess-live-'));
  cpSync(new URL('../../www', import.meta.url), root, { recursive: true, dereference: true });
  const { server, url } = await serve({ port: 0, root, live: true });
  try {
    const name = async () => (await get(`${url}ferrochess/build.js`)).body.toString().match(/'(\w+)'/)[1];
    const before = await name();
    assert.equal(await name(), before, 'the same files, the same name');
    writeFileSync(join(root, 'style.css'), '/* edited */\n', { flag: 'a' });
    assert.notEqual(await name(), before);
  } finally {
    server.close();
    rmSync(root, { recursive: true, force: true });
  }
});

test('npm start\'s server listens on HOST: 127.0.0.1 by default, every network with HOST=0.0.0.0', async () => {
  const { spawn } = await import('node:child_process');
  const { networkInterfaces } = await import('node:os');
  const start = (env) => new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [new URL('../../scripts/serve.mjs', import.meta.url).pathname], {
      env: { ...process.env, PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (/served at http:\/\/[^ ]+:(\d+)\//.test(out) && (env.HOST !== '0.0.0.0' || /\(over plain http/.test(out))) resolve({ child, out });
    });
    child.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}: ${out}`)));
  });
  const portOf = (out) => Number(/served at http:\/\/[^ ]+:(\d+)\//.exec(out)[1]);
  const others = Object.values(networkInterfaces()).flat().filter((a) => a && a.family === 'IPv4' && !a.internal).map((a) => a.address);
  const reachable = (address, port) => get(`http://${address}:${port}/`).then((r) => r.status, () => 'refused');

  const local = await start({ HOST: '' });
  try {
    assert.match(local.out, /served at http:\/\/127\.0\.0\.1:\d+\//);
    assert.equal(await reachable('127.0.0.1', portOf(local.out)), 200);
    for (const address of others) assert.equal(await reachable(address, portOf(local.out)), 'refused', `${address} reaches the default server`);
  } finally {
    local.child.kill();
  }
  const everywhere = await start({ HOST: '0.0.0.0' });
  try {
    const port = portOf(everywhere.out);
    assert.equal(await reachable('127.0.0.1', port), 200);
    for (const address of others) {
      assert.match(everywhere.out, new RegExp(`on this network: http://${address.replaceAll('.', '\\.')}:${port}/`));
      assert.equal(await reachable(address, port), 200, `${address} does not reach HOST=0.0.0.0`);
    }
  } finally {
    everywhere.child.kill();
  }
});
