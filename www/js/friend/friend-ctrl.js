// The friend controller: a game with a friend on another device, over a
// WebRTC data channel made with codes the two people pass themselves
// (ferrochess/play: offerConnection, answerConnection, Match). The host
// chooses "A friend on another device" in the Play setup and sends the
// link; the friend opens it (#/play/friend/<code>), joins, and sends back
// an answer code; the host pastes it and the game starts on both boards.
// The Match plays on the page's own game (state.chess), so the board, the
// move list and the PGN follow it through the live tree; this controller
// keeps state.friend (what the friend panel shows), the page's clocks from
// the match's, and the result. The match is kept in this browser's storage
// after each of its events: when the connection is lost or the page
// reloads, the game waits, and a new pair of links (#/play/resume/<code>,
// made by either side) resumes it where it stopped. Made by the root
// controller (ctrl.js).
import { chess960Fen } from '../../ferrochess/js/index.js';
import { parseTimeControl } from '../game/clock.js';
import { gameReplaced, state } from '../state.js';
import { followMatch, pageClock } from './friend-follow.js';
import { loadPlay } from './play-module.js';
import { answerRoute, playRoute, resumeRoute } from '../screens/router.js';
import { readSavedMatch, writeSavedMatch } from './friend-store.js';
import {
  handOverAnswer, hearAnswers, hearGoingOnElsewhere, sayGoingOnHere,
} from './friend-tabs.js';


/** What the host's panel says while its invitation waits for an answer. */
const INVITING = 'Send this link to your friend; when they send their answer back, paste it below.';

/** What the panel says while the connection is lost. */
const lostStatus = (peer) => `The connection to ${peer} was lost: the game waits here (a clock runs on for the side to move). Make a new link to send them, or open the one they send you.`;

/** A data channel's sender that drops what is sent once the channel has closed (the match sends it again on a new one). */
const sender = (channel) => (text) => {
  if (channel.readyState === 'open') channel.send(text);
};

/** The friend controller, given the root controller (ctrl.js). */
export function createFriendCtrl(root) {
  const { view } = root;
  /** The match and its connection, while there is one. */
  let match = null;
  let connection = null;
  let pending = null;
  /** Stops the inviting tab's ear for an answer link opened in another tab of this browser. */
  let stopHearing = () => {};
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
    stopHearing();
    stopWatching();
    connection?.close();
    connection = null;
    pending = null;
    match = null;
    if (forget) writeSavedMatch(null);
  }

  /** Keeps the match in storage (after each of its events, and when the page is hidden). */
  function keep() {
    if (match && ['playing', 'ended'].includes(match.status)) writeSavedMatch(match.save());
  }

  /** The friend's answer, as a link opened in another tab of this browser, comes to this (inviting) tab. */
  function listenForAnswers() {
    stopHearing();
    stopHearing = hearAnswers((code) => {
      if (!state.friend?.offerer || state.friend.phase !== 'inviting') return false;
      connect(code);
      return true;
    });
  }

  /** The host's side: a new game for a friend, its invitation link shown (the setup chose the friend). */
  async function invite() {
    close();
    root.newGame.prepareFriendGame();
    const name = state.playerName;
    state.friend = {
      role: 'host', offerer: true, phase: 'inviting', name, code: '', status: 'Making the invitation…', offer: null, peer: null,
    };
    view.render();
    try {
      const { offerConnection } = await loadPlay();
      const invitation = await offerConnection();
      pending = invitation;
      connection = invitation;
      listenForAnswers();
      show({ code: `${location.origin}${location.pathname}${playRoute(invitation.code)}`, status: INVITING });
    } catch (error) {
      show({ phase: 'failed', status: `The invitation could not be made: ${error.message}` });
    }
  }

  /**
   * A game waiting since its connection was lost: a new link to send the
   * friend (#/play/resume/<code>); their answer is taken as an invitation's.
   */
  async function resumeInvite() {
    if (!match || state.friend?.phase !== 'lost') return;
    show({ offerer: true, phase: 'inviting', status: 'Making a new link…', error: '', code: '' });
    try {
      const { offerConnection } = await loadPlay();
      const invitation = await offerConnection();
      pending = invitation;
      connection = invitation;
      listenForAnswers();
      show({ code: `${location.origin}${location.pathname}${resumeRoute(invitation.code)}`, status: `Send this link to ${state.friend.peer} to go on with the game; when they send their answer back, paste it below.` });
    } catch (error) {
      show({ phase: 'lost', status: lostStatus(state.friend.peer), error: `The link could not be made: ${error.message}` });
    }
  }

  /** A friend's link to go on with the game kept here (#/play/resume/<code>): answered at once. */
  async function resumeInvited(code) {
    await restoring;
    if (state.friend?.invitation === code) return;
    if (!match || !['lost', 'inviting'].includes(state.friend?.phase)) {
      state.setup = false;
      state.notice = 'No game with a friend is waiting in this browser to go on with (the link is for the browser that played it).';
      view.render();
      return;
    }
    stopHearing();
    pending = null;
    show({ offerer: false, invitation: code, phase: 'answering', status: 'Answering your friend\'s link…', error: '', code: '' });
    try {
      const { answerConnection } = await loadPlay();
      const answer = await answerConnection(code);
      connection = answer;
      show({ code: `${location.origin}${location.pathname}${answerRoute(answer.code)}`, status: 'Send this answer link back to your friend: the game goes on when they open it (or paste it).' });
      attach(await answer.channel);
    } catch (error) {
      show({ phase: 'lost', status: lostStatus(state.friend.peer), error: `This link cannot be used: ${error.message}` });
    }
  }

  /** The offering side takes the friend's answer (its code, or a whole link ending in it). */
  async function connect(text) {
    if (!pending?.connect || state.friend?.phase !== 'inviting') return;
    const code = String(text).trim().split('/').pop();
    show({ phase: 'connecting', status: 'Connecting…', error: '' });
    try {
      const channel = await pending.connect(code);
      // A game that waits goes on over the new channel.
      if (match) {
        attach(channel);
        return;
      }
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
        send: sender(channel),
      });
      wire(created);
      attach(channel, false);
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
      role: 'guest', offerer: false, phase: 'joining', invitation: code, name: state.playerName, code: '', status: 'A friend invites you to a game: choose your name and join.', offer: null, peer: null,
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
      wire(Match.join({ name, game: state.chess, send: sender(channel) }));
      attach(channel, false);
    } catch (error) {
      show({ phase: 'failed', status: `This invitation cannot be used: ${error.message}` });
    }
  }

  /**
   * A friend's answer link opened (#/play/answer/<code>): taken here if this
   * tab is the one inviting, else handed to the inviting tab of this browser.
   */
  function answered(code) {
    if (state.friend?.offerer && state.friend.phase === 'inviting') {
      connect(code);
      return;
    }
    handOverAnswer(code).then((taken) => {
      // Said on the screen as it is, not behind a new game's setup (this tab was opened for the answer).
      state.setup = false;
      state.notice = taken
        ? 'Your friend\'s answer went to your game in the other tab: the game goes on there, and this tab can be closed.'
        : 'No game in this browser is waiting for this answer (was the inviting tab closed?).';
      view.render();
    });
  }

  /**
   * The match's messages go over `channel`, and what arrives on it to the
   * match; `resume`: a game that waited goes on (the match's reconnect). A
   * channel that closes leaves the game waiting for a new one.
   */
  function attach(channel, resume = true) {
    const current = match;
    channel.addEventListener('message', (event) => {
      if (match === current) match.receive(event.data);
    });
    channel.addEventListener('close', () => {
      if (match !== current || !['playing', 'ended'].includes(current.status)) return;
      current.disconnected();
      keep();
      if (current.status === 'playing') show({ phase: 'lost', status: lostStatus(state.friend.peer), code: '', offer: null });
    });
    if (resume) {
      sayGoingOnHere(current.id);
      show({ phase: match.status === 'ended' ? 'ended' : 'playing', code: '', status: `Connected to ${state.friend.peer} again: the game goes on.`, error: '' });
      current.reconnect(sender(channel));
      tick();
    }
  }

  /** Listens to the match (the page follows it), keeping it in storage after each event. */
  function wire(created) {
    match = created;
    stopWatching();
    // Another tab of this browser that goes on with the same game (from storage) takes it: this one lets it go.
    stopWatching = hearGoingOnElsewhere(created.id, () => {
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
      state.error = error.message;
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
      state.friend = {
        role: saved.host ? 'host' : 'guest', offerer: false, phase: 'lost', name: restored.names.me, peer: restored.names.peer, code: '', offer: null, status: lostStatus(restored.names.peer),
      };
      tick();
      view.render();
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
    invite,
    connect,
    invited,
    answered,
    join: (name) => (byPost() ? post.join(name) : join(name)),
    move: (san) => (byPost() ? post.move(san) : move(san)),
    tick,
    afterRestore,
    resumeInvite,
    resumeInvited,
    keep,
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
    requestTakeback: () => act((m) => m.requestTakeback()),
    resign: () => (byPost() ? post.resign() : act((m) => m.resign())),
    abort: () => act((m) => m.abort()),
    accept: () => (byPost() ? post.accept() : act((m) => ({ draw: m.acceptDraw, takeback: m.acceptTakeback, rematch: m.acceptRematch })[state.friend.offer].call(m))),
    decline: () => (byPost() ? post.decline() : act((m) => ({ draw: m.declineDraw, takeback: m.declineTakeback, rematch: m.declineRematch })[state.friend.offer].call(m))),
    rematch: () => act((m) => m.offerRematch()),
  };
}
