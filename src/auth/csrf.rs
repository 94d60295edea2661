//! CSRF protection.
//!
//! Form posts (`/auth/signin/*`, `/auth/signout`) use a double-submit token:
//! `GET /auth/csrf` sets it in an HttpOnly cookie and answers it in JSON; the
//! form sends it back and it must match the cookie. Another site can make a
//! browser post a form but can neither read the token nor set the cookie.
//!
//! JSON API writes (POST, PUT, PATCH) need `Content-Type: application/json`
//! (another site cannot send that without a CORS preflight, which we never
//! grant); a DELETE has no body and needs none, since a cross-site DELETE needs
//! that preflight too. A POST without a body (activate, invite) needs no type
//! either: another site can send one without a preflight, but the browser then
//! sends its Origin, refused below, and no session cookie (SameSite=Lax).
//! Every write that carries `Origin` must carry this site's.

use axum::{
    extract::{Request, State},
    http::{header, HeaderMap, Method},
    middleware::Next,
    response::{IntoResponse, Response},
};
use axum_extra::extract::CookieJar;
use hyper::body::Body as _;
use subtle::ConstantTimeEq;

use super::session::{cookie, cookie_name, random_token};
use crate::{config::Config, error::AppError, logging::Untrusted, state::AppState};

pub const CSRF_COOKIE: &str = "pitchwise_csrf";

/// The browser's token, or a new one set in the returned jar.
pub fn token(config: &Config, jar: CookieJar) -> (CookieJar, String) {
    match jar.get(&cookie_name(config, CSRF_COOKIE)) {
        Some(existing) if !existing.value().is_empty() => {
            let value = existing.value().to_owned();
            (jar, value)
        }
        _ => {
            let value = random_token();
            (jar.add(cookie(config, CSRF_COOKIE, value.clone(), None)), value)
        }
    }
}

/// Whether a submitted form token matches the browser's cookie.
pub fn form_token_matches(config: &Config, jar: &CookieJar, submitted: Option<&str>) -> bool {
    match (jar.get(&cookie_name(config, CSRF_COOKIE)), submitted) {
        (Some(cookie), Some(submitted)) if !submitted.is_empty() => {
            bool::from(cookie.value().as_bytes().ct_eq(submitted.as_bytes()))
        }
        _ => false,
    }
}

/// Middleware for `/api`: writes with a body must be JSON and, when
/// `Origin` is sent, every write must be same-origin.
pub async fn guard_api_writes(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let method = request.method();
    let safe = matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS);
    if !safe {
        let headers = request.headers();
        // A DELETE or an empty POST has no body, so no type to check.
        let bodiless =
            *method == Method::DELETE || request.body().is_end_stream() && !headers.contains_key(header::CONTENT_TYPE);
        if !bodiless && !is_json(headers) {
            tracing::info!(path = %request.uri().path(), "write refused: its body is not JSON");
            return AppError::UnsupportedMediaType.into_response();
        }
        if let Some(origin) = headers.get(header::ORIGIN) {
            let origin = String::from_utf8_lossy(origin.as_bytes());
            if !state.config.is_own_origin(&origin) {
                let expected = state.config.public_origin();
                tracing::warn!(
                    origin = ?Untrusted(&origin),
                    %expected,
                    path = %request.uri().path(),
                    "write refused: its Origin is not this site's (PUBLIC_URL)"
                );
                return AppError::Forbidden(format!(
                    "Cross-origin requests are not allowed: this server expects the origin {expected} (PUBLIC_URL)."
                ))
                .into_response();
            }
        }
    }
    next.run(request).await
}

fn is_json(headers: &HeaderMap) -> bool {
    headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|v| v.trim().eq_ignore_ascii_case("application/json"))
}
