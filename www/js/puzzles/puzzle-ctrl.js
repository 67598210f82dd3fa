// Puzzles from your games. The package's findPuzzles goes through the game
// on the board with the review's engine (its own worker; the page never
// waits), and the puzzles found are kept in this browser (IndexedDB,
// puzzle-store.js), each with its source, its themes, a Glicko-2 rating
// and, once missed, a SuperMemo-2 card. The trainer plays them: you play
// the solver's moves (board or move box), the page plays the replies; a
// wrong move fails the puzzle, shows the right one as an arrow (play it to
// go on). The first try rates you and the puzzle (Glicko-2, one rating
// period each, as lichess rates puzzles); a missed puzzle comes back the
// next day and then further apart (graded 1 when missed again, 5 when
// solved); a puzzle solved at the first try does not come back. The streak
// counts puzzles solved in a row. Filters by theme and source game; the
// puzzles shown by the filters export as PGN. Made by the root controller
// (ctrl.js); the panel and the board are puzzle-view.js.
import {
  Chess, findPuzzles, glicko2, newRating, nextReview,
} from '../../ferrochess/js/index.js';
import { gameName } from '../games/game-names.js';
import { loadPuzzles, savePuzzles } from './puzzle-store.js';
import { gamesToSearch, searchGames, stopSearch } from '../games/game-search.js';
import { state } from '../state.js';
import { required } from '../common/required.js';

// state.puzzles: puzzles (each { id, fen, solution, themes, source, ply,
// rating, card, tries, solved }), player (your Glicko-2 rating), streak,
// bestStreak, filter ({ theme, source }), finding ({ controller, positions,
// total, found, game, games } while a search runs), message, loaded.
// state.puzzle, the one on the board: { item, chess (its position), solver,
// index (the solution's move asked next), feedback ('your-move', 'wrong',
// 'solved', 'failed'; 'none' when none is left), failed, expected (the
// right move after a wrong one), change (your rating's), retry }.

/** The puzzle controller, given the root controller (ctrl.js). */
export function createPuzzleCtrl(root) {
  const { view } = root;
  const trainer = state.puzzles;

  function save() {
    const { puzzles, player, streak, bestStreak } = trainer;
    savePuzzles({
      puzzles, player, streak, bestStreak,
    }).catch((error) => {
      trainer.message = `The puzzles could not be kept in this browser: ${error.message}`;
      view.render();
    });
  }

  /** Brings back the puzzles kept in this browser. */
  async function restore() {
    try {
      const kept = await loadPuzzles();
      if (kept) Object.assign(trainer, kept);
    } catch (error) {
      trainer.message = `The puzzles kept in this browser could not be read: ${error.message}`;
    }
    trainer.loaded = true;
    view.renderPuzzles(); // the panel alone: the game may not be made yet
  }

  /** Adds the puzzles of `found` (findPuzzles's) not kept yet; how many were new. */
  function add(found) {
    const known = new Set(trainer.puzzles.map((p) => p.id));
    const fresh = found
      .map((p) => ({
        id: `${p.fen}|${p.solution[0]}`,
        fen: p.fen,
        solution: p.solution,
        themes: p.themes,
        chess960: p.chess960,
        source: gameName({ white: p.source.headers.White, black: p.source.headers.Black, date: p.source.headers.Date }),
        ply: p.source.ply,
        rating: newRating(),
        card: null,
        tries: 0,
        solved: 0,
      }))
      .filter((p) => !known.has(p.id));
    trainer.puzzles.push(...fresh);
    if (fresh.length > 0) save();
    return fresh.length;
  }

  /**
   * Looks for puzzles in the game on the board (`where` 'board', its main
   * line) or in the games listed in "Your games" ('listed'), one game after
   * another, keeping each game's as it is done (game-search.js).
   */
  function find(where = 'board') {
    const what = where === 'listed' ? 'these games' : 'this game';
    let found = 0;
    return searchGames(root, trainer, {
      games: () => gamesToSearch(root, where),
      searchGame: async (game, { signal, progress }) => {
        const puzzles = await findPuzzles(await game.game(), {
          engine: root.reviewEngine,
          signal,
          onProgress: ({ positions }) => progress(positions),
        });
        found += puzzles.length;
        return add(puzzles);
      },
      words: {
        wait: 'look for puzzles once it is done.',
        done: (fresh) => (found === 0
          ? `No puzzle in ${what}: no move handed the other side a win that only one move takes.`
          : `${fresh} new ${fresh === 1 ? 'puzzle' : 'puzzles'} from ${what}${found > fresh ? ` (${found - fresh} kept before)` : ''}.`),
        stopped: 'Stopped looking for puzzles',
        failed: 'The search for puzzles stopped',
      },
      render: view.renderPuzzles,
    });
  }

  /** Stops looking for puzzles (the games done so far keep theirs). */
  const stopFinding = () => stopSearch(root, trainer);

  /** The puzzles the filters let through. */
  function shown() {
    const { theme, source } = trainer.filter;
    return trainer.puzzles.filter((p) => (!theme || p.themes.includes(theme)) && (!source || p.source === source));
  }

  /** Missed puzzles that are due again, then new ones (nearest your rating first); null when none. */
  function pick(now) {
    const list = shown();
    const due = list.filter((p) => p.card && p.card.due <= now).sort((a, b) => (a.card?.due ?? 0) - (b.card?.due ?? 0));
    if (due.length > 0) return due[0];
    const fresh = list.filter((p) => p.tries === 0);
    const distance = (p) => Math.abs(p.rating.rating - trainer.player.rating);
    return fresh.sort((a, b) => distance(a) - distance(b))[0] ?? null;
  }

  function release() {
    state.puzzle?.chess?.free();
    state.puzzle = null;
  }

  /** Sets up the next puzzle, or says that none is left. */
  function next() {
    release();
    root.leaveTrainers('puzzle');
    const item = pick(Date.now());
    if (!item) {
      state.puzzle = { item: null, chess: null, feedback: 'none' };
      view.render();
      view.announce('No puzzle is left to solve for now.');
      return;
    }
    const chess = new Chess(item.fen, { chess960: Boolean(item.chess960) });
    state.puzzle = {
      item, chess, solver: chess.turn(), index: 0, feedback: 'your-move', failed: false, expected: null, change: null, retry: item.tries > 0,
    };
    view.render();
    view.announce(`Puzzle from ${item.source}: ${chess.turn() === 'w' ? 'White' : 'Black'} to play. Find the best move.`);
  }

  /** The puzzle being solved, where a step needs one (they run only then). */
  const underWay = () => required(state.puzzle?.item ? state.puzzle : null, 'no puzzle is being solved');

  /** Counts a try: the ratings on the first (1 solved, 0 missed), the card, the streak. */
  function grade(score) {
    const puzzle = underWay();
    const { item } = puzzle;
    if (item.tries === 0) {
      const before = trainer.player;
      trainer.player = glicko2(before, [{ ...item.rating, score }]);
      item.rating = glicko2(item.rating, [{ ...before, score: 1 - score }]);
      puzzle.change = Math.round(trainer.player.rating) - Math.round(before.rating);
    }
    if (score === 0 || item.card) item.card = nextReview(item.card ?? undefined, score ? 5 : 1, Date.now());
    item.tries += 1;
    item.solved += score;
    trainer.streak = score ? trainer.streak + 1 : 0;
    trainer.bestStreak = Math.max(trainer.bestStreak, trainer.streak);
    save();
  }

  /** Judges your move (SAN, or { from, to, promotion }): right, it is played with the reply; wrong, the puzzle is missed. */
  function answer(move) {
    const puzzle = state.puzzle;
    if (!puzzle?.chess || !['your-move', 'wrong'].includes(puzzle.feedback)) return;
    const { solution } = puzzle.item;
    let played;
    try {
      played = puzzle.chess.move(move);
    } catch {
      view.announce('That move is not legal here.');
      return;
    }
    const last = puzzle.index === solution.length - 1;
    if (played.lan !== solution[puzzle.index] && !(last && puzzle.chess.isCheckmate())) {
      puzzle.chess.undo();
      if (!puzzle.failed) grade(0);
      puzzle.failed = true;
      puzzle.feedback = 'wrong';
      puzzle.expected = solution[puzzle.index];
      view.render();
      view.announce(`${played.san} is not the move: it is ${puzzle.chess.move(puzzle.expected).san}.`);
      puzzle.chess.undo();
      return;
    }
    puzzle.index += 1;
    puzzle.expected = null;
    if (puzzle.index >= solution.length) {
      finish(`${played.san}: right.`);
      return;
    }
    const reply = puzzle.chess.move(solution[puzzle.index]);
    puzzle.index += 1;
    puzzle.feedback = 'your-move';
    view.render();
    view.announce(`${played.san}: right. ${reply.san}. Your move.`);
  }

  /** The end of the line: solved (counted) unless it was missed on the way. */
  function finish(said) {
    const puzzle = underWay();
    if (!puzzle.failed) grade(1);
    puzzle.feedback = puzzle.failed ? 'failed' : 'solved';
    view.render();
    view.announce(`${said} ${puzzle.failed ? 'Puzzle done, after a miss: it comes back tomorrow.' : 'Puzzle solved.'}`);
  }

  /** Plays the rest of the solution (a puzzle shown so counts as missed). */
  function showSolution() {
    const puzzle = state.puzzle;
    if (!puzzle?.chess || !['your-move', 'wrong'].includes(puzzle.feedback)) return;
    if (!puzzle.failed) grade(0);
    puzzle.failed = true;
    const sans = puzzle.item.solution.slice(puzzle.index).map((uci) => puzzle.chess.move(uci).san);
    puzzle.index = puzzle.item.solution.length;
    puzzle.expected = null;
    finish(`The solution: ${sans.join(', ')}.`);
  }

  /** Leaves the trainer; the board shows the game again. */
  function stop() {
    if (!state.puzzle) return;
    release();
    view.render();
  }

  /** Sets the filters ({ theme, source }: '' lets every one through). */
  function setFilter(filter) {
    trainer.filter = { ...trainer.filter, ...filter };
    view.render();
  }

  /** The puzzles the filters let through as PGN: each its position, solution and themes. */
  function exportPgn() {
    return shown().map((item) => {
      const chess = new Chess(item.fen, { chess960: Boolean(item.chess960) });
      try {
        chess.setHeader('Event', 'Puzzle');
        chess.setHeader('Site', item.source);
        chess.setHeader('Annotator', 'ferrochess');
        chess.setHeader('PuzzleThemes', item.themes.join(' '));
        chess.setHeader('PuzzleRating', String(Math.round(item.rating.rating)));
        for (const uci of item.solution) chess.move(uci);
        return chess.pgn();
      } finally {
        chess.free();
      }
    }).join('\n\n');
  }

  /** Offers the puzzles the filters let through as a PGN file to save. */
  function exportFile() {
    view.download('ferrochess-puzzles.pgn', exportPgn());
  }

  /** Whether a move on the board is the trainer's. */
  const takesMove = () => Boolean(state.puzzle?.chess);

  restore();
  return {
    find, stopFinding, next, answer, showSolution, stop, setFilter, exportFile, takesMove, position: () => state.puzzle?.chess ?? null,
  };
}
