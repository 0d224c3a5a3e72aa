use std::collections::HashMap;

use async_trait::async_trait;
use batala_kernel::{ChunkId, City, Persona, SourceId, WebUrl};
use batala_knowledge::{
    AuthorityLevel, Chunk, Embedding, KnowledgeError, KnowledgeStore, Language, NewChunk,
    NewSource, RRF_K, Region, RetrievalMode, ScoredChunk, SearchError, SearchQuery, Source,
    SourceContent, SourceRef, SourceTitle, SourceType, reciprocal_rank_fusion,
};
use chrono::{DateTime, NaiveDate, Utc};
use diesel::prelude::*;
use diesel::sql_types::{Array, BigInt, Double, Integer, Nullable, Text, Uuid as SqlUuid};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use pgvector::Vector;
use uuid::Uuid;

use crate::database::Database;
use crate::error::{query_error, search_error};
use crate::schema::{chunks, sources};

/// Sources, chunks and hybrid retrieval in PostgreSQL: full-text search with the `english` or
/// `arabic` configuration of each chunk's language, and cosine search over the HNSW index,
/// fused with Reciprocal Rank Fusion.
#[derive(Debug, Clone)]
pub struct PgKnowledgeStore {
    db: Database,
}

impl PgKnowledgeStore {
    #[must_use]
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

/// How many candidates each ranking contributes before fusion.
fn candidates(limit: u32) -> i64 {
    i64::from(limit.saturating_mul(4).max(40))
}

/// The HNSW search breadth: wide enough for the candidates, so recall stays high.
const EF_SEARCH: i64 = 100;

/// Up to this many chunks the planner may rank by vector with an exact scan (small stores: a
/// few milliseconds, and exact); past it the HNSW index is always used.
const EXACT_SCAN_MAX_CHUNKS: i64 = 2000;

#[derive(Insertable)]
#[diesel(table_name = sources)]
struct NewSourceRow<'a> {
    title: &'a str,
    url: Option<&'a str>,
    source_type: &'a str,
    region: &'a str,
    authority_level: &'a str,
    source_date: Option<NaiveDate>,
    language: &'a str,
    content_text: &'a str,
    content_sha256: String,
    publisher: Option<&'a str>,
    pair_key: Option<&'a str>,
    personas: Vec<Option<String>>,
    cities: Vec<Option<String>>,
}

#[derive(Insertable)]
#[diesel(table_name = chunks)]
struct NewChunkRow<'a> {
    source_id: Uuid,
    chunk_index: i32,
    text: &'a str,
    language: &'a str,
    embedding: Option<Vector>,
    embedder: Option<&'a str>,
}

#[derive(QueryableByName)]
struct SourceRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = Text)]
    title: String,
    #[diesel(sql_type = Nullable<Text>)]
    url: Option<String>,
    #[diesel(sql_type = Text)]
    source_type: String,
    #[diesel(sql_type = Text)]
    region: String,
    #[diesel(sql_type = Text)]
    authority_level: String,
    #[diesel(sql_type = Text)]
    language: String,
    #[diesel(sql_type = Nullable<diesel::sql_types::Date>)]
    source_date: Option<NaiveDate>,
    #[diesel(sql_type = Text)]
    content_text: String,
    #[diesel(sql_type = Array<Nullable<Text>>)]
    personas: Vec<Option<String>>,
    #[diesel(sql_type = Array<Nullable<Text>>)]
    cities: Vec<Option<String>>,
    #[diesel(sql_type = Nullable<Text>)]
    publisher: Option<String>,
    #[diesel(sql_type = diesel::sql_types::Timestamptz)]
    ingested_at: DateTime<Utc>,
    #[diesel(sql_type = BigInt)]
    chunk_count: i64,
}

const SOURCE_COLUMNS: &str = "s.id, s.title, s.url, s.source_type, s.region, s.authority_level, \
    s.language, s.source_date, s.content_text, s.personas, s.cities, s.publisher, s.ingested_at, \
    (SELECT count(*) FROM chunks c WHERE c.source_id = s.id) AS chunk_count";

impl TryFrom<SourceRow> for Source {
    type Error = anyhow::Error;
    fn try_from(row: SourceRow) -> anyhow::Result<Self> {
        Ok(Source {
            id: SourceId::from_uuid(row.id),
            title: SourceTitle::parse(&row.title)?,
            url: row.url.as_deref().map(WebUrl::parse).transpose()?,
            source_type: SourceType::parse(&row.source_type)?,
            region: Region::parse(&row.region)
                .map_err(|_| anyhow::anyhow!("stored region {:?} is invalid", row.region))?,
            authority_level: AuthorityLevel::parse(&row.authority_level)?,
            language: Language::parse(&row.language)?,
            source_date: row.source_date,
            content: SourceContent::parse(&row.content_text)?,
            personas: row
                .personas
                .iter()
                .flatten()
                .map(|p| Persona::parse(p))
                .collect::<Result<_, _>>()?,
            cities: row
                .cities
                .iter()
                .flatten()
                .map(|c| City::parse(c))
                .collect::<Result<_, _>>()?,
            publisher: row.publisher,
            ingested_at: row.ingested_at,
            chunk_count: u32::try_from(row.chunk_count).unwrap_or(u32::MAX),
        })
    }
}

#[derive(QueryableByName)]
struct RankedId {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = Double)]
    score: f64,
}

#[derive(QueryableByName)]
struct ChunkRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = SqlUuid)]
    source_id: Uuid,
    #[diesel(sql_type = Integer)]
    chunk_index: i32,
    #[diesel(sql_type = Text)]
    text: String,
    #[diesel(sql_type = Text)]
    title: String,
    #[diesel(sql_type = Nullable<Text>)]
    url: Option<String>,
    #[diesel(sql_type = Text)]
    authority_level: String,
    #[diesel(sql_type = Text)]
    language: String,
}

impl ChunkRow {
    fn into_scored(self, score: f64) -> anyhow::Result<ScoredChunk> {
        let source_id = SourceId::from_uuid(self.source_id);
        Ok(ScoredChunk {
            chunk: Chunk {
                id: ChunkId::from_uuid(self.id),
                source_id,
                index: u32::try_from(self.chunk_index)?,
                text: self.text,
            },
            source: SourceRef {
                id: source_id,
                title: SourceTitle::parse(&self.title)?,
                url: self.url.as_deref().map(WebUrl::parse).transpose()?,
                authority_level: AuthorityLevel::parse(&self.authority_level)?,
                language: Language::parse(&self.language)?,
            },
            score,
        })
    }
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
/// can use it), over-fetched, then narrowed by the sources' persona and city tags.
fn vector_sql() -> String {
    format!(
        "SELECT nn.id, (1 - nn.distance)::float8 AS score FROM (\
           SELECT c.id, c.source_id, c.language, c.embedding <=> $1 AS distance FROM chunks c \
           WHERE ($2::text IS NULL OR c.language = $2) \
           ORDER BY c.embedding <=> $1 LIMIT $5 * 4) nn \
         JOIN sources s ON s.id = nn.source_id \
         WHERE nn.distance IS NOT NULL AND {NN_FILTERS} \
         ORDER BY nn.distance LIMIT $5"
    )
}

/// The filters on the sources' persona and city tags (the language filter is on chunks).
/// Binds $3 and $4.
const NN_FILTERS: &str = "($3::text IS NULL OR s.personas = '{}' OR $3 = ANY(s.personas)) \
    AND ($4::text IS NULL OR s.cities = '{}' OR $4 = ANY(s.cities))";

fn filter_values(
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

async fn full_text_ranking(
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
async fn vector_ranking_in_transaction(
    conn: &mut AsyncPgConnection,
    query: &SearchQuery,
    embedding: &Embedding,
    limit: i64,
) -> QueryResult<Vec<RankedId>> {
    conn.transaction(async |conn| vector_ranking(conn, query, embedding, limit).await)
        .await
}

async fn load_chunks(conn: &mut AsyncPgConnection, ids: &[Uuid]) -> QueryResult<Vec<ChunkRow>> {
    diesel::sql_query(
        "SELECT c.id, c.source_id, c.chunk_index, c.text, s.title, s.url, s.authority_level, s.language \
         FROM chunks c JOIN sources s ON s.id = c.source_id WHERE c.id = ANY($1)",
    )
    .bind::<Array<SqlUuid>, _>(ids)
    .load(conn)
    .await
}

#[async_trait]
impl KnowledgeStore for PgKnowledgeStore {
    #[tracing::instrument(skip_all, fields(title = %source.title(), chunks = chunks.len()))]
    async fn add_source(
        &self,
        source: &NewSource,
        chunks: &[NewChunk],
        embedder: &str,
    ) -> Result<Source, KnowledgeError> {
        let mut conn = self.db.conn().await?;
        let row = NewSourceRow {
            title: source.title().as_str(),
            url: source.url().map(WebUrl::as_str),
            source_type: source.source_type().as_str(),
            region: source.region().as_str(),
            authority_level: source.authority_level().as_str(),
            source_date: source.source_date(),
            language: source.language().as_str(),
            content_text: source.content().as_str(),
            content_sha256: source.content_sha256(),
            publisher: source.publisher(),
            pair_key: source.pair_key().map(|key| key.as_str()),
            personas: source
                .personas()
                .iter()
                .map(|p| Some(p.as_str().to_owned()))
                .collect(),
            cities: source
                .cities()
                .iter()
                .map(|c| Some(c.as_str().to_owned()))
                .collect(),
        };
        let language = source.language().as_str();
        let id = conn
            .transaction(async |conn| {
                // A new version of a curated source replaces the old one (its chunks go with it).
                if let Some(pair_key) = row.pair_key {
                    diesel::delete(
                        sources::table
                            .filter(sources::pair_key.eq(pair_key))
                            .filter(sources::language.eq(language))
                            .filter(sources::content_sha256.ne(&row.content_sha256)),
                    )
                    .execute(conn)
                    .await?;
                }
                let id: Option<Uuid> = diesel::insert_into(sources::table)
                    .values(&row)
                    .on_conflict(sources::content_sha256)
                    .do_nothing()
                    .returning(sources::id)
                    .get_result(conn)
                    .await
                    .optional()?;
                let Some(id) = id else { return Ok(None) };
                let rows: Vec<NewChunkRow<'_>> = chunks
                    .iter()
                    .map(|chunk| NewChunkRow {
                        source_id: id,
                        chunk_index: i32::try_from(chunk.index).unwrap_or(i32::MAX),
                        text: &chunk.text,
                        language,
                        embedding: chunk
                            .embedding
                            .as_ref()
                            .map(|e| Vector::from(e.as_slice().to_vec())),
                        embedder: chunk.embedding.as_ref().map(|_| embedder),
                    })
                    .collect();
                for batch in rows.chunks(500) {
                    diesel::insert_into(chunks::table)
                        .values(batch)
                        .execute(conn)
                        .await?;
                }
                Ok::<_, diesel::result::Error>(Some(id))
            })
            .await
            .map_err(query_error)?
            .ok_or(KnowledgeError::DuplicateSource)?;
        self.source(&mut conn, id)
            .await?
            .ok_or_else(|| anyhow::anyhow!("the stored source vanished").into())
    }

    #[tracing::instrument(skip_all)]
    async fn find_by_content_hash(&self, sha256: &str) -> Result<Option<Source>, KnowledgeError> {
        let mut conn = self.db.conn().await?;
        let row: Option<SourceRow> = diesel::sql_query(format!(
            "SELECT {SOURCE_COLUMNS} FROM sources s WHERE s.content_sha256 = $1"
        ))
        .bind::<Text, _>(sha256)
        .get_result(&mut conn)
        .await
        .optional()
        .map_err(query_error)?;
        Ok(row.map(Source::try_from).transpose()?)
    }

    #[tracing::instrument(skip_all)]
    async fn list_sources(&self) -> Result<Vec<Source>, KnowledgeError> {
        let mut conn = self.db.conn().await?;
        let rows: Vec<SourceRow> = diesel::sql_query(format!(
            "SELECT {SOURCE_COLUMNS} FROM sources s ORDER BY s.created_at DESC, s.title"
        ))
        .load(&mut conn)
        .await
        .map_err(query_error)?;
        Ok(rows
            .into_iter()
            .map(Source::try_from)
            .collect::<anyhow::Result<_>>()?)
    }

    #[tracing::instrument(skip_all, fields(%id))]
    async fn delete_source(&self, id: SourceId) -> Result<(), KnowledgeError> {
        let mut conn = self.db.conn().await?;
        let deleted = diesel::delete(sources::table.find(id.as_uuid()))
            .execute(&mut conn)
            .await
            .map_err(query_error)?;
        if deleted == 0 {
            Err(KnowledgeError::NotFound)
        } else {
            Ok(())
        }
    }

    #[tracing::instrument(skip_all, fields(mode = query.mode().as_str(), limit = query.limit()))]
    async fn search(
        &self,
        query: &SearchQuery,
        embedding: Option<Embedding>,
    ) -> Result<Vec<ScoredChunk>, SearchError> {
        let mut conn = self
            .db
            .conn()
            .await
            .map_err(|e| SearchError::Unavailable(e.to_string()))?;
        let limit = query.limit() as usize;
        let as_pairs = |rows: Vec<RankedId>| -> Vec<(Uuid, f64)> {
            rows.into_iter().map(|r| (r.id, r.score)).collect()
        };
        let ranked: Vec<(Uuid, f64)> = match (query.mode(), embedding.as_ref()) {
            (RetrievalMode::FullText, _) | (_, None) => as_pairs(
                full_text_ranking(&mut conn, query, i64::from(query.limit()))
                    .await
                    .map_err(search_error)?,
            ),
            (RetrievalMode::Vector, Some(embedding)) => as_pairs(
                vector_ranking_in_transaction(&mut conn, query, embedding, query.limit().into())
                    .await
                    .map_err(search_error)?,
            ),
            (RetrievalMode::Hybrid, Some(embedding)) => {
                let depth = candidates(query.limit());
                // Both rankings at once on two connections when the pool can spare a second
                // (their latencies overlap instead of adding up); one after the other otherwise.
                let (text, vector) = if let Some(mut other) = self.db.spare_conn().await {
                    futures_util::future::try_join(
                        full_text_ranking(&mut conn, query, depth),
                        vector_ranking_in_transaction(&mut other, query, embedding, depth),
                    )
                    .await
                } else {
                    match full_text_ranking(&mut conn, query, depth).await {
                        Ok(text) => {
                            vector_ranking_in_transaction(&mut conn, query, embedding, depth)
                                .await
                                .map(|vector| (text, vector))
                        }
                        Err(error) => Err(error),
                    }
                }
                .map_err(search_error)?;
                let as_ids = |rows: Vec<RankedId>| {
                    rows.into_iter()
                        .map(|r| ChunkId::from_uuid(r.id))
                        .collect::<Vec<_>>()
                };
                reciprocal_rank_fusion(&[as_ids(text), as_ids(vector)], RRF_K)
                    .into_iter()
                    .take(limit)
                    .map(|(id, score)| (id.as_uuid(), score))
                    .collect()
            }
        };
        let ids: Vec<Uuid> = ranked.iter().map(|(id, _)| *id).collect();
        let mut rows: HashMap<Uuid, ChunkRow> = load_chunks(&mut conn, &ids)
            .await
            .map_err(search_error)?
            .into_iter()
            .map(|row| (row.id, row))
            .collect();
        ranked
            .into_iter()
            .filter_map(|(id, score)| rows.remove(&id).map(|row| row.into_scored(score)))
            .collect::<anyhow::Result<Vec<_>>>()
            .map_err(SearchError::Unknown)
    }

    #[tracing::instrument(skip_all)]
    async fn chunks_not_embedded_by(
        &self,
        embedder: &str,
        limit: u32,
    ) -> Result<Vec<Chunk>, KnowledgeError> {
        let mut conn = self.db.conn().await?;
        let rows: Vec<(Uuid, Uuid, i32, String)> = chunks::table
            .filter(chunks::embedder.is_distinct_from(embedder))
            .select((
                chunks::id,
                chunks::source_id,
                chunks::chunk_index,
                chunks::text,
            ))
            .order(chunks::id)
            .limit(i64::from(limit))
            .load(&mut conn)
            .await
            .map_err(query_error)?;
        Ok(rows
            .into_iter()
            .map(|(id, source_id, index, text)| Chunk {
                id: ChunkId::from_uuid(id),
                source_id: SourceId::from_uuid(source_id),
                index: u32::try_from(index).unwrap_or_default(),
                text,
            })
            .collect())
    }

    #[tracing::instrument(skip_all, fields(count = embeddings.len()))]
    async fn replace_embeddings(
        &self,
        embeddings: &[(ChunkId, Embedding)],
        embedder: &str,
    ) -> Result<(), KnowledgeError> {
        let mut conn = self.db.conn().await?;
        conn.transaction(async |conn| {
            for (id, embedding) in embeddings {
                diesel::update(chunks::table.find(id.as_uuid()))
                    .set((
                        chunks::embedding.eq(Vector::from(embedding.as_slice().to_vec())),
                        chunks::embedder.eq(embedder),
                    ))
                    .execute(conn)
                    .await?;
            }
            Ok::<_, diesel::result::Error>(())
        })
        .await
        .map_err(query_error)?;
        Ok(())
    }
}

/// Maintenance and measurement of the vector index, for bulk loads and the benchmark.
impl PgKnowledgeStore {
    /// Drops the HNSW index, so a bulk load does not maintain it row by row.
    ///
    /// # Errors
    /// Infrastructure failures.
    pub async fn drop_vector_index(&self) -> anyhow::Result<()> {
        let mut conn = self.db.conn().await?;
        diesel::sql_query("DROP INDEX IF EXISTS chunks_embedding_idx")
            .execute(&mut conn)
            .await
            .map_err(query_error)?;
        Ok(())
    }

    /// (Re)builds the HNSW index exactly as the migration defines it, with memory to build in.
    ///
    /// # Errors
    /// Infrastructure failures.
    pub async fn build_vector_index(&self) -> anyhow::Result<()> {
        let mut conn = self.db.conn().await?;
        conn.transaction(async |conn| {
            // Local to this transaction: the pooled connection keeps its own limits.
            diesel::sql_query("SET LOCAL statement_timeout = 0").execute(conn).await?;
            diesel::sql_query("SET LOCAL maintenance_work_mem = '1GB'").execute(conn).await?;
            diesel::sql_query("CREATE INDEX IF NOT EXISTS chunks_embedding_idx ON chunks USING hnsw (embedding vector_cosine_ops)")
                .execute(conn)
                .await?;
            Ok::<_, diesel::result::Error>(())
        })
        .await
        .map_err(query_error)?;
        Ok(())
    }

    /// The exact nearest chunks by cosine distance (a sequential scan, no index): the ground
    /// truth the HNSW search is measured against.
    ///
    /// # Errors
    /// Infrastructure failures.
    pub async fn exact_vector_search(
        &self,
        query: &SearchQuery,
        embedding: &Embedding,
    ) -> anyhow::Result<Vec<ChunkId>> {
        let mut conn = self.db.conn().await?;
        let rows = conn
            .transaction(async |conn| {
                diesel::sql_query("SET LOCAL enable_indexscan = off")
                    .execute(conn)
                    .await?;
                diesel::sql_query("SET LOCAL statement_timeout = 0")
                    .execute(conn)
                    .await?;
                let (language, persona, city) = filter_values(query);
                diesel::sql_query(vector_sql())
                    .bind::<pgvector::sql_types::Vector, _>(Vector::from(
                        embedding.as_slice().to_vec(),
                    ))
                    .bind::<Nullable<Text>, _>(language)
                    .bind::<Nullable<Text>, _>(persona)
                    .bind::<Nullable<Text>, _>(city)
                    .bind::<BigInt, _>(i64::from(query.limit()))
                    .load::<RankedId>(conn)
                    .await
            })
            .await
            .map_err(query_error)?;
        Ok(rows
            .into_iter()
            .map(|row| ChunkId::from_uuid(row.id))
            .collect())
    }

    /// Refreshes the planner's statistics of sources and chunks after a bulk load, so the first
    /// searches get good plans (and the common-word estimate its row count).
    ///
    /// # Errors
    /// Infrastructure failures.
    pub async fn refresh_statistics(&self) -> anyhow::Result<()> {
        let mut conn = self.db.conn().await?;
        diesel::sql_query("ANALYZE sources, chunks")
            .execute(&mut conn)
            .await
            .map_err(query_error)?;
        Ok(())
    }

    /// How many chunks the store holds (the benchmark reuses a loaded database).
    ///
    /// # Errors
    /// Infrastructure failures.
    pub async fn count_chunks(&self) -> anyhow::Result<i64> {
        let mut conn = self.db.conn().await?;
        let count: i64 = chunks::table
            .count()
            .get_result(&mut conn)
            .await
            .map_err(query_error)?;
        Ok(count)
    }

    /// Vacuums and analyses sources and chunks after a bulk load: the statistics, and the
    /// vacuum that autovacuum would otherwise start on its own while the benchmark measures.
    ///
    /// # Errors
    /// Infrastructure failures.
    pub async fn settle_after_bulk_load(&self) -> anyhow::Result<()> {
        let mut conn = self.db.conn().await?;
        let timeout: String = diesel::select(diesel::dsl::sql::<Text>(
            "current_setting('statement_timeout')",
        ))
        .get_result(&mut conn)
        .await
        .map_err(query_error)?;
        // VACUUM cannot run in a transaction, so no SET LOCAL: the pooled connection's own
        // limit is put back afterwards.
        diesel::sql_query("SET statement_timeout = 0")
            .execute(&mut conn)
            .await
            .map_err(query_error)?;
        let vacuumed = diesel::sql_query("VACUUM (ANALYZE) sources, chunks")
            .execute(&mut conn)
            .await;
        diesel::sql_query("SELECT set_config('statement_timeout', $1, false)")
            .bind::<Text, _>(timeout)
            .execute(&mut conn)
            .await
            .map_err(query_error)?;
        vacuumed.map_err(query_error)?;
        Ok(())
    }

    /// Deletes every source and chunk (the benchmark starts from an empty store).
    ///
    /// # Errors
    /// Infrastructure failures.
    pub async fn delete_everything(&self) -> anyhow::Result<()> {
        let mut conn = self.db.conn().await?;
        diesel::sql_query("TRUNCATE sources CASCADE")
            .execute(&mut conn)
            .await
            .map_err(query_error)?;
        Ok(())
    }

    async fn source(
        &self,
        conn: &mut AsyncPgConnection,
        id: Uuid,
    ) -> Result<Option<Source>, KnowledgeError> {
        let row: Option<SourceRow> = diesel::sql_query(format!(
            "SELECT {SOURCE_COLUMNS} FROM sources s WHERE s.id = $1"
        ))
        .bind::<SqlUuid, _>(id)
        .get_result(conn)
        .await
        .optional()
        .map_err(query_error)?;
        Ok(row.map(Source::try_from).transpose()?)
    }
}
