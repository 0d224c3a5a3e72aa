DROP INDEX IF EXISTS chunks_embedding_idx;
UPDATE chunks SET embedding = NULL, embedder = NULL WHERE embedding IS NOT NULL;
ALTER TABLE chunks ALTER COLUMN embedding TYPE vector(1536);
CREATE INDEX chunks_embedding_idx ON chunks USING hnsw (embedding vector_cosine_ops);
