//! Rate limits shared by every app instance: a quota of requests a minute per client and route,
//! counted in a store all instances see.

use std::num::NonZeroU32;
use std::time::Duration;

use async_trait::async_trait;

/// How many requests a client may make a minute on one route, all of them at once if need be;
/// the allowance then comes back evenly over the minute (a token bucket).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Quota {
    per_minute: NonZeroU32,
}

impl Quota {
    #[must_use]
    pub const fn per_minute(per_minute: NonZeroU32) -> Self {
        Self { per_minute }
    }

    /// The burst: how many requests may arrive at once.
    #[must_use]
    pub const fn burst(self) -> u32 {
        self.per_minute.get()
    }

    /// How long one request's allowance takes to come back.
    #[must_use]
    pub fn replenish_every(self) -> Duration {
        Duration::from_secs(60) / self.per_minute.get()
    }
}

/// What the store says of one request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Admission {
    Allowed,
    /// Over quota: the client may try again after this long.
    Refused {
        retry_after: Duration,
    },
}

/// Where the quotas are counted, atomically, for every instance at once.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait RateLimitStore: Send + Sync {
    /// Takes one request from `client`'s allowance on `route`; a refused request takes nothing.
    async fn take(&self, route: &str, client: &str, quota: Quota) -> anyhow::Result<Admission>;

    /// Forgets the clients whose allowance is whole again; returns how many.
    async fn sweep(&self) -> anyhow::Result<u64>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_allowance_comes_back_evenly_over_the_minute() {
        let five = Quota::per_minute(NonZeroU32::new(5).unwrap());
        assert_eq!(five.burst(), 5);
        assert_eq!(five.replenish_every(), Duration::from_secs(12));
    }
}
