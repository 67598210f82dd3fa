// Your mistakes across your games (lichess's "learn from your mistakes",
// over many games at once): the review's engine reviews the games listed
// in "Your games" one after another (the package's findMistakes, the same
// nodes a position as the page's review) for your mistakes and blunders
// (lichess's thresholds, the opening book's moves excused unless they
// blunder; yours: the side of the player the list is
// filtered by, else both sides). They are kept in this browser
// (puzzle-store.js) with their game. Practising sets up the position
// before one you have not solved: the package's judgeAnswer accepts the
// engine's move, or any move that keeps your winning chances within its
// margin of it; the move played and worse moves are refused. Solved ones
// are kept solved. Made by the root controller (ctrl.js); the panel and the
// board are mistakes-view.js.
import { Chess, findMistakes, judgeAnswer } from '../../ferrochess/js/index.js';
import { loadOpeningBook } from '../../ferrochess/js/openings.js';
import { gameName } from '../games/game-names.js';
import { loadMistakes, saveMistakes } from './puzzle-store.js';
import { gamesToSearch, searchGames, stopSearch } from '../games/game-search.js';
import { REVIEW_NODES, state } from '../state.js';

// state.mistakes: items (each { id, fen, color, played, best, kind, source,
// ply, solved }), finding (while a review runs), message, loaded.
// state.mistake, the one on the board: { item, chess (its position),
// feedback ('find', 'checking', 'retry', 'solved', 'shown'; 'none' when
// every one is solved), said (the last verdict), checking (its abort) }.

/** The mistakes controller, given the root controller (ctrl.js). */
export function createMistakesCtrl(root) {
  const { view } = root;
  const trainer = state.mistakes;
  /** The opening book (its moves are excused unless they blunder, as in the review), loaded for the first review. */
  let book = null;

  function save() {
    saveMistakes({ items: trainer.items }).catch((error) => {
      trainer.message = `Your mistakes could not be kept in this browser: ${error.message}`;
      view.render();
    });
  }

  async function restore() {
    try {
      const kept = await loadMistakes();
      if (kept) trainer.items = kept.items;
    } catch (error) {
      trainer.message = `Your mistakes kept in this browser could not be read: ${error.message}`;
    }
    trainer.loaded = true;
    view.renderMistakes(); // the panel alone: the game may not be made yet
  }

  /** Your side in a listed game: the one whose name holds `player` (any case), or undefined for both. */
  function yourColor(entry, player) {
    const wanted = player.toLowerCase();
    if (!wanted) return undefined;
    const white = entry.white.toLowerCase().includes(wanted);
    const black = entry.black.toLowerCase().includes(wanted);
    return white === black ? undefined : white ? 'w' : 'b';
  }

  /** Reviews the listed games, one after another, keeping each game's mistakes as it is done (game-search.js). */
  function find() {
    return searchGames(root, trainer, {
      games: async () => {
        book ??= loadOpeningBook().catch(() => null);
        await book;
        return gamesToSearch(root, 'listed');
      },
      searchGame: async (game, { player, signal, progress }) => {
        const mistakes = await findMistakes(await game.game(), {
          engine: root.reviewEngine,
          nodes: REVIEW_NODES,
          book: (await book) ?? undefined,
          color: yourColor(game, player),
          signal,
          onProgress: ({ done }) => progress(done - 1),
        });
        const known = new Set(trainer.items.map((item) => item.id));
        const source = gameName(game);
        const added = mistakes
          .map((m) => ({
            id: `${m.fen}|${m.played.uci}`, fen: m.fen, chess960: m.chess960, color: m.color, played: m.played, best: m.best, kind: m.kind, source, ply: m.ply, solved: false,
          }))
          .filter((item) => !known.has(item.id));
        trainer.items.push(...added);
        if (added.length > 0) save();
        return added.length;
      },
      words: {
        wait: 'look for your mistakes once it is done.',
        done: (fresh, games) => `${fresh} new ${fresh === 1 ? 'mistake' : 'mistakes'} found in ${games} ${games === 1 ? 'game' : 'games'}.`,
        stopped: 'Stopped looking for your mistakes',
        failed: 'The review stopped',
      },
      render: view.renderMistakes,
    });
  }

  const stopFinding = () => stopSearch(root, trainer);

  function release() {
    if (state.mistake?.item) state.mistake.checking?.abort();
    state.mistake?.chess?.free();
    state.mistake = null;
  }

  /** Sets up the next mistake you have not solved, or says that none is left. */
  function next() {
    const after = state.mistake?.item ? trainer.items.indexOf(state.mistake.item) : -1;
    release();
    root.leaveTrainers('mistakes');
    const unsolved = trainer.items.filter((item) => !item.solved);
    const item = unsolved.find((candidate) => trainer.items.indexOf(candidate) > after) ?? unsolved[0];
    if (!item) {
      state.mistake = { item: null, chess: null, feedback: 'none' };
      view.render();
      view.announce('Every mistake found is solved.');
      return;
    }
    state.mistake = {
      item, chess: new Chess(item.fen, { chess960: Boolean(item.chess960) }), feedback: 'find', said: '', checking: null,
    };
    view.render();
    view.announce(`From ${item.source}: ${item.played.san} was a ${item.kind}. Find a better move for ${item.color === 'w' ? 'White' : 'Black'}.`);
  }

  /** Judges your move (SAN, or { from, to, promotion }) with judgeAnswer. */
  async function answer(move) {
    const mistake = state.mistake;
    if (!mistake?.chess || !['find', 'retry'].includes(mistake.feedback)) return;
    const controller = new AbortController();
    mistake.checking = controller;
    mistake.feedback = 'checking';
    view.render();
    let verdict;
    try {
      verdict = await judgeAnswer(mistake.item, move, { engine: root.reviewEngine, signal: controller.signal });
    } catch (error) {
      if (state.mistake !== mistake) return;
      mistake.feedback = 'retry';
      mistake.said = `The check stopped: ${error.message}. Try again.`;
      view.render();
      return;
    }
    if (state.mistake !== mistake) return;
    mistake.checking = null;
    if (verdict.verdict === 'best' || verdict.verdict === 'good') {
      mistake.chess.move(verdict.uci);
      mistake.item.solved = true;
      save();
      mistake.feedback = 'solved';
      mistake.said = verdict.verdict === 'best' ? `${verdict.san}: the engine's move.` : `${verdict.san}: good, as good as the engine's ${mistake.item.best.san}.`;
    } else {
      mistake.feedback = 'retry';
      mistake.said = {
        illegal: 'That move is not legal here. Try again.',
        played: `${verdict.san} is the move played in the game. Try another.`,
        worse: `${verdict.san} is not better. Try again.`,
      }[verdict.verdict];
    }
    view.render();
    view.announce(mistake.said);
  }

  /** Plays the engine's move (the mistake stays unsolved). */
  function showSolution() {
    const mistake = state.mistake;
    if (!mistake?.chess || !['find', 'retry'].includes(mistake.feedback)) return;
    mistake.chess.move(mistake.item.best.uci);
    mistake.feedback = 'shown';
    mistake.said = `The engine plays ${mistake.item.best.san}.`;
    view.render();
    view.announce(mistake.said);
  }

  function stop() {
    if (!state.mistake) return;
    release();
    view.render();
  }

  restore();
  return {
    find, stopFinding, next, answer, showSolution, stop, takesMove: () => Boolean(state.mistake?.chess), position: () => state.mistake?.chess ?? null,
  };
}
