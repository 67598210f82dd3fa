//! Accumulators: the hidden layer before its activation, one half per
//! side, kept up to date move by move instead of recomputed.
//!
//! A move changes at most four features (castling moves two pieces; a
//! capture removes one; a promotion swaps the pawn for the new piece), so a
//! child's accumulator is its parent's plus or minus a few weight columns.
//!
//! ```
//! use ferrochess::chess::{Board, ChessMove, MoveGen};
//! use ferrochess::engine::eval::nnue::{accumulator::Accumulator, network::Network};
//!
//! let net = Network::embedded();
//! let board = Board::default();
//! let parent = Accumulator::refresh(net, &board);
//! for mv in MoveGen::new_legal(&board) {
//!     let mut child = parent;
//!     parent.apply(net, &board, mv, &mut child);
//!     assert!(child == Accumulator::refresh(net, &board.make_move_new(mv)));
//! }
//! ```

use chess::{Board, ChessMove, Color, Piece, Square};

use super::features::{active, index};
use super::network::{Network, HIDDEN};
use crate::rules::move_effect::MoveEffect;

/// The hidden layer's pre-activations, from White's side (`sides[0]`)
/// and Black's (`sides[1]`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[repr(C, align(64))]
pub struct Accumulator {
    pub sides: [[i16; HIDDEN]; 2],
}

/// The features a move adds and removes: (colour, piece, square).
struct Changes {
    added: [(Color, Piece, Square); 2],
    added_len: usize,
    removed: [(Color, Piece, Square); 2],
    removed_len: usize,
}

impl Changes {
    #[inline]
    fn of(board: &Board, mv: ChessMove) -> Changes {
        let effect = MoveEffect::of(board, mv);
        let us = effect.color;
        let mut changes = Changes {
            added: [(us, effect.placed, effect.to); 2],
            added_len: 1,
            removed: [(us, effect.piece, effect.from); 2],
            removed_len: 1,
        };
        if let Some(castle) = effect.castle {
            changes.removed[1] = (us, Piece::Rook, castle.rook_from);
            changes.added[1] = (us, Piece::Rook, castle.rook_to);
            changes.removed_len = 2;
            changes.added_len = 2;
        } else if let Some((captured, square)) = effect.captured {
            changes.removed[1] = (!us, captured, square);
            changes.removed_len = 2;
        }
        changes
    }
}

/// `out = from + Σ adds − Σ subs`, lane by lane (wrapping, as the SIMD
/// lanes do). Plain loops the compiler vectorises, except for a quiet move
/// and a capture in wasm: see `wasm_simd`.
#[inline]
fn update(
    out: &mut [i16; HIDDEN],
    from: &[i16; HIDDEN],
    adds: &[&[i16; HIDDEN]],
    subs: &[&[i16; HIDDEN]],
) {
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    match (adds, subs) {
        ([a], [s]) => return wasm_simd::add_sub(out, from, a, s),
        ([a], [s1, s2]) => return wasm_simd::add_sub_sub(out, from, a, s1, s2),
        _ => {}
    }
    match (adds, subs) {
        ([a], [s]) => {
            for i in 0..HIDDEN {
                out[i] = from[i].wrapping_add(a[i]).wrapping_sub(s[i]);
            }
        }
        ([a], [s1, s2]) => {
            for i in 0..HIDDEN {
                out[i] = from[i]
                    .wrapping_add(a[i])
                    .wrapping_sub(s1[i])
                    .wrapping_sub(s2[i]);
            }
        }
        _ => {
            *out = *from;
            for a in adds {
                for i in 0..HIDDEN {
                    out[i] = out[i].wrapping_add(a[i]);
                }
            }
            for s in subs {
                for i in 0..HIDDEN {
                    out[i] = out[i].wrapping_sub(s[i]);
                }
            }
        }
    }
}

/// The two common updates in wasm SIMD, unrolled whole. The compiler
/// vectorises the plain loops for wasm too, but keeps them as loops of 16
/// steps with the addresses computed in each (in a Node profile the
/// update took 8.1% of a search's time, against 5.0% natively). Unrolled,
/// every load and store is one base address and a constant offset (6.8%,
/// and the search 2.3% faster under Node).
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
mod wasm_simd {
    use core::arch::wasm32::*;

    use super::HIDDEN;

    /// Lanes in one unrolled block: eight vectors.
    const BLOCK: usize = 64;
    const _: () = assert!(HIDDEN.is_multiple_of(BLOCK));

    /// Runs `$body` for `$i` = 0 to 7, written out (a loop the compiler
    /// would keep rolled).
    macro_rules! eight_times {
        ($i:ident => $body:expr) => {
            eight_times!(@each $i => $body; 0 1 2 3 4 5 6 7)
        };
        (@each $i:ident => $body:expr; $($n:literal)*) => {{
            $({
                const $i: usize = $n;
                $body
            })*
        }};
    }

    /// Vector `i` of the block starting at `lanes`.
    #[inline(always)]
    fn load(lanes: &[i16], i: usize) -> v128 {
        debug_assert!(8 * i + 8 <= lanes.len());
        // SAFETY: every caller passes a block of BLOCK lanes and i < 8, so
        // the vector lies inside it; v128_load allows unaligned addresses.
        unsafe { v128_load(lanes.as_ptr().cast::<v128>().add(i)) }
    }

    #[inline(always)]
    fn store(lanes: &mut [i16], i: usize, value: v128) {
        debug_assert!(8 * i + 8 <= lanes.len());
        // SAFETY: as in `load`.
        unsafe { v128_store(lanes.as_mut_ptr().cast::<v128>().add(i), value) }
    }

    /// `out = from + a − s`.
    pub fn add_sub(
        out: &mut [i16; HIDDEN],
        from: &[i16; HIDDEN],
        a: &[i16; HIDDEN],
        s: &[i16; HIDDEN],
    ) {
        let blocks = out
            .chunks_exact_mut(BLOCK)
            .zip(from.chunks_exact(BLOCK))
            .zip(a.chunks_exact(BLOCK).zip(s.chunks_exact(BLOCK)));
        for ((out, from), (a, s)) in blocks {
            eight_times!(I => store(out, I, i16x8_sub(i16x8_add(load(from, I), load(a, I)), load(s, I))));
        }
    }

    /// `out = from + a − s1 − s2`.
    pub fn add_sub_sub(
        out: &mut [i16; HIDDEN],
        from: &[i16; HIDDEN],
        a: &[i16; HIDDEN],
        s1: &[i16; HIDDEN],
        s2: &[i16; HIDDEN],
    ) {
        let blocks = out
            .chunks_exact_mut(BLOCK)
            .zip(from.chunks_exact(BLOCK).zip(a.chunks_exact(BLOCK)))
            .zip(s1.chunks_exact(BLOCK).zip(s2.chunks_exact(BLOCK)));
        for ((out, (from, a)), (s1, s2)) in blocks {
            eight_times!(I => {
                let added = i16x8_add(load(from, I), load(a, I));
                store(out, I, i16x8_sub(i16x8_sub(added, load(s1, I)), load(s2, I)));
            });
        }
    }
}

impl Accumulator {
    /// Computes the accumulator of `board` from scratch.
    pub fn refresh(net: &Network, board: &Board) -> Accumulator {
        let mut acc = Accumulator {
            sides: [net.hidden_bias; 2],
        };
        for (side, perspective) in [Color::White, Color::Black].into_iter().enumerate() {
            for feature in active(board, perspective) {
                let column = &net.input_weights[feature];
                for (value, weight) in acc.sides[side].iter_mut().zip(column) {
                    *value = value.wrapping_add(*weight);
                }
            }
        }
        acc
    }

    /// Writes into `out` the accumulator after `mv` is played on `board`
    /// (whose accumulator is `self`).
    pub fn apply(&self, net: &Network, board: &Board, mv: ChessMove, out: &mut Accumulator) {
        let changes = Changes::of(board, mv);
        for (side, perspective) in [Color::White, Color::Black].into_iter().enumerate() {
            let column = |&(color, piece, square): &(Color, Piece, Square)| {
                &net.input_weights[index(perspective, color, piece, square)]
            };
            let adds: [&[i16; HIDDEN]; 2] = [column(&changes.added[0]), column(&changes.added[1])];
            let subs: [&[i16; HIDDEN]; 2] =
                [column(&changes.removed[0]), column(&changes.removed[1])];
            update(
                &mut out.sides[side],
                &self.sides[side],
                &adds[..changes.added_len],
                &subs[..changes.removed_len],
            );
        }
    }
}

/// One accumulator per ply of a search, each derived from the one before.
pub struct AccumulatorStack {
    pub(super) net: &'static Network,
    pub(super) stack: Vec<Accumulator>,
}

impl AccumulatorStack {
    /// A stack for searches up to `max_ply` plies deep, using `net`.
    pub fn new(net: &'static Network, max_ply: usize) -> Self {
        AccumulatorStack {
            net,
            stack: vec![
                Accumulator {
                    sides: [[0; HIDDEN]; 2]
                };
                max_ply + 1
            ],
        }
    }

    /// Sets the accumulator at `ply` to `board`'s, from scratch.
    pub fn refresh(&mut self, ply: usize, board: &Board) {
        self.stack[ply] = Accumulator::refresh(self.net, board);
    }

    /// Sets the accumulator at `ply + 1` to the one after `mv` on `board`
    /// (the position at `ply`).
    #[inline]
    pub fn make(&mut self, ply: usize, board: &Board, mv: ChessMove) {
        let (head, tail) = self.stack.split_at_mut(ply + 1);
        head[ply].apply(self.net, board, mv, &mut tail[0]);
    }

    /// A null move: the features stay as they are.
    #[inline]
    pub fn make_null(&mut self, ply: usize) {
        self.stack[ply + 1] = self.stack[ply];
    }

    /// The accumulator at `ply` (for tests).
    pub fn at(&self, ply: usize) -> &Accumulator {
        &self.stack[ply]
    }
}
