//! The event store against a real PostgreSQL: submissions stored as pending and read back
//! whole, curated events with their details and status, the admin filters, the public listing,
//! and status changes applied only from the expected status.
#![allow(clippy::expect_used, clippy::unwrap_used)]

mod common;

use batala_events::{
    AdminNotes, Approver, EventDetails, EventError, EventFilter, EventStatus, EventStore,
    EventSubmission, NewEvent, RawEventSubmission, SearchTerm, StatusChange,
};
use batala_kernel::{City, EventId};
use batala_postgres::PgEventStore;
use batala_postgres::testing::TestDatabase;
use chrono::{DateTime, Duration, SubsecRound, Utc};

async fn store() -> (TestDatabase, PgEventStore) {
    let db = TestDatabase::migrated().await;
    let store = PgEventStore::new(db.database());
    (db, store)
}

fn in_days(days: i64) -> DateTime<Utc> {
    (Utc::now() + Duration::days(days)).trunc_subsecs(0)
}

fn raw(title: &str, date: DateTime<Utc>) -> RawEventSubmission {
    RawEventSubmission {
        title: title.to_owned(),
        description: "Hands-on session for kitchen teams.".to_owned(),
        event_type: "workshop".to_owned(),
        event_date: date.to_rfc3339(),
        location: "Dubai Design District".to_owned(),
        city: Some("abu-dhabi".to_owned()),
        organizer_name: "Aisha Khan".to_owned(),
        organizer_email: "aisha@example.ae".to_owned(),
        food_waste_focus: "Portion planning and surplus donation".to_owned(),
        ..RawEventSubmission::default()
    }
}

fn submission(title: &str, date: DateTime<Utc>) -> EventSubmission {
    EventSubmission::parse(&raw(title, date)).unwrap()
}

fn change(status: EventStatus, notes: Option<&str>, by: &str) -> StatusChange {
    StatusChange::new(
        status,
        AdminNotes::parse(notes).unwrap(),
        Approver::parse(Some(by)).unwrap(),
    )
}

#[tokio::test]
async fn a_submission_is_stored_pending_and_read_back_whole() {
    let (_db, store) = store().await;
    let full = EventSubmission::parse(&RawEventSubmission {
        organizer_phone: Some("+971 4 123 4567".to_owned()),
        organization: Some("Green Kitchens".to_owned()),
        website_url: Some("https://example.ae".to_owned()),
        registration_url: Some("https://example.ae/register".to_owned()),
        expected_attendees: Some(40.0),
        ..raw("Zero Waste Kitchen", in_days(10))
    })
    .unwrap();

    let stored = store.submit(&full).await.unwrap();

    assert_eq!(stored.status, EventStatus::Pending);
    assert!(!stored.featured);
    assert_eq!(stored.approved_at, None);
    assert_eq!(stored.approved_by, None);
    assert_eq!(stored.admin_notes, None);
    assert_eq!(stored.details, EventDetails::default());
    assert_eq!(stored.submission, full);
    assert_eq!(stored.submission.city(), City::AbuDhabi);
    assert_eq!(store.get(stored.id).await.unwrap(), stored);
}

#[tokio::test]
async fn a_curated_event_keeps_its_details_and_status() {
    let (_db, store) = store().await;
    let details = EventDetails {
        ends_at: Some(in_days(14) + Duration::hours(3)),
        capacity: Some(50),
        registered: Some(34),
        price_aed: Some(450.0),
        instructor: Some("Chef Layla Haddad".to_owned()),
        topics: vec!["Stock rotation".to_owned(), "Portioning".to_owned()],
        attendance: None,
        rating: Some(4.8),
        highlights: vec!["120 kg rescued".to_owned()],
    };

    let stored = store
        .create(&NewEvent {
            submission: submission("Curated", in_days(14)),
            details: details.clone(),
            status: EventStatus::Approved,
        })
        .await
        .unwrap();

    assert_eq!(stored.status, EventStatus::Approved);
    assert!(stored.approved_at.is_some());
    assert_eq!(
        stored.approved_by.as_ref().map(Approver::as_str),
        Some("admin")
    );
    assert_eq!(stored.details, details);
    assert_eq!(store.get(stored.id).await.unwrap().details, details);
}

#[tokio::test]
async fn an_unknown_id_is_not_found() {
    let (_db, store) = store().await;

    let missing = store.get(EventId::new()).await;
    let unchanged = store
        .change_status(
            EventId::new(),
            EventStatus::Pending,
            &change(EventStatus::Approved, None, "admin"),
        )
        .await;

    assert!(matches!(missing, Err(EventError::NotFound)));
    assert!(matches!(unchanged, Err(EventError::NotFound)));
}

#[tokio::test]
async fn approving_sets_the_approval_and_featuring_sets_the_flag() {
    let (_db, store) = store().await;
    let event = store
        .submit(&submission("Moderated", in_days(5)))
        .await
        .unwrap();

    let approved = store
        .change_status(
            event.id,
            EventStatus::Pending,
            &change(EventStatus::Approved, Some("Checked venue"), "Mariam"),
        )
        .await
        .unwrap();
    let featured = store
        .change_status(
            event.id,
            EventStatus::Approved,
            &change(EventStatus::Featured, None, "admin"),
        )
        .await
        .unwrap();

    assert_eq!(approved.status, EventStatus::Approved);
    assert!(approved.approved_at.is_some());
    assert_eq!(
        approved.approved_by.as_ref().map(Approver::as_str),
        Some("Mariam")
    );
    assert_eq!(
        approved.admin_notes.as_ref().map(AdminNotes::as_str),
        Some("Checked venue")
    );
    assert!(!approved.featured);
    assert_eq!(featured.status, EventStatus::Featured);
    assert!(featured.featured);
    assert_eq!(featured.approved_at, approved.approved_at);
    assert_eq!(featured.approved_by, approved.approved_by);
    assert_eq!(featured.admin_notes, approved.admin_notes);
}

#[tokio::test]
async fn a_change_from_a_status_the_event_no_longer_has_is_a_conflict() {
    let (_db, store) = store().await;
    let event = store
        .submit(&submission("Raced", in_days(5)))
        .await
        .unwrap();
    store
        .change_status(
            event.id,
            EventStatus::Pending,
            &change(EventStatus::Rejected, None, "admin"),
        )
        .await
        .unwrap();

    let late = store
        .change_status(
            event.id,
            EventStatus::Pending,
            &change(EventStatus::Approved, None, "admin"),
        )
        .await;

    assert!(matches!(
        late,
        Err(EventError::StatusConflict {
            current: EventStatus::Rejected
        })
    ));
    assert_eq!(
        store.get(event.id).await.unwrap().status,
        EventStatus::Rejected
    );
}

#[tokio::test]
async fn the_admin_list_filters_by_status_and_search_newest_first() {
    let (_db, store) = store().await;
    let first = store
        .submit(&submission("Compost basics", in_days(3)))
        .await
        .unwrap();
    let second = store
        .submit(
            &EventSubmission::parse(&RawEventSubmission {
                city: Some("sharjah".to_owned()),
                organizer_name: "Omar Said".to_owned(),
                ..raw("Menu planning", in_days(4))
            })
            .unwrap(),
        )
        .await
        .unwrap();
    store
        .change_status(
            first.id,
            EventStatus::Pending,
            &change(EventStatus::Approved, None, "admin"),
        )
        .await
        .unwrap();
    let list = |status: Option<EventStatus>, search: Option<&str>| {
        let filter = EventFilter {
            status,
            search: SearchTerm::parse(search).unwrap(),
        };
        let store = store.clone();
        async move {
            store
                .list(&filter)
                .await
                .unwrap()
                .into_iter()
                .map(|e| e.id)
                .collect::<Vec<_>>()
        }
    };

    assert_eq!(list(None, None).await, [second.id, first.id]);
    assert_eq!(list(Some(EventStatus::Approved), None).await, [first.id]);
    assert_eq!(list(Some(EventStatus::Pending), None).await, [second.id]);
    assert_eq!(list(None, Some("COMPOST")).await, [first.id]);
    assert_eq!(list(None, Some("omar")).await, [second.id]);
    assert_eq!(list(None, Some("Abu Dhabi")).await, [first.id]);
    assert_eq!(list(None, Some("abu_dhabi")).await, [first.id]);
    assert_eq!(list(None, Some("kitchen teams")).await.len(), 2);
    assert!(list(Some(EventStatus::Rejected), None).await.is_empty());
}

#[tokio::test]
async fn the_public_list_holds_approved_and_featured_events_by_date() {
    let (_db, store) = store().await;
    for (title, days, status) in [
        ("Later", 20, EventStatus::Approved),
        ("Featured", 30, EventStatus::Featured),
        ("Past", -10, EventStatus::Approved),
        ("Waiting", 1, EventStatus::Pending),
        ("Refused", 2, EventStatus::Rejected),
    ] {
        store
            .create(&NewEvent {
                submission: submission(title, in_days(days)),
                details: EventDetails::default(),
                status,
            })
            .await
            .unwrap();
    }

    let public = store.list_public().await.unwrap();

    let titles: Vec<&str> = public.iter().map(|e| e.submission.title()).collect();
    assert_eq!(titles, ["Past", "Later", "Featured"]);
    assert!(public.iter().all(|e| e.approved_at.is_some()));
    assert!(public.iter().any(|e| e.featured));
}
