//! The account behind a sign-in: found by its provider identity or email
//! address, refreshed from what the sign-in says, or created at the first one.

use crate::{
    db::{is_unique_violation, Db},
    domain::{PersonName, ProviderIdentity, Role, SignInProfile, User, UserStatus, USER_COLUMNS},
    timestamp::now,
    with_pool,
};

#[derive(Debug, thiserror::Error)]
pub enum SignInError {
    #[error("This account is inactive.")]
    Inactive,
    #[error("Only a verified email address can sign in.")]
    UnverifiedEmail,
    /// The address belongs to an account that signs in as another provider subject.
    #[error("This email address belongs to an account linked to another sign-in.")]
    LinkedElsewhere { user_id: i64 },
    #[error(transparent)]
    Database(#[from] sqlx::Error),
}

/// Usernames tried for a new user before a random suffix: `ada`, `ada2`, ... `ada50`.
const NUMBERED_USERNAMES: u32 = 50;

/// Finds or creates the user behind a sign-in. Later sign-ins refresh the
/// name and avatar; `admin_emails` and pending `admin grant`s make active admins,
/// and an invitation from the waiting list makes the new account active.
///
/// Only a verified email signs in, every time. With a provider identity the
/// account is the one linked to it; else the account of that email, which gets
/// linked now unless it is linked to another identity (then: refused).
pub async fn sign_in(db: &Db, profile: &SignInProfile, admin_emails: &[String]) -> Result<User, SignInError> {
    if !profile.email_verified {
        return Err(SignInError::UnverifiedEmail);
    }
    let email = profile.email.as_str();
    let name = profile.name.as_ref().map(PersonName::as_str).unwrap_or_default();
    let base = username_base(name, email);

    // A conflict on insert means another sign-in took the username, or created this very
    // account at the same moment (two tabs, a double click): look again, then try the next suffix.
    let mut attempt: u32 = 0;
    loop {
        attempt += 1;
        if let Some(identity) = &profile.identity {
            if let Some(user) = find_by_identity(db, identity).await? {
                return refresh(db, &user, profile, admin_emails).await;
            }
        }
        if let Some((user, linked)) = find_by_email(db, email).await? {
            match (linked, &profile.identity) {
                (Some(linked), Some(identity)) if &linked != identity => {
                    return Err(SignInError::LinkedElsewhere { user_id: user.id });
                }
                // Linked by a simultaneous sign-in in the meantime: look again.
                (None, Some(identity)) if !link(db, user.id, identity).await? => continue,
                _ => return refresh(db, &user, profile, admin_emails).await,
            }
        }
        let username = match attempt {
            1 => base.clone(),
            // That many people share this name: fall back to a random suffix.
            n if n > NUMBERED_USERNAMES => format!("{base}-{}", &uuid::Uuid::new_v4().simple().to_string()[..8]),
            _ => format!("{base}{attempt}"),
        };
        let listed_admin = admin_emails.iter().any(|e| e == email);
        match create(db, &username, profile, name, listed_admin).await {
            Ok(user) => return Ok(user),
            Err(e) if is_unique_violation(&e) && attempt <= NUMBERED_USERNAMES => continue,
            Err(e) => return Err(e.into()),
        }
    }
}

async fn find_by_identity(db: &Db, identity: &ProviderIdentity) -> Result<Option<User>, sqlx::Error> {
    with_pool!(db, pool => {
        sqlx::query_as::<_, User>(&format!(
            "SELECT {USER_COLUMNS} FROM users WHERE oidc_issuer = $1 AND oidc_subject = $2"
        ))
        .bind(&identity.issuer)
        .bind(&identity.subject)
        .fetch_optional(pool)
        .await
    })
}

/// A user row with the identity it is linked to, if any.
#[derive(sqlx::FromRow)]
struct LinkedUser {
    #[sqlx(flatten)]
    user: User,
    oidc_issuer: Option<String>,
    oidc_subject: Option<String>,
}

/// The account of an email, with the identity it is linked to, if any.
async fn find_by_email(db: &Db, email: &str) -> Result<Option<(User, Option<ProviderIdentity>)>, sqlx::Error> {
    let row = with_pool!(db, pool => {
        sqlx::query_as::<_, LinkedUser>(&format!(
            "SELECT {USER_COLUMNS}, oidc_issuer, oidc_subject FROM users WHERE email = $1"
        ))
        .bind(email)
        .fetch_optional(pool)
        .await
    })?;
    Ok(row.map(|row| {
        let linked = match (row.oidc_issuer, row.oidc_subject) {
            (Some(issuer), Some(subject)) => Some(ProviderIdentity { issuer, subject }),
            _ => None,
        };
        (row.user, linked)
    }))
}

/// Links an unlinked account to the identity; `false` when it got linked meanwhile.
async fn link(db: &Db, user_id: i64, identity: &ProviderIdentity) -> Result<bool, sqlx::Error> {
    let linked = with_pool!(db, pool => {
        sqlx::query(
            "UPDATE users SET oidc_issuer = $2, oidc_subject = $3
             WHERE id = $1 AND oidc_subject IS NULL",
        )
        .bind(user_id)
        .bind(&identity.issuer)
        .bind(&identity.subject)
        .execute(pool)
        .await
        .map(|done| done.rows_affected())
    });
    match linked {
        Ok(rows) => Ok(rows == 1),
        // The identity is another account's (matched by a concurrent sign-in): look again.
        Err(e) if is_unique_violation(&e) => Ok(false),
        Err(e) => Err(e),
    }
}

/// A returning user: refuses the inactive, refreshes what the sign-in says of the
/// others. `ADMIN_EMAILS` is matched on the account's own address.
async fn refresh(db: &Db, user: &User, profile: &SignInProfile, admin_emails: &[String]) -> Result<User, SignInError> {
    if user.status == UserStatus::Inactive {
        return Err(SignInError::Inactive);
    }
    let listed_admin = admin_emails.contains(&user.email);
    let sql = format!(
        "UPDATE users SET
             name = CASE WHEN $2 = '' THEN name ELSE $2 END,
             avatar = COALESCE($3, avatar),
             is_verified = TRUE,
             role = CASE WHEN $4 THEN 'admin' ELSE role END,
             status = CASE WHEN $4 THEN 'active' ELSE status END,
             updated_at = $5
         WHERE id = $1
         RETURNING {USER_COLUMNS}"
    );
    let user = with_pool!(db, pool => {
        sqlx::query_as::<_, User>(&sql)
            .bind(user.id)
            .bind(profile.name.as_ref().map(PersonName::as_str).unwrap_or_default())
            .bind(profile.picture.as_deref())
            .bind(listed_admin)
            .bind(now())
            .fetch_one(pool)
            .await
    })?;
    Ok(user)
}

/// Inserts the new user, consuming a pending admin grant for the email in the
/// same transaction; an address an admin invited from the waiting list starts
/// active (the invitation is the approval). A unique violation (username or
/// email taken) is returned as is.
async fn create(
    db: &Db,
    username: &str,
    profile: &SignInProfile,
    name: &str,
    listed_admin: bool,
) -> Result<User, sqlx::Error> {
    let email = profile.email.as_str();
    with_pool!(db, pool => {
        let mut tx = pool.begin().await?;
        let granted = sqlx::query("DELETE FROM admin_grants WHERE email = $1")
            .bind(email)
            .execute(&mut *tx)
            .await?
            .rows_affected()
            > 0;
        let admin = listed_admin || granted;
        let invited = sqlx::query_scalar::<_, i64>(
            "SELECT COUNT(*) FROM waitlist_entries WHERE email = $1 AND invited_at IS NOT NULL",
        )
        .bind(email)
        .fetch_one(&mut *tx)
        .await?
            > 0;
        let user = sqlx::query_as::<_, User>(&format!(
            "INSERT INTO users (username, email, name, is_verified, role, status, avatar, cobalt_id, oidc_issuer, oidc_subject)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
             RETURNING {USER_COLUMNS}"
        ))
        .bind(username)
        .bind(email)
        .bind(name)
        .bind(profile.email_verified)
        .bind(if admin { Role::Admin } else { Role::User }.as_str())
        .bind(if admin || invited { UserStatus::Active } else { UserStatus::Waitlist }.as_str())
        .bind(profile.picture.as_deref())
        .bind(uuid::Uuid::new_v4().to_string())
        .bind(profile.identity.as_ref().map(|i| i.issuer.as_str()))
        .bind(profile.identity.as_ref().map(|i| i.subject.as_str()))
        .fetch_one(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(user)
    })
}

/// A username from the name, else the email's local part: lower-case letters,
/// digits, dots, dashes and underscores, 3 to 30 characters.
fn username_base(name: &str, email: &str) -> String {
    let source = if name.is_empty() {
        email.split('@').next().unwrap_or_default()
    } else {
        name
    };
    let mut username: String = source
        .to_lowercase()
        .chars()
        .map(|c| if c.is_whitespace() { '.' } else { c })
        .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_'))
        .take(30)
        .collect();
    username = username.trim_matches(|c| matches!(c, '.' | '-' | '_')).to_owned();
    while username.len() < 3 {
        username.push_str("user");
        username.truncate(30);
    }
    username
}

#[cfg(test)]
mod tests {
    use super::username_base;

    #[test]
    fn usernames_come_from_the_name_or_the_email() {
        assert_eq!(username_base("Ada Lovelace", "x@y.io"), "ada.lovelace");
        assert_eq!(username_base("", "j.smith+tag@y.io"), "j.smithtag");
        assert_eq!(username_base("Zoë", "z@y.io"), "zouser");
        assert_eq!(username_base("", "a@y.io"), "auser");
        assert_eq!(username_base(&"long".repeat(20), "x@y.io").len(), 30);
    }
}
