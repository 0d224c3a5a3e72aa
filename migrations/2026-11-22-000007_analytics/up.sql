-- Usage events for the analytics dashboard and its CSV export.
CREATE TABLE analytics_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('ask_submitted', 'calc_run', 'quiz_start', 'quiz_complete')),
  label text CHECK (char_length(label) <= 200),
  quiz_id text CHECK (char_length(quiz_id) <= 100),
  meta jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(meta) = 'object'),
  -- The anonymous first-party visitor cookie: "unique users" counts these, never IPs.
  visitor_id text CHECK (char_length(visitor_id) <= 100),
  session_id text CHECK (char_length(session_id) <= 100),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX analytics_events_kind_created_at_idx ON analytics_events (kind, created_at);
CREATE INDEX analytics_events_created_at_idx ON analytics_events (created_at);
