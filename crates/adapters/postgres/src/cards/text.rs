//! A card's full-text vectors and the text ranking of cards, in raw SQL: the vectors are computed
//! by PostgreSQL (`to_tsvector` with a `regconfig`, `setweight`, tsvector `||`) and the ranking ORs
//! the words of `plainto_tsquery` and ranks by `ts_rank`, none of which the DSL can say. Every
//! value is a typed bind; only the column name is formatted in.

use batala_knowledge::{GuidanceCard, Language, card_sha256};
use diesel::QueryResult;
use diesel::sql_query;
use diesel::sql_types::{BigInt, Double, Nullable, Text};
use diesel_async::{AsyncPgConnection, RunQueryDsl};

#[derive(diesel::QueryableByName)]
pub(super) struct TextRank {
    #[diesel(sql_type = Text)]
    pub(super) card_id: String,
    #[diesel(sql_type = Double)]
    pub(super) rank: f64,
}

fn config(language: Language) -> &'static str {
    match language {
        Language::En => "english",
        Language::Ar => "arabic",
    }
}

/// A card's searchable text in one language: title and phrasings (weight A), answer (weight B).
fn searchable(card: &GuidanceCard, language: Language) -> (String, String) {
    let phrasings = match language {
        Language::En => &card.phrasings_en,
        Language::Ar => &card.phrasings_ar,
    };
    (
        format!("{} {}", card.title.get(language), phrasings.join(" ")),
        card.answer.get(language).to_owned(),
    )
}

/// Inserts the card, or replaces the card with its id (un-retiring it), with its text-search
/// vectors. `author` is the admin who wrote it; `None` for the curated files.
pub(super) async fn upsert_card(
    conn: &mut AsyncPgConnection,
    card: &GuidanceCard,
    document: &str,
    author: Option<&str>,
) -> QueryResult<usize> {
    let sha = card_sha256(card);
    let (en_a, en_b) = searchable(card, Language::En);
    let (ar_a, ar_b) = searchable(card, Language::Ar);
    sql_query(
        "INSERT INTO guidance_cards (id, topic, document, content_sha256, fts_en, fts_ar, origin, updated_by) \
         VALUES ($1, $2, $3, $4, \
           setweight(to_tsvector('english', $5), 'A') || setweight(to_tsvector('english', $6), 'B'), \
           setweight(to_tsvector('arabic', $7), 'A') || setweight(to_tsvector('arabic', $8), 'B'), \
           CASE WHEN $9::text IS NULL THEN 'curated' ELSE 'admin' END, $9) \
         ON CONFLICT (id) DO UPDATE SET topic = EXCLUDED.topic, document = EXCLUDED.document, \
           content_sha256 = EXCLUDED.content_sha256, fts_en = EXCLUDED.fts_en, \
           fts_ar = EXCLUDED.fts_ar, origin = EXCLUDED.origin, updated_by = EXCLUDED.updated_by, \
           retired_at = NULL, updated_at = now()",
    )
    .bind::<Text, _>(&card.id)
    .bind::<Text, _>(&card.topic)
    .bind::<Text, _>(document)
    .bind::<Text, _>(&sha)
    .bind::<Text, _>(&en_a)
    .bind::<Text, _>(&en_b)
    .bind::<Text, _>(&ar_a)
    .bind::<Text, _>(&ar_b)
    .bind::<Nullable<Text>, _>(author)
    .execute(conn)
    .await
}

/// The cards whose text in `language` shares any word with `text`, best first.
pub(super) async fn text_ranks(
    conn: &mut AsyncPgConnection,
    text: &str,
    language: Language,
    limit: i64,
) -> QueryResult<Vec<TextRank>> {
    let column = match language {
        Language::En => "fts_en",
        Language::Ar => "fts_ar",
    };
    // Any of the question's words (plainto_tsquery joins them with AND; OR them instead),
    // ranked so that cards matching more and rarer words come first. MATERIALIZED: inlined,
    // the prepared statement's generic plan stems the question again for every card.
    sql_query(format!(
        "WITH q AS MATERIALIZED (SELECT NULLIF(replace(plainto_tsquery($1::regconfig, $2)::text, ' & ', ' | '), '')::tsquery AS query) \
         SELECT id AS card_id, ts_rank({column}, q.query, 1)::float8 AS rank FROM guidance_cards, q \
         WHERE retired_at IS NULL AND {column} @@ q.query ORDER BY rank DESC, id LIMIT $3"
    ))
    .bind::<Text, _>(config(language))
    .bind::<Text, _>(text.to_owned())
    .bind::<BigInt, _>(limit)
    .load(conn)
    .await
}
