// A game read from a PGN is shown as that game: a lichess export (clocks,
// evals, its own ?/?? marks, a result) pasted into "Load PGN" shows its
// players with their ratings, its result, its marks in the move list, its
// clocks and evals (on the bar) as you step and its evals on the graph
// before any review; the engine does not play on, and Resign and Offer
// draw are not offered.
import test from 'node:test';
import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import { axeViolations } from './axe.mjs';
import {
  chooseTool, loadPgn, moveList, open, reloadPage, showScreen,
} from './page-harness.mjs';

const LICHESS = `[Event "Rated Bullet game"]
[Site "https://lichess.org/abcdefgh"]
[Date "2026.11.30"]
[White "MagnusFan"]
[Black "Tactician77"]
[Result "0-1"]
[WhiteElo "1834"]
[BlackElo "1912"]
[TimeControl "60+0"]
[Termination "Normal"]

1. e4 { [%eval 0.18] [%clk 0:01:00] } 1... e5 { [%eval 0.2] [%clk 0:01:00] } 2. Nf3 { [%eval 0.15] [%clk 0:00:59] } 2... Nc6 { [%eval 0.22] [%clk 0:00:59] } 3. Bc4 { [%eval 0.1] [%clk 0:00:58] } 3... Nf6 { [%eval 0.2] [%clk 0:00:58] } 4. Ng5?! { [%eval -0.3] [%clk 0:00:57] } 4... d5 { [%eval -0.25] [%clk 0:00:56] } 5. exd5 { [%eval -0.3] [%clk 0:00:55] } 5... Nxd5?? { [%eval 1.9] [%clk 0:00:54] } 6. Nxf7? { [%eval 0.4] [%clk 0:00:52] } 6... Kxf7 { [%eval 0.5] [%clk 0:00:53] } 7. Qf3+ { [%eval 0.6] [%clk 0:00:50] } 7... Ke6 { [%eval 0.6] [%clk 0:00:51] } 8. Nc3 { [%eval 0.4] [%clk 0:00:48] } 8... Nb4 { [%eval 0.1] [%clk 0:00:48] } 9. Qe4?? { [%eval -3.2] [%clk 0:00:40] } 9... c6 { [%eval -3.1] [%clk 0:00:45] } 0-1`;

const text = (page, selector) => page.locator(selector).textContent();

for (const viewport of [{ width: 1280, height: 900 }, { width: 375, height: 812 }]) {
  test(`a lichess game loaded from its PGN is shown as that game (${viewport.width}×${viewport.height})`, async () => {
    const { page, context, problems } = await open({ viewport });
    await loadPgn(page, LICHESS);
    // Its players, ratings and result; nothing to resign or offer, and no engine move.
    assert.equal(await text(page, '#status'), '0-1: Black wins');
    assert.equal(await text(page, '.player[data-player="w"] .player-name'), 'MagnusFan (1834)');
    assert.equal(await text(page, '.player[data-player="b"] .player-name'), 'Tactician77 (1912)');
    assert.ok(await page.locator('#resign').isDisabled());
    assert.ok(await page.locator('#offer-draw').isDisabled());
    // Its own marks in the move list.
    const moves = await moveList(page);
    assert.equal(moves.length, 18);
    const marked = await page.locator('#moves [data-annotation]').evaluateAll((buttons) => buttons.map((b) => b.textContent));
    assert.deepEqual(marked, ['Ng5?!', 'Nxd5??', 'Nxf7?', 'Qe4??']);
    // Its evaluations on the graph, before any review: a point a move (the analysis board's Review tab).
    await chooseTool(page, 'review');
    assert.equal(await page.locator('#eval-graph [data-ply]').count(), 18);
    assert.ok(await page.locator('#review').isVisible());
    // Its clocks and its evaluations (on the bar beside the board), as you step through it.
    assert.equal(await text(page, '[data-clock="white"] .clock-time'), '0:40');
    assert.equal(await text(page, '[data-clock="black"] .clock-time'), '0:45');
    assert.equal(await text(page, '#eval-number'), '−3.1');
    await page.locator('#moves button[data-ply="10"]').click();
    assert.equal(await text(page, '[data-clock="white"] .clock-time'), '0:55');
    assert.equal(await text(page, '[data-clock="black"] .clock-time'), '0:54');
    assert.equal(await text(page, '#eval-number'), '+1.9');
    assert.equal(await page.locator('#eval-bar').getAttribute('data-leader'), 'w');
    await page.screenshot({ path: `${tmpdir()}/ferrochess-record-${viewport.width}.png`, fullPage: true });
    // The engine does not play on.
    await page.waitForTimeout(1500);
    assert.equal((await moveList(page)).length, 18);
    const violations = await axeViolations(page);
    assert.deepEqual(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`), []);
    // A reload keeps it finished; a record is not the player's to take back, on the Play screen either.
    await reloadPage(page);
    assert.equal(await text(page, '#status'), '0-1: Black wins');
    await showScreen(page, 'play');
    assert.ok(await page.locator('#undo').isDisabled());
    assert.equal(await text(page, '#status'), '0-1: Black wins');
    assert.deepEqual(problems, []);
    await context.close();
  });
}
