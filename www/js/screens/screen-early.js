// Marks <html> with the screen the address names (#/play → play), and with
// the colours kept in Settings, before the page is first painted, so that style.css shows that screen's parts from the
// start, and opens the screen's own panels (data-opens-on) as soon as the page
// is read, long before the page's modules and wasm arrive: what a screen is for
// shows at once. router.js and screen-view.js keep both from then on. A
// classic script, loaded before the style is applied.
// (In a block: a top-level name would be a global of every script.)
{
  const name = (/^#\/([a-z]+)(?:\/|$)/.exec(location.hash) || [])[1] || 'home';
  document.documentElement.dataset.screen = name;
  // The colours kept in Settings (settings/appearance.js: its key and choices), before the first paint.
  let kept = null;
  try {
    kept = JSON.parse(localStorage.getItem('ferrochess-appearance'));
  } catch (error) {
    kept = null; // unreadable or storage disabled: the defaults
  }
  if (kept && ['dark', 'light', 'system'].includes(kept.page)) document.documentElement.dataset.theme = kept.page;
  if (kept && ['brown', 'blue', 'green', 'grey'].includes(kept.board)) document.documentElement.dataset.boardTheme = kept.board;
  // When the whole page is read ('interactive'): DOMContentLoaded would wait
  // for the modules to run, so the panels' words would paint a second later.
  const openPanels = () => {
    for (const panel of document.querySelectorAll(`details[data-opens-on~="${name}"]`)) panel.open = true;
  };
  if (document.readyState !== 'loading') openPanels();
  else {
    document.addEventListener('readystatechange', function opened() {
      document.removeEventListener('readystatechange', opened);
      openPanels();
    });
  }
}
