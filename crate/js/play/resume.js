// A match that outlives its page or its connection: save() as plain data
// and restore() from it (checked by saved.js, the moves played again), and
// the sync message that tells the other side where this side's game is.

import { Chess } from '../rules/chess.js';
import { FairClock } from './clock.js';
import { PROTOCOL_VERSION } from './protocol.js';
import { writeHeaders, plies } from './steps.js';

/** The match as plain data (see Match#save). */
export function saveOf(m) {
  const game = m.game;
  return {
    v: PROTOCOL_VERSION,
    host: m.host,
    name: m.name,
    peer: m.peerName,
    status: m.status,
    color: m.color,
    setup: m.setup && { ...m.setup },
    date: m.date,
    moves: game && m.status !== 'new' && m.status !== 'waiting' ? game.history({ verbose: true }).map((move) => move.lan) : [],
    before: m.before.map((snapshot) => snapshot ?? null),
    offers: {
      draw: m.offers.draw && { ...m.offers.draw },
      takeback: m.offers.takeback && { ...m.offers.takeback },
      rematch: m.offers.rematch && { ...m.offers.rematch },
    },
    result: m.result && { ...m.result },
    last: m.last && { ...m.last },
    endedBy: m.endedBy,
    clock: m.clock ? m.clock.save(m.now()) : null,
    savedAt: Date.now(),
  };
}

/** Takes `saved` (checked) into a new match's state: the game played again, the clock run on. */
export function adopt(m, saved) {
  m.host = saved.host;
  m.peerName = saved.peer;
  m.status = saved.status;
  m.color = saved.color;
  m.date = saved.date;
  m.connection = 'lost';
  if (saved.status === 'new' || saved.status === 'waiting') return;
  const { fen, chess960, time } = m.setup;
  m.game = m.board ?? new Chess();
  try {
    m.game.load(fen, { chess960 });
  } catch (error) {
    throw new TypeError(`a saved match's start is not a position: ${error.reason ?? error.message}`);
  }
  m.hashes = [m.game.hash()];
  for (const [index, uci] of saved.moves.entries()) {
    try {
      m.game.move(uci);
    } catch {
      throw new TypeError(`a saved match's move ${index + 1} (${uci}) is not legal`);
    }
    m.hashes.push(m.game.hash());
  }
  m.plyCount = saved.moves.length;
  writeHeaders(m);
  m.before = saved.before.map((snapshot) => snapshot ?? undefined);
  m.offers = saved.offers;
  m.last = saved.last;
  m.endedBy = saved.endedBy;
  m.result = saved.result;
  if (saved.result) {
    m.game.setHeader('Result', saved.result.result);
    m.game.setHeader('Termination', { time: 'Time forfeit', aborted: 'Abandoned' }[saved.result.reason] ?? 'Normal');
  }
  const away = Math.max(0, Date.now() - saved.savedAt);
  const now = m.now();
  m.clock = time ? FairClock.saved(saved.clock, time, m.color, now, saved.status === 'playing' ? away : 0) : null;
  // What the other side did after the save is timed from there.
  m.lostAt = now - away;
}

/** Where this side's game is, for the other side after a new connection. */
export function syncMessage(m) {
  const last = m.last && m.last.ply === plies(m) ? m.last : null;
  return {
    t: 'sync',
    game: m.setup.game,
    ply: plies(m),
    hash: m.game.hash(),
    uci: last?.uci ?? null,
    clock: last?.clock ?? null,
    draw: m.offers.draw?.by === 'me',
    takeback: m.offers.takeback?.by === 'me',
    end: m.status === 'ended' ? m.endedBy : null,
  };
}
