use std::fmt;

use batala_kernel::{Persona, VenueId};
use chrono::{DateTime, Utc};
use uuid::Uuid;

use crate::{CalculatorInputs, Savings, calculate};

/// One recorded calculator run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CalculatorSessionId(Uuid);

impl CalculatorSessionId {
    /// A fresh random (v4) id.
    #[must_use]
    pub fn new() -> Self {
        Self(Uuid::new_v4())
    }

    #[must_use]
    pub const fn from_uuid(uuid: Uuid) -> Self {
        Self(uuid)
    }

    #[must_use]
    pub const fn as_uuid(&self) -> Uuid {
        self.0
    }
}

impl Default for CalculatorSessionId {
    fn default() -> Self {
        Self::new()
    }
}

impl fmt::Display for CalculatorSessionId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// A calculator run about to be recorded: the checked inputs and the results computed from
/// them (so the two cannot disagree). The share image is not produced yet ("Coming Soon"), so
/// no share image URL is recorded.
#[derive(Debug, Clone, PartialEq)]
pub struct NewCalculatorSession {
    inputs: CalculatorInputs,
    results: Savings,
}

impl NewCalculatorSession {
    /// Runs the model on the inputs and keeps both.
    #[must_use]
    pub fn new(inputs: CalculatorInputs) -> Self {
        Self {
            results: calculate(&inputs),
            inputs,
        }
    }

    #[must_use]
    pub const fn inputs(&self) -> &CalculatorInputs {
        &self.inputs
    }

    #[must_use]
    pub const fn results(&self) -> &Savings {
        &self.results
    }

    /// The persona recorded with the session: the business type, when given.
    #[must_use]
    pub const fn persona(&self) -> Option<Persona> {
        self.inputs.business_type()
    }

    #[must_use]
    pub const fn venue_id(&self) -> Option<VenueId> {
        self.inputs.venue_id()
    }
}

/// What the store assigned to a recorded session.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SavedSession {
    pub id: CalculatorSessionId,
    pub created_at: DateTime<Utc>,
}

/// Why a calculator session could not be recorded.
#[derive(Debug, thiserror::Error)]
pub enum SessionError {
    #[error("no venue has this id")]
    VenueNotFound,
    #[error(transparent)]
    Unknown(#[from] anyhow::Error),
}

/// Storage of calculator runs (the `calculator_sessions` table).
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait CalculatorSessionStore: Send + Sync {
    /// Records a run: persona, inputs, results and the creation time; returns the new id.
    ///
    /// # Errors
    /// MUST return `SessionError::VenueNotFound` when the session names a venue that does not
    /// exist; `SessionError::Unknown` for any other failure.
    async fn save(&self, session: &NewCalculatorSession) -> Result<SavedSession, SessionError>;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{FoodWasteKg, WasteMeasure};

    #[test]
    fn a_new_session_carries_results_computed_from_its_inputs()
    -> Result<(), Box<dyn std::error::Error>> {
        let venue = VenueId::new();
        let inputs = CalculatorInputs::new(WasteMeasure::Kilograms(FoodWasteKg::parse(50.0)?))
            .with_business_type(Persona::Catering)
            .with_venue(venue);
        let session = NewCalculatorSession::new(inputs);
        assert_eq!(session.results(), &calculate(&inputs));
        assert_eq!(session.inputs(), &inputs);
        assert_eq!(session.persona(), Some(Persona::Catering));
        assert_eq!(session.venue_id(), Some(venue));
        Ok(())
    }

    #[test]
    fn session_ids_are_fresh_and_print_as_uuids() {
        let id = CalculatorSessionId::new();
        assert_ne!(id, CalculatorSessionId::new());
        assert_eq!(CalculatorSessionId::from_uuid(id.as_uuid()), id);
        assert_eq!(id.to_string().len(), 36);
    }

    #[tokio::test]
    async fn the_store_mock_can_report_a_missing_venue() -> Result<(), Box<dyn std::error::Error>> {
        let mut store = MockCalculatorSessionStore::new();
        store
            .expect_save()
            .returning(|_| Err(SessionError::VenueNotFound));
        let inputs = CalculatorInputs::new(WasteMeasure::Kilograms(FoodWasteKg::parse(5.0)?))
            .with_venue(VenueId::new());

        let result = store.save(&NewCalculatorSession::new(inputs)).await;

        assert!(matches!(result, Err(SessionError::VenueNotFound)));
        Ok(())
    }
}
