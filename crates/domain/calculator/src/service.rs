use std::fmt;
use std::sync::Arc;

use crate::{
    CalculatorInputError, CalculatorInputs, CalculatorSessionStore, NewCalculatorSession,
    RawCalculatorInputs, SessionError,
};

/// Why a calculation was not made.
#[derive(Debug, thiserror::Error)]
pub enum CalculateError {
    #[error(transparent)]
    Invalid(#[from] CalculatorInputError),
    #[error("Venue not found")]
    VenueNotFound,
    #[error(transparent)]
    Unknown(anyhow::Error),
}

/// The calculator use case: check the inputs, run the model and record the session.
#[derive(Clone)]
pub struct CalculatorService {
    store: Arc<dyn CalculatorSessionStore>,
}

impl fmt::Debug for CalculatorService {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("CalculatorService").finish_non_exhaustive()
    }
}

impl CalculatorService {
    #[must_use]
    pub fn new(store: Arc<dyn CalculatorSessionStore>) -> Self {
        Self { store }
    }

    /// The savings for these inputs, recorded as a calculator session.
    ///
    /// # Errors
    /// [`CalculateError::Invalid`] with the form's message; [`CalculateError::VenueNotFound`]
    /// when the chosen venue does not exist.
    pub async fn calculate(
        &self,
        raw: &RawCalculatorInputs,
    ) -> Result<NewCalculatorSession, CalculateError> {
        let session = NewCalculatorSession::new(CalculatorInputs::parse(raw)?);
        self.store
            .save(&session)
            .await
            .map_err(|error| match error {
                SessionError::VenueNotFound => CalculateError::VenueNotFound,
                SessionError::Unknown(cause) => CalculateError::Unknown(cause),
            })?;
        Ok(session)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::MockCalculatorSessionStore;

    fn raw(kg: Option<f64>) -> RawCalculatorInputs {
        RawCalculatorInputs {
            food_wasted_kg: kg,
            ..RawCalculatorInputs::default()
        }
    }

    #[tokio::test]
    async fn a_calculation_is_recorded_with_its_results() {
        let mut store = MockCalculatorSessionStore::new();
        store
            .expect_save()
            .withf(|session| {
                (session.results().annual_cost_saved - 12.0 * session.results().monthly_cost_saved)
                    .abs()
                    < 1e-9
            })
            .times(1)
            .returning(|_| {
                Ok(crate::SavedSession {
                    id: crate::CalculatorSessionId::new(),
                    created_at: chrono::Utc::now(),
                })
            });

        let session = CalculatorService::new(Arc::new(store))
            .calculate(&raw(Some(50.0)))
            .await;

        assert!(matches!(session, Ok(s) if s.results().monthly_cost_saved > 0.0));
    }

    #[tokio::test]
    async fn invalid_waste_is_refused_with_the_forms_message_and_nothing_recorded() {
        let mut store = MockCalculatorSessionStore::new();
        store.expect_save().never();

        let result = CalculatorService::new(Arc::new(store))
            .calculate(&raw(Some(0.0)))
            .await;

        assert!(
            matches!(result, Err(CalculateError::Invalid(ref e)) if e.to_string() == "Please enter a valid amount of food waste.")
        );
    }

    #[tokio::test]
    async fn an_unknown_venue_is_not_found() {
        let mut store = MockCalculatorSessionStore::new();
        store
            .expect_save()
            .returning(|_| Err(SessionError::VenueNotFound));

        let result = CalculatorService::new(Arc::new(store))
            .calculate(&raw(Some(10.0)))
            .await;

        assert!(matches!(result, Err(CalculateError::VenueNotFound)));
    }
}
