// <ferro-board>: the bound board as a custom element, for plain HTML and for
// frameworks that render elements (React 19, Vue, Svelte) without a wrapper.
//
//   <ferro-board fen="start" orientation="w" interactive></ferro-board>
//   <script type="module">
//     import 'ferrochess/board';
//     document.querySelector('ferro-board').addEventListener('move', (e) => console.log(e.detail.san));
//   </script>
//
// Attributes: fen (default: the start position), orientation ('w' | 'b'),
// interactive (the user may play the legal moves), player ('w' | 'b': only
// that side's; default: whoever is to move), premoves (a number: how many
// may wait; needs player), coordinates ("false" hides them), chess960.
// Properties: game (the bound Chess; set your own to bind it), board (the
// ChessBoard binding), fen (the game's FEN), loaded (a promise of the bound
// Chess). Events: move (detail: the
// chess.js-style Move), change, error (detail: the Error), ready. The rules
// module loads when the first element without a `game` of its own is
// connected, so a page that only imports the module loads no wasm.

import { Board } from './board.js';
import { chessBoard } from './bind.js';
import { SELF_HOST } from './state.js';

const Base = globalThis.HTMLElement ?? class {};
/**
 * A promise with its resolve and reject (Promise.withResolvers, which Safari before 17.4 lacks).
 * @returns {{ promise: Promise<any>, resolve: (value: any) => void, reject: (error: unknown) => void }}
 */
function withResolvers() {
  /** @type {(value: any) => void} */
  let resolve = () => {};
  /** @type {(error: unknown) => void} */
  let reject = () => {};
  const promise = new Promise((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}
let rules = null;
/** The rules module (ferrochess's Chess), loaded once on first need. */
const loadRules = () => (rules ??= import('../rules/rules-core.js'));

export class FerroBoard extends Base {
  /** The board draws in this element's own shadow root. */
  get [SELF_HOST]() {
    return true;
  }

  static observedAttributes = ['fen', 'orientation', 'interactive', 'player', 'premoves', 'coordinates', 'chess960'];

  /** @type {Board | null} a Board shown until the game is bound */
  #view = null;
  /** @type {import('./bind.js').ChessBoard | null} */
  #bound = null;
  /** @type {import('../rules/chess.js').Chess | null} */
  #game = null;
  #ownGame = false;
  #connected = false;
  #unsubscribe = [];
  /** @type {ReturnType<typeof withResolvers> | null} until the game is bound */
  #ready = null;

  connectedCallback() {
    this.#connected = true;
    if (!this.style.display && getComputedStyle(this).display === 'inline') this.style.display = 'block';
    if (this.#bound || this.#view) return;
    if (this.#game) {
      this.#bind(this.#game);
      return;
    }
    this.#view = new Board(this, { fen: this.#fenAttribute(), orientation: this.#orientation(), viewOnly: true, coordinates: this.#coordinates() });
    loadRules().then(({ Chess }) => {
      if (!this.#connected || this.#bound || this.#game) return;
      let game;
      try {
        game = new Chess(this.#fenAttribute() === 'start' ? undefined : this.#fenAttribute(), { chess960: this.hasAttribute('chess960') });
      } catch (error) {
        this.#fail(error);
        return;
      }
      this.#ownGame = true;
      this.#bind(game);
    }, (error) => this.#fail(error));
  }

  disconnectedCallback() {
    this.#connected = false;
    // Moved within the page, it is connected again at once: only a real removal tears down.
    queueMicrotask(() => {
      if (this.#connected) return;
      this.#teardown();
    });
  }

  attributeChangedCallback(name, before, after) {
    if (before === after || !this.#connected) return;
    const bound = this.#bound;
    if (!bound) {
      const view = this.#view;
      if (view && name === 'fen') this.#try(() => view.set({ fen: this.#fenAttribute() }));
      if (view && name === 'orientation') this.#try(() => view.set({ orientation: this.#orientation() }));
      return;
    }
    // A bound board has its game.
    const game = /** @type {import('../rules/chess.js').Chess} */ (this.#game);
    this.#try(() => {
      if (name === 'fen') {
        const fen = this.#fenAttribute();
        if (fen === 'start') game.reset();
        else if (fen !== game.fen()) game.load(fen);
      } else if (name === 'orientation') {
        bound.set({ orientation: this.#orientation() });
      } else if (name === 'coordinates') {
        bound.set({ coordinates: this.#coordinates() });
      } else if (name === 'chess960' && this.#ownGame) {
        game.load(game.fen(), { chess960: this.hasAttribute('chess960') });
      } else {
        bound.set(this.#playerOptions());
      }
    });
  }

  /** The bound Chess (null until the rules module has loaded). Setting it binds the board to that game. */
  get game() {
    return this.#game;
  }

  set game(chess) {
    if (chess === this.#game) return;
    this.#teardown();
    this.#game = chess ?? null;
    this.#ownGame = false;
    if (this.#connected && chess) this.#bind(chess);
  }

  /** Settles with the bound Chess once it is bound (rejects when the rules fail to load or the FEN is wrong). */
  get loaded() {
    if (this.#bound) return Promise.resolve(this.#game);
    return (this.#ready ??= withResolvers()).promise;
  }

  /** The ChessBoard binding (null until bound): its `board` is the Board. */
  get board() {
    return this.#bound;
  }

  /** The game's FEN (or the attribute's, before the game is bound). */
  get fen() {
    return this.#game ? this.#game.fen() : this.#fenAttribute();
  }

  set fen(value) {
    this.setAttribute('fen', value);
  }

  #bind(game) {
    this.#view?.destroy();
    this.#view = null;
    this.#game = game;
    try {
      this.#bound = chessBoard(this, game, {
        orientation: this.#orientation(), coordinates: this.#coordinates(), ...this.#playerOptions(),
      });
    } catch (error) {
      this.#fail(error);
      return;
    }
    this.#unsubscribe = [
      this.#bound.on('move', (move) => {
        this.dispatchEvent(new CustomEvent('move', { detail: move, bubbles: true, composed: true }));
      }),
      this.#bound.on('error', (error) => this.#fail(error)),
      this.#bound.board.on('change', () => this.dispatchEvent(new Event('change', { bubbles: true }))),
    ];
    this.dispatchEvent(new Event('ready'));
    this.#ready?.resolve(game);
    this.#ready = null;
  }

  #teardown() {
    for (const off of this.#unsubscribe) off();
    this.#unsubscribe = [];
    this.#bound?.destroy();
    this.#bound = null;
    this.#view?.destroy();
    this.#view = null;
    if (this.#ownGame) {
      this.#game?.free?.();
      this.#game = null;
      this.#ownGame = false;
    }
  }

  #try(fn) {
    try {
      fn();
    } catch (error) {
      this.#fail(error);
    }
  }

  #fail(error) {
    if (!this.#bound && this.#ready) {
      this.#ready.reject(error);
      this.#ready = null;
    }
    this.dispatchEvent(new CustomEvent('error', { detail: error }));
  }

  #fenAttribute() {
    const fen = this.getAttribute('fen');
    return fen === null || fen.trim() === '' ? 'start' : fen;
  }

  #orientation() {
    const value = this.getAttribute('orientation');
    if (value === 'b' || value === 'black') return 'b';
    return this.getAttribute('player') === 'b' && value === null ? 'b' : 'w';
  }

  #coordinates() {
    return this.getAttribute('coordinates') !== 'false';
  }

  #playerOptions() {
    const interactive = this.hasAttribute('interactive');
    const player = this.getAttribute('player');
    const side = player === 'w' || player === 'b' ? player : 'both';
    const premoves = Number(this.getAttribute('premoves') ?? 0);
    return {
      player: interactive ? side : null,
      premoves: interactive && side !== 'both' && Number.isInteger(premoves) && premoves > 0 ? Math.min(premoves, 64) : 0,
    };
  }
}

/** Registers <ferro-board> (importing 'ferrochess/board' does it; here for pages that import the class under another name). */
export function defineFerroBoard(name = 'ferro-board') {
  if (globalThis.customElements && !customElements.get(name)) customElements.define(name, name === 'ferro-board' ? FerroBoard : class extends FerroBoard {});
}
