//! Server-side sessions. The browser holds a random token in an HttpOnly,
//! SameSite=Lax cookie; the table holds only its SHA-256, so a leaked database
//! dump signs nobody in. Rows live in the database, so every `pitchwise`
//! process on one PostgreSQL accepts every session.

use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine};
use chrono::Duration;
use sha2::{Digest, Sha256};

use std::sync::LazyLock;

use crate::{
    cache::{Caches, Change, LiveSession},
    config::Config,
    db::Db,
    domain::{User, UserStatus, USER_COLUMNS},
    timestamp::now,
    with_pool,
};

/// A session ends after this long without a request...
pub const IDLE_TIMEOUT: Duration = Duration::days(7);
/// ...and after this long whatever happens.
pub const ABSOLUTE_TIMEOUT: Duration = Duration::days(30);
/// `last_seen_at` is written at most this often, not on every request.
const TOUCH_INTERVAL: Duration = Duration::minutes(5);

/// A new unguessable token (256 bits), URL-safe.
pub fn random_token() -> String {
    URL_SAFE_NO_PAD.encode(rand::random::<[u8; 32]>())
}

pub fn hash_token(token: &str) -> String {
    Sha256::digest(token.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// Cookie names: `__Host-` on https, so no subdomain can set or shadow them.
pub fn cookie_name(config: &Config, base: &'static str) -> String {
    if config.secure_cookies() {
        format!("__Host-{base}")
    } else {
        base.to_owned()
    }
}

pub const SESSION_COOKIE: &str = "pitchwise_session";

/// An HttpOnly, SameSite=Lax, path-wide cookie; Secure under https.
pub fn cookie(config: &Config, base: &'static str, value: String, max_age: Option<Duration>) -> Cookie<'static> {
    let mut cookie = Cookie::build((cookie_name(config, base), value))
        .http_only(true)
        .same_site(SameSite::Lax)
        .secure(config.secure_cookies())
        .path("/")
        .build();
    if let Some(age) = max_age {
        cookie.set_max_age(time::Duration::seconds(age.num_seconds()));
    }
    cookie
}

pub fn removal(config: &Config, base: &'static str) -> Cookie<'static> {
    let mut cookie = cookie(config, base, String::new(), None);
    cookie.make_removal();
    cookie
}

/// Starts a session for the user and returns the token for the cookie.
pub async fn create(db: &Db, user_id: i64) -> Result<String, sqlx::Error> {
    let token = random_token();
    let now = now();
    with_pool!(db, pool => {
        sqlx::query("INSERT INTO sessions (id, user_id, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, $3, $4)")
            .bind(hash_token(&token))
            .bind(user_id)
            .bind(now)
            .bind(now + ABSOLUTE_TIMEOUT)
            .execute(pool)
            .await
            .map(|r| r.rows_affected())
    })?;
    Ok(token)
}

/// The session and user columns, read in one statement.
static SESSION_SQL: LazyLock<String> = LazyLock::new(|| {
    let user_columns = USER_COLUMNS
        .split(", ")
        .map(|c| format!("u.{c}"))
        .collect::<Vec<_>>()
        .join(", ");
    format!("SELECT s.last_seen_at, s.expires_at, {user_columns} FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = $1")
});

/// Whether the request carries a session cookie (alive or not: no database is asked).
pub fn has_session_cookie(config: &Config, jar: &CookieJar) -> bool {
    jar.get(&cookie_name(config, SESSION_COOKIE)).is_some()
}

/// The signed-in user behind the request's session cookie, if the session is
/// alive and the user not inactive. Dead sessions are deleted on sight.
pub async fn current_user(caches: &Caches, config: &Config, jar: &CookieJar) -> Result<Option<User>, sqlx::Error> {
    let Some(token) = jar
        .get(&cookie_name(config, SESSION_COOKIE))
        .map(|c| c.value().to_owned())
    else {
        return Ok(None);
    };
    let id = hash_token(&token);
    let db = caches.db();
    let load = async {
        with_pool!(db, pool => sqlx::query_as::<_, LiveSession>(&SESSION_SQL).bind(&id).fetch_optional(pool).await)
    };
    let Some(session) = caches.session(&id, load).await? else {
        return Ok(None);
    };

    let now = now();
    if now >= session.expires_at
        || now - session.last_seen_at >= IDLE_TIMEOUT
        || session.user.status == UserStatus::Inactive
    {
        delete(caches, &token).await?;
        return Ok(None);
    }
    if now - session.last_seen_at >= TOUCH_INTERVAL {
        with_pool!(db, pool => {
            sqlx::query("UPDATE sessions SET last_seen_at = $2 WHERE id = $1").bind(&id).bind(now).execute(pool).await.map(|r| r.rows_affected())
        })?;
        // Only this process's copy holds the old time; the others touch their own.
        caches.apply(&Change::Session(id));
    }
    Ok(Some(session.user.clone()))
}

/// Ends the session of this token (sign-out), in every process.
pub async fn delete(caches: &Caches, token: &str) -> Result<(), sqlx::Error> {
    let id = hash_token(token);
    with_pool!(caches.db(), pool => {
        sqlx::query("DELETE FROM sessions WHERE id = $1").bind(&id).execute(pool).await.map(|r| r.rows_affected())
    })?;
    caches.publish(Change::Session(id)).await
}
