//! Deletions racing the writes of what they delete: a company or an account
//! deleted while generations and activations of it run. Every request answers
//! as it would have one after the other (the deletion 204, the others their
//! success or 401/404), never 500, and nothing is left half-deleted.

use reqwest::{Client, Method, StatusCode};

use crate::{
    content::{company_with_interview, generate},
    helpers::{active_user, call, TestApp},
};

on_both_databases!(
    with crate::users_admin::ENV;
    deleting_a_company_while_it_is_generated_and_activated,
    deleting_an_account_while_its_companies_are_generated,
);

/// Enough rounds for the transactions to overlap in most runs (before the
/// fix, about half of the rounds on PostgreSQL answered 500).
const ROUNDS: usize = 12;

/// A new active user with an interviewed company and one version of it.
async fn owner_with_version(app: &TestApp, round: usize) -> (Client, i64, i64) {
    let browser = active_user(app, &format!("racer{round}@example.com")).await;
    let company = company_with_interview(app, &browser, 4).await;
    let (status, version) = generate(app, &browser, company).await;
    assert_eq!(status, StatusCode::CREATED, "{version}");
    (browser, company, version["version"]["id"].as_i64().unwrap())
}

async fn activate(app: &TestApp, browser: &Client, version: i64) -> StatusCode {
    let path = format!("/api/content/versions/{version}/activate");
    call(app, browser, Method::POST, &path, None).await.0
}

async fn deleting_a_company_while_it_is_generated_and_activated(app: TestApp) {
    let mut overlapped = 0;
    for round in 0..ROUNDS {
        let (browser, company, version) = owner_with_version(&app, round).await;
        let path = format!("/api/companies/{company}");
        let (first, second, activated, (deleted, body)) = tokio::join!(
            generate(&app, &browser, company),
            generate(&app, &browser, company),
            activate(&app, &browser, version),
            call(&app, &browser, Method::DELETE, &path, None),
        );
        assert_eq!(
            deleted,
            StatusCode::NO_CONTENT,
            "round {round}: the deletion answered {body}"
        );
        for (status, answer) in [first, second] {
            assert!(
                [StatusCode::CREATED, StatusCode::NOT_FOUND].contains(&status),
                "round {round}: a generation answered {status} {answer}"
            );
            overlapped += usize::from(status == StatusCode::NOT_FOUND);
        }
        assert!(
            [StatusCode::OK, StatusCode::NOT_FOUND].contains(&activated),
            "round {round}: the activation answered {activated}"
        );
        let left = app
            .count(&format!(
                "SELECT (SELECT COUNT(*) FROM companies WHERE id = {company}) \
                 + (SELECT COUNT(*) FROM content_versions WHERE company_id = {company}) \
                 + (SELECT COUNT(*) FROM content_assets WHERE company_id = {company})"
            ))
            .await;
        assert_eq!(left, 0, "round {round}: rows of the deleted company are left");
    }
    assert!(
        overlapped > 0,
        "no generation met the deletion: the rounds did not race"
    );
}

async fn deleting_an_account_while_its_companies_are_generated(app: TestApp) {
    let mut overlapped = 0;
    for round in 0..ROUNDS {
        let (browser, company, version) = owner_with_version(&app, round).await;
        let (first, second, activated, deleted) = tokio::join!(
            generate(&app, &browser, company),
            generate(&app, &browser, company),
            activate(&app, &browser, version),
            call(&app, &browser, Method::DELETE, "/api/users/me", None),
        );
        assert_eq!(
            deleted.0,
            StatusCode::NO_CONTENT,
            "round {round}: the deletion answered {}",
            deleted.1
        );
        for (status, answer) in [first, second] {
            assert!(
                [StatusCode::CREATED, StatusCode::UNAUTHORIZED, StatusCode::NOT_FOUND].contains(&status),
                "round {round}: a generation answered {status} {answer}"
            );
            overlapped += usize::from(status != StatusCode::CREATED);
        }
        assert!(
            [StatusCode::OK, StatusCode::UNAUTHORIZED, StatusCode::NOT_FOUND].contains(&activated),
            "round {round}: the activation answered {activated}"
        );
        let email = format!("racer{round}@example.com");
        let left = app
            .count(&format!(
                "SELECT (SELECT COUNT(*) FROM users WHERE email = '{email}') \
                 + (SELECT COUNT(*) FROM companies WHERE id = {company}) \
                 + (SELECT COUNT(*) FROM content_versions WHERE company_id = {company})"
            ))
            .await;
        assert_eq!(left, 0, "round {round}: rows of the deleted account are left");
        // The deleted account's browser is signed out.
        let (status, _) = call(&app, &browser, Method::GET, "/api/companies", None).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
    }
    assert!(
        overlapped > 0,
        "no generation met the deletion: the rounds did not race"
    );
}
