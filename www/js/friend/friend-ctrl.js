// The friend controller: a game with a friend on another device, over a
// WebRTC data channel made with codes the two people pass themselves
// (ferrochess/play: offerConnection, answerConnection, Match). The host
// chooses "A friend on another device" in the Play setup and sends the
// link; the friend opens it (#/play/friend/<code>), joins, and sends back
// an answer code; the host pastes it and the game starts on both boards.
// The Match plays on the page's own game (state.chess), so the board, the
// move list and the PGN follow it through the live tree; this controller
// keeps state.friend (what the friend panel shows), the page's clocks from
// the match's, and the result. Made by the root controller (ctrl.js).
import { chess960Fen } from '../../ferrochess/js/index.js';
import { parseTimeControl } from '../game/clock.js';
import { playSound, soundFor } from '../common/sound.js';
import { gameReplaced, state } from '../state.js';
import { answerRoute, playRoute } from '../screens/router.js';

/** The channel between this browser's tabs: an answer link opened in another tab reaches the inviting one. */
const TABS = 'ferrochess-friend';

/** ferrochess/play, loaded when a game with a friend begins (a page that never plays one never fetches it). */
let playModule = null;
const loadPlay = () => {
  playModule ??= import('../../ferrochess/js/play/index.js');
  return playModule;
};

/** What the host's panel says while its invitation waits for an answer. */
const INVITING = 'Send this link to your friend; when they send their answer back, paste it below.';

/**
 * The page's clock (game/clock.js's shape, for clock-view.js) showing the
 * match's clocks as they are now: `running`, the side whose time runs, or null.
 */
function pageClock(clocks, running) {
  return clocks && {
    base: 0, increment: 0, remaining: { w: clocks.w, b: clocks.b }, running, since: performance.now(),
  };
}

/** The friend controller, given the root controller (ctrl.js). */
export function createFriendCtrl(root) {
  const { view } = root;
  /** The match and its connection, while there is one. */
  let match = null;
  let connection = null;
  let pending = null;
  /** The inviting tab's ear for an answer link opened in another tab of this browser. */
  let tabs = null;

  /** Whether a game with a friend is on (its moves go through the match). */
  const active = () => match !== null && match.status === 'playing';

  function show(changes) {
    state.friend = { ...state.friend, ...changes };
    view.render();
  }

  /** Closes the connection and forgets the match. */
  function close() {
    tabs?.close();
    tabs = null;
    connection?.close();
    connection = null;
    pending = null;
    match = null;
  }

  /** The host's side: a new game for a friend, its invitation link shown (the setup chose the friend). */
  async function invite() {
    close();
    root.newGame.prepareFriendGame();
    const name = state.playerName;
    state.friend = {
      role: 'host', phase: 'inviting', name, code: '', status: 'Making the invitation…', offer: null, peer: null,
    };
    view.render();
    try {
      const { offerConnection } = await loadPlay();
      const invitation = await offerConnection();
      pending = invitation;
      connection = invitation;
      // The friend's answer, as a link opened in another tab of this browser, comes here.
      if (typeof BroadcastChannel === 'function') {
        tabs = new BroadcastChannel(TABS);
        tabs.addEventListener('message', ({ data }) => {
          if (data?.type !== 'answer' || typeof data.code !== 'string' || state.friend?.phase !== 'inviting') return;
          tabs.postMessage({ type: 'taken' });
          connect(data.code);
        });
      }
      show({ code: `${location.origin}${location.pathname}${playRoute(invitation.code)}`, status: INVITING });
    } catch (error) {
      show({ phase: 'failed', status: `The invitation could not be made: ${error.message}` });
    }
  }

  /** The host takes the friend's answer (its code, or a whole link ending in it). */
  async function connect(text) {
    if (!pending?.connect || state.friend?.phase !== 'inviting') return;
    const code = String(text).trim().split('/').pop();
    show({ phase: 'connecting', status: 'Connecting…', error: '' });
    try {
      const channel = await pending.connect(code);
      const { Match } = await loadPlay();
      const control = parseTimeControl(state.timeControl);
      const chess960 = state.variant === 'chess960';
      const created = Match.host({
        name: state.friend.name,
        color: state.colorChoice,
        time: control && { initial: control.baseMs, increment: control.incrementMs },
        fen: chess960 ? chess960Fen(Math.floor(Math.random() * 960)) : undefined,
        chess960,
        game: state.chess,
        send: (message) => channel.send(message),
      });
      wire(channel, created);
      created.open();
    } catch (error) {
      show({ phase: 'inviting', status: INVITING, error: error.message });
    }
  }

  /** A friend's invitation opened (the address #/play/friend/<code>): the join panel asks for a name. */
  function invited(code) {
    if (state.friend?.invitation === code) return;
    close();
    root.newGame.prepareFriendGame();
    state.friend = {
      role: 'guest', phase: 'joining', invitation: code, name: state.playerName, code: '', status: 'A friend invites you to a game: choose your name and join.', offer: null, peer: null,
    };
    view.render();
  }

  /** The guest joins: its answer code shown to send back; the game starts when the host takes it. */
  async function join(name) {
    if (state.friend?.phase !== 'joining') return;
    state.playerName = name;
    show({ name, phase: 'answering', status: 'Answering the invitation…', error: '' });
    try {
      const { Match, answerConnection } = await loadPlay();
      const answer = await answerConnection(state.friend.invitation);
      connection = answer;
      show({ code: `${location.origin}${location.pathname}${answerRoute(answer.code)}`, status: 'Send this answer link back to your friend: the game starts when they open it (or paste it).' });
      const channel = await answer.channel;
      wire(channel, Match.join({ name, game: state.chess, send: (message) => channel.send(message) }));
    } catch (error) {
      show({ phase: 'failed', status: `This invitation cannot be used: ${error.message}` });
    }
  }

  /**
   * A friend's answer link opened (#/play/answer/<code>): taken here if this
   * tab is the one inviting, else handed to the inviting tab of this browser.
   */
  function answered(code) {
    if (state.friend?.role === 'host' && state.friend.phase === 'inviting') {
      connect(code);
      return;
    }
    if (typeof BroadcastChannel !== 'function') return;
    const line = new BroadcastChannel(TABS);
    const done = (status) => {
      line.close();
      clearTimeout(timer);
      // Said on the screen as it is, not behind a new game's setup (this tab was opened for the answer).
      state.setup = false;
      state.notice = status;
      view.render();
    };
    const timer = setTimeout(() => done('No game in this browser is waiting for this answer (was the inviting tab closed?).'), 2000);
    line.addEventListener('message', ({ data }) => {
      if (data?.type === 'taken') done('Your friend\'s answer went to your game in the other tab: the game goes on there, and this tab can be closed.');
    });
    line.postMessage({ type: 'answer', code });
  }

  /** Listens to the channel and the match. */
  function wire(channel, created) {
    match = created;
    channel.addEventListener('message', (event) => match?.receive(event.data));
    channel.addEventListener('close', () => {
      if (match !== created) return;
      if (created.status === 'playing') show({ phase: 'closed', status: 'The connection to your friend closed: the game stops here.' });
    });
    const on = (type, handler) => created.addEventListener(type, (event) => {
      if (match === created) handler(event.detail);
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
        view.announce(`${state.friend.peer} played ${move.san}`);
        show({ offer: null });
        root.game.playPremove();
      }
    });
    on('offer', ({ kind, by }) => {
      if (by === 'peer') show({ offer: kind, status: `${state.friend.peer} ${kind === 'takeback' ? 'asks to take back a move' : `offers ${kind === 'draw' ? 'a draw' : 'a rematch'}`}.` });
      else show({ status: `You offered ${kind === 'takeback' ? 'to take back a move' : kind === 'draw' ? 'a draw' : 'a rematch'}: waiting for ${state.friend.peer}.` });
    });
    on('answer', ({ kind, by, accepted }) => {
      if (by === 'peer') show({ status: `${state.friend.peer} ${accepted ? 'accepted' : 'declined'} the ${kind}.` });
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
    on('refused', ({ reason }) => show({ status: `A message from ${state.friend.peer ?? 'your friend'} was refused: ${reason}` }));
  }

  /** Plays the player's move through the match (which sends it); returns the Move. */
  function move(san) {
    return match.move(san);
  }

  /** The page's clocks from the match's, and its flags (called every tenth of a second). */
  function tick() {
    if (!active()) return;
    if (match.checkFlag()) return;
    const clocks = match.clocks();
    if (clocks) state.clock = pageClock(clocks, clocks.running);
  }

  /** Runs one of the match's actions, showing its error (a stale offer, a takeback with no move) as text. */
  function act(action) {
    if (!match) return;
    try {
      action(match);
    } catch (error) {
      state.error = error.message;
    }
    view.render();
  }

  /** A game restored from a reload: its connection is gone, so the game stays as it was, to look at. */
  function afterRestore() {
    if (state.opponent !== 'friend') return;
    state.opponent = 'human';
    state.clock = null;
    state.notice = 'The game with your friend stopped: a connection does not outlive a reload.';
  }

  return {
    active,
    invite,
    connect,
    invited,
    answered,
    join,
    move,
    tick,
    afterRestore,
    leave() {
      close();
      state.friend = null;
    },
    offerDraw: () => act((m) => m.offerDraw()),
    requestTakeback: () => act((m) => m.requestTakeback()),
    resign: () => act((m) => m.resign()),
    abort: () => act((m) => m.abort()),
    accept: () => act((m) => ({ draw: m.acceptDraw, takeback: m.acceptTakeback, rematch: m.acceptRematch })[state.friend.offer].call(m)),
    decline: () => act((m) => ({ draw: m.declineDraw, takeback: m.declineTakeback, rematch: m.declineRematch })[state.friend.offer].call(m)),
    rematch: () => act((m) => m.offerRematch()),
  };
}
