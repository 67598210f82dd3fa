//! The output layer: squared clipped ReLU of both halves, dotted with the
//! output weights. A plain reference implementation, and the SIMD one the
//! engine runs (wasm `simd128`, x86-64 SSE2); tests check they agree.
//!
//! ```
//! use ferrochess::chess::{Board, Color};
//! use ferrochess::engine::eval::nnue::{accumulator::Accumulator, network::Network, output};
//!
//! let net = Network::embedded();
//! let acc = Accumulator::refresh(net, &Board::default());
//! let us = &acc.sides[0];
//! assert_eq!(output::screlu_dot(us, &net.output_weights[7][..128]),
//!            output::screlu_dot_reference(us, &net.output_weights[7][..128]));
//! ```

use chess::{Board, Color};

use super::accumulator::{Accumulator, AccumulatorStack};
use super::network::{output_bucket, Network, HIDDEN, QA, QB, SCALE};

/// `Σ clamp(v, 0, QA)² · w`, computed plainly (wrapping, as the SIMD
/// lanes do).
pub fn screlu_dot_reference(values: &[i16], weights: &[i16]) -> i32 {
    values.iter().zip(weights).fold(0i32, |sum, (&v, &w)| {
        let v = i32::from(v).clamp(0, QA);
        sum.wrapping_add(v * v * i32::from(w))
    })
}

/// [`screlu_dot_reference`] with SIMD where the target has it. Exact when
/// every `|w| ≤ 128` (the net loader checks this): `v·w` then fits an
/// `i16` lane, and `(v·w)·v` is summed in `i32` pairs.
#[inline]
pub fn screlu_dot(values: &[i16], weights: &[i16]) -> i32 {
    debug_assert_eq!(values.len(), weights.len());
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    {
        wasm_simd::screlu_dot(values, weights)
    }
    #[cfg(target_arch = "x86_64")]
    {
        x86_sse2::screlu_dot(values, weights)
    }
    #[cfg(not(any(
        all(target_arch = "wasm32", target_feature = "simd128"),
        target_arch = "x86_64"
    )))]
    {
        screlu_dot_reference(values, weights)
    }
}

#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
mod wasm_simd {
    use core::arch::wasm32::*;

    use super::QA;

    pub fn screlu_dot(values: &[i16], weights: &[i16]) -> i32 {
        let n = values.len().min(weights.len()) / 8 * 8;
        let zero = i16x8_splat(0);
        let ceiling = i16x8_splat(QA as i16);
        let mut sum = i32x4_splat(0);
        for i in (0..n).step_by(8) {
            // SAFETY: i + 8 <= n <= both lengths; v128_load allows
            // unaligned addresses.
            let (v, w) = unsafe {
                (
                    v128_load(values.as_ptr().add(i) as *const v128),
                    v128_load(weights.as_ptr().add(i) as *const v128),
                )
            };
            let clipped = i16x8_min(i16x8_max(v, zero), ceiling);
            let product = i16x8_mul(clipped, w);
            sum = i32x4_add(sum, i32x4_dot_i16x8(product, clipped));
        }
        let lanes = i32x4_extract_lane::<0>(sum)
            .wrapping_add(i32x4_extract_lane::<1>(sum))
            .wrapping_add(i32x4_extract_lane::<2>(sum))
            .wrapping_add(i32x4_extract_lane::<3>(sum));
        lanes.wrapping_add(super::screlu_dot_reference(&values[n..], &weights[n..]))
    }
}

#[cfg(target_arch = "x86_64")]
mod x86_sse2 {
    use core::arch::x86_64::*;

    use super::QA;

    pub fn screlu_dot(values: &[i16], weights: &[i16]) -> i32 {
        let n = values.len().min(weights.len()) / 8 * 8;
        // SAFETY: SSE2 is part of x86-64; every load reads 8 lanes at
        // i + 8 <= n, within both slices (unaligned loads).
        unsafe {
            let zero = _mm_setzero_si128();
            let ceiling = _mm_set1_epi16(QA as i16);
            let mut sum = _mm_setzero_si128();
            for i in (0..n).step_by(8) {
                let v = _mm_loadu_si128(values.as_ptr().add(i) as *const __m128i);
                let w = _mm_loadu_si128(weights.as_ptr().add(i) as *const __m128i);
                let clipped = _mm_min_epi16(_mm_max_epi16(v, zero), ceiling);
                let product = _mm_mullo_epi16(clipped, w);
                sum = _mm_add_epi32(sum, _mm_madd_epi16(product, clipped));
            }
            let mut lanes = [0i32; 4];
            _mm_storeu_si128(lanes.as_mut_ptr() as *mut __m128i, sum);
            let total = lanes.iter().fold(0i32, |a, &b| a.wrapping_add(b));
            total.wrapping_add(super::screlu_dot_reference(&values[n..], &weights[n..]))
        }
    }
}

/// The score in centipawns for `board`'s side to move, from its
/// accumulator (the board picks the output bucket).
#[inline]
pub fn evaluate(net: &Network, acc: &Accumulator, board: &Board) -> i32 {
    evaluate_with(net, acc, board, screlu_dot)
}

/// [`evaluate`] through the reference dot product.
pub fn evaluate_reference(net: &Network, acc: &Accumulator, board: &Board) -> i32 {
    evaluate_with(net, acc, board, screlu_dot_reference)
}

#[inline]
fn evaluate_with(
    net: &Network,
    acc: &Accumulator,
    board: &Board,
    dot: impl Fn(&[i16], &[i16]) -> i32,
) -> i32 {
    let (us, them) = match board.side_to_move() {
        Color::White => (&acc.sides[0], &acc.sides[1]),
        Color::Black => (&acc.sides[1], &acc.sides[0]),
    };
    let bucket = output_bucket(board.combined().popcnt());
    let weights = &net.output_weights[bucket];
    let sum = dot(us, &weights[..HIDDEN]).wrapping_add(dot(them, &weights[HIDDEN..]));
    finish(net.output_bias[bucket], sum)
}

fn finish(bias: i32, sum: i32) -> i32 {
    let raw = i64::from(sum / QA + bias) * i64::from(SCALE) / i64::from(QA * QB);
    raw.clamp(-20_000, 20_000) as i32
}

// Here rather than in `accumulator`, so that the accumulator does not
// depend on the output layer that reads it.
impl AccumulatorStack {
    /// The net's score of `board`, the position at `ply`, for its side to
    /// move.
    #[inline]
    pub fn evaluate(&self, ply: usize, board: &Board) -> i32 {
        evaluate(self.net, &self.stack[ply], board)
    }
}
