use batala_kernel::SourceId;

use crate::{Embedding, NewChunk, NewSource, ScoredChunk, SearchQuery, Source};

/// Why texts could not be embedded.
#[derive(Debug, thiserror::Error)]
pub enum EmbedError {
    /// The provider is not configured, cannot be reached, refuses the credentials or
    /// rate-limits the call. The text says which, for the logs.
    #[error("the embedding provider is unavailable: {0}")]
    Unavailable(String),
    #[error(transparent)]
    Unknown(#[from] anyhow::Error),
}

/// Turns texts into [`Embedding`]s.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait Embedder: Send + Sync {
    /// Embeds each text; the result holds exactly one embedding per text, in the same order.
    /// An empty list gives an empty list without calling any provider.
    ///
    /// # Errors
    /// MUST return `EmbedError::Unavailable` when the provider is not configured, cannot be
    /// reached, rejects the credentials or rate-limits the call; `EmbedError::Unknown` for any
    /// other failure, including a reply with the wrong number of vectors or a vector that is
    /// not a valid [`Embedding`].
    async fn embed(&self, texts: &[String]) -> Result<Vec<Embedding>, EmbedError>;
}

/// Why a knowledge-store operation failed.
#[derive(Debug, thiserror::Error)]
pub enum KnowledgeError {
    #[error("no knowledge source has this id")]
    NotFound,
    /// A source with the same title and the same URL (or, both without URL, the same title)
    /// is already stored. Corpus seeding relies on this to be idempotent.
    #[error("a source with this title and URL already exists")]
    DuplicateSource,
    #[error(transparent)]
    Unknown(#[from] anyhow::Error),
}

/// Why a search failed.
#[derive(Debug, thiserror::Error)]
pub enum SearchError {
    /// The query could not be embedded because the embedding provider is unavailable.
    #[error("search is unavailable: {0}")]
    Unavailable(String),
    #[error(transparent)]
    Unknown(#[from] anyhow::Error),
}

/// Storage of sources, their chunks and the hybrid search over them.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait KnowledgeStore: Send + Sync {
    /// Stores a source and all its chunks in one transaction and returns the stored source:
    /// either everything is written or nothing is.
    ///
    /// # Errors
    /// MUST return `KnowledgeError::DuplicateSource` when a source with the same title and the
    /// same URL (both absent counting as the same) already exists; `KnowledgeError::Unknown`
    /// for any other failure.
    async fn add_source(
        &self,
        source: NewSource,
        chunks: Vec<NewChunk>,
    ) -> Result<Source, KnowledgeError>;

    /// All sources, newest first.
    ///
    /// # Errors
    /// MUST return `KnowledgeError::Unknown` when the store cannot be read.
    async fn list_sources(&self) -> Result<Vec<Source>, KnowledgeError>;

    /// Deletes a source and all its chunks in one transaction.
    ///
    /// # Errors
    /// MUST return `KnowledgeError::NotFound` when no source has this id;
    /// `KnowledgeError::Unknown` for any other failure.
    async fn delete_source(&self, id: SourceId) -> Result<(), KnowledgeError>;

    /// Hybrid search: the top chunks by full-text rank (English and Arabic configurations) and
    /// the top chunks by cosine distance to `embedding`, each limited to `query.limit()` after
    /// applying `query.filters()` as [`crate::SearchFilters::matches`] defines, fused with
    /// [`crate::reciprocal_rank_fusion`] (`k` = [`crate::RRF_K`]) and cut to `query.limit()`,
    /// best first. An empty knowledge base gives an empty list.
    ///
    /// # Errors
    /// MUST return `SearchError::Unknown` when the store cannot be read.
    async fn hybrid_search(
        &self,
        query: &SearchQuery,
        embedding: &Embedding,
    ) -> Result<Vec<ScoredChunk>, SearchError>;
}

/// Finds the knowledge-base chunks relevant to a query; what the ask use case depends on.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait Retriever: Send + Sync {
    /// The most relevant chunks for the query, best first, at most `query.limit()`.
    ///
    /// # Errors
    /// MUST return `SearchError::Unavailable` when the query cannot be embedded because the
    /// embedding provider is unavailable; `SearchError::Unknown` for any other failure.
    async fn search(&self, query: &SearchQuery) -> Result<Vec<ScoredChunk>, SearchError>;
}
