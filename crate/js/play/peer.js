// A WebRTC data channel between two browsers, signalled by codes the two
// people pass to each other themselves (in a link's fragment, a QR code, a
// message): no signalling server (docs/play.md). The host makes an offer
// (offerConnection) and sends its code; the guest answers it
// (answerConnection) and sends its code back; the host's connect(answer)
// opens the channel. A code is the connection's SDP packed (codes.js:
// deflated, in base64url) after a two-letter prefix ('o1' an offer, 'a1'
// an answer); a code from a link is untrusted and checked: its prefix, its
// length, what it inflates to, and the browser's own reading of the SDP.
// No STUN or TURN server unless given: on one network (or over IPv6) the
// browsers reach each other directly; across NATs, STUN servers in
// `iceServers` help, and some networks need a TURN server.
import { pack, unpack } from './codes.js';
import { options } from '../rules/check.js';

/** The longest code accepted, in characters, and the most its SDP may inflate to. */
export const MAX_CODE_CHARS = 8192;
const MAX_SDP_CHARS = 32768;

/** How long ICE gathering may take before the code is written with what it found (ms). */
export const GATHER_TIMEOUT_MS = 5000;

const PREFIX = { offer: 'o1', answer: 'a1' };

/** A session description's code: its prefix, then its SDP deflated, in base64url. */
export async function encodeDescription(kind, sdp) {
  return `${PREFIX[kind]}${await pack(sdp)}`;
}

/** The SDP in a code of `kind` ('offer' or 'answer'); throws an Error saying what is wrong with it. */
export async function decodeDescription(kind, code) {
  const what = kind === 'offer' ? 'an invitation' : 'an answer';
  if (typeof code !== 'string') throw new TypeError(`${what} code must be text`);
  const trimmed = code.trim();
  if (trimmed.length > MAX_CODE_CHARS) throw new Error(`this is not ${what} code: it is ${trimmed.length} characters long, over ${MAX_CODE_CHARS}`);
  const other = kind === 'offer' ? PREFIX.answer : PREFIX.offer;
  if (trimmed.startsWith(other)) throw new Error(`this is ${kind === 'offer' ? 'an answer' : 'an invitation'} code, not ${what}`);
  if (!trimmed.startsWith(PREFIX[kind])) throw new Error(`this is not ${what} code`);
  let sdp;
  try {
    sdp = await unpack(trimmed.slice(2), MAX_SDP_CHARS);
  } catch (error) {
    throw new Error(`this is not ${what} code: ${error.message}`);
  }
  if (!sdp.startsWith('v=0\r\n') || !/\r\nm=application /.test(sdp)) throw new Error(`this is not ${what} code: it holds no data connection`);
  return sdp;
}

/** A new RTCPeerConnection, or a clear error where there is no WebRTC (Node, a worker). */
function newConnection(iceServers, what) {
  if (typeof RTCPeerConnection !== 'function') throw new Error(`WebRTC is not available here: ${what} needs a browser page`);
  return new RTCPeerConnection({ iceServers });
}

/** Resolves once `connection` has gathered its candidates, or after GATHER_TIMEOUT_MS. */
function gathered(connection) {
  return new Promise(/** @param {(value?: undefined) => void} resolve */ (resolve) => {
    if (connection.iceGatheringState === 'complete') {
      resolve();
      return;
    }
    const timer = setTimeout(resolve, GATHER_TIMEOUT_MS);
    connection.addEventListener('icegatheringstatechange', () => {
      if (connection.iceGatheringState === 'complete') {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

/** Calls `reject` with a clear Error if `connection` fails. */
function rejectOnFailure(connection, reject) {
  connection.addEventListener('connectionstatechange', () => {
    if (connection.connectionState === 'failed') reject(new Error('the connection failed: the two browsers could not reach each other (a STUN or TURN server may help)'));
  });
}

/** Resolves to `channel` once open; rejects if the connection fails first. */
function opened(connection, channel) {
  return new Promise((resolve, reject) => {
    if (channel.readyState === 'open') {
      resolve(channel);
      return;
    }
    channel.addEventListener('open', () => resolve(channel), { once: true });
    rejectOnFailure(connection, reject);
  });
}

/**
 * The host's side: an offer to connect, as a code to send to the other
 * person. `connect(answerCode)` takes their answer and resolves to the open
 * RTCDataChannel. `iceServers`: STUN/TURN servers (none by default).
 */
export async function offerConnection(opts = {}) {
  const { iceServers = [] } = options(opts, 'offerConnection', ['iceServers']);
  const connection = newConnection(iceServers, 'offerConnection');
  const channel = connection.createDataChannel('ferrochess', { ordered: true });
  await connection.setLocalDescription(await connection.createOffer());
  await gathered(connection);
  const code = await encodeDescription('offer', /** @type {RTCSessionDescription} set by setLocalDescription above */ (connection.localDescription).sdp);
  let answered = false;
  return {
    code,
    connection,
    async connect(answerCode) {
      if (answered) throw new Error('this invitation has been answered already');
      const sdp = await decodeDescription('answer', answerCode);
      try {
        await connection.setRemoteDescription({ type: 'answer', sdp });
      } catch (error) {
        throw new Error(`this answer cannot be used: ${error.message}`);
      }
      answered = true;
      return opened(connection, channel);
    },
    close() {
      connection.close();
    },
  };
}

/**
 * The guest's side: answers an offer's code; `code` is the answer to send
 * back, `channel` resolves to the open RTCDataChannel once the host has
 * taken the answer.
 */
export async function answerConnection(offerCode, opts = {}) {
  const { iceServers = [] } = options(opts, 'answerConnection', ['iceServers']);
  const sdp = await decodeDescription('offer', offerCode);
  const connection = newConnection(iceServers, 'answerConnection');
  const channel = new Promise((resolve, reject) => {
    connection.addEventListener('datachannel', ({ channel: incoming }) => opened(connection, incoming).then(resolve, reject), { once: true });
    rejectOnFailure(connection, reject);
  });
  try {
    await connection.setRemoteDescription({ type: 'offer', sdp });
  } catch (error) {
    connection.close();
    throw new Error(`this invitation cannot be used: ${error.message}`);
  }
  await connection.setLocalDescription(await connection.createAnswer());
  await gathered(connection);
  return {
    code: await encodeDescription('answer', /** @type {RTCSessionDescription} set by setLocalDescription above */ (connection.localDescription).sdp),
    connection,
    channel,
    close() {
      connection.close();
    },
  };
}
