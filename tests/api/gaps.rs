//! Knowledge gaps through the API: an unhelpful rating puts a question on the list, which an
//! admin resolves with a note; the dashboard counts the open ones.

use serde_json::{Value, json};

use crate::helpers::{ADMIN_KEY, TestApp, error_body, spawn_app_with};

const ANSWER: &str = "00000000-0000-0000-0000-0000000000a1";
const QUESTION: &str = "00000000-0000-0000-0000-000000000001";
const UNSURE_QUESTION: &str = "00000000-0000-0000-0000-000000000002";

async fn spawn() -> TestApp {
    spawn_app_with(&[("RATE_LIMITS", "off")]).await
}

/// A surely answered question (not a gap yet) and an unsurely answered one (a gap).
async fn arrange(app: &TestApp) {
    app.db
        .execute(&format!(
            "INSERT INTO questions (id, persona, city, channel, text, created_at) VALUES \
               ('{QUESTION}', 'hotel', 'dubai', 'web', 'How long does cooked rice keep?', timestamptz '2026-11-01 09:00Z'), \
               ('{UNSURE_QUESTION}', 'household', 'ajman', 'web', 'Can I keep rice in a hot box overnight?', timestamptz '2026-11-02 09:00Z'); \
             INSERT INTO answers (id, question_id, answer_text, slug, confidence) VALUES \
               ('{ANSWER}', '{QUESTION}', 'Eat it within a day.', 'rice-keep-aaa11', 0.9), \
               ('00000000-0000-0000-0000-0000000000a2', '{UNSURE_QUESTION}', 'Maybe.', 'hot-box-bbb22', 0.5);"
        ))
        .await;
}

async fn gaps(app: &TestApp, query: &str) -> Value {
    let response = app
        .client
        .get(app.url(&format!("/api/admin/gaps{query}")))
        .header("x-admin-key", ADMIN_KEY)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200, "{query}");
    response.json().await.unwrap()
}

fn questions(body: &Value) -> Vec<String> {
    body["groups"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|group| group["questions"].as_array().unwrap().iter())
        .map(|question| question["text"].as_str().unwrap().to_owned())
        .collect()
}

async fn review(app: &TestApp, body: Value) -> reqwest::Response {
    app.client
        .post(app.url("/api/admin/gaps/review"))
        .header("x-admin-key", ADMIN_KEY)
        .json(&body)
        .send()
        .await
        .unwrap()
}

#[tokio::test]
async fn an_unhelpful_rating_puts_the_question_on_the_gap_list() {
    let app = spawn().await;
    arrange(&app).await;
    assert_eq!(
        questions(&gaps(&app, "").await),
        ["Can I keep rice in a hot box overnight?"]
    );

    let rated = app
        .client
        .post(app.url("/api/feedback"))
        .header("X-Requested-With", "batala")
        .json(&json!({"answer_id": ANSWER, "helpful": false, "comment": "Nothing about biryani"}))
        .send()
        .await
        .unwrap();
    assert!(rated.status().is_success(), "{}", rated.status());

    let body = gaps(&app, "?sort=recent").await;
    assert_eq!(body["open_count"], 2);
    assert_eq!(
        questions(&body),
        [
            "Can I keep rice in a hot box overnight?",
            "How long does cooked rice keep?"
        ]
    );
    let rated_down = body["groups"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|group| group["questions"].as_array().unwrap().iter())
        .find(|q| q["question_id"] == QUESTION)
        .unwrap();
    assert_eq!(rated_down["reasons"], json!(["rated_unhelpful"]));
    assert_eq!(rated_down["comments"], json!(["Nothing about biryani"]));
    assert_eq!(rated_down["slug"], "rice-keep-aaa11");
    assert_eq!(rated_down["status"], "open");

    let overview: Value = app
        .client
        .get(app.url("/api/analytics/overview"))
        .header("x-admin-key", ADMIN_KEY)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(overview["open_gaps"], 2);
}

#[tokio::test]
async fn resolving_moves_gaps_off_the_open_list_with_the_note() {
    let app = spawn().await;
    arrange(&app).await;

    let resolved = review(
        &app,
        json!({"question_ids": [UNSURE_QUESTION], "status": "resolved", "note": "Card written"}),
    )
    .await;

    assert_eq!(resolved.status(), 200);
    let body: Value = resolved.json().await.unwrap();
    assert_eq!(body["message"], "1 question resolved");
    assert_eq!(body["open_count"], 0);
    assert!(questions(&gaps(&app, "").await).is_empty());
    let listed = gaps(&app, "?status=resolved").await;
    assert_eq!(listed["groups"][0]["questions"][0]["note"], "Card written");
}

#[tokio::test]
async fn bad_reviews_are_refused_and_change_nothing() {
    let app = spawn().await;
    arrange(&app).await;

    for body in [
        json!({"question_ids": [], "status": "resolved"}),
        json!({"question_ids": ["not-a-uuid"], "status": "resolved"}),
        json!({"question_ids": [UNSURE_QUESTION], "status": "closed"}),
        json!({"question_ids": [UNSURE_QUESTION], "status": "dismissed", "note": "x".repeat(2001)}),
    ] {
        error_body(review(&app, body).await, 400, "validation_error").await;
    }
    let not_a_gap = review(
        &app,
        json!({"question_ids": [UNSURE_QUESTION, QUESTION], "status": "dismissed"}),
    )
    .await;
    let error = error_body(not_a_gap, 409, "conflict").await;
    assert_eq!(
        error["message"],
        format!("Question {QUESTION} is not a knowledge gap")
    );
    assert_eq!(gaps(&app, "").await["open_count"], 1);
    error_body(app.get("/api/admin/gaps").await, 401, "unauthorized").await;
    let unknown = app
        .client
        .get(app.url("/api/admin/gaps?status=closed"))
        .header("x-admin-key", ADMIN_KEY)
        .send()
        .await
        .unwrap();
    error_body(unknown, 400, "validation_error").await;
}
