//! How the table stores an entry: a slot is one 64-bit atomic word that
//! holds the entry's move, score, depth, bound, generation and whether it
//! was on a principal variation with 16 bits of its key; moves packed in
//! 16 bits ([`crate::engine::move_code`]), mate scores relative to the node.

use std::sync::atomic::{AtomicU64, Ordering};

use chess::ChessMove;

use crate::engine::move_code;
use crate::engine::search::score::MATE_BOUND;

/// One entry, packed with its key's check bits into 64 bits for the table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Data {
    /// The key's low 16 bits.
    pub(super) check: u16,
    pub(super) mv: u16,
    pub(super) score: i16,
    pub(super) depth: i8,
    /// 0: empty; 1, 2, 3: [`Bound`]'s variants.
    pub(super) bound: u8,
    /// The table's generation at the time of storing (0: never stored;
    /// 5 bits, so at most [`MAX_GENERATION`]).
    pub(super) generation: u8,
    /// Whether the position was on a principal variation when stored.
    pub(super) pv: bool,
}

/// The largest generation a slot can hold.
pub(super) const MAX_GENERATION: u8 = 31;

impl Data {
    pub(super) fn pack(self) -> u64 {
        debug_assert!(self.bound < 4 && self.generation <= MAX_GENERATION);
        u64::from(self.check)
            | u64::from(self.mv) << 16
            | u64::from(self.score as u16) << 32
            | u64::from(self.depth as u8) << 48
            | u64::from(self.bound) << 56
            | u64::from(self.generation) << 58
            | u64::from(self.pv) << 63
    }

    pub(super) fn unpack(bits: u64) -> Data {
        Data {
            check: bits as u16,
            mv: (bits >> 16) as u16,
            score: (bits >> 32) as u16 as i16,
            depth: (bits >> 48) as u8 as i8,
            bound: (bits >> 56) as u8 & 3,
            generation: (bits >> 58) as u8 & MAX_GENERATION,
            pv: bits >> 63 != 0,
        }
    }
}

/// The check bits a key's entry carries.
pub(super) fn check_bits(key: u64) -> u16 {
    key as u16
}

/// A slot: one packed entry. All zero is empty. Eight bytes aligned to
/// eight, so no slot straddles two cache lines.
#[derive(Default)]
pub(super) struct Slot(AtomicU64);

impl Slot {
    /// The slot's entry, if its check bits are `key`'s.
    pub(super) fn read(&self, key: u64) -> Option<Data> {
        let data = Data::unpack(self.0.load(Ordering::Relaxed));
        (data.check == check_bits(key)).then_some(data)
    }

    pub(super) fn write(&self, data: Data) {
        self.0.store(data.pack(), Ordering::Relaxed);
    }
}

/// A move as the slot stores it ([`crate::engine::move_code`]).
pub(super) fn encode(mv: ChessMove) -> u16 {
    move_code::pack(mv)
}

/// The move of [`encode`]'s bits (0: no move).
pub(super) fn decode(bits: u16) -> Option<ChessMove> {
    if bits == 0 {
        return None;
    }
    move_code::unpack(bits)
}

/// Mate scores are stored relative to the node, not the root.
pub(super) fn to_stored(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

/// A stored score seen from the root again, at `ply`.
pub(super) fn from_stored(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}
