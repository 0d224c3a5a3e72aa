-- Guidance cards written, edited or retired by admins. Seeding from the repository's files
-- leaves such a card alone (it neither overwrites nor removes it); a retired card keeps its row
-- but loses its phrasings, so nothing retrieves it. Every document an admin replaced or retired
-- is kept in guidance_card_versions with who did it and when.
ALTER TABLE guidance_cards
  ADD COLUMN origin text NOT NULL DEFAULT 'curated' CHECK (origin IN ('curated', 'admin')),
  ADD COLUMN updated_by text CHECK (char_length(updated_by) BETWEEN 1 AND 100),
  ADD COLUMN retired_at timestamptz;

CREATE TABLE guidance_card_versions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  card_id text NOT NULL REFERENCES guidance_cards (id) ON DELETE CASCADE,
  -- The document as it was before the change.
  document text NOT NULL CHECK (length(document) BETWEEN 1 AND 100000),
  change text NOT NULL CHECK (change IN ('edited', 'retired')),
  changed_by text NOT NULL CHECK (char_length(changed_by) BETWEEN 1 AND 100),
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX guidance_card_versions_card_idx ON guidance_card_versions (card_id, changed_at DESC);
