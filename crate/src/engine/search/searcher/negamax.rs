//! The main node search: negamax alpha-beta with principal-variation
//! search, the transposition table, pruning (reverse futility, null move,
//! ProbCut in `probcut.rs`, late-move, futility, SEE), singular extensions
//! and late-move reductions. Every tuned number is named in [`crate::engine::search::params`].

use chess::{Board, ChessMove, Color, MoveGen, Piece, EMPTY};

use super::{Searcher, MAX_PLY, NO_EVAL};
use crate::engine::search::check;
use crate::engine::search::history::Previous;
use crate::engine::search::ordering::{is_tactical, order};
use crate::engine::search::params::{
    late_move_reduction, EXTENSION_PLY_LIMIT, FUTILITY_BASE, FUTILITY_MAX_DEPTH,
    FUTILITY_PER_DEPTH, IIR_MIN_DEPTH, LATE_MOVE_PRUNING_BASE, LATE_MOVE_PRUNING_IMPROVING,
    LATE_MOVE_PRUNING_MAX_DEPTH, LMR_MIN_DEPTH, LMR_MIN_INDEX, NULL_MOVE_DEPTH_DIVISOR,
    NULL_MOVE_MIN_DEPTH, NULL_MOVE_REDUCTION, PROBCUT_MARGIN, PROBCUT_MIN_DEPTH, PROBCUT_REDUCTION,
    QUIETS_REMEMBERED, REVERSE_FUTILITY_MARGIN, REVERSE_FUTILITY_MAX_DEPTH, SEE_PRUNING_MAX_DEPTH,
    SEE_QUIET_MARGIN, SEE_TACTICAL_MARGIN, SINGULAR_DEPTH_DIVISOR, SINGULAR_MARGIN_PER_DEPTH,
    SINGULAR_MIN_DEPTH, SINGULAR_TT_DEPTH_MARGIN,
};
use crate::engine::search::score::{INFINITY, MATE, MATE_BOUND};
use crate::engine::search::see::see_ge;
use crate::engine::search::tt::{Bound, Entry};

/// Plies without a capture or a pawn move after which the game is drawn.
const FIFTY_MOVE_PLIES: u32 = 100;

impl Searcher<'_, '_> {
    /// Searches `board` (the position at `ply`, `halfmove` plies since the
    /// last capture or pawn move) to `depth` within (`alpha`, `beta`).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn negamax(
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
            if halfmove >= FIFTY_MOVE_PLIES || self.is_repetition(halfmove) {
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
        // Whether the node is or was on a principal variation (Stockfish's
        // `ttPv`): such nodes are reduced as PV nodes are.
        let tt_pv = pv_node || entry.is_some_and(|e| e.pv);

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
            let margin = REVERSE_FUTILITY_MARGIN * (depth - improving as i32);
            if depth <= REVERSE_FUTILITY_MAX_DEPTH
                && static_eval - margin >= beta
                && beta.abs() < MATE_BOUND
            {
                return static_eval;
            }
            // Null move: give the opponent a free move; if we still beat
            // beta, a real move will too (not with only pawns: zugzwang).
            if null_allowed
                && excluded.is_none()
                && depth >= NULL_MOVE_MIN_DEPTH
                && static_eval >= beta
                && has_pieces(board, board.side_to_move())
            {
                if let Some(null) = board.null_move() {
                    let reduction = NULL_MOVE_REDUCTION + depth / NULL_MOVE_DEPTH_DIVISOR;
                    self.castles[ply + 1] = self.castles[ply];
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

        // ProbCut: a capture that wins enough to beat beta by a margin in
        // a shallower search will very likely beat beta in the full one.
        if let (Some(static_eval), None) = (static_eval, excluded) {
            let probcut_beta = beta + PROBCUT_MARGIN;
            let probcut_depth = depth - PROBCUT_REDUCTION;
            let hopeless =
                entry.is_some_and(|e| e.depth >= probcut_depth && e.score < probcut_beta);
            if depth >= PROBCUT_MIN_DEPTH && beta.abs() < MATE_BOUND && !hopeless {
                if let Some(score) =
                    self.probcut(board, key, ply, probcut_beta, probcut_depth, static_eval)
                {
                    return score;
                }
            }
        }

        // Internal iterative reduction: with no stored move to try first,
        // the node is probably new and its ordering poor; search it a ply
        // shallower (the next iteration fills the table).
        if tt_move.is_none() && depth >= IIR_MIN_DEPTH && !root {
            depth -= 1;
        }

        // (A list not handed back below is only memory to allocate again.)
        let mut moves = std::mem::take(&mut self.move_lists[ply]);
        moves.clear();
        moves.extend(MoveGen::new_legal(board));
        self.castles[ply].add_moves(board, &mut moves);
        if moves.is_empty() {
            self.move_lists[ply] = moves;
            return if in_check { -MATE + ply as i32 } else { 0 };
        }
        // A root searched on some of its moves only (MultiPV's later lines,
        // UCI's searchmoves) has no score of its own to store.
        let excluding = root && !(self.root_excluded.is_empty() && self.root_only.is_empty());
        if excluding {
            moves.retain(|mv| !self.root_excluded.contains(mv));
            if !self.root_only.is_empty() {
                moves.retain(|mv| self.root_only.contains(mv));
            }
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
            if depth >= SINGULAR_MIN_DEPTH
                && (ply as i32) < EXTENSION_PLY_LIMIT * self.root_depth
                && e.depth >= depth - SINGULAR_TT_DEPTH_MARGIN
                && e.bound != Bound::Upper
                && e.score.abs() < MATE_BOUND
            {
                let singular_beta = e.score - SINGULAR_MARGIN_PER_DEPTH * depth;
                self.excluded[ply] = Some(mv);
                let score = self.negamax(
                    board,
                    halfmove,
                    (depth - 1) / SINGULAR_DEPTH_DIVISOR,
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
        // The stored move is searched first, before the others are scored:
        // when it cuts off (most of the time it is there) no other move is
        // scored, and when it does not, the rest are ordered by what its
        // search taught the history.
        let tt_first = match tt_move.and_then(|tt| moves.iter().position(|&mv| mv == tt)) {
            Some(at) => {
                moves[..=at].rotate_right(1);
                true
            }
            None => {
                self.order_moves(board, &mut moves, ply, previous);
                false
            }
        };
        // Quiet moves searched before the current one (they get a malus
        // when a later quiet move cuts off).
        let mut quiets = [ChessMove::default(); QUIETS_REMEMBERED];
        let mut quiet_count = 0;

        let original_alpha = alpha;
        let mut best_score = -INFINITY;
        let mut best_move = None;
        for index in 0..moves.len() {
            if index == 1 && tt_first {
                self.order_moves(board, &mut moves[1..], ply, previous);
            }
            let mv = moves[index];
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
                    LATE_MOVE_PRUNING_BASE + LATE_MOVE_PRUNING_IMPROVING * depth * depth
                } else {
                    LATE_MOVE_PRUNING_BASE + depth * depth
                };
                // Futility pruning: a quiet move cannot lift a position this
                // far below alpha at the last plies.
                let futile = depth <= FUTILITY_MAX_DEPTH
                    && static_eval + FUTILITY_BASE + FUTILITY_PER_DEPTH * depth <= alpha;
                if (depth <= LATE_MOVE_PRUNING_MAX_DEPTH && index >= late as usize || futile)
                    && !checking()
                {
                    continue;
                }
            }
            // SEE pruning: near the leaves, a move that loses material in
            // the exchange on its square (more the deeper) is skipped.
            if !pv_node
                && !in_check
                && index > 0
                && depth <= SEE_PRUNING_MAX_DEPTH
                && best_score > -MATE_BOUND
            {
                let threshold = if tactical {
                    -SEE_TACTICAL_MARGIN * depth
                } else {
                    -SEE_QUIET_MARGIN * depth * depth
                };
                if !see_ge(board, mv, threshold) && (tactical || !checking()) {
                    continue;
                }
            }
            let child = self.enter_child(board, mv, ply);
            let gives_check = *child.checkers() != EMPTY;
            let resets = tactical || board.piece_on(mv.get_source()) == Some(Piece::Pawn);
            let child_halfmove = if resets { 0 } else { halfmove + 1 };
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
                // more the deeper and the later, less in nodes that are or
                // were on a principal variation, for killers and for checks.
                let reduction =
                    if depth >= LMR_MIN_DEPTH && index >= LMR_MIN_INDEX && !tactical && !in_check {
                        let killer = self.killers[ply].contains(&Some(mv));
                        let r = late_move_reduction(depth, index)
                            - tt_pv as i32
                            - killer as i32
                            - gives_check as i32
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
            self.tt.store(
                key,
                ply,
                Entry {
                    mv: best_move,
                    score: best_score,
                    depth,
                    bound,
                    pv: tt_pv,
                },
            );
        }
        best_score
    }

    /// Sorts `moves` of the node at `ply` best first (the stored move, if
    /// any, is not among them: it is searched before they are scored).
    fn order_moves(
        &mut self,
        board: &Board,
        moves: &mut [ChessMove],
        ply: usize,
        previous: Previous,
    ) {
        order(
            board,
            moves,
            None,
            &self.killers[ply],
            &self.history,
            previous,
            &mut self.scratch,
        );
    }
}

/// Whether `color` has a piece besides pawns and the king.
fn has_pieces(board: &Board, color: Color) -> bool {
    let pawns_and_king = *board.pieces(Piece::Pawn) | *board.pieces(Piece::King);
    *board.color_combined(color) & !pawns_and_king != EMPTY
}
