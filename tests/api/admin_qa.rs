//! The admin questions and answers API: lists, filters, paging, the questions CSV export and
//! publishing.

use reqwest::Response;
use serde_json::{Value, json};

use crate::helpers::{ADMIN_KEY, TestApp, error_body, spawn_app_with};

const RICE_ANSWER: &str = "00000000-0000-0000-0000-00000000a001";
const BREAD_ANSWER: &str = "00000000-0000-0000-0000-00000000a002";

async fn spawn() -> TestApp {
    spawn_app_with(&[("RATE_LIMITS", "off")]).await
}

/// Four questions (two answered: rice published, bread not) and feedback on the rice answer.
async fn arrange(app: &TestApp) {
    let long_answer = format!(
        "{} beyond the cut",
        "Chill cooked rice within one hour in shallow trays.".repeat(5)
    );
    app.db
        .execute(&format!(
            "INSERT INTO questions (id, persona, city, channel, text, created_at) VALUES \
               ('00000000-0000-0000-0000-000000000001', 'hotel', 'dubai', 'web', 'How long does cooked rice keep?', timestamptz '2026-11-01 09:00Z'), \
               ('00000000-0000-0000-0000-000000000002', 'retail', 'sharjah', 'api', 'Can we donate day-old bread?', timestamptz '2026-11-02 09:00Z'), \
               ('00000000-0000-0000-0000-000000000003', 'household', 'dubai', 'whatsapp', '=HYPERLINK(\"http://x\") leftovers?', timestamptz '2026-11-03 09:00Z'), \
               ('00000000-0000-0000-0000-000000000004', 'hotel', 'abu_dhabi', 'web', 'Is a buffet safe after four hours?', timestamptz '2026-11-04 09:00Z'); \
             INSERT INTO answers (id, question_id, answer_text, key_tips, bullets, local_context, estimated_savings_aed, cited_sources, confidence, cta_text, slug, published, created_at) VALUES \
               ('{RICE_ANSWER}', '00000000-0000-0000-0000-000000000001', '{long_answer}', '{{\"Cool fast\",\"Label it\"}}', '{{\"Cool fast\",\"Label it\"}}', 'Dubai Municipality checks cooling logs.', 1250.50, \
                '[{{\"title\": \"Food Code\", \"url\": \"https://www.dm.gov.ae/code\"}}, {{\"url\": \"https://www.fao.org/x\"}}]', 0.875, 'Ask about buffets', 'cooked-rice-keep-abc12', true, timestamptz '2026-11-01 09:01Z'), \
               ('{BREAD_ANSWER}', '00000000-0000-0000-0000-000000000002', 'Yes, through a licensed food bank.', '{{}}', '{{}}', '', NULL, '[]', 0.5, NULL, 'donate-bread-xyz34', false, timestamptz '2026-11-02 09:01Z'); \
             INSERT INTO answer_feedback (answer_id, helpful, rating, accuracy_rating, comment, created_at) VALUES \
               ('{RICE_ANSWER}', true, 5, 4, 'Very clear', timestamptz '2026-11-05 09:00Z'), \
               ('{RICE_ANSWER}', false, 2, NULL, 'Missing halal detail', timestamptz '2026-11-06 09:00Z'), \
               ('{RICE_ANSWER}', true, NULL, NULL, NULL, timestamptz '2026-11-07 09:00Z');"
        ))
        .await;
}

async fn admin_json(app: &TestApp, path: &str) -> Value {
    let response = app.admin_get(path).await;
    assert_eq!(response.status(), 200, "{path}");
    response.json().await.unwrap()
}

async fn publish(app: &TestApp, id: &str, body: Value) -> Response {
    app.client
        .patch(app.url(&format!("/api/admin/answers/{id}/publish")))
        .header("x-admin-key", ADMIN_KEY)
        .json(&body)
        .send()
        .await
        .unwrap()
}

fn texts(body: &Value) -> Vec<&str> {
    body["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["text"].as_str().unwrap())
        .collect()
}

#[tokio::test]
async fn every_admin_questions_and_answers_endpoint_needs_an_admin() {
    let app = spawn().await;

    for path in [
        "/api/admin/questions",
        "/api/admin/questions/export.csv",
        "/api/admin/answers",
    ] {
        error_body(app.get(path).await, 401, "unauthorized").await;
    }
    let response = app
        .client
        .patch(app.url(&format!("/api/admin/answers/{RICE_ANSWER}/publish")))
        .json(&json!({"published": true}))
        .send()
        .await
        .unwrap();
    error_body(response, 401, "unauthorized").await;
    let wrong_key = app
        .client
        .get(app.url("/api/admin/questions"))
        .header("x-admin-key", "not-the-key")
        .send()
        .await
        .unwrap();
    error_body(wrong_key, 401, "unauthorized").await;
}

#[tokio::test]
async fn the_questions_list_shows_each_question_with_its_answer_and_the_counters() {
    let app = spawn().await;
    arrange(&app).await;

    let body = admin_json(&app, "/api/admin/questions").await;

    assert_eq!(
        texts(&body),
        [
            "Is a buffet safe after four hours?",
            "=HYPERLINK(\"http://x\") leftovers?",
            "Can we donate day-old bread?",
            "How long does cooked rice keep?"
        ]
    );
    assert_eq!(
        (&body["total"], &body["page"], &body["page_size"]),
        (&json!(4), &json!(1), &json!(20))
    );
    assert_eq!(
        body["stats"],
        json!({"total": 4, "answered": 2, "unanswered": 2})
    );
    let rice = &body["items"][3];
    assert_eq!(rice["id"], "00000000-0000-0000-0000-000000000001");
    assert_eq!(
        (&rice["persona"], &rice["city"], &rice["channel"]),
        (&json!("hotel"), &json!("dubai"), &json!("web"))
    );
    assert_eq!(rice["created_at"], "2026-11-01T09:00:00Z");
    assert_eq!(rice["answer"]["id"], RICE_ANSWER);
    assert_eq!(rice["answer"]["slug"], "cooked-rice-keep-abc12");
    assert_eq!(rice["answer"]["published"], true);
    let excerpt = rice["answer"]["excerpt"].as_str().unwrap();
    assert!(excerpt.starts_with("Chill cooked rice"), "{excerpt}");
    assert!(
        excerpt.ends_with("trays.…") || excerpt.ends_with('…'),
        "{excerpt}"
    );
    assert!(excerpt.chars().count() <= 201);
    assert!(!excerpt.contains("beyond"));
    // A channel this version does not take shows as null; an unanswered question has no answer.
    assert_eq!(body["items"][1]["channel"], Value::Null);
    assert_eq!(body["items"][0]["answer"], Value::Null);
}

#[tokio::test]
async fn the_questions_list_filters_searches_and_sorts() {
    let app = spawn().await;
    arrange(&app).await;

    let answered = admin_json(&app, "/api/admin/questions?status=answered&sort=oldest").await;
    let unanswered_first = admin_json(&app, "/api/admin/questions?sort=unanswered_first").await;
    let answered_first = admin_json(&app, "/api/admin/questions?sort=answered_first").await;
    let hotels_in_dubai = admin_json(&app, "/api/admin/questions?persona=hotel&city=dubai").await;
    let abu_dhabi = admin_json(&app, "/api/admin/questions?city=abu-dhabi&status=all").await;
    let by_text = admin_json(&app, "/api/admin/questions?q=BREAD").await;
    let by_slug = admin_json(&app, "/api/admin/questions?q=abc12").await;

    assert_eq!(
        texts(&answered),
        [
            "How long does cooked rice keep?",
            "Can we donate day-old bread?"
        ]
    );
    assert_eq!(answered["total"], 2);
    assert_eq!(answered["stats"]["total"], 4, "stats cover all questions");
    assert_eq!(
        texts(&unanswered_first)[..2],
        [
            "Is a buffet safe after four hours?",
            "=HYPERLINK(\"http://x\") leftovers?"
        ]
    );
    assert_eq!(
        texts(&answered_first),
        [
            "Can we donate day-old bread?",
            "How long does cooked rice keep?",
            "Is a buffet safe after four hours?",
            "=HYPERLINK(\"http://x\") leftovers?"
        ]
    );
    assert_eq!(texts(&hotels_in_dubai), ["How long does cooked rice keep?"]);
    assert_eq!(texts(&abu_dhabi), ["Is a buffet safe after four hours?"]);
    assert_eq!(texts(&by_text), ["Can we donate day-old bread?"]);
    assert_eq!(texts(&by_slug), ["How long does cooked rice keep?"]);
}

#[tokio::test]
async fn a_page_past_the_end_is_empty_with_the_right_total() {
    let app = spawn().await;
    arrange(&app).await;

    let body = admin_json(&app, "/api/admin/questions?page=2").await;

    assert_eq!(body["items"], json!([]));
    assert_eq!((&body["total"], &body["page"]), (&json!(4), &json!(2)));
}

#[tokio::test]
async fn bad_question_list_options_are_400s_with_clear_messages() {
    let app = spawn().await;

    let cases = [
        ("status=maybe", "status must be all, answered or unanswered"),
        (
            "sort=random",
            "sort must be newest, oldest, answered_first or unanswered_first",
        ),
        ("page=0", "page must be a whole number of 1 or more"),
        ("page=-1", "page must be a whole number of 1 or more"),
        ("page=abc", "page must be a whole number of 1 or more"),
        ("persona=chef", "unknown persona"),
        ("city=paris", "unknown city"),
    ];
    for (query, message) in cases {
        for path in ["/api/admin/questions", "/api/admin/questions/export.csv"] {
            if path.ends_with(".csv") && query.starts_with("page") {
                continue;
            }
            let body = error_body(
                app.admin_get(&format!("{path}?{query}")).await,
                400,
                "validation_error",
            )
            .await;
            let text = body["message"].as_str().unwrap();
            assert!(text.starts_with(message), "{query}: {text}");
        }
    }
    let long = "a".repeat(201);
    error_body(
        app.admin_get(&format!("/api/admin/questions?q={long}"))
            .await,
        400,
        "validation_error",
    )
    .await;
}

#[tokio::test]
async fn the_questions_export_is_an_rfc_4180_attachment_with_formulas_neutralised() {
    let app = spawn().await;
    arrange(&app).await;

    let response = app
        .admin_get("/api/admin/questions/export.csv?sort=oldest")
        .await;

    assert_eq!(response.status(), 200);
    let header = |name: &str| {
        response
            .headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_owned()
    };
    assert!(header("content-type").starts_with("text/csv"));
    let today = chrono::Utc::now().format("%Y-%m-%d");
    assert_eq!(
        header("content-disposition"),
        format!("attachment; filename=\"questions-{today}.csv\"")
    );
    let body = response.text().await.unwrap();
    let lines: Vec<&str> = body.split("\r\n").collect();
    assert_eq!(
        lines[0],
        "id,created_at,persona,city,channel,question,answered,answer_slug,answer_url_path"
    );
    assert_eq!(
        lines[1],
        "00000000-0000-0000-0000-000000000001,2026-11-01T09:00:00Z,hotel,dubai,web,\
         How long does cooked rice keep?,true,cooked-rice-keep-abc12,/q/cooked-rice-keep-abc12"
    );
    assert_eq!(
        lines[3],
        "00000000-0000-0000-0000-000000000003,2026-11-03T09:00:00Z,household,dubai,,\
         \"'=HYPERLINK(\"\"http://x\"\") leftovers?\",false,,"
    );
    assert_eq!(lines.len(), 6, "a header, four rows and the final CRLF");
    assert_eq!(lines[5], "");
}

#[tokio::test]
async fn the_questions_export_applies_the_filters() {
    let app = spawn().await;
    arrange(&app).await;

    let body = app
        .admin_get("/api/admin/questions/export.csv?status=unanswered&q=buffet")
        .await
        .text()
        .await
        .unwrap();

    let lines: Vec<&str> = body.trim_end().split("\r\n").collect();
    assert_eq!(lines.len(), 2);
    assert!(lines[1].contains("Is a buffet safe after four hours?"));
}

#[tokio::test]
async fn the_answers_list_shows_every_field_with_feedback() {
    let app = spawn().await;
    arrange(&app).await;

    let body = admin_json(&app, "/api/admin/answers").await;

    assert_eq!(
        (&body["total"], &body["page"], &body["page_size"]),
        (&json!(2), &json!(1), &json!(20))
    );
    let bread = &body["items"][0];
    let rice = &body["items"][1];
    assert_eq!(bread["slug"], "donate-bread-xyz34");
    assert_eq!(bread["local_context"], Value::Null);
    assert_eq!(bread["estimated_savings_aed"], Value::Null);
    assert_eq!(bread["cta_text"], Value::Null);
    assert_eq!(bread["confidence"], "0.50");
    assert_eq!(
        bread["feedback"],
        json!({
            "count": 0, "helpful": 0, "not_helpful": 0, "average_rating": null,
            "average_accuracy": null, "average_clarity": null, "average_usefulness": null,
            "latest_comments": []
        })
    );
    assert_eq!(rice["id"], RICE_ANSWER);
    assert_eq!(rice["question_text"], "How long does cooked rice keep?");
    assert_eq!(rice["published"], true);
    assert_eq!(rice["created_at"], "2026-11-01T09:01:00Z");
    assert_eq!(rice["confidence"], "0.875");
    assert_eq!(rice["bullets"], json!(["Cool fast", "Label it"]));
    assert_eq!(rice["key_tips"], json!(["Cool fast", "Label it"]));
    assert_eq!(rice["cta_text"], "Ask about buffets");
    assert_eq!(rice["cited_sources"], json!(["Food Code", "FAO"]));
    assert_eq!(
        rice["local_context"],
        "Dubai Municipality checks cooling logs."
    );
    assert_eq!(rice["estimated_savings_aed"], 1250.5);
    let feedback = &rice["feedback"];
    assert_eq!(
        (
            &feedback["count"],
            &feedback["helpful"],
            &feedback["not_helpful"]
        ),
        (&json!(3), &json!(2), &json!(1))
    );
    assert_eq!(feedback["average_rating"], 3.5);
    assert_eq!(feedback["average_accuracy"], 4.0);
    assert_eq!(feedback["average_clarity"], Value::Null);
    assert_eq!(
        feedback["latest_comments"],
        json!([
            {"comment": "Missing halal detail", "rating": 2, "helpful": false, "created_at": "2026-11-06T09:00:00Z"},
            {"comment": "Very clear", "rating": 5, "helpful": true, "created_at": "2026-11-05T09:00:00Z"}
        ])
    );
}

#[tokio::test]
async fn the_answers_list_filters_by_publication_searches_and_pages() {
    let app = spawn().await;
    arrange(&app).await;
    let slugs = |body: &Value| -> Vec<String> {
        body["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|item| item["slug"].as_str().unwrap().to_owned())
            .collect()
    };

    let published = admin_json(&app, "/api/admin/answers?published=true").await;
    let unpublished = admin_json(&app, "/api/admin/answers?published=false").await;
    let by_answer = admin_json(&app, "/api/admin/answers?q=FOOD%20BANK").await;
    let by_question = admin_json(&app, "/api/admin/answers?q=cooked%20rice").await;
    let by_slug = admin_json(&app, "/api/admin/answers?q=xyz34").await;
    let past_end = admin_json(&app, "/api/admin/answers?page=3").await;

    assert_eq!(slugs(&published), ["cooked-rice-keep-abc12"]);
    assert_eq!(published["total"], 1);
    assert_eq!(slugs(&unpublished), ["donate-bread-xyz34"]);
    assert_eq!(slugs(&by_answer), ["donate-bread-xyz34"]);
    assert_eq!(slugs(&by_question), ["cooked-rice-keep-abc12"]);
    assert_eq!(slugs(&by_slug), ["donate-bread-xyz34"]);
    assert_eq!(past_end["items"], json!([]));
    assert_eq!(
        (&past_end["total"], &past_end["page"]),
        (&json!(2), &json!(3))
    );
}

#[tokio::test]
async fn bad_answer_list_options_are_400s() {
    let app = spawn().await;

    for (query, message) in [
        ("published=maybe", "published must be true or false"),
        ("page=0", "page must be a whole number of 1 or more"),
        ("page=two", "page must be a whole number of 1 or more"),
    ] {
        let body = error_body(
            app.admin_get(&format!("/api/admin/answers?{query}")).await,
            400,
            "validation_error",
        )
        .await;
        assert!(
            body["message"].as_str().unwrap().starts_with(message),
            "{body}"
        );
    }
}

async fn robots(app: &TestApp, slug: &str) -> String {
    app.get(&format!("/api/answers/{slug}"))
        .await
        .headers()
        .get("x-robots-tag")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned()
}

#[tokio::test]
async fn publishing_returns_the_answer_and_sets_whether_its_page_is_indexed() {
    let app = spawn().await;
    arrange(&app).await;
    assert_eq!(robots(&app, "donate-bread-xyz34").await, "noindex");

    let response = publish(&app, BREAD_ANSWER, json!({"published": true})).await;

    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["id"], BREAD_ANSWER);
    assert_eq!(body["published"], true);
    assert_eq!(body["question_text"], "Can we donate day-old bread?");
    assert_eq!(body["feedback"]["count"], 0);
    assert_eq!(robots(&app, "donate-bread-xyz34").await, "index, follow");
    let listed = admin_json(&app, "/api/admin/answers?published=true").await;
    assert_eq!(listed["total"], 2);

    let response = publish(&app, RICE_ANSWER, json!({"published": false})).await;

    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["published"], false);
    assert_eq!(body["feedback"]["count"], 3);
    assert_eq!(robots(&app, "cooked-rice-keep-abc12").await, "noindex");
}

#[tokio::test]
async fn publishing_an_unknown_or_malformed_answer_is_refused() {
    let app = spawn().await;
    arrange(&app).await;

    error_body(
        publish(
            &app,
            "00000000-0000-0000-0000-0000000000ff",
            json!({"published": true}),
        )
        .await,
        404,
        "not_found",
    )
    .await;
    let body = error_body(
        publish(&app, "not-a-uuid", json!({"published": true})).await,
        400,
        "validation_error",
    )
    .await;
    assert_eq!(body["message"], "The answer id must be a UUID");
    for bad in [
        json!({}),
        json!({"published": "yes"}),
        json!({"published": null}),
    ] {
        let response = publish(&app, RICE_ANSWER, bad.clone()).await;
        assert_eq!(response.status(), 400, "{bad}");
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["success"], false, "{bad}");
    }
}

#[tokio::test]
async fn publishing_with_a_session_cookie_needs_the_csrf_header() {
    let app = spawn().await;
    arrange(&app).await;
    let cookie = app.signed_in_cookie().await;
    let path = format!("/api/admin/answers/{RICE_ANSWER}/publish");

    let without = app
        .client
        .patch(app.url(&path))
        .header("cookie", &cookie)
        .json(&json!({"published": false}))
        .send()
        .await
        .unwrap();
    let with = app
        .client
        .patch(app.url(&path))
        .header("cookie", &cookie)
        .header("x-requested-with", "fetch")
        .json(&json!({"published": false}))
        .send()
        .await
        .unwrap();

    error_body(without, 403, "csrf_rejected").await;
    assert_eq!(with.status(), 200);
}

#[tokio::test]
async fn a_large_questions_export_streams_every_row_once() {
    let app = spawn().await;
    app.db
        .execute(
            "INSERT INTO questions (persona, city, text, created_at) \
             SELECT 'hotel', 'dubai', 'Generated question number ' || n, \
               timestamptz '2026-11-01 09:00Z' + (n % 7) * interval '1 minute' \
             FROM generate_series(1, 230) AS n",
        )
        .await;

    let body = app
        .admin_get("/api/admin/questions/export.csv")
        .await
        .text()
        .await
        .unwrap();

    let mut ids: Vec<&str> = body
        .trim_end()
        .split("\r\n")
        .skip(1)
        .map(|line| line.split(',').next().unwrap())
        .collect();
    assert_eq!(ids.len(), 230);
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), 230, "no question twice");
}
