//! Seeds a database for the benchmarks in `bench/`, in one transaction of multi-row inserts
//! (a few seconds): `seed` makes USERS active users with COMPANIES companies each
//! (`bench/companies.mjs`), `waitlist` makes ENTRIES waiting-list entries (`bench/waitlist.mjs`).
//!
//! ```sh
//! cargo run --release --example seed_bench -- seed DATABASE_URL [USERS] [COMPANIES]
//! cargo run --release --example seed_bench -- waitlist DATABASE_URL [ENTRIES]
//! cargo run --release --example seed_bench -- create-postgres ADMIN_URL NAME   # drop if there, create
//! cargo run --release --example seed_bench -- drop-postgres ADMIN_URL NAME
//! ```
//!
//! Users are `bench-user-N@example.com` (N from 1), status active; the migrations
//! are applied first, so the server later starts on a ready database.

use std::str::FromStr;

use chrono::{Duration, TimeZone, Utc};
use pitchwise::{config::DatabaseConfig, db::Db, with_pool};

/// Rows per INSERT statement (well under both engines' limits on statement size).
const ROWS_PER_STATEMENT: usize = 500;

#[tokio::main(flavor = "current_thread")]
async fn main() -> anyhow::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
        ["seed", url, rest @ ..] => {
            let users = rest.first().map(|n| usize::from_str(n)).transpose()?.unwrap_or(1000);
            let companies = rest.get(1).map(|n| usize::from_str(n)).transpose()?.unwrap_or(20);
            seed(url, users, companies).await
        }
        ["waitlist", url, rest @ ..] => {
            let entries = rest.first().map(|n| usize::from_str(n)).transpose()?.unwrap_or(100_000);
            seed_waitlist(url, entries).await
        }
        ["create-postgres", admin, name] => {
            postgres_admin(admin, &format!("DROP DATABASE IF EXISTS {} WITH (FORCE)", ident(name)?)).await?;
            postgres_admin(admin, &format!("CREATE DATABASE {}", ident(name)?)).await
        }
        ["drop-postgres", admin, name] => {
            postgres_admin(admin, &format!("DROP DATABASE IF EXISTS {} WITH (FORCE)", ident(name)?)).await
        }
        _ => anyhow::bail!(
            "usage: seed_bench seed DATABASE_URL [USERS] [COMPANIES] | waitlist DATABASE_URL [ENTRIES] | \
             create-postgres ADMIN_URL NAME | drop-postgres ADMIN_URL NAME"
        ),
    }
}

/// A database name safe to splice into DDL.
fn ident(name: &str) -> anyhow::Result<&str> {
    if !name.is_empty()
        && name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
    {
        Ok(name)
    } else {
        anyhow::bail!("database names here are [a-z0-9_]+: {name:?}")
    }
}

async fn postgres_admin(admin_url: &str, sql: &str) -> anyhow::Result<()> {
    let pool = sqlx::PgPool::connect(admin_url).await?;
    sqlx::query(sql).execute(&pool).await?;
    pool.close().await;
    Ok(())
}

/// A timestamp `seconds` after the start of 2026, as SQL takes it.
fn stamp(seconds: usize) -> String {
    let base = Utc.with_ymd_and_hms(2026, 1, 1, 0, 0, 0).unwrap();
    (base + Duration::seconds(seconds as i64)).to_rfc3339()
}

/// `INSERT INTO {table_and_columns} VALUES ...` statements of at most
/// [`ROWS_PER_STATEMENT`] rows each.
fn inserts(table_and_columns: &str, rows: &[String]) -> Vec<String> {
    rows.chunks(ROWS_PER_STATEMENT)
        .map(|chunk| format!("INSERT INTO {table_and_columns} VALUES {}", chunk.join(", ")))
        .collect()
}

/// Migrates the database, then runs `statements` in one transaction and `ANALYZE`s.
async fn apply(url: &str, statements: &[String]) -> anyhow::Result<()> {
    let config = DatabaseConfig::parse(Some(url)).map_err(|e| anyhow::anyhow!("{e}"))?;
    let db = Db::connect(&config).await?;
    db.migrate().await?;
    with_pool!(&db, pool => async {
        let mut tx = pool.begin().await?;
        for sql in statements {
            sqlx::query(sql).execute(&mut *tx).await?;
        }
        tx.commit().await
    }
    .await)?;
    with_pool!(&db, pool => sqlx::query("ANALYZE").execute(pool).await.map(|_| ()))?;
    db.close().await;
    Ok(())
}

/// Entries `Person N <person-N@example.com>`, N from 1, a second apart.
async fn seed_waitlist(url: &str, entries: usize) -> anyhow::Result<()> {
    let started = std::time::Instant::now();
    let rows: Vec<String> = (1..=entries)
        .map(|n| format!("('Person {n}', 'person-{n}@example.com', '{}')", stamp(n)))
        .collect();
    apply(url, &inserts("waitlist_entries (name, email, created_at)", &rows)).await?;
    println!(
        "seeded {entries} waiting-list entries in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

async fn seed(url: &str, users: usize, companies_each: usize) -> anyhow::Result<()> {
    let started = std::time::Instant::now();
    // Every value below is made here (digits and fixed words), so literals are safe.
    let cobalt = |user: usize| format!("00000000-0000-4000-8000-{user:012}");

    let user_rows: Vec<String> = (1..=users)
        .map(|u| {
            format!(
                "('bench.user{u}', 'bench-user-{u}@example.com', 'Bench User {u}', TRUE, 'active', '{}', '{}')",
                cobalt(u),
                stamp(u)
            )
        })
        .collect();
    let mut statements = inserts(
        "users (username, email, name, is_verified, status, cobalt_id, created_at)",
        &user_rows,
    );
    let industries = ["Technology", "Healthcare", "Retail", "Food & Beverage", "Energy"];
    let company_rows: Vec<String> = (1..=users)
        .flat_map(|u| (1..=companies_each).map(move |c| (u, c)))
        .map(|(u, c)| {
            format!(
                "('{owner}', 'Company {c} of user {u}', \
                 'A small business that helps its customers with everyday problems, company {c} of user {u}, \
                 described in about a hundred and fifty characters.', '{industry}', 'Big Co, Other Co', \
                 'Consulting, software subscriptions and weekly reports for owners', 'https://company{c}.user{u}.example', \
                 'https://www.linkedin.com/company/c{c}u{u}', '', '', '', '{at}', '{at}')",
                owner = cobalt(u),
                industry = industries[c % industries.len()],
                at = stamp(u * 100 + c),
            )
        })
        .collect();
    statements.extend(inserts(
        "companies (user_id, name, description, industry, competitors, products_services, \
         website_url, linkedin_url, twitter_url, facebook_url, instagram_url, created_at, updated_at)",
        &company_rows,
    ));
    apply(url, &statements).await?;
    println!(
        "seeded {users} users x {companies_each} companies ({} rows) in {:.1} s",
        users * (companies_each + 1),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}
