//! Tools that make ferrochess's learned evaluation: self-play data
//! generation ([`selfplay`]), the on-disk training record ([`record`]) and
//! the trainer ([`trainer`]). Native only; nothing here is shipped.
//!
//! The whole pipeline, from nothing to a net file:
//!
//! ```text
//! cargo run --release -p ferrochess-train --bin datagen -- --out data.bin --games 20000
//! cargo run --release -p ferrochess-train --bin train -- --data data.bin --out net.bin
//! ```

pub mod record;
pub mod rng;
pub mod scale;
pub mod selfplay;
pub mod trainer;
