use std::time::Duration;

use deadpool::Runtime;
use diesel::sql_types::Integer;
use diesel::{ConnectionError, IntoSql};
use diesel_async::pooled_connection::deadpool::{Object, Pool};
use diesel_async::pooled_connection::{
    AsyncDieselConnectionManager, ManagerConfig, RecyclingMethod,
};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use futures_util::FutureExt;

use crate::error::{pool_error, query_error};
use crate::sql_functions::set_config;

/// Limits that keep a slow or absent database from stalling requests: a request waits at most
/// `wait_timeout` for a pooled connection, a new connection at most `create_timeout`, and a
/// statement runs at most `statement_timeout`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PoolSettings {
    pub max_size: usize,
    pub wait_timeout: Duration,
    pub create_timeout: Duration,
    pub statement_timeout: Duration,
}

impl Default for PoolSettings {
    fn default() -> Self {
        Self {
            max_size: 16,
            wait_timeout: Duration::from_secs(2),
            create_timeout: Duration::from_secs(2),
            statement_timeout: Duration::from_secs(10),
        }
    }
}

/// How the pool stands now: for readiness and metrics.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PoolStatus {
    /// The most connections the pool opens.
    pub max: usize,
    /// Connections open now.
    pub open: usize,
    /// Open connections no request holds.
    pub idle: usize,
    /// Requests waiting for a connection.
    pub waiting: usize,
}

/// The connection pool every store shares.
#[derive(Clone)]
pub struct Database {
    pool: Pool<AsyncPgConnection>,
}

impl std::fmt::Debug for Database {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Database")
            .field("status", &self.pool.status())
            .finish()
    }
}

pub(crate) type Connection = Object<AsyncPgConnection>;

impl Database {
    /// Builds the pool. No connection is opened until one is needed, so this succeeds while the
    /// database is down; [`Database::ping`] tells whether it is up.
    ///
    /// # Errors
    /// When the pool cannot be built from these settings.
    pub fn connect(url: &str, settings: PoolSettings) -> anyhow::Result<Self> {
        let statement_timeout_ms = settings.statement_timeout.as_millis();
        let mut config = ManagerConfig::default();
        // No test query when a connection is taken from the pool: it doubled the round trips of
        // a one-query request. A connection the server closed is still never handed out: the
        // pool drops connections whose socket is closed or whose transaction broke.
        config.recycling_method = RecyclingMethod::Fast;
        config.custom_setup = Box::new(move |url| {
            let url = url.to_owned();
            async move {
                let mut conn = AsyncPgConnection::establish(&url).await?;
                diesel::select(set_config(
                    "statement_timeout",
                    statement_timeout_ms.to_string(),
                    false,
                ))
                .execute(&mut conn)
                .await
                .map_err(|e| ConnectionError::BadConnection(e.to_string()))?;
                Ok(conn)
            }
            .boxed()
        });
        let manager = AsyncDieselConnectionManager::new_with_config(url, config);
        let pool = Pool::builder(manager)
            .max_size(settings.max_size)
            .wait_timeout(Some(settings.wait_timeout))
            .create_timeout(Some(settings.create_timeout))
            .recycle_timeout(Some(settings.create_timeout))
            .runtime(Runtime::Tokio1)
            .build()?;
        Ok(Self { pool })
    }

    /// A pooled connection, or an `Unavailable` error once the wait or connect timeout passes.
    pub(crate) async fn conn(&self) -> anyhow::Result<Connection> {
        self.pool.get().await.map_err(pool_error)
    }

    /// A pooled connection only if the pool can spare one now (an idle one, or room to open
    /// one), for work that may run alongside the caller's own connection: waiting for a second
    /// connection while holding one could starve the pool.
    pub(crate) async fn spare_conn(&self) -> Option<Connection> {
        let mut timeouts = self.pool.timeouts();
        timeouts.wait = Some(Duration::ZERO);
        self.pool.timeout_get(&timeouts).await.ok()
    }

    /// The pool's size and use now.
    #[must_use]
    pub fn pool_status(&self) -> PoolStatus {
        let status = self.pool.status();
        PoolStatus {
            max: status.max_size,
            open: status.size,
            idle: status.available,
            waiting: status.waiting,
        }
    }

    /// Whether the database answers a trivial query now.
    ///
    /// # Errors
    /// An `Unavailable` error when it does not.
    pub async fn ping(&self) -> anyhow::Result<()> {
        let mut conn = self.conn().await?;
        diesel::select(1.into_sql::<Integer>())
            .execute(&mut conn)
            .await
            .map_err(query_error)?;
        Ok(())
    }
}
