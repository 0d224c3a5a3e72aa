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

#[tokio::test]
async fn readyz_answers_200_when_the_database_is_reachable() {
    let app = spawn_app().await;

    let response = app.get("/readyz").await;

    assert_eq!(response.status(), 200);
}

#[tokio::test]
async fn readyz_answers_503_quickly_when_the_database_is_gone() {
    let app = spawn_app().await;
    assert_eq!(app.get("/readyz").await.status(), 200);
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
