//! `/metrics` on `METRICS_ADDR` (`docs/operations.md`, "Metrics"): requests by
//! route, generations by writer and outcome, credits spent and the database
//! pool, in Prometheus's text format, and nothing of it on the public port.
//! The recorder is one per test process, so figures are read as "at least".

use reqwest::StatusCode;

use crate::{
    content::{company_with_interview, generate},
    helpers::{active_user, free_loopback_address, Backend, TestApp},
};

on_both_databases!(
    backend;
    metrics_count_requests_generations_and_credits_on_their_own_port,
);

/// The value of the series `series` (its name and labels as rendered), if there.
fn value(metrics: &str, series: &str) -> Option<f64> {
    metrics
        .lines()
        .find_map(|line| line.strip_prefix(series)?.trim().parse().ok())
}

async fn metrics_count_requests_generations_and_credits_on_their_own_port(backend: Backend) {
    let metrics_addr = free_loopback_address();
    let vars = [("DEV_LOGIN", "1"), ("METRICS_ADDR", metrics_addr.as_str())];
    let Some(app) = TestApp::spawn_with(backend, &vars).await else {
        return;
    };
    let ann = active_user(&app, "ann@example.com").await;
    let id = company_with_interview(&app, &ann, 4).await;
    let (status, _) = generate(&app, &ann, id).await;
    assert_eq!(status, StatusCode::CREATED);
    let anonymous = app.new_client();
    anonymous.get(app.url("/api/companies")).send().await.unwrap();

    let answer = reqwest::get(format!("http://{metrics_addr}/metrics")).await.unwrap();
    assert_eq!(answer.status(), StatusCode::OK);
    let metrics = answer.text().await.unwrap();
    let at_least_one = |series: &str| {
        let found = value(&metrics, series);
        assert!(found.is_some_and(|n| n >= 1.0), "{series} is {found:?} in:\n{metrics}");
    };
    // By the route's pattern, not the path with its id.
    at_least_one(r#"http_requests_total{method="GET",route="/api/companies",status="401"}"#);
    at_least_one(r#"http_requests_total{method="POST",route="/api/content/generate",status="201"}"#);
    at_least_one(r#"http_request_duration_seconds_count{method="POST",route="/api/content/generate"}"#);
    at_least_one(r#"pitchwise_generations_total{writer="builtin",outcome="ok"}"#);
    at_least_one("pitchwise_credits_spent_total");
    assert!(
        value(&metrics, r#"pitchwise_db_connections{state="idle"}"#).is_some(),
        "{metrics}"
    );
    assert!(!metrics.contains("/api/companies/1"), "no series per id");

    let public = app.client.get(app.url("/metrics")).send().await.unwrap();
    assert!(
        !public.text().await.unwrap().contains("http_requests_total"),
        "not on the public port"
    );
}
