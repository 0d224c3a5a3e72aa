use std::fmt;
use std::sync::Arc;

use batala_kernel::{AnswerId, FeedbackId};

use crate::{
    FeedbackError, FeedbackInputError, FeedbackStore, FeedbackSubmission, FeedbackSummary,
    LATEST_COMMENTS, RawFeedback, RequestContext,
};

/// Why feedback was not stored.
#[derive(Debug, thiserror::Error)]
pub enum SubmitFeedbackError {
    #[error(transparent)]
    Invalid(#[from] FeedbackInputError),
    #[error("Answer not found")]
    AnswerNotFound,
    #[error(transparent)]
    Unknown(anyhow::Error),
}

/// The feedback use case: check the form's rules, then store it with its request context.
#[derive(Clone)]
pub struct FeedbackService {
    store: Arc<dyn FeedbackStore>,
}

impl fmt::Debug for FeedbackService {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("FeedbackService").finish_non_exhaustive()
    }
}

impl FeedbackService {
    #[must_use]
    pub fn new(store: Arc<dyn FeedbackStore>) -> Self {
        Self { store }
    }

    /// Stores feedback that passes every rule.
    ///
    /// # Errors
    /// [`SubmitFeedbackError::Invalid`] naming the first broken rule; [`SubmitFeedbackError::AnswerNotFound`]
    /// when the answer does not exist.
    pub async fn submit(
        &self,
        raw: &RawFeedback,
        context: &RequestContext,
    ) -> Result<FeedbackId, SubmitFeedbackError> {
        let submission = FeedbackSubmission::parse(raw)?;
        self.store
            .save(&submission, context)
            .await
            .map_err(|error| match error {
                FeedbackError::AnswerNotFound => SubmitFeedbackError::AnswerNotFound,
                FeedbackError::Unknown(cause) => SubmitFeedbackError::Unknown(cause),
            })
    }

    /// The feedback summary of each answer, in the order given; an answer without feedback
    /// gets [`FeedbackSummary::empty`].
    ///
    /// # Errors
    /// When the store cannot be read.
    pub async fn summaries(&self, answers: &[AnswerId]) -> anyhow::Result<Vec<FeedbackSummary>> {
        if answers.is_empty() {
            return Ok(Vec::new());
        }
        let mut found = self
            .store
            .summaries(answers)
            .await
            .map_err(anyhow::Error::from)?;
        Ok(answers
            .iter()
            .map(|id| {
                found
                    .iter()
                    .position(|summary| summary.answer_id == *id)
                    .map_or_else(
                        || FeedbackSummary::empty(*id),
                        |index| {
                            let mut summary = found.swap_remove(index);
                            summary.latest_comments.truncate(LATEST_COMMENTS);
                            summary
                        },
                    )
            })
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{FeedbackComment, MockFeedbackStore};

    #[tokio::test]
    async fn summaries_follow_the_asked_order_and_fill_in_answers_without_feedback()
    -> anyhow::Result<()> {
        let (rated, unrated) = (AnswerId::new(), AnswerId::new());
        let mut store = MockFeedbackStore::new();
        store.expect_summaries().times(1).returning(move |_| {
            let comment = FeedbackComment {
                comment: "Clear".to_owned(),
                rating: Some(5),
                helpful: Some(true),
                created_at: chrono::Utc::now(),
            };
            Ok(vec![FeedbackSummary {
                count: 5,
                helpful: 4,
                average_rating: Some(4.5),
                latest_comments: vec![comment; 5],
                ..FeedbackSummary::empty(rated)
            }])
        });
        let service = FeedbackService::new(Arc::new(store));

        let summaries = service.summaries(&[unrated, rated]).await?;

        assert_eq!(summaries[0], FeedbackSummary::empty(unrated));
        assert_eq!((summaries[1].answer_id, summaries[1].count), (rated, 5));
        assert_eq!(summaries[1].latest_comments.len(), LATEST_COMMENTS);
        Ok(())
    }

    #[tokio::test]
    async fn no_answers_need_no_store_call() -> anyhow::Result<()> {
        let service = FeedbackService::new(Arc::new(MockFeedbackStore::new()));
        assert!(service.summaries(&[]).await?.is_empty());
        Ok(())
    }

    fn raw() -> RawFeedback {
        RawFeedback {
            answer_id: "1f0e4a4e-8d3b-4c1e-9a57-3b8f9d2c6a10".to_owned(),
            helpful: Some(true),
            feedback_type: None,
            page_url: Some("https://batala.ae/q/rice-abc123".to_owned()),
            time_on_page: Some(42.0),
            website_url: None,
            company_name: None,
            rating: Some(5),
            accuracy_rating: None,
            clarity_rating: None,
            usefulness_rating: None,
            comment: None,
            user_email: None,
            user_location: None,
            user_persona: None,
            referrer_url: None,
        }
    }

    #[tokio::test]
    async fn valid_feedback_is_stored() {
        let mut store = MockFeedbackStore::new();
        store
            .expect_save()
            .times(1)
            .returning(|_, _| Ok(FeedbackId::new()));
        let service = FeedbackService::new(Arc::new(store));

        assert!(
            service
                .submit(&raw(), &RequestContext::new(None, None, None))
                .await
                .is_ok()
        );
    }

    #[tokio::test]
    async fn a_filled_honeypot_is_refused_before_the_store() {
        let mut store = MockFeedbackStore::new();
        store.expect_save().never();
        let service = FeedbackService::new(Arc::new(store));
        let bot = RawFeedback {
            company_name: Some("Spam LLC".to_owned()),
            ..raw()
        };

        let result = service
            .submit(&bot, &RequestContext::new(None, None, None))
            .await;

        assert!(
            matches!(result, Err(SubmitFeedbackError::Invalid(ref e)) if e.to_string() == "This field should be empty")
        );
    }

    #[tokio::test]
    async fn feedback_on_an_unknown_answer_is_not_found() {
        let mut store = MockFeedbackStore::new();
        store
            .expect_save()
            .returning(|_, _| Err(FeedbackError::AnswerNotFound));
        let service = FeedbackService::new(Arc::new(store));

        let result = service
            .submit(&raw(), &RequestContext::new(None, None, None))
            .await;

        assert!(matches!(result, Err(SubmitFeedbackError::AnswerNotFound)));
    }
}
