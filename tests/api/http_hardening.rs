//! The HTTP edges a security review tried: caching of personal answers,
//! methods on app paths, malformed paths and queries, how ids are spelled, and
//! clients that send their request slowly or not at all.

use std::time::Duration;

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};
use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::TcpStream,
};

use crate::{
    helpers::{Backend, TestApp},
    users_admin::sign_in_admin,
};

on_both_databases!(
    with crate::users_admin::ENV;
    personal_answers_are_never_kept_by_caches,
    app_paths_answer_only_get_and_head,
    malformed_paths_and_queries_answer_in_json,
    only_canonical_numbers_are_ids,
);

fn is_json(response: &reqwest::Response) -> bool {
    response.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with("application/json")
}

async fn personal_answers_are_never_kept_by_caches(app: TestApp) {
    sign_in_admin(&app).await;
    for path in [
        "/api/users/me",
        "/api/users",
        "/api/waitlist",
        "/api/feedback",
        "/api/companies",
        "/auth/csrf",
        "/auth/providers",
        "/isSignedIn",
        "/api/no-such-call",
    ] {
        let response = app.get(path).await;
        assert_eq!(response.headers()["cache-control"], "no-store", "{path}");
    }
    // Errors are no one's to keep either.
    let signed_out = app.new_client().get(app.url("/api/users/me")).send().await.unwrap();
    assert_eq!(signed_out.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(signed_out.headers()["cache-control"], "no-store");
    // Public answers keep their own rule: cached, but asked again.
    for path in ["/api/site-content", "/api/openapi.json"] {
        let response = app.get(path).await;
        assert_eq!(response.headers()["cache-control"], "no-cache", "{path}");
    }
}

async fn app_paths_answer_only_get_and_head(app: TestApp) {
    for path in ["/", "/dashboard", "/interview/3/heritage", "/no/such/page"] {
        for method in [
            Method::POST,
            Method::PUT,
            Method::DELETE,
            Method::OPTIONS,
            Method::PATCH,
        ] {
            let response = app.client.request(method.clone(), app.url(path)).send().await.unwrap();
            assert_eq!(response.status(), StatusCode::METHOD_NOT_ALLOWED, "{method} {path}");
            assert_eq!(response.headers()["allow"], "GET, HEAD", "{method} {path}");
            assert!(is_json(&response), "{method} {path}");
        }
        let head = app.client.head(app.url(path)).send().await.unwrap();
        assert_eq!(head.status(), StatusCode::OK, "HEAD {path}");
    }
}

async fn malformed_paths_and_queries_answer_in_json(app: TestApp) {
    sign_in_admin(&app).await;
    let calls = [
        (Method::PUT, "/api/users/%ff"),
        (Method::PUT, "/api/site-content/%ff"),
        (Method::GET, "/api/auth/verify-email?token=a&token=b"),
        (Method::GET, "/api/companies/%ff"),
    ];
    for (method, path) in calls {
        let response = app
            .client
            .request(method.clone(), app.url(path))
            .json(&json!({"content": "x", "status": "active"}))
            .send()
            .await
            .unwrap();
        assert!(
            [StatusCode::BAD_REQUEST, StatusCode::NOT_FOUND].contains(&response.status()),
            "{method} {path}: {}",
            response.status()
        );
        assert!(is_json(&response), "{method} {path}");
        let body: Value = response.json().await.unwrap();
        assert!(body["message"].is_string(), "{method} {path}: {body}");
    }
}

async fn only_canonical_numbers_are_ids(app: TestApp) {
    sign_in_admin(&app).await;
    let admin_id = app.count("SELECT id FROM users").await;
    assert_eq!(admin_id, 1, "the admin is user 1");
    for id in ["+1", "01", "1.0", "%2B1", "0x1"] {
        let response = app
            .client
            .put(app.url(&format!("/api/users/{id}")))
            .json(&json!({"credits": 99}))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "/api/users/{id}");
        let company = app.get(&format!("/api/companies/{id}")).await;
        assert_eq!(company.status(), StatusCode::NOT_FOUND, "/api/companies/{id}");
    }
    assert_eq!(app.count("SELECT credits FROM users WHERE id = 1").await, 10);
    let canonical = app
        .client
        .put(app.url("/api/users/1"))
        .json(&json!({"credits": 99}))
        .send()
        .await
        .unwrap();
    assert_eq!(canonical.status(), StatusCode::OK);
}

/// A client that sends its request a header line at a time, or nothing, or
/// goes quiet between requests, is dropped once the header-read timeout passes.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_and_silent_connections_are_dropped() {
    let app = TestApp::spawn_configured(Backend::Sqlite, &[], |config| {
        config.header_read_timeout = Duration::from_millis(600);
    })
    .await
    .unwrap();
    let host = app.address.trim_start_matches("http://").to_owned();

    // One header line every 200 ms, forever (slowloris).
    let mut slow = TcpStream::connect(&host).await.unwrap();
    slow.write_all(b"GET /healthz HTTP/1.1\r\n").await.unwrap();
    let dripping = async {
        for n in 0.. {
            tokio::time::sleep(Duration::from_millis(200)).await;
            if slow.write_all(format!("X-Drip-{n}: 1\r\n").as_bytes()).await.is_err() {
                break;
            }
        }
    };
    tokio::time::timeout(Duration::from_secs(20), dripping)
        .await
        .expect("the server never dropped a client that drips its headers");

    // Nothing at all.
    let mut silent = TcpStream::connect(&host).await.unwrap();
    assert_closed(&mut silent).await;

    // One request, then idle on the kept-alive connection.
    let mut idle = TcpStream::connect(&host).await.unwrap();
    idle.write_all(format!("GET /healthz HTTP/1.1\r\nHost: {host}\r\n\r\n").as_bytes())
        .await
        .unwrap();
    let mut answer = [0u8; 12];
    idle.read_exact(&mut answer).await.unwrap();
    assert_eq!(&answer, b"HTTP/1.1 200");
    assert_closed(&mut idle).await;
}

/// Reads until the server closes the connection (fails after 20 s).
async fn assert_closed(stream: &mut TcpStream) {
    let mut buffer = [0u8; 1024];
    let reading = async {
        loop {
            match stream.read(&mut buffer).await {
                Ok(0) | Err(_) => break,
                Ok(_) => continue,
            }
        }
    };
    tokio::time::timeout(Duration::from_secs(20), reading)
        .await
        .expect("the server kept an idle connection open");
}
