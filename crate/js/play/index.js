// ferrochess/play: a game between two people on two devices, with no server
// (docs/play.md). A Match runs on each side over any transport that carries
// text both ways (a WebRTC data channel, a BroadcastChannel, links): the
// match protocol (protocol.js), fair clocks without a referee (clock.js),
// and every message from the other side checked before it changes anything;
// connections made with codes the two people pass themselves (peer.js); a
// game shared as a code for a link (share.js).
// Importing it instantiates the rules module, as 'ferrochess' does.
import '../rules/wasm.js';

export { Match, MatchEvent, RATE_LIMIT } from './match.js';
export { Correspondence, MAX_POST_CODE_CHARS } from './correspondence.js';
export { LAG } from './clock.js';
export { gameCode, readGameCode, MAX_GAME_CODE_CHARS, MAX_GAME_BYTES } from './share.js';
export {
  offerConnection, answerConnection, MAX_CODE_CHARS, GATHER_TIMEOUT_MS,
} from './peer.js';
export {
  PROTOCOL_VERSION, MAX_MESSAGE_CHARS, MAX_NAME_CHARS, MAX_CLOCK_MS, MAX_PLIES, MESSAGE_KINDS,
  ProtocolError, readMessage, writeMessage, isName, newGameId,
} from './protocol.js';
