//! Words that carry meaning, reduced to a light stem, for English and Arabic.

use rust_stemmers::{Algorithm, Stemmer};

use crate::normalise;

const ENGLISH_STOP_WORDS: &[&str] = &[
    "a", "about", "after", "all", "also", "am", "an", "and", "any", "are", "as", "at", "be",
    "been", "before", "being", "but", "by", "can", "could", "did", "do", "does", "doing", "down",
    "during", "each", "for", "from", "had", "has", "have", "having", "he", "her", "here", "hers",
    "him", "his", "how", "i", "if", "in", "into", "is", "it", "its", "just", "may", "me", "might",
    "more", "most", "must", "my", "no", "nor", "not", "of", "off", "on", "once", "only", "or",
    "other", "our", "ours", "out", "over", "own", "please", "same", "she", "should", "so", "some",
    "such", "than", "that", "the", "their", "theirs", "them", "then", "there", "these", "they",
    "this", "those", "through", "to", "too", "under", "until", "up", "us", "very", "was", "we",
    "were", "what", "when", "where", "which", "while", "who", "whom", "why", "will", "with",
    "would", "you", "your", "yours",
];

// Already normalised (alef and yeh/teh marbuta folded), as `normalise` leaves them.
const ARABIC_STOP_WORDS: &[&str] = &[
    "في",
    "من",
    "الي",
    "علي",
    "عن",
    "مع",
    "هذا",
    "هذه",
    "ذلك",
    "تلك",
    "التي",
    "الذي",
    "الذين",
    "ما",
    "ماذا",
    "متي",
    "اين",
    "كيف",
    "هل",
    "لماذا",
    "كم",
    "او",
    "ام",
    "ثم",
    "لا",
    "لم",
    "لن",
    "ان",
    "انه",
    "كان",
    "كانت",
    "يكون",
    "تكون",
    "قد",
    "كل",
    "بعض",
    "اي",
    "هو",
    "هي",
    "هم",
    "نحن",
    "انا",
    "انت",
    "لكن",
    "بين",
    "عند",
    "حتي",
    "اذا",
    "به",
    "بها",
    "لها",
    "له",
    "منها",
    "فيها",
    "عليها",
    "يمكن",
    "يجب",
];

/// The words of `text` that carry meaning, each reduced by [`stem`] to a normalised stem.
#[must_use]
pub fn content_words(text: &str) -> Vec<String> {
    // Split as `normalise` does (its separators, diacritics inside words), and stem each word as
    // written: Snowball's Arabic stemmer strips a teh marbuta (ة) but not the heh it is folded to.
    text.split(|c: char| !c.is_alphanumeric() && !is_diacritic(c))
        .filter(|word| {
            let word = normalise(word);
            !word.is_empty()
                && !ENGLISH_STOP_WORDS.contains(&word.as_str())
                && !ARABIC_STOP_WORDS.contains(&word.as_str())
        })
        .map(stem)
        .filter(|word| word.chars().count() > 1 || word.chars().all(|c| c.is_ascii_digit()))
        .collect()
}

/// The word's Snowball stem, normalised: Porter2 for English ("storing" and "stored" meet at
/// "store"), Snowball's Arabic stemmer for Arabic (the article, attached particles, suffixes),
/// which reads the word as written (teh marbuta, alef maqsura). Character n-grams catch what it
/// misses.
#[must_use]
pub fn stem(word: &str) -> String {
    if !word.chars().any(is_arabic) {
        return Stemmer::create(Algorithm::English)
            .stem(&normalise(word))
            .into_owned();
    }
    // Snowball leaves a conjunction before the article ("والخضار", "فالطعام"): it goes first.
    let word = ["و", "ف"]
        .into_iter()
        .find_map(|conjunction| {
            word.strip_prefix(conjunction)
                .filter(|rest| normalise(rest).starts_with("ال") && rest.chars().count() >= 4)
        })
        .unwrap_or(word);
    normalise(&Stemmer::create(Algorithm::Arabic).stem(word))
}

/// Harakat, tanween, shadda, sukun and superscript alef: `normalise` drops them inside a word.
fn is_diacritic(c: char) -> bool {
    ('\u{064B}'..='\u{065F}').contains(&c) || c == '\u{0670}'
}

fn is_arabic(c: char) -> bool {
    ('\u{0600}'..='\u{06FF}').contains(&c)
}

/// The Arabic article with the conjunctions and prepositions joined to it, longest first.
pub(crate) const ARABIC_ARTICLES: [&str; 6] = ["وال", "بال", "كال", "فال", "لل", "ال"];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drops_stop_words_and_stems_english() {
        assert_eq!(
            content_words("How should I store the cooked rice?"),
            ["store", "cook", "rice"]
        );
        assert_eq!(stem("donations"), stem("donate"));
        assert_eq!(stem("temperatures"), stem("temperature"));
        assert_eq!(stem("Stored"), stem("storing"));
        assert_eq!(stem("glass"), "glass");
        assert_eq!(stem("hummus"), "hummus");
    }

    #[test]
    fn strips_the_arabic_article_and_attached_particles() {
        assert_eq!(stem("الطعام"), "طعام");
        assert_eq!(stem("والطعام"), "طعام");
        assert_eq!(stem("للمطاعم"), stem("المطاعم"));
        assert_eq!(stem("والخضار"), stem("الخضار"));
        assert_eq!(
            content_words("كيف أحفظ الطعام في الثلاجة؟"),
            ["احفظ", "طعام", "ثلاج"]
        );
    }

    #[test]
    fn reads_the_teh_marbuta_as_written_and_returns_a_normalised_stem() {
        // Folded to heh first, "السليمة" would keep it and miss "سليم".
        assert_eq!(stem("السليمة"), stem("سليم"));
        assert_eq!(stem("حرارة"), stem("الحرارة"));
        assert_eq!(content_words("الطَّعَام"), content_words("الطعام"));
        assert!(!stem("الثلاجة").contains('ة'));
    }

    #[test]
    fn keeps_numbers() {
        assert_eq!(content_words("By 2030, 50% less"), ["2030", "50", "less"]);
        assert_eq!(content_words("٢٠٣٠"), ["2030"]);
    }
}
