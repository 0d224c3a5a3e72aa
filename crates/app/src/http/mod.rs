//! HTTP handlers, one file per domain, each registered through utoipa-actix-web so the OpenAPI
//! document cannot miss a route.

pub mod analytics;
pub mod auth;
pub mod health;

use utoipa_actix_web::service_config::ServiceConfig;

/// Registers every route of the app.
pub fn routes(cfg: &mut ServiceConfig<'_>) {
    cfg.service(health::healthz)
        .service(health::readyz)
        .service(auth::login)
        .service(auth::logout)
        .service(auth::current_user)
        .service(auth::login_redirect)
        .service(analytics::get_overview);
}
