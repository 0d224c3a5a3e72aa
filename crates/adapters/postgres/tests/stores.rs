//! The session and analytics stores against a real PostgreSQL.

#![allow(clippy::expect_used)]

mod common;

use batala_analytics::{AnalyticsStore, DateRange, EventKind, NewAnalyticsEvent};
use batala_auth::{AdminSession, SessionPolicy, SessionStore, SessionToken};
use batala_kernel::Unavailable;
use batala_postgres::testing::TestDatabase;
use batala_postgres::{Database, PgAnalyticsStore, PgSessionStore, PoolSettings};
use chrono::{Duration, Utc};
use common::{connect, exec};

fn session_at(now: chrono::DateTime<Utc>) -> AdminSession {
    AdminSession::start(
        SessionToken::generate().digest(),
        now,
        SessionPolicy::default(),
    )
}

#[tokio::test]
async fn a_stored_session_is_found_and_its_idle_expiry_moved_forward() -> anyhow::Result<()> {
    let db = TestDatabase::migrated().await;
    let store = PgSessionStore::new(db.database());
    let now = Utc::now();
    let session = session_at(now);
    store.create(&session).await?;

    let later = now + Duration::minutes(30);
    let touched = store
        .touch(&session.digest, later, later + Duration::hours(2))
        .await?;

    let touched = touched.ok_or_else(|| anyhow::anyhow!("session not found"))?;
    assert_eq!(touched.digest, session.digest);
    assert!(
        (touched.expires_at - (later + Duration::hours(2)))
            .num_milliseconds()
            .abs()
            < 1
    );
    Ok(())
}

#[tokio::test]
async fn the_idle_expiry_never_passes_the_absolute_one() -> anyhow::Result<()> {
    let db = TestDatabase::migrated().await;
    let store = PgSessionStore::new(db.database());
    let now = Utc::now();
    let session = session_at(now);
    store.create(&session).await?;

    let touched = store
        .touch(&session.digest, now, now + Duration::days(30))
        .await?;

    let expires = touched.map(|s| s.expires_at);
    assert!(
        expires.is_some_and(|e| (e - session.absolute_expires_at).num_milliseconds().abs() < 1)
    );
    Ok(())
}

#[tokio::test]
async fn an_expired_session_is_not_found_and_is_purged() -> anyhow::Result<()> {
    let db = TestDatabase::migrated().await;
    let store = PgSessionStore::new(db.database());
    let then = Utc::now() - Duration::hours(3);
    let session = session_at(then);
    store.create(&session).await?;
    let live = session_at(Utc::now());
    store.create(&live).await?;

    let now = Utc::now();
    assert_eq!(
        store
            .touch(&session.digest, now, now + Duration::hours(2))
            .await?,
        None
    );
    assert_eq!(store.delete_expired(now).await?, 1);
    assert!(
        store
            .touch(&live.digest, now, now + Duration::hours(2))
            .await?
            .is_some()
    );
    Ok(())
}

#[tokio::test]
async fn a_deleted_session_is_gone_and_deleting_twice_is_fine() -> anyhow::Result<()> {
    let db = TestDatabase::migrated().await;
    let store = PgSessionStore::new(db.database());
    let now = Utc::now();
    let session = session_at(now);
    store.create(&session).await?;

    store.delete(&session.digest).await?;
    store.delete(&session.digest).await?;

    assert_eq!(
        store
            .touch(&session.digest, now, now + Duration::hours(1))
            .await?,
        None
    );
    Ok(())
}

fn event(kind: EventKind, visitor: &str) -> NewAnalyticsEvent {
    NewAnalyticsEvent {
        kind,
        label: Some("v1".into()),
        quiz_id: None,
        meta: serde_json::json!({}),
        visitor_id: Some(visitor.into()),
        session_id: None,
    }
}

#[tokio::test]
async fn the_overview_counts_rows_and_events_in_the_range() -> anyhow::Result<()> {
    let db = TestDatabase::migrated().await;
    let store = PgAnalyticsStore::new(db.database());
    let mut conn = connect(db.url()).await;
    for sql in [
        "INSERT INTO questions (id, persona, city, text) VALUES ('00000000-0000-0000-0000-000000000001', 'hotel', 'dubai', 'question number one'), ('00000000-0000-0000-0000-000000000002', 'hotel', 'dubai', 'question number two')",
        "INSERT INTO answers (question_id, answer_text, slug, published, confidence) VALUES ('00000000-0000-0000-0000-000000000001', 'a', 'a-1', true, 0.5), ('00000000-0000-0000-0000-000000000002', 'b', 'b-2', false, 0.5)",
        "INSERT INTO venues (name, city) VALUES ('A', 'dubai'), ('B', 'ajman'), ('C', 'fujairah')",
        "INSERT INTO events (title, description, event_type, event_date, location, organizer_name, organizer_email, food_waste_focus, status) VALUES \
           ('T1', 'D', 'workshop', now(), 'L', 'N', 'n@example.ae', 'about food waste', 'pending'), \
           ('T2', 'D', 'workshop', now(), 'L', 'N', 'n@example.ae', 'about food waste', 'approved')",
        "INSERT INTO analytics_events (kind, created_at) VALUES ('calc_run', now() - interval '30 days')",
    ] {
        exec(&mut conn, sql).await.map_err(anyhow::Error::msg)?;
    }
    store
        .record(&event(EventKind::CalcRun, "visitor-a"))
        .await?;
    store
        .record(&event(EventKind::CalcRun, "visitor-a"))
        .await?;
    store
        .record(&event(EventKind::CalcRun, "visitor-b"))
        .await?;
    store
        .record(&event(EventKind::QuizStart, "visitor-a"))
        .await?;

    let overview = store
        .overview(DateRange::last_days(7, Utc::now() + Duration::seconds(1))?)
        .await?;

    assert_eq!(
        (
            overview.total_questions,
            overview.published_answers,
            overview.pending_events,
            overview.registered_venues
        ),
        (2, 1, 1, 3)
    );
    let mut kinds: Vec<_> = overview
        .events_by_kind
        .iter()
        .map(|c| (c.kind.as_str(), c.events, c.unique_visitors))
        .collect();
    kinds.sort_unstable();
    assert_eq!(kinds, [("calc_run", 3, 2), ("quiz_start", 1, 1)]);
    Ok(())
}

#[tokio::test]
async fn an_unreachable_database_fails_fast_as_unavailable() -> anyhow::Result<()> {
    // Nothing listens on port 1.
    let settings = PoolSettings {
        wait_timeout: std::time::Duration::from_millis(500),
        create_timeout: std::time::Duration::from_millis(500),
        ..PoolSettings::default()
    };
    let db = Database::connect("postgres://postgres@127.0.0.1:1/none", settings)?;
    let started = std::time::Instant::now();

    let error = db
        .ping()
        .await
        .err()
        .ok_or_else(|| anyhow::anyhow!("ping succeeded"))?;

    assert!(Unavailable::caused(error.as_ref()), "{error:?}");
    assert!(started.elapsed() < std::time::Duration::from_secs(3));
    Ok(())
}
