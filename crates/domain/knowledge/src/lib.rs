//! The knowledge base behind Batala's answers: sources, their chunks, embeddings and hybrid
//! retrieval.
//!
//! A [`NewSource`] (admin "Add Content" or a curated corpus file) is split by the [`Chunker`],
//! each chunk is embedded by an [`Embedder`] into an [`Embedding`] of
//! [`Embedding::DIMENSIONS`] values, and the source with its chunks is stored in one transaction
//! by a [`KnowledgeStore`]. The ask use case finds context through a [`Retriever`]; the
//! [`HybridRetriever`] embeds the query and lets the store fuse full-text and vector rankings with
//! [`reciprocal_rank_fusion`], optionally narrowed by [`SearchFilters`].
//!
//! Validated types here carry no serde: the app's wire DTOs become these types through their
//! `parse` constructors.

mod card;
mod card_search;
mod chunk;
mod corpus;
mod embedding;
mod language;
mod ports;
mod retriever;
mod search;
mod service;
mod source;

pub use batala_kernel::{WebUrl, WebUrlError};
pub use card::{
    Authority, AuthorityLine, AuthoritySource, Bilingual, CARD_TOPICS, CardDraft, CardError,
    CardSource, CardStep, DraftSource, DraftStep, GuidanceCard, Publisher, authority_of,
    curated_cards, publisher_of, publishers,
};
pub use card_search::{
    CardChange, CardHit, CardRecord, CardRetriever, CardSeedReport, CardService, CardStore,
    CardVersion, NewPhrasing, PhrasingKind, StalePhrasing, card_sha256,
};
#[cfg(any(test, feature = "mocks"))]
pub use card_search::{MockCardRetriever, MockCardStore};
pub use chunk::{Chunk, ChunkCountMismatch, Chunker, ChunkerError, NewChunk, split_sentences};
pub use corpus::{CorpusError, corpus_file_count, corpus_sources, parse_document};
pub use embedding::{Embedding, EmbeddingError};
pub use language::{Language, LanguageError};
pub use ports::{
    EmbedError, EmbedSide, Embedder, KnowledgeError, KnowledgeStore, Retriever, SearchError,
};
#[cfg(any(test, feature = "mocks"))]
pub use ports::{MockEmbedder, MockKnowledgeStore, MockRetriever};
pub use retriever::HybridRetriever;
pub use search::{
    RRF_K, RetrievalMode, ScoredChunk, SearchFilters, SearchQuery, SearchQueryError, SourceRef,
    reciprocal_rank_fusion,
};
pub use service::{IngestError, IngestOutcome, KnowledgeService};
pub use source::{
    AuthorityLevel, AuthorityLevelError, NewSource, NewSourceError, Region, RegionError, Source,
    SourceContent, SourceContentError, SourceTitle, SourceTitleError, SourceType, SourceTypeError,
};
