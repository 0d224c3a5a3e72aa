use batala_kernel::{AnswerId, Page, Slug};

use crate::{
    AnswerFilter, AnswerPage, AnswerRecord, AskCommand, GeneratedAnswer, GenerationRequest,
    NewAnswer, QuestionFilter, QuestionPage, Translation, TranslationRequest,
};

/// Why no answer could be generated.
#[derive(Debug, thiserror::Error)]
pub enum GenerateError {
    /// The question is not about food, food safety or food waste.
    #[error("This question doesn't appear to be about food, food safety or food waste.")]
    OutsideDomain,
    /// The language-model provider is not configured (no key), cannot be reached, refuses the
    /// credentials or rate-limits the call. The text says which, for the logs.
    #[error("the answer service is unavailable: {0}")]
    Unavailable(String),
    /// The provider did not answer in time.
    #[error("Request timed out. Please try again.")]
    Timeout,
    #[error(transparent)]
    Unknown(#[from] anyhow::Error),
}

/// Composes an answer to a question from retrieved context.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait AnswerGenerator: Send + Sync {
    /// Whether the generator reads the retrieved passages (`GenerationRequest::context`); when
    /// it answers from the guidance cards alone, the passages are not searched for.
    fn uses_passages(&self) -> bool {
        true
    }

    /// An answer in `request.language`, grounded in `request.context`, citing the sources it
    /// used.
    ///
    /// # Errors
    /// MUST return `GenerateError::OutsideDomain` when it judges the question not to be about
    /// food, food safety or food waste; `GenerateError::Unavailable` when the provider is not
    /// configured, unreachable, refuses the credentials or rate-limits the call;
    /// `GenerateError::Timeout` when the provider does not reply within its deadline;
    /// `GenerateError::Unknown` for any other failure, including a reply it cannot read.
    async fn generate(&self, request: &GenerationRequest)
    -> Result<GeneratedAnswer, GenerateError>;
}

/// Why a translation failed.
#[derive(Debug, thiserror::Error)]
pub enum TranslateError {
    /// The translation provider is not configured, unreachable, refuses the credentials or
    /// rate-limits the call.
    #[error("the translation service is unavailable: {0}")]
    Unavailable(String),
    #[error("Request timed out. Please try again.")]
    Timeout,
    #[error(transparent)]
    Unknown(#[from] anyhow::Error),
}

/// Translates answers (into Arabic, in practice).
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait Translator: Send + Sync {
    /// The request's answer, key tips (same count, same order) and local context in
    /// `request.target()`.
    ///
    /// # Errors
    /// MUST return `TranslateError::Unavailable` when the provider is not configured,
    /// unreachable, refuses the credentials or rate-limits the call;
    /// `TranslateError::Timeout` when it does not reply within its deadline;
    /// `TranslateError::Unknown` for any other failure.
    async fn translate(&self, request: &TranslationRequest) -> Result<Translation, TranslateError>;
}

/// Why a questions-and-answers store operation failed.
#[derive(Debug, thiserror::Error)]
pub enum QaError {
    #[error("no answer has this id or slug")]
    NotFound,
    /// The slug is already used by another answer; the caller retries with a fresh suffix.
    #[error("this answer slug is already taken")]
    SlugTaken,
    #[error(transparent)]
    Unknown(#[from] anyhow::Error),
}

/// Storage of questions and their answers.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait QaStore: Send + Sync {
    /// Stores the question (text, persona, city, channel) and its answer (unpublished) in one
    /// transaction, with fresh ids and the current time, and returns the stored answer.
    ///
    /// # Errors
    /// MUST return `QaError::SlugTaken` when another answer already has the answer's slug (and
    /// then store nothing); `QaError::Unknown` for any other failure.
    async fn save_question_and_answer(
        &self,
        question: &AskCommand,
        answer: &NewAnswer,
    ) -> Result<AnswerRecord, QaError>;

    /// The answer with this slug, published or not.
    ///
    /// # Errors
    /// MUST return `QaError::NotFound` when no answer has this slug; `QaError::Unknown` for any
    /// other failure.
    async fn answer_by_slug(&self, slug: &Slug) -> Result<AnswerRecord, QaError>;

    /// One page of the questions passing `filter` (as [`QuestionFilter::matches`] defines), in
    /// `filter.sort` order ([`crate::QuestionSort::compare`]), with the list's counters. A page
    /// past the end is empty, not an error.
    ///
    /// # Errors
    /// MUST return `QaError::Unknown` when the store cannot be read.
    async fn list_questions(
        &self,
        filter: &QuestionFilter,
        page: Page,
    ) -> Result<QuestionPage, QaError>;

    /// One page of the answers passing `filter` (as [`AnswerFilter::matches`] defines), newest
    /// first (ties by id), with how many pass in all. A page past the end is empty, not an error.
    ///
    /// # Errors
    /// MUST return `QaError::Unknown` when the store cannot be read.
    async fn list_answers(&self, filter: &AnswerFilter, page: Page) -> Result<AnswerPage, QaError>;

    /// Publishes or unpublishes an answer and returns it.
    ///
    /// # Errors
    /// MUST return `QaError::NotFound` when no answer has this id; `QaError::Unknown` for any
    /// other failure.
    async fn set_published(&self, id: AnswerId, published: bool) -> Result<AnswerRecord, QaError>;
}

#[cfg(test)]
mod tests {
    use batala_kernel::{City, Persona};

    use super::*;
    use crate::{Channel, Confidence, Question, answer_slug};
    use batala_knowledge::Language;

    #[test]
    fn generation_errors_carry_the_interface_messages() {
        assert_eq!(
            GenerateError::Timeout.to_string(),
            "Request timed out. Please try again."
        );
        assert!(GenerateError::OutsideDomain.to_string().contains("food"));
    }

    #[tokio::test]
    async fn the_store_mock_can_report_a_taken_slug() -> Result<(), Box<dyn std::error::Error>> {
        let mut store = MockQaStore::new();
        store
            .expect_save_question_and_answer()
            .withf(|question, answer| {
                question.persona() == Persona::Hotel && answer.slug.as_str().ends_with("-abc12")
            })
            .returning(|_, _| Err(QaError::SlugTaken));
        let question = Question::parse("How should a buffet handle leftovers?")?;
        let answer = NewAnswer {
            slug: answer_slug(&question, "abc12")?,
            generated: GeneratedAnswer {
                answer: "Chill leftovers within two hours.".to_owned(),
                key_tips: vec!["Use shallow trays".to_owned()],
                local_context: "Dubai Municipality inspects temperature control.".to_owned(),
                cited_sources: Vec::new(),
                confidence: Confidence::parse(0.8)?,
                risk_flags: Vec::new(),
                cta_text: None,
                stated_savings_aed: None,
                topic: Some("holding".to_owned()),
            },
            estimated_savings_aed: None,
            language: Language::En,
            nearest_card: None,
        };
        let command = AskCommand::new(question, Persona::Hotel, City::Dubai, Channel::Web);

        let result = store.save_question_and_answer(&command, &answer).await;

        assert!(matches!(result, Err(QaError::SlugTaken)));
        Ok(())
    }
}
