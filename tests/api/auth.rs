//! Sessions, CSRF, the local sign-in and the account states.

use reqwest::StatusCode;
use serde_json::Value;

use crate::helpers::{csrf_token, signed_in_status, Backend, TestApp};

on_both_databases!(
    with &[("DEV_LOGIN", "1"), ("ADMIN_EMAILS", "boss@example.com")];
    first_sign_in_creates_a_waitlisted_user_with_the_defaults,
    admin_emails_sign_in_as_active_admins,
    simultaneous_first_sign_ins_of_one_person_make_one_account,
    sign_in_without_the_csrf_token_is_refused,
    local_sign_in_without_a_valid_email_is_refused,
    callback_urls_off_the_site_are_not_followed,
    session_cookie_is_http_only_and_lax_and_renewed_at_sign_in,
    sign_out_needs_the_csrf_token_and_deletes_the_session,
    waitlisted_users_read_their_status_but_signed_out_callers_get_401,
    inactive_users_cannot_sign_in_and_lose_their_sessions,
    json_writes_from_another_origin_are_refused,
);

async fn csrf(app: &TestApp) -> String {
    csrf_token(app, &app.client).await
}

/// Signs `app.client` out through the form the account menu posts (204).
pub async fn sign_out(app: &TestApp) {
    let token = csrf(app).await;
    let response = app
        .client
        .post(app.url("/auth/signout"))
        .form(&[("csrfToken", token.as_str())])
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::NO_CONTENT);
}

pub async fn sign_in(app: &TestApp, email: &str, name: &str) -> reqwest::Response {
    sign_in_to(app, email, name, "/dashboard").await
}

async fn sign_in_to(app: &TestApp, email: &str, name: &str, callback: &str) -> reqwest::Response {
    sign_in_browser(app, &app.client, email, name, callback).await
}

/// Signs `browser` in through the local sign-in form, asking to land on `callback`.
pub async fn sign_in_browser(
    app: &TestApp,
    browser: &reqwest::Client,
    email: &str,
    name: &str,
    callback: &str,
) -> reqwest::Response {
    let token = csrf_token(app, browser).await;
    browser
        .post(app.url("/auth/signin/dev"))
        .form(&[
            ("csrfToken", token.as_str()),
            ("email", email),
            ("name", name),
            ("callbackUrl", callback),
        ])
        .send()
        .await
        .unwrap()
}

fn location(response: &reqwest::Response) -> &str {
    response.headers()["location"].to_str().unwrap()
}

async fn status(app: &TestApp) -> Value {
    signed_in_status(app, &app.client).await
}

async fn first_sign_in_creates_a_waitlisted_user_with_the_defaults(app: TestApp) {
    assert_eq!(status(&app).await, serde_json::json!({"isSignedIn": false}));

    let response = sign_in(&app, "Ada@Example.com", "Ada Lovelace").await;
    assert_eq!(response.status(), StatusCode::SEE_OTHER);
    assert_eq!(location(&response), "/dashboard");

    let me = status(&app).await;
    assert_eq!(me["isSignedIn"], true);
    let user = &me["user"];
    assert_eq!(user["email"], "ada@example.com");
    assert_eq!(user["username"], "ada.lovelace");
    assert_eq!(user["status"], "waitlist");
    assert_eq!(user["role"], "user");
    assert_eq!(user["credits"], 10);
    assert_eq!(user["isVerified"], true);
    assert_eq!(user["cobaltId"].as_str().unwrap().len(), 36, "a UUID");

    // A second person of the same name gets a username of their own.
    let other = app.new_client();
    sign_in_browser(&app, &other, "ada2@example.com", "Ada Lovelace", "/dashboard").await;
    let second = signed_in_status(&app, &other).await;
    assert_eq!(second["user"]["username"], "ada.lovelace2");
}

async fn admin_emails_sign_in_as_active_admins(app: TestApp) {
    sign_in(&app, "BOSS@example.com", "The Boss").await;
    let user = &status(&app).await["user"];
    assert_eq!(
        (user["role"].as_str(), user["status"].as_str()),
        (Some("admin"), Some("active"))
    );
}

/// Two tabs, or a double click, signing a new person in at the same moment.
async fn simultaneous_first_sign_ins_of_one_person_make_one_account(app: TestApp) {
    for email in ["ada@example.com", "boss@example.com"] {
        let (one, two) = (app.new_client(), app.new_client());
        let (a, b) = tokio::join!(
            sign_in_browser(&app, &one, email, "Ada Lovelace", "/dashboard"),
            sign_in_browser(&app, &two, email, "Ada Lovelace", "/dashboard"),
        );
        assert_eq!(
            (a.status(), b.status()),
            (StatusCode::SEE_OTHER, StatusCode::SEE_OTHER),
            "{email}"
        );
        let (first, second) = (signed_in_status(&app, &one).await, signed_in_status(&app, &two).await);
        assert_eq!(first["user"]["id"], second["user"]["id"], "{email}");
        let sql = format!("SELECT COUNT(*) FROM users WHERE email = '{email}'");
        assert_eq!(app.count(&sql).await, 1, "{email}");
    }
}

async fn sign_in_without_the_csrf_token_is_refused(app: TestApp) {
    csrf(&app).await;
    for token in ["", "forged-token"] {
        let response = app
            .client
            .post(app.url("/auth/signin/dev"))
            .form(&[("csrfToken", token), ("email", "eve@example.com"), ("name", "Eve")])
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::SEE_OTHER);
        assert_eq!(location(&response), "/login?error=csrf");
    }
    assert_eq!(status(&app).await["isSignedIn"], false);
    assert_eq!(app.count("SELECT COUNT(*) FROM users").await, 0);
}

async fn local_sign_in_without_a_valid_email_is_refused(app: TestApp) {
    for email in ["", "   ", "not-an-email", "ann@"] {
        let response = sign_in(&app, email, "Ann").await;
        assert_eq!(response.status(), StatusCode::SEE_OTHER, "{email:?}");
        assert_eq!(location(&response), "/login?error=local-email", "{email:?}");
    }
    assert_eq!(status(&app).await["isSignedIn"], false);
    assert_eq!(app.count("SELECT COUNT(*) FROM users").await, 0);
}

async fn callback_urls_off_the_site_are_not_followed(app: TestApp) {
    for (callback, expected) in [
        ("/content/7?tab=pitch", "/content/7?tab=pitch"),
        ("https://evil.example/", "/dashboard"),
        ("//evil.example/path", "/dashboard"),
        ("/\\evil.example", "/dashboard"),
        ("javascript:alert(1)", "/dashboard"),
    ] {
        let response = sign_in_to(&app, "ann@example.com", "Ann", callback).await;
        assert_eq!(location(&response), expected, "{callback}");
    }
}

async fn session_cookie_is_http_only_and_lax_and_renewed_at_sign_in(app: TestApp) {
    let first = sign_in(&app, "ann@example.com", "Ann").await;
    let cookie = first
        .headers()
        .get_all("set-cookie")
        .iter()
        .map(|v| v.to_str().unwrap().to_owned())
        .find(|c| c.starts_with("pitchwise_session="))
        .expect("a session cookie");
    assert!(cookie.contains("HttpOnly"), "{cookie}");
    assert!(cookie.contains("SameSite=Lax"), "{cookie}");
    assert!(cookie.contains("Path=/"), "{cookie}");
    assert!(!cookie.contains("Secure"), "plain http: {cookie}");

    // Signing in again drops the old session and issues a new id.
    sign_in(&app, "ann@example.com", "Ann").await;
    assert_eq!(app.count("SELECT COUNT(*) FROM sessions").await, 1);
    let token = cookie
        .split(';')
        .next()
        .unwrap()
        .trim_start_matches("pitchwise_session=");
    let stored = app
        .count(&format!("SELECT COUNT(*) FROM sessions WHERE id = '{token}'"))
        .await;
    assert_eq!(stored, 0, "the table holds a hash of the token, never the token");
}

async fn sign_out_needs_the_csrf_token_and_deletes_the_session(app: TestApp) {
    sign_in(&app, "ann@example.com", "Ann").await;
    let refused = app
        .client
        .post(app.url("/auth/signout"))
        .form(&[("csrfToken", "")])
        .send()
        .await
        .unwrap();
    assert_eq!(refused.status(), StatusCode::FORBIDDEN);
    assert_eq!(status(&app).await["isSignedIn"], true);

    sign_out(&app).await;
    assert_eq!(app.count("SELECT COUNT(*) FROM sessions").await, 0);
    assert_eq!(status(&app).await["isSignedIn"], false);
}

async fn waitlisted_users_read_their_status_but_signed_out_callers_get_401(app: TestApp) {
    assert_eq!(app.get("/api/users/me").await.status(), StatusCode::UNAUTHORIZED);
    sign_in(&app, "ann@example.com", "Ann").await;
    let me = app.get("/api/users/me").await;
    assert_eq!(me.status(), StatusCode::OK);
    let me: Value = me.json().await.unwrap();
    assert_eq!(
        (me["username"].as_str(), me["status"].as_str()),
        (Some("ann"), Some("waitlist"))
    );
    assert_eq!(me["credits"], 10);
}

async fn inactive_users_cannot_sign_in_and_lose_their_sessions(app: TestApp) {
    sign_in(&app, "ann@example.com", "Ann").await;
    app.exec("UPDATE users SET status = 'inactive'").await;

    assert_eq!(status(&app).await["isSignedIn"], false, "the live session ends at once");
    assert_eq!(app.get("/api/users/me").await.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(app.count("SELECT COUNT(*) FROM sessions").await, 0);

    let again = sign_in(&app, "ann@example.com", "Ann").await;
    assert_eq!(location(&again), "/login?error=inactive");
    assert_eq!(status(&app).await["isSignedIn"], false);
}

async fn json_writes_from_another_origin_are_refused(app: TestApp) {
    let body = serde_json::json!({"name": "Ann", "email": "ann@example.com"});
    let cross = app
        .client
        .post(app.url("/api/waitlist"))
        .header("origin", "https://evil.example")
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(cross.status(), StatusCode::FORBIDDEN);
    let same = app
        .client
        .post(app.url("/api/waitlist"))
        .header("origin", app.address.as_str())
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(same.status(), StatusCode::CREATED);
}

/// With PUBLIC_URL unset (`make run`), the site is `http://localhost:PORT` of
/// BIND_ADDR, and a browser on this machine may spell it any loopback way.
#[tokio::test]
async fn every_loopback_spelling_of_the_default_address_may_write() {
    let app = TestApp::spawn_with(Backend::Sqlite, &[("PUBLIC_URL", "")])
        .await
        .unwrap();
    let port = app.address.rsplit(':').next().unwrap().to_owned();
    let join = |origin: String, email: &'static str| {
        let app = &app;
        async move {
            app.client
                .post(app.url("/api/waitlist"))
                .header("origin", origin)
                .json(&serde_json::json!({"name": "Ann", "email": email}))
                .send()
                .await
                .unwrap()
        }
    };
    for (origin, email) in [
        (format!("http://localhost:{port}"), "a@example.com"),
        (format!("http://127.0.0.1:{port}"), "b@example.com"),
        (format!("http://[::1]:{port}"), "c@example.com"),
    ] {
        assert_eq!(
            join(origin.clone(), email).await.status(),
            StatusCode::CREATED,
            "{origin}"
        );
    }
    // Another port is another site; the refusal names the origin expected.
    let refused = join("http://127.0.0.1:1".into(), "d@example.com").await;
    assert_eq!(refused.status(), StatusCode::FORBIDDEN);
    let message = refused.json::<Value>().await.unwrap()["message"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(message.contains(&format!("http://localhost:{port}")), "{message}");
}

#[tokio::test]
async fn dev_login_is_off_unless_configured() {
    let app = TestApp::spawn(Backend::Sqlite).await.unwrap();
    let response = sign_in(&app, "ann@example.com", "Ann").await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
    let providers: Value = app.get("/auth/providers").await.json().await.unwrap();
    assert_eq!(providers, serde_json::json!({"google": false, "dev": false}));
    let app = TestApp::spawn_with(Backend::Sqlite, &[("DEV_LOGIN", "1")])
        .await
        .unwrap();
    let providers: Value = app.get("/auth/providers").await.json().await.unwrap();
    assert_eq!(providers["dev"], true);
}

#[tokio::test]
async fn a_session_made_by_one_process_is_accepted_by_another_on_the_same_postgres() {
    let Some(first) = TestApp::spawn_with(Backend::Postgres, &[("DEV_LOGIN", "1")]).await else {
        return;
    };
    sign_in(&first, "ann@example.com", "Ann").await;
    let second = first.second_process().await;
    let cookie = first.cookie_header();
    let me: Value = reqwest::Client::new()
        .get(second.url("/isSignedIn"))
        .header("cookie", cookie)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(me["isSignedIn"], true);
    assert_eq!(me["user"]["email"], "ann@example.com");
}
