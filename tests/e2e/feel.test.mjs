// The page's feel: sounds (and their mute switch), arrows and circles drawn
// with the right button, lichess's keys, reduced motion, coordinates
// readable on both colours, the eval bar's number.
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  open, pieceOn, reloadPage, square, typeMoves, untilMoveCount, moveList, setSetting,
} from './page-harness.mjs';

/** Counts the sounds the page plays (a hook on <audio>, installed before the page runs). */
async function countSounds(context) {
  await context.addInitScript(() => {
    window.sounds = 0;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function counted(...args) {
      window.sounds += 1;
      window.lastSound = this;
      return play.apply(this, args);
    };
  });
}

test('moves and captures sound; the mute switch silences them and is remembered', async () => {
  const { page, context, problems } = await open({ opponent: 'human' });
  await countSounds(context);
  await reloadPage(page);
  await page.locator('[data-square="e2"][data-piece="wP"]').waitFor();
  // A sound is rendered once (asynchronously), then played: wait for the count.
  const untilSounds = (n) => page.waitForFunction((count) => window.sounds === count, n);
  await typeMoves(page, ['e4']);
  await untilSounds(1);
  // The rendered WAV decodes: a move's knock lasts 0.12 s.
  await page.waitForFunction(() => Math.abs(window.lastSound.duration - 0.12) < 0.01);
  await typeMoves(page, ['d5', 'exd5']);
  await untilSounds(3);
  await setSetting(page, 'sound', false);
  await typeMoves(page, ['Qxd5']);
  await page.waitForTimeout(300);
  assert.equal(await page.evaluate(() => window.sounds), 3, 'muted');
  await reloadPage(page);
  await page.locator('[data-square="d5"][data-piece="bQ"]').waitFor();
  assert.equal(await page.locator('#sound').isChecked(), false, 'the switch is remembered');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the right button draws arrows and circles on the board; a left click clears them', async () => {
  const { page, context, problems } = await open({ opponent: 'human' });
  const centre = async (name) => {
    const box = await square(page, name).boundingBox();
    return [box.x + box.width / 2, box.y + box.height / 2];
  };
  const rightDrag = async (from, to) => {
    await page.mouse.move(...await centre(from));
    await page.mouse.down({ button: 'right' });
    await page.mouse.move(...await centre(to), { steps: 4 });
    await page.mouse.up({ button: 'right' });
  };
  await rightDrag('g1', 'f3');
  await rightDrag('d4', 'd4');
  assert.equal(await page.locator('.arrow.user[data-arrow="g1f3"]').count(), 1);
  assert.equal(await page.locator('.circle.user[data-circle="d4"]').count(), 1);
  // The arrow lies on its squares: its shaft starts at g1's centre.
  const [x, y] = await centre('g1');
  const start = await page.locator('.arrow.user line').evaluate((line) => {
    const point = line.ownerSVGElement.createSVGPoint();
    point.x = line.x1.baseVal.value;
    point.y = line.y1.baseVal.value;
    const screen = point.matrixTransform(line.getScreenCTM());
    return [screen.x, screen.y];
  });
  assert.ok(Math.abs(start[0] - x) < 2 && Math.abs(start[1] - y) < 2, `arrow starts at ${start}, g1 is at ${[x, y]}`);
  // The same arrow again takes it away; a left click takes them all.
  await rightDrag('g1', 'f3');
  assert.equal(await page.locator('.arrow.user').count(), 0);
  await rightDrag('e2', 'e4');
  await square(page, 'h5').click();
  assert.equal(await page.locator('.arrow.user, .circle.user').count(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test('keys: f flips, Home and End and the arrows step through the game; Space plays the best line in analysis', async () => {
  const { page, context, problems } = await open({ opponent: 'human' });
  await typeMoves(page, ['e4', 'e5', 'Nf3']);
  await page.locator('h1').click();
  await page.keyboard.press('f');
  assert.equal(await page.locator('.board-area').getAttribute('data-orientation'), 'b');
  const current = () => page.locator('#moves button.current').getAttribute('data-ply');
  await page.keyboard.press('Home');
  assert.equal(await page.locator('#moves button.current').count(), 0);
  assert.equal(await pieceOn(page, 'e2'), 'wP');
  await page.keyboard.press('ArrowRight');
  assert.equal(await current(), '1');
  await page.keyboard.press('End');
  assert.equal(await current(), '3');
  await page.keyboard.press('ArrowUp');
  assert.equal(await pieceOn(page, 'g1'), 'wN');
  await page.keyboard.press('ArrowDown');
  assert.equal(await pieceOn(page, 'f3'), 'wN');
  // In analysis, Space plays the best line's first move into a side line.
  await page.locator('#analyse').click();
  await page.waitForFunction(() => document.querySelectorAll('[data-analysis-line]').length > 0, null, { timeout: 20_000 });
  await page.locator('h1').click();
  await page.keyboard.press(' ');
  await page.locator('#side-line').waitFor({ state: 'visible' });
  assert.deepEqual(await moveList(page), ['e4', 'e5', 'Nf3'], 'the game is unchanged');
  assert.deepEqual(problems, []);
  await context.close();
});

test('reduced motion: no piece animation and no bar transition; coordinates contrast with their squares; the bar shows its number', async () => {
  const { page, context, problems } = await open({ opponent: 'alphabeta' });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => {
    window.animations = 0;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function counted(...args) {
      window.animations += 1;
      return animate.apply(this, args);
    };
  });
  await typeMoves(page, ['e4']);
  await untilMoveCount(page, 2);
  assert.equal(await page.evaluate(() => window.animations), 0);
  assert.equal(await page.locator('#eval-fill').evaluate((el) => getComputedStyle(el).transitionDuration), '0s');
  // Coordinates: a light square's in the dark colour, a dark square's in the light one.
  const colours = await page.evaluate(() => ['a1', 'b1'].map((name, index) => {
    const board = document.querySelector('#board [data-ferro-board]').shadowRoot;
    const el = board.querySelector(`[data-square="${name}"]`);
    const label = board.querySelectorAll('.coords .file')[index];
    return [getComputedStyle(el).backgroundColor, getComputedStyle(label).color, label.textContent];
  }));
  assert.deepEqual(colours.map(([, , text]) => text), ['a', 'b']);
  for (const [background, text] of colours) assert.notEqual(background, text);
  // And they lie on their squares: the file letters inside the bottom row.
  const inside = await page.evaluate(() => {
    const board = document.querySelector('#board [data-ferro-board]').shadowRoot;
    const a1 = board.querySelector('[data-square="a1"]').getBoundingClientRect();
    const label = board.querySelectorAll('.coords .file')[0].getBoundingClientRect();
    return label.left >= a1.left - 1 && label.right <= a1.right + 1 && label.top >= a1.top - 1 && label.bottom <= a1.bottom + 1;
  });
  assert.ok(inside, 'the a lies inside a1');
  assert.equal(colours[0][0], colours[1][1], "a1's background is b1's coordinate colour");
  // The bar's number: a signed score, or a mate.
  await setSetting(page, 'show-thinking', true);
  assert.match(await page.locator('#eval-number').textContent(), /^([+−]?\d+\.\d|#\d+|0\.0)$/);
  assert.deepEqual(problems, []);
  await context.close();
});
