//! `datagen` resumed: a run stopped after some games and run again ends
//! with the same file as one run that played them all.

use std::path::Path;
use std::process::Command;

fn datagen(out: &Path, games: u32) {
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
