-- The knowledge base: curated and admin-added sources, cut into chunks for hybrid retrieval.
CREATE TABLE sources (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL CHECK (length(btrim(title)) BETWEEN 1 AND 300),
  url batala_http_url,
  source_type text NOT NULL DEFAULT 'note' CHECK (source_type ~ '^[a-z][a-z_]{0,39}$'),
  region text NOT NULL DEFAULT 'UAE' CHECK (length(btrim(region)) BETWEEN 1 AND 100),
  authority_level text NOT NULL DEFAULT 'ngo'
    CHECK (authority_level IN ('government', 'international', 'academic', 'ngo', 'industry', 'news')),
  source_date date,
  language batala_language NOT NULL DEFAULT 'en',
  published_at timestamptz,
  ingested_at timestamptz NOT NULL DEFAULT now(),
  content_text text NOT NULL CHECK (length(btrim(content_text)) > 0),
  content_html text,
  publisher text CHECK (char_length(publisher) <= 200),
  -- Links the English and Arabic versions of one curated source.
  pair_key text CHECK (pair_key ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  -- Who and where the source is about; empty means everyone, everywhere.
  personas text[] NOT NULL DEFAULT '{}'
    CHECK (personas <@ ARRAY['restaurant', 'hotel', 'catering', 'retail', 'household']),
  cities text[] NOT NULL DEFAULT '{}'
    CHECK (cities <@ ARRAY['abu_dhabi', 'dubai', 'sharjah', 'ajman', 'fujairah', 'ras_al_khaimah', 'umm_al_quwain']),
  -- SHA-256 of the normalised content: ingesting the same text twice is a no-op.
  content_sha256 text NOT NULL UNIQUE CHECK (content_sha256 ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sources_created_at_idx ON sources (created_at DESC);
CREATE UNIQUE INDEX sources_pair_language_key ON sources (pair_key, language) WHERE pair_key IS NOT NULL;

CREATE TABLE chunks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  source_id uuid NOT NULL REFERENCES sources (id) ON DELETE CASCADE,
  chunk_index integer NOT NULL CHECK (chunk_index >= 0),
  text text NOT NULL CHECK (length(btrim(text)) > 0),
  language batala_language NOT NULL DEFAULT 'en',
  -- Searched with the text-search configuration of the chunk's own language.
  fts tsvector GENERATED ALWAYS AS (
    to_tsvector(CASE WHEN language = 'ar' THEN 'arabic'::regconfig ELSE 'english'::regconfig END, text)
  ) STORED,
  embedding vector(1536),
  -- Which embedder produced `embedding`: switching embedder means re-embedding.
  embedder text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (source_id, chunk_index),
  CHECK ((embedding IS NULL) = (embedder IS NULL))
);
CREATE INDEX chunks_fts_idx ON chunks USING gin (fts);
CREATE INDEX chunks_embedding_idx ON chunks USING hnsw (embedding vector_cosine_ops);
CREATE INDEX chunks_language_idx ON chunks (language);
