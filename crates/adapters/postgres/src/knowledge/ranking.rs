//! The two rankings of hybrid retrieval, in raw SQL: the DSL cannot say what they need —
//! `ts_rank` over a `tsquery` built from the query's own lexemes and the planner's statistics
//! (`pg_stats`), pgvector's `<=>` ordered through the HNSW index with per-query `hnsw.*` settings,
//! and CTEs that bound the work. Every value is a typed bind; only constants are formatted in.

use batala_kernel::{City, Persona};
use batala_knowledge::{Embedding, Language, SearchQuery};
use diesel::QueryResult;
use diesel::sql_types::{BigInt, Double, Nullable, Text, Uuid as SqlUuid};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use pgvector::Vector;
use uuid::Uuid;

/// How many candidates each ranking contributes before fusion.
pub(super) fn candidates(limit: u32) -> i64 {
    i64::from(limit.saturating_mul(4).max(40))
}

/// The HNSW search breadth. At 100,000 chunks, on 200 real question vectors against exact search,
/// recall@10 was 0.77 at 40, 0.90 at 100, 0.97 at 200 and 0.99 at 400, each doubling costing
/// about 1.5 to 2 times the scan; 200 is the first breadth past 0.97 (`make bench` measures it).
const EF_SEARCH: i64 = 200;

/// Up to this many chunks the planner may rank by vector with an exact scan (small stores: a
/// few milliseconds, and exact); past it the HNSW index is always used.
const EXACT_SCAN_MAX_CHUNKS: i64 = 2000;

#[derive(diesel::QueryableByName)]
pub(super) struct RankedId {
    #[diesel(sql_type = SqlUuid)]
    pub(super) id: Uuid,
    #[diesel(sql_type = Double)]
    pub(super) score: f64,
}

/// A word found in more chunks than this share of the corpus (estimated from the table's
/// statistics), or in more than [`COMMON_WORD_MATCHES`] chunks, is too common to rank by: it is
/// left out of the full-text query, which would otherwise rank most of the corpus, as a search
/// engine drops stop words. Words found in fewer than [`RARE_ENOUGH_MATCHES`] chunks always count.
const COMMON_WORD_SHARE: f64 = 0.05;
const COMMON_WORD_MATCHES: i64 = 2000;
const RARE_ENOUGH_MATCHES: i64 = 200;

/// How many chunks, at least, `ts_rank` scores (a multiple of the candidates wanted): all
/// chunks matching two or more of the query's useful words (up to [`FULL_TEXT_MULTI_MATCHES`]),
/// topped up with chunks matching one. Below this many matches the ranking is exact; above it,
/// reading and scoring every matching chunk's `tsvector` costs more than the rest of the search
/// together.
fn full_text_prerank(limit: i64) -> i64 {
    limit.saturating_mul(10).max(400)
}
const FULL_TEXT_MULTI_MATCHES: i64 = 2000;

/// Any of the query's words may match (a question rarely shares all its words with the answer),
/// except words too common to tell chunks apart. Only chunks in the query's language are
/// searched, with that language's configuration, so the GIN index serves the match. Ranked by
/// `ts_rank` normalised by the log of the chunk's length (on the dev set this beat cover
/// density, `ts_rank_cd`, on MRR in both languages). `$6` is `english` or `arabic`, `$7` the
/// language, `$8` the [`full_text_prerank`] size.
///
/// Cost is kept proportional to the best matches, not to the corpus:
/// - a word's frequency comes from the planner's statistics (`pg_stats.most_common_elems` of
///   `fts`) when they list every word frequent enough to be common (their least frequent
///   listed word is rarer than that). Those count all languages: a word they call rare is
///   rare in the query's language; one they call common is rare there too if the language has
///   fewer chunks than the common-word count (`pg_stats` of `language`), and is otherwise
///   taken as common there. Only without such statistics are a word's matches counted (in the
///   query's language, up to the common-word count);
/// - the chunks matching two or more useful words are found by the GIN index alone (a query of
///   every pair of them); only they (up to [`FULL_TEXT_MULTI_MATCHES`]) and, when they are
///   fewer than [`full_text_prerank`], as many chunks matching exactly one word as make up the
///   difference, are read and scored by `ts_rank` (which decompresses each `tsvector`). A query
///   with a single useful word ranks all its matches.
/// - a language with fewer chunks than the common-word count (by `pg_stats`) has all its
///   matching chunks ranked, found through its language index: `IS TRUE` keeps the planner
///   off the GIN index, whose posting lists for words common in other languages cost more
///   than reading the language's few chunks.
fn full_text_sql() -> String {
    format!(
        "WITH terms AS (\
           SELECT DISTINCT lexeme FROM unnest(tsvector_to_array(to_tsvector($6::regconfig, $1))) AS lexeme), \
         common AS (\
           SELECT LEAST({COMMON_WORD_MATCHES}, GREATEST({RARE_ENOUGH_MATCHES}, reltuples * {COMMON_WORD_SHARE}))::bigint AS n, \
             GREATEST(reltuples, 0) AS total \
           FROM pg_class WHERE oid = 'chunks'::regclass), \
         stats AS (\
           SELECT st.most_common_elems::text::text[] AS elems, st.most_common_elem_freqs AS freqs FROM pg_stats st \
           WHERE st.schemaname = current_schema() AND st.tablename = 'chunks' AND st.attname = 'fts' \
             AND st.most_common_elems IS NOT NULL), \
         known AS (\
           SELECT e.lexeme, e.freq * common.total AS matches FROM stats, common, \
             unnest(stats.elems, stats.freqs[1:cardinality(stats.elems)]) AS e(lexeme, freq)), \
         language_rows AS (\
           SELECT max(v.freq * common.total) AS rows FROM pg_stats st, common, \
             unnest(st.most_common_vals::text::text[], st.most_common_freqs) AS v(language, freq) \
           WHERE st.schemaname = current_schema() AND st.tablename = 'chunks' AND st.attname = 'language' \
             AND v.language = $7), \
         covered AS (\
           SELECT bool_or(stats.freqs[cardinality(stats.elems) + 1] * common.total < common.n) AS yes FROM stats, common), \
         useful AS (\
           SELECT t.lexeme FROM terms t, common, covered \
           WHERE CASE \
             WHEN covered.yes AND NOT EXISTS (\
                 SELECT 1 FROM known k WHERE k.lexeme = t.lexeme AND k.matches >= common.n) THEN true \
             WHEN covered.yes AND (SELECT rows FROM language_rows) < common.n THEN true \
             WHEN covered.yes AND (SELECT rows FROM language_rows) IS NOT NULL THEN false \
             ELSE (SELECT count(*) FROM (SELECT 1 FROM chunks c \
                  WHERE c.language = $7 AND c.fts @@ quote_literal(t.lexeme)::tsquery LIMIT common.n) m) < common.n END), \
         q AS (\
           SELECT string_agg(quote_literal(lexeme), ' | ')::tsquery AS query, count(*) AS words FROM useful), \
         few AS (\
           SELECT COALESCE((SELECT rows FROM language_rows) < common.n, false) AS yes FROM common), \
         pairs AS (\
           SELECT string_agg('(' || quote_literal(a.lexeme) || ' & ' || quote_literal(b.lexeme) || ')', ' | ')::tsquery AS query \
           FROM useful a JOIN useful b ON a.lexeme < b.lexeme), \
         multi AS MATERIALIZED (\
           SELECT c.id, ts_rank(c.fts, q.query, 1)::float8 AS score \
           FROM q, pairs, chunks c JOIN sources s ON s.id = c.source_id \
           WHERE NOT (SELECT yes FROM few) AND pairs.query IS NOT NULL AND c.language = $7 AND c.fts @@ pairs.query \
             AND ($2::text IS NULL OR $2 = $7) AND {NN_FILTERS} LIMIT {FULL_TEXT_MULTI_MATCHES}), \
         single AS (\
           SELECT c.id, ts_rank(c.fts, q.query, 1)::float8 AS score \
           FROM q, pairs, chunks c JOIN sources s ON s.id = c.source_id \
           WHERE NOT (SELECT yes FROM few) AND q.query IS NOT NULL AND c.language = $7 \
             AND c.fts @@ CASE WHEN pairs.query IS NULL THEN q.query ELSE q.query && !! pairs.query END \
             AND ($2::text IS NULL OR $2 = $7) AND {NN_FILTERS} \
           LIMIT (SELECT CASE WHEN q.words > 1 THEN GREATEST(0, $8 - (SELECT count(*) FROM multi)) ELSE common.n END \
                  FROM q, common)), \
         small_language AS (\
           SELECT c.id, ts_rank(c.fts, q.query, 1)::float8 AS score \
           FROM q, chunks c JOIN sources s ON s.id = c.source_id \
           WHERE (SELECT yes FROM few) AND q.query IS NOT NULL AND c.language = $7 \
             AND (c.fts @@ q.query) IS TRUE \
             AND ($2::text IS NULL OR $2 = $7) AND {NN_FILTERS}) \
         SELECT id, score FROM multi UNION ALL SELECT id, score FROM single \
         UNION ALL SELECT id, score FROM small_language \
         ORDER BY score DESC, id LIMIT $5"
    )
}

/// Nearest chunks by cosine distance through the HNSW index (on `chunks` alone, so the planner
/// can use it), then narrowed by the sources' persona and city tags: over-fetched only when a tag
/// filter may drop some (fetching 4 times as many costs 2 to 2.5 times the scan).
pub(super) fn vector_sql() -> String {
    format!(
        "SELECT nn.id, (1 - nn.distance)::float8 AS score FROM (\
           SELECT c.id, c.source_id, c.language, c.embedding <=> $1 AS distance FROM chunks c \
           WHERE ($2::text IS NULL OR c.language = $2) \
           ORDER BY c.embedding <=> $1 \
           LIMIT CASE WHEN $3::text IS NULL AND $4::text IS NULL THEN $5 ELSE $5 * 4 END) nn \
         JOIN sources s ON s.id = nn.source_id \
         WHERE nn.distance IS NOT NULL AND {NN_FILTERS} \
         ORDER BY nn.distance LIMIT $5"
    )
}

/// The filters on the sources' persona and city tags (the language filter is on chunks).
/// Binds $3 and $4.
const NN_FILTERS: &str = "($3::text IS NULL OR s.personas = '{}' OR $3 = ANY(s.personas)) \
    AND ($4::text IS NULL OR s.cities = '{}' OR $4 = ANY(s.cities))";

pub(super) fn filter_values(
    query: &SearchQuery,
) -> (
    Option<&'static str>,
    Option<&'static str>,
    Option<&'static str>,
) {
    let filters = query.filters();
    (
        filters.language.map(Language::as_str),
        filters.persona.map(Persona::as_str),
        filters.city.map(City::as_str),
    )
}

pub(super) async fn full_text_ranking(
    conn: &mut AsyncPgConnection,
    query: &SearchQuery,
    limit: i64,
) -> QueryResult<Vec<RankedId>> {
    let (language_filter, persona, city) = filter_values(query);
    // The query's own language when no filter names one: words only match their own language.
    let language = query
        .filters()
        .language
        .unwrap_or_else(|| Language::detect(query.text()));
    let config = match language {
        Language::En => "english",
        Language::Ar => "arabic",
    };
    diesel::sql_query(full_text_sql())
        .bind::<Text, _>(query.text())
        .bind::<Nullable<Text>, _>(language_filter)
        .bind::<Nullable<Text>, _>(persona)
        .bind::<Nullable<Text>, _>(city)
        .bind::<BigInt, _>(limit)
        .bind::<Text, _>(config)
        .bind::<Text, _>(language.as_str())
        .bind::<BigInt, _>(full_text_prerank(limit))
        .load(conn)
        .await
}

async fn vector_ranking(
    conn: &mut AsyncPgConnection,
    query: &SearchQuery,
    embedding: &Embedding,
    limit: i64,
) -> QueryResult<Vec<RankedId>> {
    let (language, persona, city) = filter_values(query);
    // Per query (local to the caller's transaction), in one round trip: search breadth, keep
    // scanning the index when filters drop candidates, and no sequential scan once the table
    // is past [`EXACT_SCAN_MAX_CHUNKS`]: the planner does not count reading each embedding out
    // of TOAST, so at 10,000 chunks it chose an exact scan (55 ms) over the index (a few ms).
    diesel::sql_query(format!(
        "SELECT set_config('hnsw.ef_search', '{EF_SEARCH}', true), \
           set_config('hnsw.iterative_scan', 'relaxed_order', true), \
           set_config('enable_seqscan', CASE WHEN reltuples > {EXACT_SCAN_MAX_CHUNKS} THEN 'off' ELSE 'on' END, true) \
         FROM pg_class WHERE oid = 'chunks'::regclass"
    ))
    .execute(conn)
    .await?;
    let rows: Vec<RankedId> = diesel::sql_query(vector_sql())
        .bind::<pgvector::sql_types::Vector, _>(Vector::from(embedding.as_slice().to_vec()))
        .bind::<Nullable<Text>, _>(language)
        .bind::<Nullable<Text>, _>(persona)
        .bind::<Nullable<Text>, _>(city)
        .bind::<BigInt, _>(limit)
        .load(conn)
        .await?;
    // relaxed_order may return neighbours slightly out of order: restore it.
    let mut rows = rows;
    rows.sort_by(|a, b| b.score.total_cmp(&a.score));
    Ok(rows)
}

/// [`vector_ranking`] in a transaction of its own, which bounds its settings.
pub(super) async fn vector_ranking_in_transaction(
    conn: &mut AsyncPgConnection,
    query: &SearchQuery,
    embedding: &Embedding,
    limit: i64,
) -> QueryResult<Vec<RankedId>> {
    conn.transaction(async |conn| vector_ranking(conn, query, embedding, limit).await)
        .await
}
