//! Maintenance and measurement of the vector index (bulk loads, the benchmark) in raw SQL:
//! DDL, `VACUUM`, `ANALYZE`, `TRUNCATE` and session settings are statements the DSL does not build.

use batala_kernel::ChunkId;
use batala_knowledge::{Embedding, SearchQuery};
use diesel::prelude::*;
use diesel::sql_types::Text;
use diesel_async::{AsyncConnection, RunQueryDsl};

use super::PgKnowledgeStore;
use super::ranking::{ExactVector, RankedId, vector_statement};
use crate::error::query_error;
use crate::schema::chunks;

/// The HNSW index as the latest migration creates it (a test compares the two).
const CREATE_VECTOR_INDEX: &str = "CREATE INDEX IF NOT EXISTS chunks_embedding_idx ON chunks \
    USING hnsw ((embedding::halfvec(384)) halfvec_cosine_ops) WITH (ef_construction = 200)";

/// Maintenance and measurement of the vector index, for bulk loads and the benchmark.
impl PgKnowledgeStore {
    /// Drops the HNSW index, so a bulk load does not maintain it row by row.
    ///
    /// # Errors
    /// Infrastructure failures.
    pub async fn drop_vector_index(&self) -> anyhow::Result<()> {
        let mut conn = self.db.conn().await?;
        diesel::sql_query("DROP INDEX IF EXISTS chunks_embedding_idx")
            .execute(&mut conn)
            .await
            .map_err(query_error)?;
        Ok(())
    }

    /// (Re)builds the HNSW index exactly as the migration defines it, with memory to build in.
    ///
    /// # Errors
    /// Infrastructure failures.
    pub async fn build_vector_index(&self) -> anyhow::Result<()> {
        let mut conn = self.db.conn().await?;
        conn.transaction(async |conn| {
            // Local to this transaction: the pooled connection keeps its own limits.
            diesel::sql_query("SET LOCAL statement_timeout = 0")
                .execute(conn)
                .await?;
            diesel::sql_query("SET LOCAL maintenance_work_mem = '1GB'")
                .execute(conn)
                .await?;
            diesel::sql_query(CREATE_VECTOR_INDEX).execute(conn).await?;
            Ok::<_, diesel::result::Error>(())
        })
        .await
        .map_err(query_error)?;
        Ok(())
    }

    /// The exact nearest chunks by cosine distance (a sequential scan, no index): the ground
    /// truth the HNSW search is measured against.
    ///
    /// # Errors
    /// Infrastructure failures.
    pub async fn exact_vector_search(
        &self,
        query: &SearchQuery,
        embedding: &Embedding,
    ) -> anyhow::Result<Vec<ChunkId>> {
        let mut conn = self.db.conn().await?;
        let rows = conn
            .transaction(async |conn| {
                diesel::sql_query("SET LOCAL enable_indexscan = off")
                    .execute(conn)
                    .await?;
                diesel::sql_query("SET LOCAL statement_timeout = 0")
                    .execute(conn)
                    .await?;
                vector_statement::<ExactVector>(query, embedding, i64::from(query.limit()))
                    .load::<RankedId>(conn)
                    .await
            })
            .await
            .map_err(query_error)?;
        Ok(rows
            .into_iter()
            .map(|row| ChunkId::from_uuid(row.id))
            .collect())
    }

    /// Refreshes the planner's statistics of sources and chunks after a bulk load, so the first
    /// searches get good plans (and the common-word estimate its row count).
    ///
    /// # Errors
    /// Infrastructure failures.
    pub async fn refresh_statistics(&self) -> anyhow::Result<()> {
        let mut conn = self.db.conn().await?;
        diesel::sql_query("ANALYZE sources, chunks")
            .execute(&mut conn)
            .await
            .map_err(query_error)?;
        Ok(())
    }

    /// How many chunks the store holds (the benchmark reuses a loaded database).
    ///
    /// # Errors
    /// Infrastructure failures.
    pub async fn count_chunks(&self) -> anyhow::Result<i64> {
        let mut conn = self.db.conn().await?;
        let count: i64 = chunks::table
            .count()
            .get_result(&mut conn)
            .await
            .map_err(query_error)?;
        Ok(count)
    }

    /// Vacuums and analyses sources and chunks after a bulk load: the statistics, and the
    /// vacuum that autovacuum would otherwise start on its own while the benchmark measures.
    ///
    /// # Errors
    /// Infrastructure failures.
    pub async fn settle_after_bulk_load(&self) -> anyhow::Result<()> {
        let mut conn = self.db.conn().await?;
        let timeout: String = diesel::select(diesel::dsl::sql::<Text>(
            "current_setting('statement_timeout')",
        ))
        .get_result(&mut conn)
        .await
        .map_err(query_error)?;
        // VACUUM cannot run in a transaction, so no SET LOCAL: the pooled connection's own
        // limit is put back afterwards.
        diesel::sql_query("SET statement_timeout = 0")
            .execute(&mut conn)
            .await
            .map_err(query_error)?;
        let vacuumed = diesel::sql_query("VACUUM (ANALYZE) sources, chunks")
            .execute(&mut conn)
            .await;
        diesel::sql_query("SELECT set_config('statement_timeout', $1, false)")
            .bind::<Text, _>(timeout)
            .execute(&mut conn)
            .await
            .map_err(query_error)?;
        vacuumed.map_err(query_error)?;
        Ok(())
    }

    /// Deletes every source and chunk (the benchmark starts from an empty store).
    ///
    /// # Errors
    /// Infrastructure failures.
    pub async fn delete_everything(&self) -> anyhow::Result<()> {
        let mut conn = self.db.conn().await?;
        diesel::sql_query("TRUNCATE sources CASCADE")
            .execute(&mut conn)
            .await
            .map_err(query_error)?;
        Ok(())
    }
}
