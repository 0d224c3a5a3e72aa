-- Every embedder now produces 384-dimensional vectors (multilingual-e5-small natively, OpenAI's
-- text-embedding-3 models shortened). Vectors of the old size cannot be converted: they are
-- cleared, chunks stay searchable by full text, and `batala seed` / `batala reindex` embed them
-- again with the configured embedder.
DROP INDEX IF EXISTS chunks_embedding_idx;
UPDATE chunks SET embedding = NULL, embedder = NULL WHERE embedding IS NOT NULL;
ALTER TABLE chunks ALTER COLUMN embedding TYPE vector(384);
CREATE INDEX chunks_embedding_idx ON chunks USING hnsw (embedding vector_cosine_ops);
