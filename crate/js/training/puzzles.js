// Puzzles from a player's own games, by the rules lichess's puzzle generator
// (lichess-puzzler) uses, with any Engine-shaped engine:
//
//   for (const puzzle of await findPuzzles(pgnText, { engine })) {
//     puzzle.fen;       // the position the solver faces
//     puzzle.solution;  // ['d1h5', 'g7g6', 'h5e5'], the solver's and the opponent's moves, ending on the solver's
//     puzzle.themes;    // ['advantage', 'fork', 'short']
//   }
//
// A position becomes a puzzle when the move that led to it handed the side
// to move (the solver) a decisive chance it did not have: the solver's
// score before that move was at most 400 centipawns, the solver is not
// already ahead in material, and now either mates in 2 to 15 or its
// winning chances jumped by more than 0.5 (to at least 400 centipawns, or
// from behind in material). The solution is then cooked move by move, two
// lines each: every solver move must be the only good one (the best mates
// at once; or mates in 2 with the second best under 500 centipawns, in 3
// under 300; or the best's winning chances exceed the second's by more than
// 0.42); the opponent answers with the engine's best. A mate ends at the
// mate; an advantage ends where no move is the only good one, is cut to end
// on a solver move that had an alternative, and must win more than a pawn
// of material. A repetition or an advantage that turns into a mate drops it.
// Each solver move is then searched again deeper (the confirm depth), where
// its winning chances must lead the second's by more than 0.6 (see
// CONFIRM_MARGIN): a mate's moves must all hold there; an advantage is cut
// before the first move that does not (and must still win more than a pawn).
import { Chess } from '../rules/chess.js';
import { describe, options as checkedOptions } from '../rules/check.js';
import { readGames } from '../rules/pgn-stream.js';

/** Each search's depth when none is given: the scan of every position and each move of a solution. */
export const DEFAULT_PUZZLE_DEPTH = 12;

/**
 * The depth at which each solver move of a puzzle found is searched again
 * before it is kept: it must still be the best move and the only good one.
 * At the scan's depth the second-best move is too often underrated (a
 * check at depth 18 by Stockfish 15.1 found 4 of 18 puzzles with a second
 * good move, 2026-12-04).
 */
export const DEFAULT_PUZZLE_CONFIRM_DEPTH = 18;

/** By how much the best move's winning chances must exceed the second's for the best to be the only good move (lichess-puzzler's). */
const ONLY_MOVE_MARGIN = 0.42;

/**
 * The margin a solver move must keep when it is searched again at the
 * confirm depth: lichess-puzzler's 0.42 plus 0.18 for this engine's error
 * against Stockfish. On 30 generated games (seed 69, 2026-12-05) the three
 * puzzles Stockfish 15.1 found a second good move in had gaps of 0.51 to
 * 0.59 here; 13 of the 15 it found sound had more than 0.6.
 */
const CONFIRM_MARGIN = 0.6;

/** The longest mate made a puzzle (in the solver's moves). */
const LONGEST_MATE = 15;
const PIECE_VALUES = {
  p: 1, n: 3, b: 3, r: 5, q: 9, k: 0,
};

/** A score (the side to move's) as one number that orders them: mates beyond any centipawns, nearer mates first. */
function order(score) {
  if ('mate' in score) return score.mate > 0 ? 100_000 - score.mate : -100_000 - score.mate;
  return score.cp;
}

/** Winning chances as the puzzle generator counts them: a mate is ±1, centipawns unclamped. */
function chances(score) {
  if ('mate' in score) return score.mate > 0 ? 1 : -1;
  return 2 / (1 + Math.exp(-0.00368208 * score.cp)) - 1;
}

const negate = (score) => ('mate' in score ? { mate: -score.mate } : { cp: -score.cp });

/** Material of `color` less the other side's, in pawns (1, 3, 3, 5, 9). */
function materialDiff(chess, color) {
  let diff = 0;
  for (const row of chess.board()) {
    for (const piece of row) {
      if (piece) diff += (piece.color === color ? 1 : -1) * PIECE_VALUES[piece.type];
    }
  }
  return diff;
}

/** The engine's `lines` best moves here (two by default): [{ move, score }] (the side to move's view), best first. */
async function twoBest(engine, line, depth, signal, lines = 2) {
  signal?.throwIfAborted();
  const result = await engine.search({
    fen: line.start, moves: line.moves, chess960: line.chess960, depth, multiPv: lines,
  });
  signal?.throwIfAborted();
  const found = (result.lines ?? []).filter((l) => l.move).map((l) => ({ move: l.move, score: l.score }));
  if (found.length === 0 && result.bestMove) found.push({ move: result.bestMove, score: result.score });
  return found;
}

/** Whether the solver's best move is the only good one (lichess-puzzler's rule, in the solver's view; `margin` in winning chances). */
function onlyGoodMove([best, second], chess, margin = ONLY_MOVE_MARGIN) {
  if (!second) return true;
  const b = best.score;
  const s = second.score;
  if ('mate' in b && b.mate === 1) return true;
  if ('mate' in b && b.mate === 2) return order(s) < 500;
  if ('mate' in b && b.mate === 3) return order(s) < 300;
  if (chances(b) > chances(s) + margin) return true;
  // A mate, and the second best keeps an edge without taking anything: still only the mate.
  if ('mate' in b && b.mate > 0 && order(s) < 400) {
    const san = chess.move(second.move).san;
    chess.undo();
    return !san.includes('x');
  }
  return false;
}

/** The mating line from `chess` (the solver to move), or null when a move is not forced or not a mate soon. */
async function cookMate(engine, chess, line, solver, depth, signal) {
  const solution = [];
  for (;;) {
    if (chess.isGameOver()) return solution;
    const pair = await twoBest(engine, { ...line, moves: [...line.moves, ...solution] }, depth, signal);
    if (pair.length === 0) return null;
    if (chess.turn() === solver) {
      if (!onlyGoodMove(pair, chess)) return null;
      const { score } = pair[0];
      if (!('mate' in score) || score.mate <= 0 || score.mate > LONGEST_MATE) return null;
    }
    chess.move(pair[0].move);
    solution.push(pair[0].move);
    if (solution.length > 2 * LONGEST_MATE) return null;
  }
}

/** The winning line from `chess` (the solver to move), or null when it is no puzzle. */
async function cookAdvantage(engine, chess, line, solver, depth, signal) {
  const steps = [];
  const start = materialDiff(chess, solver);
  const seen = new Set();
  for (;;) {
    // A position met again in the line (a repetition) or a draw: no puzzle.
    const key = chess.fen().split(' ').slice(0, 4).join(' ');
    if (seen.has(key) || chess.isDraw()) return null;
    seen.add(key);
    if (chess.isGameOver()) break;
    const moves = [...line.moves, ...steps.map((s) => s.move)];
    const pair = await twoBest(engine, { ...line, moves }, depth, signal);
    if (pair.length === 0) break;
    if (chess.turn() === solver) {
      if (!onlyGoodMove(pair, chess)) break;
      if ('mate' in pair[0].score) return null; // an advantage that turned out to be a mate: the mate search's job
    }
    chess.move(pair[0].move);
    steps.push({ move: pair[0].move, alternative: pair.length > 1 });
    if (steps.length > 40) return null;
  }
  // End on a solver move that had an alternative (an only legal move is no test).
  while (steps.length > 0 && (steps.length % 2 === 0 || !steps[steps.length - 1].alternative)) {
    steps.pop();
    chess.undo();
  }
  if (steps.length === 0) return null;
  return materialDiff(chess, solver) - start > 1 ? steps.map((s) => s.move) : null;
}

/**
 * The solution searched again at `depth`: the whole of it when every solver
 * move is still the best (or, the last, any mate in one) and the only good
 * one; for an advantage the part before the first that is not, ending on a
 * solver move and winning more than a pawn; else null.
 */
async function confirmSolution(engine, line, fen, solution, mate, depth, signal) {
  const chess = new Chess(fen, { chess960: line.chess960 });
  try {
    const solver = chess.turn();
    const start = materialDiff(chess, solver);
    let kept = 0;
    let gain = 0;
    for (let k = 0; k < solution.length; k += 2) {
      const pair = await twoBest(engine, { ...line, moves: [...line.moves, ...solution.slice(0, k)] }, depth, signal);
      const last = k === solution.length - 1;
      chess.move(solution[k]);
      const mates = chess.isCheckmate();
      chess.undo();
      const sound = pair.length > 0 && (pair[0].move === solution[k] || (last && mates))
        && (mates || onlyGoodMove(pair, chess, CONFIRM_MARGIN));
      if (!sound) break;
      chess.move(solution[k]);
      kept = k + 1;
      gain = materialDiff(chess, solver) - start;
      if (!last) chess.move(solution[k + 1]);
    }
    if (kept === solution.length) return solution;
    return !mate && kept > 0 && gain > 1 ? solution.slice(0, kept) : null;
  } finally {
    chess.free();
  }
}

/** What can be told from the position and the solution: mate in n, promotion, fork, hanging piece, length. */
function themesOf(fen, solution, { mate, score, chess960 }) {
  const themes = [];
  const chess = new Chess(fen, { chess960 });
  try {
    const solver = chess.turn();
    if (mate) {
      themes.push('mate');
      const moves = Math.ceil(solution.length / 2);
      if (moves <= 5) themes.push(`mateIn${moves}`);
    } else {
      themes.push(order(score) >= 600 ? 'crushing' : 'advantage');
    }
    let fork = false;
    let hanging = false;
    solution.forEach((uci, i) => {
      if (i % 2 === 0) {
        const from = uci.slice(0, 2);
        const to = uci.slice(2, 4);
        const mover = chess.get(from);
        const target = chess.get(to);
        if (i === 0 && target && target.color !== solver && chess.attackers(to, target.color).length === 0) hanging = true;
        if (uci.length === 5) themes.includes('promotion') || themes.push('promotion');
        chess.move(uci);
        // A fork: the piece moved attacks two of the opponent's pieces, each the king, worth more, or undefended.
        if (mover && mover.type !== 'k' && !chess.isCheckmate()) {
          let attacked = 0;
          for (const row of chess.board()) {
            for (const piece of row) {
              if (!piece || piece.color === solver) continue;
              if (!chess.attackers(piece.square, solver).includes(to)) continue;
              const undefended = chess.attackers(piece.square, piece.color).length === 0;
              if (piece.type === 'k' || PIECE_VALUES[piece.type] > PIECE_VALUES[mover.type] || undefended) attacked += 1;
            }
          }
          if (attacked >= 2) fork = true;
        }
      } else {
        chess.move(uci);
      }
    });
    if (fork) themes.push('fork');
    if (hanging && solution.length <= 3) themes.push('hangingPiece');
    themes.push(solution.length === 1 ? 'oneMove' : solution.length === 3 ? 'short' : solution.length === 5 ? 'long' : 'veryLong');
  } finally {
    chess.free();
  }
  return themes;
}

/** The games of a source: a PGN text (one or many games), a Chess, or an (async) iterable of Chess. */
async function* gamesOf(source) {
  if (typeof source === 'string') {
    for await (const chess of readGames(source)) {
      try {
        yield chess;
      } finally {
        chess.free();
      }
    }
  } else if (source instanceof Chess) {
    yield source;
  } else if (source && (typeof source[Symbol.asyncIterator] === 'function' || typeof source[Symbol.iterator] === 'function')) {
    for await (const chess of source) {
      if (!(chess instanceof Chess)) throw new TypeError(`findPuzzles: an iterable source yields Chess games, got ${describe(chess)}`);
      yield chess;
    }
  } else {
    throw new TypeError(`findPuzzles takes a PGN text, a Chess or an iterable of them, got ${describe(source)}`);
  }
}

/** A game's main line: its start, Chess960 flag and UCI moves. */
function mainLineOf(chess) {
  const { nodes } = chess.tree();
  const moves = [];
  for (let node = nodes[0]; node.children.length > 0;) {
    node = nodes[node.children[0]];
    moves.push(node.uci);
  }
  return { start: nodes[0].fen, chess960: chess.isChess960(), moves };
}

/**
 * The puzzles in the games of `source` (a PGN text, a Chess, or an
 * iterable of Chess), by lichess-puzzler's rules (see the top of this
 * file), searched with `engine` at `depth` (default
 * {@link DEFAULT_PUZZLE_DEPTH}) for every position of each main line and
 * each move of a solution, each solver move then again at `confirmDepth`
 * (default {@link DEFAULT_PUZZLE_CONFIRM_DEPTH}). Resolves to `[{ fen, solution, themes, source:
 * { game, ply, headers } }]`: `fen` the position the solver faces (after
 * the opponent's move at `ply`), `solution` the solver's and the
 * opponent's moves in UCI, ending on the solver's. `onProgress({ games,
 * positions, puzzles })` after each position; `signal` stops it.
 */
export async function findPuzzles(source, opts = {}) {
  const {
    engine, depth = DEFAULT_PUZZLE_DEPTH, confirmDepth = DEFAULT_PUZZLE_CONFIRM_DEPTH, onProgress, signal,
  } = checkedOptions(opts, 'findPuzzles', ['engine', 'depth', 'confirmDepth', 'onProgress', 'signal']);
  if (!engine || typeof engine.search !== 'function') {
    throw new TypeError(`findPuzzles needs { engine }: an Engine or anything with its search(), got ${describe(engine)}`);
  }
  if (!Number.isInteger(depth) || depth < 1 || depth > 64) throw new RangeError(`findPuzzles: depth is 1 to 64, got ${describe(depth)}`);
  if (!Number.isInteger(confirmDepth) || confirmDepth < 1 || confirmDepth > 64) throw new RangeError(`findPuzzles: confirmDepth is 1 to 64, got ${describe(confirmDepth)}`);
  if (onProgress !== undefined && typeof onProgress !== 'function') throw new TypeError(`findPuzzles: onProgress must be a function, got ${describe(onProgress)}`);
  const puzzles = [];
  let games = 0;
  let positions = 0;
  for await (const game of gamesOf(source)) {
    const line = mainLineOf(game);
    const headers = game.getHeaders();
    const chess = new Chess(line.start, { chess960: line.chess960 });
    try {
      // The solver's score before the opponent's move: at the start, the other side's view of it.
      let previous = line.moves.length > 0 ? negate((await twoBest(engine, { ...line, moves: [] }, depth, signal, 1))[0].score) : null;
      for (let ply = 0; ply < line.moves.length; ply += 1) {
        chess.move(line.moves[ply]);
        positions += 1;
        const upTo = { ...line, moves: line.moves.slice(0, ply + 1) };
        if (chess.isGameOver()) break;
        const [best] = await twoBest(engine, upTo, depth, signal, 1);
        const score = best.score; // the solver's (the side to move's) view
        const solver = chess.turn();
        const candidate = chess.moves().length >= 2 && order(previous) <= 400 && materialDiff(chess, solver) <= 0;
        let found = null;
        if (candidate && 'mate' in score && score.mate > 1 && score.mate <= LONGEST_MATE) {
          const copy = new Chess(chess.fen(), { chess960: line.chess960 });
          try {
            const solution = await cookMate(engine, copy, upTo, solver, depth, signal);
            if (solution?.length) found = { solution, mate: true };
          } finally {
            copy.free();
          }
        } else if (candidate && !('mate' in score) && score.cp >= 0 && chances(score) > chances(previous) + 0.5
          && (score.cp >= 400 || materialDiff(chess, solver) <= -1)) {
          const copy = new Chess(chess.fen(), { chess960: line.chess960 });
          try {
            const solution = await cookAdvantage(engine, copy, upTo, solver, depth, signal);
            if (solution) found = { solution, mate: false };
          } finally {
            copy.free();
          }
        }
        if (found) {
          found.solution = await confirmSolution(engine, upTo, chess.fen(), found.solution, found.mate, confirmDepth, signal);
        }
        if (found?.solution) {
          const fen = chess.fen();
          puzzles.push({
            fen,
            solution: found.solution,
            themes: themesOf(fen, found.solution, { mate: found.mate, score, chess960: line.chess960 }),
            chess960: line.chess960,
            source: { game: games, ply: ply + 1, headers },
          });
        }
        previous = negate(score);
        onProgress?.({ games, positions, puzzles: puzzles.length });
      }
    } finally {
      chess.free();
    }
    games += 1;
  }
  return puzzles;
}
