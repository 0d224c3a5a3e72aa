use std::collections::HashMap;

use batala_app::Config;
use batala_app::commands::seed::seed;
use batala_postgres::testing::TestDatabase;

#[tokio::test]
async fn seeding_ingests_the_whole_bilingual_corpus_once() {
    let db = TestDatabase::migrated().await;
    let env = HashMap::from([("DATABASE_URL".to_owned(), db.url().to_owned())]);
    let config = Config::from_lookup(|name| env.get(name).cloned()).unwrap();

    let first = seed(&config, false).await.unwrap();
    let second = seed(&config, false).await.unwrap();

    assert!(first.sources_added >= 80, "{first:?}");
    assert_eq!(first.sources_added, batala_knowledge::corpus_file_count());
    assert_eq!(
        (second.sources_added, second.sources_unchanged),
        (0, first.sources_added)
    );
}
