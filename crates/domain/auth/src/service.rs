use std::sync::Arc;

use chrono::{DateTime, Utc};

use crate::key::AdminKey;
use crate::session::{AdminSession, SessionPolicy, SessionStore, SessionToken};

/// Tells the time; a port so that session expiry can be tested without waiting.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait Clock: Send + Sync {
    fn now(&self) -> DateTime<Utc>;
}

/// The wall clock.
#[derive(Debug, Clone, Copy, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> DateTime<Utc> {
        Utc::now()
    }
}

/// Why a sign-in failed.
#[derive(Debug, thiserror::Error)]
pub enum LoginError {
    #[error("Admin key is required")]
    KeyRequired,
    #[error("Invalid admin key")]
    WrongKey,
    #[error(transparent)]
    Unknown(#[from] anyhow::Error),
}

/// Why a request is not an admin's.
#[derive(Debug, thiserror::Error)]
pub enum AuthError {
    #[error("Authentication required")]
    Unauthenticated,
    #[error(transparent)]
    Unknown(#[from] anyhow::Error),
}

/// Why signing out failed.
#[derive(Debug, thiserror::Error)]
pub enum LogoutError {
    #[error(transparent)]
    Unknown(#[from] anyhow::Error),
}

/// The admin sign-in use cases.
pub struct AuthService {
    key: AdminKey,
    sessions: Arc<dyn SessionStore>,
    clock: Arc<dyn Clock>,
    policy: SessionPolicy,
}

impl std::fmt::Debug for AuthService {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AuthService")
            .field("policy", &self.policy)
            .finish_non_exhaustive()
    }
}

impl AuthService {
    #[must_use]
    pub fn new(
        key: AdminKey,
        sessions: Arc<dyn SessionStore>,
        clock: Arc<dyn Clock>,
        policy: SessionPolicy,
    ) -> Self {
        Self {
            key,
            sessions,
            clock,
            policy,
        }
    }

    /// Checks the admin key and opens a session. The candidate is trimmed first, as the
    /// sign-in form does.
    ///
    /// # Errors
    /// [`LoginError::KeyRequired`] for a blank key, [`LoginError::WrongKey`] for any other key.
    pub async fn login(&self, candidate: &str) -> Result<SessionToken, LoginError> {
        let candidate = candidate.trim();
        if candidate.is_empty() {
            return Err(LoginError::KeyRequired);
        }
        if !self.key.matches(candidate) {
            return Err(LoginError::WrongKey);
        }
        let token = SessionToken::generate();
        let session = AdminSession::start(token.digest(), self.clock.now(), self.policy);
        self.sessions.create(&session).await?;
        Ok(token)
    }

    /// Accepts a request that carries the admin key itself (the `x-admin-key` header).
    ///
    /// # Errors
    /// [`AuthError::Unauthenticated`] unless the key matches.
    pub fn authenticate_key(&self, candidate: &str) -> Result<(), AuthError> {
        if self.key.matches(candidate.trim()) {
            Ok(())
        } else {
            Err(AuthError::Unauthenticated)
        }
    }

    /// Accepts a request that carries a live session cookie, extending the session's idle expiry.
    ///
    /// # Errors
    /// [`AuthError::Unauthenticated`] when the cookie is malformed, unknown or expired.
    pub async fn authenticate_session(&self, cookie: &str) -> Result<AdminSession, AuthError> {
        let token = SessionToken::parse(cookie).ok_or(AuthError::Unauthenticated)?;
        let now = self.clock.now();
        self.sessions
            .touch(&token.digest(), now, now + self.policy.idle)
            .await?
            .ok_or(AuthError::Unauthenticated)
    }

    /// Ends the session behind a cookie, if any; signing out twice is fine.
    ///
    /// # Errors
    /// Only infrastructure failures.
    pub async fn logout(&self, cookie: &str) -> Result<(), LogoutError> {
        if let Some(token) = SessionToken::parse(cookie) {
            self.sessions.delete(&token.digest()).await?;
        }
        Ok(())
    }

    /// Removes expired sessions from the store.
    ///
    /// # Errors
    /// Only infrastructure failures.
    pub async fn purge_expired(&self) -> anyhow::Result<u64> {
        self.sessions.delete_expired(self.clock.now()).await
    }

    /// How long a session may go unused.
    #[must_use]
    pub fn policy(&self) -> SessionPolicy {
        self.policy
    }
}

#[cfg(test)]
mod tests {
    use chrono::{Duration, TimeZone};
    use mockall::predicate::{always, eq};

    use super::*;
    use crate::session::MockSessionStore;

    const KEY: &str = "an-admin-key-that-is-long-enough-0123";

    fn fixed_clock() -> (Arc<MockClock>, DateTime<Utc>) {
        let now = Utc
            .with_ymd_and_hms(2026, 11, 22, 8, 0, 0)
            .single()
            .unwrap_or_default();
        let mut clock = MockClock::new();
        clock.expect_now().return_const(now);
        (Arc::new(clock), now)
    }

    fn service(store: MockSessionStore) -> AuthService {
        let (clock, _) = fixed_clock();
        let key = AdminKey::parse(KEY).unwrap_or_else(|e| panic!("{e}"));
        AuthService::new(key, Arc::new(store), clock, SessionPolicy::default())
    }

    #[tokio::test]
    async fn login_with_the_right_key_stores_a_session_for_the_returned_token() {
        let (_, now) = fixed_clock();
        let mut store = MockSessionStore::new();
        store
            .expect_create()
            .withf(move |session| {
                session.created_at == now
                    && session.expires_at == now + Duration::hours(2)
                    && session.absolute_expires_at == now + Duration::hours(12)
            })
            .times(1)
            .returning(|_| Ok(()));

        let token = service(store).login(&format!("  {KEY}\n")).await;

        assert!(matches!(token, Ok(ref t) if t.expose().len() == 64));
    }

    #[tokio::test]
    async fn login_with_a_blank_key_asks_for_the_key_and_stores_nothing() {
        let mut store = MockSessionStore::new();
        store.expect_create().never();

        let result = service(store).login("   ").await;

        assert!(matches!(result, Err(LoginError::KeyRequired)));
        assert_eq!(LoginError::KeyRequired.to_string(), "Admin key is required");
    }

    #[tokio::test]
    async fn login_with_a_wrong_key_is_refused_and_stores_nothing() {
        let mut store = MockSessionStore::new();
        store.expect_create().never();

        let result = service(store)
            .login("not-the-key-but-also-quite-long-0000")
            .await;

        assert!(matches!(result, Err(LoginError::WrongKey)));
    }

    #[tokio::test]
    async fn login_reports_a_store_failure_as_unknown() {
        let mut store = MockSessionStore::new();
        store
            .expect_create()
            .returning(|_| Err(anyhow::anyhow!("database down")));

        let result = service(store).login(KEY).await;

        assert!(matches!(result, Err(LoginError::Unknown(_))));
    }

    #[tokio::test]
    async fn a_live_session_is_accepted_and_its_idle_expiry_extended() {
        let (_, now) = fixed_clock();
        let token = SessionToken::generate();
        let session = AdminSession::start(token.digest(), now, SessionPolicy::default());
        let returned = session.clone();
        let mut store = MockSessionStore::new();
        store
            .expect_touch()
            .with(eq(token.digest()), eq(now), eq(now + Duration::hours(2)))
            .times(1)
            .returning(move |_, _, _| Ok(Some(returned.clone())));

        let result = service(store).authenticate_session(token.expose()).await;

        assert!(matches!(result, Ok(s) if s == session));
    }

    #[tokio::test]
    async fn an_expired_or_unknown_session_is_unauthenticated() {
        let mut store = MockSessionStore::new();
        store.expect_touch().returning(|_, _, _| Ok(None));

        let result = service(store)
            .authenticate_session(SessionToken::generate().expose())
            .await;

        assert!(matches!(result, Err(AuthError::Unauthenticated)));
    }

    #[tokio::test]
    async fn a_malformed_cookie_is_refused_without_asking_the_store() {
        let mut store = MockSessionStore::new();
        store.expect_touch().never();

        let result = service(store)
            .authenticate_session("'; drop table sessions; --")
            .await;

        assert!(matches!(result, Err(AuthError::Unauthenticated)));
    }

    #[tokio::test]
    async fn the_admin_key_header_is_checked_against_the_key() {
        let service = service(MockSessionStore::new());
        assert!(service.authenticate_key(KEY).is_ok());
        assert!(matches!(
            service.authenticate_key("nope"),
            Err(AuthError::Unauthenticated)
        ));
    }

    #[tokio::test]
    async fn logout_deletes_the_session_behind_the_cookie() {
        let token = SessionToken::generate();
        let mut store = MockSessionStore::new();
        store
            .expect_delete()
            .with(eq(token.digest()))
            .times(1)
            .returning(|_| Ok(()));

        assert!(service(store).logout(token.expose()).await.is_ok());
    }

    #[tokio::test]
    async fn logout_with_a_malformed_cookie_does_nothing() {
        let mut store = MockSessionStore::new();
        store.expect_delete().with(always()).never();

        assert!(service(store).logout("garbage").await.is_ok());
    }

    #[tokio::test]
    async fn purging_removes_sessions_expired_by_now() {
        let (_, now) = fixed_clock();
        let mut store = MockSessionStore::new();
        store
            .expect_delete_expired()
            .with(eq(now))
            .times(1)
            .returning(|_| Ok(3));

        assert!(matches!(service(store).purge_expired().await, Ok(3)));
    }
}
