//! The venue and entry stores against a real PostgreSQL: venues' CRUD and slug uniqueness,
//! entries stored with the domain's score, one entry per venue and period, the cascade from a
//! venue to its entries, and the leaderboard's order.
#![allow(clippy::expect_used, clippy::unwrap_used)]

mod common;

use batala_kernel::{City, LeaderboardEntryId, Period, VenueId};
use batala_leaderboard::{
    BatalaScore, EntryError, EntryFigures, EntryStore, LeaderboardEntry, NewEntry, NewVenue, Venue,
    VenueError, VenueStore, rank_entries,
};
use batala_postgres::testing::TestDatabase;
use batala_postgres::{PgEntryStore, PgVenueStore};
use common::{connect, text};

struct Stores {
    db: TestDatabase,
    venues: PgVenueStore,
    entries: PgEntryStore,
}

async fn stores() -> Stores {
    let db = TestDatabase::migrated().await;
    Stores {
        venues: PgVenueStore::new(db.database()),
        entries: PgEntryStore::new(db.database()),
        db,
    }
}

fn new_venue(name: &str, city: &str, slug: Option<&str>) -> NewVenue {
    NewVenue::parse(name, Some(city), slug).unwrap()
}

fn period(raw: &str) -> Period {
    Period::parse(raw).unwrap()
}

fn new_entry(venue: &Venue, period: &str, kg: f64, aed: f64, meals: i64) -> NewEntry {
    NewEntry::new(
        venue.id,
        self::period(period),
        EntryFigures::new(kg, aed, meals).unwrap(),
    )
}

impl Stores {
    async fn venue(&self, name: &str) -> Venue {
        self.venues
            .create_venue(&new_venue(name, "dubai", None))
            .await
            .unwrap()
    }

    async fn entry(
        &self,
        venue: &Venue,
        period: &str,
        kg: f64,
        aed: f64,
        meals: i64,
    ) -> LeaderboardEntry {
        self.entries
            .create_entry(&new_entry(venue, period, kg, aed, meals))
            .await
            .unwrap()
    }

    /// One value of the database, as text.
    async fn text(&self, sql: &str) -> String {
        let mut conn = connect(self.db.url()).await;
        text(&mut conn, sql).await
    }
}

fn names(entries: &[LeaderboardEntry]) -> Vec<&str> {
    entries.iter().map(|e| e.venue.name.as_str()).collect()
}

// Venues

#[tokio::test]
async fn a_created_venue_is_found_by_its_id() {
    let s = stores().await;

    let created = s
        .venues
        .create_venue(&new_venue("  Al Fanar ", "abu-dhabi", Some("al-fanar")))
        .await
        .unwrap();

    assert_eq!(created.name.as_str(), "Al Fanar");
    assert_eq!(created.city, City::AbuDhabi);
    assert_eq!(
        created.public_page_slug.as_ref().map(|s| s.as_str()),
        Some("al-fanar")
    );
    assert_eq!(s.venues.get_venue(created.id).await.unwrap(), created);
    assert_eq!(
        s.text(&format!(
            "SELECT city AS value FROM venues WHERE id = '{}'",
            created.id
        ))
        .await,
        "abu_dhabi"
    );
}

#[tokio::test]
async fn venues_are_listed_by_name_a_to_z_ignoring_case() {
    let s = stores().await;
    for name in ["zahra kitchen", "Barakat", "al Fanar", "Zaatar"] {
        s.venue(name).await;
    }

    let venues = s.venues.list_venues().await.unwrap();

    let listed: Vec<&str> = venues.iter().map(|v| v.name.as_str()).collect();
    assert_eq!(listed, ["al Fanar", "Barakat", "Zaatar", "zahra kitchen"]);
}

#[tokio::test]
async fn no_venues_list_as_empty() {
    let s = stores().await;
    assert!(s.venues.list_venues().await.unwrap().is_empty());
}

#[tokio::test]
async fn an_updated_venue_has_its_new_name_city_and_slug() {
    let s = stores().await;
    let venue = s
        .venues
        .create_venue(&new_venue("Al Fanar", "dubai", Some("al-fanar")))
        .await
        .unwrap();

    let updated = s
        .venues
        .update_venue(venue.id, &new_venue("Al Fanar Sharjah", "sharjah", None))
        .await
        .unwrap();

    assert_eq!(updated.id, venue.id);
    assert_eq!(updated.name.as_str(), "Al Fanar Sharjah");
    assert_eq!(updated.city, City::Sharjah);
    assert_eq!(updated.public_page_slug, None);
    assert_eq!(s.venues.get_venue(venue.id).await.unwrap(), updated);
}

#[tokio::test]
async fn a_second_venue_with_a_taken_slug_is_refused() {
    let s = stores().await;
    s.venues
        .create_venue(&new_venue("Al Fanar", "dubai", Some("al-fanar")))
        .await
        .unwrap();

    let result = s
        .venues
        .create_venue(&new_venue("Another", "ajman", Some("al-fanar")))
        .await;

    assert!(matches!(result, Err(VenueError::SlugTaken)), "{result:?}");
    assert_eq!(s.venues.list_venues().await.unwrap().len(), 1);
}

#[tokio::test]
async fn venues_without_a_slug_do_not_conflict() {
    let s = stores().await;
    s.venue("One").await;
    s.venue("Two").await;
    assert_eq!(s.venues.list_venues().await.unwrap().len(), 2);
}

#[tokio::test]
async fn a_venue_may_keep_its_own_slug_but_not_take_another_venues() {
    let s = stores().await;
    let first = s
        .venues
        .create_venue(&new_venue("First", "dubai", Some("first")))
        .await
        .unwrap();
    s.venues
        .create_venue(&new_venue("Second", "dubai", Some("second")))
        .await
        .unwrap();

    let kept = s
        .venues
        .update_venue(
            first.id,
            &new_venue("First Renamed", "dubai", Some("first")),
        )
        .await;
    let taken = s
        .venues
        .update_venue(first.id, &new_venue("First", "dubai", Some("second")))
        .await;

    assert!(kept.is_ok(), "{kept:?}");
    assert!(matches!(taken, Err(VenueError::SlugTaken)), "{taken:?}");
    assert_eq!(
        s.venues.get_venue(first.id).await.unwrap().name.as_str(),
        "First Renamed"
    );
}

#[tokio::test]
async fn an_unknown_venue_is_not_found_to_get_update_or_delete() {
    let s = stores().await;
    let id = VenueId::new();

    let got = s.venues.get_venue(id).await;
    let updated = s
        .venues
        .update_venue(id, &new_venue("Ghost", "dubai", None))
        .await;
    let deleted = s.venues.delete_venue(id).await;

    assert!(matches!(got, Err(VenueError::NotFound)), "{got:?}");
    assert!(matches!(updated, Err(VenueError::NotFound)), "{updated:?}");
    assert!(matches!(deleted, Err(VenueError::NotFound)), "{deleted:?}");
}

#[tokio::test]
async fn deleting_a_venue_deletes_its_entries_and_nothing_else() {
    let s = stores().await;
    let gone = s.venue("Gone").await;
    let kept = s.venue("Kept").await;
    s.entry(&gone, "2025-09", 100.0, 1000.0, 200).await;
    s.entry(&gone, "2024-01", 50.0, 500.0, 100).await;
    let kept_entry = s.entry(&kept, "2025-09", 80.0, 800.0, 150).await;

    s.venues.delete_venue(gone.id).await.unwrap();

    assert!(matches!(
        s.venues.get_venue(gone.id).await,
        Err(VenueError::NotFound)
    ));
    assert_eq!(s.entries.list_entries(None).await.unwrap(), [kept_entry]);
    assert_eq!(
        s.text(&format!(
            "SELECT count(*)::text AS value FROM leaderboard_entries WHERE venue_id = '{}'",
            gone.id
        ))
        .await,
        "0"
    );
    assert_eq!(s.entries.periods().await.unwrap(), [period("2025-09")]);
}

// Entries

#[tokio::test]
async fn a_created_entry_is_stored_with_its_figures_and_the_domains_score() {
    let s = stores().await;
    let venue = s.venue("Al Fanar").await;
    let new = new_entry(&venue, "2025-09", 1000.0, 10_000.0, 2381);

    let created = s.entries.create_entry(&new).await.unwrap();

    assert_eq!(created.venue, venue);
    assert_eq!(created.period, period("2025-09"));
    assert_eq!(created.figures, *new.figures());
    assert_eq!(created.batala_score, new.batala_score());
    assert_eq!(
        s.text(&format!(
            "SELECT concat_ws('|', period, kg_rescued, aed_saved, meals_donated, batala_score) \
             AS value FROM leaderboard_entries WHERE id = '{}'",
            created.id
        ))
        .await,
        "2025-09|1000.00|10000.00|2381|63.2"
    );
}

#[tokio::test]
async fn decimal_figures_are_kept_to_the_cent() {
    let s = stores().await;
    let venue = s.venue("Al Fanar").await;

    let created = s.entry(&venue, "2025-09", 420.55, 8200.75, 900).await;

    assert!((created.figures.kg_rescued() - 420.55).abs() < 1e-9);
    assert!((created.figures.aed_saved() - 8200.75).abs() < 1e-9);
    assert_eq!(created.figures.meals_donated(), 900);
    assert_eq!(s.entries.list_entries(None).await.unwrap(), [created]);
}

#[tokio::test]
async fn updating_an_entry_replaces_its_figures_and_recomputes_its_score() {
    let s = stores().await;
    let venue = s.venue("Al Fanar").await;
    let other = s.venue("Barakat").await;
    let created = s.entry(&venue, "2025-09", 100.0, 1000.0, 100).await;
    let change = new_entry(&other, "2025-08", 500.0, 0.0, 0);

    let updated = s.entries.update_entry(created.id, &change).await.unwrap();

    assert_eq!(updated.id, created.id);
    assert_eq!(updated.venue, other);
    assert_eq!(updated.period, period("2025-08"));
    assert_eq!(updated.batala_score, change.batala_score());
    assert!((updated.batala_score.value() - 19.7).abs() < 1e-9);
    assert_ne!(updated.batala_score, created.batala_score);
    assert_eq!(
        s.text(&format!(
            "SELECT batala_score::text AS value FROM leaderboard_entries WHERE id = '{}'",
            created.id
        ))
        .await,
        "19.7"
    );
    assert_eq!(s.entries.list_entries(None).await.unwrap(), [updated]);
}

#[tokio::test]
async fn a_second_entry_for_the_same_venue_and_period_is_refused() {
    let s = stores().await;
    let venue = s.venue("Al Fanar").await;
    s.entry(&venue, "2025-09", 100.0, 1000.0, 100).await;

    let result = s
        .entries
        .create_entry(&new_entry(&venue, "2025-09", 5.0, 5.0, 5))
        .await;

    assert!(
        matches!(result, Err(EntryError::AlreadyExists)),
        "{result:?}"
    );
    assert_eq!(s.entries.list_entries(None).await.unwrap().len(), 1);
}

#[tokio::test]
async fn an_entry_cannot_be_moved_onto_another_entrys_venue_and_period() {
    let s = stores().await;
    let venue = s.venue("Al Fanar").await;
    s.entry(&venue, "2025-09", 100.0, 1000.0, 100).await;
    let august = s.entry(&venue, "2025-08", 100.0, 1000.0, 100).await;

    let result = s
        .entries
        .update_entry(august.id, &new_entry(&venue, "2025-09", 1.0, 1.0, 1))
        .await;

    assert!(
        matches!(result, Err(EntryError::AlreadyExists)),
        "{result:?}"
    );
}

#[tokio::test]
async fn an_entry_may_be_updated_within_its_own_venue_and_period() {
    let s = stores().await;
    let venue = s.venue("Al Fanar").await;
    let created = s.entry(&venue, "2025-09", 100.0, 1000.0, 100).await;

    let updated = s
        .entries
        .update_entry(
            created.id,
            &new_entry(&venue, "2025-09", 200.0, 1000.0, 100),
        )
        .await
        .unwrap();

    assert!((updated.figures.kg_rescued() - 200.0).abs() < 1e-9);
    assert!(updated.batala_score.value() > created.batala_score.value());
}

#[tokio::test]
async fn an_entry_for_an_unknown_venue_is_refused() {
    let s = stores().await;
    let venue = s.venue("Al Fanar").await;
    let created = s.entry(&venue, "2025-09", 100.0, 1000.0, 100).await;
    let ghost = NewEntry::new(
        VenueId::new(),
        period("2025-09"),
        EntryFigures::new(1.0, 1.0, 1).unwrap(),
    );

    let on_create = s.entries.create_entry(&ghost).await;
    let on_update = s.entries.update_entry(created.id, &ghost).await;

    assert!(
        matches!(on_create, Err(EntryError::VenueNotFound)),
        "{on_create:?}"
    );
    assert!(
        matches!(on_update, Err(EntryError::VenueNotFound)),
        "{on_update:?}"
    );
    assert_eq!(s.entries.list_entries(None).await.unwrap(), [created]);
}

#[tokio::test]
async fn an_unknown_entry_is_not_found_to_update_or_delete() {
    let s = stores().await;
    let venue = s.venue("Al Fanar").await;
    let id = LeaderboardEntryId::new();

    let updated = s
        .entries
        .update_entry(id, &new_entry(&venue, "2025-09", 1.0, 1.0, 1))
        .await;
    let deleted = s.entries.delete_entry(id).await;

    assert!(matches!(updated, Err(EntryError::NotFound)), "{updated:?}");
    assert!(matches!(deleted, Err(EntryError::NotFound)), "{deleted:?}");
}

#[tokio::test]
async fn a_deleted_entry_is_gone_and_its_venue_stays() {
    let s = stores().await;
    let venue = s.venue("Al Fanar").await;
    let created = s.entry(&venue, "2025-09", 100.0, 1000.0, 100).await;

    s.entries.delete_entry(created.id).await.unwrap();

    assert!(s.entries.list_entries(None).await.unwrap().is_empty());
    assert!(matches!(
        s.entries.delete_entry(created.id).await,
        Err(EntryError::NotFound)
    ));
    assert_eq!(s.venues.get_venue(venue.id).await.unwrap(), venue);
}

#[tokio::test]
async fn entries_are_listed_by_score_then_kg_rescued_then_venue_name() {
    let s = stores().await;
    // 100 kg and 101 kg alone both score 4.8: the tie goes to more kg rescued.
    let less = s.venue("Less kg").await;
    let more = s.venue("More kg").await;
    // Equal figures: A to Z by name, ignoring case.
    let zahra = s.venue("zahra kitchen").await;
    let barakat = s.venue("Barakat").await;
    let fanar = s.venue("al Fanar").await;
    let top = s.venue("Top").await;
    s.entry(&less, "2025-09", 100.0, 0.0, 0).await;
    s.entry(&zahra, "2025-09", 10.0, 0.0, 0).await;
    s.entry(&more, "2025-09", 101.0, 0.0, 0).await;
    s.entry(&barakat, "2025-09", 10.0, 0.0, 0).await;
    s.entry(&top, "2025-09", 1000.0, 10_000.0, 2381).await;
    s.entry(&fanar, "2025-09", 10.0, 0.0, 0).await;

    let listed = s
        .entries
        .list_entries(Some(period("2025-09")))
        .await
        .unwrap();

    assert_eq!(
        names(&listed),
        [
            "Top",
            "More kg",
            "Less kg",
            "al Fanar",
            "Barakat",
            "zahra kitchen"
        ]
    );
    assert_eq!(listed[1].batala_score, listed[2].batala_score);
    assert_eq!(
        listed[1].batala_score,
        BatalaScore::from_stored(4.8).unwrap()
    );
    let ranked: Vec<LeaderboardEntry> = rank_entries(listed.clone())
        .into_iter()
        .map(|r| r.entry)
        .collect();
    assert_eq!(listed, ranked, "the store's order is the domain's ranking");
}

#[tokio::test]
async fn entries_are_listed_for_one_period_or_for_all_newest_period_first() {
    let s = stores().await;
    let fanar = s.venue("Al Fanar").await;
    let barakat = s.venue("Barakat").await;
    s.entry(&fanar, "2023-12", 300.0, 0.0, 0).await;
    s.entry(&fanar, "2024-01", 100.0, 0.0, 0).await;
    s.entry(&barakat, "2024-01", 200.0, 0.0, 0).await;
    s.entry(&barakat, "2023-11", 50.0, 0.0, 0).await;

    let january = s
        .entries
        .list_entries(Some(period("2024-01")))
        .await
        .unwrap();
    let all = s.entries.list_entries(None).await.unwrap();
    let empty = s
        .entries
        .list_entries(Some(period("2025-09")))
        .await
        .unwrap();

    assert_eq!(names(&january), ["Barakat", "Al Fanar"]);
    assert!(january.iter().all(|e| e.period == period("2024-01")));
    let shown: Vec<(String, &str)> = all
        .iter()
        .map(|e| (e.period.to_string(), e.venue.name.as_str()))
        .collect();
    assert_eq!(
        shown,
        [
            ("2024-01".to_owned(), "Barakat"),
            ("2024-01".to_owned(), "Al Fanar"),
            ("2023-12".to_owned(), "Al Fanar"),
            ("2023-11".to_owned(), "Barakat"),
        ]
    );
    assert!(empty.is_empty());
}

#[tokio::test]
async fn periods_with_entries_are_listed_once_newest_first() {
    let s = stores().await;
    assert!(s.entries.periods().await.unwrap().is_empty());
    let fanar = s.venue("Al Fanar").await;
    let barakat = s.venue("Barakat").await;
    for (venue, month) in [
        (&fanar, "2023-10"),
        (&fanar, "2025-09"),
        (&barakat, "2025-09"),
        (&fanar, "2023-12"),
        (&barakat, "2024-01"),
        (&fanar, "2023-11"),
    ] {
        s.entry(venue, month, 10.0, 10.0, 10).await;
    }

    let periods = s.entries.periods().await.unwrap();

    assert_eq!(
        periods,
        ["2025-09", "2024-01", "2023-12", "2023-11", "2023-10"].map(period)
    );
}

#[tokio::test]
async fn the_latest_entries_are_those_of_the_newest_period_and_none_without_entries() {
    let s = stores().await;
    assert!(s.entries.latest_entries().await.unwrap().is_empty());
    let fanar = s.venue("Al Fanar").await;
    let barakat = s.venue("Barakat").await;
    s.entry(&fanar, "2023-12", 300.0, 0.0, 0).await;
    s.entry(&fanar, "2024-01", 100.0, 0.0, 0).await;
    s.entry(&barakat, "2024-01", 200.0, 0.0, 0).await;
    s.entry(&barakat, "2023-11", 50.0, 0.0, 0).await;

    let mut latest = s.entries.latest_entries().await.unwrap();
    latest.sort_by(|a, b| a.venue.name.as_str().cmp(b.venue.name.as_str()));

    assert_eq!(names(&latest), ["Al Fanar", "Barakat"]);
    assert!(latest.iter().all(|e| e.period == period("2024-01")));
    assert_eq!(latest[1].figures.kg_rescued(), 200.0);
}
