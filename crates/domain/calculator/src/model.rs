//! The savings model of `knowledge/calculator.md`:
//!
//! ```text
//! reduction_rate     = reduction_target_percentage / 100, else the persona rate, else 0.25
//! avoided_kg_month   = food_wasted_kg × reduction_rate
//! monthly_cost_saved = avoided_kg_month × cost_per_kg_aed           (AED, 2 decimals)
//! annual_cost_saved  = monthly_cost_saved × 12
//! co2_reduced_kg     = avoided_kg_month × 12 × CO2E_PER_KG           (per year)
//! meals_saved        = floor(avoided_kg_month × 12 / KG_PER_MEAL)    (per year)
//! ```

use batala_kernel::Persona;

use crate::{CalculatorInputs, WasteMeasure};

/// kg CO2e per kg of food wasted: FAO 2013, *Food Wastage Footprint*, 3.3 Gt CO2e for 1.3 Gt of
/// edible food wasted.
pub const CO2E_PER_KG: f64 = 2.5;
/// kg of food per meal: WRAP's recommended average meal of 420 g.
pub const KG_PER_MEAL: f64 = 0.42;
/// AED per kg when the user gives no cost: the product's stated cost hint.
pub const DEFAULT_COST_PER_KG_AED: f64 = 10.0;
/// Share of waste avoided when neither a target nor a persona with a measured rate is given:
/// the product's stated average reduction (25%).
pub const DEFAULT_REDUCTION_RATE: f64 = 0.25;
/// Year-1 kitchen food-waste cut measured by Champions 12.3 for restaurants.
pub const RESTAURANT_REDUCTION_RATE: f64 = 0.26;
/// Year-1 kitchen food-waste cut measured by Champions 12.3 for hotels (WRI/WRAP 2018).
pub const HOTEL_REDUCTION_RATE: f64 = 0.21;

/// The expected first-year reduction for a persona: 26% for restaurants, 21% for hotels,
/// [`DEFAULT_REDUCTION_RATE`] for the others.
#[must_use]
pub const fn persona_reduction_rate(persona: Persona) -> f64 {
    match persona {
        Persona::Restaurant => RESTAURANT_REDUCTION_RATE,
        Persona::Hotel => HOTEL_REDUCTION_RATE,
        Persona::Catering | Persona::Retail | Persona::Household => DEFAULT_REDUCTION_RATE,
    }
}

/// One factor behind the results, with where it comes from, so the interface can show it beside
/// the figures.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Assumption {
    /// Stable machine name: `reduction_rate`, `cost_per_kg_aed`, `co2e_per_kg`, `kg_per_meal`,
    /// or `food_wasted_kg` when the waste was derived from revenue.
    pub key: &'static str,
    pub value: f64,
    pub unit: &'static str,
    pub source: &'static str,
}

/// The calculator's results, all per venue; money in AED.
#[derive(Debug, Clone, PartialEq)]
pub struct Savings {
    /// Food wasted per month in kg (given, or derived from revenue), 2 decimals.
    pub food_wasted_kg: f64,
    pub cost_per_kg_aed: f64,
    /// Share of the waste avoided, from 0 to 1.
    pub reduction_rate: f64,
    /// Food no longer wasted per month in kg, 2 decimals.
    pub avoided_kg_month: f64,
    /// 2 decimals.
    pub monthly_cost_saved: f64,
    /// Exactly 12 × `monthly_cost_saved`, 2 decimals.
    pub annual_cost_saved: f64,
    /// CO2e avoided per year in kg, 2 decimals.
    pub co2_reduced_kg: f64,
    /// Meals' worth of food no longer wasted per year, rounded down.
    pub meals_saved: u64,
    pub assumptions: Vec<Assumption>,
}

/// Runs the savings model on checked inputs. Every result is finite and non-negative, and the
/// money and CO2 figures grow linearly with the kilograms wasted.
#[must_use]
pub fn calculate(inputs: &CalculatorInputs) -> Savings {
    let (cost_per_kg_aed, cost_source) = match inputs.cost_per_kg() {
        Some(cost) => (cost.value(), "Your cost per kg."),
        None => (
            DEFAULT_COST_PER_KG_AED,
            "Batala's default cost hint of AED 10 per kg (St. Regis Abu Dhabi's 2024 results imply about AED 19 per kg).",
        ),
    };
    let (reduction_rate, reduction_source) =
        match (inputs.reduction_target(), inputs.business_type()) {
            (Some(target), _) => (target.fraction(), "Your reduction target."),
            (None, Some(persona)) => (persona_reduction_rate(persona), reduction_source(persona)),
            (None, None) => (
                DEFAULT_REDUCTION_RATE,
                "Batala's stated average waste reduction of 25%.",
            ),
        };
    let (food_wasted_kg, derived) = match inputs.waste() {
        WasteMeasure::Kilograms(kg) => (kg.value(), false),
        WasteMeasure::Revenue {
            monthly_revenue,
            waste_share,
        } => (
            monthly_revenue.value() * waste_share.fraction() / cost_per_kg_aed,
            true,
        ),
    };

    let avoided_kg_month = food_wasted_kg * reduction_rate;
    let monthly_cost_saved = round2(avoided_kg_month * cost_per_kg_aed);
    let annual_cost_saved = round2(monthly_cost_saved * 12.0);
    let co2_reduced_kg = round2(avoided_kg_month * 12.0 * CO2E_PER_KG);
    let meals_saved = whole_meals(avoided_kg_month * 12.0 / KG_PER_MEAL);

    let mut assumptions = vec![
        Assumption {
            key: "reduction_rate",
            value: reduction_rate,
            unit: "fraction",
            source: reduction_source,
        },
        Assumption {
            key: "cost_per_kg_aed",
            value: cost_per_kg_aed,
            unit: "AED/kg",
            source: cost_source,
        },
        Assumption {
            key: "co2e_per_kg",
            value: CO2E_PER_KG,
            unit: "kg CO2e/kg",
            source: "FAO 2013, Food Wastage Footprint: 3.3 Gt CO2e for 1.3 Gt of edible food wasted.",
        },
        Assumption {
            key: "kg_per_meal",
            value: KG_PER_MEAL,
            unit: "kg/meal",
            source: "WRAP's recommended average meal of 420 g.",
        },
    ];
    if derived {
        assumptions.push(Assumption {
            key: "food_wasted_kg",
            value: round2(food_wasted_kg),
            unit: "kg/month",
            source: "Derived: monthly revenue × current waste percentage ÷ cost per kg.",
        });
    }

    Savings {
        food_wasted_kg: round2(food_wasted_kg),
        cost_per_kg_aed,
        reduction_rate,
        avoided_kg_month: round2(avoided_kg_month),
        monthly_cost_saved,
        annual_cost_saved,
        co2_reduced_kg,
        meals_saved,
        assumptions,
    }
}

const fn reduction_source(persona: Persona) -> &'static str {
    match persona {
        Persona::Restaurant => "Champions 12.3, restaurants: year-1 kitchen food waste cut by 26%.",
        Persona::Hotel => {
            "Champions 12.3, hotels (WRI/WRAP 2018): year-1 kitchen food waste cut by 21%."
        }
        Persona::Catering | Persona::Retail | Persona::Household => {
            "Batala's stated average waste reduction of 25%."
        }
    }
}

/// Rounds to 2 decimals.
fn round2(value: f64) -> f64 {
    (value * 100.0).round() / 100.0
}

/// Whole meals, rounded down; a hair of tolerance keeps `0.42 × n` kg at exactly `n` meals
/// despite binary floating point.
fn whole_meals(meals: f64) -> u64 {
    let floored = (meals + 1e-9).floor();
    if floored.is_finite() && floored > 0.0 {
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)] // checked above
        let whole = floored as u64;
        whole
    } else {
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{CostPerKg, FoodWasteKg, MonthlyRevenueAed, Percentage};

    type TestResult = Result<(), Box<dyn std::error::Error>>;

    fn kilograms(kg: f64) -> Result<CalculatorInputs, Box<dyn std::error::Error>> {
        Ok(CalculatorInputs::new(WasteMeasure::Kilograms(
            FoodWasteKg::parse(kg)?,
        )))
    }

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-9
    }

    #[test]
    fn the_form_defaults_give_the_documented_figures() -> TestResult {
        let savings = calculate(&kilograms(50.0)?);
        assert!(close(savings.reduction_rate, 0.25));
        assert!(close(savings.cost_per_kg_aed, 10.0));
        assert!(close(savings.avoided_kg_month, 12.5));
        assert!(close(savings.monthly_cost_saved, 125.0));
        assert!(close(savings.annual_cost_saved, 1500.0));
        assert!(close(savings.co2_reduced_kg, 375.0));
        assert_eq!(savings.meals_saved, 357);
        Ok(())
    }

    #[test]
    fn a_restaurant_uses_the_measured_26_percent_and_a_hotel_21_percent() -> TestResult {
        let restaurant = calculate(&kilograms(100.0)?.with_business_type(Persona::Restaurant));
        assert!(close(restaurant.monthly_cost_saved, 260.0));
        let hotel = calculate(&kilograms(100.0)?.with_business_type(Persona::Hotel));
        assert!(close(hotel.monthly_cost_saved, 210.0));
        let retail = calculate(&kilograms(100.0)?.with_business_type(Persona::Retail));
        assert!(close(retail.monthly_cost_saved, 250.0));
        Ok(())
    }

    #[test]
    fn a_reduction_target_replaces_the_persona_rate() -> TestResult {
        let inputs = kilograms(100.0)?
            .with_business_type(Persona::Hotel)
            .with_reduction_target(Percentage::parse(40.0)?);
        let savings = calculate(&inputs);
        assert!(close(savings.reduction_rate, 0.4));
        assert!(close(savings.monthly_cost_saved, 400.0));
        assert_eq!(
            savings.assumptions.first().map(|a| a.source),
            Some("Your reduction target.")
        );
        Ok(())
    }

    #[test]
    fn a_given_cost_per_kg_replaces_the_default() -> TestResult {
        let savings = calculate(&kilograms(80.0)?.with_cost_per_kg(CostPerKg::parse(19.2)?));
        assert!(close(savings.monthly_cost_saved, 384.0));
        assert!(close(savings.annual_cost_saved, 4608.0));
        Ok(())
    }

    #[test]
    fn annual_savings_are_always_twelve_times_monthly() -> TestResult {
        for kg in [0.01, 0.37, 1.0, 33.3, 123.456, 999.99, 1000.0] {
            for cost in [0.01, 7.77, 19.2, 100.0] {
                let savings = calculate(&kilograms(kg)?.with_cost_per_kg(CostPerKg::parse(cost)?));
                assert!(
                    (savings.annual_cost_saved - savings.monthly_cost_saved * 12.0).abs() < 1e-6,
                    "{kg} kg at {cost}"
                );
            }
        }
        Ok(())
    }

    #[test]
    fn savings_grow_linearly_with_the_kilograms_wasted() -> TestResult {
        let one = calculate(&kilograms(100.0)?);
        let three = calculate(&kilograms(300.0)?);
        assert!(close(
            three.monthly_cost_saved,
            3.0 * one.monthly_cost_saved
        ));
        assert!(close(three.co2_reduced_kg, 3.0 * one.co2_reduced_kg));
        assert!(close(three.avoided_kg_month, 3.0 * one.avoided_kg_month));
        Ok(())
    }

    #[test]
    fn results_are_finite_and_never_negative() -> TestResult {
        let inputs = kilograms(0.001)?.with_reduction_target(Percentage::parse(0.0)?);
        let zero = calculate(&inputs);
        for value in [
            zero.monthly_cost_saved,
            zero.annual_cost_saved,
            zero.co2_reduced_kg,
            zero.avoided_kg_month,
        ] {
            assert!(value.is_finite() && value >= 0.0);
        }
        assert_eq!(zero.meals_saved, 0);
        let max = calculate(
            &kilograms(1000.0)?
                .with_cost_per_kg(CostPerKg::parse(100.0)?)
                .with_reduction_target(Percentage::parse(100.0)?),
        );
        assert!(close(max.monthly_cost_saved, 100_000.0));
        assert_eq!(max.meals_saved, 28_571);
        Ok(())
    }

    #[test]
    fn meals_are_whole_and_rounded_down() -> TestResult {
        // 8.4 kg a year avoided = exactly 20 meals of 0.42 kg.
        let inputs = kilograms(2.8)?; // 2.8 × 0.25 × 12 = 8.4
        assert_eq!(calculate(&inputs).meals_saved, 20);
        Ok(())
    }

    #[test]
    fn revenue_inputs_derive_kilograms_and_say_so() -> TestResult {
        let inputs = CalculatorInputs::new(WasteMeasure::Revenue {
            monthly_revenue: MonthlyRevenueAed::parse(100_000.0)?,
            waste_share: Percentage::parse(4.0)?,
        })
        .with_cost_per_kg(CostPerKg::parse(20.0)?);
        let savings = calculate(&inputs);
        // AED 4,000 of waste a month at AED 20/kg is 200 kg.
        assert!(close(savings.food_wasted_kg, 200.0));
        assert!(close(savings.monthly_cost_saved, 1000.0));
        assert!(
            savings
                .assumptions
                .iter()
                .any(|a| a.key == "food_wasted_kg")
        );
        Ok(())
    }

    #[test]
    fn the_assumptions_carry_the_constants_and_their_sources() -> TestResult {
        let savings = calculate(&kilograms(50.0)?);
        let keys: Vec<&str> = savings.assumptions.iter().map(|a| a.key).collect();
        assert_eq!(
            keys,
            [
                "reduction_rate",
                "cost_per_kg_aed",
                "co2e_per_kg",
                "kg_per_meal"
            ]
        );
        assert!(savings.assumptions.iter().all(|a| !a.source.is_empty()));
        assert!(
            savings
                .assumptions
                .iter()
                .any(|a| a.key == "co2e_per_kg" && close(a.value, 2.5))
        );
        Ok(())
    }
}

#[cfg(test)]
mod properties {
    use batala_kernel::Persona;
    use proptest::prelude::*;

    use super::*;
    use crate::{CostPerKg, FoodWasteKg, WasteMeasure};

    fn inputs(kg: f64, cost: Option<f64>, persona: Option<Persona>) -> CalculatorInputs {
        let mut inputs = CalculatorInputs::new(WasteMeasure::Kilograms(
            FoodWasteKg::parse(kg).unwrap_or_else(|e| panic!("{e}")),
        ));
        if let Some(cost) = cost {
            inputs =
                inputs.with_cost_per_kg(CostPerKg::parse(cost).unwrap_or_else(|e| panic!("{e}")));
        }
        if let Some(persona) = persona {
            inputs = inputs.with_business_type(persona);
        }
        inputs
    }

    fn persona() -> impl Strategy<Value = Option<Persona>> {
        prop_oneof![
            Just(None),
            proptest::sample::select(Persona::ALL.to_vec()).prop_map(Some)
        ]
    }

    proptest! {
        #[test]
        fn a_year_is_exactly_twelve_months(kg in 0.01_f64..=1000.0, cost in proptest::option::of(0.01_f64..=100.0), persona in persona()) {
            let savings = calculate(&inputs(kg, cost, persona));
            prop_assert!((savings.annual_cost_saved - 12.0 * savings.monthly_cost_saved).abs() < 0.011);
        }

        #[test]
        fn no_output_is_negative_or_not_a_number(kg in 0.01_f64..=1000.0, cost in proptest::option::of(0.01_f64..=100.0), persona in persona()) {
            let s = calculate(&inputs(kg, cost, persona));
            for value in [s.monthly_cost_saved, s.annual_cost_saved, s.co2_reduced_kg, s.avoided_kg_month, s.reduction_rate] {
                prop_assert!(value.is_finite() && value >= 0.0, "{value}");
            }
        }

        #[test]
        fn savings_scale_linearly_with_kilograms(kg in 0.01_f64..=500.0, cost in proptest::option::of(0.01_f64..=100.0), persona in persona()) {
            let one = calculate(&inputs(kg, cost, persona));
            let two = calculate(&inputs(kg * 2.0, cost, persona));
            // Rounded to 2 decimals each, so allow a cent of rounding either way.
            prop_assert!((two.monthly_cost_saved - 2.0 * one.monthly_cost_saved).abs() <= 0.02);
            prop_assert!((two.co2_reduced_kg - 2.0 * one.co2_reduced_kg).abs() <= 0.02);
        }
    }
}
