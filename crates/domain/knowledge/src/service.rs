use std::fmt;
use std::sync::Arc;

use batala_kernel::SourceId;

use crate::{
    Chunker, EmbedError, EmbedSide, Embedder, Embedding, KnowledgeError, KnowledgeStore, NewChunk,
    NewSource, Source,
};

/// How many texts go to the embedder in one call.
const EMBED_BATCH: usize = 64;

/// What ingesting a source did.
#[derive(Debug, Clone, PartialEq)]
pub enum IngestOutcome {
    /// The source and its chunks were stored.
    Created(Source),
    /// A source with the same content was already stored; nothing changed.
    AlreadyPresent(Source),
}

impl IngestOutcome {
    #[must_use]
    pub fn source(&self) -> &Source {
        match self {
            Self::Created(source) | Self::AlreadyPresent(source) => source,
        }
    }
}

/// Why a source could not be ingested or re-embedded.
#[derive(Debug, thiserror::Error)]
pub enum IngestError {
    #[error("the embedding provider is unavailable: {0}")]
    EmbedderUnavailable(String),
    #[error(transparent)]
    Unknown(#[from] anyhow::Error),
}

impl From<EmbedError> for IngestError {
    fn from(error: EmbedError) -> Self {
        match error {
            EmbedError::Unavailable(reason) => Self::EmbedderUnavailable(reason),
            EmbedError::Unknown(cause) => Self::Unknown(cause),
        }
    }
}

impl From<KnowledgeError> for IngestError {
    fn from(error: KnowledgeError) -> Self {
        match error {
            KnowledgeError::Unknown(cause) => Self::Unknown(cause),
            other => Self::Unknown(other.into()),
        }
    }
}

/// The knowledge-base use cases: ingest (chunk, embed, store in one transaction; idempotent by
/// content hash), list, delete and re-embed.
#[derive(Clone)]
pub struct KnowledgeService {
    store: Arc<dyn KnowledgeStore>,
    embedder: Arc<dyn Embedder>,
    chunker: Chunker,
}

impl fmt::Debug for KnowledgeService {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("KnowledgeService")
            .field("embedder", &self.embedder.id())
            .field("chunker", &self.chunker)
            .finish_non_exhaustive()
    }
}

impl KnowledgeService {
    #[must_use]
    pub fn new(
        store: Arc<dyn KnowledgeStore>,
        embedder: Arc<dyn Embedder>,
        chunker: Chunker,
    ) -> Self {
        Self {
            store,
            embedder,
            chunker,
        }
    }

    /// Chunks, embeds and stores a source, unless the same content is already stored. When the
    /// embedder is unavailable the chunks are stored without vectors (found by full text until
    /// [`KnowledgeService::reindex`] embeds them), so the knowledge base never waits on it.
    ///
    /// # Errors
    /// [`IngestError::Unknown`] for any failure other than an unavailable embedder; nothing is
    /// stored then.
    pub async fn ingest(&self, source: NewSource) -> Result<IngestOutcome, IngestError> {
        let hash = source.content_sha256();
        if let Some(existing) = self.store.find_by_content_hash(&hash).await? {
            return Ok(IngestOutcome::AlreadyPresent(existing));
        }
        let texts = self.chunker.split(source.content().as_str());
        let embeddings: Vec<Option<Embedding>> = match self.embed_passages(&texts).await {
            Ok(embeddings) => embeddings.into_iter().map(Some).collect(),
            Err(EmbedError::Unavailable(_)) => vec![None; texts.len()],
            Err(other) => return Err(other.into()),
        };
        let chunks = NewChunk::zip(texts, embeddings).map_err(anyhow::Error::from)?;
        match self
            .store
            .add_source(&source, &chunks, self.embedder.id())
            .await
        {
            Ok(stored) => Ok(IngestOutcome::Created(stored)),
            Err(KnowledgeError::DuplicateSource) => {
                let existing = self
                    .store
                    .find_by_content_hash(&hash)
                    .await?
                    .ok_or_else(|| {
                        anyhow::anyhow!("a duplicate source vanished while it was being ingested")
                    })?;
                Ok(IngestOutcome::AlreadyPresent(existing))
            }
            Err(other) => Err(other.into()),
        }
    }

    async fn embed_passages(&self, texts: &[String]) -> Result<Vec<Embedding>, EmbedError> {
        let mut embeddings = Vec::with_capacity(texts.len());
        for batch in texts.chunks(EMBED_BATCH) {
            embeddings.extend(self.embedder.embed(EmbedSide::Passage, batch).await?);
        }
        Ok(embeddings)
    }

    /// Every source, newest first.
    ///
    /// # Errors
    /// Infrastructure failures.
    pub async fn list(&self) -> Result<Vec<Source>, KnowledgeError> {
        self.store.list_sources().await
    }

    /// Deletes a source and its chunks.
    ///
    /// # Errors
    /// [`KnowledgeError::NotFound`] when no source has this id.
    pub async fn delete(&self, id: SourceId) -> Result<(), KnowledgeError> {
        self.store.delete_source(id).await
    }

    /// Re-embeds every chunk that another embedder produced (or none), in batches; returns how
    /// many.
    ///
    /// # Errors
    /// [`IngestError::EmbedderUnavailable`] when the embedder cannot be reached; batches done
    /// before that stay done.
    pub async fn reindex(&self) -> Result<u64, IngestError> {
        let mut done = 0_u64;
        loop {
            #[allow(clippy::cast_possible_truncation)] // EMBED_BATCH is small
            let stale = self
                .store
                .chunks_not_embedded_by(self.embedder.id(), EMBED_BATCH as u32)
                .await?;
            if stale.is_empty() {
                return Ok(done);
            }
            let texts: Vec<String> = stale.iter().map(|chunk| chunk.text.clone()).collect();
            let embeddings = self.embedder.embed(EmbedSide::Passage, &texts).await?;
            if embeddings.len() != stale.len() {
                return Err(anyhow::anyhow!(
                    "the embedder returned {} vectors for {} texts",
                    embeddings.len(),
                    stale.len()
                )
                .into());
            }
            let pairs: Vec<_> = stale.iter().map(|chunk| chunk.id).zip(embeddings).collect();
            self.store
                .replace_embeddings(&pairs, self.embedder.id())
                .await?;
            done += pairs.len() as u64;
        }
    }
}

#[cfg(test)]
mod tests {
    use batala_kernel::ChunkId;
    use chrono::Utc;

    use super::*;
    use crate::{
        AuthorityLevel, Chunk, Embedding, Language, MockEmbedder, MockKnowledgeStore, Region,
        SourceContent, SourceTitle, SourceType,
    };

    fn new_source(text: &str) -> NewSource {
        NewSource::new(
            SourceTitle::parse("Cooling cooked rice").unwrap_or_else(|e| panic!("{e}")),
            SourceContent::parse(text).unwrap_or_else(|e| panic!("{e}")),
        )
    }

    fn stored(source: &NewSource, chunk_count: u32) -> Source {
        Source {
            id: SourceId::new(),
            title: source.title().clone(),
            url: None,
            source_type: SourceType::default(),
            region: Region::default(),
            authority_level: AuthorityLevel::default(),
            language: Language::En,
            source_date: None,
            content: source.content().clone(),
            personas: Vec::new(),
            cities: Vec::new(),
            publisher: None,
            ingested_at: Utc::now(),
            chunk_count,
        }
    }

    fn embedder() -> MockEmbedder {
        let mut embedder = MockEmbedder::new();
        embedder
            .expect_id()
            .return_const("test-embedder".to_owned());
        embedder
    }

    fn vectors(n: usize) -> Vec<Embedding> {
        (0..n)
            .map(|_| {
                Embedding::new(vec![0.5; Embedding::DIMENSIONS]).unwrap_or_else(|e| panic!("{e}"))
            })
            .collect()
    }

    const TEXT: &str = "Cool cooked rice within two hours. Keep it in the fridge.";

    #[tokio::test]
    async fn a_new_source_is_chunked_embedded_and_stored_with_the_embedder_named() {
        let source = new_source(TEXT);
        let returned = stored(&source, 1);
        let mut store = MockKnowledgeStore::new();
        store.expect_find_by_content_hash().returning(|_| Ok(None));
        store
            .expect_add_source()
            .withf(|_, chunks, embedder| {
                chunks.len() == 1
                    && chunks[0].text == TEXT
                    && chunks[0].embedding.is_some()
                    && embedder == "test-embedder"
            })
            .times(1)
            .returning(move |_, _, _| Ok(returned.clone()));
        let mut embedder = embedder();
        embedder
            .expect_embed()
            .withf(|side, _| *side == EmbedSide::Passage)
            .times(1)
            .returning(|_, texts| Ok(vectors(texts.len())));
        let service =
            KnowledgeService::new(Arc::new(store), Arc::new(embedder), Chunker::default());

        let outcome = service.ingest(source).await;

        assert!(matches!(outcome, Ok(IngestOutcome::Created(ref s)) if s.chunk_count == 1));
    }

    #[tokio::test]
    async fn the_same_content_twice_is_not_embedded_or_stored_again() {
        let source = new_source(TEXT);
        let existing = stored(&source, 1);
        let mut store = MockKnowledgeStore::new();
        let hash = source.content_sha256();
        store
            .expect_find_by_content_hash()
            .withf(move |h| h == hash)
            .returning(move |_| Ok(Some(existing.clone())));
        store.expect_add_source().never();
        let mut embedder = embedder();
        embedder.expect_embed().never();
        let service =
            KnowledgeService::new(Arc::new(store), Arc::new(embedder), Chunker::default());

        let outcome = service.ingest(source).await;

        assert!(matches!(outcome, Ok(IngestOutcome::AlreadyPresent(_))));
    }

    #[tokio::test]
    async fn the_content_hash_ignores_how_the_text_was_wrapped() {
        assert_eq!(
            new_source("a  b\nc").content_sha256(),
            new_source("a b c").content_sha256()
        );
        assert_ne!(
            new_source("a b c").content_sha256(),
            new_source("a b d").content_sha256()
        );
    }

    #[tokio::test]
    async fn an_unavailable_embedder_stores_the_chunks_without_vectors() {
        let source = new_source(TEXT);
        let returned = stored(&source, 1);
        let mut store = MockKnowledgeStore::new();
        store.expect_find_by_content_hash().returning(|_| Ok(None));
        store
            .expect_add_source()
            .withf(|_, chunks, _| chunks.len() == 1 && chunks[0].embedding.is_none())
            .times(1)
            .returning(move |_, _, _| Ok(returned.clone()));
        let mut embedder = embedder();
        embedder
            .expect_embed()
            .returning(|_, _| Err(EmbedError::Unavailable("down".into())));
        let service =
            KnowledgeService::new(Arc::new(store), Arc::new(embedder), Chunker::default());

        let outcome = service.ingest(source).await;

        assert!(matches!(outcome, Ok(IngestOutcome::Created(_))));
    }

    #[tokio::test]
    async fn a_broken_embedder_stores_nothing() {
        let mut store = MockKnowledgeStore::new();
        store.expect_find_by_content_hash().returning(|_| Ok(None));
        store.expect_add_source().never();
        let mut embedder = embedder();
        embedder
            .expect_embed()
            .returning(|_, _| Err(EmbedError::Unknown(anyhow::anyhow!("wrong dimension"))));
        let service =
            KnowledgeService::new(Arc::new(store), Arc::new(embedder), Chunker::default());

        let outcome = service.ingest(new_source(TEXT)).await;

        assert!(matches!(outcome, Err(IngestError::Unknown(_))));
    }

    #[tokio::test]
    async fn a_failed_transaction_is_reported_and_not_retried() {
        let mut store = MockKnowledgeStore::new();
        store.expect_find_by_content_hash().returning(|_| Ok(None));
        store.expect_add_source().times(1).returning(|_, _, _| {
            Err(KnowledgeError::Unknown(anyhow::anyhow!(
                "deadlock detected"
            )))
        });
        let mut embedder = embedder();
        embedder
            .expect_embed()
            .returning(|_, texts| Ok(vectors(texts.len())));
        let service =
            KnowledgeService::new(Arc::new(store), Arc::new(embedder), Chunker::default());

        let outcome = service.ingest(new_source(TEXT)).await;

        assert!(matches!(outcome, Err(IngestError::Unknown(_))));
    }

    #[tokio::test]
    async fn losing_a_race_to_a_concurrent_ingestion_returns_the_winner() {
        let source = new_source(TEXT);
        let winner = stored(&source, 1);
        let mut store = MockKnowledgeStore::new();
        let mut calls = 0;
        store
            .expect_find_by_content_hash()
            .times(2)
            .returning(move |_| {
                calls += 1;
                Ok((calls == 2).then(|| winner.clone()))
            });
        store
            .expect_add_source()
            .returning(|_, _, _| Err(KnowledgeError::DuplicateSource));
        let mut embedder = embedder();
        embedder
            .expect_embed()
            .returning(|_, texts| Ok(vectors(texts.len())));
        let service =
            KnowledgeService::new(Arc::new(store), Arc::new(embedder), Chunker::default());

        assert!(matches!(
            service.ingest(source).await,
            Ok(IngestOutcome::AlreadyPresent(_))
        ));
    }

    #[tokio::test]
    async fn reindex_re_embeds_stale_chunks_batch_by_batch() {
        let chunk = |text: &str| Chunk {
            id: ChunkId::new(),
            source_id: SourceId::new(),
            index: 0,
            text: text.to_owned(),
        };
        let mut batches = vec![vec![], vec![chunk("a"), chunk("b")]];
        let mut store = MockKnowledgeStore::new();
        store
            .expect_chunks_not_embedded_by()
            .withf(|embedder, _| embedder == "test-embedder")
            .times(2)
            .returning(move |_, _| Ok(batches.pop().unwrap_or_default()));
        store
            .expect_replace_embeddings()
            .withf(|pairs, embedder| pairs.len() == 2 && embedder == "test-embedder")
            .times(1)
            .returning(|_, _| Ok(()));
        let mut embedder = embedder();
        embedder
            .expect_embed()
            .times(1)
            .returning(|_, texts| Ok(vectors(texts.len())));
        let service =
            KnowledgeService::new(Arc::new(store), Arc::new(embedder), Chunker::default());

        assert!(matches!(service.reindex().await, Ok(2)));
    }
}
