-- Guidance cards: curated bilingual expert answers, one per need a user has. A card is kept as
-- its own TOML document (the format of crates/domain/knowledge/cards/), so the one parser reads
-- the repository's files and these rows alike; the columns beside it serve retrieval.
CREATE TABLE guidance_cards (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(id) <= 100),
  topic text NOT NULL CHECK (topic ~ '^[a-z][a-z-]{1,39}$'),
  document text NOT NULL CHECK (length(document) BETWEEN 1 AND 100000),
  content_sha256 text NOT NULL CHECK (content_sha256 ~ '^[0-9a-f]{64}$'),
  -- Title, phrasings and answer of each language, phrasings and title weighted above the answer.
  fts_en tsvector NOT NULL,
  fts_ar tsvector NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX guidance_cards_fts_en_idx ON guidance_cards USING gin (fts_en);
CREATE INDEX guidance_cards_fts_ar_idx ON guidance_cards USING gin (fts_ar);

-- The ways users put a card's question (and its title), in both languages, embedded on the query
-- side, and the card's answer in both languages, embedded on the passage side: a question meets
-- the card through the phrasing nearest to it and through what the answer says.
CREATE TABLE card_phrasings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  card_id text NOT NULL REFERENCES guidance_cards (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('phrasing', 'answer')),
  language batala_language NOT NULL,
  text text NOT NULL CHECK (length(btrim(text)) BETWEEN 1 AND 4000),
  embedding vector(384),
  -- Which embedder produced `embedding`: switching embedder means re-embedding.
  embedder text,
  CHECK ((embedding IS NULL) = (embedder IS NULL))
);
CREATE INDEX card_phrasings_card_idx ON card_phrasings (card_id);
CREATE INDEX card_phrasings_embedding_idx ON card_phrasings USING hnsw (embedding vector_cosine_ops);
