//! The questions-and-answers store against a real PostgreSQL: saving and reading answers back,
//! slug conflicts, the admin questions and answers lists, and publishing.
#![allow(clippy::expect_used, clippy::unwrap_used)]

mod common;

use batala_ask::{
    AnswerFilter, AnswerRecord, AnsweredFilter, AskCommand, Channel, CitedSource, Confidence,
    GeneratedAnswer, Language, NewAnswer, PublishedFilter, QaError, QaStore, Question,
    QuestionFilter, QuestionRecord, QuestionSort, QuestionStats, SearchTerm, answer_slug,
};
use batala_kernel::{AnswerId, City, Page, Persona, Slug, WebUrl};
use batala_postgres::PgQaStore;
use batala_postgres::testing::TestDatabase;
use common::{connect, text};

fn command(question: &str, persona: Persona, city: City, channel: Channel) -> AskCommand {
    AskCommand::new(Question::parse(question).unwrap(), persona, city, channel)
}

fn generated(answer: &str) -> GeneratedAnswer {
    GeneratedAnswer {
        answer: answer.to_owned(),
        key_tips: vec![
            "Cool rice within one hour".to_owned(),
            "Store it below 5 °C".to_owned(),
        ],
        local_context: "Dubai Municipality inspects cooling logs.".to_owned(),
        cited_sources: vec![
            CitedSource::new(
                Some("Food Code"),
                Some(WebUrl::parse("https://www.dm.gov.ae/food-code").unwrap()),
            )
            .unwrap()
            .with_publisher(Some("Dubai Municipality")),
            CitedSource::new(Some("WHO Five Keys"), None).unwrap(),
            CitedSource::new(None, Some(WebUrl::parse("https://www.fao.org/x").unwrap())).unwrap(),
        ],
        confidence: Confidence::parse(0.875).unwrap(),
        risk_flags: vec!["temperature_abuse".to_owned()],
        cta_text: Some("Ask about your buffet".to_owned()),
        stated_savings_aed: None,
        topic: Some("cooling".to_owned()),
    }
}

fn new_answer(command: &AskCommand, suffix: &str, answer: &str) -> NewAnswer {
    NewAnswer {
        generated: generated(answer),
        estimated_savings_aed: Some(1250.5),
        slug: answer_slug(command.question(), suffix).unwrap(),
        language: command.language(),
        nearest_card: Some("cooked-rice-storage".to_owned()),
    }
}

async fn save(store: &PgQaStore, question: &str, suffix: &str, answer: &str) -> AnswerRecord {
    let command = command(question, Persona::Hotel, City::Dubai, Channel::Web);
    store
        .save_question_and_answer(&command, &new_answer(&command, suffix, answer))
        .await
        .unwrap()
}

/// Asserts that `record` holds what was saved.
fn assert_saved(record: &AnswerRecord, command: &AskCommand, answer: &NewAnswer) {
    assert_eq!(record.question_text, command.question().as_str());
    assert_eq!(record.persona, command.persona());
    assert_eq!(record.city, command.city());
    assert_eq!(record.answer_text, answer.generated.answer);
    assert_eq!(record.key_tips, answer.generated.key_tips);
    assert_eq!(record.local_context, answer.generated.local_context);
    assert_eq!(record.estimated_savings_aed, answer.estimated_savings_aed);
    assert_eq!(record.cited_sources, answer.generated.cited_sources);
    assert_eq!(record.confidence, answer.generated.confidence);
    assert_eq!(record.risk_flags, answer.generated.risk_flags);
    assert_eq!(record.cta_text, answer.generated.cta_text);
    assert_eq!(record.slug, answer.slug);
    assert_eq!(record.language, answer.language);
    assert_eq!(record.topic, answer.generated.topic);
    assert!(!record.published);
}

#[tokio::test]
async fn a_saved_answer_reads_back_by_slug_with_every_field() {
    let db = TestDatabase::migrated().await;
    let store = PgQaStore::new(db.database());
    let command = command(
        "How long can cooked rice stay on a buffet?",
        Persona::Restaurant,
        City::AbuDhabi,
        Channel::Api,
    );
    let answer = new_answer(&command, "abc12", "Keep cooked rice hot above 60 °C.");

    let saved = store
        .save_question_and_answer(&command, &answer)
        .await
        .unwrap();
    let read = store.answer_by_slug(&answer.slug).await.unwrap();

    assert_saved(&saved, &command, &answer);
    assert_eq!(read, saved);
    let mut conn = connect(db.url()).await;
    let stored = text(
        &mut conn,
        "SELECT concat_ws('|', q.channel, q.language, q.persona, q.city, a.bullets::text, \
           a.estimated_savings_aed::text, a.confidence::text, a.cited_sources::text) AS value \
         FROM answers a JOIN questions q ON q.id = a.question_id",
    )
    .await;
    assert_eq!(
        stored,
        "api|en|restaurant|abu_dhabi|{\"Cool rice within one hour\",\"Store it below 5 °C\"}|\
         1250.50|0.875|[{\"url\": \"https://www.dm.gov.ae/food-code\", \"title\": \"Food Code\", \"publisher\": \"Dubai Municipality\"}, \
         {\"url\": null, \"title\": \"WHO Five Keys\"}, {\"url\": \"https://www.fao.org/x\", \"title\": null}]"
    );
}

#[tokio::test]
async fn an_arabic_answer_without_savings_round_trips() {
    let db = TestDatabase::migrated().await;
    let store = PgQaStore::new(db.database());
    let command = command(
        "كيف أحفظ الأرز المطبوخ بأمان في المطعم؟",
        Persona::Household,
        City::RasAlKhaimah,
        Channel::Web,
    );
    let answer = NewAnswer {
        generated: GeneratedAnswer {
            answer: "برّد الأرز خلال ساعة واحدة واحفظه في الثلاجة.".to_owned(),
            key_tips: vec!["استخدم أوعية مسطحة".to_owned()],
            local_context: "تفتش بلدية رأس الخيمة على درجات الحرارة.".to_owned(),
            cited_sources: vec![CitedSource::new(Some("دليل سلامة الغذاء"), None).unwrap()],
            confidence: Confidence::parse(0.0).unwrap(),
            risk_flags: Vec::new(),
            cta_text: None,
            stated_savings_aed: None,
            topic: None,
        },
        estimated_savings_aed: None,
        slug: answer_slug(command.question(), "x7q2m").unwrap(),
        language: Language::Ar,
        nearest_card: None,
    };

    let saved = store
        .save_question_and_answer(&command, &answer)
        .await
        .unwrap();
    let read = store
        .answer_by_slug(&Slug::parse("answer-x7q2m").unwrap())
        .await
        .unwrap();

    assert_saved(&read, &command, &answer);
    assert_eq!(read, saved);
    let mut conn = connect(db.url()).await;
    let languages = text(
        &mut conn,
        "SELECT q.language || a.language || coalesce(a.estimated_savings_aed::text, 'null') AS value \
         FROM answers a JOIN questions q ON q.id = a.question_id",
    )
    .await;
    assert_eq!(languages, "ararnull");
}

#[tokio::test]
async fn stored_numerics_keep_their_column_precision() {
    let db = TestDatabase::migrated().await;
    let store = PgQaStore::new(db.database());
    let command = command(
        "How much can a bakery save on bread?",
        Persona::Retail,
        City::Sharjah,
        Channel::Web,
    );
    let mut answer = new_answer(&command, "r0und", "Bake to demand.");
    answer.estimated_savings_aed = Some(999.999);
    answer.generated.confidence = Confidence::parse(0.12345).unwrap();

    let saved = store
        .save_question_and_answer(&command, &answer)
        .await
        .unwrap();

    assert_eq!(saved.estimated_savings_aed, Some(1000.0));
    assert_eq!(saved.confidence, Confidence::parse(0.123).unwrap());
}

#[tokio::test]
async fn a_taken_slug_is_refused_and_nothing_is_stored() {
    let db = TestDatabase::migrated().await;
    let store = PgQaStore::new(db.database());
    let first = command(
        "How do I store dates in summer?",
        Persona::Retail,
        City::Ajman,
        Channel::Web,
    );
    store
        .save_question_and_answer(&first, &new_answer(&first, "dup01", "Keep them cool."))
        .await
        .unwrap();
    let second = command(
        "How do I store dates in summer heat?",
        Persona::Hotel,
        City::Dubai,
        Channel::Web,
    );
    let mut clash = new_answer(&second, "other", "Refrigerate them.");
    clash.slug = Slug::parse("how-do-i-store-dates-in-summer-dup01").unwrap();

    let result = store.save_question_and_answer(&second, &clash).await;

    assert!(matches!(result, Err(QaError::SlugTaken)), "{result:?}");
    let mut conn = connect(db.url()).await;
    let counts = text(
        &mut conn,
        "SELECT (SELECT count(*) FROM questions) || '/' || (SELECT count(*) FROM answers) AS value",
    )
    .await;
    assert_eq!(counts, "1/1");
}

#[tokio::test]
async fn an_unknown_slug_is_not_found() {
    let db = TestDatabase::migrated().await;
    let store = PgQaStore::new(db.database());

    let result = store
        .answer_by_slug(&Slug::parse("no-such-answer-zz9").unwrap())
        .await;

    assert!(matches!(result, Err(QaError::NotFound)), "{result:?}");
}

/// Five questions on five days: three answered through the store, two unanswered (one from
/// WhatsApp); a 50% question and an Arabic one among them.
async fn arrange_questions(db: &TestDatabase, store: &PgQaStore) {
    let long_answer = format!(
        "Chill leftovers quickly. {}",
        "Label every tray. ".repeat(20)
    );
    for (question, persona, city, suffix, answer) in [
        (
            "Storing cooked RICE overnight",
            Persona::Hotel,
            City::Dubai,
            "day1",
            long_answer.as_str(),
        ),
        (
            "Can I donate buffet leftovers?",
            Persona::Restaurant,
            City::Dubai,
            "day3",
            "Yes, through a licensed food bank.",
        ),
        (
            "كيف أحفظ الأرز المطبوخ للغد؟",
            Persona::Household,
            City::Sharjah,
            "day5",
            "في الثلاجة خلال ساعة.",
        ),
    ] {
        let command = command(question, persona, city, Channel::Web);
        store
            .save_question_and_answer(&command, &new_answer(&command, suffix, answer))
            .await
            .unwrap();
    }
    db.execute(
        "INSERT INTO questions (persona, city, channel, text) VALUES \
           ('hotel', 'ajman', 'whatsapp', 'Is a 50% markdown on day-old bread wise?'), \
           ('restaurant', 'dubai', 'api', 'How cold should a rice fridge be?'); \
         UPDATE questions SET created_at = CASE \
           WHEN text LIKE 'Storing%' THEN timestamptz '2025-09-01 09:00Z' \
           WHEN text LIKE 'Is a 50%' THEN timestamptz '2025-09-02 09:00Z' \
           WHEN text LIKE 'Can I%' THEN timestamptz '2025-09-03 09:00Z' \
           WHEN text LIKE 'How cold%' THEN timestamptz '2025-09-04 09:00Z' \
           ELSE timestamptz '2025-09-05 09:00Z' END;",
    )
    .await;
}

fn page(number: u32, size: u32) -> Page {
    Page::new(Some(number), Some(size)).unwrap()
}

fn texts(questions: &[QuestionRecord]) -> Vec<&str> {
    questions.iter().map(|q| q.text.as_str()).collect()
}

async fn list(store: &PgQaStore, filter: QuestionFilter) -> Vec<String> {
    let page = store.list_questions(&filter, page(1, 100)).await.unwrap();
    texts(&page.questions)
        .into_iter()
        .map(ToOwned::to_owned)
        .collect()
}

fn search(term: &str) -> Option<SearchTerm> {
    SearchTerm::parse(Some(term)).unwrap()
}

#[tokio::test]
async fn the_questions_list_filters_by_search_status_persona_and_city() {
    let db = TestDatabase::migrated().await;
    let store = PgQaStore::new(db.database());
    arrange_questions(&db, &store).await;

    let by_search = list(
        &store,
        QuestionFilter {
            search: search("rice"),
            ..QuestionFilter::default()
        },
    )
    .await;
    let by_percent = list(
        &store,
        QuestionFilter {
            search: search("50%"),
            ..QuestionFilter::default()
        },
    )
    .await;
    let by_underscore = list(
        &store,
        QuestionFilter {
            search: search("_"),
            ..QuestionFilter::default()
        },
    )
    .await;
    let by_arabic = list(
        &store,
        QuestionFilter {
            search: search("الأرز"),
            ..QuestionFilter::default()
        },
    )
    .await;
    let answered = list(
        &store,
        QuestionFilter {
            status: AnsweredFilter::Answered,
            ..QuestionFilter::default()
        },
    )
    .await;
    let unanswered = list(
        &store,
        QuestionFilter {
            status: AnsweredFilter::Unanswered,
            ..QuestionFilter::default()
        },
    )
    .await;
    let restaurants_in_dubai = list(
        &store,
        QuestionFilter {
            persona: Some(Persona::Restaurant),
            city: Some(City::Dubai),
            ..QuestionFilter::default()
        },
    )
    .await;
    let answered_rice_in_dubai = list(
        &store,
        QuestionFilter {
            search: search("RICE"),
            status: AnsweredFilter::Answered,
            city: Some(City::Dubai),
            ..QuestionFilter::default()
        },
    )
    .await;

    assert_eq!(
        by_search,
        [
            "How cold should a rice fridge be?",
            "Storing cooked RICE overnight"
        ]
    );
    assert_eq!(by_percent, ["Is a 50% markdown on day-old bread wise?"]);
    assert!(by_underscore.is_empty(), "{by_underscore:?}");
    assert_eq!(by_arabic, ["كيف أحفظ الأرز المطبوخ للغد؟"]);
    assert_eq!(
        answered,
        [
            "كيف أحفظ الأرز المطبوخ للغد؟",
            "Can I donate buffet leftovers?",
            "Storing cooked RICE overnight"
        ]
    );
    assert_eq!(
        unanswered,
        [
            "How cold should a rice fridge be?",
            "Is a 50% markdown on day-old bread wise?"
        ]
    );
    assert_eq!(
        restaurants_in_dubai,
        [
            "How cold should a rice fridge be?",
            "Can I donate buffet leftovers?"
        ]
    );
    assert_eq!(answered_rice_in_dubai, ["Storing cooked RICE overnight"]);
}

#[tokio::test]
async fn the_questions_list_sorts_as_the_domain_defines() {
    let db = TestDatabase::migrated().await;
    let store = PgQaStore::new(db.database());
    arrange_questions(&db, &store).await;
    // Two questions at the same instant: the tie falls to the id.
    db.execute(
        "UPDATE questions SET created_at = timestamptz '2025-09-03 09:00Z' \
         WHERE text LIKE 'How cold%'",
    )
    .await;
    let all = store
        .list_questions(&QuestionFilter::default(), page(1, 100))
        .await
        .unwrap()
        .questions;

    for sort in QuestionSort::ALL {
        let listed = store
            .list_questions(
                &QuestionFilter {
                    sort,
                    ..QuestionFilter::default()
                },
                page(1, 100),
            )
            .await
            .unwrap()
            .questions;
        let mut expected = all.clone();
        expected.sort_by(|a, b| sort.compare(a, b));
        assert_eq!(listed, expected, "{sort}");
    }
    let oldest = list(
        &store,
        QuestionFilter {
            sort: QuestionSort::Oldest,
            ..QuestionFilter::default()
        },
    )
    .await;
    assert_eq!(oldest[0], "Storing cooked RICE overnight");
    let answered_first = list(
        &store,
        QuestionFilter {
            sort: QuestionSort::AnsweredFirst,
            ..QuestionFilter::default()
        },
    )
    .await;
    assert_eq!(
        answered_first[..3],
        [
            "كيف أحفظ الأرز المطبوخ للغد؟",
            "Can I donate buffet leftovers?",
            "Storing cooked RICE overnight"
        ]
    );
    let unanswered_first = list(
        &store,
        QuestionFilter {
            sort: QuestionSort::UnansweredFirst,
            ..QuestionFilter::default()
        },
    )
    .await;
    assert_eq!(
        unanswered_first[..2],
        [
            "How cold should a rice fridge be?",
            "Is a 50% markdown on day-old bread wise?"
        ]
    );
}

#[tokio::test]
async fn the_questions_list_pages_and_counts() {
    let db = TestDatabase::migrated().await;
    let store = PgQaStore::new(db.database());
    arrange_questions(&db, &store).await;
    let filter = QuestionFilter {
        search: search("?"),
        ..QuestionFilter::default()
    };

    let first = store.list_questions(&filter, page(1, 2)).await.unwrap();
    let second = store.list_questions(&filter, page(2, 2)).await.unwrap();
    let past_end = store.list_questions(&filter, page(3, 2)).await.unwrap();

    // The Arabic question ends with an Arabic question mark, not "?".
    assert_eq!(
        texts(&first.questions),
        [
            "How cold should a rice fridge be?",
            "Can I donate buffet leftovers?"
        ]
    );
    assert_eq!(
        texts(&second.questions),
        ["Is a 50% markdown on day-old bread wise?"]
    );
    assert!(past_end.questions.is_empty());
    let stats = QuestionStats {
        total: 5,
        answered: 3,
        unanswered: 2,
        filtered: 3,
    };
    assert_eq!(
        (first.stats, second.stats, past_end.stats),
        (stats, stats, stats)
    );
}

#[tokio::test]
async fn a_listed_question_carries_its_channel_and_answer_summary() {
    let db = TestDatabase::migrated().await;
    let store = PgQaStore::new(db.database());
    arrange_questions(&db, &store).await;

    let listed = store
        .list_questions(&QuestionFilter::default(), page(1, 100))
        .await
        .unwrap()
        .questions;

    let find = |start: &str| listed.iter().find(|q| q.text.starts_with(start)).unwrap();
    let rice = find("Storing");
    let summary = rice.answer.as_ref().unwrap();
    assert_eq!(rice.channel, Some(Channel::Web));
    assert_eq!((rice.persona, rice.city), (Persona::Hotel, City::Dubai));
    assert_eq!(summary.slug.as_str(), "storing-cooked-rice-overnight-day1");
    assert!(
        summary
            .excerpt
            .starts_with("Chill leftovers quickly. Label")
    );
    assert!(summary.excerpt.ends_with('…'));
    assert!(summary.excerpt.chars().count() <= 201);
    let donate = find("Can I").answer.as_ref().unwrap();
    assert_eq!(donate.excerpt, "Yes, through a licensed food bank.");
    assert_eq!(find("Is a 50%").channel, None);
    assert_eq!(find("Is a 50%").answer, None);
    assert_eq!(find("How cold").channel, Some(Channel::Api));
    assert_eq!(rice.created_at.to_rfc3339(), "2025-09-01T09:00:00+00:00");
}

#[tokio::test]
async fn an_empty_store_lists_no_questions_and_zero_counts() {
    let db = TestDatabase::migrated().await;
    let store = PgQaStore::new(db.database());

    let listed = store
        .list_questions(&QuestionFilter::default(), Page::default())
        .await
        .unwrap();

    assert!(listed.questions.is_empty());
    assert_eq!(listed.stats, QuestionStats::default());
}

async fn slugs(store: &PgQaStore, filter: AnswerFilter) -> Vec<String> {
    store
        .list_answers(&filter, page(1, 100))
        .await
        .unwrap()
        .answers
        .into_iter()
        .map(|answer| answer.slug.as_str().to_owned())
        .collect()
}

#[tokio::test]
async fn the_answers_list_filters_by_publication_and_search_newest_first() {
    let db = TestDatabase::migrated().await;
    let store = PgQaStore::new(db.database());
    let rice = save(
        &store,
        "How long does cooked rice keep?",
        "aaa1",
        "One day in the fridge.",
    )
    .await;
    save(
        &store,
        "Can hotels donate surplus bread?",
        "bbb2",
        "Yes: use a licensed FOOD BANK.",
    )
    .await;
    save(
        &store,
        "What is a safe fridge temperature?",
        "ccc3",
        "Below 5 °C.",
    )
    .await;
    store.set_published(rice.id, true).await.unwrap();
    db.execute(
        "UPDATE answers SET created_at = CASE \
           WHEN slug LIKE '%aaa1' THEN timestamptz '2025-09-01 09:00Z' \
           WHEN slug LIKE '%bbb2' THEN timestamptz '2025-09-03 09:00Z' \
           ELSE timestamptz '2025-09-02 09:00Z' END",
    )
    .await;

    let all = slugs(&store, AnswerFilter::default()).await;
    let published = slugs(
        &store,
        AnswerFilter {
            published: PublishedFilter::Published,
            ..AnswerFilter::default()
        },
    )
    .await;
    let unpublished = slugs(
        &store,
        AnswerFilter {
            published: PublishedFilter::Unpublished,
            ..AnswerFilter::default()
        },
    )
    .await;
    let in_answer = slugs(
        &store,
        AnswerFilter {
            search: search("food bank"),
            ..AnswerFilter::default()
        },
    )
    .await;
    let in_question = slugs(
        &store,
        AnswerFilter {
            search: search("FRIDGE TEMPERATURE"),
            ..AnswerFilter::default()
        },
    )
    .await;
    let in_slug = slugs(
        &store,
        AnswerFilter {
            search: search("aaa1"),
            ..AnswerFilter::default()
        },
    )
    .await;
    let fridge_unpublished = slugs(
        &store,
        AnswerFilter {
            search: search("fridge"),
            published: PublishedFilter::Unpublished,
            ..AnswerFilter::default()
        },
    )
    .await;

    assert_eq!(
        all,
        [
            "can-hotels-donate-surplus-bread-bbb2",
            "what-is-a-safe-fridge-temperature-ccc3",
            "how-long-does-cooked-rice-keep-aaa1"
        ]
    );
    assert_eq!(published, ["how-long-does-cooked-rice-keep-aaa1"]);
    assert_eq!(
        unpublished,
        [
            "can-hotels-donate-surplus-bread-bbb2",
            "what-is-a-safe-fridge-temperature-ccc3"
        ]
    );
    assert_eq!(in_answer, ["can-hotels-donate-surplus-bread-bbb2"]);
    assert_eq!(in_question, ["what-is-a-safe-fridge-temperature-ccc3"]);
    assert_eq!(in_slug, ["how-long-does-cooked-rice-keep-aaa1"]);
    // "fridge" is in the rice answer's text too, but that one is published.
    assert_eq!(
        fridge_unpublished,
        ["what-is-a-safe-fridge-temperature-ccc3"]
    );
}

#[tokio::test]
async fn publishing_and_unpublishing_an_answer_returns_it_changed() {
    let db = TestDatabase::migrated().await;
    let store = PgQaStore::new(db.database());
    let saved = save(
        &store,
        "How long does cooked rice keep?",
        "pub01",
        "One day in the fridge.",
    )
    .await;

    let published = store.set_published(saved.id, true).await.unwrap();
    let read = store.answer_by_slug(&saved.slug).await.unwrap();
    let unpublished = store.set_published(saved.id, false).await.unwrap();

    assert!(published.published);
    assert_eq!(
        published,
        AnswerRecord {
            published: true,
            ..saved.clone()
        }
    );
    assert_eq!(read, published);
    assert_eq!(unpublished, saved);
}

#[tokio::test]
async fn publishing_an_unknown_answer_is_not_found() {
    let db = TestDatabase::migrated().await;
    let store = PgQaStore::new(db.database());

    let result = store.set_published(AnswerId::new(), true).await;

    assert!(matches!(result, Err(QaError::NotFound)), "{result:?}");
}

#[tokio::test]
async fn the_questions_search_also_finds_an_answer_slug_as_the_domain_defines() {
    let db = TestDatabase::migrated().await;
    let store = PgQaStore::new(db.database());
    arrange_questions(&db, &store).await;
    let all = store
        .list_questions(&QuestionFilter::default(), page(1, 100))
        .await
        .unwrap()
        .questions;

    for term in ["overnight-day1", "DAY3", "answer-day5", "rice", "day"] {
        let filter = QuestionFilter {
            search: search(term),
            ..QuestionFilter::default()
        };
        let listed = list(&store, filter.clone()).await;
        let expected: Vec<&str> = all
            .iter()
            .filter(|q| filter.matches(q))
            .map(|q| q.text.as_str())
            .collect();
        assert_eq!(listed, expected, "{term}");
    }
    assert_eq!(
        list(
            &store,
            QuestionFilter {
                search: search("day3"),
                ..QuestionFilter::default()
            }
        )
        .await,
        ["Can I donate buffet leftovers?"]
    );
}

#[tokio::test]
async fn a_listed_answer_summary_says_whether_it_is_published_and_cuts_on_a_word() {
    let db = TestDatabase::migrated().await;
    let store = PgQaStore::new(db.database());
    arrange_questions(&db, &store).await;
    db.execute("UPDATE answers SET published = true WHERE slug LIKE '%day3'")
        .await;

    let listed = store
        .list_questions(&QuestionFilter::default(), page(1, 100))
        .await
        .unwrap()
        .questions;

    let summary = |start: &str| {
        listed
            .iter()
            .find(|q| q.text.starts_with(start))
            .and_then(|q| q.answer.clone())
            .unwrap()
    };
    assert!(summary("Can I").published);
    assert!(!summary("Storing").published);
    let excerpt = summary("Storing").excerpt;
    let kept = excerpt.strip_suffix('…').unwrap();
    let full = store
        .answer_by_slug(&Slug::parse("storing-cooked-rice-overnight-day1").unwrap())
        .await
        .unwrap()
        .answer_text;
    assert!(full.starts_with(kept), "{kept:?}");
    assert!(
        full[kept.len()..].starts_with(char::is_whitespace),
        "cut after a whole word: {kept:?}"
    );
}

#[tokio::test]
async fn the_answers_list_pages_with_its_total() {
    let db = TestDatabase::migrated().await;
    let store = PgQaStore::new(db.database());
    arrange_questions(&db, &store).await;
    let filter = AnswerFilter::default();

    let first = store.list_answers(&filter, page(1, 2)).await.unwrap();
    let second = store.list_answers(&filter, page(2, 2)).await.unwrap();
    let past_end = store.list_answers(&filter, page(3, 2)).await.unwrap();
    let searched = store
        .list_answers(
            &AnswerFilter {
                search: search("food bank"),
                ..AnswerFilter::default()
            },
            page(1, 2),
        )
        .await
        .unwrap();

    let slugs = |listed: &batala_ask::AnswerPage| -> Vec<String> {
        listed
            .answers
            .iter()
            .map(|a| a.slug.as_str().to_owned())
            .collect()
    };
    assert_eq!(slugs(&first).len(), 2);
    assert_eq!(slugs(&second).len(), 1);
    assert!(past_end.answers.is_empty());
    assert_eq!(
        (first.total, second.total, past_end.total, searched.total),
        (3, 3, 3, 1)
    );
    let mut every: Vec<String> = slugs(&first).into_iter().chain(slugs(&second)).collect();
    every.sort();
    every.dedup();
    assert_eq!(every.len(), 3, "no answer on two pages");
    let newest_first: Vec<_> = first
        .answers
        .iter()
        .chain(&second.answers)
        .map(|a| a.created_at)
        .collect();
    assert!(newest_first.windows(2).all(|w| w[0] >= w[1]));
}

#[tokio::test]
async fn the_questions_list_can_stop_at_an_instant_and_its_counters_do_not() {
    let db = TestDatabase::migrated().await;
    let store = PgQaStore::new(db.database());
    arrange_questions(&db, &store).await;
    let until = "2025-09-03T09:00:00Z".parse().unwrap();

    let listed = store
        .list_questions(
            &QuestionFilter {
                asked_until: Some(until),
                sort: QuestionSort::Oldest,
                ..QuestionFilter::default()
            },
            page(1, 100),
        )
        .await
        .unwrap();

    assert_eq!(
        texts(&listed.questions),
        [
            "Storing cooked RICE overnight",
            "Is a 50% markdown on day-old bread wise?",
            "Can I donate buffet leftovers?"
        ]
    );
    assert_eq!((listed.stats.filtered, listed.stats.total), (3, 5));
}

#[tokio::test]
async fn answers_filter_by_persona_language_and_topic() {
    let db = TestDatabase::migrated().await;
    let store = PgQaStore::new(db.database());
    let mut saved = Vec::new();
    for (question, persona, language, topic, suffix) in [
        (
            "How long does cooked rice keep?",
            Persona::Hotel,
            Language::En,
            Some("storage"),
            "fil1",
        ),
        (
            "كم يبقى الأرز المطبوخ في الثلاجة؟",
            Persona::Household,
            Language::Ar,
            Some("storage"),
            "fil2",
        ),
        (
            "Can hotels donate surplus bread?",
            Persona::Hotel,
            Language::En,
            Some("donation"),
            "fil3",
        ),
        (
            "What is this strange question about?",
            Persona::Retail,
            Language::En,
            None,
            "fil4",
        ),
    ] {
        let command = command(question, persona, City::Dubai, Channel::Web);
        let mut answer = new_answer(&command, suffix, "An answer.");
        answer.generated.topic = topic.map(str::to_owned);
        answer.language = language;
        saved.push(
            store
                .save_question_and_answer(&command, &answer)
                .await
                .unwrap(),
        );
    }
    let suffixes = |filter: AnswerFilter| {
        let store = &store;
        async move {
            let mut found: Vec<String> = store
                .list_answers(&filter, Page::new(Some(1), Some(20)).unwrap())
                .await
                .unwrap()
                .answers
                .iter()
                .map(|a| {
                    a.slug
                        .as_str()
                        .rsplit('-')
                        .next()
                        .unwrap_or_default()
                        .to_owned()
                })
                .collect();
            found.sort();
            found
        }
    };

    let storage = suffixes(AnswerFilter {
        topic: Some("storage".to_owned()),
        ..AnswerFilter::default()
    })
    .await;
    let hotel = suffixes(AnswerFilter {
        persona: Some(Persona::Hotel),
        ..AnswerFilter::default()
    })
    .await;
    let arabic = suffixes(AnswerFilter {
        language: Some(Language::Ar),
        ..AnswerFilter::default()
    })
    .await;
    let english_storage = suffixes(AnswerFilter {
        topic: Some("storage".to_owned()),
        language: Some(Language::En),
        ..AnswerFilter::default()
    })
    .await;

    assert_eq!(storage, ["fil1", "fil2"]);
    assert_eq!(hotel, ["fil1", "fil3"]);
    assert_eq!(arabic, ["fil2"]);
    assert_eq!(english_storage, ["fil1"]);
    assert_eq!(saved[3].topic, None);
    assert_eq!(saved[2].topic.as_deref(), Some("donation"));
}
