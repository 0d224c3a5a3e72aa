//! Words that carry meaning, reduced to a light stem, for English and Arabic.

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

/// The normalised words of `text` that carry meaning, each reduced by [`stem`].
#[must_use]
pub fn content_words(text: &str) -> Vec<String> {
    normalise(text)
        .split(' ')
        .filter(|word| !word.is_empty())
        .filter(|word| !ENGLISH_STOP_WORDS.contains(word) && !ARABIC_STOP_WORDS.contains(word))
        .map(stem)
        .filter(|word| word.chars().count() > 1 || word.chars().all(|c| c.is_ascii_digit()))
        .collect()
}

/// A light stemmer: strips common English suffixes and Arabic prefixes (the article, attached
/// conjunctions and prepositions) and a few suffixes, keeping at least three letters. Character
/// n-grams catch what it misses.
#[must_use]
pub fn stem(word: &str) -> String {
    if word.chars().any(is_arabic) {
        return stem_arabic(word);
    }
    if word.chars().all(|c| c.is_ascii_digit()) {
        return word.to_owned();
    }
    let keep = |s: &str, suffix: &str| s.len() >= suffix.len() + 3 && s.ends_with(suffix);
    for (suffix, replacement) in [
        ("ational", "ate"),
        ("ization", "ize"),
        ("ations", "ate"),
        ("ation", "ate"),
        ("ings", ""),
        ("ing", ""),
        ("ies", "y"),
        ("ied", "y"),
        ("sses", "ss"),
        ("ness", ""),
        ("ment", ""),
        ("edly", ""),
        ("ed", ""),
        ("ly", ""),
        ("es", ""),
        ("s", ""),
    ] {
        if keep(word, suffix) && !(suffix == "s" && word.ends_with("ss")) {
            let base = &word[..word.len() - suffix.len()];
            return format!("{base}{replacement}");
        }
    }
    word.to_owned()
}

fn is_arabic(c: char) -> bool {
    ('\u{0600}'..='\u{06FF}').contains(&c)
}

/// The Arabic article with the conjunctions and prepositions joined to it, longest first.
pub(crate) const ARABIC_ARTICLES: [&str; 6] = ["وال", "بال", "كال", "فال", "لل", "ال"];

fn stem_arabic(word: &str) -> String {
    let mut letters: Vec<char> = word.chars().collect();
    let strip_prefix = |letters: &mut Vec<char>, prefix: &str| {
        let prefix: Vec<char> = prefix.chars().collect();
        if letters.len() >= prefix.len() + 3 && letters.starts_with(&prefix) {
            letters.drain(..prefix.len());
            true
        } else {
            false
        }
    };
    for prefix in ARABIC_ARTICLES {
        if strip_prefix(&mut letters, prefix) {
            break;
        }
    }
    for suffix in ["ات", "ون", "ين", "ها", "هم", "ه", "ي"] {
        let suffix: Vec<char> = suffix.chars().collect();
        if letters.len() >= suffix.len() + 3 && letters.ends_with(&suffix) {
            letters.truncate(letters.len() - suffix.len());
            break;
        }
    }
    letters.into_iter().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drops_stop_words_and_stems_english() {
        assert_eq!(
            content_words("How should I store the cooked rice?"),
            ["store", "cook", "rice"]
        );
        assert_eq!(stem("donations"), "donate");
        assert_eq!(stem("glass"), "glass");
        assert_eq!(stem("temperatures"), "temperatur");
    }

    #[test]
    fn strips_the_arabic_article_and_attached_particles() {
        assert_eq!(stem("الطعام"), "طعام");
        assert_eq!(stem("والطعام"), "طعام");
        assert_eq!(stem("للمطاعم"), "مطاعم");
        assert_eq!(
            content_words("كيف أحفظ الطعام في الثلاجة؟"),
            ["احفظ", "طعام", "ثلاج"]
        );
    }

    #[test]
    fn keeps_numbers() {
        assert_eq!(content_words("By 2030, 50% less"), ["2030", "50", "less"]);
    }
}
