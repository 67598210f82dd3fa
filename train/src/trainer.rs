//! The trainer: a float copy of the net, fitted by Adam to a blend of
//! search score and game result, then quantised to the engine's integer
//! net ([`ferrochess::engine::eval::nnue::network`]).
//!
//! The net sees each position from the side to move: `h_us = b + Σ W[f]`
//! over the side to move's features, `h_them` likewise, and
//! `out = Σ screlu(h_us)·v_us + Σ screlu(h_them)·v_them + c`, where
//! `screlu(x) = clamp(x, 0, 1)²`, and `v`, `c` are the output bucket's
//! (by piece count, [`output_bucket`]) when the net is trained with
//! output buckets, else one output layer shared by all positions. Its
//! centipawn score is `out · SCALE`.
//! The loss is `(σ(out·SCALE/K) − target)²` with
//! `target = λ·σ(score/K) + (1 − λ)·result` (result 1, ½ or 0 for the side
//! to move).
//!
//! ```
//! use ferrochess::Position;
//! use ferrochess_train::record::Record;
//! use ferrochess_train::trainer::{Trainer, Config};
//!
//! // Two positions, a few steps: the loss goes down.
//! let records: Vec<Record> = [("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", 900, 2),
//!                             ("4k3/8/8/8/8/8/8/3qK3 w - - 0 1", -900, 0)]
//!     .iter()
//!     .map(|(fen, score, result)| Record::from_position(&Position::from_fen(fen).unwrap(), *score, *result, 20))
//!     .collect();
//! let config = Config { batch_size: 2, threads: 1, ..Config::default() };
//! let mut trainer = Trainer::new(&config);
//! let before = trainer.loss(&records);
//! for _ in 0..50 { trainer.step(&records); }
//! assert!(trainer.loss(&records) < before);
//! let net = trainer.quantise();
//! assert!(ferrochess::engine::eval::nnue::network::Network::from_bytes(&net.to_bytes()).is_ok());
//! ```

use ferrochess::chess::Color;
use ferrochess::engine::eval::nnue::features::{index, INPUTS};
use ferrochess::engine::eval::nnue::network::{
    output_bucket, Network, HIDDEN, OUTPUT_BUCKETS, OUTPUT_WEIGHT_LIMIT, QA, QB, SCALE,
};

use crate::record::Record;
use crate::rng::Rng;

/// How to train.
#[derive(Clone, Debug)]
pub struct Config {
    /// Weight of the search score in the target (the rest is the result).
    pub lambda: f32,
    /// The sigmoid's scale: centipawns per unit of log-odds.
    pub k: f32,
    pub learning_rate: f32,
    pub batch_size: usize,
    pub threads: usize,
    pub seed: u64,
    /// Output layers: 1 (one shared by every position, copied into each
    /// bucket of the net file) or [`OUTPUT_BUCKETS`] (one per bucket).
    pub output_buckets: usize,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            lambda: 0.75,
            k: 400.0,
            learning_rate: 1e-3,
            batch_size: 16_384,
            threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
            seed: 1,
            output_buckets: 1,
        }
    }
}

/// Weights are clipped to this, so the quantised ones fit their integers
/// (output weights · QB ≤ 127; input weights · QA stay far inside i16).
const WEIGHT_CLIP: f32 = 1.98;

/// Every parameter, as floats, in one flat vector:
/// `[W (768·H) | b (H) | v (buckets·2H) | c (buckets)]`.
#[derive(Clone)]
struct Params(Vec<f32>);

const W_LEN: usize = INPUTS * HIDDEN;
const B_AT: usize = W_LEN;
const V_AT: usize = B_AT + HIDDEN;
const C_AT: usize = V_AT + OUTPUT_BUCKETS * 2 * HIDDEN;
const PARAMS: usize = C_AT + OUTPUT_BUCKETS;

/// Where output bucket `bucket`'s weights (`2H` of them) start.
fn v_at(bucket: usize) -> usize {
    V_AT + bucket * 2 * HIDDEN
}

/// The trainer: parameters and Adam's moments.
pub struct Trainer {
    config: Config,
    params: Params,
    m: Vec<f32>,
    v: Vec<f32>,
    steps: u32,
}

/// One position's features from each side, its output bucket (0 when
/// training one shared output layer), and its target.
struct Sample {
    us: Vec<usize>,
    them: Vec<usize>,
    bucket: usize,
    target: f32,
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

impl Trainer {
    /// A trainer with small random weights (fixed by `config.seed`).
    pub fn new(config: &Config) -> Self {
        let mut rng = Rng::new(config.seed);
        let mut params = vec![0.0f32; PARAMS];
        for w in &mut params[..W_LEN] {
            *w = (rng.unit() * 2.0 - 1.0) * 0.1;
        }
        for b in &mut params[B_AT..V_AT] {
            *b = 0.1 + rng.unit() * 0.2;
        }
        // Every bucket starts from the same random output layer.
        let first: Vec<f32> = (0..2 * HIDDEN)
            .map(|_| (rng.unit() * 2.0 - 1.0) * 0.1)
            .collect();
        for bucket in params[V_AT..C_AT].chunks_mut(2 * HIDDEN) {
            bucket.copy_from_slice(&first);
        }
        Self::with_params(config, params)
    }

    /// A trainer at `params`, with Adam's moments at zero.
    fn with_params(config: &Config, params: Vec<f32>) -> Self {
        Trainer {
            config: config.clone(),
            params: Params(params),
            m: vec![0.0; PARAMS],
            v: vec![0.0; PARAMS],
            steps: 0,
        }
    }

    /// A trainer that starts from an integer net (its weights divided back
    /// by their scales), to go on training an earlier generation on new data.
    ///
    /// ```
    /// use ferrochess::engine::eval::nnue::network::{Network, OUTPUT_BUCKETS};
    /// use ferrochess_train::trainer::{Config, Trainer};
    ///
    /// // The embedded net has a trained output layer per bucket, so the
    /// // trainer must train (and write back) every bucket to give it back.
    /// let config = Config { output_buckets: OUTPUT_BUCKETS, ..Config::default() };
    /// let net = Network::embedded();
    /// let trainer = Trainer::from_network(&config, net);
    /// assert!(trainer.quantise() == *net);
    /// ```
    pub fn from_network(config: &Config, net: &Network) -> Self {
        let mut params = vec![0.0f32; PARAMS];
        for f in 0..INPUTS {
            for i in 0..HIDDEN {
                params[f * HIDDEN + i] = f32::from(net.input_weights[f][i]) / QA as f32;
            }
        }
        for i in 0..HIDDEN {
            params[B_AT + i] = f32::from(net.hidden_bias[i]) / QA as f32;
        }
        for (bucket, weights) in net.output_weights.iter().enumerate() {
            for (i, &w) in weights.iter().enumerate() {
                params[v_at(bucket) + i] = f32::from(w) / QB as f32;
            }
            params[C_AT + bucket] = net.output_bias[bucket] as f32 / (QA * QB) as f32;
        }
        Self::with_params(config, params)
    }

    /// The output layer trained for the net's bucket `bucket`: itself, or
    /// bucket 0 when one output layer is shared by all positions.
    fn trained_bucket(&self, bucket: usize) -> usize {
        if self.config.output_buckets > 1 {
            bucket
        } else {
            0
        }
    }

    /// Sets the learning rate (for a schedule).
    pub fn set_learning_rate(&mut self, rate: f32) {
        self.config.learning_rate = rate;
    }

    fn sample(&self, record: &Record) -> Sample {
        let stm = if record.white_to_move {
            Color::White
        } else {
            Color::Black
        };
        let mut us = Vec::with_capacity(32);
        let mut them = Vec::with_capacity(32);
        for (color, piece, square) in record.pieces() {
            us.push(index(stm, color, piece, square));
            them.push(index(!stm, color, piece, square));
        }
        let bucket = self.trained_bucket(output_bucket(us.len() as u32));
        let sign = if record.white_to_move { 1.0 } else { -1.0 };
        let score = f32::from(record.score_white) * sign;
        let result = f32::from(record.result) / 2.0;
        let result = if record.white_to_move {
            result
        } else {
            1.0 - result
        };
        let lambda = self.config.lambda;
        let target = lambda * sigmoid(score / self.config.k) + (1.0 - lambda) * result;
        Sample {
            us,
            them,
            bucket,
            target,
        }
    }

    /// The hidden layers and the output (as log-odds input, before `SCALE/K`).
    fn forward(&self, sample: &Sample, h_us: &mut [f32], h_them: &mut [f32]) -> f32 {
        let p = &self.params.0;
        h_us.copy_from_slice(&p[B_AT..V_AT]);
        h_them.copy_from_slice(&p[B_AT..V_AT]);
        for &f in &sample.us {
            let column = &p[f * HIDDEN..(f + 1) * HIDDEN];
            h_us.iter_mut().zip(column).for_each(|(h, w)| *h += w);
        }
        for &f in &sample.them {
            let column = &p[f * HIDDEN..(f + 1) * HIDDEN];
            h_them.iter_mut().zip(column).for_each(|(h, w)| *h += w);
        }
        let screlu = |x: f32| {
            let c = x.clamp(0.0, 1.0);
            c * c
        };
        let v = &p[v_at(sample.bucket)..][..2 * HIDDEN];
        let mut out = p[C_AT + sample.bucket];
        for i in 0..HIDDEN {
            out += screlu(h_us[i]) * v[i] + screlu(h_them[i]) * v[HIDDEN + i];
        }
        out
    }

    /// The mean loss over `records`.
    pub fn loss(&self, records: &[Record]) -> f32 {
        let scale = SCALE as f32 / self.config.k;
        let mut h_us = vec![0.0; HIDDEN];
        let mut h_them = vec![0.0; HIDDEN];
        let total: f64 = records
            .iter()
            .map(|r| {
                let s = self.sample(r);
                let p = sigmoid(self.forward(&s, &mut h_us, &mut h_them) * scale);
                f64::from((p - s.target) * (p - s.target))
            })
            .sum();
        (total / records.len().max(1) as f64) as f32
    }

    /// Gradients of the summed loss over `records`, and that sum.
    fn gradients(&self, records: &[Record]) -> (Vec<f32>, f64) {
        let scale = SCALE as f32 / self.config.k;
        let mut grad = vec![0.0f32; PARAMS];
        let mut h_us = vec![0.0; HIDDEN];
        let mut h_them = vec![0.0; HIDDEN];
        let mut loss = 0.0f64;
        for record in records {
            let s = self.sample(record);
            let v = &self.params.0[v_at(s.bucket)..][..2 * HIDDEN];
            let out = self.forward(&s, &mut h_us, &mut h_them);
            let p = sigmoid(out * scale);
            loss += f64::from((p - s.target) * (p - s.target));
            let d_out = 2.0 * (p - s.target) * p * (1.0 - p) * scale;
            grad[C_AT + s.bucket] += d_out;
            for (half, (h, features)) in
                [(&h_us, &s.us), (&h_them, &s.them)].into_iter().enumerate()
            {
                let mut d_h = [0.0f32; HIDDEN];
                for i in 0..HIDDEN {
                    let c = h[i].clamp(0.0, 1.0);
                    grad[v_at(s.bucket) + half * HIDDEN + i] += d_out * c * c;
                    if h[i] > 0.0 && h[i] < 1.0 {
                        d_h[i] = d_out * v[half * HIDDEN + i] * 2.0 * c;
                    }
                }
                for (g, d) in grad[B_AT..V_AT].iter_mut().zip(&d_h) {
                    *g += d;
                }
                for &f in features.iter() {
                    let column = &mut grad[f * HIDDEN..(f + 1) * HIDDEN];
                    column.iter_mut().zip(&d_h).for_each(|(g, d)| *g += d);
                }
            }
        }
        (grad, loss)
    }

    /// One Adam step on the batch `records`; returns its mean loss.
    pub fn step(&mut self, records: &[Record]) -> f32 {
        let threads = self.config.threads.max(1);
        let chunk = records.len().div_ceil(threads).max(1);
        let results: Vec<(Vec<f32>, f64)> = std::thread::scope(|scope| {
            let handles: Vec<_> = records
                .chunks(chunk)
                .map(|part| scope.spawn(|| self.gradients(part)))
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("gradient thread"))
                .collect()
        });
        let n = records.len().max(1) as f32;
        let mut grad = vec![0.0f32; PARAMS];
        let mut loss = 0.0;
        for (g, l) in &results {
            grad.iter_mut().zip(g).for_each(|(a, b)| *a += b);
            loss += l;
        }
        self.steps += 1;
        let (beta1, beta2, eps) = (0.9f32, 0.999f32, 1e-8f32);
        let correction1 = 1.0 - beta1.powi(self.steps as i32);
        let correction2 = 1.0 - beta2.powi(self.steps as i32);
        let rate = self.config.learning_rate;
        let moments = self.m.iter_mut().zip(self.v.iter_mut());
        for (i, ((g, w), (m, v))) in grad
            .iter()
            .zip(self.params.0.iter_mut())
            .zip(moments)
            .enumerate()
        {
            let g = g / n;
            *m = beta1 * *m + (1.0 - beta1) * g;
            *v = beta2 * *v + (1.0 - beta2) * g * g;
            *w -= rate * (*m / correction1) / ((*v / correction2).sqrt() + eps);
            if i < C_AT {
                *w = w.clamp(-WEIGHT_CLIP, WEIGHT_CLIP);
            }
        }
        (loss / f64::from(n)) as f32
    }

    /// The engine's integer net.
    pub fn quantise(&self) -> Network {
        let p = &self.params.0;
        let mut net = Network::zeroed();
        let q = |x: f32, scale: i32| (x * scale as f32).round().clamp(-32767.0, 32767.0) as i16;
        for f in 0..INPUTS {
            for i in 0..HIDDEN {
                net.input_weights[f][i] = q(p[f * HIDDEN + i], QA);
            }
        }
        for i in 0..HIDDEN {
            net.hidden_bias[i] = q(p[B_AT + i], QA);
        }
        for bucket in 0..OUTPUT_BUCKETS {
            let from = self.trained_bucket(bucket);
            for i in 0..2 * HIDDEN {
                net.output_weights[bucket][i] =
                    q(p[v_at(from) + i], QB).clamp(-OUTPUT_WEIGHT_LIMIT, OUTPUT_WEIGHT_LIMIT);
            }
            net.output_bias[bucket] = (p[C_AT + from] * (QA * QB) as f32).round() as i32;
        }
        net
    }

    /// The float net's score of a record's position, centipawns for the
    /// side to move (to compare with the quantised net).
    pub fn evaluate(&self, record: &Record) -> f32 {
        let mut h_us = vec![0.0; HIDDEN];
        let mut h_them = vec![0.0; HIDDEN];
        self.forward(&self.sample(record), &mut h_us, &mut h_them) * SCALE as f32
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ferrochess::Position;

    fn records() -> Vec<Record> {
        // A full board (bucket 7) and a queen ending (bucket 0).
        [
            (
                "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
                30,
                1,
            ),
            ("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", 900, 2),
        ]
        .iter()
        .map(|(fen, score, result)| {
            Record::from_position(&Position::from_fen(fen).unwrap(), *score, *result, 20)
        })
        .collect()
    }

    fn trained(output_buckets: usize) -> Network {
        let config = Config {
            batch_size: 2,
            threads: 1,
            output_buckets,
            ..Config::default()
        };
        let mut trainer = Trainer::new(&config);
        for _ in 0..20 {
            trainer.step(&records());
        }
        trainer.quantise()
    }

    #[test]
    fn with_output_buckets_each_position_trains_its_own_bucket() {
        let net = trained(OUTPUT_BUCKETS);
        let untouched = net.output_weights[3];
        assert_ne!(net.output_weights[7], untouched);
        assert_ne!(net.output_weights[0], untouched);
        assert_ne!(net.output_weights[0], net.output_weights[7]);
        // Buckets no position fell in keep the shared starting layer.
        for bucket in 1..7 {
            assert_eq!(net.output_weights[bucket], untouched);
        }
    }

    #[test]
    fn with_one_output_layer_every_bucket_gets_it() {
        let net = trained(1);
        assert!(net
            .output_weights
            .iter()
            .all(|w| *w == net.output_weights[0]));
        assert!(net.output_bias.iter().all(|&b| b == net.output_bias[0]));
    }
}
