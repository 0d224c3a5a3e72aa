//! Each answer's latest comments, in raw SQL: the DSL can number the comments per answer with
//! `row_number()` but cannot filter on that number, which needs the numbered rows as a subquery
//! in FROM.

use chrono::{DateTime, Utc};
use diesel::QueryableByName;
use diesel::result::QueryResult;
use diesel::sql_types::{
    Array, BigInt, Bool, Nullable, SmallInt, Text, Timestamptz, Uuid as SqlUuid,
};
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use uuid::Uuid;

/// One of an answer's latest comments, trimmed.
#[derive(QueryableByName)]
pub(crate) struct CommentRow {
    #[diesel(sql_type = SqlUuid)]
    pub(crate) answer_id: Uuid,
    #[diesel(sql_type = Text)]
    pub(crate) comment: String,
    #[diesel(sql_type = Nullable<SmallInt>)]
    pub(crate) rating: Option<i16>,
    #[diesel(sql_type = Nullable<Bool>)]
    pub(crate) helpful: Option<bool>,
    #[diesel(sql_type = Timestamptz)]
    pub(crate) created_at: DateTime<Utc>,
}

/// At most $2 comments that are not blank per answer of $1, newest first.
const LATEST_COMMENTS_SQL: &str = "SELECT answer_id, comment, rating, helpful, created_at FROM ( \
       SELECT answer_id, btrim(comment) AS comment, rating, helpful, created_at, \
         row_number() OVER (PARTITION BY answer_id ORDER BY created_at DESC, id) AS n \
       FROM answer_feedback \
       WHERE answer_id = ANY($1) AND btrim(coalesce(comment, '')) <> '' \
     ) latest WHERE n <= $2 ORDER BY answer_id, created_at DESC, n";

/// The latest `per_answer` comments of each of `answers`, grouped by answer, newest first.
pub(crate) async fn latest_comments(
    conn: &mut AsyncPgConnection,
    answers: &[Uuid],
    per_answer: i64,
) -> QueryResult<Vec<CommentRow>> {
    diesel::sql_query(LATEST_COMMENTS_SQL)
        .bind::<Array<SqlUuid>, _>(answers)
        .bind::<BigInt, _>(per_answer)
        .load(conn)
        .await
}
