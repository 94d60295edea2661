//! Email verification: a random, single-use link valid for 48 hours, mailed on
//! joining the waitlist; `GET /api/auth/verify-email` marks the address verified
//! (the waitlist entry, and the user with that email when there is one).

use axum::extract::State;
use chrono::Duration;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::session::{hash_token, random_token};
use crate::{
    cache::Change,
    db::{self, Db},
    domain::EmailAddress,
    error::{AppError, AppResult, ErrorBody, Json, Query},
    mail::Mailer,
    state::AppState,
    timestamp::now,
    with_pool,
};

pub const TOKEN_LIFETIME: Duration = Duration::hours(48);
pub const MISSING_TOKEN: &str = "Verification token is missing. Please check your email link and try again.";
pub const INVALID_TOKEN: &str = "This verification link is invalid, already used or expired.";

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(verify_email))
}

/// Stores a new token for the address and mails its link. Mail failures are
/// logged, not raised: the caller's action (joining) has succeeded already.
pub async fn send_link(
    db: &Db,
    mailer: &Mailer,
    public_url: &url::Url,
    email: &EmailAddress,
) -> Result<(), sqlx::Error> {
    let token = random_token();
    with_pool!(db, pool => {
        sqlx::query("INSERT INTO email_verification_tokens (token_hash, email, expires_at) VALUES ($1, $2, $3)")
            .bind(hash_token(&token))
            .bind(email.as_str())
            .bind(now() + TOKEN_LIFETIME)
            .execute(pool)
            .await
            .map(|r| r.rows_affected())
    })?;
    let mut link = public_url.join("/verify-email").expect("a path joins any http(s) URL");
    link.query_pairs_mut().append_pair("token", &token);
    let body = format!(
        "Thank you for joining the Pitchwise waiting list.\n\n\
         Please confirm your email address by opening this link (valid for 48 hours):\n\n{link}\n\n\
         If you did not ask to join, you can ignore this mail.\n"
    );
    mailer.send_in_background(
        email.to_string(),
        "Confirm your email for Pitchwise",
        body,
        "verification",
    );
    Ok(())
}

#[derive(Deserialize, IntoParams)]
pub struct VerifyQuery {
    /// The token of the mail's link (without it: 400).
    #[param(required = true)]
    token: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct Verified {
    message: String,
}

/// Uses a verification link.
#[utoipa::path(
    get,
    path = "/auth/verify-email",
    tag = "auth",
    params(VerifyQuery),
    responses(
        (status = 200, body = Verified),
        (status = 400, description = "Missing, unknown, used or expired token", body = ErrorBody),
    )
)]
async fn verify_email(State(state): State<AppState>, Query(query): Query<VerifyQuery>) -> AppResult<Json<Verified>> {
    let token = query
        .token
        .filter(|t| !t.trim().is_empty())
        .ok_or_else(|| AppError::BadRequest(MISSING_TOKEN.into()))?;
    let now = now();
    let token_hash = hash_token(&token);
    let verified = db::retrying(|| async {
        with_pool!(&state.db, pool => {
            let mut tx = pool.begin().await?;
            let email: Option<String> =
                sqlx::query_scalar("SELECT email FROM email_verification_tokens WHERE token_hash = $1")
                    .bind(&token_hash)
                    .fetch_optional(&mut *tx)
                    .await?;
            let Some(email) = email else {
                return Ok(None);
            };
            // The address's rows in the order an account's deletion takes them
            // (the user's, the waiting list's, the token's), so the two never
            // wait on each other in a cycle.
            sqlx::query("UPDATE users SET is_verified = TRUE, updated_at = $2 WHERE email = $1")
                .bind(&email)
                .bind(now)
                .execute(&mut *tx)
                .await?;
            sqlx::query("UPDATE waitlist_entries SET is_verified = TRUE WHERE email = $1")
                .bind(&email)
                .execute(&mut *tx)
                .await?;
            // Single use: only an unused, unexpired token is marked, and only
            // once; otherwise nothing above is kept (the transaction is dropped).
            let marked = sqlx::query(
                "UPDATE email_verification_tokens SET used_at = $2
                 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2",
            )
            .bind(&token_hash)
            .bind(now)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if marked == 0 {
                return Ok(None);
            }
            tx.commit().await?;
            Ok(Some(email))
        })
    })
    .await?;
    let Some(email) = verified else {
        return Err(AppError::BadRequest(INVALID_TOKEN.into()));
    };
    state.caches.publish(Change::UserEmail(email)).await?;
    Ok(Json(Verified {
        message: "Your email address has been verified.".into(),
    }))
}
