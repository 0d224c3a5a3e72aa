//! How an answer reads (`shared/ANSWER-STYLE.md`): the rules every sentence of an answer, its
//! steps and its local note must keep, checked on the guidance cards, by the composer and by
//! `batala eval`; and how a question with several parts is split.

use batala_knowledge::Language;

/// The sentences of a text: cut after `.`, `!`, `?`, `؟` or a line break followed by space.
#[must_use]
pub fn sentences(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\n' {
            push_sentence(&mut out, &mut current);
            continue;
        }
        current.push(c);
        if matches!(c, '.' | '!' | '?' | '؟')
            && chars.peek().is_none_or(|next| next.is_whitespace())
        {
            // "e.g." and decimals stay inside their sentence: a full stop ends one only before
            // a space and when the word before it is longer than a letter.
            let word = current
                .trim_end_matches(['.', '!', '?', '؟'])
                .rsplit(char::is_whitespace)
                .next()
                .unwrap_or_default();
            let abbreviation = word.chars().count() == 1 || word.contains('.');
            if c != '.' || !abbreviation {
                push_sentence(&mut out, &mut current);
            }
        }
    }
    push_sentence(&mut out, &mut current);
    out
}

fn push_sentence(out: &mut Vec<String>, current: &mut String) {
    let sentence = current.trim();
    if !sentence.is_empty() {
        out.push(sentence.to_owned());
    }
    current.clear();
}

/// English words a sentence must not open on: they join it to a sentence before it or point at
/// something it does not name.
const ENGLISH_OPENERS: &[&str] = &[
    "this",
    "these",
    "those",
    "that",
    "such",
    "it",
    "its",
    "they",
    "also",
    "however",
    "therefore",
    "then",
    "thus",
    "so",
    "and",
    "but",
    "or",
    "plus",
    "moreover",
    "furthermore",
    "additionally",
    "hence",
    "otherwise",
    "instead",
    "meanwhile",
];

/// Arabic words a sentence must not open on.
const ARABIC_OPENERS: &[&str] = &[
    "لذا",
    "لذلك",
    "كما",
    "ثم",
    "هذا",
    "هذه",
    "ذلك",
    "تلك",
    "هؤلاء",
    "أيضا",
    "أيضاً",
    "لكن",
    "لكنّ",
    "إلا",
    "بالتالي",
    "وبالتالي",
    "كذلك",
    "ولذلك",
    "ولكن",
    "إذن",
];

/// Arabic function words a joined و or ف must not lead into ("وبعد", "فبحسب", "فإن").
const ARABIC_FUNCTION_WORDS: &[&str] = &[
    "بعد", "قبل", "في", "من", "على", "إلى", "عن", "مع", "إذا", "إن", "أن", "لا", "لم", "لن", "قد",
    "هو", "هي", "هذا", "هذه", "ذلك", "بحسب", "حسب", "كذلك", "لهذا", "عند", "أما", "يمكن", "بعض",
    "كل", "ما", "لو", "هنا", "لذلك", "إنه", "إنها", "لأن", "حتى", "كان", "كانت",
];

/// The connective or dangling reference a sentence opens on, if any: English "This…", "Also…",
/// "However…"; Arabic "لذا…", "كما…", or و/ف joined to a function word or a definite noun
/// ("وبعد", "فبحسب", "والأرز").
#[must_use]
pub fn dangling_opening(sentence: &str, language: Language) -> Option<String> {
    let trimmed = sentence.trim_start_matches(|c: char| {
        c.is_whitespace() || matches!(c, '"' | '\'' | '«' | '(' | '“' | '-' | '•' | '*')
    });
    let first: String = trimmed
        .split(|c: char| c.is_whitespace() || matches!(c, ',' | '،' | ':' | ';'))
        .next()
        .unwrap_or_default()
        .to_owned();
    match language {
        Language::En => {
            let lower = first.to_lowercase();
            let bare = lower.trim_end_matches(['\'', '’', 's']);
            (ENGLISH_OPENERS.contains(&lower.as_str())
                || (lower.ends_with("'s") && ENGLISH_OPENERS.contains(&bare)))
            .then_some(first)
        }
        Language::Ar => {
            if ARABIC_OPENERS.contains(&first.as_str())
                || trimmed.starts_with("إلا أن")
                || trimmed.starts_with("إلى جانب ذلك")
            {
                return Some(first);
            }
            let rest = first
                .strip_prefix('و')
                .or_else(|| first.strip_prefix('ف'))?;
            let joined = rest.starts_with("ال") && rest.chars().count() > 3
                || rest.starts_with("لل")
                || ARABIC_FUNCTION_WORDS.contains(&rest)
                || ARABIC_OPENERS.contains(&rest);
            joined.then_some(first)
        }
    }
}

/// Letters and digits of a sentence, lowercased: two sentences are the same when these are.
#[must_use]
pub fn sentence_key(sentence: &str) -> String {
    sentence
        .chars()
        .filter(|c| c.is_alphanumeric() || c.is_whitespace())
        .collect::<String>()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// Whether two sentences say nearly the same thing: the same words, or one's words nearly all
/// within the other's (Jaccard similarity of their word sets at least 0.8).
#[must_use]
pub fn near_repeat(a: &str, b: &str) -> bool {
    let (a, b) = (sentence_key(a), sentence_key(b));
    if a == b {
        return true;
    }
    let words = |s: &str| -> std::collections::HashSet<String> {
        s.split_whitespace().map(str::to_owned).collect()
    };
    let (wa, wb) = (words(&a), words(&b));
    if wa.len() < 4 || wb.len() < 4 {
        return false;
    }
    let common = wa.intersection(&wb).count();
    #[allow(clippy::cast_precision_loss)] // word counts are small
    let jaccard = common as f64 / wa.union(&wb).count() as f64;
    jaccard >= 0.8
}

/// Words that open a question ("can", "how", "هل", "شلون").
const QUESTION_OPENERS: &[&str] = &[
    "how",
    "what",
    "whats",
    "can",
    "could",
    "should",
    "is",
    "are",
    "do",
    "does",
    "did",
    "where",
    "when",
    "which",
    "who",
    "why",
    "will",
    "would",
    "any",
    "هل",
    "كيف",
    "كم",
    "ما",
    "ماذا",
    "متى",
    "أين",
    "وين",
    "من",
    "مين",
    "شلون",
    "ليش",
    "لماذا",
    "وش",
    "ايش",
    "شو",
    "اقدر",
    "أقدر",
    "يصير",
    "ينفع",
    "ممكن",
    "يجوز",
    "نقدر",
];

/// Whether a sentence asks something: its first line, less any list number ("2)", "٢-"), ends
/// on a question mark or opens with a question word ("like the eggs and beans" after a question
/// is a detail, not a second question; "٢- هل يجوز…؟" above an email's sign-off asks).
fn asks(text: &str) -> bool {
    let line = text.trim().lines().next().unwrap_or_default();
    let line = line
        .trim_start_matches(|c: char| {
            c.is_numeric() || matches!(c, '(' | ')' | '-' | '.' | ':' | '–')
        })
        .trim();
    line.ends_with(['?', '؟'])
        || line
            .split(|c: char| c.is_whitespace() || c == ',' || c == '،')
            .next()
            .is_some_and(|word| QUESTION_OPENERS.contains(&word.to_lowercase().as_str()))
}

/// The parts of a question that asks two things ("how long does rice keep and can I freeze
/// it?"): split after a question mark followed by another question, or before "and" / "و" that opens a new
/// question. One part (the whole question) otherwise. Parts of fewer than three words are not
/// questions of their own and stay joined.
#[must_use]
pub fn question_parts(question: &str) -> Vec<String> {
    const ENGLISH_SPLITS: &[&str] = &[
        " and how ",
        " and what ",
        " and can ",
        " and should ",
        " and is ",
        " and are ",
        " and do ",
        " and does ",
        " and where ",
        " and when ",
        " and which ",
        " and who ",
        " also ",
    ];
    const ARABIC_SPLITS: &[&str] = &[
        " وهل ",
        " وكيف ",
        " وكم ",
        " وما ",
        " وماذا ",
        " ومتى ",
        " وأين ",
        " ومن ",
    ];
    let mut parts: Vec<String> = vec![question.to_owned()];
    let split_all = |parts: Vec<String>, at: &dyn Fn(&str) -> Option<usize>| -> Vec<String> {
        parts
            .into_iter()
            .flat_map(|part| {
                let mut out = Vec::new();
                let mut rest = part.as_str();
                while let Some(index) = at(rest) {
                    let (head, tail) = rest.split_at(index);
                    out.push(head.to_owned());
                    rest = tail;
                }
                out.push(rest.to_owned());
                out
            })
            .collect()
    };
    parts = split_all(parts, &|text: &str| {
        text.char_indices()
            .find(|(i, c)| {
                let tail = text[i + c.len_utf8()..].trim();
                matches!(c, '?' | '؟') && tail.chars().count() > 8 && asks(tail)
            })
            .map(|(i, c)| i + c.len_utf8())
    });
    parts = split_all(parts, &|text: &str| {
        let lower = text.to_lowercase();
        ENGLISH_SPLITS
            .iter()
            .chain(ARABIC_SPLITS)
            .filter_map(|marker| lower.find(marker).filter(|&i| i > 0))
            .min()
            .map(|i| i + 1)
    });
    let parts: Vec<String> = parts
        .into_iter()
        .enumerate()
        .map(|(index, p)| {
            let p = p.trim();
            if index == 0 {
                return p.to_owned();
            }
            let lower = p.to_lowercase();
            let p = ["and ", "also "]
                .iter()
                .find(|lead| lower.starts_with(*lead))
                .map_or(p, |lead| &p[lead.len()..]);
            p.strip_prefix('و').unwrap_or(p).trim().to_owned()
        })
        .collect();
    let words = |p: &str| p.split_whitespace().count();
    if parts.len() < 2 || parts.iter().any(|p| words(p) < 3) {
        return vec![question.trim().to_owned()];
    }
    parts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sentences_end_at_stops_but_not_inside_abbreviations_or_numbers() {
        assert_eq!(
            sentences("Keep it at 5 °C. Eat it within 1.5 days, e.g. by Monday! Done?"),
            vec![
                "Keep it at 5 °C.",
                "Eat it within 1.5 days, e.g. by Monday!",
                "Done?"
            ]
        );
        assert_eq!(
            sentences("برّده بسرعة. لا تسخّنه مرتين؟ نعم"),
            vec!["برّده بسرعة.", "لا تسخّنه مرتين؟", "نعم"]
        );
    }

    #[test]
    fn english_connectives_and_references_are_caught_and_plain_openings_pass() {
        for bad in [
            "This means you can.",
            "However, keep it cold.",
            "It keeps 3 days.",
            "Also label it.",
            "Such food must go.",
        ] {
            assert!(dangling_opening(bad, Language::En).is_some(), "{bad}");
        }
        for good in [
            "Throw it away.",
            "Keep cooked rice 1 day.",
            "Thaw chicken in the fridge.",
            "Items past their date go.",
            "Sotheby's",
        ] {
            assert!(dangling_opening(good, Language::En).is_none(), "{good}");
        }
    }

    #[test]
    fn arabic_connectives_and_joined_particles_are_caught_but_verbs_starting_with_waw_pass() {
        for bad in [
            "لذا على الأسر أن تخطط.",
            "والأرز المطبوخ هو الاستثناء.",
            "فبحسب البلدية يجب ذلك.",
            "وبعد ذلك ضعه.",
            "كما يجب التبريد.",
            "هذه الأطعمة خطرة.",
        ] {
            assert!(dangling_opening(bad, Language::Ar).is_some(), "{bad}");
        }
        for good in [
            "وزّع الكاري في أوعية مسطحة.",
            "فرّغ الثلاجة.",
            "ضع الطعام في الثلاجة.",
            "تخلّص من الدجاج.",
            "وفّر المال.",
        ] {
            assert!(dangling_opening(good, Language::Ar).is_none(), "{good}");
        }
    }

    #[test]
    fn near_repeats_are_caught() {
        assert!(near_repeat(
            "Keep the fridge at 5 °C or below.",
            "keep the fridge at 5 °C or below"
        ));
        assert!(!near_repeat(
            "Keep the fridge at 5 °C.",
            "Keep the freezer at -18 °C or colder."
        ));
    }

    #[test]
    fn a_question_of_two_parts_is_split_and_one_part_is_kept_whole() {
        assert_eq!(
            question_parts("How long does cooked rice keep in the fridge and can I freeze it?"),
            vec![
                "How long does cooked rice keep in the fridge",
                "can I freeze it?"
            ]
        );
        assert_eq!(
            question_parts("What temperature should my fridge be? And how long do leftovers keep?"),
            vec![
                "What temperature should my fridge be?",
                "how long do leftovers keep?"
            ]
        );
        assert_eq!(
            question_parts("Can I keep rice and chicken together?"),
            vec!["Can I keep rice and chicken together?"]
        );
        assert_eq!(
            question_parts("كم يوم يبقى الأرز في الثلاجة وهل أقدر أجمده؟"),
            vec!["كم يوم يبقى الأرز في الثلاجة", "هل أقدر أجمده؟"]
        );
        assert_eq!(
            question_parts("can we serve the buffet leftovers tomorrow? like the eggs and beans"),
            vec!["can we serve the buffet leftovers tomorrow? like the eggs and beans"]
        );
        assert_eq!(
            question_parts("وين اشتكي على مطعم في الشارقه؟ الاكل كان خربان"),
            vec!["وين اشتكي على مطعم في الشارقه؟ الاكل كان خربان"]
        );
    }

    #[test]
    fn numbered_questions_of_an_email_are_parts_whatever_follows_them() {
        assert_eq!(
            question_parts(
                "سجّلنا 52 درجة للشوربة.\n١- ما درجة الحفظ الساخن المطلوبة؟\n٢- هل يجوز تسخين الشوربة في حمّام البخار؟\nمع الشكر،\nمدير الجودة"
            ),
            vec![
                "سجّلنا 52 درجة للشوربة.\n١- ما درجة الحفظ الساخن المطلوبة؟",
                "٢- هل يجوز تسخين الشوربة في حمّام البخار؟\nمع الشكر،\nمدير الجودة"
            ]
        );
        assert_eq!(
            question_parts(
                "Two questions: 1) do our drivers need food safety training? 2) Is one PIC enough for two shifts?\nKind regards"
            ),
            vec![
                "Two questions: 1) do our drivers need food safety training?",
                "2) Is one PIC enough for two shifts?\nKind regards"
            ]
        );
    }

    #[test]
    fn every_curated_card_reads_as_the_style_asks() {
        let cards = batala_knowledge::curated_cards().unwrap_or_else(|e| panic!("{e}"));
        let mut problems = Vec::new();
        for card in &cards {
            for language in Language::ALL {
                let mut texts = vec![card.answer.get(language)];
                texts.extend(card.steps.iter().map(|step| step.text.get(language)));
                texts.push(card.federal_note.get(language));
                texts.extend(
                    card.emirate_notes
                        .iter()
                        .map(|(_, note)| note.get(language)),
                );
                for text in texts {
                    for sentence in sentences(text) {
                        if let Some(opening) = dangling_opening(&sentence, language) {
                            problems.push(format!("{}: opens on {opening}: {sentence}", card.id));
                        }
                    }
                }
                for step in &card.steps {
                    let text = step.text.get(language);
                    if sentences(text).len() != 1 || text.split_whitespace().count() < 5 {
                        problems.push(format!(
                            "{}: step is not one sentence of 5+ words: {text}",
                            card.id
                        ));
                    }
                }
            }
        }
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }
}
