//! Rate limits per client address: joining the waitlist and starting a sign-in.

use reqwest::StatusCode;
use serde_json::json;

use crate::helpers::{Backend, SecondProcess, TestApp};

on_both_databases!(
    with &[
        ("WAITLIST_RATE_LIMIT", "2/h"),
        ("SIGN_IN_RATE_LIMIT", "2/min"),
        ("CLIENT_IP_HEADER", "X-Forwarded-For"),
    ];
    joins_over_the_limit_answer_429_with_retry_after,
    each_client_address_has_its_own_allowance,
    proxied_addresses_with_a_port_count_as_their_address,
    ipv6_clients_share_the_allowance_of_their_64,
    sign_in_attempts_over_the_limit_answer_429_with_a_page,
);

fn retry_after(response: &reqwest::Response) -> u64 {
    response.headers()["retry-after"].to_str().unwrap().parse().unwrap()
}

async fn join_from(app: &TestApp, client: &str, email: &str) -> reqwest::Response {
    join_at(&app.client, &app.url("/api/waitlist"), client, email).await
}

/// A join posted to `url` (either process's) from the client address `client`.
async fn join_at(browser: &reqwest::Client, url: &str, client: &str, email: &str) -> reqwest::Response {
    browser
        .post(url)
        .header("X-Forwarded-For", format!("203.0.113.200, {client}"))
        .json(&json!({"name": "Ann", "email": email}))
        .send()
        .await
        .unwrap()
}

/// An app on PostgreSQL with waiting-list joins limited to `limit`, and a second
/// process on its database; `None` without PostgreSQL.
async fn two_processes(limit: &str) -> Option<(TestApp, SecondProcess)> {
    let vars = [("WAITLIST_RATE_LIMIT", limit), ("CLIENT_IP_HEADER", "X-Forwarded-For")];
    let app = TestApp::spawn_with(Backend::Postgres, &vars).await?;
    let second = app.second_process().await;
    Some((app, second))
}

async fn joins_over_the_limit_answer_429_with_retry_after(app: TestApp) {
    for n in 0..2 {
        let response = join_from(&app, "198.51.100.7", &format!("ann{n}@example.com")).await;
        assert_eq!(response.status(), StatusCode::CREATED);
    }

    let refused = join_from(&app, "198.51.100.7", "ann2@example.com").await;
    assert_eq!(refused.status(), StatusCode::TOO_MANY_REQUESTS);
    // 2 per hour refill one every 30 minutes.
    let wait = retry_after(&refused);
    assert!((1700..=1800).contains(&wait), "Retry-After {wait}");
    let body: serde_json::Value = refused.json().await.unwrap();
    assert_eq!(
        body["message"],
        format!("Rate limit exceeded. Please try again in {wait} seconds.")
    );
    let listed: i64 = pitchwise::with_pool!(&app.db, pool =>
        sqlx::query_scalar("SELECT COUNT(*) FROM waitlist_entries").fetch_one(pool).await)
    .unwrap();
    assert_eq!(listed, 2, "the refused join stored nothing");
}

async fn each_client_address_has_its_own_allowance(app: TestApp) {
    for n in 0..2 {
        join_from(&app, "198.51.100.7", &format!("ann{n}@example.com")).await;
    }
    assert_eq!(
        join_from(&app, "198.51.100.7", "ann2@example.com").await.status(),
        StatusCode::TOO_MANY_REQUESTS
    );
    // The proxy's own entry (the last one) counts, not what the client claims before it.
    assert_eq!(
        join_from(&app, "198.51.100.8", "bob@example.com").await.status(),
        StatusCode::CREATED
    );
}

/// Joins twice from `client` (its allowance), then once more from it and once
/// from `other`: answers the last two statuses.
async fn third_join_and_another_clients(app: &TestApp, client: &str, other: &str) -> (StatusCode, StatusCode) {
    for n in 0..2 {
        let response = join_from(app, client, &format!("first{n}@example.com")).await;
        assert_eq!(response.status(), StatusCode::CREATED, "{client}");
    }
    let third = join_from(app, client, "third@example.com").await.status();
    let others = join_from(app, other, "other@example.com").await.status();
    (third, others)
}

async fn proxied_addresses_with_a_port_count_as_their_address(app: TestApp) {
    // Proxies write `IP:port` and `[IPv6]:port` too; each is its client, never the proxy.
    assert_eq!(
        third_join_and_another_clients(&app, "198.51.100.7:5555", "198.51.100.8:5555").await,
        (StatusCode::TOO_MANY_REQUESTS, StatusCode::CREATED)
    );
    app.exec("DELETE FROM waitlist_entries").await;
    assert_eq!(
        third_join_and_another_clients(&app, "[2001:db8:5::1]:443", "[2001:db8:6::1]").await,
        (StatusCode::TOO_MANY_REQUESTS, StatusCode::CREATED)
    );
}

async fn ipv6_clients_share_the_allowance_of_their_64(app: TestApp) {
    assert_eq!(
        third_join_and_another_clients(&app, "2001:db8:1:2::1", "2001:db8:1:3::1").await,
        (StatusCode::TOO_MANY_REQUESTS, StatusCode::CREATED)
    );
    // A new address in the same /64 (one host can take millions) is the same client.
    let same_64 = join_from(&app, "2001:db8:1:2:ffff:ffff:ffff:fffe", "again@example.com").await;
    assert_eq!(same_64.status(), StatusCode::TOO_MANY_REQUESTS);
}

async fn sign_in_attempts_over_the_limit_answer_429_with_a_page(app: TestApp) {
    let attempt = || async {
        app.client
            .post(app.url("/auth/signin/google"))
            .form(&[("csrfToken", "none"), ("callbackUrl", "/dashboard")])
            .send()
            .await
            .unwrap()
    };
    for _ in 0..2 {
        // Refused for the missing CSRF cookie, but counted as an attempt.
        assert_eq!(attempt().await.status(), StatusCode::SEE_OTHER);
    }

    let refused = attempt().await;
    assert_eq!(refused.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!((1..=30).contains(&retry_after(&refused)));
    assert!(refused.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with("text/html"));
    let page = refused.text().await.unwrap();
    assert!(page.contains("Too many sign-in attempts"), "{page}");
    assert!(page.contains("href=\"/login\""));
}

/// Two processes on one PostgreSQL admit the configured number together, not
/// each (`rate_limit_buckets`).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn processes_on_one_postgres_share_each_allowance() {
    let Some((app, second)) = two_processes("3/h").await else {
        return;
    };
    let second_url = second.url("/api/waitlist");
    let join_second = |email: &'static str| join_at(&app.client, &second_url, "198.51.100.7", email);
    for n in 0..2 {
        let joined = join_from(&app, "198.51.100.7", &format!("ann{n}@example.com")).await;
        assert_eq!(joined.status(), StatusCode::CREATED);
    }
    let third = join_second("ann2@example.com").await;
    assert_eq!(third.status(), StatusCode::CREATED);
    let fourth = join_second("ann3@example.com").await;
    assert_eq!(fourth.status(), StatusCode::TOO_MANY_REQUESTS, "3 in all, across both");
    // 3 per hour refill one every 20 minutes.
    let wait = retry_after(&fourth);
    assert!((1100..=1200).contains(&wait), "Retry-After {wait}");
    let refused = join_from(&app, "198.51.100.7", "ann4@example.com").await;
    assert_eq!(refused.status(), StatusCode::TOO_MANY_REQUESTS);
    // Another address has its own allowance there too.
    assert_eq!(
        join_from(&app, "198.51.100.8", "bob@example.com").await.status(),
        StatusCode::CREATED
    );
}

/// Racing joins from one address through two processes never admit more than the allowance.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn racing_joins_through_two_processes_admit_exactly_the_allowance() {
    let Some((app, second)) = two_processes("5/h").await else {
        return;
    };
    let urls = [app.url("/api/waitlist"), second.url("/api/waitlist")];
    let emails: Vec<String> = (0..20).map(|n| format!("racer{n}@example.com")).collect();
    let browser = app.new_client();
    let joins = emails
        .iter()
        .enumerate()
        .map(|(n, email)| join_at(&browser, &urls[n % 2], "198.51.100.9", email));
    let answers = futures::future::join_all(joins).await;
    let admitted = answers
        .iter()
        .filter(|answer| answer.status() == StatusCode::CREATED)
        .count();
    assert_eq!(admitted, 5);
}
