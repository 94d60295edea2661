//! A local OpenID Connect provider standing in for Google: discovery, JWKS,
//! an authorization endpoint, and a token endpoint that checks PKCE (S256) and
//! answers RS256 ID tokens.
//!
//! The API tests start it with `start()`: it approves at once and each test
//! scripts what the next ID token says, to try tampered and invalid tokens.
//! `examples/oidc_provider.rs` runs it as a program with `start_interactive`:
//! it then asks, on a small page, who signs in (the browser tests fill it in).

use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
};

use axum::{
    extract::{Query, State},
    http::StatusCode,
    response::{Html, IntoResponse, Redirect, Response},
    routing::{get, post},
    Form, Json, Router,
};
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine};
use chrono::{Duration, Utc};
use openidconnect::{
    core::{CoreIdToken, CoreIdTokenClaims, CoreJsonWebKeySet, CoreJwsSigningAlgorithm, CoreRsaPrivateSigningKey},
    Audience, ClientId, EmptyAdditionalClaims, EndUserEmail, EndUserName, EndUserPictureUrl, IssuerUrl, JsonWebKeyId,
    LocalizedClaim, Nonce, PrivateSigningKey, StandardClaims, SubjectIdentifier,
};
use serde::Deserialize;
use serde_json::json;
use sha2::{Digest, Sha256};

pub const CLIENT_ID: &str = "pitchwise-test-client";
pub const CLIENT_SECRET: &str = "pitchwise-test-secret";
const PROVIDER_KEY: &str = include_str!("../../fixtures/oidc-provider-key.pem");
const OTHER_KEY: &str = include_str!("../../fixtures/oidc-other-key.pem");

/// What the next ID token says (and how it is signed).
#[derive(Clone, Debug)]
pub struct NextToken {
    pub email: String,
    /// `None` leaves the claim out.
    pub email_verified: Option<bool>,
    /// The person's id at the provider; `sub-EMAIL` when not given.
    pub subject: Option<String>,
    /// Sets `azp`, the client the token was issued to.
    pub authorized_party: Option<String>,
    /// `iat`, in seconds from now.
    pub issued_at_offset: i64,
    pub name: Option<String>,
    pub picture: Option<String>,
    /// Replaces the nonce the relying party sent.
    pub nonce: Option<String>,
    /// Replaces the audience (the client id).
    pub audience: Option<String>,
    /// Seconds until expiry; negative for an expired token.
    pub expires_in: i64,
    /// Signs with a key that is not in the JWKS.
    pub foreign_key: bool,
}

impl Default for NextToken {
    fn default() -> Self {
        Self {
            email: "grace@example.com".into(),
            email_verified: Some(true),
            subject: None,
            authorized_party: None,
            issued_at_offset: -5,
            name: Some("Grace Hopper".into()),
            picture: Some("https://images.example.com/grace.png".into()),
            nonce: None,
            audience: None,
            expires_in: 300,
            foreign_key: false,
        }
    }
}

struct AuthRequest {
    nonce: String,
    code_challenge: String,
    /// Who the person said they are, on the interactive page.
    chosen: Option<ChosenAccount>,
}

#[derive(Clone, Deserialize)]
struct ChosenAccount {
    email: String,
    name: String,
}

#[derive(Default)]
struct Inner {
    next: NextToken,
    codes: HashMap<String, AuthRequest>,
    /// Token requests whose PKCE verifier matched the challenge.
    pkce_verified: u32,
}

#[derive(Clone)]
pub struct OidcProvider {
    pub issuer: String,
    /// Asks who signs in instead of approving the scripted account at once.
    interactive: bool,
    inner: Arc<Mutex<Inner>>,
}

impl OidcProvider {
    /// On a free loopback port, approving at once as scripted.
    pub async fn start() -> Self {
        Self::listen("127.0.0.1:0", false).await
    }

    /// On `address`, asking on a page who signs in.
    pub async fn start_interactive(address: &str) -> Self {
        Self::listen(address, true).await
    }

    async fn listen(address: &str, interactive: bool) -> Self {
        let listener = tokio::net::TcpListener::bind(address).await.unwrap();
        let issuer = format!("http://{}", listener.local_addr().unwrap());
        let provider = Self {
            issuer,
            interactive,
            inner: Arc::default(),
        };
        let router = Router::new()
            .route("/.well-known/openid-configuration", get(discovery))
            .route("/jwks", get(jwks))
            .route("/authorize", get(authorize).post(choose_account))
            .route("/token", post(token))
            .with_state(provider.clone());
        tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
        provider
    }

    /// The app's environment for Google sign-in against this provider.
    pub fn env(&self) -> Vec<(&'static str, String)> {
        vec![
            ("GOOGLE_CLIENT_ID", CLIENT_ID.into()),
            ("GOOGLE_CLIENT_SECRET", CLIENT_SECRET.into()),
            ("GOOGLE_ISSUER_URL", self.issuer.clone()),
        ]
    }

    pub fn script(&self, next: NextToken) {
        self.inner.lock().unwrap().next = next;
    }

    pub fn pkce_verified(&self) -> u32 {
        self.inner.lock().unwrap().pkce_verified
    }
}

fn signing_key(pem: &str) -> CoreRsaPrivateSigningKey {
    CoreRsaPrivateSigningKey::from_pem(pem, Some(JsonWebKeyId::new("test-key".into()))).unwrap()
}

async fn discovery(State(provider): State<OidcProvider>) -> Json<serde_json::Value> {
    let base = &provider.issuer;
    Json(json!({
        "issuer": base,
        "authorization_endpoint": format!("{base}/authorize"),
        "token_endpoint": format!("{base}/token"),
        "jwks_uri": format!("{base}/jwks"),
        "response_types_supported": ["code"],
        "subject_types_supported": ["public"],
        "id_token_signing_alg_values_supported": ["RS256"],
        "scopes_supported": ["openid", "email", "profile"],
        "code_challenge_methods_supported": ["S256"],
    }))
}

async fn jwks() -> Json<CoreJsonWebKeySet> {
    Json(CoreJsonWebKeySet::new(vec![
        signing_key(PROVIDER_KEY).as_verification_key()
    ]))
}

async fn authorize(State(provider): State<OidcProvider>, Query(query): Query<HashMap<String, String>>) -> Response {
    let param = |k: &str| query.get(k).cloned().unwrap_or_default();
    if param("response_type") != "code"
        || param("client_id") != CLIENT_ID
        || param("code_challenge_method") != "S256"
        || param("code_challenge").is_empty()
        || param("nonce").is_empty()
        || !param("scope").split(' ').any(|s| s == "openid")
    {
        return (StatusCode::BAD_REQUEST, format!("bad authorization request: {query:?}")).into_response();
    }
    if provider.interactive {
        return Html(account_page(&query)).into_response();
    }
    approve(&provider, &query, None)
}

/// The interactive page's answer: the request's fields plus the chosen account.
async fn choose_account(State(provider): State<OidcProvider>, Form(form): Form<HashMap<String, String>>) -> Response {
    let chosen = match (form.get("email"), form.get("name")) {
        (Some(email), Some(name)) if email.contains('@') => ChosenAccount {
            email: email.trim().to_owned(),
            name: name.trim().to_owned(),
        },
        _ => return (StatusCode::BAD_REQUEST, "an email address is required").into_response(),
    };
    approve(&provider, &form, Some(chosen))
}

/// Issues a code for the request and sends the browser back to the relying party.
fn approve(provider: &OidcProvider, request: &HashMap<String, String>, chosen: Option<ChosenAccount>) -> Response {
    let param = |k: &str| request.get(k).cloned().unwrap_or_default();
    let code = uuid::Uuid::new_v4().to_string();
    provider.inner.lock().unwrap().codes.insert(
        code.clone(),
        AuthRequest {
            nonce: param("nonce"),
            code_challenge: param("code_challenge"),
            chosen,
        },
    );
    let mut target = url::Url::parse(&param("redirect_uri")).unwrap();
    target
        .query_pairs_mut()
        .append_pair("code", &code)
        .append_pair("state", &param("state"));
    Redirect::to(target.as_str()).into_response()
}

/// A plain "choose an account" page that carries the request on in hidden fields.
fn account_page(query: &HashMap<String, String>) -> String {
    let hidden: String = ["redirect_uri", "state", "nonce", "code_challenge"]
        .iter()
        .map(|k| {
            let value = query.get(*k).map(String::as_str).unwrap_or_default();
            format!(r#"<input type="hidden" name="{k}" value="{}">"#, escape_html(value))
        })
        .collect();
    format!(
        r#"<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in - Local OpenID provider</title></head>
<body><main><h1>Sign in to continue to Pitchwise</h1><p>A local stand-in for Google: choose who signs in.</p>
<form method="post" action="/authorize">{hidden}
<p><label>Email <input type="email" name="email" required></label></p>
<p><label>Name <input type="text" name="name"></label></p>
<button type="submit">Continue</button></form></main></body></html>"#
    )
}

fn escape_html(value: &str) -> String {
    value
        .replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

#[derive(Deserialize)]
struct TokenForm {
    code: String,
    code_verifier: Option<String>,
}

async fn token(State(provider): State<OidcProvider>, Form(form): Form<TokenForm>) -> Response {
    let mut inner = provider.inner.lock().unwrap();
    let Some(request) = inner.codes.remove(&form.code) else {
        return (StatusCode::BAD_REQUEST, Json(json!({"error": "invalid_grant"}))).into_response();
    };
    let verifier = form.code_verifier.unwrap_or_default();
    if URL_SAFE_NO_PAD.encode(Sha256::digest(verifier.as_bytes())) != request.code_challenge {
        return (
            StatusCode::BAD_REQUEST,
            Json(json!({"error": "invalid_grant", "error_description": "PKCE"})),
        )
            .into_response();
    }
    inner.pkce_verified += 1;
    let mut next = inner.next.clone();
    if let Some(chosen) = request.chosen {
        next = NextToken {
            email: chosen.email,
            name: Some(chosen.name).filter(|n| !n.is_empty()),
            picture: None,
            ..NextToken::default()
        };
    }
    let now = Utc::now();
    let claims = CoreIdTokenClaims::new(
        IssuerUrl::new(provider.issuer.clone()).unwrap(),
        vec![Audience::new(next.audience.clone().unwrap_or_else(|| CLIENT_ID.into()))],
        now + Duration::seconds(next.expires_in),
        now + Duration::seconds(next.issued_at_offset),
        StandardClaims::new(SubjectIdentifier::new(
            next.subject.clone().unwrap_or_else(|| format!("sub-{}", next.email)),
        ))
        .set_email(Some(EndUserEmail::new(next.email.clone())))
        .set_email_verified(next.email_verified)
        .set_name(next.name.clone().map(|n| LocalizedClaim::from(EndUserName::new(n))))
        .set_picture(
            next.picture
                .clone()
                .map(|p| LocalizedClaim::from(EndUserPictureUrl::new(p))),
        ),
        EmptyAdditionalClaims {},
    )
    .set_nonce(Some(Nonce::new(next.nonce.clone().unwrap_or(request.nonce))))
    .set_authorized_party(next.authorized_party.clone().map(ClientId::new));
    let key = signing_key(if next.foreign_key { OTHER_KEY } else { PROVIDER_KEY });
    let id_token = CoreIdToken::new(claims, &key, CoreJwsSigningAlgorithm::RsaSsaPkcs1V15Sha256, None, None).unwrap();
    Json(json!({
        "access_token": "test-access-token",
        "token_type": "Bearer",
        "expires_in": 3600,
        "id_token": id_token.to_string(),
    }))
    .into_response()
}
