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
    postgres::{PgConnectOptions, PgPoolOptions},
    sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous},
    PgPool, SqlitePool,
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
                let pool = SqlitePoolOptions::new()
                    .max_connections(8)
                    .connect_with(options)
                    .await
                    .map_err(|e| anyhow::anyhow!("DATABASE_URL: cannot open the SQLite database: {e}"))?;
                Ok(Db::Sqlite(pool))
            }
            DatabaseKind::Postgres => {
                let options =
                    PgConnectOptions::from_str(&config.url).map_err(|e| anyhow::anyhow!("DATABASE_URL: {e}"))?;
                let pool = PgPoolOptions::new()
                    .max_connections(16)
                    .acquire_timeout(Duration::from_secs(10))
                    .connect_with(options)
                    .await
                    .map_err(|e| anyhow::anyhow!("DATABASE_URL: cannot connect to PostgreSQL: {e}"))?;
                Ok(Db::Postgres(pool))
            }
        }
    }

    /// Applies the pending migrations of this backend.
    pub async fn migrate(&self) -> anyhow::Result<()> {
        match self {
            Db::Sqlite(pool) => sqlx::migrate!("./migrations/sqlite").run(pool).await?,
            Db::Postgres(pool) => sqlx::migrate!("./migrations/postgres").run(pool).await?,
        }
        Ok(())
    }

    /// Answers whether the database takes a query (for `/readyz`).
    pub async fn ping(&self) -> Result<(), sqlx::Error> {
        with_pool!(self, pool => sqlx::query("SELECT 1").execute(pool).await.map(|_| ()))
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
