// The channels a game with a friend travels on, as the friend controller
// uses them: a WebRTC data channel (its sender drops what is sent once the
// channel has closed: the match sends it again on a new one), or two tabs of
// this browser (TabChannel, for trying a game alone).

/** A sender on `channel` (a data channel, or anything with readyState and send) that drops what comes after it closed. */
export function sender(channel) {
  return (text) => {
    if (channel.readyState === 'open') channel.send(text);
  };
}

/**
 * A channel between two tabs of this browser for game `id` (a
 * BroadcastChannel), shaped as a data channel is where the friend
 * controller uses one: `send(text)`, 'message' events with the text in
 * `data`, 'close' when the other tab goes away (it says so as its page is
 * hidden for good), and 'knock' when a tab asks for the game (joining it,
 * or back after a reload). Only this browser's tabs of this site hear it.
 */
export class TabChannel extends EventTarget {
  #line;
  #bye;
  readyState = 'open';

  constructor(id) {
    super();
    this.#line = new BroadcastChannel(`ferrochess-tab-${id}`);
    this.#line.addEventListener('message', ({ data }) => {
      if (typeof data?.text === 'string') this.dispatchEvent(new MessageEvent('message', { data: data.text }));
      else if (data?.knock === true) this.dispatchEvent(new Event('knock'));
      else if (data?.bye === true) this.dispatchEvent(new Event('close'));
    });
    this.#bye = () => this.#line.postMessage({ bye: true });
    addEventListener('pagehide', this.#bye);
  }

  /** Sends `text` to the other tab. */
  send(text) {
    this.#line.postMessage({ text });
  }

  /** Asks the other tab for the game. */
  knock() {
    this.#line.postMessage({ knock: true });
  }

  close() {
    if (this.readyState === 'closed') return;
    this.readyState = 'closed';
    removeEventListener('pagehide', this.#bye);
    this.#line.postMessage({ bye: true });
    this.#line.close();
  }
}
