use reqwest::Method;
use reqwest::header::{ALLOW, CONTENT_TYPE, RETRY_AFTER};

use crate::helpers::{error_body, spawn_app, spawn_app_with};

#[tokio::test]
async fn an_unknown_api_path_is_a_json_404() {
    let app = spawn_app().await;

    let response = app.get("/api/no-such-thing").await;

    error_body(response, 404, "not_found").await;
}

#[tokio::test]
async fn a_method_a_known_path_does_not_take_is_a_405_naming_those_it_does() {
    let app = spawn_app().await;
    let trace = Method::from_bytes(b"TRACE").unwrap();

    for (method, path, allow) in [
        (trace.clone(), "/api/leaderboard", "GET, POST"),
        (Method::DELETE, "/api/answers/some-answer-slug", "GET"),
        (Method::PUT, "/admin/login", "GET, POST"),
        (
            trace,
            "/api/admin/venues/00000000-0000-0000-0000-000000000000",
            "PUT, DELETE",
        ),
    ] {
        let response = app
            .client
            .request(method, app.url(path))
            .send()
            .await
            .unwrap();

        assert_eq!(response.headers()[ALLOW], allow, "{path}");
        error_body(response, 405, "method_not_allowed").await;
    }
    // The sign-in page itself is a page of the web app.
    assert_eq!(app.get("/admin/login").await.status(), 200);
}

#[tokio::test]
async fn control_characters_in_text_are_a_400_never_a_500() {
    let app = spawn_app().await;

    let content = app
        .client
        .post(app.url("/api/admin/add-content"))
        .header("x-admin-key", crate::helpers::ADMIN_KEY)
        .header(CONTENT_TYPE, "application/json")
        .body(r#"{"title":"Rice","content":"Cool cooked rice \u0000 within two hours."}"#)
        .send()
        .await
        .unwrap();
    let body = error_body(content, 400, "validation_error").await;
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .contains("control characters")
    );

    let search = app.get("/api/answers?q=rice%00").await;
    error_body(search, 400, "validation_error").await;

    // Line breaks and tabs are text like any other.
    let ask = app
        .client
        .post(app.url("/api/feedback"))
        .header(CONTENT_TYPE, "application/json")
        .body(r#"{"answer_id":"00000000-0000-0000-0000-000000000000","helpful":true,"comment":"line one\nline\ttwo"}"#)
        .send()
        .await
        .unwrap();
    assert_ne!(ask.status(), 400, "{}", ask.text().await.unwrap());
}

#[tokio::test]
async fn a_page_path_serves_the_single_page_app() {
    let app = spawn_app().await;

    for path in [
        "/",
        "/events",
        "/q/some-answer",
        "/admin/login",
        "/admin/questions",
    ] {
        let response = app.get(path).await;
        assert_eq!(response.status(), 200, "{path}");
        assert!(
            response
                .text()
                .await
                .unwrap()
                .contains("<div id=\"root\"></div>"),
            "{path}"
        );
    }
    let asset = app.get("/assets/app-1234.js").await;
    assert_eq!(asset.status(), 200);
    assert!(
        asset.headers()["cache-control"]
            .to_str()
            .unwrap()
            .contains("immutable")
    );
}

#[tokio::test]
async fn a_body_over_the_limit_is_refused_with_413() {
    let app = spawn_app().await;
    let huge = format!("{{\"adminKey\":\"{}\"}}", "k".repeat(100 * 1024));

    let response = app
        .client
        .post(app.url("/admin/login"))
        .header(CONTENT_TYPE, "application/json")
        .body(huge)
        .send()
        .await
        .unwrap();

    error_body(response, 413, "payload_too_large").await;
}

#[tokio::test]
async fn malformed_json_is_a_400_with_the_error_body() {
    let app = spawn_app().await;

    let response = app
        .client
        .post(app.url("/admin/login"))
        .header(CONTENT_TYPE, "application/json")
        .body("{\"adminKey\":")
        .send()
        .await
        .unwrap();

    error_body(response, 400, "bad_request").await;
}

#[tokio::test]
async fn a_body_of_the_wrong_shape_names_the_problem() {
    let app = spawn_app().await;

    let response = app
        .client
        .post(app.url("/admin/login"))
        .json(&serde_json::json!({"key": "x"}))
        .send()
        .await
        .unwrap();

    let body = error_body(response, 400, "validation_error").await;
    assert!(
        body["message"].as_str().unwrap().contains("adminKey"),
        "{body}"
    );
}

#[tokio::test]
async fn a_body_that_is_not_json_is_a_415() {
    let app = spawn_app().await;

    let response = app
        .client
        .post(app.url("/admin/login"))
        .header(CONTENT_TYPE, "text/plain")
        .body("adminKey=x")
        .send()
        .await
        .unwrap();

    error_body(response, 415, "unsupported_media_type").await;
}

#[tokio::test]
async fn a_bad_query_parameter_is_a_400() {
    let app = spawn_app().await;

    let response = app
        .client
        .get(app.url("/api/analytics/overview?window=seven"))
        .header("x-admin-key", crate::helpers::ADMIN_KEY)
        .send()
        .await
        .unwrap();

    error_body(response, 400, "validation_error").await;
}

#[tokio::test]
async fn every_response_carries_the_security_headers_errors_included() {
    let app = spawn_app().await;

    for path in ["/healthz", "/api/no-such-thing", "/", "/api/auth/user"] {
        let response = app.get(path).await;
        let headers = response.headers();
        let csp = headers["content-security-policy"].to_str().unwrap();
        for directive in [
            "object-src 'none'",
            "base-uri 'none'",
            "frame-ancestors 'none'",
            "default-src 'self'",
        ] {
            assert!(csp.contains(directive), "{path}: {csp}");
        }
        assert_eq!(headers["x-content-type-options"], "nosniff", "{path}");
        assert!(headers.contains_key("referrer-policy"), "{path}");
        assert!(headers.contains_key("x-request-id"), "{path}");
        assert!(
            !headers.contains_key("strict-transport-security"),
            "{path}: no HSTS over plain HTTP"
        );
    }
}

#[tokio::test]
async fn hsts_is_sent_when_cookies_are_secure() {
    let app = spawn_app_with(&[("COOKIE_SECURE", "on")]).await;

    let response = app.get("/api/no-such-thing").await;

    assert!(
        response.headers()["strict-transport-security"]
            .to_str()
            .unwrap()
            .contains("max-age=")
    );
}

#[tokio::test]
async fn the_served_openapi_document_is_the_committed_file() {
    let app = spawn_app().await;
    let committed = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../openapi/openapi.json"
    ))
    .unwrap();

    let served = app.get("/api/openapi.json").await.text().await.unwrap();

    assert!(
        served == committed,
        "openapi/openapi.json is stale: run `make openapi`"
    );
    let spec: serde_json::Value = serde_json::from_str(&served).unwrap();
    let schemes = &spec["components"]["securitySchemes"];
    assert_eq!(schemes["admin_key"]["name"], "x-admin-key");
    assert_eq!(schemes["admin_session"]["in"], "cookie");
}

#[tokio::test]
async fn swagger_ui_is_served_from_vendored_assets() {
    let app = spawn_app().await;

    let page = app.get("/api/docs/").await;
    assert_eq!(page.status(), 200);
    assert!(page.text().await.unwrap().contains("swagger-ui"));
    let script = app.get("/api/docs/swagger-ui-bundle.js").await;
    assert_eq!(script.status(), 200);
    let initializer = app
        .get("/api/docs/swagger-initializer.js")
        .await
        .text()
        .await
        .unwrap();
    assert!(initializer.contains("/api/openapi.json"), "{initializer}");
}

#[tokio::test]
async fn too_many_sign_in_attempts_are_refused_with_retry_after() {
    let app = spawn_app().await;
    for _ in 0..5 {
        assert_eq!(app.login("wrong-key").await.status(), 401);
    }

    let response = app.login("wrong-key").await;

    let retry_after: u64 = response.headers()[RETRY_AFTER]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((1..=60).contains(&retry_after), "{retry_after}");
    let body = error_body(response, 429, "rate_limited").await;
    assert_eq!(body["ok"], false);
}

#[tokio::test]
async fn rate_limits_can_be_switched_off_for_benchmarks() {
    let app = spawn_app_with(&[("RATE_LIMITS", "off")]).await;

    for _ in 0..8 {
        assert_eq!(app.login("wrong-key").await.status(), 401);
    }
}
