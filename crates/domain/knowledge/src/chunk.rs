use batala_kernel::{ChunkId, SourceId};

use crate::Embedding;

/// A stored piece of a source's text, the unit of retrieval.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chunk {
    pub id: ChunkId,
    pub source_id: SourceId,
    /// Position of the chunk in its source, from 0.
    pub index: u32,
    pub text: String,
}

/// A chunk about to be stored with its source, already embedded.
#[derive(Debug, Clone, PartialEq)]
pub struct NewChunk {
    pub index: u32,
    pub text: String,
    pub embedding: Embedding,
}

/// The embedder returned a different number of vectors than it was given texts.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{texts} chunk texts but {embeddings} embeddings")]
pub struct ChunkCountMismatch {
    pub texts: usize,
    pub embeddings: usize,
}

impl NewChunk {
    /// Pairs chunk texts with their embeddings, numbering them from 0 in order.
    ///
    /// # Errors
    /// [`ChunkCountMismatch`] when the two lists differ in length.
    pub fn zip(
        texts: Vec<String>,
        embeddings: Vec<Embedding>,
    ) -> Result<Vec<Self>, ChunkCountMismatch> {
        if texts.len() != embeddings.len() {
            return Err(ChunkCountMismatch {
                texts: texts.len(),
                embeddings: embeddings.len(),
            });
        }
        Ok((0_u32..)
            .zip(texts.into_iter().zip(embeddings))
            .map(|(index, (text, embedding))| Self {
                index,
                text,
                embedding,
            })
            .collect())
    }
}

/// Splits a source's text into chunks of at most `max_chars` characters (not bytes).
///
/// Paragraphs (separated by blank lines) are packed together while they fit, joined by a blank
/// line. A paragraph longer than the limit is cut between sentences (after `.`, `!`, `?`, `؟`
/// or `…`), a sentence longer than the limit between words, and a single word longer than the
/// limit into pieces of exactly the limit. No word is dropped or reordered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Chunker {
    max_chars: usize,
}

/// The requested chunk size is outside what retrieval can use.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "chunk size must be between {min} and {max} characters",
    min = Chunker::MIN_CHARS,
    max = Chunker::MAX_CHARS
)]
pub struct ChunkerError;

impl Chunker {
    /// About three short paragraphs: small enough to cite precisely, large enough to keep a
    /// rule together with its reason.
    pub const DEFAULT_MAX_CHARS: usize = 1200;
    pub const MIN_CHARS: usize = 20;
    pub const MAX_CHARS: usize = 8000;

    /// A chunker with the given limit.
    ///
    /// # Errors
    /// [`ChunkerError`] when the limit is outside [`Chunker::MIN_CHARS`]..=[`Chunker::MAX_CHARS`].
    pub fn new(max_chars: usize) -> Result<Self, ChunkerError> {
        if !(Self::MIN_CHARS..=Self::MAX_CHARS).contains(&max_chars) {
            return Err(ChunkerError);
        }
        Ok(Self { max_chars })
    }

    #[must_use]
    pub const fn max_chars(self) -> usize {
        self.max_chars
    }

    /// The chunks of `text`, in order; none for blank text.
    #[must_use]
    pub fn split(self, text: &str) -> Vec<String> {
        let mut packer = Packer::new(self.max_chars);
        for paragraph in paragraphs(text) {
            for (position, piece) in self.split_paragraph(&paragraph).into_iter().enumerate() {
                let separator = if position == 0 { "\n\n" } else { " " };
                packer.push(piece, separator);
            }
        }
        packer.finish()
    }

    /// Pieces of one paragraph, each within the limit.
    fn split_paragraph(self, paragraph: &str) -> Vec<String> {
        if char_len(paragraph) <= self.max_chars {
            return vec![paragraph.to_owned()];
        }
        let mut packer = Packer::new(self.max_chars);
        for sentence in sentences(paragraph) {
            if char_len(&sentence) <= self.max_chars {
                packer.push(sentence, " ");
                continue;
            }
            for word in sentence.split_whitespace() {
                for piece in hard_split(word, self.max_chars) {
                    packer.push(piece, " ");
                }
            }
        }
        packer.finish()
    }
}

impl Default for Chunker {
    fn default() -> Self {
        Self {
            max_chars: Self::DEFAULT_MAX_CHARS,
        }
    }
}

/// Greedily joins pieces while the result stays within the limit.
struct Packer {
    max_chars: usize,
    done: Vec<String>,
    current: String,
    current_len: usize,
}

impl Packer {
    fn new(max_chars: usize) -> Self {
        Self {
            max_chars,
            done: Vec::new(),
            current: String::new(),
            current_len: 0,
        }
    }

    fn push(&mut self, piece: String, separator: &str) {
        let piece_len = char_len(&piece);
        if self.current.is_empty() {
            self.current = piece;
            self.current_len = piece_len;
        } else if self.current_len + char_len(separator) + piece_len <= self.max_chars {
            self.current.push_str(separator);
            self.current.push_str(&piece);
            self.current_len += char_len(separator) + piece_len;
        } else {
            self.done.push(std::mem::replace(&mut self.current, piece));
            self.current_len = piece_len;
        }
    }

    fn finish(mut self) -> Vec<String> {
        if !self.current.is_empty() {
            self.done.push(self.current);
        }
        self.done
    }
}

fn char_len(text: &str) -> usize {
    text.chars().count()
}

/// Paragraphs separated by blank lines, each line trimmed.
fn paragraphs(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut current: Vec<&str> = Vec::new();
    for line in text.lines() {
        if line.trim().is_empty() {
            if !current.is_empty() {
                found.push(current.join("\n"));
                current.clear();
            }
        } else {
            current.push(line.trim());
        }
    }
    if !current.is_empty() {
        found.push(current.join("\n"));
    }
    found
}

/// Sentences of a paragraph: cut after a terminator that is followed by white space.
fn sentences(paragraph: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut current = String::new();
    let mut chars = paragraph.chars().peekable();
    while let Some(c) = chars.next() {
        current.push(c);
        let ends = matches!(c, '.' | '!' | '?' | '؟' | '…')
            && chars.peek().is_none_or(|next| next.is_whitespace());
        if ends {
            let sentence = current.trim();
            if !sentence.is_empty() {
                found.push(sentence.to_owned());
            }
            current.clear();
        }
    }
    let rest = current.trim();
    if !rest.is_empty() {
        found.push(rest.to_owned());
    }
    found
}

/// A word cut into pieces of at most `max_chars` characters.
fn hard_split(word: &str, max_chars: usize) -> Vec<String> {
    let chars: Vec<char> = word.chars().collect();
    chars
        .chunks(max_chars)
        .map(|piece| piece.iter().collect())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(texts: &[String]) -> Vec<String> {
        texts
            .iter()
            .flat_map(|text| text.split_whitespace().map(str::to_owned))
            .collect()
    }

    #[test]
    fn a_short_text_is_one_chunk() {
        let chunks = Chunker::default().split("  Keep cooked rice cold.\n");
        assert_eq!(chunks, ["Keep cooked rice cold."]);
    }

    #[test]
    fn blank_text_has_no_chunks() {
        assert!(Chunker::default().split(" \n\n \t").is_empty());
    }

    #[test]
    fn paragraphs_are_packed_together_while_they_fit() -> Result<(), ChunkerError> {
        let text = "First paragraph here.\n\nSecond one.\r\n\r\nThird paragraph is longer.";
        let chunks = Chunker::new(40)?.split(text);
        assert_eq!(
            chunks,
            [
                "First paragraph here.\n\nSecond one.",
                "Third paragraph is longer."
            ]
        );
        Ok(())
    }

    #[test]
    fn a_long_paragraph_is_cut_between_sentences() -> Result<(), ChunkerError> {
        let text = "Cool rice within an hour. Keep it one day at most. Reheat it only once!";
        let chunks = Chunker::new(30)?.split(text);
        assert_eq!(
            chunks,
            [
                "Cool rice within an hour.",
                "Keep it one day at most.",
                "Reheat it only once!"
            ]
        );
        Ok(())
    }

    #[test]
    fn every_chunk_respects_the_limit_and_no_word_is_lost() -> Result<(), ChunkerError> {
        let paragraph = "Store raw food below cooked food in the fridge and label every container with its date. ";
        let text = format!("{}\n\n{}", paragraph.repeat(12), "Short closing line.");
        let chunker = Chunker::new(100)?;
        let chunks = chunker.split(&text);
        assert!(chunks.len() > 5);
        assert!(
            chunks
                .iter()
                .all(|c| c.chars().count() <= 100 && !c.trim().is_empty())
        );
        assert_eq!(words(&chunks), words(&[text]));
        Ok(())
    }

    #[test]
    fn arabic_text_is_measured_in_characters_not_bytes() -> Result<(), ChunkerError> {
        let sentence = "احفظ الأرز المطبوخ في الثلاجة خلال ساعة. ";
        let text = sentence.repeat(10);
        let chunker = Chunker::new(100)?;
        let chunks = chunker.split(&text);
        assert!(chunks.iter().all(|c| c.chars().count() <= 100));
        assert!(chunks.iter().any(|c| c.chars().count() > 50));
        assert_eq!(words(&chunks), words(&[text]));
        Ok(())
    }

    #[test]
    fn a_word_longer_than_the_limit_is_cut_into_pieces() -> Result<(), ChunkerError> {
        let chunks = Chunker::new(20)?.split(&"x".repeat(45));
        assert_eq!(
            chunks.iter().map(String::len).collect::<Vec<_>>(),
            [20, 20, 5]
        );
        Ok(())
    }

    #[test]
    fn the_chunk_size_must_be_usable() {
        assert_eq!(Chunker::new(19), Err(ChunkerError));
        assert_eq!(Chunker::new(8001), Err(ChunkerError));
        assert_eq!(Chunker::default().max_chars(), 1200);
    }

    #[test]
    fn zip_numbers_chunks_and_refuses_mismatched_counts() -> Result<(), Box<dyn std::error::Error>>
    {
        let embedding = Embedding::new(vec![0.1; Embedding::DIMENSIONS])?;
        let chunks = NewChunk::zip(
            vec!["a".to_owned(), "b".to_owned()],
            vec![embedding.clone(), embedding.clone()],
        )?;
        assert_eq!(chunks.iter().map(|c| c.index).collect::<Vec<_>>(), [0, 1]);
        assert_eq!(
            NewChunk::zip(vec!["a".to_owned()], vec![]),
            Err(ChunkCountMismatch {
                texts: 1,
                embeddings: 0
            })
        );
        Ok(())
    }
}
