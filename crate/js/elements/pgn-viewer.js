// <ferro-pgn>: a PGN viewer in one tag. The PGN comes from the `pgn`
// attribute (or property), a `src` address, or the text inside the tag; a
// PGN of many games gets a game picker. Moves, variations, comments, NAGs,
// clocks, evals and arrows ([%clk], [%eval], [%cal], [%csl]) are shown;
// navigation by click, the buttons, the arrow keys, the wheel over the
// board and a swipe. An engine analyses the position shown on request,
// loaded only then; the PGN and the FEN copy to the clipboard; with
// `analysis-url` a link opens the game on a ferrochess site's analysis
// board. The rules module loads when the first viewer is connected.
//
//   <ferro-pgn src="games.pgn"></ferro-pgn>
//   <ferro-pgn ply="last">1. e4 e5 2. Nf3 {The king's knight} Nc6 (2... d6) *</ferro-pgn>
//   <script type="module">import 'ferrochess/elements';</script>
//
// Attributes: pgn, src, game-index (which game, from 0), ply (the move shown
// first: a number or "last"), orientation ('w' | 'b'; default the side of
// the game's first mover… White), coordinates ("false" hides them),
// analysis-url (a ferrochess site's address), engine ("false" hides the
// Analyse button). Properties: pgn, game (the Chess shown), games (each
// game's headers), node (the node shown), loaded (a promise of the game
// shown). Methods: goTo(id), first(), previous(), next(), last(), flip().
// Events: load (a game is shown), node (detail: the node shown), error.

import { Board } from '../board/board.js';
import { whiteWinningChance } from '../board/bind.js';
import { CSS } from './style.js';
import { renderMoves, markCurrent } from './pgn-moves.js';
import {
  playerName, gameTitle, clockText, evalText, moveNumberLabel, sanInWords,
} from './pgn-words.js';
import { ViewerEngine } from './pgn-engine.js';
import {
  make, icon, playerBar, defineElement, PATHS,
} from './dom.js';

const Base = globalThis.HTMLElement ?? class {};
let rules = null;
/** The rules module and its PGN readers, loaded once on first need. */
const loadRules = () => (rules ??= import('./pgn-rules.js'));
/** The most games the picker lists (a larger file shows its first ones). */
export const MAX_LISTED_GAMES = 5000;
/** A wheel turn this close to the last one moves no further (a trackpad sends dozens). */
const WHEEL_PAUSE_MS = 90;

/** The navigation buttons: the method each calls and its name. */
const BUTTONS = [['first', 'First move'], ['previous', 'Previous move'], ['next', 'Next move'], ['last', 'Last move'], ['flip', 'Flip the board']];

/**
 * The viewer's parts: its players' bars, board area, game picker, moves,
 * engine line, buttons (each of BUTTONS calls `act(name)`), tools, reader
 * line and error line.
 * @param {(name: string) => void} act
 */
function buildUi(act) {
  const select = make('select', { 'aria-label': 'Game' });
  const controls = make('div', { className: 'controls', role: 'toolbar', 'aria-label': 'Moves' });
  /** @type {Record<string, HTMLButtonElement>} */
  const buttons = {};
  for (const [name, label] of BUTTONS) {
    const button = make('button', { type: 'button', title: label, 'aria-label': label }, icon(PATHS[name]));
    button.addEventListener('click', () => act(name));
    buttons[name] = button;
    controls.append(button);
  }
  const analyse = make('button', { type: 'button', textContent: 'Analyse', 'aria-pressed': 'false', title: 'Let the engine analyse the position shown' });
  const copyFen = make('button', { type: 'button', textContent: 'Copy FEN' });
  const copyPgn = make('button', { type: 'button', textContent: 'Copy PGN' });
  const link = make('a', { textContent: 'Analysis board', hidden: true, target: '_blank', rel: 'noopener' });
  return {
    top: playerBar('top'),
    bottom: playerBar('bottom'),
    boardArea: make('div', { className: 'board-area' }),
    select,
    picker: make('label', { className: 'picker', hidden: true }, select),
    moves: make('div', { className: 'moves', role: 'region', 'aria-label': 'Moves', tabIndex: 0 }),
    engine: make('div', { className: 'engine', hidden: true, 'aria-live': 'polite' }),
    controls,
    buttons,
    analyse,
    copyFen,
    copyPgn,
    link,
    tools: make('div', { className: 'tools' }, analyse, copyFen, copyPgn, link),
    status: make('div', { className: 'reader', 'aria-live': 'polite' }),
    error: make('p', { className: 'error', role: 'alert', hidden: true }),
  };
}

export class FerroPgn extends Base {
  static observedAttributes = ['pgn', 'src', 'game-index', 'orientation', 'coordinates', 'analysis-url', 'engine'];

  /** @type {ReturnType<typeof buildUi> | null} */
  #ui = null;
  /** @type {Board | null} */
  #board = null;
  /** @type {string | null} set by the property, over the attribute and the tag's text */
  #pgn = null;
  #text = '';
  #entries = [];
  /** @type {import('../rules/chess.js').Chess | null} */
  #chess = null;
  #nodes = new Map();
  #hasEvals = false; // whether the game shown carries [%eval]s (then the eval bar shows)
  #current = 0;
  /** @type {'w' | 'b' | null} the user's flip, over the attribute */
  #orientation = null;
  #loading = 0;
  /** @type {Promise<void> | null} */
  #loaded = null;
  /** @type {ViewerEngine | null} */
  #engine = null;
  #lastWheel = 0;
  #connected = false;

  connectedCallback() {
    this.#connected = true;
    if (!this.#ui) this.#build();
    if (!this.#loaded) this.#reload();
  }

  disconnectedCallback() {
    this.#connected = false;
    queueMicrotask(() => {
      if (this.#connected) return;
      this.#engine?.terminate();
      this.#engine = null;
      this.#board?.destroy();
      this.#board = null;
      this.#chess?.free();
      this.#chess = null;
      this.#ui = null;
      this.shadowRoot?.replaceChildren();
      this.#loaded = null;
    });
  }

  attributeChangedCallback(name, before, after) {
    if (before === after || !this.#ui) return;
    if (name === 'pgn' || name === 'src') this.#reload();
    else if (name === 'game-index') this.#switchGame(this.#gameIndex());
    else if (name === 'orientation') {
      this.#orientation = null;
      this.#show(this.#current);
    } else if (name === 'coordinates') this.#board?.set({ coordinates: this.getAttribute('coordinates') !== 'false' });
    else if (name === 'engine') this.#parts.analyse.hidden = this.getAttribute('engine') === 'false';
    else if (name === 'analysis-url') this.#linkToAnalysis();
  }

  /** The PGN shown: the property's, else the attribute's, else what `src` or the tag held when it loaded. */
  get pgn() {
    return this.#pgn ?? this.getAttribute('pgn') ?? this.#text;
  }

  set pgn(text) {
    this.#pgn = text === null || text === undefined ? null : String(text);
    if (this.#ui) this.#reload();
  }

  /** The game shown, a ferrochess Chess (null until it is read); read it, do not change it. */
  get game() {
    return this.#chess;
  }

  /** Each game's headers, in the PGN's order (the first MAX_LISTED_GAMES). */
  get games() {
    return this.#entries.map((entry) => ({ ...entry.headers }));
  }

  /** The node of the game's tree shown (as Chess#tree() lists it), or null before a game is read. */
  get node() {
    return this.#nodes.get(this.#current) ?? null;
  }

  /** Settles when the game shown now is read and drawn (rejects with the reason it could not be). */
  get loaded() {
    return this.#loaded ?? Promise.reject(new Error('<ferro-pgn> is not on the page'));
  }

  /** Shows node `id` of the game's tree; false when there is no such node. */
  goTo(id) {
    if (!this.#nodes.has(id)) return false;
    this.#show(id);
    return true;
  }

  first() {
    return this.goTo(0);
  }

  previous() {
    const node = this.node;
    return node && node.parent !== null ? this.goTo(node.parent) : false;
  }

  next() {
    const node = this.node;
    return node?.children.length ? this.goTo(node.children[0]) : false;
  }

  last() {
    let node = this.node;
    if (!node) return false;
    while (node.children.length) node = this.#nodes.get(node.children[0]);
    return this.goTo(node.id);
  }

  /** Turns the board round. */
  flip() {
    this.#orientation = this.#shownOrientation() === 'w' ? 'b' : 'w';
    this.#show(this.#current);
  }

  /** The parts, once built: every method that reads them runs after #build (a TypeError before, as before). */
  get #parts() {
    if (!this.#ui) throw new TypeError('<ferro-pgn> has not been put on a page');
    return this.#ui;
  }

  #build() {
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    const style = make('style', { textContent: CSS });
    const ui = buildUi((name) => this[name]());
    ui.analyse.hidden = this.getAttribute('engine') === 'false';
    const side = make('div', { className: 'side' }, make('div', { className: 'side-inner' }, ui.picker, ui.moves, ui.engine, ui.controls, ui.tools));
    const main = make('div', { className: 'main' }, ui.top.bar, ui.boardArea, ui.bottom.bar);
    root.replaceChildren(style, make('div', { className: 'viewer', part: 'viewer' }, main, side, ui.error, ui.status));
    this.#ui = ui;
    this.#board = new Board(ui.boardArea, {
      viewOnly: true, announce: false, label: 'Game position', coordinates: this.getAttribute('coordinates') !== 'false',
    });
    ui.select.addEventListener('change', () => this.#switchGame(Number(ui.select.value)));
    ui.moves.addEventListener('click', (event) => {
      const button = event.target.closest?.('button.move');
      if (button) this.goTo(Number(button.dataset.node));
    });
    ui.analyse.addEventListener('click', () => this.#toggleEngine());
    ui.copyFen.addEventListener('click', () => this.#copy(this.node?.fen, 'FEN'));
    ui.copyPgn.addEventListener('click', () => this.#copy(this.#chess?.pgn(), 'PGN'));
    this.addEventListener('keydown', (event) => this.#key(event));
    ui.boardArea.addEventListener('wheel', (event) => this.#wheel(event), { passive: false });
    this.#listenForSwipes(ui.boardArea);
  }

  /** Reads the PGN again from its source and shows its game. */
  #reload() {
    this.#track((ticket) => this.#read(ticket));
  }

  /** Reads the PGN from its source, lists its games, and opens the one asked for, for the load `ticket`. */
  async #read(ticket) {
    this.#fail(null);
    let text = this.#pgn ?? this.getAttribute('pgn');
    const src = this.getAttribute('src');
    if (text === null && src !== null) {
      const response = await fetch(src);
      if (!response.ok) throw new Error(`could not fetch ${src}: HTTP ${response.status}`);
      text = await response.text();
    }
    if (text === null) text = this.textContent;
    const { readHeaders } = await loadRules();
    const entries = [];
    for await (const entry of readHeaders(text)) {
      if (ticket !== this.#loading) return;
      if (entries.length < MAX_LISTED_GAMES) entries.push(entry);
    }
    if (ticket !== this.#loading) return;
    if (entries.length === 0) throw new Error('there is no game in this PGN');
    this.#text = text;
    this.#entries = entries;
    const { select, picker } = this.#parts;
    select.replaceChildren(...entries.map((entry, index) => make('option', { value: String(index), textContent: gameTitle(entry.headers, index) })));
    picker.hidden = entries.length < 2;
    await this.#openGame(Math.min(this.#gameIndex(), entries.length - 1), ticket);
  }

  /** Shows game `index` of the PGN read instead of the one shown. */
  #switchGame(index) {
    this.#track((ticket) => this.#openGame(index, ticket));
  }

  /**
   * Starts a load (`work(ticket)`, a promise) that makes any earlier one
   * stale: it becomes `loaded`, and its failure is shown unless a later load
   * began meanwhile.
   */
  #track(work) {
    const ticket = ++this.#loading;
    const loaded = work(ticket);
    this.#loaded = loaded;
    loaded.catch((error) => {
      if (ticket === this.#loading) this.#fail(error);
    });
  }

  /** Opens game `index` of the PGN read, for the load `ticket`. */
  async #openGame(index, ticket) {
    const entry = this.#entries[index];
    if (!entry) return;
    const { openGame } = await loadRules();
    const chess = await openGame(this.#text, entry);
    if (ticket !== this.#loading || !this.#ui) {
      chess.free();
      return;
    }
    this.#chess?.free();
    this.#chess = chess;
    this.#parts.select.value = String(index);
    this.#nodes = new Map(chess.tree().nodes.map((node) => [node.id, node]));
    renderMoves(this.#parts.moves, this.#nodes, chess.getHeaders().Result);
    this.#parts.moves.setAttribute('aria-label', `Moves of ${gameTitle(entry.headers, index).replace(/^\d+\. /, '')}`);
    this.#hasEvals = [...this.#nodes.values()].some((node) => node.eval);
    this.#fail(null);
    this.#show(this.#startNode(), { quiet: true });
    this.#linkToAnalysis();
    this.dispatchEvent(new CustomEvent('load', { detail: { index, headers: { ...entry.headers } } }));
  }

  /** The node `ply` names: a ply of the main line from 0, or "last"; the start otherwise. */
  #startNode() {
    const ply = this.getAttribute('ply');
    let node = this.#nodes.get(0);
    const steps = ply === 'last' ? Infinity : Number.parseInt(ply ?? '0', 10) || 0;
    for (let i = 0; i < steps && node.children.length; i += 1) node = this.#nodes.get(node.children[0]);
    return node.id;
  }

  #gameIndex() {
    const index = Number.parseInt(this.getAttribute('game-index') ?? '0', 10);
    return Number.isInteger(index) && index >= 0 ? index : 0;
  }

  #shownOrientation() {
    if (this.#orientation) return this.#orientation;
    const value = this.getAttribute('orientation');
    return value === 'b' || value === 'black' ? 'b' : 'w';
  }

  /** Draws node `id`: the board, its arrows and eval, the players' clocks, the move marked and said. */
  #show(id, { quiet = false } = {}) {
    const node = this.#nodes.get(id);
    if (!node || !this.#board) return;
    const changed = id !== this.#current;
    this.#current = id;
    const orientation = this.#shownOrientation();
    const uci = node.uci;
    this.#board.set({
      fen: node.fen,
      orientation,
      turnColor: node.turn,
      lastMove: uci && uci.length >= 4 ? [uci.slice(0, 2), uci.slice(2, 4)] : null,
      check: /[+#]$/.test(node.san ?? ''),
      drawable: { autoShapes: [...(node.shapes ?? []), ...(this.#engine?.arrows(node.fen) ?? [])] },
      evalBar: this.#hasEvals ? this.#evalBar(node) : null,
    });
    this.#drawPlayers(node, orientation);
    markCurrent(this.#parts.moves, id);
    const { buttons } = this.#parts;
    buttons.first.disabled = buttons.previous.disabled = node.parent === null;
    buttons.next.disabled = buttons.last.disabled = node.children.length === 0;
    if (!quiet) this.#say(node);
    if (this.#chess) this.#engine?.analyse(node.fen, this.#chess.isChess960());
    if (changed || quiet) this.dispatchEvent(new CustomEvent('node', { detail: node }));
  }

  /** White's chances for the eval bar: the last eval on the way to `node`. */
  #evalBar(node) {
    for (let at = node; at; at = at.parent === null ? null : this.#nodes.get(at.parent)) {
      if (at.eval) return whiteWinningChance(at.eval, 'w');
    }
    return 0.5;
  }

  /** The players' names, the side at the bottom nearest, and each one's clock as the last move of theirs on the way to `node` left it. */
  #drawPlayers(node, orientation) {
    const headers = this.#entries[Number(this.#parts.select.value)]?.headers ?? {};
    const clocks = {};
    for (let at = node; at && at.parent !== null && (clocks.w === undefined || clocks.b === undefined); at = this.#nodes.get(at.parent)) {
      const mover = at.turn === 'w' ? 'b' : 'w';
      if (clocks[mover] === undefined && Number.isFinite(at.clock)) clocks[mover] = at.clock;
    }
    const sides = orientation === 'w' ? { top: 'b', bottom: 'w' } : { top: 'w', bottom: 'b' };
    for (const [where, side] of Object.entries(sides)) {
      const bar = this.#parts[where];
      bar.name.textContent = playerName(headers, side);
      bar.clock.textContent = clocks[side] === undefined ? '' : clockText(clocks[side]);
      bar.bar.dataset.side = side;
    }
  }

  /** Says the move shown through the live region: '12. knight f3, check. Comment: …'. */
  #say(node) {
    if (node.parent === null) {
      this.#parts.status.textContent = 'The starting position';
      return;
    }
    const parts = [`${moveNumberLabel(node)} ${sanInWords(node.san)}`];
    if (node.eval) parts.push(`evaluation ${evalText(node.eval)}`);
    if (node.comment) parts.push(node.comment);
    if (node.children.length === 0) parts.push('the end of the line');
    this.#parts.status.textContent = parts.join('. ');
  }

  #key(event) {
    const target = event.composedPath()[0];
    if (target?.tagName === 'SELECT' || target?.tagName === 'INPUT' || event.altKey || event.ctrlKey || event.metaKey) return;
    const action = {
      ArrowLeft: 'previous', ArrowRight: 'next', ArrowUp: 'first', ArrowDown: 'last', Home: 'first', End: 'last', f: 'flip',
    }[event.key];
    if (!action) return;
    event.preventDefault();
    this[action]();
  }

  #wheel(event) {
    if (Math.abs(event.deltaY) < Math.abs(event.deltaX) || event.deltaY === 0) return;
    event.preventDefault();
    const now = performance.now();
    if (now - this.#lastWheel < WHEEL_PAUSE_MS) return;
    this.#lastWheel = now;
    if (event.deltaY > 0) this.next();
    else this.previous();
  }

  /** A horizontal swipe over the board: to the left the next move, to the right the previous. */
  #listenForSwipes(area) {
    let start = null;
    area.addEventListener('pointerdown', (event) => {
      start = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
    });
    area.addEventListener('pointerup', (event) => {
      if (!start) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      start = null;
      if (Math.abs(dx) < 40 || Math.abs(dx) < 1.5 * Math.abs(dy)) return;
      if (dx < 0) this.next();
      else this.previous();
    });
    area.addEventListener('pointercancel', () => {
      start = null;
    });
  }

  #toggleEngine() {
    const button = this.#parts.analyse;
    if (this.#engine) {
      this.#engine.terminate();
      this.#engine = null;
      button.setAttribute('aria-pressed', 'false');
      this.#parts.engine.hidden = true;
      this.#show(this.#current, { quiet: true });
      return;
    }
    button.setAttribute('aria-pressed', 'true');
    this.#parts.engine.hidden = false;
    this.#engine = new ViewerEngine(this.#parts.engine, () => this.#show(this.#current, { quiet: true }), (error) => this.#fail(error));
    this.#show(this.#current, { quiet: true });
  }

  async #copy(text, what) {
    if (!text) return;
    try {
      await navigator.clipboard.writeText(text);
      this.#parts.status.textContent = `${what} copied`;
    } catch (error) {
      this.#parts.status.textContent = `${what} could not be copied: ${error.message}`;
    }
  }

  /** Points the "Analysis board" link at the game on the ferrochess site `analysis-url` names. */
  async #linkToAnalysis() {
    const { link } = this.#parts;
    const base = this.getAttribute('analysis-url');
    if (!base || !this.#chess) {
      link.hidden = true;
      return;
    }
    const chess = this.#chess;
    try {
      const { gameCode } = await import('../play/share.js');
      const url = new URL(base, document.baseURI);
      url.hash = `#/analysis/game/${await gameCode(chess.pgn())}`;
      // Another game shown meanwhile has its own link made (the one shown is read, never changed).
      if (this.#chess !== chess) return;
      link.href = url.href;
      link.hidden = false;
    } catch (error) {
      link.hidden = true;
      this.#fail(new Error(`analysis-url: ${error.message}`));
    }
  }

  #fail(error) {
    if (!this.#ui) return;
    this.#parts.error.hidden = !error;
    this.#ui.error.textContent = error ? `This PGN could not be shown: ${error.message}` : '';
    if (error) this.dispatchEvent(new CustomEvent('error', { detail: error }));
  }
}

/** Registers <ferro-pgn> (importing 'ferrochess/elements' does it; here for a page that wants another name). */
export function defineFerroPgn(name = 'ferro-pgn') {
  defineElement(name, 'ferro-pgn', FerroPgn);
}
