//! The OpenAPI document, built from the same route registration the server uses.

use actix_web::App;
use utoipa::openapi::security::{ApiKey, ApiKeyValue, SecurityScheme};
use utoipa::{Modify, OpenApi};
use utoipa_actix_web::AppExt;

use batala_kernel::{City, Persona};

use crate::admin::{ADMIN_KEY_HEADER, SESSION_COOKIE};
use crate::error::{ErrorBody, ErrorCode};
use crate::http::{self, schema};
use crate::revalidate;

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
    let (_, mut openapi) = App::new()
        .into_utoipa_app()
        .openapi(ApiDoc::openapi())
        .configure(http::routes)
        .split_for_parts();
    document_shared_errors(&mut openapi);
    document_sign_in_page(&mut openapi);
    document_revalidation(&mut openapi);
    openapi
}

/// The public reads' `ETag` and `Cache-Control`, their `If-None-Match` and 304
/// ([`revalidate::PUBLIC_READS`]).
fn document_revalidation(openapi: &mut utoipa::openapi::OpenApi) {
    use utoipa::openapi::header::HeaderBuilder;
    use utoipa::openapi::path::{ParameterBuilder, ParameterIn};
    use utoipa::openapi::schema::{ObjectBuilder, Type};
    use utoipa::openapi::{RefOr, Required, ResponseBuilder};

    let text = || ObjectBuilder::new().schema_type(Type::String);
    for (route, cache_control) in revalidate::PUBLIC_READS {
        let Some(read) = openapi
            .paths
            .paths
            .get_mut(route)
            .and_then(|item| item.get.as_mut())
        else {
            continue;
        };
        read.parameters.get_or_insert_with(Vec::new).push(RefOr::T(
            ParameterBuilder::new()
                .name("If-None-Match")
                .parameter_in(ParameterIn::Header)
                .required(Required::False)
                .description(Some("An ETag this operation gave: 304 while it is current"))
                .schema(Some(text()))
                .build(),
        ));
        if let Some(RefOr::T(ok)) = read.responses.responses.get_mut("200") {
            ok.headers.insert(
                "ETag".to_owned(),
                RefOr::T(
                    HeaderBuilder::new()
                        .schema(Some(text()))
                        .description(Some("A digest of the body: it changes with the data"))
                        .build(),
                ),
            );
            ok.headers.insert(
                "Cache-Control".to_owned(),
                RefOr::T(
                    HeaderBuilder::new()
                        .schema(Some(text()))
                        .description(Some(cache_control))
                        .build(),
                ),
            );
        }
        read.responses.responses.insert(
            "304".to_owned(),
            RefOr::T(
                ResponseBuilder::new()
                    .description("Not modified: the If-None-Match tag is current; no body")
                    .build(),
            ),
        );
    }
}

/// `GET /admin/login` is the web app's sign-in page, beside the API's `POST`: the document says
/// so, so that the path's methods are all declared.
fn document_sign_in_page(openapi: &mut utoipa::openapi::OpenApi) {
    use utoipa::openapi::path::OperationBuilder;
    use utoipa::openapi::schema::{ObjectBuilder, Type};
    use utoipa::openapi::{ContentBuilder, ResponseBuilder};

    if let Some(item) = openapi.paths.paths.get_mut("/admin/login") {
        item.get = Some(
            OperationBuilder::new()
                .tag("auth")
                .operation_id(Some("admin_login_page"))
                .summary(Some("The admin sign-in page of the web app (HTML)"))
                .response(
                    "200",
                    ResponseBuilder::new().description("The web app").content(
                        "text/html",
                        ContentBuilder::new()
                            .schema(Some(ObjectBuilder::new().schema_type(Type::String)))
                            .build(),
                    ),
                )
                .build(),
        );
    }
}

/// Adds to every operation the error statuses the server gives whatever the handler: for a JSON
/// body, 400 (not JSON, or a field breaking its limits), 413 and 415; for parameters, 400, and
/// 404 for an unknown path identifier; for admin operations, 401, 403 (a cookie-authenticated
/// write without `X-Requested-With`) and 429 (the `x-admin-key` limit); 503 when the database is
/// unavailable. A handler's own description of a status is kept.
fn document_shared_errors(openapi: &mut utoipa::openapi::OpenApi) {
    use utoipa::openapi::path::ParameterIn;
    use utoipa::openapi::{ContentBuilder, Ref, RefOr, ResponseBuilder};

    for (path, item) in &mut openapi.paths.paths {
        let operations = [
            (false, item.get.as_mut()),
            (true, item.post.as_mut()),
            (true, item.put.as_mut()),
            (true, item.patch.as_mut()),
            (true, item.delete.as_mut()),
        ];
        for (writes, operation) in operations {
            let Some(operation) = operation else { continue };
            let parameters = operation
                .parameters
                .iter()
                .flatten()
                .filter_map(|p| match p {
                    RefOr::T(parameter) => Some(&parameter.parameter_in),
                    RefOr::Ref(_) => None,
                });
            let (mut query, mut in_path) = (false, false);
            for place in parameters {
                query |= matches!(place, ParameterIn::Query);
                in_path |= matches!(place, ParameterIn::Path);
            }
            let body = operation.request_body.is_some();
            let admin = operation.security.is_some();
            let mut statuses: Vec<(&str, &str)> = Vec::new();
            if body || query || in_path {
                statuses.push((
                    "400",
                    "A parameter or a body field breaks its limits, or the body is not JSON",
                ));
            }
            if body {
                statuses.push(("413", "The body is over 64 KiB"));
                statuses.push(("415", "The body is not application/json"));
            }
            if in_path {
                statuses.push(("404", "Nothing has this identifier"));
            }
            if admin {
                statuses.push(("401", "Not signed in as an admin"));
                statuses.push((
                    "429",
                    "Too many requests with the x-admin-key header; see Retry-After",
                ));
                if writes {
                    statuses.push((
                        "403",
                        "Cookie-authenticated request without X-Requested-With or same-site Origin",
                    ));
                }
            }
            if !matches!(path.as_str(), "/healthz" | "/api/login") {
                statuses.push(("503", "The database is unavailable; try again shortly"));
            }
            for (status, description) in statuses {
                operation
                    .responses
                    .responses
                    .entry(status.to_owned())
                    .or_insert_with(|| {
                        RefOr::T(
                            ResponseBuilder::new()
                                .description(description)
                                .content(
                                    "application/json",
                                    ContentBuilder::new()
                                        .schema(Some(Ref::from_schema_name("ErrorBody")))
                                        .build(),
                                )
                                .build(),
                        )
                    });
            }
        }
    }
}

/// A document as pretty JSON with a final newline, the patterns fields name written in and the
/// rules across fields stated: for [`document`], byte for byte the committed file.
///
/// # Errors
/// When serialisation fails, which the types rule out in practice.
pub fn to_json(document: &utoipa::openapi::OpenApi) -> Result<String, serde_json::Error> {
    let mut json = serde_json::to_value(document)?;
    forbid_control_characters(&mut json);
    state_cross_field_rules(&mut json);
    serde_json::to_string_pretty(&json).map(|json| json + "\n")
}

/// States the rules that span several fields of one schema, which utoipa's attributes cannot
/// say: the calculator needs the waste in kg or else the monthly revenue with the share of it
/// wasted; a card's notes are the federal one and the emirates'.
fn state_cross_field_rules(document: &mut serde_json::Value) {
    use serde_json::{Value, json};

    if let Some(Value::Object(calculator)) =
        document.pointer_mut("/components/schemas/CalculateRequest")
    {
        calculator.insert(
            "anyOf".to_owned(),
            json!([
                {"required": ["food_wasted_kg"], "properties": {"food_wasted_kg": {"type": "number"}}},
                {
                    "required": ["monthly_revenue_aed", "current_waste_percentage"],
                    "properties": {
                        "monthly_revenue_aed": {"type": "number"},
                        "current_waste_percentage": {"type": "number"}
                    }
                }
            ]),
        );
    }
    if let Some(Value::Object(notes)) =
        document.pointer_mut("/components/schemas/CardBody/properties/notes")
    {
        let places: Vec<&str> = std::iter::once("federal")
            .chain(City::ALL.iter().map(|city| city.as_str()))
            .collect();
        notes.insert("required".to_owned(), json!(["federal"]));
        notes.insert(
            "propertyNames".to_owned(),
            json!({"pattern": format!("^({})$", places.join("|"))}),
        );
    }
}

/// Gives every free-text string a client sends (request bodies, however nested, and query
/// parameters) the [`schema::PLAIN_TEXT`] pattern, unless it already has a pattern, an enum or a
/// format, and writes in the patterns fields name (`$EMAIL`, see [`schema`]).
fn forbid_control_characters(document: &mut serde_json::Value) {
    use serde_json::Value;

    fn references(schema: &Value, found: &mut Vec<String>) {
        match schema {
            Value::Object(map) => {
                if let Some(Value::String(target)) = map.get("$ref")
                    && let Some(name) = target.strip_prefix("#/components/schemas/")
                {
                    found.push(name.to_owned());
                }
                map.values().for_each(|value| references(value, found));
            }
            Value::Array(items) => items.iter().for_each(|value| references(value, found)),
            _ => {}
        }
    }

    fn constrain(schema: &mut Value) {
        let Value::Object(map) = schema else { return };
        let is_string = match map.get("type") {
            Some(Value::String(kind)) => kind == "string",
            Some(Value::Array(kinds)) => kinds.iter().any(|kind| kind == "string"),
            _ => false,
        };
        if let Some(Value::String(pattern)) = map.get_mut("pattern")
            && let Some(named) = schema::named_pattern(pattern)
        {
            *pattern = named;
        }
        if is_string
            && !["pattern", "enum", "format", "$ref"]
                .iter()
                .any(|key| map.contains_key(*key))
        {
            map.insert(
                "pattern".to_owned(),
                Value::String(schema::PLAIN_TEXT.to_owned()),
            );
        }
        for key in [
            "properties",
            "items",
            "oneOf",
            "anyOf",
            "allOf",
            "additionalProperties",
        ] {
            match map.get_mut(key) {
                Some(Value::Object(children)) if key == "properties" => {
                    children.values_mut().for_each(constrain);
                }
                Some(Value::Array(children)) => children.iter_mut().for_each(constrain),
                Some(child @ Value::Object(_)) => constrain(child),
                _ => {}
            }
        }
    }

    let mut names = Vec::new();
    if let Some(Value::Object(paths)) = document.get_mut("paths") {
        for operation in paths
            .values_mut()
            .filter_map(Value::as_object_mut)
            .flat_map(|item| item.values_mut())
        {
            if let Some(body) = operation.get("requestBody") {
                references(body, &mut names);
                if let Some(Value::Object(content)) = operation.pointer_mut("/requestBody/content")
                {
                    content
                        .values_mut()
                        .filter_map(|media| media.get_mut("schema"))
                        .for_each(constrain);
                }
            }
            if let Some(Value::Array(parameters)) = operation.get_mut("parameters") {
                parameters
                    .iter_mut()
                    .filter(|parameter| parameter["in"] == "query")
                    .filter_map(|parameter| parameter.get_mut("schema"))
                    .for_each(constrain);
            }
        }
    }
    let Some(Value::Object(schemas)) = document.pointer_mut("/components/schemas") else {
        return;
    };
    let mut seen = std::collections::BTreeSet::new();
    while let Some(name) = names.pop() {
        if !seen.insert(name.clone()) {
            continue;
        }
        if let Some(schema) = schemas.get_mut(&name) {
            references(schema, &mut names);
            constrain(schema);
        }
    }
}
