// What the tests of ferrochess/elements share: the long annotated game
// they show, and a player that plays <ferro-game>'s user side to the end.
import { bigGame } from '../big-game.mjs';

/**
 * The long game: 300 random moves, 50 side lines off its moves and 10 more
 * off those side lines (nested), a comment with a clock and an eval on every
 * main-line move, a text comment and a NAG on every 20th, arrows and a
 * circle on the 10th: `{ pgn, comments, lastSan, nodes, nested }`, what it holds
 * counted as it was written (read back, its nodes are numbered anew).
 */
export function longGame() {
  const long = {};
  const chess = bigGame(300, 50, 11);
  const inVariations = () => chess.tree().nodes.filter((node) => node.parent !== null && !chess.mainline().some((m) => m.id === node.id));
  let nested = 0;
  for (const node of inVariations()) {
    if (nested === 10) break;
    if (node.children.length === 0) continue;
    // Another move than the variation's own next one: a variation inside the variation.
    const played = chess.node(node.children[0]).san;
    const probe = new (chess.constructor)(node.fen);
    const other = probe.moves().find((san) => san !== played);
    probe.free();
    if (!other) continue;
    chess.addLine(node.id, [other]);
    nested += 1;
  }
  const mainline = chess.mainline();
  mainline.forEach((node, index) => {
    chess.setClock(node.id, 600 - index);
    chess.setEval(node.id, { cp: (index % 7) * 10 - 30 });
    if (index % 20 === 0) {
      chess.setNodeComment(node.id, `Note ${index / 20 + 1}: <b>not markup</b>`);
      chess.addNag(index % 40 === 0 ? 14 : 1, node.fen);
    }
  });
  chess.setShapes(mainline[9].id, [{ from: 'a1', to: 'a3', color: 'red' }, { from: 'h8', color: 'green' }]);
  long.comments = mainline.filter((_, index) => index % 20 === 0).length;
  long.lastSan = mainline.at(-1).san;
  long.nodes = chess.tree().nodes.length;
  long.nested = nested;
  long.pgn = chess.pgn();
  chess.free();
  return long;
}

/** The centre of `square` on the board inside element `id`, from its box on screen. */
async function squareCentre(page, id, square) {
  const box = await page.locator(`#${id} [data-square="${square}"]`).boundingBox();
  return [box.x + box.width / 2, box.y + box.height / 2];
}

/**
 * Plays the user's side of <ferro-game id> to the end: each move a legal one
 * (a capture when there is one, a checkmate first), by the pointer (a click
 * on the piece, a click on its square) or, every third move, by the keyboard
 * (the board's cursor keys and Enter); the engine answers in its worker.
 */
export async function playToTheEnd(page, id, { maxMoves = 150 } = {}) {
  const square = (sq) => page.locator(`#${id} [data-square="${sq}"]`);
  for (let n = 0; n < maxMoves; n += 1) {
    await page.waitForFunction((id) => {
      const widget = document.getElementById(id);
      return widget.result || widget.game.turn() === widget.shadowRoot.querySelector('.player.bottom').dataset.side;
    }, id, { timeout: 60_000 });
    const pick = await page.evaluate((id) => {
      const widget = document.getElementById(id);
      if (widget.result) return null;
      const moves = widget.game.moves({ verbose: true });
      const mate = moves.find((m) => m.san.endsWith('#'));
      const capture = moves.filter((m) => m.captured).sort((a, b) => 'pnbrqk'.indexOf(b.captured) - 'pnbrqk'.indexOf(a.captured))[0];
      const move = mate ?? capture ?? moves[Math.floor(Math.random() * moves.length)];
      return { from: move.from, to: move.to, promotion: move.promotion ?? null, plies: widget.game.history().length };
    }, id);
    if (!pick) break;
    if (n % 3 === 2 && !pick.promotion) {
      // The keyboard: focus the piece's square, Enter, walk the cursor to the target, Enter.
      await square(pick.from).focus();
      await page.keyboard.press('Enter');
      const flip = (await page.locator(`#${id} .player.bottom`).getAttribute('data-side')) === 'w' ? 1 : -1;
      const df = (pick.to.charCodeAt(0) - pick.from.charCodeAt(0)) * flip;
      const dr = (Number(pick.to[1]) - Number(pick.from[1])) * flip;
      for (let i = 0; i < Math.abs(df); i += 1) await page.keyboard.press(df > 0 ? 'ArrowRight' : 'ArrowLeft');
      for (let i = 0; i < Math.abs(dr); i += 1) await page.keyboard.press(dr > 0 ? 'ArrowUp' : 'ArrowDown');
      await page.keyboard.press('Enter');
    } else {
      for (const sq of [pick.from, pick.to]) {
        await square(sq).scrollIntoViewIfNeeded();
        const [x, y] = await squareCentre(page, id, sq);
        await page.mouse.click(x, y);
      }
      if (pick.promotion) await page.locator(`#${id} [data-promotion="${pick.promotion}"]`).click();
    }
    await page.waitForFunction(({ id, from, to, plies }) => {
      const move = document.getElementById(id).game.history({ verbose: true })[plies];
      return move && move.from === from && move.to === to;
    }, { id, ...pick }, { timeout: 10_000 });
  }
  return page.evaluate((id) => document.getElementById(id).result, id);
}

