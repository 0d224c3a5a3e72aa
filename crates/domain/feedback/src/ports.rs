use batala_kernel::{AnswerId, FeedbackId};

use crate::{FeedbackSubmission, FeedbackSummary, RequestContext};

/// Why feedback could not be stored.
#[derive(Debug, thiserror::Error)]
pub enum FeedbackError {
    #[error("no answer has this id")]
    AnswerNotFound,
    #[error(transparent)]
    Unknown(#[from] anyhow::Error),
}

/// Storage of answer feedback (the `answer_feedback` table).
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait FeedbackStore: Send + Sync {
    /// Stores one piece of feedback with its request context, created and updated now, and
    /// returns its new id.
    ///
    /// # Errors
    /// MUST return `FeedbackError::AnswerNotFound` when the feedback's answer id names no
    /// answer; `FeedbackError::Unknown` for any other failure.
    async fn save(
        &self,
        feedback: &FeedbackSubmission,
        context: &RequestContext,
    ) -> Result<FeedbackId, FeedbackError>;

    /// The feedback summary of each of `answers` that has feedback: counts, averages of the
    /// ratings given, and at most [`crate::LATEST_COMMENTS`] non-empty comments, newest first.
    /// Answers without feedback MAY be missing: the service fills them in.
    ///
    /// # Errors
    /// MUST return `FeedbackError::Unknown` when the store cannot be read.
    async fn summaries(&self, answers: &[AnswerId]) -> Result<Vec<FeedbackSummary>, FeedbackError>;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::RawFeedback;

    #[tokio::test]
    async fn the_store_mock_reports_an_unknown_answer() -> Result<(), Box<dyn std::error::Error>> {
        let mut store = MockFeedbackStore::new();
        store
            .expect_save()
            .withf(|feedback, _| feedback.helpful())
            .returning(|_, _| Err(FeedbackError::AnswerNotFound));
        let feedback = FeedbackSubmission::parse(&RawFeedback {
            answer_id: batala_kernel::AnswerId::new().to_string(),
            helpful: Some(true),
            ..RawFeedback::default()
        })?;

        let result = store.save(&feedback, &RequestContext::default()).await;

        assert!(matches!(result, Err(FeedbackError::AnswerNotFound)));
        Ok(())
    }
}
