// The board's geometry as a person sees it, at a laptop's, a desktop's and
// a phone's window size, with every panel open: the board fills the
// window, and the eval bar, the arrows and the promotion picker lie on the
// board (not beside or below it), the result along its top edge. Screenshots of each
// size in each state (start, analysis, check, promotion, mate, review,
// editor) go to the system's temporary folder for a person to look at.
import test from 'node:test';
import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import { loadFen, open, square, typeMoves } from './page-harness.mjs';

const VIEWPORTS = [
  { name: 'laptop', width: 1280, height: 900, phone: false },
  { name: 'desktop', width: 1920, height: 1080, phone: false },
  { name: 'phone', width: 375, height: 812, phone: true },
];

const box = (locator) => locator.boundingBox();

/** Saves what a person sees in state `state` at this size (the viewport, scrolled to the top). */
async function shoot(page, viewport, state) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const path = `${tmpdir()}/ferrochess-${viewport.name}-${state}.png`;
  await page.screenshot({ path });
  return path;
}
const centreOf = (rect) => [rect.x + rect.width / 2, rect.y + rect.height / 2];
const near = (a, b, tolerance, what) => {
  assert.ok(Math.abs(a - b) <= tolerance, `${what}: ${a.toFixed(1)} is not within ${tolerance} of ${b.toFixed(1)}`);
};

function assertInside(inner, outer, what) {
  near(Math.max(inner.x, outer.x), inner.x, 1, `${what} left`);
  near(Math.max(inner.y, outer.y), inner.y, 1, `${what} top`);
  near(Math.min(inner.x + inner.width, outer.x + outer.width), inner.x + inner.width, 1, `${what} right`);
  near(Math.min(inner.y + inner.height, outer.y + outer.height), inner.y + inner.height, 1, `${what} bottom`);
}

/** Every arrow drawn: its name (e2e4) and the screen points where its shaft starts and its head ends. */
function drawnArrows(page) {
  return page.evaluate(() => [...document.querySelector('#board [data-ferro-board]').shadowRoot.querySelectorAll('[data-arrow]')].map((g) => {
    const line = g.querySelector('line');
    const matrix = line.getScreenCTM();
    const at = (x, y) => {
      const point = new DOMPoint(x, y).matrixTransform(matrix);
      return [point.x, point.y];
    };
    const [tipX, tipY] = g.querySelector('polygon').getAttribute('points').split(' ')[0].split(',').map(Number);
    return {
      name: g.dataset.arrow,
      start: at(Number(line.getAttribute('x1')), Number(line.getAttribute('y1'))),
      tip: at(tipX, tipY),
    };
  }));
}

/** Each arrow starts at its origin square's centre and ends inside its target square. */
async function assertArrowsOnTheirSquares(page, what) {
  const arrows = await drawnArrows(page);
  for (const { name, start, tip } of arrows) {
    const from = await box(square(page, name.slice(0, 2)));
    const to = await box(square(page, name.slice(2, 4)));
    const [fx, fy] = centreOf(from);
    near(start[0], fx, 1.5, `${what}: ${name} starts at x`);
    near(start[1], fy, 1.5, `${what}: ${name} starts at y`);
    const [tx, ty] = centreOf(to);
    assert.ok(Math.hypot(tip[0] - tx, tip[1] - ty) < to.width / 2, `${what}: ${name} ends off ${name.slice(2, 4)}`);
  }
  return arrows.length;
}

for (const viewport of VIEWPORTS) {
  test(`layout at ${viewport.width}×${viewport.height}: the board fills the window and everything on it lies on it`, async () => {
    const { page, context, problems } = await open({ opponent: 'human', viewport });
    await shoot(page, viewport, 'start');
    await page.evaluate(() => document.querySelectorAll('details').forEach((d) => { d.open = true; }));
    const board = await box(page.locator('#board'));
    near(board.width, board.height, 1, 'the board is square');
    if (viewport.phone) {
      assert.ok(board.width >= 0.6 * viewport.width, `board ${board.width} px wide on a ${viewport.width} px phone`);
      assert.ok(board.x >= 0 && board.x + board.width <= viewport.width, 'the board fits the phone');
      // Controls a finger can hit.
      const small = await page.evaluate(() => [...document.querySelectorAll('.controls button, .settings select, #move-form button, #move-input')]
        .filter((el) => el.offsetParent !== null && el.getBoundingClientRect().height < 44)
        .map((el) => el.id || el.textContent));
      assert.deepEqual(small, [], 'controls under 44 px tall on a phone');
    } else {
      assert.ok(board.height >= 0.7 * viewport.height, `board ${board.height} px tall in a ${viewport.height} px window`);
      // Centred: the page's content has as much room left of it as right.
      const main = await box(page.locator('main'));
      const panel = await box(page.locator('.panel'));
      const left = board.x - main.x;
      const right = main.x + main.width - (panel.x + panel.width);
      assert.ok(Math.abs(left - right) < 0.1 * viewport.width, `off centre: ${left.toFixed(0)} px left, ${right.toFixed(0)} px right`);
    }
    const bar = await box(page.locator('#eval-bar'));
    near(bar.y, board.y, 1, 'eval bar top');
    near(bar.y + bar.height, board.y + board.height, 1, 'eval bar bottom');

    // The hint's arrow on e.g. e2-e4, on its squares.
    await page.locator('#hint').click();
    await page.locator('[data-arrow]').first().waitFor({ timeout: 60000 });
    assert.equal(await assertArrowsOnTheirSquares(page, 'hint'), 1);

    // The analysis's arrows (its best lines), on their squares.
    await page.locator('#analyse').click();
    await page.locator('.arrow.best').first().waitFor({ timeout: 60000 });
    assert.ok(await assertArrowsOnTheirSquares(page, 'analysis') >= 1);
    await shoot(page, viewport, 'analysis');
    await page.locator('#analyse').click();

    // A check, lit on the king's square.
    await loadFen(page, '4k3/8/8/8/8/8/3Q4/4K3 w - - 0 1');
    await typeMoves(page, ['Qd7+']);
    await page.locator('.square.check').waitFor();
    await shoot(page, viewport, 'check');

    // The promotion picker covers the board, and nothing but the board.
    await loadFen(page, '8/P6k/8/8/8/8/8/K7 w - - 0 1');
    await square(page, 'a7').click();
    await square(page, 'a8').click();
    const picker = page.locator('#board .promotion');
    await picker.waitFor();
    // The hint was for the position before the load: its arrow is gone.
    assert.equal(await page.locator('[data-arrow]').count(), 0);
    // (Boxes are measured again: typing and clicking may scroll the page.)
    const pickerBox = await box(picker);
    const boardNow = await box(page.locator('#board'));
    near(pickerBox.x, boardNow.x, 1, 'picker left');
    near(pickerBox.y, boardNow.y, 1, 'picker top');
    near(pickerBox.width, boardNow.width, 1, 'picker width');
    near(pickerBox.height, boardNow.height, 1, 'picker height');
    await shoot(page, viewport, 'promotion');
    await picker.locator('button').first().click();

    // Mate: the result lies along the board's top edge, over the top player's row, covering no
    // square, as wide as the board; the analysis arrows that follow lie on the board.
    await loadFen(page, '7k/8/6K1/8/8/8/8/1Q6 w - - 0 1');
    await typeMoves(page, ['Qb8#']);
    const banner = page.locator('#banner');
    await banner.waitFor();
    const [strip, boardThen] = [await box(banner), await box(page.locator('#board'))];
    near(strip.y + strip.height, boardThen.y, 1, 'the result\'s bottom on the board\'s top edge');
    near(strip.x, boardThen.x, 1, 'the result\'s left');
    near(strip.width, boardThen.width, 1, 'the result\'s width');
    await assertArrowsOnTheirSquares(page, 'after mate');
    await shoot(page, viewport, 'mate');
    // The review of the game that ended, in view.
    await page.waitForFunction(() => /accuracy/.test(document.querySelector('#review-summary').textContent), null, { timeout: 30_000 });
    await page.locator('#review').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${tmpdir()}/ferrochess-${viewport.name}-review.png` });
    // The position editor.
    await page.locator('#edit-position').click();
    await shoot(page, viewport, 'editor');
    assertInside(await box(page.locator('#board')), { x: 0, y: 0, width: viewport.width, height: 1e6 }, 'the board in the editor');
    await page.locator('#editor-cancel').click();
    const shot = `${tmpdir()}/ferrochess-${viewport.name}-page.png`;
    await page.screenshot({ path: shot, fullPage: true });
    console.log(`# screenshots: ${tmpdir()}/ferrochess-${viewport.name}-{start,analysis,check,promotion,mate,review,editor,page}.png`);
    assert.deepEqual(problems, []);
    await context.close();
  });
}
