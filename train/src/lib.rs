//! Tools that make ferrochess's learned evaluation: self-play data
//! generation ([`selfplay`]), the on-disk training records ([`record`], one
//! position in 32 bytes, and [`game_record`], a whole game compactly) and
//! the trainer ([`trainer`]). Native only; nothing here is shipped.
//!
//! The whole pipeline, from nothing to a net file:
//!
//! ```text
//! cargo run --release -p ferrochess-train --bin datagen -- --out data.bin --games 20000
//! cargo run --release -p ferrochess-train --bin train -- --data data.bin --out net.bin
//! ```

pub mod game_record;
pub mod record;
pub mod rng;
pub mod scale;
pub mod selfplay;
pub mod trainer;
pub mod wdl_fit;
