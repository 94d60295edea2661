//! Administration of accounts: the list of users, and an admin's changes to a
//! user's role, status and credits (approving a waitlisted user is `{"status": "active"}`,
//! which mails them that their account is ready).
//!
//! The last active admin can never lose the role or the active status: the
//! check and the change are one conditional `UPDATE`, and on PostgreSQL changes
//! that may demote take one transaction lock first, so two admins demoting each
//! other at the same moment leave one admin (SQLite runs one writer at a time).

use axum::extract::State;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use super::{
    last_admin::{ANOTHER_ACTIVE_ADMIN, LAST_ADMIN, LOCK_ADMIN_CHANGES},
    mails,
};
use crate::{
    auth::extractor::Admin,
    cache::Change,
    config::Config,
    db::Db,
    domain::{Credits, Role, User, UserStatus, USER_COLUMNS},
    error::{AppError, AppResult, ErrorBody, FieldErrors, Json},
    logging,
    openapi::AdminRefusals,
    record_id::{PathId, Record},
    state::AppState,
    timestamp::now,
    with_pool,
};

impl Record for User {
    const NOT_FOUND: &'static str = "User not found";
}

pub const ADMIN_BY_CONFIGURATION: &str = "This admin is listed in ADMIN_EMAILS, which makes them an active admin at \
     every sign-in. Remove them from ADMIN_EMAILS to change their role or status.";

/// A user as the Users page lists them.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ManagedUser {
    #[serde(flatten)]
    user: User,
    /// Listed in `ADMIN_EMAILS`: an active admin by configuration, whose role and
    /// status only the configuration changes.
    admin_by_configuration: bool,
}

impl ManagedUser {
    fn new(user: User, config: &Config) -> Self {
        let admin_by_configuration = config.admin_emails.contains(&user.email);
        Self {
            user,
            admin_by_configuration,
        }
    }
}

/// Every user, oldest account first.
#[utoipa::path(
    get,
    path = "/users",
    tag = "users",
    responses(
        (status = 200, body = Vec<ManagedUser>),
        AdminRefusals,
    )
)]
pub async fn list_users(_: Admin, State(state): State<AppState>) -> AppResult<Json<Vec<ManagedUser>>> {
    let sql = format!("SELECT {USER_COLUMNS} FROM users ORDER BY id");
    let users = with_pool!(&state.db, pool => sqlx::query_as::<_, User>(&sql).fetch_all(pool).await)?;
    Ok(Json(
        users
            .into_iter()
            .map(|user| ManagedUser::new(user, &state.config))
            .collect(),
    ))
}

/// What an admin may change; each field is optional (approving sends only `status`),
/// but at least one must be given.
#[derive(Debug, Deserialize, ToSchema)]
pub struct UpdateUserRequest {
    /// `user` or `admin`.
    #[serde(default)]
    #[schema(value_type = Option<String>, example = "admin")]
    role: Option<Value>,
    /// `active`, `waitlist` or `inactive`.
    #[serde(default)]
    #[schema(value_type = Option<String>, example = "active")]
    status: Option<Value>,
    /// A whole number from 0 to 1000000.
    #[serde(default)]
    #[schema(value_type = Option<i64>, minimum = 0, maximum = 1000000, example = 10)]
    credits: Option<Value>,
}

/// A validated change.
#[derive(Debug, Default)]
struct UserUpdate {
    role: Option<Role>,
    status: Option<UserStatus>,
    credits: Option<Credits>,
}

impl UserUpdate {
    /// The change as the audit line says it: `role=admin status=active credits=5`.
    fn describe(&self) -> String {
        let role = self.role.map(|role| format!("role={}", role.as_str()));
        let status = self.status.map(|status| format!("status={}", status.as_str()));
        let credits = self.credits.map(|credits| format!("credits={}", credits.get()));
        [role, status, credits]
            .into_iter()
            .flatten()
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Whether the change can take a user out of the active admins.
    fn may_demote(&self) -> bool {
        self.role == Some(Role::User) || self.status.is_some_and(|s| s != UserStatus::Active)
    }
}

impl TryFrom<UpdateUserRequest> for UserUpdate {
    type Error = AppError;

    fn try_from(request: UpdateUserRequest) -> Result<Self, AppError> {
        if request.role.is_none() && request.status.is_none() && request.credits.is_none() {
            return Err(AppError::Unprocessable(
                "Send at least one of role, status and credits.".into(),
            ));
        }
        let mut errors = FieldErrors::new();
        let mut update = UserUpdate::default();
        if let Some(raw) = &request.role {
            match raw.as_str().map(Role::parse) {
                Some(Ok(role)) => update.role = Some(role),
                Some(Err(e)) => errors.add("role", e),
                None => errors.add("role", "Role must be user or admin."),
            }
        }
        if let Some(raw) = &request.status {
            match raw.as_str().map(UserStatus::parse) {
                Some(Ok(status)) => update.status = Some(status),
                Some(Err(e)) => errors.add("status", e),
                None => errors.add("status", "Status must be active, waitlist or inactive."),
            }
        }
        if let Some(raw) = &request.credits {
            match Credits::parse(raw) {
                Ok(credits) => update.credits = Some(credits),
                Err(e) => errors.add("credits", e),
            }
        }
        errors.into_result()?;
        Ok(update)
    }
}

/// Changes a user's role, status and/or credits and answers the updated user.
/// Setting a user inactive ends their sessions at once. Approving (status
/// `waitlist` to `active`) mails the user 'Your Pitchwise account is ready' with
/// the sign-in link, once the change is committed; a failed mail is logged and
/// the approval stays.
#[utoipa::path(
    put,
    path = "/users/{id}",
    tag = "users",
    params(("id" = i64, Path, description = "The user's id")),
    request_body = UpdateUserRequest,
    responses(
        (status = 200, body = ManagedUser),
        AdminRefusals,
        (status = 404, description = "User not found", body = ErrorBody),
        (status = 409, description = "The change would leave no active admin, or demote an admin listed in ADMIN_EMAILS", body = ErrorBody),
        (status = 422, description = "Invalid role, status or credits", body = ErrorBody),
    )
)]
pub async fn update_user(
    Admin(admin): Admin,
    State(state): State<AppState>,
    PathId { id, .. }: PathId<User>,
    Json(request): Json<UpdateUserRequest>,
) -> AppResult<Json<ManagedUser>> {
    let update = UserUpdate::try_from(request)?;
    // The next sign-in would undo the change silently: say so instead.
    if update.may_demote() && is_admin_by_configuration(&state, id).await? {
        return Err(AppError::Conflict(ADMIN_BY_CONFIGURATION.into()));
    }
    match apply(&state.db, id, &update).await? {
        Outcome::Updated { user, approved } => {
            // Committed: the mail goes out whatever happens next.
            if approved {
                mails::send_approval(&state.mailer, &state.config.public_url, &user.email);
            }
            // Role, status or credits: every session of the user sees it at once.
            state.caches.publish(Change::User(id)).await?;
            let action = if approved { "user.approve" } else { "user.update" };
            logging::audit(admin.id, action, &format!("user {id}"), &update.describe());
            Ok(Json(ManagedUser::new(*user, &state.config)))
        }
        Outcome::NotFound => Err(User::not_found()),
        Outcome::LastAdmin => Err(AppError::Conflict(LAST_ADMIN.into())),
    }
}

async fn is_admin_by_configuration(state: &AppState, id: i64) -> Result<bool, sqlx::Error> {
    let email = with_pool!(&state.db, pool => {
        sqlx::query_scalar::<_, String>("SELECT email FROM users WHERE id = $1")
            .bind(id)
            .fetch_optional(pool)
            .await
    })?;
    Ok(email.is_some_and(|email| state.config.admin_emails.contains(&email)))
}

enum Outcome {
    /// `approved`: the change took the user from the waitlist to active.
    Updated {
        user: Box<User>,
        approved: bool,
    },
    NotFound,
    LastAdmin,
}

async fn apply(db: &Db, id: i64, update: &UserUpdate) -> Result<Outcome, sqlx::Error> {
    let lock_admins = update.may_demote() && matches!(db, Db::Postgres(_));
    // The row is changed only when it stays an active admin, was not one, or
    // another active admin remains.
    let sql = format!(
        "UPDATE users SET
             role = COALESCE($2, role),
             status = COALESCE($3, status),
             credits = COALESCE($4, credits),
             updated_at = $5
         WHERE id = $1
           AND ((COALESCE($2, role) = 'admin' AND COALESCE($3, status) = 'active')
                OR role <> 'admin' OR status <> 'active'
                OR {ANOTHER_ACTIVE_ADMIN})
         RETURNING {USER_COLUMNS}"
    );
    let deactivate = update.status == Some(UserStatus::Inactive);
    with_pool!(db, pool => {
        let mut tx = pool.begin().await?;
        if lock_admins {
            sqlx::query(LOCK_ADMIN_CHANGES).execute(&mut *tx).await?;
        }
        // A write first, so the row (on SQLite the database) is locked before the
        // status the change starts from is read: two approvals at once mail once.
        let previous = sqlx::query_scalar::<_, String>("UPDATE users SET status = status WHERE id = $1 RETURNING status")
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?;
        let Some(previous) = previous else {
            return Ok(Outcome::NotFound);
        };
        let updated = sqlx::query_as::<_, User>(&sql)
            .bind(id)
            .bind(update.role.map(Role::as_str))
            .bind(update.status.map(UserStatus::as_str))
            .bind(update.credits.map(Credits::get))
            .bind(now())
            .fetch_optional(&mut *tx)
            .await?;
        let outcome = match updated {
            Some(user) => {
                if deactivate {
                    sqlx::query("DELETE FROM sessions WHERE user_id = $1")
                        .bind(id)
                        .execute(&mut *tx)
                        .await?;
                }
                let approved = previous == UserStatus::Waitlist.as_str() && user.is_active();
                Outcome::Updated { user: Box::new(user), approved }
            }
            None => Outcome::LastAdmin,
        };
        tx.commit().await?;
        Ok(outcome)
    })
}
