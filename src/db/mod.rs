//! The database: SQLite (embedded default) or PostgreSQL (production), one codebase.
//!
//! Each backend has its own native sqlx driver and its own migrations
//! (`migrations/sqlite`, `migrations/postgres`), because their DDL differs. Queries
//! are written once in the SQL both understand, with `$1`-style parameters
//! (sqlx's SQLite driver maps `$N` to the N-th bound value), and run through
//! [`with_pool!`], which type-checks the same code once per backend. This avoids
//! sqlx's `Any` driver, which lacks uuid, chrono and JSON types.

use std::{path::Path, str::FromStr, time::Duration};

use sqlx::{
    postgres::{PgConnectOptions, PgConnection, PgPoolOptions},
    sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous},
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
                Db::Sqlite(pool) => sqlx::migrate!("./migrations/sqlite").run(pool).await,
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
        let total = self.applied_migrations().await;
        Ok(Migrations {
            applied_now: total.saturating_sub(before),
            total,
        })
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
