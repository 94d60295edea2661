//! The signed-in user's own account: reading it, and deleting it with everything of theirs.

use axum::{
    extract::State,
    http::StatusCode,
    response::{IntoResponse, Response},
};
use axum_extra::extract::CookieJar;

use super::last_admin::{ANOTHER_ACTIVE_ADMIN, LOCK_ADMIN_CHANGES};
use crate::{
    auth::{
        extractor::SignedIn,
        session::{self, SESSION_COOKIE},
    },
    cache::Change,
    db::{self, Db},
    domain::User,
    error::{AppError, AppResult, ErrorBody, Json},
    logging,
    state::AppState,
    with_pool,
};

const LAST_ADMIN_DELETION: &str =
    "You are the last active admin, so your account cannot be deleted. Make another user an active admin first.";

/// The signed-in user's own details (also for users on the waitlist).
#[utoipa::path(
    get,
    path = "/users/me",
    tag = "users",
    responses((status = 200, body = User), (status = 401, description = "Signed out", body = ErrorBody))
)]
pub async fn me(SignedIn(user): SignedIn) -> Json<User> {
    Json(user)
}

/// Deletes the signed-in user's account with everything of theirs: their
/// companies with the companies' interviews, content versions and assets, their
/// sessions in every browser (signed out at once), and their waiting-list entry,
/// verification links and pending admin grant. Feedback they sent stays, without
/// its author. The session cookie is cleared.
#[utoipa::path(
    delete,
    path = "/users/me",
    tag = "users",
    responses(
        (status = 204, description = "The account and its data are deleted"),
        (status = 401, description = "Signed out", body = ErrorBody),
        (status = 409, description = "The last active admin cannot delete their account", body = ErrorBody),
    )
)]
pub async fn delete_me(SignedIn(user): SignedIn, State(state): State<AppState>, jar: CookieJar) -> AppResult<Response> {
    if !delete_account(&state.db, user.id).await? {
        return Err(AppError::Conflict(LAST_ADMIN_DELETION.into()));
    }
    logging::audit(
        user.id,
        "user.delete",
        &format!("user {}", user.id),
        "their own account",
    );
    // Every process forgets the user's sessions and company list.
    state.caches.publish(Change::User(user.id)).await?;
    state.caches.publish(Change::Companies(user.cobalt_id)).await?;
    let jar = jar.add(session::removal(&state.config, SESSION_COOKIE));
    Ok((jar, StatusCode::NO_CONTENT).into_response())
}

/// Rows kept under the address rather than the account's id.
const ROWS_OF_THE_ADDRESS: [&str; 3] = [
    "DELETE FROM waitlist_entries WHERE email = $1",
    "DELETE FROM email_verification_tokens WHERE email = $1",
    "DELETE FROM admin_grants WHERE email = $1",
];

/// Deletes the user and every row of theirs in one transaction; `false` when
/// they are the last active admin (nothing is touched then). The account's row
/// takes the rest with it by the foreign keys (both migrations): sessions and
/// companies cascade, and with each company its interview sections, content
/// versions and assets; feedback's author becomes NULL. The last-admin rule is
/// the one of `PUT /api/users/{id}`: one conditional statement, after the
/// PostgreSQL lock every change that may remove an admin takes. The user's row
/// goes before their companies' (the lock order in `db`).
async fn delete_account(db: &Db, id: i64) -> Result<bool, sqlx::Error> {
    let sql = format!(
        "DELETE FROM users
         WHERE id = $1 AND (role <> 'admin' OR status <> 'active' OR {ANOTHER_ACTIVE_ADMIN})
         RETURNING email"
    );
    let lock_admins = matches!(db, Db::Postgres(_));
    db::retrying(|| async {
        with_pool!(db, pool => {
            let mut tx = pool.begin().await?;
            if lock_admins {
                sqlx::query(LOCK_ADMIN_CHANGES).execute(&mut *tx).await?;
            }
            let email = sqlx::query_scalar::<_, String>(&sql).bind(id).fetch_optional(&mut *tx).await?;
            let Some(email) = email else {
                // Refused, unless another request deleted the account meanwhile.
                let exists = sqlx::query_scalar::<_, i64>("SELECT id FROM users WHERE id = $1")
                    .bind(id)
                    .fetch_optional(&mut *tx)
                    .await?
                    .is_some();
                return Ok(!exists);
            };
            for sql in ROWS_OF_THE_ADDRESS {
                sqlx::query(sql).bind(&email).execute(&mut *tx).await?;
            }
            tx.commit().await?;
            Ok(true)
        })
    })
    .await
}
