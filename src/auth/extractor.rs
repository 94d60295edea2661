//! Who is asking, as extractors: one per rule, so handlers state their rule in
//! their signature and never check it by hand.
//!
//! - [`MaybeUser`]: anyone; the user when signed in.
//! - [`SignedIn`]: any signed-in user, also on the waitlist (401 otherwise).
//! - [`ActiveUser`]: an approved user (401 signed out, 403 on the waitlist).
//! - [`Admin`]: an approved admin (401, 403).

use axum::{extract::FromRequestParts, http::request::Parts};
use axum_extra::extract::CookieJar;

use super::session;
use crate::{domain::User, error::AppError, state::AppState};

pub struct MaybeUser(pub Option<User>);
pub struct SignedIn(pub User);
pub struct ActiveUser(pub User);
pub struct Admin(pub User);

const WAITLIST_FORBIDDEN: &str = "Your account is waiting for approval";

impl FromRequestParts<AppState> for MaybeUser {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        // Looked up once per request, whichever extractors ask.
        if let Some(user) = parts.extensions.get::<CachedUser>() {
            return Ok(MaybeUser(user.0.clone()));
        }
        let jar = CookieJar::from_headers(&parts.headers);
        let user = session::current_user(&state.caches, &state.config, &jar).await?;
        if let Some(user) = &user {
            // The request's log line says whose it was.
            tracing::Span::current().record("user_id", user.id);
        }
        parts.extensions.insert(CachedUser(user.clone()));
        Ok(MaybeUser(user))
    }
}

#[derive(Clone)]
struct CachedUser(Option<User>);

impl FromRequestParts<AppState> for SignedIn {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        let MaybeUser(user) = MaybeUser::from_request_parts(parts, state).await?;
        user.map(SignedIn).ok_or(AppError::Unauthorized)
    }
}

impl FromRequestParts<AppState> for ActiveUser {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        let SignedIn(user) = SignedIn::from_request_parts(parts, state).await?;
        if user.is_active() {
            Ok(ActiveUser(user))
        } else {
            Err(AppError::Forbidden(WAITLIST_FORBIDDEN.into()))
        }
    }
}

impl FromRequestParts<AppState> for Admin {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        let ActiveUser(user) = ActiveUser::from_request_parts(parts, state).await?;
        if user.is_admin() {
            Ok(Admin(user))
        } else {
            Err(AppError::Forbidden("Administrators only".into()))
        }
    }
}
