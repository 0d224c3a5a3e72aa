//! The rows of sources and chunks, read and written through the DSL.

use batala_kernel::{ChunkId, City, Persona, SourceId, WebUrl};
use batala_knowledge::{
    AuthorityLevel, Chunk, Language, Region, ScoredChunk, Source, SourceContent, SourceRef,
    SourceTitle, SourceType,
};
use chrono::{DateTime, NaiveDate, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use pgvector::Vector;
use uuid::Uuid;

use crate::schema::{chunks, sources};

#[derive(Insertable)]
#[diesel(table_name = sources)]
pub(super) struct NewSourceRow<'a> {
    pub(super) title: &'a str,
    pub(super) url: Option<&'a str>,
    pub(super) source_type: &'a str,
    pub(super) region: &'a str,
    pub(super) authority_level: &'a str,
    pub(super) source_date: Option<NaiveDate>,
    pub(super) language: &'a str,
    pub(super) content_text: &'a str,
    pub(super) content_sha256: String,
    pub(super) publisher: Option<&'a str>,
    pub(super) pair_key: Option<&'a str>,
    pub(super) personas: Vec<Option<String>>,
    pub(super) cities: Vec<Option<String>>,
}

#[derive(Insertable)]
#[diesel(table_name = chunks)]
pub(super) struct NewChunkRow<'a> {
    pub(super) source_id: Uuid,
    pub(super) chunk_index: i32,
    pub(super) text: &'a str,
    pub(super) language: &'a str,
    pub(super) embedding: Option<Vector>,
    pub(super) embedder: Option<&'a str>,
}

#[derive(Queryable, Selectable)]
#[diesel(table_name = sources, check_for_backend(diesel::pg::Pg))]
pub(super) struct SourceColumns {
    id: Uuid,
    title: String,
    url: Option<String>,
    source_type: String,
    region: String,
    authority_level: String,
    language: String,
    source_date: Option<NaiveDate>,
    content_text: String,
    personas: Vec<Option<String>>,
    cities: Vec<Option<String>>,
    publisher: Option<String>,
    ingested_at: DateTime<Utc>,
}

/// A source with how many chunks it has.
pub(super) type SourceRow = (SourceColumns, i64);

/// Every source with its chunk count; callers add a filter or an order.
macro_rules! sources_with_chunk_counts {
    () => {
        $crate::schema::sources::table
            .left_join($crate::schema::chunks::table)
            .group_by($crate::schema::sources::id)
            .select((
                $crate::knowledge::rows::SourceColumns::as_select(),
                diesel::dsl::count($crate::schema::chunks::id.nullable()),
            ))
    };
}
pub(super) use sources_with_chunk_counts;

pub(super) fn source((row, chunk_count): SourceRow) -> anyhow::Result<Source> {
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
        chunk_count: u32::try_from(chunk_count).unwrap_or(u32::MAX),
    })
}

/// A chunk with what a search result shows of its source.
#[derive(Queryable)]
pub(super) struct ChunkRow {
    pub(super) id: Uuid,
    source_id: Uuid,
    chunk_index: i32,
    text: String,
    title: String,
    url: Option<String>,
    authority_level: String,
    language: String,
}

impl ChunkRow {
    pub(super) fn into_scored(self, score: f64) -> anyhow::Result<ScoredChunk> {
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

pub(super) async fn load_chunks(
    conn: &mut AsyncPgConnection,
    ids: &[Uuid],
) -> QueryResult<Vec<ChunkRow>> {
    chunks::table
        .inner_join(sources::table)
        .filter(chunks::id.eq_any(ids))
        .select((
            chunks::id,
            chunks::source_id,
            chunks::chunk_index,
            chunks::text,
            sources::title,
            sources::url,
            sources::authority_level,
            sources::language,
        ))
        .load(conn)
        .await
}
