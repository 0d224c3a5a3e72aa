-- Extensions and helpers every later migration uses.
CREATE EXTENSION IF NOT EXISTS vector;

-- Keeps updated_at honest whatever client writes the row.
CREATE FUNCTION batala_set_updated_at() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END;
$$;

-- The vocabularies shared by several tables, as domains so each CHECK is written once.
CREATE DOMAIN batala_persona AS text
  CHECK (VALUE IN ('restaurant', 'hotel', 'catering', 'retail', 'household'));
CREATE DOMAIN batala_city AS text
  CHECK (VALUE IN ('abu_dhabi', 'dubai', 'sharjah', 'ajman', 'fujairah', 'ras_al_khaimah', 'umm_al_quwain'));
CREATE DOMAIN batala_language AS text
  CHECK (VALUE IN ('en', 'ar'));
CREATE DOMAIN batala_slug AS text
  CHECK (VALUE ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(VALUE) <= 120);
CREATE DOMAIN batala_http_url AS text
  CHECK (VALUE ~* '^https?://[^[:space:]]+$' AND length(VALUE) <= 2048);
