// Type declarations for 'ferrochess/play': a game between two people on two
// devices, with no server (docs/play.md).
import type { Chess, Color, Move } from '../index.js';

/** The protocol's version; a peer speaking another is refused at hello. */
export const PROTOCOL_VERSION: 1;
/** The longest message accepted, in characters. */
export const MAX_MESSAGE_CHARS: 4096;
/** The longest player name accepted, in characters. */
export const MAX_NAME_CHARS: 40;
/** The longest clock accepted: a day, in milliseconds. */
export const MAX_CLOCK_MS: 86400000;
/** The most plies a game may have. */
export const MAX_PLIES: 2000;
/** The kinds of message, each a JSON object whose `t` is one of these. */
export const MESSAGE_KINDS: readonly MessageKind[];
/** How many messages the other side may send; more are refused. */
export const RATE_LIMIT: {
  /** In a burst. */
  readonly burst: number;
  /** A second, after the burst. */
  readonly perSecond: number;
};
/** The lag allowance: how much of the other side's thinking time is not charged while its move travels (ms). */
export const LAG: {
  /** Before any round trip is measured. */
  readonly initial: number;
  /** The margin added to a measured round trip. */
  readonly base: number;
  /** The most it can be. */
  readonly max: number;
};

/** A kind of message. */
export type MessageKind = 'hello' | 'welcome' | 'move' | 'draw' | 'takeback' | 'resign' | 'abort' | 'flag' | 'rematch' | 'ping' | 'pong' | 'sync';

/** A time control in milliseconds. */
export interface TimeControl {
  /** Each side's time at the start. */
  initial: number;
  /** What each move adds, from each side's second move on. */
  increment: number;
}

/** The host's first message: the game it makes. */
export interface HelloMessage {
  /** 'hello'. */
  t: 'hello';
  /** The protocol's version. */
  v: number;
  /** The game's id (6 to 64 characters of [A-Za-z0-9_-]). */
  game: string;
  /** The host's name. */
  name: string;
  /** The time control, or null for no clock. */
  time: TimeControl | null;
  /** The host's colour. */
  color: Color;
  /** Chess960's castling rules. */
  chess960: boolean;
  /** The start position. */
  fen: string;
}

/** The guest's answer to hello: the game starts. */
export interface WelcomeMessage {
  /** 'welcome'. */
  t: 'welcome';
  /** The protocol's version. */
  v: number;
  /** The game's id, as the hello said. */
  game: string;
  /** The guest's name. */
  name: string;
}

/** A move. */
export interface MoveMessage {
  /** 'move'. */
  t: 'move';
  /** The ply it makes (the game's length after it, from 1). */
  ply: number;
  /** The move in UCI (a Chess960 castle: the king onto its rook). */
  uci: string;
  /** The mover's clock after it, increment included (ms), or null without a clock. */
  clock: number | null;
  /** The position's hash after it (Chess#hash), so that a divergence is found at once. */
  hash: string;
}

/** A draw offer or takeback request, or its answer. */
export interface OfferMessage {
  /** 'draw' or 'takeback'. */
  t: 'draw' | 'takeback';
  /** 'offer' (a draw), 'request' (a takeback), 'accept' or 'decline'. */
  act: 'offer' | 'request' | 'accept' | 'decline';
  /** The game's length when sent. */
  ply: number;
}

/** A resignation or an abort. */
export interface EndMessage {
  /** 'resign' or 'abort'. */
  t: 'resign' | 'abort';
  /** The game's length when sent. */
  ply: number;
}

/** A fallen flag: the sender's own (it lost on time) or a claim on the receiver's. */
export interface FlagMessage {
  /** 'flag'. */
  t: 'flag';
  /** Whose flag fell. */
  color: Color;
  /** The game's length when sent. */
  ply: number;
}

/** A rematch offer or its answer. */
export interface RematchMessage {
  /** 'rematch'. */
  t: 'rematch';
  /** 'offer', 'accept' or 'decline'. */
  act: 'offer' | 'accept' | 'decline';
  /** The new game's id (the offer's). */
  game: string;
}

/** A ping, or the pong that answers it (the round trip sets the lag allowance). */
export interface PingMessage {
  /** 'ping' or 'pong'. */
  t: 'ping' | 'pong';
  /** The ping's number, which the pong repeats. */
  id: number;
}

/** One message of the protocol (docs/play.md). */
export type Message = HelloMessage | WelcomeMessage | MoveMessage | OfferMessage | EndMessage | FlagMessage | RematchMessage | PingMessage;

/** The two players' names (shown as text only). */
export interface Names {
  /** This side's player. */
  me: string;
  /** The other side's, or null until it said it. */
  peer: string | null;
}

/** The offers standing. */
export interface Offers {
  /** A draw offer, by whom. */
  draw: 'me' | 'peer' | null;
  /** A takeback request, by whom. */
  takeback: 'me' | 'peer' | null;
  /** A rematch offer, by whom. */
  rematch: 'me' | 'peer' | null;
}

/** Both clocks at a moment. */
export interface Clocks {
  /** White's, in ms. */
  w: number;
  /** Black's, in ms. */
  b: number;
  /** The side whose clock runs, or null (before each side's first move, and after the end). */
  running: Color | null;
}

/** What a Match's 'takeback' event says. */
export interface TakebackDetail {
  /** The game's length after the takeback. */
  plies: number;
}

/**
 * Why a message from the other side was refused: `message` is a sentence an app can show.
 * @example
 * import { readMessage, ProtocolError } from 'ferrochess/play';
 * let caught;
 * try { readMessage('{"t":"move"'); } catch (error) { caught = error; }
 * caught instanceof ProtocolError; // true
 * caught.message; // 'a message is not valid JSON'
 */
export class ProtocolError extends Error {
  /**
   * A refusal with its reason.
   * @example
   * import { ProtocolError } from 'ferrochess/play';
   * new ProtocolError('a move for ply 9, but the next ply is 4').name; // 'ProtocolError'
   */
  constructor(reason: string);
}

/**
 * Reads one message from the other side: text of at most MAX_MESSAGE_CHARS characters holding a
 * JSON object of a known kind with exactly its fields, each valid. Throws a ProtocolError otherwise.
 * Legality (whose turn, which ply, which move) is the Match's to check.
 * @example
 * import { readMessage } from 'ferrochess/play';
 * readMessage('{"t":"resign","ply":12}'); // { t: 'resign', ply: 12 }
 * let reason;
 * try { readMessage('{"t":"resign","ply":12,"note":"<b>"}'); } catch (error) { reason = error.message; }
 * reason; // 'a resign message has no field "note"'
 */
export function readMessage(text: unknown): Message;

/**
 * A message's text, checked first as readMessage checks what arrives (a TypeError-free throw of a
 * ProtocolError for a bad one).
 * @example
 * import { writeMessage } from 'ferrochess/play';
 * writeMessage({ t: 'ping', id: 1 }); // '{"t":"ping","id":1}'
 */
export function writeMessage(message: Message): string;

/**
 * Whether `value` is a name the protocol carries: 1 to 40 characters of text with no control
 * characters and no spaces at either end. Markup is allowed: a name is shown as text only.
 * @example
 * import { isName } from 'ferrochess/play';
 * [isName('Ju Wenjun'), isName('<b>Eve</b>'), isName(' Bob'), isName('a\u0000b')]; // [true, true, false, false]
 */
export function isName(value: unknown): boolean;

/**
 * A new game id: 16 characters of [A-Za-z0-9_-] from the platform's random source.
 * @example
 * import { newGameId } from 'ferrochess/play';
 * /^[\w-]{16}$/.test(newGameId()); // true
 */
export function newGameId(): string;

/** The longest correspondence code read, in characters. */
export const MAX_POST_CODE_CHARS: 16384;

/** What Correspondence.open says is new in a friend's code. */
export interface CorrespondenceNews {
  /** The friend's new moves, in SAN (none or one). */
  moves: string[];
  /** Whether the friend offers a draw with this code. */
  draw: boolean;
  /** Whether the code is one this side sent (nothing new in it). */
  own: boolean;
  /** Whether the code grants this side's takeback (its last move is gone). */
  tookBack?: boolean;
}

/** What Correspondence.open gives. */
export interface CorrespondenceOpened {
  /** The game, as the code brings it. */
  match: Correspondence;
  /** What the code brought. */
  news: CorrespondenceNews;
}

/** What a correspondence code holds (Correspondence#data). */
export interface CorrespondenceLetter {
  /** The format's version. */
  v: number;
  /** The game's id. */
  id: string;
  /** The day the game started (PGN's format). */
  date: string;
  /** White's name, once known. */
  w: string | null;
  /** Black's name, once known. */
  b: string | null;
  /** The start, or null for the standard one. */
  fen: string | null;
  /** Chess960's castling rules. */
  chess960: boolean;
  /** Every move, in UCI, separated by spaces. */
  moves: string;
  /** The side whose draw offer stands, or null. */
  draw: Color | null;
  /** The side asking to take back its last move, or null. */
  takeback: Color | null;
  /** How the sender ended the game: it resigned, or it accepted a draw; null otherwise. */
  end: 'resign' | 'draw' | null;
  /** The sender's colour. */
  by: Color;
}

/** A correspondence game as plain data (JSON), from Correspondence#save. */
export interface SavedCorrespondence {
  /** The game's id. */
  id: string;
  /** The day it started. */
  date: string;
  /** This side's colour. */
  me: Color;
  /** White's name, once known. */
  w: string | null;
  /** Black's name, once known. */
  b: string | null;
  /** The start, or null for the standard one. */
  fen: string | null;
  /** Chess960's castling rules. */
  chess960: boolean;
  /** Every move, in UCI. */
  moves: string[];
  /** The side whose draw offer stands, or null. */
  draw: Color | null;
  /** The side asking to take back its last move, or null. */
  takeback: Color | null;
  /** How the game ended, once it did. */
  end: MatchResult | null;
}

/**
 * A game by correspondence: no connection at all. Each change a player makes (a move, a draw
 * offered or accepted, a resignation) gives a code holding the whole game, for a link that any
 * messenger carries; the friend opens it, and answers with the next. A code is untrusted: checked
 * before anything is kept (its size and shape, the names, every move by the rules) and, against
 * the game kept from the last code, it may add only what its sender may do (one move of its own,
 * its own draw offer, the acceptance of a draw offered to it, its own resignation).
 * @example
 * import { Correspondence } from 'ferrochess/play';
 * const alice = Correspondence.start({ name: 'Alice', color: 'w' });
 * alice.move('e4');
 * const { match: bob, news } = await Correspondence.open(await alice.code(), { name: 'Bob' });
 * [bob.color, news.moves, bob.myTurn]; // ['b', ['e4'], true]
 * bob.move('c5');
 * const reply = await Correspondence.open(await bob.code(), { kept: alice.save() });
 * reply.match.game.history(); // ['e4', 'c5']
 */
export class Correspondence {
  /**
   * A new game: this player's name, colour ('w', 'b' or 'random'), the start (`fen`, `chess960`),
   * an id (default a new one), a Chess to play on (`game`) and the friend's name when known
   * (`peer`). Send its code after this side's first move, or at once when the friend moves first.
   * @example
   * import { Correspondence } from 'ferrochess/play';
   * const game = Correspondence.start({ name: 'Alice', color: 'b' });
   * [game.color, game.myTurn, game.names]; // ['b', false, { me: 'Alice', peer: null }]
   */
  static start(options: { name: string; color?: Color | 'random'; fen?: string; chess960?: boolean; id?: string; game?: Chess; peer?: string | null }): Correspondence;
  /**
   * Opens a friend's code: `name` (this player's, for a game new here), `kept` (this game's save()
   * from before, when this browser has it), `game` (a Chess to play on). Rejects with an Error
   * saying what is wrong with a code that is not a game, not legal, or not what the friend may
   * send after the game kept here.
   * @example
   * import { Correspondence } from 'ferrochess/play';
   * const alice = Correspondence.start({ name: 'Alice', color: 'w' });
   * alice.move('d4');
   * const kept = alice.save();
   * const { match: bob } = await Correspondence.open(await alice.code(), { name: 'Bob' });
   * bob.move('d5');
   * const answer = await bob.code();
   * (await Correspondence.open(answer, { kept })).news.moves; // ['d5']
   * await Correspondence.open('c1AAAA', { kept }).catch((error) => error.message.startsWith('this is not a correspondence game')); // true
   */
  static open(code: string, options?: { name?: string; kept?: SavedCorrespondence | null; game?: Chess }): Promise<CorrespondenceOpened>;
  /**
   * A game from what save() gave, checked and its moves played again (a TypeError otherwise).
   * @example
   * import { Correspondence } from 'ferrochess/play';
   * const game = Correspondence.start({ name: 'Alice', color: 'w' });
   * game.move('e4');
   * Correspondence.restore(JSON.parse(JSON.stringify(game.save()))).game.history(); // ['e4']
   */
  static restore(saved: SavedCorrespondence, options?: { game?: Chess }): Correspondence;
  /**
   * The game's id.
   * @example
   * import { Correspondence } from 'ferrochess/play';
   * Correspondence.start({ name: 'Alice', id: 'my-game-1' }).id; // 'my-game-1'
   */
  readonly id: string;
  /**
   * This side's colour.
   * @example
   * import { Correspondence } from 'ferrochess/play';
   * Correspondence.start({ name: 'Alice', color: 'b' }).color; // 'b'
   */
  readonly color: Color;
  /**
   * This player's name and the friend's (null until the friend has sent a code).
   * @example
   * import { Correspondence } from 'ferrochess/play';
   * Correspondence.start({ name: 'Alice' }).names; // { me: 'Alice', peer: null }
   */
  readonly names: Names;
  /**
   * The game, to read (moves, FEN, the PGN with its headers); play through the Correspondence.
   * @example
   * import { Correspondence } from 'ferrochess/play';
   * const game = Correspondence.start({ name: 'Alice', color: 'w' });
   * game.move('e4');
   * game.game.fen(); // 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1'
   */
  readonly game: Chess;
  /**
   * 'playing' or 'ended'.
   * @example
   * import { Correspondence } from 'ferrochess/play';
   * const game = Correspondence.start({ name: 'Alice', color: 'w' });
   * game.resign();
   * game.status; // 'ended'
   */
  readonly status: 'playing' | 'ended';
  /**
   * Whether it is this side's move.
   * @example
   * import { Correspondence } from 'ferrochess/play';
   * Correspondence.start({ name: 'Alice', color: 'w' }).myTurn; // true
   */
  readonly myTurn: boolean;
  /**
   * The result once ended, else null.
   * @example
   * import { Correspondence } from 'ferrochess/play';
   * const game = Correspondence.start({ name: 'Alice', color: 'w' });
   * game.resign();
   * game.result; // { result: '0-1', winner: 'b', reason: 'resignation' }
   */
  readonly result: MatchResult | null;
  /**
   * The draw offer standing: 'me', 'peer' or null.
   * @example
   * import { Correspondence } from 'ferrochess/play';
   * const game = Correspondence.start({ name: 'Alice', color: 'w' });
   * game.offerDraw();
   * game.drawOffer; // 'me'
   */
  readonly drawOffer: 'me' | 'peer' | null;
  /**
   * The takeback request standing: 'me', 'peer' or null.
   * @example
   * import { Correspondence } from 'ferrochess/play';
   * const game = Correspondence.start({ name: 'Alice', color: 'w' });
   * game.move('e4');
   * game.requestTakeback();
   * game.takebackRequest; // 'me'
   */
  readonly takebackRequest: 'me' | 'peer' | null;
  /**
   * What the code holds now.
   * @example
   * import { Correspondence } from 'ferrochess/play';
   * const game = Correspondence.start({ name: 'Alice', color: 'w' });
   * game.move('e4');
   * [game.data.moves, game.data.by, game.data.w]; // ['e2e4', 'w', 'Alice']
   */
  readonly data: CorrespondenceLetter;
  /**
   * Plays this side's move (SAN, UCI or { from, to, promotion }); returns the Move. Then send code().
   * A draw offer of the friend's lapses with it.
   * @example
   * import { Correspondence } from 'ferrochess/play';
   * const game = Correspondence.start({ name: 'Alice', color: 'w' });
   * game.move('Nf3').san; // 'Nf3'
   */
  move(move: string | { from: string; to: string; promotion?: string }): Move;
  /**
   * Offers a draw, sent with the next code (or accepts the friend's standing offer).
   * @example
   * import { Correspondence } from 'ferrochess/play';
   * const game = Correspondence.start({ name: 'Alice', color: 'w' });
   * game.offerDraw();
   * game.data.draw; // 'w'
   */
  offerDraw(): void;
  /**
   * Accepts the friend's draw offer: the game is drawn (send the code).
   * @example
   * import { Correspondence } from 'ferrochess/play';
   * const alice = Correspondence.start({ name: 'Alice', color: 'w' });
   * alice.move('e4');
   * alice.offerDraw();
   * const { match: bob } = await Correspondence.open(await alice.code(), { name: 'Bob' });
   * bob.acceptDraw();
   * bob.result.result; // '1/2-1/2'
   */
  acceptDraw(): void;
  /**
   * Asks the friend to take back this side's last move, before they answer it (sent with the next
   * code).
   * @example
   * import { Correspondence } from 'ferrochess/play';
   * const game = Correspondence.start({ name: 'Alice', color: 'w' });
   * game.move('f3');
   * game.requestTakeback();
   * game.data.takeback; // 'w'
   */
  requestTakeback(): void;
  /**
   * Takes back the friend's last move, as they asked (send the code): their turn again.
   * @example
   * import { Correspondence } from 'ferrochess/play';
   * const alice = Correspondence.start({ name: 'Alice', color: 'w' });
   * alice.move('f3');
   * alice.requestTakeback();
   * const { match: bob } = await Correspondence.open(await alice.code(), { name: 'Bob' });
   * bob.acceptTakeback();
   * const back = await Correspondence.open(await bob.code(), { kept: alice.save() });
   * [back.news.tookBack, back.match.game.history()]; // [true, []]
   */
  acceptTakeback(): void;
  /**
   * Declines the friend's takeback request (a move declines it too).
   * @example
   * import { Correspondence } from 'ferrochess/play';
   * const alice = Correspondence.start({ name: 'Alice', color: 'w' });
   * alice.move('f3');
   * alice.requestTakeback();
   * const { match: bob } = await Correspondence.open(await alice.code(), { name: 'Bob' });
   * bob.declineTakeback();
   * bob.takebackRequest; // null
   */
  declineTakeback(): void;
  /**
   * After the game: a new one with the same friend, colours swapped (send its code).
   * @example
   * import { Correspondence } from 'ferrochess/play';
   * const game = Correspondence.start({ name: 'Alice', color: 'w' });
   * game.resign();
   * const next = game.rematch();
   * [next.color, next.status]; // ['b', 'playing']
   */
  rematch(options?: { game?: Chess }): Correspondence;
  /**
   * Resigns (send the code): the friend wins.
   * @example
   * import { Correspondence } from 'ferrochess/play';
   * const game = Correspondence.start({ name: 'Alice', color: 'b' });
   * game.resign();
   * game.data.end; // 'resign'
   */
  resign(): void;
  /**
   * The code of the game as it is now ('c1' and base64url), for a link's fragment.
   * @example
   * import { Correspondence } from 'ferrochess/play';
   * const game = Correspondence.start({ name: 'Alice', color: 'w' });
   * game.move('e4');
   * (await game.code()).startsWith('c1'); // true
   */
  code(): Promise<string>;
  /**
   * The game as plain data (JSON) to keep until the friend's next code.
   * @example
   * import { Correspondence } from 'ferrochess/play';
   * const game = Correspondence.start({ name: 'Alice', color: 'w' });
   * game.move('e4');
   * game.save().moves; // ['e2e4']
   */
  save(): SavedCorrespondence;
}

/** The longest game code read, in characters. */
export const MAX_GAME_CODE_CHARS: 65536;
/** The most a game code may inflate to, in bytes of PGN. */
export const MAX_GAME_BYTES: 1048576;

/**
 * A game as a code for a link: its PGN (headers, comments, NAGs and variations included)
 * deflated, in base64url after the prefix 'g1'. Put in a URL's fragment, it is never sent to a
 * server; the site opens `#/analysis/game/<code>`. A 45-move game is about 650 characters.
 * @example
 * import { gameCode, readGameCode } from 'ferrochess/play';
 * const code = await gameCode('1. e4 {the best by test} e5 (1... c5) *');
 * code.startsWith('g1'); // true
 * await readGameCode(code); // '1. e4 {the best by test} e5 (1... c5) *'
 */
export function gameCode(pgn: string): Promise<string>;

/**
 * The PGN a game code holds. A code from a link is untrusted: one of another kind, with other
 * characters, over MAX_GAME_CODE_CHARS or inflating past MAX_GAME_BYTES is refused with an
 * Error saying so; what comes back is text only, for Chess#loadPgn to read (and check).
 * @example
 * import { readGameCode } from 'ferrochess/play';
 * let reason;
 * try { await readGameCode('g1<script>'); } catch (error) { reason = error.message; }
 * reason; // "this is not a game's code: it holds characters a code does not have"
 */
export function readGameCode(code: string): Promise<string>;

/** The longest connection code accepted, in characters. */
export const MAX_CODE_CHARS: 8192;
/** How long gathering the connection's addresses may take before its code is written (ms). */
export const GATHER_TIMEOUT_MS: 5000;

/** The host's side of a connection being made (offerConnection). */
export interface ConnectionOffer {
  /** The offer as a code (about 500 characters) to pass to the other person: in a link's fragment, a QR code, a message. */
  readonly code: string;
  /** The browser's connection. */
  readonly connection: RTCPeerConnection;
  /** Takes the other person's answer code; resolves to the open data channel (a browser's: see offerConnection's example). */
  readonly connect: (answerCode: string) => Promise<RTCDataChannel>;
  /** Closes the connection. */
  readonly close: () => void;
}

/** The guest's side of a connection being made (answerConnection). */
export interface ConnectionAnswer {
  /** The answer as a code to pass back to the host. */
  readonly code: string;
  /** The browser's connection. */
  readonly connection: RTCPeerConnection;
  /** Resolves to the open data channel once the host has taken the answer. */
  readonly channel: Promise<RTCDataChannel>;
  /** Closes the connection. */
  readonly close: () => void;
}

/**
 * In a browser page: makes a WebRTC connection offer as a code for the other person, with no
 * signalling server (the two people pass the codes themselves). `iceServers`: STUN or TURN
 * servers, none by default (enough on one network or over IPv6; across NATs a STUN server helps).
 * Where there is no WebRTC (Node, a worker) it rejects with a clear error.
 * @example
 * import { offerConnection } from 'ferrochess/play';
 * // In a page: const invitation = await offerConnection();
 * //   share(`${location.origin}${location.pathname}#/play/friend/${invitation.code}`);
 * //   const channel = await invitation.connect(answerCodeFromFriend);
 * let reason;
 * try { await offerConnection(); } catch (error) { reason = error.message; }
 * reason; // 'WebRTC is not available here: offerConnection needs a browser page'
 */
export function offerConnection(options?: { iceServers?: RTCIceServer[] }): Promise<ConnectionOffer>;

/**
 * In a browser page: answers an offer's code (from a link: untrusted, checked before use); its
 * `code` goes back to the host, its `channel` opens once the host has taken it.
 * @example
 * import { answerConnection } from 'ferrochess/play';
 * let reason;
 * try { await answerConnection('a1K7M14OXKt9VV'); } catch (error) { reason = error.message; }
 * reason; // 'this is an answer code, not an invitation'
 */
export function answerConnection(offerCode: string, options?: { iceServers?: RTCIceServer[] }): Promise<ConnectionAnswer>;

/** What a Match's 'start' event says. */
export interface StartDetail {
  /** The game's id. */
  game: string;
  /** This side's colour. */
  color: Color;
  /** The two players' names (shown as text only). */
  names: Names;
}

/** What a Match's 'move' event says. */
export interface MoveDetail {
  /** The move, as chess.js describes it. */
  move: Move;
  /** Who played it. */
  by: 'me' | 'peer';
}

/** What a Match's 'offer' and 'answer' events say. */
export interface OfferDetail {
  /** What is offered or answered. */
  kind: 'draw' | 'takeback' | 'rematch';
  /** Who offered (for 'offer') or answered (for 'answer'). */
  by: 'me' | 'peer';
  /** For 'answer': whether it was accepted. */
  accepted?: boolean;
}

/** How a game ended. */
export interface MatchResult {
  /** The PGN result; '*' for an aborted game. */
  result: '1-0' | '0-1' | '1/2-1/2' | '*';
  /** The winner, or null (a draw, or aborted). */
  winner: Color | null;
  /** 'checkmate', 'resignation', 'time', 'agreement', 'aborted', 'stalemate', 'insufficient material', 'threefold repetition', 'fifty-move rule' or 'move limit'. */
  reason: string;
}

/** What a Match's 'refused' event says. */
export interface RefusedDetail {
  /** Why, as a sentence (the other side's words never appear in it as markup). */
  reason: string;
  /** The refused message's kind, where it had a known one. */
  kind: MessageKind | null;
}

/** What a Match's 'connection' event says. */
export interface ConnectionDetail {
  /** 'lost' (disconnected()) or 'open' (reconnect()). */
  state: 'open' | 'lost';
}

/** What a Match's 'sync' event says: the other side's game agrees with this side's, at `ply`. */
export interface SyncDetail {
  /** The game's length once both sides agree. */
  ply: number;
}

/** Both sides' times, in ms. */
export interface ClockTimes {
  /** White's. */
  w: number;
  /** Black's. */
  b: number;
}

/** The clocks as a saved match keeps them. */
export interface SavedClocks {
  /** What each side last reported (the base of the check of its next report). */
  reported: ClockTimes;
  /** Each side's clock as this side counts it, at the last move. */
  shown: ClockTimes;
  /** The side whose clock runs (or would run). */
  turn: Color;
  /** Whether the clocks run (from each side's first move on). */
  running: boolean;
  /** How long the running clock had run when saved, in ms. */
  elapsed: number;
}

/** The game a saved match plays, as the host made it. */
export interface SavedSetup {
  /** The game's id. */
  game: string;
  /** The time control, or null. */
  time: TimeControl | null;
  /** Chess960's castling rules. */
  chess960: boolean;
  /** The start position. */
  fen: string;
  /** The host's colour. */
  hostColor: Color;
}

/** An offer standing in a saved match. */
export interface SavedOffer {
  /** Who made it. */
  by: 'me' | 'peer';
  /** The game's length when it was made (draws and takebacks). */
  ply?: number;
  /** The new game's id (rematches). */
  game?: string;
}

/** The clocks before a ply, as a saved match keeps them for takebacks. */
export interface SavedClockTimes {
  /** What each side had reported. */
  reported: ClockTimes;
  /** Each side's clock as this side counted it. */
  shown: ClockTimes;
}

/** The offers standing in a saved match. */
export interface SavedOffers {
  /** A draw offer. */
  draw: SavedOffer | null;
  /** A takeback request. */
  takeback: SavedOffer | null;
  /** A rematch offer. */
  rematch: SavedOffer | null;
}

/** A move as a saved match keeps this side's last one. */
export interface SavedMove {
  /** The game's length after it. */
  ply: number;
  /** The move in UCI. */
  uci: string;
  /** The clock reported with it, or null. */
  clock: number | null;
}

/**
 * A Match as plain data (JSON), from Match#save, for Match.restore. Keep it whole; Match.restore
 * checks every field.
 */
export interface SavedMatch {
  /** The protocol's version. */
  v: number;
  /** Whether this side made the game. */
  host: boolean;
  /** This player's name. */
  name: string;
  /** The other player's, once known. */
  peer: string | null;
  /** The match's status. */
  status: 'new' | 'waiting' | 'playing' | 'ended';
  /** This side's colour, once set. */
  color: Color | null;
  /** The game, once made or heard. */
  setup: SavedSetup | null;
  /** The PGN date the game started, once it did. */
  date: string | null;
  /** The moves, in UCI. */
  moves: string[];
  /** The clocks before each ply, for takebacks. */
  before: (SavedClockTimes | null)[];
  /** The offers standing. */
  offers: SavedOffers;
  /** How the game ended, once it did. */
  result: MatchResult | null;
  /** This side's last move as sent. */
  last: SavedMove | null;
  /** How this side ended the game itself. */
  endedBy: 'resign' | 'abort' | 'draw' | 'flag' | null;
  /** The clocks, or null without a time control. */
  clock: SavedClocks | null;
  /** Date.now() when it was saved: the side to move's clock runs on from there. */
  savedAt: number;
}

/** The events of a Match and what each carries in `detail`. */
export interface MatchEventMap {
  /** The game started (after hello and welcome, and at a rematch). */
  start: MatchEvent<StartDetail>;
  /** A move was played, by this side or the other. */
  move: MatchEvent<MoveDetail>;
  /** A draw, takeback or rematch was offered. */
  offer: MatchEvent<OfferDetail>;
  /** An offer was answered. */
  answer: MatchEvent<OfferDetail>;
  /** Moves were taken back: `plies` is the game's length after. */
  takeback: MatchEvent<TakebackDetail>;
  /** The game ended. */
  end: MatchEvent<MatchResult>;
  /** A message from the other side was refused; nothing changed. */
  refused: MatchEvent<RefusedDetail>;
  /** The connection was lost (disconnected()) or a new one given (reconnect()). */
  connection: MatchEvent<ConnectionDetail>;
  /** After a new connection, the other side's game agrees with this one (the side behind caught up). */
  sync: MatchEvent<SyncDetail>;
}

/**
 * An event of a Match, with what happened in `detail`.
 * @example
 * import { MatchEvent } from 'ferrochess/play';
 * new MatchEvent('refused', { reason: 'too many messages', kind: null }).detail.reason; // 'too many messages'
 */
export class MatchEvent<T = unknown> extends Event {
  /**
   * An event of type `type` carrying `detail`.
   * @example
   * import { MatchEvent } from 'ferrochess/play';
   * new MatchEvent('takeback', { plies: 4 }).type; // 'takeback'
   */
  constructor(type: string, detail: T);
  /** What happened. */
  readonly detail: T;
}

/** What both Match.host and Match.join take. */
export interface PeerOptions {
  /** This player's name (see isName). */
  name: string;
  /** Sends a message's text to the other side (a data channel's send, a BroadcastChannel's postMessage, …). */
  send: (text: string) => void;
  /** The time in ms (default performance.now): the clocks count by it. */
  now?: () => number;
  /**
   * A Chess to play the game on (default one of the match's own): an app's own game, whose board
   * and move list then follow the match through its tree's change notices. It is loaded with the
   * start when the game starts; play through the Match only.
   */
  game?: Chess;
}

/** What Match.host takes besides PeerOptions. */
export interface HostOptions extends PeerOptions {
  /** The time control, or null (the default) for no clock. */
  time?: TimeControl | null;
  /** The host's colour: 'w', 'b' or 'random' (the default). */
  color?: Color | 'random';
  /** The start position (default the standard one). */
  fen?: string;
  /** Chess960's castling rules (default false). */
  chess960?: boolean;
  /** The game's id (default a new one). */
  id?: string;
}

/**
 * One side of a game between two people on two devices, over any transport that carries text both
 * ways. Each side runs one with the same rules; the host makes the game and sends hello (open), the
 * guest answers it; from then on each side's moves, offers and answers go as messages, and every
 * message from the other side is checked before it changes anything (a 'refused' event says why
 * one was not taken). Clocks: each side times its own thinking and reports its clock with its
 * move; the other side's clock runs here from this side's move, less a lag allowance, so a move's
 * transit is not charged to the player waiting for it.
 * @example
 * import { Match } from 'ferrochess/play';
 * let guest;
 * const host = Match.host({ name: 'Alice', color: 'w', send: (text) => guest.receive(text) });
 * guest = Match.join({ name: 'Bob', send: (text) => host.receive(text) });
 * host.open();
 * host.move('e4');
 * guest.move('e5');
 * guest.game.history(); // ['e4', 'e5']
 * host.names; // { me: 'Alice', peer: 'Bob' }
 */
export class Match extends EventTarget {
  /**
   * The side that makes the game; call open() once the transport is ready.
   * @example
   * import { Match } from 'ferrochess/play';
   * const host = Match.host({ name: 'Alice', time: { initial: 180_000, increment: 2_000 }, color: 'b', send: () => {} });
   * [host.status, host.id.length]; // ['new', 16]
   * // On the app's own game: its board follows the match.
   * import { Chess } from 'ferrochess';
   * const board = new Chess();
   * let guest;
   * const mine = Match.host({ name: 'Alice', color: 'b', game: board, send: (text) => guest.receive(text) });
   * guest = Match.join({ name: 'Bob', send: (text) => mine.receive(text) });
   * mine.open();
   * guest.move('e4');
   * board.history(); // ['e4']
   */
  static host(options: HostOptions): Match;
  /**
   * The side that joins: it waits for the host's hello (receive) and answers it.
   * @example
   * import { Match } from 'ferrochess/play';
   * const guest = Match.join({ name: 'Bob', send: () => {} });
   * [guest.status, guest.color]; // ['new', null]
   */
  static join(options: PeerOptions): Match;
  /** 'new', 'waiting' (the host's hello sent), 'playing' or 'ended'. */
  readonly status: 'new' | 'waiting' | 'playing' | 'ended';
  /** This side's colour once the game is set, else null. */
  readonly color: Color | null;
  /** The game's id once known, else null. */
  readonly id: string | null;
  /** This player's name and the other side's (null until it said it). Show them as text only. */
  readonly names: Names;
  /** The game, to read (moves, FEN, PGN with its headers). A change made to it is not sent: play through the Match. */
  readonly game: Chess | null;
  /** How the game ended, or null. */
  readonly result: MatchResult | null;
  /** The offers standing, each 'me', 'peer' or null. */
  readonly offers: Offers;
  /** Whether the game can still be aborted (before each side has made its first move). */
  readonly abortable: boolean;
  /**
   * Both clocks now, in ms, and the side whose clock runs (null before each side's first move and
   * after the end); null in a game without a clock.
   * @example
   * import { Match } from 'ferrochess/play';
   * let guest;
   * const host = Match.host({ name: 'Alice', color: 'w', time: { initial: 60_000, increment: 1_000 }, send: (text) => guest.receive(text) });
   * guest = Match.join({ name: 'Bob', send: (text) => host.receive(text) });
   * host.open();
   * guest.clocks(); // { w: 60000, b: 60000, running: null }
   */
  clocks(): Clocks | null;
  /**
   * The host sends hello (again on a new transport, before the game starts).
   * @example
   * import { Match } from 'ferrochess/play';
   * const sent = [];
   * const host = Match.host({ name: 'Alice', send: (text) => sent.push(JSON.parse(text)) });
   * host.open();
   * [host.status, sent[0].t, sent[0].name]; // ['waiting', 'hello', 'Alice']
   */
  open(): void;
  /**
   * A message from the other side as the transport gave it: true when taken, false when refused
   * (a 'refused' event says why, and nothing changed).
   * @example
   * import { Match } from 'ferrochess/play';
   * let guest;
   * const host = Match.host({ name: 'Alice', color: 'w', send: (text) => guest.receive(text) });
   * guest = Match.join({ name: 'Bob', send: (text) => host.receive(text) });
   * const reasons = [];
   * host.addEventListener('refused', (event) => reasons.push(event.detail.reason));
   * host.open();
   * host.move('e4');
   * host.receive('{"t":"move","ply":2,"uci":"e7e4","clock":null,"hash":"0123456789abcdef"}'); // false
   * reasons; // ['an illegal move: e7e4 at ply 2']
   * host.game.history(); // ['e4']
   */
  receive(text: unknown): boolean;
  /**
   * Plays this side's move (SAN, UCI or { from, to, promotion }) and sends it; throws when it is
   * not this side's turn or the move is illegal.
   * @example
   * import { Match } from 'ferrochess/play';
   * let guest;
   * const host = Match.host({ name: 'Alice', color: 'w', send: (text) => guest.receive(text) });
   * guest = Match.join({ name: 'Bob', send: (text) => host.receive(text) });
   * host.open();
   * host.move('e2e4').san; // 'e4'
   * guest.game.fen(); // 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1'
   */
  move(move: string | { from: string; to: string; promotion?: string }): Move;
  /**
   * Offers a draw (or accepts the other side's standing offer).
   * @example
   * import { Match } from 'ferrochess/play';
   * let guest;
   * const host = Match.host({ name: 'Alice', color: 'w', send: (text) => guest.receive(text) });
   * guest = Match.join({ name: 'Bob', send: (text) => host.receive(text) });
   * host.open();
   * host.offerDraw();
   * guest.offers.draw; // 'peer'
   */
  offerDraw(): void;
  /**
   * Accepts the other side's draw offer: the game is drawn.
   * @example
   * import { Match } from 'ferrochess/play';
   * let guest;
   * const host = Match.host({ name: 'Alice', color: 'w', send: (text) => guest.receive(text) });
   * guest = Match.join({ name: 'Bob', send: (text) => host.receive(text) });
   * host.open();
   * host.offerDraw();
   * guest.acceptDraw();
   * host.result; // { result: '1/2-1/2', winner: null, reason: 'agreement' }
   */
  acceptDraw(): void;
  /**
   * Declines the other side's draw offer.
   * @example
   * import { Match } from 'ferrochess/play';
   * let guest;
   * const host = Match.host({ name: 'Alice', color: 'w', send: (text) => guest.receive(text) });
   * guest = Match.join({ name: 'Bob', send: (text) => host.receive(text) });
   * host.open();
   * host.offerDraw();
   * guest.declineDraw();
   * [host.offers.draw, host.status]; // [null, 'playing']
   */
  declineDraw(): void;
  /**
   * Asks to take back this side's last move (and the other side's reply, if it has made one).
   * @example
   * import { Match } from 'ferrochess/play';
   * let guest;
   * const host = Match.host({ name: 'Alice', color: 'w', send: (text) => guest.receive(text) });
   * guest = Match.join({ name: 'Bob', send: (text) => host.receive(text) });
   * host.open();
   * host.move('e4');
   * host.requestTakeback();
   * guest.offers.takeback; // 'peer'
   */
  requestTakeback(): void;
  /**
   * Takes back the moves the other side asked for, on both sides.
   * @example
   * import { Match } from 'ferrochess/play';
   * let guest;
   * const host = Match.host({ name: 'Alice', color: 'w', send: (text) => guest.receive(text) });
   * guest = Match.join({ name: 'Bob', send: (text) => host.receive(text) });
   * host.open();
   * host.move('e4');
   * guest.move('e5');
   * host.move('Qh5');
   * host.requestTakeback();
   * guest.acceptTakeback();
   * host.game.history(); // ['e4', 'e5']
   */
  acceptTakeback(): void;
  /**
   * Declines the other side's takeback request.
   * @example
   * import { Match } from 'ferrochess/play';
   * let guest;
   * const host = Match.host({ name: 'Alice', color: 'w', send: (text) => guest.receive(text) });
   * guest = Match.join({ name: 'Bob', send: (text) => host.receive(text) });
   * host.open();
   * host.move('e4');
   * host.requestTakeback();
   * guest.declineTakeback();
   * host.game.history(); // ['e4']
   */
  declineTakeback(): void;
  /**
   * Resigns: the other side wins.
   * @example
   * import { Match } from 'ferrochess/play';
   * let guest;
   * const host = Match.host({ name: 'Alice', color: 'w', send: (text) => guest.receive(text) });
   * guest = Match.join({ name: 'Bob', send: (text) => host.receive(text) });
   * host.open();
   * host.move('e4');
   * guest.resign();
   * host.result; // { result: '1-0', winner: 'w', reason: 'resignation' }
   */
  resign(): void;
  /**
   * Aborts the game before each side has made its first move: no result.
   * @example
   * import { Match } from 'ferrochess/play';
   * let guest;
   * const host = Match.host({ name: 'Alice', color: 'w', send: (text) => guest.receive(text) });
   * guest = Match.join({ name: 'Bob', send: (text) => host.receive(text) });
   * host.open();
   * guest.abort();
   * host.result; // { result: '*', winner: null, reason: 'aborted' }
   */
  abort(): void;
  /**
   * Looks at the clocks (call it as the clocks are drawn): this side's own fallen flag loses on
   * time and is said; the other side's (as counted here, its move's transit allowed for) is
   * claimed. Returns whether the game ended.
   * @example
   * import { Match } from 'ferrochess/play';
   * let now = 0;
   * let guest;
   * const host = Match.host({ name: 'Alice', color: 'w', time: { initial: 5_000, increment: 0 }, now: () => now, send: (text) => guest.receive(text) });
   * guest = Match.join({ name: 'Bob', now: () => now, send: (text) => host.receive(text) });
   * host.open();
   * host.move('e4');
   * guest.move('e5');
   * now = 6_000;
   * host.checkFlag(); // true
   * guest.result; // { result: '0-1', winner: 'b', reason: 'time' }
   */
  checkFlag(): boolean;
  /**
   * After the game, offers a rematch with colours swapped (or accepts the other side's).
   * @example
   * import { Match } from 'ferrochess/play';
   * let guest;
   * const host = Match.host({ name: 'Alice', color: 'w', send: (text) => guest.receive(text) });
   * guest = Match.join({ name: 'Bob', send: (text) => host.receive(text) });
   * host.open();
   * guest.abort();
   * host.offerRematch();
   * guest.offers.rematch; // 'peer'
   */
  offerRematch(): void;
  /**
   * Accepts the other side's rematch: a new game starts on both sides, colours swapped.
   * @example
   * import { Match } from 'ferrochess/play';
   * let guest;
   * const host = Match.host({ name: 'Alice', color: 'w', send: (text) => guest.receive(text) });
   * guest = Match.join({ name: 'Bob', send: (text) => host.receive(text) });
   * host.open();
   * host.move('e4');
   * guest.resign();
   * host.offerRematch();
   * guest.acceptRematch();
   * [host.color, guest.color, host.status]; // ['b', 'w', 'playing']
   */
  acceptRematch(): void;
  /**
   * Declines the other side's rematch offer.
   * @example
   * import { Match } from 'ferrochess/play';
   * let guest;
   * const host = Match.host({ name: 'Alice', color: 'w', send: (text) => guest.receive(text) });
   * guest = Match.join({ name: 'Bob', send: (text) => host.receive(text) });
   * host.open();
   * guest.resign();
   * host.offerRematch();
   * guest.declineRematch();
   * [host.offers.rematch, host.status]; // [null, 'ended']
   */
  declineRematch(): void;
  /**
   * Sends a ping; the pong's round trip sets the lag allowance the other side's clock is given.
   * @example
   * import { Match } from 'ferrochess/play';
   * const sent = [];
   * const host = Match.host({ name: 'Alice', send: (text) => sent.push(text) });
   * host.ping();
   * sent; // ['{"t":"ping","id":1}']
   */
  ping(): void;
  /**
   * 'open', or 'lost' from disconnected() until reconnect().
   * @example
   * import { Match } from 'ferrochess/play';
   * const host = Match.host({ name: 'Alice', send: () => {} });
   * host.disconnected();
   * host.connection; // 'lost'
   */
  readonly connection: 'open' | 'lost';
  /**
   * Says the transport closed: the game stays as it is (this side may still make its move; it
   * reaches the other side once reconnected). Emits 'connection'.
   * @example
   * import { Match } from 'ferrochess/play';
   * let guest;
   * const host = Match.host({ name: 'Alice', color: 'w', send: (text) => guest.receive(text) });
   * guest = Match.join({ name: 'Bob', send: (text) => host.receive(text) });
   * host.open();
   * const states = [];
   * host.addEventListener('connection', (event) => states.push(event.detail.state));
   * host.disconnected();
   * host.reconnect((text) => guest.receive(text));
   * states; // ['lost', 'open']
   */
  disconnected(): void;
  /**
   * A new transport to the same other side, after a lost connection or a reload (Match.restore):
   * `send` writes to it. The host whose hello went unanswered says hello again; a started game sends
   * where it is (a sync message), and the other side's sync brings the side behind up to date: a move
   * that did not arrive is played (checked as any move, its clock timed up to the loss), a takeback
   * whose answer was lost is made, a lost resignation or abort ends the game, standing offers are
   * made again. Emits 'connection', then 'sync' once the other side's sync is read.
   * @example
   * import { Match } from 'ferrochess/play';
   * let line = true;
   * let guest;
   * const host = Match.host({ name: 'Alice', color: 'w', send: (text) => line && guest.receive(text) });
   * guest = Match.join({ name: 'Bob', send: (text) => line && host.receive(text) });
   * host.open();
   * line = false; // the connection drops; White's move is lost on the way
   * host.disconnected();
   * guest.disconnected();
   * host.move('e4');
   * line = true;
   * guest.reconnect((text) => host.receive(text));
   * host.reconnect((text) => guest.receive(text));
   * guest.game.history(); // ['e4']
   */
  reconnect(send: (text: string) => void): void;
  /**
   * The match as plain data (JSON) to keep, so that it outlives a reload (Match.restore takes it
   * back); save it after each event and when the page is hidden.
   * @example
   * import { Match } from 'ferrochess/play';
   * let guest;
   * const host = Match.host({ name: 'Alice', color: 'w', send: (text) => guest.receive(text) });
   * guest = Match.join({ name: 'Bob', send: (text) => host.receive(text) });
   * host.open();
   * host.move('e4');
   * const saved = JSON.parse(JSON.stringify(guest.save()));
   * [saved.moves, saved.peer, saved.color]; // [['e2e4'], 'Alice', 'b']
   */
  save(): SavedMatch;
  /**
   * A match from what save() gave, checked field by field and its moves played again by the rules
   * (a TypeError says what is wrong); its connection is 'lost' until reconnect(). The side to
   * move's clock has run on while the page was away.
   * @example
   * import { Match } from 'ferrochess/play';
   * let guest;
   * const host = Match.host({ name: 'Alice', color: 'w', send: (text) => guest.receive(text) });
   * guest = Match.join({ name: 'Bob', send: (text) => host.receive(text) });
   * host.open();
   * host.move('e4');
   * const saved = JSON.stringify(guest.save()); // in localStorage, say
   * const again = Match.restore(JSON.parse(saved), { send: (text) => host.receive(text) });
   * [again.status, again.connection, again.game.history()]; // ['playing', 'lost', ['e4']]
   * again.reconnect((text) => host.receive(text));
   * again.move('e5');
   * host.game.history(); // ['e4', 'e5']
   */
  static restore(saved: SavedMatch, options?: Partial<Omit<PeerOptions, 'name'>>): Match;
  /**
   * Listens for one of the Match's events (see MatchEventMap).
   * @example
   * import { Match } from 'ferrochess/play';
   * let guest;
   * const host = Match.host({ name: 'Alice', color: 'w', send: (text) => guest.receive(text) });
   * guest = Match.join({ name: 'Bob', send: (text) => host.receive(text) });
   * const seen = [];
   * guest.addEventListener('move', (event) => seen.push(`${event.detail.by} ${event.detail.move.san}`));
   * host.open();
   * host.move('d4');
   * seen; // ['peer d4']
   */
  addEventListener<K extends keyof MatchEventMap>(type: K, listener: (event: MatchEventMap[K]) => void, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions): void;
}
