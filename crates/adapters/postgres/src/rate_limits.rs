use std::time::Duration;

use async_trait::async_trait;
use batala_auth::{Admission, Quota, RateLimitStore};
use diesel::dsl::now;
use diesel::prelude::*;
use diesel_async::RunQueryDsl;

use crate::database::Database;
use crate::error::query_error;
use crate::raw;
use crate::raw::rate_limits::Wait;
use crate::schema::rate_limits;

/// The shared rate limits in the unlogged `rate_limits` table: a token bucket (GCRA) per route
/// and client, taken in one atomic statement, so every instance counts against the same allowance.
#[derive(Debug, Clone)]
pub struct PgRateLimitStore {
    db: Database,
}

impl PgRateLimitStore {
    #[must_use]
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

#[async_trait]
impl RateLimitStore for PgRateLimitStore {
    #[tracing::instrument(skip_all, fields(route))]
    async fn take(&self, route: &str, client: &str, quota: Quota) -> anyhow::Result<Admission> {
        let interval = quota.replenish_every();
        let mut conn = self.db.conn().await?;
        let wait = raw::rate_limits::take(
            &mut conn,
            route,
            client,
            interval.as_secs_f64(),
            f64::from(quota.burst()),
        )
        .await
        .map_err(query_error)?;
        Ok(match wait {
            Some(Wait { allowed: true, .. }) => Admission::Allowed,
            Some(Wait { wait_secs, .. }) => Admission::Refused {
                retry_after: Duration::from_secs_f64(wait_secs),
            },
            // A concurrent first request holds the row unseen: one interval.
            None => Admission::Refused {
                retry_after: interval,
            },
        })
    }

    #[tracing::instrument(skip_all)]
    async fn sweep(&self) -> anyhow::Result<u64> {
        let mut conn = self.db.conn().await?;
        let swept = diesel::delete(rate_limits::table.filter(rate_limits::full_at.le(now)))
            .execute(&mut conn)
            .await
            .map_err(query_error)?;
        Ok(u64::try_from(swept).unwrap_or(u64::MAX))
    }
}
