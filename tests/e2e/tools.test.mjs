// The analysis board's tools (www/js/analysis/tools-view.js): the review,
// the opening explorer and the FEN and PGN, one at a time in tabs under the
// moves, as lichess's; the board, the moves and the chosen tool on screen
// together; WAI-ARIA's tabs by mouse and by keyboard; the choice kept across
// a reload; elsewhere (the openings screen) the explorer is that screen's own.
// Screenshots of each tab go to the system's temporary folder
// (ferrochess-tools-<width>-<tool>.png).
import test from 'node:test';
import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import { axeViolations } from './axe.mjs';
import {
  chooseTool, loadPgn, moveList, open, reloadPage, showScreen,
} from './page-harness.mjs';

const PGN = `[White "Anna"]
[Black "Ben"]

1. e4 { [%eval 0.2] [%clk 0:03:00] } e5 { [%eval 0.25] } 2. Nf3 { [%eval 0.3] } Nc6 { [%eval 0.3] }
3. Bb5 { [%eval 0.35] } a6 { [%eval 0.3] } 4. Ba4 { [%eval 0.3] } Nf6 { [%eval 0.25] } *`;

/** A part of each tool that shows only with its tab. */
const TOOLS = { review: '#eval-graph', explorer: '#explorer-moves', 'import-export': '#pgn' };
/** The part of each tool a laptop's window shows with the board and the moves. */
const FIRST_PART = { review: '#eval-graph', explorer: '#explorer-moves', 'import-export': '#fen' };

/** Which tools' parts show now, and which tab says it is chosen. */
async function shown(page) {
  const parts = [];
  for (const [tool, selector] of Object.entries(TOOLS)) if (await page.locator(selector).isVisible()) parts.push(tool);
  const selected = await page.locator('#tools-tabs [aria-selected="true"]').evaluateAll((tabs) => tabs.map((tab) => tab.dataset.tool));
  return { parts, selected };
}

/** Whether the element of `selector` lies wholly in the window, with no scrolling. */
const inView = (page, selector) => page.locator(selector).evaluate((element) => {
  const box = element.getBoundingClientRect();
  return box.height > 0 && box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
});

for (const viewport of [{ width: 1280, height: 900 }, { width: 1920, height: 1080 }, { width: 375, height: 812 }]) {
  test(`the analysis board's tools are tabs at ${viewport.width}×${viewport.height}: one shows at a time, beside the board and the moves`, async () => {
    const { page, context, problems } = await open({ viewport, screen: 'analysis' });
    await loadPgn(page, PGN);
    const found = [];
    for (const tool of ['review', 'explorer', 'import-export']) {
      await chooseTool(page, tool);
      assert.deepEqual(await shown(page), { parts: [tool], selected: [tool] });
      // The tab's panel is labelled by its tab; the other panels are out of the way.
      assert.equal(await page.locator(`#${tool}-tool`).getAttribute('role'), 'tabpanel');
      assert.equal(await page.locator(`#${tool}-tool`).getAttribute('aria-labelledby'), `tab-${tool}`);
      if (viewport.width >= 1280) {
        // A laptop's window holds the board, the moves and the tool's first part at once.
        for (const selector of ['#board', '#moves', '#tools-tabs', FIRST_PART[tool]]) {
          assert.ok(await inView(page, selector), `${selector} in view with the ${tool} tab at ${viewport.width}×${viewport.height}`);
        }
      }
      const violations = await axeViolations(page);
      found.push(...violations.map((v) => `${tool}: ${v.impact} ${v.id} on ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`));
      await page.screenshot({ path: `${tmpdir()}/ferrochess-tools-${viewport.width}-${tool}.png`, fullPage: true });
    }
    assert.deepEqual(found, [], 'axe-core');
    // The explorer follows the position shown: at the start, the opening book's moves.
    await chooseTool(page, 'explorer');
    await page.locator('#moves button[data-ply="2"]').click();
    await page.waitForFunction(() => [...document.querySelectorAll('#explorer-moves .explorer-move')].some((b) => b.textContent === 'Nf3'));
    // The game's recorded evaluations are in the Review tab's graph, one point a move.
    await chooseTool(page, 'review');
    assert.equal(await page.locator('#eval-graph [data-ply]').count(), 8);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('the tools\' tabs by keyboard: one Tab stop, the arrows, Home and End choose, and the game stays where it is', async () => {
  const { page, context, problems } = await open({ viewport: { width: 1280, height: 900 }, screen: 'analysis' });
  await loadPgn(page, PGN);
  await chooseTool(page, 'review');
  await page.locator('#moves button[data-ply="3"]').click();
  const fen = await page.locator('#fen').inputValue();
  await page.locator('#tab-review').focus();
  await page.keyboard.press('ArrowRight');
  assert.deepEqual(await shown(page), { parts: ['explorer'], selected: ['explorer'] });
  assert.equal(await page.evaluate(() => document.activeElement.id), 'tab-explorer');
  await page.keyboard.press('End');
  assert.deepEqual(await shown(page), { parts: ['import-export'], selected: ['import-export'] });
  await page.keyboard.press('ArrowRight');
  assert.deepEqual(await shown(page), { parts: ['review'], selected: ['review'] });
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Home');
  assert.deepEqual(await shown(page), { parts: ['review'], selected: ['review'] });
  assert.equal(await page.evaluate(() => document.activeElement.id), 'tab-review');
  // The arrows moved along the tabs, not through the game.
  assert.equal(await page.locator('#fen').inputValue(), fen);
  assert.equal(await page.locator('#moves button.current').getAttribute('data-ply'), '3');
  // Only the chosen tab is a Tab stop: Tab from it goes into its panel.
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.closest('[role="tabpanel"]')?.id), 'review-tool');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the tool chosen is kept across a reload; a review brings its tab forward; the openings screen keeps its explorer', async () => {
  const { page, context, problems } = await open({ viewport: { width: 1280, height: 900 }, screen: 'analysis' });
  await loadPgn(page, PGN);
  await chooseTool(page, 'explorer');
  await reloadPage(page);
  await page.locator('#explorer-moves').waitFor();
  assert.deepEqual(await shown(page), { parts: ['explorer'], selected: ['explorer'] });
  assert.equal((await moveList(page)).length, 8);
  // Review game: its graph and report are the Review tab's, which comes forward.
  await page.locator('#review-start').click();
  await page.waitForFunction(() => document.querySelector('#tab-review').getAttribute('aria-selected') === 'true');
  assert.ok(await page.locator('#review-summary').isVisible());
  await page.waitForFunction(() => document.querySelector('#review-summary').textContent.startsWith('White: accuracy'), null, { timeout: 60_000 });
  // Without anything to show, the Review tab says what will show there.
  await loadPgn(page, '[White "A"]\n[Black "B"]\n\n1. d4 *');
  await chooseTool(page, 'review');
  assert.ok(await page.locator('#review-none').isVisible());
  assert.equal(await page.locator('#review').isVisible(), false);
  // On the openings screen the explorer is that screen's own: open, with its summary, no tab.
  await showScreen(page, 'openings');
  assert.ok(await page.locator('#explorer-panel summary').isVisible());
  assert.equal(await page.locator('#explorer-tool').getAttribute('role'), null);
  assert.equal(await page.locator('#tools-tabs').isVisible(), false);
  assert.deepEqual(problems, []);
  await context.close();
});
