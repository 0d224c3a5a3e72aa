//! The shared rate limits against a real PostgreSQL: the quota, the wait, concurrency and sweeping.

#![allow(clippy::expect_used)]

mod common;

use std::num::NonZeroU32;
use std::sync::Arc;
use std::time::Duration;

use batala_auth::{Admission, Quota, RateLimitStore};
use batala_postgres::PgRateLimitStore;
use batala_postgres::testing::TestDatabase;
use common::{connect, exec, text};

fn quota(per_minute: u32) -> Quota {
    Quota::per_minute(NonZeroU32::new(per_minute).expect("positive"))
}

#[tokio::test]
async fn a_client_gets_its_burst_then_a_wait_of_one_interval() -> anyhow::Result<()> {
    let db = TestDatabase::migrated().await;
    let store = PgRateLimitStore::new(db.database());
    for _ in 0..5 {
        assert_eq!(
            store.take("login", "198.51.100.7", quota(5)).await?,
            Admission::Allowed
        );
    }
    let Admission::Refused { retry_after } = store.take("login", "198.51.100.7", quota(5)).await?
    else {
        panic!("the sixth request in a minute is allowed");
    };
    // One request's allowance comes back 12 s after the first was taken.
    assert!(
        retry_after > Duration::from_secs(11) && retry_after <= Duration::from_secs(12),
        "{retry_after:?}"
    );
    Ok(())
}

#[tokio::test]
async fn routes_and_clients_are_counted_apart() -> anyhow::Result<()> {
    let db = TestDatabase::migrated().await;
    let store = PgRateLimitStore::new(db.database());
    assert_eq!(
        store.take("login", "a", quota(1)).await?,
        Admission::Allowed
    );
    assert_eq!(store.take("ask", "a", quota(1)).await?, Admission::Allowed);
    assert_eq!(
        store.take("login", "b", quota(1)).await?,
        Admission::Allowed
    );
    assert!(matches!(
        store.take("login", "a", quota(1)).await?,
        Admission::Refused { .. }
    ));
    Ok(())
}

#[tokio::test]
async fn concurrent_requests_never_exceed_the_burst() -> anyhow::Result<()> {
    let db = TestDatabase::migrated().await;
    let store = Arc::new(PgRateLimitStore::new(db.database()));
    let attempts = (0..40).map(|_| {
        let store = store.clone();
        tokio::spawn(async move { store.take("ask", "198.51.100.7", quota(20)).await })
    });
    let mut allowed = 0;
    for attempt in attempts {
        if attempt.await?? == Admission::Allowed {
            allowed += 1;
        }
    }
    assert_eq!(allowed, 20);
    Ok(())
}

#[tokio::test]
async fn a_refilled_allowance_is_taken_again_and_swept_when_whole() -> anyhow::Result<()> {
    let db = TestDatabase::migrated().await;
    let store = PgRateLimitStore::new(db.database());
    assert_eq!(
        store.take("login", "a", quota(1)).await?,
        Admission::Allowed
    );
    assert_eq!(
        store.take("login", "b", quota(1)).await?,
        Admission::Allowed
    );
    // As if a minute had passed for client a.
    let mut conn = connect(db.url()).await;
    exec(
        &mut conn,
        "UPDATE rate_limits SET full_at = now() - interval '1 second' WHERE client = 'a'",
    )
    .await
    .expect("age the window");
    assert_eq!(
        store.take("login", "a", quota(1)).await?,
        Admission::Allowed
    );
    exec(
        &mut conn,
        "UPDATE rate_limits SET full_at = now() - interval '1 second' WHERE client = 'b'",
    )
    .await
    .expect("age the window");

    assert_eq!(store.sweep().await?, 1);
    assert_eq!(
        text(
            &mut conn,
            "SELECT string_agg(client, ',') AS value FROM rate_limits"
        )
        .await,
        "a"
    );
    assert_eq!(
        text(
            &mut conn,
            "SELECT relpersistence::text AS value FROM pg_class WHERE relname = 'rate_limits'"
        )
        .await,
        "u",
        "the table is unlogged"
    );
    Ok(())
}
