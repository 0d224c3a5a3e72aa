use std::time::Duration;

use async_trait::async_trait;
use batala_auth::{Admission, Quota, RateLimitStore};
use diesel::QueryableByName;
use diesel::sql_types::{Bool, Double, Text};
use diesel_async::RunQueryDsl;

use crate::database::Database;
use crate::error::query_error;

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

// Raw SQL: diesel's upsert cannot put a condition on `DO UPDATE` nor read the refused row back in
// the same statement. `full_at` moves one interval on per request taken and may run at most a
// burst's worth of intervals ahead of now; a refused request leaves it as it is and learns how long
// until one more fits. When a concurrent first request holds the row unseen, the answer is one
// interval.
const TAKE: &str = "\
WITH taken AS (
    INSERT INTO rate_limits AS r (route, client, full_at)
    VALUES ($1, $2, now() + make_interval(secs => $3))
    ON CONFLICT (route, client) DO UPDATE
        SET full_at = GREATEST(r.full_at, now()) + make_interval(secs => $3)
        WHERE GREATEST(r.full_at, now()) + make_interval(secs => $3)
            <= now() + make_interval(secs => $3 * $4)
    RETURNING true AS allowed, 0::float8 AS wait_secs
)
SELECT allowed, wait_secs FROM taken
UNION ALL
SELECT false, GREATEST(0, EXTRACT(EPOCH FROM r.full_at - now())::float8 - $3 * ($4 - 1)) AS wait_secs
FROM rate_limits r
WHERE r.route = $1 AND r.client = $2 AND NOT EXISTS (SELECT 1 FROM taken)";

#[derive(QueryableByName)]
struct Wait {
    #[diesel(sql_type = Bool)]
    allowed: bool,
    #[diesel(sql_type = Double)]
    wait_secs: f64,
}

#[async_trait]
impl RateLimitStore for PgRateLimitStore {
    #[tracing::instrument(skip_all, fields(route))]
    async fn take(&self, route: &str, client: &str, quota: Quota) -> anyhow::Result<Admission> {
        let interval = quota.replenish_every();
        let mut conn = self.db.conn().await?;
        let wait: Option<Wait> = diesel::sql_query(TAKE)
            .bind::<Text, _>(route)
            .bind::<Text, _>(client)
            .bind::<Double, _>(interval.as_secs_f64())
            .bind::<Double, _>(f64::from(quota.burst()))
            .get_result(&mut conn)
            .await
            .map(Some)
            .or_else(|error| match error {
                diesel::result::Error::NotFound => Ok(None),
                error => Err(query_error(error)),
            })?;
        Ok(match wait {
            Some(Wait { allowed: true, .. }) => Admission::Allowed,
            Some(Wait { wait_secs, .. }) => Admission::Refused {
                retry_after: Duration::from_secs_f64(wait_secs),
            },
            None => Admission::Refused {
                retry_after: interval,
            },
        })
    }

    #[tracing::instrument(skip_all)]
    async fn sweep(&self) -> anyhow::Result<u64> {
        let mut conn = self.db.conn().await?;
        let swept = diesel::sql_query("DELETE FROM rate_limits WHERE full_at <= now()")
            .execute(&mut conn)
            .await
            .map_err(query_error)?;
        Ok(u64::try_from(swept).unwrap_or(u64::MAX))
    }
}
