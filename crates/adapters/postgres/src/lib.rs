//! The PostgreSQL adapter: every `*Store` port of the domain, implemented with diesel-async and
//! pgvector, plus the connection pool and the embedded migrations.
//!
//! Row types stay in this crate; callers see only domain types. A failure to reach the database
//! (pool wait or connect timeout, lost connection, statement timeout) comes out as an
//! `anyhow::Error` caused by [`batala_kernel::Unavailable`], which the app answers with 503.

mod analytics;
mod calculator;
mod card_memory;
mod cards;
mod database;
mod error;
mod events;
mod feedback;
mod gaps;
mod knowledge;
mod leaderboard;
mod migrations;
mod numeric;
mod qa;
mod rate_limits;
mod raw;
#[rustfmt::skip]
pub mod schema;
mod sessions;
mod sql_functions;
pub mod sql_types;

pub use analytics::PgAnalyticsStore;
pub use calculator::PgCalculatorSessionStore;
pub use cards::PgCardStore;
pub use database::{Database, PoolSettings, PoolStatus};
pub use events::PgEventStore;
pub use feedback::PgFeedbackStore;
pub use gaps::PgGapStore;
pub use knowledge::PgKnowledgeStore;
pub use leaderboard::{PgEntryStore, PgVenueStore};
pub use migrations::{MIGRATIONS, revert_all_migrations, run_migrations};
pub use qa::PgQaStore;
pub use rate_limits::PgRateLimitStore;
pub use sessions::PgSessionStore;

#[cfg(feature = "test-support")]
pub mod testing;
