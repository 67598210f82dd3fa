// A trainer's search through games with the review's engine: the puzzles'
// (puzzle-ctrl.js) and your mistakes' (mistakes-ctrl.js). One search at a
// time (they share the engine), none while the game's review runs; games
// one after another, each game's finds kept as it is done, so that a stop
// keeps them; its progress in `trainer.finding` ({ controller, game, games,
// positions, total, found }) and its outcome in `trainer.message`.
import { LISTED_LIMIT, state } from '../state.js';

/** The games to search: the game on the board, or those the list's filter lets through (their text fetched one at a time). */
export async function gamesToSearch(root, where) {
  if (where !== 'listed') return { games: [{ plies: state.tree.gamePath().length - 1, game: async () => state.chess }], player: '' };
  const { games, player } = await root.games.listedGames(LISTED_LIMIT);
  return { games: games.map((entry) => ({ ...entry, game: () => root.games.gameText(entry.id) })), player };
}

/**
 * Runs `trainer`'s search: `games()` resolves to { games, player } (as
 * gamesToSearch); `searchGame(game, { player, signal, progress })` searches
 * one (calling `progress(positions)`) and resolves to how many new finds it
 * kept; `words` says `wait` (while the review runs), `done(fresh, games)`,
 * `stopped` and `failed`. `render()` redraws the trainer's panel.
 */
export async function searchGames(root, trainer, {
  games, searchGame, words, render,
}) {
  const { view } = root;
  if (state.puzzles.finding || state.mistakes.finding) return;
  if (state.review?.running) {
    trainer.message = `The review is using the engine: ${words.wait}`;
    view.render();
    return;
  }
  const controller = new AbortController();
  const finding = {
    controller, game: 0, games: 0, positions: 0, total: 0, found: 0,
  };
  trainer.finding = finding;
  trainer.message = '';
  view.render();
  try {
    const { games: list, player } = await games();
    finding.games = list.length;
    finding.total = list.reduce((sum, game) => sum + game.plies, 0);
    let before = 0;
    for (const [i, game] of list.entries()) {
      finding.game = i + 1;
      finding.found += await searchGame(game, {
        player,
        signal: controller.signal,
        progress: (positions) => {
          finding.positions = before + positions;
          render();
        },
      });
      before += game.plies;
    }
    trainer.message = words.done(finding.found, list.length);
  } catch (error) {
    const so = finding.found > 0 ? ` (${finding.found} new kept)` : '';
    trainer.message = controller.signal.aborted ? `${words.stopped}${so}.` : `${words.failed}: ${error.message}${so}.`;
  } finally {
    trainer.finding = null;
    view.render();
    view.announce(trainer.message);
  }
}

/** Stops `trainer`'s search (the games done keep their finds). */
export function stopSearch(root, trainer) {
  trainer.finding?.controller.abort();
  root.reviewer.cancel();
}
