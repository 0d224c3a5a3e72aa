//! The OpenAPI document, built from the same route registration the server uses.

use actix_web::App;
use utoipa::openapi::security::{ApiKey, ApiKeyValue, SecurityScheme};
use utoipa::{Modify, OpenApi};
use utoipa_actix_web::AppExt;

use batala_kernel::{City, Persona};

use crate::admin::{ADMIN_KEY_HEADER, SESSION_COOKIE};
use crate::error::{ErrorBody, ErrorCode};
use crate::http;

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Batala API",
        description = "Food-waste and food-safety advice for the UAE, in English and Arabic. \
            Every error answers with `ErrorBody`. Admin operations accept the session cookie set \
            by `POST /admin/login` or the `x-admin-key` header; state-changing requests \
            authenticated by cookie must also send `X-Requested-With` (or a same-site `Origin`).",
        license(name = "MIT")
    ),
    components(schemas(ErrorBody, ErrorCode, Persona, City)),
    modifiers(&SecuritySchemes),
    tags(
        (name = "health", description = "Liveness and readiness probes"),
        (name = "auth", description = "Admin sign-in"),
        (name = "analytics", description = "Usage analytics for the admin dashboard"),
        (name = "ask", description = "Questions, answers, translation and feedback"),
        (name = "leaderboard", description = "The savings calculator, venues and the monthly leaderboard"),
        (name = "events", description = "Event submission, the public events listing and moderation"),
        (name = "knowledge", description = "The knowledge base the expert retrieves from"),
        (name = "crawlers", description = "robots.txt and the sitemap, for search engines"),
    )
)]
struct ApiDoc;

struct SecuritySchemes;

impl Modify for SecuritySchemes {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "admin_session",
            SecurityScheme::ApiKey(ApiKey::Cookie(ApiKeyValue::with_description(
                SESSION_COOKIE,
                "Session cookie set by POST /admin/login",
            ))),
        );
        components.add_security_scheme(
            "admin_key",
            SecurityScheme::ApiKey(ApiKey::Header(ApiKeyValue::with_description(
                ADMIN_KEY_HEADER,
                "The shared admin key",
            ))),
        );
    }
}

/// The document, as `batala openapi` prints it and `/api/openapi.json` serves it.
#[must_use]
pub fn document() -> utoipa::openapi::OpenApi {
    let (_, openapi) = App::new()
        .into_utoipa_app()
        .openapi(ApiDoc::openapi())
        .configure(http::routes)
        .split_for_parts();
    openapi
}

/// The document as pretty JSON with a final newline: byte for byte the committed file.
///
/// # Errors
/// When serialisation fails, which the types rule out in practice.
pub fn document_json() -> Result<String, serde_json::Error> {
    document().to_pretty_json().map(|json| json + "\n")
}
