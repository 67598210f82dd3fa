// A game shared by link (the analysis board's "Link to this game"): the
// game is packed into the address's fragment (ferrochess/play's gameCode),
// never uploaded; the link opens it in another browser equal to the
// original; a broken or hostile link gets a clear error and changes nothing.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import {
  browser, chooseTool, gamePgn, loadPgn, moveList, open, untilLoaded,
} from './page-harness.mjs';
import { Chess } from '../../crate/js/index.js';

const KASPAROV = readFileSync(new URL('../../target/python-chess-data/pgn/kasparov-deep-blue-1997.pgn', import.meta.url), 'utf8').split(/\n\n(?=\[Event )/)[0];

/** The link the analysis board makes for its game. */
async function shareLink(page) {
  await chooseTool(page, 'import-export');
  await page.locator('#share-game').click();
  await page.locator('#share-link').waitFor({ state: 'visible' });
  return page.locator('#share-link').inputValue();
}

test('a game shared by link opens in another browser as it was: moves, headers, comments and variations', async () => {
  const { page, context, problems } = await open({ screen: 'analysis', viewport: { width: 1280, height: 900 } });
  const annotated = `${KASPAROV.replace('1.Nf3 d5', '1.Nf3 {Kasparov avoids <b>theory</b>} d5 (1...Nf6 2.c4) ')}`;
  await loadPgn(page, annotated);
  const original = await gamePgn(page);
  const link = await shareLink(page);
  assert.match(link, /^http:\/\/127\.0\.0\.1:\d+\/#\/analysis\/game\/g1[A-Za-z0-9_-]+$/);
  assert.ok(link.length < 2000, `${link.length} characters`);
  await page.screenshot({ path: `${tmpdir()}/ferrochess-share-link-1280.png` });
  // Another browser (a fresh context) opens the link.
  const friend = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const other = await friend.newPage();
  const errors = [];
  other.on('pageerror', (error) => errors.push(error.message));
  await other.goto(link);
  // Whatever position the board shows: the shared game may already be on it (at its end, where
  // no white pawn stands on e2) by the time the page is looked at, on a loaded machine.
  await untilLoaded(other);
  await other.waitForFunction(() => document.querySelectorAll('#moves button[data-ply]').length > 80);
  assert.equal(await gamePgn(other), original);
  assert.deepEqual((await moveList(other)).slice(0, 3), ['Nf3', 'd5', 'g3']);
  assert.deepEqual(await other.locator('#moves .move-comment').allTextContents(), ['Kasparov avoids <b>theory</b>']);
  assert.equal(await other.locator('#moves b').count(), 0);
  await other.screenshot({ path: `${tmpdir()}/ferrochess-share-opened-375.png` });
  assert.deepEqual(errors, []);
  assert.deepEqual(problems, []);
  await friend.close();
  await context.close();
});

test('a broken or hostile game link: a clear error, as text, and the game on the board stays', async () => {
  const { page, context } = await open({ screen: 'analysis' });
  await loadPgn(page, '1. e4 e5 2. Nf3 *');
  // Each case's own words, so that each wait is for its own link's error.
  for (const [hash, reason] of [
    ['#/analysis/game/g1<img src=x onerror=alert(1)>', "^The link's game cannot be read: this is not a game's code: it holds characters a code does not have$"],
    ['#/analysis/game/g1AAAA', "^The link's game cannot be read: this is not a game's code: (?!it holds)"],
    ['#/analysis/game/hello', "^The link's game cannot be read: this is not a game's code$"],
  ]) {
    await page.evaluate((address) => { location.hash = address; }, hash);
    try {
      await page.waitForFunction((words) => new RegExp(words).test(document.getElementById('move-error').textContent), reason);
    } catch (error) {
      // What the page shows when the wait fails (it has, rarely, on a loaded machine): for the next look.
      const shown = await page.evaluate(() => ({
        hash: location.hash, error: document.getElementById('move-error').textContent, screen: document.body.dataset.screen ?? null,
      }));
      throw new Error(`waiting for /${reason}/ after ${hash}: ${error.message}\nthe page shows ${JSON.stringify(shown)}`);
    }
    assert.equal(await page.locator('#move-error img').count(), 0);
    assert.deepEqual(await moveList(page), ['e4', 'e5', 'Nf3']);
  }
  // A code that holds a PGN the rules cannot read.
  const { gameCode } = await import('../../crate/js/play/share.js');
  await page.evaluate((address) => { location.hash = address; }, `#/analysis/game/${await gameCode('1. e4 e5 2. Ke3 *')}`);
  await page.locator('#move-error').filter({ hasText: 'Ke3' }).waitFor();
  assert.deepEqual(await moveList(page), ['e4', 'e5', 'Nf3']);
  const chess = new Chess();
  chess.loadPgn('1. e4 e5 2. Nf3 *');
  assert.equal((await gamePgn(page)).split('\n').at(-1), chess.pgn().split('\n').at(-1));
  await context.close();
});

test('a game link opened while the page redraws is followed, not written over by the address of the position shown', async () => {
  const { page, context } = await open({ screen: 'analysis' });
  await loadPgn(page, '1. e4 e5 2. Nf3 *');
  const { gameCode } = await import('../../crate/js/play/share.js');
  const address = `#/analysis/game/${await gameCode('1. d4 d5 2. c4 *')}`;
  // The flip redraws the page (a microtask) before the link's hashchange comes: the analysis
  // board's address of its position must not replace the link in between (it once did, and
  // the link was lost: the rare failure of the test above on a loaded machine).
  await page.evaluate((link) => {
    location.hash = link;
    document.getElementById('flip').click();
  }, address);
  // The game on the board is not finished: the page asks before replacing it.
  await page.locator('#confirm-yes').click();
  await page.waitForFunction(() => document.querySelector('#moves button[data-ply]')?.textContent.includes('d4'));
  assert.deepEqual(await moveList(page), ['d4', 'd5', 'c4']);
  await context.close();
});
