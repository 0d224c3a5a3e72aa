//! Visitors' feedback on answers.
//!
//! The feedback form becomes a [`FeedbackSubmission`] through [`FeedbackSubmission::parse`],
//! which enforces the spec's rules: ratings 1 to 5, comment at most 2000 characters, location and
//! persona at most 100, empty honeypots ("This field should be empty"), time on page 0 to 3600
//! seconds, a [`FeedbackType`] defaulting to general, and [`is_helpful`] (an overall rating of 4
//! or more is helpful). The [`FeedbackStore`] port stores it with its [`RequestContext`].

mod ports;
mod service;
mod submission;
mod summary;
mod values;

pub use batala_kernel::{WebUrl, WebUrlError};
#[cfg(any(test, feature = "mocks"))]
pub use ports::MockFeedbackStore;
pub use ports::{FeedbackError, FeedbackStore};
pub use service::{FeedbackService, SubmitFeedbackError};
pub use submission::{
    FeedbackInputError, FeedbackSubmission, Ratings, RawFeedback, RequestContext,
};
pub use summary::{FeedbackComment, FeedbackSummary, LATEST_COMMENTS};
pub use values::{
    Comment, CommentError, FeedbackType, FeedbackTypeError, Rating, RatingError, TimeOnPage,
    TimeOnPageError, UserLocation, UserLocationError, UserPersona, UserPersonaError, is_helpful,
};
