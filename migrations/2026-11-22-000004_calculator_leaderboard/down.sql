DROP TABLE calculator_sessions;
DROP TABLE leaderboard_entries;
DROP TABLE venues;
