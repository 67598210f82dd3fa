//! The `default` algorithm: negamax alpha-beta with principal-variation
//! search, iterative deepening, aspiration windows, a transposition table,
//! quiescence search over captures (MVV-LVA ordered, delta-pruned), killer,
//! counter-move, history and continuation-history heuristics (see
//! [`super::history`]), null-move pruning, ProbCut, late-move reductions,
//! check and singular extensions, mate-distance pruning, and repetition /
//! fifty-move draws detected inside the search.
//!
//! This file holds the searcher's state, iterative deepening and the
//! aspiration window; the node searches are in `searcher/negamax.rs`,
//! `searcher/probcut.rs` and `searcher/quiesce.rs`, and every tuned number
//! in [`super::params`].

mod negamax;
mod probcut;
mod quiesce;

use chess::{Board, ChessMove};

use super::budget::Budget;
use super::history::{History, MoveKey, Previous};
use super::limits::MAX_DEPTH;
use super::params::{
    ASPIRATION_DELTA, ASPIRATION_MAX_DELTA, ASPIRATION_MIN_DEPTH, SCORE_DROP_FOR_MORE_TIME,
    SCORE_DROP_TIME_SCALE, TIME_SCALE_BY_STABILITY,
};
use super::score::{INFINITY, MATE, MATE_BOUND};
use super::tt::TranspositionTable;
use crate::engine::eval::nnue;
use crate::engine::eval::nnue::accumulator::AccumulatorStack;
use crate::engine::eval::nnue::network::Network;
use crate::engine::eval::Evaluator;
use crate::rules::castling::Castles;
use crate::rules::position::Position;

const MAX_PLY: usize = MAX_DEPTH as usize + 64;

/// No static evaluation (the side to move is in check).
const NO_EVAL: i32 = i32::MIN;

/// One principal variation of an iteration: its score and moves.
#[derive(Clone, Debug)]
pub struct Line {
    pub score: i32,
    pub pv: Vec<ChessMove>,
}

/// One iteration's outcome, reported by [`Searcher::iterate`].
pub struct Iteration {
    pub depth: u32,
    /// The best line's score and moves.
    pub score: i32,
    pub pv: Vec<ChessMove>,
    /// Every line searched (one unless [`Searcher::multi_pv`] asks for
    /// more), best first; the first is `score` and `pv`.
    pub lines: Vec<Line>,
}

/// The state of one search.
pub struct Searcher<'t, 'b> {
    pub evaluator: Evaluator,
    pub tt: &'t TranspositionTable,
    /// Nodes, limits and progress reports.
    pub budget: Budget<'b>,
    pub seldepth: usize,
    /// Hashes of the positions on the path (game history first).
    path: Vec<u64>,
    killers: Vec<[Option<ChessMove>; 2]>,
    history: History,
    /// The move played at each ply of the path (`None` for a null move).
    moved: Vec<Option<MoveKey>>,
    /// The move a singular-extension search leaves out at each ply.
    excluded: Vec<Option<ChessMove>>,
    /// The depth of the iteration being searched (extensions stop at
    /// twice this many plies).
    root_depth: i32,
    pv: Vec<Vec<ChessMove>>,
    /// The static evaluation at each ply of the path ([`NO_EVAL`] in check).
    evals: Vec<i32>,
    /// The net's accumulators, one per ply, when the evaluator is `nnue`.
    nnue: Option<AccumulatorStack>,
    /// Plies added to every iteration's depth (Lazy SMP helpers differ
    /// from the main thread this way).
    pub depth_offset: u32,
    /// How many root moves get a line of their own (MultiPV): the best,
    /// then the best of the rest, and so on (see [`super::line_count`]).
    pub multi_pv: u32,
    /// Root moves left out of the line being searched (those that already
    /// have a line in this iteration).
    root_excluded: Vec<ChessMove>,
    /// The only root moves searched (UCI `searchmoves`); empty: all.
    pub root_only: Vec<ChessMove>,
    /// Room for move ordering's scores (see [`sort_by_score`]).
    scratch: Vec<(i32, ChessMove)>,
    /// The move list of each ply, kept so that nodes reuse its memory.
    move_lists: Vec<Vec<ChessMove>>,
    /// The castles of the position at each ply of the path (in Chess960
    /// the rooks that may castle: the boards carry none).
    castles: Vec<Castles>,
}

impl<'t, 'b> Searcher<'t, 'b> {
    /// `path` is the hash of every position played so far, oldest first,
    /// ending with the root; `history` what earlier searches of the game
    /// learnt about quiet moves (or [`History::new`]).
    pub fn new(
        evaluator: Evaluator,
        tt: &'t TranspositionTable,
        budget: Budget<'b>,
        path: Vec<u64>,
        history: History,
    ) -> Self {
        Searcher {
            evaluator,
            tt,
            budget,
            seldepth: 0,
            path,
            killers: vec![[None; 2]; MAX_PLY + 1],
            history,
            moved: vec![None; MAX_PLY + 1],
            excluded: vec![None; MAX_PLY + 1],
            root_depth: 0,
            pv: vec![Vec::new(); MAX_PLY + 1],
            evals: vec![NO_EVAL; MAX_PLY + 1],
            nnue: (evaluator == Evaluator::Nnue)
                .then(|| AccumulatorStack::new(Network::embedded(), MAX_PLY + 1)),
            depth_offset: 0,
            multi_pv: 1,
            root_excluded: Vec::new(),
            root_only: Vec::new(),
            scratch: Vec::with_capacity(256),
            move_lists: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
            castles: vec![Castles::Standard; MAX_PLY + 2],
        }
    }

    /// Takes the rules of `pos` for a search from it at `ply`: its castles.
    fn set_rules(&mut self, ply: usize, pos: &Position) {
        self.castles[ply] = pos.castles();
    }

    /// The key of `board`, the position at `ply`, for the table and for
    /// repetitions (see [`Castles::key`]).
    #[inline(always)]
    fn key(&self, board: &Board, ply: usize) -> u64 {
        self.castles[ply].key(board)
    }

    /// The board after `mv` on `board` (the position at `ply`), its castles
    /// set as those of `ply + 1`.
    #[inline(always)]
    fn play(&mut self, board: &Board, mv: ChessMove, ply: usize) -> Board {
        let (after, castles) = self.castles[ply].play(board, mv);
        self.castles[ply + 1] = castles;
        after
    }

    /// The quiet-move history, with what this search added to it.
    pub fn into_history(self) -> History {
        self.history
    }

    /// The static evaluation of `board`, the position at `ply`, for the
    /// side to move.
    #[inline]
    fn evaluate(&self, board: &Board, ply: usize) -> i32 {
        match &self.nnue {
            Some(stack) if !nnue::defers_to_handcrafted(board) => stack.evaluate(ply, board),
            Some(_) => Evaluator::Handcrafted.evaluate_board_relative(board),
            None => self.evaluator.evaluate_board_relative(board),
        }
    }

    /// Prepares the evaluation of the position after `mv` on `board` (at
    /// `ply`), before the child at `ply + 1` is searched.
    #[inline]
    fn make(&mut self, ply: usize, board: &Board, mv: ChessMove) {
        if let Some(stack) = &mut self.nnue {
            stack.make(ply, board, mv);
        }
    }

    /// Plays `mv` on `board` (the position at `ply`) for a full-width search
    /// of the child: the child's table slot is fetched, its key joins the
    /// path for repetitions (the caller pops it), the move is remembered
    /// for the histories and the evaluation is prepared. Returns the child.
    #[inline]
    fn enter_child(&mut self, board: &Board, mv: ChessMove, ply: usize) -> Board {
        let child = self.play(board, mv, ply);
        let child_key = self.key(&child, ply + 1);
        self.tt.prefetch(child_key);
        self.path.push(child_key);
        self.moved[ply] = MoveKey::of(board, mv);
        self.make(ply, board, mv);
        child
    }

    /// Starts a search at `ply` from `board`.
    fn set_root(&mut self, ply: usize, board: &Board) {
        if let Some(stack) = &mut self.nnue {
            stack.refresh(ply, board);
        }
    }

    /// The common start of every node: clear its PV, give up if the search
    /// must stop, count it. Returns false when the search is aborting.
    fn enter(&mut self, ply: usize) -> bool {
        self.pv[ply].clear();
        if self.budget.should_abort() {
            return false;
        }
        self.budget.nodes += 1;
        true
    }

    /// The moves played one and two plies before `ply` (none before the
    /// root).
    #[inline]
    fn previous(&self, ply: usize) -> Previous {
        [
            ply.checked_sub(1).and_then(|p| self.moved[p]),
            ply.checked_sub(2).and_then(|p| self.moved[p]),
        ]
    }

    /// Whether the position just reached repeats one since the last
    /// irreversible move (a repetition inside the search counts as a draw).
    fn is_repetition(&self, halfmove: u32) -> bool {
        let n = self.path.len();
        let current = self.path[n - 1];
        let window = (halfmove as usize).min(n - 1);
        (2..=window)
            .step_by(2)
            .any(|back| self.path[n - 1 - back] == current)
    }

    /// Runs iterative deepening; calls `on_iteration` after each completed
    /// depth. Returns the last completed iteration.
    pub fn iterate(
        &mut self,
        root: &Position,
        mut on_iteration: impl FnMut(&Iteration, &Searcher),
    ) -> Option<Iteration> {
        let mut last: Option<Iteration> = None;
        // Iterations in a row that kept the same best move.
        let mut stable = 0usize;
        self.set_rules(0, root);
        self.set_root(0, &root.board);
        let root_moves = match self.root_only.len() {
            0 => root.legal_moves().len(),
            only => only,
        };
        let line_count = super::line_count(self.multi_pv, root_moves);
        for depth in 1..=self.budget.deadline.max_depth {
            self.budget.abortable = depth > 1;
            let mut lines: Vec<Line> = Vec::with_capacity(line_count);
            self.root_excluded.clear();
            for index in 0..line_count {
                let previous = last
                    .as_ref()
                    .and_then(|it| it.lines.get(index))
                    .map_or(0, |line| line.score);
                self.root_depth = (depth + self.depth_offset) as i32;
                let score = self.aspiration(root, self.root_depth, previous);
                if self.budget.aborted() {
                    break;
                }
                let pv = self.pv[0].clone();
                let Some(&first) = pv.first() else {
                    break; // no legal move at the root
                };
                self.root_excluded.push(first);
                lines.push(Line { score, pv });
            }
            self.root_excluded.clear();
            // An iteration cut short is dropped whole, all its lines.
            if self.budget.aborted() || lines.is_empty() {
                break;
            }
            lines.sort_by_key(|line| std::cmp::Reverse(line.score));
            let iteration = Iteration {
                depth,
                score: lines[0].score,
                pv: lines[0].pv.clone(),
                lines,
            };
            let score = iteration.score;
            on_iteration(&iteration, self);
            let mate_found = score.abs() >= MATE_BOUND && (MATE - score.abs()) as u32 <= depth;
            let (same_move, score_drop) = match &last {
                Some(before) => (
                    before.pv.first() == iteration.pv.first(),
                    before.score - iteration.score,
                ),
                None => (false, 0),
            };
            stable = if same_move { stable + 1 } else { 0 };
            last = Some(iteration);
            // Time: more while the best move keeps changing or the score
            // falls, less once it has held for several iterations.
            let mut scale = TIME_SCALE_BY_STABILITY[stable.min(TIME_SCALE_BY_STABILITY.len() - 1)];
            if score_drop > SCORE_DROP_FOR_MORE_TIME {
                scale *= SCORE_DROP_TIME_SCALE;
            }
            let budget = &self.budget;
            if mate_found || budget.deadline.past_soft_scaled(scale) || budget.stop.is_set() {
                break;
            }
            let past_soft_nodes = budget
                .deadline
                .soft_nodes
                .is_some_and(|n| budget.nodes >= n);
            if budget.out_of_nodes() || past_soft_nodes {
                break;
            }
        }
        last
    }

    /// A full-window search of `pos` to `depth` (for scoring root moves).
    pub fn score_position(&mut self, pos: &Position, depth: i32) -> i32 {
        self.moved[0] = None;
        self.set_rules(1, pos);
        self.path.push(self.key(&pos.board, 1));
        self.set_root(1, &pos.board);
        let score = self.negamax(&pos.board, 0, depth.max(0), 1, -INFINITY, INFINITY, true);
        self.path.pop();
        score
    }

    fn aspiration(&mut self, root: &Position, depth: i32, previous: i32) -> i32 {
        if depth < ASPIRATION_MIN_DEPTH || previous.abs() >= MATE_BOUND {
            return self.negamax(
                &root.board,
                root.halfmove_clock,
                depth,
                0,
                -INFINITY,
                INFINITY,
                true,
            );
        }
        let mut delta = ASPIRATION_DELTA;
        let (mut alpha, mut beta) = (previous - delta, previous + delta);
        loop {
            let score = self.negamax(
                &root.board,
                root.halfmove_clock,
                depth,
                0,
                alpha,
                beta,
                true,
            );
            if self.budget.aborted() {
                return score;
            }
            // Widen from the score that fell outside (on a fail low, the
            // window's top comes down to its middle).
            if score <= alpha {
                beta = (alpha + beta) / 2;
                alpha = (score - delta).max(-INFINITY);
            } else if score >= beta {
                beta = (score + delta).min(INFINITY);
            } else {
                return score;
            }
            delta += delta / 2;
            if delta > ASPIRATION_MAX_DELTA {
                alpha = -INFINITY;
                beta = INFINITY;
            }
        }
    }
}
