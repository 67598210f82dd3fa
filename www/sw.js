// Offline support, each file downloaded once, and cross-origin isolation.
// - Cache first: everything the page needs is cached on install and served
//   from the cache from then on, online or not; paths are relative, so the
//   site works from any sub-path of a static host.
// - Versioned by the build: ferrochess/build.js (written by
//   scripts/stamp-build.mjs) names the cache after a hash of the site's files
//   and lists the files to cache.
//   A new build changes it, so the browser installs this worker again, which
//   caches the new files and deletes the old cache when it takes over.
// - Every same-origin response it serves gets the COOP/COEP headers, so the
//   page is cross-origin isolated (wasm threads need it) on any static host.
//   The page reloads once after this worker takes over (js/isolation.js).
importScripts('./ferrochess/build.js');
const CACHE = `ferrochess-${self.FERROCHESS_BUILD}`;
// Every file of the site, listed by the build (scripts/serve.mjs, buildScript).
const ASSETS = self.FERROCHESS_ASSETS;

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
