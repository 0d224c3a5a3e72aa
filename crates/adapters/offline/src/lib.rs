//! The embedded defaults that need no model provider: the grounded [`OfflineAnswerGenerator`],
//! the [`CorpusTranslator`], the vector caches in front of any embedder
//! ([`DiskCachedEmbedder`], [`QueryCachedEmbedder`]), and the text normalisation they share (one
//! canonical form for both languages, so that spelling variants meet).

mod composer;
mod glue;
mod quantity;
mod text;
mod translator;
mod vector_cache;

pub use composer::{OfflineAnswerGenerator, clean_sentence};
pub use text::{content_words, stem};
pub use translator::CorpusTranslator;
pub use vector_cache::{DiskCachedEmbedder, QueryCachedEmbedder};

/// Lowercases, folds Arabic letter variants and drops Arabic diacritics and tatweel, and turns
/// punctuation into single spaces.
///
/// Folding: alef forms (أ إ آ ٱ) → ا, alef maqsura ى → ي, teh marbuta ة → ه, hamza on waw/yeh
/// (ؤ ئ) → و / ي; Arabic-Indic digits → ASCII digits.
#[must_use]
pub fn normalise(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut pending_space = false;
    for c in text.chars() {
        let folded = match c {
            'أ' | 'إ' | 'آ' | 'ٱ' => Some('ا'),
            'ى' => Some('ي'),
            'ة' => Some('ه'),
            'ؤ' => Some('و'),
            'ئ' => Some('ي'),
            // Harakat, tanween, shadda, sukun, superscript alef, and tatweel carry no meaning here.
            '\u{064B}'..='\u{065F}' | '\u{0670}' | '\u{0640}' => None,
            '\u{0660}'..='\u{0669}' => char::from_digit(u32::from(c) - 0x0660, 10),
            c if c.is_alphanumeric() => Some(c),
            _ => {
                pending_space = !out.is_empty();
                None
            }
        };
        if let Some(folded) = folded {
            if pending_space {
                out.push(' ');
                pending_space = false;
            }
            out.extend(folded.to_lowercase());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::normalise;

    #[test]
    fn lowercases_and_collapses_punctuation() {
        assert_eq!(
            normalise("Store RICE, safely!  (5°C)"),
            "store rice safely 5 c"
        );
    }

    #[test]
    fn folds_arabic_letter_variants() {
        assert_eq!(normalise("إدارة"), normalise("ادارة"));
        assert_eq!(normalise("مستشفى"), "مستشفي");
        assert_eq!(normalise("وجبة"), "وجبه");
    }

    #[test]
    fn drops_diacritics_and_tatweel() {
        assert_eq!(normalise("الطَّعَام"), "الطعام");
        assert_eq!(normalise("طـــعام"), "طعام");
    }

    #[test]
    fn reads_arabic_indic_digits() {
        assert_eq!(normalise("٢٠٣٠"), "2030");
    }
}
