-- Admin sessions (keyed by the SHA-256 of the cookie token) and user profiles.
CREATE TABLE sessions (
  sid text PRIMARY KEY CHECK (sid ~ '^[0-9a-f]{64}$'),
  sess jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(sess) = 'object'),
  -- Idle expiry, moved forward on use but never past absolute_expire.
  expire timestamptz NOT NULL,
  absolute_expire timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (expire <= absolute_expire)
);
CREATE INDEX sessions_expire_idx ON sessions (expire);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL CHECK (char_length(email) <= 254 AND email LIKE '_%@_%._%'),
  first_name text CHECK (char_length(first_name) <= 100),
  last_name text CHECK (char_length(last_name) <= 100),
  profile_image_url batala_http_url,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- E-mail addresses are unique whatever their letter case.
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE TRIGGER users_updated_at BEFORE UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION batala_set_updated_at();
