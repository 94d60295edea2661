//! The mails that tell a person they may sign in, read from the local SMTP sink:
//! an approval ('Your Pitchwise account is ready') and a waiting-list invitation,
//! each with a working link to `PUBLIC_URL/login`.

use chrono::{DateTime, Utc};
use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::{
    helpers::signed_in,
    helpers::{eventually, Backend, TestApp},
    support::smtp_sink::{app_with_sink, link_in, MAIL_FROM},
    users_admin::{browser_with_status, id_of, put_user, sign_in_admin, ENV},
    waitlist_admin::{invite, join},
};

on_both_databases!(
    backend;
    approving_mails_the_user_a_working_sign_in_link,
    only_an_approval_mails,
    two_approvals_at_once_mail_once,
    a_failed_mail_leaves_the_approval,
    inviting_mails_a_sign_in_link_and_dates_the_entry,
    an_invited_address_signs_in_to_an_active_account,
    a_name_holding_a_link_stays_out_of_the_invitation,
);

const ANN: &str = "ann@example.com";
const READY: &str = "Your Pitchwise account is ready";
const INVITED: &str = "You're invited to Pitchwise";

/// The mail's sign-in link, checked to be `PUBLIC_URL/login` and to open the app's page.
async fn check_sign_in_link(app: &TestApp, mail: &str) {
    assert!(mail.contains(&format!("From: {MAIL_FROM}")), "{mail}");
    let link = link_in(mail, &app.url("/"));
    let url = url::Url::parse(&link).unwrap();
    assert_eq!(
        (url.origin(), url.path()),
        (url::Url::parse(&app.address).unwrap().origin(), "/login")
    );
    let page = app.new_client().get(&link).send().await.unwrap();
    assert_eq!(page.status(), StatusCode::OK);
    assert!(page.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with("text/html"));
}

async fn approve(app: &TestApp, id: i64) {
    let approved = put_user(app, &app.client, id, json!({"status": "active"})).await;
    assert_eq!(approved.status(), StatusCode::OK);
}

async fn approving_mails_the_user_a_working_sign_in_link(backend: Backend) {
    let (sink, app) = app_with_sink(backend, ENV).await;
    sign_in_admin(&app).await;
    browser_with_status(&app, ANN, "waitlist").await;

    approve(&app, id_of(&app, ANN).await).await;

    let mail = sink.mail_to(ANN, READY).await;
    check_sign_in_link(&app, &mail).await;
    assert!(mail.contains("your Pitchwise account has been approved"), "{mail}");
}

async fn only_an_approval_mails(backend: Backend) {
    let (sink, app) = app_with_sink(backend, ENV).await;
    sign_in_admin(&app).await;
    browser_with_status(&app, ANN, "waitlist").await;
    let ann = id_of(&app, ANN).await;
    approve(&app, ann).await;
    sink.mail_to(ANN, READY).await;

    // Active to active, a change of credits or role, and inactive to active are no approvals.
    for body in [
        json!({"status": "active"}),
        json!({"credits": 3}),
        json!({"role": "admin"}),
        json!({"role": "user", "status": "inactive"}),
        json!({"status": "active"}),
    ] {
        let response = put_user(&app, &app.client, ann, body.clone()).await;
        assert_eq!(response.status(), StatusCode::OK, "{body}");
    }
    // Bob's approval is mailed after those changes, so Ann's would have been sent by then.
    browser_with_status(&app, "bob@example.com", "waitlist").await;
    approve(&app, id_of(&app, "bob@example.com").await).await;
    sink.mail_to("bob@example.com", READY).await;
    assert_eq!(sink.mails_to(ANN, READY).len(), 1);
}

async fn two_approvals_at_once_mail_once(backend: Backend) {
    let (sink, app) = app_with_sink(backend, ENV).await;
    sign_in_admin(&app).await;
    for round in 0..4 {
        let email = format!("person{round}@example.com");
        browser_with_status(&app, &email, "waitlist").await;
        let id = id_of(&app, &email).await;
        let body = json!({"status": "active"});
        let (a, b) = tokio::join!(
            put_user(&app, &app.client, id, body.clone()),
            put_user(&app, &app.client, id, body.clone()),
        );
        assert_eq!((a.status(), b.status()), (StatusCode::OK, StatusCode::OK));
        sink.mail_to(&email, READY).await;
    }
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    for round in 0..4 {
        assert_eq!(sink.mails_to(&format!("person{round}@example.com"), READY).len(), 1);
    }
}

async fn a_failed_mail_leaves_the_approval(backend: Backend) {
    // Nothing listens on this port: every mail fails.
    let closed = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap();
    let smtp_url = format!("smtp://{closed}");
    let mut vars = ENV.to_vec();
    vars.push(("SMTP_URL", &smtp_url));
    let app = TestApp::spawn_with(backend, &vars).await.unwrap();
    sign_in_admin(&app).await;
    let ann_browser = browser_with_status(&app, ANN, "waitlist").await;
    let ann = id_of(&app, ANN).await;

    let approved = put_user(&app, &app.client, ann, json!({"status": "active"})).await;
    assert_eq!(approved.status(), StatusCode::OK);
    assert_eq!(approved.json::<Value>().await.unwrap()["status"], "active");
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let companies = ann_browser.get(app.url("/api/companies")).send().await.unwrap();
    assert_eq!(companies.status(), StatusCode::OK, "Ann is approved");
    assert_eq!(
        app.count(&format!(
            "SELECT COUNT(*) FROM users WHERE id = {ann} AND status = 'active'"
        ))
        .await,
        1
    );
}

fn invited_at(entry: &Value) -> DateTime<Utc> {
    entry["invitedAt"].as_str().unwrap().parse().unwrap()
}

async fn inviting_mails_a_sign_in_link_and_dates_the_entry(backend: Backend) {
    let (sink, app) = app_with_sink(backend, ENV).await;
    sign_in_admin(&app).await;
    let id = join(&app, "Ann Lee", ANN).await;
    let before = Utc::now() - chrono::Duration::seconds(1);

    let response = invite(&app, &app.client, id).await;
    assert_eq!(response.status(), StatusCode::OK);
    let first: Value = response.json().await.unwrap();
    assert_eq!(
        (&first["id"], &first["email"], &first["name"], &first["account"]),
        (&json!(id), &json!(ANN), &json!("Ann Lee"), &Value::Null)
    );
    assert!(first["createdAt"].is_string());
    assert!(invited_at(&first) >= before, "{first}");
    let mail = sink.mail_to(ANN, INVITED).await;
    check_sign_in_link(&app, &mail).await;
    assert!(mail.contains("Hello Ann Lee,"), "{mail}");

    let listed: Value = app.get("/api/waitlist").await.json().await.unwrap();
    assert_eq!(invited_at(&listed["items"][0]), invited_at(&first));

    // Again: a new mail and a new date.
    tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    let again: Value = invite(&app, &app.client, id).await.json().await.unwrap();
    assert!(invited_at(&again) > invited_at(&first), "{again} after {first}");
    eventually("a second invitation arrives", || async {
        sink.mails_to(ANN, INVITED).len() == 2
    })
    .await;
    let listed: Value = app.get("/api/waitlist").await.json().await.unwrap();
    assert_eq!(invited_at(&listed["items"][0]), invited_at(&again));
}

async fn status_of(app: &TestApp, browser: &reqwest::Client) -> Value {
    app.json_for(browser, "/api/users/me").await["status"].clone()
}

/// Anyone may join with someone else's address: what they typed as the name
/// must not reach that address in Pitchwise's own mail.
async fn a_name_holding_a_link_stays_out_of_the_invitation(backend: Backend) {
    let (sink, app) = app_with_sink(backend, ENV).await;
    sign_in_admin(&app).await;
    let id = join(&app, "Claim your refund at evil.example", ANN).await;
    assert_eq!(invite(&app, &app.client, id).await.status(), StatusCode::OK);
    let mail = sink.mail_to(ANN, INVITED).await;
    assert!(mail.contains("Hello,"), "{mail}");
    assert!(!mail.contains("evil"), "{mail}");
    check_sign_in_link(&app, &mail).await;
}

async fn an_invited_address_signs_in_to_an_active_account(backend: Backend) {
    let (sink, app) = app_with_sink(backend, ENV).await;
    sign_in_admin(&app).await;
    let ann = join(&app, "Ann", ANN).await;
    join(&app, "Bob", "bob@example.com").await;
    assert_eq!(invite(&app, &app.client, ann).await.status(), StatusCode::OK);
    sink.mail_to(ANN, INVITED).await;

    let ann_browser = signed_in(&app, ANN).await;
    assert_eq!(
        status_of(&app, &ann_browser).await,
        "active",
        "the invitation is the approval"
    );
    let companies = ann_browser.get(app.url("/api/companies")).send().await.unwrap();
    assert_eq!(companies.status(), StatusCode::OK);
    // Not invited: waitlisted as before.
    let bob_browser = signed_in(&app, "bob@example.com").await;
    assert_eq!(status_of(&app, &bob_browser).await, "waitlist");
    assert!(sink.mails_to(ANN, READY).is_empty(), "no approval to mail");
}
