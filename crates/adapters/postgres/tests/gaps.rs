//! Knowledge gaps against a real PostgreSQL: which questions are gaps, their nearest card's
//! title, the open count, and reviews that are all or nothing.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use batala_ask::{GapNote, GapReview, GapStatus, GapStore, GapStoreError};
use batala_kernel::QuestionId;
use batala_knowledge::{CardStore, curated_cards};
use batala_postgres::testing::TestDatabase;
use batala_postgres::{PgCardStore, PgGapStore};

const NOT_COVERED: &str = "00000000-0000-0000-0000-000000000001";
const UNSURE: &str = "00000000-0000-0000-0000-000000000002";
const SURE_BUT_RATED_DOWN: &str = "00000000-0000-0000-0000-000000000003";
const SURE_RATED_UP: &str = "00000000-0000-0000-0000-000000000005";

fn id(raw: &str) -> QuestionId {
    raw.parse().unwrap()
}

/// Five answered questions, three of them gaps; the first card is nearest the first two.
async fn arrange(db: &TestDatabase) -> String {
    let card = curated_cards().unwrap().remove(0);
    PgCardStore::new(db.database())
        .put_card(&card, &[], "test-embedder")
        .await
        .unwrap();
    let card_id = card.id.clone();
    db.execute(&format!(
        "INSERT INTO questions (id, persona, city, channel, text, created_at) VALUES \
           ('{NOT_COVERED}', 'household', 'dubai', 'web', 'How do I pickle lemons?', timestamptz '2026-11-01 09:00Z'), \
           ('{UNSURE}', 'hotel', 'sharjah', 'web', 'Can rice sit in a hot box overnight?', timestamptz '2026-11-02 09:00Z'), \
           ('{SURE_BUT_RATED_DOWN}', 'retail', 'ajman', 'web', 'How long does cooked rice keep?', timestamptz '2026-11-03 09:00Z'), \
           ('00000000-0000-0000-0000-000000000004', 'retail', 'ajman', 'web', 'What temperature for a fridge?', timestamptz '2026-11-04 09:00Z'), \
           ('{SURE_RATED_UP}', 'retail', 'ajman', 'web', 'Can we donate bread?', timestamptz '2026-11-05 09:00Z'); \
         INSERT INTO answers (id, question_id, answer_text, slug, confidence, nearest_card_id) VALUES \
           ('00000000-0000-0000-0000-0000000000a1', '{NOT_COVERED}', 'Not covered yet.', 'pickle-a1', 0.2, '{card_id}'), \
           ('00000000-0000-0000-0000-0000000000a2', '{UNSURE}', 'Maybe.', 'hot-box-a2', 0.55, '{card_id}'), \
           ('00000000-0000-0000-0000-0000000000a3', '{SURE_BUT_RATED_DOWN}', 'One day.', 'rice-a3', 0.9, NULL), \
           ('00000000-0000-0000-0000-0000000000a4', '00000000-0000-0000-0000-000000000004', '5 °C.', 'fridge-a4', 0.9, NULL), \
           ('00000000-0000-0000-0000-0000000000a5', '{SURE_RATED_UP}', 'Yes.', 'bread-a5', 0.9, NULL); \
         INSERT INTO answer_feedback (answer_id, helpful, rating, comment) VALUES \
           ('00000000-0000-0000-0000-0000000000a3', true, 2, 'Too vague about biryani'), \
           ('00000000-0000-0000-0000-0000000000a3', NULL, NULL, '  '), \
           ('00000000-0000-0000-0000-0000000000a5', true, 5, 'Great');"
    ))
    .await;
    card_id
}

fn texts(questions: &[batala_ask::GapQuestion]) -> Vec<&str> {
    questions.iter().map(|q| q.text.as_str()).collect()
}

#[tokio::test]
async fn unsure_uncovered_and_unhelpful_answers_are_open_gaps_with_their_nearest_card() {
    let db = TestDatabase::migrated().await;
    let card_id = arrange(&db).await;
    let store = PgGapStore::new(db.database());

    let open = store.gap_questions(GapStatus::Open, 100).await.unwrap();

    assert_eq!(
        texts(&open),
        [
            "How long does cooked rice keep?",
            "Can rice sit in a hot box overnight?",
            "How do I pickle lemons?"
        ]
    );
    assert_eq!(store.open_gap_count().await.unwrap(), 3);
    let rated = &open[0];
    assert!(rated.rated_unhelpful);
    assert_eq!(rated.comments, ["Too vague about biryani"]);
    assert_eq!(rated.nearest_card, None);
    let unsure = &open[1];
    assert!(!unsure.rated_unhelpful);
    assert_eq!(
        unsure.nearest_card.as_ref().map(|c| c.id.as_str()),
        Some(card_id.as_str())
    );
    assert!(!unsure.nearest_card.as_ref().unwrap().title.ar.is_empty());
    assert_eq!(unsure.slug.as_str(), "hot-box-a2");
}

#[tokio::test]
async fn a_review_moves_gaps_between_lists_and_reopening_clears_it() {
    let db = TestDatabase::migrated().await;
    arrange(&db).await;
    let store = PgGapStore::new(db.database());
    let resolve = GapReview {
        status: GapStatus::Resolved,
        note: GapNote::parse(Some("Card hot-box-rice written")).unwrap(),
    };

    store
        .review_gaps(&[id(UNSURE), id(NOT_COVERED)], &resolve)
        .await
        .unwrap();

    let resolved = store.gap_questions(GapStatus::Resolved, 100).await.unwrap();
    assert_eq!(resolved.len(), 2);
    assert_eq!(
        resolved[0].note.as_deref(),
        Some("Card hot-box-rice written")
    );
    assert_eq!(resolved[0].status, GapStatus::Resolved);
    assert_eq!(store.open_gap_count().await.unwrap(), 1);

    let reopen = GapReview {
        status: GapStatus::Open,
        note: None,
    };
    store.review_gaps(&[id(UNSURE)], &reopen).await.unwrap();
    assert_eq!(store.open_gap_count().await.unwrap(), 2);
    assert!(
        store
            .gap_questions(GapStatus::Dismissed, 100)
            .await
            .unwrap()
            .is_empty()
    );
}

#[tokio::test]
async fn a_review_naming_a_question_that_is_no_gap_changes_nothing() {
    let db = TestDatabase::migrated().await;
    arrange(&db).await;
    let store = PgGapStore::new(db.database());
    let dismiss = GapReview {
        status: GapStatus::Dismissed,
        note: None,
    };

    let refused = store
        .review_gaps(&[id(UNSURE), id(SURE_RATED_UP)], &dismiss)
        .await;

    assert!(matches!(refused, Err(GapStoreError::NotAGap(found)) if found == id(SURE_RATED_UP)));
    assert_eq!(
        store.open_gap_count().await.unwrap(),
        3,
        "the unsure one stays open"
    );
}
