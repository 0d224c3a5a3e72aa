//! Fresh databases for tests: each test gets its own database, cloned from a template that was
//! migrated once, so tests run in parallel (even one process per test) without sharing state.
//! Written in raw SQL: `CREATE`/`DROP`/`ALTER DATABASE` and advisory locks (which return `void`)
//! are beyond the DSL.

use std::hash::{DefaultHasher, Hash, Hasher};

use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use rand::Rng;

use crate::{Database, PoolSettings, run_migrations};

/// Where test databases are created unless `DATABASE_URL` says otherwise (`make db`'s cluster).
pub const DEFAULT_SERVER_URL: &str = "postgres://postgres@127.0.0.1:5433/postgres";

// Serialises template creation across test processes.
const TEMPLATE_LOCK: i64 = 0x7465_6d70_6c61;

/// A database of its own for one test, dropped when the value is.
#[derive(Debug)]
pub struct TestDatabase {
    server_url: String,
    name: String,
    url: String,
}

impl TestDatabase {
    /// Creates a fresh database with every migration applied.
    ///
    /// # Panics
    /// When the PostgreSQL server cannot be reached: tests need it (`make db` starts one).
    #[allow(clippy::expect_used)]
    pub async fn migrated() -> Self {
        let server_url = server_url();
        let template = ensure_template(&server_url)
            .await
            .expect("PostgreSQL for tests (run `make db`, or set DATABASE_URL)");
        Self::clone_of(&server_url, &template).await
    }

    /// Creates a fresh, empty database: no migrations applied.
    ///
    /// # Panics
    /// When the PostgreSQL server cannot be reached.
    #[allow(clippy::expect_used)]
    pub async fn empty() -> Self {
        Self::clone_of(&server_url(), "template0").await
    }

    #[allow(clippy::expect_used)]
    async fn clone_of(server_url: &str, template: &str) -> Self {
        let name = format!("batala_test_{:016x}", rand::rng().random::<u64>());
        let mut conn = AsyncPgConnection::establish(server_url)
            .await
            .expect("PostgreSQL for tests (run `make db`, or set DATABASE_URL)");
        diesel::sql_query(format!("CREATE DATABASE {name} TEMPLATE {template}"))
            .execute(&mut conn)
            .await
            .expect("create a test database");
        let url = with_database(server_url, &name);
        Self {
            server_url: server_url.to_owned(),
            name,
            url,
        }
    }

    /// The test database's connection URL.
    #[must_use]
    pub fn url(&self) -> &str {
        &self.url
    }

    /// Runs SQL on the test database (several statements are fine), for arranging a test.
    ///
    /// # Panics
    /// When the SQL fails: the test's arrangement is wrong.
    #[allow(clippy::expect_used)]
    pub async fn execute(&self, sql: &str) {
        let mut conn = AsyncPgConnection::establish(&self.url)
            .await
            .expect("connect to the test database");
        diesel_async::SimpleAsyncConnection::batch_execute(&mut conn, sql)
            .await
            .unwrap_or_else(|e| panic!("{sql}: {e}"));
    }

    /// Makes the database unreachable, as if its server had stopped: refuses new connections and
    /// ends the open ones.
    ///
    /// # Panics
    /// When the server cannot be reached.
    #[allow(clippy::expect_used)]
    pub async fn cut_off(&self) {
        let mut conn = AsyncPgConnection::establish(&self.server_url)
            .await
            .expect("connect to the server");
        let name = &self.name;
        diesel_async::SimpleAsyncConnection::batch_execute(
            &mut conn,
            &format!(
                "ALTER DATABASE {name} WITH ALLOW_CONNECTIONS false; \
                 SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '{name}';"
            ),
        )
        .await
        .expect("cut the test database off");
    }

    /// A pool on the test database with short timeouts.
    ///
    /// # Panics
    /// Never in practice: building a pool opens no connection.
    #[allow(clippy::expect_used)]
    #[must_use]
    pub fn database(&self) -> Database {
        Database::connect(
            &self.url,
            PoolSettings {
                max_size: 4,
                ..PoolSettings::default()
            },
        )
        .expect("build a pool")
    }
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        let server_url = self.server_url.clone();
        let sql = format!("DROP DATABASE IF EXISTS {} WITH (FORCE)", self.name);
        // Drop cannot await, and may run inside a runtime: use a thread of its own.
        let _ = std::thread::spawn(move || {
            use diesel_async::async_connection_wrapper::AsyncConnectionWrapper;
            let mut conn =
                <AsyncConnectionWrapper<AsyncPgConnection> as diesel::Connection>::establish(
                    &server_url,
                )
                .ok()?;
            diesel::RunQueryDsl::execute(diesel::sql_query(sql), &mut conn).ok()
        })
        .join();
    }
}

fn server_url() -> String {
    std::env::var("DATABASE_URL")
        .map(|url| with_database(&url, "postgres"))
        .unwrap_or_else(|_| DEFAULT_SERVER_URL.to_owned())
}

/// `url` with its database name replaced.
#[must_use]
pub fn with_database(url: &str, database: &str) -> String {
    let (base, query) = url
        .split_once('?')
        .map_or((url, None), |(b, q)| (b, Some(q)));
    let base = match base.rfind('/') {
        Some(slash) if base[..slash].contains("//") && slash > base.find("//").unwrap_or(0) + 1 => {
            &base[..slash]
        }
        _ => base,
    };
    match query {
        Some(query) => format!("{base}/{database}?{query}"),
        None => format!("{base}/{database}"),
    }
}

/// The template's name changes whenever a migration does, so a stale template is never used.
fn template_name() -> String {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../migrations");
    let mut hasher = DefaultHasher::new();
    let mut files: Vec<_> = walk(std::path::Path::new(dir));
    files.sort();
    for file in files {
        file.hash(&mut hasher);
        std::fs::read(&file).unwrap_or_default().hash(&mut hasher);
    }
    format!("batala_template_{:016x}", hasher.finish())
}

fn walk(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    entries
        .flatten()
        .flat_map(|entry| {
            let path = entry.path();
            if path.is_dir() {
                walk(&path)
            } else {
                vec![path]
            }
        })
        .collect()
}

async fn ensure_template(server_url: &str) -> anyhow::Result<String> {
    let template = template_name();
    let mut conn = AsyncPgConnection::establish(server_url).await?;
    diesel::sql_query(format!("SELECT pg_advisory_lock({TEMPLATE_LOCK})"))
        .execute(&mut conn)
        .await?;
    let result = async {
        let exists: i64 = diesel::dsl::sql::<diesel::sql_types::BigInt>(&format!(
            "SELECT count(*) FROM pg_database WHERE datname = '{template}'"
        ))
        .get_result(&mut conn)
        .await?;
        if exists == 0 {
            let building = format!("{template}_building");
            diesel::sql_query(format!("DROP DATABASE IF EXISTS {building} WITH (FORCE)"))
                .execute(&mut conn)
                .await?;
            diesel::sql_query(format!("CREATE DATABASE {building}"))
                .execute(&mut conn)
                .await?;
            run_migrations(&with_database(server_url, &building)).await?;
            diesel::sql_query(format!("ALTER DATABASE {building} RENAME TO {template}"))
                .execute(&mut conn)
                .await?;
        }
        anyhow::Ok(template)
    }
    .await;
    diesel::sql_query(format!("SELECT pg_advisory_unlock({TEMPLATE_LOCK})"))
        .execute(&mut conn)
        .await?;
    result
}

#[cfg(test)]
mod tests {
    use super::with_database;

    #[test]
    fn replaces_the_database_name_in_a_url() {
        assert_eq!(
            with_database("postgres://u@127.0.0.1:5433/batala", "x"),
            "postgres://u@127.0.0.1:5433/x"
        );
        assert_eq!(
            with_database("postgres://u@h/batala?sslmode=disable", "x"),
            "postgres://u@h/x?sslmode=disable"
        );
        assert_eq!(with_database("postgres://u@h", "x"), "postgres://u@h/x");
    }
}
