//! Times the LLM writer against the stand-in endpoint, in process, with every
//! call answered after 500 ms: a generation is the core call and then the
//! website and the pitch calls side by side, so about 1.0 s when those two
//! overlap and 1.5 s when they do not (target: under 1.2 s).
//!
//! ```sh
//! cargo run --release --example bench_llm_writer [-- RUNS]    # default 10
//! ```
//!
//! Prints each run's time, the median, minimum and maximum, and in how many
//! runs the two follow-up calls overlapped (as the stand-in recorded them).

// The API tests' scripting calls are not used by the benchmark.
#[allow(dead_code)]
#[path = "../tests/api/support/llm_stand_in.rs"]
mod llm_stand_in;

use std::time::{Duration, Instant};

use llm_stand_in::{sample_input, LlmStandIn};
use pitchwise::writer::LlmWriter;

const ANSWER_DELAY: Duration = Duration::from_millis(500);

#[tokio::main]
async fn main() {
    let runs: usize = match std::env::args().nth(1) {
        Some(runs) => runs.parse().expect("RUNS is a whole number"),
        None => 10,
    };
    let stand_in = LlmStandIn::listen("127.0.0.1:0", ANSWER_DELAY).await;
    let writer = LlmWriter::new(&stand_in.config(Some("bench-key"), Duration::from_secs(10)));
    let input = sample_input();

    let mut times = Vec::with_capacity(runs);
    for run in 1..=runs {
        let started = Instant::now();
        writer.write(&input).await.expect("the stand-in answers valid content");
        let took = started.elapsed();
        println!("run {run:>2}: {:.3} s", took.as_secs_f64());
        times.push(took);
    }

    // Each run is three requests: the core first, then the two follow-ups.
    let overlapped = stand_in
        .requests()
        .chunks(3)
        .filter(|run| match run {
            [_, a, b] => a.arrived < b.answered.unwrap() && b.arrived < a.answered.unwrap(),
            _ => false,
        })
        .count();
    times.sort();
    let seconds = |d: Duration| d.as_secs_f64();
    println!(
        "{runs} generations, each call answered after {ANSWER_DELAY:?}: median {:.3} s, min {:.3} s, max {:.3} s \
         (target < 1.2 s); the website and pitch calls overlapped in {overlapped} of {runs}",
        seconds(times[runs / 2]),
        seconds(times[0]),
        seconds(times[runs - 1]),
    );
}
