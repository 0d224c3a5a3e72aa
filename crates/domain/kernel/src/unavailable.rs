/// An outside system (the database, a model provider) could not be reached in time.
///
/// Adapters put this in the cause chain of a domain error's `Unknown(anyhow::Error)` variant; the
/// app looks for it there to answer 503 Service Unavailable instead of 500.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{what} is unavailable")]
pub struct Unavailable {
    what: &'static str,
}

impl Unavailable {
    #[must_use]
    pub const fn new(what: &'static str) -> Self {
        Self { what }
    }

    /// Whether `error` or any error it was caused by is an [`Unavailable`].
    #[must_use]
    pub fn caused(error: &(dyn std::error::Error + 'static)) -> bool {
        let mut current = Some(error);
        while let Some(error) = current {
            if error.is::<Self>() {
                return true;
            }
            current = error.source();
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, thiserror::Error)]
    #[error("query failed")]
    struct Wrapper(#[source] Unavailable);

    #[test]
    fn is_found_anywhere_in_a_cause_chain() {
        assert!(Unavailable::caused(&Wrapper(Unavailable::new(
            "the database"
        ))));
        assert!(!Unavailable::caused(&std::fmt::Error));
        assert_eq!(
            Unavailable::new("the database").to_string(),
            "the database is unavailable"
        );
    }
}
