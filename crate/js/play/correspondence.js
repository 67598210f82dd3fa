// A game by correspondence (ferrochess/play, docs/play.md): no connection
// at all. Each change a player makes (a move, a draw offered or accepted, a
// takeback asked or granted, a resignation) gives a code holding the whole
// game — its id, the names, the start, every move in UCI, a standing draw
// offer or takeback request, how the sender ended it —
// packed (codes.js) after the prefix 'c1', for a link that any messenger
// carries. The other player opens it: the code is untrusted and checked
// before anything is kept (its size and shape, the names, every move by the
// rules) and, against the game kept from the last link, it may only add
// what its sender may do: one move of the sender's, its own draw offer or
// takeback request, acceptance of a draw this side offered, the takeback of
// this side's last move that this side asked for, its own resignation.

import { Chess } from '../rules/chess.js';
import { pack, unpack } from './codes.js';
import {
  MAX_PLIES, isGameId, isName, isPlainObject, newGameId, sameKeys,
} from './protocol.js';
import { options } from '../rules/check.js';

/** The longest correspondence code read, in characters. */
export const MAX_POST_CODE_CHARS = 16384;

/** The most a correspondence code may inflate to, in bytes. */
const MAX_POST_BYTES = 65536;

const PREFIX = 'c1';
const VERSION = 1;
const MOVES = /^(?:[a-h][1-8][a-h][1-8][qrbn]?(?: (?=.)|$))*$/;
const other = (color) => (color === 'w' ? 'b' : 'w');
const COLOR_NAMES = { w: 'White', b: 'Black' };
const DATE = /^\d{4}\.\d{2}\.\d{2}$/;

/** Today as a PGN date. */
function today() {
  const date = new Date();
  return `${date.getFullYear()}.${String(date.getMonth() + 1).padStart(2, '0')}.${String(date.getDate()).padStart(2, '0')}`;
}

/** What a code holds: each field and its check. */
const FIELDS = {
  v: (value) => value === VERSION,
  id: isGameId,
  date: (value) => typeof value === 'string' && DATE.test(value),
  w: (value) => value === null || isName(value),
  b: (value) => value === null || isName(value),
  fen: (value) => value === null || (typeof value === 'string' && value.length <= 100),
  chess960: (value) => typeof value === 'boolean',
  moves: (value) => typeof value === 'string' && value.length <= MAX_PLIES * 6 && MOVES.test(value),
  draw: (value) => value === null || value === 'w' || value === 'b',
  takeback: (value) => value === null || value === 'w' || value === 'b',
  end: (value) => value === null || value === 'resign' || value === 'draw',
  by: (value) => value === 'w' || value === 'b',
};

/** Checks a code's object field by field; returns it or throws an Error saying what is wrong. */
function checkLetter(letter) {
  if (!isPlainObject(letter) || !sameKeys(letter, Object.keys(FIELDS))) throw new Error('it does not hold a game by correspondence');
  for (const [name, valid] of Object.entries(FIELDS)) {
    if (!valid(letter[name])) throw new Error(`its ${name} is not valid`);
  }
  if (letter[letter.by] === null) throw new Error('it does not name its sender');
  return letter;
}

/**
 * A game between two people who send each other a link after each move.
 * Start one with Correspondence.start, open a friend's code with
 * Correspondence.open, keep it with save() and take it back with restore().
 */
export class Correspondence {
  /** The game as plain data: { id, me, w, b, fen, chess960, moves, draw, end }. */
  #data;
  #game;

  constructor(data, game) {
    this.#data = data;
    this.#game = game;
  }

  /**
   * A new game: `name` (this player's), `color` ('w', 'b' or 'random'),
   * `fen` and `chess960` (the start), `id` (default a new one), `game` (a
   * Chess to play it on, default one of its own), `peer` (the friend's
   * name, when known: a rematch). The first code goes to the friend after
   * this side's first move, or at once if the friend moves first.
   */
  static start(opts) {
    const {
      name, color = 'random', fen, chess960 = false, id = newGameId(), game, peer = null,
    } = options(opts, 'Correspondence.start', ['name', 'color', 'fen', 'chess960', 'id', 'game', 'peer']);
    if (!isName(name)) throw new TypeError(`a player's name must be 1 to 40 characters of text, got ${JSON.stringify(name)}`);
    if (peer !== null && !isName(peer)) throw new TypeError(`the friend's name must be 1 to 40 characters of text, got ${JSON.stringify(peer)}`);
    if (!['w', 'b', 'random'].includes(color)) throw new TypeError(`color must be 'w', 'b' or 'random', got ${JSON.stringify(color)}`);
    if (!isGameId(id)) throw new TypeError('id must be 6 to 64 characters of [A-Za-z0-9_-]');
    const me = color === 'random' ? (Math.random() < 0.5 ? 'w' : 'b') : color;
    const board = game ?? new Chess();
    board.load(fen ?? new Chess().fen(), { chess960: Boolean(chess960) });
    if (board.isGameOver()) throw new TypeError('the start is a finished position');
    const data = {
      id, date: today(), me, w: me === 'w' ? name : peer, b: me === 'b' ? name : peer, fen: fen === undefined ? null : board.fen(), chess960: Boolean(chess960), moves: [], draw: null, takeback: null, end: null,
    };
    const match = new Correspondence(data, board);
    match.#writeHeaders();
    return match;
  }

  /**
   * Opens a friend's code: `name` (this player's, for a game new here),
   * `kept` (this game's save() from before, if this browser has it),
   * `game` (a Chess to play it on). Returns { match, news }: `news.moves`
   * the new moves (SAN), `news.draw` whether the friend offers a draw,
   * `news.own` true when the code is one this side sent. Throws an Error
   * saying what is wrong with a code that is not a game, not legal, or
   * not what the friend may send after the game kept here.
   * @param {unknown} code
   * @param {{ name?: string, kept?: any, game?: any }} [opts]
   */
  static async open(code, opts = {}) {
    const { name, kept = null, game } = options(opts, 'Correspondence.open', ['name', 'kept', 'game']);
    if (typeof code !== 'string') throw new TypeError('a correspondence code must be text');
    const trimmed = code.trim();
    if (trimmed.length > MAX_POST_CODE_CHARS) throw new Error(`this is not a correspondence game's code: it is ${trimmed.length} characters long, over ${MAX_POST_CODE_CHARS}`);
    if (!trimmed.startsWith(PREFIX)) throw new Error('this is not a correspondence game\'s code');
    let letter;
    try {
      letter = checkLetter(JSON.parse(await unpack(trimmed.slice(PREFIX.length), MAX_POST_BYTES)));
    } catch (error) {
      throw new Error(`this is not a correspondence game's code: ${error.reason ?? error.message}`);
    }
    const moves = letter.moves === '' ? [] : letter.moves.split(' ');
    const board = game ?? new Chess();
    const played = replay(board, letter.fen, letter.chess960, moves);
    if (kept) {
      const before = Correspondence.restore(kept).#data;
      if (before.id !== letter.id) throw new Error('this code is for another game');
      return Correspondence.#answer(before, letter, moves, played, board);
    }
    const me = other(letter.by);
    const mine = name ?? letter[me];
    if (!isName(mine)) throw new TypeError(`a player's name must be 1 to 40 characters of text, got ${JSON.stringify(mine)}`);
    if (letter.end === 'draw' && letter.draw !== null) throw new Error('this code ends a game by a draw nobody offered');
    const data = {
      id: letter.id, date: letter.date, me, w: letter.w, b: letter.b, fen: letter.fen, chess960: letter.chess960, moves, draw: letter.draw, takeback: letter.takeback, end: null,
    };
    data[me] = mine;
    const match = new Correspondence(data, board);
    match.#settle(letter);
    return { match, news: { moves: played, draw: letter.draw === letter.by, own: false } };
  }

  /** A code opened against the game kept here (`before`): only what its sender may add. */
  static #answer(before, letter, moves, played, board) {
    const me = before.me;
    const sender = letter.by;
    const keep = (reason) => {
      throw new Error(reason);
    };
    // Against the game kept here: the code goes on from it.
    if (before.end) keep('this game is over here already');
    if (letter.fen !== before.fen || letter.chess960 !== before.chess960 || letter.date !== before.date) keep('this code starts the game elsewhere or on another day');
    if (letter.by !== me && before.takeback === me && letter.takeback === null
      && moves.length === before.moves.length - 1 && moves.every((move, index) => move === before.moves[index])) {
      // The friend granted this side's takeback: its last move is gone, its turn again.
      if (letter.draw !== null && letter.draw !== letter.by) keep('this code offers a draw for this side');
      const match = new Correspondence({ ...before, moves, draw: letter.draw, takeback: null }, board);
      match.#settle(letter);
      return { match, news: { moves: [], draw: letter.draw === letter.by, own: false, tookBack: true } };
    }
    if (moves.length < before.moves.length) keep(`this code is older than the game kept here (it has ${moves.length} moves, this game ${before.moves.length})`);
    if (before.moves.some((move, index) => moves[index] !== move)) keep('this code\'s moves differ from the game kept here');
    if (letter[me] !== null && letter[me] !== before[me]) keep(`this code names ${COLOR_NAMES[me]} otherwise than the game kept here`);
    const peer = other(me);
    if (before[peer] !== null && letter[peer] !== before[peer]) keep(`this code names ${COLOR_NAMES[peer]} otherwise than the game kept here`);
    const added = moves.slice(before.moves.length);
    if (sender === me) {
      // A code this side sent: nothing new in it.
      if (added.length > 0 || letter.end || letter.draw !== before.draw || letter.takeback !== before.takeback) keep('this code was sent from this game\'s other side as this side');
      const match = new Correspondence(before, board);
      match.#settle(letter);
      return { match, news: { moves: [], draw: false, own: true } };
    }
    if (added.length > 1) keep(`this code adds ${added.length} moves; a player adds one`);
    if (added.length === 1 && turnAt(before, before.moves.length) !== sender) keep('this code adds a move for the side that was not to move');
    // A draw offer: the sender's own, or this side's still standing (no move since).
    if (letter.draw !== null && letter.draw !== sender && !(letter.draw === before.draw && added.length === 0)) keep('this code offers a draw for this side');
    if (letter.end === 'draw' && before.draw !== me) keep('this code accepts a draw this side did not offer');
    // A takeback request: the sender's, of its own last move; or this side's, still standing.
    const lastMover = moves.length === 0 ? null : turnAt(before, moves.length - 1);
    if (letter.takeback !== null && !(letter.takeback === sender && lastMover === sender) && !(letter.takeback === before.takeback && added.length === 0)) keep('this code asks a takeback it may not ask');
    const data = {
      ...before, [peer]: letter[peer], moves, draw: letter.draw, takeback: letter.takeback,
    };
    const match = new Correspondence(data, board);
    match.#settle(letter);
    return { match, news: { moves: played.slice(before.moves.length), draw: letter.draw === sender && before.draw !== sender, own: false } };
  }

  /**
   * A game from what save() gave (checked, its moves played again), on `game` (a Chess) if given.
   * @param {any} saved checked here: it comes from storage
   * @param {{ game?: any }} [opts]
   */
  static restore(saved, opts = {}) {
    const { game } = options(opts, 'Correspondence.restore', ['game']);
    const valid = isPlainObject(saved) && sameKeys(saved, ['id', 'date', 'me', 'w', 'b', 'fen', 'chess960', 'moves', 'draw', 'takeback', 'end'])
      && isGameId(saved.id) && FIELDS.date(saved.date) && (saved.me === 'w' || saved.me === 'b') && isName(saved[saved.me])
      && [saved.w, saved.b].every((name) => name === null || isName(name))
      && FIELDS.fen(saved.fen) && typeof saved.chess960 === 'boolean'
      && Array.isArray(saved.moves) && saved.moves.length <= MAX_PLIES && FIELDS.moves(saved.moves.join(' '))
      && FIELDS.draw(saved.draw) && FIELDS.takeback(saved.takeback) && (saved.end === null || (isPlainObject(saved.end) && sameKeys(saved.end, ['result', 'winner', 'reason'])
        && ['1-0', '0-1', '1/2-1/2'].includes(saved.end.result) && [null, 'w', 'b'].includes(saved.end.winner) && typeof saved.end.reason === 'string'));
    if (!valid) throw new TypeError('a saved correspondence game must be what save() gave');
    const board = game ?? new Chess();
    replay(board, saved.fen, saved.chess960, saved.moves);
    const match = new Correspondence({ ...saved, moves: [...saved.moves], end: saved.end && { ...saved.end } }, board);
    match.#writeHeaders();
    if (saved.end) match.#writeResult();
    return match;
  }

  /** The game's id. */
  get id() {
    return this.#data.id;
  }

  /** This side's colour. */
  get color() {
    return this.#data.me;
  }

  /** This player's name and the friend's (null until the friend has sent one). */
  get names() {
    return { me: this.#data[this.#data.me], peer: this.#data[other(this.#data.me)] };
  }

  /** The game, to read (moves, FEN, PGN with headers): play through the Correspondence. */
  get game() {
    return this.#game;
  }

  /** 'playing' or 'ended'. */
  get status() {
    return this.#data.end ? 'ended' : 'playing';
  }

  /** Whether it is this side's move. */
  get myTurn() {
    return !this.#data.end && this.#game.turn() === this.#data.me;
  }

  /** The result once ended: { result, winner, reason }, else null. */
  get result() {
    return this.#data.end && { ...this.#data.end };
  }

  /** The draw offer standing: 'me', 'peer' or null. */
  get drawOffer() {
    const { draw, me } = this.#data;
    return draw === null ? null : draw === me ? 'me' : 'peer';
  }

  /** The takeback request standing: 'me', 'peer' or null. */
  get takebackRequest() {
    const { takeback, me } = this.#data;
    return takeback === null ? null : takeback === me ? 'me' : 'peer';
  }

  /** Plays this side's move (SAN, UCI or { from, to, promotion }); returns the Move. Then send code(). */
  move(move) {
    this.#mustPlay();
    if (!this.myTurn) throw new Error('it is not your turn');
    const played = this.#game.move(move);
    this.#data.moves.push(played.lan);
    // The friend's draw offer and takeback request lapse with this side's move; this side's own draw offer stands.
    if (this.#data.draw !== this.#data.me) this.#data.draw = null;
    this.#data.takeback = null;
    this.#endIfOver();
    return played;
  }

  /** Offers a draw (sent with the next code). */
  offerDraw() {
    this.#mustPlay();
    if (this.#data.draw === other(this.#data.me)) {
      this.acceptDraw();
      return;
    }
    this.#data.draw = this.#data.me;
  }

  /** Accepts the friend's draw offer: the game is drawn. */
  acceptDraw() {
    this.#mustPlay();
    if (this.#data.draw !== other(this.#data.me)) throw new Error('there is no draw offer to accept');
    this.#data.draw = null;
    this.#finish(null, 'agreement');
  }

  /** Asks the friend to take back this side's last move (they have not answered it yet); sent with the next code. */
  requestTakeback() {
    this.#mustPlay();
    const { moves, me } = this.#data;
    if (this.myTurn || moves.length === 0 || turnAt(this.#data, moves.length - 1) !== me) throw new Error('you have no move to take back: your last move was answered');
    this.#data.takeback = me;
  }

  /** Takes back the friend's last move, as they asked: their turn again (send the code). */
  acceptTakeback() {
    this.#mustPlay();
    if (this.#data.takeback !== other(this.#data.me)) throw new Error('there is no takeback request to accept');
    this.#game.undo();
    this.#data.moves.pop();
    this.#data.takeback = null;
    this.#data.draw = null;
  }

  /** Declines the friend's takeback request (a move declines it too). */
  declineTakeback() {
    if (this.#data.takeback !== other(this.#data.me)) throw new Error('there is no takeback request to decline');
    this.#data.takeback = null;
  }

  /**
   * After the game: a new one with the same friend, colours swapped, on `game` if given (send its code).
   * @param {{ game?: any }} [opts]
   */
  rematch(opts = {}) {
    const { game } = options(opts, 'Correspondence#rematch', ['game']);
    if (!this.#data.end) throw new Error('a rematch comes once the game has ended');
    const { me, fen, chess960 } = this.#data;
    return Correspondence.start({
      name: this.names.me, peer: this.names.peer, color: other(me), fen: fen ?? undefined, chess960, game,
    });
  }

  /** Resigns: the friend wins. */
  resign() {
    this.#mustPlay();
    this.#finish(other(this.#data.me), 'resignation');
  }

  /** The code of the game as it is now, to send the friend (in a link's fragment). */
  async code() {
    const { data } = this;
    return `${PREFIX}${await pack(JSON.stringify(data))}`;
  }

  /** What the code holds (checkLetter's fields): the game, and how this side ended it, if it did. */
  get data() {
    const d = this.#data;
    let end = null;
    if (d.end?.reason === 'resignation' && d.end.winner !== d.me) end = 'resign';
    else if (d.end?.reason === 'agreement') end = 'draw';
    return {
      v: VERSION, id: d.id, date: d.date, w: d.w, b: d.b, fen: d.fen, chess960: d.chess960, moves: d.moves.join(' '), draw: d.draw, takeback: d.takeback, end, by: d.me,
    };
  }

  /** The game as plain data (JSON) to keep until the next code: Correspondence.restore and open's `kept` take it. */
  save() {
    const {
      id, date, me, w, b, fen, chess960, moves, draw, takeback, end,
    } = this.#data;
    return {
      id, date, me, w, b, fen, chess960, moves: [...moves], draw, takeback, end: end && { ...end },
    };
  }

  #mustPlay() {
    if (this.#data.end) throw new Error('the game has ended');
  }

  /** After a code was read: its end (a resignation, a draw accepted), the board's, and the headers. */
  #settle(letter) {
    this.#writeHeaders();
    if (letter.end === 'resign' && letter.by !== this.#data.me) this.#finish(this.#data.me, 'resignation');
    else if (letter.end === 'draw' && letter.by !== this.#data.me) this.#finish(null, 'agreement');
    else this.#endIfOver();
  }

  #endIfOver() {
    const game = this.#game;
    if (this.#data.end) return;
    if (game.isCheckmate()) this.#finish(other(game.turn()), 'checkmate');
    else if (game.isStalemate()) this.#finish(null, 'stalemate');
    else if (game.isInsufficientMaterial()) this.#finish(null, 'insufficient material');
    else if (game.isThreefoldRepetition()) this.#finish(null, 'threefold repetition');
    else if (game.isDrawByFiftyMoves()) this.#finish(null, 'fifty-move rule');
  }

  /** Ends the game (how this side ended it goes in the next code: see data). */
  #finish(winner, reason) {
    this.#data.end = { result: winner === null ? '1/2-1/2' : winner === 'w' ? '1-0' : '0-1', winner, reason };
    this.#writeResult();
  }

  #writeHeaders() {
    const {
      w, b, chess960, date,
    } = this.#data;
    const game = this.#game;
    game.setHeader('Event', 'Correspondence game');
    game.setHeader('Site', 'ferrochess, by links');
    game.setHeader('Date', date);
    game.setHeader('White', w ?? '?');
    game.setHeader('Black', b ?? '?');
    if (chess960) game.setHeader('Variant', 'Chess960');
  }

  #writeResult() {
    this.#game.setHeader('Result', this.#data.end.result);
    this.#game.setHeader('Termination', 'Normal');
  }
}

/** Loads the start on `board` and plays `moves` (UCI), each checked; returns their SAN. Throws an Error naming a bad one. */
function replay(board, fen, chess960, moves) {
  try {
    board.load(fen ?? new Chess().fen(), { chess960 });
  } catch (error) {
    throw new Error(`its start is not a legal position: ${error.reason ?? error.message}`);
  }
  return moves.map((uci, index) => {
    try {
      return board.move(uci).san;
    } catch {
      throw new Error(`its move ${index + 1} (${uci}) is not legal`);
    }
  });
}

/** The side to move after `plies` moves of `data`'s game. */
function turnAt(data, plies) {
  const start = new Chess(data.fen ?? undefined, { chess960: data.chess960 });
  const first = start.turn();
  start.free();
  return plies % 2 === 0 ? first : other(first);
}
