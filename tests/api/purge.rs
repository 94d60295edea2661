//! The periodic purge (`pitchwise::auth::purge`): expired sessions, used or
//! expired verification links and expired sign-in flows go; live ones stay.

use chrono::{Duration, Utc};
use reqwest::StatusCode;

use pitchwise::{
    auth::purge::{purge_expired, purge_unless_another_is, Purged, PURGE_LOCK},
    db::Db,
    with_pool,
};

use crate::{
    helpers::TestApp,
    helpers::{signed_in, Backend},
};

on_both_databases!(
    with &[("DEV_LOGIN", "1")];
    the_purge_removes_expired_sessions_tokens_and_flows_and_keeps_live_ones,
);

/// Runs `sql` with the times it names bound: `$1` now, `$2` an hour ago, `$3` in an hour, `$4` eight days ago.
async fn exec_at_times(app: &TestApp, sql: &str) {
    let now = Utc::now();
    with_pool!(&app.db, pool => {
        sqlx::query(sql)
            .bind(now)
            .bind(now - Duration::hours(1))
            .bind(now + Duration::hours(1))
            .bind(now - Duration::days(8))
            .execute(pool)
            .await
            .map(|_| ())
    })
    .unwrap();
}

async fn the_purge_removes_expired_sessions_tokens_and_flows_and_keeps_live_ones(app: TestApp) {
    let ann = signed_in(&app, "ann@example.com").await;
    let id = app.count("SELECT id FROM users").await;
    for sql in [
        // Past its absolute end; idle for over 7 days; alive.
        format!("INSERT INTO sessions (id, user_id, created_at, last_seen_at, expires_at) VALUES ('ended', {id}, $4, $2, $2)"),
        format!("INSERT INTO sessions (id, user_id, created_at, last_seen_at, expires_at) VALUES ('idle', {id}, $4, $4, $3)"),
        format!("INSERT INTO sessions (id, user_id, created_at, last_seen_at, expires_at) VALUES ('alive', {id}, $2, $2, $3)"),
        // Used; expired; unused and valid.
        "INSERT INTO email_verification_tokens (token_hash, email, expires_at, used_at) VALUES ('used', 'a@example.com', $3, $2)".into(),
        "INSERT INTO email_verification_tokens (token_hash, email, expires_at) VALUES ('expired', 'b@example.com', $2)".into(),
        "INSERT INTO email_verification_tokens (token_hash, email, expires_at) VALUES ('valid', 'c@example.com', $3)".into(),
        // Expired; under way.
        "INSERT INTO sign_in_flows (state_hash, nonce, pkce_verifier, callback_url, expires_at) VALUES ('old', 'n', 'v', '/', $2)".into(),
        "INSERT INTO sign_in_flows (state_hash, nonce, pkce_verifier, callback_url, expires_at) VALUES ('new', 'n', 'v', '/', $3)".into(),
    ] {
        exec_at_times(&app, &sql).await;
    }

    let purged = purge_expired(&app.db, Utc::now()).await.unwrap();
    assert_eq!(
        purged,
        Purged {
            sessions: 2,
            verification_tokens: 2,
            sign_in_flows: 1
        }
    );
    assert_eq!(
        app.count("SELECT COUNT(*) FROM sessions WHERE id IN ('ended', 'idle')")
            .await,
        0
    );
    assert_eq!(
        app.count("SELECT COUNT(*) FROM sessions").await,
        2,
        "'alive' and Ann's own"
    );
    assert_eq!(
        app.count("SELECT COUNT(*) FROM email_verification_tokens WHERE token_hash = 'valid'")
            .await,
        1
    );
    assert_eq!(app.count("SELECT COUNT(*) FROM email_verification_tokens").await, 1);
    assert_eq!(
        app.count("SELECT COUNT(*) FROM sign_in_flows WHERE state_hash = 'new'")
            .await,
        1
    );
    assert_eq!(app.count("SELECT COUNT(*) FROM sign_in_flows").await, 1);
    let me = ann.get(app.url("/api/users/me")).send().await.unwrap();
    assert_eq!(me.status(), StatusCode::OK, "a live session still signs in");

    // Nothing left to purge.
    assert_eq!(purge_expired(&app.db, Utc::now()).await.unwrap(), Purged::default());
}

/// Of several processes on one PostgreSQL, one purges at a time: while another
/// holds the purge's lock, a process skips its turn; then it purges.
#[tokio::test]
async fn one_process_purges_at_a_time_on_postgres() {
    let Some(app) = TestApp::spawn_with(Backend::Postgres, &[]).await else {
        return;
    };
    let Db::Postgres(pool) = &app.db else {
        unreachable!("a PostgreSQL app")
    };
    let mut other = pool.begin().await.unwrap();
    sqlx::query("SELECT pg_advisory_xact_lock($1)")
        .bind(PURGE_LOCK)
        .execute(&mut *other)
        .await
        .unwrap();
    assert_eq!(purge_unless_another_is(&app.db, Utc::now()).await.unwrap(), None);
    other.commit().await.unwrap();
    assert_eq!(
        purge_unless_another_is(&app.db, Utc::now()).await.unwrap(),
        Some(Purged::default())
    );
}
