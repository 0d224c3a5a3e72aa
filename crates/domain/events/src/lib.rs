//! Events on food waste: public submission, admin moderation and the public listing.
//!
//! A visitor's form becomes an [`EventSubmission`] through [`EventSubmission::parse`], which
//! carries the form's messages. Moderation follows the [`EventStatus`] state machine: only
//! pending → approved, pending → rejected and approved → featured
//! ([`EventStatus::transition_to`]); a [`StatusChange`] is applied by the [`EventStore`] only if
//! the status is still the one it was checked against. Approved and featured events are public
//! and split into upcoming and past by [`split_upcoming_and_past`].

mod event;
mod event_type;
mod ports;
mod service;
mod status;
mod submission;

pub use batala_kernel::{WebUrl, WebUrlError};
pub use event::{
    AdminNotes, AdminNotesError, Approver, ApproverError, Event, EventDetails, EventFilter,
    NewEvent, SearchTerm, SearchTermError, StatusChange, StatusChangeError,
    split_upcoming_and_past,
};
pub use event_type::{EventType, EventTypeError};
#[cfg(any(test, feature = "mocks"))]
pub use ports::MockEventStore;
pub use ports::{EventError, EventStore};
pub use service::{ChangeStatusError, EventService, SubmitError, When};
pub use status::{EventStatus, EventStatusError, TransitionError};
pub use submission::{
    EventSubmission, PhoneNumber, PhoneNumberError, RawEventSubmission, SubmissionError,
};
