use async_trait::async_trait;
use batala_analytics::{
    AnalyticsStore, DailyUsage, DateRange, EventKind, ExportCursor, ExportedEvent, Feature,
    KindCount, NewAnalyticsEvent, Overview, ReportRange, Usage, UsageSummary,
};
use chrono::{DateTime, NaiveDate, Utc};
use diesel::dsl::{count, count_star};
use diesel::prelude::*;
use diesel::sql_types::{Array, BigInt, Date, Double, Jsonb, Nullable, Text, Timestamptz};
use diesel_async::RunQueryDsl;

use crate::database::Database;
use crate::error::query_error;
use crate::schema::{analytics_events, answers, events, questions, venues};

/// Analytics events and the dashboard counts, in PostgreSQL.
#[derive(Debug, Clone)]
pub struct PgAnalyticsStore {
    db: Database,
}

impl PgAnalyticsStore {
    #[must_use]
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

#[derive(Debug, Insertable)]
#[diesel(table_name = analytics_events)]
struct NewEventRow<'a> {
    kind: &'a str,
    label: Option<&'a str>,
    quiz_id: Option<&'a str>,
    meta: &'a serde_json::Value,
    visitor_id: Option<&'a str>,
    session_id: Option<&'a str>,
}

fn to_u64(n: i64) -> u64 {
    u64::try_from(n).unwrap_or_default()
}

/// Events and visitors of one kind on one UAE day.
#[derive(QueryableByName)]
struct DailyRow {
    #[diesel(sql_type = Text)]
    kind: String,
    #[diesel(sql_type = Date)]
    day: NaiveDate,
    #[diesel(sql_type = BigInt)]
    events: i64,
    #[diesel(sql_type = BigInt)]
    users: i64,
}

/// Events and visitors of one kind over the whole range.
#[derive(QueryableByName)]
struct TotalRow {
    #[diesel(sql_type = Text)]
    kind: String,
    #[diesel(sql_type = BigInt)]
    events: i64,
    #[diesel(sql_type = BigInt)]
    users: i64,
}

#[derive(QueryableByName)]
struct DurationRow {
    #[diesel(sql_type = Nullable<Double>)]
    seconds: Option<f64>,
}

/// One event for the export.
#[derive(QueryableByName)]
struct ExportRow {
    #[diesel(sql_type = Text)]
    id: String,
    #[diesel(sql_type = Text)]
    kind: String,
    #[diesel(sql_type = Timestamptz)]
    created_at: DateTime<Utc>,
    #[diesel(sql_type = Nullable<Text>)]
    visitor_id: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    label: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    quiz_id: Option<String>,
    #[diesel(sql_type = Jsonb)]
    meta: serde_json::Value,
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

fn usage(events: i64, users: i64) -> Usage {
    Usage {
        events: to_u64(events),
        users: to_u64(users),
    }
}

#[async_trait]
impl AnalyticsStore for PgAnalyticsStore {
    #[tracing::instrument(skip_all, fields(kind = %event.kind))]
    async fn record(&self, event: &NewAnalyticsEvent) -> anyhow::Result<()> {
        let mut conn = self.db.conn().await?;
        diesel::insert_into(analytics_events::table)
            .values(NewEventRow {
                kind: event.kind.as_str(),
                label: event.label.as_deref(),
                quiz_id: event.quiz_id.as_deref(),
                meta: &event.meta,
                visitor_id: event.visitor_id.as_deref(),
                session_id: event.session_id.as_deref(),
            })
            .execute(&mut conn)
            .await
            .map_err(query_error)?;
        Ok(())
    }

    #[tracing::instrument(skip_all)]
    async fn overview(&self, range: DateRange) -> anyhow::Result<Overview> {
        let mut conn = self.db.conn().await?;
        // One snapshot, so the cards never disagree with each other.
        let (totals, by_kind) = conn
            .build_transaction()
            .read_only()
            .repeatable_read()
            .run(async |conn| {
                let total_questions: i64 = questions::table.count().get_result(conn).await?;
                let published_answers: i64 = answers::table
                    .filter(answers::published.eq(true))
                    .count()
                    .get_result(conn)
                    .await?;
                let pending_events: i64 = events::table
                    .filter(events::status.eq("pending"))
                    .count()
                    .get_result(conn)
                    .await?;
                let registered_venues: i64 = venues::table.count().get_result(conn).await?;
                let by_kind: Vec<(String, i64, i64)> = analytics_events::table
                    .filter(analytics_events::created_at.ge(range.from()))
                    .filter(analytics_events::created_at.lt(range.to()))
                    .group_by(analytics_events::kind)
                    .select((
                        analytics_events::kind,
                        count_star(),
                        count(analytics_events::visitor_id).aggregate_distinct(),
                    ))
                    .load(conn)
                    .await?;
                Ok::<_, diesel::result::Error>((
                    [
                        total_questions,
                        published_answers,
                        pending_events,
                        registered_venues,
                    ],
                    by_kind,
                ))
            })
            .await
            .map_err(query_error)?;
        let [
            total_questions,
            published_answers,
            pending_events,
            registered_venues,
        ] = totals.map(to_u64);
        let events_by_kind = by_kind
            .into_iter()
            .filter_map(|(kind, events, visitors)| {
                EventKind::parse(&kind).ok().map(|kind| KindCount {
                    kind,
                    events: to_u64(events),
                    unique_visitors: to_u64(visitors),
                })
            })
            .collect();
        Ok(Overview {
            range,
            total_questions,
            published_answers,
            pending_events,
            registered_venues,
            events_by_kind,
        })
    }

    #[tracing::instrument(skip_all, fields(first = %ReportRange::first(&range), last = %range.last()))]
    async fn summary(&self, range: ReportRange) -> anyhow::Result<UsageSummary> {
        let mut conn = self.db.conn().await?;
        let kinds: Vec<&str> = Feature::ALL
            .into_iter()
            .map(|feature| feature.counted_kind().as_str())
            .collect();
        // One snapshot, so totals, series and duration agree.
        let (daily, totals, duration) = conn
            .build_transaction()
            .read_only()
            .repeatable_read()
            .run(async |conn| {
                let daily: Vec<DailyRow> = diesel::sql_query(DAILY_SQL)
                    .bind::<Date, _>(ReportRange::first(&range))
                    .bind::<Date, _>(range.last())
                    .bind::<Array<Text>, _>(&kinds)
                    .bind::<Timestamptz, _>(range.from())
                    .bind::<Timestamptz, _>(range.to())
                    .load(conn)
                    .await?;
                let totals: Vec<TotalRow> = diesel::sql_query(
                    "SELECT kind, count(*) AS events, count(DISTINCT visitor_id) AS users \
                     FROM analytics_events \
                     WHERE kind = ANY($1) AND created_at >= $2 AND created_at < $3 \
                     GROUP BY kind",
                )
                .bind::<Array<Text>, _>(&kinds)
                .bind::<Timestamptz, _>(range.from())
                .bind::<Timestamptz, _>(range.to())
                .load(conn)
                .await?;
                let duration: DurationRow = diesel::sql_query(QUIZ_DURATION_SQL)
                    .bind::<Timestamptz, _>(range.from())
                    .bind::<Timestamptz, _>(range.to())
                    .get_result(conn)
                    .await?;
                Ok::<_, diesel::result::Error>((daily, totals, duration))
            })
            .await
            .map_err(query_error)?;
        let total = |feature: Feature| {
            totals
                .iter()
                .find(|row| row.kind == feature.counted_kind().as_str())
                .map(|row| usage(row.events, row.users))
                .unwrap_or_default()
        };
        let series = |feature: Feature| {
            daily
                .iter()
                .filter(|row| row.kind == feature.counted_kind().as_str())
                .map(|row| DailyUsage {
                    date: row.day,
                    usage: usage(row.events, row.users),
                })
                .collect()
        };
        Ok(UsageSummary {
            range,
            qa: total(Feature::Qa),
            quiz: total(Feature::Quiz),
            quiz_avg_duration_seconds: duration.seconds.unwrap_or(0.0),
            calc: total(Feature::Calc),
            daily_qa: series(Feature::Qa),
            daily_quiz: series(Feature::Quiz),
            daily_calc: series(Feature::Calc),
        })
    }

    #[tracing::instrument(skip_all, fields(%feature, limit))]
    async fn export_batch(
        &self,
        feature: Feature,
        range: ReportRange,
        after: Option<ExportCursor>,
        limit: u32,
    ) -> anyhow::Result<Vec<ExportedEvent>> {
        let mut conn = self.db.conn().await?;
        let kinds: Vec<&str> = feature
            .exported_kinds()
            .into_iter()
            .map(EventKind::as_str)
            .collect();
        let (after_at, after_id) = after.map_or((None, None), |cursor| {
            (Some(cursor.created_at), Some(cursor.id))
        });
        let rows: Vec<ExportRow> = diesel::sql_query(
            "SELECT id::text AS id, kind, created_at, visitor_id, label, quiz_id, meta \
             FROM analytics_events \
             WHERE kind = ANY($1) AND created_at >= $2 AND created_at < $3 \
               AND ($4::timestamptz IS NULL OR (created_at, id) > ($4, $5::uuid)) \
             ORDER BY created_at, id LIMIT $6",
        )
        .bind::<Array<Text>, _>(&kinds)
        .bind::<Timestamptz, _>(range.from())
        .bind::<Timestamptz, _>(range.to())
        .bind::<Nullable<Timestamptz>, _>(after_at)
        .bind::<Nullable<Text>, _>(after_id)
        .bind::<BigInt, _>(i64::from(limit))
        .load(&mut conn)
        .await
        .map_err(query_error)?;
        rows.into_iter()
            .map(|row| {
                Ok(ExportedEvent {
                    kind: EventKind::parse(&row.kind)?,
                    created_at: row.created_at,
                    visitor_id: row.visitor_id,
                    label: row.label,
                    quiz_id: row.quiz_id,
                    meta: row.meta,
                    cursor: ExportCursor {
                        created_at: row.created_at,
                        id: row.id,
                    },
                })
            })
            .collect()
    }
}
