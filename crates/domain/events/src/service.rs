use std::fmt;
use std::sync::Arc;

use batala_kernel::EventId;
use chrono::{DateTime, Utc};

use crate::{
    Event, EventError, EventFilter, EventStatus, EventStore, EventSubmission, NewEvent,
    StatusChange, TransitionError, split_upcoming_and_past,
};

/// Which public events to list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum When {
    /// Dated now or later.
    #[default]
    Upcoming,
    /// Dated before now.
    Past,
}

/// Why a visitor's submission was not stored.
#[derive(Debug, thiserror::Error)]
pub enum SubmitError {
    #[error("The event date must be in the future")]
    DateNotInFuture,
    #[error(transparent)]
    Unknown(#[from] anyhow::Error),
}

/// Why a moderation request was refused.
#[derive(Debug, thiserror::Error)]
pub enum ChangeStatusError {
    #[error("no event has this id")]
    NotFound,
    /// The state machine does not allow the move from the event's current status.
    #[error(transparent)]
    NotAllowed(#[from] TransitionError),
    #[error(transparent)]
    Unknown(anyhow::Error),
}

impl From<EventError> for SubmitError {
    fn from(error: EventError) -> Self {
        match error {
            EventError::Unknown(cause) => Self::Unknown(cause),
            other => Self::Unknown(anyhow::Error::new(other)),
        }
    }
}

/// The events use cases: submission, the public listing, the admin list and moderation.
#[derive(Clone)]
pub struct EventService {
    store: Arc<dyn EventStore>,
}

impl fmt::Debug for EventService {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("EventService").finish_non_exhaustive()
    }
}

impl EventService {
    #[must_use]
    pub fn new(store: Arc<dyn EventStore>) -> Self {
        Self { store }
    }

    /// Stores a visitor's submission as pending, if the event is still to come at `now`.
    ///
    /// # Errors
    /// [`SubmitError::DateNotInFuture`] when the event starts at or before `now`.
    pub async fn submit(
        &self,
        submission: &EventSubmission,
        now: DateTime<Utc>,
    ) -> Result<Event, SubmitError> {
        if submission.event_date() <= now {
            return Err(SubmitError::DateNotInFuture);
        }
        Ok(self.store.submit(submission).await?)
    }

    /// The public (approved and featured) events that are upcoming or past at `now`: featured
    /// ones first, then by date (upcoming soonest first, past most recent first).
    ///
    /// # Errors
    /// Infrastructure failures.
    pub async fn public(&self, when: When, now: DateTime<Utc>) -> Result<Vec<Event>, EventError> {
        let (upcoming, past) = split_upcoming_and_past(self.store.list_public().await?, now);
        let mut events = match when {
            When::Upcoming => upcoming,
            When::Past => past,
        };
        // A stable sort keeps the date order within featured and within the others.
        events.sort_by_key(|event| !is_featured(event));
        Ok(events)
    }

    /// One published (approved or featured) event. A pending or rejected event is not found,
    /// like an unknown one, so its id reveals nothing before an admin approves it.
    ///
    /// # Errors
    /// [`EventError::NotFound`] for an unknown or unpublished id; infrastructure failures.
    pub async fn published(&self, id: EventId) -> Result<Event, EventError> {
        let event = self.store.get(id).await?;
        if event.status.is_public() {
            Ok(event)
        } else {
            Err(EventError::NotFound)
        }
    }

    /// The admin list: every event passing the filter, newest submission first.
    ///
    /// # Errors
    /// Infrastructure failures.
    pub async fn list(&self, filter: &EventFilter) -> Result<Vec<Event>, EventError> {
        self.store.list(filter).await
    }

    /// Stores a curated event as it is (the demo events).
    ///
    /// # Errors
    /// Infrastructure failures.
    pub async fn create(&self, event: &NewEvent) -> Result<Event, EventError> {
        self.store.create(event).await
    }

    /// Moves an event to another status, as the state machine allows: pending → approved,
    /// pending → rejected, approved → featured.
    ///
    /// # Errors
    /// [`ChangeStatusError::NotFound`] for an unknown id; [`ChangeStatusError::NotAllowed`] for
    /// any other move, including one made impossible by a concurrent change.
    pub async fn change_status(
        &self,
        id: EventId,
        change: &StatusChange,
    ) -> Result<Event, ChangeStatusError> {
        let current = self.store.get(id).await.map_err(change_error)?;
        let expected = current.status;
        expected.transition_to(change.status())?;
        match self.store.change_status(id, expected, change).await {
            Err(EventError::StatusConflict { current }) => {
                Err(ChangeStatusError::NotAllowed(TransitionError {
                    from: current,
                    to: change.status(),
                }))
            }
            other => other.map_err(change_error),
        }
    }
}

fn is_featured(event: &Event) -> bool {
    event.featured || event.status == EventStatus::Featured
}

fn change_error(error: EventError) -> ChangeStatusError {
    match error {
        EventError::NotFound => ChangeStatusError::NotFound,
        EventError::StatusConflict { current } => ChangeStatusError::Unknown(anyhow::anyhow!(
            "unexpected status conflict (event is {current})"
        )),
        EventError::Unknown(cause) => ChangeStatusError::Unknown(cause),
    }
}

#[cfg(test)]
mod tests {
    use chrono::{Duration, TimeZone};
    use mockall::predicate::eq;

    use super::*;
    use crate::{Approver, EventDetails, MockEventStore, RawEventSubmission};

    fn now() -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2025, 6, 1, 12, 0, 0)
            .single()
            .unwrap_or_default()
    }

    fn submission(title: &str, date: DateTime<Utc>) -> EventSubmission {
        EventSubmission::parse(&RawEventSubmission {
            title: title.to_owned(),
            description: "Hands-on session.".to_owned(),
            event_type: "workshop".to_owned(),
            event_date: date.to_rfc3339(),
            location: "Expo City".to_owned(),
            organizer_name: "Omar Said".to_owned(),
            organizer_email: "omar@example.ae".to_owned(),
            food_waste_focus: "Surplus redistribution".to_owned(),
            ..RawEventSubmission::default()
        })
        .unwrap_or_else(|e| panic!("{e}"))
    }

    fn event(title: &str, days_from_now: i64, status: EventStatus) -> Event {
        Event {
            id: EventId::new(),
            submission: submission(title, now() + Duration::days(days_from_now)),
            status,
            admin_notes: None,
            featured: status == EventStatus::Featured,
            created_at: now(),
            updated_at: now(),
            approved_at: None,
            approved_by: None,
            details: EventDetails::default(),
        }
    }

    fn titles(events: &[Event]) -> Vec<&str> {
        events.iter().map(|e| e.submission.title()).collect()
    }

    fn change(status: EventStatus) -> StatusChange {
        StatusChange::new(status, None, Approver::default())
    }

    fn service(store: MockEventStore) -> EventService {
        EventService::new(Arc::new(store))
    }

    #[tokio::test]
    async fn a_submission_dated_in_the_future_is_stored() {
        let mut store = MockEventStore::new();
        store
            .expect_submit()
            .times(1)
            .returning(|s| Ok(event(s.title(), 3, EventStatus::Pending)));

        let stored = service(store)
            .submit(&submission("Compost 101", now() + Duration::days(3)), now())
            .await;

        assert!(matches!(stored, Ok(e) if e.status == EventStatus::Pending));
    }

    #[tokio::test]
    async fn a_submission_dated_now_or_earlier_is_refused_without_storing() {
        let mut store = MockEventStore::new();
        store.expect_submit().never();
        let service = service(store);

        for date in [now(), now() - Duration::days(1)] {
            let refused = service.submit(&submission("Late", date), now()).await;
            assert!(matches!(refused, Err(SubmitError::DateNotInFuture)));
        }
    }

    #[tokio::test]
    async fn upcoming_events_list_featured_first_then_soonest_first() {
        let mut store = MockEventStore::new();
        store.expect_list_public().returning(|| {
            Ok(vec![
                event("Later", 20, EventStatus::Approved),
                event("Featured later", 30, EventStatus::Featured),
                event("Soon", 2, EventStatus::Approved),
                event("Featured soon", 5, EventStatus::Featured),
                event("Gone", -2, EventStatus::Approved),
                event("Waiting", 1, EventStatus::Pending),
            ])
        });

        let listed = service(store).public(When::Upcoming, now()).await;

        let listed = listed.unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            titles(&listed),
            ["Featured soon", "Featured later", "Soon", "Later"]
        );
    }

    #[tokio::test]
    async fn past_events_list_featured_first_then_most_recent_first() {
        let mut store = MockEventStore::new();
        store.expect_list_public().returning(|| {
            Ok(vec![
                event("Long ago", -90, EventStatus::Approved),
                event("Recent", -3, EventStatus::Approved),
                event("Featured old", -200, EventStatus::Featured),
                event("Coming", 3, EventStatus::Approved),
            ])
        });

        let listed = service(store).public(When::Past, now()).await;

        let listed = listed.unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(titles(&listed), ["Featured old", "Recent", "Long ago"]);
    }

    #[tokio::test]
    async fn every_allowed_transition_is_applied_against_the_status_read() {
        for (from, to) in [
            (EventStatus::Pending, EventStatus::Approved),
            (EventStatus::Pending, EventStatus::Rejected),
            (EventStatus::Approved, EventStatus::Featured),
        ] {
            let stored = event("Moderated", 3, from);
            let id = stored.id;
            let mut store = MockEventStore::new();
            store
                .expect_get()
                .with(eq(id))
                .returning(move |_| Ok(stored.clone()));
            store
                .expect_change_status()
                .withf(move |got, expected, change| {
                    *got == id && *expected == from && change.status() == to
                })
                .times(1)
                .returning(move |_, _, _| Ok(event("Moderated", 3, to)));

            let changed = service(store).change_status(id, &change(to)).await;

            assert!(matches!(changed, Ok(e) if e.status == to), "{from} → {to}");
        }
    }

    #[tokio::test]
    async fn a_disallowed_transition_is_refused_without_writing() {
        for (from, to) in [
            (EventStatus::Rejected, EventStatus::Approved),
            (EventStatus::Pending, EventStatus::Featured),
            (EventStatus::Featured, EventStatus::Approved),
            (EventStatus::Approved, EventStatus::Approved),
        ] {
            let stored = event("Moderated", 3, from);
            let id = stored.id;
            let mut store = MockEventStore::new();
            store.expect_get().returning(move |_| Ok(stored.clone()));
            store.expect_change_status().never();

            let refused = service(store).change_status(id, &change(to)).await;

            assert!(
                matches!(refused, Err(ChangeStatusError::NotAllowed(e)) if e.from == from && e.to == to),
                "{from} → {to}"
            );
        }
    }

    #[tokio::test]
    async fn a_concurrent_change_is_reported_from_the_new_status() {
        let stored = event("Raced", 3, EventStatus::Pending);
        let id = stored.id;
        let mut store = MockEventStore::new();
        store.expect_get().returning(move |_| Ok(stored.clone()));
        store.expect_change_status().returning(|_, _, _| {
            Err(EventError::StatusConflict {
                current: EventStatus::Rejected,
            })
        });

        let refused = service(store)
            .change_status(id, &change(EventStatus::Approved))
            .await;

        assert!(matches!(
            refused,
            Err(ChangeStatusError::NotAllowed(TransitionError {
                from: EventStatus::Rejected,
                to: EventStatus::Approved
            }))
        ));
    }

    #[tokio::test]
    async fn an_unknown_event_is_not_found() {
        let mut store = MockEventStore::new();
        store.expect_get().returning(|_| Err(EventError::NotFound));
        store.expect_change_status().never();

        let missing = service(store)
            .change_status(EventId::new(), &change(EventStatus::Approved))
            .await;

        assert!(matches!(missing, Err(ChangeStatusError::NotFound)));
    }

    #[tokio::test]
    async fn only_an_approved_or_featured_event_is_published() {
        for (status, published) in [
            (EventStatus::Pending, false),
            (EventStatus::Rejected, false),
            (EventStatus::Approved, true),
            (EventStatus::Featured, true),
        ] {
            let stored = event("Compost 101", 3, status);
            let id = stored.id;
            let mut store = MockEventStore::new();
            store
                .expect_get()
                .with(eq(id))
                .times(1)
                .returning(move |_| Ok(stored.clone()));

            let found = service(store).published(id).await;

            match found {
                Ok(event) => assert!(published, "{status} was published as {}", event.status),
                Err(EventError::NotFound) => assert!(!published, "{status} was not found"),
                Err(other) => panic!("{other}"),
            }
        }
    }
}
