use async_trait::async_trait;
use batala_calculator::{
    CalculatorInputs, CalculatorSessionId, CalculatorSessionStore, NewCalculatorSession,
    SavedSession, Savings, SessionError, WasteMeasure,
};
use batala_kernel::Persona;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error as DieselError};
use diesel_async::RunQueryDsl;
use serde_json::{Value, json};
use uuid::Uuid;

use crate::database::Database;
use crate::error::query_error;
use crate::schema::calculator_sessions;

/// Calculator runs in the `calculator_sessions` table: the persona, the venue, and the inputs
/// and results as JSON objects.
#[derive(Debug, Clone)]
pub struct PgCalculatorSessionStore {
    db: Database,
}

impl PgCalculatorSessionStore {
    #[must_use]
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

/// The foreign key PostgreSQL names for `calculator_sessions.venue_id`.
const VENUE_CONSTRAINT: &str = "calculator_sessions_venue_id_fkey";

/// `None` is written as NULL, not as DEFAULT: one statement whichever fields are missing.
#[derive(Insertable)]
#[diesel(table_name = calculator_sessions, treat_none_as_default_value = false)]
struct NewSessionRow<'a> {
    persona: Option<&'a str>,
    venue_id: Option<Uuid>,
    inputs: Value,
    results: Value,
}

#[derive(Queryable, Selectable)]
#[diesel(table_name = calculator_sessions, check_for_backend(diesel::pg::Pg))]
struct SavedRow {
    id: Uuid,
    created_at: DateTime<Utc>,
}

/// The inputs as the form sent them: a field not given is `null`.
fn inputs_json(inputs: &CalculatorInputs) -> Value {
    let (food_wasted_kg, monthly_revenue_aed, current_waste_percentage) = match inputs.waste() {
        WasteMeasure::Kilograms(kg) => (Some(kg.value()), None, None),
        WasteMeasure::Revenue {
            monthly_revenue,
            waste_share,
        } => (
            None,
            Some(monthly_revenue.value()),
            Some(waste_share.value()),
        ),
    };
    json!({
        "food_wasted_kg": food_wasted_kg,
        "cost_per_kg_aed": inputs.cost_per_kg().map(|cost| cost.value()),
        "business_type": inputs.business_type().map(Persona::as_str),
        "monthly_revenue_aed": monthly_revenue_aed,
        "current_waste_percentage": current_waste_percentage,
        "reduction_target_percentage": inputs.reduction_target().map(|target| target.value()),
        "venue_id": inputs.venue_id().map(|id| id.to_string()),
    })
}

/// The results as the calculator answered them.
fn results_json(results: &Savings) -> Value {
    json!({
        "monthly_cost_saved": results.monthly_cost_saved,
        "annual_cost_saved": results.annual_cost_saved,
        "co2_reduced_kg": results.co2_reduced_kg,
        "meals_saved": results.meals_saved,
        "food_wasted_kg": results.food_wasted_kg,
        "cost_per_kg_aed": results.cost_per_kg_aed,
    })
}

fn is_unknown_venue(error: &DieselError) -> bool {
    matches!(
        error,
        DieselError::DatabaseError(DatabaseErrorKind::ForeignKeyViolation, info)
            if info.constraint_name() == Some(VENUE_CONSTRAINT)
    )
}

#[async_trait]
impl CalculatorSessionStore for PgCalculatorSessionStore {
    #[tracing::instrument(skip_all)]
    async fn save(&self, session: &NewCalculatorSession) -> Result<SavedSession, SessionError> {
        let mut conn = self.db.conn().await?;
        let row: SavedRow = diesel::insert_into(calculator_sessions::table)
            .values(NewSessionRow {
                persona: session.persona().map(Persona::as_str),
                venue_id: session.venue_id().map(|id| id.as_uuid()),
                inputs: inputs_json(session.inputs()),
                results: results_json(session.results()),
            })
            .returning(SavedRow::as_returning())
            .get_result(&mut conn)
            .await
            .map_err(|error| {
                if is_unknown_venue(&error) {
                    SessionError::VenueNotFound
                } else {
                    SessionError::Unknown(query_error(error))
                }
            })?;
        Ok(SavedSession {
            id: CalculatorSessionId::from_uuid(row.id),
            created_at: row.created_at,
        })
    }
}
