-- GET /api/answers/{slug}: PgQaStore::answer_by_slug (crates/adapters/postgres/src/qa.rs, its
-- ANSWER_COLUMNS), less a.topic: a binary built before migration 000013 has no such column, and
-- one short text column more or less does not move the figures.
-- :slug is the published answer scripts/perf.sh creates, passed with -D.
SELECT a.id, a.question_id, q.text AS question_text, q.persona, q.city,
       a.answer_text, a.key_tips, a.local_context,
       a.estimated_savings_aed::float8 AS estimated_savings_aed, a.cited_sources,
       a.confidence::float8 AS confidence, a.risk_flags, a.cta_text, a.slug, a.language,
       a.published, a.created_at
  FROM answers a
  JOIN questions q ON q.id = a.question_id
 WHERE a.slug = :slug;
