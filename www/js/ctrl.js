// The page's root controller, built as lila's AnalyseCtrl owns its ceval,
// explorer and retro: it makes the game, new-game, ending, analysis,
// review, learn, drill, puzzle, mistakes, match, friend, links, post (correspondence), editor, games and screen controllers, and gives each itself. A controller
// imports no sibling: it reaches the others, the engines and the view (the
// only part that touches the DOM) through the root.
//
//   const ctrl = createCtrl({ view, engine, reviewer, analysisThreads });
//   ctrl.analysis.startAnalysis();
import { createAnalysisCtrl } from './analysis/analysis-ctrl.js';
import { createEditorCtrl } from './editor/editor-ctrl.js';
import { createEndingCtrl } from './game/ending-ctrl.js';
import { createFriendCtrl } from './friend/friend-ctrl.js';
import { createLinksCtrl } from './friend/links-ctrl.js';
import { createPostCtrl } from './friend/post-ctrl.js';
import { createGameCtrl } from './game/game-ctrl.js';
import { createGamesCtrl } from './games/games-ctrl.js';
import { createLearnCtrl } from './review/learn-ctrl.js';
import { createDrillCtrl } from './openings/drill-ctrl.js';
import { createPuzzleCtrl } from './puzzles/puzzle-ctrl.js';
import { createMistakesCtrl } from './puzzles/mistakes-ctrl.js';
import { createMatchCtrl } from './game/match-ctrl.js';
import { createNewGameCtrl } from './game/new-game-ctrl.js';
import { createReviewCtrl } from './review/review-ctrl.js';
import { createScreenCtrl } from './screens/screen-ctrl.js';
import { state } from './state.js';

/**
 * The root controller. `view`: { render, renderThinking,
 * renderAnalysisPanel, renderShapes, renderReview, renderGames, renderPuzzles, renderMistakes, announce,
 * opponentText, settingName, showMatchScore, download }; `engine` and `reviewer`: EngineClients (the
 * playing engine and the review's); `analysisThreads`: the threads analysis
 * searches on.
 */
export function createCtrl({
  view, engine, reviewer, analysisThreads,
}) {
  const root = {
    view,
    engine,
    reviewer,
    analysisThreads,
    /**
     * The review's engine as the package's trainers take one (judgeAnswer,
     * findPuzzles, findMistakes): a search that resolves with the engine's
     * answer, or rejects when another search took the engine.
     */
    reviewEngine: {
      search(request) {
        return reviewer.search(request).result.then((result) => {
          if (!result) throw new Error('the engine was needed for another search');
          return result;
        });
      },
    },
    /** Stops the playing engine's search; what it was thinking is forgotten. */
    cancelSearch() {
      engine.cancel();
      state.thinking = false;
      state.info = null;
    },
  };
  root.game = createGameCtrl(root);
  root.newGame = createNewGameCtrl(root);
  root.ending = createEndingCtrl(root);
  root.analysis = createAnalysisCtrl(root);
  root.review = createReviewCtrl(root);
  root.learn = createLearnCtrl(root);
  root.drill = createDrillCtrl(root);
  root.puzzle = createPuzzleCtrl(root);
  root.mistakes = createMistakesCtrl(root);
  /**
   * The trainers that take the board's moves from the game, one at a time,
   * by name: each has takesMove(), answer(move), stop(), and those with a
   * position of their own position().
   */
  root.trainers = {
    drill: root.drill, puzzle: root.puzzle, mistakes: root.mistakes, learn: root.learn,
  };
  /** Stops every trainer but the one named `keep`, which takes the board. */
  root.leaveTrainers = (keep) => {
    for (const [name, trainer] of Object.entries(root.trainers)) if (name !== keep) trainer.stop();
  };
  root.match = createMatchCtrl(root);
  root.post = createPostCtrl(root);
  root.links = createLinksCtrl(root);
  root.friend = createFriendCtrl(root);
  root.editor = createEditorCtrl(root);
  root.games = createGamesCtrl(root);
  root.screen = createScreenCtrl(root);
  return root;
}
