// A match kept to outlive a reload (ferrochess/play, docs/play.md): what
// Match#save gives, as plain JSON-able data, and the check it passes before
// Match.restore takes it back. An app keeps it in its own storage, which a
// user or another script may have changed: every field is checked here, and
// the moves are played again by the rules (match.js) before anything is kept.

import {
  MAX_PLIES, PROTOCOL_VERSION, isClock, isGameId, isName, isPlainObject, isTimeControl, isUciMove, sameKeys,
} from './protocol.js';

const STATUSES = ['new', 'waiting', 'playing', 'ended'];
const ENDS = [null, 'resign', 'abort', 'draw', 'flag'];
const REASONS = [
  'checkmate', 'stalemate', 'insufficient material', 'threefold repetition', 'fifty-move rule', 'move limit',
  'agreement', 'resignation', 'aborted', 'time',
];
const DATE = /^\d{4}\.\d{2}\.\d{2}$/;

const isColor = (value) => value === 'w' || value === 'b';
const isTime = isClock;
const isBoth = (value) => isPlainObject(value) && sameKeys(value, ['w', 'b']) && isTime(value.w) && isTime(value.b) && value.w !== null && value.b !== null;

/** Why a saved match was not taken back. */
function refuse(what) {
  throw new TypeError(`a saved match must be what Match#save gave: ${what}`);
}

function check(condition, what) {
  if (!condition) refuse(what);
}

function checkSetup(setup) {
  check(isPlainObject(setup) && sameKeys(setup, ['game', 'time', 'chess960', 'fen', 'hostColor']), 'its setup is not one');
  check(isGameId(setup.game), 'its game id is not one');
  check(isTimeControl(setup.time), 'its time control is not one');
  check(typeof setup.chess960 === 'boolean', 'its chess960 is not true or false');
  check(typeof setup.fen === 'string' && setup.fen.length <= 100, 'its start is not a FEN');
  check(isColor(setup.hostColor), 'its host colour is not w or b');
}

function checkClock(clock) {
  check(isPlainObject(clock) && sameKeys(clock, ['reported', 'shown', 'turn', 'running', 'elapsed']), 'its clock is not one');
  check(isBoth(clock.reported) && isBoth(clock.shown), 'its clock times are not whole milliseconds up to a day');
  check(isColor(clock.turn) && typeof clock.running === 'boolean', 'its clock\'s turn is not one');
  check(Number.isInteger(clock.elapsed) && clock.elapsed >= 0, 'its clock\'s elapsed time is not one');
}

function checkOffers(offers) {
  check(isPlainObject(offers) && sameKeys(offers, ['draw', 'takeback', 'rematch']), 'its offers are not some');
  for (const kind of ['draw', 'takeback', 'rematch']) {
    const offer = offers[kind];
    if (offer === null) continue;
    check(isPlainObject(offer) && (offer.by === 'me' || offer.by === 'peer'), `its ${kind} offer is not one`);
    if (kind === 'rematch') check(sameKeys(offer, ['by', 'game']) && isGameId(offer.game), 'its rematch offer is not one');
    else check(sameKeys(offer, ['by', 'ply']) && Number.isInteger(offer.ply) && offer.ply >= 0 && offer.ply <= MAX_PLIES, `its ${kind} offer is not one`);
  }
}

function checkResult(result) {
  if (result === null) return;
  check(isPlainObject(result) && sameKeys(result, ['result', 'winner', 'reason']), 'its result is not one');
  check(['1-0', '0-1', '1/2-1/2', '*'].includes(result.result), 'its result is not one');
  check(result.winner === null || isColor(result.winner), 'its winner is not one');
  check(REASONS.includes(result.reason), 'its result\'s reason is not one');
}

/**
 * Checks `saved` (Match#save's data): returns it when every field is as
 * Match#save writes it; throws a TypeError saying what is wrong otherwise.
 * The moves' legality is checked when they are played again.
 */
export function checkSaved(saved) {
  check(isPlainObject(saved), 'not an object');
  check(saved.v === PROTOCOL_VERSION, `version ${JSON.stringify(saved.v)}, not ${PROTOCOL_VERSION}`);
  check(sameKeys(saved, [
    'v', 'host', 'name', 'peer', 'status', 'color', 'setup', 'date', 'moves', 'before', 'offers', 'result', 'last', 'endedBy', 'clock', 'savedAt',
  ]), 'its fields are not those it has');
  check(typeof saved.host === 'boolean', 'its host is not true or false');
  check(isName(saved.name) && (saved.peer === null || isName(saved.peer)), 'its names are not names');
  check(STATUSES.includes(saved.status), 'its status is not one');
  check(saved.color === null || isColor(saved.color), 'its colour is not w or b');
  if (saved.setup === null) check(saved.status === 'new', 'a started match has no setup');
  else checkSetup(saved.setup);
  check(saved.date === null || (typeof saved.date === 'string' && DATE.test(saved.date)), 'its date is not one');
  check(Array.isArray(saved.moves) && saved.moves.length <= MAX_PLIES && saved.moves.every(isUciMove), 'its moves are not UCI moves');
  check(Array.isArray(saved.before) && saved.before.length <= saved.moves.length, 'its clocks before each ply are not some');
  for (const snapshot of saved.before) {
    check(snapshot === null || (isPlainObject(snapshot) && sameKeys(snapshot, ['reported', 'shown']) && isBoth(snapshot.reported) && isBoth(snapshot.shown)), 'a clock before a ply is not one');
  }
  checkOffers(saved.offers);
  checkResult(saved.result);
  check(saved.last === null || (isPlainObject(saved.last) && sameKeys(saved.last, ['ply', 'uci', 'clock'])
    && Number.isInteger(saved.last.ply) && saved.last.ply >= 1 && saved.last.ply <= saved.moves.length
    && isUciMove(saved.last.uci) && isClock(saved.last.clock)), 'its last move is not one');
  check(ENDS.includes(saved.endedBy), 'how it ended is not one');
  if (saved.clock !== null) checkClock(saved.clock);
  check(Number.isFinite(saved.savedAt), 'its time of saving is not a time');
  if (['playing', 'ended'].includes(saved.status)) {
    check(saved.color !== null && saved.setup !== null && saved.date !== null, 'a started match has no colour or date');
    check((saved.clock === null) === (saved.setup.time === null), 'its clock does not match its time control');
  }
  check((saved.result === null) === (saved.status !== 'ended'), 'its result does not match its status');
  return saved;
}
