//! The calculator session store against a real PostgreSQL: a run stored with its persona,
//! venue, inputs and results as JSON, and a run naming an unknown venue refused.
#![allow(clippy::expect_used, clippy::unwrap_used)]

mod common;

use batala_calculator::{
    CalculatorInputs, CalculatorSessionStore, CostPerKg, FoodWasteKg, MonthlyRevenueAed,
    NewCalculatorSession, Percentage, SessionError, WasteMeasure,
};
use batala_kernel::{Persona, VenueId};
use batala_postgres::PgCalculatorSessionStore;
use batala_postgres::testing::TestDatabase;
use common::{connect, text};
use serde_json::json;

const VENUE_ID: &str = "00000000-0000-0000-0000-0000000000b1";

async fn with_venue() -> TestDatabase {
    let db = TestDatabase::migrated().await;
    db.execute(&format!(
        "INSERT INTO venues (id, name, city) VALUES ('{VENUE_ID}', 'Al Fanar', 'dubai')"
    ))
    .await;
    db
}

/// The stored row as JSON, without its generated id and creation time.
async fn stored_row(db: &TestDatabase, id: impl std::fmt::Display) -> serde_json::Value {
    let mut conn = connect(db.url()).await;
    let row = text(
        &mut conn,
        &format!(
            "SELECT (to_jsonb(s) - 'id' - 'created_at')::text AS value \
             FROM calculator_sessions s WHERE id = '{id}'"
        ),
    )
    .await;
    serde_json::from_str(&row).unwrap()
}

async fn session_count(db: &TestDatabase) -> String {
    let mut conn = connect(db.url()).await;
    text(
        &mut conn,
        "SELECT count(*)::text AS value FROM calculator_sessions",
    )
    .await
}

#[tokio::test]
async fn a_run_is_stored_with_its_persona_venue_inputs_and_results() {
    let db = with_venue().await;
    let store = PgCalculatorSessionStore::new(db.database());
    let inputs = CalculatorInputs::new(WasteMeasure::Kilograms(FoodWasteKg::parse(80.0).unwrap()))
        .with_cost_per_kg(CostPerKg::parse(19.2).unwrap())
        .with_business_type(Persona::Hotel)
        .with_reduction_target(Percentage::parse(50.0).unwrap())
        .with_venue(VENUE_ID.parse::<VenueId>().unwrap());
    let session = NewCalculatorSession::new(inputs);

    let saved = store.save(&session).await.unwrap();

    assert!((chrono::Utc::now() - saved.created_at).num_seconds().abs() < 60);
    assert_eq!(
        stored_row(&db, saved.id).await,
        json!({
            "persona": "hotel",
            "venue_id": VENUE_ID,
            "inputs": {
                "food_wasted_kg": 80.0,
                "cost_per_kg_aed": 19.2,
                "business_type": "hotel",
                "monthly_revenue_aed": null,
                "current_waste_percentage": null,
                "reduction_target_percentage": 50.0,
                "venue_id": VENUE_ID,
            },
            "results": {
                "monthly_cost_saved": 768.0,
                "annual_cost_saved": 9216.0,
                "co2_reduced_kg": 1200.0,
                "meals_saved": 1142,
                "food_wasted_kg": 80.0,
                "cost_per_kg_aed": 19.2,
            },
            "share_image_url": null,
        })
    );
}

#[tokio::test]
async fn a_run_from_revenue_without_venue_or_persona_stores_nulls_for_what_was_not_given() {
    let db = TestDatabase::migrated().await;
    let store = PgCalculatorSessionStore::new(db.database());
    let inputs = CalculatorInputs::new(WasteMeasure::Revenue {
        monthly_revenue: MonthlyRevenueAed::parse(100_000.0).unwrap(),
        waste_share: Percentage::parse(4.0).unwrap(),
    });
    let session = NewCalculatorSession::new(inputs);

    let saved = store.save(&session).await.unwrap();

    let row = stored_row(&db, saved.id).await;
    assert_eq!(row["persona"], serde_json::Value::Null);
    assert_eq!(row["venue_id"], serde_json::Value::Null);
    assert_eq!(
        row["inputs"],
        json!({
            "food_wasted_kg": null,
            "cost_per_kg_aed": null,
            "business_type": null,
            "monthly_revenue_aed": 100_000.0,
            "current_waste_percentage": 4.0,
            "reduction_target_percentage": null,
            "venue_id": null,
        })
    );
    // AED 4,000 of waste at the default AED 10 per kg is 400 kg; 25% of it is 100 kg.
    assert_eq!(row["results"]["food_wasted_kg"], json!(400.0));
    assert_eq!(row["results"]["monthly_cost_saved"], json!(1000.0));
    assert_eq!(row["results"]["cost_per_kg_aed"], json!(10.0));
}

#[tokio::test]
async fn two_runs_get_distinct_ids() {
    let db = TestDatabase::migrated().await;
    let store = PgCalculatorSessionStore::new(db.database());
    let session = NewCalculatorSession::new(CalculatorInputs::new(WasteMeasure::Kilograms(
        FoodWasteKg::parse(50.0).unwrap(),
    )));

    let first = store.save(&session).await.unwrap();
    let second = store.save(&session).await.unwrap();

    assert_ne!(first.id, second.id);
    assert_eq!(session_count(&db).await, "2");
}

#[tokio::test]
async fn a_run_naming_an_unknown_venue_is_refused_and_not_stored() {
    let db = with_venue().await;
    let store = PgCalculatorSessionStore::new(db.database());
    let inputs = CalculatorInputs::new(WasteMeasure::Kilograms(FoodWasteKg::parse(5.0).unwrap()))
        .with_venue(VenueId::new());

    let result = store.save(&NewCalculatorSession::new(inputs)).await;

    assert!(
        matches!(result, Err(SessionError::VenueNotFound)),
        "{result:?}"
    );
    assert_eq!(session_count(&db).await, "0");
}
