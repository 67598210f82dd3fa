// A hostile friend against the site's page: the host invites from the Play
// setup as a person does; the other side is a script on a page of its own
// (ferrochess/play's answerConnection for the channel, then messages written
// by hand): illegal moves, moves for the wrong ply, replayed messages, the
// largest message the channel carries, malformed JSON, a name holding HTML,
// a clock claiming more time than it had, a false flag claim, a sync for
// another game, 1,000 messages a second. Each is refused with its reason on
// the page (as text), the game and the page unchanged and still playable,
// and nothing the peer sent is run or injected.
//
// No packet can leave the machine: see netns.mjs (a network namespace with
// only loopback up, the site's server and Chromium inside it).
import test from 'node:test';
import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import { axeViolations } from './axe.mjs';
import { insideLoopbackNamespace, openFakeMicrophone, siteForPeers } from './netns.mjs';
import { RATE_LIMIT } from '../../crate/js/play/match.js';

/** What the hostile side's page calls itself: markup that would run if it were ever written as HTML. */
const HOSTILE_NAME = '<img src=x onerror="window.pwned=1">';

if (insideLoopbackNamespace(import.meta.url)) {
  const site = siteForPeers();

  const square = (page, name) => page.locator(`[data-square="${name}"]`);
  const moves = (page) => page.locator('#moves button[data-ply]').allTextContents();

  test('a scripted hostile peer: every bad message refused with its reason on the page, the game unchanged and playable, nothing injected', async () => {
    const hostContext = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
    const h = await hostContext.newPage();
    const problems = [];
    h.on('pageerror', (error) => problems.push(error.message));
    await h.goto(`${site.url}#/play`);
    await square(h, 'e2').and(h.locator('[data-piece="wP"]')).waitFor();
    await openFakeMicrophone(h);
    if (!await h.locator('#play-setup').isVisible()) await h.locator('#new-game').click();
    await h.locator('#level').selectOption('friend');
    await h.locator('#color').selectOption('w');
    await h.locator('#time-control').selectOption('3+2');
    await h.locator('#setup-start').click();
    await h.waitForFunction(() => document.getElementById('friend-code').value.includes('#/play/friend/o1'));
    const invitation = (await h.locator('#friend-code').inputValue()).split('/').pop();

    // The hostile side: a page of the same site (for the package's modules), a script.
    const peerContext = await site.browser.newContext();
    const p = await peerContext.newPage();
    await p.goto(`${site.url}about.html`);
    await openFakeMicrophone(p);
    const answer = await p.evaluate(async (code) => {
      const play = await import('/ferrochess/js/play/index.js');
      const { Chess } = await import('/ferrochess/js/index.js');
      window.Chess = Chess;
      window.received = [];
      const answered = await play.answerConnection(code);
      answered.channel.then((channel) => {
        window.channel = channel;
        channel.onmessage = (event) => window.received.push(JSON.parse(event.data));
      });
      return answered.code;
    }, invitation);
    await h.locator('#friend-answer').fill(answer);
    await h.locator('#friend-connect').click();
    await p.waitForFunction(() => window.received.some((m) => m.t === 'hello'));
    const hello = await p.evaluate(() => window.received.find((m) => m.t === 'hello'));
    const send = (message) => p.evaluate((text) => window.channel.send(text), typeof message === 'string' ? message : JSON.stringify(message));
    await send({ t: 'welcome', v: 1, game: hello.game, name: HOSTILE_NAME });
    await h.locator('#friend-status').filter({ hasText: 'Playing' }).waitFor();
    // White (the page) moves; the script answers with everything it should not.
    await square(h, 'e2').click();
    await square(h, 'e4').click();
    await p.waitForFunction(() => window.received.some((m) => m.t === 'move'));
    const good = await p.evaluate(() => {
      const game = new window.Chess();
      game.move('e4');
      game.move('e5');
      return { t: 'move', ply: 2, uci: 'e7e5', clock: 180_000, hash: game.hash() };
    });
    const before = {
      moves: await moves(h),
      board: await h.locator('.board-area').innerHTML(),
      opponent: await h.locator('#opponent').textContent(),
    };
    // A data channel carries messages up to its maxMessageSize (Chromium's send throws past it):
    // the largest it carries is the largest a peer can send.
    const maxMessage = await p.evaluate(() => window.channel.sctp?.maxMessageSize ?? 65_536);
    console.log(`# the channel's largest message: ${maxMessage} bytes`);
    const cases = [
      ['an illegal move', { ...good, uci: 'e7e4' }, /an illegal move: e7e4 at ply 2/],
      ['a move for the wrong ply', { ...good, ply: 5 }, /a move for ply 5, but the next ply is 2/],
      ['a replayed move of the other side', { ...good, ply: 1, uci: 'e2e4' }, /a move for ply 1/],
      ['another position after the move', { ...good, hash: '0123456789abcdef' }, /position differs/],
      ['a clock claiming more time than it had', { ...good, clock: 999_999 }, /claims 999\.999 s left, more than the 180\.0 s/],
      ['a false flag claim', { t: 'flag', color: 'w', ply: 1 }, /a false flag claim/],
      ['a sync for another game', {
        t: 'sync', game: 'another-game', ply: 1, hash: good.hash, uci: null, clock: null, draw: false, takeback: false, end: null,
      }, /a sync for another game/],
      ['malformed JSON', '{"t":"move",', /not valid JSON/],
      ['an unknown kind with markup', { t: '<script>alert(1)</script>' }, /unknown message kind/],
      [`the largest message the channel carries (${maxMessage} bytes)`, 'x'.repeat(Math.min(maxMessage, 262_144)), /over the limit of 4096/],
    ];
    for (const [what, message, reason] of cases) {
      await send(message);
      await h.waitForFunction((source) => new RegExp(source).test(document.getElementById('friend-status').textContent), reason.source);
      assert.match(await h.locator('#friend-status').textContent(), /^A message from <img src=x onerror="window\.pwned=1"> was refused: /, what);
      assert.deepEqual(await moves(h), before.moves, `${what}: the game unchanged`);
    }
    // 1,000 messages at once: the most refused as too many. The page's token bucket answers its
    // burst and then its rate for as long as the pings keep arriving (longer on a loaded machine).
    const sentAt = Date.now();
    await p.evaluate(async () => {
      for (let i = 0; i < 1_000; i += 1) window.channel.send(JSON.stringify({ t: 'ping', id: i }));
    });
    await h.locator('#friend-status').filter({ hasText: 'too many messages' }).waitFor();
    const pongs = await p.evaluate(() => new Promise((resolve) => {
      setTimeout(() => resolve(window.received.filter((m) => m.t === 'pong').length), 1_000);
    }));
    const seconds = (Date.now() - sentAt) / 1000;
    const allowed = RATE_LIMIT.burst + Math.ceil(RATE_LIMIT.perSecond * seconds);
    assert.ok(pongs <= allowed && pongs < 200, `${pongs} pings of 1,000 answered in ${seconds.toFixed(1)} s (at most ${allowed})`);
    // Nothing ran, nothing was injected, the page is as it was.
    assert.equal(await h.evaluate(() => window.pwned), undefined);
    assert.equal(await h.locator('img[src="x"]').count(), 0);
    assert.equal(await h.locator('.board-area').innerHTML(), before.board);
    assert.equal(await h.locator('#opponent').textContent(), before.opponent);
    assert.equal(before.opponent, `Opponent: ${HOSTILE_NAME}`);
    await h.screenshot({ path: `${tmpdir()}/ferrochess-friend-hostile-1280.png` });
    const violations = await axeViolations(h);
    assert.deepEqual(violations.map((v) => v.id), []);
    // Still playable: the proper move, once the flood has passed, is taken, and the page answers it.
    await h.waitForTimeout(2_500);
    await send(good);
    await h.waitForFunction(() => document.querySelectorAll('#moves button[data-ply]').length === 2);
    await square(h, 'g1').click();
    await square(h, 'f3').click();
    await p.waitForFunction(() => window.received.filter((m) => m.t === 'move').length === 2);
    assert.deepEqual(await moves(h), ['e4', 'e5', 'Nf3']);
    assert.deepEqual(problems, []);
    await hostContext.close();
    await peerContext.close();
  });
}
