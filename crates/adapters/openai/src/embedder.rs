use async_openai::Client;
use async_openai::config::OpenAIConfig;
use async_openai::error::OpenAIError;
use async_openai::types::embeddings::{CreateEmbeddingRequestArgs, EmbeddingInput};
use async_trait::async_trait;
use batala_knowledge::{EmbedError, Embedder, Embedding};

use crate::{OpenAiSettings, OpenAiSetupError};

/// Texts per request: well under every provider's input limit.
const BATCH: usize = 64;

/// Embeddings from an OpenAI-compatible `/embeddings` endpoint, 1536-dimensional and
/// L2-normalised, requested in batches. Transient failures (429, 5xx, connection errors) are
/// retried by the async-openai client itself.
pub struct OpenAiEmbedder {
    client: Client<OpenAIConfig>,
    model: String,
    id: String,
}

impl std::fmt::Debug for OpenAiEmbedder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OpenAiEmbedder")
            .field("model", &self.model)
            .finish_non_exhaustive()
    }
}

impl OpenAiEmbedder {
    /// An embedder for the settings' embedding model.
    ///
    /// # Errors
    /// When the HTTP client cannot be built.
    pub fn new(settings: &OpenAiSettings) -> Result<Self, OpenAiSetupError> {
        Ok(Self {
            client: settings.client()?,
            model: settings.embedding_model.clone(),
            id: format!("openai:{}", settings.embedding_model),
        })
    }

    async fn embed_batch(&self, texts: &[String]) -> Result<Vec<Embedding>, EmbedError> {
        let mut request = CreateEmbeddingRequestArgs::default();
        request
            .model(self.model.clone())
            .input(EmbeddingInput::StringArray(texts.to_vec()));
        // Only the text-embedding-3 family can shorten its vectors; others must be 1536 already.
        if self.model.starts_with("text-embedding-3") {
            request.dimensions(u32::try_from(Embedding::DIMENSIONS).unwrap_or(u32::MAX));
        }
        let request = request.build().map_err(|e| EmbedError::Unknown(e.into()))?;
        let response = self
            .client
            .embeddings()
            .create(request)
            .await
            .map_err(classify)?;
        let mut data = response.data;
        if data.len() != texts.len() {
            return Err(EmbedError::Unknown(anyhow::anyhow!(
                "the provider returned {} embeddings for {} texts",
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
            EmbedError::Unavailable(format!("cannot reach the embedding provider: {error}"))
        }
        OpenAIError::ApiError(response) => match response.status_code.as_u16() {
            401 | 403 => EmbedError::Unavailable(
                "the embedding provider rejected the API key (OPENAI_API_KEY)".to_owned(),
            ),
            429 => EmbedError::Unavailable("the embedding provider is rate-limiting us".to_owned()),
            status if status >= 500 => {
                EmbedError::Unavailable(format!("the embedding provider failed: {error}"))
            }
            _ => EmbedError::Unknown(anyhow::anyhow!(
                "the embedding provider refused the request: {error}"
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

    async fn embed(&self, texts: &[String]) -> Result<Vec<Embedding>, EmbedError> {
        let mut embeddings = Vec::with_capacity(texts.len());
        for batch in texts.chunks(BATCH) {
            embeddings.extend(self.embed_batch(batch).await?);
        }
        Ok(embeddings)
    }
}
