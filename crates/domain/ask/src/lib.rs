//! Asking Batala: questions, grounded answers, translation and the admin's moderation of
//! questions and answers.
//!
//! `POST /api/ask` becomes an [`AskCommand`] through [`AskCommand::parse`] (a [`Question`] of
//! 10 to 500 characters, a persona, a city and a [`Channel`], with the interface's messages).
//! The ask use case retrieves context through knowledge's [`batala_knowledge::Retriever`], has an
//! [`AnswerGenerator`] compose a [`GeneratedAnswer`] in the question's [`Language`], and stores
//! question and answer together, under an [`answer_slug`], through the [`QaStore`]. A
//! [`Translator`] turns an answer into Arabic. Admin lists filter with [`QuestionFilter`] and
//! [`AnswerFilter`], whose `matches` methods define what the store must return.

mod admin;
mod answer;
mod channel;
mod command;
mod fallback;
mod gaps;
mod ports;
mod question;
mod service;
mod style;
mod translation;

pub use admin::{
    AnswerFilter, AnswerPage, AnsweredFilter, EXCERPT_MAX_CHARS, ListOptionError, PublishedFilter,
    QuestionFilter, QuestionPage, QuestionSort, QuestionStats, SearchTerm, SearchTermError,
    answer_excerpt,
};
pub use answer::{
    AnswerRecord, AnswerSummary, CitedSource, CitedSourceError, Confidence, ConfidenceError,
    GeneratedAnswer, GenerationRequest, NewAnswer, QuestionRecord, SLUG_BASE_MAX_CHARS,
    answer_slug, friendly_source_name,
};
pub use batala_knowledge::{Language, LanguageError};
pub use channel::{Channel, ChannelError};
pub use command::{AskCommand, AskInputError};
pub use fallback::WithFallback;
#[cfg(any(test, feature = "mocks"))]
pub use gaps::MockGapStore;
pub use gaps::{
    GAP_LIST_LIMIT, GapGroup, GapNote, GapNoteError, GapQuestion, GapReason, GapReview,
    GapReviewError, GapService, GapSort, GapStatus, GapStatusError, GapStore, GapStoreError,
    MAX_REVIEWED, NOT_COVERED_CONFIDENCE, NearestCard, UNSURE_CONFIDENCE, group_gaps,
};
pub use ports::{AnswerGenerator, GenerateError, QaError, QaStore, TranslateError, Translator};
#[cfg(any(test, feature = "mocks"))]
pub use ports::{MockAnswerGenerator, MockQaStore, MockTranslator};
pub use question::{Question, QuestionError};
pub use service::{AdminListError, AnswerLookupError, AskError, AskService, CONTEXT_CHUNKS};
pub use style::{dangling_opening, near_repeat, question_parts, sentence_key, sentences};
pub use translation::{Translation, TranslationInputError, TranslationRequest};
