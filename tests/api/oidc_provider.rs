//! A local OpenID Connect provider standing in for Google: discovery, JWKS,
//! an authorization endpoint that approves at once, and a token endpoint that
//! checks PKCE (S256) and answers RS256 ID tokens. Each test scripts what the
//! next ID token says, to try tampered and invalid tokens.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
};

use axum::{
    extract::{Query, State},
    http::StatusCode,
    response::{IntoResponse, Redirect, Response},
    routing::{get, post},
    Form, Json, Router,
};
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine};
use chrono::{Duration, Utc};
use openidconnect::{
    core::{CoreIdToken, CoreIdTokenClaims, CoreJsonWebKeySet, CoreJwsSigningAlgorithm, CoreRsaPrivateSigningKey},
    Audience, EmptyAdditionalClaims, EndUserEmail, EndUserName, EndUserPictureUrl, IssuerUrl, JsonWebKeyId,
    LocalizedClaim, Nonce, PrivateSigningKey, StandardClaims, SubjectIdentifier,
};
use serde::Deserialize;
use serde_json::json;
use sha2::{Digest, Sha256};

pub const CLIENT_ID: &str = "pitchwise-test-client";
pub const CLIENT_SECRET: &str = "pitchwise-test-secret";
const PROVIDER_KEY: &str = include_str!("../fixtures/oidc-provider-key.pem");
const OTHER_KEY: &str = include_str!("../fixtures/oidc-other-key.pem");

/// What the next ID token says (and how it is signed).
#[derive(Clone, Debug)]
pub struct NextToken {
    pub email: String,
    pub email_verified: bool,
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
            email_verified: true,
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
    inner: Arc<Mutex<Inner>>,
}

impl OidcProvider {
    pub async fn start() -> Self {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let issuer = format!("http://{}", listener.local_addr().unwrap());
        let provider = Self {
            issuer,
            inner: Arc::default(),
        };
        let router = Router::new()
            .route("/.well-known/openid-configuration", get(discovery))
            .route("/jwks", get(jwks))
            .route("/authorize", get(authorize))
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
    let code = uuid::Uuid::new_v4().to_string();
    provider.inner.lock().unwrap().codes.insert(
        code.clone(),
        AuthRequest {
            nonce: param("nonce"),
            code_challenge: param("code_challenge"),
        },
    );
    let mut target = url::Url::parse(&param("redirect_uri")).unwrap();
    target
        .query_pairs_mut()
        .append_pair("code", &code)
        .append_pair("state", &param("state"));
    Redirect::to(target.as_str()).into_response()
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
    let next = inner.next.clone();
    let now = Utc::now();
    let claims = CoreIdTokenClaims::new(
        IssuerUrl::new(provider.issuer.clone()).unwrap(),
        vec![Audience::new(next.audience.clone().unwrap_or_else(|| CLIENT_ID.into()))],
        now + Duration::seconds(next.expires_in),
        now - Duration::seconds(5),
        StandardClaims::new(SubjectIdentifier::new(format!("sub-{}", next.email)))
            .set_email(Some(EndUserEmail::new(next.email.clone())))
            .set_email_verified(Some(next.email_verified))
            .set_name(next.name.clone().map(|n| LocalizedClaim::from(EndUserName::new(n))))
            .set_picture(
                next.picture
                    .clone()
                    .map(|p| LocalizedClaim::from(EndUserPictureUrl::new(p))),
            ),
        EmptyAdditionalClaims {},
    )
    .set_nonce(Some(Nonce::new(next.nonce.clone().unwrap_or(request.nonce))));
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
