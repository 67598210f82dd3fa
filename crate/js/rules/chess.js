// The chess.js-compatible `Chess`: the position and its moves
// (chess-position.js), with the game's record (PGN, headers, comments,
// NAGs and suffix annotations, the move tree, its nodes' clocks, evals,
// shapes and data), the board editor's edits (the side to move, castling
// rights, the en-passant square) and the engine's side (evaluate, explain,
// bestMove, opening) once `ferrochess/engine` is loaded.

import { WasmGame } from '../../pkg-rules/ferrochess_rules.js';
import {
  describe, options, optionalString, requireString,
} from './check.js';
import { replaceText, writeCommand } from './comment-commands.js';
import { Move } from './move.js';
import { chessJsError } from './chessjs-errors.js';
import {
  WHITE, BLACK, KING, QUEEN, SEVEN_TAG_ROSTER, SUFFIX_LIST,
} from './chess-constants.js';
import { parseComments, parseMoves, withCommands } from './chess-codes.js';
import {
  requireDataKey, requireNodeId, requireSeconds, requireScore, requireShapes,
} from './chess-checks.js';
import { pgnErrorMessage } from './chess-fen.js';
import { ChessPosition, internals, ADOPT } from './chess-position.js';

export { Move };
export {
  DEFAULT_POSITION, WHITE, BLACK, PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING, SQUARES, SEVEN_TAG_ROSTER, SUFFIX_LIST,
} from './chess-constants.js';
export { chess960Fen, validateFen } from './chess-fen.js';
export { mainlineKeys } from './chess-position.js';

// chess-position.js hands these out when its class is defined, before this module runs.
const {
  live: wasmGame, change, headers: headersOf, setHeaders,
} = internals;

// The engine's side of Chess (evaluate, explain, bestMove, opening), set by
// `ferrochess/engine` (engine-entry.js) once the engine module is loaded.
let engine = null;

/** Called once by engine-entry.js with the engine's side of Chess. */
export function installEngine(side) {
  engine = side;
}

function requireEngine(method) {
  if (!engine) {
    throw new Error(
      `Chess#${method} needs the engine module, which is not loaded: \`await loadEngine()\` (from 'ferrochess') or \`import 'ferrochess/engine'\` first`,
    );
  }
  return engine;
}

/**
 * The game a WasmPgnStream (pgn-stream.js) took last, as a new `Chess`,
 * read as loadPgn reads a text (not part of the public API): the rules
 * make the game at once, with no starting position made first and then
 * replaced. Throws what the reader found wrong.
 */
export let chessOfSplitGame;

/** A chess game with the API of chess.js 1.x, backed by Rust/wasm. */
export class Chess extends ChessPosition {
  static {
    chessOfSplitGame = (stream, strict, chess960) => new Chess(ADOPT, WasmGame.from_split_game(stream, strict, chess960));
  }


  /**
   * The current position as the engine module rebuilds it: the FEN the
   * line starts from, its moves (SAN) and the rules. Throws the rules'
   * reason when the board is no legal position.
   */
  #line() {
    const live = wasmGame(this);
    live.check_playable();
    const moves = parseMoves(live.history_verbose());
    return {
      fen: moves.length > 0 ? moves[0].before : live.fen(undefined),
      moves: moves.map((move) => move.san),
      chess960: live.is_chess960(),
    };
  }

  /**
   * Hands the move to `color`: a null move in a game (an Error in check);
   * false when `color` is already to move. With `{ edit: true }` the
   * position is edited instead, as a board editor does: any position may
   * result (even one where the side not to move is in check), the clocks
   * stay and the en-passant square is cleared.
   */
  setTurn(color, opts = {}) {
    const { edit = false } = options(opts, 'setTurn', ['edit']);
    return change(this, (game) => game.set_turn(requireString(color, 'setTurn() color'), Boolean(edit)));
  }

  /**
   * Gives (true) or takes (false) castling rights: `{ k, q }`, either may be
   * left out. Returns whether the rights are now as asked (a right whose
   * king or rook is not at home is not given).
   */
  setCastlingRights(color, rights) {
    requireString(color, 'setCastlingRights() color');
    if (rights === null || typeof rights !== 'object') {
      throw new TypeError(`setCastlingRights needs rights { k, q }, got ${describe(rights)}`);
    }
    const side = (value) => (value === undefined ? undefined : Boolean(value));
    const kingside = side(rights[KING]);
    const queenside = side(rights[QUEEN]);
    if (color === WHITE || color === BLACK) {
      // Rights already as asked: nothing changes, and the answer is yes.
      const { k, q } = this.getCastlingRights(color);
      if ((kingside === undefined || kingside === k) && (queenside === undefined || queenside === q)) return true;
      return change(this, (game) => game.set_castling_rights_of(color === BLACK, kingside, queenside));
    }
    // Another colour goes to the rules, which say what is wrong with it.
    return change(this, (game) => game.set_castling_rights(color, kingside, queenside));
  }

  /**
   * `{ k, q }`: whether `color`'s pieces allow each castling right (its king
   * on the back rank and a rook beyond it on that side; in standard chess
   * king on e and rook in the corner): what setCastlingRights could give.
   */
  castlingPossible(color) {
    const bits = wasmGame(this).castling_possible(requireString(color, 'castlingPossible() color'));
    return { [KING]: (bits & 1) !== 0, [QUEEN]: (bits & 2) !== 0 };
  }

  /** The en-passant square (one a pawn of the side to move could take), or null. */
  getEnPassantSquare() {
    return wasmGame(this).en_passant_square() ?? null;
  }

  /**
   * The squares the side to move could be given as its en-passant square:
   * a double step of the other side's pawn explains each, and a pawn stands
   * beside to take it.
   */
  enPassantSquares() {
    const text = wasmGame(this).en_passant_squares();
    return text === '' ? [] : text.split(' ');
  }

  /**
   * Sets the en-passant square as a board editor does (null clears it);
   * false, and nothing changes, for a square enPassantSquares() does not
   * list.
   */
  setEnPassantSquare(square) {
    if (square !== null) requireString(square, 'setEnPassantSquare() square');
    return change(this, (game) => game.set_en_passant_square(square ?? undefined));
  }

  /**
   * The game as PGN, its whole tree; with `{ upToCurrent: true }` without
   * the moves after the current position (its history, as chess.js writes
   * it), the variations beside them kept.
   */
  pgn(opts = {}) {
    const { newline = '\n', maxWidth = 0, upToCurrent = false } = options(opts, 'pgn', ['newline', 'maxWidth', 'upToCurrent']);
    requireString(newline, 'pgn() newline');
    if (!Number.isInteger(maxWidth) || maxWidth < 0 || maxWidth > 0xffff) {
      throw new RangeError(`pgn() maxWidth must be an integer from 0 to 65535, got ${describe(maxWidth)}`);
    }
    return wasmGame(this).pgn(maxWidth, newline, Boolean(upToCurrent));
  }

  /**
   * Loads the first game of a PGN text, variations and comments included.
   * The game is Chess960 with `{ chess960: true }` (by default the game's
   * own rules) or when its Variant tag says so (`[Variant "Chess960"]`).
   */
  loadPgn(pgn, opts = {}) {
    const { strict = false, newlineChar, chess960 = this.isChess960() } = options(opts, 'loadPgn', ['strict', 'newlineChar', 'chess960', 'sloppy']);
    let text = requireString(pgn, 'PGN');
    if (newlineChar !== undefined && newlineChar !== '\r?\n') {
      text = text.split(requireString(newlineChar, 'loadPgn() newlineChar')).join('\n');
    }
    try {
      change(this, (game) => game.load_pgn(text, Boolean(strict), Boolean(chess960)));
    } catch (error) {
      throw error instanceof Error ? chessJsError(pgnErrorMessage(error.message, text, strict) ?? error.message, error) : error;
    }
  }

  /** Sets a header; a null or undefined value removes it (the Seven Tag Roster's default shows again). */
  setHeader(key, value) {
    requireString(key, 'header name');
    if (value === undefined || value === null) {
      this.removeHeader(key);
      return this.getHeaders();
    }
    requireString(value, 'header value');
    // A header is no part of the position: the position's mirror stays. The
    // rules refuse a bad name (and throw); the headers' mirror then takes the
    // value as they store and list it (line breaks and tabs as spaces).
    wasmGame(this).set_header(key, value);
    const headers = headersOf(this);
    if (headers !== null && !this.#derivesHeader(key)) {
      headers[key] = /[\t\n\r]/.test(value) ? value.replace(/[\t\n\r]/g, ' ') : value;
    } else {
      setHeaders(this, null);
    }
    return this.getHeaders();
  }

  removeHeader(key) {
    const removed = wasmGame(this).remove_header(requireString(key, 'header name'));
    const headers = headersOf(this);
    if (!removed) return false;
    if (headers !== null && !this.#derivesHeader(key)) {
      // A roster tag shows its default again; any other is gone.
      if (Object.hasOwn(SEVEN_TAG_ROSTER, key)) headers[key] = SEVEN_TAG_ROSTER[key];
      else delete headers[key];
    } else {
      setHeaders(this, null);
    }
    return true;
  }

  /**
   * Whether the headers' mirror cannot follow a change of `key` by itself:
   * SetUp and FEN (any case) are listed from the game's start, after every
   * other header, so a change of them, or a new header while they are
   * listed (it would come before them), is read from the rules again.
   */
  #derivesHeader(key) {
    const headers = headersOf(this);
    return /^(setup|fen)$/i.test(key) || (!Object.hasOwn(headers, key) && Object.hasOwn(headers, 'SetUp'));
  }

  getHeaders() {
    if (headersOf(this) === null) {
      const headers = { ...SEVEN_TAG_ROSTER };
      const text = wasmGame(this).headers();
      if (text !== '') {
        for (const line of text.split('\n')) {
          const tab = line.indexOf('\t');
          headers[line.slice(0, tab)] = line.slice(tab + 1);
        }
      }
      setHeaders(this, headers);
    }
    // A copy: the caller may change it.
    return { ...headersOf(this) };
  }

  /** chess.js's legacy header(key, value, …): sets pairs, returns all headers. */
  header(...args) {
    for (let i = 0; i + 1 < args.length; i += 2) this.setHeader(args[i], args[i + 1]);
    return this.getHeaders();
  }

  getComment() {
    return wasmGame(this).comment();
  }

  setComment(comment) {
    change(this, (game) => game.set_comment(requireString(comment, 'comment')));
  }

  removeComment() {
    const previous = wasmGame(this).comment();
    change(this, (game) => game.set_comment(undefined));
    return previous;
  }

  /** @deprecated chess.js's old name of removeComment. */
  deleteComment() {
    return this.removeComment();
  }

  /** Every comment of the game in order: [{ fen, comment }], fen the position it follows. */
  getComments() {
    return parseComments(wasmGame(this).comments());
  }

  /** Removes every comment; returns them as getComments() did. */
  removeComments() {
    return parseComments(change(this, (game) => game.remove_comments()));
  }

  /** @deprecated chess.js's old name of removeComments. */
  deleteComments() {
    return this.removeComments();
  }

  /**
   * The game's moves as a tree: `{ current, nodes }`, `nodes` every
   * position of the game in id order, each `{ id, parent, children, san,
   * uci, fen, ply, nags, comment, startingComment }` (the root, id 0, is the
   * start: `san` null). A node's first child continues its line; the others
   * are variations. `current` is the node of the current position. A node
   * keeps its id while it is in the tree; the id of a move taken back or
   * deleted may name a later move.
   */
  tree() {
    const tree = JSON.parse(wasmGame(this).tree());
    tree.nodes.forEach(withCommands);
    return tree;
  }

  /**
   * Node `id` of the tree, as tree() lists it, with `data`: what
   * setNodeData stored on it. It costs one move per ply of its line, however
   * big the tree.
   */
  node(id) {
    const [node, data] = JSON.parse(wasmGame(this).node(requireNodeId(id, 'node')));
    node.data = Object.fromEntries(data.map(([key, value]) => [key, JSON.parse(value)]));
    return withCommands(node);
  }

  /**
   * What changed in the tree after revision `since` (a `revision` an earlier
   * call returned): `{ revision, replaced, changed, removed, current }`, the
   * ids of the nodes made or changed (moves, children, comments, NAGs,
   * data) and of those removed (apply `removed` first: a number may be
   * given again).
   * `replaced` is true, and the lists empty, when the whole tree is new
   * since (a game loaded) or `since` is left out: read it with tree().
   */
  changes(since) {
    if (since !== undefined && (typeof since !== 'number' || !(since >= 0))) {
      throw new TypeError(`changes needs a revision from an earlier call, got ${describe(since)}`);
    }
    const { relinked, ...changes } = JSON.parse(wasmGame(this).tree_changes(since));
    changes.changed = [...changes.changed, ...relinked.map(([id]) => id)].sort((a, b) => a - b);
    changes.current = wasmGame(this).current_node();
    return changes;
  }

  /** The id of the current position's node (0 before the first move). */
  currentNode() {
    return wasmGame(this).current_node();
  }

  /** The main line's nodes from the first move on, as tree() lists them. */
  mainline() {
    return JSON.parse(wasmGame(this).mainline()).map(withCommands);
  }

  /** The comment after node `id`'s move as the game holds it, commands and all. */
  #rawComment(id) {
    return JSON.parse(wasmGame(this).node(id))[0].comment;
  }

  #setCommand(id, kind, value, what) {
    const node = requireNodeId(id, what);
    change(this, (game) => game.set_node_comment(node, writeCommand(this.#rawComment(node), kind, value) ?? undefined));
  }

  /**
   * Sets the clock after node `id`'s move, in seconds (`[%clk]`, as lichess
   * writes the mover's remaining time); null removes it.
   */
  setClock(id, seconds) {
    this.#setCommand(id, 'clock', requireSeconds(seconds, 'setClock'), 'setClock');
  }

  /** Sets the time node `id`'s move took, in seconds (`[%emt]`); null removes it. */
  setEmt(id, seconds) {
    this.#setCommand(id, 'emt', requireSeconds(seconds, 'setEmt'), 'setEmt');
  }

  /**
   * Sets the evaluation after node `id`'s move (`[%eval]`, White's view):
   * `{ cp }` or `{ mate }`, with an optional `depth`; null removes it.
   */
  setEval(id, score) {
    this.#setCommand(id, 'eval', requireScore(score), 'setEval');
  }

  /**
   * Sets the circles and arrows on node `id` (`[%csl]`, `[%cal]`): `[{ from,
   * to?, color? }]`, a circle when `to` is left out, colour 'green' (the
   * default), 'red', 'yellow' or 'blue'; [] removes them.
   */
  setShapes(id, shapes) {
    this.#setCommand(id, 'shapes', requireShapes(shapes), 'setShapes');
  }

  /** Sets the text of node `id`'s comment, keeping its commands (null: only the commands stay). */
  setNodeComment(id, text) {
    const node = requireNodeId(id, 'setNodeComment');
    if (text !== null) requireString(text, 'setNodeComment text');
    change(this, (game) => game.set_node_comment(node, replaceText(this.#rawComment(node), text) ?? undefined));
  }

  /**
   * Adds `moves` (SAN, or any notation move() takes unless `{ strict: true }`)
   * as a line from node `fromId` without moving the game: where the tree
   * holds a move already, the line follows it; else it becomes a variation.
   * Every move is checked first, so a bad one throws and adds nothing.
   * Returns the id of the line's last node.
   */
  addLine(fromId, moves, opts = {}) {
    const { strict = false } = options(opts, 'addLine', ['strict']);
    const from = requireNodeId(fromId, 'addLine');
    if (!Array.isArray(moves) || !moves.every((m) => typeof m === 'string')) {
      throw new TypeError(`addLine needs an array of moves as strings, got ${describe(moves)}`);
    }
    return change(this, (game) => game.add_line(from, moves, Boolean(strict)));
  }

  /** The value setNodeData stored on node `id` under `key` (undefined when none). */
  getNodeData(id, key) {
    const text = wasmGame(this).node_data(requireNodeId(id, 'getNodeData'), requireDataKey(key, 'getNodeData'));
    return text === undefined ? undefined : JSON.parse(text);
  }

  /**
   * Stores `value` (anything JSON can hold) on node `id` under `key`, for a
   * program's own scores, marks or clocks; `undefined` removes it. The value
   * stays with the node through goTo, promoteVariation and new moves, and
   * goes with it when it is deleted or taken back; PGN does not carry it.
   */
  setNodeData(id, key, value) {
    const node = requireNodeId(id, 'setNodeData');
    const name = requireDataKey(key, 'setNodeData');
    let text;
    if (value !== undefined) {
      text = JSON.stringify(value);
      if (text === undefined) throw new TypeError(`setNodeData needs a value JSON can hold, got ${describe(value)}`);
    }
    change(this, (game) => game.set_node_data(node, name, text));
  }

  /** Goes to node `id` of tree(): its line becomes the history; the tree stays. */
  goTo(id) {
    change(this, (game) => game.go_to(requireNodeId(id, 'goTo')));
  }

  /** Makes the line of node `id` the continuation where it branches off (the main line there). */
  promoteVariation(id) {
    return change(this, (game) => game.promote_variation(requireNodeId(id, 'promoteVariation')));
  }

  /** Removes node `id` and everything after it; the game steps back when it stood there. */
  deleteVariation(id) {
    return change(this, (game) => game.delete_variation(requireNodeId(id, 'deleteVariation')));
  }

  /** The NAGs of the last move (or of the move that led to `fen` in the current line), without its suffix annotation. */
  getNags(fen) {
    const nags = Array.from(wasmGame(this).nags(optionalString(fen, 'getNags() fen')));
    const suffix = nags.findIndex((nag) => nag >= 1 && nag <= 6);
    return nags.filter((_, i) => i !== suffix);
  }

  /** Replaces the NAGs (0-255) of the last move (or of the move that led to `fen`); its suffix annotation stays. */
  setNags(nags, fen) {
    if (!Array.isArray(nags) || !nags.every((nag) => Number.isInteger(nag) && nag >= 0 && nag <= 255)) {
      throw new TypeError(`setNags needs an array of integers from 0 to 255, got ${describe(nags)}`);
    }
    const suffix = this.#suffixNag(fen);
    const unique = [...new Set(nags)].filter((nag) => nag !== suffix);
    change(this, (game) => game.set_nags(Uint8Array.from(suffix === undefined ? unique : [suffix, ...unique]), optionalString(fen, 'setNags() fen')));
  }

  /** Adds a NAG to the last move (or to the move that led to `fen`). */
  addNag(nag, fen) {
    this.setNags([...this.getNags(fen), nag], fen);
  }

  /** Removes one NAG; returns whether it was there. */
  removeNag(nag, fen) {
    const nags = this.getNags(fen);
    if (!nags.includes(nag)) return false;
    this.setNags(nags.filter((n) => n !== nag), fen);
    return true;
  }

  /** Removes the NAGs (not the suffix annotation); returns them. */
  removeNags(fen) {
    const nags = this.getNags(fen);
    this.setNags([], fen);
    return nags;
  }

  #suffixNag(fen) {
    return Array.from(wasmGame(this).nags(optionalString(fen, 'fen'))).find((nag) => nag >= 1 && nag <= 6);
  }

  /** The move's suffix annotation ('!', '?', '!!', '??', '!?', '?!'), or undefined. */
  getSuffixAnnotation(fen) {
    const nag = this.#suffixNag(fen);
    return nag === undefined ? undefined : SUFFIX_LIST[nag - 1];
  }

  /** Sets the move's suffix annotation (one of SUFFIX_LIST). */
  setSuffixAnnotation(suffix, fen) {
    const nag = SUFFIX_LIST.indexOf(suffix) + 1;
    if (nag === 0) {
      throw new Error(`invalid suffix annotation ${describe(suffix)}: expected one of ${SUFFIX_LIST.join(' ')}`);
    }
    const others = this.getNags(fen);
    change(this, (game) => game.set_nags(Uint8Array.from([nag, ...others]), optionalString(fen, 'fen')));
  }

  /** Removes the move's suffix annotation; returns it. */
  removeSuffixAnnotation(fen) {
    const previous = this.getSuffixAnnotation(fen);
    change(this, (game) => game.set_nags(Uint8Array.from(this.getNags(fen)), optionalString(fen, 'fen')));
    return previous;
  }

  /**
   * Scores the position in centipawns from White's point of view.
   * evaluator: 'default' (the default: the engine's own evaluator), 'nnue'
   * (the learned evaluation), 'handcrafted' (the hand-written one),
   * 'material', 'pst', 'shannon', 'turing', 'berliner' or 'upcraft'.
   */
  evaluate(opts = {}) {
    const { evaluator = 'default' } = options(opts, 'evaluate', ['evaluator']);
    return requireEngine('evaluate').evaluate(this.#line(), requireString(evaluator, 'evaluator'));
  }

  /**
   * The hand-written evaluation by term: [{ term, cp }] from White's point of
   * view, summing to evaluate({ evaluator: 'handcrafted' }). A net has no
   * named terms, so this explains the hand-written evaluator even where the
   * engine plays with the learned one.
   */
  explain() {
    return requireEngine('explain')
      .explain(this.#line())
      .split('\n')
      .map((line) => {
        const [term, cp] = line.split('\t');
        return { term, cp: Number(cp) };
      });
  }

  /**
   * Searches the current position synchronously (use it in a worker or in
   * Node; in a page, prefer a worker). Options: elo (a rating from
   * ratings().min to ratings().max, full strength; the engine plays at that
   * strength: a node budget and a move choice that prefers the best moves
   * without always finding them), or level (1-8, which decides
   * algorithm, evaluator, budget and randomness), or algorithm ('default',
   * 'alphabeta', 'minimax', 'random'), evaluator, randomness (cp); limits
   * depth, nodes, movetime (ms); book (play from the opening book, default
   * true with a level, false otherwise); multiPv (1-32, default 1: how many
   * lines to search, the best move's, then the best of the rest, ...);
   * sameGame (default false: each search starts from a cleared engine, so
   * calls are independent and repeatable; true keeps the previous search's
   * table and move history, as a UCI engine does within a game, which plays
   * stronger when the searches follow one game). With
   * no limit, searches a million nodes. Returns { bestMove, san, book,
   * score: {cp} | {mate}, depth, seldepth, nodes, nps, time, pv, pvSan,
   * lines }; bestMove is null when there is no legal move; lines holds
   * multiPv entries { move, san, score, pv, pvSan }, best first (fewer when
   * there are fewer legal moves), the first being the result's own.
   * onInfo(report), if given, is called after each completed iteration with
   * { san, score, depth, seldepth, nodes, nps, time, pv, pvSan, lines };
   * onProgress({ nodes, nps, time }), if given, every 500 ms while the search
   * runs (also within a long iteration, and for every algorithm).
   * shouldStop(), if given, is asked about once a millisecond whether to end
   * the search now; true ends it with the last completed iteration's move
   * (a worker can read a flag in a SharedArrayBuffer that way).
   */
  bestMove(opts = {}) {
    return requireEngine('bestMove').search(this.#line(), opts);
  }

  /** The game's opening: { eco, name } of the last named position, or undefined. */
  opening() {
    const text = requireEngine('opening').opening(this.#line());
    if (text === undefined) return undefined;
    const [eco, name] = text.split('\t');
    return { eco, name };
  }
}
