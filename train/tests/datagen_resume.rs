//! `datagen` resumed: a run stopped after some games and run again ends
//! with the same file as one run that played them all; and a games file
//! holds the same positions as a positions file of the same games.

use std::path::Path;
use std::process::Command;

use ferrochess_train::game_record::read_games;
use ferrochess_train::record::{Record, RECORD_BYTES};

fn datagen(out: &Path, games: u32) {
    datagen_as(out, games, "positions");
}

fn datagen_as(out: &Path, games: u32, format: &str) {
    let status = Command::new(env!("CARGO_BIN_EXE_datagen"))
        .args([
            "--out",
            out.to_str().unwrap(),
            "--threads",
            "1",
            "--seed",
            "7",
        ])
        .args(["--nodes", "200", "--games", &games.to_string()])
        .args(["--format", format])
        .stderr(std::process::Stdio::null())
        .status()
        .expect("run datagen");
    assert!(status.success());
}

#[test]
fn a_resumed_run_appends_after_the_games_already_written() {
    let dir = std::env::temp_dir().join(format!("ferrochess-datagen-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (whole, resumed) = (dir.join("whole.bin"), dir.join("resumed.bin"));
    datagen(&whole, 4);
    datagen(&resumed, 2);
    let first_part = std::fs::read(&resumed).unwrap();
    datagen(&resumed, 4);
    let (whole, resumed) = (
        std::fs::read(&whole).unwrap(),
        std::fs::read(&resumed).unwrap(),
    );
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(!first_part.is_empty() && first_part.len() < whole.len());
    assert!(resumed.starts_with(&first_part));
    assert!(
        resumed == whole,
        "{} vs {} bytes",
        resumed.len(),
        whole.len()
    );
}

#[test]
fn a_games_file_resumes_and_replays_into_the_same_positions() {
    let dir = std::env::temp_dir().join(format!("ferrochess-games-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (positions, games) = (dir.join("positions.bin"), dir.join("games.bin"));
    datagen_as(&positions, 3, "positions");
    datagen_as(&games, 1, "games");
    datagen_as(&games, 3, "games");
    let (positions, games) = (
        std::fs::read(&positions).unwrap(),
        std::fs::read(&games).unwrap(),
    );
    std::fs::remove_dir_all(&dir).unwrap();
    let from_positions: Vec<Record> = positions
        .chunks_exact(RECORD_BYTES)
        .map(|chunk| Record::from_bytes(chunk.try_into().unwrap()).unwrap())
        .collect();
    let games = read_games(&games).unwrap();
    assert_eq!(games.len(), 3);
    let from_games: Vec<Record> = games.iter().flat_map(|g| g.records().unwrap()).collect();
    assert!(!from_positions.is_empty());
    assert_eq!(from_games, from_positions);
}
