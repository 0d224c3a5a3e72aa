use std::fmt;
use std::str::FromStr;

/// Who is asking: the five kinds of audience Batala advises.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Persona {
    Restaurant,
    Hotel,
    Catering,
    Retail,
    Household,
}

/// The input names no persona.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown persona {0:?}: expected restaurant, hotel, catering, retail or household")]
pub struct PersonaError(pub String);

impl Persona {
    pub const ALL: [Persona; 5] = [
        Persona::Restaurant,
        Persona::Hotel,
        Persona::Catering,
        Persona::Retail,
        Persona::Household,
    ];

    /// Parses a persona code, ignoring surrounding white space and letter case.
    ///
    /// # Errors
    /// [`PersonaError`] when the input is none of the five codes.
    pub fn parse(raw: &str) -> Result<Self, PersonaError> {
        let code = raw.trim().to_ascii_lowercase();
        Self::ALL
            .into_iter()
            .find(|persona| persona.as_str() == code)
            .ok_or_else(|| PersonaError(raw.to_owned()))
    }

    /// The code used on the wire and in the database.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Persona::Restaurant => "restaurant",
            Persona::Hotel => "hotel",
            Persona::Catering => "catering",
            Persona::Retail => "retail",
            Persona::Household => "household",
        }
    }
}

impl FromStr for Persona {
    type Err = PersonaError;
    fn from_str(raw: &str) -> Result<Self, Self::Err> {
        Self::parse(raw)
    }
}

impl fmt::Display for Persona {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_every_persona_code() {
        for persona in Persona::ALL {
            assert_eq!(Persona::parse(persona.as_str()), Ok(persona));
        }
    }

    #[test]
    fn parsing_ignores_case_and_surrounding_space() {
        assert_eq!(Persona::parse("  Hotel "), Ok(Persona::Hotel));
    }

    #[test]
    fn rejects_an_unknown_or_empty_persona() {
        assert!(Persona::parse("chef").is_err());
        assert!(Persona::parse("").is_err());
    }

    #[test]
    fn serialises_as_snake_case_code() -> Result<(), serde_json::Error> {
        assert_eq!(serde_json::to_string(&Persona::Household)?, "\"household\"");
        let parsed: Persona = serde_json::from_str("\"catering\"")?;
        assert_eq!(parsed, Persona::Catering);
        Ok(())
    }
}
