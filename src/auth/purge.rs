//! A periodic task deletes the rows nothing can use again: expired sessions (idle
//! or past their absolute end), used or expired verification links, and
//! expired sign-in flows. Every read of them refuses such rows already; the
//! purge keeps the tables (and the personal data in them) from growing.

use std::time::Duration;

use chrono::{DateTime, Utc};
use tokio::time::MissedTickBehavior;

use super::session::IDLE_TIMEOUT;
use crate::{db::Db, logging::OneLine, timestamp::now, with_pool};

/// How often the task runs (and once at start-up).
pub const INTERVAL: Duration = Duration::from_secs(60 * 60);

/// The PostgreSQL advisory lock a purge holds ("pitchwis" in ASCII), so that
/// of several processes on one database one purges at a time.
pub const PURGE_LOCK: i64 = 0x7069_7463_6877_6973;

/// The rows one purge deleted, per table.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Purged {
    pub sessions: u64,
    pub verification_tokens: u64,
    pub sign_in_flows: u64,
}

/// Deletes what is dead at `now`, one statement per table. Cached sessions need
/// no notice: the cache holds the same expiry times and refuses them as well.
pub async fn purge_expired(db: &Db, now: DateTime<Utc>) -> Result<Purged, sqlx::Error> {
    with_pool!(db, pool => {
        let sessions = sqlx::query("DELETE FROM sessions WHERE expires_at <= $1 OR last_seen_at <= $2")
            .bind(now)
            .bind(now - IDLE_TIMEOUT)
            .execute(pool)
            .await?
            .rows_affected();
        let verification_tokens =
            sqlx::query("DELETE FROM email_verification_tokens WHERE used_at IS NOT NULL OR expires_at <= $1")
                .bind(now)
                .execute(pool)
                .await?
                .rows_affected();
        let sign_in_flows = sqlx::query("DELETE FROM sign_in_flows WHERE expires_at <= $1")
            .bind(now)
            .execute(pool)
            .await?
            .rows_affected();
        Ok(Purged { sessions, verification_tokens, sign_in_flows })
    })
}

/// [`purge_expired`], unless another process on the same PostgreSQL is purging
/// (it holds [`PURGE_LOCK`]): `None` then, and this process waits for its next turn.
pub async fn purge_unless_another_is(db: &Db, now: DateTime<Utc>) -> Result<Option<Purged>, sqlx::Error> {
    let Db::Postgres(pool) = db else {
        return purge_expired(db, now).await.map(Some);
    };
    // Held until the transaction ends, also should this process die midway.
    let mut lock = pool.begin().await?;
    let alone: bool = sqlx::query_scalar("SELECT pg_try_advisory_xact_lock($1)")
        .bind(PURGE_LOCK)
        .fetch_one(&mut *lock)
        .await?;
    if !alone {
        return Ok(None);
    }
    let purged = purge_expired(db, now).await?;
    lock.commit().await?;
    Ok(Some(purged))
}

/// Purges at once and then every [`INTERVAL`], until the database is closed.
pub fn start(db: Db) {
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(INTERVAL);
        ticks.set_missed_tick_behavior(MissedTickBehavior::Delay);
        loop {
            ticks.tick().await;
            if with_pool!(&db, pool => pool.is_closed()) {
                return;
            }
            match purge_unless_another_is(&db, now()).await {
                Ok(None) => tracing::debug!("purge: another process is purging"),
                Ok(Some(purged)) if purged == Purged::default() => tracing::debug!("purge: no expired rows"),
                Ok(Some(Purged {
                    sessions,
                    verification_tokens,
                    sign_in_flows,
                })) => tracing::info!(sessions, verification_tokens, sign_in_flows, "purged expired rows"),
                Err(e) => {
                    tracing::warn!(error = %OneLine(&e), "the purge of expired rows failed; it runs again in an hour")
                }
            }
        }
    });
}
