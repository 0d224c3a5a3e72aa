use batala_kernel::EventId;

use crate::{Event, EventFilter, EventStatus, EventSubmission, NewEvent, StatusChange};

/// Why an event-store operation failed.
#[derive(Debug, thiserror::Error)]
pub enum EventError {
    #[error("no event has this id")]
    NotFound,
    /// The event's status changed since it was read (another admin moderated it first).
    #[error("the event is now {current}")]
    StatusConflict { current: EventStatus },
    #[error(transparent)]
    Unknown(#[from] anyhow::Error),
}

/// Storage of events.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait EventStore: Send + Sync {
    /// Stores a visitor's submission as a new event: fresh id, status pending, not featured, no
    /// notes or approval, created and updated now.
    ///
    /// # Errors
    /// MUST return `EventError::Unknown` for any failure.
    async fn submit(&self, submission: &EventSubmission) -> Result<Event, EventError>;

    /// Stores a curated event as it is, with its details and status: approved and featured
    /// ones get `approved_at` now and `approved_by` `admin`, featured ones `featured = true`.
    ///
    /// # Errors
    /// MUST return `EventError::Unknown` for any failure.
    async fn create(&self, event: &NewEvent) -> Result<Event, EventError>;

    /// The events passing the filter (as [`EventFilter::matches`] defines), newest submission
    /// first.
    ///
    /// # Errors
    /// MUST return `EventError::Unknown` when the store cannot be read.
    async fn list(&self, filter: &EventFilter) -> Result<Vec<Event>, EventError>;

    /// The approved and featured events, by event date ascending.
    ///
    /// # Errors
    /// MUST return `EventError::Unknown` when the store cannot be read.
    async fn list_public(&self) -> Result<Vec<Event>, EventError>;

    /// One event.
    ///
    /// # Errors
    /// MUST return `EventError::NotFound` when no event has this id; `EventError::Unknown` for
    /// any other failure.
    async fn get(&self, id: EventId) -> Result<Event, EventError>;

    /// Applies an already-checked status change, atomically and only if the event's status is
    /// still `expected` (the one the transition was checked against). It sets the status, the
    /// notes when given, and `updated_at`; moving to approved also sets `approved_at` (now) and
    /// `approved_by`; moving to featured sets `featured = true`. Returns the updated event.
    ///
    /// # Errors
    /// MUST return `EventError::NotFound` when no event has this id;
    /// `EventError::StatusConflict` with the stored status when it is not `expected`;
    /// `EventError::Unknown` for any other failure.
    async fn change_status(
        &self,
        id: EventId,
        expected: EventStatus,
        change: &StatusChange,
    ) -> Result<Event, EventError>;
}
