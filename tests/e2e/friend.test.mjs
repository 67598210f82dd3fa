// Play a friend on another device, as two people do on the site: the host
// chooses "A friend on another device" in the Play setup (1+1, White, a
// name) and sends the link; the friend opens it on a phone, joins with a
// name and sends back an answer; the host pastes it and the game starts on
// both boards. Moves by clicks, a premove, a draw offered and declined, a
// takeback asked and accepted, a resignation, a rematch with colours
// swapped; both PGNs equal; names shown as text; axe-core clean on both
// pages during the game; screenshots at 1280×900 and 375×812.
//
// No packet can leave the machine: see netns.mjs (a network namespace with
// only loopback up, the site's server and Chromium inside it).
import test from 'node:test';
import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import jsQR from 'jsqr';
import { axeViolations } from './axe.mjs';
import { insideLoopbackNamespace, openFakeMicrophone, siteForPeers } from './netns.mjs';

if (insideLoopbackNamespace(import.meta.url)) {
  const site = siteForPeers();

  const square = (page, name) => page.locator(`[data-square="${name}"]`);
  const moves = (page) => page.locator('#moves button[data-ply]').allTextContents();
  const untilMoves = (page, count) => page.waitForFunction((n) => document.querySelectorAll('#moves button[data-ply]').length === n, count);

  /** A device: a browser context of its own (no service worker, so no reload), the site open at `address`. */
  async function device(name, address, viewport) {
    const context = await site.browser.newContext({ viewport, serviceWorkers: 'block', hasTouch: viewport.width < 500 });
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(`${name}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${name}: console: ${message.text()}`);
    });
    context.on('request', (request) => {
      if (!request.url().startsWith(site.url) && !request.url().startsWith('blob:')) problems.push(`${name}: a request off the site: ${request.url()}`);
    });
    await page.goto(address);
    await square(page, 'e2').and(page.locator('[data-piece="wP"]')).waitFor();
    await openFakeMicrophone(page);
    return { page, context, problems };
  }

  /** A move by clicks on `page`'s board (a tap on a phone). */
  async function move(page, from, to) {
    const touch = page.context()._options?.hasTouch;
    await (touch ? square(page, from).tap() : square(page, from).click());
    await (touch ? square(page, to).tap() : square(page, to).click());
  }

  /**
   * The Play setup for a game with a friend (`level`: 'friend', 'post' or
   * 'tab'), the player's `name` typed when given (then Tab), each other
   * select's value by id from `choices`; then Play.
   */
  async function setUp(page, level, { name, ...choices } = {}) {
    if (!await page.locator('#play-setup').isVisible()) await page.locator('#new-game').click();
    await page.locator('#level').selectOption(level);
    if (name !== undefined) {
      await page.locator('#player-name').fill(name);
      await page.locator('#player-name').press('Tab');
    }
    for (const [id, value] of Object.entries(choices)) await page.locator(`#${id}`).selectOption(value);
    await page.locator('#setup-start').click();
  }

  /** The host's Play setup for a friend game (`choices`: each select's value by id), then its invitation link. */
  async function invite(page, choices = {}) {
    await setUp(page, 'friend', choices);
    await page.waitForFunction(() => document.getElementById('friend-code').value.includes('#/play/friend/o1'));
    return page.locator('#friend-code').inputValue();
  }

  /** The guest joins with the name it is offered; returns its answer link. */
  async function join(page) {
    await page.locator('#friend-join').click();
    await page.waitForFunction(() => document.getElementById('friend-code').value.includes('#/play/answer/a1'));
    return page.locator('#friend-code').inputValue();
  }

  /** The text the page's QR code (#friend-qr) holds: its pixels, read here with jsQR as a camera's picture would be. */
  async function qrText(page) {
    await page.locator('#friend-qr').waitFor();
    const { width, height, data } = await page.evaluate(() => {
      const canvas = document.getElementById('friend-qr');
      const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
      return { width: canvas.width, height: canvas.height, data: [...pixels.data] };
    });
    return jsQR(Uint8ClampedArray.from(data), width, height)?.data ?? null;
  }

  async function violations(page, where) {
    const found = await axeViolations(page);
    return found.map((v) => `${where}: ${v.impact} ${v.id} on ${v.nodes.length} (${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')})`);
  }

  test('a game with a friend from the Play setup to a rematch: link, answer, moves, premove, draw declined, takeback, resignation', async () => {
    const host = await device('host', `${site.url}#/play`, { width: 1280, height: 900 });
    const h = host.page;
    assert.ok(await h.locator('#friend-share').isHidden(), 'no share sheet in this browser: no button');
    // A browser with a share sheet (as a phone's): the link goes to it.
    await h.evaluate(() => {
      navigator.share = (data) => {
        window.shared = data;
        return Promise.resolve();
      };
    });
    // The setup: a friend, White, 1+1, a name.
    await setUp(h, 'friend', { name: 'Alice', color: 'w', 'time-control': '1+1' });
    await h.waitForFunction(() => document.getElementById('friend-code').value.includes('#/play/friend/o1'));
    const link = await h.locator('#friend-code').inputValue();
    assert.match(link, /^http:\/\/127\.0\.0\.1:\d+\/#\/play\/friend\/o1[A-Za-z0-9_-]+$/);
    assert.ok(await h.locator('#friend-answer').isVisible());
    // The link as a QR code: read back from the page's canvas (jsQR, as a phone's camera would) it is the link.
    assert.equal(await qrText(h), link);
    await h.locator('#friend-share').click();
    assert.equal(await h.evaluate(() => window.shared?.url), link);
    // Before the friend joins, the board takes no move and no engine helps.
    for (const id of ['#hint', '#analyse', '#resign', '#offer-draw']) assert.ok(await h.locator(id).isDisabled(), `${id} waits`);
    assert.equal(await h.locator('.player[data-player="b"] .player-name').textContent(), 'Your friend');
    await h.screenshot({ path: `${tmpdir()}/ferrochess-friend-invite-1280.png` });
    // The friend opens the link on a phone, joins, and gets an answer to send back.
    const opened = Date.now();
    const guest = await device('guest', link, { width: 375, height: 812 });
    const g = guest.page;
    await g.locator('#friend-join').waitFor();
    // By keyboard alone: the name, then Tab to Join and Enter.
    await g.locator('#friend-name').fill('Bob <b>');
    await g.locator('#friend-name').press('Tab');
    assert.equal(await g.evaluate(() => document.activeElement.id), 'friend-join');
    await g.keyboard.press('Enter');
    await g.waitForFunction(() => /#\/play\/answer\/a1[\w-]+$/.test(document.getElementById('friend-code').value));
    const answer = await g.locator('#friend-code').inputValue();
    // On the phone, the answer's QR code is read back too, and fits the screen's width.
    assert.equal(await qrText(g), answer);
    const qr = await g.locator('#friend-qr').boundingBox();
    assert.ok(qr.x >= 0 && qr.x + qr.width <= 375 && qr.width >= 200, `the QR code at ${JSON.stringify(qr)}`);
    await g.screenshot({ path: `${tmpdir()}/ferrochess-friend-answer-375.png` });
    await g.locator('#friend').screenshot({ path: `${tmpdir()}/ferrochess-friend-qr-375.png` });
    await h.locator('#friend-answer').fill(answer);
    await h.locator('#friend-answer').press('Tab');
    assert.equal(await h.evaluate(() => document.activeElement.id), 'friend-connect');
    await h.keyboard.press('Enter');
    for (const page of [h, g]) await page.locator('#friend-status').filter({ hasText: 'Playing' }).waitFor();
    console.log(`# from opening the invitation link to both boards playing: ${Date.now() - opened} ms (the page's load, a name typed, the answer pasted: the test's own steps included)`);
    assert.equal(await h.locator('#opponent').textContent(), 'Opponent: Bob <b>');
    assert.equal(await h.locator('#opponent b').count(), 0);
    assert.equal(await g.locator('#opponent').textContent(), 'Opponent: Alice');
    assert.equal(await g.locator('.board-area').getAttribute('data-orientation'), 'b');
    assert.equal(await h.locator('.player[data-player="b"] .player-name').textContent(), 'Bob <b>');
    assert.ok(await h.locator('#analyse').isDisabled(), 'no engine during the game');
    // The moves, by clicks and taps; Black premoves Nc6 while White thinks.
    await move(h, 'e2', 'e4');
    await untilMoves(g, 1);
    await move(g, 'e7', 'e5');
    await untilMoves(h, 2);
    await move(g, 'b8', 'c6');
    await move(h, 'g1', 'f3');
    await untilMoves(h, 4);
    assert.deepEqual(await moves(g), ['e4', 'e5', 'Nf3', 'Nc6']);
    // The clocks run on both sides, within a second of each other.
    const clock = (page, color) => page.locator(`[data-clock="${color}"] .clock-time`).textContent();
    const seconds = (text) => text.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
    assert.ok(Math.abs(seconds(await clock(h, 'white')) - seconds(await clock(g, 'white'))) <= 1);
    assert.deepEqual([...await violations(h, 'host in play'), ...await violations(g, 'guest in play')], []);
    // A draw offered and declined.
    await h.locator('#offer-draw').click();
    await g.locator('#friend-offer').waitFor();
    assert.match(await g.locator('#friend-status').textContent(), /Alice offers a draw/);
    await g.locator('#friend-decline').click();
    await h.locator('#friend-status').filter({ hasText: 'declined the draw' }).waitFor();
    // A takeback asked and accepted.
    await move(h, 'f1', 'b5');
    await untilMoves(g, 5);
    await h.locator('#undo').click();
    await g.locator('#friend-offer').waitFor();
    await g.screenshot({ path: `${tmpdir()}/ferrochess-friend-takeback-375.png` });
    await g.locator('#friend-accept').click();
    await untilMoves(h, 4);
    await untilMoves(g, 4);
    await move(h, 'f1', 'c4');
    await untilMoves(g, 5);
    // Black resigns.
    await g.locator('#resign').click();
    await g.locator('#confirm-yes').click();
    for (const page of [h, g]) await page.locator('#friend-status').filter({ hasText: 'The game is over (1-0)' }).waitFor();
    await h.screenshot({ path: `${tmpdir()}/ferrochess-friend-ended-1280.png` });
    const pgnOf = (page) => page.evaluate(() => document.getElementById('moves').textContent);
    assert.equal(await pgnOf(h), await pgnOf(g));
    assert.deepEqual(await moves(h), ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4']);
    // The game is in Your games on both sides, with its players, time control and result.
    for (const page of [h, g]) {
      await page.evaluate(() => { location.hash = '#/games'; });
      await page.locator('#games-list tbody tr').first().waitFor();
      const row = await page.locator('#games-list tbody tr').first().textContent();
      assert.match(row, /Alice/);
      assert.match(row, /Bob <b>/);
      assert.match(row, /1-0/);
      assert.equal(await page.locator('#games-list tbody b').count(), 0);
      await page.evaluate(() => { location.hash = '#/play'; });
      await page.locator('#friend-rematch').waitFor();
    }
    // A rematch, colours swapped.
    await h.locator('#friend-rematch').click();
    await g.locator('#friend-offer').waitFor();
    await g.locator('#friend-accept').click();
    for (const page of [h, g]) await page.locator('#friend-status').filter({ hasText: 'Playing' }).waitFor();
    assert.equal(await h.locator('.board-area').getAttribute('data-orientation'), 'b');
    await move(g, 'd2', 'd4');
    await untilMoves(h, 1);
    assert.deepEqual([...host.problems, ...guest.problems], []);
    await host.context.close();
    await guest.context.close();
  });

  test('the answer as a link: opened in another tab of the inviting browser, it reaches the waiting game', async () => {
    const host = await device('host', `${site.url}#/play`, { width: 1280, height: 900 });
    const h = host.page;
    const guest = await device('guest', await invite(h), { width: 375, height: 812 });
    const answer = await join(guest.page);
    // The host taps the answer link: it opens in a new tab of the same browser.
    const tab = await host.context.newPage();
    await tab.goto(answer);
    await tab.locator('#notice').filter({ hasText: 'went to your game in the other tab' }).waitFor();
    for (const page of [h, guest.page]) await page.locator('#friend-status').filter({ hasText: 'Playing' }).waitFor();
    await move(h, 'e2', 'e4');
    await untilMoves(guest.page, 1);
    // An answer link with nothing waiting for it says so.
    const stray = await host.context.newPage();
    await stray.goto(answer);
    await stray.locator('#notice').filter({ hasText: 'No game in this browser is waiting for this answer' }).waitFor();
    assert.deepEqual([...host.problems, ...guest.problems], []);
    await host.context.close();
    await guest.context.close();
  });

  test('a page closed mid-game and opened again: the game waits on both sides, a new pair of links resumes it; no move lost or doubled, the clocks fair', async () => {
    const host = await device('host', `${site.url}#/play`, { width: 1280, height: 900 });
    const h = host.page;
    const guest = await device('guest', await invite(h, { 'time-control': '3+2', color: 'w' }), { width: 375, height: 812 });
    let g = guest.page;
    await h.locator('#friend-answer').fill(await join(g));
    await h.locator('#friend-connect').click();
    for (const page of [h, g]) await page.locator('#friend-status').filter({ hasText: 'Playing' }).waitFor();
    await move(h, 'e2', 'e4');
    await untilMoves(g, 1);
    await move(g, 'e7', 'e5');
    await untilMoves(h, 2);
    await move(h, 'g1', 'f3');
    await untilMoves(g, 3);
    // The game comes back from this browser's storage and waits.
    const clock = async (page, color) => {
      const text = await page.locator(`[data-clock="${color}"] .clock-time`).textContent();
      return text.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
    };
    const blackBefore = await clock(g, 'black');
    const reloaded = Date.now();
    // Black (the guest, to move) closes the page as a person closes a tab (its
    // unload runs), and opens the site again in the same browser.
    const closed = new Promise((resolve) => { g.once('close', resolve); });
    await g.close({ runBeforeUnload: true });
    await closed;
    g = await guest.context.newPage();
    g.on('pageerror', (error) => guest.problems.push(`guest, opened again: ${error.message}`));
    await g.goto(`${site.url}#/play`);
    await openFakeMicrophone(g);
    for (const page of [h, g]) await page.locator('#friend-status').filter({ hasText: 'The connection to' }).waitFor();
    assert.deepEqual(await moves(g), ['e4', 'e5', 'Nf3']);
    assert.equal(await g.locator('.board-area').getAttribute('data-orientation'), 'b');
    assert.match(await g.locator('#friend-status').textContent(), /The connection to Player was lost: the game waits/);
    assert.equal(await g.locator('.player[data-player="w"] .player-name').textContent(), 'Player (connection lost)');
    assert.ok(await g.locator('#analyse').isDisabled(), 'no engine while the game waits');
    await g.screenshot({ path: `${tmpdir()}/ferrochess-friend-lost-375.png` });
    // Black thinks a while, offline.
    await g.waitForTimeout(3_000);
    // The host makes a new link; the guest opens it and sends its answer back; the game goes on.
    await h.locator('#friend-resume').click();
    await h.waitForFunction(() => document.getElementById('friend-code').value.includes('#/play/resume/o1'));
    await g.goto(await h.locator('#friend-code').inputValue());
    await g.waitForFunction(() => document.getElementById('friend-code').value.includes('#/play/answer/a1'));
    await h.locator('#friend-answer').fill(await g.locator('#friend-code').inputValue());
    await h.locator('#friend-connect').click();
    for (const page of [h, g]) await page.locator('#friend-status').filter({ hasText: 'again' }).waitFor();
    // Black's clock ran all along, on both sides: what it showed before, less
    // the time since (a clock shows whole seconds; White's page gives Black the
    // lag allowance on top, as during any move).
    const fair = blackBefore - (Date.now() - reloaded) / 1000;
    const shown = { guest: await clock(g, 'black'), host: await clock(h, 'black') };
    const { LAG } = await import('../../crate/js/play/index.js');
    console.log(`# Black's clock after the page was closed, opened again and the new links: fair ${fair.toFixed(1)} s, Black's page ${shown.guest} s, White's ${shown.host} s`);
    assert.ok(Math.abs(shown.guest - fair) <= 1 && shown.guest <= blackBefore - 3, `Black's own clock ${shown.guest} s, fair ${fair.toFixed(1)} s`);
    assert.ok(shown.host - fair >= -1 && shown.host - fair <= 1 + LAG.initial / 1000, `Black's clock on White's page ${shown.host} s, fair ${fair.toFixed(1)} s`);
    assert.ok(Math.abs(await clock(h, 'white') - await clock(g, 'white')) <= 1);
    await move(g, 'b8', 'c6');
    await untilMoves(h, 4);
    await move(h, 'f1', 'b5');
    await untilMoves(g, 5);
    assert.deepEqual(await moves(g), ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5']);
    assert.deepEqual(await moves(h), await moves(g));
    await g.locator('#resign').click();
    await g.locator('#confirm-yes').click();
    for (const page of [h, g]) await page.locator('#friend-status').filter({ hasText: 'The game is over (1-0)' }).waitFor();
    const listed = (page) => page.evaluate(() => document.getElementById('moves').textContent);
    assert.equal(await listed(h), await listed(g));
    assert.deepEqual([...await violations(g, 'guest after the reload')], []);
    assert.deepEqual([...host.problems, ...guest.problems], []);
    await host.context.close();
    await guest.context.close();
  });

  test('a game by correspondence: a link a move between two browsers, a draw offered and declined by a move, a takeback granted, a premove, a resignation, a rematch; a forged link refused; both games equal', async () => {
    const alice = await device('alice', `${site.url}#/play`, { width: 1280, height: 900 });
    const a = alice.page;
    await setUp(a, 'post', { name: 'Alice', color: 'w' });
    await a.locator('#friend-title').filter({ hasText: 'A friend by correspondence' }).waitFor();
    assert.match(await a.locator('#friend-status').textContent(), /Your move: a link for your friend comes with it/);
    const linkOf = async (page) => {
      await page.waitForFunction(() => document.getElementById('friend-code').value.includes('#/play/post/c1'));
      return page.locator('#friend-code').inputValue();
    };
    /** The link `page` shows once it differs from `before`. */
    const newLinkOf = async (page, before) => {
      await page.waitForFunction((old) => {
        const value = document.getElementById('friend-code').value;
        return value.includes('#/play/post/c1') && value !== old;
      }, before);
      return page.locator('#friend-code').inputValue();
    };
    await move(a, 'e2', 'e4');
    const first = await linkOf(a);
    assert.match(first, /^http:\/\/127\.0\.0\.1:\d+\/#\/play\/post\/c1[A-Za-z0-9_-]+$/);
    console.log(`# a correspondence link after 1. e4: ${first.length} characters`);
    // Bob opens it on a phone, joins with a name, and answers.
    const bob = await device('bob', first, { width: 375, height: 812 });
    const b = bob.page;
    await b.locator('#friend-join').waitFor();
    assert.match(await b.locator('#friend-status').textContent(), /Alice invites you to a game by correspondence/);
    await b.locator('#friend-name').fill('Bob');
    await b.locator('#friend-join').click();
    await untilMoves(b, 1);
    assert.equal(await b.locator('.board-area').getAttribute('data-orientation'), 'b');
    await move(b, 'e7', 'e5');
    const second = await linkOf(b);
    // Alice opens Bob's link in her browser: the game goes on there.
    await a.goto(second);
    await untilMoves(a, 2);
    assert.match(await a.locator('#friend-status').textContent(), /Bob played e5\. Your move/);
    // A reload keeps the game on the board, Alice's move.
    await a.reload();
    await untilMoves(a, 2);
    await a.locator('#friend-status').filter({ hasText: 'Your move' }).waitFor();
    // A draw offered with a move; Bob declines it by moving.
    await a.locator('#offer-draw').click();
    assert.match(await a.locator('#friend-status').textContent(), /Your draw offer goes with it/);
    await move(a, 'g1', 'f3');
    await b.goto(await linkOf(a));
    await untilMoves(b, 3);
    await b.locator('#friend-offer').waitFor();
    await b.locator('#friend-decline').click();
    await move(b, 'b8', 'c6');
    const fourth = await linkOf(b);
    // A forged link: Bob's answer with the history rewritten is refused, the game as it was.
    const { Correspondence } = await import('../../crate/js/play/index.js');
    const { pack } = await import('../../crate/js/play/codes.js');
    const real = await Correspondence.open(fourth.split('/').pop(), { name: 'Mallory' });
    const forged = `${site.url}#/play/post/c1${await pack(JSON.stringify({ ...real.match.data, by: 'b', moves: 'e2e4 e7e6 g1f3 b8c6' }))}`;
    await a.goto(forged);
    await a.locator('#notice').filter({ hasText: 'does not go on from your game with Bob' }).waitFor();
    assert.deepEqual(await moves(a), ['e4', 'e5', 'Nf3']);
    await a.goto(fourth);
    await untilMoves(a, 4);
    // Alice plays Bb5, thinks better of it, and asks with Take back; the link says so.
    await move(a, 'f1', 'b5');
    const withBb5 = await linkOf(a);
    await a.locator('#undo').click();
    await a.locator('#friend-status').filter({ hasText: 'It asks to take back your last move' }).waitFor();
    const fifth = await newLinkOf(a, withBb5);
    // The link Alice sent, opened again by her: nothing new.
    await a.goto(fifth);
    await a.locator('#notice').filter({ hasText: 'This is the link you sent' }).waitFor();
    // Bob grants it: Bb5 goes on both boards.
    await b.goto(fifth);
    await untilMoves(b, 5);
    await b.locator('#friend-offer').waitFor();
    assert.match(await b.locator('#friend-status').textContent(), /Alice asks to take back their last move/);
    await b.locator('#friend-accept').click();
    await untilMoves(b, 4);
    const sixth = await linkOf(b);
    // Bob premoves a6 while he waits for Alice's next link.
    await move(b, 'a7', 'a6');
    await a.goto(sixth);
    await untilMoves(a, 4);
    assert.match(await a.locator('#friend-status').textContent(), /Bob took back your last move/);
    await move(a, 'f1', 'c4');
    // Bob opens it: his premove is played at once, and his next link is ready.
    await b.goto(await linkOf(a));
    await untilMoves(b, 6);
    await a.goto(await linkOf(b));
    await untilMoves(a, 6);
    // Bob resigns: his last link tells Alice.
    await b.locator('#resign').click();
    await b.locator('#confirm-yes').click();
    await b.locator('#friend-status').filter({ hasText: 'The game is over (1-0' }).waitFor();
    await a.goto(await linkOf(b));
    await a.locator('#friend-status').filter({ hasText: 'The game is over (1-0' }).waitFor();
    const listed = (page) => page.evaluate(() => document.getElementById('moves').textContent);
    assert.equal(await listed(a), await listed(b));
    assert.deepEqual(await moves(a), ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'a6']);
    await b.screenshot({ path: `${tmpdir()}/ferrochess-post-ended-375.png` });
    assert.deepEqual([...await violations(a, 'alice'), ...await violations(b, 'bob')], []);
    // Both games are in Your games.
    for (const page of [a, b]) {
      await page.evaluate(() => { location.hash = '#/games'; });
      await page.locator('#games-list tbody tr').first().waitFor();
      assert.match(await page.locator('#games-list tbody tr').first().textContent(), /Alice.*Bob|Bob.*Alice/s);
      await page.evaluate(() => { location.hash = '#/play'; });
    }
    // A rematch, colours swapped: Alice's link goes at once (Bob has White now), his name already in it.
    const ended = await a.locator('#friend-code').inputValue();
    await a.locator('#friend-rematch').click();
    const rematch = await newLinkOf(a, ended);
    await b.goto(rematch);
    await b.locator('#friend-join').click();
    await b.locator('#friend-status').filter({ hasText: 'Your move' }).waitFor();
    assert.equal(await b.locator('.board-area').getAttribute('data-orientation'), 'w');
    await move(b, 'd2', 'd4');
    await a.goto(await linkOf(b));
    await untilMoves(a, 1);
    assert.deepEqual([...alice.problems, ...bob.problems], []);
    await alice.context.close();
    await bob.context.close();
  });

  test('two tabs of one browser: a 1+1 game from the Play setup to a rematch, a draw declined, a takeback, a premove, a reload that resumes at once; both games equal', async () => {
    const tabs = await device('first tab', `${site.url}#/play`, { width: 1280, height: 900 });
    const h = tabs.page;
    await setUp(h, 'tab', { name: 'Alice', color: 'w', 'time-control': '1+1' });
    await h.waitForFunction(() => /#\/play\/tab\/[\w-]+$/.test(document.getElementById('friend-code').value));
    assert.equal(await h.locator('#friend-title').textContent(), 'A friend in another tab');
    const g = await tabs.context.newPage();
    g.on('pageerror', (error) => tabs.problems.push(`second tab: ${error.message}`));
    await g.goto(await h.locator('#friend-code').inputValue());
    await g.locator('#friend-join').waitFor();
    await g.locator('#friend-name').fill('Bob');
    await g.locator('#friend-join').click();
    for (const page of [h, g]) await page.locator('#friend-status').filter({ hasText: 'Playing' }).waitFor();
    await move(h, 'e2', 'e4');
    await untilMoves(g, 1);
    await move(g, 'e7', 'e5');
    await untilMoves(h, 2);
    await move(h, 'g1', 'f3');
    await untilMoves(g, 3);
    // A draw offered and declined.
    await g.locator('#offer-draw').click();
    await h.locator('#friend-offer').waitFor();
    await h.locator('#friend-decline').click();
    await g.locator('#friend-status').filter({ hasText: 'declined the draw' }).waitFor();
    // A takeback asked and accepted.
    await move(g, 'a7', 'a6');
    await untilMoves(h, 4);
    await g.locator('#undo').click();
    await h.locator('#friend-offer').waitFor();
    await h.locator('#friend-accept').click();
    await untilMoves(g, 3);
    // The second tab reloads: the game comes back and goes on at once, over a new channel.
    await g.reload();
    await g.locator('#friend-status').filter({ hasText: 'again' }).waitFor();
    assert.deepEqual(await moves(g), ['e4', 'e5', 'Nf3']);
    await move(g, 'b8', 'c6');
    await untilMoves(h, 4);
    // Black premoves a6 while White thinks: it is played when Bb5 arrives.
    await move(g, 'a7', 'a6');
    await move(h, 'f1', 'b5');
    await untilMoves(h, 6);
    await g.locator('#resign').click();
    await g.locator('#confirm-yes').click();
    for (const page of [h, g]) await page.locator('#friend-status').filter({ hasText: 'The game is over (1-0)' }).waitFor();
    const listed = (page) => page.evaluate(() => document.getElementById('moves').textContent);
    assert.equal(await listed(h), await listed(g));
    assert.deepEqual(await moves(h), ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6']);
    // A rematch, colours swapped.
    await h.locator('#friend-rematch').click();
    await g.locator('#friend-offer').waitFor();
    await g.locator('#friend-accept').click();
    for (const page of [h, g]) await page.locator('#friend-status').filter({ hasText: 'Playing' }).waitFor();
    assert.equal(await g.locator('.board-area').getAttribute('data-orientation'), 'w');
    await move(g, 'd2', 'd4');
    await untilMoves(h, 1);
    assert.deepEqual(tabs.problems, []);
    await tabs.context.close();
  });

  test('Chess960 with a friend: the random start of the host reaches the friend, and castling plays on both boards', async () => {
    const host = await device('host', `${site.url}#/play`, { width: 1280, height: 900 });
    const h = host.page;
    const guest = await device('guest', await invite(h, { variant: 'chess960', color: 'w' }), { width: 1280, height: 900 });
    const g = guest.page;
    await h.locator('#friend-answer').fill(await join(g));
    await h.locator('#friend-connect').click();
    for (const page of [h, g]) await page.locator('#friend-status').filter({ hasText: 'Playing' }).waitFor();
    // Both boards show the same back rank, a Chess960 one (the king between its rooks).
    const backRank = async (page) => {
      const pieces = [];
      for (const file of 'abcdefgh') pieces.push(await square(page, `${file}1`).getAttribute('data-piece') ?? '');
      return pieces.join(' ');
    };
    const rank = await backRank(h);
    assert.equal(await backRank(g), rank);
    const pieces = rank.split(' ');
    const king = pieces.indexOf('wK');
    assert.ok(pieces.indexOf('wR') < king && pieces.lastIndexOf('wR') > king, rank);
    // White clears the squares between its king and its h-side rook and castles short (the
    // moves worked out on a copy of the game here, typed into the two pages; Black waits quietly).
    const { Chess } = await import('../../crate/js/index.js');
    const back = pieces.map((piece) => piece[1]).join('');
    const game = new Chess(`${back.toLowerCase()}/pppppppp/8/8/8/8/PPPPPPPP/${back} w KQkq - 0 1`, { chess960: true });
    const rook = back.lastIndexOf('R');
    // What castling short needs empty: the king's way to g1 and the rook's to f1, but for the two.
    const between = (square) => {
      const file = 'abcdefgh'.indexOf(square[0]);
      return square[1] === '1' && file >= Math.min(king, 5) && file <= Math.max(rook, 6) && file !== king && file !== rook;
    };
    const type = async (page, text) => {
      await page.locator('#move-input').fill(text);
      await page.locator('#move-input').press('Enter');
    };
    for (let ply = 1; ply <= 40 && !game.history().includes('O-O'); ply += 1) {
      const options = game.moves({ verbose: true }).filter((m) => !m.captured && !m.san.includes('+'));
      const choice = game.turn() === 'w'
        ? options.find((m) => m.san === 'O-O')
          ?? options.find((m) => between(m.from) && m.piece !== 'p' && m.to[1] !== '1')
          ?? options.find((m) => m.piece === 'p' && m.to[1] === '3' && 'abcdefgh'.indexOf(m.from[0]) >= Math.min(king, 5))
          ?? options.find((m) => m.piece === 'p')
          ?? options.find((m) => m.piece !== 'k' && !between(m.to) && m.from !== `${'abcdefgh'[rook]}1`)
        : options.find((m) => m.piece === 'p' && 'abc'.includes(m.from[0]) && m.to[1] === '6')
          ?? options.find((m) => m.piece === 'n')
          ?? options[0];
      game.move(choice.san);
      await type(game.turn() === 'b' ? h : g, choice.san);
      await untilMoves(game.turn() === 'b' ? g : h, ply);
    }
    assert.ok((await moves(g)).includes('O-O'), `no castling in ${(await moves(g)).join(' ')}`);
    assert.equal(await square(g, 'g1').getAttribute('data-piece'), 'wK');
    assert.equal(await square(g, 'f1').getAttribute('data-piece'), 'wR');
    assert.equal(await backRank(g), await backRank(h));
    assert.deepEqual([...host.problems, ...guest.problems], []);
    await host.context.close();
    await guest.context.close();
  });
}
