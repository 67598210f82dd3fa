//! `train`: fits a net to self-play records and writes the engine's net
//! file.
//!
//! ```text
//! train --data A.bin[,B.bin…] --out NET [--epochs E] [--lr RATE]
//!       [--lambda L] [--batch N] [--threads T] [--seed S] [--mirror]
//!       [--init NET] [--output-buckets 1|8] [--scale-to NET]
//! ```
//!
//! `--scale-to NET` multiplies the finished net's output layer so that its
//! scores of the held-out positions match `NET`'s on average (the search's
//! margins are tuned to the scale of the net before; see
//! [`ferrochess_train::scale`]).
//!
//! `--output-buckets 8` trains one output layer per range of piece counts
//! (the net file always has 8; with the default 1, one layer is trained and
//! copied into each).
//!
//! `--init NET` starts from an existing net file (an earlier generation)
//! instead of small random weights, to go on training it on new data.
//!
//! `--mirror` adds each training position's file-mirrored twin (a↔h),
//! doubling the data (the held-out positions stay as they are).
//! The last 1% of the records (at most 20,000; the last games played,
//! whole) is held out to report a validation loss; the rest is shuffled
//! (by the seed). The learning rate drops to 30% after 60% of
//! the epochs and again after 85%. The loss is printed as training goes;
//! the net is written after every epoch, so a stopped run still leaves one.

use std::time::Instant;

use ferrochess::chess::Board;
use ferrochess::engine::eval::nnue::network::OUTPUT_BUCKETS;
use ferrochess::engine::eval::nnue::{network::Network, score_fresh};
use ferrochess_train::record::{load_files, Record};
use ferrochess_train::rng::Rng;
use ferrochess_train::scale::{scale_output, slope};
use ferrochess_train::trainer::{Config, Trainer};

struct Args {
    data: Vec<String>,
    out: String,
    epochs: u32,
    mirror: bool,
    init: Option<String>,
    scale_to: Option<String>,
    config: Config,
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args {
        data: Vec::new(),
        out: String::new(),
        epochs: 20,
        mirror: false,
        init: None,
        scale_to: None,
        config: Config::default(),
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        if flag == "--mirror" {
            args.mirror = true;
            continue;
        }
        let value = it.next().ok_or(format!("{flag} needs a value"))?;
        let float = || value.parse::<f32>().map_err(|e| format!("{flag}: {e}"));
        let int = || value.parse::<u64>().map_err(|e| format!("{flag}: {e}"));
        match flag.as_str() {
            "--data" => args.data = value.split(',').map(String::from).collect(),
            "--out" => args.out = value.clone(),
            "--init" => args.init = Some(value.clone()),
            "--scale-to" => args.scale_to = Some(value.clone()),
            "--epochs" => args.epochs = int()? as u32,
            "--lr" => args.config.learning_rate = float()?,
            "--lambda" => args.config.lambda = float()?,
            "--batch" => args.config.batch_size = int()?.max(1) as usize,
            "--threads" => args.config.threads = int()?.max(1) as usize,
            "--seed" => args.config.seed = int()?,
            "--output-buckets" => {
                args.config.output_buckets = match int()? {
                    1 => 1,
                    n if n as usize == OUTPUT_BUCKETS => OUTPUT_BUCKETS,
                    n => {
                        return Err(format!(
                            "--output-buckets must be 1 or {OUTPUT_BUCKETS}, got {n}"
                        ))
                    }
                }
            }
            other => return Err(format!("unknown argument {other}")),
        }
    }
    if args.data.is_empty() || args.out.is_empty() {
        return Err("--data FILES and --out NET are required".into());
    }
    Ok(args)
}

/// The net file at `path` (for `--init` and `--scale-to`).
fn load_net(path: &str) -> Result<Network, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
    Network::from_bytes(&bytes).map_err(|e| format!("{path}: {e}"))
}

fn main() {
    let args = parse_args().unwrap_or_else(|message| {
        eprintln!("train: {message}");
        std::process::exit(2);
    });
    let fail = |message: String| -> ! {
        eprintln!("train: {message}");
        std::process::exit(1);
    };
    // The nets first: a bad one is refused before the data loads.
    let init = args.init.as_deref().map(|path| {
        let net = load_net(path).unwrap_or_else(|m| fail(m));
        eprintln!("train: starting from the net {path}");
        net
    });
    let scale_to = args
        .scale_to
        .as_deref()
        .map(|path| load_net(path).unwrap_or_else(|m| fail(m)));
    let mut records = load_files(&args.data).unwrap_or_else(|m| fail(m));
    // The held-out positions are the data's last ones, in file order: the
    // last games played, whole. A random hold-out would share games with
    // the training positions (a game's positions are much alike) and hide
    // overfitting: 20 epochs on 3.3 M positions scored a lower validation
    // loss that way than 8 epochs, yet lost games to them.
    let held_out = (records.len() / 100).min(20_000);
    let validation = records.split_off(records.len() - held_out);
    let validation = validation.as_slice();
    let mut training = records;
    let mut rng = Rng::new(args.config.seed);
    for i in (1..training.len()).rev() {
        training.swap(i, rng.below(i + 1));
    }
    if args.mirror {
        let twins: Vec<Record> = training.iter().map(Record::mirrored_files).collect();
        training.extend(twins);
    }
    eprintln!(
        "train: {} positions ({} held out), {} epochs, batch {}, lr {}, lambda {}, {} threads",
        training.len(),
        validation.len(),
        args.epochs,
        args.config.batch_size,
        args.config.learning_rate,
        args.config.lambda,
        args.config.threads
    );
    let mut trainer = match &init {
        Some(net) => Trainer::from_network(&args.config, net),
        None => Trainer::new(&args.config),
    };
    eprintln!(
        "train: validation loss before training {:.6}",
        trainer.loss(validation)
    );
    let start = Instant::now();
    for epoch in 1..=args.epochs {
        let progress = (epoch - 1) as f32 / args.epochs.max(1) as f32;
        let rate = args.config.learning_rate
            * if progress >= 0.85 {
                0.09
            } else if progress >= 0.6 {
                0.3
            } else {
                1.0
            };
        trainer.set_learning_rate(rate);
        for i in (1..training.len()).rev() {
            training.swap(i, rng.below(i + 1));
        }
        let mut sum = 0.0f64;
        let mut batches = 0;
        for batch in training.chunks(args.config.batch_size) {
            sum += f64::from(trainer.step(batch));
            batches += 1;
        }
        let net = trainer.quantise();
        std::fs::write(&args.out, net.to_bytes()).expect("write the net");
        eprintln!(
            "train: epoch {epoch}/{}: training loss {:.6}, validation loss {:.6}, lr {rate:.2e}, {:.0} s",
            args.epochs,
            sum / f64::from(batches.max(1)),
            trainer.loss(validation),
            start.elapsed().as_secs_f64()
        );
    }
    // How far the integer net strays from the float one it came from.
    let net = trainer.quantise();
    let held_out: Vec<(&Record, Board)> = validation
        .iter()
        .filter_map(|record| Some((record, record.board()?)))
        .collect();
    let (mut total, mut worst) = (0.0f64, 0.0f32);
    for (record, board) in &held_out {
        let error = (score_fresh(&net, board) as f32 - trainer.evaluate(record)).abs();
        total += f64::from(error);
        worst = worst.max(error);
    }
    let count = held_out.len();
    eprintln!(
        "train: quantised net vs float net on {count} held-out positions: mean |error| {:.1} cp, worst {:.0} cp",
        total / count.max(1) as f64,
        worst
    );
    if let Some(reference) = &scale_to {
        let boards: Vec<Board> = held_out.iter().map(|&(_, board)| board).collect();
        let before = slope(&net, reference, &boards);
        let mut scaled = net.clone();
        scale_output(&mut scaled, 1.0 / before);
        std::fs::write(&args.out, scaled.to_bytes()).expect("write the net");
        eprintln!(
            "train: scores {before:.3}× the reference net's on {} held-out positions; output layer scaled by {:.3}: now {:.3}×",
            boards.len(),
            1.0 / before,
            slope(&scaled, reference, &boards)
        );
    }
    eprintln!("train: wrote {}", args.out);
}
