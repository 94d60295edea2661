//! Rate limits (`decisions.md` section 4): per client address, joining the
//! waitlist and starting a sign-in; per user, generating content and its preview. Each limit is a token bucket per address
//! (`governor`), kept in this process's memory; see docs/decisions.md for what
//! that means behind a load balancer.

use std::{
    hash::Hash,
    net::{IpAddr, Ipv6Addr},
    num::NonZeroU32,
    sync::atomic::{AtomicU32, Ordering},
    time::Duration,
};

use governor::{clock::Clock, DefaultKeyedRateLimiter, Quota};

use crate::{
    config::{RateLimitConfig, RateQuota},
    error::AppError,
};

/// Forgotten addresses are swept out every this many checks, so the table
/// stays as small as the set of recently seen clients.
const SWEEP_EVERY: u32 = 1024;

pub struct RateLimit<K: Hash + Eq + Clone = IpAddr> {
    limiter: DefaultKeyedRateLimiter<K>,
    checks: AtomicU32,
}

impl<K: Hash + Eq + Clone> RateLimit<K> {
    /// `quota.count` requests at once, refilled evenly over `quota.period`.
    pub fn new(quota: RateQuota) -> Self {
        let burst = NonZeroU32::new(quota.count).unwrap_or(NonZeroU32::MIN);
        let interval = (quota.period / burst.get()).max(Duration::from_nanos(1));
        let quota = Quota::with_period(interval)
            .expect("the interval is positive")
            .allow_burst(burst);
        Self {
            limiter: DefaultKeyedRateLimiter::keyed(quota),
            checks: AtomicU32::new(0),
        }
    }

    /// `Err(wait)` when `key` has used up its quota.
    fn check_key(&self, key: &K) -> Result<(), Duration> {
        if self.checks.fetch_add(1, Ordering::Relaxed) % SWEEP_EVERY == SWEEP_EVERY - 1 {
            self.limiter.retain_recent();
        }
        self.limiter
            .check_key(key)
            .map_err(|not_until| not_until.wait_time_from(self.limiter.clock().now()))
    }
}

impl RateLimit<IpAddr> {
    /// `Err(wait)` when `client` has used up its quota.
    pub fn check(&self, client: IpAddr) -> Result<(), Duration> {
        self.check_key(&allowance_key(client))
    }

    /// The API's answer: 429 JSON with Retry-After.
    pub fn check_api(&self, client: IpAddr) -> Result<(), AppError> {
        self.check(client).map_err(refused)
    }
}

impl RateLimit<i64> {
    /// Per signed-in user (by id): 429 JSON with Retry-After.
    pub fn check_user(&self, user_id: i64) -> Result<(), AppError> {
        self.check_key(&user_id).map_err(refused)
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

/// The limits of one server process.
pub struct RateLimits {
    pub waitlist: RateLimit,
    pub sign_in: RateLimit,
    /// Content generations per user (each also costs a credit).
    pub generation: RateLimit<i64>,
    /// Free previews per user (the built-in writer, no credit).
    pub preview: RateLimit<i64>,
}

impl RateLimits {
    pub fn new(config: &RateLimitConfig) -> Self {
        Self {
            waitlist: RateLimit::new(config.waitlist),
            sign_in: RateLimit::new(config.sign_in),
            generation: RateLimit::new(config.generation),
            preview: RateLimit::new(config.preview),
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

    #[test]
    fn allows_the_burst_then_says_how_long_to_wait() {
        let limit = RateLimit::new(quota(3, 60));
        let client = IpAddr::from([192, 0, 2, 1]);
        for _ in 0..3 {
            assert!(limit.check(client).is_ok());
        }
        let wait = limit.check(client).unwrap_err();
        assert!(
            wait > Duration::from_secs(15) && wait <= Duration::from_secs(20),
            "{wait:?}"
        );
    }

    #[test]
    fn counts_each_address_on_its_own() {
        let limit = RateLimit::new(quota(1, 60));
        assert!(limit.check(IpAddr::from([192, 0, 2, 1])).is_ok());
        assert!(limit.check(IpAddr::from([192, 0, 2, 1])).is_err());
        assert!(limit.check(IpAddr::from([192, 0, 2, 2])).is_ok());
    }

    #[test]
    fn ipv6_clients_share_the_allowance_of_their_64() {
        let limit = RateLimit::new(quota(1, 60));
        let first: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let same_64: IpAddr = "2001:db8:1:2:ffff:ffff:ffff:ffff".parse().unwrap();
        let next_64: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert!(limit.check(first).is_ok());
        assert!(limit.check(same_64).is_err());
        assert!(limit.check(next_64).is_ok());
        // An IPv4 client seen through an IPv6 socket is the IPv4 client.
        assert!(limit.check(IpAddr::from([192, 0, 2, 9])).is_ok());
        assert!(limit.check("::ffff:192.0.2.9".parse().unwrap()).is_err());
    }

    #[test]
    fn waits_round_up_to_whole_seconds() {
        assert_eq!(whole_seconds(Duration::from_millis(1)), 1);
        assert_eq!(whole_seconds(Duration::from_secs(4)), 4);
        assert_eq!(whole_seconds(Duration::from_millis(4001)), 5);
    }
}
