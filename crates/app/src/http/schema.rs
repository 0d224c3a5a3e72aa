//! What request fields accept, stated for the OpenAPI document as the domain's own parsers
//! check it, so that a client (or schemathesis) can trust the contract.
//!
//! A field names one of these patterns as `#[schema(pattern = "$EMAIL")]` (utoipa takes only a
//! literal there) and [`crate::openapi`] writes the pattern in. Patterns are read by ECMA-262 and
//! Python alike: no flags, no `\p{…}`. Where a parser is
//! lenient (letter case, Unicode host names) the pattern states the canonical form; surrounding
//! space, which the parsers trim, is spelt `[ \t\n\r]` because other white space would include
//! characters the server refuses as control characters.

use batala_knowledge::{CARD_TOPICS, publishers};
use serde::{Deserialize, Deserializer};
use utoipa::openapi::schema::{ObjectBuilder, OneOfBuilder, Schema, Type};

/// Text without control characters, tabs and line breaks aside: what the server accepts in every
/// free-text field (see `middleware::reject_control_characters`).
pub const PLAIN_TEXT: &str = r"^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$";

/// [`PLAIN_TEXT`] with something besides white space. (Spelt without a lookahead: generators
/// such as schemathesis build long matching strings slowly from one.)
pub const NON_BLANK: &str = concat!(
    r"^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*[^\s\u0000-\u001F\u007F]",
    r"[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$"
);

/// [`PLAIN_TEXT`] of at least ten characters once trimmed: two characters besides white space
/// with eight or more between them.
pub const TEN_CHARACTERS: &str = concat!(
    r"^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*[^\s\u0000-\u001F\u007F]",
    r"[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]{8,}[^\s\u0000-\u001F\u007F]",
    r"[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$"
);

/// Nothing but white space: a honeypot people leave empty.
pub const BLANK: &str = r"^[ \t\n\r]*$";

/// `kernel::WebUrl`: an absolute http(s) URL with a dotted host (or `localhost`) and an optional
/// port, nothing blank or control in it; or blank.
pub const WEB_URL_OR_BLANK: &str = concat!(
    r"^[ \t\n\r]*(https?://(localhost|(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+",
    r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(:[0-9]{1,4})?",
    r"([/?#][^\s\u0000-\u001F\u007F-\u009F]*)?)?[ \t\n\r]*$"
);

/// `kernel::Email`: a local part of up to 64 printable ASCII characters, `@`, a dotted domain.
pub const EMAIL: &str = concat!(
    r"^[ \t\n\r]*[\x21-\x3F\x41-\x7E]{1,64}@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+",
    r"[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?[ \t\n\r]*$"
);

/// [`EMAIL`], or blank.
pub const EMAIL_OR_BLANK: &str = concat!(
    r"^[ \t\n\r]*([\x21-\x3F\x41-\x7E]{1,64}@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+",
    r"[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)?[ \t\n\r]*$"
);

/// `events::PhoneNumber`: an optional `+`, then 7 to 15 digits among spaces, dots, hyphens and
/// brackets; or blank.
pub const PHONE_OR_BLANK: &str = r"^[ \t\n\r]*(\+?[ .()-]*(?:[0-9][ .()-]*){7,15})?[ \t\n\r]*$";

/// `kernel::City`: one of the seven emirates, `_`, `-` or a space between words; or blank.
pub const CITY_OR_BLANK: &str = concat!(
    r"^[ \t\n\r]*(abu[_ -]dhabi|dubai|sharjah|ajman|fujairah|ras[_ -]al[_ -]khaimah|",
    r"umm[_ -]al[_ -]quwain)?[ \t\n\r]*$"
);

/// `events::EventType`.
pub const EVENT_TYPE: &str =
    r"^[ \t\n\r]*(workshop|seminar|conference|masterclass|community|training)[ \t\n\r]*$";

/// A real calendar day of 2000 to 2099 (`YYYY-MM-DD`, 29 February left out), optionally with a
/// time (`T` or a space, then `HH:MM` or `HH:MM:SS`); after `T` and seconds, an RFC 3339
/// fraction and offset may follow.
pub const EVENT_DATE: &str = concat!(
    r"^[ \t\n\r]*20[0-9]{2}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|",
    r"(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))",
    r"(?:T(?:[01][0-9]|2[0-3]):[0-5][0-9](?::[0-5][0-9](?:(?:\.[0-9]{1,9})?",
    r"(?:Z|[+-](?:[01][0-9]|2[0-3]):[0-5][0-9]))?)?",
    r"| (?:[01][0-9]|2[0-3]):[0-5][0-9](?::[0-5][0-9])?)?[ \t\n\r]*$"
);

/// `events::FeedbackType`, or blank for the default (general).
pub const FEEDBACK_TYPE_OR_BLANK: &str =
    r"^[ \t\n\r]*(general|correction|suggestion|complaint)?[ \t\n\r]*$";

/// The patterns by the names fields give them.
const PATTERNS: [(&str, &str); 12] = [
    ("$NON_BLANK", NON_BLANK),
    ("$TEN_CHARACTERS", TEN_CHARACTERS),
    ("$BLANK", BLANK),
    ("$WEB_URL_OR_BLANK", WEB_URL_OR_BLANK),
    ("$EMAIL", EMAIL),
    ("$EMAIL_OR_BLANK", EMAIL_OR_BLANK),
    ("$PHONE_OR_BLANK", PHONE_OR_BLANK),
    ("$CITY_OR_BLANK", CITY_OR_BLANK),
    ("$EVENT_TYPE", EVENT_TYPE),
    ("$EVENT_DATE", EVENT_DATE),
    ("$FEEDBACK_TYPE_OR_BLANK", FEEDBACK_TYPE_OR_BLANK),
    ("$PLAIN_TEXT", PLAIN_TEXT),
];

/// The pattern a field names (`$EMAIL`), if it names one. `$CARD_TOPIC` and `$CARD_SOURCE_URL`
/// are read off the card rules: one of the topics, and a URL on a publisher's own host.
#[must_use]
pub fn named_pattern(name: &str) -> Option<String> {
    match name {
        "$CARD_TOPIC" => Some(format!("^({})$", CARD_TOPICS.join("|"))),
        "$CARD_SOURCE_URL" => {
            let hosts: Vec<String> = publishers()
                .iter()
                .map(|publisher| publisher.host.replace('.', r"\."))
                .collect();
            Some(format!(
                r"^[ \t\n\r]*https?://({})(:[0-9]{{1,4}})?([/?#][^\s\u0000-\u001F\u007F-\u009F]*)?[ \t\n\r]*$",
                hosts.join("|")
            ))
        }
        _ => PATTERNS
            .iter()
            .find(|(known, _)| *known == name)
            .map(|(_, pattern)| (*pattern).to_owned()),
    }
}

/// A number, or (as older forms send it) a string holding one: `minimum` to `maximum`, whole
/// when `whole`; when `blank`, the string may be blank and the value null, both meaning none.
fn number_or_text(maximum: u32, whole: bool, minimum: u32, blank: bool) -> Schema {
    let digits = maximum.to_string().len() - 1;
    let fraction = if whole { "" } else { r"(\.[0-9]{1,6})?" };
    let zeros = if whole { "" } else { r"(\.0{1,6})?" };
    let lowest = if minimum == 0 { "[0-9]" } else { "0*[1-9]" };
    let optional = if blank { "?" } else { "" };
    let pattern = format!(
        r"^[ \t\n\r]*({lowest}[0-9]{{0,{}}}{fraction}|0*{maximum}{zeros}){optional}[ \t\n\r]*$",
        digits - 1
    );
    let choices = OneOfBuilder::new()
        .item(
            ObjectBuilder::new()
                .schema_type(if whole { Type::Integer } else { Type::Number })
                .minimum(Some(minimum))
                .maximum(Some(maximum)),
        )
        .item(
            ObjectBuilder::new()
                .schema_type(Type::String)
                .pattern(Some(pattern)),
        );
    if blank {
        choices.item(ObjectBuilder::new().schema_type(Type::Null))
    } else {
        choices
    }
    .build()
    .into()
}

/// Expected attendees: a whole number from 1 to 100,000, or blank.
pub fn attendees() -> Schema {
    number_or_text(100_000, true, 1, true)
}

/// Kilograms rescued in a month: 0 to 1,000,000.
pub fn kg_rescued() -> Schema {
    number_or_text(1_000_000, false, 0, false)
}

/// AED saved in a month: 0 to 100,000,000.
pub fn aed_saved() -> Schema {
    number_or_text(100_000_000, false, 0, false)
}

/// Meals donated in a month: a whole number from 0 to 10,000,000.
pub fn meals_donated() -> Schema {
    number_or_text(10_000_000, true, 0, false)
}

/// Reads an optional object into `T`, refusing an array where serde alone would read the fields
/// from it by position.
///
/// # Errors
/// When the value is neither null nor an object of `T`'s fields.
pub fn object_only<'de, D, T>(deserializer: D) -> Result<Option<T>, D::Error>
where
    D: Deserializer<'de>,
    T: serde::de::DeserializeOwned,
{
    use serde::de::Error;
    Option::<serde_json::Map<String, serde_json::Value>>::deserialize(deserializer)?
        .map(|object| {
            serde_json::from_value(serde_json::Value::Object(object)).map_err(D::Error::custom)
        })
        .transpose()
}

/// A JSON number as JSON Schema's `integer` reads it: `3` and `3.0` alike.
fn whole<E: serde::de::Error>(number: &serde_json::Number) -> Result<i64, E> {
    if let Some(whole) = number.as_i64() {
        return Ok(whole);
    }
    match number.as_f64() {
        #[allow(clippy::cast_possible_truncation)] // whole and within i64, checked here
        Some(value) if value.fract() == 0.0 && value.abs() < 9.0e18 => Ok(value as i64),
        _ => Err(E::custom(format!(
            "invalid value: {number}, expected a whole number"
        ))),
    }
}

/// Reads an optional whole number, `3` or `3.0`.
///
/// # Errors
/// When the value is not a number, or not a whole one within `i64`.
pub fn whole_number<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<i64>, D::Error> {
    Option::<serde_json::Number>::deserialize(deserializer)?
        .map(|number| whole(&number))
        .transpose()
}

/// Reads a list of whole numbers from 0 to 2,147,483,647 (what the document's `int32` says),
/// each `3` or `3.0`.
///
/// # Errors
/// When an item is not a whole number in that range.
pub fn whole_numbers<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<u32>, D::Error> {
    use serde::de::Error;
    Vec::<serde_json::Number>::deserialize(deserializer)?
        .iter()
        .map(|number| {
            let value = whole::<D::Error>(number)?;
            i32::try_from(value)
                .ok()
                .and_then(|value| u32::try_from(value).ok())
                .ok_or_else(|| {
                    D::Error::custom(format!("invalid value: {number}, expected 0 to 2147483647"))
                })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use batala_events::{EventType, PhoneNumber};
    use batala_kernel::{City, Email, WebUrl};
    use regex::Regex;

    use super::*;

    /// What the pattern accepts, the parser accepts: a schema-valid value is never refused.
    fn sound(pattern: &str, parser: impl Fn(&str) -> bool, samples: &[&str], matching: usize) {
        let regex = Regex::new(pattern).unwrap_or_else(|error| panic!("{pattern}: {error}"));
        let mut matched = 0;
        for sample in samples {
            if regex.is_match(sample) {
                matched += 1;
                assert!(
                    parser(sample),
                    "{sample:?} matches the pattern, yet is refused"
                );
            }
        }
        assert_eq!(matched, matching, "how many of {samples:?} match");
    }

    fn blank_or(parser: impl Fn(&str) -> bool) -> impl Fn(&str) -> bool {
        move |text| text.trim().is_empty() || parser(text)
    }

    #[test]
    fn web_urls_that_match_are_web_urls() {
        let samples = [
            "https://www.dm.gov.ae/food-safety?lang=en#top",
            " http://localhost:8080/ ",
            "",
            "https://a.b",
            "ftp://a.b",
            "https://a",
            "https://-a.b",
            "https://a.b:99999",
            "https://user@a.b",
            "https://a.b/ x",
            "https://a.b/\u{9b}",
        ];
        sound(
            WEB_URL_OR_BLANK,
            blank_or(|t| WebUrl::parse(t).is_ok()),
            &samples,
            4,
        );
    }

    #[test]
    fn emails_that_match_are_emails() {
        let samples = [
            "aisha@example.ae",
            " a.b+c@x.y.z ",
            "a@b",
            "@b.c",
            "a b@c.d",
            "a@-b.c",
        ];
        sound(EMAIL, |t| Email::parse(t).is_ok(), &samples, 2);
        sound(
            EMAIL_OR_BLANK,
            blank_or(|t| Email::parse(t).is_ok()),
            &[" "],
            1,
        );
    }

    #[test]
    fn phones_cities_and_event_types_that_match_are_accepted() {
        let phones = [
            "+971 4 123 4567",
            "(04) 123-4567",
            "",
            "12345",
            "+971+4",
            "04 ext 5",
        ];
        sound(
            PHONE_OR_BLANK,
            blank_or(|t| PhoneNumber::parse(t).is_ok()),
            &phones,
            3,
        );
        let cities = [
            "abu-dhabi",
            " ras al khaimah ",
            "umm_al_quwain",
            "",
            "Dubai",
            "paris",
        ];
        sound(
            CITY_OR_BLANK,
            blank_or(|t| City::parse(t).is_ok()),
            &cities,
            4,
        );
        let types = ["workshop", " training ", "Workshop", "party", ""];
        sound(EVENT_TYPE, |t| EventType::parse(t).is_ok(), &types, 2);
    }

    #[test]
    fn non_blank_and_ten_characters_count_what_is_left_once_trimmed() {
        let non_blank = Regex::new(NON_BLANK).unwrap_or_else(|error| panic!("{error}"));
        assert!(non_blank.is_match(" a "));
        assert!(!non_blank.is_match(" \t\n "));
        assert!(!non_blank.is_match("a\u{0}"));
        let ten = Regex::new(TEN_CHARACTERS).unwrap_or_else(|error| panic!("{error}"));
        assert!(ten.is_match("  0123456789  "));
        assert!(ten.is_match("a        b"));
        assert!(!ten.is_match("  012345678  "));
    }

    #[test]
    fn every_named_pattern_is_known() {
        for (name, _) in PATTERNS {
            assert!(named_pattern(name).is_some(), "{name}");
        }
        let topic = named_pattern("$CARD_TOPIC").unwrap_or_default();
        assert!(Regex::new(&topic).is_ok_and(|r| r.is_match("storage") && !r.is_match("x")));
        let source = named_pattern("$CARD_SOURCE_URL").unwrap_or_default();
        let source = Regex::new(&source).unwrap_or_else(|error| panic!("{error}"));
        assert!(source.is_match("https://www.dm.gov.ae/en/food"));
        assert!(!source.is_match("https://www.scribd.com/document/1"));
        assert_eq!(named_pattern("$UNKNOWN"), None);
    }
}
