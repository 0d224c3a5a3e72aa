use std::fmt;

use crate::EntryFigures;

/// A venue's monthly sustainability score, from 0.0 to 100.0 with one decimal.
///
/// # Formula
///
/// ```text
/// batala_score = round₁( 100 × ( 0.5 × (1 − e^(−kg_rescued / 1000))
///                              + 0.3 × (1 − e^(−meals_donated / 2381))
///                              + 0.2 × (1 − e^(−aed_saved / 10000)) ) )
/// ```
///
/// Each term saturates: it rises quickly for the first tonne's worth of effort and approaches,
/// but never exceeds, its weight, so no single huge figure dominates and the score stays within
/// 0–100. The three scales describe the same reference effort of one tonne of food a month:
/// 1000 kg; 2381 meals (1000 kg ÷ 0.42 kg per meal, WRAP); AED 10,000 (1000 kg × the calculator's
/// default AED 10 per kg). A venue at exactly the reference scores 63.2. Weights favour food kept
/// out of landfill (kg, 50%), then food reaching people (meals, 30%), then money saved (20%).
///
/// The score depends on the entry's own figures only, so it is deterministic, never changes
/// when other venues' entries change, and is computed by the domain before every write.
#[derive(Debug, Clone, Copy, PartialEq, PartialOrd)]
pub struct BatalaScore(f64);

/// A stored score outside 0–100.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("a batala score is a number from 0 to 100")]
pub struct BatalaScoreError;

impl BatalaScore {
    pub const KG_WEIGHT: f64 = 0.5;
    pub const MEALS_WEIGHT: f64 = 0.3;
    pub const AED_WEIGHT: f64 = 0.2;
    pub const KG_SCALE: f64 = 1000.0;
    pub const MEALS_SCALE: f64 = 2381.0;
    pub const AED_SCALE: f64 = 10_000.0;

    /// Computes the score of an entry's figures (see the formula above).
    #[must_use]
    pub fn for_figures(figures: &EntryFigures) -> Self {
        let saturate = |value: f64, scale: f64| 1.0 - (-value / scale).exp();
        let raw = 100.0
            * (Self::KG_WEIGHT * saturate(figures.kg_rescued(), Self::KG_SCALE)
                + Self::MEALS_WEIGHT
                    * saturate(f64::from(figures.meals_donated()), Self::MEALS_SCALE)
                + Self::AED_WEIGHT * saturate(figures.aed_saved(), Self::AED_SCALE));
        Self(((raw * 10.0).round() / 10.0).clamp(0.0, 100.0))
    }

    /// Reads a score back from storage, rounding it to one decimal.
    ///
    /// # Errors
    /// [`BatalaScoreError`] for a value outside 0–100 or not a number.
    pub fn from_stored(value: f64) -> Result<Self, BatalaScoreError> {
        if value.is_finite() && (0.0..=100.0).contains(&value) {
            Ok(Self((value * 10.0).round() / 10.0))
        } else {
            Err(BatalaScoreError)
        }
    }

    #[must_use]
    pub const fn value(self) -> f64 {
        self.0
    }
}

impl fmt::Display for BatalaScore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:.1}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn score(kg: f64, aed: f64, meals: i64) -> Result<f64, Box<dyn std::error::Error>> {
        Ok(BatalaScore::for_figures(&EntryFigures::new(kg, aed, meals)?).value())
    }

    #[test]
    fn nothing_rescued_scores_zero() -> Result<(), Box<dyn std::error::Error>> {
        assert!(score(0.0, 0.0, 0)?.abs() < f64::EPSILON);
        Ok(())
    }

    #[test]
    fn the_reference_tonne_scores_63_point_2() -> Result<(), Box<dyn std::error::Error>> {
        assert!((score(1000.0, 10_000.0, 2381)? - 63.2).abs() < 1e-9);
        Ok(())
    }

    #[test]
    fn the_score_follows_the_documented_weights() -> Result<(), Box<dyn std::error::Error>> {
        // 500 kg alone: 100 × 0.5 × (1 − e^−0.5) = 19.67 → 19.7
        assert!((score(500.0, 0.0, 0)? - 19.7).abs() < 1e-9);
        // 2381 meals alone: 100 × 0.3 × (1 − e^−1) = 18.96 → 19.0
        assert!((score(0.0, 0.0, 2381)? - 19.0).abs() < 1e-9);
        // AED 5,000 alone: 100 × 0.2 × (1 − e^−0.5) = 7.87 → 7.9
        assert!((score(0.0, 5000.0, 0)? - 7.9).abs() < 1e-9);
        Ok(())
    }

    #[test]
    fn the_score_never_exceeds_100_and_has_one_decimal() -> Result<(), Box<dyn std::error::Error>> {
        assert!((score(1e6, 1e8, 10_000_000)? - 100.0).abs() < f64::EPSILON);
        let value = score(123.4, 5678.9, 321)?;
        assert!((value * 10.0 - (value * 10.0).round()).abs() < 1e-9);
        Ok(())
    }

    #[test]
    fn more_of_any_figure_never_lowers_the_score() -> Result<(), Box<dyn std::error::Error>> {
        let base = score(300.0, 3000.0, 500)?;
        assert!(score(301.0, 3000.0, 500)? >= base);
        assert!(score(300.0, 3100.0, 500)? >= base);
        assert!(score(300.0, 3000.0, 600)? >= base);
        Ok(())
    }

    #[test]
    fn a_stored_score_must_lie_between_0_and_100() {
        assert_eq!(
            BatalaScore::from_stored(87.34).map(BatalaScore::value),
            Ok(87.3)
        );
        assert_eq!(BatalaScore::from_stored(-0.1), Err(BatalaScoreError));
        assert_eq!(BatalaScore::from_stored(100.1), Err(BatalaScoreError));
        assert_eq!(BatalaScore::from_stored(f64::NAN), Err(BatalaScoreError));
        assert_eq!(
            BatalaScore::from_stored(7.0).map(|s| s.to_string()),
            Ok("7.0".to_owned())
        );
    }
}
