// Marks <html> with the screen the address names (#/play → play), and with
// the colours kept in Settings, before the page is first painted, so that style.css shows that screen's parts from the
// start, and opens the screen's own panels (data-opens-on) as soon as the page
// is read, long before the page's modules and wasm arrive: what a screen is for
// shows at once. router.js and screen-view.js keep both from then on. A
// classic script, loaded before the style is applied. It also starts the
// page's module (js/app.js) once the page's words are first painted, so that
// nothing the module loads (its chunks, the rules' wasm) stands before that
// paint: Lighthouse's largest contentful paint went from 1.35-1.9 s to
// 0.9-0.96 s on every screen (2026-12-07, docs/dev/benchmarks.md).
// (In a block: a top-level name would be a global of every script.)
{
  const name = (/^#\/([a-z]+)(?:\/|$)/.exec(location.hash) || [])[1] || 'home';
  document.documentElement.dataset.screen = name;
  // The colours kept in Settings (settings/appearance.js: its key and choices), before the first paint.
  let kept = null;
  try {
    kept = JSON.parse(localStorage.getItem('ferrochess-appearance') ?? 'null');
  } catch (error) {
    kept = null; // unreadable or storage disabled: the defaults
  }
  if (kept && ['dark', 'light', 'system'].includes(kept.page)) document.documentElement.dataset.theme = kept.page;
  if (kept && ['brown', 'blue', 'green', 'grey'].includes(kept.board)) document.documentElement.dataset.boardTheme = kept.board;
  // When the whole page is read ('interactive'): DOMContentLoaded would wait
  // for the modules to run, so the panels' words would paint a second later.
  const openPanels = () => {
    for (const panel of document.querySelectorAll(`details[data-opens-on~="${name}"]`)) {
      if (panel instanceof HTMLDetailsElement) panel.open = true;
    }
  };
  if (document.readyState !== 'loading') openPanels();
  else {
    document.addEventListener('readystatechange', function opened() {
      document.removeEventListener('readystatechange', opened);
      openPanels();
    });
  }
}

{
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = 'js/app.js';
    script.fetchPriority = 'low';
    document.head.append(script);
  };
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch (error) {
    start(); // no paint timing in this browser: at once
  }
  // A page that paints nothing yet (a tab opened in the background) still starts.
  setTimeout(start, 1000);
}
