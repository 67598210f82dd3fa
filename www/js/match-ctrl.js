// The match controller: two engine settings play each other, game after
// game with colours swapped, keeping a running score.
import { cancelSearch, engine } from './engines.js';
import { startMatchGame } from './game-ctrl.js';
import { render } from './view.js';
import { state } from './state.js';

const $ = (id) => document.getElementById(id);

function matchScoreText() {
  const m = state.match;
  if (!m) return '';
  const name = (value) => $('match-a').querySelector(`option[value="${CSS.escape(value)}"]`)?.textContent ?? value;
  const games = m.aWins + m.bWins + m.draws;
  return `${name(m.a)} ${m.aWins + m.draws / 2} – ${m.bWins + m.draws / 2} ${name(m.b)} after ${games} game${games === 1 ? '' : 's'}`;
}

/** Starts a match between the settings `a` and `b` (A has White first). */
export function startMatch(a, b) {
  stopMatch();
  state.match = {
    a, b, aIsWhite: true, aWins: 0, bWins: 0, draws: 0,
  };
  $('match-score').textContent = matchScoreText();
  startMatchGame();
}

/** After each engine move: the game goes on, or its result is scored and the next game starts. */
export function continueMatch(next) {
  const m = state.match;
  if (!state.chess.isGameOver()) {
    next();
    return;
  }
  if (state.chess.outcome() === 'checkmate') {
    const whiteWon = state.chess.turn() === 'b';
    if (whiteWon === m.aIsWhite) m.aWins += 1;
    else m.bWins += 1;
  } else {
    m.draws += 1;
  }
  $('match-score').textContent = matchScoreText();
  m.aIsWhite = !m.aIsWhite;
  const { generation } = engine;
  setTimeout(() => {
    if (state.match === m && engine.isCurrent(generation)) startMatchGame();
  }, 1500);
}

/** Stops the match; the game on the board stays, between the player and the chosen opponent. */
export function stopMatch() {
  if (!state.match) return;
  cancelSearch(state);
  $('match-score').textContent = `${matchScoreText()} (stopped)`;
  state.match = null;
  state.engineInGame = false;
  render();
}
