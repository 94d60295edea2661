//! In-memory caches of the two reads on every dashboard request: the session's
//! user (every API call) and each owner's company list. Both stay exact: every
//! write that changes a cached value publishes a [`Change`], which drops the
//! entry in this process and, on PostgreSQL, reaches every other process
//! through `NOTIFY` (the listener below). A time-to-live bounds what a lost
//! notice or a write from outside the server (the `admin grant` command on
//! SQLite, hand-written SQL) can leave behind.
//!
//! A read that misses loads from the database and stores the answer only when
//! no change was published meanwhile (the epoch), so a slow load can never put
//! back a value a concurrent write has just replaced.

use crate::logging::OneLine;
use std::{
    future::Future,
    sync::{
        atomic::{AtomicBool, AtomicU64, Ordering},
        Arc,
    },
    time::Duration,
};

use moka::sync::Cache;
use sqlx::postgres::{PgListener, PgPool};

use chrono::{DateTime, Utc};

use crate::{db::Db, domain::User, precompressed::PrecompressedJson};

/// The PostgreSQL channel the processes publish their changes on.
const CHANNEL: &str = "pitchwise_cache";
/// The longest any entry is kept, whatever the notices say.
const TIME_TO_LIVE: Duration = Duration::from_secs(30);
const MAX_SESSIONS: u64 = 10_000;
/// Company lists are weighed by their size in bytes.
const MAX_COMPANY_LIST_BYTES: u64 = 32 * 1024 * 1024;
/// How long the listener waits before reconnecting after it lost PostgreSQL.
const RECONNECT_DELAY: Duration = Duration::from_secs(1);

/// What a write changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Change {
    /// One session ended (by the hash of its token).
    Session(String),
    /// A user's row changed (role, status, credits, name...) or their sessions ended.
    User(i64),
    /// The same, for a write that knows the user by email address.
    UserEmail(String),
    /// The companies of this owner (cobaltId) changed.
    Companies(String),
}

impl Change {
    fn to_payload(&self) -> String {
        match self {
            Change::Session(hash) => format!("s:{hash}"),
            Change::User(id) => format!("u:{id}"),
            Change::UserEmail(email) => format!("e:{email}"),
            Change::Companies(owner) => format!("c:{owner}"),
        }
    }

    fn from_payload(payload: &str) -> Option<Self> {
        let (kind, value) = payload.split_once(':')?;
        match kind {
            "s" => Some(Change::Session(value.to_owned())),
            "u" => value.parse().ok().map(Change::User),
            "e" => Some(Change::UserEmail(value.to_owned())),
            "c" => Some(Change::Companies(value.to_owned())),
            _ => None,
        }
    }
}

/// A session row with its user, as the caches keep it.
#[derive(sqlx::FromRow)]
pub struct LiveSession {
    pub last_seen_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    #[sqlx(flatten)]
    pub user: User,
}

/// The caches of one process; cheap to clone.
#[derive(Clone)]
pub struct Caches {
    inner: Arc<Inner>,
}

struct Inner {
    db: Db,
    sessions: Cache<String, Arc<LiveSession>>,
    company_lists: Cache<String, PrecompressedJson>,
    /// Bumped by every change, before its entries are dropped.
    epoch: AtomicU64,
    /// False while this process could miss another's notices (PostgreSQL, listener
    /// not connected): reads then go to the database and nothing is stored.
    live: AtomicBool,
}

impl Caches {
    /// On PostgreSQL the caches stay off until [`Caches::listen`] has subscribed.
    pub fn new(db: &Db) -> Self {
        Self {
            inner: Arc::new(Inner {
                db: db.clone(),
                sessions: Cache::builder()
                    .max_capacity(MAX_SESSIONS)
                    .time_to_live(TIME_TO_LIVE)
                    .support_invalidation_closures()
                    .build(),
                company_lists: Cache::builder()
                    .weigher(|_, list: &PrecompressedJson| u32::try_from(list.size()).unwrap_or(u32::MAX))
                    .max_capacity(MAX_COMPANY_LIST_BYTES)
                    .time_to_live(TIME_TO_LIVE)
                    .build(),
                epoch: AtomicU64::new(0),
                live: AtomicBool::new(matches!(db, Db::Sqlite(_))),
            }),
        }
    }

    /// The database the cached values come from.
    pub fn db(&self) -> &Db {
        &self.inner.db
    }

    /// PostgreSQL: subscribes to the other processes' changes, in the background,
    /// for as long as the pool is open. SQLite has one process: nothing to do.
    pub fn listen(&self) {
        if let Db::Postgres(pool) = &self.inner.db {
            tokio::spawn(listen(self.clone(), pool.clone()));
        }
    }

    /// The live session stored under this token hash, else `load`'s answer.
    pub async fn session<E>(
        &self,
        id: &str,
        load: impl Future<Output = Result<Option<LiveSession>, E>>,
    ) -> Result<Option<Arc<LiveSession>>, E> {
        let load = async { load.await.map(|session| session.map(Arc::new)) };
        self.read_through(&self.inner.sessions, id, load).await
    }

    /// The owner's company list (the JSON answer), else `load`'s answer.
    pub async fn company_list<E>(
        &self,
        owner: &str,
        load: impl Future<Output = Result<String, E>>,
    ) -> Result<PrecompressedJson, E> {
        let load = async { load.await.map(|json| Some(PrecompressedJson::new(json))) };
        let list = self.read_through(&self.inner.company_lists, owner, load).await?;
        Ok(list.expect("the loader always answers a list"))
    }

    async fn read_through<V: Clone + Send + Sync + 'static, E>(
        &self,
        cache: &Cache<String, V>,
        key: &str,
        load: impl Future<Output = Result<Option<V>, E>>,
    ) -> Result<Option<V>, E> {
        if !self.is_live() {
            return load.await;
        }
        if let Some(value) = cache.get(key) {
            return Ok(Some(value));
        }
        let epoch = self.epoch();
        let value = load.await?;
        if let Some(value) = &value {
            if self.is_live() && self.epoch() == epoch {
                cache.insert(key.to_owned(), value.clone());
                // A change that slipped in between the check and the insert wins.
                if self.epoch() != epoch {
                    cache.invalidate(key);
                }
            }
        }
        Ok(value)
    }

    /// Drops what `change` made stale here and tells the other processes.
    pub async fn publish(&self, change: Change) -> Result<(), sqlx::Error> {
        self.apply(&change);
        notify(&self.inner.db, &change).await
    }

    /// Drops what `change` made stale in this process only (for a write only this
    /// process's copy missed, like a session's `last_seen_at`).
    pub fn apply(&self, change: &Change) {
        let inner = &self.inner;
        inner.epoch.fetch_add(1, Ordering::SeqCst);
        match change {
            Change::Session(hash) => inner.sessions.invalidate(hash),
            Change::User(id) => {
                let id = *id;
                inner
                    .sessions
                    .invalidate_entries_if(move |_, session| session.user.id == id)
                    .expect("the sessions cache supports invalidation closures");
            }
            Change::UserEmail(email) => {
                let email = email.clone();
                inner
                    .sessions
                    .invalidate_entries_if(move |_, session| session.user.email == email)
                    .expect("the sessions cache supports invalidation closures");
            }
            Change::Companies(owner) => inner.company_lists.invalidate(owner),
        }
    }

    /// Forgets everything (tests that wrote rows by hand; a lost listener).
    pub fn clear(&self) {
        self.inner.epoch.fetch_add(1, Ordering::SeqCst);
        self.inner.sessions.invalidate_all();
        self.inner.company_lists.invalidate_all();
    }

    fn epoch(&self) -> u64 {
        self.inner.epoch.load(Ordering::SeqCst)
    }

    /// Whether values are cached now (on PostgreSQL: subscribed to the notices).
    pub fn is_live(&self) -> bool {
        self.inner.live.load(Ordering::SeqCst)
    }

    fn set_live(&self, live: bool) {
        self.inner.live.store(live, Ordering::SeqCst);
        self.clear();
    }
}

/// Tells every process on this PostgreSQL database of `change` (for writers
/// without caches of their own, like the `admin grant` command). SQLite: nothing.
pub async fn notify(db: &Db, change: &Change) -> Result<(), sqlx::Error> {
    if let Db::Postgres(pool) = db {
        sqlx::query("SELECT pg_notify($1, $2)")
            .bind(CHANNEL)
            .bind(change.to_payload())
            .execute(pool)
            .await?;
    }
    Ok(())
}

/// Applies the notices of every process (this one's too, harmlessly). While
/// not subscribed the caches are off, since notices sent then are lost.
async fn listen(caches: Caches, pool: PgPool) {
    let mut was_lost = false;
    while !pool.is_closed() {
        match subscribe(&pool).await {
            Ok(mut listener) => {
                caches.set_live(true);
                if was_lost {
                    tracing::info!("the cache notices' connection is back; caches on");
                }
                // `try_recv` answers None when the connection is lost.
                while let Ok(Some(notice)) = listener.try_recv().await {
                    match Change::from_payload(notice.payload()) {
                        Some(change) => caches.apply(&change),
                        None => tracing::warn!(payload = notice.payload(), "unknown cache notice"),
                    }
                }
                caches.set_live(false);
                if !pool.is_closed() {
                    was_lost = true;
                    tracing::warn!("lost the cache notices' connection; caches off until it is back");
                }
            }
            Err(e) if !pool.is_closed() => {
                was_lost = true;
                tracing::warn!(error = %OneLine(&e), "cannot listen for cache notices");
            }
            Err(_) => {}
        }
        tokio::time::sleep(RECONNECT_DELAY).await;
    }
}

async fn subscribe(pool: &PgPool) -> Result<PgListener, sqlx::Error> {
    let mut listener = PgListener::connect_with(pool).await?;
    listener.listen(CHANNEL).await?;
    Ok(listener)
}

#[cfg(test)]
mod tests {
    use super::Change;

    #[test]
    fn changes_survive_the_notice_payload() {
        for change in [
            Change::Session("ab12".into()),
            Change::User(42),
            Change::UserEmail("a:b@example.com".into()),
            Change::Companies("0b4c-uuid".into()),
        ] {
            assert_eq!(Change::from_payload(&change.to_payload()), Some(change));
        }
        assert_eq!(Change::from_payload("x:1"), None);
        assert_eq!(Change::from_payload("u:not-a-number"), None);
    }
}
