use batala_kernel::Unavailable;
use diesel::result::{DatabaseErrorKind, Error as DieselError};

const DATABASE: Unavailable = Unavailable::new("the database");

/// Turns a query error into the adapter's `anyhow::Error`, marking the ones that mean "the
/// database cannot serve us right now" as [`Unavailable`].
pub(crate) fn query_error(error: DieselError) -> anyhow::Error {
    let unavailable = match &error {
        DieselError::DatabaseError(DatabaseErrorKind::ClosedConnection, _) => true,
        // 57014 query_canceled: our statement_timeout fired.
        DieselError::DatabaseError(_, info) => info.message().contains("statement timeout"),
        _ => false,
    };
    if unavailable {
        anyhow::Error::new(DATABASE).context(error.to_string())
    } else {
        anyhow::Error::new(error)
    }
}

/// A connection could not be had from the pool in time.
pub(crate) fn pool_error(error: impl std::fmt::Display) -> anyhow::Error {
    anyhow::Error::new(DATABASE).context(format!("no database connection: {error}"))
}

/// A search's query error: `Unavailable` when the database cannot serve us now, else `Unknown`.
pub(crate) fn search_error(error: DieselError) -> batala_knowledge::SearchError {
    let error = query_error(error);
    if Unavailable::caused(error.as_ref()) {
        batala_knowledge::SearchError::Unavailable(error.to_string())
    } else {
        batala_knowledge::SearchError::Unknown(error)
    }
}
