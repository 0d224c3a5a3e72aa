//! The analytics page's API: the summary over whole UAE days and the CSV export.

use reqwest::Response;
use serde_json::{Value, json};

use crate::helpers::{TestApp, error_body, spawn_app_with};

async fn spawn() -> TestApp {
    spawn_app_with(&[("RATE_LIMITS", "off")]).await
}

async fn arrange(app: &TestApp) {
    app.db
        .execute(
            "INSERT INTO analytics_events (kind, visitor_id, label, quiz_id, meta, created_at) VALUES \
               ('ask_submitted', 'v1', 'hotel', NULL, '{\"city\": \"dubai\"}', timestamptz '2026-11-15 20:00Z'), \
               ('ask_submitted', 'v2', '=cmd|calc', NULL, '{}', timestamptz '2026-11-16 12:00Z'), \
               ('ask_submitted', 'v1', '+971 50', NULL, '{}', timestamptz '2026-11-18 12:00Z'), \
               ('ask_submitted', 'v9', 'outside', NULL, '{}', timestamptz '2026-11-22 20:00Z'), \
               ('calc_run', 'v3', '@v1', NULL, '{}', timestamptz '2026-11-17 08:00Z'), \
               ('quiz_start', 'v1', NULL, 'round-a', '{}', timestamptz '2026-11-16 08:00Z'), \
               ('quiz_complete', 'v1', NULL, 'round-a', '{\"score\": 4}', timestamptz '2026-11-16 08:02Z'), \
               ('quiz_start', 'v2', NULL, '-round-b', '{}', timestamptz '2026-11-17 08:00Z'), \
               ('quiz_complete', 'v2', NULL, '-round-b', '{\"score\": 2}', timestamptz '2026-11-17 08:01Z')",
        )
        .await;
}

fn header(response: &Response, name: &str) -> String {
    response
        .headers()
        .get(name)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned()
}

#[tokio::test]
async fn the_summary_and_export_need_an_admin() {
    let app = spawn().await;

    for path in [
        "/api/analytics/summary?start_date=2026-11-16&end_date=2026-11-22",
        "/api/analytics/export.csv?type=qa&start_date=2026-11-16&end_date=2026-11-22",
    ] {
        error_body(app.get(path).await, 401, "unauthorized").await;
    }
}

#[tokio::test]
async fn the_summary_counts_each_feature_by_uae_day_with_empty_days_as_zero() {
    let app = spawn().await;
    arrange(&app).await;

    let response = app
        .admin_get("/api/analytics/summary?start_date=2026-11-16&end_date=2026-11-22")
        .await;

    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["qa"], json!({"events": 3, "users": 2}));
    assert_eq!(
        body["quiz"],
        json!({"events": 2, "users": 2, "avgDuration": 90.0})
    );
    assert_eq!(body["calc"], json!({"events": 1, "users": 1}));
    let daily_qa = body["dailyQa"].as_array().unwrap();
    assert_eq!(daily_qa.len(), 7);
    // 20:00Z on the 15th is midnight on the 16th in the UAE.
    assert_eq!(
        daily_qa[0],
        json!({"date": "2026-11-16", "events": 2, "users": 2})
    );
    assert_eq!(
        daily_qa[1],
        json!({"date": "2026-11-17", "events": 0, "users": 0})
    );
    assert_eq!(
        daily_qa[6],
        json!({"date": "2026-11-22", "events": 0, "users": 0})
    );
    assert_eq!(body["dailyQuiz"].as_array().unwrap().len(), 7);
    assert_eq!(
        body["dailyCalc"][1],
        json!({"date": "2026-11-17", "events": 1, "users": 1})
    );
}

#[tokio::test]
async fn a_summary_without_events_has_zero_duration_and_a_zero_series() {
    let app = spawn().await;

    let body: Value = app
        .admin_get("/api/analytics/summary?start_date=2026-11-22&end_date=2026-11-22")
        .await
        .json()
        .await
        .unwrap();

    assert_eq!(
        body["quiz"],
        json!({"events": 0, "users": 0, "avgDuration": 0.0})
    );
    assert_eq!(
        body["dailyCalc"],
        json!([{"date": "2026-11-22", "events": 0, "users": 0}])
    );
}

#[tokio::test]
async fn bad_ranges_are_400s_with_clear_messages() {
    let app = spawn().await;

    let cases = [
        (
            "end_date=2026-11-22",
            "start_date is required, as YYYY-MM-DD",
        ),
        (
            "start_date=2026-11-16",
            "end_date is required, as YYYY-MM-DD",
        ),
        (
            "start_date=2026-11-31&end_date=2026-12-01",
            "start_date must be a valid date as YYYY-MM-DD",
        ),
        (
            "start_date=2026-11-16&end_date=22/11/2026",
            "end_date must be a valid date as YYYY-MM-DD",
        ),
        (
            "start_date=2026-11-22&end_date=2026-11-16",
            "start_date must not be after end_date",
        ),
        (
            "start_date=2025-01-01&end_date=2026-01-02",
            "the range may span at most 366 days",
        ),
    ];
    for (query, message) in cases {
        for path in [
            format!("/api/analytics/summary?{query}"),
            format!("/api/analytics/export.csv?type=qa&{query}"),
        ] {
            let body = error_body(app.admin_get(&path).await, 400, "validation_error").await;
            assert_eq!(body["message"], message, "{path}");
        }
    }
    let a_leap_year = app
        .admin_get("/api/analytics/summary?start_date=2024-01-01&end_date=2024-12-31")
        .await;
    assert_eq!(a_leap_year.status(), 200);
}

#[tokio::test]
async fn the_export_needs_a_known_type() {
    let app = spawn().await;

    for query in ["type=users&", "type=&", ""] {
        let body = error_body(
            app.admin_get(&format!(
                "/api/analytics/export.csv?{query}start_date=2026-11-16&end_date=2026-11-22"
            ))
            .await,
            400,
            "validation_error",
        )
        .await;
        assert_eq!(body["message"], "type must be qa, quiz or calc");
    }
}

#[tokio::test]
async fn the_qa_export_is_a_named_attachment_with_formulas_neutralised() {
    let app = spawn().await;
    arrange(&app).await;

    let response = app
        .admin_get("/api/analytics/export.csv?type=qa&start_date=2026-11-16&end_date=2026-11-22")
        .await;

    assert_eq!(response.status(), 200);
    assert!(header(&response, "content-type").starts_with("text/csv"));
    assert_eq!(
        header(&response, "content-disposition"),
        "attachment; filename=\"batala-qa-2026-11-16-to-2026-11-22.csv\""
    );
    let body = response.text().await.unwrap();
    assert_eq!(
        body,
        "occurred_at,kind,visitor,label,meta\r\n\
         2026-11-16T00:00:00+04:00,ask_submitted,v1,hotel,\"{\"\"city\"\":\"\"dubai\"\"}\"\r\n\
         2026-11-16T16:00:00+04:00,ask_submitted,v2,'=cmd|calc,{}\r\n\
         2026-11-18T16:00:00+04:00,ask_submitted,v1,'+971 50,{}\r\n"
    );
}

#[tokio::test]
async fn the_quiz_and_calc_exports_have_their_own_columns() {
    let app = spawn().await;
    arrange(&app).await;

    let quiz = app
        .admin_get("/api/analytics/export.csv?type=quiz&start_date=2026-11-16&end_date=2026-11-22")
        .await;
    assert_eq!(
        header(&quiz, "content-disposition"),
        "attachment; filename=\"batala-quiz-2026-11-16-to-2026-11-22.csv\""
    );
    let quiz = quiz.text().await.unwrap();
    let calc = app
        .admin_get("/api/analytics/export.csv?type=CALC&start_date=2026-11-16&end_date=2026-11-22")
        .await
        .text()
        .await
        .unwrap();

    assert_eq!(
        quiz,
        "occurred_at,kind,visitor,quiz_id,score,meta\r\n\
         2026-11-16T12:00:00+04:00,quiz_start,v1,round-a,,{}\r\n\
         2026-11-16T12:02:00+04:00,quiz_complete,v1,round-a,4,\"{\"\"score\"\":4}\"\r\n\
         2026-11-17T12:00:00+04:00,quiz_start,v2,'-round-b,,{}\r\n\
         2026-11-17T12:01:00+04:00,quiz_complete,v2,'-round-b,2,\"{\"\"score\"\":2}\"\r\n"
    );
    assert_eq!(
        calc,
        "occurred_at,kind,visitor,label,meta\r\n\
         2026-11-17T12:00:00+04:00,calc_run,v3,'@v1,{}\r\n"
    );
}

#[tokio::test]
async fn a_large_export_streams_every_row_across_batches() {
    let app = spawn().await;
    app.db
        .execute(
            "INSERT INTO analytics_events (kind, visitor_id, label, created_at) \
             SELECT 'calc_run', 'v' || (n % 17), 'run-' || n, \
               timestamptz '2026-11-16 08:00Z' + (n % 5) * interval '1 second' \
             FROM generate_series(1, 1203) AS n",
        )
        .await;

    let body = app
        .admin_get("/api/analytics/export.csv?type=calc&start_date=2026-11-16&end_date=2026-11-16")
        .await
        .text()
        .await
        .unwrap();

    let mut labels: Vec<&str> = body
        .trim_end()
        .split("\r\n")
        .skip(1)
        .map(|line| line.split(',').nth(3).unwrap())
        .collect();
    assert_eq!(labels.len(), 1203);
    labels.sort_unstable();
    labels.dedup();
    assert_eq!(labels.len(), 1203, "no row twice");
}
