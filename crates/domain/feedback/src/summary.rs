use batala_kernel::AnswerId;
use chrono::{DateTime, Utc};

/// How many of an answer's latest comments the admin answers list shows.
pub const LATEST_COMMENTS: usize = 3;

/// One visitor comment on an answer, with what else that visitor said.
#[derive(Debug, Clone, PartialEq)]
pub struct FeedbackComment {
    pub comment: String,
    /// The overall rating, 1 to 5, when given.
    pub rating: Option<u8>,
    pub helpful: Option<bool>,
    pub created_at: DateTime<Utc>,
}

/// What visitors said about one answer, for the admin answers list.
#[derive(Debug, Clone, PartialEq)]
pub struct FeedbackSummary {
    pub answer_id: AnswerId,
    /// Pieces of feedback.
    pub count: u64,
    /// Marked helpful.
    pub helpful: u64,
    /// Marked not helpful.
    pub not_helpful: u64,
    /// Means of the ratings given (1 to 5); `None` when nobody gave that rating.
    pub average_rating: Option<f64>,
    pub average_accuracy: Option<f64>,
    pub average_clarity: Option<f64>,
    pub average_usefulness: Option<f64>,
    /// At most [`LATEST_COMMENTS`], newest first.
    pub latest_comments: Vec<FeedbackComment>,
}

impl FeedbackSummary {
    /// The summary of an answer nobody has rated.
    #[must_use]
    pub const fn empty(answer_id: AnswerId) -> Self {
        Self {
            answer_id,
            count: 0,
            helpful: 0,
            not_helpful: 0,
            average_rating: None,
            average_accuracy: None,
            average_clarity: None,
            average_usefulness: None,
            latest_comments: Vec::new(),
        }
    }
}
