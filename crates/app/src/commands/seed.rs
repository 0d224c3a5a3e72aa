use batala_kernel::City;
use batala_knowledge::{IngestOutcome, corpus_sources};
use batala_leaderboard::{EntryError, LeaderboardService, NewEntry, NewVenue};
use batala_postgres::{Database, PoolSettings, run_migrations};
use secrecy::ExposeSecret;

use crate::config::Config;
use crate::startup::Knowledge;

/// What seeding did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SeedReport {
    pub sources_added: usize,
    pub sources_unchanged: usize,
    pub demo_venues: usize,
    pub demo_entries: usize,
}

/// Migrates, then ingests the curated corpus through the same pipeline as admin "Add
/// Content". Idempotent: content already stored is skipped.
///
/// # Errors
/// When the database or the embedder fails, or a corpus file is invalid.
pub async fn seed(config: &Config, demo: bool) -> anyhow::Result<SeedReport> {
    let url = config.database_url.expose_secret();
    run_migrations(url).await?;
    let database = Database::connect(url, PoolSettings::default())?;
    let knowledge = Knowledge::wire(config, &database)?;
    let mut report = SeedReport::default();
    for source in corpus_sources()? {
        match knowledge.service.ingest(source).await? {
            IngestOutcome::Created(_) => report.sources_added += 1,
            IngestOutcome::AlreadyPresent(_) => report.sources_unchanged += 1,
        }
    }
    tracing::info!(
        added = report.sources_added,
        unchanged = report.sources_unchanged,
        "knowledge base seeded"
    );
    if demo {
        let (venues, entries) = seed_demo(&crate::startup::leaderboard_service(&database)).await?;
        report.demo_venues = venues;
        report.demo_entries = entries;
        tracing::info!(
            venues,
            entries,
            "demo venues and leaderboard entries seeded"
        );
    }
    Ok(report)
}

/// Demo venues: plausible, invented UAE venues (say so wherever they are shown), one slug each.
const DEMO_VENUES: [(&str, City, &str); 12] = [
    ("Al Fanar Kitchen", City::Dubai, "demo-al-fanar-kitchen"),
    (
        "Marina Harbour Hotel",
        City::Dubai,
        "demo-marina-harbour-hotel",
    ),
    ("Creekside Catering", City::Dubai, "demo-creekside-catering"),
    (
        "Corniche Grand Hotel",
        City::AbuDhabi,
        "demo-corniche-grand-hotel",
    ),
    (
        "Saadiyat Green Market",
        City::AbuDhabi,
        "demo-saadiyat-green-market",
    ),
    (
        "Sharjah Family Bakery",
        City::Sharjah,
        "demo-sharjah-family-bakery",
    ),
    ("Al Qasba Bistro", City::Sharjah, "demo-al-qasba-bistro"),
    (
        "Ajman Pearl Restaurant",
        City::Ajman,
        "demo-ajman-pearl-restaurant",
    ),
    (
        "Fujairah Mountain Lodge",
        City::Fujairah,
        "demo-fujairah-mountain-lodge",
    ),
    (
        "Hajar Fresh Supermarket",
        City::Fujairah,
        "demo-hajar-fresh-supermarket",
    ),
    (
        "Ras Al Khaimah Events Co.",
        City::RasAlKhaimah,
        "demo-rak-events-co",
    ),
    (
        "Umm Al Quwain Seafood House",
        City::UmmAlQuwain,
        "demo-uaq-seafood-house",
    ),
];

/// The periods the spec's leaderboard offers.
const DEMO_PERIODS: [&str; 5] = ["2025-09", "2024-01", "2023-12", "2023-11", "2023-10"];

/// Adds the demo venues and their entries, skipping what is already there. Figures vary by
/// venue and month deterministically, so every run gives the same leaderboard.
///
/// # Errors
/// When the database fails.
pub async fn seed_demo(leaderboard: &LeaderboardService) -> anyhow::Result<(usize, usize)> {
    let existing = leaderboard.venues().await?;
    let (mut venues, mut entries) = (0, 0);
    for (index, (name, city, slug)) in DEMO_VENUES.iter().enumerate() {
        let venue = match existing.iter().find(|v| {
            v.public_page_slug
                .as_ref()
                .is_some_and(|s| s.as_str() == *slug)
        }) {
            Some(venue) => venue.clone(),
            None => {
                venues += 1;
                leaderboard
                    .create_venue(&NewVenue::parse(name, Some(city.as_str()), Some(slug))?)
                    .await?
            }
        };
        for (month, period) in DEMO_PERIODS.iter().enumerate() {
            #[allow(clippy::cast_precision_loss)]
            let (i, m) = (index as f64, month as f64);
            let kg = (180.0 + ((i * 37.0 + m * 53.0) % 11.0) * 95.0 + i * 12.5).round();
            let meals = (kg / 0.42 * (0.35 + ((i + m) % 5.0) * 0.08)).round();
            #[allow(clippy::cast_possible_truncation)]
            let entry = NewEntry::parse(
                Some(&venue.id.to_string()),
                Some(period),
                Some(kg),
                Some((kg * 11.5).round()),
                Some(meals as i64),
            )?;
            match leaderboard.create_entry(&entry).await {
                Ok(_) => entries += 1,
                Err(EntryError::AlreadyExists) => {}
                Err(other) => return Err(other.into()),
            }
        }
    }
    Ok((venues, entries))
}

/// Re-embeds every chunk another embedder produced (after switching embedder).
///
/// # Errors
/// When the database or the embedder fails.
pub async fn reindex(config: &Config) -> anyhow::Result<u64> {
    let url = config.database_url.expose_secret();
    run_migrations(url).await?;
    let database = Database::connect(url, PoolSettings::default())?;
    let knowledge = Knowledge::wire(config, &database)?;
    let count = knowledge.service.reindex().await?;
    tracing::info!(chunks = count, "re-embedded chunks");
    Ok(count)
}
