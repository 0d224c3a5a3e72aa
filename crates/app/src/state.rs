//! What every handler can reach: the domain services, the rate limits and the trusted proxies.

use std::num::NonZeroU32;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use batala_analytics::AnalyticsService;
use batala_ask::{AskService, GapService};
use batala_auth::{AuthService, RateLimitStore};
use batala_calculator::CalculatorService;
use batala_events::EventService;
use batala_feedback::FeedbackService;
use batala_knowledge::{CardService, KnowledgeService, Retriever};
use batala_leaderboard::LeaderboardService;
use batala_postgres::Database;

use crate::client::TrustedProxies;
use crate::metrics::Metrics;
use crate::rate_limit::RateLimiter;

/// Shared application state, one per process.
pub struct AppState {
    pub auth: AuthService,
    pub analytics: AnalyticsService,
    pub ask: AskService,
    pub feedback: FeedbackService,
    /// Knowledge gaps: unsure, uncovered or unhelpful answers, for admins to review.
    pub gaps: GapService,
    /// The guidance cards, which admins list, write and retire.
    pub cards: CardService,
    pub calculator: CalculatorService,
    pub leaderboard: LeaderboardService,
    pub events: EventService,
    pub knowledge: KnowledgeService,
    pub retriever: Arc<dyn Retriever>,
    /// The embedding server's client, for `/metrics`; `None` when none is configured.
    pub embeddings: Option<Arc<batala_openai::OpenAiEmbedder>>,
    pub database: Database,
    pub limits: Limits,
    /// The reverse proxies whose forwarding headers name the client.
    pub trusted_proxies: TrustedProxies,
    pub cookie_secure: bool,
    /// Set once the guidance cards are in memory: `/readyz` answers 503 until then, so a load
    /// balancer sends no question to a cold instance.
    pub warmed_up: AtomicBool,
    pub metrics: Metrics,
}

impl std::fmt::Debug for AppState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AppState")
            .field("knowledge", &self.knowledge)
            .finish_non_exhaustive()
    }
}

/// The rate limits, per client, shared by every instance.
#[derive(Debug)]
pub struct Limits {
    /// Sign-in attempts: 5 a minute.
    pub login: RateLimiter,
    /// Requests authenticated by the `x-admin-key` header: 120 a minute.
    pub admin_key: RateLimiter,
    /// Questions and translations: 20 a minute.
    pub ask: RateLimiter,
    /// Feedback: 10 a minute.
    pub feedback: RateLimiter,
    /// Usage events: 120 a minute.
    pub events: RateLimiter,
    /// Event submissions: 10 a minute.
    pub event_submissions: RateLimiter,
}

impl Limits {
    /// The limits counted in `store`; `None` switches them off.
    #[must_use]
    pub fn new(store: Option<Arc<dyn RateLimitStore>>) -> Self {
        let limit = |route: &'static str, n: u32| {
            RateLimiter::per_minute(
                route,
                NonZeroU32::new(n).unwrap_or(NonZeroU32::MIN),
                store.clone(),
            )
        };
        Self {
            login: limit("login", 5),
            admin_key: limit("admin_key", 120),
            ask: limit("ask", 20),
            feedback: limit("feedback", 10),
            events: limit("usage_events", 120),
            event_submissions: limit("event_submissions", 10),
        }
    }
}
