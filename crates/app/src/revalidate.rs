//! Revalidated public reads: a strong `ETag`, `Cache-Control`, and `304 Not Modified` for an
//! `If-None-Match` that names the current tag. The tag is a digest of the body, so whatever write
//! changes what a read returns (an admin's above all) changes its tag at once, with nothing to
//! invalidate.

use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, HeaderValue};
use actix_web::http::{Method, StatusCode};
use actix_web::middleware::Next;
use actix_web::{HttpResponse, error};
use sha2::{Digest, Sha256};

/// Data that changes only by an admin's action: fresh for a minute, then served stale while it
/// is revalidated for up to ten.
const ADMIN_DATA: &str = "public, max-age=60, stale-while-revalidate=600";

/// The public reads revalidated, by route, with their `Cache-Control`.
pub const PUBLIC_READS: [(&str, &str); 5] = [
    ("/api/leaderboard", ADMIN_DATA),
    ("/api/leaderboard/periods", ADMIN_DATA),
    ("/api/venues", ADMIN_DATA),
    ("/api/events", ADMIN_DATA),
    ("/api/answers/{slug}", ADMIN_DATA),
];

/// Gives a successful `GET` of a [`PUBLIC_READS`] route its tag and caching, and answers 304
/// when the request's `If-None-Match` already holds the tag.
///
/// # Errors
/// The inner service's error, or the body's own read error.
pub async fn public_reads(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let read = matches!(*req.method(), Method::GET | Method::HEAD);
    let response = next.call(req).await?;
    let cache_control = response
        .request()
        .match_pattern()
        .and_then(|pattern| PUBLIC_READS.iter().find(|(route, _)| *route == pattern))
        .map(|(_, cache_control)| *cache_control);
    let Some(cache_control) = cache_control.filter(|_| read && response.status() == StatusCode::OK)
    else {
        return Ok(response.map_into_boxed_body());
    };
    let (request, response) = response.into_parts();
    let (head, body) = response.into_parts();
    let body = actix_web::body::to_bytes(body)
        .await
        .map_err(|error| error::ErrorInternalServerError(error.into().to_string()))?;
    let tag = entity_tag(&body);
    let current = request
        .headers()
        .get(header::IF_NONE_MATCH)
        .and_then(|value| value.to_str().ok())
        .is_some_and(|value| names(value, &tag));
    let mut response = if current {
        HttpResponse::NotModified().finish()
    } else {
        head.set_body(BoxBody::new(body))
    };
    let headers = response.headers_mut();
    if let Ok(tag) = HeaderValue::from_str(&tag) {
        headers.insert(header::ETAG, tag);
    }
    headers.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static(cache_control),
    );
    Ok(ServiceResponse::new(request, response))
}

/// A strong tag: the first 128 bits of the body's SHA-256, quoted.
fn entity_tag(body: &[u8]) -> String {
    let digest = Sha256::digest(body);
    let hex: String = digest
        .iter()
        .take(16)
        .map(|byte| format!("{byte:02x}"))
        .collect();
    format!("\"{hex}\"")
}

/// Whether an `If-None-Match` value (`*` or a list of tags, weak ones too: RFC 9110 compares
/// them weakly) names `tag`.
fn names(if_none_match: &str, tag: &str) -> bool {
    if_none_match.trim() == "*"
        || if_none_match
            .split(',')
            .map(|candidate| candidate.trim().trim_start_matches("W/"))
            .any(|candidate| candidate == tag)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tag_is_a_quoted_digest_that_changes_with_the_body() {
        let tag = entity_tag(b"{\"periods\":[\"2025-09\"]}");
        assert_eq!(tag.len(), 34);
        assert!(tag.starts_with('"') && tag.ends_with('"'));
        assert_eq!(tag, entity_tag(b"{\"periods\":[\"2025-09\"]}"));
        assert_ne!(tag, entity_tag(b"{\"periods\":[\"2025-10\"]}"));
    }

    #[test]
    fn if_none_match_is_compared_weakly_across_a_list() {
        let tag = "\"abc\"";
        assert!(names("\"abc\"", tag));
        assert!(names("\"x\", W/\"abc\"", tag));
        assert!(names(" * ", tag));
        assert!(!names("\"abcd\"", tag));
        assert!(!names("abc", tag));
    }
}
