//! A deterministic hashing embedder: no model, no network, the same vector for the same text on
//! every machine. Good enough to find passages that share words and word parts with a query, in
//! English and Arabic; an OpenAI-compatible embedder replaces it when configured.

use async_trait::async_trait;
use batala_knowledge::{EmbedError, Embedder, Embedding};

use crate::text::content_words;

/// Hashes stemmed words, word pairs and character trigrams into a signed 1536-dimensional
/// vector, weighted by sublinear term frequency, then L2-normalised.
#[derive(Debug, Clone, Copy, Default)]
pub struct HashingEmbedder;

impl HashingEmbedder {
    /// Recorded beside every chunk it embeds; change it whenever the features change.
    pub const ID: &'static str = "offline-hashing-v1";

    const WORD_WEIGHT: f32 = 1.0;
    const PAIR_WEIGHT: f32 = 0.6;
    const TRIGRAM_WEIGHT: f32 = 0.25;

    /// The embedding of one text.
    #[must_use]
    pub fn embed_one(&self, text: &str) -> Vec<f32> {
        let mut vector = vec![0.0_f32; Embedding::DIMENSIONS];
        let mut counts: std::collections::HashMap<(u8, String), u32> =
            std::collections::HashMap::new();
        let words = content_words(text);
        for word in &words {
            *counts.entry((0, word.clone())).or_default() += 1;
            let padded: Vec<char> = format!("<{word}>").chars().collect();
            for trigram in padded.windows(3) {
                *counts.entry((2, trigram.iter().collect())).or_default() += 1;
            }
        }
        for pair in words.windows(2) {
            *counts
                .entry((1, format!("{} {}", pair[0], pair[1])))
                .or_default() += 1;
        }
        for ((kind, feature), count) in counts {
            let weight = match kind {
                0 => Self::WORD_WEIGHT,
                1 => Self::PAIR_WEIGHT,
                _ => Self::TRIGRAM_WEIGHT,
            };
            let hash = fnv1a(kind, &feature);
            // Truncation is the point: the low bits pick the dimension.
            #[allow(clippy::cast_possible_truncation)]
            let index = (hash % Embedding::DIMENSIONS as u64) as usize;
            let sign = if hash >> 63 == 0 { 1.0 } else { -1.0 };
            #[allow(clippy::cast_precision_loss)]
            let tf = 1.0 + (count as f32).ln();
            vector[index] += sign * weight * tf;
        }
        let norm = vector.iter().map(|v| v * v).sum::<f32>().sqrt();
        if norm > 0.0 {
            for value in &mut vector {
                *value /= norm;
            }
        }
        vector
    }
}

/// 64-bit FNV-1a over a kind byte and the feature: stable across platforms and releases.
fn fnv1a(kind: u8, feature: &str) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in std::iter::once(kind).chain(feature.bytes()) {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash
}

#[async_trait]
impl Embedder for HashingEmbedder {
    fn id(&self) -> &str {
        Self::ID
    }

    async fn embed(&self, texts: &[String]) -> Result<Vec<Embedding>, EmbedError> {
        texts
            .iter()
            .map(|text| {
                Embedding::new(self.embed_one(text)).map_err(|e| EmbedError::Unknown(e.into()))
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cosine(a: &[f32], b: &[f32]) -> f32 {
        a.iter().zip(b).map(|(x, y)| x * y).sum()
    }

    #[test]
    fn is_deterministic_and_normalised() {
        let embedder = HashingEmbedder;
        let a = embedder.embed_one("Keep hot food at 63 °C or above.");
        assert_eq!(a, embedder.embed_one("Keep hot food at 63 °C or above."));
        assert_eq!(a.len(), 1536);
        let norm: f32 = a.iter().map(|v| v * v).sum::<f32>().sqrt();
        assert!((norm - 1.0).abs() < 1e-5);
    }

    #[test]
    fn related_texts_are_closer_than_unrelated_ones() {
        let embedder = HashingEmbedder;
        let query = embedder.embed_one("How should hot food be held on a buffet line?");
        let related = embedder.embed_one("Hot holding: keep buffet food hot, at 60 °C or above.");
        let unrelated = embedder.embed_one("Municipal recycling bins are collected on Tuesdays.");
        assert!(cosine(&query, &related) > cosine(&query, &unrelated) + 0.1);
    }

    #[test]
    fn arabic_spelling_variants_and_diacritics_meet() {
        let embedder = HashingEmbedder;
        let plain = embedder.embed_one("إدارة الطعام في المطاعم");
        let variant = embedder.embed_one("ادارة الطَّعام في مطاعم");
        assert!(
            cosine(&plain, &variant) > 0.8,
            "{}",
            cosine(&plain, &variant)
        );
    }

    #[test]
    fn empty_text_embeds_to_zeros_without_nan() {
        let vector = HashingEmbedder.embed_one("   ");
        assert!(vector.iter().all(|v| *v == 0.0));
    }

    #[tokio::test]
    async fn embeds_a_batch_in_order() {
        let texts = vec!["one fridge".to_owned(), "two freezers".to_owned()];
        let embeddings = HashingEmbedder.embed(&texts).await;
        assert!(
            matches!(embeddings, Ok(ref e) if e.len() == 2 && e[0].as_slice() == HashingEmbedder.embed_one("one fridge").as_slice())
        );
    }
}
