// Cross-origin isolation without server configuration. Browsers give wasm
// threads (SharedArrayBuffer) only to pages served with the COOP and COEP
// headers, which most static hosts cannot set. The page's own service
// worker (sw.js) adds them to every response it serves, so once it
// controls the page, a reload makes the page isolated. This module
// registers the worker and reloads once, the first time only.
//
// `npm start` sends the headers itself, so there the page is isolated from
// the first load. Where service workers are unavailable (blocked, private
// modes, file: URLs) the page stays as it is and the engine uses one thread.

const RELOADED_KEY = 'ferrochess:isolation-reload';

/**
 * Writes where the page stands to <html data-isolation>, for tests and
 * scripts: 'isolated', 'reloading' (the service worker just took over; a
 * reload follows), or 'unavailable' (no service worker, or it did not
 * isolate the page).
 */
function settle(state) {
  document.documentElement.dataset.isolation = state;
}

/** Registers sw.js (offline use and isolation) and reloads once if that isolates the page. */
export function registerServiceWorker() {
  if (self.crossOriginIsolated) {
    sessionStorage.removeItem(RELOADED_KEY);
    settle('isolated');
  }
  if (!('serviceWorker' in navigator)) {
    if (!self.crossOriginIsolated) settle('unavailable');
    return;
  }
  const reloadOnce = () => {
    if (self.crossOriginIsolated) return;
    if (sessionStorage.getItem(RELOADED_KEY)) {
      // Reloaded through the worker already and still not isolated: this
      // browser will not isolate the page, so do not reload again.
      settle('unavailable');
      return;
    }
    sessionStorage.setItem(RELOADED_KEY, '1');
    settle('reloading');
    location.reload();
  };
  navigator.serviceWorker
    // The worker and its build name are checked on every visit, past any HTTP cache.
    .register('./sw.js', { updateViaCache: 'none' })
    .then((registration) => {
      if (self.crossOriginIsolated) return;
      if (registration.installing || registration.waiting) {
        // A worker is being installed: it claims this page when it
        // activates, and the page reloads through it.
        navigator.serviceWorker.addEventListener('controllerchange', reloadOnce, { once: true });
      } else {
        // The worker is active but did not serve this page (a hard reload
        // bypasses it): a normal reload goes through it.
        reloadOnce();
      }
    })
    .catch(() => {
      // Not fatal: the page works online without it (e.g. on file: URLs).
      if (!self.crossOriginIsolated) settle('unavailable');
    });
}
