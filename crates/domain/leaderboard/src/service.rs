use std::fmt;
use std::sync::Arc;

use batala_kernel::{LeaderboardEntryId, Period, VenueId};

use crate::{
    EntryError, EntryStore, LeaderboardEntry, NewEntry, NewVenue, RankedEntry, Venue, VenueError,
    VenueStore, rank_entries,
};

/// A month's leaderboard: the period shown (none when there is no data at all) and its ranking.
#[derive(Debug, Clone, PartialEq)]
pub struct Leaderboard {
    pub period: Option<Period>,
    pub ranking: Vec<RankedEntry>,
}

/// The venue and leaderboard use cases.
#[derive(Clone)]
pub struct LeaderboardService {
    venues: Arc<dyn VenueStore>,
    entries: Arc<dyn EntryStore>,
}

impl fmt::Debug for LeaderboardService {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("LeaderboardService").finish_non_exhaustive()
    }
}

impl LeaderboardService {
    #[must_use]
    pub fn new(venues: Arc<dyn VenueStore>, entries: Arc<dyn EntryStore>) -> Self {
        Self { venues, entries }
    }

    /// Every venue, by name.
    ///
    /// # Errors
    /// Infrastructure failures.
    pub async fn venues(&self) -> Result<Vec<Venue>, VenueError> {
        self.venues.list_venues().await
    }

    /// The ranking of `requested`, or of the latest period with data; ranks and badges from
    /// [`rank_entries`].
    ///
    /// # Errors
    /// Infrastructure failures.
    pub async fn leaderboard(&self, requested: Option<Period>) -> Result<Leaderboard, EntryError> {
        let entries = match requested {
            Some(period) => self.entries.list_entries(Some(period)).await?,
            None => self.entries.latest_entries().await?,
        };
        let period = requested.or_else(|| entries.first().map(|entry| entry.period));
        Ok(Leaderboard {
            period,
            ranking: rank_entries(entries),
        })
    }

    /// Every entry of every period (the admin list).
    ///
    /// # Errors
    /// Infrastructure failures.
    pub async fn all_entries(&self) -> Result<Vec<LeaderboardEntry>, EntryError> {
        self.entries.list_entries(None).await
    }

    /// The periods that have entries, newest first.
    ///
    /// # Errors
    /// Infrastructure failures.
    pub async fn periods(&self) -> Result<Vec<Period>, EntryError> {
        self.entries.periods().await
    }

    /// # Errors
    /// [`VenueError::SlugTaken`] when another venue has the public page slug.
    pub async fn create_venue(&self, venue: &NewVenue) -> Result<Venue, VenueError> {
        self.venues.create_venue(venue).await
    }

    /// # Errors
    /// [`VenueError::NotFound`], [`VenueError::SlugTaken`].
    pub async fn update_venue(&self, id: VenueId, venue: &NewVenue) -> Result<Venue, VenueError> {
        self.venues.update_venue(id, venue).await
    }

    /// Deletes a venue and its entries.
    ///
    /// # Errors
    /// [`VenueError::NotFound`].
    pub async fn delete_venue(&self, id: VenueId) -> Result<(), VenueError> {
        self.venues.delete_venue(id).await
    }

    /// # Errors
    /// [`EntryError::VenueNotFound`], [`EntryError::AlreadyExists`].
    pub async fn create_entry(&self, entry: &NewEntry) -> Result<LeaderboardEntry, EntryError> {
        self.entries.create_entry(entry).await
    }

    /// # Errors
    /// [`EntryError::NotFound`], [`EntryError::VenueNotFound`], [`EntryError::AlreadyExists`].
    pub async fn update_entry(
        &self,
        id: LeaderboardEntryId,
        entry: &NewEntry,
    ) -> Result<LeaderboardEntry, EntryError> {
        self.entries.update_entry(id, entry).await
    }

    /// # Errors
    /// [`EntryError::NotFound`].
    pub async fn delete_entry(&self, id: LeaderboardEntryId) -> Result<(), EntryError> {
        self.entries.delete_entry(id).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use batala_kernel::City;

    use crate::{BatalaScore, EntryFigures, MockEntryStore, MockVenueStore, VenueName};

    fn period(raw: &str) -> Period {
        Period::parse(raw).unwrap_or_else(|e| panic!("{e}"))
    }

    fn entry_of(raw_period: &str) -> LeaderboardEntry {
        let figures = EntryFigures::new(100.0, 1000.0, 10).unwrap_or_else(|e| panic!("{e}"));
        LeaderboardEntry {
            id: LeaderboardEntryId::new(),
            venue: Venue {
                id: VenueId::new(),
                name: VenueName::parse("Al Fanar").unwrap_or_else(|e| panic!("{e}")),
                city: City::Dubai,
                public_page_slug: None,
            },
            period: period(raw_period),
            batala_score: BatalaScore::for_figures(&figures),
            figures,
        }
    }

    #[tokio::test]
    async fn without_a_period_the_latest_with_data_is_shown() {
        let mut entries = MockEntryStore::new();
        entries
            .expect_latest_entries()
            .times(1)
            .returning(|| Ok(vec![entry_of("2025-09")]));
        entries.expect_list_entries().never();

        let board = LeaderboardService::new(Arc::new(MockVenueStore::new()), Arc::new(entries))
            .leaderboard(None)
            .await;

        assert!(
            matches!(board, Ok(b) if b.period == Some(period("2025-09")) && b.ranking.len() == 1)
        );
    }

    #[tokio::test]
    async fn a_requested_period_without_data_is_an_empty_board_of_that_period() {
        let mut entries = MockEntryStore::new();
        entries.expect_latest_entries().never();
        entries
            .expect_list_entries()
            .withf(|p| *p == Some(period("2020-01")))
            .returning(|_| Ok(Vec::new()));

        let board = LeaderboardService::new(Arc::new(MockVenueStore::new()), Arc::new(entries))
            .leaderboard(Some(period("2020-01")))
            .await;

        assert!(
            matches!(board, Ok(b) if b.period == Some(period("2020-01")) && b.ranking.is_empty())
        );
    }

    #[tokio::test]
    async fn no_data_at_all_gives_no_period() {
        let mut entries = MockEntryStore::new();
        entries.expect_latest_entries().returning(|| Ok(Vec::new()));
        entries.expect_list_entries().never();

        let board = LeaderboardService::new(Arc::new(MockVenueStore::new()), Arc::new(entries))
            .leaderboard(None)
            .await;

        assert!(matches!(board, Ok(b) if b.period.is_none()));
    }
}
