//! Per-client-IP rate limits for costly and sensitive endpoints. Each app instance limits on its
//! own; a shared limit at the load balancer is the scale-out path (see ARCHITECTURE.md).

use std::net::IpAddr;
use std::num::NonZeroU32;

use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota};

use crate::error::ApiError;

/// A token bucket per client IP, or nothing at all when limits are switched off.
#[derive(Debug)]
pub struct RateLimiter {
    limiter: Option<DefaultKeyedRateLimiter<IpAddr>>,
}

// Above this many tracked clients, forget the ones whose buckets have refilled.
const TRACKED_CLIENTS: usize = 10_000;

impl RateLimiter {
    /// Allows `per_minute` requests a minute per IP, all of them at once if need be.
    #[must_use]
    pub fn per_minute(per_minute: NonZeroU32, enabled: bool) -> Self {
        Self {
            limiter: enabled.then(|| governor::RateLimiter::keyed(Quota::per_minute(per_minute))),
        }
    }

    /// Takes one request from `ip`'s bucket.
    ///
    /// # Errors
    /// A 429 [`ApiError`] carrying how long to wait when the bucket is empty.
    pub fn check(&self, ip: IpAddr) -> Result<(), ApiError> {
        let Some(limiter) = &self.limiter else {
            return Ok(());
        };
        if limiter.len() > TRACKED_CLIENTS {
            limiter.retain_recent();
        }
        limiter.check_key(&ip).map_err(|not_until| {
            ApiError::rate_limited(not_until.wait_time_from(DefaultClock::default().now()))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(last: u8) -> IpAddr {
        IpAddr::from([127, 0, 0, last])
    }

    #[test]
    fn allows_the_quota_then_refuses_with_a_wait() {
        let limiter = RateLimiter::per_minute(NonZeroU32::MIN.saturating_add(2), true);
        assert!(limiter.check(ip(1)).is_ok());
        assert!(limiter.check(ip(1)).is_ok());
        assert!(limiter.check(ip(1)).is_ok());
        let refused = limiter.check(ip(1));
        assert!(matches!(refused, Err(ref e) if e.status().as_u16() == 429));
    }

    #[test]
    fn counts_each_client_separately() {
        let limiter = RateLimiter::per_minute(NonZeroU32::MIN, true);
        assert!(limiter.check(ip(1)).is_ok());
        assert!(limiter.check(ip(2)).is_ok());
        assert!(limiter.check(ip(1)).is_err());
    }

    #[test]
    fn a_disabled_limiter_allows_everything() {
        let limiter = RateLimiter::per_minute(NonZeroU32::MIN, false);
        assert!((0..100).all(|_| limiter.check(ip(1)).is_ok()));
    }
}
