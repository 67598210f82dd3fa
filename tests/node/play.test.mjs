// ferrochess/play (crate/js/play): two Matches joined by an in-memory
// transport on a clock the test moves, as two devices would play: a whole
// game with a 1+1 clock (a draw offer declined, a takeback accepted, a
// resignation, a rematch with colours swapped, both PGNs equal), clocks that
// do not charge a move's transit, flags, Chess960, and a hostile peer whose
// every bad message is refused with a reason while the game stays as it was
// and playable.
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  Match, MAX_MESSAGE_CHARS, ProtocolError, RATE_LIMIT, readMessage, writeMessage,
} from '../../crate/js/play/index.js';
import { chess960Fen } from '../../crate/js/index.js';

/**
 * Two matches, host and guest, whose messages travel with `latency` ms of
 * transit on a clock the test moves (`advance`); `events` records each
 * side's events.
 */
function pair({ time = { initial: 60_000, increment: 1_000 }, latency = 0, color = 'w', fen, chess960 = false, guestName = 'Bob' } = {}) {
  let now = 0;
  let down = false;
  const inFlight = [];
  const events = { host: [], guest: [] };
  const sent = { host: [], guest: [] };
  /** What `side` sends travels to the other side, unless the line is down. */
  const sender = (side) => (text) => {
    sent[side].push(text);
    if (!down) inFlight.push({ to: side === 'host' ? 'guest' : 'host', text, at: now + latency });
  };
  const host = Match.host({
    name: 'Alice', send: sender('host'), now: () => now, time, color, fen, chess960,
  });
  const guest = Match.join({ name: guestName, send: sender('guest'), now: () => now });
  const sides = { host, guest };
  const listen = (side, match) => {
    for (const type of ['start', 'move', 'offer', 'answer', 'takeback', 'end', 'refused', 'connection', 'sync']) {
      match.addEventListener(type, (event) => events[side].push({ type, ...event.detail }));
    }
  };
  for (const [side, match] of Object.entries(sides)) listen(side, match);
  /** Moves the clock by `ms`, delivering what arrives on the way, in order. */
  const advance = (ms = 0) => {
    const until = now + ms;
    for (;;) {
      inFlight.sort((a, b) => a.at - b.at);
      const next = inFlight[0];
      if (!next || next.at > until) break;
      inFlight.shift();
      now = Math.max(now, next.at);
      sides[next.to].receive(next.text);
    }
    now = until;
  };
  host.open();
  advance(latency);
  advance(latency);
  return {
    host,
    guest,
    events,
    sent,
    advance,
    clock: () => now,
    refused: (side) => events[side].filter((e) => e.type === 'refused'),
    /** The line goes down: what is on the way is lost, and so is what is sent until reconnect(). */
    drop() {
      down = true;
      inFlight.length = 0;
      host.disconnected();
      guest.disconnected();
    },
    /** `side`'s page reloads: its match is saved, goes through JSON, and is restored on the same line. */
    reload(side) {
      const saved = JSON.parse(JSON.stringify(sides[side].save()));
      sides[side] = Match.restore(saved, { send: sender(side), now: () => now });
      listen(side, sides[side]);
      return sides[side];
    },
    /** A new line: both sides reconnect on it. */
    reconnect() {
      down = false;
      sides.host.reconnect(sender('host'));
      sides.guest.reconnect(sender('guest'));
    },
    side: (name) => sides[name],
  };
}

test('a whole 1+1 game: a draw offer declined, a takeback accepted, a resignation, then a rematch with colours swapped; both PGNs equal', () => {
  const { host, guest, events, advance } = pair({ time: { initial: 60_000, increment: 1_000 }, latency: 30 });
  assert.equal(host.status, 'playing');
  assert.equal(guest.status, 'playing');
  assert.deepEqual([host.color, guest.color], ['w', 'b']);
  assert.deepEqual(guest.names, { me: 'Bob', peer: 'Alice' });
  const line = ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6'];
  line.forEach((san, i) => {
    (i % 2 === 0 ? host : guest).move(san);
    advance(500);
  });
  // A draw offered by White and declined by Black.
  host.offerDraw();
  advance(100);
  assert.equal(guest.offers.draw, 'peer');
  guest.declineDraw();
  advance(100);
  assert.equal(host.offers.draw, null);
  assert.ok(events.host.some((e) => e.type === 'answer' && e.kind === 'draw' && !e.accepted));
  // White plays Ba4, regrets it: a takeback asked and accepted.
  host.move('Ba4');
  advance(100);
  host.requestTakeback();
  advance(100);
  assert.equal(guest.offers.takeback, 'peer');
  guest.acceptTakeback();
  advance(100);
  assert.deepEqual(host.game.history(), line);
  assert.deepEqual(guest.game.history(), line);
  host.move('Bxc6');
  advance(100);
  guest.move('dxc6');
  advance(100);
  guest.resign();
  advance(100);
  for (const match of [host, guest]) {
    assert.equal(match.status, 'ended');
    assert.deepEqual(match.result, { result: '1-0', winner: 'w', reason: 'resignation' });
  }
  assert.equal(host.game.pgn(), guest.game.pgn());
  assert.match(host.game.pgn(), /\[White "Alice"\][\s\S]*\[Black "Bob"\][\s\S]*\[Result "1-0"\][\s\S]*\[TimeControl "60\+1"\]/);
  // The rematch: colours swapped, a new game id, a fresh clock.
  const first = host.id;
  guest.offerRematch();
  advance(100);
  host.acceptRematch();
  advance(100);
  assert.deepEqual([host.color, guest.color], ['b', 'w']);
  assert.notEqual(host.id, first);
  assert.equal(host.id, guest.id);
  assert.deepEqual(host.clocks(), { w: 60_000, b: 60_000, running: null });
  guest.move('d4');
  advance(100);
  host.move('d5');
  advance(100);
  assert.deepEqual(host.game.history(), ['d4', 'd5']);
  assert.match(host.game.pgn(), /\[White "Bob"\][\s\S]*\[Black "Alice"\]/);
  assert.deepEqual([...events.host, ...events.guest].filter((e) => e.type === 'refused'), []);
});

test('a move\'s transit is not charged: each side\'s clock, as both see it, is what that side thought', () => {
  const { host, guest, advance } = pair({ time: { initial: 60_000, increment: 2_000 }, latency: 250 });
  host.move('e4');
  advance(250);
  guest.move('e5');
  advance(250);
  // White thinks 4 s, its move takes 250 ms to arrive; Black thinks 3 s.
  advance(4_000);
  host.move('Nf3');
  assert.equal(host.clocks().w, 60_000 - 4_000 + 2_000);
  advance(250);
  assert.equal(guest.clocks().w, 58_000, 'White\'s report kept');
  advance(3_000);
  guest.move('Nc6');
  advance(250);
  assert.equal(guest.clocks().b, 59_000);
  assert.equal(host.clocks().b, 59_000, 'Black is not charged the 500 ms its move and White\'s spent travelling');
  // While Black thinks, White's view of Black's clock waits out the lag allowance first.
  advance(5_000);
  host.move('Bc4');
  advance(250);
  const allowance = 1_000;
  assert.equal(host.clocks().b, 59_000);
  assert.equal(host.clocks().running, 'b');
  advance(2_000);
  assert.equal(guest.clocks().b, 59_000 - 2_000);
  assert.equal(host.clocks().b, 59_000 - Math.max(0, 2_250 - allowance));
});

test('a side that reports less thinking than it was waited for is charged what was waited, less the lag allowance', () => {
  const { host, guest, sent, advance } = pair({ time: { initial: 60_000, increment: 0 }, latency: 10 });
  host.move('e4');
  advance(10);
  guest.move('e5');
  advance(10);
  host.move('Nf3');
  advance(10);
  // A guest that thinks 20 s and says it thought none (its own clock kept at 60 s).
  advance(20_000);
  const move = { t: 'move', ply: 4, uci: 'b8c6', clock: 60_000, hash: '' };
  const probe = new (host.game.constructor)(host.game.fen());
  probe.move('Nc6');
  move.hash = probe.hash();
  assert.equal(host.receive(JSON.stringify(move)), true);
  assert.ok(host.clocks().b <= 60_000 - 20_000 + 1_000 + 20, `charged: ${host.clocks().b}`);
  assert.equal(sent.guest.length > 0, true);
});

test('flags: a side whose own clock runs out loses on time and says so; the other side agrees', () => {
  const { host, guest, advance } = pair({ time: { initial: 5_000, increment: 0 }, latency: 20 });
  host.move('e4');
  advance(20);
  guest.move('e5');
  advance(20);
  host.move('Nf3');
  advance(20);
  advance(5_100);
  assert.equal(guest.checkFlag(), true);
  advance(20);
  for (const match of [host, guest]) assert.deepEqual(match.result, { result: '1-0', winner: 'w', reason: 'time' });
  assert.match(host.game.pgn(), /\[Termination "Time forfeit"\]/);
});

test('flags: a side whose opponent does not move claims its flag once the lag allowance has passed too', () => {
  const { host, guest, events, advance } = pair({ time: { initial: 5_000, increment: 0 }, latency: 20 });
  host.move('e4');
  advance(20);
  guest.move('e5');
  advance(20);
  host.move('Nf3');
  advance(5_000);
  assert.equal(host.checkFlag(), false, 'not before the allowance');
  advance(1_100);
  assert.equal(host.checkFlag(), true);
  advance(20);
  assert.deepEqual(guest.result, { result: '1-0', winner: 'w', reason: 'time' });
  assert.deepEqual(events.guest.filter((e) => e.type === 'refused'), []);
});

test('a flag falls to a draw where the side with time left could never mate', () => {
  // White has a queen, Black a lone knight: White's flag falls, and Black cannot win.
  const { host, guest, advance } = pair({ time: { initial: 5_000, increment: 0 }, fen: '8/8/8/4k3/8/8/n7/4K2Q w - - 0 1' });
  host.move('Qh2+');
  advance();
  guest.move('Kd5');
  advance();
  advance(6_000);
  assert.equal(guest.checkFlag(), true);
  advance();
  assert.deepEqual(host.result, { result: '1/2-1/2', winner: null, reason: 'time' });
});

test('Chess960: the start travels in the hello and castling (king onto rook) is played on both sides', () => {
  // Position 0: BBQNNRKR, the king on g1 between its rooks on f1 and h1.
  const { host, guest, advance } = pair({ time: null, fen: chess960Fen(0), chess960: true });
  assert.equal(guest.game.isChess960(), true);
  const line = ['Nc3', 'Nc6', 'Nd3', 'Nd6', 'b3', 'b6', 'Qb2', 'Qb7', 'O-O-O'];
  line.forEach((san, i) => {
    (i % 2 === 0 ? host : guest).move(san);
    advance();
  });
  assert.deepEqual(guest.game.history(), line);
  assert.equal(guest.game.get('c1')?.type, 'k');
  assert.equal(guest.game.get('d1')?.type, 'r');
  assert.equal(guest.game.fen(), host.game.fen());
  assert.match(guest.game.pgn(), /\[Variant "Chess960"\]/);
  assert.equal(host.clocks(), null);
});

test('abort: before each side has moved, not after', () => {
  const first = pair();
  first.host.move('e4');
  first.advance();
  first.guest.abort();
  first.advance();
  assert.deepEqual(first.host.result, { result: '*', winner: null, reason: 'aborted' });
  const second = pair();
  second.host.move('e4');
  second.advance();
  second.guest.move('e5');
  second.advance();
  assert.throws(() => second.host.abort(), /only before each side has moved/);
  second.guest.receive(JSON.stringify({ t: 'abort', ply: 2 }));
  second.host.receive(JSON.stringify({ t: 'abort', ply: 2 }));
  assert.match(second.refused('host').at(-1).reason, /an abort after each side has moved/);
  assert.equal(second.host.status, 'playing');
});

test('a hostile peer: every bad message refused with a reason, the game unchanged and still playable', () => {
  const {
    host, guest, events, advance, refused, clock,
  } = pair({ time: { initial: 60_000, increment: 1_000 } });
  host.move('e4');
  advance();
  guest.move('e5');
  advance();
  host.move('Nf3');
  const sentAt = clock();
  advance();
  // From here, the guest is scripted: its messages are written by hand. Black's
  // clock, as White counts it, runs from White's move on, less the lag allowance.
  const blackClock = () => 60_000 - Math.max(0, clock() - sentAt - 1_000);
  const state = () => ({
    fen: host.game.fen(), pgn: host.game.pgn(), clocks: { ...host.clocks(), b: host.clocks().b === blackClock() }, status: host.status, offers: host.offers,
  });
  const before = state();
  const next = new (host.game.constructor)();
  for (const san of ['e4', 'e5', 'Nf3', 'Nc6']) next.move(san);
  const good = { t: 'move', ply: 4, uci: 'b8c6', clock: 60_000, hash: next.hash() };
  const cases = [
    ['an illegal move', { ...good, uci: 'b8b6' }, /an illegal move: b8b6 at ply 4/],
    ['a move for the wrong ply', { ...good, ply: 6 }, /a move for ply 6, but the next ply is 4/],
    ['a move for a ply already played', { ...good, ply: 2, uci: 'e7e5' }, /a move for ply 2, but the next ply is 4/],
    ['another position after the move', { ...good, hash: '0123456789abcdef' }, /position differs/],
    ['a clock claiming more time than it had', { ...good, clock: 61_001 }, /claims 61\.001 s left, more than the 61\.0 s/],
    ['a move without its clock', { ...good, clock: null }, /must report its clock/],
    ['a false flag claim', { t: 'flag', color: 'w', ply: 3 }, /a false flag claim: this side's clock has 61\.0 s/],
    ['a resignation for another ply', { t: 'resign', ply: 1 }, /for ply 1, but the game is at ply 3/],
    ['a draw accepted that was never offered', { t: 'draw', act: 'accept', ply: 3 }, /no draw offer of this side's standing/],
    ['a takeback accepted that was never asked', { t: 'takeback', act: 'accept', ply: 3 }, /no request of this side's standing/],
    ['a second hello', { t: 'hello', v: 1, game: 'abcdefgh', name: 'Eve', time: null, color: 'w', chess960: false, fen: 'x' }, /a hello to the host/],
    ['an unknown kind', { t: 'script', ply: 3 }, /unknown message kind "script"/],
    ['an extra field', { ...good, html: '<img src=x onerror=alert(1)>' }, /a move message has no field "html"/],
    ['a negative clock', { ...good, clock: -5 }, /clock is not valid: -5/],
  ];
  for (const [what, message, reason] of cases) {
    const count = refused('host').length;
    assert.equal(host.receive(JSON.stringify(message)), false, what);
    assert.equal(refused('host').length, count + 1, `${what}: one refusal`);
    assert.match(refused('host').at(-1).reason, reason, what);
    assert.deepEqual(state(), before, `${what}: the game unchanged`);
    advance(100);
  }
  // Not JSON, not text, too long.
  for (const [what, text, reason] of [
    ['malformed JSON', '{"t":"move",', /not valid JSON/],
    ['a 10 MB message', 'x'.repeat(10_000_000), new RegExp(`10000000 characters is over the limit of ${MAX_MESSAGE_CHARS}`)],
    ['a binary message', new ArrayBuffer(8), /must be text, got object/],
    ['an array', '[1,2,3]', /must be a JSON object/],
  ]) {
    assert.equal(host.receive(text), false, what);
    assert.match(refused('host').at(-1).reason, reason, what);
    advance(100);
  }
  // A flood: 1,000 messages in one second, the most refused as too many.
  const flood = refused('host').length;
  for (let i = 0; i < 1_000; i += 1) {
    host.receive(JSON.stringify({ t: 'ping', id: i }));
    advance(1);
  }
  const tooMany = refused('host').slice(flood).filter((e) => /too many messages/.test(e.reason)).length;
  assert.ok(tooMany >= 1_000 - RATE_LIMIT.burst - RATE_LIMIT.perSecond - 1, `${tooMany} of 1,000 refused as too many`);
  assert.deepEqual(state(), before);
  // The same move, sent properly after the storm, is taken; the game goes on.
  advance(5_000);
  assert.equal(host.receive(JSON.stringify(good)), true);
  assert.deepEqual(host.game.history(), ['e4', 'e5', 'Nf3', 'Nc6']);
  // Replayed: refused.
  assert.equal(host.receive(JSON.stringify(good)), false);
  assert.match(refused('host').at(-1).reason, /a move for ply 4 when it is this side's turn/);
  host.move('Bb5');
  assert.equal(host.game.history().length, 5);
  assert.ok(events.host.some((e) => e.type === 'move' && e.by === 'peer'));
});

test('names are text: markup kept as written, control characters and overlong names refused', () => {
  const { host, guest } = pair({ guestName: '<img src=x onerror=alert(1)>' });
  assert.equal(host.names.peer, '<img src=x onerror=alert(1)>');
  assert.match(host.game.pgn(), /\[Black "<img src=x onerror=alert\(1\)>"\]/);
  assert.equal(guest.status, 'playing');
  assert.throws(() => Match.join({ name: 'a\u0000b', send() {} }), /1 to 40 characters of text/);
  assert.throws(() => Match.join({ name: 'x'.repeat(41), send() {} }), /1 to 40 characters/);
  assert.throws(() => readMessage(JSON.stringify({ t: 'welcome', v: 1, game: 'abcdefgh', name: 'Eve\u202e' })), ProtocolError);
});

test('a hello the guest cannot play is refused, and the guest waits for a good one', () => {
  const guest = Match.join({ name: 'Bob', send() {} });
  const reasons = [];
  guest.addEventListener('refused', (event) => reasons.push(event.detail.reason));
  const hello = { t: 'hello', v: 1, game: 'abcdefgh', name: 'Alice', time: { initial: 60_000, increment: 0 }, color: 'w', chess960: false, fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' };
  assert.equal(guest.receive(JSON.stringify({ ...hello, v: 2 })), false);
  assert.equal(guest.receive(JSON.stringify({ ...hello, fen: '8/8/8/8/8/8/8/8 w - - 0 1' })), false);
  assert.equal(guest.receive(JSON.stringify({ ...hello, time: { initial: 10, increment: 0 } })), false);
  assert.equal(guest.receive(JSON.stringify({ t: 'move', ply: 1, uci: 'e2e4', clock: null, hash: '0000000000000000' })), false);
  assert.equal(guest.status, 'new');
  assert.match(reasons[0], /protocol version 2, this side 1/);
  assert.match(reasons[1], /not a legal position/);
  assert.match(reasons[2], /time is not valid/);
  assert.match(reasons[3], /before the game started/);
  assert.equal(guest.receive(JSON.stringify(hello)), true);
  assert.equal(guest.status, 'playing');
});

test('messages are small: a move is under 100 bytes, a hello under 300', () => {
  const { sent } = pair();
  const hello = sent.host[0];
  assert.ok(hello.length < 300, `hello: ${hello.length} bytes`);
  const move = writeMessage({ t: 'move', ply: 123, uci: 'e7e8q', clock: 12_345_678, hash: '0123456789abcdef' });
  assert.ok(move.length < 100, `move: ${move.length} bytes`);
  console.log(`# hello ${hello.length} bytes, a move ${move.length} bytes`);
});

test('connection codes: an SDP round-trips; a wrong, broken, overlong or inflating code is refused with a reason', async () => {
  const { encodeDescription, decodeDescription } = await import('../../crate/js/play/peer.js');
  const sdp = 'v=0\r\no=- 4611731400430051336 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n';
  const code = await encodeDescription('offer', sdp);
  assert.match(code, /^o1[A-Za-z0-9_-]+$/);
  assert.equal(await decodeDescription('offer', code), sdp);
  const answer = await encodeDescription('answer', sdp);
  await assert.rejects(decodeDescription('offer', answer), /this is an answer code, not an invitation/);
  await assert.rejects(decodeDescription('answer', code), /this is an invitation code, not an answer/);
  await assert.rejects(decodeDescription('offer', 'o1<script>'), /characters a code does not have/);
  await assert.rejects(decodeDescription('offer', `o1${'A'.repeat(8191)}`), /over 8192/);
  await assert.rejects(decodeDescription('offer', 'o1AAAA'), /this is not an invitation code/);
  // A small code that would inflate to megabytes is stopped at 32 KB.
  const bomb = await encodeDescription('offer', `v=0\r\n${'a'.repeat(30_000)}`);
  assert.ok(bomb.length < 200);
  const bigger = `o1${bomb.slice(2)}`;
  assert.equal(await decodeDescription('offer', bigger).then(() => 'read', (error) => error.message), 'this is not an invitation code: it holds no data connection');
  const inflating = await encodeDescription('offer', `v=0\r\n${'a'.repeat(5_000_000)}`);
  assert.ok(inflating.length < 8192, `${inflating.length} characters`);
  await assert.rejects(decodeDescription('offer', inflating), /inflates past 32768 bytes/);
  await assert.rejects(decodeDescription('offer', 42), /must be text/);
});

test('a game shared as a code: the 6 Kasparov–Deep Blue games and a 300-move game with variations and comments come back equal; the codes\' sizes', async () => {
  const { readFileSync } = await import('node:fs');
  const { Chess, readGames } = await import('../../crate/js/index.js');
  const { bigGame } = await import('../big-game.mjs');
  const { gameCode, readGameCode } = await import('../../crate/js/play/index.js');
  const games = [];
  for await (const game of readGames(readFileSync(new URL('../../target/python-chess-data/pgn/kasparov-deep-blue-1997.pgn', import.meta.url)))) {
    games.push({ name: `Kasparov–Deep Blue ${games.length + 1}`, pgn: game.pgn() });
  }
  assert.equal(games.length, 6);
  const long = bigGame(600, 50, 300);
  const line = long.mainline();
  for (let i = 1; i < line.length; i += 9) {
    long.goTo(line[i].id);
    long.setComment(`after ply ${i}: a comment with "quotes", <b>markup</b> and ünïcödé`);
  }
  long.goTo(line.at(-1).id);
  games.push({ name: 'a 300-move game with 50 variations and 67 comments', pgn: long.pgn() });
  const sizes = [];
  for (const { name, pgn } of games) {
    const code = await gameCode(pgn);
    assert.match(code, /^g1[A-Za-z0-9_-]+$/);
    const back = new Chess();
    back.loadPgn(await readGameCode(code));
    assert.equal(back.pgn(), pgn, name);
    sizes.push(`${name}: ${code.length}`);
  }
  console.log(`# game codes (characters): ${sizes.join('; ')}`);
  await assert.rejects(readGameCode('o1abc'), /this is not a game's code/);
  await assert.rejects(readGameCode('g1<b>'), /characters a code does not have/);
  await assert.rejects(readGameCode(`g1${'A'.repeat(70_000)}`), /over 65536/);
  await assert.rejects(readGameCode('g1AAAA'), /this is not a game's code/);
  const inflating = await gameCode(' '.repeat(5_000_000));
  await assert.rejects(readGameCode(inflating), /inflates past 1048576 bytes/);
});

test('a match plays on the app\'s own Chess when given one: its moves, its rematch, its headers', async () => {
  const { Chess } = await import('../../crate/js/index.js');
  const board = new Chess();
  board.move('d4'); // whatever was there goes: the game's start is loaded
  let guest;
  const host = Match.host({
    name: 'Alice', color: 'w', game: board, send: (text) => guest.receive(text),
  });
  guest = Match.join({ name: 'Bob', send: (text) => host.receive(text) });
  host.open();
  assert.equal(host.game, board);
  assert.deepEqual(board.history(), []);
  host.move('e4');
  guest.move('c5');
  assert.deepEqual(board.history(), ['e4', 'c5']);
  assert.match(board.pgn(), /\[White "Alice"\]/);
  guest.resign();
  guest.offerRematch();
  host.acceptRematch();
  assert.equal(host.game, board);
  assert.deepEqual(board.history(), []);
  assert.throws(() => Match.join({ name: 'Bob', send() {}, game: {} }), /game must be a Chess/);
});

test('a dropped connection: the move that did not arrive is played on a new connection, checked as any move; the clocks agree', () => {
  const {
    host, guest, events, advance, drop, reconnect, refused,
  } = pair({ time: { initial: 60_000, increment: 1_000 }, latency: 20 });
  for (const [side, san] of [[host, 'e4'], [guest, 'e5'], [host, 'Nf3'], [guest, 'Nc6']]) {
    advance(2_000);
    side.move(san);
    advance(20);
  }
  advance(3_000);
  drop();
  assert.equal(host.connection, 'lost');
  assert.deepEqual(events.host.filter((e) => e.type === 'connection').map((e) => e.state), ['lost']);
  // White moves while the line is down: the move is lost on the way.
  host.move('Bb5');
  const whiteAfter = host.clocks().w;
  advance(10_000);
  assert.deepEqual(guest.game.history(), ['e4', 'e5', 'Nf3', 'Nc6']);
  reconnect();
  advance(20);
  advance(20);
  assert.deepEqual(guest.game.history(), ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5']);
  assert.deepEqual(refused('host'), []);
  assert.deepEqual(refused('guest'), []);
  assert.ok(events.guest.some((e) => e.type === 'sync') && events.host.some((e) => e.type === 'sync'));
  // White's clock is what White reported (its thinking before the loss was charged);
  // Black's starts when the move arrived, on both sides (the host's view less the lag allowance).
  assert.equal(guest.clocks().w, whiteAfter);
  const blackAtArrival = guest.clocks().b;
  advance(4_000);
  const black = { host: host.clocks().b, guest: guest.clocks().b };
  assert.ok(Math.abs(black.host - black.guest) <= 1_000, `Black's clock: host ${black.host}, guest ${black.guest}`);
  assert.equal(black.guest, blackAtArrival - 4_000, 'Black\'s clock ran from the move\'s arrival, not from the loss');
  // Nothing doubled: the game goes on.
  guest.move('a6');
  advance(20);
  assert.deepEqual(host.game.history(), guest.game.history());
  assert.equal(host.game.pgn(), guest.game.pgn().replace('[White "Alice"]', '[White "Alice"]'));
});

test('a reload: the match saved, through JSON, restored; the side to move\'s clock ran while away; a new connection goes on', () => {
  const realNow = Date.now;
  try {
    let wall = 1_000_000;
    Date.now = () => wall;
    const {
      host, events, advance, drop, reconnect, reload, refused, side,
    } = pair({ time: { initial: 180_000, increment: 2_000 }, latency: 10 });
    for (const [who, san] of [['host', 'd4'], ['guest', 'd5'], ['host', 'c4'], ['guest', 'e6']]) {
      advance(1_000);
      wall += 1_000;
      side(who).move(san);
      advance(10);
    }
    side('host').offerDraw();
    advance(10);
    const whiteBefore = side('guest').clocks().w;
    drop();
    // The guest's page reloads, 7 s in all (White, to move, thinks meanwhile).
    wall += 7_000;
    advance(7_000);
    const guest = reload('guest');
    assert.equal(guest.connection, 'lost');
    assert.equal(guest.status, 'playing');
    assert.deepEqual(guest.game.history(), ['d4', 'd5', 'c4', 'e6']);
    assert.equal(guest.offers.draw, 'peer');
    assert.match(guest.game.pgn(), /\[White "Alice"\]/);
    assert.ok(Math.abs(guest.clocks().w - (whiteBefore - 7_000)) <= 1_000, `White's clock ran while away: ${guest.clocks().w}`);
    reconnect();
    advance(10);
    advance(10);
    assert.deepEqual(refused('host'), []);
    assert.deepEqual(refused('guest'), []);
    const w = { host: host.clocks().w, guest: guest.clocks().w };
    assert.ok(Math.abs(w.host - w.guest) <= 1_000, `White's clock: host ${w.host}, guest ${w.guest}`);
    guest.declineDraw();
    advance(10);
    assert.ok(events.host.some((e) => e.type === 'answer' && e.kind === 'draw' && !e.accepted));
    host.move('Nc3');
    advance(10);
    assert.deepEqual(guest.game.history(), ['d4', 'd5', 'c4', 'e6', 'Nc3']);
    guest.resign();
    advance(10);
    assert.equal(host.result.result, '1-0');
    assert.equal(host.game.pgn(), guest.game.pgn());
  } finally {
    Date.now = realNow;
  }
});

test('lost answers: an accepted takeback and a resignation reach the other side on a new connection', () => {
  const {
    host, guest, advance, drop, reconnect, refused,
  } = pair({ time: null });
  for (const [side, san] of [[host, 'e4'], [guest, 'c5'], [host, 'Nf3']]) {
    side.move(san);
    advance();
  }
  guest.requestTakeback();
  advance();
  drop();
  host.acceptTakeback();
  assert.deepEqual(host.game.history(), ['e4']);
  assert.deepEqual(guest.game.history(), ['e4', 'c5', 'Nf3']);
  reconnect();
  advance();
  assert.deepEqual(guest.game.history(), ['e4']);
  assert.deepEqual(refused('host'), []);
  assert.deepEqual(refused('guest'), []);
  guest.move('e5');
  advance();
  drop();
  host.resign();
  assert.equal(guest.status, 'playing');
  reconnect();
  advance();
  assert.equal(guest.status, 'ended');
  assert.deepEqual(guest.result, { result: '0-1', winner: 'b', reason: 'resignation' });
  assert.equal(host.game.pgn(), guest.game.pgn());
});

test('a welcome that was lost: the host\'s hello on a new connection starts the game on both sides', () => {
  let guest;
  let hostLine = () => {};
  const host = Match.host({ name: 'Alice', color: 'b', send: (text) => hostLine(text) });
  guest = Match.join({ name: 'Bob', send: () => {} });
  hostLine = (text) => guest.receive(text);
  host.open();
  assert.equal(guest.status, 'playing');
  assert.equal(host.status, 'waiting');
  guest.move('g3'); // lost too
  // The new line: the guest's sync finds the host still waiting (it is
  // ignored), the host's hello brings the welcome again and the sync.
  guest.reconnect((text) => host.receive(text));
  assert.equal(host.status, 'waiting');
  host.reconnect((text) => guest.receive(text));
  assert.equal(host.status, 'playing');
  assert.deepEqual(host.game.history(), ['g3']);
  assert.equal(host.names.peer, 'Bob');
});

test('a hostile sync: another game, games far apart or differing, a false end — each refused with a reason, nothing changed', () => {
  const {
    host, guest, advance, refused,
  } = pair({ time: { initial: 60_000, increment: 0 } });
  for (const [side, san] of [[host, 'e4'], [guest, 'e5'], [host, 'Nf3'], [guest, 'Nc6']]) {
    side.move(san);
    advance();
  }
  const game = host.id;
  const now = { fen: host.game.fen(), pgn: host.game.pgn() };
  const base = {
    t: 'sync', game, ply: host.game.history().length, hash: host.game.hash(), uci: null, clock: null, draw: false, takeback: false, end: null,
  };
  const cases = [
    ['another game', { ...base, game: 'another-game-id' }, /a sync for another game/],
    ['another position', { ...base, hash: '0123456789abcdef' }, /differs from this side's/],
    ['three plies ahead', { ...base, ply: base.ply + 3, uci: 'a7a6' }, /more apart than a move that did not arrive/],
    ['far behind', { ...base, ply: 0, hash: '0123456789abcdef' }, /differs from this side's at ply 0/],
    ['a false flag', { ...base, end: 'flag' }, /a false flag claim/],
    ['a draw never offered', { ...base, end: 'draw' }, /no draw offer of this side's standing/],
    ['an abort after both moved', { ...base, end: 'abort' }, /an abort after each side has moved/],
  ];
  for (const [what, message, reason] of cases) {
    assert.equal(host.receive(JSON.stringify(message)), false, what);
    assert.match(refused('host').at(-1).reason, reason, what);
    assert.deepEqual({ fen: host.game.fen(), pgn: host.game.pgn() }, now, what);
    assert.equal(host.status, 'playing', what);
  }
});

test('a saved match that is not what save() gave is refused with a reason', () => {
  const { host } = pair({ time: { initial: 60_000, increment: 0 } });
  host.move('e4');
  const saved = JSON.parse(JSON.stringify(host.save()));
  assert.deepEqual(Match.restore(saved).game.history(), ['e4']);
  for (const [what, change, reason] of [
    ['an illegal move', (s) => { s.moves = ['e2e5']; }, /move 1 \(e2e5\) is not legal/],
    ['a name with markup and a control character', (s) => { s.peer = '<b>\u0000'; }, /names are not names/],
    ['an extra field', (s) => { s.script = 'alert(1)'; }, /fields are not those/],
    ['a clock over a day', (s) => { s.clock.shown.w = 1e12; }, /whole milliseconds up to a day/],
    ['another version', (s) => { s.v = 2; }, /version 2/],
    ['not an object', () => 'text', /not an object/],
  ]) {
    const copy = structuredClone(saved);
    const changed = change(copy) ?? copy;
    assert.throws(() => Match.restore(changed), reason, what);
  }
});

test('a game by correspondence: each change a code holding the whole game; a draw offered and lapsed, a takeback granted, a resignation, a rematch; both PGNs equal; the codes\' sizes', async () => {
  const { Correspondence } = await import('../../crate/js/play/index.js');
  const alice = Correspondence.start({ name: 'Alice', color: 'b' });
  // Black starts the game: the first code goes at once, and White moves first.
  const first = await alice.code();
  assert.match(first, /^c1[A-Za-z0-9_-]+$/);
  let { match: bob, news } = await Correspondence.open(first, { name: 'Bob <i>' });
  assert.deepEqual([bob.color, bob.myTurn, bob.names], ['w', true, { me: 'Bob <i>', peer: 'Alice' }]);
  assert.deepEqual(news, { moves: [], draw: false, own: false });
  let kept = { alice: alice.save(), bob: bob.save() };
  /** `from` plays `san` (and any `then`); the other side opens the code against what it kept. */
  const send = async (from, san, then) => {
    const sides = { alice: null, bob };
    const side = from === 'alice' ? Correspondence.restore(kept.alice) : Correspondence.restore(kept.bob);
    if (san) side.move(san);
    then?.(side);
    kept[from] = side.save();
    const to = from === 'alice' ? 'bob' : 'alice';
    const opened = await Correspondence.open(await side.code(), { kept: kept[to] });
    kept[to] = opened.match.save();
    sides[to] = opened.match;
    return { sent: side, opened };
  };
  let step = await send('bob', 'e4');
  assert.deepEqual(step.opened.news.moves, ['e4']);
  step = await send('alice', 'c5', (side) => side.offerDraw());
  assert.equal(step.opened.match.drawOffer, 'peer');
  assert.ok(step.opened.news.draw);
  // White declines by moving: the offer lapses on both sides.
  step = await send('bob', 'Nf3');
  assert.equal(step.opened.match.drawOffer, null);
  for (const san of ['d6', 'd4', 'cxd4', 'Nxd4']) step = await send(step.opened.match.color === 'w' ? 'bob' : 'alice', san);
  // Black plays a move and asks to take it back; White grants it: Black's turn again, the move gone on both sides.
  step = await send('alice', 'Qa5+', (side) => side.requestTakeback());
  assert.equal(step.opened.match.takebackRequest, 'peer');
  step = await send('bob', null, (side) => side.acceptTakeback());
  assert.ok(step.opened.news.tookBack);
  assert.deepEqual(step.opened.match.game.history().slice(-2), ['cxd4', 'Nxd4']);
  assert.ok(step.opened.match.myTurn);
  assert.throws(() => Correspondence.restore(kept.alice).requestTakeback(), /no move to take back/);
  step = await send('alice', null, (side) => side.resign());
  assert.deepEqual(step.opened.match.result, { result: '1-0', winner: 'w', reason: 'resignation' });
  const pgns = [Correspondence.restore(kept.alice).game.pgn(), Correspondence.restore(kept.bob).game.pgn()];
  assert.equal(pgns[0], pgns[1]);
  assert.match(pgns[0], /\[White "Bob <i>"\]\n\[Black "Alice"\]/);
  assert.match(pgns[0], /1\. e4 c5 2\. Nf3 d6 3\. d4 cxd4 4\. Nxd4 1-0$/);
  // A rematch: a new game with the same friend, colours swapped, the friend's name already in it.
  const rematch = Correspondence.restore(kept.alice).rematch();
  assert.deepEqual([rematch.color, rematch.names], ['w', { me: 'Alice', peer: 'Bob <i>' }]);
  rematch.move('d4');
  const answered = await Correspondence.open(await rematch.code(), { name: 'Bob <i>' });
  assert.deepEqual([answered.match.color, answered.match.names.peer, answered.match.game.history()], ['b', 'Alice', ['d4']]);
  // A whole master game still fits a link: each game played through codes, side to side.
  const { readFileSync } = await import('node:fs');
  const { readGames } = await import('../../crate/js/index.js');
  const lengths = [];
  for await (const game of readGames(readFileSync(new URL('../../target/python-chess-data/pgn/kasparov-deep-blue-1997.pgn', import.meta.url)))) {
    const sides = { w: Correspondence.start({ name: 'Kasparov', color: 'w', fen: game.getHeaders().FEN }), b: null };
    let last = '';
    for (const move of game.history({ verbose: true })) {
      const mover = sides[move.color];
      mover.move(move.lan);
      last = await mover.code();
      const other = move.color === 'w' ? 'b' : 'w';
      sides[other] = (await Correspondence.open(last, { name: 'Deep Blue', kept: sides[other]?.save() ?? null })).match;
    }
    assert.deepEqual(sides.b.game.history(), game.history());
    lengths.push(last.length);
  }
  console.log(`# correspondence codes of the Kasparov–Deep Blue games' last moves (characters): ${lengths.join(', ')}`);
  assert.ok(Math.max(...lengths) < 2_000);
});

test('a hostile correspondence code: each refused with a reason, the game kept here unchanged', async () => {
  const { Correspondence } = await import('../../crate/js/play/index.js');
  const { pack } = await import('../../crate/js/play/codes.js');
  const alice = Correspondence.start({ name: 'Alice', color: 'w', id: 'game-under-test' });
  alice.move('e4');
  const { match: bob } = await Correspondence.open(await alice.code(), { name: 'Bob' });
  bob.move('e5');
  const kept = alice.save();
  const good = { ...bob.data };
  const code = async (letter) => `c1${await pack(JSON.stringify(letter))}`;
  const cases = [
    ['another kind of code', 'g1abc', /not a correspondence game's code/],
    ['broken characters', 'c1<script>', /characters a code does not have/],
    ['too long', `c1${'A'.repeat(20_000)}`, /over 16384/],
    ['inflating', await code({ ...good, w: ' '.repeat(200_000) }), /inflates past 65536 bytes/],
    ['not JSON', `c1${await pack('{"v":1,')}`, /not a correspondence game's code/],
    ['an extra field', await code({ ...good, html: '<img src=x onerror=alert(1)>' }), /does not hold a game by correspondence/],
    ['an illegal move', await code({ ...good, moves: 'e2e4 e7e6 e6e4' }), /move 3 \(e6e4\) is not legal|adds 2 moves/],
    ['an illegal move alone', await code({ ...good, moves: 'e2e4 e7e4' }), /move 2 \(e7e4\) is not legal/],
    ['two moves at once', await code({ ...good, moves: 'e2e4 e7e5 g1f3' }), /adds 2 moves; a player adds one/],
    ['history rewritten', await code({ ...good, moves: 'd2d4 e7e5' }), /moves differ from the game kept here/],
    ['an older code', await code({ ...good, moves: '', by: 'b' }), /older than the game kept here/],
    ['a move for the wrong side', await code({ ...good, moves: 'e2e4 e7e5', by: 'w' }), /sent from this game's other side as this side/],
    ['this side renamed', await code({ ...good, w: 'Mallory' }), /names White otherwise/],
    ['a draw accepted never offered', await code({ ...good, end: 'draw' }), /accepts a draw this side did not offer/],
    ['a draw offered for this side', await code({ ...good, draw: 'w' }), /offers a draw for this side/],
    ['another game', await code({ ...good, id: 'another-game' }), /for another game/],
    ['a takeback this side never asked', await code({ ...good, moves: '' }), /older than the game kept here/],
    ['a takeback asked for this side\'s move', await code({ ...good, takeback: 'w' }), /asks a takeback it may not ask/],
    ['a name with control characters', await code({ ...good, b: 'Bob\u0000' }), /its b is not valid/],
    ['a start elsewhere', await code({ ...good, fen: '8/8/8/8/8/8/8/K1k5 w - - 0 1' }), /not a legal position|starts the game elsewhere|is not legal/],
  ];
  for (const [what, text, reason] of cases) {
    await assert.rejects(Correspondence.open(text, { kept }), reason, what);
    assert.deepEqual(alice.save(), kept, what);
  }
  // The good code is taken; a name's markup stays text in the PGN.
  const taken = await Correspondence.open(await code(good), { kept });
  assert.deepEqual(taken.news.moves, ['e5']);
  const named = await Correspondence.open(await code({ ...alice.data, w: '<b>Al</b>' }), { name: 'Bob' });
  assert.match(named.match.game.pgn(), /\[White "<b>Al<\/b>"\]/);
  assert.throws(() => Correspondence.restore({ ...kept, moves: ['e2e5'] }), /is not legal/);
  assert.throws(() => Correspondence.restore({ ...kept, script: 1 }), /what save\(\) gave/);
});
