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
import { checkSaved } from './saved.js';

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
  /** The position's hash after each ply (0: the start), to find where the two sides agree after a lost connection. */
  #hashes = [];
  /** This side's last move as sent ({ ply, uci, clock }), to send again after a lost connection. */
  #last = null;
  /** How this side ended the game itself ('resign', 'abort', 'draw', 'flag'), to say again after a lost connection. */
  #endedBy = null;
  #date = null;
  #connection = 'open';
  /** When the connection was lost (the caller's time), or null while it is open. */
  #lostAt = null;

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
      this.#emit('refused', { reason: (error.reason ?? error.message), kind });
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
    const hash = this.#game.hash();
    this.#hashes[ply] = hash;
    this.#last = { ply, uci: played.lan, clock };
    this.#write({ t: 'move', ply, uci: played.lan, clock, hash });
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
    this.#endedBy = 'draw';
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
    this.#endedBy = 'resign';
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
    this.#endedBy = 'abort';
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
    this.#endedBy = 'flag';
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

  // A lost connection and a new one.

  /** 'open', or 'lost' from disconnected() until reconnect(). */
  get connection() {
    return this.#connection;
  }

  /**
   * The transport closed: the game stays as it is (this side may still
   * make its move; it is sent again once connected). Emits 'connection'.
   */
  disconnected() {
    if (this.#connection === 'lost') return;
    this.#connection = 'lost';
    this.#lostAt = this.#now();
    this.#emit('connection', { state: 'lost' });
  }

  /**
   * A new transport to the same other side (`send` writes to it): the host
   * whose hello was not answered says hello again; a started game says
   * where it is (a sync message), and the other side's sync brings the
   * side behind up to date: a move that did not arrive is played (checked
   * as any move), a takeback whose answer was lost is made, a resignation
   * or abort that was lost ends the game. Emits 'connection', then 'sync'
   * when the other side's sync has been read.
   */
  reconnect(send) {
    if (typeof send !== 'function') throw new TypeError('send must be a function that sends a message\'s text to the other side');
    this.#send = send;
    this.#lostAt ??= this.#now();
    this.#connection = 'open';
    this.#emit('connection', { state: 'open' });
    if (this.#status === 'waiting') this.#write(helloOf(this.#setup, this.#name));
    else if (this.#status === 'playing' || this.#status === 'ended') this.#write(this.#syncMessage());
  }

  /**
   * The match as plain data (JSON) to keep, so that it outlives a reload:
   * Match.restore takes it back. The side to move's clock goes on running
   * while the page is away.
   */
  save() {
    const game = this.#game;
    return {
      v: PROTOCOL_VERSION,
      host: this.#host,
      name: this.#name,
      peer: this.#peerName,
      status: this.#status,
      color: this.#color,
      setup: this.#setup && { ...this.#setup },
      date: this.#date,
      moves: game && this.#status !== 'new' && this.#status !== 'waiting' ? game.history({ verbose: true }).map((move) => move.lan) : [],
      before: this.#before.map((snapshot) => snapshot ?? null),
      offers: {
        draw: this.#offers.draw && { ...this.#offers.draw },
        takeback: this.#offers.takeback && { ...this.#offers.takeback },
        rematch: this.#offers.rematch && { ...this.#offers.rematch },
      },
      result: this.#result && { ...this.#result },
      last: this.#last && { ...this.#last },
      endedBy: this.#endedBy,
      clock: this.#clock ? this.#clock.save(this.#now()) : null,
      savedAt: Date.now(),
    };
  }

  /**
   * A match from what save() gave (checked field by field, its moves played
   * again by the rules; a TypeError says what is wrong), on `send`, `now`
   * and `game` as Match.host takes them. Its connection is 'lost' until
   * reconnect().
   */
  static restore(saved, {
    send = () => {}, now, game,
  } = {}) {
    checkSaved(saved);
    const match = new Match({
      name: saved.name, send, now, game,
    }, saved.setup);
    match.#adopt(saved);
    return match;
  }

  #adopt(saved) {
    this.#host = saved.host;
    this.#peerName = saved.peer;
    this.#status = saved.status;
    this.#color = saved.color;
    this.#date = saved.date;
    this.#connection = 'lost';
    if (saved.status === 'new' || saved.status === 'waiting') return;
    const { fen, chess960, time } = this.#setup;
    this.#game = this.#board ?? new Chess();
    try {
      this.#game.load(fen, { chess960 });
    } catch (error) {
      throw new TypeError(`a saved match's start is not a position: ${error.reason ?? error.message}`);
    }
    this.#hashes = [this.#game.hash()];
    for (const [index, uci] of saved.moves.entries()) {
      try {
        this.#game.move(uci);
      } catch {
        throw new TypeError(`a saved match's move ${index + 1} (${uci}) is not legal`);
      }
      this.#hashes.push(this.#game.hash());
    }
    this.#plyCount = saved.moves.length;
    this.#writeHeaders();
    this.#before = saved.before.map((snapshot) => snapshot ?? undefined);
    this.#offers = saved.offers;
    this.#last = saved.last;
    this.#endedBy = saved.endedBy;
    this.#result = saved.result;
    if (saved.result) {
      this.#game.setHeader('Result', saved.result.result);
      this.#game.setHeader('Termination', { time: 'Time forfeit', aborted: 'Abandoned' }[saved.result.reason] ?? 'Normal');
    }
    const away = Math.max(0, Date.now() - saved.savedAt);
    const now = this.#now();
    this.#clock = time ? FairClock.saved(saved.clock, time, this.#color, now, saved.status === 'playing' ? away : 0) : null;
    // What the other side did after the save is timed from there.
    this.#lostAt = now - away;
  }

  /** Where this side's game is, for the other side after a new connection. */
  #syncMessage() {
    const last = this.#last && this.#last.ply === this.#plies() ? this.#last : null;
    return {
      t: 'sync',
      game: this.#setup.game,
      ply: this.#plies(),
      hash: this.#game.hash(),
      uci: last?.uci ?? null,
      clock: last?.clock ?? null,
      draw: this.#offers.draw?.by === 'me',
      takeback: this.#offers.takeback?.by === 'me',
      end: this.#status === 'ended' ? this.#endedBy : null,
    };
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
      sync: () => this.#onSync(message),
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
    if (this.#status !== 'new' && message.game === this.#setup?.game) {
      // The host did not hear this side's welcome before the connection was lost.
      this.#write({ t: 'welcome', v: PROTOCOL_VERSION, game: message.game, name: this.#name });
      this.#write(this.#syncMessage());
      return;
    }
    if (this.#status !== 'new') throw new ProtocolError('a hello after the game started');
    if (message.v !== PROTOCOL_VERSION) throw new ProtocolError(`the other side speaks protocol version ${message.v}, this side ${PROTOCOL_VERSION}`);
    let start;
    try {
      start = new Chess(message.fen, { chess960: message.chess960 });
    } catch (error) {
      throw new ProtocolError(`the game's start is not a legal position: ${error.reason ?? error.message}`);
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

  #onMove(message, lostAt = null) {
    this.#mustPlayPeer();
    const peer = other(this.#color);
    if (this.#game.turn() !== peer) throw new ProtocolError(`a move for ply ${message.ply} when it is this side's turn`);
    const expected = this.#plies() + 1;
    if (message.ply !== expected) throw new ProtocolError(`a move for ply ${message.ply}, but the next ply is ${expected}`);
    const now = this.#now();
    // A move caught up after a lost connection is timed up to the loss.
    if (this.#clock && this.#clock.flagged(lostAt === null ? now : Math.min(now, lostAt)) === peer) {
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
      if (this.#clock) this.#clock.otherMove(message.clock, now, message.ply, lostAt);
      else if (message.clock !== null) throw new ProtocolError('a move reports a clock in a game without one');
    } catch (error) {
      this.#game.undo();
      throw error;
    }
    this.#plyCount += 1;
    this.#before[message.ply - 1] = snapshot;
    this.#hashes[message.ply] = message.hash;
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

  /** The other side's sync on a new connection: see reconnect(). */
  #onSync(message) {
    if (!this.#setup || message.game !== this.#setup.game) throw new ProtocolError(`a sync for another game (${message.game})`);
    // The host waiting for a welcome hears it after the other side's sync: its own hello brings both.
    if (this.#status === 'waiting') return;
    if (this.#status === 'new') throw new ProtocolError('a sync before the game started');
    const peer = other(this.#color);
    const mine = this.#plies();
    const theirs = message.ply;
    const takingBack = (asker, plies) => this.#takebackTargetAt(asker, plies);
    if (theirs === mine) {
      if (message.hash !== this.#game.hash()) throw new ProtocolError(`the other side's game differs from this side's at ply ${mine}`);
    } else if (theirs > mine) {
      // The other side is ahead: by a takeback it asked for and this side
      // accepted (it goes back itself on this side's sync), or by its move
      // that did not arrive.
      const tookBack = message.takeback && takingBack(peer, theirs) === mine;
      if (!tookBack) {
        if (theirs !== mine + 1 || message.uci === null || this.#status !== 'playing') {
          throw new ProtocolError(`the other side is at ply ${theirs} and this side at ${mine}: more apart than a move that did not arrive`);
        }
        this.#onMove({
          ply: theirs, uci: message.uci, clock: message.clock, hash: message.hash,
        }, this.#lostAt ?? this.#now());
      }
    } else {
      if (message.hash !== this.#hashes[theirs]) throw new ProtocolError(`the other side's game differs from this side's at ply ${theirs}`);
      if (this.#offers.takeback?.by === 'me' && takingBack(this.#color, mine) === theirs) {
        // This side's takeback was accepted; the answer was lost.
        this.#offers.takeback = null;
        this.#emit('answer', { kind: 'takeback', by: 'peer', accepted: true });
        this.#takeBack(this.#color);
      } else if (theirs === mine - 1 && this.#last?.ply === mine) {
        // This side's last move did not arrive: it does now, and the other side's clock starts.
        this.#clock?.restart(this.#now());
      } else {
        throw new ProtocolError(`the other side is at ply ${theirs} and this side at ${mine}: more apart than a move that did not arrive`);
      }
    }
    if (this.#status === 'playing' && this.#plies() === theirs) this.#adoptOffers(message);
    if (this.#status === 'playing' && message.end !== null) this.#endAsSynced(message.end);
    this.#lostAt = null;
    this.#emit('sync', { ply: this.#plies() });
  }

  /** The other side's offers standing when the connection was lost, where this side missed them. */
  #adoptOffers({ draw, takeback }) {
    if (draw && !this.#offers.draw) {
      this.#offers.draw = { by: 'peer', ply: this.#plies() };
      this.#emit('offer', { kind: 'draw', by: 'peer' });
    }
    if (takeback && !this.#offers.takeback && this.#takebackTarget(other(this.#color)) !== null) {
      this.#offers.takeback = { by: 'peer', ply: this.#plies() };
      this.#emit('offer', { kind: 'takeback', by: 'peer' });
    }
  }

  /** How the other side ended the game, where this side missed it. */
  #endAsSynced(end) {
    if (end === 'resign') this.#end(this.#color, 'resignation');
    else if (end === 'abort') {
      if (!this.abortable) throw new ProtocolError('an abort after each side has moved (resign instead)');
      this.#end(undefined, 'aborted');
    } else if (end === 'draw') {
      if (this.#offers.draw?.by !== 'me') throw new ProtocolError('a draw agreed with no draw offer of this side\'s standing');
      this.#end(null, 'agreement');
    } else if (!this.checkFlag()) {
      throw new ProtocolError('a false flag claim: no flag has fallen as this side counts');
    }
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
    this.#hashes = [this.#game.hash()];
    this.#last = null;
    this.#endedBy = null;
    this.#plyCount = 0;
    this.#offers = { draw: null, takeback: null, rematch: null };
    this.#result = null;
    this.#status = 'playing';
    const date = new Date();
    this.#date = `${date.getFullYear()}.${String(date.getMonth() + 1).padStart(2, '0')}.${String(date.getDate()).padStart(2, '0')}`;
    this.#writeHeaders();
    this.#emit('start', { game: this.#setup.game, color: this.#color, names: this.names });
  }

  /** The game's PGN headers: names, date, time control, variant. */
  #writeHeaders() {
    const { time, chess960 } = this.#setup;
    this.#game.setHeader('Event', 'Casual game');
    this.#game.setHeader('Site', 'ferrochess, peer to peer');
    this.#game.setHeader('Date', this.#date);
    this.#game.setHeader('White', this.#color === 'w' ? this.#name : this.#peerName);
    this.#game.setHeader('Black', this.#color === 'w' ? this.#peerName : this.#name);
    this.#game.setHeader('TimeControl', time ? `${time.initial / 1000}+${time.increment / 1000}` : '-');
    if (chess960) this.#game.setHeader('Variant', 'Chess960');
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
    return this.#takebackTargetAt(color, this.#plies());
  }

  /** The same at a game length of `plies` (the side to move there known from the start's). */
  #takebackTargetAt(color, plies) {
    // The start's FEN as Chess#fen wrote it: its second field is the side to move.
    const first = this.#setup.fen.split(' ')[1];
    const toMove = plies % 2 === 0 ? first : other(first);
    const back = toMove === color ? 2 : 1;
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
    this.#hashes.length = target + 1;
    if (this.#last && this.#last.ply > target) this.#last = null;
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
