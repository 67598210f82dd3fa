// The page following a game with a friend (ferrochess/play's Match): each
// of the match's events, as the page shows it — the game replaced at the
// start, the friend's moves heard and premoves played, offers and answers
// in the friend panel, the result and the game kept in Your games. The
// friend controller (friend-ctrl.js) wires it and keeps the match after each.
import { playSound, soundFor } from '../common/sound.js';
import { gameReplaced, state } from '../state.js';

/** What the friend panel says while the connection is lost. */
/** The friend's name, as the page's messages say it. */
export const peerName = () => state.friend?.peer ?? 'your friend';

export const lostStatus = (peer) => `The connection to ${peer} was lost: the game waits here (a clock runs on for the side to move). Make a new link to send them, or open the one they send you.`;

/**
 * The page's clock (game/clock.js's shape, for clock-view.js) showing the
 * match's clocks as they are now: `running`, the side whose time runs, or null.
 */
export function pageClock(clocks, running) {
  return clocks && {
    base: 0, increment: 0, remaining: { w: clocks.w, b: clocks.b }, running, since: performance.now(),
  };
}

/**
 * Follows `created`'s events on the page: `show` changes the friend panel,
 * `tick` updates the clocks, `keep` saves the match after each event,
 * `current()` says whether `created` is still the page's match.
 */
export function followMatch(created, {
  root, show, tick, keep, current,
}) {
  const { view } = root;
  const on = (type, handler) => created.addEventListener(type, (event) => {
    if (!current()) return;
    handler(event.detail);
    keep();
  });
  on('start', ({ color, names }) => {
    gameReplaced();
    state.result = null;
    state.playerColor = color;
    state.orientation = color;
    state.clock = null;
    show({ phase: 'playing', peer: names.peer, offer: null, status: `Playing ${names.peer}: you have ${color === 'w' ? 'White' : 'Black'}.`, code: '' });
    tick();
  });
  on('move', ({ move, by }) => {
    state.cursor = null;
    if (by === 'peer') {
      playSound(soundFor(move, state.chess));
      view.announce(`${peerName()} played ${move.san}`);
      show({ offer: null });
      root.game.playPremove();
    }
  });
  on('offer', ({ kind, by }) => {
    if (by === 'peer') show({ offer: kind, status: `${peerName()} ${kind === 'takeback' ? 'asks to take back a move' : `offers ${kind === 'draw' ? 'a draw' : 'a rematch'}`}.` });
    else show({ status: `You offered ${kind === 'takeback' ? 'to take back a move' : kind === 'draw' ? 'a draw' : 'a rematch'}: waiting for ${peerName()}.` });
  });
  on('answer', ({ kind, by, accepted }) => {
    if (by === 'peer') show({ status: `${peerName()} ${accepted ? 'accepted' : 'declined'} the ${kind}.` });
    else show({ offer: null });
  });
  on('takeback', () => {
    state.cursor = null;
    show({ offer: null });
  });
  on('end', (result) => {
    // The clocks stay, stopped where they were.
    state.clock = pageClock(created.clocks(), null);
    const board = ['checkmate', 'stalemate', 'insufficient material', 'threefold repetition', 'fifty-move rule'].includes(result.reason);
    if (!board) state.result = { winner: result.winner, reason: result.reason };
    // Kept in Your games on this side (the other side keeps its own), unless aborted before it began.
    if (result.reason !== 'aborted') root.games.addGame(state.chess.pgn());
    show({ phase: 'ended', offer: null, status: `The game is over (${result.result}): it is in Your games. A rematch swaps the colours.` });
  });
  on('refused', ({ reason }) => show({ status: `A message from ${peerName()} was refused: ${reason}` }));
  on('sync', () => show({ status: `Connected to ${peerName()} again: the game goes on.` }));
}
