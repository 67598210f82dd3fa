// A match's state and the steps of its game (play/match.js is the API;
// incoming.js what arrives; resume.js a save and a new connection): the
// game started and ended, moves taken back, answers sent, the checks every
// step makes, and the messages written and the events told.
//
//   const m = matchState({ target, name: 'Ana', send, now: () => performance.now(), setup: null, board: null });
//   plies(m)   // 0

import { Chess } from '../rules/chess.js';
import { FairClock } from './clock.js';
import {
  MAX_PLIES, PROTOCOL_VERSION, ProtocolError, writeMessage,
} from './protocol.js';

/** How many messages the other side may send in a burst, and how many a second after it. */
export const RATE_LIMIT = Object.freeze({ burst: 40, perSecond: 20 });

export const other = (color) => (color === 'w' ? 'b' : 'w');
const RESULTS = { w: '1-0', b: '0-1' };

/** An event of a Match, with what happened in `detail`. */
export class MatchEvent extends Event {
  constructor(type, detail) {
    super(type);
    this.detail = detail;
  }
}

/**
 * A new match's state: `target` the Match (its events go there), `setup`
 * the host's game (null for the side that joins), `board` the caller's
 * Chess to play on (or null).
 */
export function matchState({
  target, name, send, now, setup, board,
}) {
  return {
    target,
    send,
    now,
    host: setup !== null,
    plyCount: 0,
    name,
    peerName: /** @type {string | null} */ (null),
    status: 'new',
    setup,
    color: /** @type {'w' | 'b' | null} */ (null),
    game: /** @type {Chess | null} */ (null),
    clock: /** @type {FairClock | null} */ (null),
    // Each ply's clocks before it (for takebacks), by ply index.
    before: /** @type {(ReturnType<FairClock['snapshot']> | null)[]} */ ([]),
    offers: {
      draw: /** @type {{ by: 'me' | 'peer', ply: number } | null} */ (null),
      takeback: /** @type {{ by: 'me' | 'peer', ply: number } | null} */ (null),
      rematch: /** @type {{ by: 'me' | 'peer', game: string } | null} */ (null),
    },
    result: /** @type {any} */ (null),
    tokens: RATE_LIMIT.burst,
    refilled: /** @type {number | null} */ (null),
    pings: new Map(),
    nextPing: 1,
    // The position's hash after each ply (0: the start), to find where the two sides agree after a lost connection.
    hashes: /** @type {string[]} */ ([]),
    // This side's last move as sent ({ ply, uci, clock }), to send again after a lost connection.
    last: /** @type {{ ply: number, uci: string, clock: any } | null} */ (null),
    // How this side ended the game itself ('resign', 'abort', 'draw', 'flag'), to say again after a lost connection.
    endedBy: /** @type {'resign' | 'abort' | 'draw' | 'flag' | null} */ (null),
    date: /** @type {string | null} */ (null),
    connection: 'open',
    // When the connection was lost (the caller's time), or null while it is open.
    lostAt: /** @type {number | null} */ (null),
    // The Chess the game is played on: the caller's, or one of the match's own.
    board,
  };
}

/** This player's name and the other side's (null until it said it). */
export function namesOf(m) {
  return { me: m.name, peer: m.peerName };
}

/** The host's hello for `setup`. */
export function helloOf(setup, name) {
  return {
    t: 'hello', v: PROTOCOL_VERSION, game: setup.game, name, time: setup.time, color: setup.hostColor, chess960: setup.chess960, fen: setup.fen,
  };
}

/** Starts the game of `m.setup` on a fresh position: clocks, headers, `start` told. */
export function startGame(m) {
  const { fen, chess960, time } = m.setup;
  if (m.board) {
    m.board.load(fen, { chess960 });
    m.game = m.board;
  } else {
    m.game?.free();
    m.game = new Chess(fen, { chess960 });
  }
  m.clock = time ? new FairClock(time, m.color, m.game.turn()) : null;
  m.before = [];
  m.hashes = [m.game.hash()];
  m.last = null;
  m.endedBy = null;
  m.plyCount = 0;
  m.offers = { draw: null, takeback: null, rematch: null };
  m.result = null;
  m.status = 'playing';
  const date = new Date();
  m.date = `${date.getFullYear()}.${String(date.getMonth() + 1).padStart(2, '0')}.${String(date.getDate()).padStart(2, '0')}`;
  writeHeaders(m);
  emit(m, 'start', { game: m.setup.game, color: m.color, names: namesOf(m) });
}

/** The game's PGN headers: names, date, time control, variant. */
export function writeHeaders(m) {
  const { time, chess960 } = m.setup;
  m.game.setHeader('Event', 'Casual game');
  m.game.setHeader('Site', 'ferrochess, peer to peer');
  m.game.setHeader('Date', m.date);
  m.game.setHeader('White', m.color === 'w' ? m.name : m.peerName);
  m.game.setHeader('Black', m.color === 'w' ? m.peerName : m.name);
  m.game.setHeader('TimeControl', time ? `${time.initial / 1000}+${time.increment / 1000}` : '-');
  if (chess960) m.game.setHeader('Variant', 'Chess960');
}

/** After `mover`'s move: a takeback request lapses, and so does the other side's draw offer. */
export function afterMove(m, mover) {
  m.offers.takeback = null;
  if (m.offers.draw && m.offers.draw.by !== (mover === m.color ? 'me' : 'peer')) {
    m.offers.draw = null;
  }
}

/** Ends the game when the position ends it (mate, stalemate, a draw by rule, the move limit). */
export function endIfOver(m) {
  const game = m.game;
  if (m.status !== 'playing') return;
  if (game.isCheckmate()) endGame(m, other(game.turn()), 'checkmate');
  else if (game.isStalemate()) endGame(m, null, 'stalemate');
  else if (game.isInsufficientMaterial()) endGame(m, null, 'insufficient material');
  else if (game.isThreefoldRepetition()) endGame(m, null, 'threefold repetition');
  else if (game.isDrawByFiftyMoves()) endGame(m, null, 'fifty-move rule');
  else if (plies(m) >= MAX_PLIES) endGame(m, null, 'move limit');
}

export function checkFlag(m) {
  if (m.status !== 'playing' || !m.clock) return false;
  const flagged = m.clock.flagged(m.now());
  if (!flagged) return false;
  write(m, { t: 'flag', color: flagged, ply: plies(m) });
  m.endedBy = 'flag';
  flagFell(m, flagged);
  return true;
}

export function flagFell(m, color) {
  const winner = other(color);
  // A flag falls to a draw where the other side could never mate.
  endGame(m, m.game.hasInsufficientMaterial(winner) ? null : winner, 'time');
}

/** Ends the game: `winner` 'w', 'b', null (a draw) or undefined (aborted, no result). */
export function endGame(m, winner, reason) {
  m.clock?.stop(m.now());
  const result = winner === undefined ? '*' : winner === null ? '1/2-1/2' : RESULTS[winner];
  m.status = 'ended';
  m.offers = { draw: null, takeback: null, rematch: null };
  m.result = { result, winner: winner ?? null, reason };
  m.game.setHeader('Result', result);
  const termination = { time: 'Time forfeit', aborted: 'Abandoned' }[reason] ?? 'Normal';
  m.game.setHeader('Termination', termination);
  emit(m, 'end', { ...m.result });
}

/** Starts the rematch `game`, colours swapped. */
export function rematch(m, game) {
  m.setup = { ...m.setup, game, hostColor: other(m.setup.hostColor) };
  m.color = other(m.color);
  startGame(m);
}

export function abortable(m) {
  return m.status === 'playing' && plies(m) < 2;
}

/** The game length a takeback asked by `color` goes back to, or null when it has no move to take back. */
export function takebackTarget(m, color) {
  return takebackTargetAt(m, color, plies(m));
}

/** The same at a game length of `plies` (the side to move there known from the start's). */
export function takebackTargetAt(m, color, plies) {
  // The start's FEN as Chess#fen wrote it: its second field is the side to move.
  const first = m.setup.fen.split(' ')[1];
  const toMove = plies % 2 === 0 ? first : other(first);
  const back = toMove === color ? 2 : 1;
  return plies - back >= 0 ? plies - back : null;
}

/** The match's game: there is one once it has started. */
export function gameOf(m) {
  if (!m.game) throw new Error('the match has not started');
  return m.game;
}

/** Takes back the moves `asker` asked for, clocks as they were before them. */
export function takeBack(m, asker) {
  // Asked only where there is a move to take back (null read as 0, as before it was typed).
  const target = takebackTarget(m, asker) ?? 0;
  while (m.plyCount > target) {
    m.game.undo();
    m.plyCount -= 1;
  }
  const snapshot = m.before[target];
  m.before.length = target;
  m.hashes.length = target + 1;
  if (m.last && m.last.ply > target) m.last = null;
  if (m.clock && snapshot) m.clock.restore(snapshot, m.game.turn(), m.now(), target);
  emit(m, 'takeback', { plies: plies(m) });
}

/** Answers the other side's standing `kind` offer (sent, and told). */
export function answer(m, kind, accepted) {
  mustPlay(m);
  const offer = m.offers[kind];
  if (offer?.by !== 'peer') throw new Error(`there is no ${kind} ${kind === 'takeback' ? 'request' : 'offer'} to answer`);
  m.offers[kind] = null;
  write(m, { t: kind, act: accepted ? 'accept' : 'decline', ply: plies(m) });
  emit(m, 'answer', { kind, by: 'me', accepted });
}

/** The game's length in plies. */
export function plies(m) {
  return m.plyCount;
}

/** Throws unless the game is being played (a call of this side's). */
export function mustPlay(m) {
  if (m.status !== 'playing') throw new Error(m.status === 'ended' ? 'the game has ended' : 'the game has not started');
}

/** Refuses a game message unless the game is being played. */
export function mustPlayPeer(m) {
  if (m.status !== 'playing') throw new ProtocolError(m.status === 'ended' ? 'a game message after the game ended' : 'a game message before the game started');
}

/** A message answering ply `ply` when the game is at another is stale or replayed. */
export function mustBeAt(m, { ply }) {
  if (ply !== plies(m)) throw new ProtocolError(`a message for ply ${ply}, but the game is at ply ${plies(m)}`);
}

/** Refuses a message over the rate limit (a token bucket: RATE_LIMIT). */
export function spendToken(m) {
  const now = m.now();
  if (m.refilled !== null) {
    m.tokens = Math.min(RATE_LIMIT.burst, m.tokens + ((now - m.refilled) / 1000) * RATE_LIMIT.perSecond);
  }
  m.refilled = now;
  if (m.tokens < 1) throw new ProtocolError(`too many messages (over ${RATE_LIMIT.perSecond} a second)`);
  m.tokens -= 1;
}

/** Sends `message` to the other side. */
export function write(m, message) {
  m.send(writeMessage(message));
}

/** Tells the Match's listeners. */
export function emit(m, type, detail) {
  m.target.dispatchEvent(new MatchEvent(type, detail));
}
