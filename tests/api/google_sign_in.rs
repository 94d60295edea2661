//! Sign-in with Google, against the local OpenID Connect provider.

use reqwest::StatusCode;
use serde_json::Value;

use crate::{
    auth::sign_out,
    helpers::{Backend, TestApp},
    support::oidc_provider::{NextToken, OidcProvider},
};

on_both_databases!(
    backend;
    first_google_sign_in_creates_the_user_with_pkce_state_and_nonce,
    admin_emails_become_admins_through_google,
    a_tampered_state_is_refused,
    a_callback_in_another_browser_is_refused,
    a_callback_used_twice_is_refused,
    a_wrong_nonce_is_refused,
    a_wrong_audience_is_refused,
    an_expired_token_is_refused,
    a_token_signed_by_another_key_is_refused,
    an_unverified_email_cannot_create_an_account,
    an_unverified_email_never_signs_into_an_existing_account,
    a_verified_address_of_an_account_linked_to_another_subject_is_refused,
    accounts_are_matched_by_subject_and_linked_at_their_first_verified_sign_in,
    a_look_alike_address_never_reaches_the_real_account,
    a_token_issued_to_another_client_is_refused,
    a_token_issued_in_the_future_is_refused,
    names_from_the_provider_are_cleaned_and_bounded,
    a_token_without_a_usable_email_is_refused,
    a_provider_error_ends_on_the_login_page,
    the_callback_url_never_leaves_the_site,
    the_providers_account_page_signs_in_the_chosen_account,
);

pub async fn setup(backend: Backend, next: NextToken) -> (OidcProvider, TestApp) {
    let provider = OidcProvider::start().await;
    provider.script(next);
    let app = app_for(backend, &provider).await;
    (provider, app)
}

async fn app_for(backend: Backend, provider: &OidcProvider) -> TestApp {
    let env = provider.env();
    let mut vars: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    vars.push(("ADMIN_EMAILS", "boss@example.com"));
    TestApp::spawn_with(backend, &vars).await.unwrap()
}

pub fn location(response: &reqwest::Response) -> String {
    response.headers()["location"].to_str().unwrap().to_owned()
}

/// Posts the login page's Google form; answers the provider's authorization URL.
pub async fn start(app: &TestApp, callback: &str) -> String {
    let csrf: Value = app.get("/auth/csrf").await.json().await.unwrap();
    let response = app
        .client
        .post(app.url("/auth/signin/google"))
        .form(&[
            ("csrfToken", csrf["csrfToken"].as_str().unwrap()),
            ("callbackUrl", callback),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::SEE_OTHER);
    location(&response)
}

/// The provider approves and sends the browser back: answers the callback URL.
pub async fn approve(app: &TestApp, authorize_url: &str) -> String {
    let response = app.client.get(authorize_url).send().await.unwrap();
    assert!(response.status().is_redirection(), "{}", response.text().await.unwrap());
    location(&response)
}

pub async fn finish(app: &TestApp, callback_url: &str) -> reqwest::Response {
    app.client.get(callback_url).send().await.unwrap()
}

/// The whole round trip; answers where the app finally sends the browser.
async fn sign_in(app: &TestApp) -> String {
    let authorize = start(app, "/dashboard").await;
    let callback = approve(app, &authorize).await;
    let response = finish(app, &callback).await;
    assert_eq!(response.status(), StatusCode::SEE_OTHER);
    location(&response)
}

async fn signed_in(app: &TestApp) -> Value {
    app.get("/isSignedIn").await.json().await.unwrap()
}

async fn refused(backend: Backend, next: NextToken, code: &str) {
    let (_provider, app) = setup(backend, next).await;
    assert_eq!(sign_in(&app).await, format!("/login?error={code}"));
    assert_eq!(signed_in(&app).await["isSignedIn"], false);
}

async fn first_google_sign_in_creates_the_user_with_pkce_state_and_nonce(backend: Backend) {
    let (provider, app) = setup(backend, NextToken::default()).await;
    let authorize = start(&app, "/dashboard").await;
    let url = url::Url::parse(&authorize).unwrap();
    assert!(authorize.starts_with(&format!("{}/authorize", provider.issuer)));
    let params: std::collections::HashMap<_, _> = url.query_pairs().into_owned().collect();
    assert_eq!(params["code_challenge_method"], "S256");
    assert!(params["state"].len() >= 16 && params["nonce"].len() >= 16);
    assert_eq!(params["redirect_uri"], app.url("/auth/callback/google"));

    let callback = approve(&app, &authorize).await;
    let response = finish(&app, &callback).await;
    assert_eq!(location(&response), "/dashboard");
    assert_eq!(
        provider.pkce_verified(),
        1,
        "the token request carried the PKCE verifier"
    );

    let user = &signed_in(&app).await["user"];
    assert_eq!(user["email"], "grace@example.com");
    assert_eq!(user["username"], "grace.hopper");
    assert_eq!(user["avatar"], "https://images.example.com/grace.png");
    assert_eq!(
        (user["status"].as_str(), user["role"].as_str()),
        (Some("waitlist"), Some("user"))
    );
    assert_eq!(user["credits"], 10);

    // A later sign-in updates the name and the avatar.
    provider.script(NextToken {
        name: Some("Grace B. Hopper".into()),
        picture: Some("https://images.example.com/grace-2.png".into()),
        ..NextToken::default()
    });
    sign_in(&app).await;
    let user = &signed_in(&app).await["user"];
    assert_eq!(user["avatar"], "https://images.example.com/grace-2.png");
    assert_eq!(user["name"], "Grace B. Hopper");
    assert_eq!(user["username"], "grace.hopper", "the username stays");
}

async fn admin_emails_become_admins_through_google(backend: Backend) {
    let (_provider, app) = setup(
        backend,
        NextToken {
            email: "boss@example.com".into(),
            ..NextToken::default()
        },
    )
    .await;
    sign_in(&app).await;
    let user = &signed_in(&app).await["user"];
    assert_eq!(
        (user["role"].as_str(), user["status"].as_str()),
        (Some("admin"), Some("active"))
    );
}

async fn a_tampered_state_is_refused(backend: Backend) {
    let (_provider, app) = setup(backend, NextToken::default()).await;
    let authorize = start(&app, "/dashboard").await;
    let callback = approve(&app, &authorize).await;
    let mut url = url::Url::parse(&callback).unwrap();
    let code = url.query_pairs().find(|(k, _)| k == "code").unwrap().1.into_owned();
    url.query_pairs_mut()
        .clear()
        .append_pair("code", &code)
        .append_pair("state", "forged-state");
    let response = finish(&app, url.as_str()).await;
    assert_eq!(location(&response), "/login?error=state");
    assert_eq!(signed_in(&app).await["isSignedIn"], false);
}

async fn a_callback_in_another_browser_is_refused(backend: Backend) {
    let (_provider, app) = setup(backend, NextToken::default()).await;
    let authorize = start(&app, "/dashboard").await;
    let callback = approve(&app, &authorize).await;
    // An attacker's browser finishing the victim's flow (login CSRF).
    let other = app.new_client();
    let response = other.get(&callback).send().await.unwrap();
    assert_eq!(location(&response), "/login?error=state");
}

async fn a_callback_used_twice_is_refused(backend: Backend) {
    let (_provider, app) = setup(backend, NextToken::default()).await;
    let authorize = start(&app, "/dashboard").await;
    let callback = approve(&app, &authorize).await;
    assert_eq!(location(&finish(&app, &callback).await), "/dashboard");
    assert_eq!(location(&finish(&app, &callback).await), "/login?error=state");
}

async fn a_wrong_nonce_is_refused(backend: Backend) {
    let next = NextToken {
        nonce: Some("not-the-nonce-we-sent".into()),
        ..NextToken::default()
    };
    refused(backend, next, "token").await;
}

async fn a_wrong_audience_is_refused(backend: Backend) {
    let next = NextToken {
        audience: Some("someone-elses-client".into()),
        ..NextToken::default()
    };
    refused(backend, next, "token").await;
}

async fn an_expired_token_is_refused(backend: Backend) {
    let next = NextToken {
        expires_in: -600,
        ..NextToken::default()
    };
    refused(backend, next, "token").await;
}

async fn a_token_signed_by_another_key_is_refused(backend: Backend) {
    let next = NextToken {
        foreign_key: true,
        ..NextToken::default()
    };
    refused(backend, next, "token").await;
}

async fn an_unverified_email_cannot_create_an_account(backend: Backend) {
    for email_verified in [Some(false), None] {
        let next = NextToken {
            email_verified,
            ..NextToken::default()
        };
        refused(backend, next, "unverified").await;
    }
}

/// Scripts the next token, signs in and answers where the app sent the browser.
async fn sign_in_with(app: &TestApp, provider: &OidcProvider, next: NextToken) -> String {
    provider.script(next);
    sign_in(app).await
}

fn token_for(email: &str, subject: Option<&str>) -> NextToken {
    NextToken {
        email: email.into(),
        subject: subject.map(Into::into),
        ..NextToken::default()
    }
}

/// An account made before it was linked to a provider subject (by the local
/// sign-in, or before subjects were stored), here an active admin.
async fn add_unlinked_admin(app: &TestApp, email: &str) -> i64 {
    app.exec(&format!(
        "INSERT INTO users (username, email, role, status, cobalt_id) VALUES ('{email}', '{email}', 'admin', 'active', 'cobalt-{email}')"
    ))
    .await;
    app.count(&format!("SELECT id FROM users WHERE email = '{email}'"))
        .await
}

async fn an_unverified_email_never_signs_into_an_existing_account(backend: Backend) {
    let (provider, app) = setup(backend, token_for("boss@example.com", None)).await;
    // A linked admin (signed in through Google before) and an unlinked one.
    assert_eq!(sign_in(&app).await, "/dashboard");
    sign_out(&app).await;
    add_unlinked_admin(&app, "kate@example.com").await;

    for email in ["boss@example.com", "kate@example.com"] {
        for (email_verified, subject) in [(Some(false), None), (None, None), (Some(false), Some("someone-else"))] {
            let next = NextToken {
                email_verified,
                ..token_for(email, subject)
            };
            assert_eq!(
                sign_in_with(&app, &provider, next).await,
                "/login?error=unverified",
                "{email} {email_verified:?} {subject:?}"
            );
            assert_eq!(signed_in(&app).await["isSignedIn"], false);
        }
    }
    assert_eq!(
        app.count("SELECT COUNT(*) FROM users WHERE oidc_subject IS NULL").await,
        1,
        "the unlinked account was not linked by an unverified token"
    );
}

async fn a_verified_address_of_an_account_linked_to_another_subject_is_refused(backend: Backend) {
    let (provider, app) = setup(backend, token_for("boss@example.com", Some("boss-at-google"))).await;
    assert_eq!(sign_in(&app).await, "/dashboard");
    sign_out(&app).await;

    // A provider that let someone put the admin's address on their own profile.
    let impostor = token_for("boss@example.com", Some("mallory-at-google"));
    assert_eq!(sign_in_with(&app, &provider, impostor).await, "/login?error=linked");
    assert_eq!(signed_in(&app).await["isSignedIn"], false);

    let owner = token_for("boss@example.com", Some("boss-at-google"));
    assert_eq!(sign_in_with(&app, &provider, owner).await, "/dashboard");
    assert_eq!(signed_in(&app).await["user"]["role"], "admin");
}

async fn accounts_are_matched_by_subject_and_linked_at_their_first_verified_sign_in(backend: Backend) {
    let provider = OidcProvider::start().await;
    let app = app_for(backend, &provider).await;
    let kate = add_unlinked_admin(&app, "kate@example.com").await;

    // The first verified sign-in links the account to Kate's subject...
    let first = token_for("kate@example.com", Some("kate-at-google"));
    assert_eq!(sign_in_with(&app, &provider, first).await, "/dashboard");
    assert_eq!(signed_in(&app).await["user"]["id"], kate);
    sign_out(&app).await;

    // ...which finds it later, also after she changed her address at the provider.
    let renamed = token_for("kate.new@example.com", Some("kate-at-google"));
    assert_eq!(sign_in_with(&app, &provider, renamed).await, "/dashboard");
    assert_eq!(signed_in(&app).await["user"]["id"], kate);
    sign_out(&app).await;

    // Her old address, verified at the provider by someone else, is not her account.
    let other = token_for("kate@example.com", Some("someone-else"));
    assert_eq!(sign_in_with(&app, &provider, other).await, "/login?error=linked");
    assert_eq!(app.count("SELECT COUNT(*) FROM users").await, 1);
}

async fn a_look_alike_address_never_reaches_the_real_account(backend: Backend) {
    let (provider, app) = setup(backend, token_for("kate@example.com", None)).await;
    assert_eq!(sign_in(&app).await, "/dashboard");
    sign_out(&app).await;

    // 'K' is the Kelvin sign, U+212A: Unicode lower-cases it to an ASCII 'k'.
    let kelvin = token_for("\u{212A}ate@example.com", Some("someone-else"));
    assert_eq!(sign_in_with(&app, &provider, kelvin).await, "/login?error=email");
    assert_eq!(signed_in(&app).await["isSignedIn"], false);
    assert_eq!(app.count("SELECT COUNT(*) FROM users").await, 1);
}

async fn a_token_issued_to_another_client_is_refused(backend: Backend) {
    let next = NextToken {
        authorized_party: Some("someone-elses-client".into()),
        ..NextToken::default()
    };
    refused(backend, next, "token").await;

    // Issued to us, and saying so, it is fine.
    let ours = NextToken {
        authorized_party: Some(crate::support::oidc_provider::CLIENT_ID.into()),
        ..NextToken::default()
    };
    let (_provider, app) = setup(backend, ours).await;
    assert_eq!(sign_in(&app).await, "/dashboard");
}

async fn a_token_issued_in_the_future_is_refused(backend: Backend) {
    let next = NextToken {
        issued_at_offset: 3600,
        ..NextToken::default()
    };
    refused(backend, next, "token").await;
}

async fn names_from_the_provider_are_cleaned_and_bounded(backend: Backend) {
    let next = NextToken {
        name: Some(format!("Mallory\u{202E}\0 {}", "x".repeat(60_000))),
        ..NextToken::default()
    };
    let (_provider, app) = setup(backend, next).await;
    assert_eq!(sign_in(&app).await, "/dashboard");
    let name = signed_in(&app).await["user"]["name"].as_str().unwrap().to_owned();
    assert!(name.starts_with("Mallory x"), "{name:.40}");
    assert_eq!(name.chars().count(), 100);
    assert!(!name.contains(['\0', '\u{202E}']));
}

async fn a_token_without_a_usable_email_is_refused(backend: Backend) {
    let next = NextToken {
        email: "not-an-email".into(),
        ..NextToken::default()
    };
    refused(backend, next, "email").await;
}

async fn a_provider_error_ends_on_the_login_page(backend: Backend) {
    let (_provider, app) = setup(backend, NextToken::default()).await;
    start(&app, "/dashboard").await;
    let response = finish(&app, &app.url("/auth/callback/google?error=access_denied&state=x")).await;
    assert_eq!(location(&response), "/login?error=provider");
    // Nonsense callbacks are never a server error.
    for query in ["", "?code=abc", "?state=abc", "?code=a&state=b&extra=%ff"] {
        let response = finish(&app, &app.url(&format!("/auth/callback/google{query}"))).await;
        assert_eq!(response.status(), StatusCode::SEE_OTHER, "{query}");
    }
}

async fn the_callback_url_never_leaves_the_site(backend: Backend) {
    let (_provider, app) = setup(backend, NextToken::default()).await;
    for (callback, expected) in [
        ("https://evil.example/steal", "/dashboard"),
        ("/content/4", "/content/4"),
    ] {
        let authorize = start(&app, callback).await;
        let back = approve(&app, &authorize).await;
        assert_eq!(location(&finish(&app, &back).await), expected, "{callback}");
    }
}

/// The provider as the browser tests and `cargo run --example oidc_provider` use it.
async fn the_providers_account_page_signs_in_the_chosen_account(backend: Backend) {
    let provider = OidcProvider::start_interactive("127.0.0.1:0").await;
    let app = app_for(backend, &provider).await;
    let authorize = start(&app, "/dashboard").await;
    let page = app.client.get(&authorize).send().await.unwrap().text().await.unwrap();
    assert!(page.contains("Sign in to continue to Pitchwise"), "{page}");

    let mut form = hidden_fields(&page);
    form.extend([
        ("email".into(), "linus@example.com".into()),
        ("name".into(), "Linus Torvalds".into()),
    ]);
    let approved = app
        .client
        .post(format!("{}/authorize", provider.issuer))
        .form(&form)
        .send()
        .await
        .unwrap();
    assert_eq!(approved.status(), StatusCode::SEE_OTHER);
    let response = finish(&app, &location(&approved)).await;
    assert_eq!(location(&response), "/dashboard");

    let user = &signed_in(&app).await["user"];
    assert_eq!(user["email"], "linus@example.com");
    assert_eq!(user["username"], "linus.torvalds");
}

/// The `name="..." value="..."` pairs of the page's hidden inputs.
fn hidden_fields(page: &str) -> Vec<(String, String)> {
    page.split(r#"<input type="hidden" name=""#)
        .skip(1)
        .map(|rest| {
            let (name, rest) = rest.split_once(r#"" value=""#).unwrap();
            let value = rest.split_once('"').unwrap().0.replace("&amp;", "&");
            (name.to_owned(), value)
        })
        .collect()
}
