//! The commands of `pitchwise admin`: grant and revoke the admin role by email
//! address, and list the admins (with the grants awaiting a first sign-in).

use super::last_admin::{ANOTHER_ACTIVE_ADMIN, LOCK_ADMIN_CHANGES};
use crate::{
    db::Db,
    domain::{EmailAddress, Role},
    timestamp::now,
    with_pool,
};

/// What `pitchwise admin grant EMAIL` did.
#[derive(Debug, PartialEq, Eq)]
pub enum AdminGrant {
    /// The user exists and is now an active admin.
    Promoted,
    /// The user was an active admin already: nothing changed.
    AlreadyAdmin,
    /// No such user yet: they become an active admin when they first sign in.
    Pending,
}

/// Makes an existing user an active admin, or records the grant for their first
/// sign-in. Only a pending grant is stored, so a later demotion by another
/// admin is not undone at the user's next sign-in.
pub async fn grant_admin(db: &Db, email: &EmailAddress) -> Result<AdminGrant, sqlx::Error> {
    with_pool!(db, pool => {
        let mut tx = pool.begin().await?;
        let already: Option<bool> =
            sqlx::query_scalar("SELECT role = 'admin' AND status = 'active' FROM users WHERE email = $1")
                .bind(email.as_str())
                .fetch_optional(&mut *tx)
                .await?;
        let promoted = sqlx::query(
            "UPDATE users SET role = 'admin', status = 'active', updated_at = $2 WHERE email = $1",
        )
        .bind(email.as_str())
        .bind(now())
        .execute(&mut *tx)
        .await?
        .rows_affected();
        let outcome = if already == Some(true) {
            AdminGrant::AlreadyAdmin
        } else if promoted > 0 {
            AdminGrant::Promoted
        } else {
            sqlx::query("INSERT INTO admin_grants (email) VALUES ($1) ON CONFLICT (email) DO NOTHING")
                .bind(email.as_str())
                .execute(&mut *tx)
                .await?;
            AdminGrant::Pending
        };
        tx.commit().await?;
        Ok(outcome)
    })
}

/// What `pitchwise admin revoke EMAIL` did.
#[derive(Debug, PartialEq, Eq)]
pub enum AdminRevoke {
    /// The user is a user now and their sessions are ended.
    Revoked,
    /// Only a pending grant (no account yet) was withdrawn.
    GrantWithdrawn,
    NotAnAdmin,
    NoSuchUser,
    /// The user is the last active admin; nothing changed.
    LastAdmin,
}

/// Takes the admin role from a user (ending their sessions, so it holds at
/// once) or withdraws a pending grant. The last active admin keeps the role.
pub async fn revoke_admin(db: &Db, email: &EmailAddress) -> Result<AdminRevoke, sqlx::Error> {
    with_pool!(db, pool => {
        let mut tx = pool.begin().await?;
        let withdrawn = sqlx::query("DELETE FROM admin_grants WHERE email = $1")
            .bind(email.as_str())
            .execute(&mut *tx)
            .await?
            .rows_affected()
            > 0;
        if matches!(db, Db::Postgres(_)) {
            sqlx::query(LOCK_ADMIN_CHANGES).execute(&mut *tx).await?;
        }
        let user: Option<(i64, String)> = sqlx::query_as("SELECT id, role FROM users WHERE email = $1")
            .bind(email.as_str())
            .fetch_optional(&mut *tx)
            .await?;
        let outcome = match user {
            None if withdrawn => AdminRevoke::GrantWithdrawn,
            None => AdminRevoke::NoSuchUser,
            Some((_, role)) if role != Role::Admin.as_str() => AdminRevoke::NotAnAdmin,
            Some((id, _)) => {
                let sql = format!(
                    "UPDATE users SET role = 'user', updated_at = $2 WHERE id = $1 AND (status <> 'active' OR {})",
                    ANOTHER_ACTIVE_ADMIN
                );
                let demoted = sqlx::query(&sql)
                .bind(id)
                .bind(now())
                .execute(&mut *tx)
                .await?
                .rows_affected();
                if demoted == 0 {
                    AdminRevoke::LastAdmin
                } else {
                    sqlx::query("DELETE FROM sessions WHERE user_id = $1").bind(id).execute(&mut *tx).await?;
                    AdminRevoke::Revoked
                }
            }
        };
        tx.commit().await?;
        Ok(outcome)
    })
}

/// An administrator as `pitchwise admin list` shows them.
#[derive(Debug, sqlx::FromRow)]
pub struct AdminEntry {
    pub email: String,
    /// `active`, `waitlist` or `inactive`; `pending` for a grant awaiting a first sign-in.
    pub status: String,
}

/// Every user with the admin role, then every pending grant, by email.
pub async fn list_admins(db: &Db) -> Result<Vec<AdminEntry>, sqlx::Error> {
    with_pool!(db, pool => {
        sqlx::query_as::<_, AdminEntry>(
            "SELECT email, status FROM users WHERE role = 'admin'
             UNION ALL SELECT email, 'pending' FROM admin_grants ORDER BY email",
        )
        .fetch_all(pool)
        .await
    })
}
