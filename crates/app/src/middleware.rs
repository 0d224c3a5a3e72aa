//! Cross-cutting response rules: security headers, the request id, and JSON bodies for errors
//! the framework produces on its own (unknown routes, wrong methods, oversized bodies).

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, HeaderName, HeaderValue};
use actix_web::middleware::{DefaultHeaders, ErrorHandlerResponse};
use actix_web::{HttpMessage, ResponseError};
use tracing_actix_web::RequestId;

use crate::error::ApiError;

/// Everything is self-hosted: no script, style, font or image comes from elsewhere.
const CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
    img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; \
    base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

/// Security headers for every response, errors included; HSTS only when cookies are Secure
/// (that is, when the site is served over HTTPS).
#[must_use]
pub fn security_headers(hsts: bool) -> DefaultHeaders {
    let headers = DefaultHeaders::new()
        .add((header::CONTENT_SECURITY_POLICY, CSP))
        .add((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .add((header::REFERRER_POLICY, "strict-origin-when-cross-origin"))
        .add((header::X_FRAME_OPTIONS, "DENY"))
        .add((
            HeaderName::from_static("permissions-policy"),
            "camera=(), microphone=(), geolocation=()",
        ));
    if hsts {
        headers.add((
            header::STRICT_TRANSPORT_SECURITY,
            "max-age=31536000; includeSubDomains",
        ))
    } else {
        headers
    }
}

/// Copies the request id of the log span into an `x-request-id` response header, so a user's
/// report can be matched to the logs.
pub async fn request_id_header<B: MessageBody>(
    req: ServiceRequest,
    next: actix_web::middleware::Next<B>,
) -> Result<ServiceResponse<B>, actix_web::Error> {
    let id = req.extensions().get::<RequestId>().map(ToString::to_string);
    let mut response = next.call(req).await?;
    if let Some(value) = id.and_then(|id| HeaderValue::from_str(&id).ok()) {
        response
            .headers_mut()
            .insert(HeaderName::from_static("x-request-id"), value);
    }
    Ok(response)
}

/// Gives an error response that is not JSON yet the one error body.
///
/// # Errors
/// Never: the signature is the one `ErrorHandlers` requires.
pub fn json_error_body<B: MessageBody + 'static>(
    response: ServiceResponse<B>,
) -> actix_web::Result<ErrorHandlerResponse<B>> {
    let is_json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"));
    if is_json {
        return Ok(ErrorHandlerResponse::Response(
            response.map_into_left_body(),
        ));
    }
    let status = response.status();
    let (req, old) = response.into_parts();
    let mut new = ApiError::for_status(status).error_response();
    // Keep headers such as Allow and Retry-After that the framework set.
    for (name, value) in old.headers() {
        if name != header::CONTENT_TYPE && name != header::CONTENT_LENGTH {
            new.headers_mut().insert(name.clone(), value.clone());
        }
    }
    Ok(ErrorHandlerResponse::Response(
        ServiceResponse::new(req, new).map_into_right_body(),
    ))
}
