//! How each domain error answers over HTTP, in one place: handlers write `?`.

use batala_ask::{
    AdminListError, AnswerLookupError, AskError, GapReviewError, GapStoreError, TranslateError,
};
use batala_calculator::CalculateError;
use batala_events::{ChangeStatusError, EventError, SubmitError};
use batala_feedback::SubmitFeedbackError;
use batala_knowledge::{KnowledgeError, SearchError};
use batala_leaderboard::{EntryError, VenueError};

use crate::error::ApiError;

impl From<AskError> for ApiError {
    fn from(error: AskError) -> Self {
        match error {
            AskError::Timeout => Self::timeout(),
            AskError::OutsideDomain => Self::non_food_question(error.to_string()),
            AskError::Unavailable(reason) => Self::unavailable(reason),
            AskError::Unknown(cause) => Self::unexpected(cause),
        }
    }
}

impl From<TranslateError> for ApiError {
    fn from(error: TranslateError) -> Self {
        match error {
            TranslateError::Timeout => Self::timeout(),
            TranslateError::Unavailable(reason) => Self::unavailable(reason),
            TranslateError::Unknown(cause) => Self::unexpected(cause),
        }
    }
}

impl From<AnswerLookupError> for ApiError {
    fn from(error: AnswerLookupError) -> Self {
        match error {
            AnswerLookupError::NotFound => Self::not_found("Answer not found"),
            AnswerLookupError::Unknown(cause) => Self::unexpected(cause),
        }
    }
}

impl From<AdminListError> for ApiError {
    fn from(error: AdminListError) -> Self {
        match error {
            AdminListError::Unknown(cause) => Self::unexpected(cause),
        }
    }
}

impl From<GapStoreError> for ApiError {
    fn from(error: GapStoreError) -> Self {
        match error {
            GapStoreError::NotAGap(id) => {
                Self::conflict(format!("Question {id} is not a knowledge gap"))
            }
            GapStoreError::Unknown(cause) => Self::unexpected(cause),
        }
    }
}

impl From<GapReviewError> for ApiError {
    fn from(error: GapReviewError) -> Self {
        match error {
            GapReviewError::BadCount => Self::validation(error.to_string()),
            GapReviewError::NotAGap(id) => {
                Self::conflict(format!("Question {id} is not a knowledge gap"))
            }
            GapReviewError::Unknown(cause) => Self::unexpected(cause),
        }
    }
}

impl From<CalculateError> for ApiError {
    fn from(error: CalculateError) -> Self {
        match error {
            CalculateError::Invalid(error) => Self::validation(error.to_string()),
            CalculateError::VenueNotFound => Self::not_found("Venue not found"),
            CalculateError::Unknown(cause) => Self::unexpected(cause),
        }
    }
}

impl From<EventError> for ApiError {
    fn from(error: EventError) -> Self {
        match error {
            EventError::NotFound => Self::not_found("Event not found"),
            EventError::StatusConflict { current } => {
                Self::conflict(format!("The event is now {current}."))
            }
            EventError::Unknown(cause) => Self::unexpected(cause),
        }
    }
}

impl From<SubmitError> for ApiError {
    fn from(error: SubmitError) -> Self {
        match error {
            SubmitError::DateNotInFuture => Self::validation(error.to_string()),
            SubmitError::Unknown(cause) => Self::unexpected(cause),
        }
    }
}

impl From<ChangeStatusError> for ApiError {
    fn from(error: ChangeStatusError) -> Self {
        match error {
            ChangeStatusError::NotFound => Self::not_found("Event not found"),
            ChangeStatusError::NotAllowed(refused) => Self::conflict(format!(
                "An event that is {} cannot become {}.",
                refused.from, refused.to
            )),
            ChangeStatusError::Unknown(cause) => Self::unexpected(cause),
        }
    }
}

impl From<SubmitFeedbackError> for ApiError {
    fn from(error: SubmitFeedbackError) -> Self {
        match error {
            SubmitFeedbackError::Invalid(error) => Self::validation(error.to_string()),
            SubmitFeedbackError::AnswerNotFound => Self::not_found("Answer not found"),
            SubmitFeedbackError::Unknown(cause) => Self::unexpected(cause),
        }
    }
}

impl From<KnowledgeError> for ApiError {
    fn from(error: KnowledgeError) -> Self {
        match error {
            KnowledgeError::NotFound => Self::not_found("Content source not found"),
            other => Self::unexpected(other.into()),
        }
    }
}

impl From<SearchError> for ApiError {
    fn from(error: SearchError) -> Self {
        match error {
            // The one error body for an unavailable dependency: 503 with Retry-After.
            SearchError::Unavailable(reason) => Self::unexpected(
                anyhow::Error::new(batala_kernel::Unavailable::new("search")).context(reason),
            ),
            SearchError::Unknown(cause) => Self::unexpected(cause),
        }
    }
}

impl From<VenueError> for ApiError {
    fn from(error: VenueError) -> Self {
        match error {
            VenueError::NotFound => Self::not_found("Venue not found"),
            VenueError::SlugTaken => {
                Self::conflict("Another venue already uses this public page slug.")
            }
            VenueError::Unknown(cause) => Self::unexpected(cause),
        }
    }
}

impl From<EntryError> for ApiError {
    fn from(error: EntryError) -> Self {
        match error {
            EntryError::NotFound => Self::not_found("Leaderboard entry not found"),
            EntryError::VenueNotFound => Self::not_found("Venue not found"),
            EntryError::AlreadyExists => {
                Self::conflict("This venue already has an entry for this period.")
            }
            EntryError::Unknown(cause) => Self::unexpected(cause),
        }
    }
}
