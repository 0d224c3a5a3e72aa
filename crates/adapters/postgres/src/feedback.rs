use async_trait::async_trait;
use batala_feedback::{
    Comment, FeedbackComment, FeedbackError, FeedbackStore, FeedbackSubmission, FeedbackSummary,
    LATEST_COMMENTS, Rating, RequestContext, TimeOnPage, UserLocation, UserPersona, WebUrl,
};
use batala_kernel::{AnswerId, Email, FeedbackId};
use chrono::{DateTime, Utc};
use diesel::result::{DatabaseErrorKind, Error as DieselError};
use diesel::sql_types::{
    Array, BigInt, Bool, Double, Integer, Nullable, SmallInt, Text, Timestamptz, Uuid as SqlUuid,
};
use diesel_async::RunQueryDsl;
use uuid::Uuid;

use crate::database::Database;
use crate::error::query_error;

/// Visitors' feedback on answers, in the `answer_feedback` table.
#[derive(Debug, Clone)]
pub struct PgFeedbackStore {
    db: Database,
}

impl PgFeedbackStore {
    #[must_use]
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

/// The foreign key PostgreSQL names for `answer_feedback.answer_id`.
const ANSWER_CONSTRAINT: &str = "answer_feedback_answer_id_fkey";

#[derive(diesel::QueryableByName)]
struct IdRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
}

/// One answer's counts and averages.
#[derive(diesel::QueryableByName)]
struct SummaryRow {
    #[diesel(sql_type = SqlUuid)]
    answer_id: Uuid,
    #[diesel(sql_type = BigInt)]
    count: i64,
    #[diesel(sql_type = BigInt)]
    helpful: i64,
    #[diesel(sql_type = BigInt)]
    not_helpful: i64,
    #[diesel(sql_type = Nullable<Double>)]
    average_rating: Option<f64>,
    #[diesel(sql_type = Nullable<Double>)]
    average_accuracy: Option<f64>,
    #[diesel(sql_type = Nullable<Double>)]
    average_clarity: Option<f64>,
    #[diesel(sql_type = Nullable<Double>)]
    average_usefulness: Option<f64>,
}

/// One of an answer's latest comments.
#[derive(diesel::QueryableByName)]
struct CommentRow {
    #[diesel(sql_type = SqlUuid)]
    answer_id: Uuid,
    #[diesel(sql_type = Text)]
    comment: String,
    #[diesel(sql_type = Nullable<SmallInt>)]
    rating: Option<i16>,
    #[diesel(sql_type = Nullable<Bool>)]
    helpful: Option<bool>,
    #[diesel(sql_type = Timestamptz)]
    created_at: DateTime<Utc>,
}

fn to_u64(n: i64) -> u64 {
    u64::try_from(n).unwrap_or_default()
}

fn rating(value: Option<Rating>) -> Option<i16> {
    value.map(|rating| i16::from(rating.value()))
}

fn is_unknown_answer(error: &DieselError) -> bool {
    matches!(
        error,
        DieselError::DatabaseError(DatabaseErrorKind::ForeignKeyViolation, info)
            if info.constraint_name() == Some(ANSWER_CONSTRAINT)
    )
}

#[async_trait]
impl FeedbackStore for PgFeedbackStore {
    #[tracing::instrument(skip_all, fields(answer_id = %feedback.answer_id()))]
    async fn save(
        &self,
        feedback: &FeedbackSubmission,
        context: &RequestContext,
    ) -> Result<FeedbackId, FeedbackError> {
        let mut conn = self.db.conn().await?;
        let ratings = feedback.ratings();
        // The honeypots (website_url, company_name) stay NULL: a stored submission passed them
        // empty.
        let row: IdRow = diesel::sql_query(
            "INSERT INTO answer_feedback (answer_id, helpful, feedback_type, rating, \
               accuracy_rating, clarity_rating, usefulness_rating, comment, user_email, \
               user_location, user_persona, page_url, referrer_url, time_on_page, ip_address, \
               user_agent, session_id) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::inet, \
               $16, $17) \
             RETURNING id",
        )
        .bind::<SqlUuid, _>(feedback.answer_id().as_uuid())
        .bind::<Bool, _>(feedback.helpful())
        .bind::<Text, _>(feedback.feedback_type().as_str())
        .bind::<Nullable<SmallInt>, _>(rating(ratings.overall))
        .bind::<Nullable<SmallInt>, _>(rating(ratings.accuracy))
        .bind::<Nullable<SmallInt>, _>(rating(ratings.clarity))
        .bind::<Nullable<SmallInt>, _>(rating(ratings.usefulness))
        .bind::<Nullable<Text>, _>(feedback.comment().map(Comment::as_str))
        .bind::<Nullable<Text>, _>(feedback.user_email().map(Email::as_str))
        .bind::<Nullable<Text>, _>(feedback.user_location().map(UserLocation::as_str))
        .bind::<Nullable<Text>, _>(feedback.user_persona().map(UserPersona::as_str))
        .bind::<Nullable<Text>, _>(feedback.page_url().map(WebUrl::as_str))
        .bind::<Nullable<Text>, _>(feedback.referrer_url().map(WebUrl::as_str))
        .bind::<Nullable<Integer>, _>(
            feedback
                .time_on_page()
                .map(|time| i32::try_from(TimeOnPage::seconds(time)).unwrap_or(i32::MAX)),
        )
        .bind::<Nullable<Text>, _>(context.ip_address().map(|ip| ip.to_string()))
        .bind::<Nullable<Text>, _>(context.user_agent())
        .bind::<Nullable<Text>, _>(context.session_id())
        .get_result(&mut conn)
        .await
        .map_err(|error| {
            if is_unknown_answer(&error) {
                FeedbackError::AnswerNotFound
            } else {
                FeedbackError::Unknown(query_error(error))
            }
        })?;
        Ok(FeedbackId::from_uuid(row.id))
    }

    #[tracing::instrument(skip_all, fields(answers = answers.len()))]
    async fn summaries(&self, answers: &[AnswerId]) -> Result<Vec<FeedbackSummary>, FeedbackError> {
        let mut conn = self.db.conn().await?;
        let ids: Vec<Uuid> = answers.iter().map(AnswerId::as_uuid).collect();
        let rows: Vec<SummaryRow> = diesel::sql_query(
            "SELECT answer_id, count(*) AS count, \
               count(*) FILTER (WHERE helpful) AS helpful, \
               count(*) FILTER (WHERE NOT helpful) AS not_helpful, \
               avg(rating)::float8 AS average_rating, \
               avg(accuracy_rating)::float8 AS average_accuracy, \
               avg(clarity_rating)::float8 AS average_clarity, \
               avg(usefulness_rating)::float8 AS average_usefulness \
             FROM answer_feedback WHERE answer_id = ANY($1) GROUP BY answer_id",
        )
        .bind::<Array<SqlUuid>, _>(&ids)
        .load(&mut conn)
        .await
        .map_err(query_error)?;
        let comments: Vec<CommentRow> = diesel::sql_query(
            "SELECT answer_id, comment, rating, helpful, created_at FROM ( \
               SELECT answer_id, btrim(comment) AS comment, rating, helpful, created_at, \
                 row_number() OVER (PARTITION BY answer_id ORDER BY created_at DESC, id) AS n \
               FROM answer_feedback \
               WHERE answer_id = ANY($1) AND btrim(coalesce(comment, '')) <> '' \
             ) latest WHERE n <= $2 ORDER BY answer_id, created_at DESC, n",
        )
        .bind::<Array<SqlUuid>, _>(&ids)
        .bind::<BigInt, _>(i64::try_from(LATEST_COMMENTS).unwrap_or(i64::MAX))
        .load(&mut conn)
        .await
        .map_err(query_error)?;
        Ok(rows
            .into_iter()
            .map(|row| FeedbackSummary {
                answer_id: AnswerId::from_uuid(row.answer_id),
                count: to_u64(row.count),
                helpful: to_u64(row.helpful),
                not_helpful: to_u64(row.not_helpful),
                average_rating: row.average_rating,
                average_accuracy: row.average_accuracy,
                average_clarity: row.average_clarity,
                average_usefulness: row.average_usefulness,
                latest_comments: comments
                    .iter()
                    .filter(|comment| comment.answer_id == row.answer_id)
                    .map(|comment| FeedbackComment {
                        comment: comment.comment.clone(),
                        rating: comment.rating.and_then(|r| u8::try_from(r).ok()),
                        helpful: comment.helpful,
                        created_at: comment.created_at,
                    })
                    .collect(),
            })
            .collect())
    }
}
