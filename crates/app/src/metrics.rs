//! Prometheus metrics: requests by route, method and status (count and latency, from
//! actix-web-prom), the connection pool, the embedding server, and how long answers take by
//! where they come from. `/metrics` serves them to a scraper on this host or to an admin.

use std::sync::Arc;
use std::time::{Duration, Instant};

use actix_web_prom::{PrometheusMetrics, PrometheusMetricsBuilder};
use async_trait::async_trait;
use batala_ask::{AnswerGenerator, GenerateError, GeneratedAnswer, GenerationRequest};
use prometheus::{
    Encoder, HistogramOpts, HistogramVec, IntCounter, IntGauge, IntGaugeVec, Opts, Registry,
    TextEncoder,
};

use crate::state::AppState;

/// Latency buckets for answers, in seconds: a card answer takes milliseconds, a model seconds.
const ANSWER_BUCKETS: [f64; 12] = [
    0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0,
];

/// This instance's metrics, in one registry.
#[derive(Clone)]
pub struct Metrics {
    registry: Registry,
    http: PrometheusMetrics,
    answers: HistogramVec,
    pool: IntGaugeVec,
    embeddings_up: IntGauge,
    embeddings_unavailable: IntCounter,
}

impl std::fmt::Debug for Metrics {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Metrics").finish_non_exhaustive()
    }
}

impl Metrics {
    /// A fresh registry with every metric registered.
    ///
    /// # Errors
    /// When a metric cannot be registered (a name used twice).
    pub fn new() -> anyhow::Result<Self> {
        let registry = Registry::new();
        let http = PrometheusMetricsBuilder::new("batala")
            .registry(registry.clone())
            // Paths no route matches (the web app's pages, probes for files) share one label,
            // so a crawler cannot grow the series without bound.
            .mask_unmatched_patterns("UNMATCHED")
            .build()
            .map_err(|error| anyhow::anyhow!("{error}"))?;
        let answers = HistogramVec::new(
            HistogramOpts::new(
                "batala_answer_duration_seconds",
                "Time to write an answer, by where it comes from (model, card, not_covered) and outcome",
            )
            .buckets(ANSWER_BUCKETS.to_vec()),
            &["source", "outcome"],
        )?;
        let pool = IntGaugeVec::new(
            Opts::new(
                "batala_db_pool_connections",
                "Database connections of this instance, by state",
            ),
            &["state"],
        )?;
        let embeddings_up = IntGauge::new(
            "batala_embeddings_up",
            "Whether the embedding server answers (1) or searches use full text alone (0).",
        )?;
        let embeddings_unavailable = IntCounter::new(
            "batala_embeddings_unavailable_total",
            "Embedding calls that failed, or were skipped while the server was down: searches by full text alone.",
        )?;
        registry.register(Box::new(answers.clone()))?;
        registry.register(Box::new(pool.clone()))?;
        registry.register(Box::new(embeddings_up.clone()))?;
        registry.register(Box::new(embeddings_unavailable.clone()))?;
        Ok(Self {
            registry,
            http,
            answers,
            pool,
            embeddings_up,
            embeddings_unavailable,
        })
    }

    /// The middleware that counts and times every request.
    pub fn http(&self) -> PrometheusMetrics {
        self.http.clone()
    }

    fn observe_answer(&self, source: &str, outcome: &str, elapsed: Duration) {
        self.answers
            .with_label_values(&[source, outcome])
            .observe(elapsed.as_secs_f64());
    }

    /// Every metric in the Prometheus text format, the gauges read from `state` now.
    ///
    /// # Errors
    /// When the registry cannot be encoded.
    pub fn render(&self, state: &AppState) -> anyhow::Result<String> {
        let pool = state.database.pool_status();
        for (label, value) in [
            ("max", pool.max),
            ("open", pool.open),
            ("idle", pool.idle),
            ("waiting", pool.waiting),
        ] {
            self.pool
                .with_label_values(&[label])
                .set(i64::try_from(value).unwrap_or(i64::MAX));
        }
        let (up, unavailable) = state.embeddings.as_ref().map_or((false, 0), |client| {
            (client.is_up(), client.unavailable_count())
        });
        self.embeddings_up.set(i64::from(up));
        // The embedder keeps its own count; the counter follows it.
        self.embeddings_unavailable
            .inc_by(unavailable.saturating_sub(self.embeddings_unavailable.get()));
        let mut text = Vec::new();
        TextEncoder::new().encode(&self.registry.gather(), &mut text)?;
        Ok(String::from_utf8(text)?)
    }
}

/// Where a generator's answers come from, for the metrics.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GeneratorKind {
    /// The configured OpenAI-compatible model.
    Model,
    /// The offline composer: a guidance card's answer, or "not covered yet" when none fits.
    Offline,
}

/// An answer generator whose every answer is timed into [`Metrics`], and whose failures are
/// logged (the model's are then answered offline, see `batala_ask::WithFallback`).
pub struct Timed {
    inner: Arc<dyn AnswerGenerator>,
    kind: GeneratorKind,
    metrics: Metrics,
}

impl std::fmt::Debug for Timed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Timed")
            .field("kind", &self.kind)
            .finish_non_exhaustive()
    }
}

impl Timed {
    #[must_use]
    pub fn new(inner: Arc<dyn AnswerGenerator>, kind: GeneratorKind, metrics: Metrics) -> Self {
        Self {
            inner,
            kind,
            metrics,
        }
    }
}

#[async_trait]
impl AnswerGenerator for Timed {
    fn uses_passages(&self) -> bool {
        self.inner.uses_passages()
    }

    async fn generate(
        &self,
        request: &GenerationRequest,
    ) -> Result<GeneratedAnswer, GenerateError> {
        let started = Instant::now();
        let result = self.inner.generate(request).await;
        let source = match (self.kind, &result) {
            (GeneratorKind::Model, _) => "model",
            (GeneratorKind::Offline, Ok(answer)) if answer.topic.is_none() => "not_covered",
            (GeneratorKind::Offline, _) => "card",
        };
        let outcome = match &result {
            Ok(_) => "answered",
            Err(GenerateError::OutsideDomain) => "refused",
            Err(error) => {
                tracing::warn!(%error, source, "the answer generator failed");
                "failed"
            }
        };
        self.metrics
            .observe_answer(source, outcome, started.elapsed());
        result
    }
}
