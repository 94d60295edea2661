//! The database: SQLite (embedded default) or PostgreSQL (production), one codebase.
//!
//! Each backend has its own native sqlx driver and its own migrations
//! (`migrations/sqlite`, `migrations/postgres`), because their DDL differs. Queries
//! are written once in the SQL both understand, with `$1`-style parameters
//! (sqlx's SQLite driver maps `$N` to the N-th bound value), and run through
//! [`with_pool!`], which type-checks the same code once per backend. This avoids
//! sqlx's `Any` driver, which lacks uuid, chrono and JSON types.
//!
//! **Lock order.** A transaction that writes a company's rows locks, in this
//! order, the owner's user row ([`LOCK_OWNER`]), the company's row
//! ([`LOCK_COMPANY`]), then writes the company's versions, assets and interview.
//! Deleting an account (its row, then the cascade to its companies) and
//! deleting a company (its row first, then its children) take the same order,
//! as does confirming an email address (the user's row, then the address's
//! waiting-list entry and token, the order of the account's deletion),
//! so PostgreSQL never finds two of them waiting on each other. A deadlock or
//! serialization failure that happens all the same is run again ([`retrying`]).

use std::{future::Future, path::Path, str::FromStr, time::Duration};

use sqlx::{
    postgres::{PgConnectOptions, PgConnection, PgPoolOptions},
    sqlite::{SqliteConnectOptions, SqliteConnection, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous},
    Connection, PgPool, SqlitePool,
};

use crate::config::{DatabaseConfig, DatabaseKind};

#[derive(Clone, Debug)]
pub enum Db {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

/// Runs `$body` with `$pool` bound to the backend's pool. The body is compiled
/// once per backend, so it may use any sqlx API both drivers offer; both arms
/// must produce the same type.
#[macro_export]
macro_rules! with_pool {
    ($db:expr, $pool:ident => $body:expr) => {
        match $db {
            $crate::db::Db::Sqlite($pool) => $body,
            $crate::db::Db::Postgres($pool) => $body,
        }
    };
}

/// Locks the owner's user row (`$1`: their cobaltId) with a write that changes
/// nothing: a row lock on PostgreSQL, the write lock on SQLite. No row: the
/// account is gone.
pub const LOCK_OWNER: &str = "UPDATE users SET updated_at = updated_at WHERE cobalt_id = $1";
/// Locks the company `$1` of the owner `$2` the same way; no row: not theirs.
pub const LOCK_COMPANY: &str = "UPDATE companies SET updated_at = updated_at WHERE id = $1 AND user_id = $2";

/// How many times in all a transaction runs when PostgreSQL rolls it back for
/// a conflict with another one.
const CONFLICT_ATTEMPTS: u32 = 4;

/// PostgreSQL rolled the transaction back for a deadlock (40P01) or a
/// serialization failure (40001): run again, it may well succeed.
fn is_conflict(error: &sqlx::Error) -> bool {
    matches!(
        error.as_database_error().and_then(|e| e.code()).as_deref(),
        Some("40P01" | "40001")
    )
}

/// Runs the transaction `run` makes, again when PostgreSQL rolled it back for
/// a conflict with another transaction: a caller never sees a 500 for a race
/// the database resolved by choosing a victim.
pub async fn retrying<T, F, Fut>(mut run: F) -> Result<T, sqlx::Error>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, sqlx::Error>>,
{
    let mut attempt = 1;
    loop {
        match run().await {
            Err(e) if attempt < CONFLICT_ATTEMPTS && is_conflict(&e) => {
                tracing::info!(error = %crate::logging::OneLine(&e), attempt, "a transaction lost a conflict; running it again");
                // Apart a little, and more each time, so the two do not meet again.
                tokio::time::sleep(Duration::from_millis(5 * u64::from(attempt))).await;
                attempt += 1;
            }
            result => return result,
        }
    }
}

/// How long a SQLite writer waits for another one before giving up.
const SQLITE_BUSY_TIMEOUT: Duration = Duration::from_secs(10);
/// How long start-up waits for PostgreSQL to answer at all.
const PG_CONNECT_TIMEOUT: Duration = Duration::from_secs(5);
/// Tries of opening a new SQLite file and of its migrations when another
/// process starts at the same moment.
const START_ATTEMPTS: u32 = 5;

/// SQLite's `SQLITE_BUSY`: another connection holds the lock.
fn is_locked(error: &sqlx::Error) -> bool {
    error.as_database_error().and_then(|e| e.code()).as_deref() == Some("5")
}

/// What a migration run did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Migrations {
    pub applied_now: u32,
    pub total: u32,
}

/// The innermost cause of a failed connection, in words an operator can act
/// on ('connection refused'), not the driver's wrapping.
fn connect_cause(error: &sqlx::Error) -> String {
    match error {
        sqlx::Error::Io(io) if io.kind() == std::io::ErrorKind::ConnectionRefused => "connection refused".into(),
        sqlx::Error::Io(io) => io.to_string(),
        sqlx::Error::PoolTimedOut => "no connection within 10 s".into(),
        other => other.to_string(),
    }
}

impl Db {
    /// Connects (creating the SQLite file and its folder when missing).
    pub async fn connect(config: &DatabaseConfig) -> anyhow::Result<Self> {
        match config.kind {
            DatabaseKind::Sqlite => {
                let options = SqliteConnectOptions::from_str(&config.url)
                    .map_err(|e| anyhow::anyhow!("DATABASE_URL: {e}"))?
                    .create_if_missing(true)
                    .journal_mode(SqliteJournalMode::Wal)
                    .synchronous(SqliteSynchronous::Normal)
                    .foreign_keys(true)
                    .busy_timeout(SQLITE_BUSY_TIMEOUT);
                if let Some(folder) = options.get_filename().parent().filter(|p| !p.as_os_str().is_empty()) {
                    create_folder(folder)?;
                }
                // A new file's first connection turns on WAL, which needs the file to
                // itself: a second process starting at that moment finds it locked
                // and tries again.
                let mut attempt = 1;
                let pool = loop {
                    match SqlitePoolOptions::new()
                        .max_connections(8)
                        .connect_with(options.clone())
                        .await
                    {
                        Ok(pool) => break pool,
                        Err(e) if attempt < START_ATTEMPTS && is_locked(&e) => {
                            attempt += 1;
                            tokio::time::sleep(Duration::from_millis(100 * u64::from(attempt))).await;
                        }
                        Err(e) => anyhow::bail!("DATABASE_URL: cannot open the SQLite database: {e}"),
                    }
                };
                Ok(Db::Sqlite(pool))
            }
            DatabaseKind::Postgres => {
                let options = PgConnectOptions::from_str(&config.url)
                    .map_err(|e| anyhow::anyhow!("DATABASE_URL: {e}"))?
                    // Notices such as 'relation already exists, skipping' are no news.
                    .options([("client_min_messages", "warning")]);
                let server = format!("{}:{}", options.get_host(), options.get_port());
                // One direct attempt first: the pool would retry a refused
                // connection until its time-out and then name no cause.
                let first = tokio::time::timeout(PG_CONNECT_TIMEOUT, PgConnection::connect_with(&options)).await;
                let cannot =
                    |cause: String| anyhow::anyhow!("DATABASE_URL: cannot connect to PostgreSQL at {server}: {cause}");
                match first {
                    Ok(Ok(connection)) => connection.close().await.ok(),
                    Ok(Err(e)) => return Err(cannot(connect_cause(&e))),
                    Err(_) => return Err(cannot(format!("no answer within {} s", PG_CONNECT_TIMEOUT.as_secs()))),
                };
                let pool = PgPoolOptions::new()
                    .max_connections(16)
                    .acquire_timeout(Duration::from_secs(10))
                    .connect_with(options)
                    .await
                    .map_err(|e| cannot(connect_cause(&e)))?;
                Ok(Db::Postgres(pool))
            }
        }
    }

    /// Applies the pending migrations of this backend; answers how many it applied.
    /// Two processes starting at once on a new SQLite file race for the first
    /// migration: the one that loses finds it applied when it tries again.
    pub async fn migrate(&self) -> anyhow::Result<Migrations> {
        let before = self.applied_migrations().await;
        let mut attempt = 1;
        loop {
            let result = match self {
                Db::Sqlite(pool) => Self::migrate_sqlite(pool).await,
                Db::Postgres(pool) => sqlx::migrate!("./migrations/postgres").run(pool).await,
            };
            match result {
                Ok(()) => break,
                Err(e) if attempt < START_ATTEMPTS && matches!(self, Db::Sqlite(_)) => {
                    tracing::debug!(error = %crate::logging::OneLine(&e), attempt, "migrations raced another process; trying again");
                    attempt += 1;
                    tokio::time::sleep(Duration::from_millis(100 * u64::from(attempt))).await;
                }
                Err(e) => return Err(e.into()),
            }
        }
        self.check_references().await?;
        let total = self.applied_migrations().await;
        Ok(Migrations {
            applied_now: total.saturating_sub(before),
            total,
        })
    }

    /// SQLite's migrations run on a connection of their own with foreign key
    /// enforcement off: SQLite rebuilds a table to change it (a new table, a
    /// copy, a drop, a rename), and with enforcement on, dropping the old table
    /// would cascade to the rows referring to it. [`Db::check_references`]
    /// checks them once all have run.
    async fn migrate_sqlite(pool: &SqlitePool) -> Result<(), sqlx::migrate::MigrateError> {
        let options = pool.connect_options().as_ref().clone().foreign_keys(false);
        let mut connection = SqliteConnection::connect_with(&options).await?;
        sqlx::migrate!("./migrations/sqlite").run(&mut connection).await?;
        connection.close().await?;
        Ok(())
    }

    /// SQLite: fails naming the first table with rows that refer to rows that
    /// do not exist (what [`Db::migrate_sqlite`] could leave behind).
    async fn check_references(&self) -> anyhow::Result<()> {
        let Db::Sqlite(pool) = self else {
            return Ok(());
        };
        let broken: Option<String> = sqlx::query_scalar("SELECT \"table\" FROM pragma_foreign_key_check LIMIT 1")
            .fetch_optional(pool)
            .await?;
        match broken {
            Some(table) => anyhow::bail!("after the migrations, rows of {table} refer to rows that do not exist"),
            None => Ok(()),
        }
    }

    /// Migrations recorded as applied (0 before the first run).
    async fn applied_migrations(&self) -> u32 {
        let count: Result<i64, sqlx::Error> = with_pool!(self, pool => {
            sqlx::query_scalar("SELECT COUNT(*) FROM _sqlx_migrations WHERE success").fetch_one(pool).await
        });
        count.map(|n| u32::try_from(n).unwrap_or(0)).unwrap_or(0)
    }

    /// What the start-up log says of the database: never a password.
    pub fn describe(&self, config: &DatabaseConfig) -> String {
        match self {
            Db::Sqlite(pool) => {
                let file = pool.connect_options().get_filename().to_path_buf();
                let file = std::fs::canonicalize(&file).unwrap_or(file);
                format!("SQLite at {}", file.display())
            }
            Db::Postgres(_) => match PgConnectOptions::from_str(&config.url) {
                Ok(options) => format!(
                    "PostgreSQL at {}:{}, database {}",
                    options.get_host(),
                    options.get_port(),
                    options.get_database().unwrap_or("(the user's)")
                ),
                Err(_) => "PostgreSQL".into(),
            },
        }
    }

    /// Answers whether the database takes a query (for `/readyz`).
    pub async fn ping(&self) -> Result<(), sqlx::Error> {
        with_pool!(self, pool => sqlx::query("SELECT 1").execute(pool).await.map(|_| ()))
    }

    /// An online, consistent copy of a SQLite database at `file` (SQLite's
    /// `VACUUM INTO`: one read transaction, so writers go on meanwhile and the
    /// copy is the database as of its start, compacted). `file` must not exist.
    /// On PostgreSQL, an error with the `pg_dump` recipe: the server's own tool
    /// does it better than a copy through one connection.
    pub async fn backup(&self, file: &Path) -> anyhow::Result<()> {
        let pool = match self {
            Db::Sqlite(pool) => pool,
            Db::Postgres(_) => anyhow::bail!(
                "backup copies SQLite databases; on PostgreSQL run: pg_dump --format=custom --file={} \"$DATABASE_URL\" \
                 (restore with pg_restore --dbname=URL {0}; docs/operations.md, \"Backups\")",
                file.display()
            ),
        };
        if file.exists() {
            anyhow::bail!("{} already exists: name a new file", file.display());
        }
        let path = file
            .to_str()
            .ok_or_else(|| anyhow::anyhow!("{} is not a UTF-8 path", file.display()))?;
        sqlx::query("VACUUM INTO ?")
            .bind(path)
            .execute(pool)
            .await
            .map_err(|e| anyhow::anyhow!("backup to {} failed: {e}", file.display()))?;
        Ok(())
    }

    pub async fn close(&self) {
        with_pool!(self, pool => pool.close().await)
    }
}

fn create_folder(folder: &Path) -> anyhow::Result<()> {
    std::fs::create_dir_all(folder)
        .map_err(|e| anyhow::anyhow!("DATABASE_URL: cannot create the folder {}: {e}", folder.display()))
}

/// Whether a query failed on a UNIQUE constraint. Each caller knows which of its
/// constraints that can be and answers 409 with its own message.
pub fn is_unique_violation(err: &sqlx::Error) -> bool {
    err.as_database_error().is_some_and(|e| e.is_unique_violation())
}

#[cfg(test)]
mod tests {
    use std::{borrow::Cow, cell::Cell};

    use sqlx::error::{DatabaseError, ErrorKind};

    use super::*;

    /// A database error with only a SQLSTATE, as PostgreSQL reports a conflict.
    #[derive(Debug, thiserror::Error)]
    #[error("SQLSTATE {0}")]
    struct SqlState(&'static str);

    impl DatabaseError for SqlState {
        fn message(&self) -> &str {
            self.0
        }
        fn code(&self) -> Option<Cow<'_, str>> {
            Some(Cow::Borrowed(self.0))
        }
        fn as_error(&self) -> &(dyn std::error::Error + Send + Sync + 'static) {
            self
        }
        fn as_error_mut(&mut self) -> &mut (dyn std::error::Error + Send + Sync + 'static) {
            self
        }
        fn into_error(self: Box<Self>) -> Box<dyn std::error::Error + Send + Sync + 'static> {
            self
        }
        fn kind(&self) -> ErrorKind {
            ErrorKind::Other
        }
    }

    /// Runs `retrying` over a transaction that fails with `code` the first
    /// `failures` times: its result and how many times it ran.
    async fn run_failing(code: &'static str, failures: u32) -> (Result<u32, sqlx::Error>, u32) {
        let runs = Cell::new(0);
        let result = retrying(|| async {
            runs.set(runs.get() + 1);
            if runs.get() <= failures {
                Err(sqlx::Error::Database(Box::new(SqlState(code))))
            } else {
                Ok(runs.get())
            }
        })
        .await;
        (result, runs.get())
    }

    #[tokio::test]
    async fn deadlocks_and_serialization_failures_run_the_transaction_again() {
        for code in ["40P01", "40001"] {
            let (result, runs) = run_failing(code, 2).await;
            assert_eq!(result.unwrap(), 3, "{code}");
            assert_eq!(runs, 3);
        }
    }

    #[tokio::test]
    async fn a_conflict_that_keeps_happening_is_answered_after_the_last_attempt() {
        let (result, runs) = run_failing("40P01", 10).await;
        assert!(is_conflict(&result.unwrap_err()));
        assert_eq!(runs, CONFLICT_ATTEMPTS);
    }

    #[tokio::test]
    async fn other_errors_are_answered_at_once() {
        let (result, runs) = run_failing("23505", 1).await;
        let error = result.unwrap_err();
        assert_eq!(
            error.as_database_error().and_then(|e| e.code()).as_deref(),
            Some("23505")
        );
        assert_eq!(runs, 1);
    }
}
