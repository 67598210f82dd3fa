// What arrives from the other side (a message read and checked by
// protocol.js), judged against this side's own game before anything
// changes: a ProtocolError says why a message is refused.

import { Chess } from '../rules/chess.js';
import { PROTOCOL_VERSION, ProtocolError } from './protocol.js';
import {
  other, abortable, checkFlag, startGame, afterMove, endIfOver, flagFell, endGame, rematch, takebackTarget, takebackTargetAt,
  takeBack, plies, mustPlayPeer, mustBeAt, write, emit,
} from './steps.js';
import { syncMessage } from './resume.js';

/** Acts on a message the other side sent (read and checked by protocol.js); a ProtocolError refuses it. */
export function handle(m, message) {
  const handlers = {
    hello: () => onHello(m, message),
    welcome: () => onWelcome(m, message),
    move: () => onMove(m, message),
    draw: () => onDraw(m, message),
    takeback: () => onTakeback(m, message),
    resign: () => {
      mustBeAt(m, message);
      endGame(m, m.color, 'resignation');
    },
    abort: () => {
      mustBeAt(m, message);
      if (!abortable(m)) throw new ProtocolError('an abort after each side has moved (resign instead)');
      endGame(m, undefined, 'aborted');
    },
    flag: () => onFlag(m, message),
    rematch: () => onRematch(m, message),
    sync: () => onSync(m, message),
    ping: () => write(m, { t: 'pong', id: message.id }),
    pong: () => {
      const sent = m.pings.get(message.id);
      if (sent === undefined) throw new ProtocolError(`a pong for no ping (${message.id})`);
      m.pings.delete(message.id);
      m.clock?.measuredRoundTrip(m.now() - sent);
    },
  };
  handlers[message.t]();
}

/** The host's hello: the game is set up and this side answers welcome. */
function onHello(m, message) {
  if (m.host) throw new ProtocolError('a hello to the host');
  if (m.status !== 'new' && message.game === m.setup?.game) {
    // The host did not hear this side's welcome before the connection was lost.
    write(m, { t: 'welcome', v: PROTOCOL_VERSION, game: message.game, name: m.name });
    write(m, syncMessage(m));
    return;
  }
  if (m.status !== 'new') throw new ProtocolError('a hello after the game started');
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
  m.setup = {
    game: message.game, time: message.time, chess960: message.chess960, fen, hostColor: message.color,
  };
  m.peerName = message.name;
  m.color = other(message.color);
  write(m, { t: 'welcome', v: PROTOCOL_VERSION, game: message.game, name: m.name });
  startGame(m);
}

/** The guest's welcome: the game starts. */
function onWelcome(m, message) {
  if (m.status !== 'waiting') throw new ProtocolError(m.status === 'new' ? 'a welcome before any hello' : 'a welcome after the game started');
  if (message.game !== m.setup.game) throw new ProtocolError(`a welcome to another game (${message.game})`);
  if (message.v !== PROTOCOL_VERSION) throw new ProtocolError(`the other side speaks protocol version ${message.v}, this side ${PROTOCOL_VERSION}`);
  m.peerName = message.name;
  startGame(m);
}

/** The other side's move, checked (its ply, legality, the position after it, its clock) before it is kept. */
function onMove(m, message, lostAt = null) {
  mustPlayPeer(m);
  const peer = other(m.color);
  if (m.game.turn() !== peer) throw new ProtocolError(`a move for ply ${message.ply} when it is this side's turn`);
  const expected = plies(m) + 1;
  if (message.ply !== expected) throw new ProtocolError(`a move for ply ${message.ply}, but the next ply is ${expected}`);
  const now = m.now();
  // A move caught up after a lost connection is timed up to the loss.
  if (m.clock && m.clock.flagged(lostAt === null ? now : Math.min(now, lostAt)) === peer) {
    checkFlag(m);
    throw new ProtocolError('a move that came after its side\'s flag fell');
  }
  const snapshot = m.clock?.snapshot();
  let played;
  try {
    played = m.game.move(message.uci);
  } catch {
    throw new ProtocolError(`an illegal move: ${message.uci} at ply ${message.ply}`);
  }
  // The position and the clock are checked before either is kept (the clock changes last).
  try {
    if (m.game.hash() !== message.hash) throw new ProtocolError(`after ${message.uci} the other side's position differs from this side's (ply ${message.ply})`);
    if (m.clock) m.clock.otherMove(message.clock, now, message.ply, lostAt);
    else if (message.clock !== null) throw new ProtocolError('a move reports a clock in a game without one');
  } catch (error) {
    m.game.undo();
    throw error;
  }
  m.plyCount += 1;
  m.before[message.ply - 1] = snapshot;
  m.hashes[message.ply] = message.hash;
  afterMove(m, peer);
  emit(m, 'move', { move: played, by: 'peer' });
  endIfOver(m);
}

/** A draw offer, or the answer to this side's. */
function onDraw(m, { act, ply }) {
  mustPlayPeer(m);
  if (ply > plies(m)) throw new ProtocolError(`a draw message for ply ${ply}, after this side's ${plies(m)}`);
  if (act === 'offer') {
    if (m.offers.draw?.by === 'peer') throw new ProtocolError('a second draw offer while the first stands');
    if (m.offers.draw?.by === 'me') {
      m.offers.draw = null;
      endGame(m, null, 'agreement');
      return;
    }
    mustBeAt(m, { ply });
    m.offers.draw = { by: 'peer', ply };
    emit(m, 'offer', { kind: 'draw', by: 'peer' });
    return;
  }
  const offer = m.offers.draw;
  if (offer?.by !== 'me' || ply < offer.ply) throw new ProtocolError(`a draw ${act} with no draw offer of this side's standing`);
  m.offers.draw = null;
  emit(m, 'answer', { kind: 'draw', by: 'peer', accepted: act === 'accept' });
  if (act === 'accept') endGame(m, null, 'agreement');
}

/** A takeback request, or the answer to this side's. */
function onTakeback(m, { act, ply }) {
  mustPlayPeer(m);
  mustBeAt(m, { ply });
  if (act === 'request') {
    if (m.offers.takeback) throw new ProtocolError('a takeback request while one stands');
    if (takebackTarget(m, other(m.color)) === null) throw new ProtocolError('a takeback request with no move of its side to take back');
    m.offers.takeback = { by: 'peer', ply };
    emit(m, 'offer', { kind: 'takeback', by: 'peer' });
    return;
  }
  if (m.offers.takeback?.by !== 'me') throw new ProtocolError(`a takeback ${act} with no request of this side's standing`);
  m.offers.takeback = null;
  emit(m, 'answer', { kind: 'takeback', by: 'peer', accepted: act === 'accept' });
  if (act === 'accept') takeBack(m, m.color);
}

/** A flag claimed: checked by this side's own count of the clocks. */
function onFlag(m, { color, ply }) {
  mustPlayPeer(m);
  mustBeAt(m, { ply });
  if (!m.clock) throw new ProtocolError('a flag in a game without a clock');
  if (color === m.color) {
    // A claim on this side's clock, checked by this side's own count.
    const left = m.clock.remaining(color, m.now());
    if (m.clock.turn !== color || !m.clock.running || left > 0) {
      throw new ProtocolError(`a false flag claim: this side's clock has ${(left / 1000).toFixed(1)} s`);
    }
  } else if (m.game.turn() !== color) {
    throw new ProtocolError('a flag for the side not to move');
  }
  flagFell(m, color);
}

/** A rematch offer, or the answer to this side's. */
function onRematch(m, { act, game }) {
  if (m.status !== 'ended') throw new ProtocolError('a rematch message before the game ended');
  if (act === 'offer') {
    if (m.offers.rematch?.by === 'peer') throw new ProtocolError('a second rematch offer while the first stands');
    if (game === m.setup.game) throw new ProtocolError('a rematch under the same game id');
    if (m.offers.rematch?.by === 'me') {
      // Both offered at once: the lower game id is the rematch's on both sides.
      const chosen = game < m.offers.rematch.game ? game : m.offers.rematch.game;
      rematch(m, chosen);
      return;
    }
    m.offers.rematch = { by: 'peer', game };
    emit(m, 'offer', { kind: 'rematch', by: 'peer' });
    return;
  }
  const offer = m.offers.rematch;
  if (offer?.by !== 'me' || offer.game !== game) throw new ProtocolError(`a rematch ${act} with no such offer of this side's`);
  m.offers.rematch = null;
  emit(m, 'answer', { kind: 'rematch', by: 'peer', accepted: act === 'accept' });
  if (act === 'accept') rematch(m, game);
}

/** The other side's sync on a new connection: see reconnect(). */
function onSync(m, message) {
  if (!m.setup || message.game !== m.setup.game) throw new ProtocolError(`a sync for another game (${message.game})`);
  // The host waiting for a welcome hears it after the other side's sync: its own hello brings both.
  if (m.status === 'waiting') return;
  if (m.status === 'new') throw new ProtocolError('a sync before the game started');
  const peer = other(m.color);
  const mine = plies(m);
  const theirs = message.ply;
  const takingBack = (asker, plies) => takebackTargetAt(m, asker, plies);
  if (theirs === mine) {
    if (message.hash !== m.game.hash()) throw new ProtocolError(`the other side's game differs from this side's at ply ${mine}`);
  } else if (theirs > mine) {
    // The other side is ahead: by a takeback it asked for and this side
    // accepted (it goes back itself on this side's sync), or by its move
    // that did not arrive.
    const tookBack = message.takeback && takingBack(peer, theirs) === mine;
    if (!tookBack) {
      if (theirs !== mine + 1 || message.uci === null || m.status !== 'playing') {
        throw new ProtocolError(`the other side is at ply ${theirs} and this side at ${mine}: more apart than a move that did not arrive`);
      }
      onMove(m, {
        ply: theirs, uci: message.uci, clock: message.clock, hash: message.hash,
      }, m.lostAt ?? m.now());
    }
  } else {
    if (message.hash !== m.hashes[theirs]) throw new ProtocolError(`the other side's game differs from this side's at ply ${theirs}`);
    if (m.offers.takeback?.by === 'me' && takingBack(m.color, mine) === theirs) {
      // This side's takeback was accepted; the answer was lost.
      m.offers.takeback = null;
      emit(m, 'answer', { kind: 'takeback', by: 'peer', accepted: true });
      takeBack(m, m.color);
    } else if (theirs === mine - 1 && m.last?.ply === mine) {
      // This side's last move did not arrive: it does now, and the other side's clock starts.
      m.clock?.restart(m.now());
    } else {
      throw new ProtocolError(`the other side is at ply ${theirs} and this side at ${mine}: more apart than a move that did not arrive`);
    }
  }
  if (m.status === 'playing' && plies(m) === theirs) adoptOffers(m, message);
  if (m.status === 'playing' && message.end !== null) endAsSynced(m, message.end);
  m.lostAt = null;
  emit(m, 'sync', { ply: plies(m) });
}

/** The other side's offers standing when the connection was lost, where this side missed them. */
function adoptOffers(m, { draw, takeback }) {
  if (draw && !m.offers.draw) {
    m.offers.draw = { by: 'peer', ply: plies(m) };
    emit(m, 'offer', { kind: 'draw', by: 'peer' });
  }
  if (takeback && !m.offers.takeback && takebackTarget(m, other(m.color)) !== null) {
    m.offers.takeback = { by: 'peer', ply: plies(m) };
    emit(m, 'offer', { kind: 'takeback', by: 'peer' });
  }
}

/** How the other side ended the game, where this side missed it. */
function endAsSynced(m, end) {
  if (end === 'resign') endGame(m, m.color, 'resignation');
  else if (end === 'abort') {
    if (!abortable(m)) throw new ProtocolError('an abort after each side has moved (resign instead)');
    endGame(m, undefined, 'aborted');
  } else if (end === 'draw') {
    if (m.offers.draw?.by !== 'me') throw new ProtocolError('a draw agreed with no draw offer of this side\'s standing');
    endGame(m, null, 'agreement');
  } else if (!checkFlag(m)) {
    throw new ProtocolError('a false flag claim: no flag has fallen as this side counts');
  }
}
