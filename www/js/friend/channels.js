// The channels a game with a friend travels on, as the friend controller
// uses them: a WebRTC data channel's sender that drops what is sent once the
// channel has closed (the match sends it again on a new one).

/** A sender on `channel` (a data channel, or anything with readyState and send) that drops what comes after it closed. */
export function sender(channel) {
  return (text) => {
    if (channel.readyState === 'open') channel.send(text);
  };
}
