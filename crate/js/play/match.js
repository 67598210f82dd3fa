// One game between two people on two devices, over any transport
// (ferrochess/play, docs/play.md): each side runs a Match with the same
// rules core, sends what its player does and checks what arrives before it
// changes anything. The host makes the game (time control, colours,
// variant, start) and sends hello; the guest answers welcome; from then on
// either side's moves, offers and answers go as messages (protocol.js), and
// each side keeps both clocks (clock.js). A message from the other side is
// untrusted: too long, malformed, for another ply, illegal in this side's
// own game, with another position after it, claiming time it did not have,
// or one of too many, it is refused with a reason (a 'refused' event) and
// nothing changes.

import { Chess } from '../chess.js';
import { FairClock } from './clock.js';
import {
  MAX_PLIES, PROTOCOL_VERSION, ProtocolError, isName, newGameId, readMessage, writeMessage,
} from './protocol.js';

/** How many messages the other side may send in a burst, and how many a second after it. */
export const RATE_LIMIT = Object.freeze({ burst: 40, perSecond: 20 });

const other = (color) => (color === 'w' ? 'b' : 'w');
const RESULTS = { w: '1-0', b: '0-1' };

/** An event of a Match, with what happened in `detail`. */
export class MatchEvent extends Event {
  constructor(type, detail) {
    super(type);
    this.detail = detail;
  }
}

/** A game with a player on another device: see Match.host and Match.join. */
export class Match extends EventTarget {
  #send;
  #now;
  #host;
  #plyCount = 0;
  #name;
  #peerName = null;
  #status = 'new';
  #setup = null;
  #color = null;
  #game = null;
  #clock = null;
  /** Each ply's clocks before it (for takebacks), by ply index. */
  #before = [];
  #offers = { draw: null, takeback: null, rematch: null };
  #result = null;
  #tokens = RATE_LIMIT.burst;
  #refilled = null;
  #pings = new Map();
  #nextPing = 1;

  /** The Chess the game is played on: the caller's (`game`), or one of the match's own. */
  #board;

  constructor({
    name, send, now = () => performance.now(), game,
  }, setup) {
    super();
    if (game !== undefined && !(game instanceof Chess)) throw new TypeError('game must be a Chess to play on');
    this.#board = game ?? null;
    if (!isName(name)) throw new TypeError(`a player's name must be 1 to 40 characters of text, got ${JSON.stringify(name)}`);
    if (typeof send !== 'function') throw new TypeError('send must be a function that sends a message\'s text to the other side');
    if (typeof now !== 'function') throw new TypeError('now must be a function returning milliseconds');
    this.#name = name;
    this.#send = send;
    this.#now = now;
    this.#setup = setup;
    this.#host = setup !== null;
  }

  /**
   * The side that makes the game: `time` ({ initial, increment } in ms, or
   * null for no clock), `color` ('w', 'b' or 'random', the host's),
   * `fen` and `chess960` (the start). Call open() when the transport is
   * ready: it sends hello.
   */
  static host({
    name, send, now, game: board, time = null, color = 'random', fen, chess960 = false, id = newGameId(),
  }) {
    if (!['w', 'b', 'random'].includes(color)) throw new TypeError(`color must be 'w', 'b' or 'random', got ${JSON.stringify(color)}`);
    const start = new Chess(fen, { chess960: Boolean(chess960) });
    const setup = {
      game: id, time, chess960: Boolean(chess960), fen: start.fen(), hostColor: color === 'random' ? (Math.random() < 0.5 ? 'w' : 'b') : color,
    };
    start.free();
    // The hello is checked as it will be sent: a bad time control fails here.
    writeMessage(helloOf(setup, name));
    return new Match({
      name, send, now, game: board,
    }, setup);
  }

  /** The side that joins a game: it waits for the host's hello (receive) and answers it. */
  static join({
    name, send, now, game,
  }) {
    return new Match({
      name, send, now, game,
    }, null);
  }

  /** 'new', 'waiting' (hello sent), 'playing' or 'ended'. */
  get status() {
    return this.#status;
  }

  /** This side's colour, once the game is set ('w' or 'b'), else null. */
  get color() {
    return this.#color;
  }

  /** The game's id (the host's), once known. */
  get id() {
    return this.#setup?.game ?? null;
  }

  /** This player's name and the other side's (null until it said it), as text. */
  get names() {
    return { me: this.#name, peer: this.#peerName };
  }

  /** The game, to read (its moves, FEN, PGN with headers): a change made to it is not sent. */
  get game() {
    return this.#game;
  }

  /** The result once ended: { result: '1-0' | '0-1' | '1/2-1/2' | '*', winner, reason }, else null. */
  get result() {
    return this.#result;
  }

  /** The offers standing: draw, takeback and rematch, each 'me', 'peer' or null. */
  get offers() {
    return {
      draw: this.#offers.draw?.by ?? null,
      takeback: this.#offers.takeback?.by ?? null,
      rematch: this.#offers.rematch?.by ?? null,
    };
  }

  /** Both clocks at this moment ({ w, b } in ms, the side to move's running), or null without a clock. */
  clocks() {
    if (!this.#clock) return null;
    const now = this.#now();
    return { w: this.#clock.remaining('w', now), b: this.#clock.remaining('b', now), running: this.#clock.running ? this.#clock.turn : null };
  }

  /** The host sends hello (again on a new transport before the game starts). */
  open() {
    if (!this.#host) throw new Error('only the host opens a game');
    if (this.#status === 'playing' || this.#status === 'ended') throw new Error('the game has started');
    this.#status = 'waiting';
    this.#color = this.#setup.hostColor;
    this.#write(helloOf(this.#setup, this.#name));
  }

  /**
   * A message from the other side, as the transport gave it. Returns true
   * when it was taken; false when refused (a 'refused' event says why, and
   * nothing changed).
   */
  receive(text) {
    let kind = null;
    try {
      this.#spendToken();
      const message = readMessage(text);
      kind = message.t;
      this.#handle(message);
      return true;
    } catch (error) {
      if (!(error instanceof ProtocolError)) throw error;
      this.#emit('refused', { reason: error.message, kind });
      return false;
    }
  }

  /** Plays this side's move (SAN, UCI or { from, to, promotion }); sends it; returns the Move. */
  move(move) {
    this.#mustPlay();
    if (this.#game.turn() !== this.#color) throw new Error('it is not your turn');
    if (this.checkFlag()) throw new Error('your flag has fallen');
    const snapshot = this.#clock?.snapshot();
    const played = this.#game.move(move);
    this.#plyCount += 1;
    const ply = this.#plyCount;
    this.#before[ply - 1] = snapshot;
    const clock = this.#clock ? this.#clock.ownMove(this.#now(), ply) : null;
    this.#afterMove(this.#color);
    this.#write({ t: 'move', ply, uci: played.lan, clock, hash: this.#game.hash() });
    this.#emit('move', { move: played, by: 'me' });
    this.#endIfOver();
    return played;
  }

  /** Offers a draw (or accepts the other side's standing offer). */
  offerDraw() {
    this.#mustPlay();
    if (this.#offers.draw?.by === 'peer') return this.acceptDraw();
    if (this.#offers.draw?.by === 'me') throw new Error('your draw offer stands');
    this.#offers.draw = { by: 'me', ply: this.#plies() };
    this.#write({ t: 'draw', act: 'offer', ply: this.#plies() });
    this.#emit('offer', { kind: 'draw', by: 'me' });
  }

  /** Accepts the other side's draw offer: the game is drawn. */
  acceptDraw() {
    this.#answer('draw', true);
    this.#end(null, 'agreement');
  }

  /** Declines the other side's draw offer. */
  declineDraw() {
    this.#answer('draw', false);
  }

  /** Asks to take back this side's last move (and the other side's reply, if it has made one). */
  requestTakeback() {
    this.#mustPlay();
    if (this.#takebackTarget(this.#color) === null) throw new Error('you have no move to take back');
    if (this.#offers.takeback) throw new Error('a takeback is already asked for');
    this.#offers.takeback = { by: 'me', ply: this.#plies() };
    this.#write({ t: 'takeback', act: 'request', ply: this.#plies() });
    this.#emit('offer', { kind: 'takeback', by: 'me' });
  }

  /** Takes back the moves the other side asked for. */
  acceptTakeback() {
    this.#answer('takeback', true);
    this.#takeBack(other(this.#color));
  }

  /** Declines the other side's takeback request. */
  declineTakeback() {
    this.#answer('takeback', false);
  }

  /** Resigns: the other side wins. */
  resign() {
    this.#mustPlay();
    this.#write({ t: 'resign', ply: this.#plies() });
    this.#end(other(this.#color), 'resignation');
  }

  /** Whether the game can be aborted (no result): before each side has made its first move. */
  get abortable() {
    return this.#status === 'playing' && this.#plies() < 2;
  }

  /** Aborts the game before each side's first move: no result. */
  abort() {
    this.#mustPlay();
    if (!this.abortable) throw new Error('a game can be aborted only before each side has moved');
    this.#write({ t: 'abort', ply: this.#plies() });
    this.#end(undefined, 'aborted');
  }

  /**
   * Looks at the clocks (call it as the clocks are drawn): when this side's
   * own flag has fallen it has lost on time, and says so; when the other
   * side's has (as counted here, transit allowed for) this side claims it.
   * Returns whether the game ended.
   */
  checkFlag() {
    if (this.#status !== 'playing' || !this.#clock) return false;
    const flagged = this.#clock.flagged(this.#now());
    if (!flagged) return false;
    this.#write({ t: 'flag', color: flagged, ply: this.#plies() });
    this.#flagFell(flagged);
    return true;
  }

  /** After the game: offers a rematch with colours swapped (or accepts the other side's). */
  offerRematch() {
    if (this.#status !== 'ended') throw new Error('a rematch is offered once the game has ended');
    if (this.#offers.rematch?.by === 'peer') return this.acceptRematch();
    if (this.#offers.rematch?.by === 'me') throw new Error('your rematch offer stands');
    const game = newGameId();
    this.#offers.rematch = { by: 'me', game };
    this.#write({ t: 'rematch', act: 'offer', game });
    this.#emit('offer', { kind: 'rematch', by: 'me' });
  }

  /** Accepts the other side's rematch: a new game starts, colours swapped. */
  acceptRematch() {
    const offer = this.#offers.rematch;
    if (this.#status !== 'ended' || offer?.by !== 'peer') throw new Error('there is no rematch offer to accept');
    this.#write({ t: 'rematch', act: 'accept', game: offer.game });
    this.#rematch(offer.game);
  }

  /** Declines the other side's rematch offer. */
  declineRematch() {
    const offer = this.#offers.rematch;
    if (offer?.by !== 'peer') throw new Error('there is no rematch offer to decline');
    this.#offers.rematch = null;
    this.#write({ t: 'rematch', act: 'decline', game: offer.game });
    this.#emit('answer', { kind: 'rematch', by: 'me', accepted: false });
  }

  /** Sends a ping; the pong's round trip sets the clocks' lag allowance. */
  ping() {
    const id = this.#nextPing;
    this.#nextPing += 1;
    this.#pings.set(id, this.#now());
    if (this.#pings.size > 16) this.#pings.delete(this.#pings.keys().next().value);
    this.#write({ t: 'ping', id });
  }

  // What arrives.

  #handle(message) {
    const handlers = {
      hello: () => this.#onHello(message),
      welcome: () => this.#onWelcome(message),
      move: () => this.#onMove(message),
      draw: () => this.#onDraw(message),
      takeback: () => this.#onTakeback(message),
      resign: () => {
        this.#mustBeAt(message);
        this.#end(this.#color, 'resignation');
      },
      abort: () => {
        this.#mustBeAt(message);
        if (!this.abortable) throw new ProtocolError('an abort after each side has moved (resign instead)');
        this.#end(undefined, 'aborted');
      },
      flag: () => this.#onFlag(message),
      rematch: () => this.#onRematch(message),
      ping: () => this.#write({ t: 'pong', id: message.id }),
      pong: () => {
        const sent = this.#pings.get(message.id);
        if (sent === undefined) throw new ProtocolError(`a pong for no ping (${message.id})`);
        this.#pings.delete(message.id);
        this.#clock?.measuredRoundTrip(this.#now() - sent);
      },
    };
    handlers[message.t]();
  }

  #onHello(message) {
    if (this.#host) throw new ProtocolError('a hello to the host');
    if (this.#status !== 'new') throw new ProtocolError('a hello after the game started');
    if (message.v !== PROTOCOL_VERSION) throw new ProtocolError(`the other side speaks protocol version ${message.v}, this side ${PROTOCOL_VERSION}`);
    let start;
    try {
      start = new Chess(message.fen, { chess960: message.chess960 });
    } catch (error) {
      throw new ProtocolError(`the game's start is not a legal position: ${error.message}`);
    }
    const over = start.isGameOver();
    const fen = start.fen();
    start.free();
    if (over) throw new ProtocolError('the game\'s start is a finished position');
    this.#setup = {
      game: message.game, time: message.time, chess960: message.chess960, fen, hostColor: message.color,
    };
    this.#peerName = message.name;
    this.#color = other(message.color);
    this.#write({ t: 'welcome', v: PROTOCOL_VERSION, game: message.game, name: this.#name });
    this.#start();
  }

  #onWelcome(message) {
    if (this.#status !== 'waiting') throw new ProtocolError(this.#status === 'new' ? 'a welcome before any hello' : 'a welcome after the game started');
    if (message.game !== this.#setup.game) throw new ProtocolError(`a welcome to another game (${message.game})`);
    if (message.v !== PROTOCOL_VERSION) throw new ProtocolError(`the other side speaks protocol version ${message.v}, this side ${PROTOCOL_VERSION}`);
    this.#peerName = message.name;
    this.#start();
  }

  #onMove(message) {
    this.#mustPlayPeer();
    const peer = other(this.#color);
    if (this.#game.turn() !== peer) throw new ProtocolError(`a move for ply ${message.ply} when it is this side's turn`);
    const expected = this.#plies() + 1;
    if (message.ply !== expected) throw new ProtocolError(`a move for ply ${message.ply}, but the next ply is ${expected}`);
    const now = this.#now();
    if (this.#clock && this.#clock.flagged(now) === peer) {
      this.checkFlag();
      throw new ProtocolError('a move that came after its side\'s flag fell');
    }
    const snapshot = this.#clock?.snapshot();
    let played;
    try {
      played = this.#game.move(message.uci);
    } catch {
      throw new ProtocolError(`an illegal move: ${message.uci} at ply ${message.ply}`);
    }
    // The position and the clock are checked before either is kept (the clock changes last).
    try {
      if (this.#game.hash() !== message.hash) throw new ProtocolError(`after ${message.uci} the other side's position differs from this side's (ply ${message.ply})`);
      if (this.#clock) this.#clock.otherMove(message.clock, now, message.ply);
      else if (message.clock !== null) throw new ProtocolError('a move reports a clock in a game without one');
    } catch (error) {
      this.#game.undo();
      throw error;
    }
    this.#plyCount += 1;
    this.#before[message.ply - 1] = snapshot;
    this.#afterMove(peer);
    this.#emit('move', { move: played, by: 'peer' });
    this.#endIfOver();
  }

  #onDraw({ act, ply }) {
    this.#mustPlayPeer();
    if (ply > this.#plies()) throw new ProtocolError(`a draw message for ply ${ply}, after this side's ${this.#plies()}`);
    if (act === 'offer') {
      if (this.#offers.draw?.by === 'peer') throw new ProtocolError('a second draw offer while the first stands');
      if (this.#offers.draw?.by === 'me') {
        this.#offers.draw = null;
        this.#end(null, 'agreement');
        return;
      }
      this.#mustBeAt({ ply });
      this.#offers.draw = { by: 'peer', ply };
      this.#emit('offer', { kind: 'draw', by: 'peer' });
      return;
    }
    const offer = this.#offers.draw;
    if (offer?.by !== 'me' || ply < offer.ply) throw new ProtocolError(`a draw ${act} with no draw offer of this side's standing`);
    this.#offers.draw = null;
    this.#emit('answer', { kind: 'draw', by: 'peer', accepted: act === 'accept' });
    if (act === 'accept') this.#end(null, 'agreement');
  }

  #onTakeback({ act, ply }) {
    this.#mustPlayPeer();
    this.#mustBeAt({ ply });
    if (act === 'request') {
      if (this.#offers.takeback) throw new ProtocolError('a takeback request while one stands');
      if (this.#takebackTarget(other(this.#color)) === null) throw new ProtocolError('a takeback request with no move of its side to take back');
      this.#offers.takeback = { by: 'peer', ply };
      this.#emit('offer', { kind: 'takeback', by: 'peer' });
      return;
    }
    if (this.#offers.takeback?.by !== 'me') throw new ProtocolError(`a takeback ${act} with no request of this side's standing`);
    this.#offers.takeback = null;
    this.#emit('answer', { kind: 'takeback', by: 'peer', accepted: act === 'accept' });
    if (act === 'accept') this.#takeBack(this.#color);
  }

  #onFlag({ color, ply }) {
    this.#mustPlayPeer();
    this.#mustBeAt({ ply });
    if (!this.#clock) throw new ProtocolError('a flag in a game without a clock');
    if (color === this.#color) {
      // A claim on this side's clock, checked by this side's own count.
      const left = this.#clock.remaining(color, this.#now());
      if (this.#clock.turn !== color || !this.#clock.running || left > 0) {
        throw new ProtocolError(`a false flag claim: this side's clock has ${(left / 1000).toFixed(1)} s`);
      }
    } else if (this.#game.turn() !== color) {
      throw new ProtocolError('a flag for the side not to move');
    }
    this.#flagFell(color);
  }

  #onRematch({ act, game }) {
    if (this.#status !== 'ended') throw new ProtocolError('a rematch message before the game ended');
    if (act === 'offer') {
      if (this.#offers.rematch?.by === 'peer') throw new ProtocolError('a second rematch offer while the first stands');
      if (game === this.#setup.game) throw new ProtocolError('a rematch under the same game id');
      if (this.#offers.rematch?.by === 'me') {
        // Both offered at once: the lower game id is the rematch's on both sides.
        const chosen = game < this.#offers.rematch.game ? game : this.#offers.rematch.game;
        this.#rematch(chosen);
        return;
      }
      this.#offers.rematch = { by: 'peer', game };
      this.#emit('offer', { kind: 'rematch', by: 'peer' });
      return;
    }
    const offer = this.#offers.rematch;
    if (offer?.by !== 'me' || offer.game !== game) throw new ProtocolError(`a rematch ${act} with no such offer of this side's`);
    this.#offers.rematch = null;
    this.#emit('answer', { kind: 'rematch', by: 'peer', accepted: act === 'accept' });
    if (act === 'accept') this.#rematch(game);
  }

  // The game's steps.

  #start() {
    const { fen, chess960, time } = this.#setup;
    if (this.#board) {
      this.#board.load(fen, { chess960 });
      this.#game = this.#board;
    } else {
      this.#game?.free();
      this.#game = new Chess(fen, { chess960 });
    }
    this.#clock = time ? new FairClock(time, this.#color, this.#game.turn()) : null;
    this.#before = [];
    this.#plyCount = 0;
    this.#offers = { draw: null, takeback: null, rematch: null };
    this.#result = null;
    this.#status = 'playing';
    const white = this.#color === 'w' ? this.#name : this.#peerName;
    const black = this.#color === 'w' ? this.#peerName : this.#name;
    const date = new Date();
    const day = `${date.getFullYear()}.${String(date.getMonth() + 1).padStart(2, '0')}.${String(date.getDate()).padStart(2, '0')}`;
    this.#game.setHeader('Event', 'Casual game');
    this.#game.setHeader('Site', 'ferrochess, peer to peer');
    this.#game.setHeader('Date', day);
    this.#game.setHeader('White', white);
    this.#game.setHeader('Black', black);
    this.#game.setHeader('TimeControl', time ? `${time.initial / 1000}+${time.increment / 1000}` : '-');
    if (chess960) this.#game.setHeader('Variant', 'Chess960');
    this.#emit('start', { game: this.#setup.game, color: this.#color, names: this.names });
  }

  #afterMove(mover) {
    this.#offers.takeback = null;
    if (this.#offers.draw && this.#offers.draw.by !== (mover === this.#color ? 'me' : 'peer')) {
      this.#offers.draw = null;
    }
  }

  #endIfOver() {
    const game = this.#game;
    if (this.#status !== 'playing') return;
    if (game.isCheckmate()) this.#end(other(game.turn()), 'checkmate');
    else if (game.isStalemate()) this.#end(null, 'stalemate');
    else if (game.isInsufficientMaterial()) this.#end(null, 'insufficient material');
    else if (game.isThreefoldRepetition()) this.#end(null, 'threefold repetition');
    else if (game.isDrawByFiftyMoves()) this.#end(null, 'fifty-move rule');
    else if (this.#plies() >= MAX_PLIES) this.#end(null, 'move limit');
  }

  #flagFell(color) {
    const winner = other(color);
    // A flag falls to a draw where the other side could never mate.
    this.#end(this.#game.hasInsufficientMaterial(winner) ? null : winner, 'time');
  }

  /** Ends the game: `winner` 'w', 'b', null (a draw) or undefined (aborted, no result). */
  #end(winner, reason) {
    this.#clock?.stop(this.#now());
    const result = winner === undefined ? '*' : winner === null ? '1/2-1/2' : RESULTS[winner];
    this.#status = 'ended';
    this.#offers = { draw: null, takeback: null, rematch: null };
    this.#result = { result, winner: winner ?? null, reason };
    this.#game.setHeader('Result', result);
    const termination = { time: 'Time forfeit', aborted: 'Abandoned' }[reason] ?? 'Normal';
    this.#game.setHeader('Termination', termination);
    this.#emit('end', { ...this.#result });
  }

  #rematch(game) {
    this.#setup = { ...this.#setup, game, hostColor: other(this.#setup.hostColor) };
    this.#color = other(this.#color);
    this.#start();
  }

  /** The game length a takeback asked by `color` goes back to, or null when it has no move to take back. */
  #takebackTarget(color) {
    const plies = this.#plies();
    const back = this.#game.turn() === color ? 2 : 1;
    return plies - back >= 0 ? plies - back : null;
  }

  #takeBack(asker) {
    const target = this.#takebackTarget(asker);
    while (this.#plyCount > target) {
      this.#game.undo();
      this.#plyCount -= 1;
    }
    const snapshot = this.#before[target];
    this.#before.length = target;
    if (this.#clock && snapshot) this.#clock.restore(snapshot, this.#game.turn(), this.#now(), target);
    this.#emit('takeback', { plies: this.#plies() });
  }

  #answer(kind, accepted) {
    this.#mustPlay();
    const offer = this.#offers[kind];
    if (offer?.by !== 'peer') throw new Error(`there is no ${kind} ${kind === 'takeback' ? 'request' : 'offer'} to answer`);
    this.#offers[kind] = null;
    this.#write({ t: kind, act: accepted ? 'accept' : 'decline', ply: this.#plies() });
    this.#emit('answer', { kind, by: 'me', accepted });
  }

  // Checks and plumbing.

  #plies() {
    return this.#plyCount;
  }

  #mustPlay() {
    if (this.#status !== 'playing') throw new Error(this.#status === 'ended' ? 'the game has ended' : 'the game has not started');
  }

  #mustPlayPeer() {
    if (this.#status !== 'playing') throw new ProtocolError(this.#status === 'ended' ? 'a game message after the game ended' : 'a game message before the game started');
  }

  /** A message answering ply `ply` when the game is at another is stale or replayed. */
  #mustBeAt({ ply }) {
    if (ply !== this.#plies()) throw new ProtocolError(`a message for ply ${ply}, but the game is at ply ${this.#plies()}`);
  }

  #spendToken() {
    const now = this.#now();
    if (this.#refilled !== null) {
      this.#tokens = Math.min(RATE_LIMIT.burst, this.#tokens + ((now - this.#refilled) / 1000) * RATE_LIMIT.perSecond);
    }
    this.#refilled = now;
    if (this.#tokens < 1) throw new ProtocolError(`too many messages (over ${RATE_LIMIT.perSecond} a second)`);
    this.#tokens -= 1;
  }

  #write(message) {
    this.#send(writeMessage(message));
  }

  #emit(type, detail) {
    this.dispatchEvent(new MatchEvent(type, detail));
  }
}

/** The host's hello for `setup`. */
function helloOf(setup, name) {
  return {
    t: 'hello', v: PROTOCOL_VERSION, game: setup.game, name, time: setup.time, color: setup.hostColor, chess960: setup.chess960, fen: setup.fen,
  };
}
