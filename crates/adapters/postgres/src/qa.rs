use async_trait::async_trait;
use batala_ask::{
    AnswerFilter, AnswerPage, AnswerRecord, AnswerSummary, AnsweredFilter, AskCommand, Channel,
    CitedSource, Confidence, EXCERPT_MAX_CHARS, Language, NewAnswer, PublishedFilter, QaError,
    QaStore, QuestionFilter, QuestionPage, QuestionRecord, QuestionSort, QuestionStats,
    answer_excerpt,
};
use batala_kernel::{AnswerId, City, Page, Persona, QuestionId, Slug, WebUrl};
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error as DieselError};
use diesel::sql_types::{
    Array, BigInt, Bool, Double, Jsonb, Nullable, Text, Timestamptz, Uuid as SqlUuid,
};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use uuid::Uuid;

use crate::database::Database;
use crate::error::query_error;
use crate::schema::questions;

/// Questions, their answers and the admin lists over them, in PostgreSQL.
#[derive(Debug, Clone)]
pub struct PgQaStore {
    db: Database,
}

impl PgQaStore {
    #[must_use]
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

/// The unique constraint PostgreSQL names for `answers.slug`.
const SLUG_CONSTRAINT: &str = "answers_slug_key";

#[derive(Insertable)]
#[diesel(table_name = questions)]
struct NewQuestionRow<'a> {
    persona: &'a str,
    city: &'a str,
    channel: &'a str,
    text: &'a str,
    language: &'a str,
}

/// An answer with its question, as `ANSWER_COLUMNS` selects it.
#[derive(QueryableByName)]
struct AnswerRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = SqlUuid)]
    question_id: Uuid,
    #[diesel(sql_type = Text)]
    question_text: String,
    #[diesel(sql_type = Text)]
    persona: String,
    #[diesel(sql_type = Text)]
    city: String,
    #[diesel(sql_type = Text)]
    answer_text: String,
    #[diesel(sql_type = Array<Nullable<Text>>)]
    key_tips: Vec<Option<String>>,
    #[diesel(sql_type = Nullable<Text>)]
    local_context: Option<String>,
    #[diesel(sql_type = Nullable<Double>)]
    estimated_savings_aed: Option<f64>,
    #[diesel(sql_type = Jsonb)]
    cited_sources: serde_json::Value,
    #[diesel(sql_type = Nullable<Double>)]
    confidence: Option<f64>,
    #[diesel(sql_type = Array<Nullable<Text>>)]
    risk_flags: Vec<Option<String>>,
    #[diesel(sql_type = Nullable<Text>)]
    cta_text: Option<String>,
    #[diesel(sql_type = Text)]
    slug: String,
    #[diesel(sql_type = Text)]
    language: String,
    #[diesel(sql_type = Bool)]
    published: bool,
    #[diesel(sql_type = Timestamptz)]
    created_at: DateTime<Utc>,
    #[diesel(sql_type = Nullable<Text>)]
    topic: Option<String>,
}

/// The columns of [`AnswerRow`], on `answers a JOIN questions q`. Numerics are read as
/// `float8`.
const ANSWER_COLUMNS: &str = "a.id, a.question_id, q.text AS question_text, q.persona, q.city, \
    a.answer_text, a.key_tips, a.local_context, \
    a.estimated_savings_aed::float8 AS estimated_savings_aed, a.cited_sources, \
    a.confidence::float8 AS confidence, a.risk_flags, a.cta_text, a.slug, a.language, \
    a.published, a.created_at, a.topic";

fn texts(values: Vec<Option<String>>) -> Vec<String> {
    values.into_iter().flatten().collect()
}

/// Reads the `cited_sources` array: objects with an optional `title`, `url` and `publisher`.
fn cited_sources(value: &serde_json::Value) -> anyhow::Result<Vec<CitedSource>> {
    let Some(items) = value.as_array() else {
        anyhow::bail!("stored cited_sources is not an array");
    };
    items
        .iter()
        .map(|item| {
            let title = item.get("title").and_then(serde_json::Value::as_str);
            let url = item
                .get("url")
                .and_then(serde_json::Value::as_str)
                .map(WebUrl::parse)
                .transpose()?;
            let publisher = item.get("publisher").and_then(serde_json::Value::as_str);
            Ok(CitedSource::new(title, url)?.with_publisher(publisher))
        })
        .collect()
}

fn cited_sources_json(sources: &[CitedSource]) -> serde_json::Value {
    sources
        .iter()
        .map(|source| {
            let mut item = serde_json::json!({
                "title": source.title(),
                "url": source.url().map(WebUrl::as_str),
            });
            if let Some(publisher) = source.publisher() {
                item["publisher"] = publisher.into();
            }
            item
        })
        .collect()
}

impl TryFrom<AnswerRow> for AnswerRecord {
    type Error = anyhow::Error;
    fn try_from(row: AnswerRow) -> anyhow::Result<Self> {
        Ok(AnswerRecord {
            id: AnswerId::from_uuid(row.id),
            question_id: QuestionId::from_uuid(row.question_id),
            question_text: row.question_text,
            persona: Persona::parse(&row.persona)?,
            city: City::parse(&row.city)?,
            answer_text: row.answer_text,
            key_tips: texts(row.key_tips),
            local_context: row.local_context.unwrap_or_default(),
            estimated_savings_aed: row.estimated_savings_aed,
            cited_sources: cited_sources(&row.cited_sources)?,
            // A row written without a confidence (by hand, say) reads as not confident at all.
            confidence: Confidence::parse(row.confidence.unwrap_or(0.0))?,
            risk_flags: texts(row.risk_flags),
            cta_text: row.cta_text,
            slug: Slug::parse(&row.slug)?,
            language: Language::parse(&row.language)?,
            published: row.published,
            created_at: row.created_at,
            topic: row.topic,
        })
    }
}

/// A question with its answer's summary, as the questions list selects it.
#[derive(QueryableByName)]
struct QuestionRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = Text)]
    text: String,
    #[diesel(sql_type = Text)]
    persona: String,
    #[diesel(sql_type = Text)]
    city: String,
    #[diesel(sql_type = Text)]
    channel: String,
    #[diesel(sql_type = Timestamptz)]
    created_at: DateTime<Utc>,
    #[diesel(sql_type = Nullable<SqlUuid>)]
    answer_id: Option<Uuid>,
    #[diesel(sql_type = Nullable<Text>)]
    answer_slug: Option<String>,
    #[diesel(sql_type = Nullable<Bool>)]
    answer_published: Option<bool>,
    /// At most one character more than an excerpt, to tell whether and where to cut it.
    #[diesel(sql_type = Nullable<Text>)]
    answer_start: Option<String>,
}

impl TryFrom<QuestionRow> for QuestionRecord {
    type Error = anyhow::Error;
    fn try_from(row: QuestionRow) -> anyhow::Result<Self> {
        let answer = match (row.answer_id, row.answer_slug) {
            (Some(id), Some(slug)) => Some(AnswerSummary {
                id: AnswerId::from_uuid(id),
                slug: Slug::parse(&slug)?,
                excerpt: answer_excerpt(row.answer_start.as_deref().unwrap_or_default()),
                published: row.answer_published.unwrap_or_default(),
            }),
            _ => None,
        };
        Ok(QuestionRecord {
            id: QuestionId::from_uuid(row.id),
            text: row.text,
            persona: Persona::parse(&row.persona)?,
            city: City::parse(&row.city)?,
            // Channels this version does not take (WhatsApp, e-mail) show as none.
            channel: Channel::parse(&row.channel).ok(),
            created_at: row.created_at,
            answer,
        })
    }
}

#[derive(QueryableByName)]
struct StatsRow {
    #[diesel(sql_type = BigInt)]
    total: i64,
    #[diesel(sql_type = BigInt)]
    answered: i64,
    #[diesel(sql_type = BigInt)]
    filtered: i64,
}

#[derive(QueryableByName)]
struct CountRow {
    #[diesel(sql_type = BigInt)]
    total: i64,
}

#[derive(QueryableByName)]
struct IdRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
}

/// The questions list's filters on `questions q LEFT JOIN answers a`, as
/// [`QuestionFilter::matches`] defines them. Binds $1 (lowercased search), $2 (persona),
/// $3 (city), $4 (whether answered) and $5 (asked until).
const QUESTION_FILTERS: &str = "($1::text IS NULL OR strpos(lower(q.text), $1) > 0 \
      OR strpos(lower(a.slug), $1) > 0) \
    AND ($2::text IS NULL OR q.persona = $2) \
    AND ($3::text IS NULL OR q.city = $3) \
    AND ($4::boolean IS NULL OR (a.id IS NOT NULL) = $4) \
    AND ($5::timestamptz IS NULL OR q.created_at <= $5)";

/// The answers list's filters on `answers a JOIN questions q`, as [`AnswerFilter::matches`]
/// defines them. Binds $1 (published or not) and $2 (lowercased search).
const ANSWER_FILTERS: &str = "($1::boolean IS NULL OR a.published = $1) \
    AND ($2::text IS NULL OR strpos(lower(a.answer_text), $2) > 0 \
      OR strpos(lower(q.text), $2) > 0 OR strpos(lower(a.slug), $2) > 0) \
    AND ($3::text IS NULL OR q.persona = $3) AND ($4::text IS NULL OR a.language = $4) \
    AND ($5::text IS NULL OR a.topic = $5)";

/// The order [`QuestionSort::compare`] defines; uuids compare bytewise in both.
const fn question_order(sort: QuestionSort) -> &'static str {
    match sort {
        QuestionSort::Newest => "q.created_at DESC, q.id",
        QuestionSort::Oldest => "q.created_at, q.id",
        QuestionSort::AnsweredFirst => "(a.id IS NOT NULL) DESC, q.created_at DESC, q.id",
        QuestionSort::UnansweredFirst => "(a.id IS NOT NULL), q.created_at DESC, q.id",
    }
}

const fn answered_value(status: AnsweredFilter) -> Option<bool> {
    match status {
        AnsweredFilter::All => None,
        AnsweredFilter::Answered => Some(true),
        AnsweredFilter::Unanswered => Some(false),
    }
}

const fn published_value(published: PublishedFilter) -> Option<bool> {
    match published {
        PublishedFilter::All => None,
        PublishedFilter::Published => Some(true),
        PublishedFilter::Unpublished => Some(false),
    }
}

fn to_u64(n: i64) -> u64 {
    u64::try_from(n).unwrap_or_default()
}

async fn answer_by_id(conn: &mut AsyncPgConnection, id: Uuid) -> QueryResult<Option<AnswerRow>> {
    diesel::sql_query(format!(
        "SELECT {ANSWER_COLUMNS} FROM answers a JOIN questions q ON q.id = a.question_id \
         WHERE a.id = $1"
    ))
    .bind::<SqlUuid, _>(id)
    .get_result(conn)
    .await
    .optional()
}

fn is_slug_conflict(error: &DieselError) -> bool {
    matches!(
        error,
        DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, info)
            if info.constraint_name() == Some(SLUG_CONSTRAINT)
    )
}

#[async_trait]
impl QaStore for PgQaStore {
    #[tracing::instrument(skip_all, fields(slug = %answer.slug.as_str()))]
    async fn save_question_and_answer(
        &self,
        question: &AskCommand,
        answer: &NewAnswer,
    ) -> Result<AnswerRecord, QaError> {
        let mut conn = self.db.conn().await?;
        let language = answer.language.as_str();
        let row = NewQuestionRow {
            persona: question.persona().as_str(),
            city: question.city().as_str(),
            channel: question.channel().as_str(),
            text: question.question().as_str(),
            language,
        };
        let generated = &answer.generated;
        let sources = cited_sources_json(&generated.cited_sources);
        let stored = conn
            .transaction(async |conn| {
                let question_id: Uuid = diesel::insert_into(questions::table)
                    .values(&row)
                    .returning(questions::id)
                    .get_result(conn)
                    .await?;
                let answer: IdRow = diesel::sql_query(
                    "INSERT INTO answers (question_id, answer_text, bullets, key_tips, \
                       local_context, estimated_savings_aed, cited_sources, confidence, \
                       risk_flags, cta_text, slug, language, topic, nearest_card_id) \
                     VALUES ($1, $2, $3, $3, $4, $5::numeric, $6, $7::numeric, $8, $9, $10, $11, \
                       $12, $13) \
                     RETURNING id",
                )
                .bind::<SqlUuid, _>(question_id)
                .bind::<Text, _>(&generated.answer)
                .bind::<Array<Text>, _>(&generated.key_tips)
                .bind::<Text, _>(&generated.local_context)
                .bind::<Nullable<Double>, _>(answer.estimated_savings_aed)
                .bind::<Jsonb, _>(&sources)
                .bind::<Double, _>(generated.confidence.value())
                .bind::<Array<Text>, _>(&generated.risk_flags)
                .bind::<Nullable<Text>, _>(generated.cta_text.as_deref())
                .bind::<Text, _>(answer.slug.as_str())
                .bind::<Text, _>(language)
                .bind::<Nullable<Text>, _>(generated.topic.as_deref())
                .bind::<Nullable<Text>, _>(answer.nearest_card.as_deref())
                .get_result(conn)
                .await?;
                answer_by_id(conn, answer.id).await
            })
            .await
            .map_err(|error| {
                if is_slug_conflict(&error) {
                    QaError::SlugTaken
                } else {
                    QaError::Unknown(query_error(error))
                }
            })?
            .ok_or_else(|| anyhow::anyhow!("the stored answer vanished"))?;
        Ok(AnswerRecord::try_from(stored)?)
    }

    #[tracing::instrument(skip_all, fields(slug = %slug.as_str()))]
    async fn answer_by_slug(&self, slug: &Slug) -> Result<AnswerRecord, QaError> {
        let mut conn = self.db.conn().await?;
        let row: Option<AnswerRow> = diesel::sql_query(format!(
            "SELECT {ANSWER_COLUMNS} FROM answers a JOIN questions q ON q.id = a.question_id \
             WHERE a.slug = $1"
        ))
        .bind::<Text, _>(slug.as_str())
        .get_result(&mut conn)
        .await
        .optional()
        .map_err(query_error)?;
        Ok(row
            .map(AnswerRecord::try_from)
            .transpose()?
            .ok_or(QaError::NotFound)?)
    }

    #[tracing::instrument(skip_all, fields(page = page.number(), sort = filter.sort.as_str()))]
    async fn list_questions(
        &self,
        filter: &QuestionFilter,
        page: Page,
    ) -> Result<QuestionPage, QaError> {
        let mut conn = self.db.conn().await?;
        let search = filter.search.as_ref().map(|term| term.as_str());
        let persona = filter.persona.map(Persona::as_str);
        let city = filter.city.map(City::as_str);
        let answered = answered_value(filter.status);
        let limit = i64::from(page.size());
        let offset = i64::try_from(page.offset()).unwrap_or(i64::MAX);
        let page_sql = format!(
            "SELECT q.id, q.text, q.persona, q.city, q.channel, q.created_at, \
               a.id AS answer_id, a.slug AS answer_slug, a.published AS answer_published, \
               left(btrim(a.answer_text), {start}) AS answer_start \
             FROM questions q LEFT JOIN answers a ON a.question_id = q.id \
             WHERE {QUESTION_FILTERS} \
             ORDER BY {order} LIMIT $6 OFFSET $7",
            start = EXCERPT_MAX_CHARS + 1,
            order = question_order(filter.sort),
        );
        let stats_sql = format!(
            "SELECT count(*) AS total, count(a.id) AS answered, \
               count(*) FILTER (WHERE {QUESTION_FILTERS}) AS filtered \
             FROM questions q LEFT JOIN answers a ON a.question_id = q.id"
        );
        // One snapshot, so the page never disagrees with its counters.
        let (rows, stats) = conn
            .build_transaction()
            .read_only()
            .repeatable_read()
            .run(async |conn| {
                let rows: Vec<QuestionRow> = diesel::sql_query(&page_sql)
                    .bind::<Nullable<Text>, _>(search)
                    .bind::<Nullable<Text>, _>(persona)
                    .bind::<Nullable<Text>, _>(city)
                    .bind::<Nullable<Bool>, _>(answered)
                    .bind::<Nullable<Timestamptz>, _>(filter.asked_until)
                    .bind::<BigInt, _>(limit)
                    .bind::<BigInt, _>(offset)
                    .load(conn)
                    .await?;
                let stats: StatsRow = diesel::sql_query(&stats_sql)
                    .bind::<Nullable<Text>, _>(search)
                    .bind::<Nullable<Text>, _>(persona)
                    .bind::<Nullable<Text>, _>(city)
                    .bind::<Nullable<Bool>, _>(answered)
                    .bind::<Nullable<Timestamptz>, _>(filter.asked_until)
                    .get_result(conn)
                    .await?;
                Ok::<_, DieselError>((rows, stats))
            })
            .await
            .map_err(query_error)?;
        let questions = rows
            .into_iter()
            .map(QuestionRecord::try_from)
            .collect::<anyhow::Result<_>>()?;
        let total = to_u64(stats.total);
        let answered = to_u64(stats.answered);
        Ok(QuestionPage {
            questions,
            stats: QuestionStats {
                total,
                answered,
                unanswered: total.saturating_sub(answered),
                filtered: to_u64(stats.filtered),
            },
        })
    }

    #[tracing::instrument(skip_all, fields(page = page.number(), published = filter.published.as_str()))]
    async fn list_answers(&self, filter: &AnswerFilter, page: Page) -> Result<AnswerPage, QaError> {
        let mut conn = self.db.conn().await?;
        let published = published_value(filter.published);
        let search = filter.search.as_ref().map(|term| term.as_str());
        let persona = filter.persona.map(Persona::as_str);
        let language = filter.language.map(Language::as_str);
        let topic = filter.topic.as_deref();
        let limit = i64::from(page.size());
        let offset = i64::try_from(page.offset()).unwrap_or(i64::MAX);
        let page_sql = format!(
            "SELECT {ANSWER_COLUMNS} FROM answers a JOIN questions q ON q.id = a.question_id \
             WHERE {ANSWER_FILTERS} ORDER BY a.created_at DESC, a.id LIMIT $6 OFFSET $7"
        );
        let count_sql = format!(
            "SELECT count(*) AS total FROM answers a JOIN questions q ON q.id = a.question_id \
             WHERE {ANSWER_FILTERS}"
        );
        // One snapshot, so the page never disagrees with its total.
        let (rows, count) = conn
            .build_transaction()
            .read_only()
            .repeatable_read()
            .run(async |conn| {
                let rows: Vec<AnswerRow> = diesel::sql_query(&page_sql)
                    .bind::<Nullable<Bool>, _>(published)
                    .bind::<Nullable<Text>, _>(search)
                    .bind::<Nullable<Text>, _>(persona)
                    .bind::<Nullable<Text>, _>(language)
                    .bind::<Nullable<Text>, _>(topic)
                    .bind::<BigInt, _>(limit)
                    .bind::<BigInt, _>(offset)
                    .load(conn)
                    .await?;
                let count: CountRow = diesel::sql_query(&count_sql)
                    .bind::<Nullable<Bool>, _>(published)
                    .bind::<Nullable<Text>, _>(search)
                    .bind::<Nullable<Text>, _>(persona)
                    .bind::<Nullable<Text>, _>(language)
                    .bind::<Nullable<Text>, _>(topic)
                    .get_result(conn)
                    .await?;
                Ok::<_, DieselError>((rows, count))
            })
            .await
            .map_err(query_error)?;
        Ok(AnswerPage {
            answers: rows
                .into_iter()
                .map(AnswerRecord::try_from)
                .collect::<anyhow::Result<_>>()?,
            total: to_u64(count.total),
        })
    }

    #[tracing::instrument(skip_all, fields(%id, published = published))]
    async fn set_published(&self, id: AnswerId, published: bool) -> Result<AnswerRecord, QaError> {
        let mut conn = self.db.conn().await?;
        let row: Option<AnswerRow> = diesel::sql_query(format!(
            "WITH a AS (UPDATE answers SET published = $2 WHERE id = $1 RETURNING *) \
             SELECT {ANSWER_COLUMNS} FROM a JOIN questions q ON q.id = a.question_id"
        ))
        .bind::<SqlUuid, _>(id.as_uuid())
        .bind::<Bool, _>(published)
        .get_result(&mut conn)
        .await
        .optional()
        .map_err(query_error)?;
        Ok(row
            .map(AnswerRecord::try_from)
            .transpose()?
            .ok_or(QaError::NotFound)?)
    }
}
