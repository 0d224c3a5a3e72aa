//! The guidance cards and their phrasings' vectors, kept in memory: scoring a question against
//! every card is an exact scan of some ten thousand small vectors, a millisecond in memory and
//! over ten in PostgreSQL, and an ask runs it once per part of the question; the cards it
//! returns are parsed once per revision instead of on every search. The copy is reloaded
//! whenever `card_revision` (moved by a trigger on every write to `card_phrasings`, which every
//! card write replaces) differs from the revision it was loaded at, so an instance never
//! answers from cards another one replaced.

use std::collections::HashMap;
use std::sync::{Arc, RwLock};

use batala_knowledge::{Embedding, GuidanceCard, SearchError};
use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use pgvector::Vector;
use tokio::sync::Mutex;

use crate::database::Connection;
use crate::error::search_error;
use crate::schema::{card_phrasings, card_revision, guidance_cards};

/// A card's nearest phrasing and its answer (the nearer language) to a question, by cosine
/// similarity; 0 when the card has no vector of that kind.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Nearest {
    pub card_id: String,
    pub phrasing: f64,
    pub answer: f64,
}

/// Every stored card and vector at one revision, the vectors unit length, one after another.
#[derive(Debug, Default)]
pub(crate) struct Snapshot {
    revision: i64,
    cards: HashMap<String, GuidanceCard>,
    card_ids: Vec<String>,
    /// Per vector: the index of its card in `card_ids` and whether it is an answer.
    rows: Vec<(usize, bool)>,
    values: Vec<f32>,
}

impl Snapshot {
    /// The stored card with this id.
    pub(crate) fn card(&self, id: &str) -> Option<&GuidanceCard> {
        self.cards.get(id)
    }

    /// Every card with a vector, with its nearest phrasing and answer to `query`.
    pub(crate) fn nearest(&self, query: &Embedding) -> Vec<Nearest> {
        let query = unit(query.as_slice());
        let mut best = vec![(f32::NEG_INFINITY, f32::NEG_INFINITY); self.card_ids.len()];
        for ((card, is_answer), vector) in self
            .rows
            .iter()
            .zip(self.values.chunks_exact(Embedding::DIMENSIONS))
        {
            let similarity = dot(&query, vector);
            let slot = &mut best[*card];
            let kind = if *is_answer { &mut slot.1 } else { &mut slot.0 };
            *kind = kind.max(similarity);
        }
        let known = |similarity: f32| {
            if similarity.is_finite() {
                f64::from(similarity)
            } else {
                0.0
            }
        };
        self.card_ids
            .iter()
            .zip(best)
            .map(|(card_id, (phrasing, answer))| Nearest {
                card_id: card_id.clone(),
                phrasing: known(phrasing),
                answer: known(answer),
            })
            .collect()
    }
}

/// The vector scaled to unit length, so a dot product is the cosine similarity.
fn unit(vector: &[f32]) -> Vec<f32> {
    let norm = dot(vector, vector).sqrt();
    if norm > 0.0 {
        vector.iter().map(|v| v / norm).collect()
    } else {
        vector.to_vec()
    }
}

/// The dot product, in eight independent sums that the compiler turns into vector instructions.
fn dot(a: &[f32], b: &[f32]) -> f32 {
    let mut sums = [0.0_f32; 8];
    let (a_chunks, b_chunks) = (a.chunks_exact(8), b.chunks_exact(8));
    let tail: f32 = a_chunks
        .remainder()
        .iter()
        .zip(b_chunks.remainder())
        .map(|(x, y)| x * y)
        .sum();
    for (x, y) in a_chunks.zip(b_chunks) {
        for lane in 0..8 {
            sums[lane] += x[lane] * y[lane];
        }
    }
    sums.iter().sum::<f32>() + tail
}

/// The in-memory copy shared by every clone of the store.
#[derive(Debug, Default)]
pub(crate) struct CardMemory {
    /// `None` until the first search loads it.
    current: RwLock<Option<Arc<Snapshot>>>,
    /// One reload at a time: requests arriving meanwhile wait for it instead of loading too.
    loading: Mutex<()>,
}

impl CardMemory {
    /// The loaded copy if it is at `revision` (or later, loaded meanwhile).
    fn loaded_at(&self, revision: i64) -> Option<Arc<Snapshot>> {
        let current = match self.current.read() {
            Ok(current) => current.clone(),
            Err(poisoned) => poisoned.into_inner().clone(),
        };
        current.filter(|snapshot| snapshot.revision >= revision)
    }

    /// The cards and vectors as stored now.
    pub(crate) async fn current(
        &self,
        conn: &mut Connection,
    ) -> Result<Arc<Snapshot>, SearchError> {
        let revision = revision(conn).await.map_err(search_error)?;
        if let Some(snapshot) = self.loaded_at(revision) {
            return Ok(snapshot);
        }
        let _loading = self.loading.lock().await;
        if let Some(snapshot) = self.loaded_at(revision) {
            return Ok(snapshot);
        }
        let fresh = Arc::new(load(conn).await?);
        match self.current.write() {
            Ok(mut current) => *current = Some(fresh.clone()),
            Err(poisoned) => *poisoned.into_inner() = Some(fresh.clone()),
        }
        Ok(fresh)
    }
}

/// The revision the stored cards are at.
async fn revision(conn: &mut AsyncPgConnection) -> QueryResult<i64> {
    card_revision::table
        .select(card_revision::revision)
        .get_result(conn)
        .await
}

/// Every card and vector and the revision they are at, read in one snapshot of the database.
async fn load(conn: &mut Connection) -> Result<Snapshot, SearchError> {
    let (revision, documents, stored) = conn
        .build_transaction()
        .read_only()
        .repeatable_read()
        .run(async |conn| {
            let revision = revision(conn).await?;
            let documents: Vec<String> = guidance_cards::table
                .filter(guidance_cards::retired_at.is_null())
                .select(guidance_cards::document)
                .load(conn)
                .await?;
            let stored: Vec<(String, String, Option<Vector>)> = card_phrasings::table
                .filter(card_phrasings::embedding.is_not_null())
                .select((
                    card_phrasings::card_id,
                    card_phrasings::kind,
                    card_phrasings::embedding,
                ))
                .order_by(card_phrasings::card_id)
                .load(conn)
                .await?;
            Ok::<_, diesel::result::Error>((revision, documents, stored))
        })
        .await
        .map_err(search_error)?;
    let mut snapshot = Snapshot {
        revision,
        ..Snapshot::default()
    };
    for document in documents {
        for card in
            GuidanceCard::parse_document(&document).map_err(|e| SearchError::Unknown(e.into()))?
        {
            snapshot.cards.insert(card.id.clone(), card);
        }
    }
    for (card_id, kind, embedding) in stored {
        let Some(embedding) = embedding else { continue };
        let vector = embedding.to_vec();
        if vector.len() != Embedding::DIMENSIONS {
            continue;
        }
        if snapshot.card_ids.last() != Some(&card_id) {
            snapshot.card_ids.push(card_id);
        }
        snapshot
            .rows
            .push((snapshot.card_ids.len() - 1, kind == "answer"));
        snapshot.values.extend(unit(&vector));
    }
    Ok(snapshot)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn embedding(values: &[(usize, f32)]) -> Embedding {
        let mut vector = vec![0.0; Embedding::DIMENSIONS];
        for (i, v) in values {
            vector[*i] = *v;
        }
        Embedding::new(vector).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn a_card_scores_its_nearest_phrasing_and_its_answer_apart() {
        let mut snapshot = Snapshot {
            revision: 1,
            card_ids: vec!["rice".into(), "chicken".into()],
            ..Snapshot::default()
        };
        for (card, is_answer, vector) in [
            (0, false, embedding(&[(0, 1.0)])),
            (0, false, embedding(&[(0, 1.0), (1, 1.0)])),
            (0, true, embedding(&[(1, 2.0)])),
            (1, false, embedding(&[(2, 1.0)])),
        ] {
            snapshot.rows.push((card, is_answer));
            snapshot.values.extend(unit(vector.as_slice()));
        }
        let found = snapshot.nearest(&embedding(&[(0, 3.0)]));
        assert_eq!(found[0].card_id, "rice");
        assert!((found[0].phrasing - 1.0).abs() < 1e-6, "{found:?}");
        assert!(found[0].answer.abs() < 1e-6, "{found:?}");
        assert_eq!(found[1].card_id, "chicken");
        assert!(found[1].phrasing.abs() < 1e-6, "{found:?}");
        assert!(
            found[1].answer.abs() < 1e-6,
            "no answer vector scores 0: {found:?}"
        );
    }

    #[test]
    fn the_dot_product_counts_every_component() {
        let a: Vec<f32> = (0..19).map(|i| i as f32).collect();
        let expected: f32 = a.iter().map(|x| x * x).sum();
        assert!((dot(&a, &a) - expected).abs() < 1e-3);
    }
}
