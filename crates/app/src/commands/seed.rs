use batala_events::{
    EventDetails, EventFilter, EventService, EventStatus, EventSubmission, NewEvent,
    RawEventSubmission,
};
use batala_kernel::City;
use batala_knowledge::{IngestOutcome, corpus_sources};
use batala_leaderboard::{EntryError, LeaderboardService, NewEntry, NewVenue};
use batala_postgres::{Database, PoolSettings, run_migrations};
use chrono::{DateTime, Duration, FixedOffset, NaiveTime, Utc};
use secrecy::ExposeSecret;

use crate::config::Config;
use crate::startup::Knowledge;

/// What seeding did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SeedReport {
    pub sources_added: usize,
    pub sources_unchanged: usize,
    pub cards_stored: usize,
    pub demo_venues: usize,
    pub demo_entries: usize,
    pub demo_events: usize,
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
    // Chunks stored while the embedder was down, or embedded by another one, get their vectors
    // now; when it is still down they stay searchable by full text.
    let embedded = match knowledge.service.reindex().await {
        Ok(count) => count,
        Err(error) => {
            tracing::warn!(%error, "chunks left without vectors until `batala reindex` runs");
            0
        }
    };
    let cards = knowledge.cards.seed_curated().await?;
    report.cards_stored = cards.stored;
    tracing::info!(
        stored = cards.stored,
        unchanged = cards.unchanged,
        removed = cards.removed,
        embedded = cards.embedded,
        "guidance cards seeded"
    );
    if report.sources_added > 0 || embedded > 0 {
        batala_postgres::PgKnowledgeStore::new(database.clone())
            .refresh_statistics()
            .await?;
    }
    tracing::info!(
        added = report.sources_added,
        unchanged = report.sources_unchanged,
        embedded,
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
        let events =
            seed_demo_events(&crate::startup::events_service(&database), Utc::now()).await?;
        report.demo_events = events;
        tracing::info!(events, "demo events seeded");
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

/// A built-in (demo) event: its day relative to the seeding day, its local start time and
/// length, and what it shows.
struct DemoEvent {
    title: &'static str,
    description: &'static str,
    event_type: &'static str,
    days_from_seeding: i64,
    /// Start, UAE time, `HH:MM`.
    starts: &'static str,
    hours: i64,
    location: &'static str,
    city: City,
    food_waste_focus: &'static str,
    details: fn() -> EventDetails,
}

fn texts(items: &[&str]) -> Vec<String> {
    items.iter().map(|item| (*item).to_owned()).collect()
}

/// The spec's built-in events: three upcoming, two past. Instructors and organisers are
/// invented for the demo.
const DEMO_EVENTS: [DemoEvent; 5] = [
    DemoEvent {
        title: "Zero Waste Kitchen Workshop",
        description: "A hands-on morning for chefs and kitchen teams: organise cold rooms and dry stores so older stock is used first, turn trimmings and surplus into dishes, and plan portions from real covers.",
        event_type: "workshop",
        days_from_seeding: 14,
        starts: "10:00",
        hours: 4,
        location: "Dubai Design District, Building 7",
        city: City::Dubai,
        food_waste_focus: "Preventing kitchen waste through stock rotation, portion planning and creative use of surplus",
        details: || EventDetails {
            capacity: Some(50),
            registered: Some(34),
            price_aed: Some(0.0),
            instructor: Some("Chef Layla Haddad".to_owned()),
            topics: texts(&[
                "First in, first out stock rotation",
                "Cooking with trimmings and surplus",
                "Portion planning from covers",
                "Measuring what the kitchen throws away",
            ]),
            ..EventDetails::default()
        },
    },
    DemoEvent {
        title: "Food Safety and Surplus Donation Masterclass",
        description: "A full-day masterclass for hotel and catering managers on keeping surplus food safe from the pass to the partner charity: chilling, holding temperatures, labelling and records.",
        event_type: "masterclass",
        days_from_seeding: 28,
        starts: "09:00",
        hours: 7,
        location: "Abu Dhabi National Exhibition Centre",
        city: City::AbuDhabi,
        food_waste_focus: "Donating surplus food safely instead of discarding it, in line with UAE food safety rules",
        details: || EventDetails {
            capacity: Some(30),
            registered: Some(18),
            price_aed: Some(450.0),
            instructor: Some("Dr. Omar Al Mansoori".to_owned()),
            topics: texts(&[
                "The temperature danger zone",
                "Cooling, holding and reheating safely",
                "Use-by and best-before dates",
                "Packing and recording surplus for donation",
            ]),
            ..EventDetails::default()
        },
    },
    DemoEvent {
        title: "Measuring Food Waste in Hospitality",
        description: "Training for restaurant, hotel and retail teams on setting a food-waste baseline, tracking waste by category and turning the numbers into buying and menu decisions.",
        event_type: "training",
        days_from_seeding: 45,
        starts: "14:00",
        hours: 3,
        location: "Sharjah Research Technology and Innovation Park",
        city: City::Sharjah,
        food_waste_focus: "Measuring food waste so that reductions can be planned, tracked and reported",
        details: || EventDetails {
            capacity: Some(75),
            registered: Some(23),
            price_aed: Some(200.0),
            instructor: Some("Sara Nasser".to_owned()),
            topics: texts(&[
                "Setting a waste baseline",
                "Tracking waste by category",
                "Buffet and banquet planning",
                "Reporting progress to the team",
            ]),
            ..EventDetails::default()
        },
    },
    DemoEvent {
        title: "Community Food Rescue Day",
        description: "Residents, restaurants and volunteers came together to collect surplus food, sort it safely and pass it on, with a home composting corner for what could not be eaten.",
        event_type: "community",
        days_from_seeding: -30,
        starts: "16:00",
        hours: 4,
        location: "Al Barsha Pond Park",
        city: City::Dubai,
        food_waste_focus: "Redistributing surplus food to people and composting inedible scraps",
        details: || EventDetails {
            attendance: Some(120),
            rating: Some(4.8),
            highlights: texts(&[
                "Surplus from neighbourhood restaurants sorted and redistributed",
                "Home composting demonstration",
                "Meal-planning guides shared in English and Arabic",
            ]),
            ..EventDetails::default()
        },
    },
    DemoEvent {
        title: "UAE Food Loss and Waste Forum",
        description: "A one-day forum where hospitality, retail and public-sector speakers shared what has worked to halve food waste, from measurement to donation partnerships.",
        event_type: "conference",
        days_from_seeding: -90,
        starts: "09:00",
        hours: 8,
        location: "Emirates Palace, Abu Dhabi",
        city: City::AbuDhabi,
        food_waste_focus: "Progress towards halving food loss and waste in the UAE",
        details: || EventDetails {
            attendance: Some(250),
            rating: Some(4.9),
            highlights: texts(&[
                "Case studies from hotels and supermarkets",
                "Panel on safe food donation",
                "Workshops on measuring kitchen waste",
            ]),
            ..EventDetails::default()
        },
    },
];

/// Adds the built-in events, approved, dated relative to `today` (upcoming ones 14, 28 and 45
/// days after, past ones 30 and 90 days before), skipping any whose title is already stored.
/// Returns how many were added.
///
/// # Errors
/// When the database fails or a demo event is invalid.
pub async fn seed_demo_events(
    events: &EventService,
    today: DateTime<Utc>,
) -> anyhow::Result<usize> {
    let uae = FixedOffset::east_opt(EventSubmission::UAE_UTC_OFFSET_SECONDS)
        .ok_or_else(|| anyhow::anyhow!("invalid UAE offset"))?;
    let existing = events.list(&EventFilter::default()).await?;
    let mut added = 0;
    for demo in &DEMO_EVENTS {
        if existing.iter().any(|e| e.submission.title() == demo.title) {
            continue;
        }
        let day = today.with_timezone(&uae).date_naive() + Duration::days(demo.days_from_seeding);
        let starts = NaiveTime::parse_from_str(demo.starts, "%H:%M")?;
        let submission = EventSubmission::parse(&RawEventSubmission {
            title: demo.title.to_owned(),
            description: demo.description.to_owned(),
            event_type: demo.event_type.to_owned(),
            event_date: day.and_time(starts).format("%Y-%m-%dT%H:%M").to_string(),
            location: demo.location.to_owned(),
            city: Some(demo.city.as_str().to_owned()),
            organizer_name: "Batala Events Team".to_owned(),
            organizer_email: "events@example.ae".to_owned(),
            food_waste_focus: demo.food_waste_focus.to_owned(),
            ..RawEventSubmission::default()
        })?;
        let details = EventDetails {
            ends_at: Some(submission.event_date() + Duration::hours(demo.hours)),
            ..(demo.details)()
        };
        events
            .create(&NewEvent {
                submission,
                details,
                status: EventStatus::Approved,
            })
            .await?;
        added += 1;
    }
    Ok(added)
}

/// Re-embeds every chunk and card phrasing another embedder produced (after switching
/// embedder), on a live database.
///
/// # Errors
/// When the database or the embedder fails.
pub async fn reindex(config: &Config) -> anyhow::Result<u64> {
    let url = config.database_url.expose_secret();
    run_migrations(url).await?;
    let database = Database::connect(url, PoolSettings::default())?;
    let knowledge = Knowledge::wire(config, &database)?;
    let chunks = knowledge.service.reindex().await?;
    let phrasings = knowledge.cards.reindex().await?;
    tracing::info!(chunks, phrasings, "re-embedded");
    Ok(chunks + phrasings)
}
