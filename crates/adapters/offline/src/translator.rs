//! The offline translator: Batala's guidance cards and corpus are written twice, in English and
//! in Arabic. An answer from a card is translated piece by piece into the card's own Arabic
//! (its answer, steps and notes, and the emirates' authority lines, as written); a sentence
//! quoted from the English corpus, by finding the matching sentence of the same document's Arabic
//! version (same pair key; the position in the document and the figures both sentences carry
//! decide). The composer's own sentences have fixed Arabic versions. A sentence found nowhere
//! (admin-added English content) stays as it is.

use std::collections::HashMap;

use async_trait::async_trait;
use batala_ask::{TranslateError, Translation, TranslationRequest, Translator};
use batala_kernel::City;
use batala_knowledge::{
    CorpusError, Language, NewSource, authority_of, corpus_sources, curated_cards, split_sentences,
};

use crate::composer::clean_sentence;
use crate::glue;

/// An English corpus sentence: its document and where in it the sentence sits (0 to 1).
#[derive(Debug, Clone)]
struct Placement {
    pair: String,
    position: f64,
}

/// Translates answers composed from the corpus into Arabic, offline.
#[derive(Debug, Clone)]
pub struct CorpusTranslator {
    english: HashMap<String, Placement>,
    arabic: HashMap<String, Vec<String>>,
    glue: HashMap<String, String>,
    /// Whole pieces an answer is made of (a card's answer, a step, a note, an authority line),
    /// longest first, with their Arabic.
    pieces: Vec<(String, String)>,
}

fn key(sentence: &str) -> String {
    sentence
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// The figures in a sentence ("63", "2030", "6"), the anchors both versions share.
fn figures(sentence: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut current = String::new();
    for c in sentence.chars().chain(std::iter::once(' ')) {
        if c.is_ascii_digit() || (c == '.' && !current.is_empty()) {
            current.push(c);
        } else if !current.is_empty() {
            found.push(current.trim_end_matches('.').to_owned());
            current.clear();
        }
    }
    found
}

fn sentences_of(source: &NewSource) -> Vec<String> {
    split_sentences(source.content().as_str())
        .iter()
        .map(|s| clean_sentence(s))
        .filter(|s| !s.is_empty())
        .collect()
}

impl CorpusTranslator {
    /// Indexes the built-in corpus.
    ///
    /// # Errors
    /// [`CorpusError`] when a corpus file is invalid.
    pub fn from_corpus() -> Result<Self, CorpusError> {
        Ok(Self::new(&corpus_sources()?))
    }

    /// Indexes the given sources (English and Arabic versions paired by pair key).
    #[must_use]
    pub fn new(sources: &[NewSource]) -> Self {
        let mut english = HashMap::new();
        let mut arabic = HashMap::new();
        for source in sources {
            let Some(pair) = source.pair_key().map(|p| p.as_str().to_owned()) else {
                continue;
            };
            let sentences = sentences_of(source);
            match source.language() {
                Language::Ar => {
                    arabic.insert(pair, sentences);
                }
                Language::En => {
                    #[allow(clippy::cast_precision_loss)]
                    let total = sentences.len().max(1) as f64;
                    for (index, sentence) in sentences.iter().enumerate() {
                        #[allow(clippy::cast_precision_loss)]
                        let position = index as f64 / total;
                        english.insert(
                            key(sentence),
                            Placement {
                                pair: pair.clone(),
                                position,
                            },
                        );
                    }
                }
            }
        }
        let glue = glue::english_to_arabic()
            .into_iter()
            .map(|(en, ar)| (key(&en), ar))
            .collect();
        let mut pieces: Vec<(String, String)> = Vec::new();
        for card in curated_cards().unwrap_or_default() {
            let texts = std::iter::once(&card.answer)
                .chain(card.steps.iter().map(|step| &step.text))
                .chain(std::iter::once(&card.federal_note))
                .chain(card.emirate_notes.iter().map(|(_, note)| note));
            pieces.extend(texts.map(|text| (key(&text.en), text.ar.clone())));
        }
        for city in City::ALL {
            if let Some(authority) = authority_of(city) {
                pieces.extend(
                    authority
                        .all_lines()
                        .map(|(en, ar)| (key(en), ar.to_owned())),
                );
            }
        }
        pieces.sort_by_key(|(en, _)| std::cmp::Reverse(en.len()));
        pieces.dedup_by(|a, b| a.0 == b.0);
        Self {
            english,
            arabic,
            glue,
            pieces,
        }
    }

    /// The Arabic version of one English sentence, when the corpus or the glue has it.
    fn sentence(&self, sentence: &str) -> Option<String> {
        let sentence_key = key(&clean_sentence(sentence));
        if let Some(arabic) = self.glue.get(&sentence_key) {
            return Some(arabic.clone());
        }
        let placement = self.english.get(&sentence_key)?;
        let candidates = self.arabic.get(&placement.pair)?;
        let wanted = figures(sentence);
        #[allow(clippy::cast_precision_loss)]
        let total = candidates.len().max(1) as f64;
        let score = |index: usize, candidate: &String| {
            let theirs = figures(candidate);
            #[allow(clippy::cast_precision_loss)]
            let shared = wanted.iter().filter(|f| theirs.contains(f)).count() as f64;
            #[allow(clippy::cast_precision_loss)]
            let distance = (index as f64 / total - placement.position).abs();
            shared * 2.0 - distance * 8.0
        };
        candidates
            .iter()
            .enumerate()
            .max_by(|(i, a), (j, b)| score(*i, a).total_cmp(&score(*j, b)))
            .map(|(_, best)| best.clone())
    }

    /// A paragraph translated whole piece by whole piece where it is made of card pieces, else
    /// sentence by sentence; repeated Arabic sentences are kept once.
    fn paragraph(&self, text: &str) -> String {
        let mut out: Vec<String> = Vec::new();
        let mut rest = key(text);
        'pieces: while !rest.is_empty() {
            for (en, ar) in &self.pieces {
                if let Some(after) = rest.strip_prefix(en.as_str()) {
                    out.push(ar.clone());
                    rest = after.trim_start().to_owned();
                    continue 'pieces;
                }
            }
            break;
        }
        if rest.is_empty() {
            return out.join(" ");
        }
        if !out.is_empty() {
            // Part of the text was pieces: the rest is translated sentence by sentence below.
            let done = out.join(" ");
            return format!("{done} {}", self.sentences(&rest))
                .trim()
                .to_owned();
        }
        self.sentences(text)
    }

    fn sentences(&self, text: &str) -> String {
        let mut out: Vec<String> = Vec::new();
        for sentence in split_sentences(text) {
            let translated = self
                .sentence(&sentence)
                .unwrap_or_else(|| clean_sentence(&sentence));
            if !out.contains(&translated) {
                out.push(translated);
            }
        }
        out.join(" ")
    }
}

#[async_trait]
impl Translator for CorpusTranslator {
    async fn translate(&self, request: &TranslationRequest) -> Result<Translation, TranslateError> {
        Ok(Translation {
            answer: self.paragraph(request.answer()),
            key_tips: request
                .key_tips()
                .iter()
                .map(|tip| self.paragraph(tip))
                .collect(),
            local_context: self.paragraph(request.local_context()),
            language: request.target(),
        })
    }
}

#[cfg(test)]
mod tests {
    use batala_kernel::Slug;
    use batala_knowledge::{SourceContent, SourceTitle};

    use super::*;

    fn source(title: &str, text: &str, language: Language) -> NewSource {
        NewSource::new(
            SourceTitle::parse(title).unwrap_or_else(|e| panic!("{e}")),
            SourceContent::parse(text).unwrap_or_else(|e| panic!("{e}")),
        )
        .with_language(language)
        .with_pair_key(Slug::parse("halving-target").unwrap_or_else(|e| panic!("{e}")))
    }

    fn translator() -> CorpusTranslator {
        CorpusTranslator::new(&[
            source(
                "Halving food waste",
                "The UAE aims to cut food waste by 50% by 2030. Ne'ma leads the national effort. In 2024 Ne'ma rescued 367,450 kg of surplus food.",
                Language::En,
            ),
            source(
                "خفض هدر الطعام",
                "تسعى الإمارات إلى خفض هدر الطعام بنسبة 50% بحلول 2030. وتقود نعمة الجهود الوطنية. وفي 2024 أنقذت نعمة 367,450 كغ من الطعام الفائض.",
                Language::Ar,
            ),
        ])
    }

    #[tokio::test]
    async fn translates_corpus_sentences_by_their_arabic_twins_and_authority_lines_as_written() {
        let sharjah = authority_of(City::Sharjah).unwrap_or_else(|| panic!("no authority"));
        let request = TranslationRequest::new(
            "In 2024 Ne'ma rescued 367,450 kg of surplus food. The UAE aims to cut food waste by 50% by 2030.",
            &["Ne'ma leads the national effort.".to_owned()],
            &sharjah.en,
            Language::Ar,
        )
        .unwrap_or_else(|e| panic!("{e}"));

        let translation = translator()
            .translate(&request)
            .await
            .unwrap_or_else(|e| panic!("{e}"));

        assert_eq!(
            translation.answer,
            "وفي 2024 أنقذت نعمة 367,450 كغ من الطعام الفائض. تسعى الإمارات إلى خفض هدر الطعام بنسبة 50% بحلول 2030."
        );
        assert_eq!(translation.key_tips, ["وتقود نعمة الجهود الوطنية."]);
        assert_eq!(translation.local_context, sharjah.ar);
    }

    #[tokio::test]
    async fn a_card_answer_is_translated_into_the_cards_own_arabic_piece_by_piece() {
        let card = curated_cards().unwrap_or_else(|e| panic!("{e}")).remove(0);
        let dubai = authority_of(City::Dubai).unwrap_or_else(|| panic!("no authority"));
        let request = TranslationRequest::new(
            &card.answer.en,
            &[card.steps[0].text.en.clone()],
            &format!("{} {}", card.federal_note.en, dubai.en),
            Language::Ar,
        )
        .unwrap_or_else(|e| panic!("{e}"));

        let translation = translator()
            .translate(&request)
            .await
            .unwrap_or_else(|e| panic!("{e}"));

        assert_eq!(translation.answer, card.answer.ar);
        assert_eq!(translation.key_tips, [card.steps[0].text.ar.clone()]);
        assert_eq!(
            translation.local_context,
            format!("{} {}", card.federal_note.ar, dubai.ar)
        );
    }

    #[tokio::test]
    async fn leaves_text_it_has_no_version_of_as_it_is() {
        let request = TranslationRequest::new("A sentence no corpus holds.", &[], "", Language::Ar)
            .unwrap_or_else(|e| panic!("{e}"));

        let translation = translator()
            .translate(&request)
            .await
            .unwrap_or_else(|e| panic!("{e}"));

        assert_eq!(translation.answer, "A sentence no corpus holds.");
    }

    #[test]
    fn the_built_in_corpus_indexes_every_pair() {
        let translator = CorpusTranslator::from_corpus().unwrap_or_else(|e| panic!("{e}"));
        assert!(translator.arabic.len() >= 40);
        assert!(translator.english.len() > 500);
    }
}
