// Whether the puzzles findPuzzles makes are sound (issue 69's done-when: at
// least 95% of at least 200): a fixed set of games is played from a seed
// (scripts/seeded-games.mjs), its puzzles are found with the package's
// engine, and Stockfish (Debian's 15.1, /usr/games/stockfish, through
// python-chess) checks each at depth 18 with two lines: at every solver
// move the solution's move must be Stockfish's best (or, as the last move,
// any mate in one) and the only good one by the rule findPuzzles applies
// (crate/js/training/puzzles.js). Prints each puzzle that fails and the totals, and
// how many puzzles a minute of engine time found. With --jobs N the games
// are shared among N processes (game i to process i mod N), each with its
// own engine and Stockfish, and the totals summed.
//
//   node scripts/puzzle-check.mjs [--games 40] [--seed 69] [--depth 12] [--confirm 18] [--check 18] [--jobs 1] [--every 7] [--plies 120] [--save puzzles.json]
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_PUZZLE_CONFIRM_DEPTH, Engine, findPuzzles } from '../crate/js/index.js';
import { seededGames } from './seeded-games.mjs';
import { PYTHON_ENV } from '../tests/python.mjs';
import { numberOption } from './number-option.mjs';

const args = process.argv.slice(2);
const GAMES = numberOption('games', 40);
const SEED = numberOption('seed', 69);
const DEPTH = numberOption('depth', 12);
const CONFIRM = numberOption('confirm', DEFAULT_PUZZLE_CONFIRM_DEPTH);
const CHECK = numberOption('check', 18);
const JOBS = numberOption('jobs', 1);
// The games: one move in EVERY at random (the rest the engine's at depth 3), at most PLIES plies.
const EVERY = numberOption('every', 7);
const PLIES = numberOption('plies', 120);
const SHARD = numberOption('shard', -1);
const SAVE = args.includes('--save') ? args[args.indexOf('--save') + 1] : null;

if (JOBS > 1 && SHARD < 0) {
  // The parent: one child a share of the games, the totals summed from their last lines.
  const results = await Promise.all(Array.from({ length: JOBS }, (_, shard) => new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [process.argv[1], ...args, '--shard', String(shard)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      process.stdout.write(String(chunk).replace(/^(?=.)/gm, `[${shard}] `));
    });
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1))) : reject(new Error(`shard ${shard} failed`))));
  })));
  const sum = (key) => results.reduce((total, r) => total + r[key], 0);
  const minutes = Math.max(...results.map((r) => r.minutes));
  console.log(`${sum('puzzles')} puzzles in ${GAMES} games (seed ${SEED}, depth ${DEPTH}, confirmed at ${CONFIRM}) in ${minutes.toFixed(1)} min with ${JOBS} engines: ${(sum('puzzles') / (minutes * JOBS)).toFixed(2)} a minute of one engine's time`);
  console.log(`Stockfish at depth ${CHECK}: ${sum('sound')} of ${sum('puzzles')} puzzles sound (${(100 * sum('sound') / Math.max(1, sum('puzzles'))).toFixed(1)}%)`);
  process.exit(0);
}

const engine = new Engine();
const games = [...seededGames(GAMES, SEED, { every: EVERY, plies: PLIES })].filter((game, i) => {
  if (SHARD < 0 || i % JOBS === SHARD) return true;
  game.free();
  return false;
});
const started = performance.now();
let puzzles;
try {
  puzzles = await findPuzzles(games, {
    engine,
    depth: DEPTH,
    confirmDepth: CONFIRM,
    onProgress: ({ games: done, positions, puzzles: found }) => {
      if (positions % 200 === 0) console.log(`${done} games, ${positions} positions, ${found} puzzles (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    },
  });
} finally {
  engine.terminate();
  for (const game of games) game.free();
}
const minutes = (performance.now() - started) / 60_000;
console.log(`${puzzles.length} puzzles in ${games.length} games (seed ${SEED}, depth ${DEPTH}, confirmed at ${CONFIRM}) in ${minutes.toFixed(1)} min of engine time: ${(puzzles.length / minutes).toFixed(1)} a minute`);

const dir = mkdtempSync(join(tmpdir(), 'ferrochess-puzzles-'));
try {
  const file = join(dir, 'puzzles.json');
  writeFileSync(file, JSON.stringify(puzzles));
  if (SAVE) writeFileSync(SHARD >= 0 ? `${SAVE}.${SHARD}` : SAVE, JSON.stringify(puzzles));
  const report = execFileSync('python3', ['-c', `
import chess, chess.engine, json, math, sys
puzzles = json.load(open(sys.argv[1]))
depth = int(sys.argv[2])
def chances(score):
    if score.is_mate():
        return 1 if score.mate() > 0 else -1
    return 2 / (1 + math.exp(-0.00368208 * score.score())) - 1
def only_good(best, second, board):
    if second is None:
        return True
    b, s = best["score"].relative, second["score"].relative
    if b == chess.engine.Mate(1):
        return True
    if b == chess.engine.Mate(2):
        return s < chess.engine.Cp(500)
    if b == chess.engine.Mate(3):
        return s < chess.engine.Cp(300)
    if chances(b) > chances(s) + 0.42:
        return True
    if b.is_mate() and b.mate() > 0 and s < chess.engine.Cp(400):
        return "x" not in board.san(second["pv"][0])
    return False
engine = chess.engine.SimpleEngine.popen_uci("/usr/games/stockfish")
sound = 0
for i, puzzle in enumerate(puzzles):
    board = chess.Board(puzzle["fen"])
    ok, why = True, ""
    for k, uci in enumerate(puzzle["solution"]):
        move = chess.Move.from_uci(uci)
        if k % 2 == 0:
            infos = engine.analyse(board, chess.engine.Limit(depth=depth), multipv=2)
            best = infos[0]
            second = infos[1] if len(infos) > 1 else None
            last = k == len(puzzle["solution"]) - 1
            board.push(move)
            mates = board.is_checkmate()
            board.pop()
            if best["pv"][0] != move and not (last and mates):
                ok, why = False, f"move {k}: {board.san(move)}, Stockfish plays {board.san(best['pv'][0])} ({best['score'].relative})"
                break
            if not mates and not only_good(best, second, board):
                ok, why = False, f"move {k}: {board.san(move)} ({best['score'].relative}) is not the only good move: {board.san(second['pv'][0])} ({second['score'].relative})"
                break
        board.push(move)
    sound += ok
    print(f"{'sound' if ok else 'unsound'} {i}: {' '.join(puzzle['solution'])} {','.join(puzzle['themes'])}", file=sys.stderr)
    if not ok:
        print(f"unsound: {puzzle['fen']} {' '.join(puzzle['solution'])} {','.join(puzzle['themes'])}: {why}")
engine.quit()
print(f"Stockfish at depth {depth}: {sound} of {len(puzzles)} puzzles sound ({100 * sound / max(1, len(puzzles)):.1f}%)")
print(json.dumps({"puzzles": len(puzzles), "sound": sound}))
`, file, String(CHECK)], { env: PYTHON_ENV, encoding: 'utf8' });
  const lines = report.trimEnd().split('\n');
  const totals = JSON.parse(lines.pop());
  console.log(lines.join('\n'));
  if (SHARD >= 0) console.log(JSON.stringify({ ...totals, minutes }));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
