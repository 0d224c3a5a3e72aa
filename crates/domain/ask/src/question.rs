use std::fmt;

use batala_knowledge::Language;

/// A visitor's question: 10 to 500 characters after trimming, counted as characters (an Arabic
/// letter is one character, though two bytes).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Question(String);

/// Why a question was refused, with the interface's exact message and title.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum QuestionError {
    #[error("Please enter at least 10 characters for your question.")]
    TooShort,
    #[error("Please keep your question under 500 characters.")]
    TooLong,
}

impl QuestionError {
    /// The title shown above the message.
    #[must_use]
    pub const fn title(self) -> &'static str {
        match self {
            QuestionError::TooShort => "Question too short",
            QuestionError::TooLong => "Question too long",
        }
    }
}

impl Question {
    pub const MIN_CHARS: usize = 10;
    pub const MAX_CHARS: usize = 500;

    /// Trims and checks a question.
    ///
    /// # Errors
    /// [`QuestionError::TooShort`] under [`Question::MIN_CHARS`] characters (blank included),
    /// [`QuestionError::TooLong`] over [`Question::MAX_CHARS`].
    pub fn parse(raw: &str) -> Result<Self, QuestionError> {
        let text = raw.trim();
        let chars = text.chars().count();
        if chars < Self::MIN_CHARS {
            return Err(QuestionError::TooShort);
        }
        if chars > Self::MAX_CHARS {
            return Err(QuestionError::TooLong);
        }
        Ok(Self(text.to_owned()))
    }

    /// A guidance card's phrasing, as the question a preview of the card answers. An admin wrote
    /// it and cards keep short ones ("fifo?") on purpose, so the visitor's length rule does not
    /// apply; it is trimmed and, when longer, cut at [`Question::MAX_CHARS`] characters.
    #[must_use]
    pub fn from_phrasing(phrasing: &str) -> Self {
        Self(phrasing.trim().chars().take(Self::MAX_CHARS).collect())
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The language the question is written in ([`Language::detect`]).
    #[must_use]
    pub fn language(&self) -> Language {
        Language::detect(&self.0)
    }
}

impl AsRef<str> for Question {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Question {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_question_of_ten_characters_is_accepted_and_trimmed() -> Result<(), QuestionError> {
        assert_eq!(Question::parse("  Store rice  ")?.as_str(), "Store rice");
        Ok(())
    }

    #[test]
    fn a_question_of_500_characters_is_accepted() {
        assert!(Question::parse(&"q".repeat(500)).is_ok());
    }

    #[test]
    fn a_card_phrasing_is_a_question_whatever_its_length() {
        assert_eq!(Question::from_phrasing(" fifo? ").as_str(), "fifo?");
        let long = Question::from_phrasing(&"ق".repeat(600));
        assert_eq!(long.as_str().chars().count(), Question::MAX_CHARS);
    }

    #[test]
    fn a_question_shorter_than_ten_characters_is_refused() {
        assert_eq!(Question::parse("Rice?"), Err(QuestionError::TooShort));
        assert_eq!(Question::parse("   "), Err(QuestionError::TooShort));
        assert_eq!(
            Question::parse("  rice ok?  "),
            Err(QuestionError::TooShort)
        );
        assert_eq!(
            QuestionError::TooShort.to_string(),
            "Please enter at least 10 characters for your question."
        );
        assert_eq!(QuestionError::TooShort.title(), "Question too short");
    }

    #[test]
    fn a_question_longer_than_500_characters_is_refused() {
        assert_eq!(
            Question::parse(&"q".repeat(501)),
            Err(QuestionError::TooLong)
        );
        assert_eq!(
            QuestionError::TooLong.to_string(),
            "Please keep your question under 500 characters."
        );
        assert_eq!(QuestionError::TooLong.title(), "Question too long");
    }

    #[test]
    fn length_counts_arabic_characters_not_bytes() {
        // 300 Arabic letters are 600 bytes but 300 characters.
        assert!(Question::parse(&"ط".repeat(300)).is_ok());
        // 9 Arabic letters are 18 bytes but still too short.
        assert_eq!(
            Question::parse(&"ط".repeat(9)),
            Err(QuestionError::TooShort)
        );
    }

    #[test]
    fn a_question_knows_its_language() -> Result<(), QuestionError> {
        assert_eq!(
            Question::parse("كيف أحفظ الأرز المطبوخ؟")?.language(),
            Language::Ar
        );
        assert_eq!(
            Question::parse("How do I store cooked rice?")?.language(),
            Language::En
        );
        Ok(())
    }
}
