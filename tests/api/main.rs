//! API tests: each starts the real app, through the same `Application::build` as `main`, on a
//! random port against a fresh PostgreSQL database of its own.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod helpers;

mod admin_qa;
mod analytics;
mod analytics_report;
mod ask;
mod auth;
mod cards;
mod embeddings;
mod errors;
mod events;
mod gaps;
mod health;
mod knowledge;
mod leaderboard;
mod library;
mod model;
mod scale_out;
mod seed;
