-- The topic of the guidance card an answer came from (`storage`, `donation`…, the cards' topics),
-- for the public library's topic filter; null when no card answered. It replaces the unused
-- topics / answer_topics pair: an answer has at most one card topic.
DROP TABLE answer_topics;
DROP TABLE topics;

ALTER TABLE answers
  ADD COLUMN topic text CHECK (topic ~ '^[a-z][a-z-]{0,39}$');

CREATE INDEX answers_published_topic_created_at_idx ON answers (topic, created_at DESC)
  WHERE published;
