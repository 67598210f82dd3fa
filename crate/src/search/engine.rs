//! The `default` algorithm: negamax alpha-beta with principal-variation
//! search, iterative deepening, aspiration windows, a transposition table,
//! quiescence search over captures (MVV-LVA ordered, delta-pruned), killer,
//! counter-move, history and continuation-history heuristics (see
//! [`super::history`]), null-move pruning, late-move reductions, check and
//! singular extensions, mate-distance pruning, and repetition / fifty-move
//! draws detected inside the search.

use std::sync::OnceLock;

use chess::{Board, ChessMove, Color, MoveGen, Piece, EMPTY};

use super::budget::Budget;
use super::check;
use super::history::{History, MoveKey, Previous};
use super::limits::MAX_DEPTH;
use super::ordering::{is_tactical, mvv_lva, order, piece_value, sort_by_score};
use super::score::{INFINITY, MATE, MATE_BOUND};
use super::see::see_ge;
use super::tt::{Bound, TranspositionTable};
use crate::castling::{self, Castle, CastlingRights};
use crate::eval::nnue;
use crate::eval::nnue::accumulator::AccumulatorStack;
use crate::eval::nnue::network::Network;
use crate::eval::Evaluator;
use crate::position::Position;

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
    /// Room for move ordering's scores (see [`sort_by_score`]).
    scratch: Vec<(i32, ChessMove)>,
    /// The move list of each ply, kept so that nodes reuse its memory.
    move_lists: Vec<Vec<ChessMove>>,
    /// In Chess960, the castling rights at each ply of the path (the
    /// boards carry none); `None` in standard chess.
    chess960: Option<Vec<CastlingRights>>,
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
            scratch: Vec::with_capacity(256),
            move_lists: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
            chess960: None,
        }
    }

    /// Takes the rules of `pos` for a search from it at `ply`: its Chess960
    /// castling rights, if it has them.
    fn set_rules(&mut self, ply: usize, pos: &Position) {
        match pos.chess960 {
            Some(rights) => {
                let stack = self
                    .chess960
                    .get_or_insert_with(|| vec![CastlingRights::NONE; MAX_PLY + 2]);
                stack[ply] = rights;
            }
            None => self.chess960 = None,
        }
    }

    /// The key of `board`, the position at `ply`, for the table and for
    /// repetitions: the board's hash, with Chess960's castling rights.
    #[inline]
    fn key(&self, board: &Board, ply: usize) -> u64 {
        match &self.chess960 {
            None => board.get_hash(),
            Some(rights) => board.get_hash() ^ crate::zobrist::castling_key(rights[ply].sides()),
        }
    }

    /// The board after `mv` on `board` (the position at `ply`); in
    /// Chess960 it plays castling and sets the rights of `ply + 1`.
    #[inline]
    fn play(&mut self, board: &Board, mv: ChessMove, ply: usize) -> Board {
        match &mut self.chess960 {
            None => board.make_move_new(mv),
            Some(rights) => {
                rights[ply + 1] = rights[ply].after(board, mv);
                let castles = board.color_on(mv.get_dest()) == Some(board.side_to_move());
                match Castle::of(board, mv).filter(|_| castles) {
                    Some(castle) => castling::play(board, &castle),
                    None => board.make_move_new(mv),
                }
            }
        }
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
        let line_count = super::line_count(self.multi_pv, root.legal_moves().len());
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
            let mut scale = [2.0, 1.4, 1.1, 0.9, 0.75][stable.min(4)];
            if score_drop > 25 {
                scale *= 1.3;
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
        if depth < 4 || previous.abs() >= MATE_BOUND {
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
        let mut delta = 20;
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
            if delta > 1000 {
                alpha = -INFINITY;
                beta = INFINITY;
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        board: &Board,
        halfmove: u32,
        mut depth: i32,
        ply: usize,
        mut alpha: i32,
        mut beta: i32,
        null_allowed: bool,
    ) -> i32 {
        if !self.enter(ply) {
            return 0;
        }
        let root = ply == 0;
        if !root {
            if halfmove >= 100 || self.is_repetition(halfmove) {
                return 0;
            }
            // Mate-distance pruning: no line can beat a mate already found.
            alpha = alpha.max(-MATE + ply as i32);
            beta = beta.min(MATE - ply as i32 - 1);
            if alpha >= beta {
                return alpha;
            }
        }
        if ply >= MAX_PLY {
            return self.evaluate(board, ply);
        }
        let in_check = *board.checkers() != EMPTY;
        if in_check {
            depth += 1;
        }
        if depth <= 0 {
            return self.quiesce(board, ply, alpha, beta);
        }
        self.seldepth = self.seldepth.max(ply);

        let pv_node = beta - alpha > 1;
        let key = self.key(board, ply);
        // A singular-extension search of this node (one move left out)
        // neither trusts nor fills the table's entry for it.
        let excluded = self.excluded[ply];
        let entry = self.tt.probe(key, ply).filter(|_| excluded.is_none());
        if let (Some(e), false, false) = (entry, pv_node, root) {
            if e.depth >= depth && e.cuts_off(alpha, beta) {
                return e.score;
            }
        }
        let tt_move = entry.and_then(|e| e.mv);

        // The static evaluation, where pruning may use it, sharpened by a
        // stored score whose bound says the true score lies beyond it.
        let raw_eval = if in_check {
            NO_EVAL
        } else {
            self.evaluate(board, ply)
        };
        self.evals[ply] = raw_eval;
        // Whether the side to move stands better than two plies ago:
        // pruning is bolder when it does not.
        let improving = ply >= 2 && raw_eval != NO_EVAL && raw_eval > self.evals[ply - 2];
        let static_eval = (!pv_node && !in_check).then(|| match entry {
            Some(e) if e.score.abs() < MATE_BOUND => match e.bound {
                Bound::Exact => e.score,
                Bound::Lower if e.score > raw_eval => e.score,
                Bound::Upper if e.score < raw_eval => e.score,
                _ => raw_eval,
            },
            _ => raw_eval,
        });
        if let Some(static_eval) = static_eval {
            // Reverse futility: far above beta at low depth.
            let margin = 120 * (depth - improving as i32);
            if depth <= 3 && static_eval - margin >= beta && beta.abs() < MATE_BOUND {
                return static_eval;
            }
            // Null move: give the opponent a free move; if we still beat
            // beta, a real move will too (not with only pawns: zugzwang).
            if null_allowed
                && excluded.is_none()
                && depth >= 3
                && static_eval >= beta
                && has_pieces(board, board.side_to_move())
            {
                if let Some(null) = board.null_move() {
                    let reduction = 2 + depth / 4;
                    if let Some(rights) = &mut self.chess960 {
                        rights[ply + 1] = rights[ply];
                    }
                    self.path.push(self.key(&null, ply + 1));
                    self.moved[ply] = None;
                    if let Some(stack) = &mut self.nnue {
                        stack.make_null(ply);
                    }
                    let score = -self.negamax(
                        &null,
                        0,
                        depth - 1 - reduction,
                        ply + 1,
                        -beta,
                        -beta + 1,
                        false,
                    );
                    self.path.pop();
                    if self.budget.aborted() {
                        return 0;
                    }
                    if score >= beta && score < MATE_BOUND {
                        return beta;
                    }
                }
            }
        }

        // Internal iterative reduction: with no stored move to try first,
        // the node is probably new and its ordering poor; search it a ply
        // shallower (the next iteration fills the table).
        if tt_move.is_none() && depth >= 4 && !root {
            depth -= 1;
        }

        // (A list not handed back below is only memory to allocate again.)
        let mut moves = std::mem::take(&mut self.move_lists[ply]);
        moves.clear();
        moves.extend(MoveGen::new_legal(board));
        if let Some(rights) = &self.chess960 {
            moves.extend(castling::castles(board, &rights[ply]));
        }
        if moves.is_empty() {
            self.move_lists[ply] = moves;
            return if in_check { -MATE + ply as i32 } else { 0 };
        }
        let excluding = root && !self.root_excluded.is_empty();
        if excluding {
            moves.retain(|mv| !self.root_excluded.contains(mv));
        }
        if let Some(left_out) = excluded {
            moves.retain(|&mv| mv != left_out);
            if moves.is_empty() {
                return alpha;
            }
        }

        // Singular extension: when the stored move beats every other move
        // by a margin (a reduced search without it fails low), it is
        // searched a ply deeper.
        let mut singular = None;
        if let (Some(e), Some(mv), false, None) = (entry, tt_move, root, excluded) {
            if depth >= 7
                && (ply as i32) < 2 * self.root_depth
                && e.depth >= depth - 3
                && e.bound != Bound::Upper
                && e.score.abs() < MATE_BOUND
            {
                let singular_beta = e.score - 2 * depth;
                self.excluded[ply] = Some(mv);
                let score = self.negamax(
                    board,
                    halfmove,
                    (depth - 1) / 2,
                    ply,
                    singular_beta - 1,
                    singular_beta,
                    false,
                );
                self.excluded[ply] = None;
                if self.budget.aborted() {
                    return 0;
                }
                if score < singular_beta {
                    singular = Some(mv);
                } else if singular_beta >= beta {
                    // Multi-cut: another move beats beta as well.
                    self.move_lists[ply] = moves;
                    return singular_beta;
                }
            }
        }
        let previous = self.previous(ply);
        order(
            board,
            &mut moves,
            tt_move,
            &self.killers[ply],
            &self.history,
            previous,
            &mut self.scratch,
        );
        // Quiet moves searched before the current one (they get a malus
        // when a later quiet move cuts off).
        let mut quiets = [ChessMove::default(); 64];
        let mut quiet_count = 0;

        let original_alpha = alpha;
        let mut best_score = -INFINITY;
        let mut best_move = None;
        for (index, &mv) in moves.iter().enumerate() {
            let tactical = is_tactical(board, mv);
            // Whether the move checks, asked only where pruning depends on
            // it, and answered without making the move: most moves pruned
            // here are never made.
            let mut checks = None;
            let mut checking = || *checks.get_or_insert_with(|| check::gives_check(board, mv));
            if let (Some(static_eval), true) = (static_eval, index > 0 && !tactical) {
                // Late-move pruning: near the leaves, quiet moves this far
                // down the ordering are skipped.
                let late = if improving {
                    3 + 2 * depth * depth
                } else {
                    3 + depth * depth
                };
                // Futility pruning: a quiet move cannot lift a position this
                // far below alpha at the last plies.
                let futile = depth <= 2 && static_eval + 100 + 120 * depth <= alpha;
                if (depth <= 3 && index >= late as usize || futile) && !checking() {
                    continue;
                }
            }
            // SEE pruning: near the leaves, a move that loses material in
            // the exchange on its square (more the deeper) is skipped.
            if !pv_node && !in_check && index > 0 && depth <= 6 && best_score > -MATE_BOUND {
                let threshold = if tactical {
                    -100 * depth
                } else {
                    -30 * depth * depth
                };
                if !see_ge(board, mv, threshold) && (tactical || !checking()) {
                    continue;
                }
            }
            let child = self.play(board, mv, ply);
            let child_key = self.key(&child, ply + 1);
            self.tt.prefetch(child_key);
            let gives_check = *child.checkers() != EMPTY;
            let resets = tactical || board.piece_on(mv.get_source()) == Some(Piece::Pawn);
            let child_halfmove = if resets { 0 } else { halfmove + 1 };
            self.path.push(child_key);
            self.moved[ply] = MoveKey::of(board, mv);
            self.make(ply, board, mv);
            let extension = (singular == Some(mv)) as i32;
            let score = if index == 0 {
                -self.negamax(
                    &child,
                    child_halfmove,
                    depth - 1 + extension,
                    ply + 1,
                    -beta,
                    -alpha,
                    true,
                )
            } else {
                // Late-move reduction for quiet moves late in the list:
                // more the deeper and the later, less in PV nodes and for
                // killers.
                let reduction =
                    if depth >= 3 && index >= 3 && !tactical && !in_check && !gives_check {
                        let killer = self.killers[ply].contains(&Some(mv));
                        let r = late_move_reduction(depth, index) - pv_node as i32 - killer as i32
                            + !improving as i32;
                        r.clamp(0, depth - 2)
                    } else {
                        0
                    };
                let mut score = -self.negamax(
                    &child,
                    child_halfmove,
                    depth - 1 - reduction,
                    ply + 1,
                    -alpha - 1,
                    -alpha,
                    true,
                );
                if score > alpha && reduction > 0 {
                    score = -self.negamax(
                        &child,
                        child_halfmove,
                        depth - 1,
                        ply + 1,
                        -alpha - 1,
                        -alpha,
                        true,
                    );
                }
                if score > alpha && score < beta {
                    score = -self.negamax(
                        &child,
                        child_halfmove,
                        depth - 1,
                        ply + 1,
                        -beta,
                        -alpha,
                        true,
                    );
                }
                score
            };
            self.path.pop();
            if self.budget.aborted() {
                return 0;
            }
            if score > best_score {
                best_score = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                    let (head, tail) = self.pv.split_at_mut(ply + 1);
                    head[ply].clear();
                    head[ply].push(mv);
                    head[ply].extend_from_slice(&tail[0]);
                }
            }
            if alpha >= beta {
                if !tactical {
                    let killers = &mut self.killers[ply];
                    if killers[0] != Some(mv) {
                        killers[1] = killers[0];
                        killers[0] = Some(mv);
                    }
                    self.history
                        .reward(board, mv, &quiets[..quiet_count], depth, previous);
                }
                break;
            }
            if !tactical && quiet_count < quiets.len() {
                quiets[quiet_count] = mv;
                quiet_count += 1;
            }
        }
        self.move_lists[ply] = moves;
        let bound = Bound::of(best_score, original_alpha, beta);
        // The root's entry keeps its true best move, not the best of the
        // moves a later MultiPV line was left with.
        if !excluding && excluded.is_none() {
            self.tt.store(key, ply, best_move, best_score, depth, bound);
        }
        best_score
    }

    /// Quiescence search: captures and promotions only (all evasions when
    /// in check), so that leaves are quiet.
    fn quiesce(&mut self, board: &Board, ply: usize, mut alpha: i32, beta: i32) -> i32 {
        if !self.enter(ply) {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        if ply >= MAX_PLY {
            return self.evaluate(board, ply);
        }
        let key = self.key(board, ply);
        let entry = self.tt.probe(key, ply);
        if let Some(e) = entry.filter(|e| e.cuts_off(alpha, beta)) {
            return e.score;
        }
        let original_alpha = alpha;
        let in_check = *board.checkers() != EMPTY;
        let stand_pat = if in_check {
            -INFINITY
        } else {
            self.evaluate(board, ply)
        };
        if stand_pat >= beta {
            return stand_pat;
        }
        alpha = alpha.max(stand_pat);

        let mut generator = MoveGen::new_legal(board);
        let mut moves = std::mem::take(&mut self.move_lists[ply]);
        moves.clear();
        if in_check {
            moves.extend(generator);
        } else {
            let targets = *board.color_combined(!board.side_to_move());
            generator.set_iterator_mask(targets);
            moves.extend(generator.by_ref());
            // Then everything else that is tactical: promotions, en passant.
            generator.set_iterator_mask(!EMPTY);
            moves.extend(generator.filter(|&mv| is_tactical(board, mv)));
        }
        if in_check && moves.is_empty() {
            self.move_lists[ply] = moves;
            return -MATE + ply as i32;
        }
        sort_by_score(&mut moves, &mut self.scratch, |mv| mvv_lva(board, mv));
        let mut best = stand_pat;
        let mut best_move = None;
        for &mv in moves.iter() {
            if !in_check && mv.get_promotion().is_none() {
                // Delta pruning: even winning this piece cannot reach alpha.
                let gain = board.piece_on(mv.get_dest()).map_or(100, piece_value);
                if stand_pat + gain + 200 < alpha {
                    continue;
                }
                // A capture that loses material in the exchange is skipped.
                if !see_ge(board, mv, 0) {
                    continue;
                }
            }
            let child = self.play(board, mv, ply);
            self.tt.prefetch(self.key(&child, ply + 1));
            self.make(ply, board, mv);
            let score = -self.quiesce(&child, ply + 1, -beta, -alpha);
            if self.budget.aborted() {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    best_move = Some(mv);
                }
            }
            if alpha >= beta {
                break;
            }
        }
        self.move_lists[ply] = moves;
        let bound = Bound::of(best, original_alpha, beta);
        // A deeper search's entry for this position is worth more.
        if entry.is_none_or(|e| e.depth <= 0) {
            self.tt.store(key, ply, best_move, best, 0, bound);
        }
        best
    }
}

/// How many plies to reduce the `index`-th move at `depth`: grows with the
/// logarithm of both. Read from a table filled once by the same formula
/// (two logarithms a move were 0.5–1% of a search's time).
fn late_move_reduction(depth: i32, index: usize) -> i32 {
    const DEPTHS: usize = 64;
    const INDICES: usize = 256;
    static TABLE: OnceLock<[[u8; INDICES]; DEPTHS]> = OnceLock::new();
    let formula = |depth: f32, index: f32| (0.75 + depth.ln() * index.ln() / 2.25) as i32;
    match (usize::try_from(depth), index) {
        (Ok(d), i) if d < DEPTHS && i < INDICES => {
            let table = TABLE.get_or_init(|| {
                let mut table = [[0; INDICES]; DEPTHS];
                for (d, row) in table.iter_mut().enumerate() {
                    for (i, r) in row.iter_mut().enumerate() {
                        // At most 0.75 + ln 63 · ln 255 / 2.25 < 12.
                        *r = formula(d as f32, i as f32).clamp(0, u8::MAX.into()) as u8;
                    }
                }
                table
            });
            i32::from(table[d][i])
        }
        _ => formula(depth as f32, index as f32),
    }
}

/// Whether `color` has a piece besides pawns and the king.
fn has_pieces(board: &Board, color: Color) -> bool {
    let pawns_and_king = *board.pieces(Piece::Pawn) | *board.pieces(Piece::King);
    *board.color_combined(color) & !pawns_and_king != EMPTY
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table holds the formula's value wherever the search reads it
    /// (depth and index from 3 up), inside the table and past its edges.
    #[test]
    fn late_move_reductions_follow_the_formula() {
        for depth in 3..100 {
            for index in 3..300 {
                let expected = (0.75 + (depth as f32).ln() * (index as f32).ln() / 2.25) as i32;
                assert_eq!(
                    late_move_reduction(depth, index),
                    expected,
                    "depth {depth}, index {index}"
                );
            }
        }
    }
}
