// The position editor end to end: pieces placed, moved and removed by click
// and by drag, side to move, castling and en passant, a Chess960 start, a FEN
// typed in; then the position played and analysed. axe-core checks it too.
import test from 'node:test';
import assert from 'node:assert/strict';
import { axeViolations } from './axe.mjs';
import { tmpdir } from 'node:os';
import { gamePgn, moveList, open, pieceOn, replaceGame, showScreen, square, startGame, typeMoves } from './page-harness.mjs';

const editorFen = (page) => page.locator('#editor-fen').inputValue();

/** Drags from the centre of one element to the centre of another, with steps the page sees as a drag. */
async function dragBetween(page, from, to) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 5 });
  await page.mouse.up();
}

test('the editor sets up a position by click and drag, with its side, castling and en passant, then plays it', async () => {
  const { page, context, problems } = await open({ opponent: 'human' });
  await typeMoves(page, ['e4']);
  await showScreen(page, 'editor');
  assert.equal(await page.locator('#editor').isVisible(), true);
  assert.equal(await page.locator('#status').textContent(), 'Editing a position');
  // It opens on the position shown, Black to move.
  assert.match(await editorFen(page), /^rnbqkbnr\/pppppppp\/8\/8\/4P3\/8\/PPPP1PPP\/RNBQKBNR b KQkq/);

  // The empty board; kings and a rook by click; a second white king moves the first.
  await page.locator('#editor-clear').click();
  assert.equal(await editorFen(page), '8/8/8/8/8/8/8/8 w - - 0 1');
  // The rule the position breaks, in words (issue 70: no "invalid FEN" for a board that is no FEN's fault).
  assert.match(await page.locator('#editor-error').textContent(), /^Not playable yet: (white|black) has 0 kings, must have exactly one$/);
  assert.equal(await page.locator('#editor-play').isDisabled(), true);
  await page.locator('[data-tool="wK"]').click();
  await square(page, 'd1').click();
  await square(page, 'e1').click();
  assert.equal(await pieceOn(page, 'd1'), null);
  assert.equal(await pieceOn(page, 'e1'), 'wK');
  await page.locator('[data-tool="wR"]').click();
  await square(page, 'h1').click();
  await page.locator('[data-tool="bK"]').click();
  await square(page, 'e8').click();
  // A pawn dragged from the palette; another by click, then erased.
  await dragBetween(page, page.locator('[data-tool="bP"]'), square(page, 'd4'));
  assert.equal(await pieceOn(page, 'd4'), 'bP');
  await page.locator('[data-tool="wP"]').click();
  await square(page, 'a2').click();
  await page.locator('[data-tool="trash"]').click();
  await square(page, 'a2').click();
  assert.equal(await pieceOn(page, 'a2'), null);
  // The move tool: drag a piece across, and one off the board.
  await page.locator('[data-tool="move"]').click();
  await page.locator('[data-tool="wP"]').click();
  await square(page, 'c2').click();
  await page.locator('[data-tool="move"]').click();
  await dragBetween(page, square(page, 'c2'), square(page, 'e2'));
  assert.equal(await pieceOn(page, 'e2'), 'wP');
  assert.equal(await pieceOn(page, 'c2'), null);
  await dragBetween(page, square(page, 'e2'), page.locator('#editor-tools'));
  assert.equal(await pieceOn(page, 'e2'), null);
  await page.locator('[data-tool="wP"]').click();
  await square(page, 'e4').click();
  assert.equal(await page.locator('#editor-error').textContent(), '');

  // Castling: only where a king and rook stand ready; en passant once Black is to move.
  assert.equal(await page.locator('[data-castle="K"]').isDisabled(), false);
  assert.equal(await page.locator('[data-castle="Q"]').isDisabled(), true);
  await page.locator('[data-castle="K"]').check();
  await page.locator('#editor-turn').selectOption('b');
  assert.deepEqual(await page.locator('#editor-ep option').evaluateAll((os) => os.map((o) => o.value)), ['-', 'e3']);
  await page.locator('#editor-ep').selectOption('e3');
  assert.equal(await editorFen(page), '4k3/8/8/8/3pP3/8/8/4K2R b K e3 0 1');
  const shot = `${tmpdir()}/ferrochess-editor.png`;
  await page.screenshot({ path: shot });
  console.log(`# screenshot: ${shot}`);
  const violations = await axeViolations(page);
  assert.deepEqual(violations.map((v) => `${v.impact} ${v.id} (${v.nodes.length})`), [], 'axe-core in the editor');

  // Play from here: it replaces the unfinished game (asking), Black to move, en passant legal.
  await replaceGame(page, '#editor-play');
  assert.equal(await page.locator('#editor').isVisible(), false);
  await typeMoves(page, ['dxe3']);
  assert.deepEqual(await moveList(page), ['dxe3']);
  assert.equal(await pieceOn(page, 'e4'), null);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the editor takes a typed FEN and a Chess960 start; Analyse opens the analysis; Back to the game changes nothing', async () => {
  const { page, context, problems } = await open({ opponent: 'human' });
  await typeMoves(page, ['d4']);
  await showScreen(page, 'editor');
  await page.locator('#editor-fen').fill('not a fen');
  await page.locator('#editor-fen').press('Enter');
  assert.notEqual(await page.locator('#editor-error').textContent(), '');
  await page.locator('#editor-cancel').click();
  assert.deepEqual(await moveList(page), ['d4']);
  assert.equal(await pieceOn(page, 'd4'), 'wP');

  await showScreen(page, 'editor');
  await page.locator('#editor-960').fill('0');
  await page.locator('#editor-960-set').click();
  assert.match(await editorFen(page), /^bbqnnrkr\/pppppppp\/8\/8\/8\/8\/PPPPPPPP\/BBQNNRKR w/);
  await replaceGame(page, '#editor-analyse');
  await page.waitForFunction(() => document.querySelectorAll('[data-analysis-line]').length > 0, null, { timeout: 30_000 });
  assert.equal(await pieceOn(page, 'a1'), 'wB');
  assert.match(await gamePgn(page), /\[Variant "Chess960"\]/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the clocks wait while the editor is open', async () => {
  const { page, context, problems } = await open({ opponent: 'human' });
  await startGame(page, { timeControl: '1+0' });
  // Both sides moved: White's clock runs.
  await typeMoves(page, ['e4', 'e5']);
  const white = () => page.locator('[data-clock="white"] .clock-time').textContent();
  await showScreen(page, 'editor');
  const before = await white();
  await page.waitForTimeout(2200);
  assert.equal(await white(), before, 'White\'s clock ran while the editor was open');
  await page.locator('#editor-cancel').click();
  await page.waitForFunction((shown) => document.querySelector('[data-clock="white"] .clock-time').textContent !== shown, before, { timeout: 5000 });
  assert.deepEqual(problems, []);
  await context.close();
});
