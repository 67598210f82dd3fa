// The friend controller: a game with a friend on another device (a Match
// of ferrochess/play over the channel the links controller made, links-ctrl.js)
// or by correspondence (post-ctrl.js, while state.friend.mode is 'post'); the
// page's calls (a move, resign, offer a draw, answer an offer) come here.
// The Match plays on the page's own game (state.chess), so the board, the
// move list and the PGN follow it through the live tree; this controller
// keeps state.friend (what the friend panel shows), the page's clocks from
// the match's, and the result. The match is kept in this browser's storage
// after each of its events: when the connection is lost or the page
// reloads, the game waits, and a new pair of links resumes it where it
// stopped. Made by the root controller (ctrl.js).
import { gameReplaced, state } from '../state.js';
import { followMatch, lostStatus, pageClock, peerName } from './friend-follow.js';
import { loadPlay } from './play-module.js';
import { sender } from './channels.js';
import { readSavedMatch, readSavedTab, writeSavedMatch } from './friend-store.js';
import { hearGoingOnElsewhere, sayGoingOnHere } from './friend-tabs.js';

/** How often (ms) a quiet line is pinged, and after how long without a word from the friend it counts as lost. */
const HEARTBEAT = Object.freeze({ every: 2000, lost: 7000 });

/** One side of one game (its id and this side's colour), as the tabs of this browser tell them apart. */
const sideOf = (match) => `${match.id}:${match.color}`;

/** The friend controller, given the root controller (ctrl.js). */
export function createFriendCtrl(root) {
  const { view } = root;
  /** The match, while there is one. */
  let match = null;
  /** Stops listening for the game going on in another tab. */
  let stopWatching = () => {};
  /** The restore of a game kept from before a reload, while it runs. */
  let restoring = Promise.resolve();

  /** Whether a game with a friend is on (its moves go through the match). */
  const active = () => match !== null && match.status === 'playing';

  function show(changes) {
    state.friend = { ...state.friend, ...changes };
    view.render();
  }

  /** The game by correspondence (post-ctrl.js), and whether it is the one on the board. */
  const { post } = root;
  const byPost = () => state.friend?.mode === 'post';

  /** Closes the connection and forgets the match (and, with `forget`, the one kept in storage). */
  function close(forget = true) {
    root.links.close();
    stopWatching();
    match = null;
    if (forget) writeSavedMatch(null);
  }

  /** Keeps the match in storage (after each of its events, and when the page is hidden). */
  function keep() {
    if (match && ['playing', 'ended'].includes(match.status)) writeSavedMatch(match.save());
  }

  /**
   * The match's messages go over `channel`, and what arrives on it to the
   * match; `resume`: a game that waited goes on (the match's reconnect). A
   * channel that closes leaves the game waiting for a new one.
   */
  function attach(channel, resume = true) {
    const current = match;
    let heard = performance.now();
    let open = true;
    channel.addEventListener('message', (event) => {
      heard = performance.now();
      if (match === current) match.receive(event.data);
    });
    const lost = () => {
      if (!open) return;
      open = false;
      clearInterval(heartbeat);
      if (match !== current || !['playing', 'ended'].includes(current.status)) return;
      current.disconnected();
      keep();
      if (current.status === 'playing') show({ phase: 'lost', status: lostStatus(peerName()), code: '', offer: null });
    };
    channel.addEventListener('close', lost);
    // A friend's page that went away without closing the channel (a tab
    // closed, a phone asleep) says nothing: a ping when the line has been
    // quiet, and the connection counts as lost when nothing came for HEARTBEAT.lost ms.
    const heartbeat = setInterval(() => {
      if (match !== current) {
        clearInterval(heartbeat);
        return;
      }
      if (current.status !== 'playing') return;
      const quiet = performance.now() - heard;
      if (quiet > HEARTBEAT.lost) {
        channel.close();
        lost();
      } else if (quiet > HEARTBEAT.every) {
        current.ping();
      }
    }, HEARTBEAT.every);
    const goOn = () => {
      sayGoingOnHere(sideOf(current));
      show({ phase: current.status === 'ended' ? 'ended' : 'playing', code: '', status: `Connected to ${peerName()} again: the game goes on.`, error: '' });
      current.reconnect(sender(channel));
      tick();
    };
    // Another tab of this browser asks for the game (it joins late, or comes back after a reload).
    channel.addEventListener('knock', () => {
      if (match !== current) return;
      if (current.status === 'waiting') current.open();
      else if (['playing', 'ended'].includes(current.status)) goOn();
    });
    if (resume) goOn();
  }

  /** Listens to the match (the page follows it), keeping it in storage after each event. */
  function wire(created) {
    match = created;
    stopWatching();
    // Another tab of this browser that goes on with the same game (from storage) takes it: this one lets it go.
    stopWatching = hearGoingOnElsewhere(sideOf(created), () => {
      if (match !== created) return;
      close(false);
      state.friend = null;
      state.opponent = 'human';
      state.clock = null;
      state.notice = 'The game with your friend goes on in another tab of this browser.';
      view.render();
    });
    followMatch(created, {
      root, show, tick, keep, current: () => match === created,
    });
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
      state.error = (error.reason ?? error.message);
    }
    view.render();
  }

  /**
   * A game restored from a reload: a game with a friend still going on
   * waits for a new connection (the match kept in storage comes back); one
   * that ended stays as it was, to look at.
   */
  function afterRestore() {
    restoring = restore();
  }

  /** A game by correspondence from the Play setup. */
  function startPost() {
    close();
    post.start();
  }

  async function restore() {
    if (state.opponent !== 'friend') return;
    if (await post.restore()) return;
    const saved = readSavedMatch();
    if (saved?.status !== 'playing') {
      state.opponent = 'human';
      state.clock = null;
      state.notice = 'The game with your friend is over: it stays here to look at.';
      writeSavedMatch(null);
      return;
    }
    try {
      const { Match } = await loadPlay();
      const restored = Match.restore(saved, { game: state.chess });
      gameReplaced();
      wire(restored);
      state.playerColor = restored.color;
      state.orientation = restored.color;
      state.playerName = restored.names.me;
      const tab = readSavedTab();
      state.friend = {
        mode: tab ? 'tab' : undefined, tab, role: saved.host ? 'host' : 'guest', offerer: false, phase: 'lost', name: restored.names.me, peer: restored.names.peer, code: '', offer: null, status: lostStatus(restored.names.peer),
      };
      tick();
      view.render();
      // A game between two tabs goes on at once: the other tab answers.
      if (tab) root.links.rejoinTab(tab);
    } catch (error) {
      state.opponent = 'human';
      state.clock = null;
      state.notice = `The game with your friend could not be taken back: ${error.message}`;
      writeSavedMatch(null);
      view.render();
    }
  }

  // The page's calls go to the game by correspondence while it is on the board.
  return {
    active: () => (byPost() ? post.active() : active()),
    join: (name) => (byPost() ? post.join(name) : root.links.join(name)),
    move: (san) => (byPost() ? post.move(san) : move(san)),
    tick,
    afterRestore,
    keep,
    wire,
    attach,
    /** Whether a match is kept here (waiting for a connection, or playing). */
    hasMatch: () => match !== null,
    /** Resolves once a game kept from before a reload is back. */
    whenRestored: () => restoring,
    startPost,
    openPost: async (code) => {
      await restoring;
      post.open(code);
    },
    leave() {
      close();
      post.leave();
      state.friend = null;
    },
    offerDraw: () => (byPost() ? post.offerDraw() : act((m) => m.offerDraw())),
    requestTakeback: () => (byPost() ? post.requestTakeback() : act((m) => m.requestTakeback())),
    resign: () => (byPost() ? post.resign() : act((m) => m.resign())),
    abort: () => act((m) => m.abort()),
    accept: () => (byPost() ? post.accept() : act((m) => ({ draw: m.acceptDraw, takeback: m.acceptTakeback, rematch: m.acceptRematch })[String(state.friend?.offer)]?.call(m))),
    decline: () => (byPost() ? post.decline() : act((m) => ({ draw: m.declineDraw, takeback: m.declineTakeback, rematch: m.declineRematch })[String(state.friend?.offer)]?.call(m))),
    rematch: () => (byPost() ? post.rematch() : act((m) => m.offerRematch())),
  };
}
