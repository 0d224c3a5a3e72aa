use std::sync::atomic::Ordering;

use actix_web::http::header;
use actix_web::{FromRequest, HttpRequest, HttpResponse, get, web};
use serde::Serialize;
use utoipa::ToSchema;

use crate::admin::Admin;
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

/// What `/readyz` says when the instance can serve, with its connection pool.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReadinessResponse {
    #[schema(example = "ready")]
    pub status: &'static str,
    pub pool: PoolView,
}

/// The database connection pool of this instance.
#[derive(Debug, Serialize, ToSchema)]
pub struct PoolView {
    /// The most connections it opens.
    pub max: usize,
    /// Connections open now.
    pub open: usize,
    /// Open connections no request holds.
    pub idle: usize,
    /// Requests waiting for a connection.
    pub waiting: usize,
}

/// The instance can serve: it has loaded the guidance cards into memory and the database
/// answers. A load balancer sends it traffic only then.
#[utoipa::path(
    tag = "health",
    operation_id = "get_readyz",
    responses(
        (status = 200, description = "Warmed up, and the database answers", body = ReadinessResponse),
        (status = 503, description = "Still warming up, or the database does not answer", body = ErrorBody),
    )
)]
#[get("/readyz")]
pub async fn readyz(state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    if !state.warmed_up.load(Ordering::Acquire) {
        return Err(ApiError::unavailable(
            "Warming up: the guidance cards are loading.",
        ));
    }
    state.database.ping().await?;
    let pool = state.database.pool_status();
    Ok(HttpResponse::Ok().json(ReadinessResponse {
        status: "ready",
        pool: PoolView {
            max: pool.max,
            open: pool.open,
            idle: pool.idle,
            waiting: pool.waiting,
        },
    }))
}

/// Prometheus metrics of this instance: requests by route, method and status (count and
/// latency), the connection pool, the embedding server, and answer latency by source. For a
/// scraper on this host (a direct loopback request) or a signed-in admin.
#[utoipa::path(
    tag = "health",
    operation_id = "get_metrics",
    responses(
        (
            status = 200,
            description = "Metrics in the Prometheus text format",
            body = String,
            content_type = "text/plain; version=0.0.4"
        ),
        (status = 401, description = "Neither a direct loopback request nor an admin", body = ErrorBody),
        (status = 403, description = "Cookie-authenticated request without X-Requested-With or same-site Origin", body = ErrorBody),
    )
)]
#[get("/metrics")]
pub async fn metrics(
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    if !is_direct_from_this_host(&req) {
        Admin::extract(&req).await?;
    }
    let body = state.metrics.render(&state).map_err(ApiError::unexpected)?;
    Ok(HttpResponse::Ok()
        .content_type("text/plain; version=0.0.4")
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body(body))
}

/// A loopback peer that no proxy forwarded: a scraper on this host, not a visitor behind nginx.
fn is_direct_from_this_host(req: &HttpRequest) -> bool {
    let forwarded = ["forwarded", "x-forwarded-for"]
        .iter()
        .any(|name| req.headers().contains_key(*name));
    !forwarded
        && req
            .peer_addr()
            .is_some_and(|peer| peer.ip().to_canonical().is_loopback())
}
