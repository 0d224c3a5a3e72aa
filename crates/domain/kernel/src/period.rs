use std::fmt;
use std::str::FromStr;

use chrono::{Datelike, NaiveDate};

/// A calendar month written `YYYY-MM`, the unit of the leaderboard.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Period {
    year: i32,
    month: u32,
}

/// Why a period could not be parsed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PeriodError {
    #[error("period {0:?} is not written YYYY-MM")]
    Format(String),
    #[error("period {0:?} names no real month")]
    Month(String),
    #[error("period {0:?} is outside the years 2000 to 2100")]
    Year(String),
}

impl Period {
    pub const MIN_YEAR: i32 = 2000;
    pub const MAX_YEAR: i32 = 2100;

    /// Parses `YYYY-MM` with a month from 01 to 12.
    ///
    /// # Errors
    /// [`PeriodError`] for any other shape, a month outside 1–12 or a year outside 2000–2100.
    pub fn parse(raw: &str) -> Result<Self, PeriodError> {
        let text = raw.trim();
        let format_error = || PeriodError::Format(raw.to_owned());
        let (year, month) = text.split_once('-').ok_or_else(format_error)?;
        let all_digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
        if year.len() != 4 || month.len() != 2 || !all_digits(year) || !all_digits(month) {
            return Err(format_error());
        }
        let year: i32 = year.parse().map_err(|_| format_error())?;
        let month: u32 = month.parse().map_err(|_| format_error())?;
        Self::new(year, month).map_err(|error| match error {
            PeriodError::Month(_) => PeriodError::Month(raw.to_owned()),
            PeriodError::Year(_) => PeriodError::Year(raw.to_owned()),
            PeriodError::Format(_) => format_error(),
        })
    }

    /// Builds a period from its year and month number.
    ///
    /// # Errors
    /// [`PeriodError`] when the month is outside 1–12 or the year outside 2000–2100.
    pub fn new(year: i32, month: u32) -> Result<Self, PeriodError> {
        let shown = || format!("{year:04}-{month:02}");
        if !(1..=12).contains(&month) {
            return Err(PeriodError::Month(shown()));
        }
        if !(Self::MIN_YEAR..=Self::MAX_YEAR).contains(&year) {
            return Err(PeriodError::Year(shown()));
        }
        Ok(Self { year, month })
    }

    /// The month a date falls in.
    ///
    /// # Errors
    /// [`PeriodError::Year`] when the date is outside the supported years.
    pub fn containing(date: NaiveDate) -> Result<Self, PeriodError> {
        Self::new(date.year(), date.month())
    }

    #[must_use]
    pub const fn year(self) -> i32 {
        self.year
    }

    #[must_use]
    pub const fn month(self) -> u32 {
        self.month
    }

    /// The first day of the month.
    #[must_use]
    pub fn first_day(self) -> NaiveDate {
        // Always valid: `new` admits only months 1–12 of supported years.
        NaiveDate::from_ymd_opt(self.year, self.month, 1).unwrap_or(NaiveDate::MIN)
    }
}

impl FromStr for Period {
    type Err = PeriodError;
    fn from_str(raw: &str) -> Result<Self, Self::Err> {
        Self::parse(raw)
    }
}

impl fmt::Display for Period {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}", self.year, self.month)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_a_real_month_and_prints_it_back() -> Result<(), PeriodError> {
        let period = Period::parse("2025-09")?;
        assert_eq!((period.year(), period.month()), (2025, 9));
        assert_eq!(period.to_string(), "2025-09");
        Ok(())
    }

    #[test]
    fn rejects_months_that_do_not_exist() {
        assert!(matches!(
            Period::parse("2025-13"),
            Err(PeriodError::Month(_))
        ));
        assert!(matches!(
            Period::parse("2025-00"),
            Err(PeriodError::Month(_))
        ));
    }

    #[test]
    fn rejects_other_shapes() {
        for raw in [
            "2025-9",
            "25-09",
            "2025/09",
            "2025-09-01",
            "",
            "abcd-ef",
            "+202-09",
        ] {
            assert!(
                matches!(Period::parse(raw), Err(PeriodError::Format(_))),
                "{raw}"
            );
        }
    }

    #[test]
    fn rejects_years_out_of_range() {
        assert!(matches!(
            Period::parse("1999-12"),
            Err(PeriodError::Year(_))
        ));
    }

    #[test]
    fn orders_chronologically() -> Result<(), PeriodError> {
        assert!(Period::parse("2023-12")? < Period::parse("2024-01")?);
        Ok(())
    }

    #[test]
    fn finds_the_month_of_a_date() -> Result<(), PeriodError> {
        let date =
            NaiveDate::from_ymd_opt(2024, 2, 29).ok_or(PeriodError::Format(String::new()))?;
        assert_eq!(Period::containing(date)?.to_string(), "2024-02");
        assert_eq!(Period::parse("2024-02")?.first_day().day(), 1);
        Ok(())
    }
}
