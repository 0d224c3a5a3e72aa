use reqwest::header::COOKIE;
use serde_json::{Value, json};

use crate::helpers::{ADMIN_KEY, TestApp, error_body, spawn_app};

async fn add(app: &TestApp, body: Value) -> reqwest::Response {
    app.client
        .post(app.url("/api/admin/add-content"))
        .header("x-admin-key", ADMIN_KEY)
        .json(&body)
        .send()
        .await
        .unwrap()
}

async fn get_admin(app: &TestApp, path: &str) -> reqwest::Response {
    app.client
        .get(app.url(path))
        .header("x-admin-key", ADMIN_KEY)
        .send()
        .await
        .unwrap()
}

const CONTENT: &str = "Cool cooked rice within two hours and keep it in the fridge at 5 °C or below.\n\n\
    Reheat leftovers until steaming hot, above 70 °C, and only once.";

#[tokio::test]
async fn every_knowledge_endpoint_needs_an_admin() {
    let app = spawn_app().await;
    let id = "00000000-0000-0000-0000-000000000001";

    error_body(app.get("/api/admin/sources").await, 401, "unauthorized").await;
    error_body(
        app.client
            .post(app.url("/api/admin/add-content"))
            .json(&json!({"title": "t", "content": "c"}))
            .send()
            .await
            .unwrap(),
        401,
        "unauthorized",
    )
    .await;
    error_body(
        app.client
            .delete(app.url(&format!("/api/admin/sources/{id}")))
            .send()
            .await
            .unwrap(),
        401,
        "unauthorized",
    )
    .await;
    error_body(
        app.get("/api/admin/knowledge/search?q=rice").await,
        401,
        "unauthorized",
    )
    .await;
}

#[tokio::test]
async fn added_content_is_listed_with_its_chunks_and_found_by_search() {
    let app = spawn_app().await;

    let response = add(&app, json!({"title": "Leftover rice", "url": "https://www.example.org/rice", "content": CONTENT})).await;

    assert_eq!(response.status(), 201);
    let added: Value = response.json().await.unwrap();
    assert_eq!(added["created"], true);
    assert_eq!(
        added["message"],
        "New content has been added and processed successfully."
    );
    let listed: Value = get_admin(&app, "/api/admin/sources")
        .await
        .json()
        .await
        .unwrap();
    let source = &listed["sources"][0];
    assert_eq!(source["title"], "Leftover rice");
    assert_eq!(source["url"], "https://www.example.org/rice");
    assert_eq!(source["source_type"], "note");
    assert_eq!(source["language"], "en");
    assert!(source["chunk_count"].as_u64().unwrap() >= 1);
    assert!(source["created_at"].is_string());

    let found: Value = get_admin(
        &app,
        "/api/admin/knowledge/search?q=how%20do%20I%20reheat%20leftover%20rice&k=3",
    )
    .await
    .json()
    .await
    .unwrap();
    let top = &found["results"][0];
    assert_eq!(top["rank"], 1);
    assert_eq!(top["source_title"], "Leftover rice");
    assert!(top["text"].as_str().unwrap().contains("Reheat"));
    assert!(top["score"].as_f64().unwrap() > 0.0);
}

#[tokio::test]
async fn adding_the_same_content_twice_adds_nothing() {
    let app = spawn_app().await;
    add(&app, json!({"title": "Leftover rice", "content": CONTENT})).await;

    let again = add(
        &app,
        json!({"title": "Rice again", "url": "", "content": CONTENT}),
    )
    .await;

    assert_eq!(again.status(), 200);
    assert_eq!(again.json::<Value>().await.unwrap()["created"], false);
    let listed: Value = get_admin(&app, "/api/admin/sources")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(listed["sources"].as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn each_invalid_field_gets_the_forms_message() {
    let app = spawn_app().await;
    let cases = [
        (
            json!({"title": "  ", "content": CONTENT}),
            "Title is required",
        ),
        (
            json!({"title": "T", "url": "not a url", "content": CONTENT}),
            "URL must be a valid URL or empty",
        ),
        (
            json!({"title": "T", "url": "ftp://example.org/x", "content": CONTENT}),
            "URL must be a valid URL or empty",
        ),
        (
            json!({"title": "T", "content": " \n "}),
            "Content is required",
        ),
    ];
    for (body, message) in cases {
        let error = error_body(add(&app, body).await, 400, "validation_error").await;
        assert_eq!(error["message"], message);
    }
    let listed: Value = get_admin(&app, "/api/admin/sources")
        .await
        .json()
        .await
        .unwrap();
    assert!(
        listed["sources"].as_array().unwrap().is_empty(),
        "nothing half-written"
    );
}

#[tokio::test]
async fn content_over_the_cap_is_refused() {
    let app = spawn_app().await;

    let too_long = add(&app, json!({"title": "T", "content": "a ".repeat(260_000)})).await;
    let too_big = add(
        &app,
        json!({"title": "T", "content": "a".repeat(3 * 1024 * 1024)}),
    )
    .await;

    let error = error_body(too_long, 400, "validation_error").await;
    assert!(error["message"].as_str().unwrap().contains("at most"));
    error_body(too_big, 413, "payload_too_large").await;
}

#[tokio::test]
async fn deleting_a_source_removes_it_and_its_chunks() {
    let app = spawn_app().await;
    let added: Value = add(&app, json!({"title": "Leftover rice", "content": CONTENT}))
        .await
        .json()
        .await
        .unwrap();
    let id = added["source"]["id"].as_str().unwrap().to_owned();

    let deleted = app
        .client
        .delete(app.url(&format!("/api/admin/sources/{id}")))
        .header("x-admin-key", ADMIN_KEY)
        .send()
        .await
        .unwrap();

    assert_eq!(deleted.status(), 200);
    let found: Value = get_admin(&app, "/api/admin/knowledge/search?q=reheat%20rice")
        .await
        .json()
        .await
        .unwrap();
    assert!(found["results"].as_array().unwrap().is_empty());
    let again = app
        .client
        .delete(app.url(&format!("/api/admin/sources/{id}")))
        .header("x-admin-key", ADMIN_KEY)
        .send()
        .await
        .unwrap();
    error_body(again, 404, "not_found").await;
    let malformed = app
        .client
        .delete(app.url("/api/admin/sources/not-a-uuid"))
        .header("x-admin-key", ADMIN_KEY)
        .send()
        .await
        .unwrap();
    error_body(malformed, 404, "not_found").await;
}

#[tokio::test]
async fn search_filters_by_language_and_rejects_bad_parameters() {
    let app = spawn_app().await;
    add(&app, json!({"title": "Leftover rice", "content": CONTENT})).await;
    add(
        &app,
        json!({"title": "بقايا الأرز", "content": "برّد الأرز المطبوخ خلال ساعتين واحفظه في الثلاجة."}),
    )
    .await;

    let arabic: Value = get_admin(
        &app,
        "/api/admin/knowledge/search?q=rice%20fridge&language=ar&city=abu-dhabi&persona=household",
    )
    .await
    .json()
    .await
    .unwrap();
    let titles: Vec<&str> = arabic["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["source_title"].as_str().unwrap())
        .collect();
    assert!(titles.iter().all(|t| *t == "بقايا الأرز"), "{titles:?}");

    for query in [
        "q=%20",
        "q=rice&k=0",
        "q=rice&k=50",
        "q=rice&language=fr",
        "q=rice&city=riyadh",
    ] {
        error_body(
            get_admin(&app, &format!("/api/admin/knowledge/search?{query}")).await,
            400,
            "validation_error",
        )
        .await;
    }
}

#[tokio::test]
async fn a_signed_in_admin_adds_content_with_the_csrf_header() {
    let app = spawn_app().await;
    let cookie = app.signed_in_cookie().await;
    let request = || {
        app.client
            .post(app.url("/api/admin/add-content"))
            .header(COOKIE, &cookie)
            .json(&json!({"title": "T", "content": CONTENT}))
    };

    error_body(request().send().await.unwrap(), 403, "csrf_rejected").await;
    let accepted = request()
        .header("x-requested-with", "batala")
        .send()
        .await
        .unwrap();

    assert_eq!(accepted.status(), 201);
}
