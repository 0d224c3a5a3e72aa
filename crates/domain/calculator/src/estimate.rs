use batala_kernel::Persona;

use crate::{CalculatorInputs, FoodWasteKg, Savings, WasteMeasure, calculate};

/// A documented typical monthly food waste for a persona, which answers use to state an
/// estimated saving ("for a restaurant wasting about 300 kg a month").
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TypicalWaste {
    pub persona: Persona,
    pub monthly_kg: f64,
    /// How an answer says it, in English.
    pub description: &'static str,
    /// Where the figure comes from.
    pub basis: &'static str,
}

/// The typical monthly waste of a persona, where a defensible figure exists:
///
/// - restaurant: 300 kg (WRAP: about £10,000 a year per outlet at £2,800 per tonne, about
///   3.6 t a year);
/// - hotel and catering: 300 kg, WRAP's same per-outlet figure for hospitality and food service
///   (a hotel kitchen or a catering unit is such an outlet), with their own reduction rates;
/// - household: 32 kg (UNEP Food Waste Index 2021: 95 kg per person per year in UAE households,
///   for four people);
/// - retail: 50 kg, the calculator's own default: the sources give no per-store baseline.
///
/// Every persona has one, so no answer needs "Contact for assessment"; the option stays for a
/// persona added without a documented figure.
#[must_use]
pub const fn typical_monthly_waste(persona: Persona) -> Option<TypicalWaste> {
    match persona {
        Persona::Restaurant => Some(TypicalWaste {
            persona,
            monthly_kg: 300.0,
            description: "for a restaurant wasting about 300 kg of food a month",
            basis: "WRAP: about £10,000 a year per outlet at £2,800 per tonne, about 3.6 t a year.",
        }),
        Persona::Household => Some(TypicalWaste {
            persona,
            monthly_kg: 32.0,
            description: "for a household of four wasting about 32 kg of food a month",
            basis: "UNEP Food Waste Index 2021: 95 kg per person per year in UAE households, for four people.",
        }),
        Persona::Hotel => Some(TypicalWaste {
            persona,
            monthly_kg: 300.0,
            description: "for a hotel kitchen wasting about 300 kg of food a month",
            basis: "WRAP: about £10,000 a year per hospitality and food-service outlet at £2,800 per tonne, about 3.6 t a year.",
        }),
        Persona::Catering => Some(TypicalWaste {
            persona,
            monthly_kg: 300.0,
            description: "for a catering kitchen wasting about 300 kg of food a month",
            basis: "WRAP: about £10,000 a year per hospitality and food-service outlet at £2,800 per tonne, about 3.6 t a year.",
        }),
        Persona::Retail => Some(TypicalWaste {
            persona,
            monthly_kg: 50.0,
            description: "for a shop wasting about 50 kg of food a month",
            basis: "The calculator's default monthly waste; the sources give no per-store baseline.",
        }),
    }
}

/// The saving an answer quotes for a persona: the calculator run on the persona's
/// [`typical_monthly_waste`] with the default cost and the persona's reduction rate.
#[derive(Debug, Clone, PartialEq)]
pub struct PersonaEstimate {
    pub typical: TypicalWaste,
    pub savings: Savings,
}

impl PersonaEstimate {
    /// The answer's `estimated_savings_aed`: the monthly saving.
    #[must_use]
    pub fn estimated_savings_aed(&self) -> f64 {
        self.savings.monthly_cost_saved
    }
}

/// The estimate for a persona, or `None` when no typical waste is documented (the answer then
/// shows "Contact for assessment").
#[must_use]
pub fn estimate_for_persona(persona: Persona) -> Option<PersonaEstimate> {
    let typical = typical_monthly_waste(persona)?;
    let kg = FoodWasteKg::parse(typical.monthly_kg).ok()?;
    let inputs = CalculatorInputs::new(WasteMeasure::Kilograms(kg)).with_business_type(persona);
    Some(PersonaEstimate {
        typical,
        savings: calculate(&inputs),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_restaurant_is_estimated_at_300_kg_a_month() {
        let estimate = estimate_for_persona(Persona::Restaurant);
        // 300 kg × 26% × AED 10
        assert_eq!(
            estimate
                .as_ref()
                .map(PersonaEstimate::estimated_savings_aed),
            Some(780.0)
        );
        assert_eq!(estimate.map(|e| e.typical.monthly_kg), Some(300.0));
    }

    #[test]
    fn a_household_is_estimated_at_32_kg_a_month() {
        let estimate = estimate_for_persona(Persona::Household);
        // 32 kg × 25% × AED 10
        assert_eq!(
            estimate
                .as_ref()
                .map(PersonaEstimate::estimated_savings_aed),
            Some(80.0)
        );
    }

    #[test]
    fn every_business_persona_gets_an_estimate_at_its_own_reduction_rate() {
        let saving = |persona| {
            estimate_for_persona(persona)
                .as_ref()
                .map(PersonaEstimate::estimated_savings_aed)
        };
        // 300 kg × 21% × AED 10; 300 kg × 25% × AED 10; 50 kg × 25% × AED 10
        assert_eq!(saving(Persona::Hotel), Some(630.0));
        assert_eq!(saving(Persona::Catering), Some(750.0));
        assert_eq!(saving(Persona::Retail), Some(125.0));
    }

    #[test]
    fn every_documented_baseline_is_a_valid_calculator_input() {
        for persona in Persona::ALL {
            if let Some(typical) = typical_monthly_waste(persona) {
                assert!(FoodWasteKg::parse(typical.monthly_kg).is_ok());
                assert!(typical.description.contains("kg"));
            }
        }
    }
}
