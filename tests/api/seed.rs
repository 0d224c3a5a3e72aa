use batala_app::commands::seed::seed;
use batala_postgres::testing::TestDatabase;

use crate::helpers::command_config;

#[tokio::test]
async fn seeding_ingests_the_whole_bilingual_corpus_once() {
    let db = TestDatabase::migrated().await;
    let config = command_config(db.url());

    let first = seed(&config, false).await.unwrap();
    let second = seed(&config, false).await.unwrap();

    assert!(first.sources_added >= 80, "{first:?}");
    assert_eq!(first.sources_added, batala_knowledge::corpus_file_count());
    assert_eq!(
        (second.sources_added, second.sources_unchanged),
        (0, first.sources_added)
    );
}
