//! Batala's savings calculator: what a venue saves by reducing its food waste.
//!
//! The maths is pure and documented in `knowledge/calculator.md`: [`calculate`] turns checked
//! [`CalculatorInputs`] into [`Savings`] (monthly and annual AED, CO2e and meals per year), with
//! the [`Assumption`]s behind them. The constants ([`CO2E_PER_KG`], [`KG_PER_MEAL`],
//! [`DEFAULT_COST_PER_KG_AED`], the reduction rates) carry their sources. Answers quote a saving
//! per persona through [`estimate_for_persona`]. Runs are recorded through the
//! [`CalculatorSessionStore`] port.

mod estimate;
mod inputs;
mod model;
mod ports;
mod service;

pub use estimate::{PersonaEstimate, TypicalWaste, estimate_for_persona, typical_monthly_waste};
pub use inputs::{
    CalculatorInputError, CalculatorInputs, CostPerKg, CostPerKgError, FoodWasteError, FoodWasteKg,
    MonthlyRevenueAed, Percentage, PercentageError, RawCalculatorInputs, RevenueError,
    WasteMeasure,
};
pub use model::{
    Assumption, CO2E_PER_KG, DEFAULT_COST_PER_KG_AED, DEFAULT_REDUCTION_RATE, HOTEL_REDUCTION_RATE,
    KG_PER_MEAL, RESTAURANT_REDUCTION_RATE, Savings, calculate, persona_reduction_rate,
};
#[cfg(any(test, feature = "mocks"))]
pub use ports::MockCalculatorSessionStore;
pub use ports::{
    CalculatorSessionId, CalculatorSessionStore, NewCalculatorSession, SavedSession, SessionError,
};
pub use service::{CalculateError, CalculatorService};
