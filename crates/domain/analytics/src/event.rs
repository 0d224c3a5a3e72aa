use std::fmt;
use std::str::FromStr;

use chrono::{DateTime, Utc};

/// What a visitor did. The public side sends these to `POST /api/analytics/event`; the server
/// records `ask_submitted` and `calc_run` itself as well.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum EventKind {
    AskSubmitted,
    CalcRun,
    QuizStart,
    QuizComplete,
}

/// The input names no event kind.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown analytics event kind {0:?}")]
pub struct EventKindError(pub String);

impl EventKind {
    pub const ALL: [EventKind; 4] = [
        EventKind::AskSubmitted,
        EventKind::CalcRun,
        EventKind::QuizStart,
        EventKind::QuizComplete,
    ];

    /// The code used on the wire and in the database.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            EventKind::AskSubmitted => "ask_submitted",
            EventKind::CalcRun => "calc_run",
            EventKind::QuizStart => "quiz_start",
            EventKind::QuizComplete => "quiz_complete",
        }
    }

    /// Parses a kind code.
    ///
    /// # Errors
    /// [`EventKindError`] for any other code.
    pub fn parse(raw: &str) -> Result<Self, EventKindError> {
        Self::ALL
            .into_iter()
            .find(|kind| kind.as_str() == raw.trim())
            .ok_or_else(|| EventKindError(raw.to_owned()))
    }
}

impl FromStr for EventKind {
    type Err = EventKindError;
    fn from_str(raw: &str) -> Result<Self, Self::Err> {
        Self::parse(raw)
    }
}

impl fmt::Display for EventKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// An event to record.
#[derive(Debug, Clone, PartialEq)]
pub struct NewAnalyticsEvent {
    pub kind: EventKind,
    /// A short free label (`calc_run` sends `v1`; `ask_submitted` the persona).
    pub label: Option<String>,
    pub quiz_id: Option<String>,
    /// Extra fields, such as `{"score": 4}` for `quiz_complete`.
    pub meta: serde_json::Value,
    /// The anonymous first-party visitor cookie: the basis of "unique users".
    pub visitor_id: Option<String>,
    pub session_id: Option<String>,
}

/// A recorded event.
#[derive(Debug, Clone, PartialEq)]
pub struct AnalyticsEvent {
    pub event: NewAnalyticsEvent,
    pub created_at: DateTime<Utc>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_round_trips_through_its_code() {
        for kind in EventKind::ALL {
            assert_eq!(EventKind::parse(kind.as_str()), Ok(kind));
        }
    }

    #[test]
    fn rejects_unknown_kinds() {
        assert!(EventKind::parse("page_view").is_err());
        assert!(EventKind::parse("").is_err());
    }
}
