use std::fmt;
use std::str::FromStr;

/// One of the seven emirates of the UAE.
///
/// The wire and the database use the underscore codes (`abu_dhabi`); the interface also uses
/// hyphenated codes (`abu-dhabi`) and display names (`Abu Dhabi`), which are accepted as input.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum City {
    #[serde(alias = "abu-dhabi")]
    AbuDhabi,
    Dubai,
    Sharjah,
    Ajman,
    Fujairah,
    #[serde(alias = "ras-al-khaimah")]
    RasAlKhaimah,
    #[serde(alias = "umm-al-quwain")]
    UmmAlQuwain,
}

/// The input names none of the seven emirates.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown city {0:?}: expected one of the seven emirates, e.g. dubai or abu_dhabi")]
pub struct CityError(pub String);

impl City {
    pub const ALL: [City; 7] = [
        City::AbuDhabi,
        City::Dubai,
        City::Sharjah,
        City::Ajman,
        City::Fujairah,
        City::RasAlKhaimah,
        City::UmmAlQuwain,
    ];

    /// Parses `abu_dhabi`, `abu-dhabi` or `Abu Dhabi`, ignoring case and surrounding space.
    ///
    /// # Errors
    /// [`CityError`] when the input is none of the seven emirates.
    pub fn parse(raw: &str) -> Result<Self, CityError> {
        let code: String = raw
            .trim()
            .chars()
            .map(|c| match c {
                '-' | ' ' => '_',
                other => other.to_ascii_lowercase(),
            })
            .collect();
        Self::ALL
            .into_iter()
            .find(|city| city.as_str() == code)
            .ok_or_else(|| CityError(raw.to_owned()))
    }

    /// The underscore code used on the wire and in the database.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            City::AbuDhabi => "abu_dhabi",
            City::Dubai => "dubai",
            City::Sharjah => "sharjah",
            City::Ajman => "ajman",
            City::Fujairah => "fujairah",
            City::RasAlKhaimah => "ras_al_khaimah",
            City::UmmAlQuwain => "umm_al_quwain",
        }
    }

    /// The English name of the emirate.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            City::AbuDhabi => "Abu Dhabi",
            City::Dubai => "Dubai",
            City::Sharjah => "Sharjah",
            City::Ajman => "Ajman",
            City::Fujairah => "Fujairah",
            City::RasAlKhaimah => "Ras Al Khaimah",
            City::UmmAlQuwain => "Umm Al Quwain",
        }
    }
}

impl FromStr for City {
    type Err = CityError;
    fn from_str(raw: &str) -> Result<Self, Self::Err> {
        Self::parse(raw)
    }
}

impl fmt::Display for City {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_underscore_hyphen_and_display_spellings() {
        assert_eq!(City::parse("abu_dhabi"), Ok(City::AbuDhabi));
        assert_eq!(City::parse("abu-dhabi"), Ok(City::AbuDhabi));
        assert_eq!(City::parse("Abu Dhabi"), Ok(City::AbuDhabi));
        assert_eq!(City::parse("ras-al-khaimah"), Ok(City::RasAlKhaimah));
        assert_eq!(City::parse(" UMM_AL_QUWAIN "), Ok(City::UmmAlQuwain));
    }

    #[test]
    fn every_code_round_trips() {
        for city in City::ALL {
            assert_eq!(City::parse(city.as_str()), Ok(city));
            assert_eq!(City::parse(city.name()), Ok(city));
        }
    }

    #[test]
    fn rejects_cities_outside_the_emirates() {
        assert!(City::parse("riyadh").is_err());
        assert!(City::parse("abu__dhabi").is_err());
        assert!(City::parse("").is_err());
    }

    #[test]
    fn serialises_the_underscore_form_and_reads_both() -> Result<(), serde_json::Error> {
        assert_eq!(serde_json::to_string(&City::AbuDhabi)?, "\"abu_dhabi\"");
        let hyphen: City = serde_json::from_str("\"umm-al-quwain\"")?;
        let underscore: City = serde_json::from_str("\"umm_al_quwain\"")?;
        assert_eq!(hyphen, underscore);
        Ok(())
    }
}
