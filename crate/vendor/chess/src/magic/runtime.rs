//! ferrochess's patch (PATCHED.md): the sliding-piece move table (`MOVES`),
//! `LINE` and `BETWEEN`, which the build script writes out as 900 KB of
//! statics, computed instead when the first `Board` is made. On wasm32 the
//! statics are left zeroed (so no module ships them) and `init_tables` fills
//! them once; elsewhere the generated statics stay and `computed_tables_agree`
//! checks that this code makes the same tables.

use super::{BETWEEN, BISHOP, LINE, MAGIC_NUMBERS, MOVES, MOVES_LEN, ROOK};
use crate::bitboard::{BitBoard, EMPTY};

const ROOK_STEPS: [(i8, i8); 4] = [(0, -1), (0, 1), (1, 0), (-1, 0)];
const BISHOP_STEPS: [(i8, i8); 4] = [(1, -1), (1, 1), (-1, -1), (-1, 1)];

/// The square index (rank * 8 + file) as (rank, file).
fn rank_file(square: usize) -> (i8, i8) {
    ((square / 8) as i8, (square % 8) as i8)
}

fn bit(rank: i8, file: i8) -> BitBoard {
    BitBoard(1u64 << (rank * 8 + file))
}

/// Each direction's ray from every square (the square itself left out).
struct Rays([[u64; 64]; 8]);

impl Rays {
    fn new() -> Rays {
        let mut rays = [[0u64; 64]; 8];
        for (direction, &(rank_step, file_step)) in
            ROOK_STEPS.iter().chain(BISHOP_STEPS.iter()).enumerate()
        {
            for (square, ray) in rays[direction].iter_mut().enumerate() {
                let (mut r, mut f) = rank_file(square);
                loop {
                    r += rank_step;
                    f += file_step;
                    if !(0..8).contains(&r) || !(0..8).contains(&f) {
                        break;
                    }
                    *ray |= bit(r, f).0;
                }
            }
        }
        Rays(rays)
    }

    /// The squares a slider on `square` reaches along the four directions
    /// from `first`, stopping on the first of `blockers` in each (that
    /// square included): the ray less the ray beyond the nearest blocker,
    /// the nearest being the lowest square on a ray that climbs the board
    /// and the highest on one that descends.
    fn slide(&self, square: usize, first: usize, blockers: u64) -> BitBoard {
        let mut reach = 0;
        for direction in first..first + 4 {
            let ray = self.0[direction][square];
            let blocked = ray & blockers;
            reach |= if blocked == 0 {
                ray
            } else {
                let climbs = ray > (1u64 << square);
                let nearest = if climbs {
                    blocked.trailing_zeros()
                } else {
                    63 - blocked.leading_zeros()
                };
                ray ^ self.0[direction][nearest as usize]
            };
        }
        BitBoard(reach)
    }
}

/// Fills the three tables (zeroed on entry) from the generated magic numbers.
fn fill(
    moves: &mut [BitBoard],
    line: &mut [[BitBoard; 64]; 64],
    between: &mut [[BitBoard; 64]; 64],
) {
    let rays = Rays::new();
    for (piece, first) in [(ROOK, 0), (BISHOP, 4)] {
        for square in 0..64 {
            let magic = MAGIC_NUMBERS[piece][square];
            // Every subset of the mask, the carry-rippler way.
            let mut blockers = 0u64;
            loop {
                let index = (magic.magic_number * BitBoard(blockers)).to_size(magic.rightshift);
                moves[magic.offset as usize + index] |= rays.slide(square, first, blockers);
                blockers = blockers.wrapping_sub(magic.mask.0) & magic.mask.0;
                if blockers == 0 {
                    break;
                }
            }
        }
    }
    // LINE: the whole line through two aligned squares, both included;
    // BETWEEN: the squares strictly between them. Walk from each square in
    // each of the eight directions: every square met is aligned with it.
    for from in 0..64 {
        let (rank, file) = rank_file(from);
        for &(rank_step, file_step) in ROOK_STEPS.iter().chain(BISHOP_STEPS.iter()) {
            let mut full_line = bit(rank, file);
            for direction in [1, -1] {
                let (mut r, mut f) = (rank + direction * rank_step, file + direction * file_step);
                while (0..8).contains(&r) && (0..8).contains(&f) {
                    full_line |= bit(r, f);
                    r += direction * rank_step;
                    f += direction * file_step;
                }
            }
            let mut inside = EMPTY;
            let (mut r, mut f) = (rank + rank_step, file + file_step);
            while (0..8).contains(&r) && (0..8).contains(&f) {
                let to = (r * 8 + f) as usize;
                line[from][to] = full_line;
                between[from][to] = inside;
                inside |= bit(r, f);
                r += rank_step;
                f += file_step;
            }
        }
    }
}

#[cfg(target_arch = "wasm32")]
static FILLED: std::sync::Once = std::sync::Once::new();

/// Computes the tables the first time it is called (every `Board`
/// constructor calls it); later calls return at once.
#[cfg(target_arch = "wasm32")]
pub fn init_tables() {
    FILLED.call_once(|| unsafe {
        fill(
            &mut *core::ptr::addr_of_mut!(MOVES),
            &mut *core::ptr::addr_of_mut!(LINE),
            &mut *core::ptr::addr_of_mut!(BETWEEN),
        )
    });
}

/// Nothing to compute: the generated statics are in the binary.
#[cfg(not(target_arch = "wasm32"))]
#[inline]
pub fn init_tables() {}

/// Whether the tables are ready to read (always, off wasm32).
#[inline]
fn tables_ready() -> bool {
    #[cfg(target_arch = "wasm32")]
    return FILLED.is_completed();
    #[cfg(not(target_arch = "wasm32"))]
    return true;
}

/// The three tables: the statics (after `init_tables` on wasm32).
#[inline(always)]
pub(super) fn tables() -> (
    &'static [BitBoard; MOVES_LEN],
    &'static [[BitBoard; 64]; 64],
    &'static [[BitBoard; 64]; 64],
) {
    debug_assert!(tables_ready(), "chess::init_tables was not called");
    #[allow(unused_unsafe)]
    unsafe {
        (
            &*core::ptr::addr_of!(MOVES),
            &*core::ptr::addr_of!(LINE),
            &*core::ptr::addr_of!(BETWEEN),
        )
    }
}

/// Whether `fill` makes exactly the tables the build script generated
/// (checked by ferrochess's tests on the native build).
#[cfg(not(target_arch = "wasm32"))]
pub fn computed_tables_agree() -> bool {
    let mut moves = vec![EMPTY; MOVES_LEN];
    let mut line = Box::new([[EMPTY; 64]; 64]);
    let mut between = Box::new([[EMPTY; 64]; 64]);
    fill(&mut moves, &mut line, &mut between);
    moves[..] == MOVES[..] && *line == LINE && *between == BETWEEN
}
