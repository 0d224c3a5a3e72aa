//! The SQL functions and operators the typed queries use that diesel does not declare, typed once
//! here so the queries stay in the DSL (checked at compile time, cached as prepared statements).

use diesel::define_sql_function;
use diesel::sql_types::{Bool, Integer, Nullable, SingleValue, SqlType, Text, Timestamptz};

/// `Text` or `Nullable<Text>`: the string functions below keep their argument's nullability.
pub(crate) trait TextOrNullableText: SqlType + SingleValue {}

impl TextOrNullableText for Text {}
impl TextOrNullableText for Nullable<Text> {}

define_sql_function! {
    /// `text` without the spaces at its ends (spaces only, unlike Rust's `trim`).
    fn btrim<T: TextOrNullableText>(text: T) -> T;
}

define_sql_function! {
    /// The first `n` characters of `text`.
    fn left<T: TextOrNullableText>(text: T, n: Integer) -> T;
}

define_sql_function! {
    /// `text` in lower case.
    fn lower(text: Text) -> Text;
}

define_sql_function! {
    /// Where `part` first occurs in `text`, counting from 1; 0 when it does not.
    fn strpos(text: Text, part: Text) -> Integer;
}

define_sql_function! {
    /// `value`, or `fallback` when it is NULL.
    fn coalesce<T: SqlType + SingleValue>(value: Nullable<T>, fallback: T) -> T;
}

define_sql_function! {
    /// `address` read as an `inet`: the function-style cast, as diesel has no Rust type for
    /// `inet` without another feature.
    fn inet(address: Nullable<Text>) -> Nullable<Inet>;
}

define_sql_function! {
    /// The earlier of two instants.
    fn least(a: Timestamptz, b: Timestamptz) -> Timestamptz;
}

define_sql_function! {
    /// `text` with every `from` replaced by `to`.
    fn replace(text: Text, from: Text, to: Text) -> Text;
}

define_sql_function! {
    /// Sets a run-time parameter for the session (`is_local` false) or the transaction; returns
    /// the new value. The typed form of `SET`.
    fn set_config(name: Text, value: Text, is_local: Bool) -> Text;
}

diesel::postfix_operator!(CollateC, " COLLATE \"C\"", Text, backend: diesel::pg::Pg);

/// `text COLLATE "C"`: compared by code point, whatever the database's collation, as the
/// domain compares strings.
pub(crate) fn code_point_order<T>(text: T) -> CollateC<T> {
    CollateC::new(text)
}
