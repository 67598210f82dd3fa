// The puzzle trainer's panel and board, drawn from the state
// (state.puzzles and state.puzzle, puzzle-ctrl.js): the search for puzzles
// and its progress, your rating and streak, the filters, what to do now.
import { renderTrainerPlayers, trainerBoard } from '../trainers/trainer-view.js';
import { LISTED_LIMIT, state } from '../state.js';
import { formatCount } from '../common/count.js';
import { $ } from '../common/dom.js';


/** `count` `word`s, the plural by an s. */
export const counted = (count, word) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** A theme's name in words: 'mateIn2' → 'mate in 2', 'hangingPiece' → 'hanging piece'. */
const themeName = (theme) => theme.replace(/In(\d)/, ' in $1').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** Keeps a <select>'s options as `values`, shown as `label` gives them (the first option, "every one", stays), the choice kept. */
function fillSelect(select, values, label = (value) => value) {
  const wanted = ['', ...values];
  const have = [...select.options].map((o) => o.value);
  if (have.join('\n') === wanted.join('\n')) return;
  const chosen = select.value;
  while (select.options.length > 1) select.remove(1);
  for (const value of values) select.add(new Option(label(value), value));
  select.value = wanted.includes(chosen) ? chosen : '';
}

/** The games listed in "Your games", as a search through them takes them: 'the 2 games listed', 'the first 1,000 of the 3,001 games listed'. */
export function listedText() {
  const total = state.games.list?.total ?? 0;
  if (total > LISTED_LIMIT) return `the first ${formatCount(LISTED_LIMIT)} of the ${formatCount(total)} games listed`;
  return `the ${counted(total, 'game')} listed`;
}

/** How far the search for puzzles is. */
function findingText(finding) {
  const found = `${counted(finding.found, 'puzzle')} so far`;
  if (finding.games > 1) return `Looking through game ${finding.game} of ${finding.games}: ${found}.`;
  return `Looking through the game: move ${Math.ceil(finding.positions / 2)} of ${Math.ceil(finding.total / 2)}, ${found}.`;
}

/** What the trainer holds: puzzles kept, due, new; your rating and streak. */
function summaryText(trainer) {
  if (!trainer.loaded) return 'Reading the puzzles kept in this browser…';
  const { puzzles, player } = trainer;
  if (puzzles.length === 0) return 'No puzzles yet: look for them in a game, yours or one you load.';
  const now = Date.now();
  const due = puzzles.filter((p) => p.card && p.card.due <= now).length;
  const fresh = puzzles.filter((p) => p.tries === 0).length;
  return `${counted(puzzles.length, 'puzzle')} kept: ${fresh} new, ${due} missed and due again. `
    + `Your puzzle rating ${Math.round(player.rating)} ± ${Math.round(2 * player.deviation)}. `
    + `Streak ${trainer.streak} (best ${trainer.bestStreak}).`;
}

/** What the panel says about the puzzle on the board; `rating`: the player's puzzle rating now. */
function statusText(puzzle, rating) {
  // The rating itself, then its change in brackets: "−162" alone read as a negative rating.
  const change = puzzle.change === null ? '' : ` Your puzzle rating: ${Math.round(rating)} (${puzzle.change >= 0 ? '+' : '−'}${Math.abs(puzzle.change)}).`;
  const side = puzzle.chess ? (puzzle.chess.turn() === 'w' ? 'White' : 'Black') : '';
  const from = puzzle.item ? ` From ${puzzle.item.source}, move ${Math.ceil(puzzle.item.ply / 2)}; ${puzzle.item.themes.map(themeName).join(', ')}.` : '';
  switch (puzzle.feedback) {
    case 'your-move': return `${side} to play: find the best move.${puzzle.retry ? ' (A puzzle you missed before.)' : ''}`;
    case 'wrong': return `Not the move: the arrow shows it. Play it to go on.${change}`;
    case 'solved': return `Solved!${change}${from}`;
    case 'failed': return `Missed: it comes back tomorrow.${change}${from}`;
    default: return 'No puzzle is left to solve for now: look for more in a game, or change the filters.';
  }
}

/** The panel. */
export function renderPuzzles() {
  const trainer = state.puzzles;
  const { puzzle } = state;
  const { finding } = trainer;
  $('puzzle-find').disabled = Boolean(finding || state.mistakes.finding);
  $('puzzle-find-listed').hidden = !state.games.list?.total;
  $('puzzle-find-listed').disabled = Boolean(finding || state.mistakes.finding);
  $('puzzle-find-listed').textContent = `Find puzzles in ${listedText()}`;
  // The same search from the games' own screen.
  $('games-train').hidden = !state.games.list?.total;
  $('games-find-puzzles').disabled = $('puzzle-find-listed').disabled;
  $('games-find-puzzles').textContent = $('puzzle-find-listed').textContent;
  $('puzzle-find-stop').hidden = !finding;
  const progress = $('puzzle-progress');
  progress.hidden = !finding;
  if (finding) {
    progress.max = finding.total;
    progress.value = finding.positions;
    progress.textContent = `${finding.positions} of ${finding.total}`;
  }
  $('puzzle-finding').textContent = finding ? findingText(finding) : trainer.message;
  $('puzzle-summary').textContent = summaryText(trainer);
  fillSelect($('puzzle-theme'), [...new Set(trainer.puzzles.flatMap((p) => p.themes))].sort(), themeName);
  fillSelect($('puzzle-source'), [...new Set(trainer.puzzles.map((p) => p.source))]);
  $('puzzle-theme').value = trainer.filter.theme;
  $('puzzle-source').value = trainer.filter.source;
  $('puzzle-filters').hidden = trainer.puzzles.length === 0;
  $('puzzle-export').disabled = trainer.puzzles.length === 0;
  const solving = Boolean(puzzle?.chess) && ['your-move', 'wrong'].includes(puzzle?.feedback ?? '');
  $('puzzle-next').textContent = puzzle ? 'Next puzzle' : 'Solve puzzles';
  $('puzzle-next').disabled = trainer.puzzles.length === 0;
  $('puzzle-solution').hidden = !solving;
  $('puzzle-stop').hidden = !puzzle;
  $('puzzle-status').textContent = puzzle ? statusText(puzzle, trainer.player.rating) : '';
  if (puzzle) $('puzzle-panel').dataset.feedback = puzzle.feedback;
  else delete $('puzzle-panel').dataset.feedback;
}

/** The board's settings for the puzzle on the board: the right move as an arrow after a wrong one. */
export function puzzleBoard(puzzle, arrowColor) {
  const { solver } = puzzle;
  return trainerBoard(puzzle.chess, {
    color: solver,
    yours: ['your-move', 'wrong'].includes(puzzle.feedback),
    arrow: puzzle.feedback === 'wrong' ? puzzle.expected : null,
    arrowColor,
  });
}

/** The status line by the board while a puzzle holds it. */
export function puzzleStatusLine(puzzle) {
  switch (puzzle.feedback) {
    case 'wrong': return 'Puzzle: not the move (the arrow shows it)';
    case 'solved': return 'Puzzle solved';
    case 'failed': return 'Puzzle missed';
    default: return `Puzzle: ${puzzle.solver === 'w' ? 'White' : 'Black'} to play`;
  }
}

/** The players by the board: you (the solver) and the puzzle's other side. */
export function renderPuzzlePlayers(puzzle) {
  const { solver } = puzzle;
  const other = solver === 'w' ? 'b' : 'w';
  renderTrainerPlayers(puzzle.chess, {
    color: solver,
    names: { [solver]: 'You', [other]: 'The puzzle' },
    finished: !['your-move', 'wrong'].includes(puzzle.feedback),
  });
}

/** Offers `text` as a file to save, named `name`. */
export function download(name, text) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'application/x-chess-pgn' }));
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
