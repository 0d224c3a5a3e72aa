-- Venues, their monthly results on the leaderboard, and calculator runs.
CREATE TABLE venues (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 200),
  city batala_city NOT NULL,
  public_page_slug batala_slug UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX venues_name_idx ON venues (name);
CREATE TRIGGER venues_updated_at BEFORE UPDATE ON venues
  FOR EACH ROW EXECUTE FUNCTION batala_set_updated_at();

CREATE TABLE leaderboard_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  venue_id uuid NOT NULL REFERENCES venues (id) ON DELETE CASCADE,
  period text NOT NULL CHECK (period ~ '^(20[0-9]{2}|2100)-(0[1-9]|1[0-2])$'),
  kg_rescued numeric(12, 2) NOT NULL CHECK (kg_rescued >= 0),
  aed_saved numeric(14, 2) NOT NULL CHECK (aed_saved >= 0),
  meals_donated integer NOT NULL CHECK (meals_donated >= 0),
  batala_score numeric(4, 1) NOT NULL DEFAULT 0 CHECK (batala_score BETWEEN 0 AND 100),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (venue_id, period)
);
-- The leaderboard of a month, best first.
CREATE INDEX leaderboard_entries_period_idx ON leaderboard_entries (period, batala_score DESC, kg_rescued DESC);
CREATE TRIGGER leaderboard_entries_updated_at BEFORE UPDATE ON leaderboard_entries
  FOR EACH ROW EXECUTE FUNCTION batala_set_updated_at();

CREATE TABLE calculator_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  persona batala_persona,
  venue_id uuid REFERENCES venues (id) ON DELETE SET NULL,
  inputs jsonb NOT NULL CHECK (jsonb_typeof(inputs) = 'object'),
  results jsonb NOT NULL CHECK (jsonb_typeof(results) = 'object'),
  share_image_url batala_http_url,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX calculator_sessions_created_at_idx ON calculator_sessions (created_at DESC);
CREATE INDEX calculator_sessions_venue_id_idx ON calculator_sessions (venue_id);
