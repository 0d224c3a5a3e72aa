use batala_kernel::{AnswerId, City, Persona, QuestionId, Slug, SlugError};
use batala_knowledge::{CardHit, Language, ScoredChunk, WebUrl};
use chrono::{DateTime, Utc};

use crate::{Channel, Question};

/// How sure an answer is, from 0 to 1.
#[derive(Debug, Clone, Copy, PartialEq, PartialOrd)]
pub struct Confidence(f64);

/// The value is not a number from 0 to 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("a confidence is a number from 0 to 1")]
pub struct ConfidenceError;

impl Confidence {
    /// # Errors
    /// [`ConfidenceError`] outside 0 to 1 or not a number.
    pub fn parse(value: f64) -> Result<Self, ConfidenceError> {
        if value.is_finite() && (0.0..=1.0).contains(&value) {
            Ok(Self(value))
        } else {
            Err(ConfidenceError)
        }
    }

    #[must_use]
    pub const fn value(self) -> f64 {
        self.0
    }

    /// The rounded percentage the answer page shows (0 to 100).
    #[must_use]
    pub fn percent(self) -> u8 {
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        // 0..=100 by construction
        let percent = (self.0 * 100.0).round() as u8;
        percent
    }
}

/// A source an answer cites: a title, a link, or both, and the publisher's name when known.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct CitedSource {
    title: Option<String>,
    url: Option<WebUrl>,
    publisher: Option<String>,
}

/// Why a citation was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum CitedSourceError {
    #[error("a cited source needs a title or a URL")]
    Empty,
    #[error("a cited source's title is at most {max} characters", max = CitedSource::TITLE_MAX_CHARS)]
    TitleTooLong,
}

impl CitedSource {
    pub const TITLE_MAX_CHARS: usize = 300;

    /// A citation from an optional title (trimmed; blank is none) and an optional URL.
    ///
    /// # Errors
    /// [`CitedSourceError::Empty`] when neither is given, [`CitedSourceError::TitleTooLong`]
    /// beyond [`CitedSource::TITLE_MAX_CHARS`] characters.
    pub fn new(title: Option<&str>, url: Option<WebUrl>) -> Result<Self, CitedSourceError> {
        let title = title.map(str::trim).filter(|text| !text.is_empty());
        if title.is_some_and(|text| text.chars().count() > Self::TITLE_MAX_CHARS) {
            return Err(CitedSourceError::TitleTooLong);
        }
        if title.is_none() && url.is_none() {
            return Err(CitedSourceError::Empty);
        }
        Ok(Self {
            title: title.map(str::to_owned),
            url,
            publisher: None,
        })
    }

    /// The citation with its publisher's name (in the answer's language); blank is none.
    #[must_use]
    pub fn with_publisher(mut self, publisher: Option<&str>) -> Self {
        self.publisher = publisher
            .map(str::trim)
            .filter(|name| !name.is_empty())
            .map(|name| name.chars().take(Self::TITLE_MAX_CHARS).collect());
        self
    }

    #[must_use]
    pub fn title(&self) -> Option<&str> {
        self.title.as_deref()
    }

    /// Who published the source ("Dubai Municipality", «بلدية دبي»), when known.
    #[must_use]
    pub fn publisher(&self) -> Option<&str> {
        self.publisher.as_deref()
    }

    #[must_use]
    pub const fn url(&self) -> Option<&WebUrl> {
        self.url.as_ref()
    }

    /// The label a link shows: the title; else the friendly name of a known authority or news
    /// host ([`friendly_source_name`]); else the host; else "Source n" for 1-based `position`.
    #[must_use]
    pub fn label(&self, position: usize) -> String {
        if let Some(title) = &self.title {
            return title.clone();
        }
        match &self.url {
            Some(url) => {
                friendly_source_name(url).map_or_else(|| url.host().to_owned(), str::to_owned)
            }
            None => format!("Source {position}"),
        }
    }
}

/// Friendly names of the authority and news hosts answers cite; a subdomain counts as its
/// parent (`www.dm.gov.ae` is Dubai Municipality).
const KNOWN_HOSTS: [(&str, &str); 24] = [
    ("dm.gov.ae", "Dubai Municipality"),
    ("foodsafe.ae", "Dubai Municipality"),
    ("adafsa.gov.ae", "ADAFSA"),
    ("moccae.gov.ae", "MOCCAE"),
    ("u.ae", "UAE Government Portal"),
    ("wam.ae", "WAM"),
    ("foodwastepledge.ae", "UAE Food Waste Pledge"),
    ("who.int", "World Health Organization"),
    ("fao.org", "FAO"),
    ("unep.org", "UNEP"),
    ("wrap.org.uk", "WRAP"),
    ("wrap.ngo", "WRAP"),
    ("food.gov.uk", "UK Food Standards Agency"),
    (
        "foodstandards.gov.au",
        "Food Standards Australia New Zealand",
    ),
    ("fda.gov", "US FDA"),
    ("usda.gov", "USDA"),
    ("epa.gov", "US EPA"),
    ("thenationalnews.com", "The National"),
    ("thenational.ae", "The National"),
    ("gulfnews.com", "Gulf News"),
    ("khaleejtimes.com", "Khaleej Times"),
    ("zawya.com", "Zawya"),
    ("arabianbusiness.com", "Arabian Business"),
    ("champions123.org", "Champions 12.3"),
];

/// The friendly name of a known authority or news host, if the URL points to one.
#[must_use]
pub fn friendly_source_name(url: &WebUrl) -> Option<&'static str> {
    let host = url.host();
    KNOWN_HOSTS
        .iter()
        .find(|(domain, _)| {
            host == *domain
                || host
                    .strip_suffix(domain)
                    .is_some_and(|prefix| prefix.ends_with('.'))
        })
        .map(|(_, name)| *name)
}

/// What an [`crate::AnswerGenerator`] is asked: the question, its asker and the retrieved
/// context to ground the answer in.
#[derive(Debug, Clone, PartialEq)]
pub struct GenerationRequest {
    pub question: Question,
    pub persona: Persona,
    pub city: City,
    /// The language to answer in.
    pub language: Language,
    /// Retrieved knowledge-base chunks, best first; may be empty.
    pub context: Vec<ScoredChunk>,
    /// The guidance cards nearest the whole question, best first; may be empty.
    pub cards: Vec<CardHit>,
    /// When the question has several parts (see [`crate::question_parts`]): the cards nearest
    /// each part, best first, in the question's order; otherwise empty.
    pub part_cards: Vec<Vec<CardHit>>,
}

/// An answer as a generator composed it.
#[derive(Debug, Clone, PartialEq)]
pub struct GeneratedAnswer {
    pub answer: String,
    /// Action steps ("Key Implementation Tips").
    pub key_tips: Vec<String>,
    /// UAE / local context.
    pub local_context: String,
    pub cited_sources: Vec<CitedSource>,
    pub confidence: Confidence,
    /// Safety concerns the answer raises (e.g. `temperature_abuse`).
    pub risk_flags: Vec<String>,
    /// A closing call to action.
    pub cta_text: Option<String>,
    /// Monthly saving in AED worked out from what the question states (the waste it gives);
    /// it replaces the persona's typical estimate.
    pub stated_savings_aed: Option<f64>,
    /// The topic of the guidance card the answer rests on (one of
    /// [`batala_knowledge::CARD_TOPICS`]); `None` when no card answered.
    pub topic: Option<String>,
}

/// An answer about to be stored with its question.
#[derive(Debug, Clone, PartialEq)]
pub struct NewAnswer {
    pub generated: GeneratedAnswer,
    /// Monthly saving in AED, `None` when no defensible figure exists ("Contact for
    /// assessment").
    pub estimated_savings_aed: Option<f64>,
    pub slug: Slug,
    pub language: Language,
    /// The id of the guidance card nearest the question, whether or not it answered: the
    /// knowledge-gap list groups similar questions by it.
    pub nearest_card: Option<String>,
}

/// A stored answer with its question, as the public answer page and the admin list read it.
#[derive(Debug, Clone, PartialEq)]
pub struct AnswerRecord {
    pub id: AnswerId,
    pub question_id: QuestionId,
    pub question_text: String,
    pub persona: Persona,
    pub city: City,
    pub answer_text: String,
    pub key_tips: Vec<String>,
    pub local_context: String,
    pub estimated_savings_aed: Option<f64>,
    pub cited_sources: Vec<CitedSource>,
    pub confidence: Confidence,
    pub risk_flags: Vec<String>,
    pub cta_text: Option<String>,
    pub slug: Slug,
    pub language: Language,
    /// Reviewed by an admin: listed publicly and indexable.
    pub published: bool,
    pub created_at: DateTime<Utc>,
    /// The topic of the guidance card the answer rests on, if one did.
    pub topic: Option<String>,
}

/// A stored question, with a summary of its answer when it has one (admin questions list).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QuestionRecord {
    pub id: QuestionId,
    pub text: String,
    pub persona: Persona,
    pub city: City,
    pub channel: Option<Channel>,
    pub created_at: DateTime<Utc>,
    pub answer: Option<AnswerSummary>,
}

/// Enough of an answer to link to it from a question.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnswerSummary {
    pub id: AnswerId,
    pub slug: Slug,
    /// The start of the answer ([`crate::answer_excerpt`]).
    pub excerpt: String,
    pub published: bool,
}

/// The most characters of the question an answer slug keeps before its suffix.
pub const SLUG_BASE_MAX_CHARS: usize = 60;

/// An answer's unguessable, readable slug: the question's words ([`Slug::from_text`], at most
/// [`SLUG_BASE_MAX_CHARS`] characters) then `-` and a random `suffix`; `answer-` and the suffix
/// when the question has no ASCII words (Arabic text, say).
///
/// # Errors
/// [`SlugError`] when the suffix is empty or holds anything but lowercase letters and digits.
pub fn answer_slug(question: &Question, suffix: &str) -> Result<Slug, SlugError> {
    if suffix.is_empty()
        || !suffix
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
    {
        return Err(SlugError::Invalid(suffix.to_owned()));
    }
    let base = Slug::from_text(question.as_str(), SLUG_BASE_MAX_CHARS)
        .map_or_else(|| "answer".to_owned(), |slug| slug.as_str().to_owned());
    Slug::parse(&format!("{base}-{suffix}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    type TestResult = Result<(), Box<dyn std::error::Error>>;

    #[test]
    fn confidence_lies_between_zero_and_one_and_shows_as_a_percent() -> Result<(), ConfidenceError>
    {
        assert_eq!(Confidence::parse(0.876)?.percent(), 88);
        assert_eq!(Confidence::parse(0.0)?.percent(), 0);
        assert_eq!(Confidence::parse(1.0)?.percent(), 100);
        assert_eq!(Confidence::parse(1.01), Err(ConfidenceError));
        assert_eq!(Confidence::parse(-0.1), Err(ConfidenceError));
        assert_eq!(Confidence::parse(f64::NAN), Err(ConfidenceError));
        Ok(())
    }

    #[test]
    fn a_citation_needs_a_title_or_a_url() -> TestResult {
        assert_eq!(
            CitedSource::new(Some("  "), None),
            Err(CitedSourceError::Empty)
        );
        assert_eq!(
            CitedSource::new(Some(&"t".repeat(301)), None),
            Err(CitedSourceError::TitleTooLong)
        );
        let titled = CitedSource::new(Some(" WHO Five Keys "), None)?;
        assert_eq!(titled.title(), Some("WHO Five Keys"));
        assert_eq!(titled.url(), None);
        Ok(())
    }

    #[test]
    fn a_citation_label_prefers_title_then_known_host_then_host_then_position() -> TestResult {
        let titled = CitedSource::new(
            Some("Food Code"),
            Some(WebUrl::parse("https://www.dm.gov.ae/x")?),
        )?;
        assert_eq!(titled.label(1), "Food Code");
        let known = CitedSource::new(None, Some(WebUrl::parse("https://www.dm.gov.ae/x")?))?;
        assert_eq!(known.label(1), "Dubai Municipality");
        let news = CitedSource::new(None, Some(WebUrl::parse("https://gulfnews.com/uae")?))?;
        assert_eq!(news.label(2), "Gulf News");
        let other = CitedSource::new(None, Some(WebUrl::parse("https://blog.example.ae/post")?))?;
        assert_eq!(other.label(3), "blog.example.ae");
        Ok(())
    }

    #[test]
    fn friendly_names_match_whole_domains_only() -> TestResult {
        assert_eq!(
            friendly_source_name(&WebUrl::parse("https://apps.who.int/iris")?),
            Some("World Health Organization")
        );
        assert_eq!(
            friendly_source_name(&WebUrl::parse("https://notwho.int")?),
            None
        );
        assert_eq!(
            friendly_source_name(&WebUrl::parse("https://fakedm.gov.ae")?),
            None
        );
        Ok(())
    }

    #[test]
    fn an_answer_slug_reads_the_question_and_ends_with_the_suffix() -> TestResult {
        let question = Question::parse("How do I store cooked rice safely in Dubai?")?;
        assert_eq!(
            answer_slug(&question, "4f9k2")?.as_str(),
            "how-do-i-store-cooked-rice-safely-in-dubai-4f9k2"
        );
        Ok(())
    }

    #[test]
    fn an_arabic_question_gets_an_answer_slug() -> TestResult {
        let question = Question::parse("كيف أحفظ الأرز المطبوخ بأمان؟")?;
        assert_eq!(answer_slug(&question, "x7q2m")?.as_str(), "answer-x7q2m");
        Ok(())
    }

    #[test]
    fn a_long_question_is_cut_before_the_suffix() -> TestResult {
        let question = Question::parse(&"portion ".repeat(30))?;
        let slug = answer_slug(&question, "abc12")?;
        assert!(slug.as_str().len() <= SLUG_BASE_MAX_CHARS + 6);
        assert!(slug.as_str().ends_with("-abc12"));
        Ok(())
    }

    #[test]
    fn an_answer_slug_suffix_must_be_lowercase_letters_and_digits() -> TestResult {
        let question = Question::parse("How do I store dates?")?;
        assert!(answer_slug(&question, "").is_err());
        assert!(answer_slug(&question, "AB-1").is_err());
        Ok(())
    }
}
