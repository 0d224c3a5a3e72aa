use std::fmt;

/// A URL-safe identifier: lowercase ASCII letters and digits in words joined by single hyphens.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Slug(String);

/// Why a slug was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SlugError {
    #[error("slug is empty")]
    Empty,
    #[error("slug is longer than {max} characters", max = Slug::MAX_LEN)]
    TooLong,
    #[error("slug {0:?} may hold only a-z, 0-9 and single hyphens between words")]
    Invalid(String),
}

impl Slug {
    pub const MAX_LEN: usize = 120;

    /// Parses an existing slug, as read from a URL or a form.
    ///
    /// # Errors
    /// [`SlugError`] when the input is empty, too long, or holds anything but lowercase words
    /// joined by single hyphens.
    pub fn parse(raw: &str) -> Result<Self, SlugError> {
        let text = raw.trim();
        if text.is_empty() {
            return Err(SlugError::Empty);
        }
        if text.len() > Self::MAX_LEN {
            return Err(SlugError::TooLong);
        }
        let words_ok = text.split('-').all(|word| {
            !word.is_empty()
                && word
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        });
        if !words_ok {
            return Err(SlugError::Invalid(raw.to_owned()));
        }
        Ok(Self(text.to_owned()))
    }

    /// Makes a slug from free text: ASCII letters and digits kept and lowercased, everything else
    /// a word break, cut at a word boundary to at most `max_len` characters. Returns `None` when
    /// nothing usable remains (Arabic-only text, say).
    #[must_use]
    pub fn from_text(text: &str, max_len: usize) -> Option<Self> {
        let mut slug = String::new();
        let words = text
            .split(|c: char| !c.is_ascii_alphanumeric())
            .filter(|word| !word.is_empty());
        for word in words {
            let extra = usize::from(!slug.is_empty()) + word.len();
            if slug.len() + extra > max_len.min(Self::MAX_LEN) {
                break;
            }
            if !slug.is_empty() {
                slug.push('-');
            }
            slug.push_str(&word.to_ascii_lowercase());
        }
        Self::parse(&slug).ok()
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl AsRef<str> for Slug {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Slug {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_lowercase_words_joined_by_hyphens() -> Result<(), SlugError> {
        assert_eq!(
            Slug::parse("store-rice-safely-4f9k2")?.as_str(),
            "store-rice-safely-4f9k2"
        );
        assert_eq!(Slug::parse("x")?.as_str(), "x");
        Ok(())
    }

    #[test]
    fn rejects_bad_slugs() {
        assert_eq!(Slug::parse("  "), Err(SlugError::Empty));
        assert_eq!(Slug::parse(&"a".repeat(121)), Err(SlugError::TooLong));
        for raw in [
            "Upper",
            "double--hyphen",
            "-leading",
            "trailing-",
            "sp ace",
            "ع",
            "a_b",
        ] {
            assert!(
                matches!(Slug::parse(raw), Err(SlugError::Invalid(_))),
                "{raw}"
            );
        }
    }

    #[test]
    fn makes_a_slug_from_free_text_at_a_word_boundary() {
        let slug = Slug::from_text("How do I store cooked rice safely in Dubai?", 24);
        assert_eq!(
            slug.map(|s| s.to_string()).as_deref(),
            Some("how-do-i-store-cooked")
        );
        assert_eq!(Slug::from_text("كيف أحفظ الأرز", 40), None);
    }
}
