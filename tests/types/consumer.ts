// A small TypeScript consumer of the package's declarations, checked with
// `tsc --noEmit` in npm test. It must compile without errors.
import { Chess, Engine, Move, validateFen, chess960Fen, ratings, loadEngine, DEFAULT_POSITION, SUFFIX_LIST, SQUARES, type Square, type Outcome, type RatedSkill, type TreeNode, type Suffix, type GameTree, type GameTreeChange } from 'ferrochess';
import { UciSession } from 'ferrochess/engine';

const chess = new Chess(DEFAULT_POSITION);
const sans: string[] = chess.moves();
const verbose: Move[] = chess.moves({ verbose: true, square: 'e2' });
const move: Move = chess.move('e4', { strict: true });
const capture: boolean = move.isCapture();
const back: Move | null = chess.undo();
const target: Square = verbose[0].to;
// chess.js types SQUARES as Square[]: code written for it takes ours.
const everySquare: Square[] = SQUARES;
const outcome: Outcome | undefined = chess.outcome();
const check = validateFen('8/8/8/8/8/8/8/8 w - - 0 1');
const message: string = check.ok ? 'valid' : check.error;
const headers: Record<string, string> = chess.setHeader('White', 'Ada');
const text: string = chess.pgn({ maxWidth: 72 });
chess.loadPgn(text, { strict: false });
const nodes: number = chess.perft(3);
chess.free();

export { sans, capture, back, target, outcome, message, headers, nodes };

const search = new Chess().bestMove({ level: 3 });
const bestMove: string | null = search.bestMove;
const opening = new Chess().opening();
const explained: number = new Chess().explain()[0].cp;
const scale = ratings();
const rated = new Chess().bestMove({ elo: scale.min, book: false });
const table: RatedSkill[] = scale.calibration;
export { bestMove, opening, explained, rated, table };

// The engine module on this thread: loadEngine() from 'ferrochess', or 'ferrochess/engine'.
const loaded: Promise<string> = loadEngine().then((engineModule) => {
  const session = new engineModule.UciSession();
  return session.command('isready').join();
});
const uciLines: string[] = new UciSession().command('uci');
export { loaded, uciLines };

const engine = new Engine({ threads: Engine.maxThreads, watchdogMs: 10_000 });
const usedThreads: Promise<number> = engine.search({ depth: 4, threads: 2 }).then((result) => result.threads);
const configured: number = engine.threads;
const firstLines: Promise<string[]> = engine
  .search({ depth: 6, multiPv: 3 })
  .then((result) => result.lines.map((line) => line.pvSan[0] ?? ''));
engine.cancel();
const stoppable = new Chess().bestMove({ depth: 4, multiPv: 2, sameGame: true, shouldStop: () => false });
const secondBest: string | null = stoppable.lines[1]?.san ?? null;
export { usedThreads, configured, firstLines, secondBest };

// The board editor and the rest of chess.js 1.4's methods.
const editor = new Chess('8/8/8/8/8/8/8/8 w - - 0 1', { skipValidation: true });
const placed: boolean = editor.put({ type: 'k', color: 'w' }, 'e1');
const removed = editor.remove('e1');
const kings: Square[] = editor.findPiece({ type: 'k', color: 'b' });
const attackers: Square[] = new Chess().attackers('f3', 'w');
const attacked: boolean = new Chess().isAttacked('f3', 'w');
const turned: boolean = new Chess().setTurn('b');
const rights: { k: boolean; q: boolean } = new Chess().getCastlingRights('w');
const granted: boolean = new Chess().setCastlingRights('w', { k: false });
const comments: { fen: string; comment: string }[] = new Chess().getComments();
const passed: Move = new Chess().move(null);
const forced: string = new Chess().fen({ forceEnpassantSquare: true });
const possible: { k: boolean; q: boolean } = editor.castlingPossible('w');
const cannotMate: boolean = new Chess().hasInsufficientMaterial('b');
const epSquares: Square[] = editor.enPassantSquares();
const epSquare: Square | null = editor.getEnPassantSquare();
const epSet: boolean = editor.setEnPassantSquare(null);
const turnEdited: boolean = editor.setTurn('b', { edit: true });
editor.clear({ preserveHeaders: true });
export { placed, removed, kings, attackers, attacked, turned, rights, granted, comments, passed, forced };
export { liveSans, promotedLine, possible, epSquares, epSquare, epSet, turnEdited, cannotMate };

// The move tree, NAGs and suffix annotations.
const game = new Chess();
game.loadPgn('1. e4 e5 (1... c5) *');
const tree: { current: number; nodes: TreeNode[] } = game.tree();
game.goTo(tree.nodes[0].id);
const promoted: boolean = game.promoteVariation(tree.current);
const deleted: boolean = game.deleteVariation(tree.current);
// The live tree.
const live: GameTree = game.gameTree();
const liveSans: (string | null)[] = live.mainline().map((node) => node.san);
const stopListening: () => void = live.subscribe((change: GameTreeChange) => change.changed.length);
stopListening();
const lineEnd: Readonly<TreeNode> = live.addLine(live.root.id, ['d4']);
const promotedLine: boolean = live.promote(lineEnd.id);
// @ts-expect-error nodes are read-only
live.current.children = [];
game.setNags([14]);
const nags: number[] = game.getNags();
game.setSuffixAnnotation('!?');
const suffix: Suffix | undefined = game.getSuffixAnnotation();
const suffixes: readonly Suffix[] = SUFFIX_LIST;
const fischer = new Chess(chess960Fen(0), { chess960: true });
const isFischer: boolean = fischer.isChess960();
fischer.load(chess960Fen(), { chess960: true, preserveHeaders: true });
const since: number = game.changes().revision;
const touched: number[] = game.changes(since).changed;
const startTurn: 'w' | 'b' = game.node(0).turn;
const startNumber: number = game.node(0).moveNumber;
export { promoted, deleted, nags, suffix, suffixes, isFischer, startTurn, startNumber, touched };

// ferrochess/openings: names by position without the engine module.
import { loadOpeningBook, loadOpenings, type BookMove, type OpeningName } from 'ferrochess/openings';
const openings = await loadOpenings();
const bookMoves: BookMove[] = (await loadOpeningBook()).moves(game.fen());
const named: OpeningName | undefined = openings.of(game);
const byFen: string | undefined = openings.name(game.fen())?.eco;
export { named, byFen, bookMoves };

// ferrochess/board: the rules-free Board, the binding, the element.
import { Board, chessBoard, readFen, type BoardConfig, type Shape } from 'ferrochess/board';

declare const host: HTMLElement;
const config: BoardConfig = {
  fen: 'start',
  orientation: 'b',
  movable: { color: 'w', dests: new Map([['e2', ['e3', 'e4']]]) },
  premovable: { enabled: true, queue: 2 },
  drawable: { autoShapes: [{ from: 'e2', to: 'e4', color: 'blue', label: '+0.3' }] },
  events: { move: (from, to, meta) => console.log(from, to, meta.captured?.type) },
};
const plain = new Board(host, config);
const shapes: Shape[] = plain.state.shapes;
const unsubscribe: () => void = plain.on('select', (square) => console.log(square));
const promotion: Promise<'q' | 'r' | 'b' | 'n' | 'k' | 'p' | null> = plain.choosePromotion('e8', 'w', ['q', 'n']);
const bound = chessBoard(host, new Chess(), { player: 'w', premoves: 2, onMove: (m, by) => console.log(m.san, by) });
bound.showAnalysis({ lines: [{ moves: ['e2e4'], score: { cp: 31 } }], evalBar: true });
const element = document.createElement('ferro-board');
const fen: string = element.fen;
const pieces = readFen('start').get('e1')?.type;
export { shapes, unsubscribe, promotion, fen, pieces };

// Many games: a game index and its explorer.
import { GameIndex, readGames, speedOf, type ExplorerAnswer, type IndexedGame, type Speed } from 'ferrochess';
async function indexGames(pgn: string): Promise<number> {
  const index = new GameIndex({ maxPlies: 30, openings: await loadOpenings() });
  for await (const { chess, offset, length } of readGames(pgn, { places: true })) {
    index.add(chess, { offset, length });
    chess.free();
  }
  for await (const game of readGames(pgn)) game.free();
  const answer: ExplorerAnswer = index.explore(new Chess(), { player: 'ann', color: 'white', speeds: ['blitz'] });
  const first: IndexedGame | undefined = answer.games[0];
  const speed: Speed | undefined = speedOf(first?.timeControl ?? '');
  return answer.moves.length + (speed ? 1 : 0) + GameIndex.fromData(index.toData()).size;
}
void indexGames;

// A game's review and the mistakes to learn from.
import {
  accuracy, analyseGame, findMistakes, reviewGame, winningChances,
  type AnalysedGame, type Mistake, type MoveKind, type SideAccuracy,
} from 'ferrochess';
async function learn(pgn: string): Promise<string[]> {
  const engine = new Engine();
  const controller = new AbortController();
  const review: AnalysedGame = await analyseGame(pgn, {
    engine, depth: 8, book: await loadOpeningBook(), signal: controller.signal, onProgress: ({ done, total }) => console.log(done / total),
  });
  const kinds: MoveKind[] = review.moves.map((m) => m.kind);
  const sides: SideAccuracy = accuracy(review.positions.map((p) => p.score), { turn: 'w' });
  const mistakes: Mistake[] = await findMistakes(new Chess(), { engine, color: 'b', kinds: ['blunder'] });
  const again = reviewGame([{ score: { cp: 0 } }, { score: { mate: 2 } }], [{ uci: 'e2e4', san: 'e4' }]);
  engine.terminate();
  return [...kinds, String(sides.w ?? winningChances(12)), ...mistakes.map((m) => m.best.san ?? ''), again.moves[0].kind];
}
void learn;

// ferrochess/elements: the PGN viewer, its typed events and the game it shows.
import { FerroPgn, defineFerroPgn, type FerroPgnEventMap } from 'ferrochess/elements';
const viewer = document.createElement('ferro-pgn');
viewer.pgn = '1. e4 e5 *';
viewer.addEventListener('node', (event) => console.log(event.detail.san, event.detail.fen));
viewer.addEventListener('load', (event) => console.log(event.detail.index, event.detail.headers.White));
const viewerError: (event: FerroPgnEventMap['error']) => string = (event) => event.detail.message;
async function showLast(v: FerroPgn): Promise<string | null> {
  await v.loaded;
  v.last();
  return v.node?.san ?? v.game?.fen() ?? null;
}
defineFerroPgn('my-viewer');
export { viewerError, showLast };

// ferrochess/elements: the game widget, its typed events and its result.
import { FerroGame, type GameEnd } from 'ferrochess/elements';
const widget = document.createElement('ferro-game');
widget.setAttribute('elo', '1200');
widget.addEventListener('move', (event) => console.log(event.detail.move.san, event.detail.by));
widget.addEventListener('end', (event) => console.log(event.detail.result, event.detail.reason));
async function firstMove(w: FerroGame): Promise<GameEnd | null> {
  await w.loaded;
  w.move('e4');
  return w.result;
}
export { firstMove };

// A search that did not finish, typed; a <ferro-board>'s game awaited.
import type { EngineError } from 'ferrochess';
async function searchOrReason(engine: Engine): Promise<string> {
  try {
    return (await engine.search({ depth: 4 })).bestMove ?? 'none';
  } catch (error) {
    const failed = error as EngineError;
    return failed.cancelled ? 'cancelled' : failed.crashed ? 'crashed' : failed.message;
  }
}
async function boardTurn(): Promise<string> {
  const game = await document.createElement('ferro-board').loaded;
  return game.turn();
}
export { searchOrReason, boardTurn };

// ferrochess/rules: the same Chess and types, without the engine.
import { Chess as RulesChess, type Move as RulesMove } from 'ferrochess/rules';
const rulesMove: RulesMove = new RulesChess().move('e4');
export { rulesMove };
