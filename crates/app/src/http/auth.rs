use actix_web::cookie::time::Duration as CookieDuration;
use actix_web::cookie::{Cookie, SameSite};
use actix_web::http::{StatusCode, header};
use actix_web::{HttpRequest, HttpResponse, get, post, web};
use batala_auth::LoginError;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::admin::{Admin, SESSION_COOKIE, passes_csrf_check};
use crate::client::client_ip;
use crate::error::{ApiError, ErrorBody};
use crate::state::AppState;

/// The sign-in form.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[serde(deny_unknown_fields)]
pub struct LoginRequest {
    /// The shared admin key; trimmed before it is checked.
    #[schema(pattern = "$NON_BLANK")]
    pub admin_key: String,
}

/// The answer to a sign-in or sign-out.
#[derive(Debug, Serialize, ToSchema)]
pub struct LoginResponse {
    pub ok: bool,
    pub message: String,
}

/// Who is signed in.
#[derive(Debug, Serialize, ToSchema)]
pub struct CurrentUser {
    #[schema(example = "admin")]
    pub role: &'static str,
}

/// Signs in with the admin key and sets the session cookie (HttpOnly, SameSite=Strict).
///
/// Limited to 5 attempts a minute per client IP.
#[utoipa::path(
    tag = "auth",
    operation_id = "login",
    request_body = LoginRequest,
    responses(
        (status = 200, description = "Signed in; the session cookie is set", body = LoginResponse),
        (status = 400, description = "Admin key is required", body = ErrorBody),
        (status = 401, description = "Wrong admin key", body = ErrorBody),
        (status = 429, description = "Too many attempts; see Retry-After", body = ErrorBody),
    )
)]
#[post("/admin/login")]
pub async fn login(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Json<LoginRequest>,
) -> Result<HttpResponse, ApiError> {
    let ip = client_ip(&req);
    if let Err(refused) = state.limits.login.check(ip).await {
        if refused.status() == StatusCode::TOO_MANY_REQUESTS {
            tracing::warn!(%ip, outcome = "rate_limited", "admin sign-in attempt");
        }
        return Err(refused.for_sign_in());
    }
    match state.auth.login(&body.admin_key).await {
        Ok(token) => {
            tracing::info!(%ip, outcome = "success", "admin sign-in attempt");
            let cookie = Cookie::build(SESSION_COOKIE, token.expose().to_owned())
                .path("/")
                .http_only(true)
                .same_site(SameSite::Strict)
                .secure(state.cookie_secure)
                .max_age(CookieDuration::seconds(
                    state.auth.policy().absolute.num_seconds(),
                ))
                .finish();
            Ok(HttpResponse::Ok()
                .cookie(cookie)
                .insert_header((header::CACHE_CONTROL, "no-store"))
                .json(LoginResponse {
                    ok: true,
                    message: "Signed in".to_owned(),
                }))
        }
        Err(LoginError::KeyRequired) => {
            tracing::info!(%ip, outcome = "blank_key", "admin sign-in attempt");
            Err(ApiError::validation(LoginError::KeyRequired.to_string()).for_sign_in())
        }
        Err(LoginError::WrongKey) => {
            tracing::warn!(%ip, outcome = "wrong_key", "admin sign-in attempt");
            Err(ApiError::unauthorized("Invalid admin key").for_sign_in())
        }
        Err(LoginError::Unknown(cause)) => Err(ApiError::unexpected(cause).for_sign_in()),
    }
}

/// Signs out: deletes the session and clears the cookie. Signing out twice is fine.
#[utoipa::path(
    tag = "auth",
    operation_id = "logout",
    responses(
        (status = 200, description = "Signed out", body = LoginResponse),
        (status = 403, description = "Cookie-authenticated request without X-Requested-With or same-site Origin", body = ErrorBody),
    )
)]
#[post("/api/logout")]
pub async fn logout(
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    if let Some(cookie) = req.cookie(SESSION_COOKIE) {
        if !passes_csrf_check(&req) {
            return Err(ApiError::csrf_rejected());
        }
        state
            .auth
            .logout(cookie.value())
            .await
            .map_err(|e| ApiError::unexpected(e.into()))?;
    }
    let mut removal = Cookie::build(SESSION_COOKIE, "")
        .path("/")
        .http_only(true)
        .same_site(SameSite::Strict)
        .secure(state.cookie_secure)
        .finish();
    removal.make_removal();
    Ok(HttpResponse::Ok().cookie(removal).json(LoginResponse {
        ok: true,
        message: "Signed out".to_owned(),
    }))
}

/// Who is signed in: 200 for an admin (session cookie or `x-admin-key`), else 401.
#[utoipa::path(
    tag = "auth",
    operation_id = "get_current_user",
    responses(
        (status = 200, description = "An admin is signed in", body = CurrentUser),
        (status = 401, description = "Nobody is signed in", body = ErrorBody),
    ),
    security(("admin_session" = []), ("admin_key" = []))
)]
#[get("/api/auth/user")]
pub async fn current_user(_admin: Admin) -> HttpResponse {
    HttpResponse::Ok()
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .json(CurrentUser { role: "admin" })
}

/// Where the admin guard sends a visitor who is not signed in: the sign-in page.
#[utoipa::path(
    tag = "auth",
    operation_id = "get_login",
    responses((status = 302, description = "Redirects to /admin/login"))
)]
#[get("/api/login")]
pub async fn login_redirect() -> HttpResponse {
    HttpResponse::Found()
        .insert_header((header::LOCATION, "/admin/login"))
        .finish()
}
