//! The HTTP edges a security review tried: caching of personal answers,
//! methods on app paths, malformed paths and queries, how ids are spelled, and
//! clients that send their request slowly or not at all, bodies left unread,
//! and POSTs without a body.

use std::time::Duration;

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};
use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::TcpStream,
};

use crate::{
    content::{company_with_interview, generate},
    helpers::{active_user, Backend, TestApp},
    users_admin::sign_in_admin,
};

on_both_databases!(
    with crate::users_admin::ENV;
    personal_answers_are_never_kept_by_caches,
    app_paths_answer_only_get_and_head,
    malformed_paths_and_queries_answer_in_json,
    only_canonical_numbers_are_ids,
    a_post_without_a_body_needs_no_content_type,
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

/// Activating a version sends no body: no Content-Type is asked of it. The
/// same POST from another site is refused by its Origin.
async fn a_post_without_a_body_needs_no_content_type(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let company = company_with_interview(&app, &ann, 4).await;
    let (status, version) = generate(&app, &ann, company).await;
    assert_eq!(status, StatusCode::CREATED, "{version}");
    let path = app.url(&format!("/api/content/versions/{}/activate", version["version"]["id"]));

    let activated = ann.post(&path).send().await.unwrap();
    assert_eq!(activated.status(), StatusCode::OK);
    let cross_site = ann
        .post(&path)
        .header("origin", "https://evil.example")
        .send()
        .await
        .unwrap();
    assert_eq!(cross_site.status(), StatusCode::FORBIDDEN);
    // A body still needs its type.
    let typed = ann.post(&path).body("{}").send().await.unwrap();
    assert_eq!(typed.status(), StatusCode::UNSUPPORTED_MEDIA_TYPE);
}

/// The head of a request to `path` with a JSON body of `length` bytes.
fn json_post_head(host: &str, path: &str, length: usize) -> String {
    format!(
        "POST {path} HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\nContent-Length: {length}\r\n\r\n"
    )
}

/// Everything the server sends until it closes the connection (fails after 20 s).
async fn read_to_close(stream: &mut TcpStream) -> String {
    let mut answer = Vec::new();
    tokio::time::timeout(Duration::from_secs(20), stream.read_to_end(&mut answer))
        .await
        .expect("the server kept the connection open")
        .ok();
    String::from_utf8_lossy(&answer).into_owned()
}

/// A body that stops arriving ends in a 408 in the API's error shape.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stalled_body_is_answered_408_in_json() {
    let app = TestApp::spawn_configured(Backend::Sqlite, &[], |config| {
        config.request_timeout = Duration::from_millis(500);
    })
    .await
    .unwrap();
    let host = app.address.trim_start_matches("http://").to_owned();
    let mut stream = TcpStream::connect(&host).await.unwrap();
    stream
        .write_all(json_post_head(&host, "/api/waitlist", 100).as_bytes())
        .await
        .unwrap();
    stream.write_all(br#"{"name": "Ann","#).await.unwrap();

    let answer = read_to_close(&mut stream).await;
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(
        answer.to_ascii_lowercase().contains("content-type: application/json"),
        "{answer}"
    );
    assert!(answer.contains(r#"{"message":"#), "{answer}");
    assert_eq!(app.count("SELECT COUNT(*) FROM waitlist_entries").await, 0);
}

/// A request refused before its body is read (signed out, here) closes its
/// connection and says so: the unread body is never read as the next request.
/// One whose body was read keeps the connection for the next request.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refusal_before_the_body_closes_the_connection() {
    let app = TestApp::spawn(Backend::Sqlite).await.unwrap();
    let host = app.address.trim_start_matches("http://").to_owned();
    let body = format!(r#"{{"name": "{}"}}"#, "x".repeat(60_000));

    let mut refused = TcpStream::connect(&host).await.unwrap();
    let request = json_post_head(&host, "/api/companies", body.len()) + &body;
    refused.write_all(request.as_bytes()).await.unwrap();
    let next = format!("GET /healthz HTTP/1.1\r\nHost: {host}\r\n\r\n");
    refused.write_all(next.as_bytes()).await.ok();
    let answer = read_to_close(&mut refused).await;
    assert!(answer.starts_with("HTTP/1.1 401"), "{answer}");
    assert!(answer.to_ascii_lowercase().contains("connection: close"), "{answer}");
    assert_eq!(
        answer.matches("HTTP/1.1").count(),
        1,
        "nothing after the refusal: {answer}"
    );

    // Read to its end (a 422 for a bad email): the connection stays for the next request.
    let mut kept = TcpStream::connect(&host).await.unwrap();
    let join = r#"{"name": "Ann", "email": "not an address"}"#;
    let request = json_post_head(&host, "/api/waitlist", join.len()) + join + &next;
    kept.write_all(request.as_bytes()).await.unwrap();
    let mut answer = String::new();
    let reading = async {
        let mut buffer = [0u8; 4096];
        while !answer.contains("HTTP/1.1 200") {
            let n = kept.read(&mut buffer).await.unwrap();
            assert!(n > 0, "closed after: {answer}");
            answer.push_str(&String::from_utf8_lossy(&buffer[..n]));
        }
    };
    tokio::time::timeout(Duration::from_secs(20), reading)
        .await
        .expect("no second answer");
    assert!(answer.starts_with("HTTP/1.1 422"), "{answer}");
}
