//! The anonymous first-party visitor cookie: counts unique users in analytics without IPs.

use actix_web::HttpRequest;
use actix_web::cookie::time::Duration as CookieDuration;
use actix_web::cookie::{Cookie, SameSite};
use rand::RngCore;

pub const VISITOR_COOKIE: &str = "batala_visitor";

/// The visitor's id, and the cookie to set when the request carried none.
#[must_use]
pub fn visitor(req: &HttpRequest, secure: bool) -> (String, Option<Cookie<'static>>) {
    if let Some(id) = req
        .cookie(VISITOR_COOKIE)
        .map(|c| c.value().to_owned())
        .filter(|v| is_visitor_id(v))
    {
        return (id, None);
    }
    let mut bytes = [0_u8; 16];
    rand::rng().fill_bytes(&mut bytes);
    let id: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    let cookie = Cookie::build(VISITOR_COOKIE, id.clone())
        .path("/")
        .http_only(true)
        .same_site(SameSite::Lax)
        .secure(secure)
        .max_age(CookieDuration::days(365))
        .finish();
    (id, Some(cookie))
}

fn is_visitor_id(value: &str) -> bool {
    value.len() == 32 && value.bytes().all(|b| b.is_ascii_hexdigit())
}
