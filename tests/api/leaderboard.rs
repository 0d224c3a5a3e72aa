use serde_json::{Value, json};

use crate::helpers::{ADMIN_KEY, TestApp, error_body, spawn_app};

async fn admin(
    app: &TestApp,
    method: reqwest::Method,
    path: &str,
    body: Option<Value>,
) -> reqwest::Response {
    let request = app
        .client
        .request(method, app.url(path))
        .header("x-admin-key", ADMIN_KEY);
    let request = match body {
        Some(body) => request.json(&body),
        None => request,
    };
    request.send().await.unwrap()
}

async fn venue(app: &TestApp, name: &str, city: &str, slug: Option<&str>) -> Value {
    let response = admin(
        app,
        reqwest::Method::POST,
        "/api/admin/venues",
        Some(json!({"name": name, "city": city, "public_page_slug": slug})),
    )
    .await;
    assert_eq!(response.status(), 201);
    response.json().await.unwrap()
}

async fn entry(
    app: &TestApp,
    venue_id: &str,
    period: &str,
    kg: Value,
    aed: Value,
    meals: Value,
) -> reqwest::Response {
    admin(app, reqwest::Method::POST, "/api/leaderboard", Some(json!({"venue_id": venue_id, "period": period, "kg_rescued": kg, "aed_saved": aed, "meals_donated": meals}))).await
}

#[tokio::test]
async fn the_calculator_runs_the_sourced_model_and_records_the_run() {
    let app = spawn_app().await;

    let response = app
        .client
        .post(app.url("/api/calculate"))
        .json(&json!({"food_wasted_kg": 50}))
        .send()
        .await
        .unwrap();

    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["results"]["monthly_cost_saved"], 125.0);
    assert_eq!(body["results"]["annual_cost_saved"], 1500.0);
    assert_eq!(body["results"]["cost_per_kg_aed"], 10.0);
    assert!(body["results"]["co2_reduced_kg"].as_f64().unwrap() > 0.0);
    let names: Vec<&str> = body["assumptions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["name"].as_str().unwrap())
        .collect();
    assert!(
        names.contains(&"co2e_per_kg") && names.contains(&"kg_per_meal"),
        "{names:?}"
    );
    app.db.execute("DO $$ BEGIN IF (SELECT count(*) FROM calculator_sessions) <> 1 OR (SELECT count(*) FROM analytics_events WHERE kind = 'calc_run') <> 1 THEN RAISE EXCEPTION 'run not recorded'; END IF; END $$").await;
}

#[tokio::test]
async fn the_calculator_refuses_bad_inputs_and_unknown_venues() {
    let app = spawn_app().await;
    let calculate = |body: Value| {
        app.client
            .post(app.url("/api/calculate"))
            .json(&body)
            .send()
    };

    for body in [
        json!({"food_wasted_kg": 0}),
        json!({"food_wasted_kg": -5}),
        json!({"food_wasted_kg": 1001}),
        json!({}),
    ] {
        let error = error_body(calculate(body).await.unwrap(), 400, "validation_error").await;
        assert_eq!(
            error["message"],
            "Please enter a valid amount of food waste."
        );
    }
    error_body(
        calculate(json!({"food_wasted_kg": 10, "cost_per_kg_aed": 101}))
            .await
            .unwrap(),
        400,
        "validation_error",
    )
    .await;
    error_body(
        calculate(
            json!({"food_wasted_kg": 10, "venue_id": "00000000-0000-0000-0000-000000000009"}),
        )
        .await
        .unwrap(),
        404,
        "not_found",
    )
    .await;
    let with_none = calculate(json!({"food_wasted_kg": 10, "venue_id": "none"}))
        .await
        .unwrap();
    assert_eq!(with_none.status(), 200);
}

#[tokio::test]
async fn venues_are_created_updated_listed_and_deleted_with_their_entries() {
    let app = spawn_app().await;
    let created = venue(&app, "Al Fanar Kitchen", "abu-dhabi", Some("al-fanar")).await;
    assert_eq!(created["city"], "abu_dhabi");
    let id = created["id"].as_str().unwrap().to_owned();
    assert_eq!(
        entry(&app, &id, "2025-09", json!(120.5), json!(1500), json!(300))
            .await
            .status(),
        201
    );

    let updated = admin(
        &app,
        reqwest::Method::PUT,
        &format!("/api/admin/venues/{id}"),
        Some(json!({"name": "Al Fanar Restaurant", "city": "dubai"})),
    )
    .await;
    assert_eq!(updated.status(), 200);
    let listed: Value = app.get("/api/venues").await.json().await.unwrap();
    assert_eq!(listed["venues"][0]["name"], "Al Fanar Restaurant");

    let deleted = admin(
        &app,
        reqwest::Method::DELETE,
        &format!("/api/admin/venues/{id}"),
        None,
    )
    .await;
    assert_eq!(deleted.status(), 200);
    let board: Value = app
        .get("/api/leaderboard?period=2025-09")
        .await
        .json()
        .await
        .unwrap();
    assert!(
        board["leaderboard"].as_array().unwrap().is_empty(),
        "the venue's entries went with it"
    );
    error_body(
        admin(
            &app,
            reqwest::Method::DELETE,
            &format!("/api/admin/venues/{id}"),
            None,
        )
        .await,
        404,
        "not_found",
    )
    .await;
}

#[tokio::test]
async fn venue_forms_get_their_messages_and_slugs_stay_unique() {
    let app = spawn_app().await;
    venue(&app, "First", "dubai", Some("taken-slug")).await;

    let cases = [
        (
            json!({"name": " ", "city": "dubai"}),
            "Venue name is required",
        ),
        (json!({"name": "X", "city": ""}), "City is required"),
    ];
    for (body, message) in cases {
        let error = error_body(
            admin(&app, reqwest::Method::POST, "/api/admin/venues", Some(body)).await,
            400,
            "validation_error",
        )
        .await;
        assert_eq!(error["message"], message);
    }
    let clash = admin(
        &app,
        reqwest::Method::POST,
        "/api/admin/venues",
        Some(json!({"name": "Second", "city": "ajman", "public_page_slug": "taken-slug"})),
    )
    .await;
    error_body(clash, 409, "conflict").await;
    error_body(
        app.client
            .post(app.url("/api/admin/venues"))
            .json(&json!({"name": "X", "city": "dubai"}))
            .send()
            .await
            .unwrap(),
        401,
        "unauthorized",
    )
    .await;
}

#[tokio::test]
async fn the_leaderboard_ranks_a_period_with_badges_and_recomputes_scores() {
    let app = spawn_app().await;
    let a = venue(&app, "Bravo Bistro", "dubai", None).await["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let b = venue(&app, "Alpha Cafe", "sharjah", None).await["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let c = venue(&app, "Charlie Canteen", "ajman", None).await["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let d = venue(&app, "Delta Deli", "fujairah", None).await["id"]
        .as_str()
        .unwrap()
        .to_owned();
    // Strings, as the admin form sends them.
    entry(
        &app,
        &a,
        "2025-09",
        json!("500"),
        json!("5000"),
        json!("1000"),
    )
    .await;
    entry(&app, &b, "2025-09", json!(500), json!(5000), json!(1000)).await;
    let low: Value = entry(&app, &c, "2025-09", json!(10), json!(100), json!(20))
        .await
        .json()
        .await
        .unwrap();
    entry(&app, &d, "2025-09", json!(5), json!(50), json!(5)).await;
    entry(&app, &a, "2024-01", json!(50), json!(500), json!(100)).await;

    let board: Value = app.get("/api/leaderboard").await.json().await.unwrap();

    assert_eq!(board["period"], "2025-09");
    let rows = board["leaderboard"].as_array().unwrap();
    let order: Vec<(&str, &str)> = rows
        .iter()
        .map(|r| {
            (
                r["venue_name"].as_str().unwrap(),
                r["badge"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        order,
        [
            ("Alpha Cafe", "champion"),
            ("Bravo Bistro", "runner_up"),
            ("Charlie Canteen", "third_place"),
            ("Delta Deli", "top_performer")
        ],
        "ties by kg rescued, then name"
    );
    assert_eq!(rows[0]["venue"]["city"], "sharjah");
    let score = rows[0]["batala_score"].as_f64().unwrap();
    assert!((0.0..=100.0).contains(&score) && (score * 10.0).fract() == 0.0);

    let id = low["id"].as_str().unwrap();
    let raised = admin(&app, reqwest::Method::PUT, &format!("/api/admin/leaderboard/{id}"), Some(json!({"venue_id": c, "period": "2025-09", "kg_rescued": 2000, "aed_saved": 20000, "meals_donated": 4000}))).await;
    assert_eq!(raised.status(), 200);
    let board: Value = app
        .get("/api/leaderboard?period=2025-09")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        board["leaderboard"][0]["venue_name"], "Charlie Canteen",
        "the new score ranks it first"
    );

    let periods: Value = app
        .get("/api/leaderboard/periods")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(periods["periods"], json!(["2025-09", "2024-01"]));
    let older: Value = app
        .get("/api/leaderboard?period=2024-01")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(older["leaderboard"].as_array().unwrap().len(), 1);
    error_body(
        app.get("/api/leaderboard?period=2025-13").await,
        400,
        "validation_error",
    )
    .await;
}

#[tokio::test]
async fn entry_forms_get_their_messages_and_one_entry_per_venue_and_month() {
    let app = spawn_app().await;
    let id = venue(&app, "Echo Eatery", "dubai", None).await["id"]
        .as_str()
        .unwrap()
        .to_owned();
    assert_eq!(
        entry(&app, &id, "2025-09", json!(1), json!(1), json!(1))
            .await
            .status(),
        201
    );

    error_body(
        entry(&app, &id, "2025-09", json!(2), json!(2), json!(2)).await,
        409,
        "conflict",
    )
    .await;
    let cases = [
        (
            json!({"period": "2025-09", "kg_rescued": 1, "aed_saved": 1, "meals_donated": 1}),
            "Venue is required",
        ),
        (
            json!({"venue_id": id, "kg_rescued": 1, "aed_saved": 1, "meals_donated": 1}),
            "Period is required",
        ),
        (
            json!({"venue_id": id, "period": "2025-08", "aed_saved": 1, "meals_donated": 1}),
            "Kg rescued is required",
        ),
        (
            json!({"venue_id": id, "period": "2025-08", "kg_rescued": 1, "meals_donated": 1}),
            "AED saved is required",
        ),
        (
            json!({"venue_id": id, "period": "2025-08", "kg_rescued": 1, "aed_saved": 1, "meals_donated": ""}),
            "Meals donated is required",
        ),
    ];
    for (body, message) in cases {
        let error = error_body(
            admin(&app, reqwest::Method::POST, "/api/leaderboard", Some(body)).await,
            400,
            "validation_error",
        )
        .await;
        assert_eq!(error["message"], message);
    }
    error_body(
        entry(&app, &id, "2025-08", json!(1), json!(1), json!(1.5)).await,
        400,
        "validation_error",
    )
    .await;
    error_body(
        entry(
            &app,
            "00000000-0000-0000-0000-000000000009",
            "2025-08",
            json!(1),
            json!(1),
            json!(1),
        )
        .await,
        404,
        "not_found",
    )
    .await;
    error_body(
        admin(
            &app,
            reqwest::Method::DELETE,
            "/api/admin/leaderboard/00000000-0000-0000-0000-000000000009",
            None,
        )
        .await,
        404,
        "not_found",
    )
    .await;
}

/// A GET with `If-None-Match`, and the reply's status, ETag and body.
async fn revalidate(app: &TestApp, path: &str, tag: &str) -> (u16, String, String) {
    let response = app
        .client
        .get(app.url(path))
        .header("if-none-match", tag)
        .send()
        .await
        .unwrap();
    let status = response.status().as_u16();
    let etag = response.headers()["etag"].to_str().unwrap().to_owned();
    (status, etag, response.text().await.unwrap())
}

#[tokio::test]
async fn public_reads_are_revalidated_and_an_admin_write_changes_the_tag_at_once() {
    let app = spawn_app().await;

    for path in [
        "/api/leaderboard",
        "/api/leaderboard/periods",
        "/api/venues",
        "/api/events",
    ] {
        let first = app.get(path).await;
        assert_eq!(first.status(), 200, "{path}");
        let cache_control = first.headers()["cache-control"]
            .to_str()
            .unwrap()
            .to_owned();
        assert!(
            cache_control.contains("stale-while-revalidate"),
            "{path}: {cache_control}"
        );
        let tag = first.headers()["etag"].to_str().unwrap().to_owned();
        assert!(
            tag.starts_with('"') && !tag.starts_with("W/"),
            "{path}: a strong tag, {tag}"
        );

        let (status, etag, body) = revalidate(&app, path, &tag).await;
        assert_eq!(
            (status, etag.as_str(), body.as_str()),
            (304, tag.as_str(), ""),
            "{path}"
        );
        let (status, _, _) = revalidate(&app, path, &format!("\"other\", W/{tag}")).await;
        assert_eq!(status, 304, "{path}: weak comparison across a list");
    }

    let tag = app.get("/api/leaderboard/periods").await.headers()["etag"]
        .to_str()
        .unwrap()
        .to_owned();
    let cafe = venue(&app, "Cafe Tag", "dubai", None).await;
    let id = cafe["id"].as_str().unwrap();
    let created = entry(&app, id, "2025-09", json!(10), json!(100), json!(20)).await;
    assert_eq!(created.status(), 201);

    let (status, etag, body) = revalidate(&app, "/api/leaderboard/periods", &tag).await;
    assert_eq!(status, 200, "the write changed what the read returns");
    assert_ne!(etag, tag);
    assert!(body.contains("2025-09"), "{body}");
}
