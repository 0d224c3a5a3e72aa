//! Guidance cards in PostgreSQL: each card's TOML document with a full-text vector per language,
//! and its phrasings (query side) and answers (passage side) with their embeddings. A card's score
//! for a question is the similarity of its nearest phrasing plus that of its answer (scored on
//! the in-memory copy of the vectors, see `card_memory`), plus a little of the full-text rank of
//! its text in the question's language; full text alone without a query vector. Rows are
//! written with diesel's DSL, except what `text` does in raw SQL.

use std::collections::HashMap;
use std::sync::Arc;

use async_trait::async_trait;
use batala_kernel::PhrasingId;
use batala_knowledge::{
    CardChange, CardHit, CardRecord, CardStore, CardVersion, Embedding, GuidanceCard,
    KnowledgeError, Language, NewPhrasing, PhrasingKind, RetrievalMode, SearchError, StalePhrasing,
};
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, RunQueryDsl};
use pgvector::Vector;
use uuid::Uuid;

mod text;

use self::text::{text_ranks, upsert_card};
use crate::card_memory::{CardMemory, Nearest};
use crate::database::Database;
use crate::error::{query_error, search_error};
use crate::schema::{card_phrasings, guidance_card_versions, guidance_cards};

/// How many cards the full-text ranking offers.
const CANDIDATES: i64 = 40;
/// How much the full-text rank adds to the two similarities (ranks are about 0 to 0.2, the
/// similarities together about 1.6 to 1.9): enough to settle near ties. Chosen on the
/// development set and checked on questions kept apart from it.
const TEXT_RANK_WEIGHT: f64 = 1.5;
/// A question that all but repeats one of a card's phrasings is that card's: above this
/// similarity, the phrasing counts again, twice over ("how long can I keep cooked chicken in the
/// fridge" echoes the leftovers card at 0.985, yet the raw-meat card's answer, also about chicken
/// in the fridge, outscored it on the sum).
const ECHO_SIMILARITY: f64 = 0.95;
const ECHO_WEIGHT: f64 = 2.0;

/// Guidance cards and their phrasings in PostgreSQL.
#[derive(Debug, Clone)]
pub struct PgCardStore {
    db: Database,
    /// The cards and their vectors, kept in memory.
    stored: Arc<CardMemory>,
}

impl PgCardStore {
    #[must_use]
    pub fn new(db: Database) -> Self {
        Self {
            db,
            stored: Arc::default(),
        }
    }
}

#[derive(Insertable)]
#[diesel(table_name = card_phrasings)]
struct NewPhrasingRow<'a> {
    card_id: &'a str,
    kind: &'a str,
    language: &'a str,
    text: &'a str,
    embedding: Option<Vector>,
    embedder: Option<&'a str>,
}

/// A stored card's document, origin, author, last change and retirement.
type RecordRow = (
    String,
    String,
    Option<String>,
    DateTime<Utc>,
    Option<DateTime<Utc>>,
);

const RECORD_COLUMNS: (
    guidance_cards::document,
    guidance_cards::origin,
    guidance_cards::updated_by,
    guidance_cards::updated_at,
    guidance_cards::retired_at,
) = (
    guidance_cards::document,
    guidance_cards::origin,
    guidance_cards::updated_by,
    guidance_cards::updated_at,
    guidance_cards::retired_at,
);

fn card_record(
    (document, origin, updated_by, updated_at, retired_at): RecordRow,
) -> Result<CardRecord, KnowledgeError> {
    Ok(CardRecord {
        card: one_card(&document)?,
        by_admin: origin == "admin",
        updated_by,
        updated_at,
        retired_at,
    })
}

/// The one card a stored document holds.
fn one_card(document: &str) -> Result<GuidanceCard, KnowledgeError> {
    GuidanceCard::parse_document(document)
        .map_err(|e| KnowledgeError::Unknown(e.into()))?
        .into_iter()
        .next()
        .ok_or_else(|| KnowledgeError::Unknown(anyhow::anyhow!("a stored card document is empty")))
}

/// Keeps the document an admin is replacing or retiring.
async fn keep_version(
    conn: &mut diesel_async::AsyncPgConnection,
    card_id: &str,
    document: &str,
    change: &str,
    author: &str,
) -> Result<(), diesel::result::Error> {
    diesel::insert_into(guidance_card_versions::table)
        .values((
            guidance_card_versions::card_id.eq(card_id),
            guidance_card_versions::document.eq(document),
            guidance_card_versions::change.eq(change),
            guidance_card_versions::changed_by.eq(author),
        ))
        .execute(conn)
        .await?;
    Ok(())
}

/// Writes the card (inserted, or replacing the card with its id) and its phrasings. `author` is
/// the admin who wrote it; `None` for the curated files, which leave an admin's card alone.
async fn write_card(
    conn: &mut diesel_async::AsyncPgConnection,
    card: &GuidanceCard,
    phrasings: &[NewPhrasing],
    embedder: &str,
    author: Option<&str>,
) -> Result<(), diesel::result::Error> {
    let document = card.to_document();
    upsert_card(conn, card, &document, author).await?;
    diesel::delete(card_phrasings::table.filter(card_phrasings::card_id.eq(&card.id)))
        .execute(conn)
        .await?;
    let rows: Vec<NewPhrasingRow<'_>> = phrasings
        .iter()
        .map(|phrasing| NewPhrasingRow {
            card_id: &card.id,
            kind: phrasing.kind.as_str(),
            language: phrasing.language.as_str(),
            text: &phrasing.text,
            embedding: phrasing
                .embedding
                .as_ref()
                .map(|e| Vector::from(e.as_slice().to_vec())),
            embedder: phrasing.embedding.as_ref().map(|_| embedder),
        })
        .collect();
    diesel::insert_into(card_phrasings::table)
        .values(&rows)
        .execute(conn)
        .await?;
    Ok(())
}

#[async_trait]
impl CardStore for PgCardStore {
    async fn card_hashes(&self) -> Result<Vec<(String, String)>, KnowledgeError> {
        let mut conn = self.db.conn().await?;
        Ok(guidance_cards::table
            .select((guidance_cards::id, guidance_cards::content_sha256))
            .load(&mut conn)
            .await
            .map_err(query_error)?)
    }

    async fn remove_cards(&self, ids: &[String]) -> Result<u64, KnowledgeError> {
        let mut conn = self.db.conn().await?;
        // The phrasings go with their card (ON DELETE CASCADE), which moves `card_revision`.
        let removed = diesel::delete(guidance_cards::table.filter(guidance_cards::id.eq_any(ids)))
            .execute(&mut conn)
            .await
            .map_err(query_error)?;
        Ok(removed as u64)
    }

    #[tracing::instrument(skip_all, fields(card = %card.id, phrasings = phrasings.len()))]
    async fn put_card(
        &self,
        card: &GuidanceCard,
        phrasings: &[NewPhrasing],
        embedder: &str,
    ) -> Result<(), KnowledgeError> {
        let mut conn = self.db.conn().await?;
        conn.transaction(async |conn| write_card(conn, card, phrasings, embedder, None).await)
            .await
            .map_err(query_error)?;
        Ok(())
    }

    async fn admin_cards(&self) -> Result<Vec<String>, KnowledgeError> {
        let mut conn = self.db.conn().await?;
        let ids: Vec<String> = guidance_cards::table
            .filter(guidance_cards::origin.eq("admin"))
            .select(guidance_cards::id)
            .load(&mut conn)
            .await
            .map_err(query_error)?;
        Ok(ids)
    }

    #[tracing::instrument(skip_all, fields(card = %card.id, author))]
    async fn save_admin_card(
        &self,
        card: &GuidanceCard,
        phrasings: &[NewPhrasing],
        embedder: &str,
        author: &str,
    ) -> Result<CardChange, KnowledgeError> {
        let mut conn = self.db.conn().await?;
        let change = conn
            .transaction(async |conn| {
                // The document it replaces, kept; locked so two admins' saves queue up.
                let previous: Option<String> = guidance_cards::table
                    .filter(guidance_cards::id.eq(&card.id))
                    .select(guidance_cards::document)
                    .for_update()
                    .first(conn)
                    .await
                    .optional()?;
                if let Some(document) = &previous {
                    keep_version(conn, &card.id, document, "edited", author).await?;
                }
                write_card(conn, card, phrasings, embedder, Some(author)).await?;
                Ok::<_, diesel::result::Error>(if previous.is_some() {
                    CardChange::Edited
                } else {
                    CardChange::Created
                })
            })
            .await
            .map_err(query_error)?;
        Ok(change)
    }

    #[tracing::instrument(skip(self))]
    async fn retire_card(&self, id: &str, author: &str) -> Result<bool, KnowledgeError> {
        let mut conn = self.db.conn().await?;
        let retired = conn
            .transaction(async |conn| {
                let document: Option<String> = guidance_cards::table
                    .filter(guidance_cards::id.eq(id))
                    .filter(guidance_cards::retired_at.is_null())
                    .select(guidance_cards::document)
                    .for_update()
                    .first(conn)
                    .await
                    .optional()?;
                let Some(document) = document else {
                    return Ok::<_, diesel::result::Error>(false);
                };
                keep_version(conn, id, &document, "retired", author).await?;
                diesel::update(guidance_cards::table.filter(guidance_cards::id.eq(id)))
                    .set((
                        guidance_cards::origin.eq("admin"),
                        guidance_cards::updated_by.eq(author),
                        guidance_cards::retired_at.eq(diesel::dsl::now),
                        guidance_cards::updated_at.eq(diesel::dsl::now),
                    ))
                    .execute(conn)
                    .await?;
                // Without phrasings nothing retrieves it (and every instance reloads).
                diesel::delete(card_phrasings::table.filter(card_phrasings::card_id.eq(id)))
                    .execute(conn)
                    .await?;
                Ok(true)
            })
            .await
            .map_err(query_error)?;
        Ok(retired)
    }

    async fn card_records(&self) -> Result<Vec<CardRecord>, KnowledgeError> {
        let mut conn = self.db.conn().await?;
        let rows: Vec<RecordRow> = guidance_cards::table
            .select(RECORD_COLUMNS)
            .load(&mut conn)
            .await
            .map_err(query_error)?;
        rows.into_iter().map(card_record).collect()
    }

    async fn card_record(&self, id: &str) -> Result<Option<CardRecord>, KnowledgeError> {
        let mut conn = self.db.conn().await?;
        let row: Option<RecordRow> = guidance_cards::table
            .filter(guidance_cards::id.eq(id))
            .select(RECORD_COLUMNS)
            .first(&mut conn)
            .await
            .optional()
            .map_err(query_error)?;
        row.map(card_record).transpose()
    }

    async fn card_versions(&self, id: &str) -> Result<Vec<CardVersion>, KnowledgeError> {
        let mut conn = self.db.conn().await?;
        let rows: Vec<(String, String, String, DateTime<Utc>)> = guidance_card_versions::table
            .filter(guidance_card_versions::card_id.eq(id))
            .order((
                guidance_card_versions::changed_at.desc(),
                guidance_card_versions::id.desc(),
            ))
            .select((
                guidance_card_versions::document,
                guidance_card_versions::change,
                guidance_card_versions::changed_by,
                guidance_card_versions::changed_at,
            ))
            .load(&mut conn)
            .await
            .map_err(query_error)?;
        rows.into_iter()
            .map(|(document, change, changed_by, changed_at)| {
                Ok(CardVersion {
                    card: one_card(&document)?,
                    retired: change == "retired",
                    changed_by,
                    changed_at,
                })
            })
            .collect()
    }

    async fn phrasings_not_embedded_by(
        &self,
        embedder: &str,
        limit: u32,
    ) -> Result<Vec<StalePhrasing>, KnowledgeError> {
        let mut conn = self.db.conn().await?;
        let rows: Vec<(Uuid, String, String)> = card_phrasings::table
            .filter(card_phrasings::embedder.is_distinct_from(embedder))
            .select((
                card_phrasings::id,
                card_phrasings::kind,
                card_phrasings::text,
            ))
            .order(card_phrasings::id)
            .limit(i64::from(limit))
            .load(&mut conn)
            .await
            .map_err(query_error)?;
        Ok(rows
            .into_iter()
            .map(|(id, kind, text)| StalePhrasing {
                id: PhrasingId::from(id),
                kind: if kind == PhrasingKind::Answer.as_str() {
                    PhrasingKind::Answer
                } else {
                    PhrasingKind::Phrasing
                },
                text,
            })
            .collect())
    }

    async fn replace_phrasing_embeddings(
        &self,
        embeddings: &[(PhrasingId, Embedding)],
        embedder: &str,
    ) -> Result<(), KnowledgeError> {
        let mut conn = self.db.conn().await?;
        conn.transaction(async |conn| {
            for (id, embedding) in embeddings {
                diesel::update(card_phrasings::table.find(id.as_uuid()))
                    .set((
                        card_phrasings::embedding.eq(Vector::from(embedding.as_slice().to_vec())),
                        card_phrasings::embedder.eq(embedder),
                    ))
                    .execute(conn)
                    .await?;
            }
            Ok::<_, diesel::result::Error>(())
        })
        .await
        .map_err(query_error)?;
        Ok(())
    }

    #[tracing::instrument(skip_all, fields(limit))]
    async fn search_cards(
        &self,
        text: &str,
        language: Language,
        embedding: Option<Embedding>,
        mode: RetrievalMode,
        limit: u32,
    ) -> Result<Vec<CardHit>, SearchError> {
        let embedding = embedding.filter(|_| mode != RetrievalMode::FullText);
        let text_weight = if mode == RetrievalMode::Vector {
            0.0
        } else {
            TEXT_RANK_WEIGHT
        };
        let mut conn = self
            .db
            .conn()
            .await
            .map_err(|e| SearchError::Unavailable(e.to_string()))?;
        let text_ranks = text_ranks(&mut conn, text, language, CANDIDATES)
            .await
            .map_err(search_error)?;
        let stored = self.stored.current(&mut conn).await?;
        let nearest = match &embedding {
            Some(embedding) => stored.nearest(embedding),
            None => Vec::new(),
        };
        let ranks: HashMap<&str, f64> = text_ranks
            .iter()
            .map(|r| (r.card_id.as_str(), r.rank))
            .collect();
        let near: HashMap<&str, &Nearest> =
            nearest.iter().map(|n| (n.card_id.as_str(), n)).collect();
        let mut scored: Vec<(String, f64)> = if nearest.is_empty() {
            text_ranks
                .iter()
                .map(|r| (r.card_id.clone(), r.rank))
                .collect()
        } else {
            nearest
                .iter()
                .map(|n| {
                    let rank = ranks.get(n.card_id.as_str()).copied().unwrap_or(0.0);
                    (
                        n.card_id.clone(),
                        n.phrasing
                            + n.answer
                            + text_weight * rank
                            + ECHO_WEIGHT * (n.phrasing - ECHO_SIMILARITY).max(0.0),
                    )
                })
                .collect()
        };
        scored.sort_by(|a, b| b.1.total_cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        let top: Vec<(String, f64)> = scored.into_iter().take(limit as usize).collect();
        let mut hits = Vec::with_capacity(top.len());
        for (id, score) in top {
            // A card the full text found but written after the copy was loaded is left out.
            let Some(card) = stored.card(&id).cloned() else {
                continue;
            };
            #[allow(clippy::cast_possible_truncation)] // similarities and ranks are small
            hits.push(CardHit {
                card,
                similarity: near.get(id.as_str()).map(|n| n.phrasing as f32),
                answer_similarity: near.get(id.as_str()).map(|n| n.answer as f32),
                text_rank: ranks.get(id.as_str()).copied().unwrap_or(0.0) as f32,
                score,
            });
        }
        Ok(hits)
    }
}
