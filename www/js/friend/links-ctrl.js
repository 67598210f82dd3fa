// The links controller: how two browsers find each other for a game with a
// friend on another device, with codes the two people pass themselves
// (ferrochess/play's offerConnection and answerConnection, a WebRTC data
// channel). The host chooses "A friend on another device" in the Play setup
// and sends the link (#/play/friend/<code>); the friend opens it, joins with
// a name and sends back an answer link (#/play/answer/<code>), which the
// host pastes or opens (another tab of the inviting browser hands it over);
// after a lost connection either side makes a new link to go on
// (#/play/resume/<code>). Two tabs of one browser find each other by the
// game's id alone (#/play/tab/<id>, a BroadcastChannel), to try it alone.
// The game itself, once a channel is open, is the friend controller's
// (friend-ctrl.js). Made by the root controller (ctrl.js).
import { chess960Fen } from '../../ferrochess/js/index.js';
import { parseTimeControl } from '../game/clock.js';
import { state } from '../state.js';
import {
  answerRoute, linkTo, playRoute, resumeRoute, tabRoute,
} from '../screens/router.js';
import { lostStatus, peerName } from './friend-follow.js';
import { TabChannel, sender } from './channels.js';
import { writeSavedTab } from './friend-store.js';
import { handOverAnswer, hearAnswers } from './friend-tabs.js';
import { loadPlay } from './play-module.js';

/** What the host's panel says while its invitation waits for an answer. */
const INVITING = 'Send this link to your friend; when they send their answer back, paste it below.';

/** The links controller, given the root controller (ctrl.js). */
export function createLinksCtrl(root) {
  const { view } = root;
  /** The connection being made (an invitation or an answer), and the invitation waiting for its answer. */
  let connection = null;
  let pending = null;
  /** Stops the inviting tab's ear for an answer link opened in another tab of this browser. */
  let stopHearing = () => {};
  /** The channel to the other tab, in a game between two tabs. */
  let tab = null;

  /** The friend panel (state.friend) changed by `changes`, and drawn. */
  function show(changes) {
    state.friend = { ...state.friend, ...changes };
    view.render();
  }

  /** Stops making a connection (one made stays with the game). */
  function close() {
    stopHearing();
    connection?.close();
    connection = null;
    pending = null;
    tab?.close();
    tab = null;
    writeSavedTab(null);
  }

  /** The host's game from the Play setup (its colour, clock and variant) over `channel`: its hello sent. */
  async function host(channel, id) {
    const { Match } = await loadPlay();
    const control = parseTimeControl(state.timeControl);
    const chess960 = state.variant === 'chess960';
    const created = Match.host({
      name: state.friend?.name ?? state.playerName,
      color: state.colorChoice,
      time: control && { initial: control.baseMs, increment: control.incrementMs },
      fen: chess960 ? chess960Fen(Math.floor(Math.random() * 960)) : undefined,
      chess960,
      game: state.chess,
      send: sender(channel),
      id,
    });
    root.friend.wire(created);
    root.friend.attach(channel, false);
    created.open();
  }

  /** A connection offer made (a WebRTC invitation, waiting for its answer here or in another tab): its code. */
  async function offer() {
    const { offerConnection } = await loadPlay();
    const invitation = await offerConnection();
    pending = invitation;
    connection = invitation;
    listenForAnswers();
    return invitation.code;
  }

  /** The friend's offer `code` answered: the answer's link shown with `status`; resolves with the channel once open. */
  async function answer(code, status) {
    const { answerConnection } = await loadPlay();
    const answered = await answerConnection(code);
    connection = answered;
    show({ code: linkTo(answerRoute(answered.code)), status });
    return answered.channel;
  }

  /** A game between two tabs of this browser on `id`'s channel; `resume`: a game kept here goes on. */
  function openTab(id, resume) {
    tab = new TabChannel(id);
    writeSavedTab(id);
    if (resume) {
      root.friend.attach(tab);
      tab.knock();
    }
    return tab;
  }

  /** The Play setup chose a friend in another tab: a link for it; the game starts when that tab joins. */
  async function inviteTab() {
    root.newGame.prepareFriendGame();
    const { newGameId } = await loadPlay();
    const id = newGameId();
    state.friend = {
      mode: 'tab', tab: id, role: 'host', offerer: false, phase: 'inviting', name: state.playerName, peer: null, offer: null,
      code: linkTo(tabRoute(id)), status: 'Open this link in another tab of this browser (to try a game with a friend alone): the game starts when that tab joins.',
    };
    view.render();
    const channel = openTab(id, false);
    channel.addEventListener('knock', async () => {
      if (root.friend.hasMatch() || tab !== channel) return;
      await host(channel, id);
    });
  }

  /** Another tab's game opened here (#/play/tab/<id>): the join panel asks for a name (not again after a reload). */
  async function tabInvited(id) {
    await root.friend.whenRestored();
    if (state.friend?.tab === id) return;
    root.newGame.prepareFriendGame();
    state.friend = {
      mode: 'tab', role: 'guest', offerer: false, phase: 'joining', tab: id, name: state.playerName, code: '', offer: null, peer: null,
      status: 'A game from another tab of this browser: choose your name and join.',
    };
    view.render();
  }

  /** After a reload: the game between two tabs goes on over a new channel (the other tab answers the knock). */
  function rejoinTab(id) {
    openTab(id, true);
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
    root.newGame.prepareFriendGame();
    const name = state.playerName;
    state.friend = {
      role: 'host', offerer: true, phase: 'inviting', name, code: '', status: 'Making the invitation…', offer: null, peer: null,
    };
    view.render();
    try {
      show({ code: linkTo(playRoute(await offer())), status: INVITING });
    } catch (error) {
      show({ phase: 'failed', status: `The invitation could not be made: ${error.message}` });
    }
  }

  /**
   * A game waiting since its connection was lost: a new link to send the
   * friend (#/play/resume/<code>); their answer is taken as an invitation's.
   */
  async function resumeInvite() {
    if (!root.friend.hasMatch() || state.friend?.phase !== 'lost') return;
    show({ offerer: true, phase: 'inviting', status: 'Making a new link…', error: '', code: '' });
    try {
      show({ code: linkTo(resumeRoute(await offer())), status: `Send this link to ${peerName()} to go on with the game; when they send their answer back, paste it below.` });
    } catch (error) {
      show({ phase: 'lost', status: lostStatus(peerName()), error: `The link could not be made: ${error.message}` });
    }
  }

  /** A friend's link to go on with the game kept here (#/play/resume/<code>): answered at once. */
  async function resumeInvited(code) {
    await root.friend.whenRestored();
    if (state.friend?.invitation === code) return;
    if (!root.friend.hasMatch() || !['lost', 'inviting'].includes(state.friend?.phase ?? '')) {
      state.setup = false;
      state.notice = 'No game with a friend is waiting in this browser to go on with (the link is for the browser that played it).';
      view.render();
      return;
    }
    stopHearing();
    pending = null;
    show({ offerer: false, invitation: code, phase: 'answering', status: 'Answering your friend\'s link…', error: '', code: '' });
    try {
      root.friend.attach(await answer(code, 'Send this answer link back to your friend: the game goes on when they open it (or paste it).'));
    } catch (error) {
      show({ phase: 'lost', status: lostStatus(peerName()), error: `This link cannot be used: ${error.message}` });
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
      if (root.friend.hasMatch()) {
        root.friend.attach(channel);
        return;
      }
      await host(channel);
    } catch (error) {
      show({ phase: 'inviting', status: INVITING, error: error.message });
    }
  }

  /** A friend's invitation opened (the address #/play/friend/<code>): the join panel asks for a name. */
  function invited(code) {
    if (state.friend?.invitation === code) return;
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
    if (state.friend.mode === 'tab') {
      show({ name, phase: 'answering', status: 'Joining…', error: '' });
      const { Match } = await loadPlay();
      const channel = openTab(state.friend.tab, false);
      root.friend.wire(Match.join({ name, game: state.chess, send: sender(channel) }));
      root.friend.attach(channel, false);
      channel.knock();
      return;
    }
    show({ name, phase: 'answering', status: 'Answering the invitation…', error: '' });
    try {
      const channel = await answer(state.friend.invitation, 'Send this answer link back to your friend: the game starts when they open it (or paste it).');
      const { Match } = await loadPlay();
      root.friend.wire(Match.join({ name, game: state.chess, send: sender(channel) }));
      root.friend.attach(channel, false);
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


  return {
    invite,
    connect,
    invited,
    answered,
    join,
    resumeInvite,
    resumeInvited,
    inviteTab,
    tabInvited,
    rejoinTab,
    close,
  };
}
