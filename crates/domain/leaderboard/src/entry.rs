use batala_kernel::{IdError, LeaderboardEntryId, Period, PeriodError, VenueId};

use crate::{BatalaScore, Venue};

/// A venue's results for a month: kilograms of food rescued and AED saved (both non-negative
/// decimals) and meals donated (a whole number, non-negative).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct EntryFigures {
    kg_rescued: f64,
    aed_saved: f64,
    meals_donated: u32,
}

/// Why a figure was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum FiguresError {
    #[error("Kg rescued must be a number from 0 to 1,000,000")]
    KgRescued,
    #[error("AED saved must be a number from 0 to 100,000,000")]
    AedSaved,
    #[error("Meals donated must be a whole number from 0 to 10,000,000")]
    MealsDonated,
}

impl EntryFigures {
    pub const MAX_KG: f64 = 1_000_000.0;
    pub const MAX_AED: f64 = 100_000_000.0;
    pub const MAX_MEALS: u32 = 10_000_000;

    /// Checks a month's figures.
    ///
    /// # Errors
    /// [`FiguresError`] naming the first figure that is negative, not a number, or above its
    /// generous upper bound.
    pub fn new(kg_rescued: f64, aed_saved: f64, meals_donated: i64) -> Result<Self, FiguresError> {
        if !(kg_rescued.is_finite() && (0.0..=Self::MAX_KG).contains(&kg_rescued)) {
            return Err(FiguresError::KgRescued);
        }
        if !(aed_saved.is_finite() && (0.0..=Self::MAX_AED).contains(&aed_saved)) {
            return Err(FiguresError::AedSaved);
        }
        let meals_donated = u32::try_from(meals_donated)
            .ok()
            .filter(|meals| *meals <= Self::MAX_MEALS)
            .ok_or(FiguresError::MealsDonated)?;
        Ok(Self {
            kg_rescued,
            aed_saved,
            meals_donated,
        })
    }

    #[must_use]
    pub const fn kg_rescued(&self) -> f64 {
        self.kg_rescued
    }

    #[must_use]
    pub const fn aed_saved(&self) -> f64 {
        self.aed_saved
    }

    #[must_use]
    pub const fn meals_donated(&self) -> u32 {
        self.meals_donated
    }
}

/// The admin entry form, checked: what creating or editing a leaderboard entry writes.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct NewEntry {
    venue_id: VenueId,
    period: Period,
    figures: EntryFigures,
}

/// Why the entry form was refused. The "required" messages are the form's.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EntryInputError {
    #[error("Venue is required")]
    VenueMissing,
    #[error("Venue is not a valid id")]
    Venue(#[from] IdError),
    #[error("Period is required")]
    PeriodMissing,
    #[error(transparent)]
    Period(#[from] PeriodError),
    #[error("Kg rescued is required")]
    KgRescuedMissing,
    #[error("AED saved is required")]
    AedSavedMissing,
    #[error("Meals donated is required")]
    MealsDonatedMissing,
    #[error(transparent)]
    Figures(#[from] FiguresError),
}

impl NewEntry {
    #[must_use]
    pub const fn new(venue_id: VenueId, period: Period, figures: EntryFigures) -> Self {
        Self {
            venue_id,
            period,
            figures,
        }
    }

    /// Reads the entry form; a blank venue or period counts as missing.
    ///
    /// # Errors
    /// [`EntryInputError`] for the first missing or invalid field, in form order.
    pub fn parse(
        venue_id: Option<&str>,
        period: Option<&str>,
        kg_rescued: Option<f64>,
        aed_saved: Option<f64>,
        meals_donated: Option<i64>,
    ) -> Result<Self, EntryInputError> {
        let venue_id: VenueId = venue_id
            .filter(|raw| !raw.trim().is_empty())
            .ok_or(EntryInputError::VenueMissing)?
            .parse()?;
        let period = Period::parse(
            period
                .filter(|raw| !raw.trim().is_empty())
                .ok_or(EntryInputError::PeriodMissing)?,
        )?;
        let kg_rescued = kg_rescued.ok_or(EntryInputError::KgRescuedMissing)?;
        let aed_saved = aed_saved.ok_or(EntryInputError::AedSavedMissing)?;
        let meals_donated = meals_donated.ok_or(EntryInputError::MealsDonatedMissing)?;
        let figures = EntryFigures::new(kg_rescued, aed_saved, meals_donated)?;
        Ok(Self::new(venue_id, period, figures))
    }

    #[must_use]
    pub const fn venue_id(&self) -> VenueId {
        self.venue_id
    }

    #[must_use]
    pub const fn period(&self) -> Period {
        self.period
    }

    #[must_use]
    pub const fn figures(&self) -> &EntryFigures {
        &self.figures
    }

    /// The score to store with this entry, computed from its figures.
    #[must_use]
    pub fn batala_score(&self) -> BatalaScore {
        BatalaScore::for_figures(&self.figures)
    }
}

/// A stored leaderboard entry with its venue.
#[derive(Debug, Clone, PartialEq)]
pub struct LeaderboardEntry {
    pub id: LeaderboardEntryId,
    pub venue: Venue,
    pub period: Period,
    pub figures: EntryFigures,
    pub batala_score: BatalaScore,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_accept_zero_and_decimals() -> Result<(), FiguresError> {
        let figures = EntryFigures::new(0.0, 1234.56, 0)?;
        assert!(figures.kg_rescued().abs() < f64::EPSILON);
        assert!((figures.aed_saved() - 1234.56).abs() < 1e-9);
        assert_eq!(figures.meals_donated(), 0);
        Ok(())
    }

    #[test]
    fn figures_reject_negative_or_non_numeric_values() {
        assert_eq!(
            EntryFigures::new(-0.1, 0.0, 0),
            Err(FiguresError::KgRescued)
        );
        assert_eq!(
            EntryFigures::new(f64::NAN, 0.0, 0),
            Err(FiguresError::KgRescued)
        );
        assert_eq!(EntryFigures::new(0.0, -1.0, 0), Err(FiguresError::AedSaved));
        assert_eq!(
            EntryFigures::new(0.0, f64::INFINITY, 0),
            Err(FiguresError::AedSaved)
        );
        assert_eq!(
            EntryFigures::new(0.0, 0.0, -1),
            Err(FiguresError::MealsDonated)
        );
        assert_eq!(
            EntryFigures::new(0.0, 0.0, 10_000_001),
            Err(FiguresError::MealsDonated)
        );
    }

    #[test]
    fn the_entry_form_reads_all_fields() -> Result<(), EntryInputError> {
        let venue = VenueId::new();
        let entry = NewEntry::parse(
            Some(&venue.to_string()),
            Some("2025-09"),
            Some(420.5),
            Some(8200.0),
            Some(900),
        )?;
        assert_eq!(entry.venue_id(), venue);
        assert_eq!(entry.period().to_string(), "2025-09");
        assert_eq!(entry.figures().meals_donated(), 900);
        assert_eq!(
            entry.batala_score(),
            BatalaScore::for_figures(entry.figures())
        );
        Ok(())
    }

    #[test]
    fn the_entry_form_names_the_first_missing_field() {
        let venue = VenueId::new().to_string();
        let venue = Some(venue.as_str());
        let cases = [
            (
                NewEntry::parse(None, Some("2025-09"), Some(1.0), Some(1.0), Some(1)),
                "Venue is required",
            ),
            (
                NewEntry::parse(venue, Some(" "), Some(1.0), Some(1.0), Some(1)),
                "Period is required",
            ),
            (
                NewEntry::parse(venue, Some("2025-09"), None, Some(1.0), Some(1)),
                "Kg rescued is required",
            ),
            (
                NewEntry::parse(venue, Some("2025-09"), Some(1.0), None, Some(1)),
                "AED saved is required",
            ),
            (
                NewEntry::parse(venue, Some("2025-09"), Some(1.0), Some(1.0), None),
                "Meals donated is required",
            ),
        ];
        for (result, message) in cases {
            assert_eq!(result.map_err(|e| e.to_string()), Err(message.to_owned()));
        }
    }

    #[test]
    fn the_entry_form_rejects_bad_ids_periods_and_figures() {
        let venue = VenueId::new().to_string();
        assert!(matches!(
            NewEntry::parse(Some("x"), Some("2025-09"), Some(1.0), Some(1.0), Some(1)),
            Err(EntryInputError::Venue(_))
        ));
        assert!(matches!(
            NewEntry::parse(Some(&venue), Some("2025-13"), Some(1.0), Some(1.0), Some(1)),
            Err(EntryInputError::Period(_))
        ));
        assert!(matches!(
            NewEntry::parse(
                Some(&venue),
                Some("2025-09"),
                Some(-1.0),
                Some(1.0),
                Some(1)
            ),
            Err(EntryInputError::Figures(FiguresError::KgRescued))
        ));
    }
}
