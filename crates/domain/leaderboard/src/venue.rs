use std::fmt;

use batala_kernel::{City, CityError, Slug, SlugError, VenueId};

/// A venue's name: 1 to 120 characters after trimming.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VenueName(String);

/// Why a venue name was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum VenueNameError {
    #[error("Venue name is required")]
    Empty,
    #[error("Venue name must be at most {max} characters", max = VenueName::MAX_CHARS)]
    TooLong,
}

impl VenueName {
    pub const MAX_CHARS: usize = 120;

    /// Trims and checks a venue name; length counts characters, not bytes.
    ///
    /// # Errors
    /// [`VenueNameError::Empty`] for a blank name, [`VenueNameError::TooLong`] beyond
    /// [`VenueName::MAX_CHARS`] characters.
    pub fn parse(raw: &str) -> Result<Self, VenueNameError> {
        let name = raw.trim();
        if name.is_empty() {
            return Err(VenueNameError::Empty);
        }
        if name.chars().count() > Self::MAX_CHARS {
            return Err(VenueNameError::TooLong);
        }
        Ok(Self(name.to_owned()))
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl AsRef<str> for VenueName {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for VenueName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A venue on the leaderboard.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Venue {
    pub id: VenueId,
    pub name: VenueName,
    pub city: City,
    /// The address of the venue's public page, unique among venues when present.
    pub public_page_slug: Option<Slug>,
}

/// The admin venue form, checked: what creating or editing a venue writes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewVenue {
    name: VenueName,
    city: City,
    public_page_slug: Option<Slug>,
}

/// Why the venue form was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum VenueInputError {
    #[error(transparent)]
    Name(#[from] VenueNameError),
    #[error("City is required")]
    CityMissing,
    #[error(transparent)]
    City(#[from] CityError),
    #[error(transparent)]
    Slug(#[from] SlugError),
}

impl NewVenue {
    #[must_use]
    pub const fn new(name: VenueName, city: City, public_page_slug: Option<Slug>) -> Self {
        Self {
            name,
            city,
            public_page_slug,
        }
    }

    /// Reads the venue form: a name, a city (any spelling [`City::parse`] accepts) and an
    /// optional public page slug (blank means none).
    ///
    /// # Errors
    /// [`VenueInputError`] for the first invalid field, with the form's message ("Venue name is
    /// required", "City is required").
    pub fn parse(
        name: &str,
        city: Option<&str>,
        public_page_slug: Option<&str>,
    ) -> Result<Self, VenueInputError> {
        let name = VenueName::parse(name)?;
        let city = city
            .filter(|raw| !raw.trim().is_empty())
            .ok_or(VenueInputError::CityMissing)
            .and_then(|raw| City::parse(raw).map_err(VenueInputError::from))?;
        let public_page_slug = public_page_slug
            .filter(|raw| !raw.trim().is_empty())
            .map(Slug::parse)
            .transpose()?;
        Ok(Self::new(name, city, public_page_slug))
    }

    #[must_use]
    pub const fn name(&self) -> &VenueName {
        &self.name
    }

    #[must_use]
    pub const fn city(&self) -> City {
        self.city
    }

    #[must_use]
    pub const fn public_page_slug(&self) -> Option<&Slug> {
        self.public_page_slug.as_ref()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_venue_name_is_trimmed_and_counted_in_characters() -> Result<(), VenueNameError> {
        assert_eq!(VenueName::parse("  Al Fanar  ")?.as_str(), "Al Fanar");
        assert!(VenueName::parse(&"م".repeat(120)).is_ok());
        assert_eq!(
            VenueName::parse(&"a".repeat(121)),
            Err(VenueNameError::TooLong)
        );
        Ok(())
    }

    #[test]
    fn a_blank_venue_name_is_required() {
        assert_eq!(VenueName::parse("   "), Err(VenueNameError::Empty));
        assert_eq!(VenueNameError::Empty.to_string(), "Venue name is required");
    }

    #[test]
    fn the_venue_form_accepts_any_city_spelling_and_an_optional_slug() -> Result<(), VenueInputError>
    {
        let venue = NewVenue::parse("Al Fanar", Some("abu-dhabi"), Some("al-fanar"))?;
        assert_eq!(venue.name().as_str(), "Al Fanar");
        assert_eq!(venue.city(), City::AbuDhabi);
        assert_eq!(venue.public_page_slug().map(Slug::as_str), Some("al-fanar"));
        let without = NewVenue::parse("Al Fanar", Some("Dubai"), Some("  "))?;
        assert_eq!(without.public_page_slug(), None);
        Ok(())
    }

    #[test]
    fn the_venue_form_requires_a_city() {
        for city in [None, Some(""), Some("  ")] {
            assert_eq!(
                NewVenue::parse("Al Fanar", city, None),
                Err(VenueInputError::CityMissing)
            );
        }
        assert_eq!(VenueInputError::CityMissing.to_string(), "City is required");
    }

    #[test]
    fn the_venue_form_rejects_unknown_cities_and_bad_slugs() {
        assert!(matches!(
            NewVenue::parse("Al Fanar", Some("Riyadh"), None),
            Err(VenueInputError::City(_))
        ));
        assert!(matches!(
            NewVenue::parse("Al Fanar", Some("dubai"), Some("Not A Slug")),
            Err(VenueInputError::Slug(_))
        ));
        assert!(matches!(
            NewVenue::parse(" ", Some("dubai"), None),
            Err(VenueInputError::Name(VenueNameError::Empty))
        ));
    }
}
