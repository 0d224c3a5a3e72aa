use batala_kernel::{City, CityError, Email, EmailError};
use chrono::{DateTime, Datelike, FixedOffset, NaiveDate, NaiveDateTime, NaiveTime, Utc};

use crate::{EventType, EventTypeError, WebUrl, WebUrlError};

/// The public "Submit Event" form as it arrives, before checking (what the app's request DTO
/// maps to). Blank strings count as absent.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct RawEventSubmission {
    pub title: String,
    pub description: String,
    pub event_type: String,
    /// RFC 3339 (`2025-10-20T18:00:00+04:00`), or a local date-time as a `datetime-local` input
    /// sends it (`2025-10-20T18:00`), or a date; local values are read in UAE time (UTC+4).
    pub event_date: String,
    pub location: String,
    /// Any spelling [`City::parse`] accepts; blank means the default, Dubai.
    pub city: Option<String>,
    pub organizer_name: String,
    pub organizer_email: String,
    pub organizer_phone: Option<String>,
    pub organization: Option<String>,
    pub website_url: Option<String>,
    pub registration_url: Option<String>,
    pub expected_attendees: Option<f64>,
    pub food_waste_focus: String,
}

/// Why a submitted event was refused; each message is fit to show beside its field
/// ([`SubmissionError::field`]).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SubmissionError {
    #[error("Title is required")]
    TitleMissing,
    #[error("Description is required")]
    DescriptionMissing,
    #[error("Event type is required")]
    EventTypeMissing,
    #[error("Please choose a valid event type")]
    EventType(#[from] EventTypeError),
    #[error("Event date is required")]
    EventDateMissing,
    #[error("Please enter a valid event date")]
    EventDate,
    #[error("Location is required")]
    LocationMissing,
    #[error("Please choose one of the seven emirates")]
    City(#[from] CityError),
    #[error("Organizer name is required")]
    OrganizerNameMissing,
    #[error("Organizer e-mail is required")]
    OrganizerEmailMissing,
    #[error("Please enter a valid e-mail address")]
    OrganizerEmail(#[from] EmailError),
    #[error("Please enter a valid phone number")]
    OrganizerPhone,
    #[error("Please enter a valid website URL")]
    WebsiteUrl(WebUrlError),
    #[error("Please enter a valid registration URL")]
    RegistrationUrl(WebUrlError),
    #[error("Expected attendees must be a whole number from 1 to 100,000")]
    ExpectedAttendees,
    #[error("Please describe how your event relates to food waste (minimum 10 characters)")]
    FoodWasteFocus,
    #[error("{label} must be at most {max} characters")]
    TooLong {
        field: &'static str,
        label: &'static str,
        max: usize,
    },
}

impl SubmissionError {
    /// The form field the error is about, as named on the wire.
    #[must_use]
    pub const fn field(&self) -> &'static str {
        match self {
            SubmissionError::TitleMissing => "title",
            SubmissionError::DescriptionMissing => "description",
            SubmissionError::EventTypeMissing | SubmissionError::EventType(_) => "event_type",
            SubmissionError::EventDateMissing | SubmissionError::EventDate => "event_date",
            SubmissionError::LocationMissing => "location",
            SubmissionError::City(_) => "city",
            SubmissionError::OrganizerNameMissing => "organizer_name",
            SubmissionError::OrganizerEmailMissing | SubmissionError::OrganizerEmail(_) => {
                "organizer_email"
            }
            SubmissionError::OrganizerPhone => "organizer_phone",
            SubmissionError::WebsiteUrl(_) => "website_url",
            SubmissionError::RegistrationUrl(_) => "registration_url",
            SubmissionError::ExpectedAttendees => "expected_attendees",
            SubmissionError::FoodWasteFocus => "food_waste_focus",
            SubmissionError::TooLong { field, .. } => field,
        }
    }
}

/// A telephone number as people write it: digits with optional spaces, hyphens, dots and
/// brackets, an optional leading `+`, and 7 to 15 digits in all (E.164's maximum).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PhoneNumber(String);

/// The text is not a plausible phone number.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a valid phone number")]
pub struct PhoneNumberError(pub String);

impl PhoneNumber {
    /// # Errors
    /// [`PhoneNumberError`] for other characters, a `+` after the start, or a digit count
    /// outside 7 to 15.
    pub fn parse(raw: &str) -> Result<Self, PhoneNumberError> {
        let text = raw.trim();
        let body = text.strip_prefix('+').unwrap_or(text);
        let allowed = body
            .chars()
            .all(|c| c.is_ascii_digit() || matches!(c, ' ' | '-' | '.' | '(' | ')'));
        let digits = body.chars().filter(char::is_ascii_digit).count();
        if !allowed || !(7..=15).contains(&digits) {
            return Err(PhoneNumberError(raw.to_owned()));
        }
        Ok(Self(text.to_owned()))
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A checked event submission: everything a visitor sends, nothing an admin sets.
#[derive(Debug, Clone, PartialEq)]
pub struct EventSubmission {
    title: String,
    description: String,
    event_type: EventType,
    event_date: DateTime<Utc>,
    location: String,
    city: City,
    organizer_name: String,
    organizer_email: Email,
    organizer_phone: Option<PhoneNumber>,
    organization: Option<String>,
    website_url: Option<WebUrl>,
    registration_url: Option<WebUrl>,
    expected_attendees: Option<u32>,
    food_waste_focus: String,
}

impl EventSubmission {
    pub const TITLE_MAX: usize = 200;
    pub const DESCRIPTION_MAX: usize = 5000;
    pub const LOCATION_MAX: usize = 200;
    pub const ORGANIZER_NAME_MAX: usize = 120;
    pub const ORGANIZATION_MAX: usize = 200;
    pub const FOOD_WASTE_FOCUS_MIN: usize = 10;
    pub const FOOD_WASTE_FOCUS_MAX: usize = 2000;
    pub const MAX_ATTENDEES: u32 = 100_000;
    /// Offset of UAE time (Gulf Standard Time, no daylight saving) from UTC, in seconds.
    pub const UAE_UTC_OFFSET_SECONDS: i32 = 4 * 3600;

    /// Checks a submission. Text is trimmed and its length counted in characters; the city
    /// defaults to Dubai; a blank optional field is absent.
    ///
    /// # Errors
    /// [`SubmissionError`] for the first invalid field, in the form's order: title, event type,
    /// event date, location, city, description, food waste focus, organizer name, organizer
    /// e-mail, then the optional fields.
    pub fn parse(raw: &RawEventSubmission) -> Result<Self, SubmissionError> {
        let title = required(&raw.title, &TITLE, SubmissionError::TitleMissing)?;
        let event_type = match raw.event_type.trim() {
            "" => return Err(SubmissionError::EventTypeMissing),
            code => EventType::parse(code)?,
        };
        let event_date = match raw.event_date.trim() {
            "" => return Err(SubmissionError::EventDateMissing),
            text => parse_event_date(text).ok_or(SubmissionError::EventDate)?,
        };
        let location = required(&raw.location, &LOCATION, SubmissionError::LocationMissing)?;
        let city = match blank_to_none(raw.city.as_deref()) {
            None => City::Dubai,
            Some(text) => City::parse(text)?,
        };
        let description = required(
            &raw.description,
            &DESCRIPTION,
            SubmissionError::DescriptionMissing,
        )?;
        let food_waste_focus = raw.food_waste_focus.trim();
        if food_waste_focus.chars().count() < Self::FOOD_WASTE_FOCUS_MIN {
            return Err(SubmissionError::FoodWasteFocus);
        }
        let food_waste_focus = within(food_waste_focus, &FOOD_WASTE_FOCUS)?;
        let organizer_name = required(
            &raw.organizer_name,
            &ORGANIZER_NAME,
            SubmissionError::OrganizerNameMissing,
        )?;
        let organizer_email = match raw.organizer_email.trim() {
            "" => return Err(SubmissionError::OrganizerEmailMissing),
            text => Email::parse(text)?,
        };
        let organizer_phone = blank_to_none(raw.organizer_phone.as_deref())
            .map(PhoneNumber::parse)
            .transpose()
            .map_err(|_| SubmissionError::OrganizerPhone)?;
        let organization = blank_to_none(raw.organization.as_deref())
            .map(|text| within(text, &ORGANIZATION))
            .transpose()?;
        let website_url = blank_to_none(raw.website_url.as_deref())
            .map(WebUrl::parse)
            .transpose()
            .map_err(SubmissionError::WebsiteUrl)?;
        let registration_url = blank_to_none(raw.registration_url.as_deref())
            .map(WebUrl::parse)
            .transpose()
            .map_err(SubmissionError::RegistrationUrl)?;
        let expected_attendees = raw
            .expected_attendees
            .map(|count| attendees(count).ok_or(SubmissionError::ExpectedAttendees))
            .transpose()?;
        Ok(Self {
            title,
            description,
            event_type,
            event_date,
            location,
            city,
            organizer_name,
            organizer_email,
            organizer_phone,
            organization,
            website_url,
            registration_url,
            expected_attendees,
            food_waste_focus,
        })
    }

    #[must_use]
    pub fn title(&self) -> &str {
        &self.title
    }

    #[must_use]
    pub fn description(&self) -> &str {
        &self.description
    }

    #[must_use]
    pub const fn event_type(&self) -> EventType {
        self.event_type
    }

    #[must_use]
    pub const fn event_date(&self) -> DateTime<Utc> {
        self.event_date
    }

    #[must_use]
    pub fn location(&self) -> &str {
        &self.location
    }

    #[must_use]
    pub const fn city(&self) -> City {
        self.city
    }

    #[must_use]
    pub fn organizer_name(&self) -> &str {
        &self.organizer_name
    }

    #[must_use]
    pub const fn organizer_email(&self) -> &Email {
        &self.organizer_email
    }

    #[must_use]
    pub const fn organizer_phone(&self) -> Option<&PhoneNumber> {
        self.organizer_phone.as_ref()
    }

    #[must_use]
    pub fn organization(&self) -> Option<&str> {
        self.organization.as_deref()
    }

    #[must_use]
    pub const fn website_url(&self) -> Option<&WebUrl> {
        self.website_url.as_ref()
    }

    #[must_use]
    pub const fn registration_url(&self) -> Option<&WebUrl> {
        self.registration_url.as_ref()
    }

    #[must_use]
    pub const fn expected_attendees(&self) -> Option<u32> {
        self.expected_attendees
    }

    #[must_use]
    pub fn food_waste_focus(&self) -> &str {
        &self.food_waste_focus
    }
}

fn blank_to_none(raw: Option<&str>) -> Option<&str> {
    raw.map(str::trim).filter(|text| !text.is_empty())
}

/// A free-text field's wire name, label and maximum length in characters.
struct TextField {
    name: &'static str,
    label: &'static str,
    max: usize,
}

const TITLE: TextField = TextField {
    name: "title",
    label: "Title",
    max: EventSubmission::TITLE_MAX,
};
const DESCRIPTION: TextField = TextField {
    name: "description",
    label: "Description",
    max: EventSubmission::DESCRIPTION_MAX,
};
const LOCATION: TextField = TextField {
    name: "location",
    label: "Location",
    max: EventSubmission::LOCATION_MAX,
};
const ORGANIZER_NAME: TextField = TextField {
    name: "organizer_name",
    label: "Organizer name",
    max: EventSubmission::ORGANIZER_NAME_MAX,
};
const ORGANIZATION: TextField = TextField {
    name: "organization",
    label: "Organization",
    max: EventSubmission::ORGANIZATION_MAX,
};
const FOOD_WASTE_FOCUS: TextField = TextField {
    name: "food_waste_focus",
    label: "Food waste focus",
    max: EventSubmission::FOOD_WASTE_FOCUS_MAX,
};

/// Trimmed text that must not be blank and must fit the field.
fn required(
    raw: &str,
    field: &TextField,
    missing: SubmissionError,
) -> Result<String, SubmissionError> {
    let text = raw.trim();
    if text.is_empty() {
        return Err(missing);
    }
    within(text, field)
}

/// Trimmed text that must fit the field.
fn within(raw: &str, field: &TextField) -> Result<String, SubmissionError> {
    let text = raw.trim();
    if text.chars().count() > field.max {
        return Err(SubmissionError::TooLong {
            field: field.name,
            label: field.label,
            max: field.max,
        });
    }
    Ok(text.to_owned())
}

fn attendees(count: f64) -> Option<u32> {
    let whole = count.is_finite()
        && count.fract() == 0.0
        && (1.0..=f64::from(EventSubmission::MAX_ATTENDEES)).contains(&count);
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)] // checked just above
    whole.then_some(count as u32)
}

/// Reads RFC 3339, a local date-time or a date (local values in UAE time); years 2000 to 2100.
fn parse_event_date(text: &str) -> Option<DateTime<Utc>> {
    let parsed = if let Ok(date_time) = DateTime::parse_from_rfc3339(text) {
        date_time.with_timezone(&Utc)
    } else {
        let uae = FixedOffset::east_opt(EventSubmission::UAE_UTC_OFFSET_SECONDS)?;
        let local = [
            "%Y-%m-%dT%H:%M:%S",
            "%Y-%m-%dT%H:%M",
            "%Y-%m-%d %H:%M:%S",
            "%Y-%m-%d %H:%M",
        ]
        .into_iter()
        .find_map(|format| NaiveDateTime::parse_from_str(text, format).ok())
        .or_else(|| {
            NaiveDate::parse_from_str(text, "%Y-%m-%d")
                .ok()
                .map(|date| date.and_time(NaiveTime::MIN))
        })?;
        local.and_local_timezone(uae).single()?.with_timezone(&Utc)
    };
    (2000..=2100).contains(&parsed.year()).then_some(parsed)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Makes one change to a valid submission.
    type Spoil = fn(&mut RawEventSubmission);

    fn valid() -> RawEventSubmission {
        RawEventSubmission {
            title: " Zero Waste Kitchen Workshop ".to_owned(),
            description: "Hands-on session for chefs.".to_owned(),
            event_type: "workshop".to_owned(),
            event_date: "2025-10-20T18:00".to_owned(),
            location: "Dubai Design District".to_owned(),
            city: None,
            organizer_name: "Aisha Khan".to_owned(),
            organizer_email: "aisha@example.ae".to_owned(),
            organizer_phone: Some("".to_owned()),
            organization: None,
            website_url: None,
            registration_url: Some("https://example.ae/register".to_owned()),
            expected_attendees: Some(40.0),
            food_waste_focus: "Portion planning and surplus donation".to_owned(),
        }
    }

    #[test]
    fn a_complete_submission_is_accepted_with_dubai_as_default_city() -> Result<(), SubmissionError>
    {
        let event = EventSubmission::parse(&valid())?;
        assert_eq!(event.title(), "Zero Waste Kitchen Workshop");
        assert_eq!(event.event_type(), EventType::Workshop);
        assert_eq!(event.city(), City::Dubai);
        assert_eq!(event.organizer_email().as_str(), "aisha@example.ae");
        assert_eq!(event.organizer_phone(), None);
        assert_eq!(event.expected_attendees(), Some(40));
        assert_eq!(
            event.registration_url().map(WebUrl::as_str),
            Some("https://example.ae/register")
        );
        assert_eq!(event.website_url(), None);
        assert_eq!(event.organization(), None);
        assert_eq!(event.location(), "Dubai Design District");
        assert_eq!(event.description(), "Hands-on session for chefs.");
        assert_eq!(event.organizer_name(), "Aisha Khan");
        assert_eq!(
            event.food_waste_focus(),
            "Portion planning and surplus donation"
        );
        Ok(())
    }

    #[test]
    fn a_local_event_date_is_read_in_uae_time() -> Result<(), SubmissionError> {
        let event = EventSubmission::parse(&valid())?;
        assert_eq!(event.event_date().to_rfc3339(), "2025-10-20T14:00:00+00:00");
        let zoned = EventSubmission::parse(&RawEventSubmission {
            event_date: "2025-10-20T18:00:00Z".to_owned(),
            ..valid()
        })?;
        assert_eq!(zoned.event_date().to_rfc3339(), "2025-10-20T18:00:00+00:00");
        let date_only = EventSubmission::parse(&RawEventSubmission {
            event_date: "2025-10-20".to_owned(),
            ..valid()
        })?;
        assert_eq!(
            date_only.event_date().to_rfc3339(),
            "2025-10-19T20:00:00+00:00"
        );
        Ok(())
    }

    #[test]
    fn the_food_waste_focus_needs_ten_characters() {
        let short = EventSubmission::parse(&RawEventSubmission {
            food_waste_focus: "  food   ".to_owned(),
            ..valid()
        });
        assert_eq!(short, Err(SubmissionError::FoodWasteFocus));
        assert_eq!(
            SubmissionError::FoodWasteFocus.to_string(),
            "Please describe how your event relates to food waste (minimum 10 characters)"
        );
        let ten_arabic = EventSubmission::parse(&RawEventSubmission {
            food_waste_focus: "هدر الطعام".to_owned(),
            ..valid()
        });
        assert!(ten_arabic.is_ok());
    }

    #[test]
    fn required_fields_must_not_be_blank() {
        let cases: [(Spoil, SubmissionError); 7] = [
            (|r| r.title = " ".to_owned(), SubmissionError::TitleMissing),
            (
                |r| r.event_type = String::new(),
                SubmissionError::EventTypeMissing,
            ),
            (
                |r| r.event_date = String::new(),
                SubmissionError::EventDateMissing,
            ),
            (
                |r| r.location = String::new(),
                SubmissionError::LocationMissing,
            ),
            (
                |r| r.description = String::new(),
                SubmissionError::DescriptionMissing,
            ),
            (
                |r| r.organizer_name = String::new(),
                SubmissionError::OrganizerNameMissing,
            ),
            (
                |r| r.organizer_email = String::new(),
                SubmissionError::OrganizerEmailMissing,
            ),
        ];
        for (blank, expected) in cases {
            let mut raw = valid();
            blank(&mut raw);
            assert_eq!(EventSubmission::parse(&raw), Err(expected));
        }
    }

    #[test]
    fn invalid_values_are_refused_with_their_field() {
        let cases: [(Spoil, &str); 9] = [
            (|r| r.event_type = "webinar".to_owned(), "event_type"),
            (|r| r.event_date = "next friday".to_owned(), "event_date"),
            (|r| r.event_date = "1999-12-31".to_owned(), "event_date"),
            (|r| r.city = Some("Doha".to_owned()), "city"),
            (
                |r| r.organizer_email = "aisha@".to_owned(),
                "organizer_email",
            ),
            (
                |r| r.organizer_phone = Some("call me".to_owned()),
                "organizer_phone",
            ),
            (
                |r| r.website_url = Some("example".to_owned()),
                "website_url",
            ),
            (
                |r| r.registration_url = Some("ftp://x.ae".to_owned()),
                "registration_url",
            ),
            (|r| r.title = "t".repeat(201), "title"),
        ];
        for (spoil, field) in cases {
            let mut raw = valid();
            spoil(&mut raw);
            let error = EventSubmission::parse(&raw).err();
            assert_eq!(
                error.as_ref().map(SubmissionError::field),
                Some(field),
                "{error:?}"
            );
        }
    }

    #[test]
    fn over_long_text_names_its_field_and_limit() {
        let raw = RawEventSubmission {
            location: "l".repeat(201),
            ..valid()
        };
        assert_eq!(
            EventSubmission::parse(&raw).map_err(|e| (e.field(), e.to_string())),
            Err((
                "location",
                "Location must be at most 200 characters".to_owned()
            ))
        );
    }

    #[test]
    fn expected_attendees_must_be_a_whole_number() {
        for bad in [0.0, 2.5, -3.0, 100_001.0, f64::NAN] {
            let raw = RawEventSubmission {
                expected_attendees: Some(bad),
                ..valid()
            };
            assert_eq!(
                EventSubmission::parse(&raw),
                Err(SubmissionError::ExpectedAttendees),
                "{bad}"
            );
        }
        let blank = RawEventSubmission {
            expected_attendees: None,
            ..valid()
        };
        assert_eq!(
            EventSubmission::parse(&blank).map(|e| e.expected_attendees()),
            Ok(None)
        );
    }

    #[test]
    fn a_city_may_be_given_in_any_spelling() {
        let raw = RawEventSubmission {
            city: Some("Ras Al Khaimah".to_owned()),
            ..valid()
        };
        assert_eq!(
            EventSubmission::parse(&raw).map(|e| e.city()),
            Ok(City::RasAlKhaimah)
        );
    }

    #[test]
    fn phone_numbers_are_digits_with_common_separators() -> Result<(), PhoneNumberError> {
        assert_eq!(
            PhoneNumber::parse(" +971 4 123 4567 ")?.as_str(),
            "+971 4 123 4567"
        );
        assert!(PhoneNumber::parse("(04) 123-4567").is_ok());
        assert!(PhoneNumber::parse("12345").is_err());
        assert!(PhoneNumber::parse("+971+4123456").is_err());
        assert!(PhoneNumber::parse("1234567890123456").is_err());
        Ok(())
    }
}
