use std::fmt;
use std::str::FromStr;

/// Where a submitted event stands in moderation.
///
/// The only moves are pending → approved, pending → rejected and approved → featured
/// ([`EventStatus::transition_to`]); rejected and featured are final. Approved and featured
/// events are public.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum EventStatus {
    #[default]
    Pending,
    Approved,
    Rejected,
    Featured,
}

/// The input names no status.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown event status {0:?}: expected pending, approved, rejected or featured")]
pub struct EventStatusError(pub String);

/// A status change the moderation rules do not allow.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("an event that is {from} cannot become {to}")]
pub struct TransitionError {
    pub from: EventStatus,
    pub to: EventStatus,
}

impl EventStatus {
    pub const ALL: [EventStatus; 4] = [
        EventStatus::Pending,
        EventStatus::Approved,
        EventStatus::Rejected,
        EventStatus::Featured,
    ];

    /// Parses a status code, ignoring case and surrounding space.
    ///
    /// # Errors
    /// [`EventStatusError`] for an unknown code.
    pub fn parse(raw: &str) -> Result<Self, EventStatusError> {
        let code = raw.trim().to_ascii_lowercase();
        Self::ALL
            .into_iter()
            .find(|status| status.as_str() == code)
            .ok_or_else(|| EventStatusError(raw.to_owned()))
    }

    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            EventStatus::Pending => "pending",
            EventStatus::Approved => "approved",
            EventStatus::Rejected => "rejected",
            EventStatus::Featured => "featured",
        }
    }

    /// The statuses this one may move to.
    #[must_use]
    pub const fn next(self) -> &'static [EventStatus] {
        match self {
            EventStatus::Pending => &[EventStatus::Approved, EventStatus::Rejected],
            EventStatus::Approved => &[EventStatus::Featured],
            EventStatus::Rejected | EventStatus::Featured => &[],
        }
    }

    #[must_use]
    pub fn can_become(self, to: EventStatus) -> bool {
        self.next().contains(&to)
    }

    /// The status after an allowed move.
    ///
    /// # Errors
    /// [`TransitionError`] for any move other than pending → approved, pending → rejected or
    /// approved → featured (staying put included).
    pub fn transition_to(self, to: EventStatus) -> Result<EventStatus, TransitionError> {
        if self.can_become(to) {
            Ok(to)
        } else {
            Err(TransitionError { from: self, to })
        }
    }

    /// Whether events with this status are listed publicly.
    #[must_use]
    pub const fn is_public(self) -> bool {
        matches!(self, EventStatus::Approved | EventStatus::Featured)
    }
}

impl FromStr for EventStatus {
    type Err = EventStatusError;
    fn from_str(raw: &str) -> Result<Self, Self::Err> {
        Self::parse(raw)
    }
}

impl fmt::Display for EventStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_event_is_pending() {
        assert_eq!(EventStatus::default(), EventStatus::Pending);
    }

    #[test]
    fn a_pending_event_can_be_approved_or_rejected() {
        assert_eq!(
            EventStatus::Pending.transition_to(EventStatus::Approved),
            Ok(EventStatus::Approved)
        );
        assert_eq!(
            EventStatus::Pending.transition_to(EventStatus::Rejected),
            Ok(EventStatus::Rejected)
        );
    }

    #[test]
    fn only_an_approved_event_can_be_featured() {
        assert_eq!(
            EventStatus::Approved.transition_to(EventStatus::Featured),
            Ok(EventStatus::Featured)
        );
        assert_eq!(
            EventStatus::Pending.transition_to(EventStatus::Featured),
            Err(TransitionError {
                from: EventStatus::Pending,
                to: EventStatus::Featured
            })
        );
    }

    #[test]
    fn every_other_move_is_refused() {
        let allowed = [
            (EventStatus::Pending, EventStatus::Approved),
            (EventStatus::Pending, EventStatus::Rejected),
            (EventStatus::Approved, EventStatus::Featured),
        ];
        for from in EventStatus::ALL {
            for to in EventStatus::ALL {
                assert_eq!(
                    from.transition_to(to).is_ok(),
                    allowed.contains(&(from, to)),
                    "{from} -> {to}"
                );
            }
        }
        assert_eq!(
            TransitionError {
                from: EventStatus::Rejected,
                to: EventStatus::Approved
            }
            .to_string(),
            "an event that is rejected cannot become approved"
        );
    }

    #[test]
    fn approved_and_featured_events_are_public() {
        let public: Vec<EventStatus> = EventStatus::ALL
            .into_iter()
            .filter(|s| s.is_public())
            .collect();
        assert_eq!(public, [EventStatus::Approved, EventStatus::Featured]);
    }

    #[test]
    fn statuses_parse_from_their_codes() {
        for status in EventStatus::ALL {
            assert_eq!(EventStatus::parse(status.as_str()), Ok(status));
        }
        assert_eq!(EventStatus::parse(" Approved "), Ok(EventStatus::Approved));
        assert!(EventStatus::parse("archived").is_err());
    }
}
