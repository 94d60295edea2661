//! Joining the waitlist mails a verification link; the link works once, for 48 hours.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::{
    helpers::{Backend, TestApp},
    support::smtp_sink::{app_with_sink, link_in, SmtpSink, MAIL_FROM},
};
use pitchwise::with_pool;

on_both_databases!(
    backend;
    joining_mails_a_link_that_verifies_once,
    an_expired_link_is_refused,
    a_missing_or_unknown_token_is_a_clear_400,
);

/// Joins and answers the token from the mailed link.
async fn join_and_read_token(app: &TestApp, sink: &SmtpSink, email: &str) -> String {
    let joined = app
        .post_json("/api/waitlist", &json!({"name": "Ann", "email": email}))
        .await;
    assert_eq!(joined.status(), StatusCode::CREATED);
    let mail = sink.mail_to(email, "Confirm your email for Pitchwise").await;
    assert!(mail.contains(&format!("From: {MAIL_FROM}")), "{mail}");
    let link = link_in(&mail, &app.url("/verify-email?token="));
    link.split("token=").nth(1).unwrap().to_owned()
}

async fn verify(app: &TestApp, token: &str) -> reqwest::Response {
    app.get(&format!("/api/auth/verify-email?token={token}")).await
}

async fn verified(app: &TestApp) -> bool {
    with_pool!(&app.db, pool => {
        sqlx::query_scalar::<_, bool>("SELECT is_verified FROM waitlist_entries").fetch_one(pool).await
    })
    .unwrap()
}

async fn joining_mails_a_link_that_verifies_once(backend: Backend) {
    let (sink, app) = app_with_sink(backend, &[]).await;
    let token = join_and_read_token(&app, &sink, "ann@example.com").await;
    assert!(!verified(&app).await);

    let first = verify(&app, &token).await;
    assert_eq!(first.status(), StatusCode::OK);
    assert!(first.json::<Value>().await.unwrap()["message"].is_string());
    assert!(verified(&app).await);

    let again = verify(&app, &token).await;
    assert_eq!(again.status(), StatusCode::BAD_REQUEST);
    assert_eq!(
        again.json::<Value>().await.unwrap()["message"],
        "This verification link is invalid, already used or expired."
    );
}

async fn an_expired_link_is_refused(backend: Backend) {
    let (sink, app) = app_with_sink(backend, &[]).await;
    let token = join_and_read_token(&app, &sink, "ann@example.com").await;
    let past = chrono::Utc::now() - chrono::Duration::minutes(1);
    with_pool!(&app.db, pool => {
        sqlx::query("UPDATE email_verification_tokens SET expires_at = $1").bind(past).execute(pool).await.map(|_| ())
    })
    .unwrap();
    assert_eq!(verify(&app, &token).await.status(), StatusCode::BAD_REQUEST);
    assert!(!verified(&app).await);
}

async fn a_missing_or_unknown_token_is_a_clear_400(backend: Backend) {
    let (_sink, app) = app_with_sink(backend, &[]).await;
    let missing = app.get("/api/auth/verify-email").await;
    assert_eq!(missing.status(), StatusCode::BAD_REQUEST);
    assert_eq!(
        missing.json::<Value>().await.unwrap()["message"],
        "Verification token is missing. Please check your email link and try again."
    );
    assert_eq!(verify(&app, "made-up").await.status(), StatusCode::BAD_REQUEST);
}
