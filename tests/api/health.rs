use std::time::{Duration, Instant};

use crate::helpers::{error_body, spawn_app};

#[tokio::test]
async fn healthz_answers_200_while_the_process_is_alive() {
    let app = spawn_app().await;

    let response = app.get("/healthz").await;

    assert_eq!(response.status(), 200);
    assert_eq!(
        response.json::<serde_json::Value>().await.unwrap()["status"],
        "ok"
    );
}

/// Polls `/readyz` until the instance has warmed up (or 20 s pass) and returns its last reply.
async fn ready(app: &crate::helpers::TestApp) -> reqwest::Response {
    let started = Instant::now();
    loop {
        let response = app.get("/readyz").await;
        if response.status() != 503 || started.elapsed() > Duration::from_secs(20) {
            return response;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test]
async fn readyz_answers_200_with_the_pool_once_warmed_up_and_the_database_reachable() {
    let app = spawn_app().await;

    let response = ready(&app).await;

    assert_eq!(response.status(), 200);
    let body: serde_json::Value = response.json().await.unwrap();
    assert_eq!(body["status"], "ready");
    assert_eq!(body["pool"]["max"], 16);
    assert!(
        body["pool"]["open"].as_u64().is_some_and(|open| open >= 1),
        "{body}"
    );
}

#[tokio::test]
async fn readyz_answers_503_quickly_when_the_database_is_gone() {
    let app = spawn_app().await;
    assert_eq!(ready(&app).await.status(), 200);
    app.db.cut_off().await;

    let started = Instant::now();
    let response = app.get("/readyz").await;

    error_body(response, 503, "service_unavailable").await;
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "took {:?}",
        started.elapsed()
    );
    // Liveness does not depend on the database.
    assert_eq!(app.get("/healthz").await.status(), 200);
}

#[tokio::test]
async fn metrics_count_requests_by_route_and_time_answers_by_source() {
    let app = crate::helpers::spawn_app_with(&[("RATE_LIMITS", "off")]).await;
    batala_app::commands::seed::seed(&crate::helpers::command_config(app.db.url()), false)
        .await
        .unwrap();
    let asked = app
        .client
        .post(app.url("/api/ask"))
        .json(&serde_json::json!({
            "question": "How long can cooked rice stay in the fridge?",
            "persona": "household",
            "location": "dubai"
        }))
        .send()
        .await
        .unwrap();
    assert_eq!(asked.status(), 200);
    assert_eq!(app.get("/api/leaderboard/periods").await.status(), 200);

    let response = app.get("/metrics").await;

    assert_eq!(response.status(), 200);
    let text = response.text().await.unwrap();
    for expected in [
        r#"batala_http_requests_total{endpoint="/api/ask",method="POST",status="200"} 1"#,
        r#"batala_http_requests_total{endpoint="/api/leaderboard/periods",method="GET",status="200"} 1"#,
        r#"batala_answer_duration_seconds_count{outcome="answered",source="card"} 1"#,
        r#"batala_db_pool_connections{state="max"} 16"#,
        "batala_http_requests_duration_seconds_bucket{",
        "batala_embeddings_up ",
    ] {
        assert!(text.contains(expected), "no {expected} in\n{text}");
    }
}

#[tokio::test]
async fn metrics_are_for_this_host_or_an_admin_not_for_visitors_behind_a_proxy() {
    let app = spawn_app().await;
    let through_proxy =
        |request: reqwest::RequestBuilder| request.header("x-forwarded-for", "198.51.100.7");

    let visitor = through_proxy(app.client.get(app.url("/metrics")))
        .send()
        .await
        .unwrap();
    error_body(visitor, 401, "unauthorized").await;

    let admin = through_proxy(app.client.get(app.url("/metrics")))
        .header("x-admin-key", crate::helpers::ADMIN_KEY)
        .send()
        .await
        .unwrap();
    assert_eq!(admin.status(), 200);
}
