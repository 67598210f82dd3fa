// The page's state (state.js) as types, for tsc's check of www/js
// (tests/types/tsconfig.www.json): what state.js and the controllers
// describe of each field, written once. The package's own types come from
// its declarations (ferrochess/js/index.d.ts).
import type {
  AnswerVerdict, Chess, ExplorerAnswer, GameList, GameReview, Mistake, Rating, Repertoire, RepertoireLine, RepertoireMove,
  ReviewCard,
  SearchInfo, SearchLine,
} from '../ferrochess/js/index.js';

export type Color = 'w' | 'b';

/** The page's one state object (state.js). */
export interface State {
  screen: string;
  /** The analysis board's tool in view (state.js's ANALYSIS_TOOLS). */
  tool: 'review' | 'explorer' | 'import-export';
  setup: boolean;
  nextOpponent: string | null;
  setupCancellable: boolean;
  ownGame: boolean;
  loadedPly: number;
  /** Made by createGame() before anything reads it. */
  chess: Chess;
  /** Made with the game. */
  tree: import('./game/game-line.js').GameLine;
  cursor: number | null;
  friend: FriendPanel | null;
  playerName: string;
  share: { link: string, revision: number } | null;
  orientation: Color;
  /** The colour asked for the next game: 'w', 'b' or 'random'. */
  colorChoice: Color | 'random';
  playerColor: Color;
  opponent: string;
  premove: Premove | null;
  promotion: { from: string, to: string, types: string[] } | null;
  hint: [string, string] | null;
  info: EngineInfo | null;
  thinking: boolean;
  analysis: Analysis | null;
  review: Review | null;
  editor: Editor | null;
  better: { ply: number, move: string } | null;
  learn: Learn | null;
  drill: Drill | null;
  drillError: string;
  puzzles: PuzzleTrainer;
  puzzle: PuzzleOnBoard | null;
  mistakes: MistakeTrainer;
  mistake: MistakeOnBoard | null;
  variant: 'standard' | 'chess960';
  timeControl: string;
  showThinking: boolean;
  clock: Clock | null;
  result: GameEnd | null;
  resultHidden: boolean;
  notice: string;
  error: string;
  crashes: number;
  engineInGame: boolean;
  match: EngineMatch | null;
  games: Games;
}

/** A game with a friend, as its panel shows it (friend-ctrl.js, links-ctrl.js, post-ctrl.js). */
export interface FriendPanel {
  mode?: 'tab' | 'post' | undefined;
  tab?: string | null;
  role: 'host' | 'guest';
  offerer?: boolean;
  phase: string;
  name: string;
  peer: string | null;
  code: string;
  /** An offer of the friend's to answer ('draw', 'takeback', 'rematch'), or null. */
  offer: string | null;
  status: string;
  error?: string;
  invitation?: string;
  /** By correspondence: whether a takeback may be asked for now. */
  canTakeBack?: boolean;
}

/** A move made on the engine's turn: from the board, or typed. */
export type Premove = { from: string, to: string, promotion?: string } | { text: string };

/** What the engine said of its search in a game (its side added). */
export interface EngineInfo extends SearchInfo {
  color: Color;
}

/** The engine's lines for the position shown. */
export interface Analysis {
  lines: SearchLine[];
  depth: number;
  crashes: number;
  /** The position analysed, as the panel describes it (set with its first search). */
  position?: ShownPosition;
}

/** The position shown, as the analysis panel describes it (analysis-ctrl.js). */
export interface ShownPosition {
  turn: Color;
  fullmove: number;
  /** How the game ended there, or null. */
  over: string | null;
  /** The moves (SAN) of the variation shown from where it leaves the game. */
  sideLine: string[];
  sideLineStart: { turn: Color, fullmove: number };
}

/** The game's review. */
export interface Review {
  moves: string[];
  path: number[];
  marks: GameReview['moves'] | null;
  report: GameReview | null;
  running: boolean;
}

/** The position editor. */
export interface Editor {
  chess: Chess;
  tool: string;
  error: string;
}

/** A move of the review to find again (review-state.js's reviewFlaws): judgeAnswer's question. */
export interface Flaw {
  ply: number;
  color: Color;
  kind: string;
  /** The node of the position the move was played from. */
  node: number;
  fen: string;
  played: { uci: string, san: string };
  best: { uci: string, san: string | null };
}

/** Learning from the review's mistakes (learn-ctrl.js). */
export interface Learn {
  key: string;
  flaws: Flaw[];
  solved: Set<number>;
  index: number;
  feedback: 'find' | 'checking' | 'fail' | 'win' | 'view' | 'done';
  hint: boolean;
  answer: AnswerVerdict | { verdict: 'error', san: null, message: string } | null;
  checking: AbortController | null;
}

/** The repertoire drill (drill-ctrl.js). */
export interface Drill {
  repertoire: Repertoire;
  color: Color;
  pgn: string;
  cards: Record<string, ReviewCard>;
  line: RepertoireLine | null;
  index: number;
  chess: Chess | null;
  feedback: 'your-move' | 'wrong' | 'line-done' | 'done';
  slips: number;
  expected: RepertoireMove | null;
  done: number;
}

/** A puzzle kept (puzzle-store.js). */
export interface PuzzleItem {
  id: string;
  fen: string;
  chess960?: boolean;
  solution: string[];
  themes: string[];
  source: string;
  ply: number;
  rating: Rating;
  card: ReviewCard | null;
  tries: number;
  solved: number;
}

/** A search of games running (puzzles or mistakes: game-search.js). */
export interface Finding {
  controller: AbortController;
  /** The game being searched, of `games`. */
  game: number;
  games: number;
  /** The positions of the game searched so far, of `total`. */
  positions: number;
  total: number;
  found: number;
}

/** The puzzle trainer (puzzle-ctrl.js). */
export interface PuzzleTrainer {
  puzzles: PuzzleItem[];
  player: Rating;
  streak: number;
  bestStreak: number;
  filter: { theme: string, source: string };
  finding: Finding | null;
  message: string;
  loaded: boolean;
}

/** The puzzle on the board: none left, or one under way. */
export type PuzzleOnBoard = { item: null, chess: null, feedback: 'none' } | PuzzleUnderWay;

/** A puzzle being solved. */
export interface PuzzleUnderWay {
  item: PuzzleItem;
  /** Its position. */
  chess: Chess;
  solver: Color;
  /** The solution's move asked next. */
  index: number;
  feedback: 'your-move' | 'wrong' | 'solved' | 'failed';
  failed: boolean;
  /** The right move (UCI) after a wrong one. */
  expected: string | null;
  /** Your rating's change. */
  change: number | null;
  retry: boolean;
}

/** A mistake of yours kept (mistakes-store.js): findMistakes's, where it was found and whether you solved it. */
export interface MistakeItem extends Pick<Mistake, 'fen' | 'chess960' | 'color' | 'played' | 'best' | 'kind' | 'ply'> {
  id: string;
  source: string;
  solved: boolean;
}

/** Your mistakes across your games (mistakes-ctrl.js). */
export interface MistakeTrainer {
  items: MistakeItem[];
  finding: Finding | null;
  message: string;
  loaded: boolean;
}

/** The mistake on the board: none left, or one under way. */
export type MistakeOnBoard = { item: null, chess: null, feedback: 'none' } | MistakeUnderWay;

/** A mistake being worked on. */
export interface MistakeUnderWay {
  item: MistakeItem;
  chess: Chess;
  feedback: 'find' | 'checking' | 'retry' | 'solved' | 'shown';
  /** The last verdict. */
  said: string;
  checking: AbortController | null;
}

/** The game's clocks (clock.js). */
export interface Clock {
  base: number;
  increment: number;
  remaining: Record<Color, number>;
  running: Color | null;
  since: number;
}

/** How a game ended off the board. */
export interface GameEnd {
  winner: Color | null;
  reason: 'time' | 'resignation' | 'agreement' | 'record' | string;
}

/** An engine-against-engine match (match-ctrl.js). */
export interface EngineMatch {
  a: string;
  b: string;
  aIsWhite: boolean;
  aWins: number;
  bWins: number;
  draws: number;
}

/** The user's PGN database and the opening explorer (games-ctrl.js). */
export interface Games {
  name: string | null;
  size: number;
  bytes: number;
  count: number;
  errors: number;
  firstError: string | null;
  reading: boolean;
  complete: boolean;
  saved: boolean | null;
  error: string;
  filter: Record<string, string>;
  page: number;
  list: GameList | null;
  explorer: {
    open: boolean;
    fen: string | null;
    asked: number;
    answer: (Partial<ExplorerAnswer> & { fen: string, ms?: number, source?: string, error?: string }) | null;
    sort: string;
    descending: boolean;
  };
}
