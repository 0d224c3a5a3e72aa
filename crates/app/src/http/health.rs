use actix_web::{HttpResponse, get, web};
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::{ApiError, ErrorBody};
use crate::state::AppState;

/// A probe's answer.
#[derive(Debug, Serialize, ToSchema)]
pub struct HealthResponse {
    #[schema(example = "ok")]
    pub status: &'static str,
}

/// The process is alive: answers without touching the database.
#[utoipa::path(
    tag = "health",
    operation_id = "get_healthz",
    responses((status = 200, description = "The process is alive", body = HealthResponse))
)]
#[get("/healthz")]
pub async fn healthz() -> HttpResponse {
    HttpResponse::Ok().json(HealthResponse { status: "ok" })
}

/// The app can serve: the database answers.
#[utoipa::path(
    tag = "health",
    operation_id = "get_readyz",
    responses(
        (status = 200, description = "The database answers", body = HealthResponse),
        (status = 503, description = "The database does not answer", body = ErrorBody),
    )
)]
#[get("/readyz")]
pub async fn readyz(state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    state.database.ping().await?;
    Ok(HttpResponse::Ok().json(HealthResponse { status: "ready" }))
}
