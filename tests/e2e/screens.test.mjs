// The site's screens (www/js/screens/router.js), each by its own address, as a person
// meets them at a laptop's, a desktop's and a phone's window size: its
// heading, its link marked in the navigation, nothing wider than the window,
// the board wholly in view where the screen has one, only that screen's
// parts shown; the back button, a bookmark and a mistyped address.
// Screenshots of each go to the system's temporary folder for a person to
// look at (ferrochess-screen-<size>-<screen>.png).
import test from 'node:test';
import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import { axeViolations } from './axe.mjs';
import {
  open, reloadPage, showScreen, typeMoves, moveList, url, untilLoaded, untilMoveCount,
} from './page-harness.mjs';

const VIEWPORTS = [
  { name: 'laptop', width: 1280, height: 900 },
  { name: 'desktop', width: 1920, height: 1080 },
  { name: 'phone', width: 375, height: 812 },
];

/** Each screen: its heading, whether the board is on it, a part it shows and parts it does not. */
const SCREENS = {
  home: { title: 'ferrochess', board: false, shows: ['#home'], hides: ['#moves', '#games-panel', '#play-setup'] },
  // A first visit: the setup waits, and the game's controls with it.
  play: { title: 'Play', board: true, shows: ['#play-setup', '#level', '#setup-start'], hides: ['#resign', '#undo', '#games-panel', '#explorer-panel', '#puzzle-panel', '#fen'] },
  analysis: { title: 'Analysis board', board: true, shows: ['#moves', '#analyse', '#tools-tabs'], hides: ['#resign', '#hint', '#games-panel'] },
  games: { title: 'Your games', board: false, shows: ['#games-panel'], hides: ['#moves', '#analyse'] },
  puzzles: { title: 'Puzzles', board: true, shows: ['#puzzle-panel', '#mistakes-panel'], hides: ['#moves', '#fen', '#opponent', '#hint', '#undo', '#analyse'] },
  openings: { title: 'Openings', board: true, shows: ['#explorer-panel', '#drill-panel'], hides: ['#resign', '#games-panel'] },
  editor: { title: 'Board editor', board: true, shows: ['#editor', '#editor-tools'], hides: ['#moves', '#resign'] },
};

for (const viewport of VIEWPORTS) {
  test(`every screen by its address at ${viewport.width}×${viewport.height}: its heading, its parts, in the window`, async () => {
    const { page, context, problems } = await open({ viewport, screen: 'home' });
    const found = [];
    for (const [name, screen] of Object.entries(SCREENS)) {
      await showScreen(page, name);
      const heading = page.locator('#screen-title');
      assert.equal(await heading.textContent(), name === 'play' ? 'Play: a new game' : screen.title, `${name}'s heading`);
      assert.ok(await heading.isVisible(), `${name}'s heading is seen`);
      assert.equal(await page.title(), name === 'home' ? 'ferrochess' : `${screen.title} · ferrochess`);
      if (name !== 'home') {
        assert.equal(await page.locator(`.site-nav [data-route="${name}"]`).getAttribute('aria-current'), 'page', `${name}'s link`);
      }
      assert.equal(await page.locator('.site-nav [aria-current]').count(), name === 'home' ? 0 : 1);
      for (const selector of screen.shows) assert.ok(await page.locator(selector).isVisible(), `${selector} shows on ${name}`);
      for (const selector of screen.hides) assert.equal(await page.locator(selector).isVisible(), false, `${selector} hides on ${name}`);
      assert.equal(await page.locator('#board').isVisible(), screen.board, `the board on ${name}`);
      // Nothing wider than the window: no screen scrolls sideways.
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(wide <= 0, `${name} scrolls ${wide} px sideways at ${viewport.width} px`);
      if (screen.board) {
        // The board wholly in view, with no scrolling.
        const board = await page.locator('#board').boundingBox();
        assert.ok(board.x >= 0 && board.y >= 0, `${name}: the board starts in view`);
        assert.ok(board.x + board.width <= viewport.width + 0.5, `${name}: the board's right edge in view`);
        // Above the navigation where it is a bar at the bottom (a phone).
        const nav = await page.locator('.site-nav').boundingBox();
        const bottom = nav.y > viewport.height / 2 ? nav.y : viewport.height;
        assert.ok(board.y + board.height <= bottom + 0.5, `${name}: the board's bottom ${board.y + board.height} px, the window's ${bottom} px`);
      }
      if (name === 'games' && viewport.width >= 1280) {
        // The database takes the width, not a side column.
        const panel = await page.locator('#games-panel').boundingBox();
        assert.ok(panel.width >= 900, `the games panel is ${panel.width} px wide`);
      }
      // axe-core finds nothing on the screen.
      const violations = await axeViolations(page);
      found.push(...violations.map((v) => `${name}: ${v.impact} ${v.id} on ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`));
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${tmpdir()}/ferrochess-screen-${viewport.name}-${name}.png` });
    }
    assert.deepEqual(found, [], 'axe-core');
    console.log(`# screenshots: ${tmpdir()}/ferrochess-screen-${viewport.name}-*.png`);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('the home screen links to every screen; the back button returns; a bookmark reopens the screen; a wrong address goes home', async () => {
  const { page, context, problems } = await open({ screen: 'home' });
  const links = await page.locator('.home-cards a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  assert.deepEqual(links, ['#/play', '#/analysis', '#/games', '#/puzzles', '#/openings', '#/editor']);
  await page.locator('.home-cards a[href="#/games"]').click();
  await page.waitForFunction(() => document.documentElement.dataset.screen === 'games');
  await page.locator('.site-nav a[data-route="analysis"]').click();
  await page.waitForFunction(() => document.documentElement.dataset.screen === 'analysis');
  await page.goBack();
  await page.waitForFunction(() => document.documentElement.dataset.screen === 'games');
  await page.goBack();
  await page.waitForFunction(() => document.documentElement.dataset.screen === 'home');
  // A bookmarked address opens its screen; one no screen has, the home screen.
  await page.goto(`${url}#/openings`);
  await untilLoaded(page);
  assert.equal(await page.locator('#screen-title').textContent(), 'Openings');
  await page.goto(`${url}#/nowhere`);
  await untilLoaded(page);
  await page.waitForFunction(() => document.documentElement.dataset.screen === 'home');
  assert.ok(await page.locator('#home').isVisible());
  assert.deepEqual(problems, []);
  await context.close();
});

test('leaving a screen stops its work: the analysis\'s search, the editor; the game waits on the board', async () => {
  const { page, context, problems } = await open({ opponent: 'human' });
  await typeMoves(page, ['e4', 'e5']);
  await showScreen(page, 'analysis');
  await page.locator('#analyse').click();
  await page.locator('#analysis').waitFor();
  // The database's screen has no engine lines: the search stops.
  await showScreen(page, 'games');
  await showScreen(page, 'play');
  assert.equal(await page.locator('#analysis').isHidden(), true);
  assert.equal(await page.evaluate(() => document.querySelectorAll('#board [data-ferro-board]')[0].shadowRoot.querySelectorAll('[data-arrow]').length), 0);
  await showScreen(page, 'editor');
  await page.locator('#editor-tools').waitFor();
  await page.goBack();
  await page.waitForFunction(() => document.documentElement.dataset.screen === 'play');
  assert.equal(await page.locator('#editor').isHidden(), true);
  assert.deepEqual(await moveList(page), ['e4', 'e5']);
  await typeMoves(page, ['Nf3']);
  assert.deepEqual(await moveList(page), ['e4', 'e5', 'Nf3']);
  assert.deepEqual(problems, []);
  await context.close();
});

test('on a phone the board and the strip of moves are on screen together while playing, the last move in sight', async () => {
  const viewport = { width: 375, height: 812 };
  const { page, context, problems } = await open({ opponent: 'human', viewport });
  await typeMoves(page, ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Ba4', 'Nf6', 'O-O', 'Be7', 'Re1', 'b5', 'Bb3', 'd6']);
  await page.evaluate(() => window.scrollTo(0, 0));
  const nav = await page.locator('.site-nav').boundingBox();
  const board = await page.locator('#board').boundingBox();
  const strip = await page.locator('#moves').boundingBox();
  assert.ok(board.y >= 0 && board.y + board.height <= nav.y, 'the board in view');
  assert.ok(strip.y >= board.y + board.height && strip.y + strip.height <= nav.y, `the strip at ${strip.y.toFixed(0)}..${(strip.y + strip.height).toFixed(0)}, the bar at ${nav.y.toFixed(0)}`);
  assert.ok(strip.height <= 60, `the strip is ${strip.height.toFixed(0)} px tall`);
  // The last move scrolled into the strip's view.
  await page.waitForTimeout(100);
  const last = await page.locator('#moves button.current').boundingBox();
  assert.ok(last.x >= strip.x - 1 && last.x + last.width <= strip.x + strip.width + 1, 'the last move in sight');
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(wide <= 0, `the page scrolls ${wide} px sideways`);
  await page.screenshot({ path: `${tmpdir()}/ferrochess-screen-phone-playing.png` });
  assert.deepEqual(problems, []);
  await context.close();
});

test('a position has an address: a link opens it on the analysis board, the address follows the position, a reload keeps the game', async () => {
  const { page, context, problems } = await open({ screen: 'home' });
  // After 1. e4 c5, as lichess writes it (underscores for spaces).
  const sicilian = 'rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2';
  await page.goto(`${url}#/analysis/${sicilian.replace(/ /g, '_')}`);
  await page.waitForFunction(() => document.getElementById('screen-title').textContent === 'Analysis board');
  await page.locator('[data-square="c5"][data-piece="bP"]').waitFor();
  assert.equal(await page.locator('#status').textContent(), 'White to move');
  // A move on the board: the address names the new position (no new history entry).
  await typeMoves(page, ['Nf3']);
  const after = 'rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2';
  await page.waitForFunction((want) => location.hash === want, `#/analysis/${after.replace(/ /g, '_')}`);
  // A reload of that address keeps the game and its move.
  await reloadPage(page);
  await page.locator('[data-square="f3"][data-piece="wN"]').waitFor();
  assert.equal((await moveList(page))[0], 'Nf3');
  // The address of a move browsed back to, reloaded: that move shown, the game kept whole
  // (the engine, the opponent by default, answers Nf3 first).
  await untilMoveCount(page, 2);
  await page.locator('#moves button[data-ply="1"]').click();
  await page.waitForFunction((want) => location.hash === want, `#/analysis/${after.replace(/ /g, '_')}`);
  await reloadPage(page);
  await page.locator('#moves button[data-ply="1"].current').waitFor();
  assert.equal((await moveList(page)).length, 2);
  // An address with no position that reads changes nothing and says why, as text.
  await page.evaluate(() => { location.hash = '#/analysis/<img_src=x_onerror=alert(1)>'; });
  await page.waitForFunction(() => /^The address names no position that reads/.test(document.getElementById('move-error').textContent));
  assert.equal((await moveList(page)).length, 2);
  assert.equal(await page.locator('#move-error img').count(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});
