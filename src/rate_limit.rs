//! Rate limits (`decisions.md` section 4): per client address, joining the
//! waitlist and starting a sign-in; per user, generating content and its
//! preview. Each limit is a token bucket per key, by GCRA (the generic cell rate
//! algorithm): on PostgreSQL in the table `rate_limit_buckets`, so that every
//! process behind a load balancer counts against the same allowance (one
//! statement decides, so racing processes never admit more); on SQLite, where
//! one process serves, in its memory (`governor`). Should the database fail
//! to answer, a process falls back on its own memory rather than refuse
//! everyone or let everyone in.

use std::{
    hash::Hash,
    net::{IpAddr, Ipv6Addr},
    num::NonZeroU32,
    sync::atomic::{AtomicU32, Ordering},
    time::Duration,
};

use chrono::{DateTime, Utc};
use governor::{clock::Clock, DefaultKeyedRateLimiter, Quota};
use sqlx::PgPool;

use crate::{
    config::{RateLimitConfig, RateQuota},
    db::Db,
    error::AppError,
    logging::OneLine,
    timestamp::now,
};

/// Forgotten addresses are swept out every this many checks, so the table
/// stays as small as the set of recently seen clients.
const SWEEP_EVERY: u32 = 1024;

pub struct RateLimit<K: Hash + Eq + Clone = IpAddr> {
    limiter: DefaultKeyedRateLimiter<K>,
    checks: AtomicU32,
    /// On PostgreSQL, the allowance every process shares.
    shared: Option<Shared>,
}

/// One limit's buckets in `rate_limit_buckets`.
struct Shared {
    pool: PgPool,
    /// The limit's name in the table (`waitlist`, ...).
    name: &'static str,
    /// The time one request's token takes to come back.
    interval: Duration,
    /// The whole allowance's: `count` intervals.
    period: Duration,
}

/// GCRA in one statement: a key's theoretical arrival time moves on by one
/// interval per request, from now at the latest, and the request is let in
/// while it stays within one period of now; refused, nothing changes. Answers
/// the new time when let in, no row when refused.
const TAKE: &str = "INSERT INTO rate_limit_buckets (name, key, tat) \
     VALUES ($1, $2, $3 + $4 * INTERVAL '1 microsecond') \
     ON CONFLICT (name, key) DO UPDATE \
     SET tat = GREATEST(rate_limit_buckets.tat, $3) + $4 * INTERVAL '1 microsecond' \
     WHERE GREATEST(rate_limit_buckets.tat, $3) + $4 * INTERVAL '1 microsecond' \
     <= $3 + $5 * INTERVAL '1 microsecond' \
     RETURNING tat";

impl<K: Hash + Eq + Clone + ToString> RateLimit<K> {
    /// `quota.count` requests at once, refilled evenly over `quota.period`;
    /// named `name` where every process sees it (on PostgreSQL).
    pub fn new(quota: RateQuota, name: &'static str, db: Option<&Db>) -> Self {
        let burst = NonZeroU32::new(quota.count).unwrap_or(NonZeroU32::MIN);
        let interval = (quota.period / burst.get()).max(Duration::from_micros(1));
        let shared = match db {
            Some(Db::Postgres(pool)) => Some(Shared {
                pool: pool.clone(),
                name,
                interval,
                period: interval * burst.get(),
            }),
            _ => None,
        };
        let quota = Quota::with_period(interval)
            .expect("the interval is positive")
            .allow_burst(burst);
        Self {
            limiter: DefaultKeyedRateLimiter::keyed(quota),
            checks: AtomicU32::new(0),
            shared,
        }
    }

    /// `Err(wait)` when `key` has used up its quota.
    async fn check_key(&self, key: &K) -> Result<(), Duration> {
        let sweep = self.checks.fetch_add(1, Ordering::Relaxed) % SWEEP_EVERY == SWEEP_EVERY - 1;
        if let Some(shared) = &self.shared {
            match shared.take(&key.to_string(), now(), sweep).await {
                Ok(taken) => return taken,
                Err(e) => tracing::warn!(
                    limit = shared.name,
                    error = %OneLine(&e),
                    "the shared rate limit did not answer; counting in this process meanwhile"
                ),
            }
        }
        if sweep {
            self.limiter.retain_recent();
        }
        self.limiter
            .check_key(key)
            .map_err(|not_until| not_until.wait_time_from(self.limiter.clock().now()))
    }
}

impl Shared {
    /// One request of `key` at `at`: `Ok(Err(wait))` when refused.
    async fn take(&self, key: &str, at: DateTime<Utc>, sweep: bool) -> Result<Result<(), Duration>, sqlx::Error> {
        let micros = |d: Duration| i64::try_from(d.as_micros()).unwrap_or(i64::MAX);
        if sweep {
            // Full buckets (their time has passed) need no row.
            sqlx::query("DELETE FROM rate_limit_buckets WHERE name = $1 AND tat < $2")
                .bind(self.name)
                .bind(at)
                .execute(&self.pool)
                .await?;
        }
        let taken: Option<DateTime<Utc>> = sqlx::query_scalar(TAKE)
            .bind(self.name)
            .bind(key)
            .bind(at)
            .bind(micros(self.interval))
            .bind(micros(self.period))
            .fetch_optional(&self.pool)
            .await?;
        if taken.is_some() {
            return Ok(Ok(()));
        }
        let tat: DateTime<Utc> = sqlx::query_scalar("SELECT tat FROM rate_limit_buckets WHERE name = $1 AND key = $2")
            .bind(self.name)
            .bind(key)
            .fetch_one(&self.pool)
            .await?;
        // Let in once tat + interval - period <= now.
        let wait = (tat - at).to_std().unwrap_or_default() + self.interval;
        Ok(Err(wait.saturating_sub(self.period).max(Duration::from_millis(1))))
    }
}

impl RateLimit<IpAddr> {
    /// `Err(wait)` when `client` has used up its quota.
    pub async fn check(&self, client: IpAddr) -> Result<(), Duration> {
        self.check_key(&allowance_key(client)).await
    }

    /// The API's answer: 429 JSON with Retry-After.
    pub async fn check_api(&self, client: IpAddr) -> Result<(), AppError> {
        self.check(client).await.map_err(refused)
    }
}

impl RateLimit<i64> {
    /// Per signed-in user (by id): 429 JSON with Retry-After.
    pub async fn check_user(&self, user_id: i64) -> Result<(), AppError> {
        self.check_key(&user_id).await.map_err(refused)
    }
}

fn refused(wait: Duration) -> AppError {
    AppError::RateLimited {
        retry_after_secs: whole_seconds(wait),
    }
}

/// Whose allowance an address draws on: an IPv4 address its own; an IPv6
/// address its /64, since one home or server is handed a whole /64 and could
/// otherwise take a fresh address (and a fresh allowance) per request.
fn allowance_key(client: IpAddr) -> IpAddr {
    match client {
        IpAddr::V4(_) => client,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => IpAddr::V6(Ipv6Addr::from(v6.to_bits() & !u128::from(u64::MAX))),
        },
    }
}

/// The limits of one server process (on PostgreSQL, shared with the others).
pub struct RateLimits {
    pub waitlist: RateLimit,
    pub sign_in: RateLimit,
    /// Content generations per user (each also costs a credit).
    pub generation: RateLimit<i64>,
    /// Free previews per user (the built-in writer, no credit).
    pub preview: RateLimit<i64>,
}

impl RateLimits {
    pub fn new(config: &RateLimitConfig, db: &Db) -> Self {
        Self {
            waitlist: RateLimit::new(config.waitlist, "waitlist", Some(db)),
            sign_in: RateLimit::new(config.sign_in, "sign_in", Some(db)),
            generation: RateLimit::new(config.generation, "generation", Some(db)),
            preview: RateLimit::new(config.preview, "preview", Some(db)),
        }
    }
}

/// Rounded up, so a client that waits as told is let in.
pub fn whole_seconds(wait: Duration) -> u64 {
    wait.as_secs() + u64::from(wait.subsec_nanos() > 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn quota(count: u32, secs: u64) -> RateQuota {
        RateQuota {
            count,
            period: Duration::from_secs(secs),
        }
    }

    #[tokio::test]
    async fn allows_the_burst_then_says_how_long_to_wait() {
        let limit = RateLimit::new(quota(3, 60), "test", None);
        let client = IpAddr::from([192, 0, 2, 1]);
        for _ in 0..3 {
            assert!(limit.check(client).await.is_ok());
        }
        let wait = limit.check(client).await.unwrap_err();
        assert!(
            wait > Duration::from_secs(15) && wait <= Duration::from_secs(20),
            "{wait:?}"
        );
    }

    #[tokio::test]
    async fn counts_each_address_on_its_own() {
        let limit = RateLimit::new(quota(1, 60), "test", None);
        assert!(limit.check(IpAddr::from([192, 0, 2, 1])).await.is_ok());
        assert!(limit.check(IpAddr::from([192, 0, 2, 1])).await.is_err());
        assert!(limit.check(IpAddr::from([192, 0, 2, 2])).await.is_ok());
    }

    #[tokio::test]
    async fn ipv6_clients_share_the_allowance_of_their_64() {
        let limit = RateLimit::new(quota(1, 60), "test", None);
        let first: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let same_64: IpAddr = "2001:db8:1:2:ffff:ffff:ffff:ffff".parse().unwrap();
        let next_64: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert!(limit.check(first).await.is_ok());
        assert!(limit.check(same_64).await.is_err());
        assert!(limit.check(next_64).await.is_ok());
        // An IPv4 client seen through an IPv6 socket is the IPv4 client.
        assert!(limit.check(IpAddr::from([192, 0, 2, 9])).await.is_ok());
        assert!(limit.check("::ffff:192.0.2.9".parse().unwrap()).await.is_err());
    }

    #[test]
    fn waits_round_up_to_whole_seconds() {
        assert_eq!(whole_seconds(Duration::from_millis(1)), 1);
        assert_eq!(whole_seconds(Duration::from_secs(4)), 4);
        assert_eq!(whole_seconds(Duration::from_millis(4001)), 5);
    }
}
