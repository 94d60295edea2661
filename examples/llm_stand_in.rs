//! Runs the tests' stand-in chat-completions endpoint as a program, so the LLM
//! writer can be tried without a model: every call answers valid content (the
//! same each time) after a fixed delay.
//!
//! ```sh
//! cargo run --example llm_stand_in -- --delay-ms 500 [--pace-ms 20] [--addr 127.0.0.1:0]
//! ```
//!
//! Prints its base URL on one line: point `LLM_BASE_URL` at it (`LLM_MODEL` may
//! be any name). Listens until killed, keeping every request in memory.

// The API tests' scripting calls are not used by the program.
#[allow(dead_code)]
#[path = "../tests/api/support/llm_stand_in.rs"]
mod llm_stand_in;

use std::time::Duration;

use clap::Parser;
use llm_stand_in::{LlmStandIn, MODEL};

#[derive(Parser)]
#[command(about = "A local OpenAI-compatible chat-completions endpoint answering valid Pitchwise content")]
struct Args {
    /// How long each answer waits, in milliseconds.
    #[arg(long, default_value_t = 0)]
    delay_ms: u64,
    /// The wait between two chunks of a streamed answer (12 characters each), in milliseconds.
    #[arg(long, default_value_t = 0)]
    pace_ms: u64,
    /// Where to listen.
    #[arg(long, default_value = "127.0.0.1:0")]
    addr: String,
}

#[tokio::main]
async fn main() {
    let args = Args::parse();
    let stand_in = LlmStandIn::listen(&args.addr, Duration::from_millis(args.delay_ms))
        .await
        .paced(Duration::from_millis(args.pace_ms));
    println!("{}", stand_in.base_url);
    eprintln!("LLM_BASE_URL={} LLM_MODEL={MODEL}", stand_in.base_url);
    std::future::pending::<()>().await;
}
