DROP INDEX answers_published_topic_created_at_idx;
ALTER TABLE answers DROP COLUMN topic;

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
