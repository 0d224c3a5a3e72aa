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
    /// `None` when the embedder was unavailable at ingestion; `batala reindex` fills it.
    pub embedding: Option<Embedding>,
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
        embeddings: Vec<Option<Embedding>>,
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

/// Splits a source's text into retrieval chunks of about 400 to 800 characters (not bytes).
///
/// The text is read as sentences (a sentence ends after `.`, `!`, `?`, the Arabic `؟`, `…`, or
/// at a paragraph break), and sentences are packed in order. A chunk closes at a paragraph break
/// once it holds [`Chunker::target_chars`], and always before it would pass
/// [`Chunker::max_chars`]; no sentence is cut in half unless it alone is longer than the
/// limit, in which case it is cut between words (after `,`, `،` or `؛` where possible). Each
/// chunk after the first starts with the last sentence of the one before when that sentence is
/// short (at most a quarter of the limit), so a rule stays next to its context.
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
    /// Small enough to cite precisely, large enough to keep a rule together with its reason.
    pub const DEFAULT_MAX_CHARS: usize = 800;
    pub const MIN_CHARS: usize = 40;
    pub const MAX_CHARS: usize = 8000;

    /// A chunker with the given limit; chunks aim for half of it.
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

    /// The size a chunk may close at, at a paragraph break.
    #[must_use]
    pub const fn target_chars(self) -> usize {
        self.max_chars / 2
    }

    const fn overlap_chars(self) -> usize {
        self.max_chars / 4
    }

    /// The chunks of `text`, in order; none for blank text.
    #[must_use]
    pub fn split(self, text: &str) -> Vec<String> {
        let mut chunks: Vec<String> = Vec::new();
        let mut current = Pending::default();
        for sentence in self.sentences(text) {
            let fits = current.len + 1 + sentence.len <= self.max_chars;
            let at_paragraph_break =
                sentence.starts_paragraph && current.len >= self.target_chars();
            if current.has_new_text() && (!fits || at_paragraph_break) {
                chunks.push(join(&current.sentences));
                current = current.carry_over(self.overlap_chars(), sentence.len, self.max_chars);
            } else if !current.has_new_text() && !fits {
                // The carried sentence and this one do not fit together: drop the overlap.
                current = Pending::default();
            }
            current.push(sentence);
        }
        if current.has_new_text() {
            chunks.push(join(&current.sentences));
        }
        chunks
    }

    /// The sentences of `text`, each within the limit, marked where a paragraph starts.
    fn sentences(self, text: &str) -> Vec<Sentence> {
        let mut found = Vec::new();
        for paragraph in paragraphs(text) {
            for (position, sentence) in sentences(&paragraph).into_iter().enumerate() {
                for (piece_index, piece) in self.fit(&sentence).into_iter().enumerate() {
                    found.push(Sentence {
                        len: char_len(&piece),
                        text: piece,
                        starts_paragraph: position == 0 && piece_index == 0,
                    });
                }
            }
        }
        found
    }

    /// A sentence as one piece, or cut between words (at clause marks where possible) when it
    /// is longer than the limit.
    fn fit(self, sentence: &str) -> Vec<String> {
        if char_len(sentence) <= self.max_chars {
            return vec![sentence.to_owned()];
        }
        let mut pieces = Vec::new();
        let mut current = String::new();
        for word in sentence
            .split_whitespace()
            .flat_map(|w| hard_split(w, self.max_chars))
        {
            let len = char_len(&current);
            let would_be = len + usize::from(len > 0) + char_len(&word);
            let at_clause = current.ends_with([',', '،', '؛', ';']) && len >= self.target_chars();
            if len > 0 && (would_be > self.max_chars || at_clause) {
                pieces.push(std::mem::take(&mut current));
            }
            if !current.is_empty() {
                current.push(' ');
            }
            current.push_str(&word);
        }
        if !current.is_empty() {
            pieces.push(current);
        }
        pieces
    }
}

impl Default for Chunker {
    fn default() -> Self {
        Self {
            max_chars: Self::DEFAULT_MAX_CHARS,
        }
    }
}

/// The chunk being filled: its sentences, their length when joined, and whether the first
/// one was carried over from the previous chunk.
#[derive(Debug, Default)]
struct Pending {
    sentences: Vec<Sentence>,
    len: usize,
    carried: bool,
}

impl Pending {
    /// Whether it holds anything beyond the sentence carried over.
    fn has_new_text(&self) -> bool {
        self.sentences.len() > usize::from(self.carried)
    }

    fn push(&mut self, sentence: Sentence) {
        self.len += usize::from(!self.sentences.is_empty()) + sentence.len;
        self.sentences.push(sentence);
    }

    /// The start of the next chunk: this one's last sentence when it is short enough to repeat
    /// and leaves room for the sentence that comes next.
    fn carry_over(mut self, overlap: usize, next_len: usize, max: usize) -> Self {
        match self.sentences.pop() {
            Some(last) if last.len <= overlap && last.len + 1 + next_len <= max => Self {
                len: last.len,
                sentences: vec![last],
                carried: true,
            },
            _ => Self::default(),
        }
    }
}

#[derive(Debug, Clone)]
struct Sentence {
    text: String,
    len: usize,
    starts_paragraph: bool,
}

fn join(sentences: &[Sentence]) -> String {
    let mut out = String::new();
    for sentence in sentences {
        if !out.is_empty() {
            out.push_str(if sentence.starts_paragraph {
                "\n\n"
            } else {
                " "
            });
        }
        out.push_str(&sentence.text);
    }
    out
}

fn char_len(text: &str) -> usize {
    text.chars().count()
}

/// The sentences of a text, paragraph by paragraph, with the rules the chunker uses (Arabic
/// `؟` ends a sentence; decimals and initials do not).
#[must_use]
pub fn split_sentences(text: &str) -> Vec<String> {
    paragraphs(text)
        .iter()
        .flat_map(|paragraph| sentences(paragraph))
        .collect()
}

/// Whether a line starts a Markdown list item (`- `, `* `, `1. `).
fn is_list_item(line: &str) -> bool {
    let line = line.trim_start();
    line.starts_with("- ")
        || line.starts_with("* ")
        || line.split_once(". ").is_some_and(|(n, _)| {
            !n.is_empty() && n.len() <= 2 && n.bytes().all(|b| b.is_ascii_digit())
        })
}

/// Paragraphs separated by blank lines, their lines joined by spaces. Each list item and each
/// heading starts a paragraph of its own, so neither runs into the line before it.
fn paragraphs(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut current: Vec<&str> = Vec::new();
    for line in text.lines() {
        if (is_list_item(line) || line.trim_start().starts_with('#')) && !current.is_empty() {
            found.push(current.join(" "));
            current.clear();
        }
        if line.trim().is_empty() {
            if !current.is_empty() {
                found.push(current.join(" "));
                current.clear();
            }
        } else {
            current.push(line.trim());
        }
    }
    if !current.is_empty() {
        found.push(current.join(" "));
    }
    found
}

/// Sentences of a paragraph: cut after a terminator followed by white space. A full stop
/// between digits ("2.5 kg") or after a single capital ("U.S.") does not end a sentence.
fn sentences(paragraph: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut current = String::new();
    let mut chars = paragraph.chars().peekable();
    while let Some(c) = chars.next() {
        current.push(c);
        let followed_by_space = chars.peek().is_none_or(|next| next.is_whitespace());
        let ends = match c {
            '!' | '?' | '؟' | '…' => followed_by_space,
            '.' => followed_by_space && !ends_with_initial(&current),
            _ => false,
        };
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

/// Abbreviations whose full stop does not end a sentence.
const ABBREVIATIONS: &[&str] = &[
    "no", "nos", "e.g", "i.e", "dr", "mr", "mrs", "ms", "st", "vs", "approx", "fig", "inc", "ltd",
    "co", "art",
];

/// "… U.", "… e.g." or "… No.": an initial or an abbreviation before the full stop.
fn ends_with_initial(text: &str) -> bool {
    let without_dot = &text[..text.len() - 1];
    let last_word = without_dot
        .rsplit([' ', '('])
        .next()
        .unwrap_or_default()
        .to_lowercase();
    let last_letter_group = last_word.rsplit('.').next().unwrap_or_default();
    (last_letter_group.chars().count() == 1 && last_letter_group.chars().all(char::is_alphabetic))
        || ABBREVIATIONS.contains(&last_word.as_str())
}

/// Cuts a word longer than the limit into pieces of exactly the limit.
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

    fn sentence(n: usize, len: usize) -> String {
        let filler = "word ".repeat(len / 5);
        format!("Sentence {n} {}.", filler.trim())
    }

    #[test]
    fn a_short_text_is_one_chunk() {
        assert_eq!(
            Chunker::default().split("Keep rice hot. Or cool it fast."),
            ["Keep rice hot. Or cool it fast."]
        );
    }

    #[test]
    fn blank_text_has_no_chunks() {
        assert!(Chunker::default().split(" \n\n \t").is_empty());
    }

    #[test]
    fn english_text_becomes_chunks_of_400_to_800_characters_cut_between_sentences() {
        let text: Vec<String> = (0..30).map(|n| sentence(n, 120)).collect();
        let chunks = Chunker::default().split(&text.join(" "));
        assert!(chunks.len() >= 4, "{}", chunks.len());
        for chunk in &chunks[..chunks.len() - 1] {
            let len = char_len(chunk);
            assert!((400..=800).contains(&len), "{len}");
            assert!(chunk.ends_with('.'), "cut mid-sentence: {chunk}");
            assert!(
                chunk.starts_with("Sentence"),
                "starts mid-sentence: {chunk}"
            );
        }
    }

    #[test]
    fn every_sentence_is_kept_in_order() {
        let text: Vec<String> = (0..25).map(|n| sentence(n, 90)).collect();
        let chunks = Chunker::default().split(&text.join(" "));
        let mut next = 0;
        for chunk in &chunks {
            for n in 0..25 {
                if chunk.contains(&format!("Sentence {n} ")) && n >= next {
                    assert_eq!(n, next, "sentence {n} out of order");
                    next = n + 1;
                }
            }
        }
        assert_eq!(next, 25);
    }

    #[test]
    fn a_short_closing_sentence_is_repeated_at_the_start_of_the_next_chunk() {
        let mut text: Vec<String> = (0..6).map(|n| sentence(n, 120)).collect();
        text.push("Short rule 6.".to_owned());
        text.extend((7..12).map(|n| sentence(n, 120)));
        let chunks = Chunker::default().split(&text.join(" "));
        let overlapping = chunks.windows(2).any(|pair| {
            let last_sentence = pair[0].rsplit(". ").next().unwrap_or_default();
            pair[1].starts_with(last_sentence)
        });
        assert!(overlapping, "{chunks:#?}");
    }

    #[test]
    fn a_chunk_closes_at_a_paragraph_break_once_it_is_big_enough() {
        let first: Vec<String> = (0..4).map(|n| sentence(n, 110)).collect();
        let second: Vec<String> = (4..8).map(|n| sentence(n, 110)).collect();
        let text = format!("{}\n\n{}", first.join(" "), second.join(" "));
        let chunks = Chunker::default().split(&text);
        assert_eq!(chunks.len(), 2, "{chunks:#?}");
        assert!(chunks[1].starts_with("Sentence 4") || chunks[1].starts_with("Sentence 3"));
    }

    #[test]
    fn arabic_text_is_cut_after_arabic_question_marks_and_full_stops() {
        let sentence_ar =
            "يجب حفظ الطعام المطبوخ في الثلاجة خلال ساعتين من الطهي لتجنب نمو البكتيريا الضارة";
        let text: Vec<String> = (0..20)
            .map(|n| {
                if n % 2 == 0 {
                    format!("{sentence_ar} {n}؟")
                } else {
                    format!("{sentence_ar} {n}.")
                }
            })
            .collect();
        let chunks = Chunker::default().split(&text.join(" "));
        assert!(chunks.len() > 1);
        for chunk in &chunks {
            assert!(char_len(chunk) <= 800);
            assert!(chunk.ends_with('؟') || chunk.ends_with('.'), "{chunk}");
            assert!(chunk.starts_with("يجب"), "{chunk}");
        }
    }

    #[test]
    fn a_very_long_sentence_is_cut_between_words_within_the_limit() {
        let long = format!("{}.", "temperature ".repeat(200).trim());
        let chunks = Chunker::default().split(&long);
        assert!(chunks.len() >= 3);
        for chunk in &chunks {
            assert!(char_len(chunk) <= 800);
            assert!(
                chunk
                    .split(' ')
                    .all(|w| w.trim_end_matches('.') == "temperature"),
                "a word was cut"
            );
        }
    }

    #[test]
    fn decimals_and_initials_do_not_end_sentences() {
        assert_eq!(
            sentences("Keep it at 2.5 kg. Then U.S. rules apply. Done"),
            ["Keep it at 2.5 kg.", "Then U.S. rules apply.", "Done"]
        );
    }

    #[test]
    fn a_word_longer_than_the_limit_is_cut_into_pieces() -> Result<(), ChunkerError> {
        let chunks = Chunker::new(40)?.split(&"x".repeat(100));
        assert_eq!(
            chunks.iter().map(|c| char_len(c)).collect::<Vec<_>>(),
            [40, 40, 20]
        );
        Ok(())
    }

    #[test]
    fn the_chunk_size_must_be_usable() {
        assert!(Chunker::new(10).is_err());
        assert!(Chunker::new(9000).is_err());
        assert!(Chunker::new(800).is_ok());
    }

    #[test]
    fn zip_numbers_chunks_and_refuses_mismatched_counts() -> Result<(), Box<dyn std::error::Error>>
    {
        let embedding = Embedding::new(vec![0.1; Embedding::DIMENSIONS])?;
        let chunks = NewChunk::zip(
            vec!["a".to_owned(), "b".to_owned()],
            vec![Some(embedding.clone()), None],
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
