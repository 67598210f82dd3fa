// Offline support, each file downloaded once, and cross-origin isolation.
// - Cache first: everything the page needs is cached on install and served
//   from the cache from then on, online or not; paths are relative, so the
//   site works from any sub-path of a static host.
// - Versioned by the build: ferrochess/build.js (written by
//   scripts/stamp-build.mjs) names the cache after a hash of the site's files.
//   A new build changes it, so the browser installs this worker again, which
//   caches the new files and deletes the old cache when it takes over.
// - Every same-origin response it serves gets the COOP/COEP headers, so the
//   page is cross-origin isolated (wasm threads need it) on any static host.
//   The page reloads once after this worker takes over (js/isolation.js).
importScripts('./ferrochess/build.js');
const CACHE = `ferrochess-${self.FERROCHESS_BUILD}`;
const ASSETS = [
  './',
  './index.html',
  './about.html',
  './style.css',
  './favicon.svg',
  './js/app.js',
  './js/isolation.js',
  './js/opponents.js',
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
  './js/editor-ctrl.js',
  './js/editor-view.js',
  './js/ending-ctrl.js',
  './js/sound.js',
  './js/game-tree.js',
  './js/openings.js',
  './js/idle.js',
  './ferrochess/openings.json',
  './ferrochess/js/index.js',
  './ferrochess/js/board/index.js',
  './ferrochess/js/board/board.js',
  './ferrochess/js/board/bind.js',
  './ferrochess/js/board/element.js',
  './ferrochess/js/board/state.js',
  './ferrochess/js/board/pieces.js',
  './ferrochess/js/board/style.js',
  './ferrochess/js/board/shapes.js',
  './ferrochess/js/board/listeners.js',
  './ferrochess/js/rules.js',
  './ferrochess/js/init.js',
  './ferrochess/js/compile-worker.js',
  './ferrochess/js/wasm.js',
  './ferrochess/js/chess.js',
  './ferrochess/js/uci.js',
  './ferrochess/js/engine.js',
  './ferrochess/js/engine-worker.js',
  './ferrochess/js/ratings.js',
  './ferrochess/js/check.js',
  './ferrochess/js/search-game.js',
  './ferrochess/js/engine-wasm.js',
  './ferrochess/js/engine-entry.js',
  './ferrochess/pkg-rules/ferrochess_rules.js',
  './ferrochess/pkg-rules/ferrochess_rules_bg.wasm',
  './ferrochess/pkg-rules/ratings.js',
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
    caches.match(request, { ignoreSearch: true, cacheName: CACHE }).then((hit) => {
      if (hit) return isolated(hit);
      // Not pre-cached: from the network, kept for next time.
      return fetch(request).then((response) => {
        // Kept unless a newer build's worker has replaced this one (its cache is gone).
        if (response.ok && self.serviceWorker?.state !== 'redundant') {
          const copy = response.clone();
          caches.has(CACHE).then((kept) => kept && caches.open(CACHE).then((cache) => cache.put(request, copy)));
        }
        return isolated(response);
      });
    }).catch(() => Response.error()),
  );
});
