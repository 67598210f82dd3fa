//! The PGN database splitter (`readGames`, `readHeaders`): never panics
//! whatever the bytes; cuts the same games whatever the chunks; every game
//! lies inside the source, after the one before, its kept bytes the
//! source's own; and each cut game reads or fails without a panic, and,
//! when it reads, with the ply count and headers the cutter found
//! (`readHeaders` lists the games `readGames` reads). A splitter that reads
//! the games as it cuts them (`Splitter::read_games`, under `readGames`)
//! cuts the same games, and each game it read is the one its bytes read as;
//! one that scans them (`Splitter::scan_games`, under `readHeaders`) cuts
//! the very games the plain cutter cuts.
#![no_main]

use ferrochess::rules::game::HeaderText;
use ferrochess::rules::pgn;
use ferrochess::rules::pgn::split::{SplitGame, Splitter};
use libfuzzer_sys::fuzz_target;

/// How the splitter hands games to the syntax layer.
#[derive(Clone, Copy, PartialEq)]
enum Ahead {
    Nothing,
    Read,
    Scan,
}

/// The games of `data` pushed in chunks whose lengths cycle through `cuts`.
fn games(data: &[u8], cuts: &[usize], ahead: Ahead) -> Vec<SplitGame> {
    let mut splitter = Splitter::new(4096, true);
    match ahead {
        Ahead::Nothing => {}
        Ahead::Read => splitter.read_games(false, false),
        Ahead::Scan => splitter.scan_games(),
    }
    let mut out = Vec::new();
    let mut at = 0;
    for &cut in cuts.iter().cycle() {
        if at >= data.len() {
            break;
        }
        let end = (at + cut.max(1)).min(data.len());
        splitter.push(&data[at..end]);
        at = end;
        while let Some(game) = splitter.next_game() {
            out.push(game);
        }
    }
    splitter.end();
    while let Some(game) = splitter.next_game() {
        out.push(game);
    }
    out
}

fuzz_target!(|input: (Vec<u8>, Vec<u8>)| {
    let (data, cut_bytes) = input;
    let cuts: Vec<usize> = cut_bytes
        .iter()
        .map(|&b| usize::from(b) + 1)
        .take(16)
        .collect();
    let cuts = if cuts.is_empty() { vec![1] } else { cuts };
    let whole = games(&data, &[data.len().max(1)], Ahead::Nothing);
    let chunked = games(&data, &cuts, Ahead::Nothing);
    assert_eq!(whole, chunked, "the same games whatever the chunks");
    for scanned in [
        games(&data, &[data.len().max(1)], Ahead::Scan),
        games(&data, &cuts, Ahead::Scan),
    ] {
        assert_eq!(scanned, whole, "the same games scanned");
    }
    for read_ahead in [
        games(&data, &[data.len().max(1)], Ahead::Read),
        games(&data, &cuts, Ahead::Read),
    ] {
        assert_eq!(read_ahead.len(), whole.len(), "as many games read as cut");
        for (read, cut) in read_ahead.iter().zip(&whole) {
            match &read.game {
                None => assert_eq!(read, cut),
                Some(game) => {
                    let bytes = cut
                        .bytes
                        .as_ref()
                        .expect("a game read ahead is within the limit");
                    let text = String::from_utf8_lossy(bytes);
                    assert_eq!(
                        Ok(game),
                        pgn::read(&text).as_ref(),
                        "game read ahead from {text:?}"
                    );
                    assert_eq!(read.bytes, None);
                    let without_game = SplitGame {
                        game: None,
                        bytes: cut.bytes.clone(),
                        ..read.clone()
                    };
                    assert_eq!(&without_game, cut);
                }
            }
        }
    }
    let mut end = 0;
    for (i, game) in whole.iter().enumerate() {
        assert_eq!(game.index, i as u64);
        assert!(game.offset >= end && game.offset + game.length <= data.len() as u64);
        end = game.offset + game.length;
        if let Some(bytes) = &game.bytes {
            let start = game.offset as usize;
            assert_eq!(bytes.as_slice(), &data[start..start + game.length as usize]);
            if let Ok(read) = pgn::read(&String::from_utf8_lossy(bytes)) {
                // readHeaders's ply count is the main line readGames reads.
                let main_line = read.tree().main_line().len();
                assert_eq!(
                    game.plies as usize,
                    main_line,
                    "plies of {:?}",
                    String::from_utf8_lossy(bytes)
                );
                // And its headers are the ones readGames sets (but the
                // Result, which the game's termination marker decides).
                let mut expected = ferrochess::Game::new();
                for (name, value) in game.headers.iter() {
                    let _ = expected.set_header(name, value);
                }
                let without_result = |headers: &[(HeaderText, HeaderText)]| {
                    headers
                        .iter()
                        .filter(|(name, _)| name.as_str() != "Result")
                        .cloned()
                        .collect::<Vec<_>>()
                };
                assert_eq!(
                    without_result(expected.headers()),
                    without_result(read.headers()),
                    "headers of {:?}",
                    String::from_utf8_lossy(bytes)
                );
            }
        } else {
            assert!(game.too_long);
        }
    }
});
