use async_trait::async_trait;
use batala_analytics::{
    AnalyticsStore, DateRange, EventKind, KindCount, NewAnalyticsEvent, Overview,
};
use diesel::dsl::{count, count_star};
use diesel::prelude::*;
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
}
