//! The migrations against a real PostgreSQL: up, down and up again, defaults, constraints and
//! cascades.

#![allow(clippy::expect_used)]

mod common;

use batala_postgres::testing::TestDatabase;
use batala_postgres::{revert_all_migrations, run_migrations};
use common::{connect, exec, text};

const TABLES: [&str; 19] = [
    "sources",
    "chunks",
    "questions",
    "answers",
    "social_derivatives",
    "calculator_sessions",
    "venues",
    "leaderboard_entries",
    "events",
    "answer_feedback",
    "sessions",
    "users",
    "analytics_events",
    "guidance_cards",
    "card_phrasings",
    "card_revision",
    "gap_reviews",
    "guidance_card_versions",
    "rate_limits",
];

async fn table_count(url: &str) -> String {
    let mut conn = connect(url).await;
    let list = TABLES.map(|t| format!("'{t}'")).join(",");
    text(
        &mut conn,
        &format!(
            "SELECT count(*)::text AS value FROM information_schema.tables \
             WHERE table_schema = 'public' AND table_name IN ({list})"
        ),
    )
    .await
}

#[tokio::test]
async fn migrations_go_up_down_and_up_again() {
    let db = TestDatabase::empty().await;

    let applied = run_migrations(db.url()).await.expect("migrate up");
    assert_eq!(applied.len(), 17);
    assert_eq!(table_count(db.url()).await, "19");

    let reverted = revert_all_migrations(db.url()).await.expect("migrate down");
    assert_eq!(reverted.len(), 17);
    assert_eq!(table_count(db.url()).await, "0");

    run_migrations(db.url()).await.expect("migrate up again");
    assert_eq!(table_count(db.url()).await, "19");
}

#[tokio::test]
async fn running_migrations_twice_applies_nothing_the_second_time() {
    let db = TestDatabase::migrated().await;

    let applied = run_migrations(db.url()).await.expect("migrate");

    assert!(applied.is_empty(), "{applied:?}");
}

#[tokio::test]
async fn rows_get_the_spec_defaults() {
    let db = TestDatabase::migrated().await;
    let mut conn = connect(db.url()).await;

    exec(&mut conn, "INSERT INTO sources (title, content_text, content_sha256) VALUES ('t', 'c', repeat('a', 64))").await.expect("source");
    let source = text(&mut conn, "SELECT concat_ws('|', source_type, region, authority_level, language) AS value FROM sources").await;
    assert_eq!(source, "note|UAE|ngo|en");

    exec(&mut conn, "INSERT INTO questions (id, persona, city, text) VALUES ('00000000-0000-0000-0000-000000000001', 'hotel', 'dubai', 'How long can buffet food stay out?')").await.expect("question");
    exec(&mut conn, "INSERT INTO answers (question_id, answer_text, slug, confidence) VALUES ('00000000-0000-0000-0000-000000000001', 'Two hours.', 'buffet-food-x1', 0.5)").await.expect("answer");
    let answer = text(&mut conn, "SELECT concat_ws('|', published::text, language, cited_sources::text, cardinality(key_tips)) AS value FROM answers").await;
    assert_eq!(answer, "false|en|[]|0");
    let channel = text(&mut conn, "SELECT channel AS value FROM questions").await;
    assert_eq!(channel, "web");

    exec(&mut conn, "INSERT INTO social_derivatives (answer_id, kind, content) SELECT id, 'tweet', 'x' FROM answers").await.expect("derivative");
    assert_eq!(
        text(&mut conn, "SELECT status AS value FROM social_derivatives").await,
        "draft"
    );

    exec(&mut conn, "INSERT INTO events (title, description, event_type, event_date, location, organizer_name, organizer_email, food_waste_focus) VALUES ('Compost 101', 'Learn', 'workshop', now(), 'Hall', 'Ali', 'ali@example.ae', 'Composting kitchen scraps')").await.expect("event");
    let event = text(
        &mut conn,
        "SELECT concat_ws('|', status, city, featured::text) AS value FROM events",
    )
    .await;
    assert_eq!(event, "pending|dubai|false");

    exec(
        &mut conn,
        "INSERT INTO answer_feedback (answer_id) SELECT id FROM answers",
    )
    .await
    .expect("feedback");
    assert_eq!(
        text(
            &mut conn,
            "SELECT feedback_type AS value FROM answer_feedback"
        )
        .await,
        "general"
    );

    exec(
        &mut conn,
        "INSERT INTO analytics_events (kind) VALUES ('calc_run')",
    )
    .await
    .expect("analytics");
    assert_eq!(
        text(
            &mut conn,
            "SELECT meta::text AS value FROM analytics_events"
        )
        .await,
        "{}"
    );

    let uuid_default = text(
        &mut conn,
        "SELECT (id IS NOT NULL)::text AS value FROM analytics_events",
    )
    .await;
    assert_eq!(uuid_default, "true");
}

#[tokio::test]
async fn check_constraints_refuse_values_outside_the_vocabularies() {
    let db = TestDatabase::migrated().await;
    let mut conn = connect(db.url()).await;
    exec(&mut conn, "INSERT INTO venues (id, name, city) VALUES ('00000000-0000-0000-0000-0000000000aa', 'Cafe', 'dubai')").await.expect("venue");

    let refused = [
        "INSERT INTO questions (persona, city, text) VALUES ('chef', 'dubai', 'a long enough question')",
        "INSERT INTO questions (persona, city, text) VALUES ('hotel', 'abu-dhabi', 'a long enough question')",
        "INSERT INTO questions (persona, city, text) VALUES ('hotel', 'dubai', 'too short')",
        "INSERT INTO venues (name, city) VALUES ('  ', 'dubai')",
        "INSERT INTO venues (name, city, public_page_slug) VALUES ('X', 'dubai', 'Not A Slug')",
        "INSERT INTO leaderboard_entries (venue_id, period, kg_rescued, aed_saved, meals_donated) VALUES ('00000000-0000-0000-0000-0000000000aa', '2025-13', 1, 1, 1)",
        "INSERT INTO leaderboard_entries (venue_id, period, kg_rescued, aed_saved, meals_donated) VALUES ('00000000-0000-0000-0000-0000000000aa', '2025-09', -1, 1, 1)",
        "INSERT INTO leaderboard_entries (venue_id, period, kg_rescued, aed_saved, meals_donated, batala_score) VALUES ('00000000-0000-0000-0000-0000000000aa', '2025-09', 1, 1, 1, 100.5)",
        "INSERT INTO events (title, description, event_type, event_date, location, organizer_name, organizer_email, food_waste_focus) VALUES ('T', 'D', 'party', now(), 'L', 'N', 'n@example.ae', 'about food waste')",
        "INSERT INTO events (title, description, event_type, event_date, location, organizer_name, organizer_email, food_waste_focus) VALUES ('T', 'D', 'workshop', now(), 'L', 'N', 'n@example.ae', 'short')",
        "INSERT INTO events (title, description, event_type, event_date, location, organizer_name, organizer_email, food_waste_focus, status) VALUES ('T', 'D', 'workshop', now(), 'L', 'N', 'n@example.ae', 'about food waste', 'featured')",
        "INSERT INTO events (title, description, event_type, event_date, location, organizer_name, organizer_email, food_waste_focus, capacity, registered) VALUES ('T', 'D', 'workshop', now(), 'L', 'N', 'n@example.ae', 'about food waste', 30, 31)",
        "INSERT INTO events (title, description, event_type, event_date, location, organizer_name, organizer_email, food_waste_focus, rating) VALUES ('T', 'D', 'workshop', now(), 'L', 'N', 'n@example.ae', 'about food waste', 5.1)",
        "INSERT INTO events (title, description, event_type, event_date, location, organizer_name, organizer_email, food_waste_focus, price_aed) VALUES ('T', 'D', 'workshop', now(), 'L', 'N', 'n@example.ae', 'about food waste', -1)",
        "INSERT INTO analytics_events (kind) VALUES ('page_view')",
        "INSERT INTO sources (title, content_text, content_sha256, url) VALUES ('t', 'c', repeat('b', 64), 'javascript:alert(1)')",
        "INSERT INTO sources (title, content_text, content_sha256, language) VALUES ('t', 'c', repeat('c', 64), 'fr')",
        "INSERT INTO sessions (sid, expire, absolute_expire) VALUES ('not-a-digest', now(), now())",
    ];
    for sql in refused {
        let error = exec(&mut conn, sql).await.expect_err(sql);
        assert!(
            error.contains("violates check constraint") || error.contains("violates"),
            "{sql}: {error}"
        );
    }
}

#[tokio::test]
async fn unique_constraints_hold() {
    let db = TestDatabase::migrated().await;
    let mut conn = connect(db.url()).await;
    exec(&mut conn, "INSERT INTO venues (id, name, city, public_page_slug) VALUES ('00000000-0000-0000-0000-0000000000aa', 'A', 'dubai', 'cafe-a')").await.expect("venue");
    exec(&mut conn, "INSERT INTO leaderboard_entries (venue_id, period, kg_rescued, aed_saved, meals_donated) VALUES ('00000000-0000-0000-0000-0000000000aa', '2025-09', 1, 1, 1)").await.expect("entry");
    exec(
        &mut conn,
        "INSERT INTO users (email) VALUES ('Ali@Example.ae')",
    )
    .await
    .expect("user");

    let duplicates = [
        "INSERT INTO venues (name, city, public_page_slug) VALUES ('B', 'sharjah', 'cafe-a')",
        "INSERT INTO leaderboard_entries (venue_id, period, kg_rescued, aed_saved, meals_donated) VALUES ('00000000-0000-0000-0000-0000000000aa', '2025-09', 2, 2, 2)",
        "INSERT INTO users (email) VALUES ('ali@example.AE')",
        "INSERT INTO sources (title, content_text, content_sha256) VALUES ('a', 'x', repeat('d', 64)), ('b', 'y', repeat('d', 64))",
    ];
    for sql in duplicates {
        let error = exec(&mut conn, sql).await.expect_err(sql);
        assert!(error.contains("duplicate key"), "{sql}: {error}");
    }
}

#[tokio::test]
async fn deleting_a_parent_cascades_to_its_children() {
    let db = TestDatabase::migrated().await;
    let mut conn = connect(db.url()).await;
    let setup = [
        "INSERT INTO venues (id, name, city) VALUES ('00000000-0000-0000-0000-0000000000aa', 'A', 'dubai')",
        "INSERT INTO leaderboard_entries (venue_id, period, kg_rescued, aed_saved, meals_donated) VALUES ('00000000-0000-0000-0000-0000000000aa', '2025-09', 1, 1, 1), ('00000000-0000-0000-0000-0000000000aa', '2025-10', 1, 1, 1)",
        "INSERT INTO calculator_sessions (venue_id, inputs, results) VALUES ('00000000-0000-0000-0000-0000000000aa', '{}', '{}')",
        "INSERT INTO sources (id, title, content_text, content_sha256) VALUES ('00000000-0000-0000-0000-0000000000bb', 't', 'c', repeat('e', 64))",
        "INSERT INTO chunks (source_id, chunk_index, text) VALUES ('00000000-0000-0000-0000-0000000000bb', 0, 'one'), ('00000000-0000-0000-0000-0000000000bb', 1, 'two')",
        "INSERT INTO questions (id, persona, city, text) VALUES ('00000000-0000-0000-0000-000000000001', 'retail', 'ajman', 'What do date labels mean?')",
        "INSERT INTO answers (id, question_id, answer_text, slug, confidence) VALUES ('00000000-0000-0000-0000-0000000000cc', '00000000-0000-0000-0000-000000000001', 'Best before is quality.', 'date-labels-q1', 0.5)",
        "INSERT INTO answer_feedback (answer_id, rating) VALUES ('00000000-0000-0000-0000-0000000000cc', 5)",
    ];
    for sql in setup {
        exec(&mut conn, sql).await.expect(sql);
    }

    exec(&mut conn, "DELETE FROM venues")
        .await
        .expect("delete venue");
    exec(&mut conn, "DELETE FROM sources")
        .await
        .expect("delete source");
    exec(&mut conn, "DELETE FROM answers")
        .await
        .expect("delete answer");

    let left = text(
        &mut conn,
        "SELECT concat_ws('|', (SELECT count(*) FROM leaderboard_entries), (SELECT count(*) FROM chunks), \
         (SELECT count(*) FROM answer_feedback), \
         (SELECT count(*) FROM calculator_sessions WHERE venue_id IS NULL)) AS value",
    )
    .await;
    assert_eq!(left, "0|0|0|1");
}

#[tokio::test]
async fn chunks_get_a_language_aware_search_vector_and_an_hnsw_index() {
    let db = TestDatabase::migrated().await;
    let mut conn = connect(db.url()).await;
    exec(&mut conn, "INSERT INTO sources (id, title, content_text, content_sha256) VALUES ('00000000-0000-0000-0000-0000000000bb', 't', 'c', repeat('f', 64))").await.expect("source");
    exec(&mut conn, "INSERT INTO chunks (source_id, chunk_index, text, language) VALUES \
        ('00000000-0000-0000-0000-0000000000bb', 0, 'Refrigerated leftovers keep for three days', 'en'), \
        ('00000000-0000-0000-0000-0000000000bb', 1, 'المطاعم تقلل هدر الطعام', 'ar')").await.expect("chunks");

    let english = text(&mut conn, "SELECT count(*)::text AS value FROM chunks WHERE fts @@ to_tsquery('english', 'refrigerate & leftover')").await;
    let arabic = text(
        &mut conn,
        "SELECT count(*)::text AS value FROM chunks WHERE fts @@ to_tsquery('arabic', 'المطاعم')",
    )
    .await;
    assert_eq!((english.as_str(), arabic.as_str()), ("1", "1"));

    let index = text(
        &mut conn,
        "SELECT indexdef AS value FROM pg_indexes WHERE indexname = 'chunks_embedding_idx'",
    )
    .await;
    assert!(
        index.contains("hnsw") && index.contains("halfvec_cosine_ops"),
        "{index}"
    );

    let mismatched = exec(&mut conn, "INSERT INTO chunks (source_id, chunk_index, text, embedding) VALUES ('00000000-0000-0000-0000-0000000000bb', 2, 'x', array_fill(0.1, ARRAY[384])::vector)").await;
    assert!(mismatched.is_err(), "an embedding must name its embedder");
}

#[tokio::test]
async fn updated_at_moves_on_update() {
    let db = TestDatabase::migrated().await;
    let mut conn = connect(db.url()).await;
    exec(&mut conn, "INSERT INTO venues (name, city, updated_at) VALUES ('A', 'dubai', now() - interval '1 day')").await.expect("venue");

    exec(&mut conn, "UPDATE venues SET name = 'B'")
        .await
        .expect("update");

    let fresh = text(
        &mut conn,
        "SELECT (updated_at > now() - interval '1 minute')::text AS value FROM venues",
    )
    .await;
    assert_eq!(fresh, "true");
}
