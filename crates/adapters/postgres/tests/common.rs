//! Helpers for the adapter tests: plain SQL against a test database.
#![allow(dead_code, clippy::expect_used)]

use diesel::sql_types::Text;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};

pub async fn connect(url: &str) -> AsyncPgConnection {
    AsyncPgConnection::establish(url)
        .await
        .expect("connect to the test database")
}

/// Runs one statement, returning the database's error message on failure.
pub async fn exec(conn: &mut AsyncPgConnection, sql: &str) -> Result<usize, String> {
    diesel::sql_query(sql)
        .execute(conn)
        .await
        .map_err(|e| e.to_string())
}

#[derive(diesel::QueryableByName)]
struct Value {
    #[diesel(sql_type = Text)]
    value: String,
}

/// The first column of the first row, as text (`SELECT x::text AS value ...`).
pub async fn text(conn: &mut AsyncPgConnection, sql: &str) -> String {
    diesel::sql_query(sql)
        .get_result::<Value>(conn)
        .await
        .map(|row| row.value)
        .unwrap_or_else(|e| panic!("{sql}: {e}"))
}
