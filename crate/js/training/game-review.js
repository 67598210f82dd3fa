// A game's review from an engine's scores: winning chances, each move's
// class and accuracy, each side's accuracy, the moves that decided the game,
// and the mistakes to learn from. The arithmetic is lichess's (its analysis
// board's winning chances, its accuracy page's formulas); the engine is any
// object with an `Engine#search`-shaped method, so a page, a worker and Node
// use the same code.
//
//   const engine = new Engine();
//   const review = await analyseGame(chess, { engine, depth: 12 });
//   review.accuracy;                    // { w: 83.4, b: 61.9 }
//   review.moves.filter((m) => m.kind === 'blunder').map((m) => m.san);
//
// Scores are `{ cp }` or `{ mate }` as the engine reports them. Winning
// chances run from −1 (lost) to 1 (won): 2 / (1 + e^(−0.00368208·cp)) − 1,
// centipawns clamped to ±1000, a mate in n counted as (21 − min(10, n))·100
// centipawns. A move's loss is the drop in its side's winning chances.
import { Chess } from '../rules/chess.js';
import { describe, options as checkedOptions } from '../rules/check.js';

/** The options analyseGame knows (findMistakes takes them too). */
const ANALYSE_OPTIONS = ['engine', 'depth', 'nodes', 'book', 'onProgress', 'signal'];

/** The drops in winning chances (−1…1 scale) at which a move is an inaccuracy, a mistake, a blunder (lichess's). */
export const MOVE_THRESHOLDS = Object.freeze({
  excellent: 0.02, good: 0.1, inaccuracy: 0.1, mistake: 0.2, blunder: 0.3,
});

/** Winning chances above this (about three pawns) count as a won position for the game report's decisive moments. */
export const WON_CHANCES = 0.5;

/** The engine's default depth for analyseGame and findMistakes. */
export const DEFAULT_REVIEW_DEPTH = 12;

const KINDS = ['book', 'best', 'excellent', 'good', 'inaccuracy', 'mistake', 'blunder'];

/** A score's centipawns, a mate counted as lichess's analysis board counts it. */
function centipawns(score) {
  if (typeof score === 'number' && Number.isFinite(score)) return score;
  if (score && typeof score === 'object') {
    if (Number.isFinite(score.cp)) return score.cp;
    if (Number.isInteger(score.mate)) {
      // Mate 0: the side to move is mated.
      if (score.mate === 0) return -1000;
      return Math.sign(score.mate) * (21 - Math.min(10, Math.abs(score.mate))) * 100;
    }
  }
  throw new TypeError(`a score is { cp }, { mate } or a number of centipawns, got ${describe(score)}`);
}

/**
 * Winning chances, −1 (lost) to 1 (won), of the side a score is from.
 *
 *   winningChances({ cp: 0 });    // 0
 *   winningChances({ cp: 300 });  // 0.50
 *   winningChances({ mate: 2 });  // 0.95
 */
export function winningChances(score) {
  const cp = Math.max(-1000, Math.min(1000, centipawns(score)));
  return 2 / (1 + Math.exp(-0.00368208 * cp)) - 1;
}

/** The same chances as a win percentage, 0 to 100 (lichess's accuracy works on these). */
export function winPercent(score) {
  return 50 + 50 * winningChances(score);
}

/**
 * One move's accuracy (%) from its side's win percentage before and after
 * it: lichess's curve, 103.1668·e^(−0.04354·drop) − 3.1669, plus its one
 * point for the engine's own imprecision, within 0 to 100; 100 when the
 * move lost nothing.
 */
export function moveAccuracy(before, after) {
  if (!Number.isFinite(before) || !Number.isFinite(after)) {
    throw new TypeError(`moveAccuracy takes two win percentages, got ${describe(before)} and ${describe(after)}`);
  }
  if (after >= before) return 100;
  const raw = 103.1668100711649 * Math.exp(-0.04354415386753951 * (before - after)) - 3.166924740191411;
  return Math.max(0, Math.min(100, raw + 1));
}

/** The population standard deviation. */
function deviation(values) {
  const mean = values.reduce((sum, x) => sum + x, 0) / values.length;
  return Math.sqrt(values.reduce((sum, x) => sum + (x - mean) ** 2, 0) / values.length);
}

/** Whether `color` is 'w' or 'b'. */
function requireColor(color, what) {
  if (color !== 'w' && color !== 'b') throw new TypeError(`${what} is 'w' or 'b', got ${describe(color)}`);
  return color;
}

/**
 * Each side's accuracy (%) as lichess computes a game's: `scores` are
 * White's scores of every position of the game, the start first (one more
 * than the moves); `turn` the side that played the first move. Each move's
 * accuracy is weighted by how unsettled the game was around it (the
 * standard deviation of the win percentages in a window of 2 to 8 positions,
 * within 0.5 and 12); a side's accuracy is the mean of that weighted mean
 * and the harmonic mean of its moves' accuracies; null for a side without moves.
 *
 *   accuracy([{ cp: 20 }, { cp: 30 }, { cp: -250 }]); // { w: 100, b: … }
 */
export function accuracy(scores, opts = {}) {
  const { turn = 'w' } = checkedOptions(opts, 'accuracy', ['turn']);
  if (!Array.isArray(scores)) throw new TypeError(`accuracy takes an array of scores, got ${describe(scores)}`);
  requireColor(turn, 'accuracy: turn');
  const percents = scores.map(winPercent);
  const moves = percents.length - 1;
  if (moves < 1) return { w: null, b: null };
  const size = Math.max(2, Math.min(8, Math.floor(moves / 10)));
  const first = percents.slice(0, size);
  const windows = [];
  for (let i = 0; i < Math.min(size, percents.length) - 2; i += 1) windows.push(first);
  for (let i = 0; i + size <= percents.length; i += 1) windows.push(percents.slice(i, i + size));
  const weights = windows.map((window) => Math.max(0.5, Math.min(12, deviation(window))));
  /** @type {{ w: { accuracy: number, weight: number }[], b: { accuracy: number, weight: number }[] }} */
  const bySide = { w: [], b: [] };
  for (let i = 0; i < moves; i += 1) {
    const white = (i % 2 === 0) === (turn === 'w');
    const [before, after] = white ? [percents[i], percents[i + 1]] : [100 - percents[i], 100 - percents[i + 1]];
    bySide[white ? 'w' : 'b'].push({ accuracy: moveAccuracy(before, after), weight: weights[i] });
  }
  const side = (moved) => {
    if (moved.length === 0) return null;
    const weighted = moved.reduce((sum, m) => sum + m.accuracy * m.weight, 0) / moved.reduce((sum, m) => sum + m.weight, 0);
    const harmonic = moved.length / moved.reduce((sum, m) => sum + 1 / m.accuracy, 0);
    return (weighted + harmonic) / 2;
  };
  return { w: side(bySide.w), b: side(bySide.b) };
}

/**
 * A move's class from the drop in its side's winning chances: 'best' when
 * it was the engine's move, else 'excellent' (under 0.02), 'good' (under
 * 0.1), 'inaccuracy', 'mistake' (0.2 and over), 'blunder' (0.3 and over).
 */
export function classifyMove(loss, opts = {}) {
  const { best = false } = checkedOptions(opts, 'classifyMove', ['best']);
  if (!Number.isFinite(loss)) throw new TypeError(`classifyMove takes a drop in winning chances, got ${describe(loss)}`);
  if (best) return 'best';
  if (loss >= MOVE_THRESHOLDS.blunder) return 'blunder';
  if (loss >= MOVE_THRESHOLDS.mistake) return 'mistake';
  if (loss >= MOVE_THRESHOLDS.inaccuracy) return 'inaccuracy';
  if (loss >= MOVE_THRESHOLDS.excellent) return 'good';
  return 'excellent';
}

/** Where White's winning chances put the game: 1 won for White, −1 for Black, 0 neither. */
function outlook(chances) {
  if (chances > WON_CHANCES) return 1;
  if (chances < -WON_CHANCES) return -1;
  return 0;
}

/**
 * The review of a game from its analysed positions. `positions[i]` is the
 * position before move `i` (and one more after the last move): `score`,
 * White's view; `best`, the engine's move there (UCI), if known; `second`,
 * the second-best move's score (White's view), if known. `moves[i]` is the
 * move played (`{ uci, san }`), `turn` who played the first, `book[i]`
 * whether move `i` was an opening-book move (excused unless it blunders:
 * the book's named lines include traps such as the Fool's Mate).
 *
 * Each move gets `{ ply, color, uci, san, kind, loss, accuracy, only,
 * better, decisive }`: `only` when it was the engine's move and the second
 * best dropped a blunder's worth (0.3) of winning chances, `better` the
 * engine's move when another was played, `decisive` when it changed who is
 * winning (White's chances crossing ±0.5, about three pawns). The review
 * also has each side's accuracy and move counts by class.
 *
 * @param {any[]} positions
 * @param {{ uci: string, san: string }[]} moves
 * @param {{ turn?: string, book?: boolean[] }} [opts]
 */
export function reviewGame(positions, moves, opts = {}) {
  const { turn = 'w', book = [] } = checkedOptions(opts, 'reviewGame', ['turn', 'book']);
  if (!Array.isArray(positions) || !Array.isArray(moves) || positions.length !== moves.length + 1) {
    throw new TypeError(`reviewGame takes one more position than moves, got ${describe(positions)} and ${describe(moves)}`);
  }
  requireColor(turn, 'reviewGame: turn');
  const chances = positions.map((p) => winningChances(p.score));
  const reviewed = moves.map((move, i) => {
    const white = (i % 2 === 0) === (turn === 'w');
    const sign = white ? 1 : -1;
    const loss = Math.max(0, sign * (chances[i] - chances[i + 1]));
    const { best = null, second = null } = positions[i];
    const wasBest = best !== null && best === move.uci;
    // A book move is excused unless it blunders (named lines include traps: Fool's Mate is one).
    const inBook = Boolean(book[i]) && loss < MOVE_THRESHOLDS.blunder;
    const secondLoss = second === null || second === undefined ? 0 : sign * (chances[i] - winningChances(second));
    return {
      ply: i + 1,
      color: white ? 'w' : 'b',
      uci: move.uci,
      san: move.san,
      kind: inBook ? 'book' : classifyMove(loss, { best: wasBest }),
      loss,
      accuracy: moveAccuracy(50 + 50 * sign * chances[i], 50 + 50 * sign * chances[i + 1]),
      only: wasBest && secondLoss >= MOVE_THRESHOLDS.blunder,
      better: wasBest || inBook ? null : best,
      decisive: !inBook && sign * (outlook(chances[i + 1]) - outlook(chances[i])) < 0,
    };
  });
  const counts = { w: {}, b: {} };
  for (const color of ['w', 'b']) for (const kind of KINDS) counts[color][kind] = 0;
  for (const move of reviewed) counts[move.color][move.kind] += 1;
  return {
    moves: reviewed,
    accuracy: accuracy(positions.map((p) => p.score), { turn }),
    counts,
  };
}

/** The main line of a game (a Chess or a PGN text): its start, turn and moves. */
function mainLine(game) {
  let chess = game;
  if (typeof game === 'string') {
    chess = new Chess();
    chess.loadPgn(game);
  } else if (!(game instanceof Chess)) {
    throw new TypeError(`analyseGame takes a Chess or a PGN text, got ${describe(game)}`);
  }
  const { nodes } = chess.tree();
  const line = [];
  for (let node = nodes[0]; node.children.length > 0;) {
    node = nodes[node.children[0]];
    line.push(node);
  }
  return {
    start: nodes[0].fen,
    turn: nodes[0].turn,
    chess960: chess.isChess960(),
    moves: line.map((node) => ({ uci: node.uci, san: node.san })),
    fens: [nodes[0].fen, ...line.map((node) => node.fen)],
    owned: chess !== game ? chess : null,
  };
}

/** A side-to-move score as White's. */
function asWhite(score, turn) {
  if (turn === 'w') return score;
  return 'mate' in score ? { mate: -score.mate } : { cp: -score.cp };
}

/**
 * Analyses every position of a game's main line with `engine` (an
 * {@link Engine}, or anything with its `search`), two lines deep so that
 * only moves are seen, and resolves to {@link reviewGame}'s review plus
 * each position's `{ fen, score, best, bestSan, second, pv }`. `book`, an
 * OpeningBook, excuses the moves it lists; `onProgress({ done, total })`
 * follows the positions; `signal` (an AbortSignal) stops it, rejecting with
 * the signal's reason.
 */
export async function analyseGame(game, opts = {}) {
  const options = checkedOptions(opts, 'analyseGame', ANALYSE_OPTIONS);
  const {
    engine, nodes, book, onProgress, signal,
  } = options;
  // A node budget alone is searched as deep as it goes (the page's review asks that way).
  const depth = options.depth ?? (nodes === undefined ? DEFAULT_REVIEW_DEPTH : undefined);
  if (!engine || typeof engine.search !== 'function') {
    throw new TypeError(`analyseGame needs { engine }: an Engine or anything with its search(), got ${describe(engine)}`);
  }
  if (depth !== undefined && (!Number.isInteger(depth) || depth < 1 || depth > 64)) throw new RangeError(`analyseGame: depth is 1 to 64, got ${describe(depth)}`);
  if (nodes !== undefined && !(Number.isInteger(nodes) && nodes > 0)) throw new RangeError(`analyseGame: nodes is a positive integer, got ${describe(nodes)}`);
  if (onProgress !== undefined && typeof onProgress !== 'function') throw new TypeError(`analyseGame: onProgress must be a function, got ${describe(onProgress)}`);
  const line = mainLine(game);
  try {
    const positions = [];
    const probe = new Chess(line.start, { chess960: line.chess960 });
    for (let i = 0; i <= line.moves.length; i += 1) {
      signal?.throwIfAborted();
      if (i > 0) probe.move(line.moves[i - 1].san);
      positions.push(await analysePosition(engine, probe, line, i, { depth, nodes, signal }));
      onProgress?.({ done: i + 1, total: line.moves.length + 1 });
    }
    probe.free();
    const excused = line.moves.map((move, i) => Boolean(book?.moves(line.fens[i]).some((m) => m.uci === move.uci)));
    return { ...reviewGame(positions, line.moves, { turn: line.turn, book: excused }), positions, chess960: line.chess960 };
  } finally {
    line.owned?.free();
  }
}

/** One position's analysis: the game's end, or the engine's two best lines. */
async function analysePosition(engine, probe, line, ply, { depth, nodes, signal }) {
  const fen = line.fens[ply];
  const turn = probe.turn();
  // A checkmate: the mated side's chances are −1 (1,000 centipawns, what a mate 0 counts as).
  if (probe.isCheckmate()) return { fen, score: { cp: turn === 'w' ? -1000 : 1000 }, best: null, bestSan: null, second: null, pv: [] };
  if (probe.isGameOver()) return { fen, score: { cp: 0 }, best: null, bestSan: null, second: null, pv: [] };
  const request = {
    fen: line.start, moves: line.moves.slice(0, ply).map((m) => m.uci), chess960: line.chess960, multiPv: 2,
  };
  if (depth !== undefined) request.depth = depth;
  if (nodes !== undefined) request.nodes = nodes;
  const search = engine.search(request);
  const abort = () => engine.cancel?.();
  signal?.addEventListener('abort', abort, { once: true });
  let result;
  try {
    result = await search;
  } catch (error) {
    signal?.throwIfAborted();
    throw error;
  } finally {
    signal?.removeEventListener('abort', abort);
  }
  signal?.throwIfAborted();
  const second = result.lines?.[1]?.score;
  return {
    fen,
    score: asWhite(result.score, turn),
    best: result.bestMove,
    bestSan: result.san ?? null,
    second: second ? asWhite(second, turn) : null,
    pv: result.pv ?? [],
  };
}

/**
 * The inaccuracies, mistakes and blunders of a game (a Chess or a PGN
 * text), found by {@link analyseGame} with the same options, plus `color`
 * to keep one side's (`'w'` or `'b'`) and `kinds` (default mistakes and
 * blunders). Each is `{ ply, color, fen, played, best, bestLine, kind, loss }`:
 * `fen` the position to find a better move in, `played` and `best` as
 * `{ uci, san }`, `bestLine` the engine's line in UCI.
 */
export async function findMistakes(game, opts = {}) {
  const { color, kinds = ['mistake', 'blunder'], ...rest } = checkedOptions(opts, 'findMistakes', ['color', 'kinds', ...ANALYSE_OPTIONS]);
  if (color !== undefined) requireColor(color, 'findMistakes: color');
  if (!Array.isArray(kinds) || kinds.some((kind) => !['inaccuracy', 'mistake', 'blunder'].includes(kind))) {
    throw new TypeError(`findMistakes: kinds lists 'inaccuracy', 'mistake' and 'blunder', got ${describe(kinds)}`);
  }
  const review = await analyseGame(game, rest);
  return review.moves
    .filter((move) => kinds.includes(move.kind) && (color === undefined || move.color === color))
    .map((move) => {
      const position = review.positions[move.ply - 1];
      return {
        ply: move.ply,
        color: move.color,
        fen: position.fen,
        played: { uci: move.uci, san: move.san },
        best: { uci: position.best, san: position.bestSan },
        bestLine: position.pv,
        kind: move.kind,
        loss: move.loss,
        chess960: review.chess960,
      };
    });
}

/** How far below the engine's move, in winning chances, another answer to a mistake may be (lichess's "learn from your mistakes"). */
export const ANSWER_MARGIN = 0.035;

/** The depth at which judgeAnswer searches an answer and the engine's move (lichess asks 18 of Stockfish; see the docs for what it agrees with). */
export const DEFAULT_ANSWER_DEPTH = 14;

/** The mover's winning chances after `uci` from `fen`: the end itself, or the engine's search of it. */
async function chancesAfter(engine, fen, uci, { depth, chess960, signal }) {
  const probe = new Chess(fen, { chess960 });
  try {
    probe.move(uci);
    if (probe.isCheckmate()) return 1;
    if (probe.isGameOver()) return 0;
  } finally {
    probe.free();
  }
  signal?.throwIfAborted();
  const result = await engine.search({
    fen, moves: [uci], depth, chess960,
  });
  signal?.throwIfAborted();
  return -winningChances(result.score);
}

/**
 * Judges an answer to a mistake ({@link findMistakes}'s): the engine's own
 * move is right and the move played is wrong at once; any other legal move
 * is searched `depth` plies deep after it, as is the engine's move, and is
 * right when it keeps the mover's winning chances within
 * {@link ANSWER_MARGIN} of the engine's move's. Resolves to `{ verdict,
 * uci, san, chances, target }`: verdict 'best', 'good', 'played', 'worse'
 * or 'illegal' (then nothing was searched); `chances` and `target` the
 * mover's winning chances after the answer and after the engine's move
 * (null where not searched).
 */
export async function judgeAnswer(mistake, answer, opts = {}) {
  const options = checkedOptions(opts, 'judgeAnswer', ['engine', 'depth', 'chess960', 'signal']);
  // The rules are the mistake's own (findMistakes marks Chess960 games'), unless given.
  const {
    engine, depth = DEFAULT_ANSWER_DEPTH, chess960 = Boolean(mistake?.chess960), signal,
  } = options;
  if (!mistake || typeof mistake.fen !== 'string' || !mistake.played?.uci || !mistake.best?.uci) {
    throw new TypeError(`judgeAnswer takes a mistake from findMistakes ({ fen, played, best }), got ${describe(mistake)}`);
  }
  if (!engine || typeof engine.search !== 'function') {
    throw new TypeError(`judgeAnswer needs { engine }: an Engine or anything with its search(), got ${describe(engine)}`);
  }
  if (!Number.isInteger(depth) || depth < 1 || depth > 64) throw new RangeError(`judgeAnswer: depth is 1 to 64, got ${describe(depth)}`);
  const probe = new Chess(mistake.fen, { chess960 });
  let played;
  try {
    played = probe.move(answer);
  } catch {
    return {
      verdict: 'illegal', uci: null, san: null, chances: null, target: null,
    };
  } finally {
    probe.free();
  }
  const { lan: uci, san } = played;
  if (uci === mistake.best.uci) {
    return {
      verdict: 'best', uci, san, chances: null, target: null,
    };
  }
  if (uci === mistake.played.uci) {
    return {
      verdict: 'played', uci, san, chances: null, target: null,
    };
  }
  const target = await chancesAfter(engine, mistake.fen, mistake.best.uci, { depth, chess960, signal });
  const chances = await chancesAfter(engine, mistake.fen, uci, { depth, chess960, signal });
  return {
    verdict: chances >= target - ANSWER_MARGIN ? 'good' : 'worse', uci, san, chances, target,
  };
}
