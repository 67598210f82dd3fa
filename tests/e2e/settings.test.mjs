// Settings in one place (the header's Settings button): the page's colours
// (dark, light, as the device says), the board's, the sounds and the
// engine's line; kept across a reload and applied before the first paint;
// axe-core finds nothing on any screen in the light colours either.
// Screenshots go to the system's temporary folder (ferrochess-light-*.png).
import test from 'node:test';
import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import { axeViolations } from './axe.mjs';
import { open, reloadPage, showScreen } from './page-harness.mjs';

const colourOf = (page, selector, property) => page.locator(selector).evaluate((element, name) => getComputedStyle(element)[name], property);

test('Settings: the page light or dark, the board\'s colours, kept across a reload; every screen passes axe-core in the light colours', async () => {
  const { page, context, problems } = await open({ screen: 'play', start: false, viewport: { width: 1280, height: 900 } });
  assert.equal(await colourOf(page, 'body', 'backgroundColor'), 'rgb(38, 36, 33)', 'dark by default');
  await page.getByRole('button', { name: 'Settings' }).click();
  assert.ok(await page.locator('#settings').isVisible());
  await page.locator('#page-theme').selectOption('light');
  await page.locator('#board-theme').selectOption('blue');
  assert.equal(await colourOf(page, 'body', 'backgroundColor'), 'rgb(243, 241, 236)');
  const darkSquare = () => page.locator('[data-square="a1"]').evaluate((square) => getComputedStyle(square).backgroundColor);
  assert.equal(await darkSquare(), 'rgb(140, 162, 173)');
  await page.getByRole('button', { name: 'Done' }).click();
  assert.equal(await page.locator('#settings').isVisible(), false);
  // Kept: a reload paints the light page and the blue board from the start.
  await reloadPage(page);
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light');
  assert.equal(await colourOf(page, 'body', 'backgroundColor'), 'rgb(243, 241, 236)');
  assert.equal(await darkSquare(), 'rgb(140, 162, 173)');
  const found = [];
  for (const screen of ['home', 'play', 'analysis', 'games', 'puzzles', 'openings', 'editor']) {
    await showScreen(page, screen);
    const violations = await axeViolations(page);
    found.push(...violations.map((v) => `${screen}: ${v.impact} ${v.id} on ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`));
    await page.screenshot({ path: `${tmpdir()}/ferrochess-light-${screen}.png` });
  }
  await page.getByRole('button', { name: 'Settings' }).click();
  const violations = await axeViolations(page, { include: '#settings' });
  found.push(...violations.map((v) => `settings: ${v.impact} ${v.id}`));
  assert.deepEqual(found, [], 'axe-core in the light colours');
  // "As this device": a device that prefers light gets the light page, one that prefers dark the dark one.
  await page.locator('#page-theme').selectOption('system');
  await page.emulateMedia({ colorScheme: 'dark' });
  assert.equal(await colourOf(page, 'body', 'backgroundColor'), 'rgb(38, 36, 33)');
  await page.emulateMedia({ colorScheme: 'light' });
  assert.equal(await colourOf(page, 'body', 'backgroundColor'), 'rgb(243, 241, 236)');
  // Escape closes the dialog; the sounds' switch is in it.
  assert.ok(await page.locator('#settings #sound').isVisible());
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('#settings').isVisible(), false);
  assert.deepEqual(problems, []);
  await context.close();
});
