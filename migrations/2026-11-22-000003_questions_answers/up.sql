-- Questions asked by visitors, the answers given, and everything hanging off an answer.
CREATE TABLE questions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  persona batala_persona NOT NULL,
  city batala_city NOT NULL,
  channel text NOT NULL DEFAULT 'web' CHECK (channel IN ('web', 'api', 'whatsapp', 'email')),
  text text NOT NULL CHECK (char_length(btrim(text)) BETWEEN 10 AND 500),
  language batala_language NOT NULL DEFAULT 'en',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX questions_created_at_idx ON questions (created_at DESC);

CREATE TABLE answers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  question_id uuid NOT NULL UNIQUE REFERENCES questions (id) ON DELETE CASCADE,
  answer_text text NOT NULL CHECK (length(btrim(answer_text)) > 0),
  bullets text[] NOT NULL DEFAULT '{}',
  -- [{"title": "...", "url": "..."}]
  cited_sources jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(cited_sources) = 'array'),
  confidence numeric(4, 3) NOT NULL CHECK (confidence BETWEEN 0 AND 1),
  risk_flags text[] NOT NULL DEFAULT '{}',
  cta_text text,
  slug batala_slug NOT NULL UNIQUE,
  published boolean NOT NULL DEFAULT false,
  key_tips text[] NOT NULL DEFAULT '{}',
  local_context text NOT NULL DEFAULT '',
  estimated_savings_aed numeric(12, 2) CHECK (estimated_savings_aed >= 0),
  language batala_language NOT NULL DEFAULT 'en',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX answers_published_created_at_idx ON answers (published, created_at DESC);
CREATE TRIGGER answers_updated_at BEFORE UPDATE ON answers
  FOR EACH ROW EXECUTE FUNCTION batala_set_updated_at();

CREATE TABLE social_derivatives (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  answer_id uuid NOT NULL REFERENCES answers (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind ~ '^[a-z][a-z_]{0,39}$'),
  content text NOT NULL CHECK (length(btrim(content)) > 0),
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'approved', 'published', 'rejected')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX social_derivatives_answer_id_idx ON social_derivatives (answer_id);

CREATE TABLE topics (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL UNIQUE CHECK (code ~ '^[a-z][a-z0-9_]{0,59}$'),
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 200)
);

CREATE TABLE answer_topics (
  answer_id uuid NOT NULL REFERENCES answers (id) ON DELETE CASCADE,
  topic_id uuid NOT NULL REFERENCES topics (id) ON DELETE CASCADE,
  PRIMARY KEY (answer_id, topic_id)
);
CREATE INDEX answer_topics_topic_id_idx ON answer_topics (topic_id);

CREATE TABLE answer_feedback (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  answer_id uuid NOT NULL REFERENCES answers (id) ON DELETE CASCADE,
  rating smallint CHECK (rating BETWEEN 1 AND 5),
  helpful boolean,
  comment text CHECK (char_length(comment) <= 2000),
  accuracy_rating smallint CHECK (accuracy_rating BETWEEN 1 AND 5),
  clarity_rating smallint CHECK (clarity_rating BETWEEN 1 AND 5),
  usefulness_rating smallint CHECK (usefulness_rating BETWEEN 1 AND 5),
  user_email text CHECK (char_length(user_email) <= 254 AND user_email LIKE '_%@_%._%'),
  user_location text CHECK (char_length(user_location) <= 100),
  user_persona text CHECK (char_length(user_persona) <= 100),
  ip_address inet,
  user_agent text CHECK (char_length(user_agent) <= 1000),
  referrer_url text CHECK (char_length(referrer_url) <= 2048),
  session_id text CHECK (char_length(session_id) <= 200),
  -- Honeypots: a person never fills them, so a stored row always has them empty.
  website_url text CHECK (website_url IS NULL OR website_url = ''),
  company_name text CHECK (company_name IS NULL OR company_name = ''),
  page_url text CHECK (char_length(page_url) <= 2048),
  time_on_page integer CHECK (time_on_page BETWEEN 0 AND 3600),
  feedback_type text NOT NULL DEFAULT 'general'
    CHECK (feedback_type IN ('general', 'correction', 'suggestion', 'complaint')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX answer_feedback_answer_id_idx ON answer_feedback (answer_id, created_at DESC);
CREATE TRIGGER answer_feedback_updated_at BEFORE UPDATE ON answer_feedback
  FOR EACH ROW EXECUTE FUNCTION batala_set_updated_at();
