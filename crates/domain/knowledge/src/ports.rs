use batala_kernel::{ChunkId, SourceId};

use crate::{Chunk, Embedding, NewChunk, NewSource, ScoredChunk, SearchQuery, Source};

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

/// Which side of an asymmetric embedding model a text is on: a question someone asks, or a
/// passage that may answer it (e5 prefixes them `query:` and `passage:`). Symmetric models embed
/// both sides alike.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EmbedSide {
    Query,
    Passage,
}

impl EmbedSide {
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Query => "query",
            Self::Passage => "passage",
        }
    }
}

/// Turns texts into [`Embedding`]s.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait Embedder: Send + Sync {
    /// Names the embedder and its model (e.g. `e5-query+e5-passage`,
    /// `text-embedding-3-small@384`). The store records it beside every chunk, so that
    /// chunks embedded by another embedder can be found and re-embedded.
    fn id(&self) -> &str;

    /// Embeds each text as a `side` text; the result holds exactly one embedding per text, in the
    /// same order.
    /// An empty list gives an empty list without calling any provider.
    ///
    /// # Errors
    /// MUST return `EmbedError::Unavailable` when the provider is not configured, cannot be
    /// reached, rejects the credentials or rate-limits the call; `EmbedError::Unknown` for any
    /// other failure, including a reply with the wrong number of vectors or a vector that is
    /// not a valid [`Embedding`].
    async fn embed(&self, side: EmbedSide, texts: &[String]) -> Result<Vec<Embedding>, EmbedError>;
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
    /// Stores a source and its chunks in one transaction, recording `embedder` beside each chunk
    /// that has an embedding: either everything is stored or nothing is.
    ///
    /// # Errors
    /// MUST return `KnowledgeError::DuplicateSource` when a source with the same content hash
    /// exists (a concurrent ingestion won the race); `KnowledgeError::Unknown` otherwise.
    async fn add_source(
        &self,
        source: &NewSource,
        chunks: &[NewChunk],
        embedder: &str,
    ) -> Result<Source, KnowledgeError>;

    /// The source whose content has this SHA-256 (see [`NewSource::content_sha256`]), if any.
    ///
    /// # Errors
    /// `KnowledgeError::Unknown` for infrastructure failures.
    async fn find_by_content_hash(&self, sha256: &str) -> Result<Option<Source>, KnowledgeError>;

    /// Every source, newest first, with its chunk count.
    ///
    /// # Errors
    /// `KnowledgeError::Unknown` for infrastructure failures.
    async fn list_sources(&self) -> Result<Vec<Source>, KnowledgeError>;

    /// Deletes a source and, with it, its chunks.
    ///
    /// # Errors
    /// MUST return `KnowledgeError::NotFound` when no source has this id.
    async fn delete_source(&self, id: SourceId) -> Result<(), KnowledgeError>;

    /// The chunks ranked for `query` in its [`crate::RetrievalMode`], best first, at most
    /// `query.limit()`, narrowed by its filters. `embedding` is the query's own embedding; without
    /// one (the embedder is down) every mode ranks by full text alone.
    ///
    /// # Errors
    /// MUST return `SearchError::Unavailable` when the store cannot be reached in time.
    async fn search(
        &self,
        query: &SearchQuery,
        embedding: Option<Embedding>,
    ) -> Result<Vec<ScoredChunk>, SearchError>;

    /// Up to `limit` chunks whose embedding was not made by `embedder` (or that have none), for
    /// re-embedding.
    ///
    /// # Errors
    /// `KnowledgeError::Unknown` for infrastructure failures.
    async fn chunks_not_embedded_by(
        &self,
        embedder: &str,
        limit: u32,
    ) -> Result<Vec<Chunk>, KnowledgeError>;

    /// Replaces the embeddings of these chunks, recording `embedder`, in one transaction.
    ///
    /// # Errors
    /// `KnowledgeError::Unknown` for infrastructure failures.
    async fn replace_embeddings(
        &self,
        embeddings: &[(ChunkId, Embedding)],
        embedder: &str,
    ) -> Result<(), KnowledgeError>;
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
