// Does "your mistakes in your games" find every mistake and blunder the
// page's review marks? (issue 69's done-when; lichess's learn-from-mistakes
// misses some of its own review's, lila #17799 and #4434.) A fixed set of
// games is played from a seed (scripts/seeded-games.mjs); each is reviewed
// twice on two fresh engines: as the page's review does it (www/js/review/review.js's
// reviewRequest, reviewScore, gameOverScore and reviewReport, the steps
// review-ctrl.js runs, with the opening book and REVIEW_NODES) and by the
// package's findMistakes with the options www/js/puzzles/mistakes-ctrl.js passes.
// Every move the review marks a mistake or a blunder must be among
// findMistakes's, with the same class, and no other.
//
//   node scripts/mistakes-check.mjs [--games 6] [--seed 69] [--nodes 150000] [--depth D]
//
// `--depth D` also passes a depth to findMistakes, as the page did before
// 2026-12-05 (depth 12 with the node budget, where the review has none).
// Prints each difference and the totals; exits 1 when the two disagree.
import { REVIEW_NODES } from '../www/js/state.js';
import {
  gameOverScore, reviewReport, reviewRequest, reviewScore,
} from '../www/js/review/review.js';
import { Chess, Engine, findMistakes } from '../www/ferrochess/js/index.js';
import { loadOpeningBook } from '../www/ferrochess/js/openings.js';
import { seededGames } from './seeded-games.mjs';
import { numberOption } from './number-option.mjs';

const GAMES = numberOption('games', 6);
const SEED = numberOption('seed', 69);
const NODES = numberOption('nodes', REVIEW_NODES);
const DEPTH = numberOption('depth', undefined);
const FLAWS = ['mistake', 'blunder'];

/** The page's review of `chess`'s main line on `engine`: reviewReport's report. */
async function reviewAsThePage(chess, engine, book) {
  const history = chess.history({ verbose: true });
  const record = { fen: history[0]?.before ?? chess.fen(), moves: history.map((m) => m.lan), chess960: chess.isChess960() };
  const fens = history.map((m) => m.before);
  const scores = [];
  for (let ply = 0; ply <= record.moves.length; ply += 1) {
    const whiteToMove = (ply === record.moves.length ? chess.turn() : fens[ply].split(' ')[1]) === 'w';
    if (ply === record.moves.length && chess.isGameOver()) {
      scores.push(gameOverScore(chess.isCheckmate(), whiteToMove));
    } else {
      scores.push(reviewScore(await engine.search(reviewRequest(record, ply, NODES)), whiteToMove));
    }
  }
  return reviewReport({
    scores, moves: record.moves, sans: history.map((m) => m.san), fens, turn: record.fen.split(' ')[1], book,
  });
}

const book = await loadOpeningBook();
const started = performance.now();
let marked = 0;
let found = 0;
let missed = 0;
let extra = 0;
let plies = 0;
let g = 0;
for (const seeded of seededGames(GAMES, SEED)) {
  // The game as the page would hold it: read from its PGN by the page's copy of the package.
  const chess = new Chess();
  chess.loadPgn(seeded.pgn());
  seeded.free();
  const reviewer = new Engine();
  const finder = new Engine();
  try {
    const [report, mistakes] = await Promise.all([
      reviewAsThePage(chess, reviewer, book),
      findMistakes(chess, {
        engine: finder, nodes: NODES, book, ...(DEPTH === undefined ? {} : { depth: DEPTH }),
      }),
    ]);
    const marks = report.moves.filter((move) => FLAWS.includes(move.kind));
    const byPly = new Map(mistakes.map((m) => [m.ply, m]));
    for (const mark of marks) {
      const hit = byPly.get(mark.ply);
      if (hit && hit.kind === mark.kind) {
        found += 1;
      } else {
        missed += 1;
        console.log(`game ${g + 1} ply ${mark.ply} ${mark.san}: the review marks a ${mark.kind} (loss ${mark.loss.toFixed(3)}); findMistakes ${hit ? `calls it a ${hit.kind} (loss ${hit.loss.toFixed(3)})` : 'does not list it'}`);
      }
      byPly.delete(mark.ply);
    }
    for (const rest of byPly.values()) {
      extra += 1;
      const move = report.moves[rest.ply - 1];
      console.log(`game ${g + 1} ply ${rest.ply} ${rest.played.san}: findMistakes lists a ${rest.kind} (loss ${rest.loss.toFixed(3)}); the review calls it ${move.kind} (loss ${move.loss.toFixed(3)})`);
    }
    marked += marks.length;
    plies += report.moves.length;
  } finally {
    reviewer.terminate();
    finder.terminate();
    chess.free();
  }
  g += 1;
  console.log(`game ${g}/${GAMES}: ${marked} marked so far, ${found} found, ${missed} missed, ${extra} extra (${((performance.now() - started) / 1000).toFixed(0)} s)`);
}
console.log(`\n${GAMES} games (seed ${SEED}, ${plies} moves), ${NODES} nodes a position${DEPTH === undefined ? '' : `, findMistakes at depth ${DEPTH}`}:`);
console.log(`the review marked ${marked} mistakes and blunders; findMistakes found ${found} of them with the same class, missed ${missed}, listed ${extra} the review does not mark`);
console.log(`${((performance.now() - started) / 1000).toFixed(0)} s`);
process.exit(missed === 0 && extra === 0 ? 0 : 1);
