use batala_knowledge::Language;

/// An answer to translate: its text, key tips and local context, and the target language.
/// Blank tips are dropped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TranslationRequest {
    answer: String,
    key_tips: Vec<String>,
    local_context: String,
    target: Language,
}

/// Why a translation request was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum TranslationInputError {
    #[error("There is no answer to translate.")]
    EmptyAnswer,
    #[error("The answer is too long to translate (at most {max} characters).", max = TranslationRequest::ANSWER_MAX_CHARS)]
    AnswerTooLong,
    #[error("Too many key tips to translate (at most {max}).", max = TranslationRequest::MAX_TIPS)]
    TooManyTips,
    #[error("A key tip is too long to translate (at most {max} characters).", max = TranslationRequest::TIP_MAX_CHARS)]
    TipTooLong,
    #[error("The local context is too long to translate (at most {max} characters).", max = TranslationRequest::CONTEXT_MAX_CHARS)]
    ContextTooLong,
}

impl TranslationRequest {
    pub const ANSWER_MAX_CHARS: usize = 10_000;
    pub const MAX_TIPS: usize = 20;
    pub const TIP_MAX_CHARS: usize = 1000;
    pub const CONTEXT_MAX_CHARS: usize = 5000;

    /// Checks a translation request; texts are trimmed.
    ///
    /// # Errors
    /// [`TranslationInputError`] for a blank answer or a part beyond its limit.
    pub fn new(
        answer: &str,
        key_tips: &[String],
        local_context: &str,
        target: Language,
    ) -> Result<Self, TranslationInputError> {
        let answer = answer.trim();
        if answer.is_empty() {
            return Err(TranslationInputError::EmptyAnswer);
        }
        if answer.chars().count() > Self::ANSWER_MAX_CHARS {
            return Err(TranslationInputError::AnswerTooLong);
        }
        let key_tips: Vec<String> = key_tips
            .iter()
            .map(|tip| tip.trim())
            .filter(|tip| !tip.is_empty())
            .map(str::to_owned)
            .collect();
        if key_tips.len() > Self::MAX_TIPS {
            return Err(TranslationInputError::TooManyTips);
        }
        if key_tips
            .iter()
            .any(|tip| tip.chars().count() > Self::TIP_MAX_CHARS)
        {
            return Err(TranslationInputError::TipTooLong);
        }
        let local_context = local_context.trim();
        if local_context.chars().count() > Self::CONTEXT_MAX_CHARS {
            return Err(TranslationInputError::ContextTooLong);
        }
        Ok(Self {
            answer: answer.to_owned(),
            key_tips,
            local_context: local_context.to_owned(),
            target,
        })
    }

    #[must_use]
    pub fn answer(&self) -> &str {
        &self.answer
    }

    #[must_use]
    pub fn key_tips(&self) -> &[String] {
        &self.key_tips
    }

    #[must_use]
    pub fn local_context(&self) -> &str {
        &self.local_context
    }

    #[must_use]
    pub const fn target(&self) -> Language {
        self.target
    }
}

/// A translated answer: the same parts, in the target language, tips in the same order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Translation {
    pub answer: String,
    pub key_tips: Vec<String>,
    pub local_context: String,
    pub language: Language,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_request_trims_its_parts_and_drops_blank_tips() -> Result<(), TranslationInputError> {
        let tips = vec![" Cool rice fast ".to_owned(), "  ".to_owned()];
        let request =
            TranslationRequest::new(" Keep it cold. ", &tips, " In Dubai... ", Language::Ar)?;
        assert_eq!(request.answer(), "Keep it cold.");
        assert_eq!(request.key_tips(), ["Cool rice fast"]);
        assert_eq!(request.local_context(), "In Dubai...");
        assert_eq!(request.target(), Language::Ar);
        Ok(())
    }

    #[test]
    fn a_blank_answer_cannot_be_translated() {
        assert_eq!(
            TranslationRequest::new("  ", &[], "", Language::Ar),
            Err(TranslationInputError::EmptyAnswer)
        );
    }

    #[test]
    fn over_long_parts_are_refused() {
        let long = "a".repeat(10_001);
        assert_eq!(
            TranslationRequest::new(&long, &[], "", Language::Ar),
            Err(TranslationInputError::AnswerTooLong)
        );
        let many = vec!["tip".to_owned(); 21];
        assert_eq!(
            TranslationRequest::new("ok", &many, "", Language::Ar),
            Err(TranslationInputError::TooManyTips)
        );
        assert_eq!(
            TranslationRequest::new("ok", &["t".repeat(1001)], "", Language::Ar),
            Err(TranslationInputError::TipTooLong)
        );
        assert_eq!(
            TranslationRequest::new("ok", &[], &"c".repeat(5001), Language::Ar),
            Err(TranslationInputError::ContextTooLong)
        );
    }
}
