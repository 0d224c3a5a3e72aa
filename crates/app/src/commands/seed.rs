use batala_knowledge::{IngestOutcome, corpus_sources};
use batala_postgres::{Database, PoolSettings, run_migrations};
use secrecy::ExposeSecret;

use crate::config::Config;
use crate::startup::Knowledge;

/// What seeding did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SeedReport {
    pub sources_added: usize,
    pub sources_unchanged: usize,
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
        demo,
        "knowledge base seeded"
    );
    Ok(report)
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
