use async_trait::async_trait;
use batala_auth::{AdminSession, SessionDigest, SessionStore};
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::RunQueryDsl;

use crate::database::Database;
use crate::error::query_error;
use crate::schema::sessions;
use crate::sql_functions::least;

/// Admin sessions in the `sessions` table, keyed by the token's digest.
#[derive(Debug, Clone)]
pub struct PgSessionStore {
    db: Database,
}

impl PgSessionStore {
    #[must_use]
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

#[derive(Debug, Queryable, Selectable)]
#[diesel(table_name = sessions, check_for_backend(diesel::pg::Pg))]
struct SessionRow {
    sid: String,
    created_at: DateTime<Utc>,
    expire: DateTime<Utc>,
    absolute_expire: DateTime<Utc>,
}

impl From<SessionRow> for AdminSession {
    fn from(row: SessionRow) -> Self {
        Self {
            digest: SessionDigest::from_stored(row.sid),
            created_at: row.created_at,
            expires_at: row.expire,
            absolute_expires_at: row.absolute_expire,
        }
    }
}

#[async_trait]
impl SessionStore for PgSessionStore {
    #[tracing::instrument(skip_all)]
    async fn create(&self, session: &AdminSession) -> anyhow::Result<()> {
        let mut conn = self.db.conn().await?;
        diesel::insert_into(sessions::table)
            .values((
                sessions::sid.eq(session.digest.as_str()),
                sessions::sess.eq(serde_json::json!({ "role": "admin" })),
                sessions::expire.eq(session.expires_at),
                sessions::absolute_expire.eq(session.absolute_expires_at),
                sessions::created_at.eq(session.created_at),
            ))
            .execute(&mut conn)
            .await
            .map_err(query_error)?;
        Ok(())
    }

    #[tracing::instrument(skip_all)]
    async fn touch(
        &self,
        digest: &SessionDigest,
        now: DateTime<Utc>,
        idle_until: DateTime<Utc>,
    ) -> anyhow::Result<Option<AdminSession>> {
        let mut conn = self.db.conn().await?;
        // One statement, so two requests racing on an expiring session cannot revive it.
        let row = diesel::update(
            sessions::table
                .filter(sessions::sid.eq(digest.as_str()))
                .filter(sessions::expire.gt(now)),
        )
        .set(sessions::expire.eq(least(idle_until, sessions::absolute_expire)))
        .returning(SessionRow::as_returning())
        .get_result(&mut conn)
        .await
        .optional()
        .map_err(query_error)?;
        Ok(row.map(AdminSession::from))
    }

    #[tracing::instrument(skip_all)]
    async fn delete(&self, digest: &SessionDigest) -> anyhow::Result<()> {
        let mut conn = self.db.conn().await?;
        diesel::delete(sessions::table.find(digest.as_str()))
            .execute(&mut conn)
            .await
            .map_err(query_error)?;
        Ok(())
    }

    #[tracing::instrument(skip_all)]
    async fn delete_expired(&self, now: DateTime<Utc>) -> anyhow::Result<u64> {
        let mut conn = self.db.conn().await?;
        let deleted = diesel::delete(sessions::table.filter(sessions::expire.le(now)))
            .execute(&mut conn)
            .await
            .map_err(query_error)?;
        Ok(deleted as u64)
    }
}
