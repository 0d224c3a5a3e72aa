//! The embedded migrations, run under an advisory lock taken in raw SQL: `pg_advisory_lock`
//! returns `void`, which the DSL cannot select.

use diesel::Connection;
use diesel_async::AsyncPgConnection;
use diesel_async::async_connection_wrapper::AsyncConnectionWrapper;
use diesel_migrations::{EmbeddedMigrations, MigrationHarness, embed_migrations};

/// Every migration under the workspace's `migrations/`, compiled into the binary.
pub const MIGRATIONS: EmbeddedMigrations = embed_migrations!("../../../migrations");

// Any fixed number: serialises migrations when several app instances start at once.
const MIGRATION_LOCK: i64 = 0x6261_7461_6c61;

type SyncConnection = AsyncConnectionWrapper<AsyncPgConnection>;

/// Applies the pending migrations and returns the versions applied (none when up to date).
/// Runs on a blocking thread, so it works under any Tokio runtime flavour.
///
/// # Errors
/// When the database cannot be reached or a migration fails (it is then rolled back).
pub async fn run_migrations(url: &str) -> anyhow::Result<Vec<String>> {
    with_sync_connection(url, |conn| {
        let applied = conn
            .run_pending_migrations(MIGRATIONS)
            .map_err(|e| anyhow::anyhow!("migration failed: {e}"))?;
        Ok(applied.iter().map(ToString::to_string).collect())
    })
    .await
}

/// Reverts every applied migration, newest first: the schema's `down.sql` files, for tests.
///
/// # Errors
/// When the database cannot be reached or a `down.sql` fails.
pub async fn revert_all_migrations(url: &str) -> anyhow::Result<Vec<String>> {
    with_sync_connection(url, |conn| {
        let reverted = conn
            .revert_all_migrations(MIGRATIONS)
            .map_err(|e| anyhow::anyhow!("reverting migrations failed: {e}"))?;
        Ok(reverted.iter().map(ToString::to_string).collect())
    })
    .await
}

async fn with_sync_connection<T: Send + 'static>(
    url: &str,
    work: impl FnOnce(&mut SyncConnection) -> anyhow::Result<T> + Send + 'static,
) -> anyhow::Result<T> {
    let url = url.to_owned();
    tokio::task::spawn_blocking(move || {
        let mut conn = SyncConnection::establish(&url)
            .map_err(|e| crate::error::pool_error(format!("cannot connect to migrate: {e}")))?;
        lock(&mut conn, "pg_advisory_lock")?;
        let result = work(&mut conn);
        lock(&mut conn, "pg_advisory_unlock")?;
        result
    })
    .await?
}

fn lock(conn: &mut SyncConnection, function: &str) -> anyhow::Result<()> {
    use diesel::RunQueryDsl;
    diesel::sql_query(format!("SELECT {function}({MIGRATION_LOCK})"))
        .execute(conn)
        .map(|_| ())
        .map_err(crate::error::query_error)
}
