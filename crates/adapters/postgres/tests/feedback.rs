//! The feedback store against a real PostgreSQL: every field and the request context stored,
//! and feedback on an unknown answer refused.
#![allow(clippy::expect_used, clippy::unwrap_used)]

mod common;

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

use batala_feedback::{
    FeedbackError, FeedbackStore, FeedbackSubmission, RawFeedback, RequestContext,
};
use batala_kernel::AnswerId;
use batala_postgres::PgFeedbackStore;
use batala_postgres::testing::TestDatabase;
use common::{connect, text};

const ANSWER_ID: &str = "00000000-0000-0000-0000-0000000000a1";

async fn with_answer() -> TestDatabase {
    let db = TestDatabase::migrated().await;
    db.execute(&format!(
        "INSERT INTO questions (id, persona, city, text) \
           VALUES ('00000000-0000-0000-0000-000000000001', 'hotel', 'dubai', 'How do I store rice?'); \
         INSERT INTO answers (id, question_id, answer_text, slug, confidence) \
           VALUES ('{ANSWER_ID}', '00000000-0000-0000-0000-000000000001', 'Chill it.', 'store-rice-abc12', 0.5);"
    ))
    .await;
    db
}

/// The stored row as JSON, without its generated id and timestamps.
async fn stored_row(db: &TestDatabase, id: impl std::fmt::Display) -> serde_json::Value {
    let mut conn = connect(db.url()).await;
    let row = text(
        &mut conn,
        &format!(
            "SELECT (to_jsonb(f) - 'id' - 'created_at' - 'updated_at')::text AS value \
             FROM answer_feedback f WHERE id = '{id}'"
        ),
    )
    .await;
    serde_json::from_str(&row).unwrap()
}

#[tokio::test]
async fn detailed_feedback_is_stored_with_every_field_and_the_request_context() {
    let db = with_answer().await;
    let store = PgFeedbackStore::new(db.database());
    let feedback = FeedbackSubmission::parse(&RawFeedback {
        answer_id: ANSWER_ID.to_owned(),
        helpful: Some(false),
        feedback_type: Some("correction".to_owned()),
        page_url: Some("http://127.0.0.1:8080/q/store-rice-abc12".to_owned()),
        time_on_page: Some(42.0),
        website_url: Some(String::new()),
        company_name: Some(String::new()),
        rating: Some(4),
        accuracy_rating: Some(5),
        clarity_rating: Some(3),
        usefulness_rating: Some(2),
        comment: Some("الخطوات واضحة، شكراً".to_owned()),
        user_email: Some("chef@example.ae".to_owned()),
        user_location: Some("Sharjah".to_owned()),
        user_persona: Some("head chef".to_owned()),
        referrer_url: Some("https://www.google.com/".to_owned()),
    })
    .unwrap();
    let context = RequestContext::new(
        Some(IpAddr::V4(Ipv4Addr::new(203, 0, 113, 7))),
        Some("Mozilla/5.0 (X11; Linux x86_64)"),
        Some("visitor-session-1"),
    );

    let id = store.save(&feedback, &context).await.unwrap();

    assert_eq!(
        stored_row(&db, id).await,
        serde_json::json!({
            "answer_id": ANSWER_ID,
            "rating": 4,
            "helpful": true,
            "comment": "الخطوات واضحة، شكراً",
            "accuracy_rating": 5,
            "clarity_rating": 3,
            "usefulness_rating": 2,
            "user_email": "chef@example.ae",
            "user_location": "Sharjah",
            "user_persona": "head chef",
            "ip_address": "203.0.113.7",
            "user_agent": "Mozilla/5.0 (X11; Linux x86_64)",
            "referrer_url": "https://www.google.com/",
            "session_id": "visitor-session-1",
            "website_url": null,
            "company_name": null,
            "page_url": "http://127.0.0.1:8080/q/store-rice-abc12",
            "time_on_page": 42,
            "feedback_type": "correction",
        })
    );
}

#[tokio::test]
async fn quick_feedback_leaves_the_optional_fields_empty() {
    let db = with_answer().await;
    let store = PgFeedbackStore::new(db.database());
    let feedback = FeedbackSubmission::parse(&RawFeedback {
        answer_id: ANSWER_ID.to_owned(),
        helpful: Some(true),
        ..RawFeedback::default()
    })
    .unwrap();
    let context = RequestContext::new(Some(IpAddr::V6(Ipv6Addr::LOCALHOST)), None, None);

    let id = store.save(&feedback, &context).await.unwrap();

    assert_eq!(
        stored_row(&db, id).await,
        serde_json::json!({
            "answer_id": ANSWER_ID,
            "rating": null,
            "helpful": true,
            "comment": null,
            "accuracy_rating": null,
            "clarity_rating": null,
            "usefulness_rating": null,
            "user_email": null,
            "user_location": null,
            "user_persona": null,
            "ip_address": "::1",
            "user_agent": null,
            "referrer_url": null,
            "session_id": null,
            "website_url": null,
            "company_name": null,
            "page_url": null,
            "time_on_page": null,
            "feedback_type": "general",
        })
    );
}

#[tokio::test]
async fn feedback_without_a_client_address_is_stored() {
    let db = with_answer().await;
    let store = PgFeedbackStore::new(db.database());
    let feedback = FeedbackSubmission::parse(&RawFeedback {
        answer_id: ANSWER_ID.to_owned(),
        rating: Some(2),
        ..RawFeedback::default()
    })
    .unwrap();

    let id = store
        .save(&feedback, &RequestContext::default())
        .await
        .unwrap();

    let row = stored_row(&db, id).await;
    assert_eq!(row["ip_address"], serde_json::Value::Null);
    assert_eq!(row["helpful"], false);
}

#[tokio::test]
async fn feedback_on_an_unknown_answer_is_refused_and_not_stored() {
    let db = with_answer().await;
    let store = PgFeedbackStore::new(db.database());
    let feedback = FeedbackSubmission::parse(&RawFeedback {
        answer_id: AnswerId::new().to_string(),
        helpful: Some(true),
        ..RawFeedback::default()
    })
    .unwrap();

    let result = store.save(&feedback, &RequestContext::default()).await;

    assert!(
        matches!(result, Err(FeedbackError::AnswerNotFound)),
        "{result:?}"
    );
    let mut conn = connect(db.url()).await;
    assert_eq!(
        text(
            &mut conn,
            "SELECT count(*)::text AS value FROM answer_feedback"
        )
        .await,
        "0"
    );
}

const OTHER_ANSWER_ID: &str = "00000000-0000-0000-0000-0000000000a2";

/// Feedback rows on the answer: (helpful, rating, accuracy, comment, minutes after 9:00).
async fn arrange_feedback(db: &TestDatabase) {
    db.execute(&format!(
        "INSERT INTO questions (id, persona, city, text) \
           VALUES ('00000000-0000-0000-0000-000000000002', 'hotel', 'dubai', 'How do I cool soup?'); \
         INSERT INTO answers (id, question_id, answer_text, slug, confidence) \
           VALUES ('{OTHER_ANSWER_ID}', '00000000-0000-0000-0000-000000000002', 'Ice bath.', 'cool-soup-abc12', 0.5); \
         INSERT INTO answer_feedback (answer_id, helpful, rating, accuracy_rating, comment, created_at) VALUES \
           ('{ANSWER_ID}', true, 5, 4, 'first', timestamptz '2026-11-01 09:01Z'), \
           ('{ANSWER_ID}', true, 4, NULL, '  ', timestamptz '2026-11-01 09:02Z'), \
           ('{ANSWER_ID}', false, 2, NULL, 'third', timestamptz '2026-11-01 09:03Z'), \
           ('{ANSWER_ID}', NULL, NULL, NULL, 'fourth', timestamptz '2026-11-01 09:04Z'), \
           ('{ANSWER_ID}', true, NULL, NULL, ' fifth ', timestamptz '2026-11-01 09:05Z');"
    ))
    .await;
}

#[tokio::test]
async fn summaries_count_average_and_keep_the_three_latest_comments() {
    let db = with_answer().await;
    arrange_feedback(&db).await;
    let store = PgFeedbackStore::new(db.database());
    let answer: AnswerId = ANSWER_ID.parse().unwrap();
    let other: AnswerId = OTHER_ANSWER_ID.parse().unwrap();

    let summaries = store.summaries(&[answer, other]).await.unwrap();

    assert_eq!(summaries.len(), 1, "an answer without feedback is left out");
    let summary = &summaries[0];
    assert_eq!(summary.answer_id, answer);
    assert_eq!(
        (summary.count, summary.helpful, summary.not_helpful),
        (5, 3, 1)
    );
    assert!((summary.average_rating.unwrap() - 11.0 / 3.0).abs() < 1e-9);
    assert_eq!(summary.average_accuracy, Some(4.0));
    assert_eq!(summary.average_clarity, None);
    let comments: Vec<(&str, Option<u8>, Option<bool>)> = summary
        .latest_comments
        .iter()
        .map(|c| (c.comment.as_str(), c.rating, c.helpful))
        .collect();
    assert_eq!(
        comments,
        [
            ("fifth", None, Some(true)),
            ("fourth", None, None),
            ("third", Some(2), Some(false)),
        ]
    );
}

#[tokio::test]
async fn summaries_of_no_feedback_are_empty() {
    let db = with_answer().await;
    let store = PgFeedbackStore::new(db.database());

    let summaries = store
        .summaries(&[ANSWER_ID.parse().unwrap()])
        .await
        .unwrap();

    assert!(summaries.is_empty());
}
