use std::fmt;
use std::str::FromStr;

/// The language of a text, a source or an answer: English (the default) or Arabic.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Language {
    #[default]
    En,
    Ar,
}

/// The input names neither supported language.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown language {0:?}: expected en or ar")]
pub struct LanguageError(pub String);

impl Language {
    pub const ALL: [Language; 2] = [Language::En, Language::Ar];

    /// Share of a text's letters that must be in Arabic script for [`Language::detect`] to say
    /// Arabic.
    ///
    /// Lower than a half on purpose: Arabic is written without short vowels, so its words have
    /// fewer letters than English ones, and UAE users often mix English terms ("buffet",
    /// "biryani") into an Arabic sentence. An English sentence naming one Arabic dish stays far
    /// below this share.
    pub const ARABIC_SHARE_THRESHOLD: f64 = 0.3;

    /// Parses `en` or `ar` (case and surrounding space ignored; a region suffix such as `ar-AE`
    /// is accepted).
    ///
    /// # Errors
    /// [`LanguageError`] for any other code.
    pub fn parse(raw: &str) -> Result<Self, LanguageError> {
        let code = raw.trim().to_ascii_lowercase();
        let primary = code.split(['-', '_']).next().unwrap_or_default();
        match primary {
            "en" => Ok(Language::En),
            "ar" => Ok(Language::Ar),
            _ => Err(LanguageError(raw.to_owned())),
        }
    }

    /// Guesses the language of a text from its script: Arabic when Arabic-script letters make up
    /// at least [`Language::ARABIC_SHARE_THRESHOLD`] of its letters, English otherwise (including
    /// text with no letters at all). Digits, punctuation and marks are not counted.
    #[must_use]
    pub fn detect(text: &str) -> Self {
        let (arabic, letters) = text
            .chars()
            .filter(|c| c.is_alphabetic())
            .fold((0_usize, 0_usize), |(arabic, letters), c| {
                (arabic + usize::from(is_arabic_script(c)), letters + 1)
            });
        if letters == 0 {
            return Language::En;
        }
        #[allow(clippy::cast_precision_loss)] // counts of characters are far below 2^52
        let share = arabic as f64 / letters as f64;
        if share >= Self::ARABIC_SHARE_THRESHOLD {
            Language::Ar
        } else {
            Language::En
        }
    }

    /// The ISO 639-1 code used on the wire and in the database.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Language::En => "en",
            Language::Ar => "ar",
        }
    }

    /// Whether the language is written right to left.
    #[must_use]
    pub const fn is_right_to_left(self) -> bool {
        matches!(self, Language::Ar)
    }
}

/// Whether a character belongs to one of Unicode's Arabic-script blocks.
fn is_arabic_script(c: char) -> bool {
    matches!(c,
        '\u{0600}'..='\u{06FF}'
        | '\u{0750}'..='\u{077F}'
        | '\u{08A0}'..='\u{08FF}'
        | '\u{FB50}'..='\u{FDFF}'
        | '\u{FE70}'..='\u{FEFF}')
}

impl FromStr for Language {
    type Err = LanguageError;
    fn from_str(raw: &str) -> Result<Self, Self::Err> {
        Self::parse(raw)
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_both_codes_ignoring_case_and_region() {
        assert_eq!(Language::parse("en"), Ok(Language::En));
        assert_eq!(Language::parse(" AR "), Ok(Language::Ar));
        assert_eq!(Language::parse("ar-AE"), Ok(Language::Ar));
        for language in Language::ALL {
            assert_eq!(Language::parse(language.as_str()), Ok(language));
        }
    }

    #[test]
    fn rejects_other_languages() {
        assert!(Language::parse("fr").is_err());
        assert!(Language::parse("").is_err());
        assert!(Language::parse("english").is_err());
    }

    #[test]
    fn detects_arabic_text_as_arabic() {
        assert_eq!(
            Language::detect("كيف أحفظ الأرز المطبوخ بأمان؟"),
            Language::Ar
        );
    }

    #[test]
    fn detects_arabic_mixed_with_english_terms_as_arabic() {
        assert_eq!(
            Language::detect("كيف أقلل هدر الطعام في buffet الفندق؟"),
            Language::Ar
        );
    }

    #[test]
    fn detects_english_naming_an_arabic_dish_as_english() {
        assert_eq!(
            Language::detect("How long can I keep leftover مندي in the fridge safely?"),
            Language::En
        );
    }

    #[test]
    fn text_without_letters_defaults_to_english() {
        assert_eq!(Language::detect("123 ?!"), Language::En);
        assert_eq!(Language::detect(""), Language::En);
    }

    #[test]
    fn only_arabic_is_written_right_to_left() {
        assert!(Language::Ar.is_right_to_left());
        assert!(!Language::En.is_right_to_left());
        assert_eq!(Language::default(), Language::En);
    }
}
