//! The guidance-card store against a real PostgreSQL: the vector ranking and the cards returned
//! follow every write, including one made through another store (another app instance) after
//! this one has searched.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use batala_kernel::PhrasingId;
use batala_knowledge::{
    CardChange, CardStore, Embedding, GuidanceCard, Language, NewPhrasing, PhrasingKind,
    RetrievalMode, curated_cards,
};
use batala_postgres::PgCardStore;
use batala_postgres::testing::TestDatabase;

/// A unit vector along one axis: distinct fixtures are orthogonal, so nearest is unambiguous.
fn axis(i: usize) -> Embedding {
    let mut values = vec![0.0; Embedding::DIMENSIONS];
    values[i] = 1.0;
    Embedding::new(values).unwrap()
}

/// A unit vector at `similarity` to axis 0, the rest of it along its own axis `own`.
fn near_axis0(similarity: f32, own: usize) -> Embedding {
    let mut values = vec![0.0; Embedding::DIMENSIONS];
    values[0] = similarity;
    values[own] = (1.0 - similarity * similarity).sqrt();
    Embedding::new(values).unwrap()
}

/// Stores the card with one English phrasing along `phrasing` and its answer along `answer`.
async fn put(store: &PgCardStore, card: &GuidanceCard, phrasing: usize, answer: usize) {
    put_vectors(store, card, axis(phrasing), axis(answer)).await;
}

/// Stores the card with one English phrasing and its answer at the given vectors.
async fn put_vectors(
    store: &PgCardStore,
    card: &GuidanceCard,
    phrasing: Embedding,
    answer: Embedding,
) {
    let texts = [
        (
            PhrasingKind::Phrasing,
            card.phrasings_en[0].clone(),
            phrasing,
        ),
        (PhrasingKind::Answer, card.answer.en.clone(), answer),
    ];
    let phrasings: Vec<NewPhrasing> = texts
        .into_iter()
        .map(|(kind, text, i)| NewPhrasing {
            kind,
            language: Language::En,
            text,
            embedding: Some(i),
        })
        .collect();
    store
        .put_card(card, &phrasings, "test-embedder")
        .await
        .unwrap();
}

/// The ids of the cards nearest the vector, best first, with their phrasing similarity.
async fn nearest(store: &PgCardStore, i: usize) -> Vec<(String, f32)> {
    store
        .search_cards("", Language::En, Some(axis(i)), RetrievalMode::Vector, 5)
        .await
        .unwrap()
        .into_iter()
        .map(|hit| (hit.card.id, hit.similarity.unwrap()))
        .collect()
}

#[tokio::test]
async fn the_vector_ranking_follows_writes_from_any_instance() {
    let db = TestDatabase::migrated().await;
    let cards = curated_cards().unwrap();
    let (rice, chicken) = (&cards[0], &cards[1]);
    let this = PgCardStore::new(db.database());
    let other = PgCardStore::new(db.database());
    put(&this, rice, 0, 10).await;
    put(&this, chicken, 1, 11).await;

    let found = nearest(&this, 1).await;
    assert_eq!(found[0].0, chicken.id);
    assert!((found[0].1 - 1.0).abs() < 1e-5, "{found:?}");

    // Another instance moves the rice card's phrasing onto axis 1 and the chicken's off it.
    put(&other, rice, 1, 10).await;
    put(&other, chicken, 2, 11).await;
    let found = nearest(&this, 1).await;
    assert_eq!(found[0].0, rice.id, "{found:?}");

    // Re-embedding (a new embedder) counts as a write too.
    let stale = other
        .phrasings_not_embedded_by("new-embedder", 10)
        .await
        .unwrap();
    let chicken_phrasing: Vec<(PhrasingId, Embedding)> = stale
        .iter()
        .filter(|p| p.kind == PhrasingKind::Phrasing && chicken.phrasings_en[0] == p.text)
        .map(|p| (p.id, axis(3)))
        .collect();
    assert_eq!(chicken_phrasing.len(), 1);
    other
        .replace_phrasing_embeddings(&chicken_phrasing, "new-embedder")
        .await
        .unwrap();
    let found = nearest(&this, 3).await;
    assert_eq!(found[0].0, chicken.id, "{found:?}");
    assert!((found[0].1 - 1.0).abs() < 1e-5, "{found:?}");

    // A card rewritten elsewhere is returned as rewritten.
    let mut rewritten = rice.clone();
    rewritten.answer.en = "Eat cooked rice on the day you cook it.".to_owned();
    put(&other, &rewritten, 4, 10).await;
    let hits = this
        .search_cards("", Language::En, Some(axis(4)), RetrievalMode::Vector, 1)
        .await
        .unwrap();
    assert_eq!(hits[0].card.answer.en, rewritten.answer.en);

    // A card removed elsewhere is no longer found.
    assert_eq!(
        other
            .remove_cards(std::slice::from_ref(&rice.id))
            .await
            .unwrap(),
        1,
        "the rice card is deleted"
    );
    let found = nearest(&this, 4).await;
    assert!(found.iter().all(|(id, _)| *id != rice.id), "{found:?}");
}

#[tokio::test]
async fn a_question_echoing_a_cards_phrasing_ranks_that_card_first() {
    let db = TestDatabase::migrated().await;
    let cards = curated_cards().unwrap();
    let (echoed, broad) = (&cards[0], &cards[1]);
    let store = PgCardStore::new(db.database());
    // On the plain sum the broad card wins (0.963 + 0.95 against 0.985 + 0.91); the echo wins.
    put_vectors(&store, echoed, near_axis0(0.985, 1), near_axis0(0.91, 2)).await;
    put_vectors(&store, broad, near_axis0(0.963, 3), near_axis0(0.95, 4)).await;

    let found = nearest(&store, 0).await;
    assert_eq!(found[0].0, echoed.id, "{found:?}");
    assert_eq!(found[1].0, broad.id, "{found:?}");
}

#[tokio::test]
async fn without_stored_vectors_the_vector_ranking_finds_nothing() {
    let db = TestDatabase::migrated().await;
    let store = PgCardStore::new(db.database());
    assert!(nearest(&store, 0).await.is_empty());
    let cards = curated_cards().unwrap();
    put(&store, &cards[0], 0, 1).await;
    assert_eq!(nearest(&store, 0).await[0].0, cards[0].id);
}

#[tokio::test]
async fn an_admins_card_is_versioned_and_once_retired_is_never_found() {
    let db = TestDatabase::migrated().await;
    let cards = curated_cards().unwrap();
    let (rice, chicken) = (&cards[0], &cards[1]);
    let store = PgCardStore::new(db.database());
    put(&store, chicken, 1, 11).await;
    let phrasing = |card: &GuidanceCard, i: usize| {
        vec![NewPhrasing {
            kind: PhrasingKind::Phrasing,
            language: Language::En,
            text: card.phrasings_en[0].clone(),
            embedding: Some(axis(i)),
        }]
    };

    let created = store
        .save_admin_card(rice, &phrasing(rice, 0), "test-embedder", "Mariam")
        .await
        .unwrap();
    let mut edited = rice.clone();
    edited.title.en = "Cooked rice, edited".to_owned();
    let change = store
        .save_admin_card(&edited, &phrasing(&edited, 0), "test-embedder", "Omar")
        .await
        .unwrap();

    assert_eq!(created, CardChange::Created);
    assert_eq!(change, CardChange::Edited);
    assert_eq!(
        store.admin_cards().await.unwrap(),
        std::slice::from_ref(&rice.id)
    );
    let versions = store.card_versions(&rice.id).await.unwrap();
    assert_eq!(versions.len(), 1);
    assert_eq!(versions[0].card.title, rice.title);
    assert_eq!(versions[0].changed_by, "Omar");
    assert_eq!(nearest(&store, 0).await[0].0, rice.id);

    assert!(store.retire_card(&rice.id, "Omar").await.unwrap());
    assert!(
        !store.retire_card(&rice.id, "Omar").await.unwrap(),
        "already retired"
    );

    assert!(
        nearest(&store, 0)
            .await
            .iter()
            .all(|(id, _)| *id != rice.id)
    );
    let records = store.card_records().await.unwrap();
    let retired = records.iter().find(|r| r.card.id == rice.id).unwrap();
    assert!(retired.retired_at.is_some() && retired.by_admin);
    assert_eq!(retired.card.title.en, "Cooked rice, edited");
    assert_eq!(
        store.card_record(&rice.id).await.unwrap().as_ref(),
        Some(retired)
    );
    assert_eq!(store.card_record("no-such-card").await.unwrap(), None);
    assert_eq!(store.card_versions(&rice.id).await.unwrap().len(), 2);
}
