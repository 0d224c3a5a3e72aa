//! Batala's leaderboard: venues, their monthly results and the `batala_score` that ranks them.
//!
//! A [`NewVenue`] and a [`NewEntry`] come from the admin forms through their `parse`
//! constructors, with the forms' messages. An entry's [`BatalaScore`] is a documented,
//! deterministic function of its own [`EntryFigures`] (see [`BatalaScore`] for the formula),
//! computed before every write. [`rank_entries`] orders a period's entries (score, then kg
//! rescued, then venue name) and hands out the badges. Storage is behind the [`VenueStore`] and
//! [`EntryStore`] ports.

mod entry;
mod ports;
mod ranking;
mod score;
mod service;
mod venue;

pub use entry::{EntryFigures, EntryInputError, FiguresError, LeaderboardEntry, NewEntry};
pub use ports::{EntryError, EntryStore, VenueError, VenueStore};
#[cfg(any(test, feature = "mocks"))]
pub use ports::{MockEntryStore, MockVenueStore};
pub use ranking::{Badge, RankedEntry, leaderboard_order, rank_entries};
pub use score::{BatalaScore, BatalaScoreError};
pub use service::{Leaderboard, LeaderboardService};
pub use venue::{NewVenue, Venue, VenueInputError, VenueName, VenueNameError};
