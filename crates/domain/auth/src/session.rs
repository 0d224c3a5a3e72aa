use std::fmt;

use chrono::{DateTime, Duration, Utc};
use rand::RngCore;
use sha2::{Digest, Sha256};

/// The secret a browser holds in its session cookie: 32 random bytes, hex-encoded.
/// Its `Debug` output never shows the token.
#[derive(Clone, PartialEq, Eq)]
pub struct SessionToken(String);

impl SessionToken {
    const BYTES: usize = 32;

    /// A fresh token from the operating system's random number generator.
    #[must_use]
    pub fn generate() -> Self {
        let mut bytes = [0_u8; Self::BYTES];
        rand::rng().fill_bytes(&mut bytes);
        Self(hex(&bytes))
    }

    /// Reads a token back from a cookie; `None` unless it has the shape of one we issued.
    #[must_use]
    pub fn parse(raw: &str) -> Option<Self> {
        let well_formed = raw.len() == Self::BYTES * 2
            && raw
                .bytes()
                .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b));
        well_formed.then(|| Self(raw.to_owned()))
    }

    /// The cookie value.
    #[must_use]
    pub fn expose(&self) -> &str {
        &self.0
    }

    /// What the store keeps in place of the token.
    #[must_use]
    pub fn digest(&self) -> SessionDigest {
        SessionDigest(hex(&Sha256::digest(self.0.as_bytes())))
    }
}

impl fmt::Debug for SessionToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SessionToken(…)")
    }
}

/// The SHA-256 digest of a [`SessionToken`], hex-encoded: the session's key in the store.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SessionDigest(String);

impl SessionDigest {
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Rebuilds a digest read back from the store.
    #[must_use]
    pub fn from_stored(digest: String) -> Self {
        Self(digest)
    }
}

fn hex(bytes: &[u8]) -> String {
    use fmt::Write;
    bytes
        .iter()
        .fold(String::with_capacity(bytes.len() * 2), |mut out, b| {
            let _ = write!(out, "{b:02x}");
            out
        })
}

/// How long an admin session lives: it ends after `idle` without use, and after `absolute`
/// whatever happens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SessionPolicy {
    pub idle: Duration,
    pub absolute: Duration,
}

impl Default for SessionPolicy {
    fn default() -> Self {
        Self {
            idle: Duration::hours(2),
            absolute: Duration::hours(12),
        }
    }
}

/// A signed-in admin's session as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AdminSession {
    pub digest: SessionDigest,
    pub created_at: DateTime<Utc>,
    /// When the session ends if it is not used again (never after `absolute_expires_at`).
    pub expires_at: DateTime<Utc>,
    pub absolute_expires_at: DateTime<Utc>,
}

impl AdminSession {
    /// A new session starting at `now` under `policy`.
    #[must_use]
    pub fn start(digest: SessionDigest, now: DateTime<Utc>, policy: SessionPolicy) -> Self {
        let absolute_expires_at = now + policy.absolute;
        Self {
            digest,
            created_at: now,
            expires_at: (now + policy.idle).min(absolute_expires_at),
            absolute_expires_at,
        }
    }
}

/// Where admin sessions live. Shared by every app instance, so the app itself stays stateless.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait SessionStore: Send + Sync {
    /// Stores a new session.
    ///
    /// # Errors
    /// Only infrastructure failures, as `anyhow::Error` (wrapping `batala_kernel::Unavailable`
    /// when the store cannot be reached).
    async fn create(&self, session: &AdminSession) -> anyhow::Result<()>;

    /// Finds the live session with this digest (its `expires_at` after `now`) and moves its
    /// idle expiry to `idle_until`, capped at its absolute expiry, in one statement.
    /// MUST return `Ok(None)` when no such session exists or it has expired.
    ///
    /// # Errors
    /// Only infrastructure failures.
    async fn touch(
        &self,
        digest: &SessionDigest,
        now: DateTime<Utc>,
        idle_until: DateTime<Utc>,
    ) -> anyhow::Result<Option<AdminSession>>;

    /// Deletes the session; deleting one that does not exist is not an error.
    ///
    /// # Errors
    /// Only infrastructure failures.
    async fn delete(&self, digest: &SessionDigest) -> anyhow::Result<()>;

    /// Deletes every session that expired before `now`, returning how many went.
    ///
    /// # Errors
    /// Only infrastructure failures.
    async fn delete_expired(&self, now: DateTime<Utc>) -> anyhow::Result<u64>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_tokens_are_64_hex_characters_and_differ() {
        let (a, b) = (SessionToken::generate(), SessionToken::generate());
        assert_eq!(a.expose().len(), 64);
        assert_ne!(a, b);
        assert_eq!(SessionToken::parse(a.expose()), Some(a));
    }

    #[test]
    fn parse_refuses_anything_we_did_not_issue() {
        assert_eq!(SessionToken::parse(""), None);
        assert_eq!(SessionToken::parse(&"g".repeat(64)), None);
        assert_eq!(SessionToken::parse(&"A".repeat(64)), None);
        assert_eq!(SessionToken::parse(&"a".repeat(63)), None);
    }

    #[test]
    fn the_digest_is_stable_and_hides_the_token() {
        let token = SessionToken::generate();
        assert_eq!(token.digest(), token.digest());
        assert_ne!(token.digest().as_str(), token.expose());
        assert!(!format!("{token:?}").contains(token.expose()));
    }

    #[test]
    fn a_new_session_expires_at_the_idle_limit_but_never_after_the_absolute_one() {
        let now = Utc::now();
        let digest = SessionToken::generate().digest();
        let policy = SessionPolicy {
            idle: Duration::minutes(30),
            absolute: Duration::hours(8),
        };
        let session = AdminSession::start(digest.clone(), now, policy);
        assert_eq!(session.expires_at, now + Duration::minutes(30));
        assert_eq!(session.absolute_expires_at, now + Duration::hours(8));

        let short = SessionPolicy {
            idle: Duration::hours(9),
            absolute: Duration::hours(8),
        };
        assert_eq!(
            AdminSession::start(digest, now, short).expires_at,
            now + Duration::hours(8)
        );
    }
}
