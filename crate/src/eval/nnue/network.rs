//! The net file: its format, its checks, and the net embedded in ferrochess.
//!
//! A net file is little-endian:
//!
//! | bytes | field |
//! |---|---|
//! | 4 | magic `FCNN` |
//! | 4 | format version, `1` |
//! | 4 | hidden size `H` (must be [`HIDDEN`]) |
//! | 768·H·2 | input weights, `i16`, feature-major (`[768][H]`), scaled by [`QA`] |
//! | H·2 | hidden biases, `i16`, scaled by [`QA`] |
//! | 2H·2 | output weights, `i16`, side to move's half first, scaled by [`QB`] |
//! | 4 | output bias, `i32`, scaled by `QA·QB` |
//! | 8 | FNV-1a 64 hash of every byte before it |
//!
//! ```
//! use ferrochess::eval::nnue::network::{Network, NetworkError};
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

const MAGIC: &[u8; 4] = b"FCNN";
const VERSION: u32 = 1;
const HEADER: usize = 12;
/// The size of a net file of [`HIDDEN`] neurons.
pub const FILE_BYTES: usize = HEADER + (INPUTS * HIDDEN + HIDDEN + 2 * HIDDEN) * 2 + 4 + 8;

/// The embedded net, trained by ferrochess from its own self-play.
static EMBEDDED_BYTES: &[u8] = include_bytes!("../../../nets/default.nnue");

/// A quantised perspective net, `768 → (H × 2) → 1`, squared clipped ReLU.
#[derive(Clone, PartialEq, Eq)]
pub struct Network {
    /// `[feature][neuron]`.
    pub input_weights: Box<[[i16; HIDDEN]; INPUTS]>,
    pub hidden_bias: [i16; HIDDEN],
    /// The side to move's neurons first, then the other side's.
    pub output_weights: [i16; 2 * HIDDEN],
    pub output_bias: i32,
}

impl fmt::Debug for Network {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Network(768 → {HIDDEN}×2 → 1)")
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
                    "net format version {v} is not supported (expected {VERSION})"
                )
            }
            NetworkError::HiddenSize(h) => {
                write!(f, "net has {h} hidden neurons; this build reads {HIDDEN}")
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

    /// Reads and checks a net file.
    pub fn from_bytes(bytes: &[u8]) -> Result<Network, NetworkError> {
        if bytes.len() < HEADER || &bytes[..4] != MAGIC {
            return Err(NetworkError::Magic);
        }
        let mut header = Reader(&bytes[4..HEADER]);
        let version = header.u32();
        if version != VERSION {
            return Err(NetworkError::Version(version));
        }
        let hidden = header.u32();
        if hidden as usize != HIDDEN {
            return Err(NetworkError::HiddenSize(hidden));
        }
        if bytes.len() != FILE_BYTES {
            return Err(NetworkError::Length {
                expected: FILE_BYTES,
                found: bytes.len(),
            });
        }
        let (body, checksum) = bytes.split_at(FILE_BYTES - 8);
        if fnv1a(body) != u64::from_le_bytes(checksum.try_into().expect("8 bytes")) {
            return Err(NetworkError::Checksum);
        }
        let mut reader = Reader(&body[HEADER..]);
        let mut net = Network::zeroed();
        for row in net.input_weights.iter_mut() {
            for w in row.iter_mut() {
                *w = reader.i16();
            }
        }
        for b in net.hidden_bias.iter_mut() {
            *b = reader.i16();
        }
        for w in net.output_weights.iter_mut() {
            *w = reader.i16();
        }
        net.output_bias = reader.u32() as i32;
        if let Some(&w) = net.output_weights.iter().find(|w| w.unsigned_abs() > 128) {
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
        for row in self.input_weights.iter() {
            for w in row {
                out.extend_from_slice(&w.to_le_bytes());
            }
        }
        for b in &self.hidden_bias {
            out.extend_from_slice(&b.to_le_bytes());
        }
        for w in &self.output_weights {
            out.extend_from_slice(&w.to_le_bytes());
        }
        out.extend_from_slice(&self.output_bias.to_le_bytes());
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
            output_weights: [0; 2 * HIDDEN],
            output_bias: 0,
        }
    }
}
