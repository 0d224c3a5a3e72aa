use std::fmt;
use std::str::FromStr;

use uuid::Uuid;

/// A string that is not a UUID was given where an id was expected.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a valid id")]
pub struct IdError(pub String);

macro_rules! typed_id {
    ($($(#[$doc:meta])* $name:ident;)+) => {$(
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[derive(serde::Serialize, serde::Deserialize)]
        #[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(value_type = String, format = Uuid))]
        #[serde(transparent)]
        pub struct $name(Uuid);

        impl $name {
            /// A fresh random (v4) id.
            #[must_use]
            pub fn new() -> Self {
                Self(Uuid::new_v4())
            }

            #[must_use]
            pub const fn from_uuid(uuid: Uuid) -> Self {
                Self(uuid)
            }

            #[must_use]
            pub const fn as_uuid(&self) -> Uuid {
                self.0
            }
        }

        impl Default for $name {
            fn default() -> Self {
                Self::new()
            }
        }

        impl FromStr for $name {
            type Err = IdError;
            fn from_str(raw: &str) -> Result<Self, Self::Err> {
                Uuid::parse_str(raw.trim()).map(Self).map_err(|_| IdError(raw.to_owned()))
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.fmt(f)
            }
        }

        impl From<Uuid> for $name {
            fn from(uuid: Uuid) -> Self {
                Self(uuid)
            }
        }
    )+};
}

typed_id! {
    /// A knowledge-base source.
    SourceId;
    /// One chunk of a source's text.
    ChunkId;
    /// One way users put a guidance card's question.
    PhrasingId;
    /// A question asked by a visitor.
    QuestionId;
    /// The answer given to a question.
    AnswerId;
    /// A venue on the leaderboard.
    VenueId;
    /// A venue's results for one month.
    LeaderboardEntryId;
    /// An event, built in or submitted by the public.
    EventId;
    /// A visitor's feedback on an answer.
    FeedbackId;
    /// A topic answers are tagged with.
    TopicId;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_prints_a_uuid() -> Result<(), IdError> {
        let raw = "1f0e4a4e-8d3b-4c1e-9a57-3b8f9d2c6a10";
        let id: VenueId = raw.parse()?;
        assert_eq!(id.to_string(), raw);
        assert_eq!(id.as_uuid().to_string(), raw);
        Ok(())
    }

    #[test]
    fn rejects_a_string_that_is_no_uuid() {
        assert!("42".parse::<AnswerId>().is_err());
        assert!("".parse::<AnswerId>().is_err());
    }

    #[test]
    fn fresh_ids_differ() {
        assert_ne!(SourceId::new(), SourceId::new());
    }

    #[test]
    fn serialises_as_a_plain_string() -> Result<(), serde_json::Error> {
        let id = EventId::new();
        assert_eq!(serde_json::to_string(&id)?, format!("\"{id}\""));
        Ok(())
    }
}
