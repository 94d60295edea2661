//! Sign-in, sessions and CSRF: the `/auth/*` routes and `/isSignedIn`.

mod account;
pub mod csrf;
mod dev_login;
pub mod email_verification;
pub mod extractor;
pub mod google;
pub mod purge;
pub mod session;

use std::time::Duration;

use axum::{
    extract::State,
    http::{header, HeaderValue, StatusCode},
    response::{Html, IntoResponse, Redirect, Response},
};
use axum_extra::extract::CookieJar;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    cache::Change,
    domain::{SignInProfile, User},
    error::{AppError, AppResult, ErrorBody, Form, Json},
    logging::Untrusted,
    rate_limit,
    state::AppState,
};
use account::SignInError;
use extractor::MaybeUser;
use session::SESSION_COOKIE;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(csrf_token))
        .routes(routes!(providers))
        .routes(routes!(sign_out))
        .routes(routes!(is_signed_in))
        .routes(routes!(dev_login::sign_in_dev))
        .routes(routes!(google::sign_in_google))
        .routes(routes!(google::callback_google))
}

/// Where a sign-in goes when its callbackUrl is missing or not a path on this site.
const DEFAULT_CALLBACK: &str = "/dashboard";

/// Follows `callbackUrl` only when it is a path on this site: never another
/// host (`//evil.example`, `/\evil.example`, `https://...`), so sign-in cannot
/// be used as an open redirect.
pub fn safe_callback(raw: Option<&str>) -> String {
    match raw.map(str::trim) {
        Some(path)
            if path.starts_with('/')
                && !path.starts_with("//")
                && !path.starts_with("/\\")
                && !path.chars().any(|c| c.is_control() || c == '\\') =>
        {
            path.to_owned()
        }
        _ => DEFAULT_CALLBACK.to_owned(),
    }
}

/// Why a sign-in ended on the login page; the page shows a message for each.
#[derive(Debug, Clone, Copy)]
pub enum SignInFailure {
    Csrf,
    /// The callback's state is unknown, used, expired or from another browser.
    State,
    /// The ID token failed verification (signature, issuer, audience, expiry, nonce).
    Token,
    Inactive,
    Unverified,
    /// The email's account signs in as another provider subject.
    LinkedElsewhere,
    /// Google's ID token carries no usable email address.
    InvalidEmail,
    /// The local sign-in form was sent without a valid email address.
    InvalidLocalEmail,
    Provider,
    Unavailable,
}

impl SignInFailure {
    fn code(self) -> &'static str {
        match self {
            SignInFailure::Csrf => "csrf",
            SignInFailure::State => "state",
            SignInFailure::Token => "token",
            SignInFailure::Inactive => "inactive",
            SignInFailure::Unverified => "unverified",
            SignInFailure::LinkedElsewhere => "linked",
            SignInFailure::InvalidEmail => "email",
            SignInFailure::InvalidLocalEmail => "local-email",
            SignInFailure::Provider => "provider",
            SignInFailure::Unavailable => "unavailable",
        }
    }

    /// Sends the browser to the login page, which says what went wrong, and
    /// logs `why` for the operator (one WARN line, caller-supplied text escaped).
    pub fn redirect(self, why: &str) -> Response {
        tracing::warn!(reason = self.code(), why = ?Untrusted(why), "sign-in failed");
        Redirect::to(&format!("/login?error={}", self.code())).into_response()
    }
}

/// Sign-in attempts are browser form posts, so the refusal is a page a person
/// can read (429 with Retry-After, as for the API).
fn sign_in_refused(wait: Duration) -> Response {
    let seconds = rate_limit::whole_seconds(wait);
    tracing::warn!(
        reason = "rate",
        retry_after = seconds,
        "sign-in failed: too many attempts from this address"
    );
    let page = format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Too many sign-in attempts - Pitchwise</title></head>\
         <body><main><h1>Too many sign-in attempts</h1><p>Please try again in {seconds} seconds.</p>\
         <p><a href=\"/login\">Back to sign in</a></p></main></body></html>"
    );
    let mut response = (StatusCode::TOO_MANY_REQUESTS, Html(page)).into_response();
    response
        .headers_mut()
        .insert(header::RETRY_AFTER, HeaderValue::from(seconds));
    response
}

/// Signs the person in: finds or creates the user, issues a new session id
/// (dropping the browser's previous one) and redirects to the callback.
pub async fn complete_sign_in(
    state: &AppState,
    jar: CookieJar,
    profile: SignInProfile,
    callback: &str,
) -> Result<Response, AppError> {
    let user = match account::sign_in(&state.db, &profile, &state.config.admin_emails).await {
        Ok(user) => user,
        Err(SignInError::Inactive) => {
            return Ok(SignInFailure::Inactive.redirect("the account is inactive"));
        }
        Err(SignInError::UnverifiedEmail) => {
            return Ok(SignInFailure::Unverified.redirect("the provider has not verified the email address"));
        }
        Err(SignInError::LinkedElsewhere { user_id }) => {
            let why = format!("the address belongs to user {user_id}, linked to another provider subject");
            return Ok(SignInFailure::LinkedElsewhere.redirect(&why));
        }
        Err(SignInError::Database(e)) => return Err(e.into()),
    };
    // Name, avatar or role may have changed: the user's other sessions show it at once.
    state.caches.publish(Change::User(user.id)).await?;
    if let Some(old) = jar.get(&session::cookie_name(&state.config, SESSION_COOKIE)) {
        session::delete(&state.caches, old.value()).await?;
    }
    let token = session::create(&state.db, user.id).await?;
    tracing::info!(user_id = user.id, "signed in");
    let jar = jar.add(session::cookie(
        &state.config,
        SESSION_COOKIE,
        token,
        Some(session::ABSOLUTE_TIMEOUT),
    ));
    Ok((jar, Redirect::to(callback)).into_response())
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
struct CsrfToken {
    csrf_token: String,
}

/// The CSRF token the sign-in and sign-out forms send back.
#[utoipa::path(get, path = "/auth/csrf", tag = "auth", responses((status = 200, body = CsrfToken)))]
async fn csrf_token(State(state): State<AppState>, jar: CookieJar) -> (CookieJar, Json<CsrfToken>) {
    let (jar, csrf_token) = csrf::token(&state.config, jar);
    (jar, Json(CsrfToken { csrf_token }))
}

#[derive(Serialize, ToSchema)]
struct Providers {
    /// Google sign-in is configured.
    google: bool,
    /// The local sign-in form (`DEV_LOGIN=1`) is on.
    dev: bool,
}

/// Which sign-in methods this server offers.
#[utoipa::path(get, path = "/auth/providers", tag = "auth", responses((status = 200, body = Providers)))]
async fn providers(State(state): State<AppState>) -> Json<Providers> {
    Json(Providers {
        google: state.config.google.is_some(),
        dev: state.config.dev_login,
    })
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
struct SignOutForm {
    csrf_token: Option<String>,
}

/// Ends the session (the row is deleted) and clears the cookie.
#[utoipa::path(
    post,
    path = "/auth/signout",
    tag = "auth",
    request_body(content = SignOutForm, content_type = "application/x-www-form-urlencoded"),
    responses((status = 204), (status = 403, description = "Missing or wrong CSRF token", body = ErrorBody))
)]
async fn sign_out(State(state): State<AppState>, jar: CookieJar, Form(form): Form<SignOutForm>) -> AppResult<Response> {
    if !csrf::form_token_matches(&state.config, &jar, form.csrf_token.as_deref()) {
        return Err(AppError::Forbidden("Invalid CSRF token".into()));
    }
    if let Some(cookie) = jar.get(&session::cookie_name(&state.config, SESSION_COOKIE)) {
        session::delete(&state.caches, cookie.value()).await?;
    }
    let jar = jar.add(session::removal(&state.config, SESSION_COOKIE));
    Ok((jar, StatusCode::NO_CONTENT).into_response())
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SignedInStatus {
    is_signed_in: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    user: Option<User>,
}

/// Whether the browser is signed in, and as whom.
#[utoipa::path(get, path = "/isSignedIn", tag = "auth", responses((status = 200, body = SignedInStatus)))]
async fn is_signed_in(MaybeUser(user): MaybeUser) -> Response {
    let body = SignedInStatus {
        is_signed_in: user.is_some(),
        user,
    };
    let mut response = Json(body).into_response();
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}
