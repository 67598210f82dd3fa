// Every method of chess.js 1.4, ferrochess's Chess against chess.js in the
// same Node process: calls a second over the six bench positions (a game of 60
// plies with comments for the game's own methods), each library timed in
// turn for `budget` seconds, `rounds` times; the ratio shown is the median
// of the rounds' ratios. Calls that change the position come in pairs that
// undo each other (put + remove, move + undo, …), so that every call sees
// the same positions. Part of `npm run bench`; alone:
//
//   node bench/api-bench.mjs [ROUNDS] [WORD...]   # default 3; only the calls naming a WORD
//   node bench/api-bench.mjs --floor               # what the loop can tell apart (see reportFloor)
//
// Each call is timed in a Node process of its own (reportApi), so that no
// row's figure depends on the calls timed before it.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Chess as ChessJs, validateFen as validateFenJs } from 'chess.js';
import { Chess, SQUARES, validateFen } from '../crate/js/index.js';
import { FENS } from './bench-positions.mjs';

export { FENS };


/** A game of 60 plies (the Ruy Lopez, Breyer, to move 30) with a comment every tenth move. */
const GAME_MOVES = ('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7 '
  + 'Nbd2 Bb7 Bc2 Re8 Nf1 Bf8 Ng3 g6 a4 c5 d5 c4 Bg5 h6 Be3 Nc5 Qd2 h5 Bg5 Be7 '
  + 'Ra3 Qc7 Rea1 Rab8 axb5 axb5 Ra7 Rbc8 Bxf6 Bxf6 Nf1 Bg7 Ne3 Bf8 Rb7 Qd8 Raa7 Nd7 Qe2 Bh6').split(' ');

function playGame(chess) {
  GAME_MOVES.forEach((san, i) => {
    chess.move(san);
    if (i % 10 === 9) chess.setComment(`after ${san}`);
  });
  chess.setHeader('White', 'Kasparov');
  chess.setHeader('Black', 'Karpov');
  return chess;
}

/** How many timing loops rate() has compiled: each one's number goes into its source. */
let compiled = 0;

/**
 * Calls a second of `call` (a call's source, `(c, i, all) => …`) on the six
 * objects `all`, over about `budget` seconds. The call and the timing loop
 * around it are compiled afresh for each library, call and round (new
 * Function), so that each has the JIT's feedback to itself, as in an
 * application that makes that call in its own loop: a loop shared by every
 * call would be one call site for all of them, and its overhead, not the
 * call, would be timed. Each source carries its own number: V8 caches
 * `new Function` by its source, feedback included, so that the same text
 * compiled again would share one call site between the two libraries (a
 * field read then timed at half its speed from the second round on).
 */
function rate(source, all, context, budget) {
  compiled += 1;
  const run = new Function('all', 'context', `// timing loop ${compiled}
    const { firstSan, empty, pgnText, inCheck, FENS, SQUARES, validateFen } = context;
    const call = ${source};
    return function run(ms) {
      let calls = 0;
      const start = performance.now();
      let elapsed = 0;
      while (elapsed < ms) {
        for (let batch = 0; batch < 64; batch += 1) {
          for (let i = 0; i < all.length; i += 1) call(all[i], i, all);
        }
        calls += 64 * all.length;
        elapsed = performance.now() - start;
      }
      return calls / (elapsed / 1000);
    };`)(all, context);
  return run(budget * 1000);
}

/** A square empty in every one of the positions `boards` (a get()-able object each). */
function emptyEverywhere(boards) {
  return SQUARES.find((square) => boards.every((b) => !b.get(square)));
}

/**
 * The calls, as [label, (chess, i, all) => …]: `chess` a position's
 * object (or the game's, for labels starting `game:`), `i` its index,
 * `all` the six. Each is compiled again from its source (see rate), with
 * firstSan, empty, pgnText, inCheck, FENS, SQUARES and validateFen in its
 * scope.
 */
function calls() {
  return [
    ['moves()', (c) => c.moves()],
    ['moves({ verbose })', (c) => c.moves({ verbose: true })],
    ['moves({ square: e2 })', (c) => c.moves({ square: 'e2' })],
    ['move(san) + undo()', (c, i) => { c.move(firstSan[i]); c.undo(); }],
    ['fen()', (c) => c.fen()],
    // A board asks for every square; one constant square lets V8 fold chess.js's table lookup away.
    ['get(square), every square', (c) => { for (let s = 0; s < 64; s += 1) c.get(SQUARES[s]); }],
    ['get(e4)', (c) => c.get('e4')],
    ['turn()', (c) => c.turn()],
    ['board()', (c) => c.board()],
    ['ascii()', (c) => c.ascii()],
    ['squareColor(square), every square', (c) => { for (let s = 0; s < 64; s += 1) c.squareColor(SQUARES[s]); }],
    ['squareColor(e4)', (c) => c.squareColor('e4')],
    ['inCheck()', (c) => c.inCheck()],
    ['isCheck()', (c) => c.isCheck()],
    ['isCheckmate()', (c) => c.isCheckmate()],
    ['isStalemate()', (c) => c.isStalemate()],
    ['isDraw()', (c) => c.isDraw()],
    ['isInsufficientMaterial()', (c) => c.isInsufficientMaterial()],
    ['isThreefoldRepetition()', (c) => c.isThreefoldRepetition()],
    ['isDrawByFiftyMoves()', (c) => c.isDrawByFiftyMoves()],
    ['isGameOver()', (c) => c.isGameOver()],
    ['isAttacked(e4, w)', (c) => c.isAttacked('e4', 'w')],
    ['attackers(e4)', (c) => c.attackers('e4')],
    ['findPiece(wk)', (c) => c.findPiece({ type: 'k', color: 'w' })],
    ['getCastlingRights(w)', (c) => c.getCastlingRights('w')],
    ['setCastlingRights + back', (c) => {
      const rights = c.getCastlingRights('b');
      c.setCastlingRights('b', { k: false, q: false });
      c.setCastlingRights('b', rights);
    }],
    ['moveNumber()', (c) => c.moveNumber()],
    ['hash()', (c) => c.hash()],
    ['put + remove', (c) => { c.put({ type: 'n', color: 'w' }, empty); c.remove(empty); }],
    // A null move: not in check (the fourth position is), so the next position there.
    ['setTurn(b) + setTurn(w)', (c, i, all) => {
      const other = i === inCheck ? all[(i + 1) % 6] : c;
      other.setTurn('b');
      other.setTurn('w');
    }],
    ['load(fen)', (c, i) => c.load(FENS[i])],
    ['clear() + load(fen)', (c, i) => { c.clear(); c.load(FENS[i]); }],
    ['reset() + load(fen)', (c, i) => { c.reset(); c.load(FENS[i]); }],
    ['perft(1)', (c) => c.perft(1)],
    ['setHeader + removeHeader', (c) => { c.setHeader('Event', 'Bench'); c.removeHeader('Event'); }],
    ['getHeaders()', (c) => c.getHeaders()],
    ['setComment + removeComment', (c) => { c.setComment('note'); c.removeComment(); }],
    ['getComment()', (c) => c.getComment()],
    // A move, then a board's 64 questions, then the takeback: the mirror's refresh counted.
    ['move + 64 get + undo', (c, i) => {
      c.move(firstSan[i]);
      for (let s = 0; s < 64; s += 1) c.get(SQUARES[s]);
      c.undo();
    }],
    ['game: history()', (c) => c.history()],
    ['game: history({ verbose })', (c) => c.history({ verbose: true })],
    ['game: pgn()', (c) => c.pgn()],
    ['game: getComments()', (c) => c.getComments()],
    ['game: undo() + move(san)', (c) => { const { san } = c.undo(); c.move(san); }],
    ['game: loadPgn()', (c) => c.loadPgn(pgnText)],
    ['game: removeComments() + loadPgn()', (c) => { c.removeComments(); c.loadPgn(pgnText); }],
    // The module's function (the package's and chess.js's), on each position's FEN.
    ['validateFen(fen)', (c, i) => validateFen(FENS[i])],
  ];
}

/**
 * One row, timed in this process: { label, ours, theirs, ratio, low, high }
 * (calls a second, the best round of each; the median, lowest and highest
 * of the rounds' ratios).
 */
export function measureRow(label, { rounds = 3, budget = 0.2 } = {}) {
  const call = new Map(calls()).get(label);
  if (call === undefined) throw new Error(`no call labelled ${JSON.stringify(label)}`);
  const objects = {
    ours: FENS.map((fen) => new Chess(fen)),
    theirs: FENS.map((fen) => new ChessJs(fen)),
    ourGame: playGame(new Chess()),
    theirGame: playGame(new ChessJs()),
  };
  const fixture = {
    firstSan: objects.ours.map((c) => c.moves()[0]),
    empty: emptyEverywhere([...objects.ours, ...objects.theirs]),
    pgnText: objects.theirGame.pgn(),
    inCheck: objects.ours.findIndex((c) => c.inCheck()),
  };
  const game = label.startsWith('game:');
  const ourObjects = game ? [objects.ourGame] : objects.ours;
  const theirObjects = game ? [objects.theirGame] : objects.theirs;
  const source = call.toString();
  const ourContext = { ...fixture, FENS, SQUARES, validateFen };
  const theirContext = { ...fixture, FENS, SQUARES, validateFen: validateFenJs };
  const ratios = [];
  let ours = 0;
  let theirs = 0;
  for (let round = 0; round < rounds; round += 1) {
    const our = rate(source, ourObjects, ourContext, budget);
    const their = rate(source, theirObjects, theirContext, budget);
    ours = Math.max(ours, our);
    theirs = Math.max(theirs, their);
    ratios.push(our / their);
  }
  ratios.sort((a, b) => a - b);
  return {
    label, ours, theirs, ratio: ratios[Math.floor(ratios.length / 2)], low: ratios[0], high: ratios[rounds - 1],
  };
}

/**
 * The table's rows (see measureRow), each timed in a Node process of its
 * own: in one process the rows before a call would shape what the JIT
 * makes of it (chess.js's get('e4') folds its table lookup to a constant
 * only while get has never seen another square), so a row's figure would
 * depend on its place in the table.
 */
export function reportApi({ rounds = 3, budget = 0.2, only = [] } = {}) {
  const self = fileURLToPath(import.meta.url);
  return calls()
    .map(([label]) => label)
    .filter((label) => only.length === 0 || only.some((word) => label.includes(word)))
    .map((label) => JSON.parse(execFileSync(
      process.execPath,
      [self, '--row', label, String(rounds), String(budget)],
      { encoding: 'utf8', maxBuffer: 1 << 20 },
    )));
}

const fmt = (n) => (n >= 1e6 ? `${(n / 1e6).toFixed(1)}M` : n >= 1e3 ? `${(n / 1e3).toFixed(0)}k` : n.toFixed(0));

const times = (ratio) => `${ratio >= 10 ? ratio.toFixed(0) : ratio.toFixed(2)}x`;

/**
 * What two rounds of the same code differ by here: `--floor` times chess.js
 * against itself and classes that return one field against chess.js's
 * turn() at 0.99x to 1.01x a round. A call is a tie unless every round
 * leaves chess.js further behind or ahead than this.
 */
export const RESOLUTION = 0.02;

/**
 * Prints `rows` as the bench's table: each call's median ratio and the
 * lowest and highest of its rounds'. A call is slower than chess.js only
 * when every round was slower by more than RESOLUTION, faster only when
 * every round was faster by more than it; the rest are ties.
 */
export function printApi(rows, rounds) {
  console.log(`API throughput: every chess.js method, calls a second (the six positions; "game:" a 60-ply game), each call in a Node process of its own, ${rounds} rounds`);
  console.log(`${'call'.padEnd(36)}${'ferrochess'.padStart(12)}${'chess.js'.padStart(12)}${'ratio'.padStart(9)}${'rounds'.padStart(16)}`);
  for (const { label, ours, theirs, ratio, low, high } of rows) {
    console.log(`${label.padEnd(36)}${fmt(ours).padStart(12)}${fmt(theirs).padStart(12)}${times(ratio).padStart(9)}${`${times(low)}-${times(high)}`.padStart(16)}`);
  }
  const slower = rows.filter((r) => r.high < 1 - RESOLUTION);
  const even = rows.filter((r) => r.high >= 1 - RESOLUTION && r.low <= 1 + RESOLUTION);
  console.log(slower.length === 0
    ? 'no call slower than chess.js'
    : `slower than chess.js in every round: ${slower.map((r) => `${r.label} ${times(r.ratio)}`).join(', ')}`);
  if (even.length > 0) {
    console.log(`ties (within ${RESOLUTION * 100}% of chess.js in some round): ${even.map((r) => `${r.label} ${times(r.low)}-${times(r.high)}`).join(', ')}`);
  }
}

/**
 * What this loop can tell apart at about a nanosecond a call: `turn()` on
 * classes that do nothing but return one field, against chess.js's
 * `turn()` (which is that too), timed as the rows are. Rows that are one
 * field read in both libraries (`turn`, `moveNumber`, …) are ties within
 * the spread this prints.
 */
export function reportFloor({ rounds = 6, budget = 0.2 } = {}) {
  class PublicField { constructor() { this._turn = 'w'; } turn() { return this._turn; } }
  class PrivateField { #turn = 'w'; turn() { return this.#turn; } }
  const kinds = [
    ['chess.js itself, other objects', () => FENS.map((fen) => new ChessJs(fen))],
    ['a class returning a public field', () => FENS.map(() => new PublicField())],
    ['a class returning a private field', () => FENS.map(() => new PrivateField())],
  ];
  return kinds.map(([label, make]) => {
    const theirs = FENS.map((fen) => new ChessJs(fen));
    const objects = make();
    const ratios = [];
    for (let round = 0; round < rounds; round += 1) {
      ratios.push(rate('(c) => c.turn()', objects, {}, budget) / rate('(c) => c.turn()', theirs, {}, budget));
    }
    ratios.sort((a, b) => a - b);
    return { label, low: ratios[0], median: ratios[Math.floor(rounds / 2)], high: ratios[rounds - 1] };
  });
}

/**
 * Prints reportFloor's rows, and says so where their rounds spread wider
 * than RESOLUTION, by which the table tells a tie from a difference.
 */
export function printFloor(rows) {
  console.log("The loop's resolution: turn() on each, against chess.js's turn() (low, median, high of 6 rounds)");
  for (const { label, low, median, high } of rows) {
    console.log(`${label.padEnd(36)}${low.toFixed(2)}x ${median.toFixed(2)}x ${high.toFixed(2)}x`);
  }
  const wide = rows.filter(({ low, high }) => low < 1 - RESOLUTION || high > 1 + RESOLUTION);
  if (wide.length > 0) {
    console.log(`wider than the ${RESOLUTION * 100}% the table allows a tie in this run: ${wide.map((r) => r.label).join(', ')}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === '--floor') {
    printFloor(reportFloor());
  } else if (process.argv[2] === '--row') {
    // One row for reportApi, as JSON.
    const [label, rounds, budget] = process.argv.slice(3);
    console.log(JSON.stringify(measureRow(label, { rounds: Number(rounds), budget: Number(budget) })));
  } else {
    const rounds = Number(process.argv[2] ?? 3);
    printApi(reportApi({ rounds, only: process.argv.slice(3) }), rounds);
  }
}
