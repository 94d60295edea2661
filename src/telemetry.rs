//! Metrics for operators (`docs/operations.md`, "Metrics"): recorded anywhere
//! through the `metrics` facade, rendered in Prometheus's text format by
//! metrics-exporter-prometheus, and served only on `METRICS_ADDR`, a listener
//! of their own (never the public port). Without `METRICS_ADDR` no recorder is
//! installed and recording costs nothing.

use std::{sync::OnceLock, time::Instant};

use axum::{
    extract::{MatchedPath, Request, State},
    middleware::Next,
    response::Response,
    routing::get,
    Router,
};
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use tokio::net::TcpListener;

use crate::{db::Db, with_pool};

/// Requests answered, by method, route (its pattern, `/api/companies/{id}`) and status.
pub const REQUESTS: &str = "http_requests_total";
/// How long requests took, by method and route, in seconds.
pub const REQUEST_SECONDS: &str = "http_request_duration_seconds";
/// Generations, by writer (`builtin`, `model`) and outcome (`ok`, `failed`).
pub const GENERATIONS: &str = "pitchwise_generations_total";
/// Credits spent on writers' runs.
pub const CREDITS_SPENT: &str = "pitchwise_credits_spent_total";
/// Tokens the model reported using.
pub const MODEL_TOKENS: &str = "pitchwise_model_tokens_total";
/// The database pool's connections, by state (`in_use`, `idle`), when scraped.
pub const DB_CONNECTIONS: &str = "pitchwise_db_connections";

/// Latency buckets in seconds: the API answers in milliseconds, a generation takes up to a minute.
const BUCKETS: [f64; 12] = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 15.0, 60.0];

/// The process's recorder, installed on first use (one per process: tests start many apps).
fn handle() -> &'static PrometheusHandle {
    static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();
    HANDLE.get_or_init(|| {
        PrometheusBuilder::new()
            .set_buckets_for_metric(Matcher::Full(REQUEST_SECONDS.into()), &BUCKETS)
            .expect("the buckets are not empty")
            .install_recorder()
            .expect("no other metrics recorder is installed")
    })
}

/// Binds `addr` and serves `GET /metrics` there until the process ends.
pub async fn serve(addr: std::net::SocketAddr, db: Db) -> anyhow::Result<std::net::SocketAddr> {
    let listener = TcpListener::bind(addr)
        .await
        .map_err(|e| anyhow::anyhow!("METRICS_ADDR: cannot listen on {addr}: {e}"))?;
    let bound = listener.local_addr()?;
    handle();
    let router = Router::new().route("/metrics", get(render)).with_state(db);
    tokio::spawn(async move {
        if let Err(e) = axum::serve(listener, router).await {
            tracing::error!(error = %e, "the metrics listener stopped");
        }
    });
    Ok(bound)
}

async fn render(State(db): State<Db>) -> String {
    let (size, idle) = with_pool!(&db, pool => (pool.size(), pool.num_idle()));
    let idle = u32::try_from(idle).unwrap_or(u32::MAX);
    metrics::gauge!(DB_CONNECTIONS, "state" => "idle").set(f64::from(idle));
    metrics::gauge!(DB_CONNECTIONS, "state" => "in_use").set(f64::from(size.saturating_sub(idle)));
    handle().render()
}

/// Counts and times each routed request by its route's pattern (never the raw
/// path: ids would make a series per company). The web app's pages and unknown
/// paths have no route here and are left out.
pub async fn track(request: Request, next: Next) -> Response {
    let Some(route) = request
        .extensions()
        .get::<MatchedPath>()
        .map(|path| path.as_str().to_owned())
    else {
        return next.run(request).await;
    };
    let method = request.method().to_string();
    let started = Instant::now();
    let response = next.run(request).await;
    let status = response.status().as_u16().to_string();
    metrics::histogram!(REQUEST_SECONDS, "method" => method.clone(), "route" => route.clone())
        .record(started.elapsed().as_secs_f64());
    metrics::counter!(REQUESTS, "method" => method, "route" => route, "status" => status).increment(1);
    response
}
