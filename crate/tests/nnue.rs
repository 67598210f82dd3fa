//! The learned evaluation: accumulators updated move by move equal a full
//! refresh (over random games, with moves taken back), the SIMD output
//! layer equals the plain one, bad net files are refused, and the search
//! with the net finds mates. (Native; the wasm suites repeat the first two
//! under `simd128`.)
#![cfg(not(target_arch = "wasm32"))]

use ferrochess::chess::{Board, MoveGen};
use ferrochess::engine::eval::nnue::accumulator::{Accumulator, AccumulatorStack};
use ferrochess::engine::eval::nnue::network::{
    output_bucket, Network, NetworkError, FILE_BYTES, HIDDEN, OUTPUT_BUCKETS,
};
use ferrochess::engine::eval::nnue::{self, output};
use ferrochess::engine::eval::Evaluator;
use ferrochess::engine::search::{Engine, Limits, Score, SearchOptions};
use ferrochess::{Game, Position};
use proptest::prelude::*;

mod common;
use common::suite_fens;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Along a random line, every ply's incrementally built accumulator
    /// equals a refresh; after stepping back (the stack keeps earlier
    /// plies) and down another line, they still do.
    #[test]
    fn incremental_accumulators_equal_a_refresh(
        start in 0..suite_fens().len(),
        line in prop::collection::vec(any::<usize>(), 0..120),
        back in any::<usize>(),
        second in prop::collection::vec(any::<usize>(), 0..40),
    ) {
        let net = Network::embedded();
        let mut boards = vec![*Position::from_fen(suite_fens()[start]).unwrap().board()];
        let mut stack = AccumulatorStack::new(net, 200);
        stack.refresh(0, &boards[0]);
        let walk = |boards: &mut Vec<Board>, stack: &mut AccumulatorStack, choices: &[usize]| -> Result<(), TestCaseError> {
            for &choice in choices {
                let board = *boards.last().unwrap();
                let moves: Vec<_> = MoveGen::new_legal(&board).collect();
                if moves.is_empty() {
                    break;
                }
                let mv = moves[choice % moves.len()];
                let ply = boards.len() - 1;
                stack.make(ply, &board, mv);
                let child = board.make_move_new(mv);
                boards.push(child);
                prop_assert_eq!(stack.at(ply + 1), &Accumulator::refresh(net, &child), "after {} on {}", mv, board);
                prop_assert_eq!(
                    stack.evaluate(ply + 1, &child),
                    output::evaluate_reference(net, &Accumulator::refresh(net, &child), &child)
                );
            }
            Ok(())
        };
        walk(&mut boards, &mut stack, &line)?;
        let keep = back % boards.len() + 1;
        boards.truncate(keep);
        for (ply, board) in boards.iter().enumerate() {
            prop_assert_eq!(stack.at(ply), &Accumulator::refresh(net, board));
        }
        walk(&mut boards, &mut stack, &second)?;
    }

    /// The SIMD dot product equals the plain one on any values and any
    /// weights the loader accepts.
    #[test]
    fn simd_output_equals_the_reference(
        values in prop::collection::vec(any::<i16>(), HIDDEN),
        weights in prop::collection::vec(-128i16..=128, HIDDEN),
    ) {
        prop_assert_eq!(output::screlu_dot(&values, &weights), output::screlu_dot_reference(&values, &weights));
    }
}

#[test]
fn simd_evaluation_equals_the_reference_on_suite_positions() {
    let net = Network::embedded();
    for fen in suite_fens() {
        let board = *Position::from_fen(fen).unwrap().board();
        let acc = Accumulator::refresh(net, &board);
        // The same pieces with either side to move (where the side not to
        // move is not in check).
        for board in [Some(board), board.null_move()].into_iter().flatten() {
            assert_eq!(
                output::evaluate(net, &acc, &board),
                output::evaluate_reference(net, &acc, &board),
                "{fen}"
            );
        }
    }
}

#[test]
fn the_net_is_colour_symmetric() {
    for fen in suite_fens() {
        let pos = Position::from_fen(fen).unwrap();
        assert_eq!(
            nnue::evaluate(&pos),
            -nnue::evaluate(&pos.mirrored()),
            "{fen}"
        );
    }
}

#[test]
fn bad_net_files_are_refused_with_a_reason() {
    let good = Network::embedded().to_bytes();
    assert_eq!(good.len(), FILE_BYTES);
    let cases: Vec<(Vec<u8>, NetworkError)> = vec![
        (Vec::new(), NetworkError::Magic),
        (b"NOTANET".to_vec(), NetworkError::Magic),
        (
            {
                let mut b = good.clone();
                b[4] = 9;
                b
            },
            NetworkError::Version(9),
        ),
        (
            {
                let mut b = good.clone();
                b[8] = 64;
                b
            },
            NetworkError::HiddenSize(64),
        ),
        (
            {
                let mut b = good.clone();
                b[12] = 4;
                b
            },
            NetworkError::OutputBuckets(4),
        ),
        (
            good[..14].to_vec(),
            NetworkError::Length {
                expected: FILE_BYTES,
                found: 14,
            },
        ),
        (
            good[..good.len() - 1].to_vec(),
            NetworkError::Length {
                expected: FILE_BYTES,
                found: FILE_BYTES - 1,
            },
        ),
        (
            {
                let mut b = good.clone();
                b.push(0);
                b
            },
            NetworkError::Length {
                expected: FILE_BYTES,
                found: FILE_BYTES + 1,
            },
        ),
        (
            {
                let mut b = good.clone();
                b[5000] ^= 0x10;
                b
            },
            NetworkError::Checksum,
        ),
    ];
    for (bytes, expected) in cases {
        let error = Network::from_bytes(&bytes).unwrap_err();
        assert!(!error.to_string().is_empty());
        assert_eq!(error, expected);
    }
    // An output weight the SIMD layer cannot multiply exactly.
    let mut net = Network::embedded().clone();
    net.output_weights[5][3] = 300;
    assert_eq!(
        Network::from_bytes(&net.to_bytes()).unwrap_err(),
        NetworkError::OutputWeight(300)
    );
}

/// `net` in net format 1 (one output layer: bucket 0's), as files were
/// written before output buckets.
fn version_1_file(net: &Network) -> Vec<u8> {
    let mut out = b"FCNN".to_vec();
    out.extend_from_slice(&1u32.to_le_bytes());
    out.extend_from_slice(&(HIDDEN as u32).to_le_bytes());
    let weights = net.input_weights.iter().flatten();
    for w in weights
        .chain(&net.hidden_bias)
        .chain(&net.output_weights[0])
    {
        out.extend_from_slice(&w.to_le_bytes());
    }
    out.extend_from_slice(&net.output_bias[0].to_le_bytes());
    let fnv = out.iter().fold(0xcbf2_9ce4_8422_2325u64, |hash, &b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    out.extend_from_slice(&fnv.to_le_bytes());
    out
}

#[test]
fn a_version_1_net_file_serves_every_output_bucket_with_its_one_layer() {
    let mut one_layer = Network::embedded().clone();
    one_layer.output_weights = [one_layer.output_weights[0]; OUTPUT_BUCKETS];
    one_layer.output_bias = [one_layer.output_bias[0] + 7; OUTPUT_BUCKETS];
    let v1 = version_1_file(&one_layer);
    let net = Network::from_bytes(&v1).unwrap();
    assert!(net == one_layer);
    // Written again, it is a version 2 file that reads back the same.
    let v2 = net.to_bytes();
    assert_eq!(u32::from_le_bytes(v2[4..8].try_into().unwrap()), 2);
    assert!(Network::from_bytes(&v2).unwrap() == net);
    // A version 1 file cut short is refused with its own expected size.
    assert!(matches!(
        Network::from_bytes(&v1[..v1.len() - 1]),
        Err(NetworkError::Length { expected, .. }) if expected == v1.len()
    ));
}

#[test]
fn each_output_bucket_scores_the_positions_of_its_piece_count() {
    // Change one bucket's bias: only positions with that many pieces move.
    let base = Network::embedded();
    let mut net = base.clone();
    let bucket = output_bucket(32);
    net.output_bias[bucket] += 64 * 255 * 10;
    let full = Board::default();
    let endgame = *Position::from_fen("4k3/8/8/8/8/8/8/3QK3 w - - 0 1")
        .unwrap()
        .board();
    let score = nnue::score_fresh;
    assert_eq!(score(&net, &full), score(base, &full) + 4000);
    assert_eq!(score(&net, &endgame), score(base, &endgame));
}

#[test]
fn the_search_with_the_net_finds_mates_and_is_deterministic() {
    let mates = [
        (
            "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
            1,
        ),
        ("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", 1),
        (
            "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 10",
            2,
        ),
        (
            "r1b1kb1r/pppp1ppp/5q2/4n3/3KP3/2N3PN/PPP4P/R1BQ1B1R b kq - 0 1",
            3,
        ),
        ("7k/8/5K2/8/8/8/8/6R1 w - - 0 1", 2),
    ];
    for (fen, moves) in mates {
        let options = SearchOptions {
            evaluator: Evaluator::Nnue,
            limits: Limits::depth(2 * moves as u32 + 2),
            ..SearchOptions::default()
        };
        let game = Game::from_fen(fen).unwrap();
        let first = Engine::new().search(&game, &options, |_| {});
        let again = Engine::new().search(&game, &options, |_| {});
        assert_eq!(first.score, Score::Mate(moves), "{fen}");
        assert_eq!(
            first,
            SearchResultWithoutTime::strip(again, &first),
            "{fen}"
        );
    }
}

/// Compares two results ignoring their timings.
struct SearchResultWithoutTime;

impl SearchResultWithoutTime {
    fn strip(
        mut other: ferrochess::engine::search::SearchResult,
        like: &ferrochess::engine::search::SearchResult,
    ) -> ferrochess::engine::search::SearchResult {
        other.time_ms = like.time_ms;
        other.nps = like.nps;
        other
    }
}
