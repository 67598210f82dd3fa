// Offline support: network first (so an online visit always gets the newest
// files), falling back to the cache when offline. Everything the page needs
// is cached on install; paths are relative, so the site works from any
// sub-path of a static host.
const CACHE = 'ferrochess-v2';
const ASSETS = [
  './',
  './index.html',
  './style.css',
  './favicon.svg',
  './pieces.svg',
  './js/app.js',
  './js/board.js',
  './js/drag.js',
  './ferrochess/js/index.js',
  './ferrochess/js/init.js',
  './ferrochess/js/wasm.js',
  './ferrochess/js/chess.js',
  './ferrochess/js/uci.js',
  './ferrochess/js/engine.js',
  './ferrochess/js/engine-worker.js',
  './ferrochess/pkg/ferrochess.js',
  './ferrochess/pkg/ferrochess_bg.wasm',
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(ASSETS)).then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    fetch(request)
      .then((response) => {
        if (response.ok) {
          const copy = response.clone();
          caches.open(CACHE).then((cache) => cache.put(request, copy));
        }
        return response;
      })
      .catch(() => caches.match(request, { ignoreSearch: true }).then((hit) => hit ?? Response.error())),
  );
});
