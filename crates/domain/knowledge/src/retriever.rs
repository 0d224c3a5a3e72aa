use std::fmt;
use std::sync::Arc;

use anyhow::anyhow;

use crate::{
    EmbedError, Embedder, KnowledgeStore, Retriever, ScoredChunk, SearchError, SearchQuery,
};

/// The [`Retriever`] of the architecture: embeds the query, then runs the store's hybrid
/// (full-text + vector, RRF-fused) search.
#[derive(Clone)]
pub struct HybridRetriever {
    embedder: Arc<dyn Embedder>,
    store: Arc<dyn KnowledgeStore>,
}

impl HybridRetriever {
    #[must_use]
    pub fn new(embedder: Arc<dyn Embedder>, store: Arc<dyn KnowledgeStore>) -> Self {
        Self { embedder, store }
    }
}

impl fmt::Debug for HybridRetriever {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("HybridRetriever").finish_non_exhaustive()
    }
}

#[async_trait::async_trait]
impl Retriever for HybridRetriever {
    async fn search(&self, query: &SearchQuery) -> Result<Vec<ScoredChunk>, SearchError> {
        let embeddings = self
            .embedder
            .embed(&[query.text().to_owned()])
            .await
            .map_err(|error| match error {
                EmbedError::Unavailable(reason) => SearchError::Unavailable(reason),
                EmbedError::Unknown(cause) => SearchError::Unknown(cause),
            })?;
        let embedding = embeddings
            .into_iter()
            .next()
            .ok_or_else(|| anyhow!("the embedder returned no vector for the query"))?;
        self.store.search(query, &embedding).await
    }
}

#[cfg(test)]
mod tests {
    use batala_kernel::{ChunkId, SourceId};

    use super::*;
    use crate::{
        AuthorityLevel, Chunk, Embedding, Language, MockEmbedder, MockKnowledgeStore,
        SearchFilters, SourceRef, SourceTitle,
    };

    fn query() -> Result<SearchQuery, Box<dyn std::error::Error>> {
        Ok(SearchQuery::new(
            "store rice",
            SearchFilters::default(),
            Some(3),
        )?)
    }

    fn hit() -> Result<ScoredChunk, Box<dyn std::error::Error>> {
        let source_id = SourceId::new();
        Ok(ScoredChunk {
            chunk: Chunk {
                id: ChunkId::new(),
                source_id,
                index: 0,
                text: "Cool rice within an hour.".to_owned(),
            },
            source: SourceRef {
                id: source_id,
                title: SourceTitle::parse("Rice safety")?,
                url: None,
                authority_level: AuthorityLevel::Ngo,
                language: Language::En,
            },
            score: 0.03,
        })
    }

    #[tokio::test]
    async fn search_embeds_the_query_text_and_returns_the_store_hits()
    -> Result<(), Box<dyn std::error::Error>> {
        let expected = vec![hit()?];
        let returned = expected.clone();
        let mut embedder = MockEmbedder::new();
        embedder
            .expect_embed()
            .withf(|texts| texts == ["store rice".to_owned()])
            .times(1)
            .returning(|_| {
                let embedding = Embedding::new(vec![0.2; Embedding::DIMENSIONS])
                    .map_err(anyhow::Error::from)?;
                Ok(vec![embedding])
            });
        let mut store = MockKnowledgeStore::new();
        store
            .expect_search()
            .withf(|query, embedding| query.limit() == 3 && embedding.as_slice()[0] > 0.1)
            .times(1)
            .returning(move |_, _| Ok(returned.clone()));
        let retriever = HybridRetriever::new(Arc::new(embedder), Arc::new(store));

        let found = retriever.search(&query()?).await?;

        assert_eq!(found, expected);
        Ok(())
    }

    #[tokio::test]
    async fn search_is_unavailable_when_the_embedder_is() -> Result<(), Box<dyn std::error::Error>>
    {
        let mut embedder = MockEmbedder::new();
        embedder
            .expect_embed()
            .returning(|_| Err(EmbedError::Unavailable("no key".to_owned())));
        let mut store = MockKnowledgeStore::new();
        store.expect_search().never();
        let retriever = HybridRetriever::new(Arc::new(embedder), Arc::new(store));

        let result = retriever.search(&query()?).await;

        assert!(matches!(result, Err(SearchError::Unavailable(reason)) if reason == "no key"));
        Ok(())
    }

    #[tokio::test]
    async fn search_fails_as_unknown_when_the_embedder_returns_nothing()
    -> Result<(), Box<dyn std::error::Error>> {
        let mut embedder = MockEmbedder::new();
        embedder.expect_embed().returning(|_| Ok(Vec::new()));
        let retriever =
            HybridRetriever::new(Arc::new(embedder), Arc::new(MockKnowledgeStore::new()));

        let result = retriever.search(&query()?).await;

        assert!(matches!(result, Err(SearchError::Unknown(_))));
        Ok(())
    }
}
