use std::fmt;
use std::str::FromStr;

/// A whole-number rating from 1 to 5.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rating(u8);

/// The value is not a whole number from 1 to 5.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("Ratings must be whole numbers from 1 to 5")]
pub struct RatingError;

impl Rating {
    pub const MIN: u8 = 1;
    pub const MAX: u8 = 5;
    /// An overall rating at or above this makes the feedback helpful.
    pub const HELPFUL_FROM: u8 = 4;

    /// # Errors
    /// [`RatingError`] outside 1 to 5.
    pub fn parse(value: i64) -> Result<Self, RatingError> {
        u8::try_from(value)
            .ok()
            .filter(|v| (Self::MIN..=Self::MAX).contains(v))
            .map(Self)
            .ok_or(RatingError)
    }

    #[must_use]
    pub const fn value(self) -> u8 {
        self.0
    }
}

/// What kind of feedback a visitor sends.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum FeedbackType {
    #[default]
    General,
    Correction,
    Suggestion,
    Complaint,
}

/// The input names no feedback type.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown feedback type {0:?}: expected general, correction, suggestion or complaint")]
pub struct FeedbackTypeError(pub String);

impl FeedbackType {
    pub const ALL: [FeedbackType; 4] = [
        FeedbackType::General,
        FeedbackType::Correction,
        FeedbackType::Suggestion,
        FeedbackType::Complaint,
    ];

    /// Parses a feedback-type code, ignoring case and surrounding space.
    ///
    /// # Errors
    /// [`FeedbackTypeError`] for an unknown code.
    pub fn parse(raw: &str) -> Result<Self, FeedbackTypeError> {
        let code = raw.trim().to_ascii_lowercase();
        Self::ALL
            .into_iter()
            .find(|kind| kind.as_str() == code)
            .ok_or_else(|| FeedbackTypeError(raw.to_owned()))
    }

    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            FeedbackType::General => "general",
            FeedbackType::Correction => "correction",
            FeedbackType::Suggestion => "suggestion",
            FeedbackType::Complaint => "complaint",
        }
    }
}

impl FromStr for FeedbackType {
    type Err = FeedbackTypeError;
    fn from_str(raw: &str) -> Result<Self, Self::Err> {
        Self::parse(raw)
    }
}

impl fmt::Display for FeedbackType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Seconds the visitor spent on the page before sending feedback: 0 to 3600, whole seconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TimeOnPage(u32);

/// The time is not a number from 0 to 3600.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("Time on page must be between 0 and 3600 seconds")]
pub struct TimeOnPageError;

impl TimeOnPage {
    pub const MAX_SECONDS: u32 = 3600;

    /// Reads seconds, rounding fractions to the nearest whole second.
    ///
    /// # Errors
    /// [`TimeOnPageError`] for a negative value, one above 3600 or not a number.
    pub fn parse(seconds: f64) -> Result<Self, TimeOnPageError> {
        if !(seconds.is_finite() && (0.0..=f64::from(Self::MAX_SECONDS)).contains(&seconds)) {
            return Err(TimeOnPageError);
        }
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)] // 0..=3600, checked
        let whole = seconds.round() as u32;
        Ok(Self(whole))
    }

    #[must_use]
    pub const fn seconds(self) -> u32 {
        self.0
    }
}

/// Trimmed optional text of bounded length; blank is absent.
macro_rules! bounded_text {
    ($(#[$doc:meta])* $name:ident, $error:ident, $max:expr, $message:literal) => {
        $(#[$doc])*
        #[derive(Debug, Clone, PartialEq, Eq, Hash)]
        pub struct $name(String);

        #[doc = concat!("The text is longer than [`", stringify!($name), "::MAX_CHARS`].")]
        #[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
        #[error($message)]
        pub struct $error;

        impl $name {
            pub const MAX_CHARS: usize = $max;

            /// Reads optional text: absent or blank gives `None`; length counts characters.
            ///
            /// # Errors
            #[doc = concat!("[`", stringify!($error), "`] beyond [`", stringify!($name), "::MAX_CHARS`] characters.")]
            pub fn parse(raw: Option<&str>) -> Result<Option<Self>, $error> {
                let Some(text) = raw.map(str::trim).filter(|text| !text.is_empty()) else {
                    return Ok(None);
                };
                if text.chars().count() > Self::MAX_CHARS {
                    return Err($error);
                }
                Ok(Some(Self(text.to_owned())))
            }

            #[must_use]
            pub fn as_str(&self) -> &str {
                &self.0
            }
        }

        impl AsRef<str> for $name {
            fn as_ref(&self) -> &str {
                &self.0
            }
        }
    };
}

bounded_text!(
    /// A feedback comment: at most 2000 characters.
    Comment,
    CommentError,
    2000,
    "Comment must be at most 2000 characters"
);
bounded_text!(
    /// Where the visitor says they are: at most 100 characters.
    UserLocation,
    UserLocationError,
    100,
    "Location must be at most 100 characters"
);
bounded_text!(
    /// Who the visitor says they are (e.g. `restaurant_owner`, `home_cook`): free text of at most
    /// 100 characters.
    UserPersona,
    UserPersonaError,
    100,
    "Persona must be at most 100 characters"
);

/// Whether feedback counts as helpful: when an overall rating is given it decides
/// (4 or more is helpful, as the detailed form sets it); otherwise the visitor's own
/// helpful/not-helpful choice does, and no choice counts as not helpful.
#[must_use]
pub fn is_helpful(helpful: Option<bool>, rating: Option<Rating>) -> bool {
    match rating {
        Some(rating) => rating.value() >= Rating::HELPFUL_FROM,
        None => helpful.unwrap_or(false),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratings_are_whole_numbers_from_one_to_five() {
        assert_eq!(Rating::parse(1).map(Rating::value), Ok(1));
        assert_eq!(Rating::parse(5).map(Rating::value), Ok(5));
        for bad in [0, 6, -1, 256] {
            assert_eq!(Rating::parse(bad), Err(RatingError), "{bad}");
        }
    }

    #[test]
    fn feedback_type_defaults_to_general_and_parses_four_codes() {
        assert_eq!(FeedbackType::default(), FeedbackType::General);
        for kind in FeedbackType::ALL {
            assert_eq!(FeedbackType::parse(kind.as_str()), Ok(kind));
        }
        assert!(FeedbackType::parse("praise").is_err());
    }

    #[test]
    fn time_on_page_runs_from_zero_to_an_hour() {
        assert_eq!(TimeOnPage::parse(0.0).map(TimeOnPage::seconds), Ok(0));
        assert_eq!(TimeOnPage::parse(3600.0).map(TimeOnPage::seconds), Ok(3600));
        assert_eq!(TimeOnPage::parse(12.6).map(TimeOnPage::seconds), Ok(13));
        for bad in [-1.0, 3600.5, f64::NAN, f64::INFINITY] {
            assert_eq!(TimeOnPage::parse(bad), Err(TimeOnPageError), "{bad}");
        }
    }

    #[test]
    fn bounded_texts_are_optional_and_counted_in_characters()
    -> Result<(), Box<dyn std::error::Error>> {
        assert_eq!(Comment::parse(None)?, None);
        assert_eq!(Comment::parse(Some(" \n "))?, None);
        assert!(Comment::parse(Some(&"ت".repeat(2000)))?.is_some());
        assert_eq!(Comment::parse(Some(&"a".repeat(2001))), Err(CommentError));
        assert_eq!(
            UserLocation::parse(Some(" Dubai Marina "))?.map(|l| l.as_str().to_owned()),
            Some("Dubai Marina".to_owned())
        );
        assert_eq!(
            UserLocation::parse(Some(&"a".repeat(101))),
            Err(UserLocationError)
        );
        assert_eq!(
            UserPersona::parse(Some(&"a".repeat(101))),
            Err(UserPersonaError)
        );
        assert_eq!(
            UserPersonaError.to_string(),
            "Persona must be at most 100 characters"
        );
        Ok(())
    }

    #[test]
    fn an_overall_rating_of_four_or_more_is_helpful() -> Result<(), RatingError> {
        assert!(is_helpful(None, Some(Rating::parse(4)?)));
        assert!(is_helpful(Some(false), Some(Rating::parse(5)?)));
        assert!(!is_helpful(Some(true), Some(Rating::parse(3)?)));
        Ok(())
    }

    #[test]
    fn without_a_rating_the_visitors_choice_decides() {
        assert!(is_helpful(Some(true), None));
        assert!(!is_helpful(Some(false), None));
        assert!(!is_helpful(None, None));
    }
}
