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

/// Prometheus metrics of the embedding path: whether the embedding server answers, and how many
/// searches ran on full text alone because it did not.
#[utoipa::path(
    tag = "health",
    operation_id = "get_metrics",
    responses((
        status = 200,
        description = "Metrics in the Prometheus text format",
        body = String,
        content_type = "text/plain; version=0.0.4"
    ))
)]
#[get("/metrics")]
pub async fn metrics(state: web::Data<AppState>) -> HttpResponse {
    let (up, unavailable) = state.embeddings.as_ref().map_or((false, 0), |client| {
        (client.is_up(), client.unavailable_count())
    });
    let body = format!(
        "# HELP batala_embeddings_up Whether the embedding server answers (1) or searches use full text alone (0).\n\
         # TYPE batala_embeddings_up gauge\n\
         batala_embeddings_up {}\n\
         # HELP batala_embeddings_unavailable_total Embedding calls that failed, or were skipped while the server was down: searches by full text alone.\n\
         # TYPE batala_embeddings_unavailable_total counter\n\
         batala_embeddings_unavailable_total {unavailable}\n",
        u8::from(up)
    );
    HttpResponse::Ok()
        .content_type("text/plain; version=0.0.4")
        .body(body)
}
