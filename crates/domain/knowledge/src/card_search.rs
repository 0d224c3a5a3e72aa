//! Finding the guidance card for a question, and keeping the stored cards in step with the
//! curated files: the port, the seeding service and the retriever.

use std::fmt;
use std::sync::Arc;

use batala_kernel::PhrasingId;
use sha2::{Digest, Sha256};

use crate::{
    EmbedError, EmbedSide, Embedder, Embedding, GuidanceCard, KnowledgeError, Language,
    RetrievalMode, SearchError, card::without_place_names, curated_cards,
};

/// What a text stored with a card is: a way to put its question (embedded as a query) or its
/// answer (embedded as a passage).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PhrasingKind {
    Phrasing,
    Answer,
}

impl PhrasingKind {
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Phrasing => "phrasing",
            Self::Answer => "answer",
        }
    }

    /// The embedding side the text is embedded on.
    #[must_use]
    pub const fn side(self) -> EmbedSide {
        match self {
            Self::Phrasing => EmbedSide::Query,
            Self::Answer => EmbedSide::Passage,
        }
    }
}

/// A text to store with its card: its kind, language and text and (when the embedder
/// answered) its vector.
#[derive(Debug, Clone, PartialEq)]
pub struct NewPhrasing {
    pub kind: PhrasingKind,
    pub language: Language,
    pub text: String,
    pub embedding: Option<Embedding>,
}

/// A stored text whose vector another embedder made (or none did), for re-embedding.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StalePhrasing {
    pub id: PhrasingId,
    pub kind: PhrasingKind,
    pub text: String,
}

/// A card found for a question, with how it was found.
#[derive(Debug, Clone, PartialEq)]
pub struct CardHit {
    pub card: GuidanceCard,
    /// Cosine similarity of the question to the card's nearest phrasing (-1 to 1); `None` when
    /// the search ran without a query vector or the card has no vectors.
    pub similarity: Option<f32>,
    /// Cosine similarity of the question to the card's answer (the nearer language).
    pub answer_similarity: Option<f32>,
    /// Full-text rank of the card's title, phrasings and answer for the question (0 when its
    /// words do not occur); in the question's language.
    pub text_rank: f32,
    /// The fused rank score (reciprocal rank fusion), best first.
    pub score: f64,
}

/// Storage of guidance cards and the hybrid search over their phrasings.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait CardStore: Send + Sync {
    /// Every stored card's id with the SHA-256 of its document.
    ///
    /// # Errors
    /// `KnowledgeError::Unknown` for infrastructure failures.
    async fn card_hashes(&self) -> Result<Vec<(String, String)>, KnowledgeError>;

    /// Deletes the cards with these ids, with their phrasings, in one transaction; returns how
    /// many there were.
    ///
    /// # Errors
    /// `KnowledgeError::Unknown` for infrastructure failures.
    async fn remove_cards(&self, ids: &[String]) -> Result<u64, KnowledgeError>;

    /// Stores the card (inserted, or replacing the card with its id) with its phrasings, in one
    /// transaction, recording `embedder` beside each phrasing that has a vector.
    ///
    /// # Errors
    /// `KnowledgeError::Unknown` for infrastructure failures; nothing is stored then.
    async fn put_card(
        &self,
        card: &GuidanceCard,
        phrasings: &[NewPhrasing],
        embedder: &str,
    ) -> Result<(), KnowledgeError>;

    /// The ids of the cards admins created, edited or retired: seeding from the files leaves
    /// them alone.
    ///
    /// # Errors
    /// `KnowledgeError::Unknown` for infrastructure failures.
    async fn admin_cards(&self) -> Result<Vec<String>, KnowledgeError>;

    /// Stores an admin's card like [`CardStore::put_card`], marked as the admin's (and no longer
    /// retired), keeping the document it replaces, with `author` and the time, in one
    /// transaction. Returns whether the card is new.
    ///
    /// # Errors
    /// `KnowledgeError::Unknown` for infrastructure failures; nothing is stored then.
    async fn save_admin_card(
        &self,
        card: &GuidanceCard,
        phrasings: &[NewPhrasing],
        embedder: &str,
        author: &str,
    ) -> Result<CardChange, KnowledgeError>;

    /// Retires a card: nothing retrieves it any more, and its document is kept with `author` and
    /// the time. Returns false when no live card has this id.
    ///
    /// # Errors
    /// `KnowledgeError::Unknown` for infrastructure failures.
    async fn retire_card(&self, id: &str, author: &str) -> Result<bool, KnowledgeError>;

    /// Every stored card, retired ones too, for the admin list.
    ///
    /// # Errors
    /// `KnowledgeError::Unknown` for infrastructure failures.
    async fn card_records(&self) -> Result<Vec<CardRecord>, KnowledgeError>;

    /// One stored card, retired or not; `None` when no card has this id.
    ///
    /// # Errors
    /// `KnowledgeError::Unknown` for infrastructure failures.
    async fn card_record(&self, id: &str) -> Result<Option<CardRecord>, KnowledgeError>;

    /// The documents admins replaced or retired on this card, newest first.
    ///
    /// # Errors
    /// `KnowledgeError::Unknown` for infrastructure failures.
    async fn card_versions(&self, id: &str) -> Result<Vec<CardVersion>, KnowledgeError>;

    /// Up to `limit` phrasings whose vector `embedder` did not make.
    ///
    /// # Errors
    /// `KnowledgeError::Unknown` for infrastructure failures.
    async fn phrasings_not_embedded_by(
        &self,
        embedder: &str,
        limit: u32,
    ) -> Result<Vec<StalePhrasing>, KnowledgeError>;

    /// Replaces these phrasings' vectors, recording `embedder`, in one transaction.
    ///
    /// # Errors
    /// `KnowledgeError::Unknown` for infrastructure failures.
    async fn replace_phrasing_embeddings(
        &self,
        embeddings: &[(PhrasingId, Embedding)],
        embedder: &str,
    ) -> Result<(), KnowledgeError>;

    /// The cards best matching `text` (a question in `language`), best first, at most `limit`.
    /// Hybrid: by the similarity of `embedding` to the card's nearest phrasing and to its answer
    /// (either language) plus the full-text rank of the card's text in the question's language;
    /// `Vector`: the similarities alone; `FullText` (and any mode without an embedding): the
    /// full-text rank alone.
    ///
    /// # Errors
    /// MUST return `SearchError::Unavailable` when the store cannot be reached in time.
    async fn search_cards(
        &self,
        text: &str,
        language: Language,
        embedding: Option<Embedding>,
        mode: RetrievalMode,
        limit: u32,
    ) -> Result<Vec<CardHit>, SearchError>;
}

/// Finds the guidance cards for a question; what the ask use case depends on.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait CardRetriever: Send + Sync {
    /// The cards best matching each question in `language` (a question and its parts), best
    /// first, at most `limit` each; the questions are embedded together, in one call.
    ///
    /// # Errors
    /// [`SearchError::Unavailable`] when the store cannot be reached; [`SearchError::Unknown`]
    /// for any other failure. An unavailable embedder is not an error: the search then runs on
    /// full text alone.
    async fn find(
        &self,
        questions: &[String],
        language: Language,
        limit: u32,
    ) -> Result<Vec<Vec<CardHit>>, SearchError>;
}

/// How a card's texts are embedded: a change here re-stores every card at the next seeding.
const EMBEDDED_FORM: &str = "texts without place names";

/// The SHA-256 of a card's document and of how it is embedded: what seeding compares to know a
/// card changed.
#[must_use]
pub fn card_sha256(card: &GuidanceCard) -> String {
    let stored = format!("{EMBEDDED_FORM}\n{}", card.to_document());
    Sha256::digest(stored.as_bytes())
        .iter()
        .fold(String::with_capacity(64), |mut hex, byte| {
            use std::fmt::Write as _;
            let _ = write!(hex, "{byte:02x}");
            hex
        })
}

/// What seeding the cards did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct CardSeedReport {
    pub stored: usize,
    pub unchanged: usize,
    /// Stored cards no longer among the curated ones, deleted.
    pub removed: u64,
    pub embedded: u64,
}

/// Keeps the stored cards in step with the curated ones, and finds the card for a question.
#[derive(Clone)]
pub struct CardService {
    store: Arc<dyn CardStore>,
    /// For the phrasings stored with a card (vectors cached on disk when configured).
    ingest_embedder: Arc<dyn Embedder>,
    /// For questions (recent ones remembered in memory).
    query_embedder: Arc<dyn Embedder>,
}

impl fmt::Debug for CardService {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("CardService")
            .field("embedder", &self.ingest_embedder.id())
            .finish_non_exhaustive()
    }
}

/// What an admin's save did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CardChange {
    Created,
    Edited,
}

/// A stored card with who last changed it.
#[derive(Debug, Clone, PartialEq)]
pub struct CardRecord {
    pub card: GuidanceCard,
    /// Created, edited or retired by an admin (seeding leaves it alone).
    pub by_admin: bool,
    pub updated_by: Option<String>,
    pub updated_at: chrono::DateTime<chrono::Utc>,
    pub retired_at: Option<chrono::DateTime<chrono::Utc>>,
}

/// A document an admin replaced (`retired` false) or retired, with who and when.
#[derive(Debug, Clone, PartialEq)]
pub struct CardVersion {
    pub card: GuidanceCard,
    pub retired: bool,
    pub changed_by: String,
    pub changed_at: chrono::DateTime<chrono::Utc>,
}

/// How many phrasings go to the embedder in one call.
const EMBED_BATCH: usize = 64;

impl CardService {
    #[must_use]
    pub fn new(
        store: Arc<dyn CardStore>,
        ingest_embedder: Arc<dyn Embedder>,
        query_embedder: Arc<dyn Embedder>,
    ) -> Self {
        Self {
            store,
            ingest_embedder,
            query_embedder,
        }
    }

    /// Stores every curated card that is new or changed since it was stored, with its phrasings
    /// embedded (without vectors when the embedder is unavailable), deletes stored cards no
    /// longer curated (a retired or renamed card must not go on answering), then embeds any
    /// phrasing another embedder made. Idempotent: an unchanged card is left alone, and so is
    /// every card an admin created, edited or retired.
    ///
    /// # Errors
    /// [`KnowledgeError`] when a curated card is invalid or the store fails.
    pub async fn seed_curated(&self) -> Result<CardSeedReport, KnowledgeError> {
        let cards = curated_cards().map_err(|e| KnowledgeError::Unknown(e.into()))?;
        let admins: std::collections::HashSet<String> =
            self.store.admin_cards().await?.into_iter().collect();
        let stored: std::collections::HashMap<String, String> = self
            .store
            .card_hashes()
            .await?
            .into_iter()
            .filter(|(id, _)| !admins.contains(id))
            .collect();
        let mut report = CardSeedReport::default();
        for card in cards.iter().filter(|card| !admins.contains(&card.id)) {
            if stored.get(&card.id) == Some(&card_sha256(card)) {
                report.unchanged += 1;
                continue;
            }
            self.put(card).await?;
            report.stored += 1;
        }
        let curated: std::collections::HashSet<&str> =
            cards.iter().map(|card| card.id.as_str()).collect();
        let retired: Vec<String> = stored
            .into_keys()
            .filter(|id| !curated.contains(id.as_str()))
            .collect();
        if !retired.is_empty() {
            report.removed = self.store.remove_cards(&retired).await?;
        }
        report.embedded = self.reindex().await.unwrap_or(0);
        Ok(report)
    }

    /// Stores one card with its phrasings and title embedded as queries and its answer as a
    /// passage, each without the emirates it names (without vectors while the embedder is
    /// unavailable).
    ///
    /// # Errors
    /// [`KnowledgeError`] when the embedder fails other than by being unavailable, or the store
    /// fails.
    pub async fn put(&self, card: &GuidanceCard) -> Result<(), KnowledgeError> {
        let phrasings = self.phrasings(card).await?;
        self.store
            .put_card(card, &phrasings, self.ingest_embedder.id())
            .await
    }

    /// Stores a card an admin wrote (already checked by [`GuidanceCard::from_draft`]) as
    /// [`CardService::put`] does, embedded at once so the next question finds it, keeping the
    /// document it replaces.
    ///
    /// # Errors
    /// When the embedder or the store fails; nothing is stored then.
    pub async fn save_by_admin(
        &self,
        card: &GuidanceCard,
        author: &str,
    ) -> Result<CardChange, KnowledgeError> {
        let phrasings = self.phrasings(card).await?;
        self.store
            .save_admin_card(card, &phrasings, self.ingest_embedder.id(), author)
            .await
    }

    /// One stored card, retired or not, or `None`.
    ///
    /// # Errors
    /// Infrastructure failures.
    pub async fn record(&self, id: &str) -> Result<Option<CardRecord>, KnowledgeError> {
        self.store.card_record(id).await
    }

    /// Retires a card so nothing retrieves it; false when no live card has this id.
    ///
    /// # Errors
    /// Infrastructure failures.
    pub async fn retire(&self, id: &str, author: &str) -> Result<bool, KnowledgeError> {
        self.store.retire_card(id, author).await
    }

    /// Every stored card, retired ones too, by title.
    ///
    /// # Errors
    /// Infrastructure failures.
    pub async fn records(&self) -> Result<Vec<CardRecord>, KnowledgeError> {
        let mut records = self.store.card_records().await?;
        records.sort_by(|a, b| {
            a.card
                .title
                .en
                .to_lowercase()
                .cmp(&b.card.title.en.to_lowercase())
        });
        Ok(records)
    }

    /// The documents admins replaced or retired on a card, newest first.
    ///
    /// # Errors
    /// Infrastructure failures.
    pub async fn versions(&self, id: &str) -> Result<Vec<CardVersion>, KnowledgeError> {
        self.store.card_versions(id).await
    }

    /// The card's phrasings and title embedded as queries and its answer as a passage.
    async fn phrasings(&self, card: &GuidanceCard) -> Result<Vec<NewPhrasing>, KnowledgeError> {
        let mut phrasings: Vec<NewPhrasing> = Vec::new();
        for (kind, texts) in [
            (
                PhrasingKind::Phrasing,
                card.phrasings()
                    .map(|(language, text)| (language, text.to_owned()))
                    .chain(Language::ALL.map(|l| (l, card.title.get(l).to_owned())))
                    .collect::<Vec<_>>(),
            ),
            (
                PhrasingKind::Answer,
                Language::ALL
                    .map(|l| (l, card.answer.get(l).to_owned()))
                    .to_vec(),
            ),
        ] {
            // Embedded as questions are searched: by the need, without the place.
            let plain: Vec<String> = texts
                .iter()
                .map(|(_, text)| without_place_names(text))
                .collect();
            let vectors: Vec<Option<Embedding>> = match self.embed(kind.side(), &plain).await {
                Ok(vectors) => vectors.into_iter().map(Some).collect(),
                Err(EmbedError::Unavailable(_)) => vec![None; plain.len()],
                Err(EmbedError::Unknown(cause)) => return Err(KnowledgeError::Unknown(cause)),
            };
            phrasings.extend(texts.into_iter().zip(vectors).map(
                |((language, text), embedding)| NewPhrasing {
                    kind,
                    language,
                    text,
                    embedding,
                },
            ));
        }
        Ok(phrasings)
    }

    async fn embed(&self, side: EmbedSide, texts: &[String]) -> Result<Vec<Embedding>, EmbedError> {
        let mut vectors = Vec::with_capacity(texts.len());
        for batch in texts.chunks(EMBED_BATCH) {
            vectors.extend(self.ingest_embedder.embed(side, batch).await?);
        }
        Ok(vectors)
    }

    /// Embeds every phrasing whose vector another embedder made (or none did); returns how many.
    ///
    /// # Errors
    /// [`EmbedError`] when the embedder fails; batches done before stay done.
    pub async fn reindex(&self) -> Result<u64, KnowledgeError> {
        let embedder = self.ingest_embedder.id().to_owned();
        let mut done = 0;
        loop {
            #[allow(clippy::cast_possible_truncation)] // EMBED_BATCH is small
            let stale = self
                .store
                .phrasings_not_embedded_by(&embedder, EMBED_BATCH as u32)
                .await?;
            if stale.is_empty() {
                return Ok(done);
            }
            let mut pairs: Vec<(PhrasingId, Embedding)> = Vec::with_capacity(stale.len());
            for kind in [PhrasingKind::Phrasing, PhrasingKind::Answer] {
                let of_kind: Vec<&StalePhrasing> =
                    stale.iter().filter(|p| p.kind == kind).collect();
                let texts: Vec<String> = of_kind
                    .iter()
                    .map(|p| without_place_names(&p.text))
                    .collect();
                let vectors = self
                    .embed(kind.side(), &texts)
                    .await
                    .map_err(|e| KnowledgeError::Unknown(anyhow::anyhow!("{e}")))?;
                pairs.extend(of_kind.iter().map(|p| p.id).zip(vectors));
            }
            self.store
                .replace_phrasing_embeddings(&pairs, &embedder)
                .await?;
            done += pairs.len() as u64;
        }
    }
}

impl CardService {
    /// The cards best matching a question in one retrieval mode (what `batala eval` compares).
    ///
    /// # Errors
    /// [`SearchError`] when the store fails or the embedder fails other than by being
    /// unavailable.
    pub async fn search(
        &self,
        question: &str,
        language: Language,
        mode: RetrievalMode,
        limit: u32,
    ) -> Result<Vec<CardHit>, SearchError> {
        let embedding = if mode == RetrievalMode::FullText {
            None
        } else {
            self.query_vectors(&[question.to_owned()])
                .await?
                .pop()
                .flatten()
        };
        self.store
            .search_cards(question, language, embedding, mode, limit)
            .await
    }

    /// The questions' vectors, in one call; none while the embedder is unavailable.
    async fn query_vectors(
        &self,
        questions: &[String],
    ) -> Result<Vec<Option<Embedding>>, SearchError> {
        match self.query_embedder.embed(EmbedSide::Query, questions).await {
            Ok(vectors) => Ok(vectors.into_iter().map(Some).collect()),
            Err(EmbedError::Unavailable(_)) => Ok(vec![None; questions.len()]),
            Err(EmbedError::Unknown(cause)) => Err(SearchError::Unknown(cause)),
        }
    }
}

#[async_trait::async_trait]
impl CardRetriever for CardService {
    /// By phrasing similarity and full text, or by full text alone while the embedder is
    /// unavailable; each question without the emirates it names.
    async fn find(
        &self,
        questions: &[String],
        language: Language,
        limit: u32,
    ) -> Result<Vec<Vec<CardHit>>, SearchError> {
        let needs: Vec<String> = questions.iter().map(|q| without_place_names(q)).collect();
        let vectors = self.query_vectors(&needs).await?;
        futures_util::future::try_join_all(needs.iter().zip(vectors).map(|(need, vector)| {
            self.store
                .search_cards(need, language, vector, RetrievalMode::Hybrid, limit)
        }))
        .await
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::MockEmbedder;

    /// A vector for each text, as the mock embedder returns them.
    fn vectors(texts: &[String]) -> Result<Vec<Embedding>, EmbedError> {
        Ok(texts
            .iter()
            .map(|_| Embedding::new(vec![0.1; Embedding::DIMENSIONS]))
            .collect::<Result<Vec<_>, _>>()
            .map_err(anyhow::Error::from)?)
    }

    fn embedder(calls: usize) -> MockEmbedder {
        let mut embedder = MockEmbedder::new();
        embedder.expect_id().return_const("e5@384".to_owned());
        embedder
            .expect_embed()
            .times(calls)
            .returning(|_, texts| vectors(texts));
        embedder
    }

    #[tokio::test]
    async fn seeding_stores_new_and_changed_cards_leaves_unchanged_and_admins_ones_and_deletes_retired_ones()
    -> Result<(), Box<dyn std::error::Error>> {
        let cards = curated_cards()?;
        let unchanged = (cards[0].id.clone(), card_sha256(&cards[0]));
        let changed = (cards[1].id.clone(), "0".repeat(64));
        let retired = ("a-card-since-renamed".to_owned(), "1".repeat(64));
        let edited_by_admin = (cards[2].id.clone(), "2".repeat(64));
        let written_by_admin = ("an-admins-card".to_owned(), "3".repeat(64));
        let admins = vec![edited_by_admin.0.clone(), written_by_admin.0.clone()];
        let mut store = MockCardStore::new();
        store
            .expect_admin_cards()
            .returning(move || Ok(admins.clone()));
        store.expect_card_hashes().returning(move || {
            Ok(vec![
                unchanged.clone(),
                changed.clone(),
                retired.clone(),
                edited_by_admin.clone(),
                written_by_admin.clone(),
            ])
        });
        store
            .expect_remove_cards()
            .withf(|ids| ids == ["a-card-since-renamed".to_owned()])
            .times(1)
            .returning(|ids| Ok(ids.len() as u64));
        let (first_id, admins_id) = (cards[0].id.clone(), cards[2].id.clone());
        store
            .expect_put_card()
            .withf(move |card, phrasings, embedder| {
                card.id != first_id
                    && card.id != admins_id
                    && phrasings.len() == card.phrasings_en.len() + card.phrasings_ar.len() + 4
                    && phrasings.iter().all(|p| p.embedding.is_some())
                    && embedder == "e5@384"
            })
            .times(cards.len() - 2)
            .returning(|_, _, _| Ok(()));
        store
            .expect_phrasings_not_embedded_by()
            .returning(|_, _| Ok(Vec::new()));
        let service = CardService::new(
            Arc::new(store),
            Arc::new(embedder(2 * (cards.len() - 2))),
            Arc::new(embedder(0)),
        );

        let report = service.seed_curated().await?;

        assert_eq!(report.unchanged, 1);
        assert_eq!(report.stored, cards.len() - 2);
        assert_eq!(report.removed, 1);
        Ok(())
    }

    #[tokio::test]
    async fn a_question_is_searched_by_full_text_alone_when_the_embedder_is_down()
    -> Result<(), Box<dyn std::error::Error>> {
        let mut query_embedder = MockEmbedder::new();
        query_embedder
            .expect_embed()
            .returning(|_, _| Err(EmbedError::Unavailable("down".into())));
        let mut store = MockCardStore::new();
        store
            .expect_search_cards()
            .withf(|text, language, embedding, mode, limit| {
                text == "cooked rice"
                    && *language == Language::En
                    && embedding.is_none()
                    && *mode == RetrievalMode::Hybrid
                    && *limit == 3
            })
            .times(1)
            .returning(|_, _, _, _, _| Ok(Vec::new()));
        let service = CardService::new(
            Arc::new(store),
            Arc::new(embedder(0)),
            Arc::new(query_embedder),
        );

        let hits = service
            .find(&["cooked rice".to_owned()], Language::En, 3)
            .await?;

        assert_eq!(hits, vec![Vec::new()]);
        Ok(())
    }

    #[tokio::test]
    async fn a_question_and_its_parts_are_embedded_in_one_call_without_place_names()
    -> Result<(), Box<dyn std::error::Error>> {
        let mut query_embedder = MockEmbedder::new();
        query_embedder
            .expect_embed()
            .withf(|side, texts| {
                *side == EmbedSide::Query
                    && texts == ["where to donate food in", "is cooked rice ok"]
            })
            .times(1)
            .returning(|_, texts| vectors(texts));
        let mut store = MockCardStore::new();
        store
            .expect_search_cards()
            .withf(|_, _, embedding, _, _| embedding.is_some())
            .times(2)
            .returning(|_, _, _, _, _| Ok(Vec::new()));
        let service = CardService::new(
            Arc::new(store),
            Arc::new(embedder(0)),
            Arc::new(query_embedder),
        );

        let hits = service
            .find(
                &[
                    "where to donate food in Sharjah".to_owned(),
                    "is cooked rice ok".to_owned(),
                ],
                Language::En,
                12,
            )
            .await?;

        assert_eq!(hits.len(), 2);
        Ok(())
    }
}
