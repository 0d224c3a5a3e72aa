use std::cmp::Ordering;
use std::fmt;
use std::str::FromStr;

use batala_kernel::{City, Persona};
use batala_knowledge::Language;
use chrono::{DateTime, Utc};

use crate::{AnswerRecord, QuestionRecord};

/// A case-insensitive search text for admin lists: 1 to 200 characters after trimming.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SearchTerm(String);

/// The search text is longer than allowed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("a search is at most {max} characters", max = SearchTerm::MAX_CHARS)]
pub struct SearchTermError;

impl SearchTerm {
    pub const MAX_CHARS: usize = 200;

    /// Reads an optional search: absent or blank gives `None` (no filtering).
    ///
    /// # Errors
    /// [`SearchTermError`] beyond [`SearchTerm::MAX_CHARS`] characters.
    pub fn parse(raw: Option<&str>) -> Result<Option<Self>, SearchTermError> {
        let Some(text) = raw.map(str::trim).filter(|text| !text.is_empty()) else {
            return Ok(None);
        };
        if text.chars().count() > Self::MAX_CHARS {
            return Err(SearchTermError);
        }
        Ok(Some(Self(text.to_lowercase())))
    }

    /// The lowercased search text.
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether `text` contains the search, ignoring case.
    #[must_use]
    pub fn is_in(&self, text: &str) -> bool {
        text.to_lowercase().contains(&self.0)
    }
}

/// Which questions to list by whether they have an answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum AnsweredFilter {
    #[default]
    All,
    Answered,
    Unanswered,
}

/// The order of the admin questions list; ties fall back to newest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum QuestionSort {
    #[default]
    Newest,
    Oldest,
    AnsweredFirst,
    UnansweredFirst,
}

/// The input names no filter or sort option.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown option {0:?}")]
pub struct ListOptionError(pub String);

impl AnsweredFilter {
    pub const ALL: [AnsweredFilter; 3] = [
        AnsweredFilter::All,
        AnsweredFilter::Answered,
        AnsweredFilter::Unanswered,
    ];

    /// # Errors
    /// [`ListOptionError`] for a code other than `all`, `answered` or `unanswered`.
    pub fn parse(raw: &str) -> Result<Self, ListOptionError> {
        let code = raw.trim().to_ascii_lowercase();
        Self::ALL
            .into_iter()
            .find(|option| option.as_str() == code)
            .ok_or_else(|| ListOptionError(raw.to_owned()))
    }

    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            AnsweredFilter::All => "all",
            AnsweredFilter::Answered => "answered",
            AnsweredFilter::Unanswered => "unanswered",
        }
    }

    #[must_use]
    pub const fn admits(self, answered: bool) -> bool {
        match self {
            AnsweredFilter::All => true,
            AnsweredFilter::Answered => answered,
            AnsweredFilter::Unanswered => !answered,
        }
    }
}

impl QuestionSort {
    pub const ALL: [QuestionSort; 4] = [
        QuestionSort::Newest,
        QuestionSort::Oldest,
        QuestionSort::AnsweredFirst,
        QuestionSort::UnansweredFirst,
    ];

    /// # Errors
    /// [`ListOptionError`] for a code other than `newest`, `oldest`, `answered_first` or
    /// `unanswered_first`.
    pub fn parse(raw: &str) -> Result<Self, ListOptionError> {
        let code = raw.trim().to_ascii_lowercase();
        Self::ALL
            .into_iter()
            .find(|option| option.as_str() == code)
            .ok_or_else(|| ListOptionError(raw.to_owned()))
    }

    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            QuestionSort::Newest => "newest",
            QuestionSort::Oldest => "oldest",
            QuestionSort::AnsweredFirst => "answered_first",
            QuestionSort::UnansweredFirst => "unanswered_first",
        }
    }

    /// The order this option defines; adapters reproduce it in their queries.
    #[must_use]
    pub fn compare(self, a: &QuestionRecord, b: &QuestionRecord) -> Ordering {
        let newest = || {
            b.created_at
                .cmp(&a.created_at)
                .then_with(|| a.id.cmp(&b.id))
        };
        match self {
            QuestionSort::Newest => newest(),
            QuestionSort::Oldest => a
                .created_at
                .cmp(&b.created_at)
                .then_with(|| a.id.cmp(&b.id)),
            QuestionSort::AnsweredFirst => b
                .answer
                .is_some()
                .cmp(&a.answer.is_some())
                .then_with(newest),
            QuestionSort::UnansweredFirst => a
                .answer
                .is_some()
                .cmp(&b.answer.is_some())
                .then_with(newest),
        }
    }
}

impl FromStr for QuestionSort {
    type Err = ListOptionError;
    fn from_str(raw: &str) -> Result<Self, Self::Err> {
        Self::parse(raw)
    }
}

impl fmt::Display for QuestionSort {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The admin questions list's filters and order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct QuestionFilter {
    /// Searched in the question text and in the answer's slug.
    pub search: Option<SearchTerm>,
    pub status: AnsweredFilter,
    pub persona: Option<Persona>,
    pub city: Option<City>,
    /// Only questions asked at or before this instant: an export pins it to its start, so
    /// questions asked meanwhile cannot shift its pages.
    pub asked_until: Option<DateTime<Utc>>,
    pub sort: QuestionSort,
}

impl QuestionFilter {
    /// Whether a question passes the filters; adapters reproduce this in their queries.
    #[must_use]
    pub fn matches(&self, question: &QuestionRecord) -> bool {
        self.search.as_ref().is_none_or(|term| {
            term.is_in(&question.text)
                || question
                    .answer
                    .as_ref()
                    .is_some_and(|answer| term.is_in(answer.slug.as_str()))
        }) && self.status.admits(question.answer.is_some())
            && self
                .persona
                .is_none_or(|persona| persona == question.persona)
            && self.city.is_none_or(|city| city == question.city)
            && self
                .asked_until
                .is_none_or(|until| question.created_at <= until)
    }
}

/// The admin questions list's counters: all questions, answered and unanswered ones, and those
/// passing the current filters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct QuestionStats {
    pub total: u64,
    pub answered: u64,
    pub unanswered: u64,
    pub filtered: u64,
}

/// One page of the admin questions list with its counters.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct QuestionPage {
    pub questions: Vec<QuestionRecord>,
    pub stats: QuestionStats,
}

/// One page of the admin answers list and how many answers pass the filters in all.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct AnswerPage {
    pub answers: Vec<AnswerRecord>,
    /// Answers passing the filters, on every page.
    pub total: u64,
}

/// How many characters of an answer the questions list shows.
pub const EXCERPT_MAX_CHARS: usize = 200;

/// The start of an answer for the questions list: the whole text when it has at most
/// [`EXCERPT_MAX_CHARS`] characters, else its first characters cut after the last whole word
/// that fits, then `…`. A first word longer than the limit is cut inside.
#[must_use]
pub fn answer_excerpt(text: &str) -> String {
    let text = text.trim();
    if text.chars().count() <= EXCERPT_MAX_CHARS {
        return text.to_owned();
    }
    // The byte index just past the limit's last character.
    let end = text
        .char_indices()
        .nth(EXCERPT_MAX_CHARS)
        .map_or(text.len(), |(index, _)| index);
    let head = &text[..end];
    let next_is_space = text[end..].starts_with(char::is_whitespace);
    let cut = if next_is_space {
        head
    } else {
        head.rfind(char::is_whitespace)
            .map_or(head, |space| &head[..space])
    };
    let cut = cut.trim_end_matches(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | ':'));
    format!("{cut}…")
}

/// Which answers to list by publication.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum PublishedFilter {
    #[default]
    All,
    Published,
    Unpublished,
}

impl PublishedFilter {
    pub const ALL: [PublishedFilter; 3] = [
        PublishedFilter::All,
        PublishedFilter::Published,
        PublishedFilter::Unpublished,
    ];

    /// # Errors
    /// [`ListOptionError`] for a code other than `all`, `published` or `unpublished`.
    pub fn parse(raw: &str) -> Result<Self, ListOptionError> {
        let code = raw.trim().to_ascii_lowercase();
        Self::ALL
            .into_iter()
            .find(|option| option.as_str() == code)
            .ok_or_else(|| ListOptionError(raw.to_owned()))
    }

    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            PublishedFilter::All => "all",
            PublishedFilter::Published => "published",
            PublishedFilter::Unpublished => "unpublished",
        }
    }

    #[must_use]
    pub const fn admits(self, published: bool) -> bool {
        match self {
            PublishedFilter::All => true,
            PublishedFilter::Published => published,
            PublishedFilter::Unpublished => !published,
        }
    }
}

/// The filters of the answers lists: the admin's, and the public library of published answers.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AnswerFilter {
    /// Searched in the answer text, the question text and the slug.
    pub search: Option<SearchTerm>,
    pub published: PublishedFilter,
    /// Who asked.
    pub persona: Option<Persona>,
    /// The answer's language.
    pub language: Option<Language>,
    /// The topic of the card the answer rests on (one of [`batala_knowledge::CARD_TOPICS`]).
    pub topic: Option<String>,
}

impl AnswerFilter {
    /// Whether an answer passes the filters; adapters reproduce this in their queries.
    #[must_use]
    pub fn matches(&self, answer: &AnswerRecord) -> bool {
        self.published.admits(answer.published)
            && self.persona.is_none_or(|persona| answer.persona == persona)
            && self
                .language
                .is_none_or(|language| answer.language == language)
            && self
                .topic
                .as_ref()
                .is_none_or(|topic| answer.topic.as_ref() == Some(topic))
            && self.search.as_ref().is_none_or(|term| {
                term.is_in(&answer.answer_text)
                    || term.is_in(&answer.question_text)
                    || term.is_in(answer.slug.as_str())
            })
    }
}

#[cfg(test)]
mod tests {
    use batala_kernel::{AnswerId, QuestionId, Slug};
    use chrono::{TimeZone, Utc};

    use super::*;
    use crate::{AnswerSummary, Channel};

    type TestResult<T = ()> = Result<T, Box<dyn std::error::Error>>;

    fn question(
        text: &str,
        day: u32,
        answered: bool,
    ) -> Result<QuestionRecord, Box<dyn std::error::Error>> {
        Ok(QuestionRecord {
            id: QuestionId::new(),
            text: text.to_owned(),
            persona: Persona::Hotel,
            city: City::Dubai,
            channel: Some(Channel::Web),
            created_at: Utc
                .with_ymd_and_hms(2025, 9, day, 9, 0, 0)
                .single()
                .ok_or("date")?,
            answer: if answered {
                Some(AnswerSummary {
                    id: AnswerId::new(),
                    slug: Slug::parse("an-answer-abc12")?,
                    excerpt: "Keep it cold.".to_owned(),
                    published: false,
                })
            } else {
                None
            },
        })
    }

    fn texts(list: &[QuestionRecord]) -> Vec<&str> {
        list.iter().map(|q| q.text.as_str()).collect()
    }

    #[test]
    fn the_question_search_also_finds_the_answer_slug() -> TestResult {
        let answered = question("Storing cooked rice", 1, true)?;
        let by_slug = QuestionFilter {
            search: SearchTerm::parse(Some("ANSWER-abc"))?,
            ..QuestionFilter::default()
        };
        assert!(by_slug.matches(&answered));
        assert!(!by_slug.matches(&question("Storing cooked rice", 1, false)?));
        Ok(())
    }

    #[test]
    fn a_short_answer_is_its_own_excerpt() {
        assert_eq!(answer_excerpt("  Keep it cold. "), "Keep it cold.");
        let exactly = "a".repeat(EXCERPT_MAX_CHARS);
        assert_eq!(answer_excerpt(&exactly), exactly);
    }

    #[test]
    fn a_long_answer_is_cut_after_a_whole_word() {
        let text = format!("{} tail", "word ".repeat(40).trim_end());
        let excerpt = answer_excerpt(&text);
        assert!(excerpt.ends_with("word…"), "{excerpt}");
        assert!(excerpt.chars().count() <= EXCERPT_MAX_CHARS + 1);
        // The limit falls inside "abcdefgh": the cut goes back to the space before it.
        let inside = format!("{}abcdefgh", "x".repeat(195) + " ");
        assert_eq!(answer_excerpt(&inside), format!("{}…", "x".repeat(195)));
    }

    #[test]
    fn an_excerpt_counts_characters_not_bytes_and_cuts_a_giant_word() {
        let arabic = "طعام ".repeat(60);
        let excerpt = answer_excerpt(&arabic);
        assert!(excerpt.ends_with("طعام…"));
        assert!(excerpt.chars().count() <= EXCERPT_MAX_CHARS + 1);
        let giant = "z".repeat(300);
        assert_eq!(answer_excerpt(&giant), format!("{}…", "z".repeat(200)));
    }

    #[test]
    fn a_search_term_is_optional_and_case_insensitive() -> Result<(), SearchTermError> {
        assert_eq!(SearchTerm::parse(None)?, None);
        assert_eq!(SearchTerm::parse(Some("  "))?, None);
        let term = SearchTerm::parse(Some(" RICE "))?;
        assert!(
            term.as_ref()
                .is_some_and(|t| t.is_in("Cooked rice storage"))
        );
        assert_eq!(
            SearchTerm::parse(Some(&"s".repeat(201))),
            Err(SearchTermError)
        );
        Ok(())
    }

    #[test]
    fn list_options_parse_from_their_codes() {
        for option in AnsweredFilter::ALL {
            assert_eq!(AnsweredFilter::parse(option.as_str()), Ok(option));
        }
        for option in QuestionSort::ALL {
            assert_eq!(QuestionSort::parse(option.as_str()), Ok(option));
        }
        for option in PublishedFilter::ALL {
            assert_eq!(PublishedFilter::parse(option.as_str()), Ok(option));
        }
        assert!(QuestionSort::parse("random").is_err());
    }

    #[test]
    fn the_question_filter_combines_search_status_persona_and_city() -> TestResult {
        let answered = question("Storing cooked rice", 1, true)?;
        let filter = QuestionFilter {
            search: SearchTerm::parse(Some("rice"))?,
            status: AnsweredFilter::Answered,
            persona: Some(Persona::Hotel),
            city: Some(City::Dubai),
            asked_until: None,
            sort: QuestionSort::Newest,
        };
        assert!(filter.matches(&answered));
        let before = QuestionFilter {
            asked_until: Some(answered.created_at - chrono::Duration::seconds(1)),
            ..filter.clone()
        };
        assert!(!before.matches(&answered));
        let unanswered = QuestionFilter {
            status: AnsweredFilter::Unanswered,
            ..filter.clone()
        };
        assert!(!unanswered.matches(&answered));
        let elsewhere = QuestionFilter {
            city: Some(City::Ajman),
            ..filter
        };
        assert!(!elsewhere.matches(&answered));
        assert!(QuestionFilter::default().matches(&answered));
        Ok(())
    }

    #[test]
    fn questions_sort_by_date_or_answer_status_then_newest() -> TestResult {
        let mut list = vec![
            question("old answered", 1, true)?,
            question("new unanswered", 3, false)?,
            question("mid answered", 2, true)?,
        ];
        list.sort_by(|a, b| QuestionSort::Newest.compare(a, b));
        assert_eq!(
            texts(&list),
            ["new unanswered", "mid answered", "old answered"]
        );
        list.sort_by(|a, b| QuestionSort::Oldest.compare(a, b));
        assert_eq!(
            texts(&list),
            ["old answered", "mid answered", "new unanswered"]
        );
        list.sort_by(|a, b| QuestionSort::AnsweredFirst.compare(a, b));
        assert_eq!(
            texts(&list),
            ["mid answered", "old answered", "new unanswered"]
        );
        list.sort_by(|a, b| QuestionSort::UnansweredFirst.compare(a, b));
        assert_eq!(
            texts(&list),
            ["new unanswered", "mid answered", "old answered"]
        );
        Ok(())
    }

    fn answer(
        persona: Persona,
        language: Language,
        topic: Option<&str>,
    ) -> TestResult<AnswerRecord> {
        Ok(AnswerRecord {
            id: AnswerId::new(),
            question_id: QuestionId::new(),
            question_text: "How long does cooked rice keep?".to_owned(),
            persona,
            city: City::Dubai,
            answer_text: "One day in the fridge.".to_owned(),
            key_tips: Vec::new(),
            local_context: String::new(),
            estimated_savings_aed: None,
            cited_sources: Vec::new(),
            confidence: crate::Confidence::parse(0.9)?,
            risk_flags: Vec::new(),
            cta_text: None,
            slug: Slug::parse("how-long-does-cooked-rice-keep-abc12")?,
            language,
            published: true,
            created_at: Utc::now(),
            topic: topic.map(str::to_owned),
        })
    }

    #[test]
    fn the_answer_filter_combines_persona_language_and_topic() -> TestResult {
        let hotel_storage = answer(Persona::Hotel, Language::En, Some("storage"))?;
        let arabic_household = answer(Persona::Household, Language::Ar, Some("storage"))?;
        let no_card = answer(Persona::Hotel, Language::En, None)?;
        let storage_in_english = AnswerFilter {
            language: Some(Language::En),
            topic: Some("storage".to_owned()),
            ..AnswerFilter::default()
        };
        let hotels = AnswerFilter {
            persona: Some(Persona::Hotel),
            ..AnswerFilter::default()
        };

        assert!(storage_in_english.matches(&hotel_storage));
        assert!(!storage_in_english.matches(&arabic_household));
        assert!(!storage_in_english.matches(&no_card));
        assert!(hotels.matches(&no_card) && !hotels.matches(&arabic_household));
        assert!(AnswerFilter::default().matches(&arabic_household));
        Ok(())
    }
}
