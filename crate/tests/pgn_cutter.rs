//! The database cutter (`pgn::split`, under `readHeaders` and `readGames`)
//! reads words, spaces and lines as the one-game reader (`pgn::read_as`,
//! under `loadPgn`) does: each game's ply count and headers are the ones
//! the reader finds, whatever the chunks the source comes in.

use ferrochess::rules::pgn::{self, split::SplitGame, split::Splitter};

/// The games of `text`, pushed `chunk` bytes at a time.
fn cut(text: &[u8], chunk: usize) -> Vec<SplitGame> {
    cut_with(text, chunk, |_| {})
}

/// The games of `text` cut by a splitter that reads each game as it cuts
/// it (`readGames`), pushed `chunk` bytes at a time.
fn cut_reading(text: &[u8], chunk: usize) -> Vec<SplitGame> {
    cut_with(text, chunk, |splitter| splitter.read_games(false, false))
}

/// The games of `text` cut by a splitter that scans each game whole in its
/// chunk with the syntax layer (`readHeaders`), pushed `chunk` bytes at a time.
fn cut_scanning(text: &[u8], chunk: usize) -> Vec<SplitGame> {
    cut_with(text, chunk, Splitter::scan_games)
}

/// The games of `text`, pushed `chunk` bytes at a time into a splitter
/// that `ahead` set up.
fn cut_with(text: &[u8], chunk: usize, ahead: fn(&mut Splitter)) -> Vec<SplitGame> {
    let mut splitter = Splitter::new(1 << 20, true);
    ahead(&mut splitter);
    let mut games = Vec::new();
    for part in text.chunks(chunk.max(1)) {
        splitter.push(part);
        games.extend(std::iter::from_fn(|| splitter.next_game()));
    }
    splitter.end();
    games.extend(std::iter::from_fn(|| splitter.next_game()));
    games
}

/// Each game's ply count as the cutter counts it, the same for every way
/// of cutting `text` into chunks, checked against the reader's main line
/// for each game that reads.
fn plies(text: &str) -> Vec<u32> {
    let whole = cut(text.as_bytes(), text.len());
    for chunk in (1..=7).chain([text.len()]) {
        assert_eq!(
            cut(text.as_bytes(), chunk),
            whole,
            "{text:?} in chunks of {chunk}"
        );
        assert_eq!(
            cut_scanning(text.as_bytes(), chunk),
            whole,
            "{text:?} scanned in chunks of {chunk}"
        );
    }
    for game in &whole {
        let bytes = game.bytes.as_deref().unwrap();
        if let Ok(read) = pgn::read(&String::from_utf8_lossy(bytes)) {
            assert_eq!(
                game.plies as usize,
                read.tree().main_line().len(),
                "{text:?}"
            );
        }
    }
    whole.iter().map(|game| game.plies).collect()
}

#[test]
fn spaces_beyond_ascii_separate_words() {
    // A no-break space (copied from a web page), an ideographic space, a
    // vertical tab and a form feed: each a space to both.
    assert_eq!(
        plies("1.\u{a0}e4\u{a0}e5\u{3000}2. Nf3\u{0b}Nc6\u{0c}*"),
        [4]
    );
    assert_eq!(pgn::read("1.\u{a0}e4\u{a0}e5 *").unwrap().plies().len(), 2);
    // Another character beyond ASCII is part of its word.
    assert_eq!(plies("1. e4 Ф5 *"), [2]);
}

#[test]
fn a_nag_is_a_dollar_and_its_digits() {
    assert_eq!(plies("1. e4 $1e5 *"), [2]);
    assert_eq!(plies("1. e4$14 e5$300 2. Nf3 *"), [3]);
    let read = pgn::read("1. e4 $1e5 *").unwrap();
    assert_eq!(read.tree().node(1).unwrap().nags, [1]);
}

#[test]
fn a_long_move_number_is_no_move() {
    assert_eq!(plies("123456789012. e4 123456789012... e5 *"), [2]);
    // Digits, a dot and a digit again: a number glued to a move.
    assert_eq!(plies("1. e4 12345678.9 *"), [2]);
}

#[test]
fn a_brace_or_bracket_ends_a_word() {
    // The result before a stray brace still ends the game (the brace then
    // starts the next, which does not read: a word taken for a move, so
    // White's first move number after a blank line starts a third).
    let games = cut(b"1. e4 e5 0-1}\n\n1. d4 *", 64);
    assert_eq!(games[0].bytes.as_deref(), Some(&b"1. e4 e5 0-1"[..]));
    assert_eq!(games[1].bytes.as_deref(), Some(&b"}\n\n"[..]));
    assert_eq!(games[2].bytes.as_deref(), Some(&b"1. d4 *"[..]));
    assert_eq!(plies("1. e4 e5 0-1}\n\n1. d4 *"), [2, 1, 1]);
    assert!(pgn::read("}\n\n1. d4 *").is_err());
    // A `*` ends the word it is in: `**` is two results, two games (the
    // syntax layer's scan leaves such a game to the cutter).
    assert_eq!(plies("1. e4 ** 1. d4 *\n"), [1, 0, 1]);
    assert_eq!(plies("1. e4 e5*e6 *\n1. d4 *"), [3, 1]);
}

#[test]
fn lines_end_at_a_lone_carriage_return() {
    // A `;` comment ends at `\r` (files from old Macs), so does an escape line.
    let game = pgn::read("1. e4 ; a comment\r e5 *").unwrap();
    assert_eq!(game.plies().len(), 2);
    assert_eq!(
        game.tree().node(1).unwrap().comment.as_deref(),
        Some("a comment")
    );
    assert_eq!(plies("1. e4 ; a comment\r e5 *"), [2]);
    assert_eq!(
        pgn::read("1. e4\r% escaped Nf3\r1... e5 *")
            .unwrap()
            .plies()
            .len(),
        2
    );
    assert_eq!(plies("1. e4\r% escaped Nf3\r1... e5 *"), [2]);
    // A tag value broken by one is broken.
    assert!(pgn::read("[White \"a\rb\"]\n\n1. e4 *").is_err());
}

#[test]
fn a_first_move_number_glued_to_an_asterisk_still_starts_the_next_game() {
    // The fuzz target pgn_split found it (2026-12-07): a `*` ended its word
    // without the check that a `1.` word after a blank line starts the next
    // game, so the plain cutter kept one game where the scanning one cut two.
    for text in [
        &b"e4\r\r1.MMM*"[..],
        b"e4\n\n1.d4*",
        b"e4 1.7\r\r\r\r1.MMM*\n",
    ] {
        for chunk in [1, 2, 3, text.len()] {
            let plain: Vec<u64> = cut(text, chunk).iter().map(|g| g.offset).collect();
            let scanned: Vec<u64> = cut_scanning(text, chunk).iter().map(|g| g.offset).collect();
            assert_eq!(
                plain.len(),
                2,
                "{:?} in chunks of {chunk}",
                String::from_utf8_lossy(text)
            );
            assert_eq!(
                plain,
                scanned,
                "{:?} in chunks of {chunk}",
                String::from_utf8_lossy(text)
            );
        }
    }
}

#[test]
fn an_escape_line_starts_its_line() {
    // `%` in the middle of a line, or after spaces, is a word (no move).
    assert!(pgn::read("1. e4 % e5 *").is_err());
    assert!(pgn::read("1. e4\n  % not escaped\n e5 *").is_err());
    assert_eq!(plies("1. e4\n  % not escaped\n e5 *"), [5]);
    assert_eq!(plies("1. e4\n% escaped\n e5 *"), [2]);
}

#[test]
fn a_bracket_mid_line_does_not_end_the_movetext() {
    // Only a `[` first on its line starts the next game's headers; the
    // reader used to stop at this one and drop the moves after it.
    let error = pgn::read("1. e4 [%clk 0:03:00] e5 *")
        .unwrap_err()
        .to_string();
    assert!(error.contains('['), "{error}");
    let game = pgn::read("1. e4 e5\n[Event \"next\"]\n1. d4 *").unwrap();
    assert_eq!(game.plies().len(), 2);
    assert_eq!(plies("1. e4 e5\n  [Event \"next\"]\n1. d4 *"), [2, 1]);
}

#[test]
fn spaces_before_a_tag_name_are_skipped() {
    let games = cut(b"[ White \"A\"]\n\n1. e4 *", 3);
    assert_eq!(
        games[0].headers.iter().collect::<Vec<_>>(),
        [("White", "A")]
    );
    assert_eq!(
        pgn::read("[ White \"A\"]\n\n1. e4 *")
            .unwrap()
            .header("White"),
        Some("A")
    );
}

#[test]
fn a_cutter_reading_ahead_gives_the_games_their_bytes_read_as() {
    let text = concat!(
        "[Event \"A\"]\n[White \"w\"]\n[Result \"1-0\"]\n\n",
        "1. e4 { [%eval 0.2] [%clk 0:03:00] } 1... e5 { [%clk 0:02:59] } 2. Nf3 (2. f4 exf4) 2... Nc6 1-0\n\n",
        // No result: the next game's headers end it.
        "[Event \"B\"]\n\n1. d4 d5\n[Event \"C\"]\r\n\r\n1. c4 $1 e5 {a} * ",
        // A result with a comment glued to it, then a game with an illegal move.
        "[Event \"D\"]\n1. Nf3 0-1{after}\n[Event \"E\"]\n\n1. e5 *\n",
        // Two header blocks repeating a tag: two games, the first with no moves.
        "[Event \"F\"]\n\n[Event \"G\"]\n\n% escape\n1. g3 1/2-1/2\n",
        // A blank line before a new tag (ChessBase's after Event): one game;
        // before a repeated one, after a `%` line's own break, a line of
        // spaces, CR LF: the next game; a `%` line alone is no blank line.
        "[Event \"I\"]\n\n[Site \"s\"]\n\n1. e4 *\n",
        "[Event \"J\"]\n%x\n\n[Event \"K\"]\n1. d4 *\n",
        "[Event \"L\"]\n%x\n[Event \"M\"]\n1. d4 *\n",
        "[Event \"N\"]\r\n \t\r\n[Event \"O\"] 1. e4 *\n",
        "[Event \"P\"]\n\r[Event \"Q\"] 1. e4 *\n",
        // Movetext on the headers' line, and a game with no headers.
        "[Event \"H\"] 1. b3 *\n1. a3 a6 *",
    );
    let whole = cut(text.as_bytes(), text.len());
    for chunk in [text.len(), 1, 2, 3, 5, 7, 16, 64] {
        assert_eq!(
            cut_scanning(text.as_bytes(), chunk),
            whole,
            "scanned in chunks of {chunk}"
        );
        let reading = cut_reading(text.as_bytes(), chunk);
        assert_eq!(reading.len(), whole.len(), "in chunks of {chunk}");
        let mut read_ahead = 0;
        for (read, cut) in reading.iter().zip(&whole) {
            let Some(game) = &read.game else {
                assert_eq!(read, cut, "in chunks of {chunk}");
                continue;
            };
            read_ahead += 1;
            let bytes = String::from_utf8_lossy(cut.bytes.as_deref().unwrap()).into_owned();
            assert_eq!(
                Ok(game),
                pgn::read(&bytes).as_ref(),
                "{bytes:?} in chunks of {chunk}"
            );
            assert_eq!(read.bytes, None);
            let without_game = SplitGame {
                game: None,
                bytes: cut.bytes.clone(),
                ..read.clone()
            };
            assert_eq!(&without_game, cut, "in chunks of {chunk}");
        }
        if chunk == text.len() {
            // Every game that reads, read ahead (F, ended by G's repeated
            // tag, too), but the last, whose result ends the text (E does
            // not read).
            assert_eq!((whole.len(), read_ahead), (17, 15));
        }
    }
}

#[test]
fn a_blank_line_then_whites_first_move_number_starts_a_game() {
    // Layouts chessops reads as games of their own (its leading-whitespace
    // file's, in other words): indented tags; tags and moves on one line; a
    // game with no result, then, after a blank line, an indented one with
    // no tags.
    let text = "   [Event \"A\"]\n\n1. d4 d5 2. c4 { no result }\n\n   [Event \"B\"] 1. e4 e5 { none }\n\n   [Event \"C\"]\n1. Nf3 { none }\n\n\n   1. c4 e5 { no tags }\n";
    assert_eq!(plies(text), [3, 2, 1, 2]);
    let games = cut(text.as_bytes(), 5);
    assert_eq!(
        games[3].bytes.as_deref(),
        Some(&b"1. c4 e5 { no tags }\n"[..])
    );
    assert_eq!(pgn::read(text).unwrap().plies().len(), 3);
    // Glued to its move, after CR LF lines, after Unicode spaces: the same.
    assert_eq!(plies("1. e4\r\n\r\n1.d4 *"), [1, 1]);
    assert_eq!(plies("1. e4\n \u{3000}\n1. d4 *"), [1, 1]);
    // A long word that starts so, cut between chunks: the next game's bytes whole.
    assert_eq!(plies("1. e4\n\n1.abcdefghijklmnop *"), [1, 1]);
    // Not the next game: Black's move number, a later one, no blank line,
    // a comment before the game's first move.
    assert_eq!(plies("1. e4 { a long note }\n\n1... e5 *"), [2]);
    assert_eq!(plies("1. e4 e5\n\n2. Nf3 *"), [3]);
    assert_eq!(plies("1. e4\n1. d4 *"), [2]);
    assert_eq!(plies("{ An introduction }\n\n1. e4 *"), [1]);
    assert_eq!(plies("1. e4\n\n{ a note } 1. d4 *"), [2]);
    assert_eq!(plies("1. e4\n\n(1. d4) *"), [1]);
    assert_eq!(plies("1. e4\n\n% an escape line\n1. d4 *"), [2]);
    assert_eq!(plies("1. e4\n% an escape line\n\n1. d4 *"), [1, 1]);
    assert_eq!(plies("[Event \"A\"]\n\n1. e4 *"), [1]);
}
