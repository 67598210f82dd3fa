// A repertoire to drill: a game tree with variations (a PGN of your
// openings) read as lines for one side. Each line runs from the start to a
// leaf; the drill plays the other side's moves and asks for yours. Lines
// are scheduled with nextReview (SuperMemo-2, training.js) by their id.
//
//   const repertoire = new Repertoire(pgnText, 'w');
//   const line = repertoire.due(cards, Date.now())[0];
//   line.moves;   // [{ san: 'e4', uci: 'e2e4', fen, mine: true }, { san: 'c5', …, mine: false }, …]
import { Chess } from '../rules/chess.js';
import { describe } from '../rules/check.js';

/** A repertoire of lines for one side, from a PGN's tree or a Chess. */
export class Repertoire {
  #lines;

  /**
   * `source`: a PGN text (its first game: the main line and every
   * variation) or a Chess; `color`: the side you play ('w' or 'b').
   */
  constructor(source, color) {
    if (color !== 'w' && color !== 'b') throw new TypeError(`a repertoire is for 'w' or 'b', got ${describe(color)}`);
    let chess = source;
    if (typeof source === 'string') {
      chess = new Chess();
      try {
        chess.loadPgn(source);
      } catch (error) {
        chess.free();
        throw error;
      }
    } else if (!(source instanceof Chess)) {
      throw new TypeError(`a repertoire is read from a PGN text or a Chess, got ${describe(source)}`);
    }
    try {
      const { nodes } = chess.tree();
      this.color = color;
      this.start = nodes[0].fen;
      this.chess960 = chess.isChess960();
      this.#lines = [];
      const walk = (id, path) => {
        const node = nodes[id];
        if (node.children.length === 0) {
          if (path.length > 0) this.#lines.push(path);
          return;
        }
        for (const child of node.children) {
          const next = nodes[child];
          walk(child, [...path, {
            san: next.san, uci: next.uci, fen: node.fen, mine: node.turn === color,
          }]);
        }
      };
      walk(0, []);
    } finally {
      if (chess !== source) chess.free();
    }
    if (this.#lines.length === 0) throw new RangeError('a repertoire needs at least one move');
  }

  /**
   * Every line, main line first: `{ id, moves }`, `id` its moves in SAN
   * joined by spaces (the key its schedule is kept under), each move `{
   * san, uci, fen (before it), mine }`. A line that ends on the other
   * side's move ends there for the drill too.
   */
  lines() {
    return this.#lines.map((moves) => ({ id: moves.map((m) => m.san).join(' '), moves: moves.map((m) => ({ ...m })) }));
  }

  /**
   * The lines to drill now: those whose card (`cards[id]`, nextReview's)
   * is due by `now` or that have none yet (new lines last), the most
   * overdue first.
   */
  due(cards = {}, now = Date.now()) {
    if (!cards || typeof cards !== 'object') throw new TypeError(`due: cards is an object of nextReview cards by line id, got ${describe(cards)}`);
    const lines = this.lines();
    const reviewed = lines.filter((line) => cards[line.id] && cards[line.id].due <= now)
      .sort((a, b) => cards[a.id].due - cards[b.id].due);
    const fresh = lines.filter((line) => !cards[line.id]);
    return [...reviewed, ...fresh];
  }

  /**
   * Checks your answer at `index` of a line (one of your moves): whether
   * `move` (SAN, UCI or `{ from, to, promotion }`) is the line's move.
   * `{ right, expected, played }`, SANs; `played` null when illegal there.
   */
  check(line, index, move) {
    const step = line?.moves?.[index];
    if (!step || !step.mine) throw new RangeError(`check: move ${describe(index)} of the line is not one of yours`);
    const chess = new Chess(step.fen, { chess960: this.chess960 });
    try {
      const played = chess.move(move);
      return { right: played.san === step.san, expected: step.san, played: played.san };
    } catch {
      return { right: false, expected: step.san, played: null };
    } finally {
      chess.free();
    }
  }
}
