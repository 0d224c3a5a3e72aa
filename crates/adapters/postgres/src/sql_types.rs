//! SQL types diesel does not know, referenced by the generated `schema.rs`.

/// PostgreSQL's `tsvector`: only ever read through SQL functions, never loaded into Rust.
#[derive(Debug, Clone, Copy, diesel::sql_types::SqlType, diesel::query_builder::QueryId)]
#[diesel(postgres_type(name = "tsvector"))]
pub struct Tsvector;
