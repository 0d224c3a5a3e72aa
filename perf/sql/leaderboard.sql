-- GET /api/leaderboard (no period): LeaderboardService picks the latest period from
-- PgEntryStore::periods, then reads its ranking with PgEntryStore::list_entries(Some(period))
-- (crates/adapters/postgres/src/leaderboard.rs), each on its own pooled connection.
-- :period is the latest period, passed by scripts/perf.sh with -D.
SELECT DISTINCT period FROM leaderboard_entries ORDER BY period DESC;
SELECT e.id, e.period, e.kg_rescued, e.aed_saved, e.meals_donated, e.batala_score,
       v.id, v.name, v.city, v.public_page_slug
  FROM leaderboard_entries e
  INNER JOIN venues v ON e.venue_id = v.id
 WHERE e.period = :period
 ORDER BY e.period DESC, e.batala_score DESC, e.kg_rescued DESC,
          lower(v.name) COLLATE "C", v.name COLLATE "C", e.id;
