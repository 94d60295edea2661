//! Sign-in with Google: OpenID Connect authorization code flow with PKCE
//! (S256), state and nonce, against `GOOGLE_ISSUER_URL`'s discovery document.
//! The ID token's signature (issuer's JWKS), issuer, audience, expiry and nonce
//! are verified by the `openidconnect` crate.

use std::{sync::Arc, time::Instant};

use axum::{
    extract::{rejection::QueryRejection, Query, State},
    response::{IntoResponse, Redirect, Response},
};
use axum_extra::extract::CookieJar;
use chrono::{Duration, Utc};
use openidconnect::{
    core::{CoreAuthenticationFlow, CoreClient, CoreProviderMetadata},
    AuthorizationCode, ClientId, ClientSecret, CsrfToken, IssuerUrl, Nonce, PkceCodeChallenge, PkceCodeVerifier,
    RedirectUrl, Scope, TokenResponse,
};
use serde::Deserialize;
use subtle::ConstantTimeEq;
use tokio::sync::RwLock;
use utoipa::{IntoParams, ToSchema};

use super::{complete_sign_in, csrf, safe_callback, session, SignInFailure};
use crate::{
    app::AppState,
    config::{Config, GoogleConfig},
    db::Db,
    domain::{EmailAddress, PersonName},
    error::{AppResult, Form},
    logging::Untrusted,
    rate_limit::{self, ClientAddr},
    users::{ProviderIdentity, SignInProfile},
    with_pool,
};

/// The browser has this long to come back from the provider.
const FLOW_LIFETIME: Duration = Duration::minutes(10);
/// Discovery (and the JWKS read with it) is re-read this often, for key rotation.
const METADATA_TTL: std::time::Duration = std::time::Duration::from_secs(3600);
const FLOW_COOKIE: &str = "pitchwise_oidc";
/// Google documents both forms for its tokens' `iss`.
const GOOGLE_ISSUERS: [&str; 2] = ["https://accounts.google.com", "accounts.google.com"];
/// How far ahead of our clock a token's `iat` may be.
const MAX_CLOCK_SKEW: Duration = Duration::minutes(5);
/// OpenID Connect subjects are at most 255 printable ASCII characters.
const MAX_SUBJECT_CHARS: usize = 255;
const MAX_PICTURE_URL_LEN: usize = 2048;

/// A client made from discovery: authorization and token endpoints set (the
/// others as the provider's metadata has them).
type OidcClient = CoreClient<
    openidconnect::EndpointSet,
    openidconnect::EndpointNotSet,
    openidconnect::EndpointNotSet,
    openidconnect::EndpointNotSet,
    openidconnect::EndpointMaybeSet,
    openidconnect::EndpointMaybeSet,
>;

/// The OpenID Connect relying party, with its provider's metadata cached.
pub struct GoogleSignIn {
    google: GoogleConfig,
    issuer: IssuerUrl,
    redirect_url: RedirectUrl,
    http: openidconnect::reqwest::Client,
    metadata: RwLock<Option<(Instant, CoreProviderMetadata)>>,
}

#[derive(Debug, thiserror::Error)]
enum FlowError {
    #[error("provider discovery failed: {0}")]
    Discovery(String),
    #[error("token exchange failed: {0}")]
    Exchange(String),
    #[error("ID token rejected: {0}")]
    IdToken(String),
    #[error("the ID token has no usable email")]
    NoEmail,
}

impl GoogleSignIn {
    pub fn new(config: &Config) -> Option<Arc<Self>> {
        let google = config.google.clone()?;
        let issuer = IssuerUrl::new(config.google_issuer_url.as_str().trim_end_matches('/').to_owned()).ok()?;
        let redirect_url = RedirectUrl::new(config.public_url.join("/auth/callback/google").ok()?.to_string()).ok()?;
        let http = openidconnect::reqwest::ClientBuilder::new()
            // Following redirects would open the client to SSRF.
            .redirect(openidconnect::reqwest::redirect::Policy::none())
            .timeout(std::time::Duration::from_secs(10))
            .build()
            .ok()?;
        Some(Arc::new(Self {
            google,
            issuer,
            redirect_url,
            http,
            metadata: RwLock::new(None),
        }))
    }

    async fn metadata(&self, refresh: bool) -> Result<CoreProviderMetadata, FlowError> {
        if !refresh {
            if let Some((fetched, metadata)) = self.metadata.read().await.as_ref() {
                if fetched.elapsed() < METADATA_TTL {
                    return Ok(metadata.clone());
                }
            }
        }
        let metadata = CoreProviderMetadata::discover_async(self.issuer.clone(), &self.http)
            .await
            .map_err(|e| FlowError::Discovery(e.to_string()))?;
        *self.metadata.write().await = Some((Instant::now(), metadata.clone()));
        Ok(metadata)
    }

    async fn client(&self, refresh: bool) -> Result<OidcClient, FlowError> {
        let metadata = self.metadata(refresh).await?;
        Ok(CoreClient::from_provider_metadata(
            metadata,
            ClientId::new(self.google.client_id.clone()),
            Some(ClientSecret::new(self.google.client_secret.clone())),
        )
        .set_redirect_uri(self.redirect_url.clone()))
    }

    /// Reads the provider's discovery document once at start-up, so a wrong
    /// `GOOGLE_ISSUER_URL` shows in the log at once rather than at the first sign-in.
    pub async fn check_at_start(&self) {
        match self.metadata(false).await {
            Ok(_) => tracing::info!(issuer = %self.issuer.as_str(), "Google sign-in: on"),
            Err(e) => tracing::warn!(
                issuer = %self.issuer.as_str(),
                error = ?Untrusted(&e.to_string()),
                "Google sign-in: on, but the issuer's discovery document cannot be read now; sign-ins will try again"
            ),
        }
    }

    fn is_google(&self) -> bool {
        GOOGLE_ISSUERS.contains(&self.issuer.as_str())
    }

    /// Exchanges the code and verifies the ID token; answers who signed in.
    async fn finish(&self, code: String, flow: &Flow) -> Result<SignInProfile, FlowError> {
        let client = self.client(false).await?;
        let response = client
            .exchange_code(AuthorizationCode::new(code))
            .map_err(|e| FlowError::Exchange(e.to_string()))?
            .set_pkce_verifier(PkceCodeVerifier::new(flow.pkce_verifier.clone()))
            .request_async(&self.http)
            .await
            .map_err(|e| FlowError::Exchange(e.to_string()))?;
        let id_token = response
            .id_token()
            .ok_or_else(|| FlowError::IdToken("the provider sent no ID token".into()))?;

        // A key we do not know may be a rotation: re-read the JWKS once.
        let nonce = Nonce::new(flow.nonce.clone());
        let claims = match id_token.claims(&self.verifier(&client), &nonce) {
            Ok(claims) => claims.clone(),
            Err(first) => {
                let fresh = self.client(true).await?;
                let verifier = self.verifier(&fresh);
                let claims = id_token
                    .claims(&verifier, &nonce)
                    .map_err(|_| FlowError::IdToken(first.to_string()))?
                    .clone();
                claims
            }
        };
        if self.is_google() && !GOOGLE_ISSUERS.contains(&claims.issuer().as_str()) {
            return Err(FlowError::IdToken(format!(
                "unexpected issuer {}",
                claims.issuer().as_str()
            )));
        }
        // A token issued to another client of the same provider is not ours, even
        // when our client id is among its audiences (OpenID Connect Core 3.1.3.7).
        if let Some(party) = claims.authorized_party() {
            if party.as_str() != self.google.client_id {
                return Err(FlowError::IdToken(format!(
                    "issued to another client (azp {})",
                    party.as_str()
                )));
            }
        }
        if claims.issue_time() > Utc::now() + MAX_CLOCK_SKEW {
            return Err(FlowError::IdToken("issued in the future".into()));
        }
        let subject = claims.subject().as_str();
        let usable_subject =
            (1..=MAX_SUBJECT_CHARS).contains(&subject.len()) && subject.bytes().all(|b| b.is_ascii_graphic());
        if !usable_subject {
            return Err(FlowError::IdToken("the subject is not a usable id".into()));
        }
        let email = claims
            .email()
            .and_then(|e| EmailAddress::parse(e.as_str()).ok())
            .ok_or(FlowError::NoEmail)?;
        let name = claims
            .name()
            .and_then(|n| n.get(None))
            .and_then(|n| PersonName::from_sign_in(n.as_str()));
        let picture = claims
            .picture()
            .and_then(|p| p.get(None))
            .and_then(|p| url::Url::parse(p.as_str()).ok())
            .filter(|p| p.scheme() == "https" && p.as_str().len() <= MAX_PICTURE_URL_LEN)
            .map(String::from);
        Ok(SignInProfile {
            email,
            // A token without the claim has not shown the address is the person's.
            email_verified: claims.email_verified().unwrap_or(false),
            name,
            picture,
            identity: Some(ProviderIdentity {
                // The configured issuer: Google's two spellings are one provider.
                issuer: self.issuer.as_str().to_owned(),
                subject: subject.to_owned(),
            }),
        })
    }

    fn verifier<'a>(&self, client: &'a OidcClient) -> openidconnect::core::CoreIdTokenVerifier<'a> {
        // Google's issuer has two spellings, checked in `finish`; any other
        // issuer must match exactly, which the verifier does.
        client.id_token_verifier().require_issuer_match(!self.is_google())
    }
}

/// A sign-in under way, as stored.
#[derive(sqlx::FromRow)]
struct Flow {
    nonce: String,
    pkce_verifier: String,
    callback_url: String,
    expires_at: chrono::DateTime<Utc>,
}

async fn save_flow(db: &Db, state: &str, flow: &Flow) -> Result<(), sqlx::Error> {
    with_pool!(db, pool => {
        sqlx::query(
            "INSERT INTO sign_in_flows (state_hash, nonce, pkce_verifier, callback_url, expires_at) VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(session::hash_token(state))
        .bind(&flow.nonce)
        .bind(&flow.pkce_verifier)
        .bind(&flow.callback_url)
        .bind(flow.expires_at)
        .execute(pool)
        .await
        .map(|r| r.rows_affected())
    })?;
    Ok(())
}

/// Takes the flow out (single use); `None` when unknown, used or expired.
async fn take_flow(db: &Db, state: &str) -> Result<Option<Flow>, sqlx::Error> {
    let now = Utc::now();
    let flow = with_pool!(db, pool => {
        let mut tx = pool.begin().await?;
        // Expired flows of anyone are cleared on the way.
        sqlx::query("DELETE FROM sign_in_flows WHERE expires_at < $1").bind(now).execute(&mut *tx).await?;
        let flow = sqlx::query_as::<_, Flow>(
            "DELETE FROM sign_in_flows WHERE state_hash = $1 RETURNING nonce, pkce_verifier, callback_url, expires_at",
        )
        .bind(session::hash_token(state))
        .fetch_optional(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok::<_, sqlx::Error>(flow)
    })?;
    Ok(flow.filter(|f| f.expires_at > now))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GoogleSignInForm {
    csrf_token: Option<String>,
    callback_url: Option<String>,
}

/// Starts sign-in with Google: redirects the browser to the provider.
#[utoipa::path(
    post,
    path = "/auth/signin/google",
    tag = "auth",
    request_body(content = GoogleSignInForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 303, description = "To the provider; refused: to /login?error=CODE"),
        (status = 429, description = "Too many sign-in attempts from this address; see Retry-After"),
    )
)]
pub async fn sign_in_google(
    State(state): State<AppState>,
    ClientAddr(client): ClientAddr,
    jar: CookieJar,
    Form(form): Form<GoogleSignInForm>,
) -> AppResult<Response> {
    if let Err(wait) = state.rate_limits.sign_in.check(client) {
        return Ok(rate_limit::sign_in_refused(wait));
    }
    if !csrf::form_token_matches(&state.config, &jar, form.csrf_token.as_deref()) {
        return Ok(SignInFailure::Csrf.redirect("the sign-in form's CSRF token is missing or wrong"));
    }
    let Some(google) = state.google.as_ref() else {
        return Ok(SignInFailure::Unavailable.redirect("Google sign-in is off (GOOGLE_CLIENT_ID is unset)"));
    };
    let client = match google.client(false).await {
        Ok(client) => client,
        Err(e) => return Ok(SignInFailure::Unavailable.redirect(&format!("sign-in could not start: {e}"))),
    };
    let (challenge, verifier) = PkceCodeChallenge::new_random_sha256();
    let (url, csrf_state, nonce) = client
        .authorize_url(
            CoreAuthenticationFlow::AuthorizationCode,
            CsrfToken::new_random,
            Nonce::new_random,
        )
        .add_scope(Scope::new("email".into()))
        .add_scope(Scope::new("profile".into()))
        .set_pkce_challenge(challenge)
        .url();
    let flow = Flow {
        nonce: nonce.secret().clone(),
        pkce_verifier: verifier.secret().clone(),
        callback_url: safe_callback(form.callback_url.as_deref()),
        expires_at: Utc::now() + FLOW_LIFETIME,
    };
    save_flow(&state.db, csrf_state.secret(), &flow).await?;
    // The state also goes into a cookie, so only this browser can finish the flow.
    let jar = jar.add(session::cookie(
        &state.config,
        FLOW_COOKIE,
        csrf_state.secret().clone(),
        Some(FLOW_LIFETIME),
    ));
    Ok((jar, Redirect::to(url.as_str())).into_response())
}

#[derive(Deserialize, IntoParams)]
pub struct CallbackQuery {
    code: Option<String>,
    state: Option<String>,
    error: Option<String>,
}

/// Where the provider returns the browser.
#[utoipa::path(
    get,
    path = "/auth/callback/google",
    tag = "auth",
    params(CallbackQuery),
    responses((status = 303, description = "Signed in: to the callbackUrl; failed: to /login?error=CODE"))
)]
pub async fn callback_google(
    State(state): State<AppState>,
    jar: CookieJar,
    query: Result<Query<CallbackQuery>, QueryRejection>,
) -> AppResult<Response> {
    let cookie_state = jar
        .get(&session::cookie_name(&state.config, FLOW_COOKIE))
        .map(|c| c.value().to_owned());
    let jar = jar.add(session::removal(&state.config, FLOW_COOKIE));
    let fail = |failure: SignInFailure, why: &str| Ok((jar.clone(), failure.redirect(why)).into_response());

    // A query that does not parse (a parameter twice, say) is no callback of ours.
    let Ok(Query(query)) = query else {
        return fail(SignInFailure::State, "the callback's query does not parse");
    };
    if let Some(error) = &query.error {
        return fail(SignInFailure::Provider, &format!("the provider answered error={error}"));
    }
    let (Some(code), Some(returned_state)) = (query.code, query.state) else {
        return fail(SignInFailure::State, "the callback has no code or no state");
    };
    let Some(google) = state.google.as_ref() else {
        return fail(SignInFailure::State, "a callback arrived while Google sign-in is off");
    };
    let same_browser = cookie_state.is_some_and(|c| bool::from(c.as_bytes().ct_eq(returned_state.as_bytes())));
    if !same_browser {
        return fail(
            SignInFailure::State,
            "the state is not this browser's (its cookie is missing or another)",
        );
    }
    let Some(flow) = take_flow(&state.db, &returned_state).await? else {
        return fail(SignInFailure::State, "the state is unknown, used or expired");
    };
    let profile = match google.finish(code, &flow).await {
        Ok(profile) => profile,
        Err(e) => {
            let failure = match e {
                FlowError::Discovery(_) => SignInFailure::Unavailable,
                FlowError::Exchange(_) => SignInFailure::Provider,
                FlowError::IdToken(_) => SignInFailure::Token,
                FlowError::NoEmail => SignInFailure::InvalidEmail,
            };
            return fail(failure, &e.to_string());
        }
    };
    complete_sign_in(&state, jar.clone(), profile, &flow.callback_url).await
}
