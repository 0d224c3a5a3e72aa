//! Knowledge gaps, read from the questions, their answers and the feedback on them, and the
//! admins' reviews in `gap_reviews`. Raw SQL: the gap test is an aggregate over the feedback
//! (`HAVING … bool_or(…)`), which diesel's DSL cannot say.

use std::collections::HashMap;

use async_trait::async_trait;
use batala_ask::{
    GapQuestion, GapReview, GapStatus, GapStore, GapStoreError, Language, NearestCard,
    UNSURE_CONFIDENCE,
};
use batala_kernel::{City, Persona, QuestionId, Slug};
use batala_knowledge::GuidanceCard;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::sql_types::{Array, BigInt, Double, Nullable, Text, Timestamptz, Uuid as SqlUuid};
use diesel_async::{AsyncConnection, RunQueryDsl};
use uuid::Uuid;

use crate::database::Database;
use crate::error::query_error;

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

/// The questions whose answer is unsure ($1: below this confidence) or rated unhelpful (not
/// helpful, or 2 stars or fewer), one row each with its feedback aggregated.
const GAPS: &str = "SELECT q.id, q.text, q.persona, q.city, q.language::text AS language, \
       q.created_at, a.slug, a.confidence::float8 AS confidence, a.nearest_card_id, \
       coalesce(bool_or(f.helpful = false OR f.rating <= 2), false) AS rated_unhelpful, \
       coalesce(array_agg(btrim(f.comment) ORDER BY f.created_at) \
         FILTER (WHERE btrim(f.comment) <> ''), '{}') AS comments \
     FROM questions q JOIN answers a ON a.question_id = q.id \
     LEFT JOIN answer_feedback f ON f.answer_id = a.id \
     GROUP BY q.id, a.id \
     HAVING a.confidence < $1 OR coalesce(bool_or(f.helpful = false OR f.rating <= 2), false)";

#[derive(QueryableByName)]
struct GapRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = Text)]
    text: String,
    #[diesel(sql_type = Text)]
    persona: String,
    #[diesel(sql_type = Text)]
    city: String,
    #[diesel(sql_type = Text)]
    language: String,
    #[diesel(sql_type = Timestamptz)]
    created_at: DateTime<Utc>,
    #[diesel(sql_type = Text)]
    slug: String,
    #[diesel(sql_type = Double)]
    confidence: f64,
    #[diesel(sql_type = Nullable<Text>)]
    nearest_card_id: Option<String>,
    #[diesel(sql_type = diesel::sql_types::Bool)]
    rated_unhelpful: bool,
    #[diesel(sql_type = Array<Text>)]
    comments: Vec<String>,
    #[diesel(sql_type = Nullable<Text>)]
    status: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    note: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    card_document: Option<String>,
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

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = BigInt)]
    count: i64,
}

#[derive(QueryableByName)]
struct Id {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
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
        let mut conn = self.db.conn().await?;
        let rows: Vec<GapRow> = diesel::sql_query(format!(
            "SELECT g.*, r.status, r.note, c.document AS card_document FROM ({GAPS}) g \
             LEFT JOIN gap_reviews r ON r.question_id = g.id \
             LEFT JOIN guidance_cards c ON c.id = g.nearest_card_id \
             WHERE coalesce(r.status, 'open') = $2 \
             ORDER BY g.created_at DESC, g.id LIMIT $3"
        ))
        .bind::<Double, _>(UNSURE_CONFIDENCE)
        .bind::<Text, _>(status.as_str())
        .bind::<BigInt, _>(i64::from(limit))
        .load(&mut conn)
        .await
        .map_err(query_error)?;
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
                    slug: Slug::parse(&row.slug)?,
                    confidence: row.confidence,
                    rated_unhelpful: row.rated_unhelpful,
                    comments: row.comments,
                    nearest_card: row
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
        let mut conn = self.db.conn().await?;
        let count: Count = diesel::sql_query(format!(
            "SELECT count(*) AS count FROM ({GAPS}) g \
             WHERE NOT EXISTS (SELECT 1 FROM gap_reviews r WHERE r.question_id = g.id)"
        ))
        .bind::<Double, _>(UNSURE_CONFIDENCE)
        .get_result(&mut conn)
        .await
        .map_err(query_error)?;
        Ok(u64::try_from(count.count).unwrap_or_default())
    }

    #[tracing::instrument(skip_all, fields(questions = questions.len()))]
    async fn gaps_among(&self, questions: &[QuestionId]) -> Result<Vec<QuestionId>, GapStoreError> {
        let ids: Vec<Uuid> = questions.iter().map(|id| id.as_uuid()).collect();
        let mut conn = self.db.conn().await?;
        let gaps: Vec<Id> =
            diesel::sql_query(format!("SELECT g.id FROM ({GAPS}) g WHERE g.id = ANY($2)"))
                .bind::<Double, _>(UNSURE_CONFIDENCE)
                .bind::<Array<SqlUuid>, _>(&ids)
                .load(&mut conn)
                .await
                .map_err(query_error)?;
        Ok(gaps
            .into_iter()
            .map(|gap| QuestionId::from_uuid(gap.id))
            .collect())
    }

    #[tracing::instrument(skip_all, fields(questions = questions.len(), status = %review.status))]
    async fn review_gaps(
        &self,
        questions: &[QuestionId],
        review: &GapReview,
    ) -> Result<(), GapStoreError> {
        let ids: Vec<Uuid> = questions.iter().map(|id| id.as_uuid()).collect();
        let mut conn = self.db.conn().await?;
        conn.transaction::<_, ReviewFailure, _>(async |conn| {
            let gaps: Vec<Id> =
                diesel::sql_query(format!("SELECT g.id FROM ({GAPS}) g WHERE g.id = ANY($2)"))
                    .bind::<Double, _>(UNSURE_CONFIDENCE)
                    .bind::<Array<SqlUuid>, _>(&ids)
                    .load(conn)
                    .await?;
            if let Some(missing) = ids.iter().find(|id| !gaps.iter().any(|gap| gap.id == **id)) {
                return Err(ReviewFailure::NotAGap(QuestionId::from_uuid(*missing)));
            }
            match review.status {
                GapStatus::Open => {
                    diesel::sql_query("DELETE FROM gap_reviews WHERE question_id = ANY($1)")
                        .bind::<Array<SqlUuid>, _>(&ids)
                        .execute(conn)
                        .await
                }
                GapStatus::Resolved | GapStatus::Dismissed => {
                    diesel::sql_query(
                        "INSERT INTO gap_reviews (question_id, status, note) \
                         SELECT id, $2, $3 FROM unnest($1::uuid[]) AS id \
                         ON CONFLICT (question_id) DO UPDATE \
                         SET status = EXCLUDED.status, note = EXCLUDED.note, reviewed_at = now()",
                    )
                    .bind::<Array<SqlUuid>, _>(&ids)
                    .bind::<Text, _>(review.status.as_str())
                    .bind::<Nullable<Text>, _>(review.note.as_ref().map(|note| note.as_str()))
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
