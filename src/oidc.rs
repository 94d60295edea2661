//! The OpenID Connect client of Google sign-in: authorization code flow with
//! PKCE (S256), state and nonce, against `GOOGLE_ISSUER_URL`'s discovery
//! document. The ID token's signature (issuer's JWKS), issuer, audience, expiry
//! and nonce are verified by the `openidconnect` crate. The sign-in routes that
//! use it are `auth/google.rs`.

use std::{sync::Arc, time::Instant};

use chrono::Duration;
use openidconnect::{
    core::{CoreAuthenticationFlow, CoreClient, CoreProviderMetadata},
    AuthorizationCode, ClientId, ClientSecret, CsrfToken, IssuerUrl, Nonce, PkceCodeChallenge, PkceCodeVerifier,
    RedirectUrl, Scope, TokenResponse,
};
use tokio::sync::RwLock;

use crate::{
    config::{Config, GoogleConfig},
    domain::{EmailAddress, PersonName, ProviderIdentity, SignInProfile},
    logging::Untrusted,
    timestamp::now,
};

/// Discovery (and the JWKS read with it) is re-read this often, for key rotation.
const METADATA_TTL: std::time::Duration = std::time::Duration::from_secs(3600);
/// Google documents both forms for its tokens' `iss`.
const GOOGLE_ISSUERS: [&str; 2] = ["https://accounts.google.com", "accounts.google.com"];
/// How far ahead of our clock a token's `iat` may be.
const MAX_CLOCK_SKEW: Duration = Duration::minutes(5);
/// OpenID Connect subjects are at most 255 printable ASCII characters.
const MAX_SUBJECT_CHARS: usize = 255;
const MAX_PICTURE_URL_LEN: usize = 2048;

/// A sign-in's secrets, kept until the provider sends the browser back.
#[derive(Debug, Clone)]
pub struct Authorization {
    /// The `state` parameter: the callback must return it.
    pub state: String,
    pub nonce: String,
    pub pkce_verifier: String,
}

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
pub enum FlowError {
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

    /// Where to send the browser to sign in, with the secrets the callback needs
    /// (PKCE S256, state and nonce).
    pub async fn authorize(&self) -> Result<(url::Url, Authorization), FlowError> {
        let client = self.client(false).await?;
        let (challenge, verifier) = PkceCodeChallenge::new_random_sha256();
        let (url, state, nonce) = client
            .authorize_url(
                CoreAuthenticationFlow::AuthorizationCode,
                CsrfToken::new_random,
                Nonce::new_random,
            )
            .add_scope(Scope::new("email".into()))
            .add_scope(Scope::new("profile".into()))
            .set_pkce_challenge(challenge)
            .url();
        let started = Authorization {
            state: state.secret().clone(),
            nonce: nonce.secret().clone(),
            pkce_verifier: verifier.secret().clone(),
        };
        Ok((url, started))
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
    pub async fn finish(&self, code: String, nonce: &str, pkce_verifier: &str) -> Result<SignInProfile, FlowError> {
        let client = self.client(false).await?;
        let response = client
            .exchange_code(AuthorizationCode::new(code))
            .map_err(|e| FlowError::Exchange(e.to_string()))?
            .set_pkce_verifier(PkceCodeVerifier::new(pkce_verifier.to_owned()))
            .request_async(&self.http)
            .await
            .map_err(|e| FlowError::Exchange(e.to_string()))?;
        let id_token = response
            .id_token()
            .ok_or_else(|| FlowError::IdToken("the provider sent no ID token".into()))?;

        // A key we do not know may be a rotation: re-read the JWKS once.
        let nonce = Nonce::new(nonce.to_owned());
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
        if claims.issue_time() > now() + MAX_CLOCK_SKEW {
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
