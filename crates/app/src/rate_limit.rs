//! Per-client rate limits for costly and sensitive endpoints, counted in PostgreSQL so every app
//! instance shares them (see `batala_auth::RateLimitStore`).

use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::Arc;

use batala_auth::{Admission, Quota, RateLimitStore};

use crate::client::rate_limit_key;
use crate::error::ApiError;

/// One route's quota per client, or nothing at all when limits are switched off.
#[derive(Clone)]
pub struct RateLimiter {
    route: &'static str,
    quota: Quota,
    store: Option<Arc<dyn RateLimitStore>>,
}

impl std::fmt::Debug for RateLimiter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RateLimiter")
            .field("route", &self.route)
            .field("quota", &self.quota)
            .field("enabled", &self.store.is_some())
            .finish()
    }
}

impl RateLimiter {
    /// Allows `per_minute` requests a minute per client on `route`, all of them at once if need be.
    #[must_use]
    pub fn per_minute(
        route: &'static str,
        per_minute: NonZeroU32,
        store: Option<Arc<dyn RateLimitStore>>,
    ) -> Self {
        Self {
            route,
            quota: Quota::per_minute(per_minute),
            store,
        }
    }

    /// Takes one request from `ip`'s allowance.
    ///
    /// # Errors
    /// A 429 [`ApiError`] carrying how long to wait when the allowance is spent; 503 when the store
    /// cannot be reached.
    pub async fn check(&self, ip: IpAddr) -> Result<(), ApiError> {
        let Some(store) = &self.store else {
            return Ok(());
        };
        match store
            .take(self.route, &rate_limit_key(ip), self.quota)
            .await?
        {
            Admission::Allowed => Ok(()),
            Admission::Refused { retry_after } => Err(ApiError::rate_limited(retry_after)),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use batala_auth::MockRateLimitStore;
    use mockall::predicate::{always, eq};

    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    fn three() -> NonZeroU32 {
        NonZeroU32::new(3).unwrap()
    }

    #[tokio::test]
    async fn counts_a_client_under_its_route_and_key_with_the_quota() {
        let mut store = MockRateLimitStore::new();
        store
            .expect_take()
            .with(
                eq("login"),
                eq("2001:db8::/64"),
                eq(Quota::per_minute(three())),
            )
            .times(1)
            .returning(|_, _, _| Ok(Admission::Allowed));
        let limiter = RateLimiter::per_minute("login", three(), Some(Arc::new(store)));
        assert!(limiter.check(ip("2001:db8::1")).await.is_ok());
    }

    #[tokio::test]
    async fn a_refusal_is_a_429_with_the_wait() {
        let mut store = MockRateLimitStore::new();
        store
            .expect_take()
            .with(always(), always(), always())
            .returning(|_, _, _| {
                Ok(Admission::Refused {
                    retry_after: Duration::from_secs(7),
                })
            });
        let limiter = RateLimiter::per_minute("ask", three(), Some(Arc::new(store)));
        let refused = limiter.check(ip("127.0.0.1")).await.unwrap_err();
        assert_eq!(refused.status().as_u16(), 429);
        assert_eq!(refused.retry_after(), Some(Duration::from_secs(7)));
    }

    #[tokio::test]
    async fn an_unreachable_store_is_a_503_never_a_pass() {
        let mut store = MockRateLimitStore::new();
        store.expect_take().returning(|_, _, _| {
            Err(anyhow::Error::new(batala_kernel::Unavailable::new(
                "the database",
            )))
        });
        let limiter = RateLimiter::per_minute("ask", three(), Some(Arc::new(store)));
        let error = limiter.check(ip("127.0.0.1")).await.unwrap_err();
        assert_eq!(error.status().as_u16(), 503);
    }

    #[tokio::test]
    async fn a_disabled_limiter_allows_everything() {
        let limiter = RateLimiter::per_minute("ask", NonZeroU32::MIN, None);
        for _ in 0..100 {
            assert!(limiter.check(ip("127.0.0.1")).await.is_ok());
        }
    }
}
