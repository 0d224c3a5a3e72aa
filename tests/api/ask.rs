use reqwest::header::{COOKIE, SET_COOKIE};
use serde_json::{Value, json};

use crate::helpers::{TestApp, command_config, error_body, spawn_app_with};

/// An app whose knowledge base holds the curated corpus, as `make run` leaves it.
async fn seeded_app() -> TestApp {
    let app = spawn_app_with(&[("RATE_LIMITS", "off")]).await;
    batala_app::commands::seed::seed(&command_config(app.db.url()), false)
        .await
        .unwrap();
    app
}

#[tokio::test]
async fn an_english_question_gets_a_sourced_answer_with_steps_context_and_saving() {
    let app = seeded_app().await;

    let response = app
        .ask(
            "How hot should food be kept on a hot holding line?",
            "restaurant",
            "dubai",
        )
        .await;

    assert_eq!(response.status(), 200);
    assert!(
        response
            .headers()
            .get_all(SET_COOKIE)
            .iter()
            .any(|c| c.to_str().unwrap().starts_with("batala_visitor="))
    );
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["success"], true);
    assert_eq!(body["language"], "en");
    assert!(body["answer"].as_str().unwrap().contains("°C"), "{body}");
    assert!(body["key_tips"].as_array().unwrap().len() >= 3, "{body}");
    assert!(
        body["local_context"]
            .as_str()
            .unwrap()
            .contains("Dubai Municipality"),
        "{body}"
    );
    assert!(!body["cited_sources"].as_array().unwrap().is_empty());
    assert_eq!(body["estimated_savings_aed"], 780.0);
    let confidence = body["confidence"].as_f64().unwrap();
    assert!((0.0..=1.0).contains(&confidence));
    assert!(
        body["slug"]
            .as_str()
            .unwrap()
            .starts_with("how-hot-should-food-be-kept")
    );
    assert!(body["answer_id"].is_string());
}

#[tokio::test]
async fn an_arabic_question_is_answered_in_arabic() {
    let app = seeded_app().await;

    let body: Value = app
        .ask(
            "كيف يمكن للفندق التبرع بالطعام الفائض؟",
            "hotel",
            "abu-dhabi",
        )
        .await
        .json()
        .await
        .unwrap();

    assert_eq!(body["language"], "ar", "{body}");
    let arabic = body["answer"]
        .as_str()
        .unwrap()
        .chars()
        .filter(|c| ('\u{0600}'..='\u{06FF}').contains(c))
        .count();
    assert!(arabic > 20, "{body}");
    assert_eq!(
        body["estimated_savings_aed"], 630.0,
        "a hotel kitchen's typical waste at the hotels' reduction rate"
    );
}

#[tokio::test]
async fn a_question_outside_the_food_domain_is_refused() {
    let app = seeded_app().await;

    for (question, persona) in [
        (
            "What is the weather forecast in Dubai tomorrow?",
            "household",
        ),
        (
            "What are the best hotels for a honeymoon in the Maldives?",
            "hotel",
        ),
        ("كيف أتعلم البرمجة بلغة جافا؟", "household"),
    ] {
        let error = error_body(
            app.ask(question, persona, "dubai").await,
            400,
            "non_food_question",
        )
        .await;
        assert!(error["message"].as_str().unwrap().contains("food"));
    }
}

#[tokio::test]
async fn each_invalid_ask_gets_the_forms_message() {
    let app = seeded_app().await;
    let cases = [
        (
            json!({"question": "  too short ", "persona": "hotel", "location": "dubai"}),
            "Please enter at least 10 characters for your question.",
        ),
        (
            json!({"question": "x".repeat(501), "persona": "hotel", "location": "dubai"}),
            "Please keep your question under 500 characters.",
        ),
        (
            json!({"question": "How do I store rice safely?", "persona": "", "location": "dubai"}),
            "Please select both your role and city.",
        ),
        (
            json!({"question": "How do I store rice safely?", "persona": "hotel"}),
            "Please select both your role and city.",
        ),
    ];
    for (body, message) in cases {
        let response = app
            .client
            .post(app.url("/api/ask"))
            .json(&body)
            .send()
            .await
            .unwrap();
        assert_eq!(
            error_body(response, 400, "validation_error").await["message"],
            message
        );
    }
    let unknown_city = app.client.post(app.url("/api/ask")).json(&json!({"question": "How do I store rice safely?", "persona": "hotel", "location": "riyadh"})).send().await.unwrap();
    error_body(unknown_city, 400, "validation_error").await;
}

#[tokio::test]
async fn a_stored_answer_is_read_back_by_its_slug_and_kept_out_of_search_engines() {
    let app = seeded_app().await;
    let asked: Value = app
        .ask(
            "How should raw and cooked food be arranged in the fridge?",
            "household",
            "sharjah",
        )
        .await
        .json()
        .await
        .unwrap();
    let slug = asked["slug"].as_str().unwrap();

    let response = app.get(&format!("/api/answers/{slug}")).await;

    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["x-robots-tag"], "noindex");
    let tag = response.headers()["etag"].to_str().unwrap().to_owned();
    let body: Value = response.json().await.unwrap();
    let answer = &body["answer"];
    assert_eq!(
        answer["question_text"],
        "How should raw and cooked food be arranged in the fridge?"
    );
    assert_eq!(answer["answer_text"], asked["answer"]);
    assert_eq!(answer["published"], false);
    assert_eq!(answer["key_tips"], answer["bullets"]);
    assert_eq!(answer["city"], "sharjah");
    assert!(answer["created_at"].is_string());
    let revalidate = || {
        app.client
            .get(app.url(&format!("/api/answers/{slug}")))
            .header("if-none-match", &tag)
            .send()
    };
    assert_eq!(revalidate().await.unwrap().status(), 304);
    let published = app
        .client
        .patch(app.url(&format!(
            "/api/admin/answers/{}/publish",
            asked["answer_id"].as_str().unwrap()
        )))
        .header("x-admin-key", crate::helpers::ADMIN_KEY)
        .json(&json!({"published": true}))
        .send()
        .await
        .unwrap();
    assert_eq!(published.status(), 200);
    assert_eq!(
        revalidate().await.unwrap().status(),
        200,
        "publishing changes the tag"
    );
    error_body(
        app.get("/api/answers/no-such-answer-abc123").await,
        404,
        "not_found",
    )
    .await;
    error_body(app.get("/api/answers/NOT_A_SLUG").await, 404, "not_found").await;
}

#[tokio::test]
async fn an_offline_answer_translates_into_arabic_from_the_bilingual_corpus() {
    let app = seeded_app().await;
    let asked: Value = app
        .ask(
            "What is the UAE national target for reducing food waste?",
            "restaurant",
            "dubai",
        )
        .await
        .json()
        .await
        .unwrap();

    let response = app
        .client
        .post(app.url("/api/translate"))
        .json(&json!({"answer": asked["answer"], "key_tips": asked["key_tips"], "local_context": asked["local_context"], "estimated_savings_aed": asked["estimated_savings_aed"], "cited_sources": asked["cited_sources"]}))
        .send()
        .await
        .unwrap();

    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    let translated = body["translation"]["answer"].as_str().unwrap();
    assert!(
        translated
            .chars()
            .filter(|c| ('\u{0600}'..='\u{06FF}').contains(c))
            .count()
            > 20,
        "{translated}"
    );
    assert!(
        translated.contains("2030"),
        "figures survive translation: {translated}"
    );
    assert_eq!(
        body["translation"]["key_tips"].as_array().unwrap().len(),
        asked["key_tips"].as_array().unwrap().len()
    );
    assert!(
        body["translation"]["local_context"]
            .as_str()
            .unwrap()
            .contains("دبي"),
        "{body} for {asked}"
    );
    let empty = app
        .client
        .post(app.url("/api/translate"))
        .json(&json!({"answer": "  "}))
        .send()
        .await
        .unwrap();
    error_body(empty, 400, "validation_error").await;
}

#[tokio::test]
async fn feedback_is_stored_with_every_rule_checked() {
    let app = seeded_app().await;
    let asked: Value = app
        .ask(
            "Can surplus food be frozen to make it last longer?",
            "household",
            "dubai",
        )
        .await
        .json()
        .await
        .unwrap();
    let answer_id = asked["answer_id"].as_str().unwrap();
    let send = |body: Value| {
        app.client
            .post(app.url("/api/feedback"))
            .header("user-agent", "api-test")
            .json(&body)
            .send()
    };

    let stored = send(json!({"answer_id": answer_id, "rating": 5, "comment": "Clear and useful", "feedback_type": "general", "page_url": "http://127.0.0.1/q/x", "time_on_page": 40, "website_url": "", "company_name": ""})).await.unwrap();
    assert_eq!(stored.status(), 201);

    let cases = [
        (
            json!({"answer_id": answer_id, "website_url": "http://spam.example"}),
            400,
            "This field should be empty",
        ),
        (
            json!({"answer_id": answer_id, "company_name": "Spam LLC"}),
            400,
            "This field should be empty",
        ),
        (
            json!({"answer_id": answer_id, "rating": 6}),
            400,
            "Ratings must be whole numbers from 1 to 5",
        ),
        (
            json!({"answer_id": answer_id, "comment": "x".repeat(2001)}),
            400,
            "Comment must be at most 2000 characters",
        ),
        (
            json!({"answer_id": answer_id, "user_email": "not-an-email"}),
            400,
            "Please enter a valid e-mail address",
        ),
        (
            json!({"answer_id": answer_id, "user_location": "x".repeat(101)}),
            400,
            "Location must be at most 100 characters",
        ),
        (
            json!({"answer_id": answer_id, "user_persona": "x".repeat(101)}),
            400,
            "Persona must be at most 100 characters",
        ),
        (
            json!({"answer_id": answer_id, "page_url": "javascript:alert(1)"}),
            400,
            "Page URL must be a valid URL",
        ),
        (
            json!({"answer_id": answer_id, "time_on_page": 4000}),
            400,
            "Time on page must be between 0 and 3600 seconds",
        ),
        (
            json!({"answer_id": answer_id, "feedback_type": "rant"}),
            400,
            "Feedback type must be general, correction, suggestion or complaint",
        ),
    ];
    for (body, status, message) in cases {
        let error = error_body(send(body).await.unwrap(), status, "validation_error").await;
        assert_eq!(error["message"], message);
    }
    error_body(
        send(json!({"answer_id": "00000000-0000-0000-0000-000000000009", "rating": 4}))
            .await
            .unwrap(),
        404,
        "not_found",
    )
    .await;
    app.db.execute("DO $$ BEGIN IF (SELECT count(*) FROM answer_feedback WHERE user_agent = 'api-test' AND ip_address IS NOT NULL AND helpful) <> 1 THEN RAISE EXCEPTION 'feedback not stored as expected'; END IF; END $$").await;
}

#[tokio::test]
async fn usage_events_are_recorded_with_an_anonymous_visitor_and_unknown_kinds_refused() {
    let app = seeded_app().await;

    let first = app
        .client
        .post(app.url("/api/analytics/event"))
        .json(&json!({"kind": "quiz_start", "quizId": "quiz-1"}))
        .send()
        .await
        .unwrap();
    assert_eq!(first.status(), 202);
    let cookie = first
        .headers()
        .get_all(SET_COOKIE)
        .iter()
        .find_map(|c| {
            c.to_str()
                .ok()
                .filter(|c| c.starts_with("batala_visitor="))
                .map(|c| c.split(';').next().unwrap_or_default().to_owned())
        })
        .unwrap();
    let second = app
        .client
        .post(app.url("/api/analytics/event"))
        .header(COOKIE, &cookie)
        .json(&json!({"kind": "quiz_complete", "quizId": "quiz-1", "meta": {"score": 4}}))
        .send()
        .await
        .unwrap();
    assert_eq!(second.status(), 202);
    assert!(
        second.headers().get(SET_COOKIE).is_none(),
        "a known visitor keeps their cookie"
    );

    for refused in [
        json!({"kind": "page_view"}),
        json!({"kind": "calc_run", "meta": [1, 2]}),
        json!({"kind": "quiz_complete", "quizId": "quiz-1", "meta": {"score": 106}}),
        json!({"kind": "quiz_complete", "quizId": "quiz-1", "meta": {"score": 4, "extra": true}}),
    ] {
        error_body(
            app.client
                .post(app.url("/api/analytics/event"))
                .json(&refused)
                .send()
                .await
                .unwrap(),
            400,
            "validation_error",
        )
        .await;
    }
    app.db.execute("DO $$ BEGIN IF (SELECT count(DISTINCT visitor_id) FROM analytics_events WHERE kind LIKE 'quiz%') <> 1 THEN RAISE EXCEPTION 'one visitor expected'; END IF; END $$").await;
}

#[tokio::test]
async fn asking_is_rate_limited_per_client() {
    let app = crate::helpers::spawn_app().await;

    let mut statuses = Vec::new();
    for _ in 0..21 {
        let response = app
            .client
            .post(app.url("/api/ask"))
            .json(&json!({"question": "short"}))
            .send()
            .await
            .unwrap();
        statuses.push(response.status().as_u16());
    }

    assert_eq!(statuses.iter().filter(|s| **s == 400).count(), 20);
    assert_eq!(statuses.last(), Some(&429));
}

#[tokio::test]
async fn chicken_thawed_on_the_counter_is_thrown_away_first_in_both_languages() {
    let app = seeded_app().await;

    for (question, discard) in [
        (
            "my chicken has been defrosting on the counter since morning, can I still cook it tonight?",
            ["throw", "discard", "bin it"].as_slice(),
        ),
        (
            "طلعت الدجاج من الفريزر الصبح وخليته على الرخامة يذوب، أقدر أطبخه الليلة؟",
            ["تخلّص", "تخلص", "ارمِ", "ارم"].as_slice(),
        ),
    ] {
        let body: Value = app
            .ask(question, "household", "dubai")
            .await
            .json()
            .await
            .unwrap();
        let answer = body["answer"].as_str().unwrap();
        let first = first_sentence(answer);
        assert!(
            discard
                .iter()
                .any(|word| first.to_lowercase().contains(word)),
            "the first sentence must say to throw it away: {answer}"
        );
        assert!(
            body["local_context"].as_str().unwrap().contains("Dubai")
                || body["local_context"].as_str().unwrap().contains("دبي"),
            "{body}"
        );
        assert!(body["key_tips"].as_array().unwrap().len() >= 3, "{body}");
    }
}

/// The first sentence of an answer (up to . ! ? or ؟).
fn first_sentence(answer: &str) -> &str {
    answer
        .find(['.', '!', '?', '؟'])
        .map_or(answer, |end| &answer[..end])
}
