use std::fmt;
use std::str::FromStr;

use batala_kernel::{City, Persona, Slug, SourceId};
use chrono::{DateTime, NaiveDate, Utc};

use crate::{Language, WebUrl, WebUrlError};

/// A source's title: 1 to 300 characters after trimming.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SourceTitle(String);

/// Why a title was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SourceTitleError {
    #[error("Title is required")]
    Empty,
    #[error("Title must be at most {max} characters", max = SourceTitle::MAX_CHARS)]
    TooLong,
}

impl SourceTitle {
    pub const MAX_CHARS: usize = 300;

    /// Trims and checks a title.
    ///
    /// # Errors
    /// [`SourceTitleError::Empty`] for a blank title, [`SourceTitleError::TooLong`] beyond
    /// [`SourceTitle::MAX_CHARS`] characters.
    pub fn parse(raw: &str) -> Result<Self, SourceTitleError> {
        let text = raw.trim();
        if text.is_empty() {
            return Err(SourceTitleError::Empty);
        }
        if text.chars().count() > Self::MAX_CHARS {
            return Err(SourceTitleError::TooLong);
        }
        Ok(Self(text.to_owned()))
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl AsRef<str> for SourceTitle {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for SourceTitle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A source's full text: not blank, at most 500,000 characters. Kept as given apart from
/// trimming, so that chunking sees the original paragraphs.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SourceContent(String);

/// Why a content text was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SourceContentError {
    #[error("Content is required")]
    Empty,
    #[error("Content must be at most {max} characters", max = SourceContent::MAX_CHARS)]
    TooLong,
}

impl SourceContent {
    pub const MAX_CHARS: usize = 500_000;
    /// How many characters the admin content list previews.
    pub const PREVIEW_CHARS: usize = 500;

    /// Trims and checks a content text.
    ///
    /// # Errors
    /// [`SourceContentError::Empty`] for blank text, [`SourceContentError::TooLong`] beyond
    /// [`SourceContent::MAX_CHARS`] characters.
    pub fn parse(raw: &str) -> Result<Self, SourceContentError> {
        let text = raw.trim();
        if text.is_empty() {
            return Err(SourceContentError::Empty);
        }
        if text.chars().count() > Self::MAX_CHARS {
            return Err(SourceContentError::TooLong);
        }
        Ok(Self(text.to_owned()))
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The number of characters (not bytes), as the admin list shows it.
    #[must_use]
    pub fn char_count(&self) -> usize {
        self.0.chars().count()
    }

    /// The first [`SourceContent::PREVIEW_CHARS`] characters, with an ellipsis when cut.
    #[must_use]
    pub fn preview(&self) -> String {
        let mut chars = self.0.chars();
        let head: String = chars.by_ref().take(Self::PREVIEW_CHARS).collect();
        if chars.next().is_some() {
            format!("{head}…")
        } else {
            head
        }
    }
}

impl AsRef<str> for SourceContent {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

/// What kind of document a source is. Admin "Add Content" creates notes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum SourceType {
    /// Text written or pasted by the team (the default).
    #[default]
    Note,
    /// A law, code or regulation (e.g. a municipality food code).
    Regulation,
    /// Official or expert guidance (e.g. WHO Five Keys).
    Guideline,
    /// A study or statistical report.
    Report,
    /// A study or peer-reviewed paper.
    Study,
    /// A news or magazine article.
    News,
    /// A practical guide for one kind of business or household.
    Playbook,
    /// A fact sheet of figures.
    Factsheet,
    /// Any other web page.
    Website,
}

/// The input names no source type.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown source type {0:?}: expected note, regulation, guideline, report, study, news, playbook, factsheet or website"
)]
pub struct SourceTypeError(pub String);

impl SourceType {
    pub const ALL: [SourceType; 9] = [
        SourceType::Note,
        SourceType::Regulation,
        SourceType::Guideline,
        SourceType::Report,
        SourceType::Study,
        SourceType::News,
        SourceType::Playbook,
        SourceType::Factsheet,
        SourceType::Website,
    ];

    /// Parses a source-type code, ignoring case and surrounding space.
    ///
    /// # Errors
    /// [`SourceTypeError`] for an unknown code.
    pub fn parse(raw: &str) -> Result<Self, SourceTypeError> {
        let code = raw.trim().to_ascii_lowercase();
        Self::ALL
            .into_iter()
            .find(|kind| kind.as_str() == code)
            .ok_or_else(|| SourceTypeError(raw.to_owned()))
    }

    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            SourceType::Note => "note",
            SourceType::Regulation => "regulation",
            SourceType::Guideline => "guideline",
            SourceType::Report => "report",
            SourceType::Study => "study",
            SourceType::News => "news",
            SourceType::Playbook => "playbook",
            SourceType::Factsheet => "factsheet",
            SourceType::Website => "website",
        }
    }
}

impl FromStr for SourceType {
    type Err = SourceTypeError;
    fn from_str(raw: &str) -> Result<Self, Self::Err> {
        Self::parse(raw)
    }
}

impl fmt::Display for SourceType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Who stands behind a source, which the answer composer may weigh when citing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum AuthorityLevel {
    /// A UAE federal or emirate authority (MOCCAE, Dubai Municipality, ADAFSA...).
    Government,
    /// An intergovernmental body (FAO, UNEP, WHO).
    International,
    /// A university or peer-reviewed study.
    Academic,
    /// A non-governmental or charitable organisation (the default: Ne'ma, UAE Food Bank, WRAP).
    #[default]
    Ngo,
    /// A company or industry body.
    Industry,
    /// A news outlet.
    News,
}

/// The input names no authority level.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown authority level {0:?}: expected government, international, academic, ngo, industry or news"
)]
pub struct AuthorityLevelError(pub String);

impl AuthorityLevel {
    pub const ALL: [AuthorityLevel; 6] = [
        AuthorityLevel::Government,
        AuthorityLevel::International,
        AuthorityLevel::Academic,
        AuthorityLevel::Ngo,
        AuthorityLevel::Industry,
        AuthorityLevel::News,
    ];

    /// Parses an authority-level code, ignoring case and surrounding space.
    ///
    /// # Errors
    /// [`AuthorityLevelError`] for an unknown code.
    pub fn parse(raw: &str) -> Result<Self, AuthorityLevelError> {
        let code = raw.trim().to_ascii_lowercase();
        Self::ALL
            .into_iter()
            .find(|level| level.as_str() == code)
            .ok_or_else(|| AuthorityLevelError(raw.to_owned()))
    }

    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            AuthorityLevel::Government => "government",
            AuthorityLevel::International => "international",
            AuthorityLevel::Academic => "academic",
            AuthorityLevel::Ngo => "ngo",
            AuthorityLevel::Industry => "industry",
            AuthorityLevel::News => "news",
        }
    }
}

impl FromStr for AuthorityLevel {
    type Err = AuthorityLevelError;
    fn from_str(raw: &str) -> Result<Self, Self::Err> {
        Self::parse(raw)
    }
}

impl fmt::Display for AuthorityLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The region a source speaks about: free text of 1 to 60 characters, `UAE` by default
/// (other values in the corpus: an emirate's name, `GCC`, `Global`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Region(String);

/// Why a region was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("a region is 1 to {max} characters", max = Region::MAX_CHARS)]
pub struct RegionError;

impl Region {
    pub const MAX_CHARS: usize = 60;
    pub const DEFAULT: &'static str = "UAE";

    /// Trims and checks a region name.
    ///
    /// # Errors
    /// [`RegionError`] when the name is blank or longer than [`Region::MAX_CHARS`].
    pub fn parse(raw: &str) -> Result<Self, RegionError> {
        let text = raw.trim();
        if text.is_empty() || text.chars().count() > Self::MAX_CHARS {
            return Err(RegionError);
        }
        Ok(Self(text.to_owned()))
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl Default for Region {
    fn default() -> Self {
        Self(Self::DEFAULT.to_owned())
    }
}

impl fmt::Display for Region {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A knowledge-base source about to be stored, with the schema's defaults applied: source type
/// `note`, region `UAE`, authority level `ngo`, no URL, no date and no persona or city tags.
///
/// The language is detected from the content ([`Language::detect`]), which gives the schema
/// default `en` for English text and `ar` for Arabic text. Persona and city tags narrow where the
/// source applies; an empty list means "all".
#[derive(Debug, Clone, PartialEq)]
pub struct NewSource {
    title: SourceTitle,
    url: Option<WebUrl>,
    source_type: SourceType,
    region: Region,
    authority_level: AuthorityLevel,
    language: Language,
    source_date: Option<NaiveDate>,
    content: SourceContent,
    personas: Vec<Persona>,
    cities: Vec<City>,
    publisher: Option<String>,
    pair_key: Option<Slug>,
}

/// Why the admin "Add Content" form was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NewSourceError {
    #[error(transparent)]
    Title(#[from] SourceTitleError),
    #[error("URL must be a valid URL or empty")]
    Url(#[from] WebUrlError),
    #[error(transparent)]
    Content(#[from] SourceContentError),
}

impl NewSource {
    /// A source with the schema defaults (see the type's documentation).
    #[must_use]
    pub fn new(title: SourceTitle, content: SourceContent) -> Self {
        Self {
            language: Language::detect(content.as_str()),
            title,
            url: None,
            source_type: SourceType::default(),
            region: Region::default(),
            authority_level: AuthorityLevel::default(),
            source_date: None,
            content,
            personas: Vec::new(),
            cities: Vec::new(),
            publisher: None,
            pair_key: None,
        }
    }

    /// Reads the admin "Add Content" form: a title, an optional URL (blank means none) and the
    /// content text.
    ///
    /// # Errors
    /// [`NewSourceError`] naming the first field that is invalid, with the form's message.
    pub fn from_form(
        title: &str,
        url: Option<&str>,
        content: &str,
    ) -> Result<Self, NewSourceError> {
        let title = SourceTitle::parse(title)?;
        let url = url
            .filter(|raw| !raw.trim().is_empty())
            .map(WebUrl::parse)
            .transpose()?;
        let content = SourceContent::parse(content)?;
        let source = Self::new(title, content);
        Ok(match url {
            Some(url) => source.with_url(url),
            None => source,
        })
    }

    #[must_use]
    pub fn with_url(mut self, url: WebUrl) -> Self {
        self.url = Some(url);
        self
    }

    #[must_use]
    pub fn with_source_type(mut self, source_type: SourceType) -> Self {
        self.source_type = source_type;
        self
    }

    #[must_use]
    pub fn with_region(mut self, region: Region) -> Self {
        self.region = region;
        self
    }

    #[must_use]
    pub fn with_authority_level(mut self, authority_level: AuthorityLevel) -> Self {
        self.authority_level = authority_level;
        self
    }

    /// Overrides the detected language (the corpus states it in each file's front matter).
    #[must_use]
    pub fn with_language(mut self, language: Language) -> Self {
        self.language = language;
        self
    }

    #[must_use]
    pub fn with_source_date(mut self, source_date: NaiveDate) -> Self {
        self.source_date = Some(source_date);
        self
    }

    /// Tags the personas the source is for; duplicates are dropped, order is kept.
    #[must_use]
    pub fn with_personas(mut self, personas: impl IntoIterator<Item = Persona>) -> Self {
        self.personas = dedup(personas);
        self
    }

    /// Tags the cities the source is about; duplicates are dropped, order is kept.
    #[must_use]
    pub fn with_cities(mut self, cities: impl IntoIterator<Item = City>) -> Self {
        self.cities = dedup(cities);
        self
    }

    /// The organisation behind the original source, shown beside the citation.
    #[must_use]
    pub fn with_publisher(mut self, publisher: &str) -> Self {
        let publisher = publisher.trim();
        self.publisher = (!publisher.is_empty()).then(|| publisher.chars().take(200).collect());
        self
    }

    /// Links this source with its version in the other language.
    #[must_use]
    pub fn with_pair_key(mut self, pair_key: Slug) -> Self {
        self.pair_key = Some(pair_key);
        self
    }

    #[must_use]
    pub fn publisher(&self) -> Option<&str> {
        self.publisher.as_deref()
    }

    #[must_use]
    pub fn pair_key(&self) -> Option<&Slug> {
        self.pair_key.as_ref()
    }

    /// SHA-256 of the content with white space runs collapsed, hex-encoded: the same text
    /// ingested twice is recognised, however it was wrapped.
    #[must_use]
    pub fn content_sha256(&self) -> String {
        use sha2::{Digest, Sha256};
        let normalised = self
            .content
            .as_str()
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        Sha256::digest(normalised.as_bytes())
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect()
    }

    #[must_use]
    pub fn title(&self) -> &SourceTitle {
        &self.title
    }

    #[must_use]
    pub fn url(&self) -> Option<&WebUrl> {
        self.url.as_ref()
    }

    #[must_use]
    pub fn source_type(&self) -> SourceType {
        self.source_type
    }

    #[must_use]
    pub fn region(&self) -> &Region {
        &self.region
    }

    #[must_use]
    pub fn authority_level(&self) -> AuthorityLevel {
        self.authority_level
    }

    #[must_use]
    pub fn language(&self) -> Language {
        self.language
    }

    #[must_use]
    pub fn source_date(&self) -> Option<NaiveDate> {
        self.source_date
    }

    #[must_use]
    pub fn content(&self) -> &SourceContent {
        &self.content
    }

    #[must_use]
    pub fn personas(&self) -> &[Persona] {
        &self.personas
    }

    #[must_use]
    pub fn cities(&self) -> &[City] {
        &self.cities
    }
}

fn dedup<T: PartialEq>(items: impl IntoIterator<Item = T>) -> Vec<T> {
    let mut unique = Vec::new();
    for item in items {
        if !unique.contains(&item) {
            unique.push(item);
        }
    }
    unique
}

/// A stored knowledge-base source, as the admin content list and the answer citations read it.
#[derive(Debug, Clone, PartialEq)]
pub struct Source {
    pub id: SourceId,
    pub title: SourceTitle,
    pub url: Option<WebUrl>,
    pub source_type: SourceType,
    pub region: Region,
    pub authority_level: AuthorityLevel,
    pub language: Language,
    pub source_date: Option<NaiveDate>,
    pub content: SourceContent,
    pub personas: Vec<Persona>,
    pub cities: Vec<City>,
    pub publisher: Option<String>,
    /// When the source and its chunks were stored (the admin list's "Added on").
    pub ingested_at: DateTime<Utc>,
    pub chunk_count: u32,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_title_is_trimmed_and_must_not_be_blank() -> Result<(), SourceTitleError> {
        assert_eq!(
            SourceTitle::parse("  WHO Five Keys  ")?.as_str(),
            "WHO Five Keys"
        );
        assert_eq!(SourceTitle::parse("   "), Err(SourceTitleError::Empty));
        assert_eq!(SourceTitleError::Empty.to_string(), "Title is required");
        Ok(())
    }

    #[test]
    fn a_title_is_limited_to_300_characters_not_bytes() -> Result<(), SourceTitleError> {
        assert!(SourceTitle::parse(&"ع".repeat(300)).is_ok());
        assert_eq!(
            SourceTitle::parse(&"a".repeat(301)),
            Err(SourceTitleError::TooLong)
        );
        Ok(())
    }

    #[test]
    fn content_must_not_be_blank() {
        assert_eq!(SourceContent::parse(" \n "), Err(SourceContentError::Empty));
        assert_eq!(SourceContentError::Empty.to_string(), "Content is required");
    }

    #[test]
    fn content_preview_cuts_at_500_characters_with_an_ellipsis() -> Result<(), SourceContentError> {
        let long = SourceContent::parse(&"ب".repeat(501))?;
        assert_eq!(long.char_count(), 501);
        assert_eq!(long.preview().chars().count(), 501);
        assert!(long.preview().ends_with('…'));
        let short = SourceContent::parse("Keep cold food below 5 °C.")?;
        assert_eq!(short.preview(), "Keep cold food below 5 °C.");
        Ok(())
    }

    #[test]
    fn source_types_and_authority_levels_round_trip() {
        for kind in SourceType::ALL {
            assert_eq!(SourceType::parse(kind.as_str()), Ok(kind));
        }
        for level in AuthorityLevel::ALL {
            assert_eq!(AuthorityLevel::parse(level.as_str()), Ok(level));
        }
        assert!(SourceType::parse("tweet").is_err());
        assert!(AuthorityLevel::parse("blog").is_err());
    }

    #[test]
    fn a_region_defaults_to_uae_and_must_not_be_blank() -> Result<(), RegionError> {
        assert_eq!(Region::default().as_str(), "UAE");
        assert_eq!(Region::parse(" Dubai ")?.as_str(), "Dubai");
        assert_eq!(Region::parse(""), Err(RegionError));
        assert_eq!(Region::parse(&"x".repeat(61)), Err(RegionError));
        Ok(())
    }

    #[test]
    fn a_new_source_takes_the_schema_defaults() -> Result<(), NewSourceError> {
        let source = NewSource::from_form("Fridge guide", None, "Keep the fridge at 0-5 °C.")?;
        assert_eq!(source.source_type(), SourceType::Note);
        assert_eq!(source.region().as_str(), "UAE");
        assert_eq!(source.authority_level(), AuthorityLevel::Ngo);
        assert_eq!(source.language(), Language::En);
        assert_eq!(source.url(), None);
        assert_eq!(source.source_date(), None);
        assert!(source.personas().is_empty() && source.cities().is_empty());
        Ok(())
    }

    #[test]
    fn a_new_arabic_source_is_tagged_arabic() -> Result<(), NewSourceError> {
        let source =
            NewSource::from_form("دليل الثلاجة", Some("  "), "احفظ الطعام المطبوخ في الثلاجة.")?;
        assert_eq!(source.language(), Language::Ar);
        assert_eq!(source.url(), None);
        Ok(())
    }

    #[test]
    fn the_add_content_form_reports_its_first_invalid_field() {
        assert_eq!(
            NewSource::from_form(" ", None, "text"),
            Err(NewSourceError::Title(SourceTitleError::Empty))
        );
        let bad_url = NewSource::from_form("Title", Some("not a url"), "text");
        assert!(matches!(bad_url, Err(NewSourceError::Url(_))));
        assert_eq!(
            bad_url.map_err(|e| e.to_string()),
            Err("URL must be a valid URL or empty".to_owned())
        );
        assert_eq!(
            NewSource::from_form("Title", None, ""),
            Err(NewSourceError::Content(SourceContentError::Empty))
        );
    }

    #[test]
    fn builder_methods_override_defaults_and_drop_duplicate_tags()
    -> Result<(), Box<dyn std::error::Error>> {
        let date = NaiveDate::from_ymd_opt(2024, 4, 2).ok_or("bad date")?;
        let source = NewSource::new(
            SourceTitle::parse("DM code")?,
            SourceContent::parse("Text")?,
        )
        .with_url(WebUrl::parse("https://www.dm.gov.ae")?)
        .with_source_type(SourceType::Regulation)
        .with_region(Region::parse("Dubai")?)
        .with_authority_level(AuthorityLevel::Government)
        .with_language(Language::Ar)
        .with_source_date(date)
        .with_personas([Persona::Hotel, Persona::Hotel, Persona::Restaurant])
        .with_cities([City::Dubai, City::Dubai]);
        assert_eq!(source.url().map(WebUrl::host), Some("www.dm.gov.ae"));
        assert_eq!(source.source_type(), SourceType::Regulation);
        assert_eq!(source.region().as_str(), "Dubai");
        assert_eq!(source.authority_level(), AuthorityLevel::Government);
        assert_eq!(source.language(), Language::Ar);
        assert_eq!(source.source_date(), Some(date));
        assert_eq!(source.personas(), [Persona::Hotel, Persona::Restaurant]);
        assert_eq!(source.cities(), [City::Dubai]);
        assert_eq!(source.title().as_str(), "DM code");
        assert_eq!(source.content().as_str(), "Text");
        Ok(())
    }
}
