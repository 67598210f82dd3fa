// Marks <html> with the screen the address names (#/play → play) before the
// page is first painted, so that style.css shows that screen's parts from the
// start; router.js and screen-view.js keep the mark from then on. A classic
// script of one line, loaded before the style is applied.
document.documentElement.dataset.screen = (/^#\/([a-z]+)(?:\/|$)/.exec(location.hash) || [])[1] || 'home';
