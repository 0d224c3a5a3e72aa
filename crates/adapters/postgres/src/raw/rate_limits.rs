//! Taking from a rate limit's allowance in one atomic statement, in raw SQL: the DSL's upsert
//! cannot put a condition on `DO UPDATE` nor read the refused row back in the same statement,
//! which here takes a CTE, a UNION ALL and interval arithmetic on `now()`.

use diesel::result::QueryResult;
use diesel::sql_types::{Bool, Double, Text};
use diesel::{OptionalExtension, QueryableByName};
use diesel_async::{AsyncPgConnection, RunQueryDsl};

// `full_at` moves one interval on per request taken and may run at most a burst's worth of
// intervals ahead of now; a refused request leaves it as it is and learns how long until one more
// fits. When a concurrent first request holds the row unseen, there is no row at all.
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

/// What taking from an allowance answered.
#[derive(QueryableByName)]
pub(crate) struct Wait {
    #[diesel(sql_type = Bool)]
    pub(crate) allowed: bool,
    /// Seconds until one more request fits; 0 when allowed.
    #[diesel(sql_type = Double)]
    pub(crate) wait_secs: f64,
}

/// Takes one request from the allowance of `client` on `route`: one every `interval_secs`, at
/// most `burst` at once. `None` when a concurrent first request holds the row unseen.
pub(crate) async fn take(
    conn: &mut AsyncPgConnection,
    route: &str,
    client: &str,
    interval_secs: f64,
    burst: f64,
) -> QueryResult<Option<Wait>> {
    diesel::sql_query(TAKE)
        .bind::<Text, _>(route)
        .bind::<Text, _>(client)
        .bind::<Double, _>(interval_secs)
        .bind::<Double, _>(burst)
        .get_result(conn)
        .await
        .optional()
}
