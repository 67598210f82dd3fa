//! `scale-net`: multiplies a net's output layer by a factor, so that it
//! scores every position about that many times as strongly, and writes it
//! as a new net file (format 2).
//!
//! ```text
//! scale-net --net IN --out OUT --factor F
//! ```
//!
//! The search's margins are in centipawns, so a net's overall scale is a
//! playing-strength setting of its own (see [`ferrochess_train::scale`]);
//! this is how the embedded net's scale was set.

use ferrochess::engine::eval::nnue::network::Network;
use ferrochess_train::scale::scale_output;

fn parse_args() -> Result<(String, String, f64), String> {
    let (mut net, mut out, mut factor) = (None, None, None);
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let value = it.next().ok_or(format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--net" => net = Some(value),
            "--out" => out = Some(value),
            "--factor" => {
                let f: f64 = value.parse().map_err(|e| format!("--factor: {e}"))?;
                if !(f.is_finite() && f > 0.0 && f <= 4.0) {
                    return Err(format!("--factor must be above 0 and at most 4, got {f}"));
                }
                factor = Some(f);
            }
            other => return Err(format!("unknown argument {other}")),
        }
    }
    match (net, out, factor) {
        (Some(net), Some(out), Some(factor)) => Ok((net, out, factor)),
        _ => Err("usage: scale-net --net IN --out OUT --factor F".into()),
    }
}

fn main() {
    let fail = |message: String| -> ! {
        eprintln!("scale-net: {message}");
        std::process::exit(2);
    };
    let (input, output, factor) = parse_args().unwrap_or_else(|m| fail(m));
    let bytes = std::fs::read(&input).unwrap_or_else(|e| fail(format!("{input}: {e}")));
    let mut net = Network::from_bytes(&bytes).unwrap_or_else(|e| fail(format!("{input}: {e}")));
    scale_output(&mut net, factor);
    std::fs::write(&output, net.to_bytes()).unwrap_or_else(|e| fail(format!("{output}: {e}")));
    eprintln!("scale-net: {input} × {factor} → {output}");
}
