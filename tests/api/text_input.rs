//! Text people type, across features: no stored text takes a NUL (PostgreSQL
//! refuses it, once a 500) or a control or bidi-override character, and names
//! are bounded. Refusals are 422 with the field named, and store nothing.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::{
    auth::sign_in,
    helpers::TestApp,
    users_admin::{browser_with_status, sign_in_admin},
};

on_both_databases!(
    with crate::users_admin::ENV;
    nul_control_and_bidi_characters_answer_422_naming_the_field,
    a_site_content_key_in_the_path_that_is_no_key_names_no_entry,
    look_alike_addresses_are_not_addresses,
    names_from_the_local_sign_in_are_cleaned_and_bounded,
);

/// What `browser` sends and the field the refusal must name.
struct Case {
    method: Method,
    path: &'static str,
    body: Value,
    field: &'static str,
}

fn case(method: Method, path: &'static str, body: Value, field: &'static str) -> Case {
    Case {
        method,
        path,
        body,
        field,
    }
}

async fn nul_control_and_bidi_characters_answer_422_naming_the_field(app: TestApp) {
    sign_in_admin(&app).await;
    let user = browser_with_status(&app, "ann@example.com", "active").await;
    // landing.badge exists from the start (a text the app reads).
    let site_texts = app.count("SELECT COUNT(*) FROM site_content").await;
    let company = json!({"name": "Acme", "industry": "Retail", "description": "We sell anvils to cartoon coyotes."});
    let with = |field: &str, value: &str| {
        let mut body = company.clone();
        body[field] = json!(value);
        body
    };

    let admin_cases = [
        case(
            Method::POST,
            "/api/site-content",
            json!({"key": "a\u{0}b", "content": "x"}),
            "key",
        ),
        case(
            Method::POST,
            "/api/site-content",
            json!({"key": "k1", "description": "note\u{0}", "content": "x"}),
            "description",
        ),
        case(
            Method::POST,
            "/api/site-content",
            json!({"key": "k2", "content": "Hi\u{0}"}),
            "content",
        ),
        case(
            Method::POST,
            "/api/site-content",
            json!({"key": "k3", "content": "Hi \u{202E}there"}),
            "content",
        ),
        case(
            Method::PUT,
            "/api/site-content/landing.badge",
            json!({"content": "x\u{0}y"}),
            "content",
        ),
        case(
            Method::PUT,
            "/api/site-content/landing.badge",
            json!({"description": "\u{7}"}),
            "description",
        ),
    ];
    let user_cases = [
        case(
            Method::POST,
            "/api/feedback",
            json!({"type": "Improvement", "message": "Great\u{0}app"}),
            "message",
        ),
        case(
            Method::POST,
            "/api/feedback",
            json!({"type": "Improvement", "message": "\u{202E}ppa taerG"}),
            "message",
        ),
        case(Method::POST, "/api/companies", with("name", "Ac\u{0}me"), "name"),
        case(
            Method::POST,
            "/api/companies",
            with("description", "We sell anvils\u{0} to coyotes."),
            "description",
        ),
        case(
            Method::POST,
            "/api/companies",
            with("competitors", "\u{2066}Road Runner Inc"),
            "competitors",
        ),
        case(
            Method::POST,
            "/api/waitlist",
            json!({"name": "Ann\u{0}", "email": "ann@example.org"}),
            "name",
        ),
        case(
            Method::POST,
            "/api/waitlist",
            json!({"name": "Ann\u{202E}", "email": "ann@example.org"}),
            "name",
        ),
    ];
    let browsers = std::iter::repeat(&app.client)
        .zip(admin_cases)
        .chain(std::iter::repeat(&user).zip(user_cases));
    for (browser, case) in browsers {
        let response = browser
            .request(case.method.clone(), app.url(case.path))
            .json(&case.body)
            .send()
            .await
            .unwrap();
        assert_eq!(
            response.status(),
            StatusCode::UNPROCESSABLE_ENTITY,
            "{} {}",
            case.method,
            case.path
        );
        let body: Value = response.json().await.unwrap();
        assert!(
            body["fieldErrors"][case.field].is_string(),
            "{} {} {}: {body}",
            case.method,
            case.path,
            case.body
        );
    }
    for (table, expected) in [
        ("site_content", site_texts),
        ("feedback", 0),
        ("companies", 0),
        ("waitlist_entries", 0),
    ] {
        assert_eq!(
            app.count(&format!("SELECT COUNT(*) FROM {table}")).await,
            expected,
            "{table}"
        );
    }
    assert_eq!(
        app.count("SELECT COUNT(*) FROM site_content WHERE key = 'landing.badge' AND content = 'AI-Powered Marketing Solution'")
            .await,
        1,
        "the refused changes left landing.badge as it was"
    );
}

async fn a_site_content_key_in_the_path_that_is_no_key_names_no_entry(app: TestApp) {
    sign_in_admin(&app).await;
    for path in [
        "/api/site-content/a%00b",
        "/api/site-content/%20landing.badge",
        "/api/site-content/%ff",
    ] {
        let response = app
            .client
            .put(app.url(path))
            .json(&json!({"content": "x"}))
            .send()
            .await
            .unwrap();
        assert!(
            [StatusCode::NOT_FOUND, StatusCode::BAD_REQUEST].contains(&response.status()),
            "{path}: {}",
            response.status()
        );
        let body: Value = response.json().await.unwrap();
        assert!(body["message"].is_string(), "{path}: {body}");
    }
}

async fn look_alike_addresses_are_not_addresses(app: TestApp) {
    // 'K' (U+212A, the Kelvin sign) lower-cases to an ASCII 'k' in Unicode.
    app.post_json("/api/waitlist", &json!({"name": "Kate", "email": "kate@example.com"}))
        .await;
    let response = app
        .post_json(
            "/api/waitlist",
            &json!({"name": "Kate", "email": "\u{212A}ate@example.com"}),
        )
        .await;
    assert_eq!(response.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["fieldErrors"]["email"], "Please enter a valid email address.");

    let refused = sign_in(&app, "\u{212A}ate@example.com", "Not Kate").await;
    assert_eq!(refused.headers()["location"], "/login?error=local-email");
    assert_eq!(app.count("SELECT COUNT(*) FROM users").await, 0);
}

async fn names_from_the_local_sign_in_are_cleaned_and_bounded(app: TestApp) {
    let name = format!("Mallory\u{202E}\u{0} {}", "x".repeat(60_000));
    let response = sign_in(&app, "mallory@example.com", &name).await;
    assert_eq!(response.headers()["location"], "/dashboard");
    let status: Value = app.get("/isSignedIn").await.json().await.unwrap();
    let stored = status["user"]["name"].as_str().unwrap();
    assert!(stored.starts_with("Mallory x"), "{stored:.40}");
    assert_eq!(stored.chars().count(), 100);
    assert!(!stored.contains(['\u{0}', '\u{202E}']));
}
