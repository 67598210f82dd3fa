//! The transposition table: a fixed-size hash table of search results,
//! indexed by the `chess` crate's incremental Zobrist hash. Clearing it is
//! O(1): every slot carries the generation it was stored in, and slots of
//! an older generation count as empty.

use chess::{ChessMove, Piece, ALL_SQUARES};

use super::score::MATE_BOUND;

/// Whether a stored score is exact or a bound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    Exact,
    /// The true score is at least this (a beta cutoff).
    Lower,
    /// The true score is at most this (no move raised alpha).
    Upper,
}

#[derive(Clone, Copy, Debug, Default)]
struct Slot {
    key: u64,
    mv: u16,
    score: i16,
    depth: i8,
    bound: u8,
    /// The table's generation at the time of storing (0: never stored).
    generation: u8,
}

/// A stored result.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    pub mv: Option<ChessMove>,
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
}

/// A fixed-size transposition table.
pub struct TranspositionTable {
    slots: Vec<Slot>,
    /// The current generation, never 0.
    generation: u8,
}

/// Default size in MiB.
pub const DEFAULT_HASH_MB: usize = 16;
/// Largest size accepted, in MiB.
pub const MAX_HASH_MB: usize = 1024;

fn encode(mv: ChessMove) -> u16 {
    let promo = match mv.get_promotion() {
        None => 0,
        Some(Piece::Knight) => 1,
        Some(Piece::Bishop) => 2,
        Some(Piece::Rook) => 3,
        Some(_) => 4,
    };
    (mv.get_source().to_index() as u16) | ((mv.get_dest().to_index() as u16) << 6) | (promo << 12)
}

fn decode(bits: u16) -> Option<ChessMove> {
    if bits == 0 {
        return None;
    }
    let promotion = match bits >> 12 {
        1 => Some(Piece::Knight),
        2 => Some(Piece::Bishop),
        3 => Some(Piece::Rook),
        4 => Some(Piece::Queen),
        _ => None,
    };
    Some(ChessMove::new(
        ALL_SQUARES[(bits & 63) as usize],
        ALL_SQUARES[((bits >> 6) & 63) as usize],
        promotion,
    ))
}

/// Mate scores are stored relative to the node, not the root.
fn to_stored(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_stored(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

impl TranspositionTable {
    /// A table of `megabytes` MiB (clamped to 1..=[`MAX_HASH_MB`]).
    pub fn new(megabytes: usize) -> Self {
        let bytes = megabytes.clamp(1, MAX_HASH_MB) << 20;
        let count = bytes / std::mem::size_of::<Slot>();
        TranspositionTable {
            slots: vec![Slot::default(); count.max(1)],
            generation: 1,
        }
    }

    /// Empties the table: starts a new generation (after 255 of them, the
    /// slots are really wiped, so an old entry can never come back).
    pub fn clear(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.slots.iter_mut().for_each(|s| *s = Slot::default());
            self.generation = 1;
        }
    }

    fn index(&self, key: u64) -> usize {
        ((u128::from(key) * self.slots.len() as u128) >> 64) as usize
    }

    /// The entry for `key`, if stored.
    pub fn probe(&self, key: u64, ply: usize) -> Option<Entry> {
        let slot = self.slots[self.index(key)];
        let current = slot.generation == self.generation;
        (current && slot.key == key && slot.bound != 0).then(|| Entry {
            mv: decode(slot.mv),
            score: from_stored(i32::from(slot.score), ply),
            depth: i32::from(slot.depth),
            bound: match slot.bound {
                1 => Bound::Exact,
                2 => Bound::Lower,
                _ => Bound::Upper,
            },
        })
    }

    /// Stores a result, replacing an entry for another position or a
    /// shallower one.
    pub fn store(
        &mut self,
        key: u64,
        ply: usize,
        mv: Option<ChessMove>,
        score: i32,
        depth: i32,
        bound: Bound,
    ) {
        let index = self.index(key);
        let generation = self.generation;
        let slot = &mut self.slots[index];
        let same = slot.generation == generation && slot.key == key;
        if same && i32::from(slot.depth) > depth && bound != Bound::Exact {
            return;
        }
        *slot = Slot {
            key,
            generation,
            mv: match mv {
                Some(m) => encode(m),
                None if same => slot.mv,
                None => 0,
            },
            score: to_stored(score, ply).clamp(i16::MIN as i32, i16::MAX as i32) as i16,
            depth: depth.clamp(-1, 127) as i8,
            bound: match bound {
                Bound::Exact => 1,
                Bound::Lower => 2,
                Bound::Upper => 3,
            },
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_round_trip_through_the_encoding() {
        for mv in chess::MoveGen::new_legal(&chess::Board::default()) {
            assert_eq!(decode(encode(mv)), Some(mv));
        }
        let promo = ChessMove::new(chess::Square::A7, chess::Square::B8, Some(Piece::Knight));
        assert_eq!(decode(encode(promo)), Some(promo));
    }

    #[test]
    fn stores_and_probes_with_mate_adjustment() {
        let mut tt = TranspositionTable::new(1);
        tt.store(42, 3, None, super::super::score::MATE - 5, 4, Bound::Exact);
        let entry = tt.probe(42, 1).unwrap();
        assert_eq!(entry.score, super::super::score::MATE - 3);
        assert!(tt.probe(43, 1).is_none());
    }

    #[test]
    fn clearing_forgets_everything_even_after_many_generations() {
        let mut tt = TranspositionTable::new(1);
        for round in 0..600 {
            assert!(tt.probe(7, 0).is_none(), "round {round}");
            tt.store(7, 0, None, 10, 3, Bound::Exact);
            assert_eq!(tt.probe(7, 0).map(|e| e.score), Some(10));
            tt.clear();
        }
    }
}
