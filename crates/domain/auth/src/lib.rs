//! Admin sign-in: the shared admin key, checked in constant time, and server-side admin sessions.
//!
//! The browser never keeps the key: a successful [`AuthService::login`] returns a random
//! [`SessionToken`] for an HttpOnly cookie. Only the token's SHA-256 digest ([`SessionDigest`]) is
//! stored, so a leaked `sessions` table opens no session. Sign-in attempts and the other costly
//! or sensitive requests are limited per client by quotas every instance shares ([`RateLimitStore`]).

mod key;
mod rate_limit;
mod service;
mod session;

pub use key::{AdminKey, AdminKeyError};
pub use rate_limit::{Admission, Quota, RateLimitStore};
pub use service::{AuthError, AuthService, Clock, LoginError, LogoutError, SystemClock};
pub use session::{AdminSession, SessionDigest, SessionPolicy, SessionStore, SessionToken};

#[cfg(any(test, feature = "mocks"))]
pub use rate_limit::MockRateLimitStore;
#[cfg(any(test, feature = "mocks"))]
pub use session::MockSessionStore;
