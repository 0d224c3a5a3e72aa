-- The analytics summary pairs each quiz_start with the first quiz_complete of the same quiz id
-- at or after it (the mean quiz duration): this index finds that completion directly.
CREATE INDEX analytics_events_quiz_complete_idx ON analytics_events (quiz_id, created_at)
  WHERE kind = 'quiz_complete';
