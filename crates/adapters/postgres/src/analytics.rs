use anyhow::Context;
use async_trait::async_trait;
use batala_analytics::{
    AnalyticsStore, DailyUsage, DateRange, EventKind, ExportCursor, ExportedEvent, Feature,
    KindCount, NewAnalyticsEvent, Overview, ReportRange, Usage, UsageSummary,
};
use chrono::{DateTime, Utc};
use diesel::dsl::{count, count_star};
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use uuid::Uuid;

use crate::database::Database;
use crate::error::query_error;
use crate::raw;
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

/// Events and distinct visitors of one kind, in a query grouped by kind.
#[derive(Queryable, Selectable)]
#[diesel(table_name = analytics_events, check_for_backend(diesel::pg::Pg))]
struct KindUsageRow {
    kind: String,
    #[diesel(select_expression = count_star())]
    events: i64,
    #[diesel(select_expression = count(analytics_events::visitor_id).aggregate_distinct())]
    users: i64,
}

/// One event for the export.
#[derive(Queryable, Selectable)]
#[diesel(table_name = analytics_events, check_for_backend(diesel::pg::Pg))]
struct ExportRow {
    id: Uuid,
    kind: String,
    created_at: DateTime<Utc>,
    visitor_id: Option<String>,
    label: Option<String>,
    quiz_id: Option<String>,
    meta: serde_json::Value,
}

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
                let by_kind: Vec<KindUsageRow> = analytics_events::table
                    .filter(analytics_events::created_at.ge(range.from()))
                    .filter(analytics_events::created_at.lt(range.to()))
                    .group_by(analytics_events::kind)
                    .select(KindUsageRow::as_select())
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
            .filter_map(|row| {
                EventKind::parse(&row.kind).ok().map(|kind| KindCount {
                    kind,
                    events: to_u64(row.events),
                    unique_visitors: to_u64(row.users),
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
                let daily = raw::analytics::daily_usage(conn, &range, &kinds).await?;
                let totals: Vec<KindUsageRow> = analytics_events::table
                    .filter(analytics_events::kind.eq_any(&kinds))
                    .filter(analytics_events::created_at.ge(range.from()))
                    .filter(analytics_events::created_at.lt(range.to()))
                    .group_by(analytics_events::kind)
                    .select(KindUsageRow::as_select())
                    .load(conn)
                    .await?;
                let duration = raw::analytics::quiz_duration_seconds(conn, &range).await?;
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
            quiz_avg_duration_seconds: duration.unwrap_or(0.0),
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
        let mut query = analytics_events::table
            .filter(analytics_events::kind.eq_any(&kinds))
            .filter(analytics_events::created_at.ge(range.from()))
            .filter(analytics_events::created_at.lt(range.to()))
            .into_boxed();
        if let Some(cursor) = after {
            let after_id: Uuid = cursor
                .id
                .parse()
                .context("the export cursor's id is not a uuid")?;
            // After the cursor in (created_at, id) order; the bare `>=` lets the created_at index
            // start the scan at the cursor.
            query = query.filter(
                analytics_events::created_at.ge(cursor.created_at).and(
                    analytics_events::created_at
                        .gt(cursor.created_at)
                        .or(analytics_events::id.gt(after_id)),
                ),
            );
        }
        let rows: Vec<ExportRow> = query
            .order_by((analytics_events::created_at, analytics_events::id))
            .limit(i64::from(limit))
            .select(ExportRow::as_select())
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
                        id: row.id.to_string(),
                    },
                })
            })
            .collect()
    }
}
