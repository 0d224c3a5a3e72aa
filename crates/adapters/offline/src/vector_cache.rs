//! Embeddings are paid for once: vectors kept on disk across databases and runs, and the query
//! vectors of recent questions kept in memory.

use std::fmt::Write as _;
use std::num::NonZeroUsize;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use async_trait::async_trait;
use batala_knowledge::{EmbedError, EmbedSide, Embedder, Embedding};
use lru::LruCache;
use sha2::{Digest, Sha256};

use crate::normalise;

/// An [`Embedder`] that keeps every vector it computes in a folder, one file per text keyed by
/// the inner embedder's id, the side and the text's SHA-256, so that seeding another database
/// (every API and browser test does) or a second `make run` costs no model time. Files are
/// written to a temporary name and renamed, so concurrent processes never read half a vector.
pub struct DiskCachedEmbedder {
    inner: Arc<dyn Embedder>,
    dir: PathBuf,
}

impl std::fmt::Debug for DiskCachedEmbedder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DiskCachedEmbedder")
            .field("inner", &self.inner.id())
            .field("dir", &self.dir)
            .finish()
    }
}

impl DiskCachedEmbedder {
    /// Caches `inner`'s vectors under `dir` (created on first write).
    #[must_use]
    pub fn new(inner: Arc<dyn Embedder>, dir: PathBuf) -> Self {
        Self { inner, dir }
    }

    fn path(&self, side: EmbedSide, text: &str) -> PathBuf {
        let mut name = String::with_capacity(64);
        for byte in Sha256::digest(text.as_bytes()) {
            let _ = write!(name, "{byte:02x}");
        }
        self.dir
            .join(file_safe(self.inner.id()))
            .join(side.as_str())
            .join(&name[..2])
            .join(name)
    }
}

fn file_safe(id: &str) -> String {
    id.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || "-_.@+".contains(c) {
                c
            } else {
                '_'
            }
        })
        .collect()
}

fn read_vector(path: &Path) -> Option<Embedding> {
    let bytes = std::fs::read(path).ok()?;
    let values = bytes
        .chunks_exact(4)
        .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
        .collect();
    Embedding::new(values).ok()
}

fn write_vector(path: &Path, embedding: &Embedding) -> std::io::Result<()> {
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent)?;
    }
    let bytes: Vec<u8> = embedding
        .as_slice()
        .iter()
        .flat_map(|v| v.to_le_bytes())
        .collect();
    let temporary = path.with_extension(format!("tmp{}", std::process::id()));
    std::fs::write(&temporary, bytes)?;
    std::fs::rename(&temporary, path)
}

#[async_trait]
impl Embedder for DiskCachedEmbedder {
    fn id(&self) -> &str {
        self.inner.id()
    }

    async fn embed(&self, side: EmbedSide, texts: &[String]) -> Result<Vec<Embedding>, EmbedError> {
        let paths: Vec<PathBuf> = texts.iter().map(|text| self.path(side, text)).collect();
        let mut found: Vec<Option<Embedding>> = paths.iter().map(|p| read_vector(p)).collect();
        let missing: Vec<usize> = (0..texts.len()).filter(|&i| found[i].is_none()).collect();
        if !missing.is_empty() {
            let wanted: Vec<String> = missing.iter().map(|&i| texts[i].clone()).collect();
            let computed = self.inner.embed(side, &wanted).await?;
            if computed.len() != wanted.len() {
                return Err(EmbedError::Unknown(anyhow::anyhow!(
                    "the embedder returned {} vectors for {} texts",
                    computed.len(),
                    wanted.len()
                )));
            }
            for (&i, embedding) in missing.iter().zip(computed) {
                if let Err(error) = write_vector(&paths[i], &embedding) {
                    tracing::warn!(%error, path = %paths[i].display(), "cannot cache a vector");
                }
                found[i] = Some(embedding);
            }
        }
        Ok(found.into_iter().flatten().collect())
    }
}

/// An [`Embedder`] that remembers the query vectors of the most recent questions (by their
/// normalised text), so a question asked again is not embedded again. Passages go straight
/// through.
pub struct QueryCachedEmbedder {
    inner: Arc<dyn Embedder>,
    recent: Mutex<LruCache<String, Embedding>>,
}

impl std::fmt::Debug for QueryCachedEmbedder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("QueryCachedEmbedder")
            .field("inner", &self.inner.id())
            .finish_non_exhaustive()
    }
}

impl QueryCachedEmbedder {
    /// Remembers up to `capacity` questions (at least one).
    #[must_use]
    pub fn new(inner: Arc<dyn Embedder>, capacity: usize) -> Self {
        Self {
            inner,
            recent: Mutex::new(LruCache::new(
                NonZeroUsize::new(capacity).unwrap_or(NonZeroUsize::MIN),
            )),
        }
    }

    fn lookup(&self, key: &str) -> Option<Embedding> {
        self.recent
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .get(key)
            .cloned()
    }
}

#[async_trait]
impl Embedder for QueryCachedEmbedder {
    fn id(&self) -> &str {
        self.inner.id()
    }

    async fn embed(&self, side: EmbedSide, texts: &[String]) -> Result<Vec<Embedding>, EmbedError> {
        if side == EmbedSide::Passage {
            return self.inner.embed(side, texts).await;
        }
        let keys: Vec<String> = texts.iter().map(|text| normalise(text)).collect();
        let mut found: Vec<Option<Embedding>> = keys.iter().map(|k| self.lookup(k)).collect();
        let missing: Vec<usize> = (0..texts.len()).filter(|&i| found[i].is_none()).collect();
        if !missing.is_empty() {
            let wanted: Vec<String> = missing.iter().map(|&i| texts[i].clone()).collect();
            let computed = self.inner.embed(side, &wanted).await?;
            let mut recent = self
                .recent
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            for (&i, embedding) in missing.iter().zip(computed) {
                recent.put(keys[i].clone(), embedding.clone());
                found[i] = Some(embedding);
            }
        }
        let embeddings: Vec<Embedding> = found.into_iter().flatten().collect();
        if embeddings.len() == texts.len() {
            Ok(embeddings)
        } else {
            Err(EmbedError::Unknown(anyhow::anyhow!(
                "the embedder returned {} vectors for {} texts",
                embeddings.len(),
                texts.len()
            )))
        }
    }
}

#[cfg(test)]
mod tests {
    use batala_knowledge::MockEmbedder;

    use super::*;

    fn vector(seed: f32) -> Embedding {
        let mut values = vec![0.0; Embedding::DIMENSIONS];
        values[0] = seed;
        Embedding::new(values).unwrap_or_else(|e| panic!("{e}"))
    }

    fn counting_embedder(calls: usize) -> MockEmbedder {
        let mut inner = MockEmbedder::new();
        inner
            .expect_id()
            .return_const("e5-query+e5-passage@384".to_owned());
        inner
            .expect_embed()
            .times(calls)
            .returning(|_, texts| Ok(texts.iter().map(|t| vector(t.len() as f32)).collect()));
        inner
    }

    fn temporary_dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("batala-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    #[tokio::test]
    async fn a_vector_computed_once_is_read_from_disk_by_the_next_embedder() {
        let dir = temporary_dir("vectors");
        let texts = vec!["Cool rice fast.".to_owned(), "Keep it cold.".to_owned()];
        let first = DiskCachedEmbedder::new(Arc::new(counting_embedder(1)), dir.clone());
        let computed = first.embed(EmbedSide::Passage, &texts).await;

        let second = DiskCachedEmbedder::new(Arc::new(counting_embedder(0)), dir.clone());
        let cached = second.embed(EmbedSide::Passage, &texts).await;

        assert!(computed.is_ok());
        assert_eq!(cached.ok(), computed.ok());
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[tokio::test]
    async fn the_query_and_passage_sides_are_cached_apart() {
        let dir = temporary_dir("sides");
        let texts = vec!["rice".to_owned()];
        let cache = DiskCachedEmbedder::new(Arc::new(counting_embedder(2)), dir.clone());

        let passage = cache.embed(EmbedSide::Passage, &texts).await;
        let query = cache.embed(EmbedSide::Query, &texts).await;

        assert!(passage.is_ok() && query.is_ok());
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[tokio::test]
    async fn a_question_asked_again_in_other_case_and_spacing_is_not_embedded_again() {
        let cache = QueryCachedEmbedder::new(Arc::new(counting_embedder(1)), 8);

        let first = cache
            .embed(EmbedSide::Query, &["How long does rice keep?".to_owned()])
            .await;
        let again = cache
            .embed(EmbedSide::Query, &["how long  does RICE keep".to_owned()])
            .await;

        assert!(first.is_ok());
        assert_eq!(first.ok(), again.ok());
    }

    #[tokio::test]
    async fn an_unavailable_embedder_is_reported_and_nothing_is_remembered() {
        let mut inner = MockEmbedder::new();
        inner.expect_id().return_const("e5@384".to_owned());
        inner
            .expect_embed()
            .times(2)
            .returning(|_, _| Err(EmbedError::Unavailable("down".to_owned())));
        let cache = QueryCachedEmbedder::new(Arc::new(inner), 8);

        for _ in 0..2 {
            let result = cache.embed(EmbedSide::Query, &["rice".to_owned()]).await;
            assert!(matches!(result, Err(EmbedError::Unavailable(_))));
        }
    }
}
