use async_trait::async_trait;
use batala_feedback::{
    Comment, FeedbackError, FeedbackStore, FeedbackSubmission, Rating, RequestContext, TimeOnPage,
    UserLocation, UserPersona, WebUrl,
};
use batala_kernel::{Email, FeedbackId};
use diesel::result::{DatabaseErrorKind, Error as DieselError};
use diesel::sql_types::{Bool, Integer, Nullable, SmallInt, Text, Uuid as SqlUuid};
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
}
