//! The net file: its format, its checks, and the net embedded in ferrochess.
//!
//! A net file is little-endian:
//!
//! | bytes | field |
//! |---|---|
//! | 4 | magic `FCNN` |
//! | 4 | format version, `2` |
//! | 4 | hidden size `H` (must be [`HIDDEN`]) |
//! | 4 | output buckets `B` (must be [`OUTPUT_BUCKETS`]) |
//! | 768·H·2 | input weights, `i16`, feature-major (`[768][H]`), scaled by [`QA`] |
//! | H·2 | hidden biases, `i16`, scaled by [`QA`] |
//! | B·2H·2 | output weights, `i16`, bucket by bucket, side to move's half first, scaled by [`QB`] |
//! | B·4 | output biases, `i32`, scaled by `QA·QB` |
//! | 8 | FNV-1a 64 hash of every byte before it |
//!
//! The output layer has one set of weights per *bucket*, chosen by how
//! many pieces are on the board ([`output_bucket`]): an opening and an
//! endgame weigh the same hidden features differently. Version 1 files
//! (no bucket field, one output layer) are still read: their one layer
//! serves every bucket, so they evaluate exactly as before.
//!
//! ```
//! use ferrochess::engine::eval::nnue::network::{Network, NetworkError};
//!
//! let embedded = Network::embedded();
//! let bytes = embedded.to_bytes();
//! assert_eq!(Network::from_bytes(&bytes).unwrap().to_bytes(), bytes);
//! let mut corrupt = bytes.clone();
//! corrupt[100] ^= 1;
//! assert_eq!(Network::from_bytes(&corrupt).unwrap_err(), NetworkError::Checksum);
//! assert!(Network::from_bytes(&bytes[..50]).is_err());
//! ```

use std::fmt;
use std::sync::OnceLock;

use super::features::INPUTS;

/// Neurons per side in the hidden layer.
pub const HIDDEN: usize = 128;
/// The activation's ceiling: hidden values are clipped to `0..=QA`.
pub const QA: i32 = 255;
/// The output weights' scale.
pub const QB: i32 = 64;
/// Centipawns per unit of the net's output.
pub const SCALE: i32 = 400;
/// Output layers, one per range of piece counts (see [`output_bucket`]).
pub const OUTPUT_BUCKETS: usize = 8;
/// The largest output weight magnitude a net may have: the SIMD output
/// layer multiplies in 16 bits and is exact only for `|w| ≤` this.
pub const OUTPUT_WEIGHT_LIMIT: i16 = 128;

/// The output bucket of a position with `pieces` pieces, kings included:
/// 2–5 pieces use bucket 0, 6–9 bucket 1, …, 30–32 bucket 7.
///
/// ```
/// use ferrochess::engine::eval::nnue::network::output_bucket;
///
/// assert_eq!(output_bucket(32), 7);
/// assert_eq!(output_bucket(5), 0);
/// assert_eq!(output_bucket(6), 1);
/// ```
#[inline]
pub fn output_bucket(pieces: u32) -> usize {
    (pieces.saturating_sub(2) as usize / 4).min(OUTPUT_BUCKETS - 1)
}

const MAGIC: &[u8; 4] = b"FCNN";
const VERSION: u32 = 2;
const HEADER: usize = 16;
/// Version 1: no bucket count, one output layer.
const V1_HEADER: usize = 12;
const V1_FILE_BYTES: usize = V1_HEADER + (INPUTS * HIDDEN + HIDDEN + 2 * HIDDEN) * 2 + 4 + 8;
/// The size of a net file of [`HIDDEN`] neurons and [`OUTPUT_BUCKETS`]
/// output buckets.
pub const FILE_BYTES: usize =
    HEADER + (INPUTS * HIDDEN + HIDDEN + OUTPUT_BUCKETS * 2 * HIDDEN) * 2 + OUTPUT_BUCKETS * 4 + 8;

/// The embedded net, trained by ferrochess from its own self-play.
static EMBEDDED_BYTES: &[u8] = include_bytes!("../../../../nets/default.nnue");

/// A quantised perspective net, `768 → (H × 2) → 1`, squared clipped ReLU,
/// with one output layer per bucket.
#[derive(Clone, PartialEq, Eq)]
pub struct Network {
    /// `[feature][neuron]`.
    pub input_weights: Box<[[i16; HIDDEN]; INPUTS]>,
    pub hidden_bias: [i16; HIDDEN],
    /// Per bucket: the side to move's neurons first, then the other side's.
    pub output_weights: [[i16; 2 * HIDDEN]; OUTPUT_BUCKETS],
    pub output_bias: [i32; OUTPUT_BUCKETS],
}

impl fmt::Debug for Network {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Network(768 → {HIDDEN}×2 → 1, {OUTPUT_BUCKETS} output buckets)"
        )
    }
}

/// Why a net file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NetworkError {
    /// Not a ferrochess net (the first bytes are not `FCNN`).
    Magic,
    /// A format version this build cannot read.
    Version(u32),
    /// A hidden size other than this build's [`HIDDEN`].
    HiddenSize(u32),
    /// An output bucket count other than this build's [`OUTPUT_BUCKETS`].
    OutputBuckets(u32),
    /// The file is not the size its header implies.
    Length { expected: usize, found: usize },
    /// The bytes do not match their checksum.
    Checksum,
    /// An output weight outside −128..=128 (the SIMD output layer needs
    /// `|w| ≤ 128` to be exact).
    OutputWeight(i16),
}

impl fmt::Display for NetworkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NetworkError::Magic => write!(f, "not a ferrochess net: it must start with FCNN"),
            NetworkError::Version(v) => {
                write!(
                    f,
                    "net format version {v} is not supported (expected 1 or {VERSION})"
                )
            }
            NetworkError::HiddenSize(h) => {
                write!(f, "net has {h} hidden neurons; this build reads {HIDDEN}")
            }
            NetworkError::OutputBuckets(b) => {
                write!(
                    f,
                    "net has {b} output buckets; this build reads {OUTPUT_BUCKETS}"
                )
            }
            NetworkError::Length { expected, found } => {
                write!(
                    f,
                    "net file is {found} bytes, expected {expected} (truncated or padded)"
                )
            }
            NetworkError::Checksum => write!(f, "net file is corrupt: its checksum does not match"),
            NetworkError::OutputWeight(w) => {
                write!(f, "net output weight {w} is outside -128..=128")
            }
        }
    }
}

impl std::error::Error for NetworkError {}

/// FNV-1a, 64 bits.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

struct Reader<'a>(&'a [u8]);

impl Reader<'_> {
    fn i16(&mut self) -> i16 {
        let (head, tail) = self.0.split_at(2);
        self.0 = tail;
        i16::from_le_bytes([head[0], head[1]])
    }
    fn u32(&mut self) -> u32 {
        let (head, tail) = self.0.split_at(4);
        self.0 = tail;
        u32::from_le_bytes([head[0], head[1], head[2], head[3]])
    }
}

impl Network {
    /// The net built into ferrochess.
    pub fn embedded() -> &'static Network {
        static NET: OnceLock<Network> = OnceLock::new();
        NET.get_or_init(|| {
            Network::from_bytes(EMBEDDED_BYTES).expect("the embedded net is checked by tests")
        })
    }

    /// Reads and checks a net file (format version 2, or 1).
    pub fn from_bytes(bytes: &[u8]) -> Result<Network, NetworkError> {
        if bytes.len() < V1_HEADER || &bytes[..4] != MAGIC {
            return Err(NetworkError::Magic);
        }
        let mut header = Reader(&bytes[4..]);
        let version = header.u32();
        if version != 1 && version != VERSION {
            return Err(NetworkError::Version(version));
        }
        let hidden = header.u32();
        if hidden as usize != HIDDEN {
            return Err(NetworkError::HiddenSize(hidden));
        }
        let (header_bytes, file_bytes, buckets) = if version == 1 {
            (V1_HEADER, V1_FILE_BYTES, 1)
        } else {
            if bytes.len() < HEADER {
                return Err(NetworkError::Length {
                    expected: FILE_BYTES,
                    found: bytes.len(),
                });
            }
            let buckets = header.u32();
            if buckets as usize != OUTPUT_BUCKETS {
                return Err(NetworkError::OutputBuckets(buckets));
            }
            (HEADER, FILE_BYTES, OUTPUT_BUCKETS)
        };
        if bytes.len() != file_bytes {
            return Err(NetworkError::Length {
                expected: file_bytes,
                found: bytes.len(),
            });
        }
        let (body, checksum) = bytes.split_at(file_bytes - 8);
        if fnv1a(body) != u64::from_le_bytes(checksum.try_into().expect("8 bytes")) {
            return Err(NetworkError::Checksum);
        }
        let mut reader = Reader(&body[header_bytes..]);
        let mut net = Network::zeroed();
        for row in net.input_weights.iter_mut() {
            for w in row.iter_mut() {
                *w = reader.i16();
            }
        }
        for b in net.hidden_bias.iter_mut() {
            *b = reader.i16();
        }
        for bucket in net.output_weights.iter_mut().take(buckets) {
            for w in bucket.iter_mut() {
                *w = reader.i16();
            }
        }
        for bias in net.output_bias.iter_mut().take(buckets) {
            *bias = reader.u32() as i32;
        }
        if buckets == 1 {
            // A version 1 net: its one output layer serves every bucket.
            net.output_weights = [net.output_weights[0]; OUTPUT_BUCKETS];
            net.output_bias = [net.output_bias[0]; OUTPUT_BUCKETS];
        }
        if let Some(&w) = net
            .output_weights
            .iter()
            .flatten()
            .find(|w| w.unsigned_abs() > OUTPUT_WEIGHT_LIMIT.unsigned_abs())
        {
            return Err(NetworkError::OutputWeight(w));
        }
        Ok(net)
    }

    /// The net as a file.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(FILE_BYTES);
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&VERSION.to_le_bytes());
        out.extend_from_slice(&(HIDDEN as u32).to_le_bytes());
        out.extend_from_slice(&(OUTPUT_BUCKETS as u32).to_le_bytes());
        for row in self.input_weights.iter() {
            for w in row {
                out.extend_from_slice(&w.to_le_bytes());
            }
        }
        for b in &self.hidden_bias {
            out.extend_from_slice(&b.to_le_bytes());
        }
        for w in self.output_weights.iter().flatten() {
            out.extend_from_slice(&w.to_le_bytes());
        }
        for bias in &self.output_bias {
            out.extend_from_slice(&bias.to_le_bytes());
        }
        let checksum = fnv1a(&out);
        out.extend_from_slice(&checksum.to_le_bytes());
        out
    }

    /// A net of zeros (a starting point for building one in code).
    pub fn zeroed() -> Network {
        Network {
            input_weights: vec![[0i16; HIDDEN]; INPUTS]
                .into_boxed_slice()
                .try_into()
                .expect("INPUTS rows"),
            hidden_bias: [0; HIDDEN],
            output_weights: [[0; 2 * HIDDEN]; OUTPUT_BUCKETS],
            output_bias: [0; OUTPUT_BUCKETS],
        }
    }
}
