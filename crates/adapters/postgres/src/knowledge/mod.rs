//! Sources, their chunks, and hybrid retrieval over them.

mod maintenance;
mod ranking;
mod rows;

use std::collections::HashMap;

use async_trait::async_trait;
use batala_kernel::{ChunkId, SourceId, WebUrl};
use batala_knowledge::{
    Chunk, Embedding, KnowledgeError, KnowledgeStore, NewChunk, NewSource, RRF_K, RetrievalMode,
    ScoredChunk, SearchError, SearchQuery, Source, reciprocal_rank_fusion,
};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use pgvector::Vector;
use uuid::Uuid;

use self::ranking::{RankedId, candidates, full_text_ranking, vector_ranking_in_transaction};
use self::rows::{
    ChunkRow, NewChunkRow, NewSourceRow, load_chunks, source, sources_with_chunk_counts,
};
use crate::database::Database;
use crate::error::{query_error, search_error};
use crate::schema::{chunks, sources};

/// Sources, chunks and hybrid retrieval in PostgreSQL: full-text search with the `english` or
/// `arabic` configuration of each chunk's language, and cosine search over the HNSW index,
/// fused with Reciprocal Rank Fusion.
#[derive(Debug, Clone)]
pub struct PgKnowledgeStore {
    db: Database,
}

impl PgKnowledgeStore {
    #[must_use]
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

#[async_trait]
impl KnowledgeStore for PgKnowledgeStore {
    #[tracing::instrument(skip_all, fields(title = %source.title(), chunks = chunks.len()))]
    async fn add_source(
        &self,
        source: &NewSource,
        chunks: &[NewChunk],
        embedder: &str,
    ) -> Result<Source, KnowledgeError> {
        let mut conn = self.db.conn().await?;
        let row = NewSourceRow {
            title: source.title().as_str(),
            url: source.url().map(WebUrl::as_str),
            source_type: source.source_type().as_str(),
            region: source.region().as_str(),
            authority_level: source.authority_level().as_str(),
            source_date: source.source_date(),
            language: source.language().as_str(),
            content_text: source.content().as_str(),
            content_sha256: source.content_sha256(),
            publisher: source.publisher(),
            pair_key: source.pair_key().map(|key| key.as_str()),
            personas: source
                .personas()
                .iter()
                .map(|p| Some(p.as_str().to_owned()))
                .collect(),
            cities: source
                .cities()
                .iter()
                .map(|c| Some(c.as_str().to_owned()))
                .collect(),
        };
        let language = source.language().as_str();
        let id = conn
            .transaction(async |conn| {
                // A new version of a curated source replaces the old one (its chunks go with it).
                if let Some(pair_key) = row.pair_key {
                    diesel::delete(
                        sources::table
                            .filter(sources::pair_key.eq(pair_key))
                            .filter(sources::language.eq(language))
                            .filter(sources::content_sha256.ne(&row.content_sha256)),
                    )
                    .execute(conn)
                    .await?;
                }
                let id: Option<Uuid> = diesel::insert_into(sources::table)
                    .values(&row)
                    .on_conflict(sources::content_sha256)
                    .do_nothing()
                    .returning(sources::id)
                    .get_result(conn)
                    .await
                    .optional()?;
                let Some(id) = id else { return Ok(None) };
                let rows: Vec<NewChunkRow<'_>> = chunks
                    .iter()
                    .map(|chunk| NewChunkRow {
                        source_id: id,
                        chunk_index: i32::try_from(chunk.index).unwrap_or(i32::MAX),
                        text: &chunk.text,
                        language,
                        embedding: chunk
                            .embedding
                            .as_ref()
                            .map(|e| Vector::from(e.as_slice().to_vec())),
                        embedder: chunk.embedding.as_ref().map(|_| embedder),
                    })
                    .collect();
                for batch in rows.chunks(500) {
                    diesel::insert_into(chunks::table)
                        .values(batch)
                        .execute(conn)
                        .await?;
                }
                Ok::<_, diesel::result::Error>(Some(id))
            })
            .await
            .map_err(query_error)?
            .ok_or(KnowledgeError::DuplicateSource)?;
        self.source(&mut conn, id)
            .await?
            .ok_or_else(|| anyhow::anyhow!("the stored source vanished").into())
    }

    #[tracing::instrument(skip_all)]
    async fn find_by_content_hash(&self, sha256: &str) -> Result<Option<Source>, KnowledgeError> {
        let mut conn = self.db.conn().await?;
        let row = sources_with_chunk_counts!()
            .filter(sources::content_sha256.eq(sha256))
            .get_result(&mut conn)
            .await
            .optional()
            .map_err(query_error)?;
        Ok(row.map(source).transpose()?)
    }

    #[tracing::instrument(skip_all)]
    async fn list_sources(&self) -> Result<Vec<Source>, KnowledgeError> {
        let mut conn = self.db.conn().await?;
        let rows = sources_with_chunk_counts!()
            .order_by((sources::created_at.desc(), sources::title))
            .load(&mut conn)
            .await
            .map_err(query_error)?;
        Ok(rows
            .into_iter()
            .map(source)
            .collect::<anyhow::Result<_>>()?)
    }

    #[tracing::instrument(skip_all, fields(%id))]
    async fn delete_source(&self, id: SourceId) -> Result<(), KnowledgeError> {
        let mut conn = self.db.conn().await?;
        let deleted = diesel::delete(sources::table.find(id.as_uuid()))
            .execute(&mut conn)
            .await
            .map_err(query_error)?;
        if deleted == 0 {
            Err(KnowledgeError::NotFound)
        } else {
            Ok(())
        }
    }

    #[tracing::instrument(skip_all, fields(mode = query.mode().as_str(), limit = query.limit()))]
    async fn search(
        &self,
        query: &SearchQuery,
        embedding: Option<Embedding>,
    ) -> Result<Vec<ScoredChunk>, SearchError> {
        let mut conn = self
            .db
            .conn()
            .await
            .map_err(|e| SearchError::Unavailable(e.to_string()))?;
        let limit = query.limit() as usize;
        let as_pairs = |rows: Vec<RankedId>| -> Vec<(Uuid, f64)> {
            rows.into_iter().map(|r| (r.id, r.score)).collect()
        };
        let ranked: Vec<(Uuid, f64)> = match (query.mode(), embedding.as_ref()) {
            (RetrievalMode::FullText, _) | (_, None) => as_pairs(
                full_text_ranking(&mut conn, query, i64::from(query.limit()))
                    .await
                    .map_err(search_error)?,
            ),
            (RetrievalMode::Vector, Some(embedding)) => as_pairs(
                vector_ranking_in_transaction(&mut conn, query, embedding, query.limit().into())
                    .await
                    .map_err(search_error)?,
            ),
            (RetrievalMode::Hybrid, Some(embedding)) => {
                let depth = candidates(query.limit());
                // Both rankings at once on two connections when the pool can spare a second
                // (their latencies overlap instead of adding up); one after the other otherwise.
                let (text, vector) = if let Some(mut other) = self.db.spare_conn().await {
                    futures_util::future::try_join(
                        full_text_ranking(&mut conn, query, depth),
                        vector_ranking_in_transaction(&mut other, query, embedding, depth),
                    )
                    .await
                } else {
                    match full_text_ranking(&mut conn, query, depth).await {
                        Ok(text) => {
                            vector_ranking_in_transaction(&mut conn, query, embedding, depth)
                                .await
                                .map(|vector| (text, vector))
                        }
                        Err(error) => Err(error),
                    }
                }
                .map_err(search_error)?;
                let as_ids = |rows: Vec<RankedId>| {
                    rows.into_iter()
                        .map(|r| ChunkId::from_uuid(r.id))
                        .collect::<Vec<_>>()
                };
                reciprocal_rank_fusion(&[as_ids(text), as_ids(vector)], RRF_K)
                    .into_iter()
                    .take(limit)
                    .map(|(id, score)| (id.as_uuid(), score))
                    .collect()
            }
        };
        let ids: Vec<Uuid> = ranked.iter().map(|(id, _)| *id).collect();
        let mut rows: HashMap<Uuid, ChunkRow> = load_chunks(&mut conn, &ids)
            .await
            .map_err(search_error)?
            .into_iter()
            .map(|row| (row.id, row))
            .collect();
        ranked
            .into_iter()
            .filter_map(|(id, score)| rows.remove(&id).map(|row| row.into_scored(score)))
            .collect::<anyhow::Result<Vec<_>>>()
            .map_err(SearchError::Unknown)
    }

    #[tracing::instrument(skip_all)]
    async fn chunks_not_embedded_by(
        &self,
        embedder: &str,
        limit: u32,
    ) -> Result<Vec<Chunk>, KnowledgeError> {
        let mut conn = self.db.conn().await?;
        let rows: Vec<(Uuid, Uuid, i32, String)> = chunks::table
            .filter(chunks::embedder.is_distinct_from(embedder))
            .select((
                chunks::id,
                chunks::source_id,
                chunks::chunk_index,
                chunks::text,
            ))
            .order(chunks::id)
            .limit(i64::from(limit))
            .load(&mut conn)
            .await
            .map_err(query_error)?;
        Ok(rows
            .into_iter()
            .map(|(id, source_id, index, text)| Chunk {
                id: ChunkId::from_uuid(id),
                source_id: SourceId::from_uuid(source_id),
                index: u32::try_from(index).unwrap_or_default(),
                text,
            })
            .collect())
    }

    #[tracing::instrument(skip_all, fields(count = embeddings.len()))]
    async fn replace_embeddings(
        &self,
        embeddings: &[(ChunkId, Embedding)],
        embedder: &str,
    ) -> Result<(), KnowledgeError> {
        let mut conn = self.db.conn().await?;
        conn.transaction(async |conn| {
            for (id, embedding) in embeddings {
                diesel::update(chunks::table.find(id.as_uuid()))
                    .set((
                        chunks::embedding.eq(Vector::from(embedding.as_slice().to_vec())),
                        chunks::embedder.eq(embedder),
                    ))
                    .execute(conn)
                    .await?;
            }
            Ok::<_, diesel::result::Error>(())
        })
        .await
        .map_err(query_error)?;
        Ok(())
    }
}

impl PgKnowledgeStore {
    async fn source(
        &self,
        conn: &mut AsyncPgConnection,
        id: Uuid,
    ) -> Result<Option<Source>, KnowledgeError> {
        let row = sources_with_chunk_counts!()
            .filter(sources::id.eq(id))
            .get_result(conn)
            .await
            .optional()
            .map_err(query_error)?;
        Ok(row.map(source).transpose()?)
    }
}
