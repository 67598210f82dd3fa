// ferrochess/play over a real WebRTC data channel between two browser
// contexts, signalled by the codes alone (no server), as two people on two
// devices would: a whole 1+1 game with a draw offer declined, a takeback
// accepted and a resignation, then a rematch with colours swapped; both PGNs
// equal; the codes' sizes, the time to connect and a move's round trip
// measured.
//
// No packet can leave the machine: see netns.mjs (a network namespace with
// only loopback up; every ICE candidate either side offers is checked to be
// 127.0.0.1).
import test from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { PEER_CHROMIUM_ARGS, insideLoopbackNamespace, openFakeMicrophone } from './netns.mjs';
import { serve } from '../../scripts/serve.mjs';

const REPO = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/$/, '');

if (insideLoopbackNamespace(import.meta.url)) {
  let server;
  let url;
  let browser;

  test.before(async () => {
    ({ server, url } = await serve({ port: 0, root: REPO }));
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: PEER_CHROMIUM_ARGS,
    });
  });

  test.after(async () => {
    await browser?.close();
    server?.close();
  });

  /** A page of its own browser context, with the package's play module and a fake microphone open. */
  async function side(name) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(`${name}: ${error.message}`));
    context.on('request', (request) => {
      if (!request.url().startsWith(url)) problems.push(`${name}: a request off the test's server: ${request.url()}`);
    });
    await page.goto(`${url}/tests/e2e/fixtures/index.html`);
    await openFakeMicrophone(page);
    await page.evaluate(async () => {
      window.play = await import('/crate/js/play/index.js');
      window.seen = [];
    });
    return { page, context, problems };
  }

  /** Wires `match` (a global of the page) to its channel and records its events. */
  const WIRE = `
    window.wire = (channel, match) => {
      window.match = match;
      channel.onmessage = (event) => match.receive(event.data);
      for (const type of ['start', 'move', 'offer', 'answer', 'takeback', 'end', 'refused']) {
        match.addEventListener(type, (event) => window.seen.push({ type, ...event.detail, move: event.detail.move?.san, at: performance.now() }));
      }
    };`;

  test('a whole 1+1 game by WebRTC, signalled by the codes alone: a draw declined, a takeback, a resignation, a rematch; both PGNs equal', async () => {
    const host = await side('host');
    const guest = await side('guest');
    for (const { page } of [host, guest]) await page.evaluate(WIRE);
    const started = Date.now();
    const invitation = await host.page.evaluate(async () => {
      window.invitation = await window.play.offerConnection();
      return { code: window.invitation.code, sdp: window.invitation.connection.localDescription.sdp };
    });
    const answer = await guest.page.evaluate(async (code) => {
      window.answer = await window.play.answerConnection(code);
      window.answer.channel.then((channel) => {
        window.channel = channel;
        window.wire(channel, window.play.Match.join({ name: 'Bob', send: (text) => channel.send(text) }));
      });
      return { code: window.answer.code, sdp: window.answer.connection.localDescription.sdp };
    }, invitation.code);
    // Only loopback addresses in either side's candidates.
    for (const { sdp } of [invitation, answer]) {
      const addresses = [...sdp.matchAll(/^a=candidate:\S+ \d+ \S+ \d+ (\S+) /gm)].map((match) => match[1]);
      assert.ok(addresses.length > 0, 'some candidate');
      assert.deepEqual([...new Set(addresses)], ['127.0.0.1']);
    }
    await host.page.evaluate(async (code) => {
      const channel = await window.invitation.connect(code);
      window.channel = channel;
      window.wire(channel, window.play.Match.host({
        name: 'Alice', color: 'w', time: { initial: 60_000, increment: 1_000 }, send: (text) => channel.send(text),
      }));
      window.match.open();
    }, answer.code);
    const started2 = (page) => page.waitForFunction(() => window.seen.some((e) => e.type === 'start'));
    await Promise.all([started2(host.page), started2(guest.page)]);
    const connectMs = Date.now() - started;
    const plies = (page, n) => page.waitForFunction((count) => window.match.game.history().length === count, n);
    const play = async (mover, other, san) => {
      const n = await mover.page.evaluate((move) => {
        window.match.move(move);
        return window.match.game.history().length;
      }, san);
      await plies(other.page, n);
    };
    const line = ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6'];
    for (const [i, san] of line.entries()) await play(i % 2 === 0 ? host : guest, i % 2 === 0 ? guest : host, san);
    // A draw offered and declined.
    await host.page.evaluate(() => window.match.offerDraw());
    await guest.page.waitForFunction(() => window.match.offers.draw === 'peer');
    await guest.page.evaluate(() => window.match.declineDraw());
    await host.page.waitForFunction(() => window.seen.some((e) => e.type === 'answer' && e.kind === 'draw' && e.accepted === false));
    // A move taken back.
    await play(host, guest, 'Ba4');
    await host.page.evaluate(() => window.match.requestTakeback());
    await guest.page.waitForFunction(() => window.match.offers.takeback === 'peer');
    await guest.page.evaluate(() => window.match.acceptTakeback());
    await host.page.waitForFunction(() => window.match.game.history().length === 6);
    // A move's round trip: the guest answers at once; the host times its move to the reply.
    await guest.page.evaluate(() => window.match.addEventListener('move', (event) => {
      if (event.detail.by === 'peer' && event.detail.move.san === 'Bxc6') window.match.move('dxc6');
    }));
    const roundTripMs = await host.page.evaluate(async () => {
      const sent = performance.now();
      window.match.move('Bxc6');
      await new Promise((resolve) => window.match.addEventListener('move', (event) => event.detail.by === 'peer' && resolve(), { once: true }));
      return performance.now() - sent;
    });
    await guest.page.evaluate(() => window.match.resign());
    await host.page.waitForFunction(() => window.match.status === 'ended');
    const results = await Promise.all([host, guest].map(({ page }) => page.evaluate(() => ({ result: window.match.result, pgn: window.match.game.pgn(), clocks: window.match.clocks() }))));
    assert.deepEqual(results[0].result, { result: '1-0', winner: 'w', reason: 'resignation' });
    assert.deepEqual(results[1].result, results[0].result);
    assert.equal(results[0].pgn, results[1].pgn);
    assert.match(results[0].pgn, /1\. e4 e5 2\. Nf3 Nc6 3\. Bb5 a6 4\. Bxc6 dxc6 1-0$/);
    // Each side's view of each clock within a second of the other's.
    for (const color of ['w', 'b']) assert.ok(Math.abs(results[0].clocks[color] - results[1].clocks[color]) < 1000, `${color}: ${results[0].clocks[color]} and ${results[1].clocks[color]}`);
    // The rematch: colours swapped.
    await guest.page.evaluate(() => window.match.offerRematch());
    await host.page.waitForFunction(() => window.match.offers.rematch === 'peer');
    await host.page.evaluate(() => window.match.acceptRematch());
    await guest.page.waitForFunction(() => window.match.status === 'playing');
    assert.deepEqual(await Promise.all([host, guest].map(({ page }) => page.evaluate(() => window.match.color))), ['b', 'w']);
    await play(guest, host, 'd4');
    await play(host, guest, 'd5');
    const refused = await Promise.all([host, guest].map(({ page }) => page.evaluate(() => window.seen.filter((e) => e.type === 'refused'))));
    assert.deepEqual(refused, [[], []]);
    // A message over the limit, sent raw down the channel by a hostile guest: refused, the game unchanged.
    const before = await host.page.evaluate(() => window.match.game.fen());
    await guest.page.evaluate(() => window.channel.send('x'.repeat(100_000)));
    await host.page.waitForFunction(() => window.seen.some((e) => e.type === 'refused'));
    assert.match((await host.page.evaluate(() => window.seen.find((e) => e.type === 'refused').reason)), /100000 characters is over the limit of 4096/);
    assert.equal(await host.page.evaluate(() => window.match.game.fen()), before);
    assert.deepEqual([...host.problems, ...guest.problems], []);
    console.log(`# codes: invitation ${invitation.code.length} characters (SDP ${invitation.sdp.length}), answer ${answer.code.length} (SDP ${answer.sdp.length}); from the invitation to both sides playing ${connectMs} ms (the test's own steps included); a move's round trip (move, reply, each checked on both sides) ${roundTripMs.toFixed(1)} ms`);
    await host.context.close();
    await guest.context.close();
  });

  test('a code from a link is checked: a wrong, broken or overlong code gets a clear error', async () => {
    const guest = await side('guest');
    const reasons = await guest.page.evaluate(async () => {
      const out = [];
      for (const code of ['a1K7M1', 'hello', 'o1$$$', `o1${'A'.repeat(9000)}`, 'o1K7M14OXKt9VVMFQwU']) {
        try {
          await window.play.answerConnection(code);
          out.push('accepted');
        } catch (error) {
          out.push(error.message);
        }
      }
      return out;
    });
    assert.match(reasons[0], /this is an answer code, not an invitation/);
    assert.match(reasons[1], /this is not an invitation code/);
    assert.match(reasons[2], /characters a code does not have/);
    assert.match(reasons[3], /9002 characters long, over 8192/);
    assert.match(reasons[4], /this is not an invitation code/);
    await guest.context.close();
  });
}
