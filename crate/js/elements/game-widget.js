// <ferro-game>: "play chess here" in one tag. The board against the engine
// at a rating or a level (or two people at one board), the moves, a status
// line that says whose move it is and how the game ended, New game, Undo,
// Flip and Resign, and a clock when asked for. The rules and the Engine load
// when the element is put on the page; the engine thinks in a worker.
//
//   <ferro-game elo="1500" color="w" clock="5+3"></ferro-game>
//   <script type="module">import 'ferrochess/elements';</script>
//
// Attributes: opponent ('engine', the default, or 'human': two people at one
// board), elo (the engine's rating, default 1500) or level (1 to 8), color
// (the player's side against the engine: 'w', 'b' or 'random'), fen (the
// start), clock ('5+3': minutes and seconds added a move; none by default).
// Properties: game (the Chess: read it), pgn, result, loaded. Methods:
// move(move), newGame(), undo(), flip(), resign(). Events: move (detail: { move, by }), end
// (detail: { result, reason, winner }), error.

import { chessBoard } from '../board/bind.js';
import { CSS } from './style.js';
import { renderMoves } from './pgn-moves.js';
import { clockText } from './pgn-words.js';
import { GameClock, readClock } from './game-clock.js';
import {
  make, icon, playerBar, defineElement, PATHS,
} from './dom.js';

const Base = globalThis.HTMLElement ?? class {};
let rules = null;
/** The rules module and the Engine, loaded once on first need. */
const loadRules = () => (rules ??= import('./game-rules.js'));
const NAMES = { w: 'White', b: 'Black' };
/** The engine's rating when neither `elo` nor `level` says. */
export const DEFAULT_ELO = 1500;

/** The words of Chess#outcome()'s draws, as the `end` event and the status line give them. */
const DRAWS = {
  stalemate: 'stalemate', insufficient_material: 'insufficient material', threefold_repetition: 'threefold repetition', fifty_moves: 'fifty-move rule',
};

/** How a finished game ended: { result, reason, winner }, from the rules' own outcome() (null while it goes on). */
function ending(chess) {
  const outcome = chess.outcome();
  if (outcome === 'checkmate') {
    const winner = chess.turn() === 'w' ? 'b' : 'w';
    return { result: winner === 'w' ? '1-0' : '0-1', reason: 'checkmate', winner };
  }
  return outcome ? { result: '1/2-1/2', reason: DRAWS[outcome], winner: null } : null;
}

/** A button saying `text` (titled `label`) that calls `action`. */
function button(text, label, action) {
  const b = make('button', { type: 'button', textContent: text, title: label });
  b.addEventListener('click', action);
  return b;
}

/**
 * The widget's parts: its players' bars, board area, status, moves, error
 * line, and its buttons, which call `actions`.
 * @param {{ newGame: () => void, undo: () => void, resign: () => void, flip: () => void }} actions
 */
function buildUi(actions) {
  const flip = make('button', { type: 'button', title: 'Flip the board', 'aria-label': 'Flip the board' }, icon(PATHS.flip));
  flip.addEventListener('click', actions.flip);
  return {
    top: playerBar('top'),
    bottom: playerBar('bottom'),
    boardArea: make('div', { className: 'board-area' }),
    status: make('p', { className: 'status', role: 'status' }),
    moves: make('div', { className: 'moves', role: 'region', 'aria-label': 'Moves', tabIndex: 0 }),
    error: make('p', { className: 'error', role: 'alert', hidden: true }),
    newGame: button('New game', 'Start a new game', actions.newGame),
    undo: button('Undo', 'Take back your last move', actions.undo),
    resign: button('Resign', 'Resign the game', actions.resign),
    flip,
  };
}

export class FerroGame extends Base {
  static observedAttributes = ['opponent', 'elo', 'level', 'color', 'fen', 'clock'];

  /** @type {ReturnType<typeof buildUi> | null} */
  #ui = null;
  /** @type {import('../rules/chess.js').Chess | null} */
  #chess = null;
  /** @type {import('../board/bind.js').ChessBoard | null} */
  #bound = null;
  /** @type {import('../engine/engine.js').Engine | null} */
  #engine = null;
  /** @type {GameClock | null} */
  #clock = null;
  /** @type {'w' | 'b'} the player's side against the engine */
  #color = 'w';
  /** @type {{ result: string, reason: string, winner: 'w' | 'b' | null } | null} */
  #result = null;
  /** @type {Promise<void> | null} */
  #loaded = null;
  #connected = false;
  /** @type {'w' | 'b' | null} */
  #orientation = null;
  /** @type {typeof import('../engine/engine.js').Engine | null} the Engine class, once the rules have loaded */
  #Engine = null;

  connectedCallback() {
    this.#connected = true;
    if (this.#loaded) return;
    this.#build();
    const loaded = loadRules().then(({ Chess, Engine }) => {
      if (!this.#connected) return;
      this.#chess = new Chess();
      this.#Engine = Engine;
      this.newGame();
    });
    this.#loaded = loaded;
    loaded.catch((error) => this.#fail(error));
  }

  disconnectedCallback() {
    this.#connected = false;
    queueMicrotask(() => {
      if (this.#connected) return;
      this.#clock?.stop();
      this.#bound?.destroy();
      this.#engine?.terminate();
      this.#chess?.free();
      this.#bound = this.#engine = this.#chess = this.#clock = null;
      this.shadowRoot?.replaceChildren();
      this.#ui = null;
      this.#loaded = null;
    });
  }

  attributeChangedCallback(name, before, after) {
    // A new setting takes effect with the next game, as a player expects (nothing changes mid-game).
    if (before === after || !this.#ui) return;
    this.#status();
  }

  /** The game (a ferrochess Chess; null until the rules have loaded): read it; play with move() or on the board. */
  get game() {
    return this.#chess;
  }

  /** The game so far in PGN, with its result once it ended. */
  get pgn() {
    return this.#chess?.pgn() ?? '';
  }

  /** How the game ended: { result: '1-0' | '0-1' | '1/2-1/2', reason, winner: 'w' | 'b' | null }, or null while it goes on. */
  get result() {
    return this.#result && { ...this.#result };
  }

  /** Settles when the element has loaded the rules and set up its first game. */
  get loaded() {
    return this.#loaded ?? Promise.reject(new Error('<ferro-game> is not on the page'));
  }

  /** Starts a new game with the attributes as they are now. */
  newGame() {
    const chess = this.#chess;
    if (!chess || !this.#ui) return;
    this.#bound?.destroy();
    this.#bound = null;
    this.#clock?.stop();
    this.#result = null;
    this.#orientation = null;
    this.#ui.error.hidden = true;
    try {
      const fen = this.getAttribute('fen');
      if (fen && fen !== 'start') chess.load(fen);
      else chess.reset();
      chess.setHeader('Event', 'Casual game');
      chess.setHeader('Date', new Date().toISOString().slice(0, 10).replace(/-/g, '.'));
    } catch (error) {
      this.#fail(error);
      return;
    }
    const againstEngine = this.#againstEngine();
    const colorAttribute = this.getAttribute('color');
    this.#color = colorAttribute === 'b' ? 'b' : colorAttribute === 'random' ? (Math.random() < 0.5 ? 'w' : 'b') : 'w';
    const engineName = `ferrochess ${this.#strengthLabel()}`;
    chess.setHeader('White', againstEngine ? (this.#color === 'w' ? 'You' : engineName) : 'White');
    chess.setHeader('Black', againstEngine ? (this.#color === 'b' ? 'You' : engineName) : 'Black');
    const clock = readClock(this.getAttribute('clock'));
    this.#clock = clock ? new GameClock(clock, (color) => this.#flagged(color), () => this.#drawClocks()) : null;
    if (clock) chess.setHeader('TimeControl', `${clock.minutes * 60}+${clock.increment}`);
    // The rules have loaded (this.#chess is theirs), and with them the Engine class.
    if (againstEngine) this.#engine ??= new (/** @type {typeof import('../engine/engine.js').Engine} */ (this.#Engine))();
    try {
      this.#bound = chessBoard(this.#ui.boardArea, chess, {
        player: againstEngine ? this.#color : 'both',
        opponent: againstEngine ? { engine: this.#engine, ...this.#strength() } : null,
        orientation: this.#color,
        label: 'Game board',
      });
    } catch (error) {
      this.#fail(error);
      return;
    }
    this.#bound.on('move', (move, by) => this.#moved(move, by));
    this.#bound.on('gameover', () => this.#ended(ending(chess)));
    this.#bound.on('error', (error) => this.#fail(error));
    this.#draw();
  }

  /**
   * Plays `move` (SAN, UCI or { from, to, promotion }) for the side the user
   * moves, as a move on the board would be; returns the Move, or throws an
   * Error saying why it cannot be played (not legal, not the user's turn,
   * the game over).
   */
  move(move) {
    const chess = this.#chess;
    if (!chess || !this.#bound) throw new Error('<ferro-game> has no game yet: await its loaded promise first');
    if (this.#result) throw new Error('the game is over');
    if (this.#againstEngine() && chess.turn() !== this.#color) throw new Error('it is the engine\'s turn');
    const played = chess.move(move);
    this.#moved(played, 'user');
    this.#bound.sync();
    return played;
  }

  /** Takes back the last move (against the engine: the engine's reply and the player's move); false when there is none to take back. */
  undo() {
    const chess = this.#chess;
    if (!chess || !this.#bound || this.#bound.thinking || this.#result) return false;
    const plies = this.#againstEngine() ? (chess.turn() === this.#color ? 2 : 1) : 1;
    if (chess.history().length < plies) return false;
    for (let i = 0; i < plies; i += 1) chess.undo();
    this.#clock?.switchTo(chess.turn(), chess.history().length);
    this.#draw();
    return true;
  }

  /** Turns the board round. */
  flip() {
    if (!this.#bound) return;
    this.#orientation = this.#bound.board.state.orientation === 'w' ? 'b' : 'w';
    this.#bound.set({ orientation: this.#orientation });
    this.#drawPlayers();
  }

  /** The player resigns (at one board: the side to move); false when the game is over already. */
  resign() {
    if (!this.#chess || !this.#bound || this.#result) return false;
    const loser = this.#againstEngine() ? this.#color : this.#chess.turn();
    const winner = loser === 'w' ? 'b' : 'w';
    this.#ended({ result: winner === 'w' ? '1-0' : '0-1', reason: 'resignation', winner });
    return true;
  }

  #build() {
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    if (!this.style.display && getComputedStyle(this).display === 'inline') this.style.display = 'block';
    const ui = buildUi({
      newGame: () => this.newGame(), undo: () => this.undo(), resign: () => this.resign(), flip: () => this.flip(),
    });
    const controls = make('div', { className: 'controls' }, ui.newGame, ui.undo, ui.resign, ui.flip);
    const side = make('div', { className: 'side' }, make('div', { className: 'side-inner' }, ui.status, ui.moves, controls));
    const main = make('div', { className: 'main' }, ui.top.bar, ui.boardArea, ui.bottom.bar);
    root.replaceChildren(make('style', { textContent: CSS }), make('div', { className: 'viewer', part: 'game' }, main, side, ui.error));
    this.#ui = ui;
  }

  #againstEngine() {
    return this.getAttribute('opponent') !== 'human';
  }

  /** The engine's strength from the attributes: { level } (1 to 8) or { elo }. */
  #strength() {
    const level = Number(this.getAttribute('level'));
    if (this.hasAttribute('level') && Number.isInteger(level) && level >= 1 && level <= 8) return { level };
    const elo = Number(this.getAttribute('elo'));
    return { elo: this.hasAttribute('elo') && Number.isFinite(elo) ? elo : DEFAULT_ELO };
  }

  #strengthLabel() {
    const strength = this.#strength();
    return strength.level ? `level ${strength.level}` : String(strength.elo);
  }

  #moved(move, by) {
    const chess = this.#chess;
    if (!chess) return;
    this.#clock?.moved(move.color, chess.history().length);
    this.dispatchEvent(new CustomEvent('move', { detail: { move, by } }));
    this.#draw();
  }

  #flagged(color) {
    if (this.#result) return;
    const winner = color === 'w' ? 'b' : 'w';
    this.#ended({ result: winner === 'w' ? '1-0' : '0-1', reason: 'time', winner });
  }

  #ended(end) {
    if (!end || this.#result) return;
    this.#result = end;
    this.#clock?.stop();
    this.#chess?.setHeader('Result', end.result);
    this.#bound?.set({ player: null, opponent: null });
    this.dispatchEvent(new CustomEvent('end', { detail: { ...end } }));
    this.#draw();
  }

  #draw() {
    if (!this.#ui || !this.#chess) return;
    const chess = this.#chess;
    const nodes = new Map(chess.tree().nodes.map((node) => [node.id, node]));
    renderMoves(this.#ui.moves, nodes, this.#result?.result, { clickable: false });
    this.#ui.moves.scrollTop = this.#ui.moves.scrollHeight;
    const over = Boolean(this.#result);
    this.#ui.undo.disabled = over || chess.history().length === 0;
    this.#ui.resign.disabled = over;
    this.#drawPlayers();
    this.#status();
  }

  #drawPlayers() {
    const ui = this.#ui;
    if (!ui) return;
    const headers = this.#chess?.getHeaders() ?? {};
    const bottom = this.#orientation ?? this.#color;
    /** @type {[('bottom' | 'top'), ('w' | 'b')][]} */
    const sides = [['bottom', bottom], ['top', bottom === 'w' ? 'b' : 'w']];
    for (const [where, side] of sides) {
      const bar = ui[where];
      bar.name.textContent = headers[NAMES[side]] ?? NAMES[side];
      bar.bar.dataset.side = side;
    }
    this.#drawClocks();
  }

  #drawClocks() {
    if (!this.#ui) return;
    for (const where of ['top', 'bottom']) {
      const bar = this.#ui[where];
      const side = bar.bar.dataset.side;
      bar.clock.textContent = this.#clock ? clockText(Math.ceil(this.#clock.left(side) / 100) / 10) : '';
      bar.clock.classList.toggle('running', this.#clock?.running === side);
    }
  }

  /** The status line: whose move, the engine thinking, how the game ended. */
  #status() {
    if (!this.#ui) return;
    const { status } = this.#ui;
    const chess = this.#chess;
    status.classList.toggle('over', Boolean(this.#result));
    if (!chess) {
      status.textContent = 'Loading…';
      return;
    }
    if (this.#result) {
      const { reason, winner } = this.#result;
      const who = winner ? `${NAMES[winner]} wins` : 'Draw';
      const by = { checkmate: 'by checkmate', resignation: `: ${NAMES[winner === 'w' ? 'b' : 'w']} resigned`, time: 'on time' }[reason] ?? `by ${reason}`;
      status.textContent = `${who} ${by}`.replace(' :', ':');
      return;
    }
    const turn = chess.turn();
    const check = chess.inCheck() ? ' (check)' : '';
    if (!this.#againstEngine()) status.textContent = `${NAMES[turn]} to move${check}`;
    else if (turn === this.#color) status.textContent = `Your move${check}`;
    else status.textContent = 'The engine is thinking…';
  }

  #fail(error) {
    if (!this.#ui) return;
    this.#ui.error.hidden = false;
    this.#ui.error.textContent = `Something went wrong: ${error?.message ?? error}`;
    this.dispatchEvent(new CustomEvent('error', { detail: error }));
  }
}

/** Registers <ferro-game> (importing 'ferrochess/elements' does it; here for a page that wants another name). */
export function defineFerroGame(name = 'ferro-game') {
  defineElement(name, 'ferro-game', FerroGame);
}
