//! Building the app, written once for `main` and the API tests alike: they differ only in the
//! `Config` they pass (tests bind port 0 and read the port back).

use std::net::TcpListener;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use actix_web::dev::{Server, fn_service};
use actix_web::middleware::{ErrorHandlers, from_fn};
use actix_web::{App, HttpResponse, HttpServer, web};
use anyhow::Context;
use batala_analytics::AnalyticsService;
use batala_ask::{AnswerGenerator, AskService, GapService, Translator, WithFallback};
use batala_auth::{AuthService, RateLimitStore, SessionPolicy, SystemClock};
use batala_calculator::CalculatorService;
use batala_events::EventService;
use batala_feedback::FeedbackService;
use batala_knowledge::{
    CardRetriever, CardService, Chunker, EmbedError, EmbedSide, Embedder, Embedding,
    HybridRetriever, KnowledgeService, KnowledgeStore, Language, Retriever,
};
use batala_leaderboard::LeaderboardService;
use batala_offline::{
    CorpusTranslator, DiskCachedEmbedder, OfflineAnswerGenerator, QueryCachedEmbedder,
};
use batala_openai::{OpenAiAnswerGenerator, OpenAiEmbedder, OpenAiTranslator};
use batala_postgres::PgEventStore;
use batala_postgres::{
    Database, PgAnalyticsStore, PgCalculatorSessionStore, PgCardStore, PgEntryStore,
    PgFeedbackStore, PgGapStore, PgKnowledgeStore, PgQaStore, PgRateLimitStore, PgSessionStore,
    PgVenueStore, PoolSettings, run_migrations,
};
use secrecy::ExposeSecret;
use tracing_actix_web::TracingLogger;
use utoipa_actix_web::AppExt;
use utoipa_swagger_ui::SwaggerUi;

use crate::config::Config;
use crate::metrics::{GeneratorKind, Metrics, Timed};
use crate::middleware::{
    json_error_body, reject_control_characters, request_id_header, security_headers,
};
use crate::state::{AppState, Limits};
use crate::{http, openapi, revalidate, spa};

/// The largest JSON body any endpoint accepts.
pub const JSON_LIMIT_BYTES: usize = 64 * 1024;
const HOUSEKEEPING_EVERY: Duration = Duration::from_secs(15 * 60);

/// A bound, ready-to-run server.
pub struct Application {
    port: u16,
    server: Server,
}

impl std::fmt::Debug for Application {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Application")
            .field("port", &self.port)
            .finish_non_exhaustive()
    }
}

impl Application {
    /// Migrates the database, wires the adapters into the services and binds the listener.
    ///
    /// # Errors
    /// When `ADMIN_KEY` is missing, the database cannot be migrated, or the address is taken.
    pub async fn build(config: Config) -> anyhow::Result<Self> {
        let admin_key = config.require_admin_key()?.clone();
        let database_url = config.database_url.expose_secret();
        let applied = run_migrations(database_url)
            .await
            .context("migrating the database")?;
        if !applied.is_empty() {
            tracing::info!(migrations = ?applied, "applied migrations");
        }
        let database = Database::connect(database_url, PoolSettings::default())?;

        let auth = AuthService::new(
            admin_key,
            Arc::new(PgSessionStore::new(database.clone())),
            Arc::new(SystemClock),
            SessionPolicy::default(),
        );
        let knowledge = Knowledge::wire(&config, &database)?;
        let metrics = Metrics::new()?;
        let (generator, translator): (Arc<dyn AnswerGenerator>, Arc<dyn Translator>) =
            match &config.openai {
                // The model answers and translates; when it fails or its reply fails the checks,
                // the offline composer and the knowledge base's translator do.
                Some(settings) => (
                    Arc::new(WithFallback::<dyn AnswerGenerator>::new(
                        Arc::new(Timed::new(
                            Arc::new(OpenAiAnswerGenerator::new(settings)?),
                            GeneratorKind::Model,
                            metrics.clone(),
                        )),
                        Arc::new(Timed::new(
                            Arc::new(OfflineAnswerGenerator),
                            GeneratorKind::Offline,
                            metrics.clone(),
                        )),
                    )),
                    Arc::new(WithFallback::<dyn Translator>::new(
                        Arc::new(OpenAiTranslator::new(settings)?),
                        Arc::new(CorpusTranslator::from_corpus()?),
                    )),
                ),
                None => (
                    Arc::new(Timed::new(
                        Arc::new(OfflineAnswerGenerator),
                        GeneratorKind::Offline,
                        metrics.clone(),
                    )),
                    Arc::new(CorpusTranslator::from_corpus()?),
                ),
            };
        let ask = AskService::new(
            knowledge.retriever.clone(),
            Arc::new(knowledge.cards.clone()),
            generator,
            translator,
            Arc::new(PgQaStore::new(database.clone())),
        );
        let state = web::Data::new(AppState {
            auth,
            analytics: AnalyticsService::new(Arc::new(PgAnalyticsStore::new(database.clone()))),
            ask,
            feedback: FeedbackService::new(Arc::new(PgFeedbackStore::new(database.clone()))),
            gaps: GapService::new(Arc::new(PgGapStore::new(database.clone()))),
            cards: knowledge.cards.clone(),
            calculator: CalculatorService::new(Arc::new(PgCalculatorSessionStore::new(
                database.clone(),
            ))),
            leaderboard: leaderboard_service(&database),
            events: events_service(&database),
            knowledge: knowledge.service,
            retriever: knowledge.retriever,
            embeddings: knowledge.embedding_client,
            limits: Limits::new(config.rate_limits.then(|| {
                Arc::new(PgRateLimitStore::new(database.clone())) as Arc<dyn RateLimitStore>
            })),
            trusted_proxies: config.trusted_proxies.clone(),
            cookie_secure: config.cookie_secure,
            database,
            warmed_up: AtomicBool::new(false),
            metrics: metrics.clone(),
        });
        spawn_housekeeping(state.clone());
        spawn_warm_up(state.clone());

        let document = openapi::document();
        let openapi_json = web::Data::new(OpenApiJson(openapi::to_json(&document)?));
        let routes = Arc::new(spa::Routes::from_document(&document));
        let listener = TcpListener::bind(config.bind_addr)
            .with_context(|| format!("binding {}", config.bind_addr))?;
        let port = listener.local_addr()?.port();
        let hsts = config.cookie_secure;
        let dist = config.frontend_dir.clone();

        let server = HttpServer::new(move || {
            let (dist, routes) = (dist.clone(), routes.clone());
            App::new()
                .app_data(state.clone())
                .app_data(openapi_json.clone())
                .app_data(http::json_config(JSON_LIMIT_BYTES))
                // The most any JSON body may weigh (add-content's), read whole by the control
                // character check; each endpoint's own JSON limit then applies.
                .app_data(web::PayloadConfig::new(
                    http::knowledge::ADD_CONTENT_LIMIT_BYTES,
                ))
                .app_data(http::query_config())
                .app_data(http::path_config())
                .wrap(from_fn(revalidate::public_reads))
                .wrap(from_fn(reject_control_characters))
                .wrap(ErrorHandlers::new().default_handler(json_error_body))
                .wrap(from_fn(request_id_header))
                .wrap(TracingLogger::default())
                .wrap(security_headers(hsts))
                .wrap(metrics.http())
                .into_utoipa_app()
                .configure(http::routes)
                .into_app()
                .route("/api/openapi.json", web::get().to(serve_openapi))
                .route("/api/docs", web::get().to(docs_redirect))
                .service(
                    SwaggerUi::new("/api/docs/{_:.*}")
                        .config(utoipa_swagger_ui::Config::new(["/api/openapi.json"])),
                )
                .default_service(fn_service(move |req| {
                    let (dist, routes) = (dist.clone(), routes.clone());
                    async move { spa::fallback(dist, &routes, req).await }
                }))
        })
        .listen(listener)?
        .shutdown_timeout(10)
        .run();

        Ok(Self { port, server })
    }

    /// The port the server listens on.
    #[must_use]
    pub fn port(&self) -> u16 {
        self.port
    }

    /// Serves until SIGINT or SIGTERM, then finishes the requests in flight (graceful shutdown).
    ///
    /// # Errors
    /// When the server fails.
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        self.server.await
    }
}

/// How many recent questions keep their query vector in memory.
const QUERY_CACHE_CAPACITY: usize = 4096;

/// The knowledge base's services, on the embedder the configuration chooses.
pub struct Knowledge {
    pub service: KnowledgeService,
    pub retriever: Arc<dyn Retriever>,
    /// The guidance cards: seeding and finding the card for a question.
    pub cards: CardService,
    /// The embedder for ingestion and seeding (vectors cached on disk when configured).
    pub ingest_embedder: Arc<dyn Embedder>,
    /// The embedder of questions, with the recent ones' vectors in memory (the retriever's).
    pub query_embedder: Arc<dyn Embedder>,
    /// The configured embedding server's client, for its metrics; `None` without one.
    pub embedding_client: Option<Arc<OpenAiEmbedder>>,
}

impl std::fmt::Debug for Knowledge {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Knowledge")
            .field("service", &self.service)
            .finish_non_exhaustive()
    }
}

impl Knowledge {
    /// The configured OpenAI-compatible embedder (the local e5 server, OpenAI, any other), its
    /// vectors cached on disk for ingestion and in memory for questions; without one, retrieval
    /// by full text alone. Says which in the log.
    ///
    /// # Errors
    /// When the embedder's HTTP client cannot be built.
    pub fn wire(config: &Config, database: &Database) -> anyhow::Result<Self> {
        let client = match &config.embeddings {
            Some(settings) => {
                tracing::info!(embeddings = %settings.describe(), "embeddings");
                Some(Arc::new(OpenAiEmbedder::new(settings)?))
            }
            None => {
                tracing::warn!(
                    "embeddings: none configured (EMBEDDINGS_BASE_URL or OPENAI_API_KEY); \
                     retrieval by full text alone"
                );
                None
            }
        };
        let embedder: Arc<dyn Embedder> = match &client {
            Some(client) => client.clone(),
            None => Arc::new(NoEmbedder),
        };
        let passages: Arc<dyn Embedder> = match &config.embeddings_cache_dir {
            Some(dir) => Arc::new(DiskCachedEmbedder::new(embedder.clone(), dir.clone())),
            None => embedder.clone(),
        };
        let queries: Arc<dyn Embedder> =
            Arc::new(QueryCachedEmbedder::new(embedder, QUERY_CACHE_CAPACITY));
        let store: Arc<dyn KnowledgeStore> = Arc::new(PgKnowledgeStore::new(database.clone()));
        Ok(Self {
            service: KnowledgeService::new(store.clone(), passages.clone(), Chunker::default()),
            retriever: Arc::new(HybridRetriever::new(queries.clone(), store)),
            cards: CardService::new(
                Arc::new(PgCardStore::new(database.clone())),
                passages.clone(),
                queries.clone(),
            ),
            ingest_embedder: passages,
            query_embedder: queries,
            embedding_client: client,
        })
    }
}

/// The embedder when none is configured: always unavailable, so retrieval uses full text and
/// chunks are stored without vectors until `batala reindex` runs with an embedder.
#[derive(Debug)]
struct NoEmbedder;

#[async_trait::async_trait]
impl Embedder for NoEmbedder {
    fn id(&self) -> &'static str {
        "none"
    }

    async fn embed(&self, _: EmbedSide, _: &[String]) -> Result<Vec<Embedding>, EmbedError> {
        Err(EmbedError::Unavailable(
            "no embedding server is configured".to_owned(),
        ))
    }
}

/// The venue and leaderboard service on PostgreSQL.
#[must_use]
pub fn leaderboard_service(database: &Database) -> LeaderboardService {
    LeaderboardService::new(
        Arc::new(PgVenueStore::new(database.clone())),
        Arc::new(PgEntryStore::new(database.clone())),
    )
}

/// The events service on PostgreSQL.
#[must_use]
pub fn events_service(database: &Database) -> EventService {
    EventService::new(Arc::new(PgEventStore::new(database.clone())))
}

struct OpenApiJson(String);

async fn serve_openapi(json: web::Data<OpenApiJson>) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("application/json")
        .body(json.0.clone())
}

async fn docs_redirect() -> HttpResponse {
    HttpResponse::PermanentRedirect()
        .insert_header(("location", "/api/docs/"))
        .finish()
}

/// Loads the guidance cards into memory and opens the embedding server's connection with one
/// search, so the first visitor's question is as fast as the rest; then `/readyz` says ready. A
/// failed search (the database down) leaves the loading to the first question.
fn spawn_warm_up(state: web::Data<AppState>) {
    tokio::spawn(async move {
        let question = ["How long can cooked rice stay in the fridge?".to_owned()];
        if let Err(error) = state.cards.find(&question, Language::En, 1).await {
            tracing::warn!(%error, "could not warm up the guidance cards");
        }
        state.warmed_up.store(true, Ordering::Release);
    });
}

/// Every instance forgets expired admin sessions and spent rate-limit windows now and then; the
/// deletes are idempotent, so instances need not take turns.
fn spawn_housekeeping(state: web::Data<AppState>) {
    let rate_limits = PgRateLimitStore::new(state.database.clone());
    tokio::spawn(async move {
        let mut every = tokio::time::interval(HOUSEKEEPING_EVERY);
        loop {
            every.tick().await;
            match state.auth.purge_expired().await {
                Ok(0) => {}
                Ok(purged) => tracing::info!(purged, "purged expired admin sessions"),
                Err(error) => tracing::warn!(?error, "could not purge expired admin sessions"),
            }
            if let Err(error) = rate_limits.sweep().await {
                tracing::warn!(?error, "could not sweep the rate-limit windows");
            }
        }
    });
}
