//! The analytics page: per-feature totals and daily series over whole days in UAE time, and the
//! CSV export of the raw events.

use std::fmt;

use chrono::{DateTime, Duration, FixedOffset, NaiveDate, NaiveTime, Offset, Utc};

use crate::event::EventKind;

/// The UAE's offset from UTC: Asia/Dubai is UTC+4 all year (no daylight saving).
pub const UAE_OFFSET_SECONDS: i32 = 4 * 3600;

/// The UAE's fixed offset, for showing instants in local time.
#[must_use]
pub fn uae_offset() -> FixedOffset {
    // +4 hours is always a valid offset; UTC is only the type system's fallback.
    FixedOffset::east_opt(UAE_OFFSET_SECONDS).unwrap_or_else(|| Utc.fix())
}

/// Whole days from `first` to `last`, both included, as calendar days in the UAE
/// (Asia/Dubai, UTC+4): what the analytics summary and export cover.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReportRange {
    first: NaiveDate,
    last: NaiveDate,
}

/// Why a report range was refused; the texts are the API's 400 messages.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReportRangeError {
    #[error("{0} is required, as YYYY-MM-DD")]
    Missing(&'static str),
    #[error("{0} must be a valid date as YYYY-MM-DD")]
    Invalid(&'static str),
    #[error("start_date must not be after end_date")]
    Reversed,
    #[error("the range may span at most {max} days", max = ReportRange::MAX_DAYS)]
    TooLong,
}

impl ReportRange {
    /// The most days one report covers.
    pub const MAX_DAYS: i64 = 366;

    /// Reads `start_date` and `end_date` (`YYYY-MM-DD`, both required, start not after end, at
    /// most [`ReportRange::MAX_DAYS`] days with both ends included).
    ///
    /// # Errors
    /// [`ReportRangeError`] naming the first broken rule.
    pub fn parse(start: Option<&str>, end: Option<&str>) -> Result<Self, ReportRangeError> {
        let first = parse_day(start, "start_date")?;
        let last = parse_day(end, "end_date")?;
        Self::new(first, last)
    }

    /// # Errors
    /// [`ReportRangeError::Reversed`] or [`ReportRangeError::TooLong`].
    pub fn new(first: NaiveDate, last: NaiveDate) -> Result<Self, ReportRangeError> {
        if first > last {
            return Err(ReportRangeError::Reversed);
        }
        if (last - first).num_days() + 1 > Self::MAX_DAYS {
            return Err(ReportRangeError::TooLong);
        }
        Ok(Self { first, last })
    }

    #[must_use]
    pub const fn first(&self) -> NaiveDate {
        self.first
    }

    #[must_use]
    pub const fn last(&self) -> NaiveDate {
        self.last
    }

    /// How many days the range covers (1 to 366).
    #[must_use]
    pub fn day_count(&self) -> i64 {
        (self.last - self.first).num_days() + 1
    }

    /// The first instant covered: midnight at the start of `first` in the UAE.
    #[must_use]
    pub fn from(&self) -> DateTime<Utc> {
        uae_midnight(self.first)
    }

    /// The first instant after the range: midnight after `last` in the UAE.
    #[must_use]
    pub fn to(&self) -> DateTime<Utc> {
        uae_midnight(self.last) + Duration::days(1)
    }

    /// `2026-11-16-to-2026-11-22`, for file names.
    #[must_use]
    pub fn label(&self) -> String {
        format!("{}-to-{}", self.first, self.last)
    }
}

fn parse_day(raw: Option<&str>, name: &'static str) -> Result<NaiveDate, ReportRangeError> {
    let text = raw
        .map(str::trim)
        .filter(|text| !text.is_empty())
        .ok_or(ReportRangeError::Missing(name))?;
    let well_formed = text.len() == 10
        && text.bytes().enumerate().all(|(i, b)| {
            if i == 4 || i == 7 {
                b == b'-'
            } else {
                b.is_ascii_digit()
            }
        });
    if !well_formed {
        return Err(ReportRangeError::Invalid(name));
    }
    NaiveDate::parse_from_str(text, "%Y-%m-%d").map_err(|_| ReportRangeError::Invalid(name))
}

fn uae_midnight(day: NaiveDate) -> DateTime<Utc> {
    day.and_time(NaiveTime::MIN).and_utc() - Duration::seconds(i64::from(UAE_OFFSET_SECONDS))
}

/// Which feature's events a report or an export is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Feature {
    /// Questions asked (`ask_submitted`).
    Qa,
    /// Quiz rounds (`quiz_start`; the export adds `quiz_complete`).
    Quiz,
    /// Calculator runs (`calc_run`).
    Calc,
}

/// The input names no feature.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("type must be qa, quiz or calc")]
pub struct FeatureError;

impl Feature {
    pub const ALL: [Feature; 3] = [Feature::Qa, Feature::Quiz, Feature::Calc];

    /// # Errors
    /// [`FeatureError`] for anything but `qa`, `quiz` or `calc` (any case); absent or blank
    /// is an error too.
    pub fn parse(raw: Option<&str>) -> Result<Self, FeatureError> {
        let code = raw.map(str::trim).unwrap_or_default().to_ascii_lowercase();
        Self::ALL
            .into_iter()
            .find(|feature| feature.as_str() == code)
            .ok_or(FeatureError)
    }

    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Feature::Qa => "qa",
            Feature::Quiz => "quiz",
            Feature::Calc => "calc",
        }
    }

    /// The kind whose events the summary counts for this feature.
    #[must_use]
    pub const fn counted_kind(self) -> EventKind {
        match self {
            Feature::Qa => EventKind::AskSubmitted,
            Feature::Quiz => EventKind::QuizStart,
            Feature::Calc => EventKind::CalcRun,
        }
    }

    /// The kinds the export lists for this feature.
    #[must_use]
    pub fn exported_kinds(self) -> Vec<EventKind> {
        match self {
            Feature::Quiz => vec![EventKind::QuizStart, EventKind::QuizComplete],
            other => vec![other.counted_kind()],
        }
    }
}

impl fmt::Display for Feature {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Events and distinct visitors.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Usage {
    pub events: u64,
    /// Distinct anonymous visitors (the first-party visitor cookie).
    pub users: u64,
}

/// One UAE calendar day's usage.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DailyUsage {
    pub date: NaiveDate,
    pub usage: Usage,
}

/// The analytics page's figures for one range.
#[derive(Debug, Clone, PartialEq)]
pub struct UsageSummary {
    pub range: ReportRange,
    pub qa: Usage,
    pub quiz: Usage,
    /// Mean seconds from a `quiz_start` in the range to the first `quiz_complete` with the same
    /// quiz id at or after it; 0 when no round was completed.
    pub quiz_avg_duration_seconds: f64,
    pub calc: Usage,
    /// One entry per day of the range, in order, zero on days without events.
    pub daily_qa: Vec<DailyUsage>,
    pub daily_quiz: Vec<DailyUsage>,
    pub daily_calc: Vec<DailyUsage>,
}

/// One entry per day of `range`, in order: the day's entry from `counted` (the last one if a
/// day repeats), else zero.
#[must_use]
pub fn fill_days(range: &ReportRange, counted: &[DailyUsage]) -> Vec<DailyUsage> {
    range
        .first()
        .iter_days()
        .take_while(|date| *date <= range.last())
        .map(|date| DailyUsage {
            date,
            usage: counted
                .iter()
                .rev()
                .find(|entry| entry.date == date)
                .map(|entry| entry.usage)
                .unwrap_or_default(),
        })
        .collect()
}

/// Where an export batch stops, so the next one starts after it: the event's time and id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExportCursor {
    pub created_at: DateTime<Utc>,
    /// The event's id as text.
    pub id: String,
}

/// One recorded event, as the CSV export lists it.
#[derive(Debug, Clone, PartialEq)]
pub struct ExportedEvent {
    pub kind: EventKind,
    pub created_at: DateTime<Utc>,
    pub visitor_id: Option<String>,
    pub label: Option<String>,
    pub quiz_id: Option<String>,
    pub meta: serde_json::Value,
    pub cursor: ExportCursor,
}

impl ExportedEvent {
    /// A quiz result's score (`meta.score`), as written.
    #[must_use]
    pub fn score(&self) -> Option<String> {
        match self.meta.get("score")? {
            serde_json::Value::Null => None,
            serde_json::Value::String(text) => Some(text.clone()),
            other => Some(other.to_string()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap_or_default()
    }

    #[test]
    fn a_range_covers_whole_uae_days() -> Result<(), ReportRangeError> {
        let range = ReportRange::parse(Some("2026-11-16"), Some(" 2026-11-22 "))?;
        assert_eq!(range.from().to_rfc3339(), "2026-11-15T20:00:00+00:00");
        assert_eq!(range.to().to_rfc3339(), "2026-11-22T20:00:00+00:00");
        assert_eq!(range.day_count(), 7);
        assert_eq!(range.label(), "2026-11-16-to-2026-11-22");
        Ok(())
    }

    #[test]
    fn a_single_day_and_a_full_leap_year_are_allowed() {
        assert!(ReportRange::new(day(2026, 1, 1), day(2026, 1, 1)).is_ok());
        assert!(ReportRange::new(day(2024, 1, 1), day(2024, 12, 31)).is_ok());
    }

    #[test]
    fn both_dates_are_required_and_must_be_real_dates() {
        use ReportRangeError::{Invalid, Missing};
        let cases = [
            (None, Some("2026-11-22"), Missing("start_date")),
            (Some("2026-11-16"), None, Missing("end_date")),
            (Some(" "), Some("2026-11-22"), Missing("start_date")),
            (
                Some("2026-02-30"),
                Some("2026-11-22"),
                Invalid("start_date"),
            ),
            (
                Some("16/11/2026"),
                Some("2026-11-22"),
                Invalid("start_date"),
            ),
            (Some("2026-11-16"), Some("2026-1-2"), Invalid("end_date")),
            (Some("2026-11-16"), Some("tomorrow"), Invalid("end_date")),
        ];
        for (start, end, expected) in cases {
            assert_eq!(
                ReportRange::parse(start, end),
                Err(expected),
                "{start:?} {end:?}"
            );
        }
        assert_eq!(
            Missing("start_date").to_string(),
            "start_date is required, as YYYY-MM-DD"
        );
    }

    #[test]
    fn a_reversed_or_over_long_range_is_refused() {
        assert_eq!(
            ReportRange::new(day(2026, 11, 22), day(2026, 11, 16)),
            Err(ReportRangeError::Reversed)
        );
        // 367 days, both ends included.
        assert_eq!(
            ReportRange::new(day(2025, 1, 1), day(2026, 1, 2)),
            Err(ReportRangeError::TooLong)
        );
        assert!(ReportRange::new(day(2025, 1, 1), day(2026, 1, 1)).is_ok());
    }

    #[test]
    fn days_without_events_are_filled_in_as_zero() -> Result<(), ReportRangeError> {
        let range = ReportRange::new(day(2026, 2, 27), day(2026, 3, 2))?;
        let busy = Usage {
            events: 3,
            users: 2,
        };
        let outside = DailyUsage {
            date: day(2026, 3, 9),
            usage: busy,
        };
        let filled = fill_days(
            &range,
            &[
                DailyUsage {
                    date: day(2026, 3, 1),
                    usage: busy,
                },
                outside,
            ],
        );
        let shown: Vec<(String, u64)> = filled
            .iter()
            .map(|d| (d.date.to_string(), d.usage.events))
            .collect();
        assert_eq!(
            shown,
            [
                ("2026-02-27".to_owned(), 0),
                ("2026-02-28".to_owned(), 0),
                ("2026-03-01".to_owned(), 3),
                ("2026-03-02".to_owned(), 0),
            ]
        );
        Ok(())
    }

    #[test]
    fn features_parse_from_their_codes_and_name_their_kinds() {
        assert_eq!(Feature::parse(Some("QA")), Ok(Feature::Qa));
        assert_eq!(Feature::parse(Some("calc")), Ok(Feature::Calc));
        assert_eq!(Feature::parse(Some("quizzes")), Err(FeatureError));
        assert_eq!(Feature::parse(None), Err(FeatureError));
        assert_eq!(Feature::Quiz.counted_kind(), EventKind::QuizStart);
        assert_eq!(
            Feature::Quiz.exported_kinds(),
            [EventKind::QuizStart, EventKind::QuizComplete]
        );
    }

    #[test]
    fn a_score_reads_from_meta_as_written() {
        let event = |meta| ExportedEvent {
            kind: EventKind::QuizComplete,
            created_at: Utc::now(),
            visitor_id: None,
            label: None,
            quiz_id: Some("q1".to_owned()),
            meta,
            cursor: ExportCursor {
                created_at: Utc::now(),
                id: String::new(),
            },
        };
        assert_eq!(
            event(serde_json::json!({"score": 4})).score().as_deref(),
            Some("4")
        );
        assert_eq!(
            event(serde_json::json!({"score": "7/10"}))
                .score()
                .as_deref(),
            Some("7/10")
        );
        assert_eq!(event(serde_json::json!({})).score(), None);
    }
}
