//! The knowledge store against a real PostgreSQL: storing, idempotency, cascades, and the three
//! retrieval modes with their filters on a tiny fixture.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use batala_kernel::{City, Persona, Slug};
use batala_knowledge::{
    Embedding, KnowledgeError, KnowledgeStore, Language, NewChunk, NewSource, RetrievalMode,
    SearchFilters, SearchQuery, SourceContent, SourceTitle,
};
use batala_postgres::PgKnowledgeStore;
use batala_postgres::testing::TestDatabase;

mod common;

/// A unit vector along one axis: distinct fixtures are orthogonal, so nearest is unambiguous.
fn axis(i: usize) -> Embedding {
    let mut values = vec![0.0; Embedding::DIMENSIONS];
    values[i] = 1.0;
    Embedding::new(values).unwrap()
}

fn source(title: &str, text: &str) -> NewSource {
    NewSource::new(
        SourceTitle::parse(title).unwrap(),
        SourceContent::parse(text).unwrap(),
    )
}

async fn add(
    store: &PgKnowledgeStore,
    source: NewSource,
    axes: &[usize],
) -> batala_knowledge::Source {
    let texts: Vec<String> = source
        .content()
        .as_str()
        .split("\n\n")
        .map(ToOwned::to_owned)
        .collect();
    let chunks = NewChunk::zip(texts, axes.iter().map(|i| Some(axis(*i))).collect()).unwrap();
    store
        .add_source(&source, &chunks, "test-embedder")
        .await
        .unwrap()
}

fn query(text: &str, mode: RetrievalMode, filters: SearchFilters) -> SearchQuery {
    SearchQuery::new(text, filters, Some(5))
        .unwrap()
        .with_mode(mode)
}

async fn fixture() -> (TestDatabase, PgKnowledgeStore) {
    let db = TestDatabase::migrated().await;
    let store = PgKnowledgeStore::new(db.database());
    add(&store, source("Hot holding", "Keep hot food on a buffet line at 63 °C or above.\n\nDiscard hot food held below that for over two hours.").with_personas([Persona::Hotel]), &[1, 2]).await;
    add(
        &store,
        source(
            "Fridge order",
            "Store raw meat on the bottom shelf of the refrigerator, below cooked food.",
        ),
        &[3],
    )
    .await;
    add(
        &store,
        source(
            "Donation in Dubai",
            "Surplus food can be donated to the UAE Food Bank in Dubai.",
        )
        .with_cities([City::Dubai]),
        &[4],
    )
    .await;
    add(
        &store,
        source(
            "حفظ الطعام",
            "احفظ بقايا الطعام المطبوخ في الثلاجة خلال ساعتين.",
        )
        .with_language(Language::Ar),
        &[5],
    )
    .await;
    (db, store)
}

#[tokio::test]
async fn a_source_is_stored_with_its_chunks_and_found_by_its_content_hash() {
    let db = TestDatabase::migrated().await;
    let store = PgKnowledgeStore::new(db.database());
    let new = source("Cooling", "Cool rice fast.\n\nThen refrigerate it.")
        .with_publisher("Dubai Municipality");

    let stored = add(&store, new.clone(), &[1, 2]).await;

    assert_eq!(stored.chunk_count, 2);
    assert_eq!(stored.publisher.as_deref(), Some("Dubai Municipality"));
    let found = store
        .find_by_content_hash(&new.content_sha256())
        .await
        .unwrap();
    assert_eq!(found.map(|s| s.id), Some(stored.id));
    assert_eq!(store.list_sources().await.unwrap().len(), 1);
}

#[tokio::test]
async fn the_same_content_cannot_be_stored_twice() {
    let db = TestDatabase::migrated().await;
    let store = PgKnowledgeStore::new(db.database());
    let new = source("Cooling", "Cool rice fast.");
    add(&store, new.clone(), &[1]).await;

    let again = store
        .add_source(
            &new,
            &NewChunk::zip(vec!["Cool rice fast.".into()], vec![Some(axis(1))]).unwrap(),
            "test-embedder",
        )
        .await;

    assert!(matches!(again, Err(KnowledgeError::DuplicateSource)));
    assert_eq!(store.list_sources().await.unwrap().len(), 1);
}

#[tokio::test]
async fn a_new_version_of_a_curated_source_replaces_the_old_one() {
    let db = TestDatabase::migrated().await;
    let store = PgKnowledgeStore::new(db.database());
    let pair = Slug::parse("cooling-rice").unwrap();
    add(
        &store,
        source("Cooling", "Old advice.").with_pair_key(pair.clone()),
        &[1],
    )
    .await;

    let newer = add(
        &store,
        source("Cooling", "New advice.").with_pair_key(pair),
        &[2],
    )
    .await;

    let all = store.list_sources().await.unwrap();
    assert_eq!(all.iter().map(|s| s.id).collect::<Vec<_>>(), [newer.id]);
    assert_eq!(all[0].content.as_str(), "New advice.");
}

#[tokio::test]
async fn deleting_a_source_deletes_its_chunks_and_an_unknown_id_is_not_found() {
    let (_db, store) = fixture().await;
    let hot = store
        .list_sources()
        .await
        .unwrap()
        .into_iter()
        .find(|s| s.title.as_str() == "Hot holding")
        .unwrap();

    store.delete_source(hot.id).await.unwrap();

    let results = store
        .search(
            &query(
                "buffet hot food",
                RetrievalMode::FullText,
                SearchFilters::default(),
            ),
            Some(axis(1)),
        )
        .await
        .unwrap();
    assert!(results.iter().all(|r| r.source.id != hot.id));
    assert!(matches!(
        store.delete_source(hot.id).await,
        Err(KnowledgeError::NotFound)
    ));
}

#[tokio::test]
async fn full_text_search_ranks_the_matching_chunk_first_in_each_language() {
    let (_db, store) = fixture().await;

    let english = store
        .search(
            &query(
                "How hot should food on a buffet line be?",
                RetrievalMode::FullText,
                SearchFilters::default(),
            ),
            Some(axis(9)),
        )
        .await
        .unwrap();
    let arabic = store
        .search(
            &query(
                "كيف أحفظ الطعام المطبوخ؟",
                RetrievalMode::FullText,
                SearchFilters::default(),
            ),
            Some(axis(9)),
        )
        .await
        .unwrap();

    assert!(english[0].chunk.text.contains("63 °C"), "{english:#?}");
    assert_eq!(arabic[0].source.title.as_str(), "حفظ الطعام");
}

#[tokio::test]
async fn vector_search_ranks_the_nearest_embedding_first() {
    let (_db, store) = fixture().await;

    let results = store
        .search(
            &query("anything", RetrievalMode::Vector, SearchFilters::default()),
            Some(axis(3)),
        )
        .await
        .unwrap();

    assert_eq!(results[0].source.title.as_str(), "Fridge order");
    assert!((results[0].score - 1.0).abs() < 1e-6);
}

#[tokio::test]
async fn hybrid_search_fuses_both_rankings() {
    let (_db, store) = fixture().await;

    // Words point at the buffet chunk, the vector at the fridge chunk: both come back on top.
    let results = store
        .search(
            &query(
                "buffet line",
                RetrievalMode::Hybrid,
                SearchFilters::default(),
            ),
            Some(axis(3)),
        )
        .await
        .unwrap();

    let top: Vec<&str> = results
        .iter()
        .take(2)
        .map(|r| r.source.title.as_str())
        .collect();
    assert!(
        top.contains(&"Hot holding") && top.contains(&"Fridge order"),
        "{top:?}"
    );
    assert!(results.windows(2).all(|w| w[0].score >= w[1].score));
}

#[tokio::test]
async fn filters_narrow_by_language_persona_and_city_keeping_untagged_sources() {
    let (_db, store) = fixture().await;
    let titles = |results: Vec<batala_knowledge::ScoredChunk>| {
        let mut titles: Vec<String> = results
            .into_iter()
            .map(|r| r.source.title.as_str().to_owned())
            .collect();
        titles.sort();
        titles.dedup();
        titles
    };

    let arabic_only = store
        .search(
            &query(
                "food",
                RetrievalMode::Vector,
                SearchFilters {
                    language: Some(Language::Ar),
                    ..SearchFilters::default()
                },
            ),
            Some(axis(1)),
        )
        .await
        .unwrap();
    let households = store
        .search(
            &query(
                "food",
                RetrievalMode::Vector,
                SearchFilters {
                    persona: Some(Persona::Household),
                    language: Some(Language::En),
                    city: None,
                },
            ),
            Some(axis(1)),
        )
        .await
        .unwrap();
    let in_sharjah = store
        .search(
            &query(
                "food",
                RetrievalMode::Vector,
                SearchFilters {
                    city: Some(City::Sharjah),
                    language: Some(Language::En),
                    persona: None,
                },
            ),
            Some(axis(1)),
        )
        .await
        .unwrap();

    assert_eq!(titles(arabic_only), ["حفظ الطعام"]);
    assert_eq!(titles(households), ["Donation in Dubai", "Fridge order"]);
    assert_eq!(titles(in_sharjah), ["Fridge order", "Hot holding"]);
}

#[tokio::test]
async fn chunks_from_another_embedder_are_found_and_re_embedded() {
    let (_db, store) = fixture().await;

    let stale = store
        .chunks_not_embedded_by("new-embedder", 100)
        .await
        .unwrap();
    assert_eq!(stale.len(), 5);
    let pairs: Vec<_> = stale.iter().map(|c| (c.id, axis(7))).collect();
    store
        .replace_embeddings(&pairs, "new-embedder")
        .await
        .unwrap();

    assert!(
        store
            .chunks_not_embedded_by("new-embedder", 100)
            .await
            .unwrap()
            .is_empty()
    );
}

/// With planner statistics (as after seeding or `ANALYZE`), word frequencies come from
/// `pg_stats`: a word in most chunks is left out and the rare words decide the ranking.
#[tokio::test]
async fn with_planner_statistics_common_words_give_way_to_rare_ones() {
    let db = TestDatabase::migrated().await;
    let store = PgKnowledgeStore::new(db.database());
    let routine: Vec<String> = (0..300)
        .map(|i| format!("Kitchen routine {i}: the kitchen team wipes every kitchen surface."))
        .collect();
    add(
        &store,
        source("Kitchen routines", &routine.join("\n\n")),
        &(0..300).map(|i| i % 8).collect::<Vec<_>>(),
    )
    .await;
    add(
        &store,
        source(
            "Leftover rice",
            "Label leftover biryani with the date, chill it within one hour and reheat it only once.",
        ),
        &[9],
    )
    .await;
    db.execute("ANALYZE chunks").await;

    let found = store
        .search(
            &query(
                "How should my kitchen label leftover biryani?",
                RetrievalMode::FullText,
                SearchFilters::default(),
            ),
            Some(axis(20)),
        )
        .await
        .unwrap();

    assert_eq!(
        found[0].source.title.as_str(),
        "Leftover rice",
        "{found:#?}"
    );
}

#[tokio::test]
async fn the_index_rebuilt_after_a_bulk_load_is_the_migrations_and_agrees_with_exact_search() {
    let (db, store) = fixture().await;
    let mut conn = common::connect(db.url()).await;
    let definition =
        "SELECT indexdef AS value FROM pg_indexes WHERE indexname = 'chunks_embedding_idx'";
    let migrated = common::text(&mut conn, definition).await;

    store.drop_vector_index().await.unwrap();
    store.build_vector_index().await.unwrap();

    assert_eq!(common::text(&mut conn, definition).await, migrated);
    let near_fridge = query("fridge", RetrievalMode::Vector, SearchFilters::default());
    let exact = store
        .exact_vector_search(&near_fridge, &axis(3))
        .await
        .unwrap();
    let indexed = store.search(&near_fridge, Some(axis(3))).await.unwrap();
    assert_eq!(exact.first(), indexed.first().map(|found| &found.chunk.id));
}
