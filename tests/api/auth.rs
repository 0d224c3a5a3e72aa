use reqwest::header::{COOKIE, LOCATION};

use crate::helpers::{ADMIN_KEY, error_body, session_cookie, set_cookie, spawn_app};

#[tokio::test]
async fn a_blank_key_is_refused_with_admin_key_is_required() {
    let app = spawn_app().await;

    let response = app.login("   ").await;

    let body = error_body(response, 400, "validation_error").await;
    assert_eq!(body["message"], "Admin key is required");
    assert_eq!(body["ok"], false);
}

#[tokio::test]
async fn a_wrong_key_is_refused_with_401_and_no_cookie() {
    let app = spawn_app().await;

    let response = app.login("definitely-not-the-admin-key-00000000").await;

    assert!(set_cookie(&response).is_none());
    let body = error_body(response, 401, "unauthorized").await;
    assert_eq!(body["ok"], false);
}

#[tokio::test]
async fn the_right_key_signs_in_with_a_strict_http_only_cookie() {
    let app = spawn_app().await;

    let response = app.login(&format!("  {ADMIN_KEY} ")).await;

    assert_eq!(response.status(), 200);
    let cookie = set_cookie(&response).unwrap();
    assert!(cookie.contains("HttpOnly"), "{cookie}");
    assert!(cookie.contains("SameSite=Strict"), "{cookie}");
    assert!(
        !cookie.contains("Secure"),
        "not Secure on loopback: {cookie}"
    );
    assert!(
        !cookie.contains(ADMIN_KEY),
        "the cookie never holds the key"
    );
    let body: serde_json::Value = response.json().await.unwrap();
    assert_eq!(body["ok"], true);
    assert!(body["message"].is_string());
}

#[tokio::test]
async fn the_session_cookie_is_secure_when_configured() {
    let app = crate::helpers::spawn_app_with(&[("COOKIE_SECURE", "on")]).await;

    let response = app.login(ADMIN_KEY).await;

    assert!(set_cookie(&response).unwrap().contains("Secure"));
}

#[tokio::test]
async fn the_current_user_is_the_admin_only_when_signed_in() {
    let app = spawn_app().await;
    error_body(app.get("/api/auth/user").await, 401, "unauthorized").await;

    let cookie = app.signed_in_cookie().await;
    let response = app.get_with_cookie("/api/auth/user", &cookie).await;

    assert_eq!(response.status(), 200);
    assert_eq!(
        response.json::<serde_json::Value>().await.unwrap()["role"],
        "admin"
    );
}

#[tokio::test]
async fn the_admin_key_header_authenticates_without_a_session() {
    let app = spawn_app().await;

    let ok = app
        .client
        .get(app.url("/api/auth/user"))
        .header("x-admin-key", ADMIN_KEY)
        .send()
        .await
        .unwrap();
    let wrong = app
        .client
        .get(app.url("/api/auth/user"))
        .header("x-admin-key", "nope")
        .send()
        .await
        .unwrap();

    assert_eq!(ok.status(), 200);
    error_body(wrong, 401, "unauthorized").await;
}

#[tokio::test]
async fn a_forged_or_unknown_cookie_is_refused() {
    let app = spawn_app().await;

    for cookie in [
        "batala_session=abc",
        &format!("batala_session={}", "a".repeat(64)),
    ] {
        error_body(
            app.get_with_cookie("/api/auth/user", cookie).await,
            401,
            "unauthorized",
        )
        .await;
    }
}

#[tokio::test]
async fn signing_out_ends_the_session() {
    let app = spawn_app().await;
    let cookie = app.signed_in_cookie().await;

    let response = app
        .client
        .post(app.url("/api/logout"))
        .header(COOKIE, &cookie)
        .header("x-requested-with", "fetch")
        .send()
        .await
        .unwrap();

    assert_eq!(response.status(), 200);
    assert!(
        set_cookie(&response).unwrap().contains("Max-Age=0"),
        "the cookie is cleared"
    );
    error_body(
        app.get_with_cookie("/api/auth/user", &cookie).await,
        401,
        "unauthorized",
    )
    .await;
}

#[tokio::test]
async fn a_cookie_authenticated_write_needs_a_non_simple_header_or_same_origin() {
    let app = spawn_app().await;
    let cookie = app.signed_in_cookie().await;
    let logout = || {
        app.client
            .post(app.url("/api/logout"))
            .header(COOKIE, &cookie)
    };

    let cross_site = logout()
        .header("origin", "https://evil.example")
        .send()
        .await
        .unwrap();
    let bare = logout().send().await.unwrap();
    error_body(cross_site, 403, "csrf_rejected").await;
    error_body(bare, 403, "csrf_rejected").await;
    assert_eq!(
        app.get_with_cookie("/api/auth/user", &cookie)
            .await
            .status(),
        200,
        "still signed in"
    );

    let same_origin = logout()
        .header("origin", &app.address)
        .send()
        .await
        .unwrap();
    assert_eq!(same_origin.status(), 200);
}

#[tokio::test]
async fn an_expired_session_is_refused() {
    let app = spawn_app().await;
    let cookie = app.signed_in_cookie().await;
    assert_eq!(
        app.get_with_cookie("/api/auth/user", &cookie)
            .await
            .status(),
        200
    );

    app.db
        .execute("UPDATE sessions SET expire = now() - interval '1 second'")
        .await;

    error_body(
        app.get_with_cookie("/api/auth/user", &cookie).await,
        401,
        "unauthorized",
    )
    .await;
}

#[tokio::test]
async fn only_the_digest_of_the_session_token_is_stored() {
    let app = spawn_app().await;
    let response = app.login(ADMIN_KEY).await;
    let token = session_cookie(&response)
        .unwrap()
        .trim_start_matches("batala_session=")
        .to_owned();

    app.db.execute(&format!("DO $$ BEGIN IF EXISTS (SELECT 1 FROM sessions WHERE sid = '{token}') THEN RAISE EXCEPTION 'raw token stored'; END IF; IF (SELECT count(*) FROM sessions) <> 1 THEN RAISE EXCEPTION 'no session stored'; END IF; END $$")).await;
}

#[tokio::test]
async fn the_guard_redirect_lands_on_the_sign_in_page() {
    let app = spawn_app().await;

    let response = app.get("/api/login").await;

    assert_eq!(response.status(), 302);
    assert_eq!(response.headers()[LOCATION], "/admin/login");
}
