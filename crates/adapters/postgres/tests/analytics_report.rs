//! The analytics summary and export against a real PostgreSQL: UAE calendar days, zero-filled
//! daily series, distinct visitors, quiz durations from start/complete pairs, and export batches
//! that page by (time, id).
#![allow(clippy::expect_used, clippy::unwrap_used)]

mod common;

use batala_analytics::{AnalyticsStore, EventKind, ExportCursor, Feature, ReportRange, Usage};
use batala_postgres::PgAnalyticsStore;
use batala_postgres::testing::TestDatabase;
use chrono::NaiveDate;

fn range(first: &str, last: &str) -> ReportRange {
    ReportRange::parse(Some(first), Some(last)).unwrap()
}

fn usage(events: u64, users: u64) -> Usage {
    Usage { events, users }
}

/// Events around 16–18 November 2026 (UAE days start at 20:00 UTC the evening before).
async fn arrange_events(db: &TestDatabase) {
    db.execute(
        "INSERT INTO analytics_events (kind, visitor_id, label, quiz_id, meta, created_at) VALUES \
           ('ask_submitted', 'v1', 'hotel', NULL, '{}', timestamptz '2026-11-15 19:59:59Z'), \
           ('ask_submitted', 'v1', 'hotel', NULL, '{}', timestamptz '2026-11-15 20:00:00Z'), \
           ('ask_submitted', 'v1', 'retail', NULL, '{}', timestamptz '2026-11-16 10:00:00Z'), \
           ('ask_submitted', 'v2', 'retail', NULL, '{}', timestamptz '2026-11-16 19:30:00Z'), \
           ('ask_submitted', NULL, 'retail', NULL, '{}', timestamptz '2026-11-17 21:00:00Z'), \
           ('ask_submitted', 'v3', 'hotel', NULL, '{}', timestamptz '2026-11-18 20:00:00Z'), \
           ('calc_run', 'v1', 'v1', NULL, '{}', timestamptz '2026-11-16 08:00:00Z'), \
           ('quiz_start', 'v1', NULL, 'round-a', '{}', timestamptz '2026-11-16 08:00:00Z'), \
           ('quiz_complete', 'v1', NULL, 'round-a', '{\"score\": 4}', timestamptz '2026-11-16 08:01:30Z'), \
           ('quiz_complete', 'v1', NULL, 'round-a', '{\"score\": 5}', timestamptz '2026-11-16 08:09:00Z'), \
           ('quiz_start', 'v2', NULL, 'round-b', '{}', timestamptz '2026-11-17 08:00:00Z'), \
           ('quiz_complete', 'v2', NULL, 'round-b', '{\"score\": 2}', timestamptz '2026-11-17 08:00:30Z'), \
           ('quiz_start', 'v2', NULL, 'round-c', '{}', timestamptz '2026-11-17 09:00:00Z'), \
           ('quiz_complete', 'v3', NULL, 'round-d', '{}', timestamptz '2026-11-17 07:00:00Z'), \
           ('quiz_start', 'v3', NULL, 'round-d', '{}', timestamptz '2026-11-17 07:30:00Z')",
    )
    .await;
}

#[tokio::test]
async fn the_summary_counts_whole_uae_days_with_distinct_visitors() {
    let db = TestDatabase::migrated().await;
    arrange_events(&db).await;
    let store = PgAnalyticsStore::new(db.database());

    let summary = store
        .summary(range("2026-11-16", "2026-11-18"))
        .await
        .unwrap();

    // 19:59:59Z on the 15th is still the 15th in the UAE; 20:00Z on the 18th is the 19th.
    assert_eq!(summary.qa, usage(4, 2));
    assert_eq!(summary.calc, usage(1, 1));
    assert_eq!(summary.quiz, usage(4, 3));
    let daily: Vec<(NaiveDate, Usage)> =
        summary.daily_qa.iter().map(|d| (d.date, d.usage)).collect();
    let day = |d| NaiveDate::from_ymd_opt(2026, 11, d).unwrap();
    assert_eq!(
        daily,
        [
            (day(16), usage(3, 2)),
            (day(17), usage(0, 0)),
            // 21:00Z on the 17th is the 18th in the UAE; its visitor is unknown.
            (day(18), usage(1, 0)),
        ]
    );
}

#[tokio::test]
async fn days_without_events_are_in_every_series_as_zero() {
    let db = TestDatabase::migrated().await;
    arrange_events(&db).await;
    let store = PgAnalyticsStore::new(db.database());

    let summary = store
        .summary(range("2026-11-10", "2026-11-20"))
        .await
        .unwrap();

    for series in [&summary.daily_qa, &summary.daily_quiz, &summary.daily_calc] {
        assert_eq!(series.len(), 11);
        assert_eq!(series[0].date.to_string(), "2026-11-10");
        assert_eq!(series[10].date.to_string(), "2026-11-20");
    }
    let calc: Vec<u64> = summary.daily_calc.iter().map(|d| d.usage.events).collect();
    assert_eq!(calc, [0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0]);
}

#[tokio::test]
async fn the_quiz_duration_pairs_a_start_with_the_first_completion_after_it() {
    let db = TestDatabase::migrated().await;
    arrange_events(&db).await;
    let store = PgAnalyticsStore::new(db.database());

    let summary = store
        .summary(range("2026-11-16", "2026-11-18"))
        .await
        .unwrap();

    // round-a: 90 s (not the later completion); round-b: 30 s; round-c never finished; round-d
    // completed before it started, so it does not pair.
    assert!(
        (summary.quiz_avg_duration_seconds - 60.0).abs() < 1e-9,
        "{}",
        summary.quiz_avg_duration_seconds
    );
}

#[tokio::test]
async fn an_empty_range_has_zero_everything() {
    let db = TestDatabase::migrated().await;
    let store = PgAnalyticsStore::new(db.database());

    let summary = store
        .summary(range("2026-11-16", "2026-11-16"))
        .await
        .unwrap();

    assert_eq!((summary.qa, summary.quiz, summary.calc), Default::default());
    assert_eq!(summary.quiz_avg_duration_seconds, 0.0);
    assert_eq!(summary.daily_quiz.len(), 1);
    assert_eq!(summary.daily_quiz[0].usage, Usage::default());
}

#[tokio::test]
async fn the_export_lists_the_features_kinds_oldest_first_in_batches() {
    let db = TestDatabase::migrated().await;
    arrange_events(&db).await;
    let store = PgAnalyticsStore::new(db.database());
    let range = range("2026-11-16", "2026-11-18");

    let mut seen = Vec::new();
    let mut after: Option<ExportCursor> = None;
    loop {
        let batch = store
            .export_batch(Feature::Quiz, range, after.clone(), 2)
            .await
            .unwrap();
        assert!(batch.len() <= 2);
        let Some(last) = batch.last() else { break };
        after = Some(last.cursor.clone());
        seen.extend(batch);
    }

    assert_eq!(seen.len(), 8);
    assert!(seen.windows(2).all(|w| w[0].created_at <= w[1].created_at));
    assert!(
        seen.iter()
            .all(|e| matches!(e.kind, EventKind::QuizStart | EventKind::QuizComplete))
    );
    assert_eq!(seen[0].quiz_id.as_deref(), Some("round-a"));
    assert_eq!(seen[1].score().as_deref(), Some("4"));
    let qa = store
        .export_batch(Feature::Qa, range, None, 100)
        .await
        .unwrap();
    let labels: Vec<_> = qa.iter().map(|e| e.label.as_deref().unwrap()).collect();
    assert_eq!(labels, ["hotel", "retail", "retail", "retail"]);
}

#[tokio::test]
async fn export_batches_do_not_skip_events_at_the_same_instant() {
    let db = TestDatabase::migrated().await;
    db.execute(
        "INSERT INTO analytics_events (kind, label, created_at) \
         SELECT 'calc_run', 'run-' || n, timestamptz '2026-11-16 08:00Z' FROM generate_series(1, 7) AS n",
    )
    .await;
    let store = PgAnalyticsStore::new(db.database());
    let range = range("2026-11-16", "2026-11-16");

    let mut labels = Vec::new();
    let mut after = None;
    loop {
        let batch = store
            .export_batch(Feature::Calc, range, after, 3)
            .await
            .unwrap();
        let Some(last) = batch.last() else { break };
        after = Some(last.cursor.clone());
        labels.extend(batch.into_iter().map(|e| e.label.unwrap()));
    }

    labels.sort();
    labels.dedup();
    assert_eq!(labels.len(), 7);
}
