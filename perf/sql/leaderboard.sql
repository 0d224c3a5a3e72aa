-- GET /api/leaderboard (no period): PgEntryStore::latest_entries
-- (crates/adapters/postgres/src/leaderboard.rs), one statement on one pooled connection; the
-- service ranks the rows.
SELECT e.id, e.period, e.kg_rescued, e.aed_saved, e.meals_donated, e.batala_score,
       v.id, v.name, v.city, v.public_page_slug
  FROM leaderboard_entries e
  INNER JOIN venues v ON e.venue_id = v.id
 WHERE e.period = (SELECT max(latest.period) FROM leaderboard_entries AS latest);
