//! Knowledge gaps, read from the questions, their answers and the feedback on them, and the
//! admins' reviews in `gap_reviews`.

use std::collections::HashMap;

use async_trait::async_trait;
use batala_ask::{
    GapQuestion, GapReview, GapStatus, GapStore, GapStoreError, Language, NearestCard,
    UNSURE_CONFIDENCE,
};
use batala_kernel::{City, Persona, QuestionId, Slug};
use batala_knowledge::GuidanceCard;
use bigdecimal::BigDecimal;
use chrono::{DateTime, Utc};
use diesel::dsl::{AssumeNotNull, exists, not, now};
use diesel::prelude::*;
use diesel::sql_types::Text;
use diesel::upsert::excluded;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use uuid::Uuid;

use crate::database::Database;
use crate::error::query_error;
use crate::numeric;
use crate::schema::{answer_feedback, answers, gap_reviews, guidance_cards, questions};
use crate::sql_functions::{btrim, coalesce};

/// Knowledge gaps and their reviews in PostgreSQL.
#[derive(Debug, Clone)]
pub struct PgGapStore {
    db: Database,
}

impl PgGapStore {
    #[must_use]
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

/// Whether some feedback on the answer rates it unhelpful: not helpful, or 2 stars or fewer.
#[diesel::dsl::auto_type]
fn rated_unhelpful() -> _ {
    exists(
        answer_feedback::table
            .filter(answer_feedback::answer_id.eq(answers::id))
            .filter(
                answer_feedback::helpful
                    .eq(false)
                    .or(answer_feedback::rating.le(2_i16)),
            )
            .select(answer_feedback::id),
    )
}

/// Whether the question, joined to its answer, is a gap: the answer is unsure (below `unsure`
/// confidence) or rated unhelpful.
#[diesel::dsl::auto_type]
fn is_gap(unsure: BigDecimal) -> _ {
    answers::confidence.lt(unsure).or(rated_unhelpful())
}

/// [`UNSURE_CONFIDENCE`] as the `numeric` confidences compare with it.
fn unsure_confidence() -> anyhow::Result<BigDecimal> {
    numeric::from_f64(UNSURE_CONFIDENCE)
}

/// A gap question with its answer, its review if any and its answer's nearest card.
#[derive(Queryable, Selectable)]
#[diesel(table_name = questions, check_for_backend(diesel::pg::Pg))]
struct GapRow {
    id: Uuid,
    text: String,
    persona: String,
    city: String,
    language: String,
    created_at: DateTime<Utc>,
    #[diesel(embed)]
    answer: GapAnswerRow,
    #[diesel(select_expression = rated_unhelpful())]
    rated_unhelpful: bool,
    #[diesel(select_expression = gap_reviews::status.nullable())]
    status: Option<String>,
    #[diesel(select_expression = gap_reviews::note.nullable())]
    note: Option<String>,
    #[diesel(select_expression = guidance_cards::document.nullable())]
    card_document: Option<String>,
}

#[derive(Queryable, Selectable)]
#[diesel(table_name = answers, check_for_backend(diesel::pg::Pg))]
struct GapAnswerRow {
    id: Uuid,
    slug: String,
    confidence: BigDecimal,
    nearest_card_id: Option<String>,
}

/// A comment on a gap's answer, trimmed; only comments that are not blank are read, so it is
/// never NULL.
#[derive(Queryable, Selectable)]
#[diesel(table_name = answer_feedback, check_for_backend(diesel::pg::Pg))]
struct CommentRow {
    answer_id: Uuid,
    #[diesel(select_expression = btrim(answer_feedback::comment.assume_not_null()))]
    #[diesel(select_expression_type = btrim<Text, AssumeNotNull<answer_feedback::comment>>)]
    comment: String,
}

/// A review without a note writes NULL, which clears the note a question had.
#[derive(Insertable)]
#[diesel(table_name = gap_reviews, treat_none_as_default_value = false)]
struct NewReviewRow<'a> {
    question_id: Uuid,
    status: &'a str,
    note: Option<&'a str>,
}

/// A review's transaction ends on a question that is not a gap, or on a database error.
enum ReviewFailure {
    NotAGap(QuestionId),
    Database(diesel::result::Error),
}

impl From<diesel::result::Error> for ReviewFailure {
    fn from(error: diesel::result::Error) -> Self {
        Self::Database(error)
    }
}

/// Those of `ids` that are gaps.
async fn gaps_among(
    conn: &mut AsyncPgConnection,
    ids: &[Uuid],
    unsure: BigDecimal,
) -> QueryResult<Vec<Uuid>> {
    questions::table
        .inner_join(answers::table)
        .filter(questions::id.eq_any(ids))
        .filter(is_gap(unsure))
        .select(questions::id)
        .load(conn)
        .await
}

/// The card's id and title, read once per card from its stored document.
fn nearest_card(
    id: &str,
    document: Option<&str>,
    titles: &mut HashMap<String, Option<NearestCard>>,
) -> Option<NearestCard> {
    titles
        .entry(id.to_owned())
        .or_insert_with(|| {
            let card = GuidanceCard::parse_document(document?)
                .ok()?
                .into_iter()
                .next()?;
            Some(NearestCard {
                id: card.id,
                title: card.title,
            })
        })
        .clone()
}

#[async_trait]
impl GapStore for PgGapStore {
    #[tracing::instrument(skip(self), fields(%status))]
    async fn gap_questions(
        &self,
        status: GapStatus,
        limit: u32,
    ) -> Result<Vec<GapQuestion>, GapStoreError> {
        let unsure = unsure_confidence()?;
        let mut conn = self.db.conn().await?;
        // One snapshot, so the comments are those of the gaps read.
        let (rows, comments) = conn
            .build_transaction()
            .read_only()
            .repeatable_read()
            .run(async |conn| {
                let rows: Vec<GapRow> = questions::table
                    .inner_join(answers::table)
                    .left_join(gap_reviews::table)
                    .left_join(
                        guidance_cards::table
                            .on(answers::nearest_card_id.eq(guidance_cards::id.nullable())),
                    )
                    .filter(is_gap(unsure))
                    .filter(coalesce(gap_reviews::status.nullable(), "open").eq(status.as_str()))
                    .order_by((questions::created_at.desc(), questions::id))
                    .limit(i64::from(limit))
                    .select(GapRow::as_select())
                    .load(conn)
                    .await?;
                let answer_ids: Vec<Uuid> = rows.iter().map(|row| row.answer.id).collect();
                let comments: Vec<CommentRow> = answer_feedback::table
                    .filter(answer_feedback::answer_id.eq_any(&answer_ids))
                    .filter(btrim(answer_feedback::comment).ne(""))
                    .order_by(answer_feedback::created_at)
                    .select(CommentRow::as_select())
                    .load(conn)
                    .await?;
                Ok::<_, diesel::result::Error>((rows, comments))
            })
            .await
            .map_err(query_error)?;
        let mut comments_by_answer: HashMap<Uuid, Vec<String>> = HashMap::new();
        for row in comments {
            comments_by_answer
                .entry(row.answer_id)
                .or_default()
                .push(row.comment);
        }
        let mut titles = HashMap::new();
        rows.into_iter()
            .map(|row| {
                Ok(GapQuestion {
                    question_id: QuestionId::from_uuid(row.id),
                    text: row.text,
                    persona: Persona::parse(&row.persona)?,
                    city: City::parse(&row.city)?,
                    language: Language::parse(&row.language)?,
                    asked_at: row.created_at,
                    slug: Slug::parse(&row.answer.slug)?,
                    confidence: numeric::to_f64(&row.answer.confidence)?,
                    rated_unhelpful: row.rated_unhelpful,
                    comments: comments_by_answer
                        .remove(&row.answer.id)
                        .unwrap_or_default(),
                    nearest_card: row
                        .answer
                        .nearest_card_id
                        .as_deref()
                        .and_then(|id| nearest_card(id, row.card_document.as_deref(), &mut titles)),
                    status: GapStatus::parse(row.status.as_deref().unwrap_or("open"))
                        .map_err(anyhow::Error::from)?,
                    note: row.note,
                })
            })
            .collect::<anyhow::Result<_>>()
            .map_err(GapStoreError::Unknown)
    }

    #[tracing::instrument(skip(self))]
    async fn open_gap_count(&self) -> Result<u64, GapStoreError> {
        let unsure = unsure_confidence()?;
        let mut conn = self.db.conn().await?;
        let count: i64 = questions::table
            .inner_join(answers::table)
            .filter(is_gap(unsure))
            .filter(not(exists(
                gap_reviews::table
                    .filter(gap_reviews::question_id.eq(questions::id))
                    .select(gap_reviews::question_id),
            )))
            .count()
            .get_result(&mut conn)
            .await
            .map_err(query_error)?;
        Ok(u64::try_from(count).unwrap_or_default())
    }

    #[tracing::instrument(skip_all, fields(questions = questions.len()))]
    async fn gaps_among(&self, questions: &[QuestionId]) -> Result<Vec<QuestionId>, GapStoreError> {
        let ids: Vec<Uuid> = questions.iter().map(|id| id.as_uuid()).collect();
        let unsure = unsure_confidence()?;
        let mut conn = self.db.conn().await?;
        let gaps = gaps_among(&mut conn, &ids, unsure)
            .await
            .map_err(query_error)?;
        Ok(gaps.into_iter().map(QuestionId::from_uuid).collect())
    }

    #[tracing::instrument(skip_all, fields(questions = questions.len(), status = %review.status))]
    async fn review_gaps(
        &self,
        questions: &[QuestionId],
        review: &GapReview,
    ) -> Result<(), GapStoreError> {
        let ids: Vec<Uuid> = questions.iter().map(|id| id.as_uuid()).collect();
        let unsure = unsure_confidence()?;
        let mut conn = self.db.conn().await?;
        conn.transaction::<_, ReviewFailure, _>(async |conn| {
            let gaps = gaps_among(conn, &ids, unsure).await?;
            if let Some(missing) = ids.iter().find(|id| !gaps.contains(id)) {
                return Err(ReviewFailure::NotAGap(QuestionId::from_uuid(*missing)));
            }
            match review.status {
                GapStatus::Open => {
                    diesel::delete(gap_reviews::table.filter(gap_reviews::question_id.eq_any(&ids)))
                        .execute(conn)
                        .await
                }
                GapStatus::Resolved | GapStatus::Dismissed => {
                    let reviews: Vec<NewReviewRow> = ids
                        .iter()
                        .map(|&question_id| NewReviewRow {
                            question_id,
                            status: review.status.as_str(),
                            note: review.note.as_ref().map(|note| note.as_str()),
                        })
                        .collect();
                    diesel::insert_into(gap_reviews::table)
                        .values(&reviews)
                        .on_conflict(gap_reviews::question_id)
                        .do_update()
                        .set((
                            gap_reviews::status.eq(excluded(gap_reviews::status)),
                            gap_reviews::note.eq(excluded(gap_reviews::note)),
                            gap_reviews::reviewed_at.eq(now),
                        ))
                        .execute(conn)
                        .await
                }
            }?;
            Ok(())
        })
        .await
        .map_err(|failure| match failure {
            ReviewFailure::NotAGap(id) => GapStoreError::NotAGap(id),
            ReviewFailure::Database(error) => GapStoreError::Unknown(query_error(error)),
        })
    }
}
