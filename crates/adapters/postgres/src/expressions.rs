//! SQL the query builder lacks, declared once as typed expressions so queries that need it stay
//! in the DSL (checked at compile time, cached as prepared statements).

use diesel::pg::Pg;
use diesel::sql_types::{Bool, Text};

diesel::define_sql_function! {
    /// Text in lower case (PostgreSQL's `lower(text)`, not the range function of that name).
    fn lower(text: Text) -> Text;
}

diesel::postfix_operator!(CollateC, " COLLATE \"C\"", Text, backend: Pg);

/// `text COLLATE "C"`: compared by code point, whatever the database's collation, as the
/// domain compares strings.
pub(crate) fn code_point_order<T>(text: T) -> CollateC<T> {
    CollateC::new(text)
}

diesel::define_sql_function! {
    /// Where `substring` first occurs in `text`, from 1; 0 when it does not.
    fn strpos(text: Text, substring: Text) -> Int4;
}

diesel::define_sql_function! {
    /// `text` with every `from` replaced by `to`.
    fn replace(text: Text, from: Text, to: Text) -> Text;
}

diesel::define_sql_function! {
    /// Sets a run-time parameter for the session (`is_local` false) or the transaction; returns
    /// the new value. The typed form of `SET`.
    fn set_config(name: Text, value: Text, is_local: Bool) -> Text;
}
