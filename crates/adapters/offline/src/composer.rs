//! The offline expert: composes a grounded answer from the best retrieved sentences, in the
//! question's language, and refuses questions outside food, food safety and food waste.

use std::collections::HashSet;

use async_trait::async_trait;
use batala_ask::{
    AnswerGenerator, CitedSource, Confidence, GenerateError, GeneratedAnswer, GenerationRequest,
};
use batala_kernel::{City, SourceId};
use batala_knowledge::{ScoredChunk, split_sentences};

use crate::glue;
use crate::text::content_words;

/// Stems that place a question in Batala's domain (matched as word prefixes, so `refrigerat`
/// covers refrigerate, refrigerator and refrigeration). Normalised Arabic, as `normalise` leaves it.
const DOMAIN_STEMS: &[&str] = &[
    "food",
    "meal",
    "eat",
    "cook",
    "kitchen",
    "wast",
    "leftover",
    "fridge",
    "refrigerat",
    "freez",
    "frozen",
    "chill",
    "reheat",
    "thaw",
    "temperatur",
    "bacteri",
    "hygien",
    "spoil",
    "expir",
    "allergen",
    "buffet",
    "restaurant",
    "cater",
    "donat",
    "surplus",
    "compost",
    "landfill",
    "rice",
    "bread",
    "bakery",
    "meat",
    "chicken",
    "fish",
    "seafood",
    "egg",
    "dairy",
    "milk",
    "vegetabl",
    "fruit",
    "salad",
    "grocer",
    "supermarket",
    "fifo",
    "rotat",
    "inventor",
    "soup",
    "stew",
    "curry",
    "biryani",
    "pasta",
    "sandwich",
    "pizza",
    "cake",
    "dessert",
    "juice",
    "yogurt",
    "yoghurt",
    "cheese",
    "butter",
    "flour",
    "sauce",
    "tomato",
    "potato",
    "banana",
    "produce",
    "date label",
    "best before",
    "use by",
    "sell by",
    "shelf life",
    "ne ma",
    "iftar",
    "ramadan",
    "nema",
    "portion",
    "menu",
    "dish",
    "lunch",
    "dinner",
    "breakfast",
    "groceri",
    "perishabl",
    "shelf",
    "pantry",
    "canteen",
    "banquet",
    "hunger",
    "nutrition",
    "طعام",
    "اكل",
    "وجب",
    "هدر",
    "ثلاج",
    "تبريد",
    "مبرد",
    "طبخ",
    "مطبوخ",
    "بقايا",
    "غذا",
    "خبز",
    "ارز",
    "لحم",
    "دجاج",
    "سمك",
    "خضار",
    "خضرو",
    "فواكه",
    "فاكه",
    "حليب",
    "صلاحي",
    "تبرع",
    "فايض",
    "مطعم",
    "مطاعم",
    "بوفيه",
    "افطار",
    "رمضان",
    "تسمم",
    "بكتيري",
    "تجميد",
    "مجمد",
    "سماد",
    "نعمه",
    "ماكول",
    "مايد",
    "ولايم",
];

/// Question words that say little on their own: they count for less when matching sentences.
const GENERIC_STEMS: &[&str] = &[
    "food",
    "waste",
    "wast",
    "uae",
    "طعام",
    "هدر",
    "غذاء",
    "الامارات",
    "امارات",
];

/// Words that mark a sentence as something to do.
const ACTION_CUES: &[&str] = &[
    "keep",
    "store",
    "cool",
    "chill",
    "use",
    "check",
    "weigh",
    "track",
    "measure",
    "donate",
    "label",
    "plan",
    "freeze",
    "reheat",
    "discard",
    "train",
    "set",
    "serve",
    "rotate",
    "record",
    "separate",
    "cover",
    "move",
    "place",
    "buy",
    "cook",
    "offer",
    "ask",
    "start",
    "review",
    "portion",
    "display",
    "make",
    "put",
    "avoid",
    "never",
    "always",
    "should",
    "must",
    "try",
    "choose",
    "list",
    "replace",
    "احفظ",
    "استخدم",
    "برد",
    "تبرع",
    "ضع",
    "خطط",
    "جمد",
    "اعد",
    "تخلص",
    "درب",
    "قدم",
    "افصل",
    "زن",
    "سجل",
    "تجنب",
    "لا تترك",
    "يجب",
    "ينبغي",
    "احرص",
    "راجع",
    "اشتر",
    "غط",
    "قس",
    "ابدا",
    "اختر",
];

/// Words that mark a sentence as about the UAE or an emirate.
const LOCAL_MARKERS: &[&str] = &[
    "uae",
    "emirat",
    "dubai",
    "abu dhabi",
    "sharjah",
    "ajman",
    "fujairah",
    "ras al khaimah",
    "umm al quwain",
    "municipality",
    "adafsa",
    "moccae",
    "ne'ma",
    "nema",
    "uae food bank",
    "red crescent",
    "الامارات",
    "دبي",
    "ابوظبي",
    "الشارقه",
    "عجمان",
    "الفجيره",
    "راس الخيمه",
    "ام القيوين",
    "بلديه",
    "هييه",
    "وزاره",
    "نعمه",
    "بنك الامارات للطعام",
    "الهلال الاحمر",
];

const MIN_SENTENCE_CHARS: usize = 30;
const MAX_SENTENCE_CHARS: usize = 420;
const ANSWER_SENTENCES: usize = 3;
const MAX_TIPS: usize = 5;
const MIN_TIPS: usize = 3;

/// The offline [`AnswerGenerator`]: no model and no network, only the knowledge base.
#[derive(Debug, Clone, Copy, Default)]
pub struct OfflineAnswerGenerator;

/// A sentence of the retrieved context, with where it came from and how well it fits.
#[derive(Debug, Clone)]
struct Candidate {
    text: String,
    source: usize,
    score: f64,
    overlap: f64,
    action: bool,
    local: bool,
    mentions_city: bool,
}

/// Removes list markers and emphasis the corpus Markdown may carry.
#[must_use]
pub fn clean_sentence(sentence: &str) -> String {
    let trimmed = sentence
        .trim()
        .trim_start_matches(['-', '*', '•'])
        .trim_start();
    let without_number = trimmed
        .split_once(". ")
        .filter(|(head, _)| {
            !head.is_empty() && head.len() <= 2 && head.chars().all(|c| c.is_ascii_digit())
        })
        .map_or(trimmed, |(_, rest)| rest);
    without_number
        .replace("**", "")
        .replace("## ", "")
        .trim()
        .to_owned()
}

/// Whether the question is about food: one of its stemmed words starts with a domain stem, or
/// its normalised text holds a domain phrase ("best before", "ne ma" for ne'ma).
fn is_domain_question(question: &str, words: &[String]) -> bool {
    let text = format!(" {} ", crate::normalise(question));
    DOMAIN_STEMS
        .iter()
        .any(|stem| stem.contains(' ') && text.contains(&format!(" {stem} ")))
        || has_domain_word(words)
}

fn has_domain_word(words: &[String]) -> bool {
    words.iter().any(|word| {
        DOMAIN_STEMS.iter().any(|stem| {
            word.starts_with(stem)
                || (stem.chars().count() >= 3 && !stem.is_ascii() && word.contains(stem))
        })
    })
}

/// Openings that lean on a sentence we may not show ("This…", "Also…", «ولهذا…»): such a
/// sentence reads badly out of its place.
const DANGLING_OPENINGS: &[&str] = &[
    "this ",
    "these ",
    "that ",
    "those ",
    "it ",
    "its ",
    "they ",
    "such ",
    "also ",
    "however ",
    "because ",
    "so ",
    "and ",
    "but ",
    "then ",
    "both ",
    "the same ",
    "in the same ",
    "likewise ",
    "ولهذا ",
    "لهذا ",
    "وهذا ",
    "هذا ",
    "هذه ",
    "وهذه ",
    "وعلي هذه ",
    "اذ ",
    "كما ",
    "لذلك ",
    "ولذلك ",
    "وبالمثل ",
];

/// Words a sentence can hold before its length starts to count against it: a long sentence
/// matches many question words without being about any of them.
const WORDS_BEFORE_PENALTY: usize = 30;

/// Whether the question asks what to do ("How do I…", "What should we…", «كيف…»).
fn is_how_to(question: &str) -> bool {
    let text = crate::normalise(question);
    [
        "how ",
        "what should",
        "what can",
        "ways to",
        "tips",
        "كيف",
        "ما الذي يجب",
        "نصايح",
    ]
    .iter()
    .any(|cue| text.starts_with(cue) || text.contains(&format!(" {cue}")))
}

fn stems_match(a: &str, b: &str) -> bool {
    a == b
        || (a.chars().count() >= 4
            && b.chars().count() >= 4
            && (a.starts_with(b) || b.starts_with(a)))
}

fn weight(stem: &str) -> f64 {
    if GENERIC_STEMS.contains(&stem) {
        0.4
    } else {
        1.0
    }
}

fn city_names(city: City) -> [&'static str; 2] {
    match city {
        City::AbuDhabi => ["abu dhabi", "ابوظبي"],
        City::Dubai => ["dubai", "دبي"],
        City::Sharjah => ["sharjah", "الشارقه"],
        City::Ajman => ["ajman", "عجمان"],
        City::Fujairah => ["fujairah", "الفجيره"],
        City::RasAlKhaimah => ["ras al khaimah", "راس الخيمه"],
        City::UmmAlQuwain => ["umm al quwain", "ام القيوين"],
    }
}

impl OfflineAnswerGenerator {
    fn candidates<'a>(
        request: &'a GenerationRequest,
        question: &[String],
    ) -> (Vec<Candidate>, Vec<&'a ScoredChunk>) {
        let mut sources: Vec<SourceId> = Vec::new();
        let mut chunks = Vec::new();
        let mut seen = HashSet::new();
        let mut found = Vec::new();
        let question_weight: f64 = question.iter().map(|w| weight(w)).sum::<f64>().max(1.0);
        let how_to = is_how_to(request.question.as_str());
        for (rank, chunk) in request.context.iter().enumerate() {
            let source = sources
                .iter()
                .position(|id| *id == chunk.source.id)
                .unwrap_or_else(|| {
                    sources.push(chunk.source.id);
                    chunks.push(chunk);
                    sources.len() - 1
                });
            for sentence in split_sentences(&chunk.chunk.text) {
                // Headings and list lead-ins ("Practical steps:") say nothing on their own.
                if sentence.trim_start().starts_with('#') || sentence.trim_end().ends_with(':') {
                    continue;
                }
                let text = clean_sentence(&sentence);
                let length = text.chars().count();
                if !(MIN_SENTENCE_CHARS..=MAX_SENTENCE_CHARS).contains(&length)
                    || !seen.insert(text.clone())
                {
                    continue;
                }
                let words = content_words(&text);
                let overlap: f64 = question
                    .iter()
                    .collect::<HashSet<_>>()
                    .into_iter()
                    .filter(|q| words.iter().any(|w| stems_match(q, w)))
                    .map(|q| weight(q))
                    .sum();
                let normalised = crate::normalise(&text);
                // Retrieval already ranked the chunks well: trust its order.
                #[allow(clippy::cast_precision_loss)]
                let rank_bonus = 1.5 / (1.0 + rank as f64);
                let action = ACTION_CUES.iter().any(|cue| {
                    words.first().is_some_and(|w| w.starts_with(cue))
                        || normalised.contains(&format!(" {cue} "))
                });
                // "How do I…" asks for steps: sentences that give one come first.
                let steps_bonus = if how_to && action { 0.8 } else { 0.0 };
                let dangling = if DANGLING_OPENINGS
                    .iter()
                    .any(|opening| normalised.starts_with(opening))
                {
                    1.0
                } else {
                    0.0
                };
                #[allow(clippy::cast_precision_loss)]
                let length_factor =
                    1.0 / (1.0 + 0.03 * words.len().saturating_sub(WORDS_BEFORE_PENALTY) as f64);
                found.push(Candidate {
                    action,
                    local: LOCAL_MARKERS
                        .iter()
                        .any(|marker| normalised.contains(marker)),
                    mentions_city: city_names(request.city)
                        .iter()
                        .any(|name| normalised.contains(name)),
                    score: overlap / question_weight * 3.0 * length_factor
                        + rank_bonus
                        + steps_bonus
                        - dangling,
                    overlap,
                    source,
                    text,
                });
            }
        }
        (found, chunks)
    }
}

#[async_trait]
impl AnswerGenerator for OfflineAnswerGenerator {
    async fn generate(
        &self,
        request: &GenerationRequest,
    ) -> Result<GeneratedAnswer, GenerateError> {
        let question = content_words(request.question.as_str());
        if !is_domain_question(request.question.as_str(), &question) {
            return Err(GenerateError::OutsideDomain);
        }
        let language = request.language;
        let (mut candidates, chunks) = Self::candidates(request, &question);
        candidates.sort_by(|a, b| b.score.total_cmp(&a.score));

        // Enough to answer: one specific word of the question, or two general ones, in a sentence.
        if candidates.iter().all(|candidate| candidate.overlap < 0.8) {
            return Ok(GeneratedAnswer {
                answer: glue::nothing_found(language).to_owned(),
                key_tips: Vec::new(),
                local_context: glue::check_locally(request.city, language),
                cited_sources: Vec::new(),
                confidence: Confidence::parse(0.2)
                    .map_err(|e| GenerateError::Unknown(anyhow::anyhow!("{e}")))?,
                risk_flags: Vec::new(),
                cta_text: Some(glue::call_to_action(request.persona, language).to_owned()),
            });
        }

        let mut used: Vec<usize> = Vec::new();
        let answer_parts: Vec<usize> = (0..candidates.len())
            .filter(|&i| candidates[i].overlap >= 0.8)
            .take(ANSWER_SENTENCES)
            .collect();
        used.extend(&answer_parts);

        let mut tips: Vec<usize> = (0..candidates.len())
            .filter(|i| !used.contains(i) && candidates[*i].action && candidates[*i].overlap > 0.0)
            .take(MAX_TIPS)
            .collect();
        if tips.len() < MIN_TIPS {
            let more: Vec<usize> = (0..candidates.len())
                .filter(|i| !used.contains(i) && !tips.contains(i) && candidates[*i].overlap > 0.0)
                .take(MIN_TIPS - tips.len())
                .collect();
            tips.extend(more);
        }
        used.extend(&tips);

        let mut local: Vec<usize> = (0..candidates.len())
            .filter(|i| !used.contains(i) && candidates[*i].local)
            .collect();
        local.sort_by(|a, b| {
            let key = |i: usize| {
                candidates[i].score
                    + if candidates[i].mentions_city {
                        2.0
                    } else {
                        0.0
                    }
            };
            key(*b).total_cmp(&key(*a))
        });
        local.truncate(2);
        used.extend(&local);

        let mut cited: Vec<usize> = Vec::new();
        for &i in &used {
            if !cited.contains(&candidates[i].source) {
                cited.push(candidates[i].source);
            }
        }
        let cited_sources = cited
            .iter()
            .filter_map(|&s| chunks.get(s))
            .filter_map(|chunk| {
                CitedSource::new(Some(chunk.source.title.as_str()), chunk.source.url.clone()).ok()
            })
            .collect();

        let best = &candidates[answer_parts[0]];
        let question_weight: f64 = question.iter().map(|w| weight(w)).sum::<f64>().max(1.0);
        let coverage = (best.overlap / question_weight).min(1.0);
        #[allow(clippy::cast_precision_loss)]
        let breadth = cited.len().min(3) as f64;
        let confidence =
            ((0.35 + 0.45 * coverage + 0.05 * breadth).clamp(0.3, 0.95) * 100.0).round() / 100.0;

        let mut local_context: Vec<String> =
            local.iter().map(|&i| candidates[i].text.clone()).collect();
        local_context.push(glue::check_locally(request.city, language));
        let answer = answer_parts
            .iter()
            .map(|&i| candidates[i].text.as_str())
            .collect::<Vec<_>>()
            .join(" ");
        let key_tips: Vec<String> = tips.iter().map(|&i| candidates[i].text.clone()).collect();
        let all_text = crate::normalise(&format!("{answer} {}", key_tips.join(" ")));
        let mut risk_flags = Vec::new();
        if [
            "°c",
            "danger zone",
            "temperatur",
            "bacteri",
            "raw",
            "حراره",
            "بكتيري",
            "نيي",
        ]
        .iter()
        .any(|m| all_text.contains(m))
        {
            risk_flags.push("food_safety".to_owned());
        }
        if ["allergen", "حساسي"].iter().any(|m| all_text.contains(m)) {
            risk_flags.push("allergens".to_owned());
        }

        Ok(GeneratedAnswer {
            answer,
            key_tips,
            local_context: local_context.join(" "),
            cited_sources,
            confidence: Confidence::parse(confidence)
                .map_err(|e| GenerateError::Unknown(anyhow::anyhow!("{e}")))?,
            risk_flags,
            cta_text: Some(glue::call_to_action(request.persona, language).to_owned()),
        })
    }
}

#[cfg(test)]
mod tests {
    use batala_ask::Question;
    use batala_kernel::{ChunkId, Persona, WebUrl};
    use batala_knowledge::{AuthorityLevel, Chunk, Language, SourceRef, SourceTitle};

    use super::*;

    fn chunk(title: &str, text: &str, language: Language) -> ScoredChunk {
        let source_id = SourceId::new();
        ScoredChunk {
            chunk: Chunk {
                id: ChunkId::new(),
                source_id,
                index: 0,
                text: text.to_owned(),
            },
            source: SourceRef {
                id: source_id,
                title: SourceTitle::parse(title).unwrap_or_else(|e| panic!("{e}")),
                url: WebUrl::parse("https://www.example.org/source").ok(),
                authority_level: AuthorityLevel::Government,
                language,
            },
            score: 0.03,
        }
    }

    fn request(question: &str, language: Language, context: Vec<ScoredChunk>) -> GenerationRequest {
        GenerationRequest {
            question: Question::parse(question).unwrap_or_else(|e| panic!("{e}")),
            persona: Persona::Restaurant,
            city: City::Dubai,
            language,
            context,
        }
    }

    fn english_context() -> Vec<ScoredChunk> {
        vec![
            chunk(
                "Hot holding temperatures",
                "Keep hot food on a buffet line at 63 °C or above, as UK rules require. Check the core temperature of each buffet dish every hour with a probe thermometer. Record each hot food reading in a log. Preheat the buffet bain-marie before the hot food goes in. Discard hot food held below 63 °C for more than two hours.",
                Language::En,
            ),
            chunk(
                "Temperature control in Dubai",
                "Dubai Municipality says temperature control is the main violation its inspectors find in Dubai kitchens. Store raw meat below cooked food in the fridge.",
                Language::En,
            ),
            chunk(
                "Municipal recycling",
                "Recycling bins are collected every Tuesday morning from the building entrance.",
                Language::En,
            ),
        ]
    }

    #[tokio::test]
    async fn composes_an_answer_steps_and_local_context_from_the_best_sentences() {
        let answer = OfflineAnswerGenerator
            .generate(&request(
                "How hot should buffet food be kept?",
                Language::En,
                english_context(),
            ))
            .await
            .unwrap_or_else(|e| panic!("{e}"));

        assert!(
            answer
                .answer
                .starts_with("Keep hot food on a buffet line at 63 °C"),
            "{}",
            answer.answer
        );
        assert!(answer.key_tips.len() >= 2, "{:?}", answer.key_tips);
        assert!(
            answer
                .key_tips
                .iter()
                .all(|tip| !answer.answer.contains(tip.as_str())),
            "tips repeat nothing of the answer"
        );
        assert!(
            answer
                .local_context
                .contains("Dubai Municipality says temperature control"),
            "{}",
            answer.local_context
        );
        assert!(
            answer
                .local_context
                .ends_with("For the rules that apply to you, check with Dubai Municipality.")
        );
        let titles: Vec<_> = answer
            .cited_sources
            .iter()
            .filter_map(|s| s.title().map(ToOwned::to_owned))
            .collect();
        assert!(titles.contains(&"Hot holding temperatures".to_owned()));
        assert!(
            !titles.contains(&"Municipal recycling".to_owned()),
            "an unused source is not cited"
        );
        assert!(answer.risk_flags.contains(&"food_safety".to_owned()));
        assert!((0.3..=0.95).contains(&answer.confidence.value()));
    }

    #[tokio::test]
    async fn refuses_a_question_outside_food() {
        let result = OfflineAnswerGenerator
            .generate(&request(
                "What is the weather forecast in Dubai tomorrow?",
                Language::En,
                english_context(),
            ))
            .await;

        assert!(matches!(result, Err(GenerateError::OutsideDomain)));
    }

    #[tokio::test]
    async fn says_plainly_when_nothing_retrieved_fits() {
        let answer = OfflineAnswerGenerator
            .generate(&request(
                "How long does cooked lentil soup keep?",
                Language::En,
                vec![english_context().remove(2)],
            ))
            .await
            .unwrap_or_else(|e| panic!("{e}"));

        assert!(
            answer
                .answer
                .starts_with("Batala's knowledge base has no sourced answer"),
            "{}",
            answer.answer
        );
        assert!(answer.cited_sources.is_empty());
        assert!(answer.confidence.value() < 0.3);
    }

    #[tokio::test]
    async fn answers_an_arabic_question_in_arabic() {
        let context = vec![chunk(
            "حفظ الطعام",
            "احفظ بقايا الطعام المطبوخ في الثلاجة خلال ساعتين من الطهي. ضع الطعام النيء في الرف السفلي من الثلاجة. تراقب بلدية دبي التحكم في درجة الحرارة في مطابخ دبي.",
            Language::Ar,
        )];

        let answer = OfflineAnswerGenerator
            .generate(&request(
                "كيف أحفظ بقايا الطعام المطبوخ؟",
                Language::Ar,
                context,
            ))
            .await
            .unwrap_or_else(|e| panic!("{e}"));

        assert!(answer.answer.contains("الثلاجة"), "{}", answer.answer);
        assert!(
            answer.local_context.ends_with("راجع بلدية دبي."),
            "{}",
            answer.local_context
        );
        assert_eq!(
            answer.cta_text.as_deref(),
            Some(glue::call_to_action(Persona::Restaurant, Language::Ar))
        );
    }

    #[test]
    fn recognises_food_phrases_and_words_but_not_other_topics() {
        let domain = |q: &str| is_domain_question(q, &content_words(q));
        assert!(domain("What does best before mean compared to use by?"));
        assert!(domain("What is ne'ma?"));
        assert!(domain("What is first in first out stock rotation?"));
        assert!(!domain(
            "What are the best hotels for a honeymoon in the Maldives?"
        ));
        assert!(!domain("How do I open a bank account in the UAE?"));
        assert!(!domain("كيف أتعلم البرمجة بلغة جافا؟"));
    }

    #[test]
    fn cleans_list_markers_and_emphasis() {
        assert_eq!(
            clean_sentence("- **Label** every tray."),
            "Label every tray."
        );
        assert_eq!(
            clean_sentence("2. Weigh the bin daily."),
            "Weigh the bin daily."
        );
    }
}
