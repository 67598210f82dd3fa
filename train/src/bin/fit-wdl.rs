//! `fit-wdl`: fits the engine's win/draw/loss model to self-play data.
//!
//! ```text
//! fit-wdl --data FILE[,FILE...]
//! ```
//!
//! Reads `datagen` files (positions or games), counts each position's
//! search score against its game's result and prints the model's `a` and
//! `b` (see `ferrochess::engine::search::wdl`), how many positions it used, and a
//! table of the predicted against the counted results per score range.

use std::io::Write;

use ferrochess_train::record::load_files;
use ferrochess_train::wdl_fit::{fit, Counts};

fn main() {
    let mut args = std::env::args().skip(1);
    let mut data = Vec::new();
    while let Some(flag) = args.next() {
        match (flag.as_str(), args.next()) {
            ("--data", Some(files)) => data.extend(files.split(',').map(String::from)),
            _ => {
                eprintln!("usage: fit-wdl --data FILE[,FILE...]");
                std::process::exit(2);
            }
        }
    }
    if data.is_empty() {
        eprintln!("usage: fit-wdl --data FILE[,FILE...]");
        std::process::exit(2);
    }
    let records = load_files(&data).unwrap_or_else(|message| {
        eprintln!("fit-wdl: {message}");
        std::process::exit(1);
    });
    let mut counts = Counts::default();
    for record in &records {
        counts.add(record);
    }
    let model = fit(&counts);
    // Written without a panic when the reader goes away (`fit-wdl … | head`).
    let out = &mut std::io::stdout().lock();
    let _ = writeln!(
        out,
        "positions {} (of {}), a {:.1}, b {:.1}",
        counts.total(),
        records.len(),
        model.a,
        model.b
    );
    let _ = writeln!(
        out,
        "score range     positions   win/draw/loss counted   win/draw/loss model"
    );
    for low in (-600..600).step_by(100) {
        let mut seen = [0u64; 3];
        let mut predicted = [0.0f64; 3];
        for record in records.iter().filter(|r| {
            let cp = i32::from(r.score_white);
            (low..low + 100).contains(&cp)
        }) {
            seen[match record.result {
                2 => 0,
                1 => 1,
                _ => 2,
            }] += 1;
            let (w, d, l) = model.probabilities(f64::from(record.score_white));
            for (p, q) in predicted.iter_mut().zip([w, d, l]) {
                *p += q;
            }
        }
        let n = seen.iter().sum::<u64>().max(1) as f64;
        let _ = writeln!(
            out,
            "{:>5} to {:>4}  {:>10}   {:>5.3} {:>5.3} {:>5.3}       {:>5.3} {:>5.3} {:>5.3}",
            low,
            low + 100,
            seen.iter().sum::<u64>(),
            seen[0] as f64 / n,
            seen[1] as f64 / n,
            seen[2] as f64 / n,
            predicted[0] / n,
            predicted[1] / n,
            predicted[2] / n
        );
    }
}
