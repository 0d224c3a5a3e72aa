// The baseline `make perf` compares Batala's leaderboard with: plain Express and pg, no
// framework of its own, running the very SQL pgbench runs (../sql/leaderboard.sql) as named
// prepared statements on a pool as large as Batala's (16).
//   PORT          where to listen on 127.0.0.1
//   DATABASE_URL  the database to read
"use strict";

const fs = require("node:fs");
const path = require("node:path");
const express = require("express");
const { Pool } = require("pg");

// The statement of the pgbench file, comments dropped.
const latestSql = fs
  .readFileSync(path.join(__dirname, "..", "sql", "leaderboard.sql"), "utf8")
  .split("\n")
  .filter((line) => !line.trimStart().startsWith("--"))
  .join("\n")
  .replace(";", "")
  .trim();

// Batala's order: score, then kg rescued (both highest first), then venue name, then id.
const byRank = (a, b) =>
  b[5] - a[5] || b[2] - a[2] || (a[7].toLowerCase() < b[7].toLowerCase() ? -1 : 1) || (a[0] < b[0] ? -1 : 1);

const BADGES = ["champion", "runner_up", "third_place"];

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 16 });
const app = express();
app.disable("x-powered-by");

app.get("/healthz", (_req, res) => {
  res.json({ status: "ok" });
});

// The latest period's ranking, as Batala's GET /api/leaderboard without a period.
app.get("/api/leaderboard", async (_req, res, next) => {
  try {
    const entries = await pool.query({ name: "latest", text: latestSql, rowMode: "array" });
    if (entries.rows.length === 0) {
      res.json({ period: null, leaderboard: [] });
      return;
    }
    const period = entries.rows[0][1];
    entries.rows.sort(byRank);
    const leaderboard = entries.rows.map(
      ([id, entryPeriod, kg, aed, meals, score, venueId, name, city], index) => ({
        id,
        rank: index + 1,
        badge: BADGES[index] ?? "top_performer",
        venue: { id: venueId, name, city },
        venue_name: name,
        city,
        period: entryPeriod,
        kg_rescued: Number(kg),
        aed_saved: Number(aed),
        meals_donated: meals,
        batala_score: Number(score),
      }),
    );
    res.json({ period, leaderboard });
  } catch (error) {
    next(error);
  }
});

const server = app.listen(Number(process.env.PORT || 8090), "127.0.0.1");
const stop = () => server.close(() => pool.end().then(() => process.exit(0)));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
