// Offline support and cross-origin isolation.
// - Network first (so an online visit always gets the newest files),
//   falling back to the cache when offline. Everything the page needs is
//   cached on install; paths are relative, so the site works from any
//   sub-path of a static host.
// - Every same-origin response it serves gets the COOP/COEP headers, so the
//   page is cross-origin isolated (wasm threads need it) on any static host.
//   The page reloads once after this worker takes over (js/isolation.js).
const CACHE = 'ferrochess-v8';
const ASSETS = [
  './',
  './index.html',
  './style.css',
  './favicon.svg',
  './pieces.svg',
  './js/app.js',
  './js/board.js',
  './js/drag.js',
  './js/isolation.js',
  './js/opponents.js',
  './js/arrows.js',
  './js/engine-client.js',
  './js/storage.js',
  './js/analysis-panel.js',
  './js/review.js',
  './js/eval-graph.js',
  './js/clock.js',
  './js/input.js',
  './js/keyboard.js',
  './js/engines.js',
  './js/persist.js',
  './js/state.js',
  './js/view.js',
  './js/review-view.js',
  './js/move-list.js',
  './js/clock-view.js',
  './js/game-ctrl.js',
  './js/analysis-ctrl.js',
  './js/match-ctrl.js',
  './js/review-ctrl.js',
  './js/resize.js',
  './js/premove.js',
  './js/editor-ctrl.js',
  './js/editor-view.js',
  './js/ending-ctrl.js',
  './js/sound.js',
  './js/game-tree.js',
  './ferrochess/js/index.js',
  './ferrochess/js/init.js',
  './ferrochess/js/wasm.js',
  './ferrochess/js/chess.js',
  './ferrochess/js/uci.js',
  './ferrochess/js/engine.js',
  './ferrochess/js/engine-worker.js',
  './ferrochess/js/ratings.js',
  './ferrochess/pkg/ferrochess.js',
  './ferrochess/pkg/ferrochess_bg.wasm',
  './ferrochess/js/search-threads.js',
  './ferrochess/js/threads.js',
  './ferrochess/js/search-thread.js',
  './ferrochess/pkg-threads/ferrochess.js',
  './ferrochess/pkg-threads/ferrochess_bg.wasm',
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

/** The response with the headers that make the page cross-origin isolated. */
function isolated(response) {
  if (!response || response.type === 'opaque' || response.type === 'error' || response.status === 0) return response;
  const headers = new Headers(response.headers);
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  headers.set('Cross-Origin-Embedder-Policy', 'require-corp');
  headers.set('Cross-Origin-Resource-Policy', 'same-origin');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

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
        return isolated(response);
      })
      .catch(() => caches.match(request, { ignoreSearch: true }).then((hit) => (hit ? isolated(hit) : Response.error()))),
  );
});
