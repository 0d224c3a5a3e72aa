use batala_kernel::{LeaderboardEntryId, Period, VenueId};

use crate::{LeaderboardEntry, NewEntry, NewVenue, Venue};

/// Why a venue operation failed.
#[derive(Debug, thiserror::Error)]
pub enum VenueError {
    #[error("no venue has this id")]
    NotFound,
    #[error("another venue already uses this public page slug")]
    SlugTaken,
    #[error(transparent)]
    Unknown(#[from] anyhow::Error),
}

/// Storage of venues.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait VenueStore: Send + Sync {
    /// All venues, by name A to Z.
    ///
    /// # Errors
    /// MUST return `VenueError::Unknown` when the store cannot be read.
    async fn list_venues(&self) -> Result<Vec<Venue>, VenueError>;

    /// One venue.
    ///
    /// # Errors
    /// MUST return `VenueError::NotFound` when no venue has this id; `VenueError::Unknown` for
    /// any other failure.
    async fn get_venue(&self, id: VenueId) -> Result<Venue, VenueError>;

    /// Creates a venue with a fresh id and returns it.
    ///
    /// # Errors
    /// MUST return `VenueError::SlugTaken` when another venue already has this public page
    /// slug; `VenueError::Unknown` for any other failure.
    async fn create_venue(&self, venue: &NewVenue) -> Result<Venue, VenueError>;

    /// Replaces a venue's name, city and slug and returns the updated venue.
    ///
    /// # Errors
    /// MUST return `VenueError::NotFound` when no venue has this id; `VenueError::SlugTaken`
    /// when another venue already has this public page slug; `VenueError::Unknown` for any
    /// other failure.
    async fn update_venue(&self, id: VenueId, venue: &NewVenue) -> Result<Venue, VenueError>;

    /// Deletes a venue and all its leaderboard entries, in one transaction.
    ///
    /// # Errors
    /// MUST return `VenueError::NotFound` when no venue has this id; `VenueError::Unknown` for
    /// any other failure.
    async fn delete_venue(&self, id: VenueId) -> Result<(), VenueError>;
}

/// Why a leaderboard-entry operation failed.
#[derive(Debug, thiserror::Error)]
pub enum EntryError {
    #[error("no leaderboard entry has this id")]
    NotFound,
    #[error("no venue has this id")]
    VenueNotFound,
    #[error("this venue already has an entry for this period")]
    AlreadyExists,
    #[error(transparent)]
    Unknown(#[from] anyhow::Error),
}

/// Storage of monthly leaderboard entries. Every write stores the entry's
/// [`NewEntry::batala_score`] beside its figures.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait EntryStore: Send + Sync {
    /// The entries of one period, or of all periods when `period` is `None`, each with its
    /// venue; in no particular order (ranking is the domain's: [`crate::rank_entries`]).
    ///
    /// # Errors
    /// MUST return `EntryError::Unknown` when the store cannot be read.
    async fn list_entries(
        &self,
        period: Option<Period>,
    ) -> Result<Vec<LeaderboardEntry>, EntryError>;

    /// The entries of the most recent period that has any (none when there are no entries), each
    /// with its venue; in no particular order. One read, for the public leaderboard's default.
    ///
    /// # Errors
    /// MUST return `EntryError::Unknown` when the store cannot be read.
    async fn latest_entries(&self) -> Result<Vec<LeaderboardEntry>, EntryError>;

    /// The distinct periods that have entries, newest first.
    ///
    /// # Errors
    /// MUST return `EntryError::Unknown` when the store cannot be read.
    async fn periods(&self) -> Result<Vec<Period>, EntryError>;

    /// Creates an entry with a fresh id and its score, and returns it with its venue.
    ///
    /// # Errors
    /// MUST return `EntryError::VenueNotFound` when no venue has the entry's venue id;
    /// `EntryError::AlreadyExists` when the venue already has an entry for the period;
    /// `EntryError::Unknown` for any other failure.
    async fn create_entry(&self, entry: &NewEntry) -> Result<LeaderboardEntry, EntryError>;

    /// Replaces an entry's venue, period, figures and score, and returns it with its venue.
    ///
    /// # Errors
    /// MUST return `EntryError::NotFound` when no entry has this id;
    /// `EntryError::VenueNotFound` when no venue has the new venue id;
    /// `EntryError::AlreadyExists` when another entry has the same venue and period;
    /// `EntryError::Unknown` for any other failure.
    async fn update_entry(
        &self,
        id: LeaderboardEntryId,
        entry: &NewEntry,
    ) -> Result<LeaderboardEntry, EntryError>;

    /// Deletes an entry.
    ///
    /// # Errors
    /// MUST return `EntryError::NotFound` when no entry has this id; `EntryError::Unknown` for
    /// any other failure.
    async fn delete_entry(&self, id: LeaderboardEntryId) -> Result<(), EntryError>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn the_entry_store_mock_can_report_a_missing_venue()
    -> Result<(), Box<dyn std::error::Error>> {
        let entry = NewEntry::parse(
            Some(&VenueId::new().to_string()),
            Some("2025-09"),
            Some(120.0),
            Some(1500.0),
            Some(250),
        )?;
        let mut store = MockEntryStore::new();
        store
            .expect_create_entry()
            .withf(|entry| entry.batala_score().value() > 0.0)
            .returning(|_| Err(EntryError::VenueNotFound));

        let result = store.create_entry(&entry).await;

        assert!(matches!(result, Err(EntryError::VenueNotFound)));
        Ok(())
    }

    #[tokio::test]
    async fn the_venue_store_mock_can_report_a_taken_slug() -> Result<(), Box<dyn std::error::Error>>
    {
        let venue = NewVenue::parse("Al Fanar", Some("dubai"), Some("al-fanar"))?;
        let mut store = MockVenueStore::new();
        store
            .expect_create_venue()
            .returning(|_| Err(VenueError::SlugTaken));

        let result = store.create_venue(&venue).await;

        assert!(matches!(result, Err(VenueError::SlugTaken)));
        Ok(())
    }
}
