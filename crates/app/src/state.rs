//! What every handler can reach: the domain services and the per-IP limits.

use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::Arc;

use actix_web::HttpRequest;
use batala_analytics::AnalyticsService;
use batala_ask::{AskService, GapService};
use batala_auth::AuthService;
use batala_calculator::CalculatorService;
use batala_events::EventService;
use batala_feedback::FeedbackService;
use batala_knowledge::{CardService, KnowledgeService, Retriever};
use batala_leaderboard::LeaderboardService;
use batala_postgres::Database;

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
    pub cookie_secure: bool,
}

impl std::fmt::Debug for AppState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AppState")
            .field("knowledge", &self.knowledge)
            .finish_non_exhaustive()
    }
}

/// The rate limits, per client IP.
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
    #[must_use]
    pub fn new(enabled: bool) -> Self {
        let per_minute = |n: u32| NonZeroU32::new(n).unwrap_or(NonZeroU32::MIN);
        Self {
            login: RateLimiter::per_minute(per_minute(5), enabled),
            admin_key: RateLimiter::per_minute(per_minute(120), enabled),
            ask: RateLimiter::per_minute(per_minute(20), enabled),
            feedback: RateLimiter::per_minute(per_minute(10), enabled),
            events: RateLimiter::per_minute(per_minute(120), enabled),
            event_submissions: RateLimiter::per_minute(per_minute(10), enabled),
        }
    }
}

/// The client's IP as this server sees it (the TCP peer). Behind a proxy, limit at the proxy.
#[must_use]
pub fn client_ip(req: &HttpRequest) -> IpAddr {
    req.peer_addr()
        .map_or(IpAddr::from([0, 0, 0, 0]), |addr| addr.ip())
}
