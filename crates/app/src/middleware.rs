//! Cross-cutting rules: no control characters in text input, security headers, the request id,
//! and JSON bodies for errors the framework produces on its own (unknown routes, oversized bodies).

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

/// The message for text that carries control characters.
pub const CONTROL_CHARACTERS: &str =
    "Text must not contain control characters such as NUL (only tabs and line breaks are allowed).";

/// Refuses, with a 400, a query string or JSON body whose text carries a control character other
/// than a tab or a line break: PostgreSQL cannot store NUL, and none belongs in anything a person
/// types. A JSON body can only carry them escaped (`\u0000`), so the raw bytes tell.
///
/// # Errors
/// The 400 [`ApiError`], or the body's own read error.
pub async fn reject_control_characters(
    mut req: ServiceRequest,
    next: actix_web::middleware::Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    if has_control_character(req.query_string(), b'%') {
        return Err(ApiError::validation(CONTROL_CHARACTERS).into());
    }
    let json = req
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|value| value.as_bytes().starts_with(b"application/json"));
    if json {
        // A body over the largest limit is a 413, in the one error body.
        let body = req
            .extract::<actix_web::web::Bytes>()
            .await
            .map_err(|error| ApiError::for_status(error.as_response_error().status_code()))?;
        if std::str::from_utf8(&body).is_ok_and(|text| has_control_character(text, b'\\')) {
            return Err(ApiError::validation(CONTROL_CHARACTERS).into());
        }
        req.set_payload(body.into());
    }
    next.call(req).await
}

/// Whether `text` holds a control character, raw or escaped as `%XX` (a query string) or
/// `\u00XX` (a JSON string), tab, line feed and carriage return aside.
fn has_control_character(text: &str, escape: u8) -> bool {
    let allowed = |code: u8| matches!(code, 0x09 | 0x0A | 0x0D);
    let is_control = |code: u8| (code < 0x20 || code == 0x7F) && !allowed(code);
    if text.bytes().any(is_control) {
        return true;
    }
    let bytes = text.as_bytes();
    let hex = |digits: &[u8]| {
        std::str::from_utf8(digits)
            .ok()
            .and_then(|digits| u8::from_str_radix(digits, 16).ok())
    };
    (0..bytes.len()).any(|i| {
        let code = match escape {
            b'%' if bytes[i] == b'%' => bytes.get(i + 1..i + 3).and_then(hex),
            // `\u00XX`, unless the backslash is itself escaped (`\\u0000` is the text "\u0000").
            b'\\'
                if bytes[i] == b'\\'
                    && bytes.get(i + 1..i + 4) == Some(b"u00".as_slice())
                    && bytes[..i].iter().rev().take_while(|b| **b == b'\\').count() % 2 == 0 =>
            {
                bytes.get(i + 4..i + 6).and_then(hex)
            }
            _ => None,
        };
        code.is_some_and(is_control)
    })
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

#[cfg(test)]
mod control_character_tests {
    use super::has_control_character;

    #[test]
    fn escaped_or_raw_control_characters_are_found() {
        assert!(has_control_character(r#"{"content":"a\u0000b"}"#, b'\\'));
        assert!(has_control_character(r#"{"content":"a\u001Fb"}"#, b'\\'));
        assert!(has_control_character(r#"{"content":"a\u007fb"}"#, b'\\'));
        assert!(has_control_character("q=a%00b", b'%'));
        assert!(has_control_character("q=a%1b", b'%'));
        assert!(has_control_character("q=a\u{7}", b'%'));
    }

    #[test]
    fn tabs_line_breaks_and_escaped_backslashes_are_fine() {
        assert!(!has_control_character(
            r#"{"content":"a\nb\tc\u000Ad"}"#,
            b'\\'
        ));
        assert!(!has_control_character(
            r#"{"content":"C:\\u0000 is text"}"#,
            b'\\'
        ));
        assert!(!has_control_character(
            r#"{"content":"\u00e9t\u00e9"}"#,
            b'\\'
        ));
        assert!(!has_control_character("q=rice%20and%0Abeans&page=2", b'%'));
    }
}
