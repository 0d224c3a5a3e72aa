use crate::helpers::{ADMIN_KEY, error_body, spawn_app};

#[tokio::test]
async fn the_overview_needs_an_admin() {
    let app = spawn_app().await;

    error_body(
        app.get("/api/analytics/overview?window=7").await,
        401,
        "unauthorized",
    )
    .await;
}

#[tokio::test]
async fn the_overview_counts_the_dashboard_figures_and_recent_events() {
    let app = spawn_app().await;
    app.db
        .execute(
            "INSERT INTO questions (id, persona, city, text) VALUES \
               ('00000000-0000-0000-0000-000000000001', 'hotel', 'dubai', 'How long can a buffet stay out?'); \
             INSERT INTO answers (question_id, answer_text, slug, published, confidence) VALUES \
               ('00000000-0000-0000-0000-000000000001', 'Two hours.', 'buffet-x1', true, 0.5); \
             INSERT INTO venues (name, city) VALUES ('A', 'dubai'), ('B', 'sharjah'); \
             INSERT INTO analytics_events (kind, visitor_id) VALUES ('ask_submitted', 'v1'), ('ask_submitted', 'v2'), ('ask_submitted', 'v1'); \
             INSERT INTO analytics_events (kind, visitor_id, created_at) VALUES ('calc_run', 'v1', now() - interval '10 days');",
        )
        .await;

    let response = app
        .client
        .get(app.url("/api/analytics/overview?window=7"))
        .header("x-admin-key", ADMIN_KEY)
        .send()
        .await
        .unwrap();

    assert_eq!(response.status(), 200);
    let body: serde_json::Value = response.json().await.unwrap();
    assert_eq!(body["total_questions"], 1);
    assert_eq!(body["published_answers"], 1);
    assert_eq!(body["pending_events"], 0);
    assert_eq!(body["registered_venues"], 2);
    assert_eq!(
        body["events"][0],
        serde_json::json!({"kind": "ask_submitted", "events": 3, "unique_users": 2})
    );
    assert_eq!(
        body["events"][1],
        serde_json::json!({"kind": "calc_run", "events": 0, "unique_users": 0})
    );
}

#[tokio::test]
async fn the_overview_accepts_a_signed_in_session_as_the_login_screen_uses_it() {
    let app = spawn_app().await;
    let cookie = app.signed_in_cookie().await;

    let response = app
        .get_with_cookie("/api/analytics/overview?window=7", &cookie)
        .await;

    assert_eq!(response.status(), 200);
}

#[tokio::test]
async fn a_bad_window_or_range_is_a_400() {
    let app = spawn_app().await;

    for query in ["window=0", "window=1000", "from=2026-05-02&to=2026-05-01"] {
        let response = app
            .client
            .get(app.url(&format!("/api/analytics/overview?{query}")))
            .header("x-admin-key", ADMIN_KEY)
            .send()
            .await
            .unwrap();
        error_body(response, 400, "validation_error").await;
    }
}
