//! HTTP handlers, one file per domain, each registered through utoipa-actix-web so the OpenAPI
//! document cannot miss a route; and how their extractors answer a body, query or path that does
//! not fit. This module owns the route list: `startup` serves it, `openapi` documents it.

pub mod admin_qa;
pub mod analytics;
pub mod ask;
pub mod auth;
pub mod cards;
mod errors;
pub mod events;
pub mod feedback;
pub mod gaps;
pub mod health;
pub mod knowledge;
pub mod leaderboard;
pub mod library;
pub mod schema;

use utoipa_actix_web::scope;
use utoipa_actix_web::service_config::ServiceConfig;

use actix_web::error::{JsonPayloadError, PathError, QueryPayloadError};
use actix_web::{HttpRequest, web};

use crate::error::ApiError;

/// Registers every route of the app.
pub fn routes(cfg: &mut ServiceConfig<'_>) {
    cfg.service(health::healthz)
        .service(health::readyz)
        .service(health::metrics)
        .service(auth::login)
        .service(auth::logout)
        .service(auth::current_user)
        .service(auth::login_redirect)
        .service(analytics::get_overview)
        .service(analytics::record_event)
        .service(analytics::get_summary)
        .service(analytics::export_events)
        .service(admin_qa::admin_list_questions)
        .service(admin_qa::admin_export_questions)
        .service(admin_qa::admin_list_answers)
        .service(admin_qa::admin_publish_answer)
        .service(gaps::admin_list_gaps)
        .service(gaps::admin_review_gaps)
        .service(cards::admin_list_cards)
        .service(cards::admin_preview_card)
        .service(cards::admin_get_card)
        .service(cards::admin_save_card)
        .service(cards::admin_retire_card)
        .service(ask::ask)
        .service(ask::get_answer)
        .service(library::list_published_answers)
        .service(library::robots_txt)
        .service(library::sitemap_xml)
        .service(ask::translate)
        .service(events::submit_event)
        .service(events::list_events)
        .service(events::events_calendar)
        .service(events::event_calendar)
        .service(events::admin_list_events)
        .service(events::change_event_status)
        .service(feedback::submit_feedback)
        .service(leaderboard::calculate)
        .service(leaderboard::list_venues)
        .service(leaderboard::get_leaderboard)
        .service(leaderboard::list_periods)
        .service(leaderboard::create_venue)
        .service(leaderboard::update_venue)
        .service(leaderboard::delete_venue)
        .service(leaderboard::create_entry)
        .service(leaderboard::update_entry)
        .service(leaderboard::delete_entry)
        .service(
            scope("/api/admin")
                .app_data(json_config(knowledge::ADD_CONTENT_LIMIT_BYTES))
                .service(knowledge::list_sources)
                .service(knowledge::add_content)
                .service(knowledge::delete_source)
                .service(knowledge::search_knowledge),
        );
}

/// JSON bodies up to `limit` bytes, with the one error body for every way they can be wrong.
pub fn json_config(limit: usize) -> web::JsonConfig {
    web::JsonConfig::default()
        .limit(limit)
        .error_handler(json_error)
}

fn json_error(error: JsonPayloadError, _: &HttpRequest) -> actix_web::Error {
    let api_error = match &error {
        JsonPayloadError::Overflow { .. } | JsonPayloadError::OverflowKnownLength { .. } => {
            ApiError::for_status(actix_web::http::StatusCode::PAYLOAD_TOO_LARGE)
        }
        JsonPayloadError::ContentType => {
            ApiError::for_status(actix_web::http::StatusCode::UNSUPPORTED_MEDIA_TYPE)
        }
        JsonPayloadError::Deserialize(cause) if cause.is_data() => {
            ApiError::validation(format!("Invalid request body: {cause}"))
        }
        _ => ApiError::bad_request("The request body is not valid JSON"),
    };
    api_error.into()
}

fn query_error(error: QueryPayloadError, _: &HttpRequest) -> actix_web::Error {
    ApiError::validation(format!("Invalid query parameters: {error}")).into()
}

fn path_error(error: PathError, _: &HttpRequest) -> actix_web::Error {
    ApiError::not_found(format!("Not found: {error}")).into()
}

/// Query strings that do not fit their parameters get the one error body (400).
pub fn query_config() -> web::QueryConfig {
    web::QueryConfig::default().error_handler(query_error)
}

/// Path segments that do not fit their parameters get the one error body (404).
pub fn path_config() -> web::PathConfig {
    web::PathConfig::default().error_handler(path_error)
}
