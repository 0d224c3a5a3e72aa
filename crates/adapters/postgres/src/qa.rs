use async_trait::async_trait;
use batala_ask::{
    AnswerFilter, AnswerPage, AnswerRecord, AnswerSummary, AnsweredFilter, AskCommand, Channel,
    CitedSource, Confidence, EXCERPT_MAX_CHARS, Language, NewAnswer, PublishedFilter, QaError,
    QaStore, QuestionFilter, QuestionPage, QuestionRecord, QuestionSort, QuestionStats,
    answer_excerpt,
};
use batala_kernel::{AnswerId, City, Page, Persona, QuestionId, Slug, WebUrl};
use bigdecimal::BigDecimal;
use chrono::{DateTime, Utc};
use diesel::dsl::{IntoBoxed, count, count_star};
use diesel::pg::Pg;
use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error as DieselError};
use diesel::sql_types::Text;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use uuid::Uuid;

use crate::database::Database;
use crate::error::query_error;
use crate::numeric;
use crate::schema::{answers, questions};
use crate::sql_functions::{btrim, left, lower, strpos};

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

/// `None` is written as NULL, not as DEFAULT: one statement whichever fields are missing.
#[derive(Insertable)]
#[diesel(table_name = answers, treat_none_as_default_value = false)]
struct NewAnswerRow<'a> {
    question_id: Uuid,
    answer_text: &'a str,
    bullets: &'a [String],
    key_tips: &'a [String],
    local_context: &'a str,
    estimated_savings_aed: Option<BigDecimal>,
    cited_sources: &'a serde_json::Value,
    confidence: BigDecimal,
    risk_flags: &'a [String],
    cta_text: Option<&'a str>,
    slug: &'a str,
    language: &'a str,
    topic: Option<&'a str>,
    nearest_card_id: Option<&'a str>,
}

/// An answer with its question.
#[derive(Queryable, Selectable)]
#[diesel(table_name = answers, check_for_backend(diesel::pg::Pg))]
struct AnswerRow {
    id: Uuid,
    question_id: Uuid,
    #[diesel(embed)]
    question: AskedRow,
    answer_text: String,
    key_tips: Vec<Option<String>>,
    local_context: String,
    estimated_savings_aed: Option<BigDecimal>,
    cited_sources: serde_json::Value,
    confidence: BigDecimal,
    risk_flags: Vec<Option<String>>,
    cta_text: Option<String>,
    slug: String,
    language: String,
    published: bool,
    created_at: DateTime<Utc>,
    topic: Option<String>,
}

/// The question an [`AnswerRow`] answers.
#[derive(Queryable, Selectable)]
#[diesel(table_name = questions, check_for_backend(diesel::pg::Pg))]
struct AskedRow {
    text: String,
    persona: String,
    city: String,
}

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
            question_text: row.question.text,
            persona: Persona::parse(&row.question.persona)?,
            city: City::parse(&row.question.city)?,
            answer_text: row.answer_text,
            key_tips: texts(row.key_tips),
            local_context: row.local_context,
            estimated_savings_aed: row
                .estimated_savings_aed
                .as_ref()
                .map(numeric::to_f64)
                .transpose()?,
            cited_sources: cited_sources(&row.cited_sources)?,
            confidence: Confidence::parse(numeric::to_f64(&row.confidence)?)?,
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
#[derive(Queryable, Selectable)]
#[diesel(table_name = questions, check_for_backend(diesel::pg::Pg))]
struct QuestionRow {
    id: Uuid,
    text: String,
    persona: String,
    city: String,
    channel: String,
    created_at: DateTime<Utc>,
    #[diesel(embed)]
    answer: Option<AnswerSummaryRow>,
}

/// A question's answer, as the questions list summarises it.
#[derive(Queryable, Selectable)]
#[diesel(table_name = answers, check_for_backend(diesel::pg::Pg))]
struct AnswerSummaryRow {
    id: Uuid,
    slug: String,
    published: bool,
    /// At most one character more than an excerpt, to tell whether and where to cut it.
    #[diesel(select_expression = left(btrim(answers::answer_text), excerpt_start_chars()))]
    #[diesel(select_expression_type = left<Text, btrim<Text, answers::answer_text>, i32>)]
    start: String,
}

/// How many characters of an answer the questions list reads to cut its excerpt.
fn excerpt_start_chars() -> i32 {
    i32::try_from(EXCERPT_MAX_CHARS + 1).unwrap_or(i32::MAX)
}

impl TryFrom<QuestionRow> for QuestionRecord {
    type Error = anyhow::Error;
    fn try_from(row: QuestionRow) -> anyhow::Result<Self> {
        let answer = row
            .answer
            .map(|answer| {
                Ok::<_, anyhow::Error>(AnswerSummary {
                    id: AnswerId::from_uuid(answer.id),
                    slug: Slug::parse(&answer.slug)?,
                    excerpt: answer_excerpt(&answer.start),
                    published: answer.published,
                })
            })
            .transpose()?;
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

type QuestionsAndAnswers = diesel::dsl::LeftJoin<questions::table, answers::table>;
type AnswersAndQuestions = diesel::dsl::InnerJoin<answers::table, questions::table>;

/// Whether `text`, lowercased, contains `term`: the lists' search, on a term already lowercased.
#[diesel::dsl::auto_type]
fn contains<'a, T: Expression<SqlType = Text>>(text: T, term: &'a str) -> _ {
    strpos(lower(text), term).gt(0_i32)
}

/// The questions with their answers (if any) that pass the questions list's filters, as
/// [`QuestionFilter::matches`] defines them.
fn matching_questions(filter: &QuestionFilter) -> IntoBoxed<'_, QuestionsAndAnswers, Pg> {
    let mut query = questions::table.left_join(answers::table).into_boxed();
    if let Some(term) = &filter.search {
        let term = term.as_str();
        query = query.filter(contains(questions::text, term).or(contains(answers::slug, term)));
    }
    if let Some(persona) = filter.persona {
        query = query.filter(questions::persona.eq(persona.as_str()));
    }
    if let Some(city) = filter.city {
        query = query.filter(questions::city.eq(city.as_str()));
    }
    if let Some(answered) = answered_value(filter.status) {
        query = query.filter(answers::id.is_not_null().eq(answered));
    }
    if let Some(until) = filter.asked_until {
        query = query.filter(questions::created_at.le(until));
    }
    query
}

/// The answers with their questions that pass the answers list's filters, as
/// [`AnswerFilter::matches`] defines them.
fn matching_answers(filter: &AnswerFilter) -> IntoBoxed<'_, AnswersAndQuestions, Pg> {
    let mut query = answers::table.inner_join(questions::table).into_boxed();
    if let Some(published) = published_value(filter.published) {
        query = query.filter(answers::published.eq(published));
    }
    if let Some(term) = &filter.search {
        let term = term.as_str();
        query = query.filter(
            contains(answers::answer_text, term)
                .or(contains(questions::text, term))
                .or(contains(answers::slug, term)),
        );
    }
    if let Some(persona) = filter.persona {
        query = query.filter(questions::persona.eq(persona.as_str()));
    }
    if let Some(language) = filter.language {
        query = query.filter(answers::language.eq(language.as_str()));
    }
    if let Some(topic) = &filter.topic {
        query = query.filter(answers::topic.eq(topic.as_str()));
    }
    query
}

/// `query` in the order [`QuestionSort::compare`] defines; uuids compare bytewise in both.
fn in_question_order(
    query: IntoBoxed<'_, QuestionsAndAnswers, Pg>,
    sort: QuestionSort,
) -> IntoBoxed<'_, QuestionsAndAnswers, Pg> {
    match sort {
        QuestionSort::Newest => query.order_by((questions::created_at.desc(), questions::id)),
        QuestionSort::Oldest => query.order_by((questions::created_at, questions::id)),
        QuestionSort::AnsweredFirst => query.order_by((
            answers::id.is_not_null().desc(),
            questions::created_at.desc(),
            questions::id,
        )),
        QuestionSort::UnansweredFirst => query.order_by((
            answers::id.is_not_null(),
            questions::created_at.desc(),
            questions::id,
        )),
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
    answers::table
        .inner_join(questions::table)
        .filter(answers::id.eq(id))
        .select(AnswerRow::as_select())
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
        let question_row = NewQuestionRow {
            persona: question.persona().as_str(),
            city: question.city().as_str(),
            channel: question.channel().as_str(),
            text: question.question().as_str(),
            language,
        };
        let generated = &answer.generated;
        let sources = cited_sources_json(&generated.cited_sources);
        let estimated_savings_aed = answer
            .estimated_savings_aed
            .map(numeric::from_f64)
            .transpose()?;
        let confidence = numeric::from_f64(generated.confidence.value())?;
        let stored = conn
            .transaction(async |conn| {
                let question_id: Uuid = diesel::insert_into(questions::table)
                    .values(&question_row)
                    .returning(questions::id)
                    .get_result(conn)
                    .await?;
                let answer_id: Uuid = diesel::insert_into(answers::table)
                    .values(NewAnswerRow {
                        question_id,
                        answer_text: &generated.answer,
                        bullets: &generated.key_tips,
                        key_tips: &generated.key_tips,
                        local_context: &generated.local_context,
                        estimated_savings_aed,
                        cited_sources: &sources,
                        confidence,
                        risk_flags: &generated.risk_flags,
                        cta_text: generated.cta_text.as_deref(),
                        slug: answer.slug.as_str(),
                        language,
                        topic: generated.topic.as_deref(),
                        nearest_card_id: answer.nearest_card.as_deref(),
                    })
                    .returning(answers::id)
                    .get_result(conn)
                    .await?;
                answer_by_id(conn, answer_id).await
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
        let row: Option<AnswerRow> = answers::table
            .inner_join(questions::table)
            .filter(answers::slug.eq(slug.as_str()))
            .select(AnswerRow::as_select())
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
        let limit = i64::from(page.size());
        let offset = i64::try_from(page.offset()).unwrap_or(i64::MAX);
        // One snapshot, so the page never disagrees with its counters.
        let (rows, (total, answered), filtered) = conn
            .build_transaction()
            .read_only()
            .repeatable_read()
            .run(async |conn| {
                let rows: Vec<QuestionRow> =
                    in_question_order(matching_questions(filter), filter.sort)
                        .select(QuestionRow::as_select())
                        .limit(limit)
                        .offset(offset)
                        .load(conn)
                        .await?;
                let totals: (i64, i64) = questions::table
                    .left_join(answers::table)
                    .select((count_star(), count(answers::id.nullable())))
                    .get_result(conn)
                    .await?;
                let filtered: i64 = matching_questions(filter).count().get_result(conn).await?;
                Ok::<_, DieselError>((rows, totals, filtered))
            })
            .await
            .map_err(query_error)?;
        let questions = rows
            .into_iter()
            .map(QuestionRecord::try_from)
            .collect::<anyhow::Result<_>>()?;
        let total = to_u64(total);
        let answered = to_u64(answered);
        Ok(QuestionPage {
            questions,
            stats: QuestionStats {
                total,
                answered,
                unanswered: total.saturating_sub(answered),
                filtered: to_u64(filtered),
            },
        })
    }

    #[tracing::instrument(skip_all, fields(page = page.number(), published = filter.published.as_str()))]
    async fn list_answers(&self, filter: &AnswerFilter, page: Page) -> Result<AnswerPage, QaError> {
        let mut conn = self.db.conn().await?;
        let limit = i64::from(page.size());
        let offset = i64::try_from(page.offset()).unwrap_or(i64::MAX);
        // One snapshot, so the page never disagrees with its total.
        let (rows, total) = conn
            .build_transaction()
            .read_only()
            .repeatable_read()
            .run(async |conn| {
                let rows: Vec<AnswerRow> = matching_answers(filter)
                    .order_by((answers::created_at.desc(), answers::id))
                    .select(AnswerRow::as_select())
                    .limit(limit)
                    .offset(offset)
                    .load(conn)
                    .await?;
                let total: i64 = matching_answers(filter).count().get_result(conn).await?;
                Ok::<_, DieselError>((rows, total))
            })
            .await
            .map_err(query_error)?;
        Ok(AnswerPage {
            answers: rows
                .into_iter()
                .map(AnswerRecord::try_from)
                .collect::<anyhow::Result<_>>()?,
            total: to_u64(total),
        })
    }

    #[tracing::instrument(skip_all, fields(%id, published = published))]
    async fn set_published(&self, id: AnswerId, published: bool) -> Result<AnswerRecord, QaError> {
        let mut conn = self.db.conn().await?;
        let row: Option<AnswerRow> = conn
            .transaction(async |conn| {
                diesel::update(answers::table.find(id.as_uuid()))
                    .set(answers::published.eq(published))
                    .execute(conn)
                    .await?;
                answer_by_id(conn, id.as_uuid()).await
            })
            .await
            .map_err(query_error)?;
        Ok(row
            .map(AnswerRecord::try_from)
            .transpose()?
            .ok_or(QaError::NotFound)?)
    }
}
