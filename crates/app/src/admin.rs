//! The `Admin` extractor: a handler that takes it runs only for a signed-in admin.

use std::future::Future;
use std::pin::Pin;

use actix_web::dev::Payload;
use actix_web::http::Method;
use actix_web::{FromRequest, HttpRequest, web};
use batala_auth::AuthError;

use crate::client::client_ip;
use crate::error::ApiError;
use crate::state::AppState;

/// The admin session cookie's name.
pub const SESSION_COOKIE: &str = "batala_session";
/// The header scripts and the admin helper send the shared key in.
pub const ADMIN_KEY_HEADER: &str = "x-admin-key";

/// Proof that the request comes from an admin: a live session cookie or the admin key header.
///
/// A state-changing request authenticated by cookie must also carry a header a cross-site form
/// cannot send (`X-Requested-With`) or an `Origin` equal to this site's (CSRF).
#[derive(Debug, Clone, Copy)]
pub struct Admin;

impl FromRequest for Admin {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, ApiError>>>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let req = req.clone();
        Box::pin(async move { authenticate(&req).await })
    }
}

async fn authenticate(req: &HttpRequest) -> Result<Admin, ApiError> {
    let state = req
        .app_data::<web::Data<AppState>>()
        .ok_or_else(|| ApiError::unexpected(anyhow::anyhow!("application state is missing")))?;

    if let Some(key) = req.headers().get(ADMIN_KEY_HEADER) {
        state.limits.admin_key.check(client_ip(req)).await?;
        let key = key.to_str().unwrap_or_default();
        return match state.auth.authenticate_key(key) {
            Ok(()) => Ok(Admin),
            Err(_) => {
                tracing::warn!(ip = %client_ip(req), "admin key header refused");
                Err(ApiError::unauthorized("Invalid admin key"))
            }
        };
    }

    let cookie = req.cookie(SESSION_COOKIE).ok_or_else(unauthenticated)?;
    if !is_safe(req.method()) && !passes_csrf_check(req) {
        return Err(ApiError::csrf_rejected());
    }
    match state.auth.authenticate_session(cookie.value()).await {
        Ok(_) => Ok(Admin),
        Err(AuthError::Unauthenticated) => Err(unauthenticated()),
        Err(AuthError::Unknown(cause)) => Err(ApiError::unexpected(cause)),
    }
}

fn unauthenticated() -> ApiError {
    ApiError::unauthorized("Authentication required. Please sign in.")
}

fn is_safe(method: &Method) -> bool {
    matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS)
}

/// A cross-site form or image can neither add a custom header nor forge `Origin`.
pub fn passes_csrf_check(req: &HttpRequest) -> bool {
    if req.headers().contains_key("x-requested-with") {
        return true;
    }
    let Some(origin) = req.headers().get("origin").and_then(|o| o.to_str().ok()) else {
        return false;
    };
    let info = req.connection_info();
    origin == format!("{}://{}", info.scheme(), info.host())
}
