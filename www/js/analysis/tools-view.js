// The analysis board's tools, one at a time in tabs under the moves, as
// lichess's: the review (its graph and report), the opening explorer, the
// FEN and PGN. The tab chosen is the state's (state.tool); this draws it:
// <html data-tool> (style.css shows that tool's panel only, on the analysis
// screen), the tabs' selection and focus order, the panels' roles, and the
// chosen tool's <details> opened (an open explorer follows the position; a
// hidden one does no work). Off the analysis board the tools are the other
// screens' panels as before.
import { ANALYSIS_TOOLS } from '../state.js';
import { $ } from '../common/dom.js';


/** The <details> each tool shows in (the review is a section, always open). */
/** @type {Record<string, 'explorer-panel' | 'import-export' | undefined>} */
const DETAILS = { explorer: 'explorer-panel', 'import-export': 'import-export' };

/** Draws the tabs and the chosen tool. */
export function renderTools(tool, screen) {
  const analysis = screen === 'analysis';
  document.documentElement.dataset.tool = tool;
  for (const name of ANALYSIS_TOOLS) {
    const tab = $(`tab-${name}`);
    const chosen = name === tool;
    tab.setAttribute('aria-selected', String(chosen));
    tab.tabIndex = chosen ? 0 : -1;
    // A tab's panel is one on the analysis board only; elsewhere it is that screen's own part.
    const panel = $(`${name}-tool`);
    if (analysis) {
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', tab.id);
    } else {
      panel.removeAttribute('role');
      panel.removeAttribute('aria-labelledby');
    }
    const detailsId = DETAILS[name];
    const details = detailsId && $(detailsId);
    if (analysis && details && details.open !== chosen) details.open = chosen;
  }
  // Without a review or a game's own evaluations, the Review tab says what will show there.
  $('review-none').hidden = !$('review').hidden;
}

/** Focuses the tab of `tool` (the arrow keys move along the tabs). */
export function focusTool(tool) {
  document.getElementById(`tab-${tool}`)?.focus();
}
