//! Shared value types of Batala's domain: the vocabulary every other crate speaks.
//!
//! Each type parses its input once ("parse, don't validate"): holding a value means it is valid.
//! The enums ([`Persona`], [`City`]) are also the wire vocabulary and derive serde in snake_case;
//! the validated newtypes ([`Period`], [`Slug`], [`Email`], [`Page`]) carry no serde, so that the
//! only way in from the outside is their `parse` constructor.

mod city;
mod email;
mod ids;
mod page;
mod period;
mod persona;
mod slug;
mod unavailable;
mod web_url;

pub use city::{City, CityError};
pub use email::{Email, EmailError};
pub use ids::{
    AnswerId, ChunkId, EventId, FeedbackId, IdError, LeaderboardEntryId, PhrasingId, QuestionId,
    SourceId, TopicId, VenueId,
};
pub use page::{Page, PageError};
pub use period::{Period, PeriodError};
pub use persona::{Persona, PersonaError};
pub use slug::{Slug, SlugError};
pub use unavailable::Unavailable;
pub use web_url::{WebUrl, WebUrlError};
