//! Users: accounts, roles and statuses. Later issues add the admin API here.

use crate::{db::Db, domain::EmailAddress, with_pool};

/// What `pitchwise admin grant EMAIL` did.
#[derive(Debug, PartialEq, Eq)]
pub enum AdminGrant {
    /// The user exists and is now an active admin.
    Promoted,
    /// No such user yet: they become an active admin when they first sign in.
    Pending,
}

/// Makes an existing user an active admin, or records the grant for their first
/// sign-in. Only a pending grant is stored, so a later demotion by another
/// admin is not undone at the user's next sign-in.
pub async fn grant_admin(db: &Db, email: &EmailAddress) -> Result<AdminGrant, sqlx::Error> {
    with_pool!(db, pool => {
        let mut tx = pool.begin().await?;
        let promoted = sqlx::query(
            "UPDATE users SET role = 'admin', status = 'active', updated_at = $2 WHERE email = $1",
        )
        .bind(email.as_str())
        .bind(chrono::Utc::now())
        .execute(&mut *tx)
        .await?
        .rows_affected();
        let outcome = if promoted > 0 {
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
