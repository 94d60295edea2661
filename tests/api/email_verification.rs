//! Joining the waitlist mails a verification link; the link works once, for 48 hours.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::{
    helpers::{Backend, TestApp},
    smtp_sink::SmtpSink,
};
use pitchwise::with_pool;

on_both_databases!(
    backend;
    joining_mails_a_link_that_verifies_once,
    an_expired_link_is_refused,
    a_missing_or_unknown_token_is_a_clear_400,
);

async fn setup(backend: Backend) -> (SmtpSink, TestApp) {
    let sink = SmtpSink::start().await;
    let app = TestApp::spawn_with(
        backend,
        &[
            ("SMTP_URL", &sink.url),
            ("MAIL_FROM", "Pitchwise <hello@pitchwise.test>"),
        ],
    )
    .await
    .unwrap();
    (sink, app)
}

/// Joins and answers the token from the mailed link.
async fn join_and_read_token(app: &TestApp, sink: &SmtpSink, email: &str) -> String {
    let joined = app
        .post_json("/api/waitlist", &json!({"name": "Ann", "email": email}))
        .await;
    assert_eq!(joined.status(), StatusCode::CREATED);
    // Read as a mail client does: the body is quoted-printable.
    let raw = sink.mail(0).await;
    let mail = String::from_utf8(quoted_printable::decode(&raw, quoted_printable::ParseMode::Robust).unwrap()).unwrap();
    assert!(mail.contains(&format!("To: {email}")), "{mail}");
    assert!(mail.contains("From: Pitchwise <hello@pitchwise.test>"), "{mail}");
    let link_start = mail
        .find(&app.url("/verify-email?token="))
        .expect("the mail has the link");
    let link: String = mail[link_start..].chars().take_while(|c| !c.is_whitespace()).collect();
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
    let (sink, app) = setup(backend).await;
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
    let (sink, app) = setup(backend).await;
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
    let (_sink, app) = setup(backend).await;
    let missing = app.get("/api/auth/verify-email").await;
    assert_eq!(missing.status(), StatusCode::BAD_REQUEST);
    assert_eq!(
        missing.json::<Value>().await.unwrap()["message"],
        "Verification token is missing. Please check your email link and try again."
    );
    assert_eq!(verify(&app, "made-up").await.status(), StatusCode::BAD_REQUEST);
}
