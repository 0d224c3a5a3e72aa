use batala_kernel::{IdError, Persona, PersonaError, VenueId};

/// Food wasted per month in kilograms: above 0 and at most 1000.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FoodWasteKg(f64);

/// The waste amount is missing, not a number, not above 0 or above 1000 kg.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("Please enter a valid amount of food waste.")]
pub struct FoodWasteError;

impl FoodWasteKg {
    pub const MAX: f64 = 1000.0;
    /// The form's initial value.
    pub const DEFAULT: f64 = 50.0;

    /// # Errors
    /// [`FoodWasteError`] unless `0 < kg <= 1000`.
    pub fn parse(kg: f64) -> Result<Self, FoodWasteError> {
        if kg.is_finite() && kg > 0.0 && kg <= Self::MAX {
            Ok(Self(kg))
        } else {
            Err(FoodWasteError)
        }
    }

    #[must_use]
    pub const fn value(self) -> f64 {
        self.0
    }
}

/// What a kilogram of wasted food costs, in AED: above 0 and at most 100.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CostPerKg(f64);

/// The cost per kg is not a number, negative or above 100 AED.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("Please enter a cost per kg between 0 and 100 AED.")]
pub struct CostPerKgError;

impl CostPerKg {
    pub const MAX: f64 = 100.0;

    /// # Errors
    /// [`CostPerKgError`] unless `0 < aed <= 100`.
    pub fn parse(aed: f64) -> Result<Self, CostPerKgError> {
        if aed.is_finite() && aed > 0.0 && aed <= Self::MAX {
            Ok(Self(aed))
        } else {
            Err(CostPerKgError)
        }
    }

    /// Reads the optional form field: absent or 0 means "not given" (the form sends the cost only
    /// when above 0, and the default then applies).
    ///
    /// # Errors
    /// [`CostPerKgError`] for a value that is negative, not a number or above 100.
    pub fn parse_optional(aed: Option<f64>) -> Result<Option<Self>, CostPerKgError> {
        match aed {
            None => Ok(None),
            Some(0.0) => Ok(None),
            Some(value) => Self::parse(value).map(Some),
        }
    }

    #[must_use]
    pub const fn value(self) -> f64 {
        self.0
    }
}

/// A percentage from 0 to 100 inclusive.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Percentage(f64);

/// The value is not a number from 0 to 100.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("a percentage is a number from 0 to 100")]
pub struct PercentageError;

impl Percentage {
    /// # Errors
    /// [`PercentageError`] unless `0 <= value <= 100`.
    pub fn parse(value: f64) -> Result<Self, PercentageError> {
        if value.is_finite() && (0.0..=100.0).contains(&value) {
            Ok(Self(value))
        } else {
            Err(PercentageError)
        }
    }

    #[must_use]
    pub const fn value(self) -> f64 {
        self.0
    }

    /// The percentage as a fraction from 0 to 1.
    #[must_use]
    pub fn fraction(self) -> f64 {
        self.0 / 100.0
    }
}

/// A business's monthly revenue in AED: above 0 and at most one billion.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MonthlyRevenueAed(f64);

/// The revenue is not a positive number up to one billion AED.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("Please enter a valid monthly revenue.")]
pub struct RevenueError;

impl MonthlyRevenueAed {
    pub const MAX: f64 = 1_000_000_000.0;

    /// # Errors
    /// [`RevenueError`] unless `0 < aed <= 1,000,000,000`.
    pub fn parse(aed: f64) -> Result<Self, RevenueError> {
        if aed.is_finite() && aed > 0.0 && aed <= Self::MAX {
            Ok(Self(aed))
        } else {
            Err(RevenueError)
        }
    }

    #[must_use]
    pub const fn value(self) -> f64 {
        self.0
    }
}

/// How the amount of waste is given: directly in kilograms, or (the form's earlier variant) as a
/// share of monthly revenue, from which kilograms are derived with the cost per kg.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum WasteMeasure {
    Kilograms(FoodWasteKg),
    Revenue {
        monthly_revenue: MonthlyRevenueAed,
        waste_share: Percentage,
    },
}

/// The calculator's inputs as they arrive, before checking (what the app's request DTO maps to).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct RawCalculatorInputs {
    pub food_wasted_kg: Option<f64>,
    pub cost_per_kg_aed: Option<f64>,
    /// A venue id; blank or `none` means no venue.
    pub venue_id: Option<String>,
    pub business_type: Option<String>,
    pub monthly_revenue_aed: Option<f64>,
    pub current_waste_percentage: Option<f64>,
    pub reduction_target_percentage: Option<f64>,
}

/// Why the calculator's inputs were refused. Every case is shown under the title
/// "Invalid Input" ([`CalculatorInputError::title`]).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CalculatorInputError {
    #[error(transparent)]
    Waste(#[from] FoodWasteError),
    #[error(transparent)]
    CostPerKg(#[from] CostPerKgError),
    #[error(transparent)]
    Revenue(#[from] RevenueError),
    #[error("Current waste percentage must be between 0 and 100.")]
    WastePercentage(PercentageError),
    #[error("Reduction target must be between 0 and 100.")]
    ReductionTarget(PercentageError),
    #[error(transparent)]
    BusinessType(#[from] PersonaError),
    #[error("Please choose a valid venue.")]
    Venue(#[from] IdError),
}

impl CalculatorInputError {
    /// The title the interface shows above the message.
    #[must_use]
    pub const fn title(&self) -> &'static str {
        "Invalid Input"
    }
}

/// Checked calculator inputs.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CalculatorInputs {
    waste: WasteMeasure,
    cost_per_kg: Option<CostPerKg>,
    business_type: Option<Persona>,
    reduction_target: Option<Percentage>,
    venue_id: Option<VenueId>,
}

impl CalculatorInputs {
    /// Inputs with only the waste given: default cost, default reduction, no venue.
    #[must_use]
    pub const fn new(waste: WasteMeasure) -> Self {
        Self {
            waste,
            cost_per_kg: None,
            business_type: None,
            reduction_target: None,
            venue_id: None,
        }
    }

    /// Checks raw inputs, every field given. Kilograms win when given; otherwise both monthly
    /// revenue and current waste percentage are needed. A blank or `none` venue means no venue.
    ///
    /// # Errors
    /// [`CalculatorInputError`] for the first invalid field; a missing waste amount (with no
    /// complete revenue pair either) is [`CalculatorInputError::Waste`].
    pub fn parse(raw: &RawCalculatorInputs) -> Result<Self, CalculatorInputError> {
        let kilograms = raw.food_wasted_kg.map(FoodWasteKg::parse).transpose()?;
        // Checked even when the kilograms win: every field sent must hold.
        let revenue = raw
            .monthly_revenue_aed
            .map(MonthlyRevenueAed::parse)
            .transpose()?;
        let share = raw
            .current_waste_percentage
            .map(Percentage::parse)
            .transpose()
            .map_err(CalculatorInputError::WastePercentage)?;
        let waste = match (kilograms, revenue, share) {
            (Some(kg), _, _) => WasteMeasure::Kilograms(kg),
            (None, Some(monthly_revenue), Some(waste_share)) => WasteMeasure::Revenue {
                monthly_revenue,
                waste_share,
            },
            (None, _, _) => return Err(FoodWasteError.into()),
        };
        let cost_per_kg = CostPerKg::parse_optional(raw.cost_per_kg_aed)?;
        let business_type = raw
            .business_type
            .as_deref()
            .filter(|code| !code.trim().is_empty())
            .map(Persona::parse)
            .transpose()?;
        let reduction_target = raw
            .reduction_target_percentage
            .map(Percentage::parse)
            .transpose()
            .map_err(CalculatorInputError::ReductionTarget)?;
        let venue_id = raw
            .venue_id
            .as_deref()
            .map(str::trim)
            .filter(|id| !id.is_empty() && !id.eq_ignore_ascii_case("none"))
            .map(str::parse::<VenueId>)
            .transpose()?;
        Ok(Self {
            waste,
            cost_per_kg,
            business_type,
            reduction_target,
            venue_id,
        })
    }

    #[must_use]
    pub const fn with_cost_per_kg(mut self, cost_per_kg: CostPerKg) -> Self {
        self.cost_per_kg = Some(cost_per_kg);
        self
    }

    #[must_use]
    pub const fn with_business_type(mut self, persona: Persona) -> Self {
        self.business_type = Some(persona);
        self
    }

    #[must_use]
    pub const fn with_reduction_target(mut self, target: Percentage) -> Self {
        self.reduction_target = Some(target);
        self
    }

    #[must_use]
    pub const fn with_venue(mut self, venue_id: VenueId) -> Self {
        self.venue_id = Some(venue_id);
        self
    }

    #[must_use]
    pub const fn waste(&self) -> WasteMeasure {
        self.waste
    }

    #[must_use]
    pub const fn cost_per_kg(&self) -> Option<CostPerKg> {
        self.cost_per_kg
    }

    #[must_use]
    pub const fn business_type(&self) -> Option<Persona> {
        self.business_type
    }

    #[must_use]
    pub const fn reduction_target(&self) -> Option<Percentage> {
        self.reduction_target
    }

    #[must_use]
    pub const fn venue_id(&self) -> Option<VenueId> {
        self.venue_id
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn waste_must_be_above_zero_and_at_most_1000_kg() {
        assert!(FoodWasteKg::parse(0.1).is_ok());
        assert!(FoodWasteKg::parse(1000.0).is_ok());
        for bad in [0.0, -5.0, 1000.01, f64::NAN, f64::INFINITY] {
            assert_eq!(FoodWasteKg::parse(bad), Err(FoodWasteError), "{bad}");
        }
        assert_eq!(
            FoodWasteError.to_string(),
            "Please enter a valid amount of food waste."
        );
    }

    #[test]
    fn cost_per_kg_is_at_most_100_aed_and_zero_means_not_given() {
        assert!(CostPerKg::parse(100.0).is_ok());
        assert_eq!(CostPerKg::parse(0.0), Err(CostPerKgError));
        assert_eq!(CostPerKg::parse(100.5), Err(CostPerKgError));
        assert_eq!(CostPerKg::parse_optional(None), Ok(None));
        assert_eq!(CostPerKg::parse_optional(Some(0.0)), Ok(None));
        assert_eq!(CostPerKg::parse_optional(Some(-1.0)), Err(CostPerKgError));
        assert_eq!(
            CostPerKg::parse_optional(Some(12.5)).map(|c| c.map(CostPerKg::value)),
            Ok(Some(12.5))
        );
    }

    #[test]
    fn percentages_run_from_zero_to_one_hundred() {
        assert_eq!(Percentage::parse(0.0).map(Percentage::fraction), Ok(0.0));
        assert_eq!(Percentage::parse(100.0).map(Percentage::fraction), Ok(1.0));
        assert_eq!(Percentage::parse(-0.1), Err(PercentageError));
        assert_eq!(Percentage::parse(100.1), Err(PercentageError));
        assert_eq!(Percentage::parse(f64::NAN), Err(PercentageError));
    }

    #[test]
    fn revenue_must_be_positive() {
        assert!(MonthlyRevenueAed::parse(250_000.0).is_ok());
        assert_eq!(MonthlyRevenueAed::parse(0.0), Err(RevenueError));
        assert_eq!(MonthlyRevenueAed::parse(2e9), Err(RevenueError));
    }

    #[test]
    fn parse_reads_the_form_with_kilograms() -> Result<(), CalculatorInputError> {
        let venue = VenueId::new();
        let inputs = CalculatorInputs::parse(&RawCalculatorInputs {
            food_wasted_kg: Some(50.0),
            cost_per_kg_aed: Some(0.0),
            venue_id: Some(venue.to_string()),
            business_type: Some("hotel".to_owned()),
            ..RawCalculatorInputs::default()
        })?;
        assert_eq!(inputs.waste(), WasteMeasure::Kilograms(FoodWasteKg(50.0)));
        assert_eq!(inputs.cost_per_kg(), None);
        assert_eq!(inputs.venue_id(), Some(venue));
        assert_eq!(inputs.business_type(), Some(Persona::Hotel));
        Ok(())
    }

    #[test]
    fn parse_treats_a_blank_or_none_venue_as_no_venue() -> Result<(), CalculatorInputError> {
        for venue in ["", " none ", "NONE"] {
            let inputs = CalculatorInputs::parse(&RawCalculatorInputs {
                food_wasted_kg: Some(10.0),
                venue_id: Some(venue.to_owned()),
                ..RawCalculatorInputs::default()
            })?;
            assert_eq!(inputs.venue_id(), None);
        }
        Ok(())
    }

    #[test]
    fn parse_reads_the_revenue_variant_when_kilograms_are_absent()
    -> Result<(), CalculatorInputError> {
        let inputs = CalculatorInputs::parse(&RawCalculatorInputs {
            monthly_revenue_aed: Some(100_000.0),
            current_waste_percentage: Some(5.0),
            reduction_target_percentage: Some(30.0),
            ..RawCalculatorInputs::default()
        })?;
        assert!(matches!(inputs.waste(), WasteMeasure::Revenue { .. }));
        assert_eq!(inputs.reduction_target().map(Percentage::value), Some(30.0));
        Ok(())
    }

    #[test]
    fn parse_checks_the_revenue_fields_even_when_kilograms_win() {
        let revenue = CalculatorInputs::parse(&RawCalculatorInputs {
            food_wasted_kg: Some(50.0),
            monthly_revenue_aed: Some(2_000_000_000.0),
            ..RawCalculatorInputs::default()
        });
        assert!(matches!(revenue, Err(CalculatorInputError::Revenue(_))));
        let share = CalculatorInputs::parse(&RawCalculatorInputs {
            food_wasted_kg: Some(50.0),
            current_waste_percentage: Some(101.0),
            ..RawCalculatorInputs::default()
        });
        assert!(matches!(
            share,
            Err(CalculatorInputError::WastePercentage(_))
        ));
    }

    #[test]
    fn parse_requires_a_waste_amount() {
        let missing = CalculatorInputs::parse(&RawCalculatorInputs {
            monthly_revenue_aed: Some(100_000.0),
            ..RawCalculatorInputs::default()
        });
        assert_eq!(missing, Err(CalculatorInputError::Waste(FoodWasteError)));
        let zero = CalculatorInputs::parse(&RawCalculatorInputs {
            food_wasted_kg: Some(0.0),
            ..RawCalculatorInputs::default()
        });
        assert_eq!(zero, Err(CalculatorInputError::Waste(FoodWasteError)));
    }

    #[test]
    fn parse_reports_bad_optional_fields() {
        let base = RawCalculatorInputs {
            food_wasted_kg: Some(10.0),
            ..RawCalculatorInputs::default()
        };
        let bad_venue = RawCalculatorInputs {
            venue_id: Some("42".to_owned()),
            ..base.clone()
        };
        assert!(matches!(
            CalculatorInputs::parse(&bad_venue),
            Err(CalculatorInputError::Venue(_))
        ));
        let bad_persona = RawCalculatorInputs {
            business_type: Some("chef".to_owned()),
            ..base.clone()
        };
        assert!(matches!(
            CalculatorInputs::parse(&bad_persona),
            Err(CalculatorInputError::BusinessType(_))
        ));
        let bad_target = RawCalculatorInputs {
            reduction_target_percentage: Some(120.0),
            ..base.clone()
        };
        let error = CalculatorInputs::parse(&bad_target);
        assert_eq!(
            error,
            Err(CalculatorInputError::ReductionTarget(PercentageError))
        );
        assert_eq!(
            error.map_err(|e| (e.title(), e.to_string())),
            Err((
                "Invalid Input",
                "Reduction target must be between 0 and 100.".to_owned()
            ))
        );
        let bad_cost = RawCalculatorInputs {
            cost_per_kg_aed: Some(101.0),
            ..base
        };
        assert_eq!(
            CalculatorInputs::parse(&bad_cost),
            Err(CalculatorInputError::CostPerKg(CostPerKgError))
        );
    }
}
