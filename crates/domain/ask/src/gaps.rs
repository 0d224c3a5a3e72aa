//! Knowledge gaps: the questions Batala answered unsurely, did not cover, or whose answer a
//! visitor rated unhelpful. Admins read them grouped by the card nearest each question (similar
//! questions together), then resolve them (a card now answers) or dismiss them, with a note.

use std::fmt;
use std::sync::Arc;

use batala_kernel::{City, Persona, QuestionId, Slug};
use batala_knowledge::{Bilingual, Language};
use chrono::{DateTime, Utc};

/// Below this confidence an answer is unsure: the offline composer gives 0.66 to a card whose
/// nearest phrasing is at the similarity it is sure of (0.90), less to a farther one.
pub const UNSURE_CONFIDENCE: f64 = 0.66;

/// Below this confidence the answer was "not covered yet" (the composer gives it 0.2).
pub const NOT_COVERED_CONFIDENCE: f64 = 0.3;

/// Why a question is a gap.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GapReason {
    /// It got the honest "not covered yet" answer.
    NotCovered,
    /// A card answered, but not surely.
    Unsure,
    /// A visitor rated the answer unhelpful (not helpful, or 2 stars or fewer).
    RatedUnhelpful,
}

/// Where a gap stands in review.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum GapStatus {
    /// Waiting for an admin.
    #[default]
    Open,
    /// Answered now, by a card written or edited for it.
    Resolved,
    /// Not worth a card (a test, spam, a question for someone else).
    Dismissed,
}

/// A status code other than `open`, `resolved` or `dismissed`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("status must be open, resolved or dismissed")]
pub struct GapStatusError;

impl GapStatus {
    pub const ALL: [GapStatus; 3] = [GapStatus::Open, GapStatus::Resolved, GapStatus::Dismissed];

    /// # Errors
    /// [`GapStatusError`] for any other code.
    pub fn parse(raw: &str) -> Result<Self, GapStatusError> {
        let code = raw.trim();
        Self::ALL
            .into_iter()
            .find(|status| status.as_str() == code)
            .ok_or(GapStatusError)
    }

    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            GapStatus::Open => "open",
            GapStatus::Resolved => "resolved",
            GapStatus::Dismissed => "dismissed",
        }
    }
}

impl fmt::Display for GapStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// How the gap list is ordered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum GapSort {
    /// The groups asked most first (then the most recent).
    #[default]
    Count,
    /// The groups asked most recently first.
    Recent,
}

/// The card nearest a question, by id and title.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NearestCard {
    pub id: String,
    pub title: Bilingual,
}

/// One question that is a gap, with what the admin needs to judge it.
#[derive(Debug, Clone, PartialEq)]
pub struct GapQuestion {
    pub question_id: QuestionId,
    pub text: String,
    pub persona: Persona,
    pub city: City,
    pub language: Language,
    pub asked_at: DateTime<Utc>,
    /// The answer it got, at `/q/{slug}`.
    pub slug: Slug,
    pub confidence: f64,
    /// A visitor rated the answer not helpful, or 2 stars or fewer.
    pub rated_unhelpful: bool,
    /// What visitors wrote about the answer, oldest first.
    pub comments: Vec<String>,
    /// `None` when the card is gone or none was near.
    pub nearest_card: Option<NearestCard>,
    pub status: GapStatus,
    pub note: Option<String>,
}

impl GapQuestion {
    /// Why this question is a gap; never empty for a question the store lists.
    #[must_use]
    pub fn reasons(&self) -> Vec<GapReason> {
        let mut reasons = Vec::new();
        if self.confidence < NOT_COVERED_CONFIDENCE {
            reasons.push(GapReason::NotCovered);
        } else if self.confidence < UNSURE_CONFIDENCE {
            reasons.push(GapReason::Unsure);
        }
        if self.rated_unhelpful {
            reasons.push(GapReason::RatedUnhelpful);
        }
        reasons
    }
}

/// The gaps nearest one card (or nearest none), newest first.
#[derive(Debug, Clone, PartialEq)]
pub struct GapGroup {
    pub nearest_card: Option<NearestCard>,
    pub questions: Vec<GapQuestion>,
}

fn distinct<T: PartialEq>(values: impl Iterator<Item = T>) -> Vec<T> {
    let mut seen = Vec::new();
    for value in values {
        if !seen.contains(&value) {
            seen.push(value);
        }
    }
    seen
}

impl GapGroup {
    /// When a question of the group was last asked.
    #[must_use]
    pub fn last_asked(&self) -> Option<DateTime<Utc>> {
        self.questions.iter().map(|q| q.asked_at).max()
    }

    /// Who asked, most recent first, each once.
    #[must_use]
    pub fn personas(&self) -> Vec<Persona> {
        distinct(self.questions.iter().map(|q| q.persona))
    }

    /// Where from, most recent first, each once.
    #[must_use]
    pub fn cities(&self) -> Vec<City> {
        distinct(self.questions.iter().map(|q| q.city))
    }

    /// In which languages, most recent first, each once.
    #[must_use]
    pub fn languages(&self) -> Vec<Language> {
        distinct(self.questions.iter().map(|q| q.language))
    }
}

/// Groups gap questions by their nearest card (those nearest no card together), each group's
/// questions newest first, the groups in `sort` order.
#[must_use]
pub fn group_gaps(mut questions: Vec<GapQuestion>, sort: GapSort) -> Vec<GapGroup> {
    questions.sort_by_key(|question| std::cmp::Reverse(question.asked_at));
    let mut groups: Vec<GapGroup> = Vec::new();
    for question in questions {
        let key = question.nearest_card.as_ref().map(|card| card.id.clone());
        match groups
            .iter_mut()
            .find(|group| group.nearest_card.as_ref().map(|card| &card.id) == key.as_ref())
        {
            Some(group) => group.questions.push(question),
            None => groups.push(GapGroup {
                nearest_card: question.nearest_card.clone(),
                questions: vec![question],
            }),
        }
    }
    // Groups were made in order of their newest question, so a stable sort keeps recency as the
    // tie-break.
    if sort == GapSort::Count {
        groups.sort_by_key(|group| std::cmp::Reverse(group.questions.len()));
    }
    groups
}

/// An admin's note on a review: at most 2000 characters after trimming.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GapNote(String);

/// The note is longer than allowed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("The note must be at most {max} characters", max = GapNote::MAX_CHARS)]
pub struct GapNoteError;

impl GapNote {
    pub const MAX_CHARS: usize = 2000;

    /// Reads an optional note: absent or blank gives `None`.
    ///
    /// # Errors
    /// [`GapNoteError`] beyond [`GapNote::MAX_CHARS`] characters.
    pub fn parse(raw: Option<&str>) -> Result<Option<Self>, GapNoteError> {
        let Some(text) = raw.map(str::trim).filter(|text| !text.is_empty()) else {
            return Ok(None);
        };
        if text.chars().count() > Self::MAX_CHARS {
            return Err(GapNoteError);
        }
        Ok(Some(Self(text.to_owned())))
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// An admin's decision on some gaps: resolve, dismiss, or reopen (status open).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GapReview {
    pub status: GapStatus,
    pub note: Option<GapNote>,
}

/// Most questions one review may cover.
pub const MAX_REVIEWED: usize = 500;

/// Why a review was refused.
#[derive(Debug, thiserror::Error)]
pub enum GapReviewError {
    #[error("Choose between 1 and {MAX_REVIEWED} questions")]
    BadCount,
    /// One of the questions is not a gap (unknown, or answered surely and not rated unhelpful).
    #[error("Question {0} is not a knowledge gap")]
    NotAGap(QuestionId),
    #[error(transparent)]
    Unknown(#[from] anyhow::Error),
}

/// Why a gap-store operation failed.
#[derive(Debug, thiserror::Error)]
pub enum GapStoreError {
    #[error("question {0} is not a knowledge gap")]
    NotAGap(QuestionId),
    #[error(transparent)]
    Unknown(#[from] anyhow::Error),
}

/// Storage of knowledge gaps (read from the questions, answers and feedback) and their reviews.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait GapStore: Send + Sync {
    /// The newest `limit` questions that are gaps (an answer below [`UNSURE_CONFIDENCE`], or rated
    /// not helpful or 2 stars or fewer) with this review status, newest first.
    ///
    /// # Errors
    /// MUST return `GapStoreError::Unknown` when the store cannot be read.
    async fn gap_questions(
        &self,
        status: GapStatus,
        limit: u32,
    ) -> Result<Vec<GapQuestion>, GapStoreError>;

    /// How many gaps are open.
    ///
    /// # Errors
    /// MUST return `GapStoreError::Unknown` when the store cannot be read.
    async fn open_gap_count(&self) -> Result<u64, GapStoreError>;

    /// Which of these questions are gaps (whatever their review status).
    ///
    /// # Errors
    /// MUST return `GapStoreError::Unknown` when the store cannot be read.
    async fn gaps_among(&self, questions: &[QuestionId]) -> Result<Vec<QuestionId>, GapStoreError>;

    /// Records the review on every question, atomically: all or none. Open removes the review.
    ///
    /// # Errors
    /// MUST return `GapStoreError::NotAGap` (and change nothing) when a question is not a gap;
    /// `GapStoreError::Unknown` for any other failure.
    async fn review_gaps(
        &self,
        questions: &[QuestionId],
        review: &GapReview,
    ) -> Result<(), GapStoreError>;
}

/// The most gap questions the list reads at once.
pub const GAP_LIST_LIMIT: u32 = 1000;

/// The knowledge-gap use cases: the grouped list, the open count, and reviews.
#[derive(Clone)]
pub struct GapService {
    store: Arc<dyn GapStore>,
}

impl fmt::Debug for GapService {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("GapService").finish_non_exhaustive()
    }
}

impl GapService {
    #[must_use]
    pub fn new(store: Arc<dyn GapStore>) -> Self {
        Self { store }
    }

    /// The gaps with this status, grouped by nearest card, in `sort` order.
    ///
    /// # Errors
    /// Infrastructure failures.
    pub async fn groups(
        &self,
        status: GapStatus,
        sort: GapSort,
    ) -> Result<Vec<GapGroup>, GapStoreError> {
        let questions = self.store.gap_questions(status, GAP_LIST_LIMIT).await?;
        Ok(group_gaps(questions, sort))
    }

    /// How many gaps wait for an admin.
    ///
    /// # Errors
    /// Infrastructure failures.
    pub async fn open_count(&self) -> Result<u64, GapStoreError> {
        self.store.open_gap_count().await
    }

    /// Checks that every question is a gap, before an action that will resolve them.
    ///
    /// # Errors
    /// [`GapReviewError::BadCount`] for too many; [`GapReviewError::NotAGap`] naming the first
    /// question that is not a gap.
    pub async fn check_gaps(&self, questions: &[QuestionId]) -> Result<(), GapReviewError> {
        if questions.len() > MAX_REVIEWED {
            return Err(GapReviewError::BadCount);
        }
        let gaps = self
            .store
            .gaps_among(questions)
            .await
            .map_err(|error| GapReviewError::Unknown(error.into()))?;
        match questions.iter().find(|id| !gaps.contains(id)) {
            Some(id) => Err(GapReviewError::NotAGap(*id)),
            None => Ok(()),
        }
    }

    /// Resolves, dismisses or reopens gaps, all or none.
    ///
    /// # Errors
    /// [`GapReviewError::BadCount`] for no question or too many (nothing is stored);
    /// [`GapReviewError::NotAGap`] when one is not a gap.
    pub async fn review(
        &self,
        questions: &[QuestionId],
        review: &GapReview,
    ) -> Result<(), GapReviewError> {
        if questions.is_empty() || questions.len() > MAX_REVIEWED {
            return Err(GapReviewError::BadCount);
        }
        self.store
            .review_gaps(questions, review)
            .await
            .map_err(|error| match error {
                GapStoreError::NotAGap(id) => GapReviewError::NotAGap(id),
                GapStoreError::Unknown(cause) => GapReviewError::Unknown(cause),
            })
    }
}

#[cfg(test)]
mod tests {
    use chrono::{Duration, TimeZone};

    use super::*;

    fn at(day: i64) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 11, 1, 9, 0, 0)
            .single()
            .unwrap_or_default()
            + Duration::days(day)
    }

    fn card(id: &str) -> NearestCard {
        NearestCard {
            id: id.to_owned(),
            title: Bilingual {
                en: id.to_owned(),
                ar: id.to_owned(),
            },
        }
    }

    fn gap(day: i64, nearest: Option<&str>, persona: Persona, confidence: f64) -> GapQuestion {
        GapQuestion {
            question_id: QuestionId::new(),
            text: format!("question of day {day}"),
            persona,
            city: City::Dubai,
            language: Language::En,
            asked_at: at(day),
            slug: Slug::parse("a-question-abc12").unwrap_or_else(|e| panic!("{e}")),
            confidence,
            rated_unhelpful: false,
            comments: Vec::new(),
            nearest_card: nearest.map(card),
            status: GapStatus::Open,
            note: None,
        }
    }

    fn keys(groups: &[GapGroup]) -> Vec<Option<&str>> {
        groups
            .iter()
            .map(|g| g.nearest_card.as_ref().map(|c| c.id.as_str()))
            .collect()
    }

    #[test]
    fn gaps_group_by_nearest_card_most_asked_first_then_most_recent() {
        let questions = vec![
            gap(1, Some("rice"), Persona::Hotel, 0.5),
            gap(5, Some("dates"), Persona::Retail, 0.5),
            gap(3, Some("rice"), Persona::Household, 0.2),
            gap(4, None, Persona::Hotel, 0.2),
            gap(2, Some("rice"), Persona::Hotel, 0.6),
            gap(6, None, Persona::Hotel, 0.2),
        ];

        let by_count = group_gaps(questions.clone(), GapSort::Count);
        let by_recency = group_gaps(questions, GapSort::Recent);

        assert_eq!(keys(&by_count), [Some("rice"), None, Some("dates")]);
        assert_eq!(keys(&by_recency), [None, Some("dates"), Some("rice")]);
        let rice = &by_count[0];
        assert_eq!(rice.questions.len(), 3);
        assert_eq!(rice.last_asked(), Some(at(3)));
        assert_eq!(rice.questions[0].asked_at, at(3), "newest first");
        assert_eq!(rice.personas(), [Persona::Household, Persona::Hotel]);
    }

    #[test]
    fn a_gap_says_why_it_is_one() {
        let mut rated = gap(1, None, Persona::Hotel, 0.9);
        rated.rated_unhelpful = true;

        assert_eq!(
            gap(1, None, Persona::Hotel, 0.2).reasons(),
            [GapReason::NotCovered]
        );
        assert_eq!(
            gap(1, None, Persona::Hotel, 0.5).reasons(),
            [GapReason::Unsure]
        );
        assert_eq!(rated.reasons(), [GapReason::RatedUnhelpful]);
        assert!(gap(1, None, Persona::Hotel, 0.9).reasons().is_empty());
    }

    #[test]
    fn statuses_and_notes_parse() {
        assert_eq!(GapStatus::parse(" dismissed "), Ok(GapStatus::Dismissed));
        assert!(GapStatus::parse("closed").is_err());
        assert_eq!(GapNote::parse(Some("  ")), Ok(None));
        assert!(GapNote::parse(Some(&"x".repeat(GapNote::MAX_CHARS + 1))).is_err());
    }

    #[tokio::test]
    async fn a_review_of_no_question_or_too_many_stores_nothing() {
        let mut store = MockGapStore::new();
        store.expect_review_gaps().never();
        let service = GapService::new(Arc::new(store));
        let review = GapReview {
            status: GapStatus::Resolved,
            note: None,
        };

        let none = service.review(&[], &review).await;
        let many: Vec<QuestionId> = (0..=MAX_REVIEWED).map(|_| QuestionId::new()).collect();
        let too_many = service.review(&many, &review).await;

        assert!(matches!(none, Err(GapReviewError::BadCount)));
        assert!(matches!(too_many, Err(GapReviewError::BadCount)));
    }

    #[tokio::test]
    async fn a_question_that_is_not_a_gap_refuses_the_review() {
        let id = QuestionId::new();
        let mut store = MockGapStore::new();
        store
            .expect_review_gaps()
            .times(1)
            .returning(move |_, _| Err(GapStoreError::NotAGap(id)));
        let service = GapService::new(Arc::new(store));

        let refused = service
            .review(
                &[id],
                &GapReview {
                    status: GapStatus::Dismissed,
                    note: GapNote::parse(Some("spam")).unwrap_or_default(),
                },
            )
            .await;

        assert!(matches!(refused, Err(GapReviewError::NotAGap(found)) if found == id));
    }
}
