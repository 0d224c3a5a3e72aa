use batala_kernel::EventId;
use chrono::{DateTime, Utc};

use crate::{EventStatus, EventStatusError, EventSubmission};

/// An admin's note on an event: 1 to 2000 characters after trimming.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct AdminNotes(String);

/// The notes are longer than allowed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("Admin notes must be at most {max} characters", max = AdminNotes::MAX_CHARS)]
pub struct AdminNotesError;

impl AdminNotes {
    pub const MAX_CHARS: usize = 2000;

    /// Reads optional notes: absent or blank gives `None`.
    ///
    /// # Errors
    /// [`AdminNotesError`] beyond [`AdminNotes::MAX_CHARS`] characters.
    pub fn parse(raw: Option<&str>) -> Result<Option<Self>, AdminNotesError> {
        let Some(text) = raw.map(str::trim).filter(|text| !text.is_empty()) else {
            return Ok(None);
        };
        if text.chars().count() > Self::MAX_CHARS {
            return Err(AdminNotesError);
        }
        Ok(Some(Self(text.to_owned())))
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Who moderated an event: 1 to 100 characters; the admin interface sends the literal `admin`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Approver(String);

/// The approver name is longer than allowed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("Approver must be at most {max} characters", max = Approver::MAX_CHARS)]
pub struct ApproverError;

impl Approver {
    pub const MAX_CHARS: usize = 100;
    pub const DEFAULT: &'static str = "admin";

    /// Reads an optional approver name: absent or blank gives the default `admin`.
    ///
    /// # Errors
    /// [`ApproverError`] beyond [`Approver::MAX_CHARS`] characters.
    pub fn parse(raw: Option<&str>) -> Result<Self, ApproverError> {
        let text = raw
            .map(str::trim)
            .filter(|text| !text.is_empty())
            .unwrap_or(Self::DEFAULT);
        if text.chars().count() > Self::MAX_CHARS {
            return Err(ApproverError);
        }
        Ok(Self(text.to_owned()))
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl Default for Approver {
    fn default() -> Self {
        Self(Self::DEFAULT.to_owned())
    }
}

/// A moderation request: the status wanted, optional notes, and who asks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StatusChange {
    status: EventStatus,
    admin_notes: Option<AdminNotes>,
    approved_by: Approver,
}

/// Why a moderation request was refused before looking at the event.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StatusChangeError {
    #[error(transparent)]
    Status(#[from] EventStatusError),
    #[error(transparent)]
    AdminNotes(#[from] AdminNotesError),
    #[error(transparent)]
    Approver(#[from] ApproverError),
}

impl StatusChange {
    #[must_use]
    pub const fn new(
        status: EventStatus,
        admin_notes: Option<AdminNotes>,
        approved_by: Approver,
    ) -> Self {
        Self {
            status,
            admin_notes,
            approved_by,
        }
    }

    /// Reads the body of `PATCH /api/admin/events/{id}/status`.
    ///
    /// # Errors
    /// [`StatusChangeError`] for an unknown status or over-long notes or approver.
    pub fn parse(
        status: &str,
        admin_notes: Option<&str>,
        approved_by: Option<&str>,
    ) -> Result<Self, StatusChangeError> {
        Ok(Self::new(
            EventStatus::parse(status)?,
            AdminNotes::parse(admin_notes)?,
            Approver::parse(approved_by)?,
        ))
    }

    #[must_use]
    pub const fn status(&self) -> EventStatus {
        self.status
    }

    #[must_use]
    pub const fn admin_notes(&self) -> Option<&AdminNotes> {
        self.admin_notes.as_ref()
    }

    #[must_use]
    pub const fn approved_by(&self) -> &Approver {
        &self.approved_by
    }
}

/// A stored event: the visitor's submission plus moderation fields.
#[derive(Debug, Clone, PartialEq)]
pub struct Event {
    pub id: EventId,
    pub submission: EventSubmission,
    pub status: EventStatus,
    pub admin_notes: Option<AdminNotes>,
    /// True once the event has been featured.
    pub featured: bool,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub approved_at: Option<DateTime<Utc>>,
    pub approved_by: Option<Approver>,
    /// What the built-in events show beyond a submission; empty for visitors' submissions.
    pub details: EventDetails,
}

/// Optional details of a curated event: places, price, instructor and topics for an upcoming one;
/// attendance, rating and highlights for a past one. Visitors' submissions carry none.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct EventDetails {
    /// When the event ends (after its start).
    pub ends_at: Option<DateTime<Utc>>,
    /// Places available, above 0.
    pub capacity: Option<u32>,
    /// Places taken, at most the capacity.
    pub registered: Option<u32>,
    /// Price in AED, two decimals; 0 is free.
    pub price_aed: Option<f64>,
    pub instructor: Option<String>,
    pub topics: Vec<String>,
    /// How many people came (past events).
    pub attendance: Option<u32>,
    /// Average participants' rating, 0 to 5, one decimal (past events).
    pub rating: Option<f64>,
    /// Key achievements (past events).
    pub highlights: Vec<String>,
}

/// A curated event to store as it is, with its status (the demo events): no moderation.
#[derive(Debug, Clone, PartialEq)]
pub struct NewEvent {
    pub submission: EventSubmission,
    pub details: EventDetails,
    pub status: EventStatus,
}

/// A case-insensitive search text for admin lists: 1 to 200 characters after trimming.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SearchTerm(String);

/// The search text is longer than allowed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("a search is at most {max} characters", max = SearchTerm::MAX_CHARS)]
pub struct SearchTermError;

impl SearchTerm {
    pub const MAX_CHARS: usize = 200;

    /// Reads an optional search: absent or blank gives `None` (no filtering).
    ///
    /// # Errors
    /// [`SearchTermError`] beyond [`SearchTerm::MAX_CHARS`] characters.
    pub fn parse(raw: Option<&str>) -> Result<Option<Self>, SearchTermError> {
        let Some(text) = raw.map(str::trim).filter(|text| !text.is_empty()) else {
            return Ok(None);
        };
        if text.chars().count() > Self::MAX_CHARS {
            return Err(SearchTermError);
        }
        Ok(Some(Self(text.to_lowercase())))
    }

    /// The lowercased search text.
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether `text` contains the search, ignoring case.
    #[must_use]
    pub fn is_in(&self, text: &str) -> bool {
        text.to_lowercase().contains(&self.0)
    }
}

/// The admin events list's filters.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct EventFilter {
    pub status: Option<EventStatus>,
    /// Searched in title, description, city (code and name) and organizer name.
    pub search: Option<SearchTerm>,
}

impl EventFilter {
    /// Whether an event passes the filters; adapters reproduce this in their queries.
    #[must_use]
    pub fn matches(&self, event: &Event) -> bool {
        let status_ok = self.status.is_none_or(|status| status == event.status);
        let search_ok = self.search.as_ref().is_none_or(|term| {
            let submission = &event.submission;
            [
                submission.title(),
                submission.description(),
                submission.city().as_str(),
                submission.city().name(),
                submission.organizer_name(),
            ]
            .into_iter()
            .any(|text| term.is_in(text))
        });
        status_ok && search_ok
    }
}

/// Splits public (approved or featured) events into upcoming ones, soonest first, and past ones,
/// most recent first. An event dated exactly `now` is upcoming; non-public events are dropped.
#[must_use]
pub fn split_upcoming_and_past(events: Vec<Event>, now: DateTime<Utc>) -> (Vec<Event>, Vec<Event>) {
    let (mut upcoming, mut past): (Vec<Event>, Vec<Event>) = events
        .into_iter()
        .filter(|event| event.status.is_public())
        .partition(|event| event.submission.event_date() >= now);
    upcoming.sort_by_key(|event| event.submission.event_date());
    past.sort_by_key(|event| std::cmp::Reverse(event.submission.event_date()));
    (upcoming, past)
}

#[cfg(test)]
mod tests {
    use chrono::TimeZone;

    use super::*;
    use crate::{RawEventSubmission, SubmissionError};

    type TestResult = Result<(), Box<dyn std::error::Error>>;

    fn event(title: &str, date: &str, status: EventStatus) -> Result<Event, SubmissionError> {
        let submission = EventSubmission::parse(&RawEventSubmission {
            title: title.to_owned(),
            description: "Hands-on session.".to_owned(),
            event_type: "seminar".to_owned(),
            event_date: date.to_owned(),
            location: "Expo City".to_owned(),
            city: Some("abu_dhabi".to_owned()),
            organizer_name: "Omar Said".to_owned(),
            organizer_email: "omar@example.ae".to_owned(),
            food_waste_focus: "Surplus redistribution".to_owned(),
            ..RawEventSubmission::default()
        })?;
        let created = Utc
            .with_ymd_and_hms(2025, 1, 1, 0, 0, 0)
            .single()
            .unwrap_or_default();
        Ok(Event {
            id: EventId::new(),
            submission,
            status,
            admin_notes: None,
            featured: status == EventStatus::Featured,
            created_at: created,
            updated_at: created,
            approved_at: None,
            approved_by: None,
            details: EventDetails::default(),
        })
    }

    #[test]
    fn admin_notes_are_optional_and_bounded() -> Result<(), AdminNotesError> {
        assert_eq!(AdminNotes::parse(None)?, None);
        assert_eq!(AdminNotes::parse(Some("  "))?, None);
        assert_eq!(
            AdminNotes::parse(Some(" Checked venue "))?.map(|n| n.as_str().to_owned()),
            Some("Checked venue".to_owned())
        );
        assert_eq!(
            AdminNotes::parse(Some(&"n".repeat(2001))),
            Err(AdminNotesError)
        );
        Ok(())
    }

    #[test]
    fn the_approver_defaults_to_admin() -> Result<(), ApproverError> {
        assert_eq!(Approver::parse(None)?.as_str(), "admin");
        assert_eq!(Approver::parse(Some(" "))?, Approver::default());
        assert_eq!(Approver::parse(Some("Mariam"))?.as_str(), "Mariam");
        assert_eq!(Approver::parse(Some(&"a".repeat(101))), Err(ApproverError));
        Ok(())
    }

    #[test]
    fn a_status_change_reads_the_admin_request() -> Result<(), StatusChangeError> {
        let change = StatusChange::parse("approved", None, Some("admin"))?;
        assert_eq!(change.status(), EventStatus::Approved);
        assert_eq!(change.admin_notes(), None);
        assert_eq!(change.approved_by().as_str(), "admin");
        assert!(matches!(
            StatusChange::parse("archived", None, None),
            Err(StatusChangeError::Status(_))
        ));
        Ok(())
    }

    #[test]
    fn a_search_term_is_optional_and_matches_ignoring_case() -> Result<(), SearchTermError> {
        assert_eq!(SearchTerm::parse(Some("   "))?, None);
        let term = SearchTerm::parse(Some(" WORKSHOP "))?;
        assert!(
            term.as_ref()
                .is_some_and(|t| t.is_in("Zero Waste Workshop"))
        );
        assert_eq!(
            SearchTerm::parse(Some(&"s".repeat(201))),
            Err(SearchTermError)
        );
        Ok(())
    }

    #[test]
    fn the_event_filter_checks_status_and_searches_text_fields() -> TestResult {
        let pending = event("Compost Basics", "2030-01-01", EventStatus::Pending)?;
        let by_status = EventFilter {
            status: Some(EventStatus::Pending),
            search: None,
        };
        assert!(by_status.matches(&pending));
        assert!(
            !EventFilter {
                status: Some(EventStatus::Approved),
                search: None
            }
            .matches(&pending)
        );
        for text in ["compost", "Abu Dhabi", "abu_dhabi", "omar", "HANDS-ON"] {
            let filter = EventFilter {
                status: None,
                search: SearchTerm::parse(Some(text))?,
            };
            assert!(filter.matches(&pending), "{text}");
        }
        let miss = EventFilter {
            status: None,
            search: SearchTerm::parse(Some("sharjah"))?,
        };
        assert!(!miss.matches(&pending));
        Ok(())
    }

    #[test]
    fn public_events_split_into_upcoming_and_past() -> TestResult {
        let now = Utc
            .with_ymd_and_hms(2025, 6, 1, 0, 0, 0)
            .single()
            .ok_or("date")?;
        let events = vec![
            event("Later", "2025-09-01", EventStatus::Featured)?,
            event("Sooner", "2025-07-01", EventStatus::Approved)?,
            event("Hidden", "2025-08-01", EventStatus::Pending)?,
            event("Refused", "2025-08-01", EventStatus::Rejected)?,
            event("Long ago", "2024-01-01", EventStatus::Approved)?,
            event("Recent", "2025-05-01", EventStatus::Approved)?,
        ];
        let (upcoming, past) = split_upcoming_and_past(events, now);
        let titles = |list: &[Event]| -> Vec<String> {
            list.iter()
                .map(|e| e.submission.title().to_owned())
                .collect()
        };
        assert_eq!(titles(&upcoming), ["Sooner", "Later"]);
        assert_eq!(titles(&past), ["Recent", "Long ago"]);
        Ok(())
    }
}
