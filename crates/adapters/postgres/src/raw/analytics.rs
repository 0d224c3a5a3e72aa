//! The usage report's statements the DSL cannot say, in raw SQL: the day series comes from
//! `generate_series`, a set-returning function in FROM, crossed with the kinds and left-joined to
//! CTE counts; the quiz duration pairs each start with its first completion through a LATERAL join
//! and turns the instants' difference into seconds with `extract(epoch …)`.

use batala_analytics::ReportRange;
use chrono::NaiveDate;
use diesel::QueryableByName;
use diesel::result::QueryResult;
use diesel::sql_types::{Array, BigInt, Date, Double, Nullable, Text, Timestamptz};
use diesel_async::{AsyncPgConnection, RunQueryDsl};

/// Events and visitors of one kind on one UAE day.
#[derive(QueryableByName)]
pub(crate) struct DailyRow {
    #[diesel(sql_type = Text)]
    pub(crate) kind: String,
    #[diesel(sql_type = Date)]
    pub(crate) day: NaiveDate,
    #[diesel(sql_type = BigInt)]
    pub(crate) events: i64,
    #[diesel(sql_type = BigInt)]
    pub(crate) users: i64,
}

/// Events and distinct visitors per kind and UAE (Asia/Dubai) calendar day, every day of the range for every kind
/// (zero when none). Binds $1 first day, $2 last day, $3 kinds, $4 from, $5 to.
const DAILY_SQL: &str = "WITH days AS ( \
       SELECT d::date AS day FROM generate_series($1::date, $2::date, interval '1 day') AS d), \
     kinds AS (SELECT unnest($3::text[]) AS kind), \
     counted AS ( \
       SELECT kind, (created_at AT TIME ZONE 'Asia/Dubai')::date AS day, count(*) AS events, \
         count(DISTINCT visitor_id) AS users \
       FROM analytics_events \
       WHERE kind = ANY($3) AND created_at >= $4 AND created_at < $5 \
       GROUP BY 1, 2) \
     SELECT kinds.kind, days.day, coalesce(counted.events, 0) AS events, \
       coalesce(counted.users, 0) AS users \
     FROM kinds CROSS JOIN days \
     LEFT JOIN counted ON counted.kind = kinds.kind AND counted.day = days.day \
     ORDER BY kinds.kind, days.day";

/// The daily series of `kinds` over `range`.
pub(crate) async fn daily_usage(
    conn: &mut AsyncPgConnection,
    range: &ReportRange,
    kinds: &[&str],
) -> QueryResult<Vec<DailyRow>> {
    diesel::sql_query(DAILY_SQL)
        .bind::<Date, _>(ReportRange::first(range))
        .bind::<Date, _>(range.last())
        .bind::<Array<Text>, _>(kinds)
        .bind::<Timestamptz, _>(range.from())
        .bind::<Timestamptz, _>(range.to())
        .load(conn)
        .await
}

#[derive(QueryableByName)]
struct DurationRow {
    #[diesel(sql_type = Nullable<Double>)]
    seconds: Option<f64>,
}

/// Mean seconds from each quiz_start in the range to the first quiz_complete of the same quiz
/// id at or after it. Binds $1 from, $2 to.
const QUIZ_DURATION_SQL: &str = "SELECT avg(extract(epoch FROM done.created_at - s.created_at))::float8 AS seconds \
     FROM analytics_events s \
     CROSS JOIN LATERAL ( \
       SELECT c.created_at FROM analytics_events c \
       WHERE c.kind = 'quiz_complete' AND c.quiz_id = s.quiz_id AND c.created_at >= s.created_at \
       ORDER BY c.created_at LIMIT 1) AS done \
     WHERE s.kind = 'quiz_start' AND s.quiz_id IS NOT NULL \
       AND s.created_at >= $1 AND s.created_at < $2";

/// The mean quiz duration in seconds over the quizzes started in `range`; `None` when none of
/// them was completed.
pub(crate) async fn quiz_duration_seconds(
    conn: &mut AsyncPgConnection,
    range: &ReportRange,
) -> QueryResult<Option<f64>> {
    let row: DurationRow = diesel::sql_query(QUIZ_DURATION_SQL)
        .bind::<Timestamptz, _>(range.from())
        .bind::<Timestamptz, _>(range.to())
        .get_result(conn)
        .await?;
    Ok(row.seconds)
}
