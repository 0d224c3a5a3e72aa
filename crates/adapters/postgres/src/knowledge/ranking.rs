//! The two rankings of hybrid retrieval, in raw SQL: the DSL cannot say what they need —
//! `ts_rank` over a `tsquery` built from the query's own lexemes and the planner's statistics
//! (`pg_stats`), pgvector's `<=>` ordered through the HNSW index with per-query `hnsw.*` settings,
//! and CTEs that bound the work. Every value is a typed bind; only constants are formatted in.
//!
//! Each ranking is a statement type of its own ([`Statement`]), which diesel prepares once per
//! connection and reuses: parsing and planning the full-text statement cost more than running it.

use std::marker::PhantomData;
use std::sync::LazyLock;

use batala_kernel::{City, Persona};
use batala_knowledge::{Embedding, Language, SearchQuery};
use diesel::QueryResult;
use diesel::pg::Pg;
use diesel::query_builder::{AstPass, Query, QueryFragment, QueryId};
use diesel::sql_types::{BigInt, Double, Nullable, Text, Untyped, Uuid as SqlUuid};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use pgvector::Vector;
use uuid::Uuid;

/// How many candidates each ranking contributes before fusion.
pub(super) fn candidates(limit: u32) -> i64 {
    i64::from(limit.saturating_mul(4).max(40))
}

/// The HNSW search breadth. At 100,000 chunks, on 200 real question vectors against exact search
/// (the half-precision index built with `ef_construction` 200), recall@10 was 0.76 at 40, 0.85
/// at 64, 0.92 at 100 and 0.98 at 200, the scan costing about 1.5 times more per doubling; 200 is
/// the first breadth past 0.97 (`make bench` measures it).
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
/// searched, with that language's configuration (both formatted in: one statement per language,
/// so each prepared plan knows how many chunks its language has), so the GIN index serves the
/// match. Ranked by `ts_rank` normalised by the log of the chunk's length (on the dev set this
/// beat cover density, `ts_rank_cd`, on MRR in both languages). Binds, in order: the query's
/// text, the persona and city filters, the [`full_text_prerank`] size and the limit.
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
fn full_text_sql(language: Language) -> String {
    let code = language.as_str();
    let config = match language {
        Language::En => "english",
        Language::Ar => "arabic",
    };
    format!(
        "WITH terms AS (\
           SELECT DISTINCT lexeme FROM unnest(tsvector_to_array(to_tsvector('{config}', $1::text))) AS lexeme), \
         filters AS (SELECT $2::text AS persona, $3::text AS city), \
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
             AND v.language = '{code}'), \
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
                  WHERE c.language = '{code}' AND c.fts @@ quote_literal(t.lexeme)::tsquery LIMIT common.n) m) < common.n END), \
         q AS (\
           SELECT string_agg(quote_literal(lexeme), ' | ')::tsquery AS query, count(*) AS words FROM useful), \
         few AS (\
           SELECT COALESCE((SELECT rows FROM language_rows) < common.n, false) AS yes FROM common), \
         pairs AS (\
           SELECT string_agg('(' || quote_literal(a.lexeme) || ' & ' || quote_literal(b.lexeme) || ')', ' | ')::tsquery AS query \
           FROM useful a JOIN useful b ON a.lexeme < b.lexeme), \
         multi AS MATERIALIZED (\
           SELECT c.id, ts_rank(c.fts, q.query, 1)::float8 AS score \
           FROM q, pairs, filters f, chunks c JOIN sources s ON s.id = c.source_id \
           WHERE NOT (SELECT yes FROM few) AND pairs.query IS NOT NULL AND c.language = '{code}' \
             AND c.fts @@ pairs.query AND {FILTERS} LIMIT {FULL_TEXT_MULTI_MATCHES}), \
         single AS (\
           SELECT c.id, ts_rank(c.fts, q.query, 1)::float8 AS score \
           FROM q, pairs, filters f, chunks c JOIN sources s ON s.id = c.source_id \
           WHERE NOT (SELECT yes FROM few) AND q.query IS NOT NULL AND c.language = '{code}' \
             AND c.fts @@ CASE WHEN pairs.query IS NULL THEN q.query ELSE q.query && !! pairs.query END \
             AND {FILTERS} \
           LIMIT (SELECT CASE WHEN q.words > 1 THEN GREATEST(0, $4::bigint - (SELECT count(*) FROM multi)) \
                  ELSE common.n END FROM q, common)), \
         small_language AS (\
           SELECT c.id, ts_rank(c.fts, q.query, 1)::float8 AS score \
           FROM q, filters f, chunks c JOIN sources s ON s.id = c.source_id \
           WHERE (SELECT yes FROM few) AND q.query IS NOT NULL AND c.language = '{code}' \
             AND (c.fts @@ q.query) IS TRUE AND {FILTERS}) \
         SELECT id, score FROM multi UNION ALL SELECT id, score FROM single \
         UNION ALL SELECT id, score FROM small_language \
         ORDER BY score DESC, id LIMIT $5::bigint"
    )
}

/// The filters on the sources' persona and city tags, from the `filters` row.
const FILTERS: &str = "(f.persona IS NULL OR s.personas = '{}' OR f.persona = ANY(s.personas)) \
    AND (f.city IS NULL OR s.cities = '{}' OR f.city = ANY(s.cities))";

/// Nearest chunks by cosine distance through the HNSW index (on `chunks` alone, so the planner
/// can use it), then narrowed by the sources' persona and city tags. Binds, in order: the query
/// vector, the language filter, how many neighbours to fetch (more than the limit when a tag
/// filter may drop some), the persona and city filters and the limit. `distance` is
/// [`INDEXED_DISTANCE`] or, for the exact search that measures the index, [`EXACT_DISTANCE`].
fn vector_sql(distance: &str) -> String {
    format!(
        "SELECT nn.id, (1 - nn.distance)::float8 AS score FROM (\
           SELECT c.id, c.source_id, {distance} AS distance FROM chunks c \
           WHERE c.language = COALESCE($2::text, c.language) \
           ORDER BY distance LIMIT $3::bigint) nn \
         JOIN sources s ON s.id = nn.source_id \
         WHERE nn.distance IS NOT NULL \
           AND (s.personas = '{{}}' OR COALESCE($4::text = ANY(s.personas), true)) \
           AND (s.cities = '{{}}' OR COALESCE($5::text = ANY(s.cities), true)) \
         ORDER BY nn.distance LIMIT $6::bigint"
    )
}

/// The distance the HNSW index orders by: on half-precision copies of the vectors (the index
/// is built on them), half the memory to read per neighbour; at 100,000 chunks, recall@10 was
/// 0.968 against 0.971 on full precision (same index parameters).
const INDEXED_DISTANCE: &str = "c.embedding::halfvec(384) <=> $1::vector::halfvec(384)";
/// The exact cosine distance, on the stored full-precision vectors.
const EXACT_DISTANCE: &str = "c.embedding <=> $1::vector";

/// A statement's SQL, written with `$1`…`$n` each once and in order, split at them: diesel
/// numbers a statement's binds as it writes them.
pub(super) struct Template(Vec<String>);

impl Template {
    fn new(sql: &str) -> Self {
        let mut segments = Vec::new();
        let mut segment = String::new();
        let mut rest = sql;
        while let Some(at) = rest.find('$') {
            segment.push_str(&rest[..at]);
            let after = &rest[at + 1..];
            let digits = after.bytes().take_while(u8::is_ascii_digit).count();
            if digits == 0 {
                segment.push('$');
            } else {
                assert_eq!(
                    after[..digits].parse::<usize>().ok(),
                    Some(segments.len() + 1),
                    "binds are numbered in order, each once: {sql}"
                );
                segments.push(std::mem::take(&mut segment));
            }
            rest = &after[digits..];
        }
        segment.push_str(rest);
        segments.push(segment);
        Self(segments)
    }
}

/// The ranking statements, each its own type: diesel prepares a statement whose type says what
/// it is once per connection.
pub(super) trait Statement: Send + Sync + 'static {
    /// The statement's SQL.
    fn template() -> &'static Template;
}

/// A ranking statement `S` with its binds, written in the template's order.
pub(super) struct Ranking<'a, S> {
    binds: Vec<Bind<'a>>,
    statement: PhantomData<S>,
}

enum Bind<'a> {
    Text(Option<&'a str>),
    BigInt(i64),
    Vector(Vector),
}

impl<S: Statement> QueryFragment<Pg> for Ranking<'_, S> {
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, Pg>) -> QueryResult<()> {
        let segments = &S::template().0;
        debug_assert_eq!(segments.len(), self.binds.len() + 1);
        for (segment, bind) in segments.iter().zip(&self.binds) {
            out.push_sql(segment);
            match bind {
                Bind::Text(value) => out.push_bind_param::<Nullable<Text>, _>(value)?,
                Bind::BigInt(value) => out.push_bind_param::<BigInt, _>(value)?,
                Bind::Vector(value) => {
                    out.push_bind_param::<pgvector::sql_types::Vector, _>(value)?;
                }
            }
        }
        out.push_sql(segments.last().map_or("", String::as_str));
        Ok(())
    }
}

impl<S: Statement> QueryId for Ranking<'_, S> {
    type QueryId = S;
    const HAS_STATIC_QUERY_ID: bool = true;
}

impl<S> Query for Ranking<'_, S> {
    type SqlType = Untyped;
}

/// The full-text ranking of chunks in English, and in Arabic.
pub(super) struct EnglishFullText;
pub(super) struct ArabicFullText;
/// The vector ranking through the index, and the exact one.
pub(super) struct IndexedVector;
pub(super) struct ExactVector;

impl Statement for EnglishFullText {
    fn template() -> &'static Template {
        static SQL: LazyLock<Template> =
            LazyLock::new(|| Template::new(&full_text_sql(Language::En)));
        &SQL
    }
}
impl Statement for ArabicFullText {
    fn template() -> &'static Template {
        static SQL: LazyLock<Template> =
            LazyLock::new(|| Template::new(&full_text_sql(Language::Ar)));
        &SQL
    }
}
impl Statement for IndexedVector {
    fn template() -> &'static Template {
        static SQL: LazyLock<Template> =
            LazyLock::new(|| Template::new(&vector_sql(INDEXED_DISTANCE)));
        &SQL
    }
}
impl Statement for ExactVector {
    fn template() -> &'static Template {
        static SQL: LazyLock<Template> =
            LazyLock::new(|| Template::new(&vector_sql(EXACT_DISTANCE)));
        &SQL
    }
}

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
    let (_, persona, city) = filter_values(query);
    // The query's own language when no filter names one: words only match their own language.
    let language = query
        .filters()
        .language
        .unwrap_or_else(|| Language::detect(query.text()));
    let binds = vec![
        Bind::Text(Some(query.text())),
        Bind::Text(persona),
        Bind::Text(city),
        Bind::BigInt(full_text_prerank(limit)),
        Bind::BigInt(limit),
    ];
    match language {
        Language::En => ranking::<EnglishFullText>(binds).load(conn).await,
        Language::Ar => ranking::<ArabicFullText>(binds).load(conn).await,
    }
}

fn ranking<S>(binds: Vec<Bind<'_>>) -> Ranking<'_, S> {
    Ranking {
        binds,
        statement: PhantomData,
    }
}

/// The vector ranking `S` (through the index, or exact) of the query's nearest chunks.
pub(super) fn vector_statement<'a, S: Statement>(
    query: &'a SearchQuery,
    embedding: &Embedding,
    limit: i64,
) -> Ranking<'a, S> {
    let (language, persona, city) = filter_values(query);
    // Fetching 4 times as many costs 2 to 2.5 times the scan: only when a tag filter may drop some.
    let fetch = if persona.is_none() && city.is_none() {
        limit
    } else {
        limit * 4
    };
    ranking(vec![
        Bind::Vector(Vector::from(embedding.as_slice().to_vec())),
        Bind::Text(language),
        Bind::BigInt(fetch),
        Bind::Text(persona),
        Bind::Text(city),
        Bind::BigInt(limit),
    ])
}

async fn vector_ranking(
    conn: &mut AsyncPgConnection,
    query: &SearchQuery,
    embedding: &Embedding,
    limit: i64,
) -> QueryResult<Vec<RankedId>> {
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
    let mut rows: Vec<RankedId> = vector_statement::<IndexedVector>(query, embedding, limit)
        .load(conn)
        .await?;
    // relaxed_order may return neighbours slightly out of order: restore it.
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
