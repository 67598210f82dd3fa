// Your games: a PGN file picked in the page is read in the games worker
// (the main thread never blocks: no long task while it reads), listed with
// filters, explored (the opening explorer counts what the package's
// GameIndex counts), opened on the board, and kept in this browser across a
// reload until removed. Without games the explorer shows the opening book.
import test from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { axeViolations } from './axe.mjs';
import {
  blockingFrames, moveList, open, pageLongTasks, reloadPage, showScreen, untilSettled,
} from './page-harness.mjs';
import { corpus } from '../../scripts/pgn-corpus.mjs';

const GAMES = 3000;
const MINE = `[Event "Club final"]
[White "OnlyMe"]
[Black "Rival"]
[WhiteElo "2001"]
[BlackElo "1990"]
[Result "1-0"]
[Date "2025.06.01"]
[TimeControl "600+5"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 1-0
`;

const text = (page, selector) => page.locator(selector).textContent();
const file = `${tmpdir()}/ferrochess-games-e2e.pgn`;
writeFileSync(file, `${corpus(GAMES, 21, { lichessOnly: true })}\n${MINE}`);

async function untilRead(page, count) {
  // The count formatted here, not in the page, where a first
  // toLocaleString (the locale's data loaded) would be a long task of the
  // test's own while the page reads.
  await page.waitForFunction((read) => {
    const status = document.getElementById('games-status').textContent;
    return status.includes(`: ${read} games.`) && status.includes('Kept in this browser.');
  }, count.toLocaleString('en'), { timeout: 120_000 });
}

test('a PGN file opens as your games: read without blocking, listed, filtered, explored, opened, kept', async () => {
  // The database's screen: its panel and the explorer open by themselves.
  const { page, context, problems } = await open({ screen: 'games', viewport: { width: 1280, height: 900 } });
  // Without games, the explorer shows the opening book's moves and names.
  await page.waitForFunction(() => document.querySelectorAll('#explorer-moves tbody tr').length > 5);
  assert.match(await text(page, '#explorer-status'), /opening book/);
  const bookMoves = await page.locator('#explorer-moves .explorer-move').allTextContents();
  assert.ok(bookMoves.includes('e4') && bookMoves.includes('d4'), bookMoves.join(' '));

  // From a settled page: no long task (the start-up's) in the last second.
  await untilSettled(page);
  const started = await page.evaluate(() => performance.now());
  await page.locator('#games-file').setInputFiles(file);
  // The first games are listed while the rest are read.
  await page.locator('#games-list tbody .game-open').first().waitFor({ timeout: 10_000 });
  const listedMs = await page.evaluate((from) => performance.now() - from, started);
  await untilRead(page, GAMES + 1);
  const readMs = await page.evaluate((from) => performance.now() - from, started);
  // No task of the page's own over 50 ms (a long task with no script of the page in it is the machine's).
  assert.deepEqual(await pageLongTasks(page, started), [], await blockingFrames(page, started));
  console.log(`# ${GAMES + 1} games: first listed after ${listedMs.toFixed(0)} ms, all read and kept after ${readMs.toFixed(0)} ms`);

  // The list: pages of 25, a filter by player.
  assert.equal(await page.locator('#games-list tbody tr').count(), 25);
  await page.waitForFunction((expected) => document.getElementById('games-page').textContent === expected, `Page 1 of ${Math.ceil((GAMES + 1) / 25)} (${(GAMES + 1).toLocaleString('en')} games)`);
  await page.locator('#games-next').click();
  await page.waitForFunction(() => document.getElementById('games-page').textContent.startsWith('Page 2 '));
  await page.locator('#games-filter [name="player"]').fill('onlyme');
  await page.waitForFunction(() => document.querySelectorAll('#games-list tbody .game-open').length === 1);
  assert.equal(await page.locator('#games-list tbody .game-open').textContent(), 'OnlyMe (2001) – Rival (1990)');
  await page.screenshot({ path: `${tmpdir()}/ferrochess-games-1280.png`, fullPage: true });

  // The explorer counts the games: its moves from the start add up to every game.
  await page.locator('#games-filter [name="player"]').fill('');
  await page.waitForFunction((all) => document.getElementById('explorer-status').textContent.startsWith(`${all} games of yours`), (GAMES + 1).toLocaleString('en'));
  const counts = await page.locator('#explorer-moves tbody tr td:nth-child(2)').allTextContents();
  const total = counts.reduce((sum, count) => sum + Number(count.replace(/,/g, '')), 0);
  assert.equal(total, GAMES + 1);
  assert.match(await text(page, '#explorer-status'), new RegExp(`^${(GAMES + 1).toLocaleString('en')} games of yours`));

  // Opening a listed game shows it as that game, on the analysis board; the explorer follows its positions.
  await page.locator('#games-filter [name="player"]').fill('OnlyMe');
  await page.waitForFunction(() => document.querySelectorAll('#games-list tbody .game-open').length === 1);
  await page.locator('#games-list tbody .game-open').click();
  if (await page.locator('#confirm').isVisible()) await page.locator('#confirm-yes').click();
  await page.waitForFunction(() => document.getElementById('status').textContent === '1-0: White wins');
  assert.match(await page.evaluate(() => location.hash), /^#\/analysis\//);
  assert.equal(await text(page, '.player[data-player="w"] .player-name'), 'OnlyMe (2001)');
  assert.equal((await moveList(page)).length, 10);
  await page.locator('#moves button[data-ply="4"]').click();
  // After 1. e4 e5 2. Nf3 Nc6 (the filter holds only OnlyMe's games): Bb5, once.
  await page.waitForFunction(() => [...document.querySelectorAll('#explorer-moves .explorer-move')].map((b) => b.textContent).join(' ') === 'Bb5');
  assert.match(await text(page, '#explorer-games'), /OnlyMe \(2001\) – Rival \(1990\), 1-0, 2025\.06\.01/);
  // A click on an explorer move plays it (in analysis, the game being finished).
  await page.locator('#explorer-moves .explorer-move').click();
  await page.locator('[data-square="b5"][data-piece="wB"]').waitFor();
  assert.equal(await page.locator('#analysis').isVisible(), true);

  const violations = await axeViolations(page);
  assert.deepEqual(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`), []);

  // A reload brings the games back from this browser; removing them forgets them.
  await reloadPage(page);
  await showScreen(page, 'games');
  await untilRead(page, GAMES + 1);
  await page.locator('#games-remove').click();
  await page.locator('#confirm-yes').click();
  await page.waitForFunction(() => document.getElementById('games-status').textContent === '');
  assert.ok(await page.locator('#games-list').isHidden());
  await reloadPage(page);
  await page.waitForTimeout(1500);
  assert.equal(await text(page, '#games-status'), '');
  assert.deepEqual(problems, []);
  await context.close();
});

test('at phone size the games panel and the explorer fit the screen', async () => {
  const { page, context, problems } = await open({ screen: 'games', viewport: { width: 375, height: 812 } });
  await page.locator('#games-file').setInputFiles(file);
  await untilRead(page, GAMES + 1);
  await page.waitForFunction(() => /of yours went on from here/.test(document.getElementById('explorer-status').textContent));
  // Nothing is wider than the screen: the tables scroll in their own boxes.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
  for (const selector of ['#games-filter', '#explorer-moves', '.games .table-wrap']) {
    const box = await page.locator(selector).boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 375 + 0.5, `${selector} at ${box.x}..${box.x + box.width}`);
  }
  await page.screenshot({ path: `${tmpdir()}/ferrochess-games-375.png`, fullPage: true });
  assert.deepEqual(problems, []);
  await context.close();
});

test('keyboard only: open the panel, pick the file, open a game, play an explorer move', async () => {
  const { page, context, problems } = await open({ screen: 'games', viewport: { width: 1280, height: 900 } });
  /** Presses Tab until `matches` (run in the page) holds for the focused element; returns how many presses. */
  async function tabTo(description, matches) {
    for (let presses = 1; presses <= 300; presses += 1) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(matches)) return presses;
    }
    return assert.fail(`Tab never reached ${description}`);
  }
  // Listen for the file chooser before any key is pressed: Playwright turns
  // on its interception of choosers when the first listener comes, in a
  // message of its own, and a key pressed right after waitForEvent could
  // open the chooser before it is on (a CI run under load timed out so).
  const chooser = page.waitForEvent('filechooser', { timeout: 120_000 });
  chooser.catch(() => {}); // awaited below; a test failing before must not leave it unhandled
  // The database's screen opens with its panel open: its file picker is reached with Tab.
  await tabTo('the file picker', () => document.activeElement?.id === 'games-file');
  // The focus shows on the picker's visible label.
  const outline = await page.locator('.file-button').evaluate((label) => getComputedStyle(label).outlineStyle);
  assert.equal(outline, 'solid');
  await page.keyboard.press('Space');
  await (await chooser).setFiles(file);
  await untilRead(page, GAMES + 1);
  await tabTo('a listed game', () => document.activeElement?.matches('#games-list .game-open'));
  const chosen = await page.evaluate(() => document.activeElement.textContent);
  await page.keyboard.press('Enter');
  await page.waitForFunction((players) => {
    const white = document.querySelector('.player[data-player="w"] .player-name').textContent;
    return players.startsWith(white);
  }, chosen);
  // Back to the start of the game (Home), so that the explorer has moves to offer.
  await page.keyboard.press('Home');
  // The explorer is a tab beside the board of the analysis board: the tabs are one Tab stop, the arrows choose.
  await tabTo('the tools\' tabs', () => document.activeElement?.matches('#tools-tabs [aria-selected="true"]'));
  for (let presses = 0; presses < 3 && await page.locator('#tab-explorer').getAttribute('aria-selected') !== 'true'; presses += 1) {
    await page.keyboard.press('ArrowRight');
  }
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'tab-explorer');
  assert.equal(await page.locator('#explorer-panel').evaluate((details) => details.open), true);
  await page.locator('#explorer-moves .explorer-move').first().waitFor({ timeout: 10_000 }).catch(async (error) => assert.fail(`${error.message}: the explorer says ${await text(page, '#explorer-status')}; open: ${await page.locator('#explorer-panel').evaluate((d) => d.open)}; focus on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))}; ${await text(page, '#status')}`));
  await tabTo('an explorer move', () => document.activeElement?.matches('#explorer-moves .explorer-move'));
  const uci = await page.evaluate(() => document.activeElement.dataset.uci);
  await page.keyboard.press('Enter');
  await page.locator(`[data-square="${uci.slice(2, 4)}"][data-piece]`).waitFor();
  assert.equal(await page.locator('#analysis').isVisible(), true);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a click anywhere on a listed game\'s row opens it, not only on its players', async () => {
  const { page, context, problems } = await open({ screen: 'games' });
  const pgn = '[White "Ju, Wenjun"]\n[Black "Lei, Tingjie"]\n[Date "2023.07.05"]\n[Result "1-0"]\n\n1. d4 d5 2. c4 e6 1-0\n';
  await page.locator('#games-file').setInputFiles({ name: 'one.pgn', mimeType: 'application/x-chess-pgn', buffer: Buffer.from(pgn) });
  await page.locator('#games-list tbody .game-open').waitFor();
  // The date's cell.
  await page.locator('#games-list tbody tr td:nth-child(3)').click();
  await page.waitForFunction(() => document.documentElement.dataset.screen === 'analysis');
  assert.deepEqual(await moveList(page), ['d4', 'd5', 'c4', 'e6']);
  assert.equal(await text(page, '.player[data-player="w"] .player-name'), 'Ju, Wenjun');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a file that is mostly not PGN lists only its real games, and says what it left out', async () => {
  const { page, context, problems } = await open({ screen: 'games' });
  const notes = 'Notes from the club, 12 March.\n\nScore: 1-0 to us *\n\nNext week: 1/2-1/2 *\n\n[White "Ann"]\n[Black "Bo"]\n\n1. e4 e5 1-0\n';
  await page.locator('#games-file').setInputFiles({ name: 'notes.pgn', mimeType: 'application/x-chess-pgn', buffer: Buffer.from(notes) });
  await page.waitForFunction(() => /^notes\.pgn: 1 game\./.test(document.getElementById('games-status').textContent));
  // The list is asked for after the status says how many there are: drawn a moment later.
  await page.locator('#games-list tbody .game-open').first().waitFor();
  assert.deepEqual(await page.locator('#games-list tbody .game-open').allTextContents(), ['Ann – Bo']);
  assert.match(await text(page, '#games-status'), /empty games? \(no move, no tag\) left out\./);
  assert.deepEqual(problems, []);
  await context.close();
});

/** Six real-looking games: named players, openings, results, dates. */
const SIX_GAMES = [
  ['Carlsen, Magnus', 'Nepomniachtchi, Ian', '1-0', '2021.12.03', '1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 4. O-O Nxe4 5. Re1 Nd6 6. Nxe5 Be7 1-0'],
  ['Ju, Wenjun', 'Lei, Tingjie', '1/2-1/2', '2023.07.05', '1. d4 Nf6 2. c4 e6 3. Nc3 Bb4 4. e3 O-O 5. Bd3 d5 1/2-1/2'],
  ['Hou, Yifan', 'Kosteniuk, Alexandra', '0-1', '2022.02.10', '1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 0-1'],
  ['Nakamura, Hikaru', 'Caruana, Fabiano', '1-0', '2024.04.11', '1. c4 e5 2. Nc3 Nf6 3. Nf3 Nc6 4. g3 d5 5. cxd5 Nxd5 1-0'],
  ['Firouzja, Alireza', 'Ding, Liren', '1/2-1/2', '2022.06.20', '1. e4 e6 2. d4 d5 3. Nc3 Nf6 4. e5 Nfd7 5. f4 c5 1/2-1/2'],
  ['Gukesh, D', 'Abdusattorov, Nodirbek', '0-1', '2024.01.22', '1. d4 d5 2. c4 c6 3. Nf3 Nf6 4. Nc3 dxc4 5. a4 Bf5 0-1'],
];
const SIX = SIX_GAMES.map(([white, black, result, date, moves]) => `[Event "Six"]\n[White "${white}"]\n[Black "${black}"]\n[Result "${result}"]\n[Date "${date}"]\n\n${moves}\n`).join('\n');
/** Each game's plies by its White player: the words of its moves that are not move numbers or the result. */
const SIX_PLIES = new Map(SIX_GAMES.map(([white, , , , moves]) => [white, moves.split(' ').filter((word) => !/\.$|^(1-0|0-1|1\/2-1\/2)$/.test(word)).length]));
const sixFile = `${tmpdir()}/ferrochess-six-games.pgn`;
writeFileSync(sixFile, SIX);

for (const viewport of [{ width: 1280, height: 900 }, { width: 1920, height: 1080 }, { width: 375, height: 812 }]) {
  test(`six games opened in Your games at ${viewport.width}×${viewport.height}: listed whole with the explorer, each opened on the analysis board`, async () => {
    const { page, context, problems } = await open({ screen: 'games', viewport });
    await page.locator('#games-file').setInputFiles(sixFile);
    await untilRead(page, 6);
    assert.equal(await page.locator('#games-list tbody tr').count(), 6);
    // The list and the explorer take the width (beside each other or one under the other), no cell cut.
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(wide <= 0, `the page scrolls ${wide} px sideways`);
    const panel = await page.locator('#games-panel').boundingBox();
    const explorer = await page.locator('#explorer-panel').boundingBox();
    if (viewport.width >= 1280) {
      assert.ok(panel.width >= 900, `the games panel is ${panel.width} px wide`);
      const cut = await page.evaluate(() => [...document.querySelectorAll('#games-list td')].filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent));
      assert.deepEqual(cut, [], 'no cell cut');
    }
    assert.ok(explorer.width >= Math.min(viewport.width - 40, 600) || explorer.width >= panel.width - 1, `the explorer is ${explorer.width} px wide`);
    await page.screenshot({ path: `${tmpdir()}/ferrochess-six-games-${viewport.width}.png`, fullPage: true });
    // Each game opens as itself on the analysis board.
    for (let row = 0; row < 6; row += 1) {
      if (row > 0) await showScreen(page, 'games');
      const players = await page.locator('#games-list tbody .game-open').nth(row).textContent();
      await page.locator('#games-list tbody .game-open').nth(row).click();
      if (await page.locator('#confirm').isVisible()) await page.locator('#confirm-yes').click();
      await page.waitForFunction(() => document.documentElement.dataset.screen === 'analysis');
      const white = players.split(' – ')[0];
      await page.waitForFunction((name) => document.querySelector('.player[data-player="w"] .player-name')?.textContent === name, white);
      assert.equal((await moveList(page)).length, SIX_PLIES.get(white), players);
    }
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('a game\'s button keeps the focus when the list is drawn again', async () => {
  const { page, context, problems } = await open({ screen: 'games', viewport: { width: 1280, height: 900 } });
  await page.locator('#games-file').setInputFiles(sixFile);
  await untilRead(page, 6);
  const second = page.locator('#games-list tbody .game-open').nth(1);
  await second.focus();
  const id = await second.getAttribute('data-game');
  // The filter sent again as it is: the list comes back from the games worker and is drawn anew.
  await page.evaluate(() => new Promise((resolve) => {
    new MutationObserver((_, observer) => {
      observer.disconnect();
      resolve();
    }).observe(document.querySelector('#games-list tbody'), { childList: true });
    document.querySelector('#games-filter').dispatchEvent(new Event('input', { bubbles: true }));
  }));
  assert.equal(await page.evaluate(() => document.activeElement?.matches('#games-list .game-open') && document.activeElement.dataset.game), id);
  assert.deepEqual(problems, []);
  await context.close();
});
