//! The retrieval benchmark: the corpus plus synthetic chunks at several sizes, hybrid-query
//! latency at concurrency 1 and 8 (the query vectors computed beforehand; each concurrency
//! measured after a warm-up at it), HNSW recall@10 against exact search, and index build time.
//! Synthetic chunks mix real corpus sentences; their 384-dimensional vectors mix the corpus
//! chunks' own vectors (from the configured embedder, or random ones without it) with noise, so
//! the index sees the corpus's geometry at scale without embedding 100,000 texts.
//! It empties the database it is given: `make bench` gives it one of its own.
//!
//! For experiments, three environment variables (run the binary against a database of its own,
//! `DATABASE_URL=.../batala_bench target/release/batala bench --chunks 100000`):
//! - `BENCH_REUSE=1` keeps what the database already holds: a size it already has is measured
//!   without reloading or rebuilding the index, a larger one is loaded on top.
//! - `BENCH_SLOWEST=n` lists the n slowest queries at concurrency 1, to `EXPLAIN` them.
//! - `BENCH_NO_RECALL=1` skips the recall measurement (exact search is a sequential scan).

use std::collections::HashSet;
use std::fmt::Write as _;
use std::sync::Arc;
use std::time::{Duration, Instant};

use batala_kernel::SourceId;
use batala_knowledge::{
    Chunker, EmbedSide, Embedder, Embedding, KnowledgeStore, NewChunk, NewSource, RetrievalMode,
    Retriever, SearchFilters, SearchQuery, SourceContent, SourceTitle, corpus_sources,
    split_sentences,
};
use batala_postgres::{Database, PgKnowledgeStore, PoolSettings, run_migrations};
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use secrecy::ExposeSecret;

use super::eval::percentile_ms;
use crate::config::Config;
use crate::startup::Knowledge;

const QUERIES: usize = 200;
const RECALL_QUERIES: usize = 100;
const CHUNKS_PER_SOURCE: usize = 400;

/// Runs the benchmark at each size (total chunks, corpus included) and returns the report.
///
/// # Errors
/// When the database fails.
pub async fn bench(config: &Config, sizes: &[usize]) -> anyhow::Result<String> {
    let url = config.database_url.expose_secret();
    run_migrations(url).await?;
    let database = Database::connect(
        url,
        PoolSettings {
            max_size: 12,
            ..PoolSettings::default()
        },
    )?;
    let store = Arc::new(PgKnowledgeStore::new(database.clone()));
    let knowledge = Knowledge::wire(config, &database)?;
    let mut rng = StdRng::seed_from_u64(2030);
    let mut report = String::from(
        "Retrieval benchmark (hybrid = full text + HNSW, RRF k=60; top 6; query vectors computed beforehand)\n",
    );

    let reuse = env_flag("BENCH_REUSE");
    let slowest: usize = std::env::var("BENCH_SLOWEST")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(0);
    if !reuse {
        store.delete_everything().await?;
    }
    let mut corpus_texts = Vec::new();
    for source in corpus_sources()? {
        corpus_texts.extend(Chunker::default().split(source.content().as_str()));
        knowledge.service.ingest(source).await?;
    }
    // Synthetic chunks are mixes of real corpus sentences: text and vectors that look like the
    // corpus, rather than random words whose vectors would all sit at the same distance.
    let sentences: Vec<String> = corpus_texts
        .iter()
        .flat_map(|text| split_sentences(text))
        .collect();
    let corpus_vectors = match knowledge
        .ingest_embedder
        .embed(EmbedSide::Passage, &corpus_texts)
        .await
    {
        Ok(vectors) => vectors,
        Err(_) => (0..corpus_texts.len())
            .map(|_| noisy_mix(&[], &mut rng))
            .collect::<anyhow::Result<_>>()?,
    };
    let queries = sample_queries(&corpus_texts, &mut rng);
    // Other queries of the same kind (their own generator, so the corpus is the same as ever):
    // the first queries after a bulk load and index build find cold caches; these measure that
    // start, and warm the caches for the measured queries, as a serving store's traffic would.
    let warm_up = sample_queries(&corpus_texts, &mut StdRng::seed_from_u64(2031));
    // Every query's vector is computed before any is timed (the retriever keeps recent ones in
    // memory): the latencies are retrieval's, not the embedding server's.
    for batch in warm_up.chunks(32).chain(queries.chunks(32)) {
        if knowledge
            .query_embedder
            .embed(EmbedSide::Query, batch)
            .await
            .is_err()
        {
            break;
        }
    }
    let mut loaded = if reuse {
        usize::try_from(store.count_chunks().await?)?
    } else {
        corpus_texts.len()
    };

    for &size in sizes {
        let started = Instant::now();
        if reuse && loaded > size {
            anyhow::bail!(
                "the database holds {loaded} chunks, more than {size}: run without BENCH_REUSE"
            );
        }
        let reused = reuse && loaded == size;
        if !reused {
            store.drop_vector_index().await?;
        }
        while loaded < size {
            let count = CHUNKS_PER_SOURCE.min(size - loaded);
            let texts: Vec<String> = (0..count)
                .map(|_| {
                    let picked: Vec<&str> = (0..rng.random_range(3..7))
                        .filter_map(|_| sentences.choose(&mut rng).map(String::as_str))
                        .collect();
                    picked.join(" ")
                })
                .collect();
            let embeddings = (0..count)
                .map(|_| {
                    let parents: Vec<&Embedding> = (0..rng.random_range(1..4))
                        .filter_map(|_| corpus_vectors.choose(&mut rng))
                        .collect();
                    noisy_mix(&parents, &mut rng).map(Some)
                })
                .collect::<anyhow::Result<Vec<_>>>()?;
            let source = NewSource::new(
                SourceTitle::parse(&format!("Synthetic {}", SourceId::new()))?,
                SourceContent::parse(&texts.join("\n\n"))?,
            );
            store
                .add_source(
                    &source,
                    &NewChunk::zip(texts, embeddings)?,
                    knowledge.ingest_embedder.id(),
                )
                .await?;
            loaded += count;
        }
        let load_time = started.elapsed();
        let index_started = Instant::now();
        store.build_vector_index().await?;
        let index_time = index_started.elapsed();
        // Measured from a settled table: no autovacuum starting on the new rows mid-run.
        let vacuum_started = Instant::now();
        store.settle_after_bulk_load().await?;
        let vacuum_time = vacuum_started.elapsed();

        if reused {
            let _ = writeln!(report, "\n{size} chunks: reused");
        } else {
            let _ = writeln!(
                report,
                "\n{size} chunks: loaded in {:.1} s, HNSW index built in {:.1} s, vacuumed and analysed in {:.1} s",
                load_time.as_secs_f64(),
                index_time.as_secs_f64(),
                vacuum_time.as_secs_f64()
            );
        }
        let (cold, _) = run_queries(&knowledge.retriever, &warm_up, 1).await?;
        let cold: Vec<Duration> = cold.iter().map(|(latency, _)| *latency).collect();
        let _ = writeln!(
            report,
            "  hybrid, cold start ({} other queries first, concurrency 1): p50 {:.1} ms, p95 {:.1} ms, p99 {:.1} ms",
            warm_up.len(),
            percentile_ms(&cold, 50.0),
            percentile_ms(&cold, 95.0),
            percentile_ms(&cold, 99.0),
        );
        for concurrency in [1, 8] {
            if concurrency > 1 {
                // The pool opens the connections this concurrency needs before it is measured.
                run_queries(&knowledge.retriever, &warm_up, concurrency).await?;
            }
            let (timed, wall) = run_queries(&knowledge.retriever, &queries, concurrency).await?;
            let latencies: Vec<Duration> = timed.iter().map(|(latency, _)| *latency).collect();
            #[allow(clippy::cast_precision_loss)]
            let throughput = queries.len() as f64 / wall.as_secs_f64();
            let _ = writeln!(
                report,
                "  hybrid, concurrency {concurrency}: p50 {:.1} ms, p95 {:.1} ms, p99 {:.1} ms, {throughput:.0} queries/s",
                percentile_ms(&latencies, 50.0),
                percentile_ms(&latencies, 95.0),
                percentile_ms(&latencies, 99.0),
            );
            if concurrency == 1 && slowest > 0 {
                let mut timed = timed;
                timed.sort_by_key(|(latency, _)| std::cmp::Reverse(*latency));
                for (latency, text) in timed.iter().take(slowest) {
                    let _ = writeln!(
                        report,
                        "    {:.1} ms: {text}",
                        latency.as_secs_f64() * 1000.0
                    );
                }
            }
        }
        if !env_flag("BENCH_NO_RECALL") {
            let recall = recall_at_10(
                &store,
                knowledge.ingest_embedder.as_ref(),
                &queries[..RECALL_QUERIES.min(queries.len())],
            )
            .await?;
            let _ = writeln!(report, "  HNSW recall@10 against exact search: {recall:.3}");
        }
    }
    Ok(report)
}

/// The sum of `parents` plus uniform noise, normalised (pure noise without parents).
fn noisy_mix(parents: &[&Embedding], rng: &mut StdRng) -> anyhow::Result<Embedding> {
    let spread = if parents.is_empty() { 1.0_f32 } else { 0.04 };
    let mut values = vec![0.0_f32; Embedding::DIMENSIONS];
    for parent in parents {
        for (value, p) in values.iter_mut().zip(parent.as_slice()) {
            *value += p;
        }
    }
    for value in &mut values {
        *value += rng.random_range(-spread..spread);
    }
    let norm = values
        .iter()
        .map(|v| v * v)
        .sum::<f32>()
        .sqrt()
        .max(f32::EPSILON);
    Ok(Embedding::new(
        values.into_iter().map(|v| v / norm).collect(),
    )?)
}

fn env_flag(name: &str) -> bool {
    std::env::var(name).is_ok_and(|value| !value.is_empty() && value != "0")
}

/// Query texts like a question's opening: the first 6 to 13 words of a random corpus chunk.
fn sample_queries(corpus_texts: &[String], rng: &mut StdRng) -> Vec<String> {
    (0..QUERIES)
        .map(|_| {
            let text = corpus_texts.choose(rng).cloned().unwrap_or_default();
            text.split_whitespace()
                .take(rng.random_range(6..14))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}

async fn run_queries(
    retriever: &Arc<dyn Retriever>,
    queries: &[String],
    concurrency: usize,
) -> anyhow::Result<(Vec<(Duration, String)>, Duration)> {
    let started = Instant::now();
    let mut handles = Vec::new();
    for worker in 0..concurrency {
        let retriever = retriever.clone();
        let mine: Vec<String> = queries
            .iter()
            .skip(worker)
            .step_by(concurrency)
            .cloned()
            .collect();
        handles.push(tokio::spawn(async move {
            let mut latencies = Vec::with_capacity(mine.len());
            for text in mine {
                let query = SearchQuery::new(&text, SearchFilters::default(), None)?;
                let one = Instant::now();
                retriever.search(&query).await?;
                latencies.push((one.elapsed(), text));
            }
            anyhow::Ok(latencies)
        }));
    }
    let mut all = Vec::new();
    for handle in handles {
        all.extend(handle.await??);
    }
    Ok((all, started.elapsed()))
}

async fn recall_at_10(
    store: &PgKnowledgeStore,
    embedder: &dyn Embedder,
    queries: &[String],
) -> anyhow::Result<f64> {
    let mut total = 0.0;
    let mut rng = StdRng::seed_from_u64(2032);
    for text in queries {
        let query = SearchQuery::new(text, SearchFilters::default(), Some(10))?
            .with_mode(RetrievalMode::Vector);
        let embedding = match embedder
            .embed(EmbedSide::Query, std::slice::from_ref(text))
            .await
        {
            Ok(vectors) => vectors
                .into_iter()
                .next()
                .ok_or_else(|| anyhow::anyhow!("no embedding"))?,
            Err(_) => noisy_mix(&[], &mut rng)?,
        };
        let approximate: HashSet<_> = store
            .search(&query, Some(embedding.clone()))
            .await?
            .into_iter()
            .map(|hit| hit.chunk.id)
            .collect();
        let exact = store.exact_vector_search(&query, &embedding).await?;
        #[allow(clippy::cast_precision_loss)]
        let found = exact.iter().filter(|id| approximate.contains(id)).count() as f64
            / exact.len().max(1) as f64;
        total += found;
    }
    #[allow(clippy::cast_precision_loss)]
    Ok(total / queries.len().max(1) as f64)
}
