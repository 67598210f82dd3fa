// Work that can wait until the page is idle (the sounds, the opening names,
// the service worker), so that it adds no task to loading or to a move.
//
//   whenIdle(prepare, { timeout: 3000, fallback: 1000 });

/**
 * Calls `task` when the browser is idle, at the latest after `timeout` ms;
 * where there is no requestIdleCallback, after `fallback` ms.
 */
export function whenIdle(task, { timeout, fallback }) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout });
  else setTimeout(task, fallback);
}
