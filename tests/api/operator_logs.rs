//! What the log tells an operator (`docs/operations.md`, "What the log says"):
//! request lines naming the client and the user, one audit line per admin
//! action, one WARN line per failed sign-in saying why (never a secret), one
//! ERROR line per mail that could not be sent, and on PostgreSQL no notices
//! below WARNING and the cache notices' connection lost and back.
//!
//! Each test captures the log of an app in this process ([`Logs`]), so it runs
//! on the test's own thread, where the app's tasks run too.

use reqwest::StatusCode;
use serde_json::json;
use tracing::Level;

use crate::{
    auth::sign_in,
    google_sign_in::{approve, finish, location, setup, start},
    helpers::{eventually, Backend, Logs, TestApp},
    support::oidc_provider::{NextToken, CLIENT_SECRET},
    users_admin::{browser_with_status, id_of, put_user, sign_in_admin, ADMIN, ENV},
    waitlist_admin::{invite, join},
};

on_both_databases!(
    on_one_thread backend;
    a_request_line_names_the_client_and_the_signed_in_user,
    each_admin_action_leaves_one_audit_line,
    a_failed_sign_in_is_one_warn_line_saying_why,
    a_mail_that_cannot_be_sent_is_one_error_line_naming_it,
    a_join_stands_when_the_mail_server_is_down,
    unsent_mails_show_their_tokens_only_with_the_local_sign_in,
);

/// Whether the line has the field `name=value` (in its span or its event).
fn has_field(line: &str, name: &str, value: impl std::fmt::Display) -> bool {
    let field = format!("{name}={value}");
    line.split([' ', '{', '}']).any(|word| word == field)
}

/// The lines holding every one of `parts`.
fn lines_with(logs: &Logs, parts: &[&str]) -> Vec<String> {
    logs.lines()
        .into_iter()
        .filter(|line| parts.iter().all(|part| line.contains(part)))
        .collect()
}

async fn a_request_line_names_the_client_and_the_signed_in_user(backend: Backend) {
    let (logs, _capture) = Logs::capture(Level::INFO);
    let app = TestApp::spawn_with(backend, ENV).await.unwrap();
    sign_in(&app, "ann@example.com", "Ann").await;
    let ann = id_of(&app, "ann@example.com").await;
    assert_eq!(app.get("/api/users/me").await.status(), StatusCode::OK);
    let signed_out = app.new_client().get(app.url("/api/users/me")).send().await.unwrap();
    assert_eq!(signed_out.status(), StatusCode::UNAUTHORIZED);

    let served = |status: &str| lines_with(&logs, &["INFO", r#"path="/api/users/me""#, "served", status]);
    let [line] = &served("status=200")[..] else {
        panic!("not one line for the signed-in call:\n{}", logs.text())
    };
    assert!(has_field(line, "client", "127.0.0.1"), "{line}");
    assert!(has_field(line, "user_id", ann), "{line}");
    let [line] = &served("status=401")[..] else {
        panic!("not one line for the signed-out call:\n{}", logs.text())
    };
    assert!(
        has_field(line, "client", "127.0.0.1") && !line.contains("user_id"),
        "{line}"
    );
}

async fn each_admin_action_leaves_one_audit_line(backend: Backend) {
    let (logs, _capture) = Logs::capture(Level::INFO);
    let app = TestApp::spawn_with(backend, ENV).await.unwrap();
    sign_in_admin(&app).await;
    let admin = id_of(&app, ADMIN).await;
    browser_with_status(&app, "ann@example.com", "waitlist").await;
    let ann = id_of(&app, "ann@example.com").await;
    let cat = join(&app, "Cat", "cat@example.com").await;
    let dan = join(&app, "Dan", "dan@example.com").await;
    let audit_lines = || lines_with(&logs, &["admin action"]);
    assert_eq!(
        audit_lines(),
        Vec::<String>::new(),
        "signing in and joining are no admin actions"
    );

    // Who (the admin's id) did what (action) to whom (subject), with what (detail).
    let mut seen = 0;
    let mut one_more = |action: &str, subject: String, detail: &str| {
        let lines = audit_lines();
        assert_eq!(lines.len(), seen + 1, "not one line for {action}:\n{lines:#?}");
        let line = &lines[seen];
        assert!(has_field(line, "actor", admin), "{line}");
        for part in [
            "INFO".to_owned(),
            format!(r#"action="{action}""#),
            format!(r#"subject="{subject}""#),
            format!(r#"detail="{detail}""#),
        ] {
            assert!(line.contains(&part), "{part} is not in {line}");
        }
        assert!(!line.contains('@'), "ids, never addresses: {line}");
        seen += 1;
    };

    let approved = put_user(&app, &app.client, ann, json!({"status": "active"})).await;
    assert_eq!(approved.status(), StatusCode::OK);
    one_more("user.approve", format!("user {ann}"), "status=active");
    let credited = put_user(&app, &app.client, ann, json!({"credits": 25})).await;
    assert_eq!(credited.status(), StatusCode::OK);
    one_more("user.update", format!("user {ann}"), "credits=25");

    let text = json!({"key": "ops.note", "description": "A note", "content": "Hello"});
    let created = app.post_json("/api/site-content", &text).await;
    assert_eq!(created.status(), StatusCode::CREATED);
    one_more("site_content.create", "site text ops.note".into(), "");
    let updated = app
        .client
        .put(app.url("/api/site-content/ops.note"))
        .json(&json!({"content": "Hello again"}))
        .send()
        .await
        .unwrap();
    assert_eq!(updated.status(), StatusCode::OK);
    one_more("site_content.update", "site text ops.note".into(), "content");

    assert_eq!(invite(&app, &app.client, cat).await.status(), StatusCode::OK);
    one_more("waitlist.invite", format!("waiting-list entry {cat}"), "");
    let delete = || app.client.delete(app.url(&format!("/api/waitlist/{dan}"))).send();
    assert_eq!(delete().await.unwrap().status(), StatusCode::NO_CONTENT);
    one_more("waitlist.delete", format!("waiting-list entry {dan}"), "");

    // A refused action did nothing, so it leaves no line.
    assert_eq!(delete().await.unwrap().status(), StatusCode::NOT_FOUND);
    assert_eq!(audit_lines().len(), 6, "{}", logs.text());
}

/// The one WARN line among the lines after the first `seen`.
fn the_warning_after(logs: &Logs, seen: usize) -> String {
    let warnings: Vec<String> = logs.lines()[seen..]
        .iter()
        .filter(|line| line.contains(" WARN "))
        .cloned()
        .collect();
    let [warning] = &warnings[..] else {
        panic!("not one WARN line:\n{warnings:#?}")
    };
    warning.clone()
}

async fn a_failed_sign_in_is_one_warn_line_saying_why(backend: Backend) {
    let (logs, _capture) = Logs::capture(Level::INFO);
    let unverified = NextToken {
        email_verified: Some(false),
        ..NextToken::default()
    };
    let (_provider, app) = setup(backend, unverified).await;

    // The person cancelled at the provider.
    let seen = logs.lines().len();
    let cancelled = app.get("/auth/callback/google?error=access_denied").await;
    assert_eq!(location(&cancelled), "/login?error=provider");
    let warning = the_warning_after(&logs, seen);
    for part in [
        "sign-in failed",
        r#"reason="provider""#,
        r#"why="the provider answered error=access_denied""#,
    ] {
        assert!(warning.contains(part), "{part} is not in {warning}");
    }

    // The provider has not verified the address: refused after the code's exchange.
    let seen = logs.lines().len();
    let callback = approve(&app, &start(&app, "/dashboard").await).await;
    let code = url::Url::parse(&callback)
        .unwrap()
        .query_pairs()
        .find(|(name, _)| name == "code")
        .unwrap()
        .1
        .into_owned();
    assert_eq!(location(&finish(&app, &callback).await), "/login?error=unverified");
    let warning = the_warning_after(&logs, seen);
    for part in [
        "sign-in failed",
        r#"reason="unverified""#,
        r#"why="the provider has not verified the email address""#,
    ] {
        assert!(warning.contains(part), "{part} is not in {warning}");
    }

    let log = logs.text();
    assert!(!log.contains(CLIENT_SECRET), "the client secret is logged:\n{log}");
    assert!(!log.contains(&code), "the code is logged:\n{log}");
}

async fn a_mail_that_cannot_be_sent_is_one_error_line_naming_it(backend: Backend) {
    let (logs, _capture) = Logs::capture(Level::INFO);
    // Nothing listens on port 1: the approval's mail fails.
    let mut vars = ENV.to_vec();
    vars.push(("SMTP_URL", "smtp://127.0.0.1:1"));
    let app = TestApp::spawn_with(backend, &vars).await.unwrap();
    sign_in_admin(&app).await;
    browser_with_status(&app, "ann@example.com", "waitlist").await;
    let ann = id_of(&app, "ann@example.com").await;
    let approved = put_user(&app, &app.client, ann, json!({"status": "active"})).await;
    assert_eq!(approved.status(), StatusCode::OK);

    let failures = || lines_with(&logs, &["a mail could not be sent"]);
    eventually("the failed mail is logged", || async { !failures().is_empty() }).await;
    let [line] = &failures()[..] else {
        panic!("not one line:\n{}", logs.text())
    };
    for part in ["ERROR", r#"mail="approval""#, "refused"] {
        assert!(line.contains(part), "{part} is not in {line}");
    }
    // The cause is said once, though lettre's message and its source both carry it.
    assert_eq!(line.matches("refused").count(), 1, "{line}");
}

/// The waiting list's verification mail fails (nothing listens on port 1):
/// the join is made all the same and the failure is one ERROR line.
async fn a_join_stands_when_the_mail_server_is_down(backend: Backend) {
    let (logs, _capture) = Logs::capture(Level::INFO);
    let app = TestApp::spawn_with(backend, &[("SMTP_URL", "smtp://127.0.0.1:1")])
        .await
        .unwrap();
    join(&app, "Ann", "ann@example.com").await;
    assert_eq!(app.count("SELECT COUNT(*) FROM waitlist_entries").await, 1);
    let failures = || lines_with(&logs, &["ERROR", "a mail could not be sent"]);
    eventually("the failed mail is logged", || async { !failures().is_empty() }).await;
    assert_eq!(failures().len(), 1, "{}", logs.text());
}

/// Without SMTP a mail is a log line with its links; a verification token in
/// one is a key to the address, so it is whole only with the local sign-in.
async fn unsent_mails_show_their_tokens_only_with_the_local_sign_in(backend: Backend) {
    for (vars, whole) in [(&[][..], false), (ENV, true)] {
        let (logs, _capture) = Logs::capture(Level::INFO);
        let app = TestApp::spawn_with(backend, vars).await.unwrap();
        join(&app, "Ann", "ann@example.com").await;
        let unsent = || lines_with(&logs, &["mail not sent", "token="]);
        eventually("the mail is logged", || async { !unsent().is_empty() }).await;
        let line = &unsent()[0];
        let token = line.split("token=").nth(1).unwrap();
        let token: String = token
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
            .collect();
        if whole {
            assert!(token.len() >= 20, "{line}");
        } else {
            assert_eq!(token.len(), 4, "{line}");
            assert!(line.contains(&format!("token={token}…")), "{line}");
        }
    }
}

/// PostgreSQL's notices below WARNING ('relation "_sqlx_migrations" already
/// exists, skipping', which every later start's migrations raise) are not asked
/// for, so they never reach the log.
#[tokio::test]
async fn postgres_notices_below_warning_stay_out_of_the_log() {
    let (logs, _capture) = Logs::capture(Level::INFO);
    let Some(app) = TestApp::spawn(Backend::Postgres).await else {
        return;
    };
    app.second_process().await;
    let log = logs.text();
    assert_eq!(
        lines_with(&logs, &["migrations: 0 applied now"]).len(),
        1,
        "the second start is in the log:\n{log}"
    );
    assert!(!log.contains("already exists"), "{log}");
}

/// Losing the cache notices' connection is a WARN (the caches go off), its
/// return an INFO (the caches are on again).
#[tokio::test]
async fn losing_and_regaining_the_cache_notices_is_logged() {
    let (logs, _capture) = Logs::capture(Level::INFO);
    let Some(app) = TestApp::spawn(Backend::Postgres).await else {
        return;
    };
    let ended = app
        .count(
            "SELECT COUNT(*) FROM (
                SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
                WHERE datname = current_database() AND query LIKE 'LISTEN %'
             ) AS listeners WHERE ended",
        )
        .await;
    assert_eq!(ended, 1, "the app listens on one connection");
    eventually("the loss is a WARN", || async {
        !lines_with(&logs, &[" WARN ", "lost the cache notices' connection"]).is_empty()
    })
    .await;
    eventually("the return is an INFO, and the caches are on", || async {
        !lines_with(&logs, &[" INFO ", "the cache notices' connection is back"]).is_empty() && app.caches_are_live()
    })
    .await;
}
