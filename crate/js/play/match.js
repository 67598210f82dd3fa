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
// nothing changes. The parts: steps.js (the state and the game's steps), incoming.js (what
// arrives), resume.js (a save and a new connection).

import { Chess } from '../rules/chess.js';
import {
  ProtocolError, isName, newGameId, readMessage, writeMessage,
} from './protocol.js';
import { checkSaved } from './saved.js';
import { options } from '../rules/check.js';
import {
  MatchEvent, RATE_LIMIT, matchState, namesOf, helloOf, other, abortable, checkFlag, endGame, rematch, takebackTarget,
  takeBack, answer, plies, mustPlay, afterMove, endIfOver, spendToken, write, emit, gameOf,
} from './steps.js';
import { handle } from './incoming.js';
import { saveOf, adopt, syncMessage } from './resume.js';

export { MatchEvent, RATE_LIMIT };

/** A game with a player on another device: see Match.host and Match.join. */
export class Match extends EventTarget {
  /** What the match knows, shared with the modules that act on it (steps.js). */
  #m;

  constructor({
    name, send, now = () => performance.now(), game,
  }, setup) {
    super();
    if (game !== undefined && !(game instanceof Chess)) throw new TypeError('game must be a Chess to play on');
    if (!isName(name)) throw new TypeError(`a player's name must be 1 to 40 characters of text, got ${JSON.stringify(name)}`);
    if (typeof send !== 'function') throw new TypeError('send must be a function that sends a message\'s text to the other side');
    if (typeof now !== 'function') throw new TypeError('now must be a function returning milliseconds');
    this.#m = matchState({
      target: this, name, send, now, setup, board: game ?? null,
    });
  }

  /**
   * The side that makes the game: `time` ({ initial, increment } in ms, or
   * null for no clock), `color` ('w', 'b' or 'random', the host's),
   * `fen` and `chess960` (the start). Call open() when the transport is
   * ready: it sends hello.
   */
  static host(opts) {
    const {
      name, send, now, game: board, time = null, color = 'random', fen, chess960 = false, id = newGameId(),
    } = options(opts, 'Match.host', ['name', 'send', 'now', 'game', 'time', 'color', 'fen', 'chess960', 'id']);
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
  static join(opts) {
    const {
      name, send, now, game,
    } = options(opts, 'Match.join', ['name', 'send', 'now', 'game']);
    return new Match({
      name, send, now, game,
    }, null);
  }

  /** 'new', 'waiting' (hello sent), 'playing' or 'ended'. */
  get status() {
    return this.#m.status;
  }

  /** This side's colour, once the game is set ('w' or 'b'), else null. */
  get color() {
    return this.#m.color;
  }

  /** The game's id (the host's), once known. */
  get id() {
    return this.#m.setup?.game ?? null;
  }

  /** This player's name and the other side's (null until it said it), as text. */
  get names() {
    return namesOf(this.#m);
  }

  /** The game, to read (its moves, FEN, PGN with headers): a change made to it is not sent. */
  get game() {
    return this.#m.game;
  }

  /** The result once ended: { result: '1-0' | '0-1' | '1/2-1/2' | '*', winner, reason }, else null. */
  get result() {
    return this.#m.result;
  }

  /** The offers standing: draw, takeback and rematch, each 'me', 'peer' or null. */
  get offers() {
    return {
      draw: this.#m.offers.draw?.by ?? null,
      takeback: this.#m.offers.takeback?.by ?? null,
      rematch: this.#m.offers.rematch?.by ?? null,
    };
  }

  /** Both clocks at this moment ({ w, b } in ms, the side to move's running), or null without a clock. */
  clocks() {
    if (!this.#m.clock) return null;
    const now = this.#m.now();
    return { w: this.#m.clock.remaining('w', now), b: this.#m.clock.remaining('b', now), running: this.#m.clock.running ? this.#m.clock.turn : null };
  }

  /** The host sends hello (again on a new transport before the game starts). */
  open() {
    if (!this.#m.host) throw new Error('only the host opens a game');
    if (this.#m.status === 'playing' || this.#m.status === 'ended') throw new Error('the game has started');
    this.#m.status = 'waiting';
    this.#m.color = this.#m.setup.hostColor;
    write(this.#m, helloOf(this.#m.setup, this.#m.name));
  }

  /**
   * A message from the other side, as the transport gave it. Returns true
   * when it was taken; false when refused (a 'refused' event says why, and
   * nothing changed).
   */
  receive(text) {
    let kind = null;
    try {
      spendToken(this.#m);
      const message = readMessage(text);
      kind = message.t;
      handle(this.#m, message);
      return true;
    } catch (error) {
      if (!(error instanceof ProtocolError)) throw error;
      emit(this.#m, 'refused', { reason: error.message, kind });
      return false;
    }
  }

  /** Plays this side's move (SAN, UCI or { from, to, promotion }); sends it; returns the Move. */
  move(move) {
    mustPlay(this.#m);
    const game = gameOf(this.#m);
    if (game.turn() !== this.#m.color) throw new Error('it is not your turn');
    if (this.checkFlag()) throw new Error('your flag has fallen');
    const snapshot = this.#m.clock?.snapshot() ?? null;
    const played = game.move(move);
    this.#m.plyCount += 1;
    const ply = this.#m.plyCount;
    this.#m.before[ply - 1] = snapshot;
    const clock = this.#m.clock ? this.#m.clock.ownMove(this.#m.now(), ply) : null;
    afterMove(this.#m, this.#m.color);
    const hash = game.hash();
    this.#m.hashes[ply] = hash;
    this.#m.last = { ply, uci: played.lan, clock };
    write(this.#m, { t: 'move', ply, uci: played.lan, clock, hash });
    emit(this.#m, 'move', { move: played, by: 'me' });
    endIfOver(this.#m);
    return played;
  }

  /** Offers a draw (or accepts the other side's standing offer). */
  offerDraw() {
    mustPlay(this.#m);
    if (this.#m.offers.draw?.by === 'peer') return this.acceptDraw();
    if (this.#m.offers.draw?.by === 'me') throw new Error('your draw offer stands');
    this.#m.offers.draw = { by: 'me', ply: plies(this.#m) };
    write(this.#m, { t: 'draw', act: 'offer', ply: plies(this.#m) });
    emit(this.#m, 'offer', { kind: 'draw', by: 'me' });
  }

  /** Accepts the other side's draw offer: the game is drawn. */
  acceptDraw() {
    answer(this.#m, 'draw', true);
    this.#m.endedBy = 'draw';
    endGame(this.#m, null, 'agreement');
  }

  /** Declines the other side's draw offer. */
  declineDraw() {
    answer(this.#m, 'draw', false);
  }

  /** Asks to take back this side's last move (and the other side's reply, if it has made one). */
  requestTakeback() {
    mustPlay(this.#m);
    if (takebackTarget(this.#m, this.#m.color) === null) throw new Error('you have no move to take back');
    if (this.#m.offers.takeback) throw new Error('a takeback is already asked for');
    this.#m.offers.takeback = { by: 'me', ply: plies(this.#m) };
    write(this.#m, { t: 'takeback', act: 'request', ply: plies(this.#m) });
    emit(this.#m, 'offer', { kind: 'takeback', by: 'me' });
  }

  /** Takes back the moves the other side asked for. */
  acceptTakeback() {
    answer(this.#m, 'takeback', true);
    takeBack(this.#m, other(this.#m.color));
  }

  /** Declines the other side's takeback request. */
  declineTakeback() {
    answer(this.#m, 'takeback', false);
  }

  /** Resigns: the other side wins. */
  resign() {
    mustPlay(this.#m);
    write(this.#m, { t: 'resign', ply: plies(this.#m) });
    this.#m.endedBy = 'resign';
    endGame(this.#m, other(this.#m.color), 'resignation');
  }

  /** Whether the game can be aborted (no result): before each side has made its first move. */
  get abortable() {
    return abortable(this.#m);
  }

  /** Aborts the game before each side's first move: no result. */
  abort() {
    mustPlay(this.#m);
    if (!this.abortable) throw new Error('a game can be aborted only before each side has moved');
    write(this.#m, { t: 'abort', ply: plies(this.#m) });
    this.#m.endedBy = 'abort';
    endGame(this.#m, undefined, 'aborted');
  }

  /**
   * Looks at the clocks (call it as the clocks are drawn): when this side's
   * own flag has fallen it has lost on time, and says so; when the other
   * side's has (as counted here, transit allowed for) this side claims it.
   * Returns whether the game ended.
   */
  checkFlag() {
    return checkFlag(this.#m);
  }

  /** After the game: offers a rematch with colours swapped (or accepts the other side's). */
  offerRematch() {
    if (this.#m.status !== 'ended') throw new Error('a rematch is offered once the game has ended');
    if (this.#m.offers.rematch?.by === 'peer') return this.acceptRematch();
    if (this.#m.offers.rematch?.by === 'me') throw new Error('your rematch offer stands');
    const game = newGameId();
    this.#m.offers.rematch = { by: 'me', game };
    write(this.#m, { t: 'rematch', act: 'offer', game });
    emit(this.#m, 'offer', { kind: 'rematch', by: 'me' });
  }

  /** Accepts the other side's rematch: a new game starts, colours swapped. */
  acceptRematch() {
    const offer = this.#m.offers.rematch;
    if (this.#m.status !== 'ended' || offer?.by !== 'peer') throw new Error('there is no rematch offer to accept');
    write(this.#m, { t: 'rematch', act: 'accept', game: offer.game });
    rematch(this.#m, offer.game);
  }

  /** Declines the other side's rematch offer. */
  declineRematch() {
    const offer = this.#m.offers.rematch;
    if (offer?.by !== 'peer') throw new Error('there is no rematch offer to decline');
    this.#m.offers.rematch = null;
    write(this.#m, { t: 'rematch', act: 'decline', game: offer.game });
    emit(this.#m, 'answer', { kind: 'rematch', by: 'me', accepted: false });
  }

  /** Sends a ping; the pong's round trip sets the clocks' lag allowance. */
  ping() {
    const id = this.#m.nextPing;
    this.#m.nextPing += 1;
    this.#m.pings.set(id, this.#m.now());
    if (this.#m.pings.size > 16) this.#m.pings.delete(this.#m.pings.keys().next().value);
    write(this.#m, { t: 'ping', id });
  }

  // A lost connection and a new one.

  /** 'open', or 'lost' from disconnected() until reconnect(). */
  get connection() {
    return this.#m.connection;
  }

  /**
   * The transport closed: the game stays as it is (this side may still
   * make its move; it is sent again once connected). Emits 'connection'.
   */
  disconnected() {
    if (this.#m.connection === 'lost') return;
    this.#m.connection = 'lost';
    this.#m.lostAt = this.#m.now();
    emit(this.#m, 'connection', { state: 'lost' });
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
    this.#m.send = send;
    this.#m.lostAt ??= this.#m.now();
    this.#m.connection = 'open';
    emit(this.#m, 'connection', { state: 'open' });
    if (this.#m.status === 'waiting') write(this.#m, helloOf(this.#m.setup, this.#m.name));
    else if (this.#m.status === 'playing' || this.#m.status === 'ended') write(this.#m, syncMessage(this.#m));
  }

  /**
   * The match as plain data (JSON) to keep, so that it outlives a reload:
   * Match.restore takes it back. The side to move's clock goes on running
   * while the page is away.
   */
  save() {
    return saveOf(this.#m);
  }

  /**
   * A match from what save() gave (checked field by field, its moves played
   * again by the rules; a TypeError says what is wrong), on `send`, `now`
   * and `game` as Match.host takes them. Its connection is 'lost' until
   * reconnect().
   */
  /**
   * @param {any} saved checked here: it comes from storage
   * @param {{ send?: (text: string) => void, now?: () => number, game?: any }} [opts]
   */
  static restore(saved, opts = {}) {
    const {
      send = () => {}, now, game,
    } = options(opts, 'Match.restore', ['send', 'now', 'game']);
    checkSaved(saved);
    const match = new Match({
      name: saved.name, send, now, game,
    }, saved.setup);
    adopt(match.#m, saved);
    return match;
  }

  // What arrives.

  // The game's steps.

  // Checks and plumbing.

}
