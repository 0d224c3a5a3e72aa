use std::fmt;
use std::sync::Arc;

use anyhow::anyhow;

use crate::{
    EmbedError, EmbedSide, Embedder, KnowledgeStore, RetrievalMode, Retriever, ScoredChunk,
    SearchError, SearchQuery,
};

/// The [`Retriever`] of the architecture: embeds the query, then runs the store's hybrid
/// (full-text + vector, RRF-fused) search. When the embedder is unavailable it searches by full
/// text alone: answers degrade, they do not fail.
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
        if query.mode() == RetrievalMode::FullText {
            return self.store.search(query, None).await;
        }
        let embedding = match self
            .embedder
            .embed(EmbedSide::Query, &[query.text().to_owned()])
            .await
        {
            Ok(embeddings) => Some(
                embeddings
                    .into_iter()
                    .next()
                    .ok_or_else(|| anyhow!("the embedder returned no vector for the query"))?,
            ),
            Err(EmbedError::Unavailable(_)) => None,
            Err(EmbedError::Unknown(cause)) => return Err(SearchError::Unknown(cause)),
        };
        // Words cannot match across languages: a question searched in the other language's
        // chunks is ranked by meaning alone.
        let crosses_languages = query
            .filters()
            .language
            .is_some_and(|language| language != crate::Language::detect(query.text()));
        if crosses_languages && query.mode() == RetrievalMode::Hybrid && embedding.is_some() {
            let vector_only = query.clone().with_mode(RetrievalMode::Vector);
            return self.store.search(&vector_only, embedding).await;
        }
        self.store.search(query, embedding).await
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
            .withf(|side, texts| *side == EmbedSide::Query && texts == ["store rice".to_owned()])
            .times(1)
            .returning(|_, _| {
                let embedding = Embedding::new(vec![0.2; Embedding::DIMENSIONS])
                    .map_err(anyhow::Error::from)?;
                Ok(vec![embedding])
            });
        let mut store = MockKnowledgeStore::new();
        store
            .expect_search()
            .withf(|query, embedding| {
                query.limit() == 3 && embedding.as_ref().is_some_and(|e| e.as_slice()[0] > 0.1)
            })
            .times(1)
            .returning(move |_, _| Ok(returned.clone()));
        let retriever = HybridRetriever::new(Arc::new(embedder), Arc::new(store));

        let found = retriever.search(&query()?).await?;

        assert_eq!(found, expected);
        Ok(())
    }

    #[tokio::test]
    async fn search_falls_back_to_full_text_when_the_embedder_is_unavailable()
    -> Result<(), Box<dyn std::error::Error>> {
        let expected = vec![hit()?];
        let returned = expected.clone();
        let mut embedder = MockEmbedder::new();
        embedder
            .expect_embed()
            .returning(|_, _| Err(EmbedError::Unavailable("server down".to_owned())));
        let mut store = MockKnowledgeStore::new();
        store
            .expect_search()
            .withf(|_, embedding| embedding.is_none())
            .times(1)
            .returning(move |_, _| Ok(returned.clone()));
        let retriever = HybridRetriever::new(Arc::new(embedder), Arc::new(store));

        let found = retriever.search(&query()?).await?;

        assert_eq!(found, expected);
        Ok(())
    }

    #[tokio::test]
    async fn search_fails_as_unknown_when_the_embedder_returns_nothing()
    -> Result<(), Box<dyn std::error::Error>> {
        let mut embedder = MockEmbedder::new();
        embedder.expect_embed().returning(|_, _| Ok(Vec::new()));
        let retriever =
            HybridRetriever::new(Arc::new(embedder), Arc::new(MockKnowledgeStore::new()));

        let result = retriever.search(&query()?).await;

        assert!(matches!(result, Err(SearchError::Unknown(_))));
        Ok(())
    }
}
