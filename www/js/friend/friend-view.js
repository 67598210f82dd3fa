// The friend panel (index.html's #friend), drawn from state.friend: what to
// send the friend (the invitation link, or the answer code), where to paste
// their answer, the friend's offers to answer, abort and rematch. Every
// word from the other side (its name) is written as text.
import { state } from '../state.js';
import { showQr } from './qr-view.js';
import { $ } from '../common/dom.js';


/** Draws the friend panel and the setup's name field. */
export function renderFriend() {
  const { friend } = state;
  const choosing = ['friend', 'post', 'tab'].includes(state.nextOpponent ?? state.opponent);
  $('player-name-row').hidden = !choosing;
  if (document.activeElement !== $('player-name')) $('player-name').value = state.playerName;
  const shown = Boolean(friend) && state.screen === 'play' && !state.setup;
  $('friend').hidden = !shown;
  if (!friend || !shown) return;
  $('friend-title').textContent = { post: 'A friend by correspondence', tab: 'A friend in another tab' }[friend.mode] ?? 'A friend on another device';
  $('friend-status').textContent = friend.status ?? '';
  $('friend-error').textContent = friend.error ?? '';
  $('friend-join-row').hidden = friend.phase !== 'joining';
  if (document.activeElement !== $('friend-name')) $('friend-name').value = friend.name ?? state.playerName;
  $('friend-code-row').hidden = !friend.code;
  // The phone's share sheet, where the browser has one.
  $('friend-share').hidden = typeof navigator.share !== 'function';
  $('friend-code-label').textContent = friend.mode === 'tab' ? 'The link to open in another tab' : friend.offerer ? `The link to send ${friend.mode === 'post' ? friend.peer ?? 'your friend' : 'your friend'}` : 'The answer link to send back to your friend';
  if ($('friend-code').value !== (friend.code ?? '')) $('friend-code').value = friend.code ?? '';
  showQr($('friend-qr'), friend.code ?? '');
  $('friend-answer-row').hidden = !friend.offerer || !['inviting', 'connecting'].includes(friend.phase);
  $('friend-connect').disabled = friend.phase === 'connecting';
  $('friend-offer').hidden = !friend.offer || friend.phase !== (friend.offer === 'rematch' ? 'ended' : 'playing');
  // By correspondence: no abort (a game not wanted is simply not answered).
  $('friend-abort').hidden = friend.mode === 'post' || friend.phase !== 'playing' || state.chess.history().length >= 2;
  $('friend-rematch').hidden = friend.phase !== 'ended' || Boolean(friend.offer);
  $('friend-resume').hidden = friend.phase !== 'lost';
}
