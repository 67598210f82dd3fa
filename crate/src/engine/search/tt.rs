//! The transposition table: a fixed-size hash table of search results,
//! indexed by the `chess` crate's incremental Zobrist hash. Clearing it is
//! O(1): every slot carries the generation it was stored in, and slots of
//! an older generation count as empty.
//!
//! Several search threads share one table without locks (Lazy SMP). A
//! slot is one 64-bit atomic word: the entry and 16 bits of its key, read
//! and written whole, so an entry can never be torn between two threads'
//! writes. The slot's index comes from the key's high bits and the check
//! from its low 16: two positions read each other's entry only when they
//! share both (one in 65,536 of those that share a slot), and then at
//! worst a score misleads one node and a stored move that is not legal
//! there is never played (the search only uses it to order the legal
//! moves it generates).
//!
//! Eight bytes a slot rather than sixteen keep the default table's million
//! slots in 8 MiB: in wasm, whose memory comes in 4 KiB pages, that is
//! 2,048 pages to translate instead of 4,096 (see [`DEFAULT_HASH_MB`]).
//!
//! ```
//! use ferrochess::engine::search::tt::{Bound, Entry, TranspositionTable};
//!
//! let table = TranspositionTable::new(1);
//! let entry = Entry { mv: None, score: 42, depth: 5, bound: Bound::Exact, pv: false };
//! table.store(0xABCD, 0, entry);
//! std::thread::scope(|s| {
//!     s.spawn(|| assert_eq!(table.probe(0xABCD, 0).unwrap().score, 42));
//! });
//! ```

mod slot;

use chess::ChessMove;

use slot::{check_bits, decode, encode, from_stored, to_stored, Data, Slot, MAX_GENERATION};

/// Whether a stored score is exact or a bound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    Exact,
    /// The true score is at least this (a beta cutoff).
    Lower,
    /// The true score is at most this (no move raised alpha).
    Upper,
}

impl Bound {
    /// What a search's `best` score is, given the window it searched:
    /// at least `best` when it reached `beta`, exact when it raised
    /// `alpha`, at most `best` otherwise.
    pub fn of(best: i32, alpha: i32, beta: i32) -> Bound {
        if best >= beta {
            Bound::Lower
        } else if best > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        }
    }
}

/// A stored result.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    pub mv: Option<ChessMove>,
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
    /// Whether the position was on a principal variation when stored
    /// (Stockfish's `ttPv`): such nodes are reduced less.
    pub pv: bool,
}

impl Entry {
    /// Whether the stored score settles a search of the window
    /// `alpha..beta` (its bound lies outside the window, or it is exact).
    pub fn cuts_off(&self, alpha: i32, beta: i32) -> bool {
        match self.bound {
            Bound::Exact => true,
            Bound::Lower => self.score >= beta,
            Bound::Upper => self.score <= alpha,
        }
    }
}

/// A fixed-size transposition table, shareable between threads.
pub struct TranspositionTable {
    slots: Vec<Slot>,
    /// The current generation, never 0.
    generation: u8,
}

/// Default size in MiB: 1,048,576 slots, as many as the 16 MiB of 16-byte
/// slots before them held. Half the memory is half the pages: wasm's
/// memory comes in 4 KiB pages, and random probes over more pages than
/// the processor's address-translation cache holds wait on page-table
/// walks (natively without huge pages, `bench 9` ran 12% slower at 16 MiB
/// and 5% slower at 8 MiB; native maps the table with 2 MiB pages where
/// Linux allows, see `allocate_slots`). Under Node this size made the
/// search 3.9% faster.
pub const DEFAULT_HASH_MB: usize = 8;
/// Largest size accepted, in MiB.
pub const MAX_HASH_MB: usize = 1024;

/// The slot of `key` in a table of `len` slots: `⌊key · len / 2⁶⁴⌋`, which
/// spreads keys evenly over any length. Computed in 64-bit halves rather
/// than as a 128-bit product: wasm has no 64 × 64 → 128 multiply, and the
/// `u128` product compiles there to a call of a runtime routine on every
/// probe and store. Exact for `len < 2³²` (a table of [`MAX_HASH_MB`] has
/// 2²⁶ slots): with `key = hi · 2³² + lo`, `⌊key · len / 2⁶⁴⌋ =
/// ⌊(hi · len + ⌊lo · len / 2³²⌋) / 2³²⌋`, and neither product nor the sum
/// overflows 64 bits.
///
/// ```
/// # use ferrochess::engine::search::tt::slot_index;
/// let wide = |key: u64, len: u64| ((u128::from(key) * u128::from(len)) >> 64) as usize;
/// for key in [0, 1, u64::MAX, 0x9E37_79B9_7F4A_7C15] {
///     assert_eq!(slot_index(key, 1 << 20), wide(key, 1 << 20));
///     assert_eq!(slot_index(key, 3_000_017), wide(key, 3_000_017));
/// }
/// ```
#[inline]
pub fn slot_index(key: u64, len: u64) -> usize {
    debug_assert!(len < 1 << 32);
    let (hi, lo) = (key >> 32, key & 0xFFFF_FFFF);
    ((hi * len + ((lo * len) >> 32)) >> 32) as usize
}

/// `count` empty slots. On Linux the memory is first marked for huge
/// pages (2 MiB instead of 4 KiB), so a table of a few MiB needs a few
/// address-translation entries instead of thousands: random probes miss
/// the translation cache much less (native `bench 12` nodes/s +3.3%). Only
/// where the system allows them on request
/// (`/sys/kernel/mm/transparent_hugepage/enabled` is `madvise` or `always`);
/// elsewhere the request is ignored and nothing changes.
fn allocate_slots(count: usize) -> Vec<Slot> {
    let mut slots = Vec::with_capacity(count);
    request_huge_pages(&slots);
    slots.extend((0..count).map(|_| Slot::default()));
    slots
}

/// Asks the kernel to back the huge-page-aligned part of `slots`' buffer
/// with huge pages. Done before the slots are written, so that the pages
/// are huge from their first touch.
#[cfg(target_os = "linux")]
fn request_huge_pages(slots: &Vec<Slot>) {
    const HUGE_PAGE: usize = 2 << 20;
    let start = slots.as_ptr() as usize;
    let end = start + slots.capacity() * std::mem::size_of::<Slot>();
    let first = start.next_multiple_of(HUGE_PAGE);
    let last = end / HUGE_PAGE * HUGE_PAGE;
    if last > first {
        // SAFETY: the range lies inside the vector's own allocation, and
        // MADV_HUGEPAGE only changes how the kernel backs it (contents and
        // addresses stay the same); a refusal is harmless and ignored.
        unsafe {
            libc::madvise(
                first as *mut libc::c_void,
                last - first,
                libc::MADV_HUGEPAGE,
            );
        }
    }
}

#[cfg(not(target_os = "linux"))]
fn request_huge_pages(_slots: &Vec<Slot>) {}

impl TranspositionTable {
    /// A table of `megabytes` MiB (clamped to 1..=[`MAX_HASH_MB`]).
    pub fn new(megabytes: usize) -> Self {
        let bytes = megabytes.clamp(1, MAX_HASH_MB) << 20;
        let count = bytes / std::mem::size_of::<Slot>();
        TranspositionTable {
            slots: allocate_slots(count.max(1)),
            generation: 1,
        }
    }

    /// A table of exactly `count` slots (tests use tiny ones to make
    /// threads collide).
    #[cfg(test)]
    fn with_slots(count: usize) -> Self {
        TranspositionTable {
            slots: allocate_slots(count.max(1)),
            generation: 1,
        }
    }

    /// Empties the table: starts a new generation (after 31 of them, the
    /// slots are really wiped, so an old entry can never come back).
    pub fn clear(&mut self) {
        self.generation += 1;
        if self.generation > MAX_GENERATION {
            self.slots.iter_mut().for_each(|s| *s = Slot::default());
            self.generation = 1;
        }
    }

    fn index(&self, key: u64) -> usize {
        slot_index(key, self.slots.len() as u64)
    }

    /// Asks the processor to start loading `key`'s slot into its cache, so
    /// that a probe of it soon after does not wait on memory. A hint only:
    /// it changes no result (and does nothing where there is no such
    /// instruction, as in wasm).
    #[inline]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
            let slot: *const Slot = &self.slots[self.index(key)];
            // SAFETY: a prefetch reads nothing and faults on no address;
            // the pointer is to a slot of the table anyway.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(slot.cast()) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// The entry for `key`, if stored.
    pub fn probe(&self, key: u64, ply: usize) -> Option<Entry> {
        let slot = self.slots[self.index(key)].read(key)?;
        (slot.generation == self.generation && slot.bound != 0).then(|| Entry {
            mv: decode(slot.mv),
            score: from_stored(i32::from(slot.score), ply),
            depth: i32::from(slot.depth),
            bound: match slot.bound {
                1 => Bound::Exact,
                2 => Bound::Lower,
                _ => Bound::Upper,
            },
            pv: slot.pv,
        })
    }

    /// Stores `entry` for `key` (found at `ply`), replacing an entry for
    /// another position or a shallower one.
    pub fn store(&self, key: u64, ply: usize, entry: Entry) {
        let Entry {
            mv,
            score,
            depth,
            bound,
            pv,
        } = entry;
        let generation = self.generation;
        let slot = &self.slots[self.index(key)];
        let old = slot.read(key).filter(|d| d.generation == generation);
        if old.is_some_and(|d| i32::from(d.depth) > depth) && bound != Bound::Exact {
            return;
        }
        let data = Data {
            check: check_bits(key),
            generation,
            mv: match (mv, old) {
                (Some(m), _) => encode(m),
                (None, Some(d)) => d.mv,
                (None, None) => 0,
            },
            score: to_stored(score, ply).clamp(i16::MIN as i32, i16::MAX as i32) as i16,
            depth: depth.clamp(-1, 127) as i8,
            bound: match bound {
                Bound::Exact => 1,
                Bound::Lower => 2,
                Bound::Upper => 3,
            },
            pv,
        };
        slot.write(data);
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicU64, Ordering};

    use chess::Piece;

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
    fn slot_index_equals_the_128_bit_product() {
        let wide = |key: u64, len: u64| ((u128::from(key) * u128::from(len)) >> 64) as usize;
        // Every table size UCI can ask for, odd sizes, and the extremes.
        let lengths = (0..=10)
            .map(|shift| ((MAX_HASH_MB >> shift) << 20) / std::mem::size_of::<Slot>())
            .chain([1, 2, 3, 1_000_003, (1 << 32) - 1])
            .map(|len| len as u64);
        let mut state = 0x0123_4567_89AB_CDEFu64;
        for len in lengths {
            for edge in [
                0,
                1,
                u64::MAX,
                u64::MAX - 1,
                1 << 63,
                (1 << 32) - 1,
                1 << 32,
            ] {
                assert_eq!(
                    slot_index(edge, len),
                    wide(edge, len),
                    "key {edge:#x}, {len} slots"
                );
            }
            for _ in 0..10_000 {
                // SplitMix64 (the Zobrist keys' generator): keys over all 64 bits.
                let (next, z) = crate::rules::zobrist::splitmix64(state);
                state = next;
                assert_eq!(slot_index(z, len), wide(z, len), "key {z:#x}, {len} slots");
            }
        }
    }

    #[test]
    fn stores_and_probes_with_mate_adjustment() {
        let tt = TranspositionTable::new(1);
        tt.store(
            42,
            3,
            Entry {
                mv: None,
                score: super::super::score::MATE - 5,
                depth: 4,
                bound: Bound::Exact,
                pv: false,
            },
        );
        let entry = tt.probe(42, 1).unwrap();
        assert_eq!(entry.score, super::super::score::MATE - 3);
        assert!(tt.probe(43, 1).is_none());
    }

    #[test]
    fn entries_pack_into_64_bits_and_back() {
        let data = Data {
            check: 0xBEEF,
            mv: 0xFFFF,
            score: -32000,
            depth: -1,
            bound: 3,
            generation: MAX_GENERATION,
            pv: true,
        };
        assert_eq!(Data::unpack(data.pack()), data);
        let other = Data {
            generation: 1,
            pv: false,
            ..data
        };
        assert_eq!(Data::unpack(other.pack()), other);
        assert_eq!(Data::unpack(0), Data::default());
    }

    #[test]
    fn a_key_sharing_the_slot_but_not_the_check_bits_misses() {
        let tt = TranspositionTable::new(1);
        let key = 0x1234_5678_9ABC_DEF0;
        tt.store(
            key,
            0,
            Entry {
                mv: None,
                score: 77,
                depth: 2,
                bound: Bound::Lower,
                pv: true,
            },
        );
        // The same high bits (so the same slot), other low bits.
        assert!(tt.probe(key ^ 0x0001, 0).is_none());
        assert!(tt.probe(key ^ 0x8000, 0).is_none());
        assert_eq!(tt.probe(key, 0).map(|e| e.score), Some(77));
        assert_eq!(tt.probe(key, 0).map(|e| e.pv), Some(true));
        // Bits above the check and below the index do not tell them apart.
        assert_eq!(tt.probe(key ^ 0x1_0000, 0).map(|e| e.score), Some(77));
    }

    #[test]
    fn an_empty_slot_matches_no_key_but_zero() {
        // Key 0 with all-zero words reads as bound 0, which probe treats
        // as empty.
        let tt = TranspositionTable::new(1);
        assert!(tt.probe(0, 0).is_none());
        assert!(tt.probe(12345, 0).is_none());
    }

    #[test]
    fn clearing_forgets_everything_even_after_many_generations() {
        let mut tt = TranspositionTable::new(1);
        for round in 0..600 {
            assert!(tt.probe(7, 0).is_none(), "round {round}");
            tt.store(
                7,
                0,
                Entry {
                    mv: None,
                    score: 10,
                    depth: 3,
                    bound: Bound::Exact,
                    pv: round % 2 == 0,
                },
            );
            assert_eq!(tt.probe(7, 0).map(|e| e.score), Some(10));
            assert_eq!(tt.probe(7, 0).map(|e| e.pv), Some(round % 2 == 0));
            tt.clear();
        }
    }

    #[test]
    fn threads_hammering_one_table_never_read_another_positions_move() {
        // 16 positions in 4 slots, 4 threads storing and probing them:
        // writes to one slot race all the time. Every probe hit must be
        // the probed position's own entry (score, depth, a legal move).
        // A slot written as two words fails this unless it checks both:
        // torn between two writers, it returns one position's key with
        // another's entry. (None of these 16 positions share their key's
        // low 16 bits, which the test checks first.)
        let mut boards = vec![chess::Board::default()];
        let mut rng = crate::engine::random::XorShift::new(0x2545_F491_4F6C_DD1D);
        while boards.len() < 16 {
            let board = *boards.last().unwrap();
            let moves: Vec<ChessMove> = chess::MoveGen::new_legal(&board).collect();
            if moves.is_empty() {
                boards.push(chess::Board::default());
                continue;
            }
            boards.push(board.make_move_new(moves[rng.below(moves.len())]));
        }
        let mut seen = std::collections::HashSet::new();
        boards.retain(|b| seen.insert(b.get_hash()));
        let checks: std::collections::HashSet<u16> =
            boards.iter().map(|b| check_bits(b.get_hash())).collect();
        assert_eq!(checks.len(), boards.len());
        let tt = TranspositionTable::with_slots(4);
        let hits = AtomicU64::new(0);
        std::thread::scope(|s| {
            for thread in 0..4 {
                let (tt, boards, hits) = (&tt, &boards, &hits);
                s.spawn(move || {
                    for round in 0..50_000 {
                        for (i, board) in boards.iter().enumerate() {
                            let moves: Vec<ChessMove> = chess::MoveGen::new_legal(board).collect();
                            let key = board.get_hash();
                            if (i + round + thread) % 2 == 0 {
                                let mv = moves.get((i + thread) % moves.len().max(1)).copied();
                                tt.store(
                                    key,
                                    0,
                                    Entry {
                                        mv,
                                        score: i as i32,
                                        depth: (i % 60) as i32,
                                        bound: Bound::Lower,
                                        pv: i % 3 == 0,
                                    },
                                );
                            } else if let Some(entry) = tt.probe(key, 0) {
                                hits.fetch_add(1, Ordering::Relaxed);
                                assert_eq!(entry.score, i as i32, "another position's score");
                                assert_eq!(entry.depth, (i % 60) as i32);
                                assert_eq!(entry.pv, i % 3 == 0);
                                if let Some(mv) = entry.mv {
                                    assert!(moves.contains(&mv), "{mv} is illegal in {board}");
                                }
                            }
                        }
                    }
                });
            }
        });
        assert!(
            hits.load(Ordering::Relaxed) > 1000,
            "the test must probe stored entries"
        );
    }
}
