use std::fmt;
use std::str::FromStr;

/// The kind of event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EventType {
    Workshop,
    Seminar,
    Conference,
    Masterclass,
    Community,
    Training,
}

/// The input names no event type.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown event type {0:?}: expected workshop, seminar, conference, masterclass, community or training"
)]
pub struct EventTypeError(pub String);

impl EventType {
    pub const ALL: [EventType; 6] = [
        EventType::Workshop,
        EventType::Seminar,
        EventType::Conference,
        EventType::Masterclass,
        EventType::Community,
        EventType::Training,
    ];

    /// Parses an event-type code, ignoring case and surrounding space.
    ///
    /// # Errors
    /// [`EventTypeError`] for an unknown code.
    pub fn parse(raw: &str) -> Result<Self, EventTypeError> {
        let code = raw.trim().to_ascii_lowercase();
        Self::ALL
            .into_iter()
            .find(|kind| kind.as_str() == code)
            .ok_or_else(|| EventTypeError(raw.to_owned()))
    }

    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            EventType::Workshop => "workshop",
            EventType::Seminar => "seminar",
            EventType::Conference => "conference",
            EventType::Masterclass => "masterclass",
            EventType::Community => "community",
            EventType::Training => "training",
        }
    }
}

impl FromStr for EventType {
    type Err = EventTypeError;
    fn from_str(raw: &str) -> Result<Self, Self::Err> {
        Self::parse(raw)
    }
}

impl fmt::Display for EventType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_six_event_types() {
        for kind in EventType::ALL {
            assert_eq!(EventType::parse(kind.as_str()), Ok(kind));
        }
        assert_eq!(
            EventType::parse(" MasterClass "),
            Ok(EventType::Masterclass)
        );
    }

    #[test]
    fn rejects_other_event_types() {
        assert!(EventType::parse("webinar").is_err());
        assert!(EventType::parse("").is_err());
    }
}
