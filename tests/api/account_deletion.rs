//! `DELETE /api/users/me`: a user deletes their account and every row of theirs,
//! on both databases, and is signed out everywhere; the last active admin cannot.

use reqwest::{Client, Method, StatusCode};
use serde_json::{json, Value};

use crate::{
    content::company_with_interview,
    helpers::{acme, active_user, call, create, signed_in},
    helpers::{eventually, Backend, TestApp},
    users_admin::{browser_with_status, id_of, sign_in_admin, ADMIN, ENV},
    waitlist_admin::join,
};

on_both_databases!(
    with crate::users_admin::ENV;
    deleting_an_account_removes_every_row_of_the_user,
    deleting_an_account_signs_it_out_in_every_browser,
    the_last_active_admin_cannot_delete_their_account,
    waitlisted_users_may_delete_theirs_and_signed_out_callers_get_401,
    the_openapi_document_lists_the_deletions,
    ids_of_a_deleted_account_are_never_given_again,
);

async fn delete_me(app: &TestApp, browser: &Client) -> reqwest::Response {
    browser.delete(app.url("/api/users/me")).send().await.unwrap()
}

/// Everything a user can own: an account with two sessions, two companies (one
/// with a whole interview and a generated version with its assets), feedback, a
/// waiting-list entry with its verification link and a pending admin grant.
/// Answers the main browser.
async fn user_with_everything(app: &TestApp, email: &str) -> Client {
    join(app, "Some One", email).await;
    let browser = active_user(app, email).await;
    signed_in(app, email).await;
    create(app, &browser, &acme()).await;
    let company = company_with_interview(app, &browser, 4).await;
    let body = json!({"companyId": company});
    let (status, version) = call(app, &browser, Method::POST, "/api/content/generate", Some(&body)).await;
    assert_eq!(status, StatusCode::CREATED, "{version}");
    let feedback = json!({"type": "Improvement", "message": "More colours"});
    let (status, _) = call(app, &browser, Method::POST, "/api/feedback", Some(&feedback)).await;
    assert_eq!(status, StatusCode::CREATED);
    app.exec(&format!("INSERT INTO admin_grants (email) VALUES ('{email}')"))
        .await;
    browser
}

/// Per table, the count of the rows of the user with `email` (`id`, `cobalt`).
fn rows_of(id: i64, email: &str, cobalt: &str) -> Vec<(&'static str, String)> {
    let companies = format!("SELECT id FROM companies WHERE user_id = '{cobalt}'");
    vec![
        ("users", format!("SELECT COUNT(*) FROM users WHERE id = {id}")),
        (
            "sessions",
            format!("SELECT COUNT(*) FROM sessions WHERE user_id = {id}"),
        ),
        (
            "companies",
            format!("SELECT COUNT(*) FROM companies WHERE user_id = '{cobalt}'"),
        ),
        (
            "interview_sections",
            format!("SELECT COUNT(*) FROM interview_sections WHERE company_id IN ({companies})"),
        ),
        (
            "content_versions",
            format!("SELECT COUNT(*) FROM content_versions WHERE company_id IN ({companies})"),
        ),
        (
            "content_assets",
            format!("SELECT COUNT(*) FROM content_assets WHERE company_id IN ({companies})"),
        ),
        (
            "feedback",
            format!("SELECT COUNT(*) FROM feedback WHERE user_id = {id}"),
        ),
        (
            "waitlist_entries",
            format!("SELECT COUNT(*) FROM waitlist_entries WHERE email = '{email}'"),
        ),
        (
            "email_verification_tokens",
            format!("SELECT COUNT(*) FROM email_verification_tokens WHERE email = '{email}'"),
        ),
        (
            "admin_grants",
            format!("SELECT COUNT(*) FROM admin_grants WHERE email = '{email}'"),
        ),
    ]
}

async fn counts(app: &TestApp, queries: &[(&'static str, String)]) -> Vec<(&'static str, i64)> {
    let mut counts = Vec::new();
    for (table, sql) in queries {
        counts.push((*table, app.count(sql).await));
    }
    counts
}

async fn totals(app: &TestApp, queries: &[(&'static str, String)]) -> Vec<(&'static str, i64)> {
    let all: Vec<_> = queries
        .iter()
        .map(|(table, _)| (*table, format!("SELECT COUNT(*) FROM {table}")))
        .collect();
    counts(app, &all).await
}

async fn deleting_an_account_removes_every_row_of_the_user(app: TestApp) {
    let ann_browser = user_with_everything(&app, "ann@example.com").await;
    user_with_everything(&app, "bob@example.com").await;
    let ann = id_of(&app, "ann@example.com").await;
    let me = app.json_for(&ann_browser, "/api/users/me").await;
    let queries = rows_of(ann, "ann@example.com", me["cobaltId"].as_str().unwrap());
    let ann_before = counts(&app, &queries).await;
    for (table, count) in &ann_before {
        assert!(*count > 0, "Ann has rows in {table}: {ann_before:?}");
    }
    let totals_before = totals(&app, &queries).await;

    let response = delete_me(&app, &ann_browser).await;
    assert_eq!(response.status(), StatusCode::NO_CONTENT);

    let ann_after = counts(&app, &queries).await;
    assert!(ann_after.iter().all(|(_, count)| *count == 0), "{ann_after:?}");
    // Every other row stays: each table lost exactly Ann's rows, but for
    // feedback, whose rows stay without their author.
    let expected: Vec<_> = totals_before
        .iter()
        .zip(&ann_before)
        .map(|((table, total), (_, ann))| (*table, if *table == "feedback" { *total } else { total - ann }))
        .collect();
    assert_eq!(totals(&app, &queries).await, expected);
    assert_eq!(
        app.count("SELECT COUNT(*) FROM feedback WHERE user_id IS NULL AND message = 'More colours'")
            .await,
        1
    );
}

async fn deleting_an_account_signs_it_out_in_every_browser(app: TestApp) {
    let laptop = active_user(&app, "ann@example.com").await;
    let phone = signed_in(&app, "ann@example.com").await;
    let bob = active_user(&app, "bob@example.com").await;
    create(&app, &laptop, &acme()).await;
    // Both sessions are in use (and cached) before the deletion.
    for browser in [&laptop, &phone] {
        let companies = browser.get(app.url("/api/companies")).send().await.unwrap();
        assert_eq!(companies.status(), StatusCode::OK);
    }

    let response = delete_me(&app, &laptop).await;
    assert_eq!(response.status(), StatusCode::NO_CONTENT);
    let cookie = response.headers()["set-cookie"].to_str().unwrap();
    assert!(
        cookie.starts_with("pitchwise_session=;") && cookie.contains("Max-Age=0"),
        "{cookie}"
    );

    for browser in [&laptop, &phone] {
        for path in ["/api/users/me", "/api/companies"] {
            let answer = browser.get(app.url(path)).send().await.unwrap();
            assert_eq!(answer.status(), StatusCode::UNAUTHORIZED, "{path}");
        }
        assert_eq!(app.json_for(browser, "/isSignedIn").await["isSignedIn"], false);
    }
    // Signing in again makes a new, empty account on the waiting list.
    let again = signed_in(&app, "ann@example.com").await;
    let me = app.json_for(&again, "/api/users/me").await;
    assert_eq!((&me["status"], &me["credits"]), (&json!("waitlist"), &json!(10)));
    // Others are untouched.
    assert_eq!(
        bob.get(app.url("/api/companies")).send().await.unwrap().status(),
        StatusCode::OK
    );
}

/// Two processes on one PostgreSQL: the other process drops the deleted user's
/// sessions as soon as the notice arrives, although it had them cached.
#[tokio::test]
async fn a_deleted_account_is_signed_out_in_every_process() {
    let Some(app) = TestApp::spawn_with(Backend::Postgres, ENV).await else {
        return;
    };
    let laptop = active_user(&app, "ann@example.com").await;
    let phone = app.new_client();
    crate::auth::sign_in_browser(&app, &phone, "ann@example.com", "Ann", "/dashboard").await;
    let second = app.second_process().await;
    let at_second = || async { phone.get(second.url("/api/users/me")).send().await.unwrap().status() };
    assert_eq!(at_second().await, StatusCode::OK);

    assert_eq!(delete_me(&app, &laptop).await.status(), StatusCode::NO_CONTENT);
    eventually("the second process refuses the deleted user's session", || async {
        at_second().await == StatusCode::UNAUTHORIZED
    })
    .await;
}

async fn the_last_active_admin_cannot_delete_their_account(app: TestApp) {
    sign_in_admin(&app).await;
    // Admins that are not active do not count.
    browser_with_status(&app, "old@example.com", "inactive").await;
    browser_with_status(&app, "new@example.com", "waitlist").await;
    app.exec(&format!("UPDATE users SET role = 'admin' WHERE email <> '{ADMIN}'"))
        .await;

    let refused = delete_me(&app, &app.client).await;
    assert_eq!(refused.status(), StatusCode::CONFLICT);
    assert_eq!(
        refused.json::<Value>().await.unwrap()["message"],
        "You are the last active admin, so your account cannot be deleted. Make another user an active admin first."
    );
    assert_eq!(app.get("/api/users").await.status(), StatusCode::OK, "still signed in");
    assert_eq!(app.count("SELECT COUNT(*) FROM users").await, 3);

    // With another active admin, the first may go; then the other is the last.
    let chief = browser_with_status(&app, "chief@example.com", "active").await;
    app.exec("UPDATE users SET role = 'admin' WHERE email = 'chief@example.com'")
        .await;
    assert_eq!(delete_me(&app, &app.client).await.status(), StatusCode::NO_CONTENT);
    assert_eq!(delete_me(&app, &chief).await.status(), StatusCode::CONFLICT);
    assert_eq!(
        app.count("SELECT COUNT(*) FROM users WHERE role = 'admin' AND status = 'active'")
            .await,
        1
    );
}

async fn waitlisted_users_may_delete_theirs_and_signed_out_callers_get_401(app: TestApp) {
    let waiting = browser_with_status(&app, "wait@example.com", "waitlist").await;
    assert_eq!(delete_me(&app, &waiting).await.status(), StatusCode::NO_CONTENT);
    assert_eq!(app.count("SELECT COUNT(*) FROM users").await, 0);
    assert_eq!(
        delete_me(&app, &app.new_client()).await.status(),
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(delete_me(&app, &waiting).await.status(), StatusCode::UNAUTHORIZED);
}

async fn the_openapi_document_lists_the_deletions(app: TestApp) {
    let doc: Value = app.get("/api/openapi.json").await.json().await.unwrap();
    let paths = &doc["paths"];
    for (path, method, statuses) in [
        ("/api/users/me", "delete", &["204", "401", "409"][..]),
        ("/api/waitlist/{id}", "delete", &["204", "401", "403", "404"]),
        (
            "/api/waitlist/{id}/invite",
            "post",
            &["200", "401", "403", "404", "409"],
        ),
    ] {
        for status in statuses {
            assert!(
                paths[path][method]["responses"].get(status).is_some(),
                "{method} {path} {status}"
            );
        }
    }
}

/// The newest account and its rows deleted, the next ones get new ids: an old
/// id would carry the deleted account's rate-limit usage and audit trail.
async fn ids_of_a_deleted_account_are_never_given_again(app: TestApp) {
    const TABLES: [&str; 7] = [
        "users",
        "companies",
        "interview_sections",
        "content_versions",
        "content_assets",
        "waitlist_entries",
        "email_verification_tokens",
    ];
    let newest_ids = || async {
        let mut ids = Vec::new();
        for table in TABLES {
            ids.push((table, app.count(&format!("SELECT MAX(id) FROM {table}")).await));
        }
        ids
    };
    let browser = user_with_everything(&app, "ann@example.com").await;
    let deleted = newest_ids().await;
    assert_eq!(delete_me(&app, &browser).await.status(), StatusCode::NO_CONTENT);

    user_with_everything(&app, "ann@example.com").await;
    for ((table, old), (_, new)) in deleted.iter().zip(newest_ids().await) {
        assert!(
            new > *old,
            "{table}: the new row took id {new}, the deleted one had {old}"
        );
    }
}
