//! A small, fast pseudo-random generator: Marsaglia's 64-bit xorshift
//! (shifts 13, 7, 17). Not for anything secret. The engine seeds it from
//! the system where it wants variety (the opening book's choice, a weakened
//! level's move noise); tests seed it with a constant, so that their random
//! games are the same every run, natively and in wasm.
//!
//! ```
//! use ferrochess::engine::random::XorShift;
//!
//! let mut a = XorShift::new(42);
//! let mut b = XorShift::new(42);
//! assert_eq!(a.next_u64(), b.next_u64());
//! assert!(a.below(10) < 10);
//! assert!((0.0..1.0).contains(&a.unit()));
//! ```

/// The generator's state: any value but zero (which xorshift never leaves).
#[derive(Clone, Debug)]
pub struct XorShift(u64);

/// Stands in for a zero seed or an unreadable system source.
const FALLBACK_SEED: u64 = 0x9E37_79B9_7F4A_7C15;

impl XorShift {
    /// A generator started at `seed` (a zero seed is replaced by a fixed
    /// non-zero one).
    pub fn new(seed: u64) -> Self {
        XorShift(if seed == 0 { FALLBACK_SEED } else { seed })
    }

    /// A generator seeded by the operating system, or the browser's
    /// `crypto.getRandomValues` in wasm.
    pub fn from_system() -> Self {
        XorShift::new(getrandom::u64().unwrap_or(FALLBACK_SEED))
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number below `n` (0 when `n` is 0). The remainder's slight bias
    /// towards small numbers is far below what its users could notice.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n.max(1) as u64) as usize
    }

    /// A number in [0, 1).
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_zero_seed_still_moves() {
        let mut rng = XorShift::new(0);
        assert_ne!(rng.next_u64(), 0);
        assert_ne!(rng.next_u64(), rng.next_u64());
    }

    #[test]
    fn below_stays_below_and_reaches_every_value() {
        let mut rng = XorShift::new(7);
        let mut seen = [false; 6];
        for _ in 0..1000 {
            let n = rng.below(6);
            assert!(n < 6);
            seen[n] = true;
        }
        assert!(seen.iter().all(|&s| s));
        assert_eq!(rng.below(0), 0);
    }
}
