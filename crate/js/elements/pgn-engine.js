// <ferro-pgn>'s engine, made when the user asks for analysis: the package's
// Engine (a worker, loaded only then) searching the position shown, its best
// line written into the viewer's engine panel and its first move drawn as an
// arrow. A new position cancels the search of the last.
//
//   const engine = new ViewerEngine(panel, () => redraw(), (error) => show(error));
//   engine.analyse(fen, false);

import { evalText } from './pgn-words.js';

/** How deep the viewer's engine searches a position. */
export const ANALYSIS_DEPTH = 22;

/** A score from the side to move's view as White's ({ cp } or { mate }). */
function whiteView(score, turn) {
  const sign = turn === 'w' ? 1 : -1;
  if (typeof score?.mate === 'number') return { mate: score.mate * sign };
  return { cp: (score?.cp ?? 0) * sign };
}

export class ViewerEngine {
  #panel;
  #onUpdate;
  #onError;
  /** @type {import('../engine/engine.js').Engine | null} */
  #engine = null;
  /** @type {string | null} */
  #fen = null;
  /** @type {{ fen: string, move: string } | null} the best move found, in which position */
  #best = null;
  #terminated = false;

  constructor(panel, onUpdate, onError) {
    this.#panel = panel;
    this.#onUpdate = onUpdate;
    this.#onError = onError;
    panel.textContent = 'Loading the engine…';
  }

  /** Searches `fen` (unless it is the position being searched already). */
  async analyse(fen, chess960) {
    if (fen === this.#fen || this.#terminated) return;
    this.#fen = fen;
    this.#best = null;
    const turn = fen.split(' ')[1] === 'b' ? 'b' : 'w';
    try {
      if (!this.#engine) {
        const { Engine } = await import('../engine/engine.js');
        if (this.#terminated) return;
        this.#engine ??= new Engine();
      }
      const engine = this.#engine;
      if (fen !== this.#fen) return;
      this.#panel.textContent = 'Analysing…';
      const result = await engine.search({
        fen,
        chess960,
        depth: ANALYSIS_DEPTH,
        onInfo: (info) => {
          if (fen === this.#fen && !this.#terminated) this.#report(fen, turn, info);
        },
      });
      if (fen === this.#fen && !this.#terminated && !result.lines?.length) this.#panel.textContent = 'No legal move: the game is over here.';
    } catch (error) {
      if (error?.cancelled || this.#terminated || fen !== this.#fen) return;
      this.#panel.textContent = 'The engine stopped.';
      this.#onError(error);
    }
  }

  /** The arrow of the best move found in `fen`, if the engine has one. */
  arrows(fen) {
    return this.#best && this.#best.fen === fen ? [{ from: this.#best.move.slice(0, 2), to: this.#best.move.slice(2, 4), color: 'blue' }] : [];
  }

  terminate() {
    this.#terminated = true;
    this.#engine?.terminate();
    this.#engine = null;
  }

  #report(fen, turn, info) {
    const line = info.lines?.[0];
    if (!line?.move) return;
    const score = document.createElement('span');
    score.className = 'score';
    score.textContent = evalText(whiteView(line.score, turn));
    const depth = document.createElement('span');
    depth.className = 'depth';
    depth.textContent = `depth ${info.depth}`;
    this.#panel.replaceChildren(score, line.pvSan.slice(0, 8).join(' '), depth);
    const changed = this.#best?.move !== line.move;
    this.#best = { fen, move: line.move };
    if (changed) this.#onUpdate();
  }
}
