use std::net::IpAddr;

use batala_kernel::{AnswerId, Email, EmailError, IdError};

use crate::{
    Comment, FeedbackType, FeedbackTypeError, Rating, TimeOnPage, UserLocation, UserPersona,
    WebUrl, WebUrlError, is_helpful,
};

/// The feedback form as it arrives, before checking (what the app's request DTO maps to).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct RawFeedback {
    pub answer_id: String,
    pub helpful: Option<bool>,
    pub feedback_type: Option<String>,
    pub page_url: Option<String>,
    pub time_on_page: Option<f64>,
    /// Hidden honeypot: people leave it empty, bots fill it in.
    pub website_url: Option<String>,
    /// Hidden honeypot: people leave it empty, bots fill it in.
    pub company_name: Option<String>,
    pub rating: Option<i64>,
    pub accuracy_rating: Option<i64>,
    pub clarity_rating: Option<i64>,
    pub usefulness_rating: Option<i64>,
    pub comment: Option<String>,
    pub user_email: Option<String>,
    pub user_location: Option<String>,
    pub user_persona: Option<String>,
    pub referrer_url: Option<String>,
}

/// Why feedback was refused; each message is fit to show beside its field
/// ([`FeedbackInputError::field`]).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FeedbackInputError {
    #[error("This field should be empty")]
    Honeypot { field: &'static str },
    #[error("Feedback must refer to a valid answer id")]
    AnswerId(#[from] IdError),
    #[error("Ratings must be whole numbers from 1 to 5")]
    Rating { field: &'static str },
    #[error("Comment must be at most 2000 characters")]
    Comment,
    #[error("Please enter a valid e-mail address")]
    UserEmail(#[from] EmailError),
    #[error("Location must be at most 100 characters")]
    UserLocation,
    #[error("Persona must be at most 100 characters")]
    UserPersona,
    #[error("Page URL must be a valid URL")]
    PageUrl(#[from] WebUrlError),
    #[error("Time on page must be between 0 and 3600 seconds")]
    TimeOnPage,
    #[error("Feedback type must be general, correction, suggestion or complaint")]
    FeedbackType(#[from] FeedbackTypeError),
}

impl FeedbackInputError {
    /// The form field the error is about, as named on the wire.
    #[must_use]
    pub const fn field(&self) -> &'static str {
        match self {
            FeedbackInputError::Honeypot { field } | FeedbackInputError::Rating { field } => field,
            FeedbackInputError::AnswerId(_) => "answer_id",
            FeedbackInputError::Comment => "comment",
            FeedbackInputError::UserEmail(_) => "user_email",
            FeedbackInputError::UserLocation => "user_location",
            FeedbackInputError::UserPersona => "user_persona",
            FeedbackInputError::PageUrl(_) => "page_url",
            FeedbackInputError::TimeOnPage => "time_on_page",
            FeedbackInputError::FeedbackType(_) => "feedback_type",
        }
    }
}

/// The four optional ratings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Ratings {
    pub overall: Option<Rating>,
    pub accuracy: Option<Rating>,
    pub clarity: Option<Rating>,
    pub usefulness: Option<Rating>,
}

/// Checked feedback on an answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FeedbackSubmission {
    answer_id: AnswerId,
    helpful: bool,
    feedback_type: FeedbackType,
    ratings: Ratings,
    comment: Option<Comment>,
    user_email: Option<Email>,
    user_location: Option<UserLocation>,
    user_persona: Option<UserPersona>,
    page_url: Option<WebUrl>,
    referrer_url: Option<WebUrl>,
    time_on_page: Option<TimeOnPage>,
}

impl FeedbackSubmission {
    /// Checks feedback. The honeypots are checked first; `helpful` follows [`is_helpful`]; the
    /// feedback type defaults to general. A referrer that is not an `http(s)` URL is dropped
    /// rather than refused, because browsers send it without the visitor's doing.
    ///
    /// # Errors
    /// [`FeedbackInputError`] for a filled honeypot or the first invalid field.
    pub fn parse(raw: &RawFeedback) -> Result<Self, FeedbackInputError> {
        for (field, value) in [
            ("website_url", &raw.website_url),
            ("company_name", &raw.company_name),
        ] {
            if value.as_deref().is_some_and(|text| !text.trim().is_empty()) {
                return Err(FeedbackInputError::Honeypot { field });
            }
        }
        let answer_id: AnswerId = raw.answer_id.parse()?;
        let rating = |field: &'static str, value: Option<i64>| {
            value
                .map(Rating::parse)
                .transpose()
                .map_err(|_| FeedbackInputError::Rating { field })
        };
        let ratings = Ratings {
            overall: rating("rating", raw.rating)?,
            accuracy: rating("accuracy_rating", raw.accuracy_rating)?,
            clarity: rating("clarity_rating", raw.clarity_rating)?,
            usefulness: rating("usefulness_rating", raw.usefulness_rating)?,
        };
        let comment =
            Comment::parse(raw.comment.as_deref()).map_err(|_| FeedbackInputError::Comment)?;
        let user_email = blank_to_none(raw.user_email.as_deref())
            .map(Email::parse)
            .transpose()?;
        let user_location = UserLocation::parse(raw.user_location.as_deref())
            .map_err(|_| FeedbackInputError::UserLocation)?;
        let user_persona = UserPersona::parse(raw.user_persona.as_deref())
            .map_err(|_| FeedbackInputError::UserPersona)?;
        let page_url = blank_to_none(raw.page_url.as_deref())
            .map(WebUrl::parse)
            .transpose()?;
        let referrer_url =
            blank_to_none(raw.referrer_url.as_deref()).and_then(|text| WebUrl::parse(text).ok());
        let time_on_page = raw
            .time_on_page
            .map(TimeOnPage::parse)
            .transpose()
            .map_err(|_| FeedbackInputError::TimeOnPage)?;
        let feedback_type = blank_to_none(raw.feedback_type.as_deref())
            .map(FeedbackType::parse)
            .transpose()?
            .unwrap_or_default();
        Ok(Self {
            answer_id,
            helpful: is_helpful(raw.helpful, ratings.overall),
            feedback_type,
            ratings,
            comment,
            user_email,
            user_location,
            user_persona,
            page_url,
            referrer_url,
            time_on_page,
        })
    }

    #[must_use]
    pub const fn answer_id(&self) -> AnswerId {
        self.answer_id
    }

    #[must_use]
    pub const fn helpful(&self) -> bool {
        self.helpful
    }

    #[must_use]
    pub const fn feedback_type(&self) -> FeedbackType {
        self.feedback_type
    }

    #[must_use]
    pub const fn ratings(&self) -> Ratings {
        self.ratings
    }

    #[must_use]
    pub const fn comment(&self) -> Option<&Comment> {
        self.comment.as_ref()
    }

    #[must_use]
    pub const fn user_email(&self) -> Option<&Email> {
        self.user_email.as_ref()
    }

    #[must_use]
    pub const fn user_location(&self) -> Option<&UserLocation> {
        self.user_location.as_ref()
    }

    #[must_use]
    pub const fn user_persona(&self) -> Option<&UserPersona> {
        self.user_persona.as_ref()
    }

    #[must_use]
    pub const fn page_url(&self) -> Option<&WebUrl> {
        self.page_url.as_ref()
    }

    #[must_use]
    pub const fn referrer_url(&self) -> Option<&WebUrl> {
        self.referrer_url.as_ref()
    }

    #[must_use]
    pub const fn time_on_page(&self) -> Option<TimeOnPage> {
        self.time_on_page
    }
}

fn blank_to_none(raw: Option<&str>) -> Option<&str> {
    raw.map(str::trim).filter(|text| !text.is_empty())
}

/// What the server knows about the request that carried the feedback (not typed by the visitor,
/// so never refused: over-long values are cut).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RequestContext {
    ip_address: Option<IpAddr>,
    user_agent: Option<String>,
    session_id: Option<String>,
}

impl RequestContext {
    pub const USER_AGENT_MAX_CHARS: usize = 512;
    pub const SESSION_ID_MAX_CHARS: usize = 128;

    /// Keeps the client address, and the user agent and anonymous session id cut to their
    /// maximum lengths (blank gives `None`).
    #[must_use]
    pub fn new(
        ip_address: Option<IpAddr>,
        user_agent: Option<&str>,
        session_id: Option<&str>,
    ) -> Self {
        let cut = |raw: Option<&str>, max: usize| {
            blank_to_none(raw).map(|text| text.chars().take(max).collect::<String>())
        };
        Self {
            ip_address,
            user_agent: cut(user_agent, Self::USER_AGENT_MAX_CHARS),
            session_id: cut(session_id, Self::SESSION_ID_MAX_CHARS),
        }
    }

    #[must_use]
    pub const fn ip_address(&self) -> Option<IpAddr> {
        self.ip_address
    }

    #[must_use]
    pub fn user_agent(&self) -> Option<&str> {
        self.user_agent.as_deref()
    }

    #[must_use]
    pub fn session_id(&self) -> Option<&str> {
        self.session_id.as_deref()
    }
}

#[cfg(test)]
mod tests {
    use std::net::Ipv4Addr;

    use super::*;

    fn quick() -> RawFeedback {
        RawFeedback {
            answer_id: AnswerId::new().to_string(),
            helpful: Some(true),
            feedback_type: Some("general".to_owned()),
            page_url: Some("http://127.0.0.1:8080/q/store-rice-4f9k2".to_owned()),
            time_on_page: Some(42.0),
            website_url: Some(String::new()),
            company_name: Some(String::new()),
            ..RawFeedback::default()
        }
    }

    #[test]
    fn quick_feedback_keeps_the_visitors_choice() -> Result<(), FeedbackInputError> {
        let feedback = FeedbackSubmission::parse(&quick())?;
        assert!(feedback.helpful());
        assert_eq!(feedback.feedback_type(), FeedbackType::General);
        assert_eq!(feedback.time_on_page().map(TimeOnPage::seconds), Some(42));
        assert_eq!(feedback.page_url().map(WebUrl::host), Some("127.0.0.1"));
        assert_eq!(feedback.ratings(), Ratings::default());
        assert_eq!(feedback.comment(), None);
        Ok(())
    }

    #[test]
    fn detailed_feedback_is_helpful_when_rated_four_or_more() -> Result<(), FeedbackInputError> {
        let detailed = RawFeedback {
            helpful: Some(false),
            rating: Some(4),
            accuracy_rating: Some(5),
            clarity_rating: Some(3),
            usefulness_rating: Some(4),
            comment: Some("Clear steps for rice storage.".to_owned()),
            user_email: Some("chef@example.ae".to_owned()),
            user_location: Some("Sharjah".to_owned()),
            user_persona: Some("chef".to_owned()),
            feedback_type: Some("suggestion".to_owned()),
            referrer_url: Some("https://www.google.com/".to_owned()),
            ..quick()
        };
        let feedback = FeedbackSubmission::parse(&detailed)?;
        assert!(feedback.helpful());
        assert_eq!(feedback.feedback_type(), FeedbackType::Suggestion);
        assert_eq!(feedback.ratings().clarity.map(Rating::value), Some(3));
        assert_eq!(
            feedback.user_email().map(Email::as_str),
            Some("chef@example.ae")
        );
        assert_eq!(
            feedback.user_location().map(UserLocation::as_str),
            Some("Sharjah")
        );
        assert_eq!(
            feedback.user_persona().map(UserPersona::as_str),
            Some("chef")
        );
        assert_eq!(
            feedback.comment().map(Comment::as_str),
            Some("Clear steps for rice storage.")
        );
        assert_eq!(
            feedback.referrer_url().map(WebUrl::host),
            Some("www.google.com")
        );
        let low = RawFeedback {
            helpful: Some(true),
            rating: Some(3),
            ..quick()
        };
        assert!(!FeedbackSubmission::parse(&low)?.helpful());
        Ok(())
    }

    #[test]
    fn a_filled_honeypot_is_refused() {
        for raw in [
            RawFeedback {
                website_url: Some("http://spam.example".to_owned()),
                ..quick()
            },
            RawFeedback {
                company_name: Some("Spam LLC".to_owned()),
                ..quick()
            },
        ] {
            let error = FeedbackSubmission::parse(&raw);
            assert!(matches!(error, Err(FeedbackInputError::Honeypot { .. })));
            assert_eq!(
                error.map_err(|e| e.to_string()),
                Err("This field should be empty".to_owned())
            );
        }
    }

    #[test]
    fn invalid_fields_are_refused_with_their_name() {
        let cases: [(RawFeedback, &str); 9] = [
            (
                RawFeedback {
                    answer_id: "42".to_owned(),
                    ..quick()
                },
                "answer_id",
            ),
            (
                RawFeedback {
                    rating: Some(0),
                    ..quick()
                },
                "rating",
            ),
            (
                RawFeedback {
                    usefulness_rating: Some(6),
                    ..quick()
                },
                "usefulness_rating",
            ),
            (
                RawFeedback {
                    comment: Some("c".repeat(2001)),
                    ..quick()
                },
                "comment",
            ),
            (
                RawFeedback {
                    user_email: Some("chef@".to_owned()),
                    ..quick()
                },
                "user_email",
            ),
            (
                RawFeedback {
                    user_location: Some("l".repeat(101)),
                    ..quick()
                },
                "user_location",
            ),
            (
                RawFeedback {
                    page_url: Some("/q/x".to_owned()),
                    ..quick()
                },
                "page_url",
            ),
            (
                RawFeedback {
                    time_on_page: Some(3601.0),
                    ..quick()
                },
                "time_on_page",
            ),
            (
                RawFeedback {
                    feedback_type: Some("praise".to_owned()),
                    ..quick()
                },
                "feedback_type",
            ),
        ];
        for (raw, field) in cases {
            let error = FeedbackSubmission::parse(&raw).err();
            assert_eq!(error.as_ref().map(FeedbackInputError::field), Some(field));
        }
    }

    #[test]
    fn blank_optional_fields_are_absent_and_a_bad_referrer_is_dropped()
    -> Result<(), FeedbackInputError> {
        let raw = RawFeedback {
            feedback_type: Some(" ".to_owned()),
            user_email: Some(String::new()),
            page_url: None,
            time_on_page: None,
            referrer_url: Some("android-app://com.google.android.gm".to_owned()),
            ..quick()
        };
        let feedback = FeedbackSubmission::parse(&raw)?;
        assert_eq!(feedback.feedback_type(), FeedbackType::General);
        assert_eq!(feedback.user_email(), None);
        assert_eq!(feedback.page_url(), None);
        assert_eq!(feedback.referrer_url(), None);
        assert_eq!(feedback.time_on_page(), None);
        Ok(())
    }

    #[test]
    fn the_request_context_cuts_long_values() {
        let agent = "a".repeat(600);
        let context = RequestContext::new(
            Some(IpAddr::V4(Ipv4Addr::LOCALHOST)),
            Some(&agent),
            Some("  "),
        );
        assert_eq!(context.user_agent().map(str::len), Some(512));
        assert_eq!(context.session_id(), None);
        assert_eq!(context.ip_address(), Some(IpAddr::V4(Ipv4Addr::LOCALHOST)));
    }
}
